"""Hand histories cut into hands, one piece of text each, in bounded memory (docs/rules.md: "Limits of input", "Hand
histories").

A ``.phh`` file is one hand: the whole file is its piece. A ``.phhs`` file holds
many, each a TOML table ``[1]``, ``[2]``...: a hand's piece runs from its
table's header line to the next header of another table (a sub-table such as
``[3._notes]`` belongs to hand 3). Each piece is parsed on its own, so that a
hand that is not valid TOML is one invalid hand and the hands after it are
still read; the file is read a block at a time, never whole. A header inside a
multi-line string (``\"\"\"`` or ``'''``) is not one. Text before the first
header that holds anything but comments and blank lines is a piece of its own
(reported as outside every hand). A hand over :data:`~potsplit.read.splitting.LONGEST`
bytes is not kept: its piece says so.

>>> text = b"# night\\n[1]\\nvariant = 'NT'\\n[1._x]\\na = 1\\n[2]\\nvariant = 'FT'\\n"
>>> [(piece.line, piece.data) for piece in hand_pieces([text])]
[(1, b"[1]\\nvariant = 'NT'\\n[1._x]\\na = 1\\n"), (5, b"[2]\\nvariant = 'FT'\\n")]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from potsplit.read.splitting import LONGEST, Piece

_HEADER = re.compile(
    rb"[ \t]*\[[ \t]*(?P<key>[A-Za-z0-9_-]+|\"(?:[^\"\\\r\n]|\\.)*\"|'[^'\r\n]*')[ \t]*(?:\.[^\]\r\n]*)?\]"
    rb"[ \t]*(?:#[^\r\n]*)?\r?\n?"
)
"""A table header line, ``[1]`` or ``[1.sub]`` (not an array of tables, ``[[x]]``), and its first key."""
_NOTHING = re.compile(rb"(?:[ \t]*(?:#[^\r\n]*)?\r?\n)*[ \t]*(?:#[^\r\n]*)?")
"""Blank lines and comments only."""
_QUOTES = re.compile(rb"\"\"\"|'''")


def whole_piece(blocks: Iterable[bytes]) -> Piece:
    """A ``.phh`` file as one piece (marked too long, and not kept, past :data:`LONGEST` bytes)."""
    kept = bytearray()
    for block in blocks:
        if len(kept) + len(block) > LONGEST:
            for _ in blocks:  # read to the end, keeping nothing more
                pass
            return Piece(b"", 0, 0, too_long=True)
        kept += block
    return Piece(bytes(kept), 0, 0)


def hand_pieces(blocks: Iterable[bytes]) -> Iterator[Piece]:
    """Each hand of a ``.phhs`` stream (its blocks of bytes) as a piece, with the 0-based line where it starts."""
    key: bytes | None = None  # the table of the hand being read
    lines: list[bytes] = []
    size, start, offset, here = 0, 0, 0, 0
    too_long = False
    quote: bytes | None = None  # the multi-line string we are in, if any

    def piece() -> Piece | None:
        data = b"".join(lines)
        if key is None and _NOTHING.fullmatch(data):
            return None
        return Piece(b"", start, offset, too_long=True) if too_long else Piece(data, start, offset)

    for line_number, line in enumerate(_lines(blocks)):
        header = _HEADER.fullmatch(line) if quote is None and line.lstrip(b" \t")[:1] == b"[" else None
        if header is not None and _key(header.group("key")) != key:
            done = piece()
            if done is not None:
                yield done
            key, lines, size, start, offset, too_long = _key(header.group("key")), [], 0, line_number, here, False
        if quote is not None or b'"""' in line or b"'''" in line:
            quote = _quote_after(line, quote)
        size += len(line)
        if size > LONGEST:
            too_long, lines = True, []
        elif not too_long:
            lines.append(line)
        here += len(line)
    done = piece()
    if done is not None:
        yield done


def _key(text: bytes) -> bytes:
    """A table's first key as written, its quotes taken off (``"1"`` and ``1`` are one table)."""
    return text[1:-1] if text[:1] in (b'"', b"'") else text


def _quote_after(line: bytes, quote: bytes | None) -> bytes | None:
    """Whether a multi-line string is open after *line* (and which), given the one open before it."""
    for found in _QUOTES.finditer(line):
        mark = found.group()
        if quote is None:
            quote = mark
        elif mark == quote:
            quote = None
    return quote


def _lines(blocks: Iterable[bytes]) -> Iterator[bytes]:
    """The lines of *blocks*, each with its line break (TOML ends lines with LF or CRLF); a line longer than
    :data:`LONGEST` is cut there, so that memory stays bounded."""
    pending = b""
    for block in blocks:
        pending += block
        start = 0
        while True:
            end = pending.find(b"\n", start)
            if end < 0:
                break
            yield pending[start : end + 1]
            start = end + 1
        pending = pending[start:]
        while len(pending) > LONGEST:
            yield pending[:LONGEST]
            pending = pending[LONGEST:]
    if pending:
        yield pending
