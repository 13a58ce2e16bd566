"""A stream of PokerStars hand histories cut into hands, each hand's lines decoded and numbered as in the file.

A hand starts at a line that starts with ``PokerStars`` (its header) and runs to the next one. Each hand is
decoded on its own: UTF-8, else Windows-1252 as older files are written (a byte that Windows-1252 leaves
undefined is read as Latin-1); a byte order mark is skipped, and CRLF, a lone CR or LF end a line. A no-break
space is a space. Blank lines and the lines some exports put between hands (``*** # 2 ***``) are not a hand's;
nor is what comes before the first hand (comments: potsplit's own examples open with one).

>>> hand = next(hands("\\nPokerStars Hand #1: x\\r\\nSeat 1: A ($1 in chips)", "x"))
>>> [(line.number, line.text) for line in hand.lines]
[(2, 'PokerStars Hand #1: x'), (3, 'Seat 1: A ($1 in chips)')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from fractions import Fraction
from typing import NamedTuple

from potsplit.errors import InvalidShowdown, Location
from potsplit.hands.cards import Card, parse_cards
from potsplit.read.documents import Source, blocks_of
from potsplit.read.splitting import LONGEST, Piece
from potsplit.said import Said

HEADER = re.compile(rb"^[ \t]*(?:\xef\xbb\xbf)?[ \t]*PokerStars\b(?! Tournament #)")
"""The start of a hand's first line (a byte order mark and spaces before it skipped; a tournament summary,
``PokerStars Tournament #``, is no hand)."""
_LINE = re.compile(rb"\r\n|\r|\n")
_ARCHIVE_BANNER = re.compile(rb"\*{3,} # \d+ \*{3,}$")
"""The line before each hand in the site's archive layout, as :data:`_BETWEEN` reads it in text."""
AMOUNT = r"[$€£]?\d[\d,]*(?:\.\d+)?"
"""An amount as PokerStars writes it: perhaps a currency sign, digits grouped by commas, perhaps cents."""
_MOST_DIGITS = 30


class Line(NamedTuple):
    """One line of a hand: its number in the file (from 1), its text (spaces around it stripped), its file."""

    number: int
    text: str
    file: str

    def at(self, column: int = 1) -> Location:
        """Where a problem at *column* (from 1) of this line is."""
        return Location(self.file, self.number, column)


class HandText(NamedTuple):
    """One hand of a stream: its lines, and its piece of the stream (its text as UTF-8, for error excerpts)."""

    lines: tuple[Line, ...]
    piece: Piece


def looks_like(start: bytes) -> bool:
    """Whether a stream whose first bytes are *start* holds PokerStars hand histories: its first line that holds
    anything but a comment (``#``, as potsplit's own examples describe themselves) starts with ``PokerStars``.

    >>> looks_like(b"\\xef\\xbb\\xbf\\r\\n# a hand\\nPokerStars Hand #1:"), looks_like(b"players: []")
    (True, False)
    """
    for raw in _LINE.split(start.removeprefix(b"\xef\xbb\xbf")):
        line = raw.strip(b" \t")
        if line and not line.startswith(b"#") and not _ARCHIVE_BANNER.match(line):
            return HEADER.match(line) is not None
    return False


def decoded(data: bytes) -> str:
    """A hand's bytes as text: UTF-8, else Windows-1252 (Latin-1 for the bytes it leaves undefined)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(_cp1252(byte) for byte in data) if _undefined(data) else data.decode("cp1252")


def _undefined(data: bytes) -> bool:
    return any(byte in data for byte in (b"\x81", b"\x8d", b"\x8f", b"\x90", b"\x9d"))


def _cp1252(byte: int) -> str:
    one = bytes((byte,))
    try:
        return one.decode("cp1252")
    except UnicodeDecodeError:
        return one.decode("latin-1")


def hands(stream: Source, file: str) -> Iterator[HandText]:
    """The hands of *stream* (named *file* in messages), in order, each with its lines and its piece, in bounded
    memory: a hand over 1 MiB (or a line: a stream without line ends) keeps none of what is beyond it, and its
    piece says it is too long."""
    kept: list[bytes] = []
    start = size = number = 0
    rest = b""
    long_line = False

    def line(raw: bytes, extra: int = 0) -> Iterator[HandText]:
        nonlocal kept, start, size, number
        number += 1
        if HEADER.match(raw):
            if start:
                yield _hand(start, kept, file, size > LONGEST)
            kept, start, size = [], number, 0
        if start:
            size += len(raw) + 1 + extra
            if size <= LONGEST:
                kept.append(raw)

    for block in blocks_of(stream):
        if long_line:  # the rest of a line longer than any hand may be: only its end is looked for
            end = _LINE.search(block)
            if end is None:
                continue
            yield from line(rest, LONGEST)
            long_line, rest, block = False, b"", block[end.end():]
        rest += block
        held = rest.endswith(b"\r")  # a CR at the end of a block may be the first half of a CRLF
        *whole, rest = _LINE.split(rest[:-1] if held else rest)
        if held:
            rest += b"\r"
        for raw in whole:
            yield from line(raw)
        if len(rest) > LONGEST:
            rest, long_line = rest[:64], True  # enough of it to tell a header
    if long_line:
        yield from line(rest, LONGEST)
    elif rest:
        for raw in _LINE.split(rest):
            yield from line(raw)
    if start:
        yield _hand(start, kept, file, size > LONGEST)


def _hand(start: int, raw: list[bytes], file: str, long: bool) -> HandText:
    text = decoded(b"\n".join(raw)).replace("\ufeff", "").replace("\xa0", " ")
    rows = text.split("\n")
    lines = tuple(Line(start + at, row.strip(), file) for at, row in enumerate(rows)
                  if row.strip() and not _BETWEEN.match(row.strip()))
    return HandText(lines, Piece(text.encode("utf-8"), start - 1, 0, long))


_BETWEEN = re.compile(r"\*{3,} # \d+ \*{3,}$")
"""The line some exports write between hands."""


def amount_of(text: str, line: Line, column: int) -> Fraction:
    """An amount written as PokerStars writes it, exact (``$1,000.50`` is 2001/2)."""
    digits = text.lstrip("$€£").replace(",", "")
    if len(digits.replace(".", "")) > _MOST_DIGITS:
        raise InvalidShowdown(Said("an amount of more than {count} digits: {amount}", count=_MOST_DIGITS,
                                   amount=text[:40]), line.at(column))
    return Fraction(digits)


def cards_in(text: str, line: Line, column: int) -> tuple[Card, ...]:
    """The cards written between brackets, ``[Ah Kd]``, located at *column* of *line* when one is not a card."""
    cards: list[Card] = []
    for word in re.finditer(r"\S+", text):
        try:
            cards.extend(parse_cards([word.group()]))
        except InvalidShowdown as error:
            raise InvalidShowdown(error.message, line.at(column + word.start())) from None
    return tuple(cards)
