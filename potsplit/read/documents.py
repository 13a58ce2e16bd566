"""A YAML stream read into documents, one at a time, each on its own, every error located (docs/rules.md: "Limits of
input").

A stream is cut into pieces, one document each (:mod:`potsplit.read.splitting`),
and each piece is checked as text (UTF-8, its characters) and composed by
PyYAML's C parser into nodes, never into objects. A piece that is not valid
YAML is one invalid document: none of it is resolved, and the next piece is
read afresh. Each document keeps the line where its piece starts, so that its
nodes' marks (counted within the piece) locate errors in the stream. A syntax
error is worded for people, at the place of the mistake (:mod:`potsplit.read.syntax`).

>>> [document.node.value[0][1].value for document in read_documents("name: Al\\n---\\nname: Bo\\n", "a.yaml")]
['Al', 'Bo']
>>> [document.line for document in read_documents("name: Al\\n---\\nname: Bo\\n", "a.yaml")]
[0, 1]
>>> print([str(result) for result in read_documents("a: 1\\n---\\nname: [Al\\n", "a.yaml")][1])
a.yaml:3:7: not valid YAML: the '[' opened here is not closed: a list in brackets ends with ']'
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterable, Iterator
from typing import IO, NamedTuple, TypeVar

import yaml

from potsplit.errors import InvalidShowdown, Location, UnreadableInput
from potsplit.read.splitting import LINE_END, LONGEST, Piece, line_breaks, split_documents
from potsplit.said import Said

NULL_TAG = "tag:yaml.org,2002:null"
Source = str | bytes | IO[str] | IO[bytes]
"""What a stream of showdowns may be: text, bytes, or a file of either."""
BLOCK = 1 << 16
"""How many bytes are read from a stream at a time."""
_NOT_PRINTABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")
"""A character YAML does not allow in a document: C0 and C1 controls but tab, line breaks and NEL, DEL,
surrogates, U+FFFE and U+FFFF. Written as what is refused, not (as YAML writes it) as the complement of what
is allowed: that class takes 8.7 ms to compile, this one 0.1 ms, at every start."""
T = TypeVar("T")
_UTF16_BOMS = {codecs.BOM_UTF16_LE: "utf-16-le", codecs.BOM_UTF16_BE: "utf-16-be"}
MAX_NODES = 10_000
"""The most values (scalars, lists, mappings) a document may hold; 64 players with 52-card lists hold
about 4,000. Counted on the parser's events, before any node is built: a document just under 1 MiB of ``a,``
would compose into a million nodes (over 400 MB)."""
_NODE_EVENTS = (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)  # an alias builds no node


class _Loader(yaml.CSafeLoader):
    """PyYAML's C composer, its plain scalars' tags remembered (README: "Speed").

    The C composer asks Python for the tag of every plain scalar (a key, a name, a bet), which the resolver
    finds by trying YAML's patterns for its first character; a showdown's keys and words are the same few in
    every document, so each is worked out once (a showdown resolver has no path resolvers: a plain scalar's tag
    is its text's alone). Composing took 1.22x as long without, 66 against 54 us a showdown (the ratio
    ``compose time, PyYAML's CSafeLoader/potsplit's`` of ``benchmarks/stream_phases.py``).
    """

    def resolve(self, kind: type[yaml.Node], value: str, implicit: tuple[bool, bool]) -> str:
        if kind is yaml.ScalarNode and implicit[0]:
            tag = _PLAIN_TAGS.get(value)
            if tag is None:
                tag = str(super().resolve(kind, value, implicit))  # type: ignore[no-untyped-call]
                if len(value) <= _LONGEST_TAGGED and len(_PLAIN_TAGS) < _MOST_TAGS:
                    _PLAIN_TAGS[value] = tag
            return tag
        return str(super().resolve(kind, value, implicit))  # type: ignore[no-untyped-call]


_PLAIN_TAGS: dict[str, str] = {}
"""The tag of each plain scalar's text met so far (see :class:`_Loader`)."""
_MOST_TAGS = 4096
_LONGEST_TAGGED = 64
"""The most texts remembered, and the longest: the words of showdowns, not every string of cards a long stream
holds, nor a hostile one's long values (memory stays bounded)."""


