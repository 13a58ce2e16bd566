"""An OHH stream cut into its objects, one piece of text each, in bounded memory.

A stream holds ``{"ohh": ...}`` objects one after another (one a line, or pretty-printed as PokerNow's converter
writes them), or a JSON list of them: between the objects only blanks, commas, the list's brackets and lines of
comment (``# ...``). Each
object's piece runs from its ``{`` to its ``}`` (strings, with their escapes, skipped), and is parsed on its own,
so that a hand that is not valid JSON is one invalid hand and the hands after it are still read. Anything else
between the objects is a piece of its own, up to the next ``{`` (reported as no hand). A hand over
:data:`~potsplit.read.splitting.LONGEST` bytes is not kept (its piece says so); one nested deeper than
:data:`DEEPEST` is marked so, never parsed.

>>> text = b'[{"ohh": {"a": "}"}},\\n {"ohh": {}}]\\n'
>>> [(cut.piece.line, cut.piece.data) for cut in object_pieces([text])]
[(0, b'{"ohh": {"a": "}"}}'), (1, b'{"ohh": {}}')]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from potsplit.read.splitting import LONGEST, Piece

DEEPEST = 64
"""The deepest an object's lists and mappings may nest."""
_BETWEEN = re.compile(rb"(?:[\s,\[\]]+|#[^\n]*)*")
"""What may stand between objects: blanks, commas, a list's brackets, and lines of comment (``#`` to the end of
the line: potsplit's own, as in its other formats, for the examples it ships; no site writes them)."""
_STRUCTURE = re.compile(rb'["{}\[\]]')
_STRING_END = re.compile(rb'["\\]')


class Cut(NamedTuple):
    """One object's piece of the stream (or of what lies between objects: ``stray``), and whether it nests deeper
    than :data:`DEEPEST`."""

    piece: Piece
    deep: bool = False
    stray: bool = False


def object_pieces(blocks: Iterable[bytes]) -> Iterator[Cut]:
    """Each object of an OHH stream (its blocks of bytes) as a piece, with the 0-based line where it starts."""
    buffer = bytearray()
    line = offset = 0  # of buffer[0] in the stream
    at = 0  # how far buffer is scanned
    start: int | None = None  # where the object being read starts in buffer
    depth = deepest = 0
    in_string = stray = False
    dropped = 0  # bytes of a too long object not kept

    def cut(end: int, deep: bool, is_stray: bool) -> Cut:
        nonlocal line, offset, at, start, dropped
        assert start is not None
        line += buffer.count(b"\n", 0, start)
        data = bytes(buffer[start:end])
        piece = Piece(b"", line, offset + start, too_long=True) if dropped else Piece(data, line, offset + start)
        line += buffer.count(b"\n", start, end)
        offset += end
        del buffer[:end]
        at, start, dropped = 0, None, 0
        return Cut(piece, deep, is_stray)

    for block in blocks:
        buffer += block
        while at < len(buffer):
            if start is None:
                between = _BETWEEN.match(buffer, at)
                assert between is not None  # it matches nothing at worst
                at = between.end()
                if at >= len(buffer):
                    break
                start, depth, deepest, stray = at, 0, 0, buffer[at] != ord("{")
            if stray:
                brace = buffer.find(b"{", at)
                if brace < 0:
                    at = len(buffer)
                    break
                yield cut(brace, False, True)
                continue
            if in_string:
                found = _STRING_END.search(buffer, at)
                if found is None:
                    at = len(buffer)
                    break
                if found.group() == b"\\":
                    at = found.end() + 1  # past the character it escapes (which may come in the next block)
                    continue
                in_string, at = False, found.end()
                continue
            found = _STRUCTURE.search(buffer, at)
            if found is None:
                at = len(buffer)
                break
            at = found.end()
            char = found.group()
            if char == b'"':
                in_string = True
            elif char in b"{[":
                depth += 1
                deepest = max(deepest, depth)
            else:
                depth -= 1
                if depth == 0:
                    yield cut(at, deepest > DEEPEST, False)
        if start is not None and len(buffer) - start > LONGEST:  # keep no more of a hand too long
            dropped += len(buffer) - start
            line += buffer.count(b"\n", 0, len(buffer))
            offset += len(buffer)
            del buffer[:]
            at = start = 0
    if start is not None and len(buffer) > start:
        end = len(buffer)
        if not stray and not dropped:
            yield cut(end, deepest > DEEPEST, False)  # an object not closed: its parse says so
        elif not dropped:
            yield cut(end, False, True)
        else:
            yield cut(end, False, False)
