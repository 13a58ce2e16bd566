"""A stream of hand histories cut into hands, each numbered and read into a showdown with its record.

A stream is one hand (a ``.phh``) or many (a ``.phhs``: tables ``[1]``, ``[2]``...), told apart by its name's
extension, else by its first line that holds anything: a table's header starts a ``.phhs``. A UTF-8 byte order
mark at the start of the stream is skipped. Hands are numbered
from 1 in their file (a ``.phh`` is hand 1); each one's ``line`` is its first (its header's, in a ``.phhs``).

>>> text = "[1]\\nvariant = 'NT'\\n\\n[2]\\nvariant = 'XX'\\n"
>>> [origin for origin, _, _ in numbered(text, "x.phhs")]
[Origin(file='x.phhs', document=1, line=1), Origin(file='x.phhs', document=2, line=4)]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from potsplit.engine.model import Showdown
from potsplit.read.documents import Source, blocks_of
from potsplit.read.histories import showdowns_of
from potsplit.read.origins import Origin
from potsplit.read.phh.hands import Hand, read_hand
from potsplit.read.phh.parse import parse_piece
from potsplit.read.phh.pieces import hand_pieces, whole_piece
from potsplit.read.phh.places import Places
from potsplit.read.splitting import LONGEST, Piece
from potsplit.said import Said

_BOM = b"\xef\xbb\xbf"
Numbered = tuple[Origin, Piece, bool]
"""A hand's piece of the stream, where it is, and whether it is a table of a ``.phhs``."""
_SIGNIFICANT = re.compile(rb"^[ \t]*(?:\xef\xbb\xbf[ \t]*)?([^\s#])", re.MULTILINE)
"""The first character of the first line that holds anything (not blank, not a comment). The blanks after a byte
order mark are matched only after one, so that a line of blanks is tried once, not once for every way of cutting
it in two (a megabyte of spaces took hours)."""
_STILL_BLANK = re.compile(rb"[ \t]*(?:\xef(?:\xbb(?:\xbf[ \t]*)?)?)?")
"""A line in progress that may still hold something at its start: blanks, and a byte order mark (or its first
bytes) among them, as :data:`_SIGNIFICANT` allows."""
_BLANKS = re.compile(rb"[ \t]+")


def _first_line(blocks: Iterator[bytes]) -> tuple[list[bytes], bytes | None]:
    """The blocks read until a line holds something, and that line's first character (``None``: no line does;
    empty: none in the first :data:`~potsplit.read.splitting.LONGEST` bytes, more than a hand may hold, so that
    a gigabyte of blanks is never held).

    Each block is searched with only the line in progress before it, and of that line only what can still tell:
    its blanks folded to one (and a byte order mark's bytes among them), or ``#`` once nothing on it can (a
    comment, or another character after its blanks). Joining every block read so far, as a first version did,
    took 148 s for 8 MB of spaces.
    """
    seen: list[bytes] = []
    line, size = b"", 0
    for block in blocks:
        seen.append(block)
        size += len(block)
        text = line + block
        first = _SIGNIFICANT.search(text)
        if first is not None and not _BOM.startswith(text[first.start(1):]):  # not a mark cut by the block's end
            return seen, first.group(1)
        line = text[text.rfind(b"\n") + 1:]
        line = _BLANKS.sub(b" ", line) if _STILL_BLANK.fullmatch(line) else b"#"
        if size > LONGEST:
            return seen, b""
    return seen, None


def numbered(stream: Source, source: str) -> Iterator[Numbered]:
    """The hands of *stream*, each with its number (from 1) and its first line (a UTF-8 byte order mark at its
    start skipped)."""
    blocks = _without_bom(blocks_of(stream))
    seen, first = _first_line(blocks)
    if first is None:
        return  # nothing at all: the caller says the input holds no hand

    def replayed() -> Iterator[bytes]:
        yield from seen
        yield from blocks

    lowered = source.lower()
    tables = lowered.endswith(".phhs") or (not lowered.endswith(".phh") and first == b"[")
    if not tables:
        yield Origin(source, 1, 1), whole_piece(replayed()), False
        return
    for number, piece in enumerate(hand_pieces(replayed()), 1):
        yield Origin(source, number, piece.line + 1), piece, True


def _without_bom(blocks: Iterator[bytes]) -> Iterator[bytes]:
    """*blocks* with a UTF-8 byte order mark at their start left out (a first block may be shorter than one)."""
    start = b""
    for block in blocks:
        start += block
        if len(start) >= len(_BOM) or not _BOM.startswith(start):
            break
    yield start.removeprefix(_BOM)
    yield from blocks


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of the hands of *stream*, in order (see :func:`potsplit.read.histories.showdowns_of`)."""
    return showdowns_of(numbered(stream, source), hand_of, source)


def hand_of(part: Numbered) -> Hand:
    """The hand of one piece, read; raises :class:`InvalidShowdown`, located."""
    origin, piece, in_table = part
    table, text = parse_piece(piece, origin.file, in_table)
    label = Said.about("deal", "hand {number}, ", number=origin.document) if in_table else ""
    return read_hand(table, Places(text, origin.file, piece.line), label)