class Document(NamedTuple):
    """A composed document, and the (0-based) line of the stream where its piece starts."""

    node: yaml.Node
    line: int


def blocks_of(stream: Source) -> Iterator[bytes]:
    """The bytes of *stream* as UTF-8, a block at a time; from a pipe, as they come.

    Text is encoded as UTF-8; a stream that starts with a UTF-16 byte order mark is decoded from UTF-16
    as it is read (so that a column counts characters, not bytes).
    """
    if isinstance(stream, str):
        yield stream.encode("utf-8", "surrogatepass")  # a lone surrogate is then refused as invalid UTF-8
        return
    blocks = iter((stream,)) if isinstance(stream, bytes) else _read(stream)
    first = next(blocks, b"")
    encoding = _UTF16_BOMS.get(first[:2])
    if encoding is None:
        yield first
        yield from blocks
        return
    decoder = codecs.getincrementaldecoder(encoding)("replace")
    yield decoder.decode(first[2:]).encode("utf-8", "surrogatepass")
    for block in blocks:
        yield decoder.decode(block).encode("utf-8", "surrogatepass")
    yield decoder.decode(b"", final=True).encode("utf-8", "surrogatepass")


def _read(stream: IO[str] | IO[bytes]) -> Iterator[bytes]:
    read = getattr(stream, "read1", stream.read)
    while True:
        try:
            block = read(BLOCK)
        except OSError as error:
            name = getattr(stream, "name", "the input")
            raise UnreadableInput(Said(
                "{name}: cannot be read: {why}", name="<stdin>" if name in (0, "<stdin>") else str(name),
                why=error.strerror or str(error),
            )) from None
        if not block:
            return
        yield block if isinstance(block, bytes) else block.encode("utf-8", "surrogatepass")


def read_documents(stream: Source, source: str) -> Iterator[Document | InvalidShowdown]:
    """The documents of *stream*, each composed on its own, or for one that is not valid, its located error.

    An input that holds no document at all (empty, comments, ``---`` only) is an error too.
    """
    documents = (document for piece in split_documents(blocks_of(stream)) for document in read_piece(piece, source))
    return or_no_showdown(documents, source)


NO_SHOWDOWN = Said("no showdown in this input: it is empty, or holds only comments and ---")
NO_HAND = Said("no hand in this input: it is empty, or holds only comments")


def or_no_showdown(results: Iterable[T], source: str, message: str = NO_SHOWDOWN) -> Iterator[T | InvalidShowdown]:
    """*results*, the documents of an input (or what was made of them); none at all (the input is empty,
    holds only comments or only ``---`` lines) is an error naming the input (*message* says so)."""
    empty = True
    for result in results:
        empty = False
        yield result
    if empty:
        yield InvalidShowdown(message, Location(source))


