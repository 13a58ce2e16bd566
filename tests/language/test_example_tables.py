"""Every shipped example's table in Russian and in Kazakh is kept beside it (``examples/NAME.ru.txt``,
``NAME.kk.txt``: ``potsplit resolve NAME.yaml --explain --lang ru``), so that a reviewer who reads the language
reads them all in one place; each must be what potsplit prints now.

After a change meant to change them: ``python tools/catalogues.py tables``, and read the difference.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import catalogues  # noqa: E402  # the tool beside the tests

EXAMPLES = sorted((ROOT / "potsplit" / "examples").glob("*.yaml"))


@pytest.mark.parametrize("code", catalogues.LANGUAGES)
@pytest.mark.parametrize("example", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_the_table_kept_beside_an_example_is_what_potsplit_prints(example: Path, code: str) -> None:
    kept = catalogues.table_path(example, code)
    assert kept.is_file(), f"{kept.name} is missing: python tools/catalogues.py tables"
    assert catalogues.translated_table(example, code) == kept.read_text(encoding="utf-8")


def test_no_table_is_kept_for_an_example_that_is_gone() -> None:
    names = {path.stem for path in EXAMPLES}
    kept = sorted(path for path in (ROOT / "potsplit" / "examples").glob("*.txt") if path.name.count(".") == 2)
    assert kept and all(path.name.split(".")[0] in names for path in kept)
