"""Every real OHH hand in the shared data (../shared/data/real-hands/ohh: the OHH specification's examples and
PokerNow home games as its converter wrote them) is read, and its recorded result agrees with the ruling or
differs for the reason stated here. Skipped where the data is absent; nothing of it is copied here."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from potsplit.run.hand_histories import READERS
from potsplit.run.results import Invalid, Resolved
from potsplit.show.checking import checked

DATA = Path("/work/shared/data/real-hands/ohh")
FILES = sorted(DATA.glob("*")) if DATA.is_dir() else []
TIES_PAID_APART = {("pokernow-YCw-35hands.ohh", 19), ("pokernow-h4E-35hands.ohh", 32)}
"""The hands where PokerNow paid two players who tied both ways two cents apart (120.22 as 60.12 and 60.10;
26.82 as 13.42 and 13.40): the ruling splits a tie evenly, the odd cent nowhere to go."""


@pytest.mark.skipif(not FILES, reason="the real OHH hands are not here")
@pytest.mark.parametrize("path", FILES, ids=[path.name for path in FILES])
def test_every_real_ohh_hand_is_read_and_its_record_agrees_or_differs_for_a_stated_reason(path: Path) -> None:
    parts, resolve_piece = READERS["ohh"]
    verdicts: dict[int, str] = {}
    with path.open("rb") as file:
        for part in parts(file, path.name):
            for result in resolve_piece(part, None):
                assert not isinstance(result, Invalid), result.error
                assert isinstance(result, Resolved)
                found = checked(result)
                verdicts[result.number] = found.verdict
                if (path.name, result.number) in TIES_PAID_APART:
                    assert found.verdict == "differ"
                    off = [(row.payout, row.recorded_payout) for row in found.rows if not row.agrees]
                    assert len(off) == 2 and off[0][0] == off[1][0]  # a tie, split evenly by the ruling
                    assert sorted(abs(ruled - paid) for ruled, paid in off if paid is not None) == [
                        Fraction(1, 100)] * 2
                else:
                    assert found.verdict == "agree", (path.name, result.number, found)
    assert len(verdicts) == (35 if path.suffix == ".ohh" else 1)
