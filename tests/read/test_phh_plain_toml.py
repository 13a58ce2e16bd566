"""Plain TOML read without tomllib (potsplit/read/phh/plain_toml.py): whatever it reads, it reads as tomllib does
(``parse_float=Decimal``), to the same values of the same types; whatever it does not know, it leaves to tomllib
(``None``). Checked on random texts of the plain kind and on the same texts bent (comments, escapes, dates,
numbers TOML refuses, repeated keys...), and, where they are on this machine, on every real hand history."""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from potsplit.read.phh.plain_toml import plain_fields

REAL = Path("/work/shared/data/phh-real")
KEYS = st.from_regex(r"[A-Za-z0-9_-]{1,8}", fullmatch=True)
SCALARS = st.one_of(
    st.from_regex(r"'[A-Za-z0-9 ?#\\\"-]{0,6}'", fullmatch=True),
    st.from_regex(r"\"[A-Za-z0-9 ?#'-]{0,6}\"", fullmatch=True),
    st.from_regex(r"[+-]?(0|[1-9][0-9]{0,5})(\.[0-9]{1,3})?", fullmatch=True),
    st.sampled_from(["true", "false", "1e3", "0x1F", "1_000", "01", "1.", ".5", "1979-05-27", "inf", "nan",
                     "-inf", "+nan", "infx", "inf5",
                     "'a\\tb'", "\"a\\\\b\"", "{a = 1}", "[1, [2]]", "truex", "-0", "+0.0", "00:00:26",
                     "23:59:59", "24:00:00", "12:61:00", "07:32:00.5", "07:32", "1979-05-27T07:32:00"]),
)
SPACE = st.sampled_from(["", " ", "  ", "\t"])


@st.composite
def values(draw: st.DrawFn) -> str:
    if draw(st.booleans()):
        return draw(SCALARS)
    items = draw(st.lists(SCALARS, max_size=4))
    comma = draw(st.sampled_from([", ", ",", " , "]))
    trailing = draw(st.sampled_from(["", ",", ", "])) if items else ""
    return "[" + draw(SPACE) + comma.join(items) + trailing + draw(SPACE) + "]"


@st.composite
def texts(draw: st.DrawFn) -> tuple[str, bool]:
    in_table = draw(st.booleans())
    lines = [f"[{draw(st.integers(1, 99))}]"] if in_table else []
    for _ in range(draw(st.integers(0, 6))):
        lines.append(f"{draw(SPACE)}{draw(KEYS)}{draw(SPACE)}={draw(SPACE)}{draw(values())}{draw(SPACE)}")
        if draw(st.integers(0, 5)) == 0:
            lines.append(draw(st.sampled_from(["", "  ", "# a comment", "x.y = 1", "[2]", "'q' = 1", "a = 1 # c",
                                               "\r", "\x0c", "b = '''x'''"])))
    return "\n".join(lines) + draw(st.sampled_from(["", "\n", "\n\n", "\r\n"])), in_table


def by_tomllib(text: str, in_table: bool) -> Any:
    """What tomllib reads (the one table's fields, for a hand of a .phhs), or the error's type."""
    try:
        parsed = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        return tomllib.TOMLDecodeError
    if in_table:
        if len(parsed) != 1 or not isinstance(next(iter(parsed.values())), dict):
            return "not one table"
        return next(iter(parsed.values()))
    return parsed


def typed(value: Any) -> Any:
    """*value* with every item's type and its written form (Decimal('2.50') is not Decimal('2.5') here)."""
    if isinstance(value, dict):
        return {key: typed(item) for key, item in value.items()}
    if isinstance(value, list):
        return [typed(item) for item in value]
    return (type(value).__name__, repr(value))


@settings(max_examples=200, deadline=None)
@given(texts())
@example(("[1]\nvariant = 'NT'\nmin_bet = 2.50\nantes = [0, 0,]\n", True))
@example(("a = 1\na = 2\n", False))
def test_what_it_reads_tomllib_reads_the_same(case: tuple[str, bool]) -> None:
    text, in_table = case
    found = plain_fields(text, in_table)
    if found is not None:
        assert typed(found) == typed(by_tomllib(text, in_table)), text


@pytest.mark.parametrize(("text", "in_table"), [
    ("variant = 'NT'\nactions = ['d dh p1 AsKs', 'p1 cbr 2.50']\nfinishing_stacks = [1, 2.5]\n", False),
    ("[12]\nvariant = \"FO/8\"\nante_trimming_status = true\nplayers = []\n", True),
])
def test_a_plain_hand_is_read_without_tomllib(text: str, in_table: bool) -> None:
    found = plain_fields(text, in_table)
    assert found is not None and typed(found) == typed(by_tomllib(text, in_table))


@pytest.mark.parametrize("text", [
    "variant = 'NT' # a comment\n", 'variant = "N\\T"\n', "antes = [\n  0,\n]\n", "a.b = 1\n", "a = 1_000\n",
    "a = 1979-05-27\n", "a = 1e3\n", "a = {b = 1}\n", "a = 1\na = 2\n", "a = 01\n", "a = 'x'\r\n", "a = infinity\n",
    "'a' = 1\n", "a = [1, [2]]\n", "a = [,]\n", "a = 1 2\n",
])
def test_what_it_does_not_know_is_left_to_tomllib(text: str) -> None:
    assert plain_fields(text, False) is None


@pytest.mark.skipif(not REAL.is_dir(), reason="the real hand histories are not on this machine")
def test_the_real_hands_are_read_as_tomllib_reads_them() -> None:
    """Every Pluribus, WSOP and HandHQ hand is plain TOML (the historical ones, with comments, are tomllib's)."""
    plain = 0
    for path in sorted(REAL.rglob("*.phh*")):
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
        hands = [text] if path.suffix == ".phh" else re.split(r"\n(?=\[\d+\]\n)", text)
        for hand in hands:
            in_table = path.suffix == ".phhs"
            found = plain_fields(hand, in_table)
            assert found is not None or path.parent.name == "historical", (path, hand[:200])
            if found is not None:
                assert typed(found) == typed(by_tomllib(hand, in_table)), path
                plain += 1
    assert plain >= 700
