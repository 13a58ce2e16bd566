"""``potsplit check`` of records as real sites write them (spec section 8): a record in whole chips; and, where the
real hand histories of /work/shared/data/phh-real are there, Pluribus's and the WSOP's checked.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.phh_text import hand

from potsplit.cli import main

REAL = Path("/work/shared/data/phh-real")
"""Real hand histories (HandHQ pages of six sites, Pluribus, the WSOP, historical hands), when they are there."""


def check(tmp_path: Path, text: str, *options: str) -> tuple[int, list[dict[str, object]], str]:
    path = tmp_path / "a.phh"
    path.write_text(text, encoding="utf-8")
    table = CliRunner().invoke(main, ["check", str(path), *options])
    result = CliRunner().invoke(main, ["check", str(path), "--format", "json", *options])
    assert "Traceback" not in result.output + result.stderr + table.output
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines()], table.stdout


def test_a_record_of_a_split_pot_in_whole_chips_agrees(tmp_path: Path) -> None:
    """A pot of 9 split two ways: the hand is ruled in chips of 1, the odd chip to p1 (the dealer's left)."""
    deal = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4h4d", "p3 cc", "p1 cc", "p2 cc", "d db AsKsQs", "p1 cbr 1",
            "p2 cc", "p3 f", "d db Js", "d db Ts", "p1 sm 2c3d", "p2 sm 2d3c"]
    status, (found,), _ = check(tmp_path, hand(deal, stacks=[100] * 3, winnings=[5, 4, 0], antes=[0, 0, 1]))
    assert status == 0 and found["verdict"] == "agree"


def _verdicts(folder: Path) -> tuple[Counter[str], list[dict[str, object]]]:
    paths = sorted(str(path) for path in folder.rglob("*.phh*"))
    result = CliRunner().invoke(main, ["check", "--format", "json", *paths])
    found = [json.loads(line) for line in result.stdout.splitlines()]
    return Counter(str(one["verdict"]) for one in found), found


@pytest.mark.skipif(not REAL.is_dir(), reason="the real hand histories are not on this machine")
@pytest.mark.parametrize("folder", ["pluribus", "wsop-2023-43-day5"])
def test_every_real_record_of_pluribus_and_the_wsop_agrees(folder: str) -> None:
    counts, _ = _verdicts(REAL / folder)
    assert set(counts) == {"agree"}, counts
