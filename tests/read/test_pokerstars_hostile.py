"""PokerStars text made to break potsplit (docs/rules.md, "Limits of input", in every format): the reproductions
of the PHH and OHH campaigns written as a site's lines (an amount of 5,000 digits, an exponent that would be
expanded, a name with a reordering or isolating character, a hand of 5 MB on one line, bytes that are not UTF-8),
each a located error (or, for Windows-1252 bytes, read as the site wrote them) in a process capped at 200 MB and
30 CPU s, the valid hand after it in the same file, and the file after it, still resolved, no traceback.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support.capped import resolve_capped

import potsplit

EXAMPLE = (Path(potsplit.__file__).parent / "examples" / "pokerstars-run-twice.txt").read_text(encoding="utf-8")
GOOD = "".join(line for line in EXAMPLE.splitlines(True) if not line.startswith("#"))
"""The shipped PokerStars example, its comment left out."""
HOSTILE = {
    "an amount of 5,000 digits": (GOOD.replace("($20 in chips)", "($" + "9" * 5000 + " in chips)"), "30 digits", 3),
    "an exponent in a raise": (GOOD.replace("raises $17 to $20", "raises $17 to $1e999999999"), "", 10),
    "a reordering character in a name": (GOOD.replace("Ann", "Ann\u202e"), "reorders", 1),
    "an isolating character in a name": (GOOD.replace("Ann", "Ann\u2066"), "reorders", 1),
    "a hand of 5 MB on one line": ("PokerStars Hand #1: " + "x" * 5_000_000 + "\n", "1 MiB", 1),
}


@pytest.mark.parametrize("what", sorted(HOSTILE))
def test_hostile_pokerstars_text_is_a_located_error_and_the_hands_after_it_are_resolved(
    tmp_path: Path, what: str
) -> None:
    bad, words, line = HOSTILE[what]
    night, later = tmp_path / "night.txt", tmp_path / "later.txt"
    text = "\n\n\n".join([GOOD, bad, GOOD])
    night.write_text(text, encoding="utf-8")
    later.write_text(GOOD, encoding="utf-8")
    done = resolve_capped(night, later)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 1, done.stderr[-2000:]
    found = [json.loads(line) for line in done.stdout.splitlines()]
    assert ["errors" in one for one in found] == [False, True, False, False], done.stdout[-2000:]
    first = found[1]["errors"][0]
    start = len(text[:text.index(bad)].splitlines()) + 1  # the bad hand's first line in the night's file
    assert words in first["message"] and first["line"] == start + line - 1, first
    assert "\u202e" not in done.stdout + done.stderr and "\u2066" not in done.stdout + done.stderr


def test_windows_1252_bytes_are_read_as_the_site_wrote_them(tmp_path: Path) -> None:
    """Old PokerStars files are Windows-1252: a name such as José is read, and the JSON stays valid UTF-8."""
    night = tmp_path / "night.txt"
    night.write_bytes(GOOD.replace("Ann", "Jos\xe9").encode("cp1252"))
    done = resolve_capped(night)
    assert done.returncode == 0, done.stderr[-2000:]
    (found,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert "Jos\u00e9" in found["payouts"]
