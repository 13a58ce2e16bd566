"""The limits a hand's TOML is held to before it is parsed, each found while scanning its text (docs/rules.md:
"Limits of input").

tomllib turns a number's digits into an int or a Decimal whatever their count, nests lists by recursion, and
takes time quadratic in the parts of a dotted key: an integer of more than 4,300 digits raised ValueError,
lists 1,000 deep RecursionError, and a key of 100,000 parts ran for minutes. So, in a hand:

- a number of more than :data:`MOST_DIGITS` digits, and a number with an exponent (``1e3``: an amount is
  exact and written out, never expanded), are errors, at the number;
- lists and tables (inline tables, table headers and dotted keys too) nested more than :data:`MOST_DEPTH`
  deep are an error, at the bracket or key that goes deeper.

The scan is linear in the text, and it is made only when a cheap search finds something that could break a
limit (a run of 31 digits, a digit and an ``e``, 65 brackets or dots): a hand as the standard writes it is
searched, not scanned. Strings and comments are skipped; a word is a number only where a value is.

>>> check_limits("min_bet = 2\\nstarting_stacks = [1e3, 200]\\n", "a.phh", 0)
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.phh:2:20: 1e3: an amount with an exponent is not read; write its digits
>>> check_limits("_note = 'x = 1e3'\\nhand = 1\\n", "a.phh", 0)
"""

from __future__ import annotations

import re

from potsplit.errors import InvalidShowdown, Location, quoted, several
from potsplit.said import Said

MOST_DIGITS = 30
"""The most digits a number of a hand may have (an amount of a real hand has a dozen at most)."""
MOST_DEPTH = 64
"""The deepest nesting of a hand's lists and tables, as for YAML (a hand needs 2)."""

_SUSPECTS = (re.compile(r"[0-9_.]{31}"), re.compile(r"[0-9][eE][0-9+-]"), re.compile(r"0[xob]"))
"""What could be a number of too many digits, with an exponent, or in another base (else the text needs no
scan): three searches, faster than one of the three together."""
_TOKEN = re.compile(
    r"(?P<string>\"\"\"(?:[^\"\\]|\\.|\"(?!\"\"))*\"\"\"\"{0,2}|'''(?:[^']|'(?!''))*'''{0,2}"
    r"|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*')"
    r"|#[^\n]*|[ \t\r]+"
    r"|(?P<word>[A-Za-z0-9_.+:-]+)"
    r"|(?P<mark>.)",
    re.DOTALL,
)
"""A string, a comment, blanks, a bare word (a key, a number, a date, true...), or one other character."""
_NUMBER = re.compile(r"[+-]?(?:0[xob](?P<based>[0-9A-Fa-f_]*)|(?P<mantissa>[0-9_]+(?:\.[0-9_]*)?)(?P<exponent>"
                     r"[eE][+-]?[0-9_]*)?)")
"""A TOML integer or float as a word (inf, nan, dates and times are not)."""


def check_limits(text: str, source: str, line: int) -> None:
    """Raise :class:`InvalidShowdown`, located in *source* (the hand starts at its 0-based *line*), for every
    number of *text* with too many digits or an exponent, or at its first nesting too deep."""
    deep = text.count("[") + text.count("{") + text.count(".") >= MOST_DEPTH
    if not deep and not any(suspect.search(text) for suspect in _SUSPECTS):
        return
    problems = _Scan(text, source, line).problems()
    if problems:
        raise several(problems)


class _Scan:
    """One pass over a hand's text: where values are, how deep its lists and tables nest."""

    def __init__(self, text: str, source: str, line: int) -> None:
        self.text, self.source, self.line = text, source, line
        self.found: list[InvalidShowdown] = []

    def at(self, offset: int) -> Location:
        before = self.text[:offset]
        return Location(self.source, self.line + before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)

    def problems(self) -> list[InvalidShowdown]:
        """Every number refused, and the first nesting too deep (the scan stops there)."""
        opened: list[str] = []  # the lists ([) and inline tables ({) open around here
        keys = [0]  # the parts of the key being read, at the top and in each inline table open
        table = 0  # the parts of the key of the last table header
        value = header = False  # whether a value comes next; whether a table header is being read
        for token in _TOKEN.finditer(self.text):
            word, mark = token.group("word"), token.group("mark")
            if token.group("string") is not None or word is not None:
                if value:
                    if word is not None:
                        self.number(word, token.start())
                    value = False
                    continue
                keys[-1] += 1 if word is None else len([part for part in word.split(".") if part])
                if (keys[0] if header else table + sum(keys) + opened.count("[")) > MOST_DEPTH:
                    return self.too_deep(token.start())
            elif mark is None:
                continue
            elif mark == "\n":
                if not opened:
                    value = header = False
                    keys = [0]
            elif mark == "=":
                value = True
            elif mark in "[{" and (value or (opened and opened[-1] == "[")):
                opened.append(mark)
                if table + sum(keys) + opened.count("[") > MOST_DEPTH:
                    return self.too_deep(token.start())
                value = mark == "["
                if mark == "{":
                    keys.append(0)
            elif mark == "[" and not opened:  # a table's header (or an array of tables'): its key is the table's
                header = True
            elif mark in "]}" and opened:
                if opened.pop() == "{":
                    keys.pop()
                value = False
            elif mark == "]" and header:
                header, table, keys = False, keys[0], [0]
            elif mark == "," and opened:
                value = opened[-1] == "["
                if not value:
                    keys[-1] = 0
        return self.found

    def number(self, word: str, offset: int) -> None:
        found = _NUMBER.fullmatch(word)
        if found is None:
            return
        digits = sum(character.isalnum() for character in (found.group("based") or found.group("mantissa") or ""))
        if found.group("exponent"):
            self.found.append(InvalidShowdown(Said(
                "{number}: an amount with an exponent is not read; write its digits", number=_shown(word)
            ), self.at(offset)))
        elif digits > MOST_DIGITS:
            self.found.append(InvalidShowdown(Said(
                "a number of {count:,} digits: an amount has at most {most}", count=digits, most=MOST_DIGITS
            ), self.at(offset)))

    def too_deep(self, offset: int) -> list[InvalidShowdown]:
        self.found.append(InvalidShowdown(Said(
            "not a hand: lists and tables nested more than {depth} deep", depth=MOST_DEPTH
        ), self.at(offset)))
        return self.found


def _shown(word: str) -> str:
    return word if len(word) <= 40 else quoted(word)
