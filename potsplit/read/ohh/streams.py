"""A stream of OHH hands cut into hands, each parsed as JSON (amounts exact), numbered and read into a showdown
with its record.

Hands are numbered from 1 in their stream; each one's line is the line of its opening ``{``. A number is read as
written, in decimal: one of more than :data:`MOST_DIGITS` digits, or with an exponent, is an error, and so are
``NaN`` and ``Infinity``.

>>> text = '{"ohh": {"game_type": "Holdem"}}\\n{"ohh": {"game_type": "Holdem"}}\\n'
>>> [origin for origin, _ in numbered(text, "x.ohh")]
[Origin(file='x.ohh', document=1, line=1), Origin(file='x.ohh', document=2, line=2)]
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction

from potsplit.engine.model import Showdown
from potsplit.errors import InvalidShowdown, Location
from potsplit.read.documents import Source, blocks_of
from potsplit.read.histories import showdowns_of
from potsplit.read.ohh.hands import OhhHand, read_hand
from potsplit.read.ohh.pieces import DEEPEST, Cut, object_pieces
from potsplit.read.origins import Origin
from potsplit.read.splitting import LONGEST
from potsplit.said import Said

Numbered = tuple[Origin, Cut]
"""A hand's piece of the stream, and where it is."""
MOST_DIGITS = 30
"""The most digits an amount may have."""


def numbered(stream: Source, source: str) -> Iterator[Numbered]:
    """The hands of *stream*, each with its number (from 1) and its first line (a UTF-8 byte order mark at its
    start skipped, as whatever lies between objects is)."""
    number = 0
    for cut in object_pieces(blocks_of(stream)):
        if cut.stray and not cut.piece.data.strip(b"\xef\xbb\xbf \t\r\n,[]"):  # a BOM at the start
            continue
        number += 1
        yield Origin(source, number, cut.piece.line + 1), cut


def _number(text: str) -> Fraction:
    digits = text.lstrip("-").replace(".", "", 1)
    if not digits.isdigit():
        raise ValueError(Said("an amount is written in decimal digits, without an exponent: not {text}", text=text))
    if len(digits) > MOST_DIGITS:
        raise ValueError(Said("an amount has more than {most} digits: {text}", most=MOST_DIGITS, text=text[:40]))
    return Fraction(text)


def _constant(text: str) -> Fraction:
    raise ValueError(Said("an amount is written in decimal digits, not {text}", text=text))


def parse(part: Numbered) -> object:
    """The JSON value of one hand's piece; raises :class:`InvalidShowdown`, located."""
    origin, cut = part
    piece = cut.piece
    where = Location(origin.file, origin.line, 1)
    if cut.stray:
        raise InvalidShowdown(Said("not an OHH hand: between hands only commas and a list's brackets may stand"),
                              where)
    if piece.too_long:
        raise InvalidShowdown(Said("the hand is longer than {most} MiB", most=LONGEST >> 20), where)
    if cut.deep:
        raise InvalidShowdown(Said("not an OHH hand: lists and objects nested more than {most} deep", most=DEEPEST),
                              where)
    try:
        text = piece.data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = piece.data.count(b"\n", 0, error.start) + origin.line  # type: ignore[operator]
        raise InvalidShowdown(Said("not UTF-8 text: byte {byte} at line {line}",
                                   byte=f"0x{piece.data[error.start]:02x}", line=line),
                              Location(origin.file, line)) from None
    try:
        return json.loads(text, parse_float=_number, parse_int=_number, parse_constant=_constant)
    except json.JSONDecodeError as error:
        line = (origin.line or 1) + error.lineno - 1
        column = error.colno if error.lineno > 1 else error.colno + (piece.offset and 0)
        raise InvalidShowdown(Said("not valid JSON: {why}", why=error.msg), Location(origin.file, line, column)) \
            from None
    except ValueError as error:
        raise InvalidShowdown(str(error.args[0]), where) from None


def hand_of(part: Numbered) -> OhhHand:
    """The hand of one piece, read; raises :class:`InvalidShowdown`, located."""
    origin = part[0]
    value = parse(part)
    label = Said.about("deal", "hand {number}, ", number=origin.document)
    return read_hand(value, Location(origin.file, origin.line, 1), label)


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of the hands of *stream*, in order (see :func:`potsplit.read.histories.showdowns_of`)."""
    return showdowns_of(numbered(stream, source), hand_of, source)