def read_piece(piece: Piece, source: str) -> Iterator[Document | InvalidShowdown]:
    """The document of one piece of a stream (none for an empty one), or its one located error."""
    if piece.too_long:
        yield InvalidShowdown(
            Said("this document is over {size} MiB: not read (a showdown takes a few KiB)", size=LONGEST // (1 << 20)),
            Location(source, piece.line + 1, 1),
        )
        return
    try:
        text = _text(piece, source)
        yield from [Document(node, piece.line) for node in _composed(text, piece.line, source)]
    except InvalidShowdown as error:
        yield error


def _text(piece: Piece, source: str) -> str:
    """The piece as text; not UTF-8, or holding a character YAML does not allow, is a located error."""
    try:
        text = piece.data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = piece.data[: error.start]
        where = _location_in(before, piece.line, source)
        raise InvalidShowdown(Said(
            "not UTF-8 text: byte {byte} at line {line}", byte=f"{piece.data[error.start]:#04x}", line=where.line
        ), where) from None
    bad = _NOT_PRINTABLE.search(text)
    if bad is not None:
        where = _location_in(text[: bad.start()].encode("utf-8", "surrogatepass"), piece.line, source)
        raise InvalidShowdown(Said(
            "a control character ({character}) is not allowed in a showdown", character=f"U+{ord(bad.group()):04X}"
        ), where)
    return text


def _composed(text: str, line: int, source: str) -> list[yaml.Node]:
    """Every node of *text* (all of them, or an error: nothing of a broken document is kept)."""
    if len(text) > MAX_NODES:  # a shorter text holds too few values to matter (a value takes a character or more)
        _count_nodes(text, line, source)
    loader = _Loader(text)
    try:
        nodes = []
        while loader.check_node():
            node = loader.get_node()
            if node is not None and not _empty(node):
                nodes.append(node)
        return nodes
    except yaml.YAMLError as error:
        raise _not_yaml(error, text, line, source) from None
    finally:
        loader.dispose()


def _count_nodes(text: str, line: int, source: str) -> None:
    """Refuse a document of more than :data:`MAX_NODES` values, one event at a time (memory stays bounded).

    A YAML error is left to the composer, which reports it the same way.
    """
    events = yaml.CSafeLoader(text)
    try:
        count = 0
        while events.check_event():
            event = events.get_event()
            if isinstance(event, _NODE_EVENTS):
                count += 1
                if count > MAX_NODES:
                    mark = event.start_mark
                    where = Location(source, line + mark.line + 1, mark.column + 1) if mark else Location(source)
                    raise InvalidShowdown(Said(
                        "not a showdown: more than {count:,} values in one document", count=MAX_NODES
                    ), where)
    except yaml.YAMLError:
        return
    finally:
        events.dispose()


def _empty(node: yaml.Node) -> bool:
    """Whether *node* is an empty document: nothing (or only comments) between two ``---``, or after the last."""
    return isinstance(node, yaml.ScalarNode) and node.tag == NULL_TAG and node.value == "" and not node.style


def _not_yaml(error: yaml.YAMLError, text: str, line: int, source: str) -> InvalidShowdown:
    """The error for a piece (starting at stream *line*) that is not valid YAML, in plain words, at its place.

    :mod:`potsplit.read.syntax` is imported only here, when a document is broken (its patterns took 3 ms of
    every start).
    """
    from potsplit.read import syntax

    def place(mark: yaml.Mark | None) -> syntax.Place | None:
        return None if mark is None else syntax.Place(mark.line, mark.column)

    if isinstance(error, yaml.MarkedYAMLError):
        found = syntax.explained(
            error.problem, place(error.problem_mark), error.context, place(error.context_mark), text, line
        )
    elif isinstance(error, yaml.reader.ReaderError):
        found = syntax.explained_reading(error.reason, error.position, error.character, text)
    else:
        return InvalidShowdown(Said("not valid YAML: {why}", why=_one_line(syntax.plainly(str(error)))),
                               Location(source, line + 1))
    return InvalidShowdown(Said("not valid YAML: {why}", why=_one_line(found.message)),
                           Location(source, line + found.line + 1, found.column + 1))


def _location_in(before: bytes, line: int, source: str) -> Location:
    """The line and column just after *before*, the bytes of a piece of a stream that starts at *line*.

    The column counts characters; an invalid byte at the end of *before* is not one, so it is dropped.
    """
    line_start = max((found.end() for found in LINE_END.finditer(before)), default=0)
    column = len(before[line_start:].decode("utf-8", "ignore"))
    return Location(source, line + line_breaks(before) + 1, column + 1)


def _one_line(text: str) -> str:
    """*text* on one line: its runs of spaces and line breaks each one space (a message said as it is)."""
    joined = " ".join(text.split())
    return text if joined == text else joined
