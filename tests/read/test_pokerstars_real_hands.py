"""Every real PokerStars hand in ../shared/data/real-hands/pokerstars/ is read, and its recorded result (each
collected line, pot by pot; the summary's rake) agrees with the ruling, or is one of the hands whose reason is
stated here. Skipped where the folder is absent (the data is never copied into the repository)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from potsplit.run.results import Invalid
from potsplit.run.streams import resolve_documents
from potsplit.show.checking import checked

FOLDER = Path(__file__).resolve().parents[3] / "shared" / "data" / "real-hands" / "pokerstars"
if not FOLDER.is_dir():
    FOLDER = Path("/work/shared/data/real-hands/pokerstars")

STATED = {
    ("holdem-4way-split-0.05-unit.txt", 1): "differ",  # the site paid its odd chips in $0.05 (2008): --chip 0.05
    ("omaha-truncated-hands.txt", 1): "invalid",  # cut off mid-line: '*** FLOP *** [Js 3d'
    ("omaha-truncated-hands.txt", 2): "invalid",  # cut off: a line holding a name alone
    ("hhsmithy-hand-cancelled.txt", 1): "no record",  # the site cancelled the hand
    ("omaha-hand-cancelled.txt", 1): "no record",
}
"""Each hand whose verdict is not agree, and why."""


@pytest.mark.skipif(not FOLDER.is_dir(), reason="the real hand histories are not on this machine")
def test_every_real_hand_is_read_and_agrees_or_its_reason_is_stated() -> None:
    verdicts: Counter[str] = Counter()
    other = {}
    for path in sorted(FOLDER.glob("*.txt")):
        with path.open("rb") as file:
            for result in resolve_documents(file, path.name, kind="pokerstars"):
                word = "invalid" if isinstance(result, Invalid) else checked(result).verdict
                verdicts[word] += 1
                if word != "agree":
                    other[(path.name, result.origin.document)] = word
    assert other == STATED
    assert verdicts["agree"] >= 400
