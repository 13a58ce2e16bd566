"""One hand's piece of text parsed as TOML, with exact numbers and every error located (docs/rules.md: "Limits of
input", "Hand histories").

:mod:`tomllib` is imported here only, when a hand history is read: a start-up that reads YAML does not pay for
it. Numbers with a fraction are read as :class:`~decimal.Decimal` (``2.50`` is exactly 5/2, never a binary
float; ``inf`` is an infinite one). A syntax error keeps tomllib's words and is located in the file. Before tomllib
reads it, the text is held to the limits of :mod:`~potsplit.read.phh.limits` (digits, exponents, nesting), so that
no number or nesting can make it raise anything else or run for long. Plain TOML, as hand histories are written,
is read without tomllib (:mod:`~potsplit.read.phh.plain_toml`), to the same fields.

>>> table, _ = parse_piece(Piece(b"[7]\\nvariant = 'NT'\\nmin_bet = 2.50\\n", 4, 0), "a.phhs", True)
>>> table
{'variant': 'NT', 'min_bet': Decimal('2.50')}
>>> parse_piece(Piece(b"[7]\\nvariant = NT\\n", 4, 0), "a.phhs", True)
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.phhs:6:11: not valid TOML: invalid value
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from potsplit.errors import InvalidShowdown, Location
from potsplit.read.phh.limits import check_limits
from potsplit.read.phh.plain_toml import plain_fields
from potsplit.read.splitting import LONGEST, Piece
from potsplit.said import Said

_WHERE = re.compile(r"\s*\(at line (\d+), column (\d+)\)$|\s*\(at end of document\)$")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f]")


def parse_piece(piece: Piece, source: str, in_table: bool) -> tuple[dict[str, Any], str]:
    """The fields of one hand and its text: the piece's top level (a ``.phh``), or its one table (*in_table*:
    a hand of a ``.phhs``). Raises :class:`InvalidShowdown`, located, when it is none."""
    first = Location(source, piece.line + 1, 1)
    if piece.too_long:
        raise InvalidShowdown(Said(
            "this hand is over {size} MiB: not read (a hand takes a few KiB)", size=LONGEST // (1 << 20)
        ), first)
    text = _text(piece, source)
    check_limits(text, source, piece.line)
    plain = plain_fields(text, in_table)  # most hands: tomllib's fields, in a tenth of its time
    if plain is not None:
        return plain, text
    import tomllib

    try:
        parsed = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise _not_toml(str(error), text, piece.line, source) from None
    except (ValueError, RecursionError, MemoryError):  # past what the limits let through: never a traceback
        raise InvalidShowdown(Said("not a hand: too big or too deep for TOML to read"), first) from None
    if not in_table:
        return parsed, text
    if len(parsed) != 1 or not isinstance(next(iter(parsed.values())), dict):
        raise InvalidShowdown(
            "not a hand: a .phhs file holds hands as tables [1], [2]..., and this text is outside every one", first
        )
    return next(iter(parsed.values())), text


def _text(piece: Piece, source: str) -> str:
    try:
        return piece.data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = piece.data[: error.start]
        line = piece.line + before.count(b"\n") + 1
        column = len(before[before.rfind(b"\n") + 1 :].decode("utf-8", "ignore")) + 1
        raise InvalidShowdown(
            Said("not UTF-8 text: byte {byte} at line {line}", byte=f"{piece.data[error.start]:#04x}", line=line),
            Location(source, line, column)
        ) from None


def _not_toml(message: str, text: str, line: int, source: str) -> InvalidShowdown:
    """tomllib's error in plain words, at the place it names in the file (the end of the hand when it names
    the end of the document)."""
    found = _WHERE.search(message)
    words = message[: found.start()] if found else message
    words = words[:1].lower() + words[1:]
    if found is not None and found.group(1):
        where = Location(source, line + int(found.group(1)), int(found.group(2)))
    else:
        lines = text.split("\n")
        last = len(lines) - (1 if lines[-1] == "" and len(lines) > 1 else 0)
        where = Location(source, line + last, 1)
    if _CONTROL.search(text) and "character" in words.lower():
        words += " (a control character is not allowed in TOML)"
    return InvalidShowdown(Said("not valid TOML: {why}", why=words), where)
