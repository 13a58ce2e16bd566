"""Hand histories made to break potsplit (spec sections 7 and 8): every one a located error, the hands after it
still resolved, no traceback, in bounded time and memory.

Each reproduces what a fuzzing campaign found: an integer of thousands of digits (Python's limit on
converting one raised ValueError), lists nested hundreds deep (RecursionError; 65 to 300 deep was read),
an exponent that tomllib expanded into a fraction for minutes, a key of thousands of parts, a UTF-8 byte
order mark that made the first hand "not valid TOML", a source line quoted under its error with the
characters that reorder a line on a screen. The inputs are made here; the costly ones run in a subprocess
under a hard cap of 200 MB of memory and 30 s of CPU.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from support.capped import resolve_capped
from support.phh_text import hand, hands

from potsplit.cli import main

sys.path.insert(0, str(Path(__file__).parents[1] / "fuzz"))
import hand_histories as fuzz

DEAL = ["d dh p1 AsAd", "d dh p2 KsKd"]
GOOD = hand([*DEAL, "p2 f"])


def capped(*paths: Path) -> tuple[int, list[dict[str, object]], str]:
    """``potsplit resolve --format json PATH...`` under the caps: its status, its objects, its stderr."""
    done = resolve_capped(*paths)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()], done.stderr


def run(tmp_path: Path, name: str, text: str | bytes, *options: str) -> tuple[int, str, str]:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    result = CliRunner().invoke(main, ["resolve", str(path), *options])
    assert "Traceback" not in result.output + result.stderr, result.stderr
    return result.exit_code, result.stdout, result.stderr.replace(str(tmp_path) + "/", "")


HOSTILE = [
    ("an integer of 5,000 digits in a field read", GOOD.replace("min_bet = 2", "min_bet = " + "7" * 5000),
     "a number of 5,000 digits: an amount has at most 30"),
    ("an integer of 100,000 digits in a field ignored", GOOD + "hand = " + "9" * 100_000 + "\n",
     "a number of 100,000 digits: an amount has at most 30"),
    ("a decimal of 31 digits", GOOD.replace("min_bet = 2", "min_bet = 1234567890123456.123456789012345"),
     "a number of 31 digits: an amount has at most 30"),
    ("an exponent expanded for minutes", GOOD.replace("min_bet = 2", "min_bet = 1e999999999"),
     "1e999999999: an amount with an exponent is not read; write its digits"),
    ("a negative exponent", GOOD.replace("min_bet = 2", "min_bet = 1e-999999999"),
     "1e-999999999: an amount with an exponent is not read"),
    ("lists 400 deep", GOOD + "_x = " + "[" * 400 + "]" * 400 + "\n", "lists and tables nested more than 64 deep"),
    ("lists 100 deep", GOOD + "_x = " + "[" * 100 + "]" * 100 + "\n", "lists and tables nested more than 64 deep"),
    ("inline tables 300 deep", GOOD + "_x = " + "{a = " * 300 + "1" + "}" * 300 + "\n",
     "lists and tables nested more than 64 deep"),
    ("a key of 100,000 parts", GOOD + "_x" + ".a" * 100_000 + " = 1\n", "lists and tables nested more than 64 deep"),
    ("an amount of 31 digits in an action", hand([*DEAL, "p2 cbr " + "1" * 31]),
     "a number of 31 digits: an amount has at most 30"),
]


@pytest.mark.parametrize(("what", "bad", "message"), HOSTILE, ids=[case[0] for case in HOSTILE])
def test_hostile_input_is_a_located_error_and_the_hands_after_it_are_resolved(
    tmp_path: Path, what: str, bad: str, message: str
) -> None:
    night, later = tmp_path / "night.phhs", tmp_path / "later.phh"
    night.write_text(hands(GOOD, bad, GOOD))
    later.write_text(GOOD)
    status, found, errors = capped(night, later)
    assert status == 1
    assert ["errors" in one for one in found] == [False, True, False, False]
    (error,) = found[1]["errors"]  # type: ignore[misc]
    assert message in error["message"] and error["line"] is not None, error
    assert f"night.phhs:{error['line']}:{error['column']}: " in errors


def test_nesting_of_64_is_read(tmp_path: Path) -> None:
    """A hand's table [1], a key and 62 lists are 64 deep: read (and the field ignored)."""
    status, out, _ = run(tmp_path, "night.phhs", hands(GOOD + "_x = " + "[" * 62 + "]" * 62 + "\n"))
    assert status == 0, out


@pytest.mark.parametrize("name", ["a.phh", "night.phhs"])
def test_a_byte_order_mark_at_the_start_is_skipped(tmp_path: Path, name: str) -> None:
    text = GOOD if name.endswith(".phh") else hands(GOOD, GOOD)
    status, out, errors = run(tmp_path, name, b"\xef\xbb\xbf" + text.encode(), "--format", "json")
    assert status == 0, errors
    assert all(json.loads(line)["payouts"] == {"p1": "2", "p2": "0"} for line in out.splitlines())


def test_the_source_line_under_an_error_is_escaped_as_its_message_is(tmp_path: Path) -> None:
    """A right-to-left override in an action: the message writes it as an escape, and so does the line
    quoted under it (it would reverse the rest of the line on a terminal), the caret still under the action."""
    status, _, errors = run(tmp_path, "a.phh", hand([*DEAL, "p9 f \u202e x"]))
    assert status == 1
    assert "\u202e" not in errors
    lines = errors.splitlines()
    assert "'p9 f \\u202e x'" in lines[0] and lines[1] == '  9 |   "p9 f \\u202e x",' and lines[2] == "    |   ^"


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32))
def test_mutated_hands_read_as_each_reads_alone(seed: int) -> None:
    """The fuzzing harness's case, drawn by hypothesis: a .phhs of valid and mutated hands (hostile numbers,
    actions put in or dropped, deep nesting, controls and reordering characters, bytes replaced): each hand as it
    reads alone, every error located and printed escaped, nothing raised."""
    assert fuzz.check_case(random.Random(seed)) >= 1


def test_a_stream_of_blanks_is_looked_at_no_further_than_a_hand_may_hold() -> None:
    """Blank lines before a hand history's first line are not held without end: after more than a hand may hold,
    the looking stops (the hand is then too long), whatever follows."""
    from potsplit.read.phh.streams import _first_line
    from potsplit.read.splitting import LONGEST

    given = 0

    def endless() -> Iterator[bytes]:
        nonlocal given
        while True:
            given += 65536
            yield b" \t \n" * 16384

    seen, first = _first_line(endless())
    assert first == b"" and LONGEST < given <= LONGEST + 65536 and len(seen) == given // 65536


@pytest.mark.parametrize(
    ("blocks", "first"),
    [
        ([b"  ", b" \xef", b"\xbb\xbf  [1]"], b"["),  # a byte order mark cut between two blocks, blanks around it
        ([b"# com", b"ment [x\n", b"  \t", b"\tv = 1"], b"v"),  # a comment's text never counts, even cut
        ([b" \r", b"\n", b"x"], b"x"),
        ([b" \x0c", b" x"], None),  # a line whose blanks end in another space character holds nothing
        ([b"\n" * 5, b" " * 5, b"", b"p"], b"p"),
        ([b"", b"   \n\n"], None),
    ],
)
def test_the_first_line_is_found_across_blocks(blocks: list[bytes], first: bytes | None) -> None:
    from potsplit.read.phh.streams import _first_line

    assert _first_line(iter(blocks)) == (blocks, first)  # every block read up to the line, none after it
