"""A YAML stream read into documents, one at a time, every YAML error located (spec section 7).

A stream is cut at its ``---`` lines (:func:`~potsplit.io.blockyaml.split_documents`)
and read in blocks, so a large stream runs in constant memory and a broken
document does not stop the ones after it. A document in plain block YAML is
composed by :func:`~potsplit.io.blockyaml.compose_block`; any other by PyYAML (with
libyaml's C parser when available), into nodes, never into objects. Hostile
input is an error, never a crash: nesting deeper than :data:`MAX_DEPTH`,
invalid UTF-8, control characters.

>>> [node.value[0][1].value for node in read_nodes("name: Al\\n---\\nname: Bo\\n", "a.yaml")]
['Al', 'Bo']
>>> error = next(read_documents("name: [Al\\n", "a.yaml"))
>>> str(error).startswith("a.yaml:2:1: not valid YAML")
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any

import yaml
from yaml.composer import Composer
from yaml.error import Mark
from yaml.resolver import Resolver

from potsplit.errors import InvalidShowdown, Location
from potsplit.io.blockyaml import Part, compose_block, split_documents

NULL_TAG = "tag:yaml.org,2002:null"
Source = str | bytes | IO[str] | IO[bytes]
"""What a stream of showdowns may be: text, bytes, or a file of either."""

try:  # the C parser is several times faster
    from yaml._yaml import CParser as _Parser
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str | bytes | IO[str] | IO[bytes]) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)

MAX_DEPTH = 64
"""The deepest nesting of lists and mappings read; a showdown needs 4."""


class _TooDeep(yaml.YAMLError):
    """Lists and mappings nested deeper than :data:`MAX_DEPTH`, from *at*: the (0-based) line and column."""

    def __init__(self, at: tuple[int, int] | None) -> None:
        super().__init__(f"lists and mappings nested more than {MAX_DEPTH} deep")
        self.at = at


class _Loader(Composer, _Parser, Resolver):
    """The C parser's events composed into nodes by PyYAML's Python composer, which stops at :data:`MAX_DEPTH`.

    The C composer recurses without limit: 100,000 nested ``[`` crash the interpreter.
    """

    def __init__(self, stream: str | bytes | IO[str] | IO[bytes]) -> None:
        _Parser.__init__(self, stream)
        Composer.__init__(self)
        Resolver.__init__(self)
        self.depth = 0

    def _descend(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            mark = getattr(self.peek_event(), "start_mark", None)
            raise _TooDeep((mark.line, mark.column) if mark else None)

    def compose_sequence_node(self, anchor: Any) -> yaml.SequenceNode:  # anchor: its name or None
        self._descend()
        node = super().compose_sequence_node(anchor)
        self.depth -= 1
        return node

    def compose_mapping_node(self, anchor: Any) -> yaml.MappingNode:
        self._descend()
        node = super().compose_mapping_node(anchor)
        self.depth -= 1
        return node


def _libyaml_limits_nesting() -> bool:
    """Whether libyaml refuses deep nesting itself (0.2.6 and later stop at 1,000 levels).

    Then its C composer, twice as fast as PyYAML's Python one, is safe to use;
    before, it recursed without limit and a deep enough input crashed it.
    """
    try:
        from yaml._yaml import get_version
    except ImportError:  # PyYAML without libyaml
        return False
    return bool(get_version() >= (0, 2, 6))


_COMPOSER: Any = yaml.CSafeLoader if _libyaml_limits_nesting() else _Loader
"""What composes documents: the C composer where libyaml limits nesting, else :class:`_Loader`."""


def read_documents(stream: Source, source: str) -> Iterator[yaml.Node | InvalidShowdown]:
    """The documents of *stream*, composed one at a time, or for one that is not valid YAML, its located error.

    The stream is cut at its ``---`` lines (:func:`~potsplit.io.blockyaml.split_documents`), so a broken
    document does not stop the ones after it (but after a directive or ``...``, PyYAML reads the rest as
    one stream, and an error ends it).
    """
    start = tell(stream)
    read = 0
    for part in split_documents(blocks_of(stream)):
        for document in read_part(part, source, stream, start):
            read += 1
            yield document
    if not read:
        yield no_showdown(source)


def no_showdown(source: str) -> InvalidShowdown:
    """The error of an input that holds no document at all: empty, only comments, or only ``---`` lines."""
    return InvalidShowdown("no showdown in this input: it is empty, or holds only comments and ---", Location(source))


def read_part(
    part: Part, source: str, stream: Source | None = None, start: int | None = None
) -> Iterator[yaml.Node | InvalidShowdown]:
    """The documents of one piece of a stream (see :func:`read_documents`), or its located error.

    A document in plain block YAML is composed by :func:`~potsplit.io.blockyaml.compose_block`; any other
    by PyYAML. *stream* and *start* are needed only for a piece read with the rest of its stream.
    """
    if part.rest is None:
        try:
            node = compose_block(part.data.decode("utf-8"), part.line)
        except UnicodeDecodeError:
            node = None
        if node is not None:
            if not _empty(node):
                yield node
            return
    try:
        yield from _composed(part, stream, start, source)
    except InvalidShowdown as error:
        yield error


def read_nodes(stream: Source, source: str) -> Iterator[yaml.Node]:
    """The documents of *stream*, composed one at a time; raises at the first that is not valid YAML."""
    for node in read_documents(stream, source):
        if isinstance(node, InvalidShowdown):
            raise node
        yield node


BLOCK = 1 << 16
"""How many bytes are read from a stream at a time."""


def blocks_of(stream: Source) -> Iterator[bytes]:
    """The bytes of *stream*, a block at a time (text is encoded as UTF-8); from a pipe, as they come."""
    if isinstance(stream, str):
        stream = stream.encode("utf-8", "surrogatepass")  # a lone surrogate is then refused as invalid UTF-8
    if isinstance(stream, bytes):
        yield stream
        return
    read = getattr(stream, "read1", stream.read)
    while block := read(BLOCK):
        yield block if isinstance(block, bytes) else block.encode("utf-8", "surrogatepass")


class _Joined:
    """A piece of a stream followed by the rest of it, read as PyYAML reads a file."""

    def __init__(self, head: bytes, rest: Iterator[bytes]) -> None:
        self.buffer, self.rest = head, rest

    def read(self, size: int = -1) -> bytes:
        while size < 0 or len(self.buffer) < size:
            block = next(self.rest, None)
            if block is None:
                break
            self.buffer += block
        data, self.buffer = (self.buffer, b"") if size < 0 else (self.buffer[:size], self.buffer[size:])
        return data


def _composed(part: Part, stream: Source | None, start: int | None, source: str) -> Iterator[yaml.Node]:
    """The documents of *part* (and, after a directive or ``...``, of the rest), composed by PyYAML.

    Lines and offsets are counted from the start of the stream.
    """
    loader: Any = None
    try:
        loader = _COMPOSER(part.data if part.rest is None else _Joined(part.data, part.rest))
        while loader.check_node():
            node = loader.get_node()
            if node is not None and not _empty(node):
                _shift(node, part.line)
                yield node
    except _TooDeep as error:
        where = Location(source, part.line + error.at[0] + 1, error.at[1] + 1) if error.at else Location(source)
        raise InvalidShowdown(f"not a showdown: {error}", where) from None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = Location(source, part.line + mark.line + 1, mark.column + 1) if mark else Location(source)
        raise InvalidShowdown(f"not valid YAML: {_problem(error, part.line)}", where) from None
    except yaml.reader.ReaderError as error:  # invalid UTF-8, a control character
        position = error.position if isinstance(error.position, int) else None
        if position is not None and position < len(part.data):
            where = _location_in(part.data[:position], part.line, source)
        elif position is not None and stream is not None:
            where = _offset_location(stream, start, part.offset + position, source)
        else:
            where = Location(source)
        character = error.character
        reason = f"{error.reason}: {character:#04x}" if isinstance(character, int) else f"{error.reason}: {character!r}"
        raise InvalidShowdown(f"not valid YAML: {reason}", where) from None
    except yaml.YAMLError as error:
        raise InvalidShowdown(f"not valid YAML: {_one_line(error)}", Location(source)) from None
    except RecursionError:
        raise InvalidShowdown("not a showdown: the YAML is nested too deeply", Location(source)) from None
    finally:
        if loader is not None:
            loader.dispose()


def _shift(root: yaml.Node, lines: int) -> None:
    """Count the marks of a document composed on its own from the start of its stream, *lines* before."""
    if not lines:
        return
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        start, end = node.start_mark, node.end_mark
        node.start_mark = Mark(start.name, start.index, start.line + lines, start.column, None, 0)
        node.end_mark = Mark(end.name, end.index, end.line + lines, end.column, None, 0)
        if isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack += (key, value)


def _empty(node: yaml.Node) -> bool:
    """Whether *node* is an empty document: nothing (or only comments) between two ``---``, or after the last."""
    return isinstance(node, yaml.ScalarNode) and node.tag == NULL_TAG and node.value == "" and not node.style


def tell(stream: Source) -> int | None:
    """Where a seekable *stream* starts, to read it again for the line of an undecodable byte."""
    if isinstance(stream, str | bytes):
        return None
    try:
        return stream.tell() if stream.seekable() else None
    except (OSError, ValueError):
        return None


def _problem(error: yaml.MarkedYAMLError, lines: int) -> str:
    """What is wrong, and what was being read when it went wrong, where that was elsewhere."""
    problem = error.problem or error.context or "invalid YAML"
    context, mark, where = error.context, error.context_mark, error.problem_mark
    if error.problem and context and mark and (where is None or mark.line != where.line):
        problem += f" ({context.removeprefix('while ')} at line {lines + mark.line + 1}, column {mark.column + 1})"
    return _one_line_text(problem)


def _offset_location(stream: Source, start: int | None, offset: int, source: str) -> Location:
    """The line and column of the byte at *offset* in *stream*, when it can be read again."""
    if isinstance(stream, str):
        data = stream.encode("utf-8", "surrogatepass")[:offset]
    elif isinstance(stream, bytes):
        data = stream[:offset]
    elif start is not None:
        try:
            stream.seek(start)
            read = stream.read(offset)
        except (OSError, ValueError):
            return Location(source)
        data = read.encode("utf-8", "surrogatepass")[:offset] if isinstance(read, str) else read
    else:
        return Location(source)
    return _location_in(data, 0, source)


def _location_in(before: bytes, line: int, source: str) -> Location:
    """The line and column just after *before*, the bytes of a piece of a stream that starts at *line*.

    The column is that of the first character that could not be read, even when the byte at the end
    of *before* is the one that broke it (an invalid trailing byte), so *before* is decoded ignoring errors.
    """
    line_start = before.rfind(b"\n") + 1
    column = len(before[line_start:].decode("utf-8", "ignore"))
    return Location(source, line + before.count(b"\n") + 1, column + 1)


def _one_line(error: Exception) -> str:
    return _one_line_text(str(error))


def _one_line_text(text: str) -> str:
    return " ".join(text.split())
