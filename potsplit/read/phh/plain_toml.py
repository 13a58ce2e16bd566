"""The plain TOML that hand histories are written in, read without tomllib: each line a bare key, ``=``, and a
value on that line (a string without escapes, an integer, a decimal, ``inf``, ``nan``, ``true`` or ``false``, a
time of day, or an array of them); a ``.phhs`` hand under its one table header ``[N]``.

Why: tomllib, in pure Python, took more time than all the rest of checking a Pluribus hand but replaying it
(124 of 890 µs a hand, 14%; ``benchmarks/pluribus.py --profile``); this reads such a hand in a tenth of that. It
is a fast path only: whatever it does not know to be this plain TOML (a comment, an escape, a multi-line array,
a dotted key, a date, a time with a fraction of a second, an inline table, a number with ``_``, a repeated
key...) it leaves to tomllib, by giving ``None``, so that the fields read and the errors said are tomllib's.

>>> plain_fields("[3]\\nvariant = 'NT'\\nantes = [0, 0]\\nmin_bet = 2.50\\nplayers = ['A', \\"B\\"]\\n", True)
{'variant': 'NT', 'antes': [0, 0], 'min_bet': Decimal('2.50'), 'players': ['A', 'B']}
>>> plain_fields("variant = 'NT'  # a comment\\n", False) is None
True
"""

from __future__ import annotations

import re
from datetime import time
from decimal import Decimal
from typing import Any

_KEY_LINE = re.compile(r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*(.*?)[ \t]*")
"""A line ``key = value``, the key bare, the value whatever is left of the line."""
_HEADER = re.compile(r"[ \t]*\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\][ \t]*")
"""A table's header ``[N]`` (a bare key)."""
_SCALAR = (
    r"'(?P<literal>[^'\x00-\x08\x0a-\x1f\x7f]*)'"
    r"|\"(?P<basic>[^\"\\\x00-\x08\x0a-\x1f\x7f]*)\""
    r"|(?P<integer>[+-]?(?:0|[1-9][0-9]*))(?![0-9.eE_xob:-])"
    r"|(?P<decimal>[+-]?(?:(?:0|[1-9][0-9]*)\.[0-9]+|inf|nan))(?![0-9A-Za-z._])"
    r"|(?P<boolean>true|false)(?![A-Za-z0-9_-])"
    r"|(?P<time>[0-9]{2}:[0-9]{2}:[0-9]{2})(?![0-9.:])"
)
"""One value of the plain kinds: a literal or basic string with no escape nor control character, an integer in
decimal (no leading zero, no ``_``), a decimal number with digits on both sides of its point (no exponent),
``inf`` or ``nan`` (an unknown stack), a boolean, a local time of day to the second (HandHQ's ``time =
00:00:26``). What a value may not be followed by is looked at, so that ``1979-05-27`` or ``1e3`` is not taken
for a number: such a line is tomllib's."""
_VALUE = re.compile(_SCALAR)
_LITERAL = r"'([^'\x00-\x08\x0a-\x1f\x7f]*)'"
_LITERALS = re.compile(r"\[[ \t]*(?:" + _LITERAL + r"[ \t]*,[ \t]*)*" + _LITERAL + r"[ \t]*,?[ \t]*\]")
"""A one-line array of literal strings (the actions, the players' names): read in two matches, not one an item."""
_ITEM = re.compile(r"[ \t]*(?:" + _SCALAR + r")[ \t]*(?P<end>,|\])")
"""An item of a one-line array, and what ends it."""


def plain_fields(text: str, in_table: bool) -> dict[str, Any] | None:
    """The fields of *text* (the top level, or under its one table header when *in_table*), read as tomllib reads
    them with ``parse_float=Decimal``; ``None`` when *text* is not all plain TOML (see above): tomllib reads it."""
    fields: dict[str, Any] = {}
    header = not in_table
    for line in text.split("\n"):
        if not line.strip(" \t"):
            continue
        if not header:
            if _HEADER.fullmatch(line) is None:
                return None
            header = True
            continue
        found = _KEY_LINE.fullmatch(line)
        if found is None:
            return None
        key, written = found.groups()
        if key in fields:
            return None
        value = _array(written) if written.startswith("[") else _scalar(written)
        if value is None:
            return None
        fields[key] = value
    return fields if header and (fields or not in_table) else None


def _scalar(written: str) -> Any:
    """The value *written*, or ``None`` when it is not a plain scalar."""
    found = _VALUE.fullmatch(written)
    return None if found is None else _value(found)


def _value(found: re.Match[str]) -> Any:
    """The value of a match of :data:`_SCALAR` (of whichever kind it is); ``None`` for a time that is none."""
    literal, basic, integer, decimal, boolean, clock = found.group(
        "literal", "basic", "integer", "decimal", "boolean", "time"
    )
    if literal is not None:
        return literal
    if basic is not None:
        return basic
    if integer is not None:
        return int(integer)
    if decimal is not None:
        return Decimal(decimal)
    if boolean is not None:
        return boolean == "true"
    hour, minute, second = (int(part) for part in clock.split(":"))
    return time(hour, minute, second) if hour < 24 and minute < 60 and second < 60 else None


def _array(written: str) -> list[Any] | None:
    """The one-line array *written* (``[]``, ``[1, 2]``, a comma after the last item too), or ``None``."""
    inside = written[1:]
    if inside.strip(" \t") == "]":
        return []
    if written.endswith("]") and "'" not in written and '"' not in written:  # no string: the items between commas
        return _unquoted(written[1:-1].split(","))
    if _LITERALS.fullmatch(written):
        return re.findall(_LITERAL, written)
    items: list[Any] = []
    at = 0
    while True:
        found = _ITEM.match(inside, at)
        if found is None:
            if items and inside[at:].strip(" \t") == "]":  # a comma after the last item
                return items
            return None
        value = _value(found)
        if value is None:
            return None
        items.append(value)
        at = found.end()
        if found["end"] == "]":
            return items if at == len(inside) else None


def _unquoted(parts: list[str]) -> list[Any] | None:
    """The items of an array without strings, the texts between its commas (the last one empty after a trailing
    comma), or ``None``; a whole number in plain digits read at once (most are: stacks, blinds, antes)."""
    if len(parts) > 1 and not parts[-1].strip(" \t"):
        parts.pop()
    items: list[Any] = []
    for part in parts:
        word = part.strip(" \t")
        if word.isascii() and word.isdigit() and (word[0] != "0" or word == "0"):
            items.append(int(word))
            continue
        value = _scalar(word)
        if value is None:
            return None
        items.append(value)
    return items
