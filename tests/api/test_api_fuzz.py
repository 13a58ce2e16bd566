"""The API's fuzzing harness (``tests/fuzz/python_api.py``), run briefly with fixed seeds: the examples' showdowns made
again with hostile values and other examples' fields resolve or raise InvalidShowdown, nothing else (spec
sections 7 and 10)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "fuzz"))
import python_api as fuzz


@pytest.mark.parametrize("seed", range(4))
def test_rebuilt_showdowns_resolve_or_raise_only_invalid_showdown(seed: int) -> None:
    tally = fuzz.run(seed, cases=40)
    assert tally["resolved"] and tally["refused"], tally
