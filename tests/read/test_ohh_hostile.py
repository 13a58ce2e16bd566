"""OHH hand histories made to break potsplit (spec section 7, "Limits and hostile input", in every format): the
hand reproductions of the PHH campaign written as JSON (a number of 5,000 digits, which Python's json module
refuses to convert; an exponent that would be expanded; lists nested thousands deep, past Python's recursion
limit; a name with a reordering character), each a located error in a process capped at 200 MB and 30 CPU s,
the valid hand after it in the same file, and the file after it, still resolved, no traceback.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from support.capped import resolve_capped

import potsplit

EXAMPLE = (Path(potsplit.__file__).parent / "examples" / "omaha-hi-lo-run-twice.ohh").read_text()
GOOD = json.dumps(json.loads("".join(line for line in EXAMPLE.splitlines(True) if not line.startswith("#"))))
"""The shipped OHH example, on one line."""
STACK = re.compile(r'("starting_stack": )[0-9.]+')
HOSTILE = {
    "a number of 5,000 digits": (STACK.sub(lambda found: found[1] + "9" * 5000, GOOD, count=1), "30 digits"),
    "an exponent": (STACK.sub(lambda found: found[1] + "1e999999999", GOOD, count=1), "exponent"),
    "a negative exponent": (STACK.sub(lambda found: found[1] + "1e-999999999", GOOD, count=1), "exponent"),
    "lists 100,000 deep": (GOOD[:-1] + ', "_x": ' + "[" * 100_000 + "]" * 100_000 + "}", "64 deep"),
    "objects 100 deep": (GOOD[:-1] + ', "_x": ' + '{"a": ' * 100 + "1" + "}" * 100 + "}", "64 deep"),
    "a reordering character in a name": (GOOD.replace('"name": "', '"name": "\\u202e', 1), "reorders"),
}


@pytest.mark.parametrize("what", sorted(HOSTILE))
def test_hostile_ohh_is_a_located_error_and_the_hands_after_it_are_resolved(tmp_path: Path, what: str) -> None:
    bad, words = HOSTILE[what]
    night, later = tmp_path / "night.ohh", tmp_path / "later.ohh"
    night.write_text("\n".join([GOOD, bad, GOOD]) + "\n")
    later.write_text(GOOD + "\n")
    done = resolve_capped(night, later)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 1, done.stderr[-2000:]
    found = [json.loads(line) for line in done.stdout.splitlines()]
    assert ["errors" in one for one in found] == [False, True, False, False], done.stdout[-2000:]
    (error,) = found[1]["errors"]
    assert words in error["message"] and error["line"] == 2, error
    assert "\u202e" not in done.stdout + done.stderr
