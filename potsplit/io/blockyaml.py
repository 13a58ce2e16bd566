"""A YAML stream cut into documents, and plain block YAML composed fast.

Showdown files are nearly always written in a small part of YAML: block mappings
and lists, plain words, one-line lists and mappings of plain words, comments:

    game: stud
    players:
      - name: Alice
        cards: [As, Ks, Qs, Js, 9s]   # a comment
        declare: high

:func:`compose_block` composes such a document into the very nodes PyYAML's
composer makes of it (the same tags, values and lines and columns), several
times faster, and returns ``None`` for anything else (quotes, anchors, tags,
multi-line values, nested ``[...]`` or ``{...}``, tabs, ...): the reader then
composes that document with PyYAML. It never guesses: what it does not recognise line by
line is left to PyYAML.

:func:`split_documents` cuts a stream at its ``---`` lines, so that documents
are composed one at a time and a large stream is read in constant memory. A
``---`` at the start of a line, followed by a space or the end of the line,
always starts a document in YAML, whatever came before it.

>>> node = compose_block("players:\\n  - name: Al   # the host\\n    cards: [As, Kd]\\n", 0)
>>> player = node.value[0][1].value[0]
>>> [(key.value, key.start_mark.line, key.start_mark.column) for key, _ in player.value]
[('name', 1, 4), ('cards', 2, 4)]
>>> [card.value for card in player.value[1][1].value]
['As', 'Kd']
>>> compose_block("name: 'Al'\\n", 0) is None  # a quoted value: PyYAML's work
True
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from yaml.error import Mark
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.resolver import Resolver

_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"

LONGEST = 65_536
"""The longest document composed here, in characters (a showdown of 22 players takes about 2,000)."""
_OUTSIDE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]")
"""A character the fast path leaves to PyYAML: tabs, other line breaks, control characters, a BOM."""
_LINE = re.compile(
    r"( *)"
    r"(?:(-)(?: +|$))?"  # a list entry
    r"(?:([^\s\-?:,\[\]{}#&*!|>'\"%@`][^:#]*?) *(:)(?: +|$))?"  # a key
    r"(.*)"  # a value, with any comment after it
)
"""A line of block YAML: its indentation, a list entry's dash, a key, and its value (with a comment)."""
_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@`")
"""The characters that cannot start a plain value (but ``-``, ``?`` and ``:`` before one that is not a space)."""
_IN_FLOW = frozenset(":,[]{}#?")
"""The characters a word in a one-line ``[...]`` or ``{...}`` may not hold, here (PyYAML's Python scanner
refuses a ``?`` in one that its C scanner takes)."""
LONGEST_KEY = 1000
"""The longest key taken here: YAML gives up a key more than 1,024 characters long (spaces included)."""


class Part(NamedTuple):
    """A piece of a stream: one document (its ``---`` line first, but for the first document).

    ``line`` and ``offset`` are the 0-based line and byte at which it starts in the stream. ``rest`` is
    ``None`` for a document that can be read on its own; after a directive (``%YAML``) or a document end
    marker (``...``), documents can depend on each other, so the piece is then read followed by
    ``rest``, all the stream left, and is the last piece.
    """

    data: bytes
    line: int
    offset: int
    rest: Iterator[bytes] | None


_START = re.compile(rb"^---(?:[ \t\r\n]|\Z)", re.M)
"""A document start: ``---`` at the start of a line, followed by a space, a tab, a line break or the end."""


def split_documents(blocks: Iterable[bytes]) -> Iterator[Part]:
    """The documents of a stream given in blocks of bytes (cut anywhere), one :class:`Part` each.

    >>> [(part.data, part.line, part.offset) for part in split_documents([b"a: 1\\n--", b"-\\nb: 2\\n"])]
    [(b'a: 1\\n', 0, 0), (b'---\\nb: 2\\n', 1, 5)]
    """
    source = iter(blocks)
    buffer = bytearray()
    start = 0  # where the piece being cut starts in the buffer
    searched = 1  # where the search for the next document start goes on from
    line = offset = 0  # where the piece starts in the stream
    ended = False
    while True:
        found = _START.search(buffer, max(searched, start + 1))
        if found is not None and (ended or found.end() - found.start() == 4):  # not "---" at a block's end
            end = found.start()
            data = bytes(buffer[start:end])
            if _interdependent(data):
                yield Part(data, line, offset, itertools.chain([bytes(buffer[end:])], source))
                return
            yield Part(data, line, offset, None)
            line, offset, start, searched = line + data.count(b"\n"), offset + len(data), end, end + 1
            continue
        if ended:
            if start < len(buffer):
                data = bytes(buffer[start:])
                yield Part(data, line, offset, iter(()) if _interdependent(data) else None)
            return
        block = next(source, None)
        if block is None:
            ended = True
            continue
        del buffer[:start]  # what was cut off already
        searched, start = max(1, len(buffer) - 3), 0  # a "---" may lie across two blocks
        buffer += block


_BOM = b"\xef\xbb\xbf"
_OTHER_BREAKS = (b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9")
"""NEL, LS and PS: line breaks to YAML 1.1, as a lone CR is."""


def _interdependent(data: bytes) -> bool:
    """Whether *data* must be read with the rest of its stream, by PyYAML.

    So it must when a line is a directive (``%``) or starts with ``...`` (documents can then depend on
    each other), when a BOM comes after the start, or when a line break is not LF or CRLF (lines would
    then be counted otherwise than YAML counts them, and a ``---`` could follow one).
    """
    body = data[len(_BOM) :] if data.startswith(_BOM) else data
    return (
        body[:1] == b"%" or b"\n%" in body or body[:3] == b"..." or b"\n..." in body or _BOM in body
        or body.count(b"\r") != body.count(b"\r\n") or any(other in body for other in _OTHER_BREAKS)
    )


def _plain_start(text: str) -> bool:
    """Whether a plain value may start as *text* does."""
    first = text[0]
    if first in _INDICATORS:
        return first in "-?:" and len(text) > 1 and not text[1].isspace()
    return not first.isspace()


def _flow_word(item: str) -> bool:
    """Whether *item* is a plain word in a one-line ``[a, b]`` or ``{k: v}``."""
    return bool(item) and _plain_start(item) and _IN_FLOW.isdisjoint(item)


class _Line(NamedTuple):
    number: int
    indent: int
    dash: bool
    key: str | None
    key_column: int
    colon_end: int
    value: str
    value_column: int


class _NotPlain(Exception):
    """The document is not plain block YAML: PyYAML composes it."""


_TAGS: dict[str, str] = {}
_resolve = Resolver().resolve


def _tag(value: str) -> str:
    """The tag YAML gives a plain scalar, by PyYAML's own resolver (so ``yes`` is a boolean, ``08`` a string)."""
    tag = _TAGS.get(value)
    if tag is None:
        tag = _resolve(ScalarNode, value, (True, False))  # type: ignore[no-untyped-call]  # untyped in the stubs
        if len(_TAGS) < 4096:
            _TAGS[value] = tag
    return tag


def _mark(line: int, column: int) -> Mark:
    return Mark("", 0, line, column, None, 0)


class _Placed:
    """A node that keeps its line and column, and makes its marks only when asked (for an error message).

    Its end mark is its start: the fast path's nodes begin and end on one line, or are mappings and lists,
    whose ends the reader never asks for.
    """

    line: int
    column: int

    @property
    def start_mark(self) -> Mark:
        return _mark(self.line, self.column)

    @start_mark.setter
    def start_mark(self, mark: Mark) -> None:
        self.line, self.column = mark.line, mark.column

    end_mark = start_mark


class _Scalar(_Placed, ScalarNode):
    def __init__(self, value: str, line: int, column: int) -> None:  # not Node.__init__: no marks made
        self.tag, self.value, self.style, self.line, self.column = _tag(value), value, "", line, column


class _Sequence(_Placed, SequenceNode):
    def __init__(self, items: list[Node], line: int, column: int, flow: bool) -> None:
        self.tag, self.value, self.flow_style, self.line, self.column = _SEQ, items, flow, line, column


class _Mapping(_Placed, MappingNode):
    def __init__(self, pairs: list[tuple[Node, Node]], line: int, column: int, flow: bool) -> None:
        self.tag, self.value, self.flow_style, self.line, self.column = _MAP, pairs, flow, line, column


def composed_fast(node: Node) -> bool:
    """Whether *node* was composed by :func:`compose_block`: its tags are then plain ones, and it has no aliases."""
    return isinstance(node, _Placed)


def _value(text: str, line: int, column: int) -> Node:
    """A one-line value: a plain scalar, a list of plain words ``[a, b]``, or a mapping of them ``{k: v}``."""
    first = text[0]
    if first == "[":
        if text[-1] != "]":
            raise _NotPlain
        items: list[Node] = []
        for item, item_column in _flow_items(text, column):
            if not _flow_word(item):
                raise _NotPlain
            items.append(_Scalar(item, line, item_column))
        return _Sequence(items, line, column, True)
    if first == "{":
        if text[-1] != "}":
            raise _NotPlain
        pairs: list[tuple[Node, Node]] = []
        for item, item_column in _flow_items(text, column):
            key, colon, value = item.partition(": ")
            if len(key) > LONGEST_KEY:
                raise _NotPlain
            key = key.rstrip(" ")
            value = value.lstrip(" ")
            if not colon or not _flow_word(key) or not _flow_word(value):
                raise _NotPlain
            pairs.append((_Scalar(key, line, item_column), _Scalar(value, line, item_column + len(item) - len(value))))
        return _Mapping(pairs, line, column, True)
    if not _plain_start(text) or ": " in text or text[-1] == ":":
        raise _NotPlain
    return _Scalar(text, line, column)


def _flow_items(text: str, column: int) -> list[tuple[str, int]]:
    """The comma-separated items of a one-line ``[...]`` or ``{...}`` at *column*: each text and column."""
    items = []
    inner = text[1:-1]
    if inner.strip(" "):
        position = column + 1
        for word in inner.split(","):
            stripped = word.strip(" ")
            if not stripped:
                raise _NotPlain
            items.append((stripped, position + len(word) - len(word.lstrip(" "))))
            position += len(word) + 1
    return items


def _tokens(text: str, first_line: int) -> list[_Line]:
    """The lines that hold something (not blank, not only a comment), cut into their parts."""
    if text.startswith(("---", "...")) or "\n---" in text or "\n..." in text:
        raise _NotPlain  # a document marker, or a plain scalar that looks like one
    lines: list[_Line] = []
    fullmatch, append = _LINE.fullmatch, lines.append
    for number, raw in enumerate(text.split("\n"), first_line):
        match = fullmatch(raw)
        assert match is not None  # the pattern matches any line without a line break
        indent, dash, key, _, value = match.groups()
        if "#" in value:  # a comment starts at a # after a space (a value starts after one, or the indentation)
            value = "" if value[0] == "#" else value.split(" #", 1)[0]
        if value.endswith(" "):
            value = value.rstrip(" ")
        if value or key is not None or dash is not None:  # not blank, not only a comment
            spans = match.regs  # (start, end) of each group: the key's, the colon's, the value's columns
            key_column, colon_end, value_column = spans[3][0], spans[4][1], spans[5][0]
            if colon_end - key_column > LONGEST_KEY:
                raise _NotPlain
            append(_Line(number, len(indent), dash is not None, key, key_column, colon_end, value, value_column))
    return lines


_END = _Line(-1, -1, False, None, -1, -1, "", -1)
"""After the last line: less indented than any."""


class _Composer:
    """Block mappings and lists composed from their lines; anything else raises :class:`_NotPlain`."""

    def __init__(self, lines: list[_Line]) -> None:
        self.lines = [*lines, _END]
        self.at = 0

    def block(self) -> Node:
        line = self.lines[self.at]
        if line.dash:
            return self.sequence(line.indent)
        if line.key is not None:
            return self.mapping(line.indent, from_dash=False)
        raise _NotPlain  # a document that is one scalar, or a value continued on another line

    def mapping(self, column: int, from_dash: bool) -> MappingNode:
        lines = self.lines
        first = lines[self.at]
        pairs: list[tuple[Node, Node]] = []
        while True:
            line = lines[self.at]
            if not (from_dash and not pairs):
                if line.indent < column:
                    break
                if line.indent > column or line.dash:
                    raise _NotPlain
            if line.key is None or line.key_column != column:
                raise _NotPlain
            key = _Scalar(line.key, line.number, column)
            self.at += 1
            after = lines[self.at]
            if line.value:
                value = _value(line.value, line.number, line.value_column)
                if after.indent > column:
                    raise _NotPlain  # a value continued on the next line
            elif after.indent > column:
                value = self.block()
            elif after.indent == column and after.dash:
                value = self.sequence(column)  # a list at the key's own indentation
            else:
                value = _Scalar("", line.number, line.colon_end)  # where YAML puts the empty value of "key:"
            pairs.append((key, value))
        return _Mapping(pairs, first.number, column, False)

    def sequence(self, column: int) -> SequenceNode:
        lines = self.lines
        first = lines[self.at]
        items: list[Node] = []
        while True:
            line = lines[self.at]
            if line.indent < column or (line.indent == column and not line.dash):
                break
            if line.indent > column:
                raise _NotPlain
            if line.key is not None:
                items.append(self.mapping(line.key_column, from_dash=True))
            elif line.value:
                items.append(_value(line.value, line.number, line.value_column))
                self.at += 1
                if lines[self.at].indent > column:
                    raise _NotPlain
            else:
                raise _NotPlain  # an entry whose value is on the following lines
        return _Sequence(items, first.number, column, False)


def compose_block(text: str, first_line: int) -> Node | None:
    """The node of one document of plain block YAML, or ``None`` if it is anything else.

    *text* is the document (a first ``---`` line is allowed); *first_line* is the 0-based line of the
    stream it starts at, which the nodes' marks count from. An empty document is an empty null scalar,
    as PyYAML composes it.
    """
    if len(text) > LONGEST:
        return None
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    if _OUTSIDE.search(text):
        return None
    if text.startswith("---"):
        head, _, rest = text.partition("\n")
        after = head[3:]
        comment = after.lstrip(" ")
        if after and (after[0] != " " or (comment and not comment.startswith("#"))):
            return None  # not a document start ("---#"), or something after the ---
        text, first_line = rest, first_line + 1
    try:
        lines = _tokens(text, first_line)
        if not lines:
            return _Scalar("", first_line, 0)
        composer = _Composer(lines)
        node = composer.block()
    except _NotPlain:
        return None
    return node if composer.at == len(lines) else None  # all lines read
