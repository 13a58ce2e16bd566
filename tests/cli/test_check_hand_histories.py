"""``potsplit check`` of records as real sites write them (spec section 8): a returned bet counted as won, winnings
that pay nobody, and a record in whole chips; and, where the real hand histories of
/work/shared/data/phh-real are there, every one of them checked.
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
BOARD = ["d db 2c7d9h", "d db Th", "d db 3s"]
# p2 raises to 60, p1 calls all in for 30: 30 of p2's raise comes back to him; p1's aces take the pot of 60
ALL_IN = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 60", "p1 cc", *BOARD, "p1 sm AsAd", "p2 sm KsKd"]


def check(tmp_path: Path, text: str, *options: str) -> tuple[int, list[dict[str, object]], str]:
    path = tmp_path / "a.phh"
    path.write_text(text, encoding="utf-8")
    table = CliRunner().invoke(main, ["check", str(path), *options])
    result = CliRunner().invoke(main, ["check", str(path), "--format", "json", *options])
    assert "Traceback" not in result.output + result.stderr + table.output
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines()], table.stdout


@pytest.mark.parametrize(("winnings", "verdict"), [([60, 0], "agree"), ([60, 30], "agree"), ([59, 30], "agree"),
                                                  ([60, 29], "differ"), ([0, 90], "differ")])
def test_a_returned_bet_recorded_as_won_agrees(tmp_path: Path, winnings: list[int], verdict: str) -> None:
    """PartyPoker records the part of a bet that came back as won: 30 for p2 here; with a rake of 1 off the pot
    too. A record that pays the returned bet short, or pays the pot wrong, differs."""
    status, (found,), _ = check(tmp_path, hand(ALL_IN, stacks=[30, 100], winnings=winnings))
    assert found["verdict"] == verdict
    assert status == (verdict == "differ")


def test_winnings_that_pay_nobody_are_no_record(tmp_path: Path) -> None:
    """iPoker's records pay nobody anything: "no record", with a note, not a difference; finishing stacks
    beside them are still checked."""
    status, (found,), table = check(tmp_path, hand(ALL_IN, stacks=[30, 100], winnings=[0, 0]))
    assert status == 0 and found["verdict"] == "no record" and found["recorded"] == []
    assert found["note"] == "the recorded winnings pay nobody, though the hand has a winner: they are not its result"
    assert "Note: the recorded winnings pay nobody" in table
    both = hand(ALL_IN, stacks=[30, 100], winnings=[0, 0], finishing_stacks=[60, 70])
    status, (found,), _ = check(tmp_path, both)
    assert found["verdict"] == "agree" and found["recorded"] == ["finishing_stacks"] and found["note"] is not None
    nothing = hand(["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f", "p1 f"], stacks=[100] * 3,
                   blinds=[0, 2, 0], winnings=[0, 0, 0])  # nothing was won: a record of nothing agrees
    status, (found,), _ = check(tmp_path, nothing)
    assert found["verdict"] == "agree" and found["note"] is None


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


@pytest.mark.skipif(not REAL.is_dir(), reason="the real hand histories are not on this machine")
def test_the_real_online_hands_are_ruled_and_their_records_agree() -> None:
    """Of 286 HandHQ hands: none refused but the 3 where nobody still in showed his cards; the records agree
    but those that pay nobody (no record), one PartyPoker record 2.50 over the pot, and two whose shortfall is
    more than --max-rake takes for the rake (10% of the pot: 0.95 of 9, 0.34 of 2.35)."""
    counts: Counter[str] = Counter()
    invalid: list[dict[str, object]] = []
    for folder in sorted(REAL.glob("handhq-*")):
        found, hands = _verdicts(folder)
        counts += found
        invalid += [one for one in hands if one["verdict"] == "invalid"]
    assert sum(counts.values()) == 286
    assert counts["invalid"] == 3 and counts["differ"] <= 3, counts
    for one in invalid:
        errors = one["errors"]
        assert isinstance(errors, list)
        assert all("cannot be settled: none of the players in it" in error["message"] for error in errors)
