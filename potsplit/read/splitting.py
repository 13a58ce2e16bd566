"""A stream of YAML documents cut into pieces, one document each, in bounded memory (docs/rules.md: "Limits of input").

Every piece is read on its own, so that whatever one document holds (broken
YAML, a lone CR, a NEL, a U+2028, a BOM) no other is lost or changed. A piece
ends where YAML ends a document:

- before a ``---`` line, once the piece holds more than directives (``%``),
  comments and blank lines (those belong to the document the ``---`` starts);
- before a directive line, once the piece holds a document (as libyaml reads it, a
  directive ends the document before it);
- after a ``...`` line.

Lines end as YAML ends them: LF, CRLF, a lone CR, NEL, LS or PS (a BOM may
start any document). Each piece knows the line and byte of the stream where it
starts, counted as YAML counts them, so errors are located in the stream. A
document longer than :data:`LONGEST` bytes is not kept: its piece says so, the
stream is read on to the next document, and memory stays bounded whatever the
input (1 GB without a line break is read 64 KiB at a time).

>>> [(piece.data, piece.line) for piece in split_documents([b"a: 1\\r--", b"-\\rb: 2\\r...\\r# c\\r"])]
[(b'a: 1\\r', 0), (b'---\\rb: 2\\r...\\r', 1), (b'# c\\r', 4)]
>>> [(piece.data, piece.line) for piece in split_documents([b"%YAML 1.1\\n---\\na: 1\\n---\\nb: 2\\n"])]
[(b'%YAML 1.1\\n---\\na: 1\\n', 0), (b'---\\nb: 2\\n', 3)]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

LONGEST = 1 << 20
"""The longest document read, in bytes (1 MiB; a showdown of 64 players takes about 6 KiB)."""

BREAK = rb"(?:\r\n|\r|\n|\xc2\x85|\xe2\x80[\xa8\xa9])"
"""A line break as YAML reads one: CRLF, LF, a lone CR, NEL, LS or PS."""
_BOM = b"\xef\xbb\xbf"
_WIDE_BREAKS = (b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9")
_LONE_BREAKS = (b"\n", b"\r", *_WIDE_BREAKS)
_PENDING = (b"", *_WIDE_BREAKS)
"""What may follow a marker at the end of what is read and leave it undecided: nothing yet, or a break begun."""
LINE_END = re.compile(BREAK)
"""A line break, found."""
TEXT_LINE_END = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
"""The same line breaks, found in decoded text rather than in bytes."""
_NOT_BREAK = rb"(?:[^\r\n\xc2\xe2]|\xc2(?!\x85)|\xe2(?!\x80[\xa8\xa9]))"
_LINES_A_MATCH = 4096
"""The most lines one match of :data:`_NO_CONTENT` or :data:`_NOTHING` takes (see :func:`_past`)."""
_NO_CONTENT = re.compile(
    rb"(?:(?:\xef\xbb\xbf)?[ \t]*(?:[#%]" + _NOT_BREAK + rb"*)?" + BREAK + rb"){1,%d}" % _LINES_A_MATCH
)
"""Lines that hold no document yet: blank, comments, directives."""
_MARKER_ONLY = rb"(?:---|\.\.\.)(?:[ \t]+(?:#" + _NOT_BREAK + rb"*)?)?"
_NOTHING = re.compile(
    rb"(?:(?:\xef\xbb\xbf)?[ \t]*(?:" + _MARKER_ONLY + rb"|[#%]" + _NOT_BREAK + rb"*)?(?:" + BREAK + rb"|\Z)){1,%d}"
    % _LINES_A_MATCH
)
"""Lines that hold no document at all: blank, comments, directives, ``---`` or ``...`` alone."""
_MARKER_LINE = re.compile(rb"(?:\xef\xbb\xbf)?(?=---)" + _MARKER_ONLY + rb"(?:" + BREAK + rb"|\Z)")
"""A ``---`` alone on its line (or with a comment)."""
_KEPT = 10
"""Bytes searched again after a block: a line break, a BOM and a marker may lie across two blocks."""


class Piece(NamedTuple):
    """One document of a stream: its bytes, and the (0-based) line and byte where it starts.

    ``data`` is empty and ``too_long`` true for a document over :data:`LONGEST` bytes.
    """

    data: bytes
    line: int
    offset: int
    too_long: bool = False


class _Marker(NamedTuple):
    start: int  # where its line starts (before a BOM)
    end: int  # just after the ``---``, ``...`` or ``%``
    ends_document: bool  # ``...``
    sure: bool = True  # False: what follows it is not all read, and may yet make it no marker


class _Finder:
    """Where each kind of marker (``---``, ``...``, ``%``) next stands in a buffer, each byte searched once
    for each kind: searching the rest of the buffer again at every document made a stream read as one block
    quadratic (``benchmarks/stream_phases.py``: 1,049 µs a document instead of 53)."""

    _KINDS = (b"---", b"...", b"%")

    def __init__(self, buffer: bytearray) -> None:
        self.buffer = buffer
        self.known = dict.fromkeys(self._KINDS, (-1, 0))
        """For each kind: where it next is (or -1), and from where on the buffer is still to be searched."""

    def find(self, kind: bytes, start: int) -> int:
        """Where *kind* first stands at or after *start* (searches only moving forward), or -1."""
        position, searched = self.known[kind]
        if position >= start:
            return position
        position = self.buffer.find(kind, max(start, searched))
        self.known[kind] = (position, position if position >= 0 else max(start, len(self.buffer) - len(kind) + 1))
        return position

    def shift(self, gone: int) -> None:
        """The first *gone* bytes of the buffer were dropped."""
        self.known = {
            kind: (position - gone if position >= 0 else -1, max(0, searched - gone))
            for kind, (position, searched) in self.known.items()
        }


def _marker(finder: _Finder, searched: int, ended: bool) -> _Marker | None:
    """The first marker at or after *searched*, at the start of a line: ``---`` or ``...`` (perhaps after a
    BOM) followed by a space, a tab, a line break or the end of the stream; or a directive's ``%``. Before
    the stream is *ended*, one whose next bytes are not all read yet is given, not sure."""
    # bytes.find, then a look at the bytes around: ten times the speed of one pattern for all.
    buffer = finder.buffer
    found = {kind: finder.find(kind, searched) for kind in _Finder._KINDS}
    while any(at >= 0 for at in found.values()):
        kind, begin = min(((kind, at) for kind, at in found.items() if at >= 0), key=lambda item: item[1])
        end = begin + len(kind)
        if kind != b"%" and buffer[begin - 3 : begin] == _BOM:
            begin -= 3
        if begin >= searched and _line_starts(buffer, begin):
            if kind == b"%":
                return _Marker(begin, end, False)
            after = bytes(buffer[end : end + 3])
            if not ended and end + len(after) == len(buffer) and any(brk.startswith(after) for brk in _PENDING):
                return _Marker(begin, end, kind == b"...", sure=False)  # the end of what is read, or a break begun
            if _marker_ends(buffer, end):
                return _Marker(begin, end, kind == b"...")
        found[kind] = finder.find(kind, end - len(kind) + 1)
    return None


def _line_starts(buffer: bytearray, at: int) -> bool:
    """Whether a line starts at *at*: a line break ends just before it."""
    return buffer[at - 1] in b"\r\n" or buffer[at - 2 : at] in _WIDE_BREAKS or buffer[at - 3 : at] in _WIDE_BREAKS


def _marker_ends(buffer: bytearray, at: int) -> bool:
    """Whether a ``---`` or ``...`` ending just before *at* ends there: a space, a tab, a break, or the end
    (of what is read: :func:`_marker` tells whether that is the end of the stream)."""
    after = buffer[at : at + 3]
    return not after or after[:1] in b" \t\r\n" or after[:2] in _WIDE_BREAKS or after in _WIDE_BREAKS


def line_breaks(data: bytes | bytearray, start: int = 0, end: int | None = None) -> int:
    """How many lines ``data[start:end]`` ends, as YAML counts them (CRLF is one line break).

    >>> line_breaks(b"a\\r\\nb\\rc\\nd\\xc2\\x85e\\xe2\\x80\\xa8")
    5
    """
    end = len(data) if end is None else end
    return sum(data.count(lone, start, end) for lone in _LONE_BREAKS) - data.count(b"\r\n", start, end)


def _safe_cut(buffer: bytearray, cut: int) -> int:
    """*cut* moved back, if need be, so as not to fall inside a CRLF or a character of several bytes."""
    for _ in range(3):
        if 0 < cut < len(buffer) and (buffer[cut] & 0xC0 == 0x80 or (buffer[cut] == 0x0A and buffer[cut - 1] == 0x0D)):
            cut -= 1
    return cut


def _holds_a_document(buffer: bytearray, start: int, end: int, skipped: int) -> bool:
    """Whether the piece so far (*skipped* bytes dropped, then ``buffer[start:end]``) ends before a ``---``.

    It does when it holds more than directives, comments and blank lines, or is over :data:`LONGEST` bytes.
    """
    size = skipped + end - start
    return size > LONGEST or (size > 0 and not _NO_CONTENT.fullmatch(buffer, start, end))


_MARKER_LINES = frozenset((b"---", b"...", b"---\r", b"...\r"))
"""A line of an empty document, as :func:`_empty_documents` passes over it: ``---`` or ``...`` alone (before
its LF or CRLF)."""
_FIRST_LOOK = 256
"""The bytes :func:`_empty_documents` looks at first: twice as many each time they all hold empty documents."""


def _empty_documents(buffer: bytearray, start: int) -> int:
    r"""Where a run of empty documents starting at *start* ends: after the marker lines (``---`` or ``...``
    alone, each ended by LF or CRLF) that hold no document, before the last ``---`` (which starts the next
    piece) or after the last ``...``; *start* itself if there are none.

    Each would be a piece holding no document, passed over by every reader: cut one by one they cost 13 us a
    line, 70 CPU minutes for a gigabyte of ``---`` lines; split at once, a run costs as much as
    ``bytes.split`` and a set's lookups. Only whole lines, of these four shapes, are passed over: anything
    else (a blank line, a comment, a directive, a BOM, another line break) is left to the cutting as before.

    >>> _empty_documents(bytearray(b"\n---\n...\n---\r\nx: 1\n"), 1), _empty_documents(bytearray(b"\n---\nx"), 1)
    (9, 1)
    """
    if not buffer.startswith((b"---", b"..."), start):
        return start
    end, at, size = start, start, _FIRST_LOOK
    while at < len(buffer):
        lines = bytes(buffer[at : at + size]).split(b"\n")[:-1]  # the last is not ended in what is looked at
        if not lines:
            return end
        if _MARKER_LINES.issuperset(lines):
            run = lines
        else:
            run = lines[: next(number for number, line in enumerate(lines) if line not in _MARKER_LINES)]
        if run:  # the last ``---`` starts the next piece; the last ``...`` ends the one before it
            passed = run if run[-1].startswith(b"...") else run[:-1]
            end = at + len(b"\n".join(passed)) + 1 if passed else at
        if len(run) < len(lines):
            return end
        at += len(b"\n".join(lines)) + 1
        size = min(2 * size, LONGEST)
    return end


def split_documents(blocks: Iterable[bytes]) -> Iterator[Piece]:
    """The documents of a stream given in blocks of bytes (cut anywhere), one :class:`Piece` each, in order."""
    source = iter(blocks)
    buffer = bytearray(b"\n")  # a line break before the stream: its first line starts after one, as all do
    finder = _Finder(buffer)
    start = 1  # where the piece being cut starts in the buffer
    searched = 1  # where the search for the next marker goes on from
    line = offset = 0  # where the piece starts in the stream
    skipped = -1  # bytes of a too long piece already dropped, or -1
    skipped_lines = 0
    ended = False

    def cut(end: int) -> Piece:
        nonlocal start, searched, line, offset, skipped, skipped_lines
        data = bytes(buffer[start:end])
        lines, size = skipped_lines + line_breaks(data), max(skipped, 0) + len(data)
        piece = Piece(b"", line, offset, True) if size > LONGEST else Piece(data, line, offset)
        line, offset, skipped, skipped_lines = line + lines, offset + size, -1, 0
        start = searched = end
        return piece

    while True:
        if start == searched and skipped < 0:  # a piece not begun: past the empty documents at its start
            empty = _empty_documents(buffer, start)
            if empty > start:
                line, offset = line + line_breaks(buffer, start, empty), offset + empty - start
                start = searched = empty
        found = _marker(finder, searched, ended)
        if found is not None and found.sure:
            if found.ends_document:  # ``...``: the piece takes the rest of its line
                end_of_line = LINE_END.search(buffer, found.end)
                if ended or (end_of_line is not None and end_of_line.end() < len(buffer)):
                    yield cut(len(buffer) if end_of_line is None else end_of_line.end())
                    continue
                # else its line (a CR may be followed by an LF) is not all read yet: read on
            elif _holds_a_document(buffer, start, found.start, max(skipped, 0)):
                yield cut(found.start)
                continue
            else:
                searched = found.end
                continue
        if ended:
            if start < len(buffer) or skipped >= 0:
                yield cut(len(buffer))
            return
        block = next(source, None)
        if block is None:
            ended = True
            continue
        # Nothing before *searched* (or, with no marker in sight, before the last few bytes) holds a marker.
        searched = found.start if found is not None else max(searched, len(buffer) - _KEPT)
        if skipped >= 0 or searched - start > LONGEST:  # too long: drop what is read, count its lines
            drop = _safe_cut(buffer, max(start, min(searched, len(buffer) - _KEPT)))
            skipped_lines += line_breaks(buffer, start, drop)
            skipped = max(skipped, 0) + drop - start
            start = drop
        gone = max(0, start - 3)  # three bytes before the piece stay, for the lookbehind of a marker at its start
        del buffer[:gone]
        finder.shift(gone)
        start, searched = start - gone, searched - gone
        buffer += block


def document_line(piece: Piece) -> int | None:
    """The (0-based) line of the stream where the document of *piece* starts, or ``None`` if it holds none.

    A piece of blank lines, comments, directives and markers alone (``---``, ``...``) holds no document; the
    document starts at its first line that holds more: the first line of its showdown, whether a ``---`` and
    comments come before it or not (``--- {x: 1}`` starts on its marker's line).

    >>> [document_line(piece) for piece in split_documents([b"# a\\n---\\n...\\n---\\n# b\\nx: 1\\n"])]
    [None, 5]
    >>> [document_line(piece) for piece in split_documents([b"# a\\nx: 1\\n--- {x: 2}\\n"])]
    [1, 2]
    """
    if piece.too_long:
        return piece.line
    if _past(_NOTHING, piece.data) == len(piece.data):
        return None
    start = 0
    while True:  # past blank lines, comments, directives and a ``---`` alone on its line
        start = _past(_NO_CONTENT, piece.data, start)
        marker = _MARKER_LINE.match(piece.data, start)
        if marker is None:
            return piece.line + line_breaks(piece.data, 0, start)
        start = marker.end()


def _past(lines: re.Pattern[bytes], data: bytes, start: int = 0) -> int:
    """Where the run of *lines* that starts at *start* in *data* ends (*start* itself if there is none).

    A few thousand lines a match: the regular expression engine keeps a record of every repetition of a group
    it may have to backtrack into, so one match over a whole 1 MiB piece of blank lines peaked at 534 MB (and
    0.35 s); matched 4,096 lines at a time, it stays flat (``benchmarks/hostile.py``'s newlines).
    """
    while True:
        found = lines.match(data, start)
        if found is None or found.end() == start:
            return start
        start = found.end()


def lines_of(piece: Piece, wanted: Iterable[int]) -> dict[int, str]:
    """The text of each line of the stream numbered in *wanted* (from 1) that lies in *piece*.

    >>> lines_of(Piece(b"a: 1\\r\\nb: [\\n", 4, 0), [5, 6, 9])
    {5: 'a: 1', 6: 'b: ['}
    """
    first = piece.line + 1
    wanted = {line for line in wanted if line >= first}
    found: dict[int, str] = {}
    if not wanted or piece.too_long:
        return found
    last = max(wanted)
    start, line = 0, first
    for end in LINE_END.finditer(piece.data):
        if line in wanted:
            found[line] = piece.data[start : end.start()].decode("utf-8", "replace")
        start, line = end.end(), line + 1
        if line > last:
            return found
    if line in wanted and start < len(piece.data):
        found[line] = piece.data[start:].decode("utf-8", "replace")
    return found
