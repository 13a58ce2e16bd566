"""Reading showdowns from YAML, with every error located (spec sections 1 and 7).

YAML is parsed by PyYAML (with libyaml's C parser when available) and composed
into nodes, never into arbitrary objects, and each value is read from its node,
so that an error can name the file, line and column. Several ``---`` documents
in one input are read one at a time; empty ones are skipped. Hostile input is an
error too: nesting deeper than :data:`MAX_DEPTH`, YAML tags, more cards than a
deck, a player repeated by an alias; long values are cut short in messages.

>>> showdown = next(read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]", "a.yaml"))
>>> showdown.players[0].name, showdown.pot
('Al', None)
>>> next(read_showdowns("playrs: []", "a.yaml"))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.yaml:1:1: unknown key 'playrs': did you mean 'players'?
"""

from __future__ import annotations

import enum
import itertools
import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import IO, Any, NamedTuple, TypeVar, cast

import yaml
from yaml.composer import Composer
from yaml.error import Mark
from yaml.resolver import Resolver

from potsplit.blockyaml import Part, compose_block, composed_fast, split_documents
from potsplit.cards import CARD_WORDS, DECK, Card, card_words, parse_card
from potsplit.errors import SHOWN, InvalidShowdown, Location, quoted, shortened
from potsplit.games import Game
from potsplit.model import (
    DEFAULT_CHIPS,
    Declaration,
    Forfeit,
    Method,
    NoWinner,
    OddChip,
    Player,
    Rules,
    Showdown,
    SwingTies,
)
from potsplit.ranking import LOW_SYSTEMS, Ranking

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

TOP_KEYS = ("game", "chip", "dealer", "rules", "players", "pot", "board")
RULE_KEYS = ("method", "low", "qualifier", "swing-ties", "forfeit", "no-winner", "odd-chip", "chips")
PLAYER_KEYS = ("name", "cards", "declare", "bet", "folded")
DECLARATION_WORDS = {
    "high": Declaration.HIGH, "hi": Declaration.HIGH,
    "low": Declaration.LOW, "lo": Declaration.LOW,
    "swing": Declaration.SWING, "both": Declaration.SWING,
}
_NUMBER = r"[+-]?(\d+(\.\d*)?|\.\d+)|[+-]?\d+\s*/\s*\d+"
"""An amount as text: an integer, a decimal or a fraction (compiled when first needed: most amounts are digits)."""
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_BOOL = "tag:yaml.org,2002:bool"
_MAX_NUMBER_TEXT = 40
MAX_DEPTH = 64
"""The deepest nesting of lists and mappings read; a showdown needs 4."""
PLAIN_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("null", "bool", "int", "float", "str", "timestamp", "merge", "value", "seq", "map")
)
"""The tags a showdown's nodes may have: those YAML gives plain values, and the same written out (``!!str 10``)."""
E = TypeVar("E", bound=enum.Enum)


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


class _Doc(NamedTuple):
    """One document being read: its source name, to locate errors."""

    source: str

    def at(self, node: yaml.Node) -> Location:
        mark = node.start_mark
        return Location(self.source, mark.line + 1, mark.column + 1)

    def at_word(self, node: yaml.Node, index: int) -> Location:
        """Where the *index*-th card of a string of cards is, when it is plain text on one line; else the node."""
        mark = node.start_mark
        if isinstance(node, yaml.ScalarNode) and not node.style and node.end_mark.line == mark.line:
            word = next(itertools.islice(CARD_WORDS.finditer(str(node.value)), index, None), None)
            if word is not None:
                return Location(self.source, mark.line + 1, mark.column + word.start() + 1)
        return self.at(node)

    def error(self, node: yaml.Node, message: str) -> InvalidShowdown:
        return InvalidShowdown(message, self.at(node))


def _nearest(word: str, allowed: tuple[str, ...]) -> str:
    import difflib  # only when there is an error to explain

    close = difflib.get_close_matches(word.lower(), allowed, n=1, cutoff=0.6)
    if close:
        return f": did you mean {close[0]!r}?"
    return f" (allowed: {', '.join(allowed)})"


def _mapping(doc: _Doc, node: yaml.Node, allowed: tuple[str, ...], what: str) -> dict[str, yaml.Node]:
    """The keys of a mapping node, each known and given once; null values left out."""
    if not isinstance(node, yaml.MappingNode):
        raise doc.error(node, f"{what} must be a mapping of keys ({', '.join(allowed)}), not {_kind(node)}")
    found: dict[str, yaml.Node] = {}
    given: set[str] = set()  # null values too, for "given twice"
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise doc.error(key_node, f"a key must be text ({', '.join(allowed)}), not {_kind(key_node)}")
        key = str(key_node.value)
        if key not in allowed:
            raise doc.error(key_node, f"unknown key {quoted(key)}{_nearest(key[:SHOWN], allowed)}")
        if key in given:
            raise doc.error(key_node, f"key {key!r} is given twice")
        given.add(key)
        if value_node.tag != _NULL:
            found[key] = value_node
    return found


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return quoted(node.value)


def _text(doc: _Doc, node: yaml.Node, what: str) -> str:
    if not isinstance(node, yaml.ScalarNode):
        raise doc.error(node, f"{what} must be text, not {_kind(node)}")
    return str(node.value)


def _choice(doc: _Doc, node: yaml.Node, kind: type[E], what: str, allowed: tuple[E, ...] | None = None) -> E:
    text = _text(doc, node, what).strip().lower()
    option = kind._value2member_map_.get(text)
    if option is not None and (allowed is None or option in allowed):
        return cast(E, option)  # the member of *kind* whose value is *text*
    words = tuple(str(option.value) for option in allowed or tuple(kind))
    raise doc.error(node, f"unknown {what} {quoted(node.value)}{_nearest(text[:SHOWN], words)}")


def _amount(doc: _Doc, node: yaml.Node, what: str) -> Fraction:
    """An exact amount: an integer, a decimal as written (0.1 is 1/10), or a fraction "3/4"."""
    text = _text(doc, node, what).strip()
    if text.isdecimal() and len(text) <= _MAX_NUMBER_TEXT:  # the usual whole amount, read without a pattern
        return Fraction(int(text))
    if len(text) > _MAX_NUMBER_TEXT or not re.fullmatch(_NUMBER, text):
        raise doc.error(node, f"{what} must be an amount (40, 12.50 or \"3/4\"), not {quoted(node.value)}")
    try:
        return Fraction(text.replace(" ", ""))
    except ZeroDivisionError:
        raise doc.error(node, f"{what} {text!r} divides by zero") from None


def _cards(doc: _Doc, node: yaml.Node, what: str) -> tuple[Card, ...]:
    if isinstance(node, yaml.SequenceNode):
        _deck_size(doc, node, what, len(node.value))
        texts = [_text(doc, item, "a card") for item in node.value]
    else:
        texts = card_words(_text(doc, node, what), len(DECK))
        _deck_size(doc, node, what, len(texts))
    cards = []
    for index, text in enumerate(texts):
        try:
            cards.append(parse_card(text))
        except InvalidShowdown as error:
            where = doc.at(node.value[index]) if isinstance(node, yaml.SequenceNode) else doc.at_word(node, index)
            raise InvalidShowdown(f"{what}: {error.message}", where) from None
    return tuple(cards)


def _deck_size(doc: _Doc, node: yaml.Node, what: str, count: int) -> None:
    """Refuse more cards than a deck holds before reading them (a 10 MB string of cards would take seconds)."""
    if count > len(DECK):
        raise doc.error(node, f"{what}: more than the {len(DECK)} cards of a deck")


def _declaration(doc: _Doc, node: yaml.Node, chips: tuple[Declaration, ...]) -> Declaration:
    text = _text(doc, node, "declaration").strip().lower()
    if text in DECLARATION_WORDS:
        return DECLARATION_WORDS[text]
    if text in ("0", "1", "2"):
        return chips[int(text)]
    raise doc.error(
        node,
        f"unknown declaration {quoted(node.value)}: declare high, low or swing (hi, lo, both), "
        "or 0, 1 or 2 chips in hand"
        + _nearest(text[:SHOWN], tuple(DECLARATION_WORDS)).replace(" (allowed", " (words"),
    )


def _rules(doc: _Doc, node: yaml.Node | None) -> Rules:
    if node is None:
        return Rules()
    keys = _mapping(doc, node, RULE_KEYS, "rules")
    readers: dict[str, tuple[str, Callable[[yaml.Node], Any]]] = {
        "method": ("method", lambda value: _choice(doc, value, Method, "method")),
        "low": ("low", lambda value: _choice(doc, value, Ranking, "low system", LOW_SYSTEMS)),
        "qualifier": ("qualifier", lambda value: _integer(doc, value, "qualifier")),
        "swing-ties": ("swing_ties", lambda value: _choice(doc, value, SwingTies, "swing-ties rule")),
        "forfeit": ("forfeit", lambda value: _choice(doc, value, Forfeit, "forfeit rule")),
        "no-winner": ("no_winner", lambda value: _choice(doc, value, NoWinner, "no-winner rule")),
        "odd-chip": ("odd_chip", lambda value: _choice(doc, value, OddChip, "odd-chip rule")),
        "chips": ("chips", lambda value: _chips(doc, value)),
    }
    given = {readers[key][0]: readers[key][1](value) for key, value in keys.items()}
    return Rules(**given)


def _chips(doc: _Doc, node: yaml.Node) -> tuple[Declaration, Declaration, Declaration]:
    if not isinstance(node, yaml.SequenceNode) or len(node.value) != 3:
        raise doc.error(node, "chips must list what 0, 1 and 2 chips mean, e.g. [low, high, swing]")
    meanings = tuple(_declaration(doc, item, DEFAULT_CHIPS) for item in node.value)
    if len(set(meanings)) != 3:
        raise doc.error(node, "chips must give low, high and swing once each")
    return meanings[0], meanings[1], meanings[2]


def _integer(doc: _Doc, node: yaml.Node, what: str) -> int:
    text = _text(doc, node, what).strip()
    if node.tag not in (_INT, _STR) or not re.fullmatch(r"\d{1,3}", text):
        raise doc.error(node, f"{what} must be a whole number, not {quoted(node.value)}")
    return int(text)


def _boolean(doc: _Doc, node: yaml.Node, what: str) -> bool:
    if node.tag != _BOOL:
        raise doc.error(node, f"{what} must be true or false, not {_kind(node)}")
    return str(node.value).lower() in ("true", "yes", "on", "y")


def _player(doc: _Doc, node: yaml.Node, chips: tuple[Declaration, ...], number: int) -> Player:
    keys = _mapping(doc, node, PLAYER_KEYS, f"player {number}")
    if "name" not in keys:
        raise doc.error(node, f"player {number} has no name")
    name = _text(doc, keys["name"], "a player's name").strip()
    shown = shortened(name)
    cards = _cards(doc, keys["cards"], f"{shown}'s cards") if "cards" in keys else ()
    folded = _boolean(doc, keys["folded"], "folded") if "folded" in keys else False
    if not cards and not folded:
        raise doc.error(node, f"{shown} has no cards (only a folded player may leave them out)")
    return Player(
        name=name,
        cards=cards,
        declare=_declaration(doc, keys["declare"], chips) if "declare" in keys else None,
        bet=_amount(doc, keys["bet"], f"{shown}'s bet") if "bet" in keys else None,
        folded=folded,
    )


def _check_tags(doc: _Doc, root: yaml.Node) -> None:
    """Refuse a node with a tag of its own (``!!python/object``, ``!fraction``): a showdown holds plain values.

    Nodes are never constructed into objects, so a tag could do no harm; it is refused so as not to be
    silently ignored. Each node is visited once, however many aliases name it.
    """
    if composed_fast(root):
        return  # plain values only, and no aliases
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if node.tag not in PLAIN_TAGS:
            tag = str(node.tag).replace("tag:yaml.org,2002:", "!!")
            raise doc.error(node, f"the YAML tag {quoted(tag)} is not allowed: a showdown holds plain values only")
        if isinstance(node, yaml.ScalarNode) or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            stack.extend(reversed(node.value))
        else:
            for key, value in reversed(node.value):
                stack.append(value)
                stack.append(key)


def showdown_from_node(node: yaml.Node, source: str) -> Showdown:
    """The showdown in one composed YAML document."""
    doc = _Doc(source)
    _check_tags(doc, node)
    keys = _mapping(doc, node, TOP_KEYS, "a showdown")
    rules = _rules(doc, keys.get("rules"))
    if "players" not in keys:
        raise doc.error(node, "a showdown needs players:")
    players_node = keys["players"]
    if not isinstance(players_node, yaml.SequenceNode) or not players_node.value:
        raise doc.error(players_node, "players must be a list of players (name, cards, declare, bet, folded)")
    numbers: dict[int, int] = {}  # a player node's id -> its number: an alias of a player is not another player
    for number, item in enumerate(players_node.value, 1):
        if numbers.setdefault(id(item), number) != number:
            raise doc.error(item, f"player {number} is player {numbers[id(item)]} again (a YAML alias)")
    players = tuple(
        _player(doc, item, rules.chips, number) for number, item in enumerate(players_node.value, 1)
    )
    return Showdown(
        players=players,
        board=_cards(doc, keys["board"], "the board") if "board" in keys else (),
        game=_choice(doc, keys["game"], Game, "game") if "game" in keys else None,
        pot=_amount(doc, keys["pot"], "the pot") if "pot" in keys else None,
        chip=_amount(doc, keys["chip"], "the chip") if "chip" in keys else None,
        dealer=_text(doc, keys["dealer"], "the dealer").strip() if "dealer" in keys else None,
        rules=rules,
    )


def locate(error: InvalidShowdown, node: yaml.Node, source: str) -> InvalidShowdown:
    """*error* located at the node its ``path`` names (or the nearest one given)."""
    here = node
    for step in error.path:
        if isinstance(here, yaml.MappingNode) and isinstance(step, str):
            found = [value for key, value in here.value if getattr(key, "value", None) == step]
            if not found:
                break
            here = found[0]
        elif isinstance(here, yaml.SequenceNode) and isinstance(step, int) and step < len(here.value):
            here = here.value[step]
        else:
            break
    return error.located(_Doc(source).at(here))


Source = str | bytes | IO[str] | IO[bytes]


def read_documents(stream: Source, source: str) -> Iterator[yaml.Node | InvalidShowdown]:
    """The documents of *stream*, composed one at a time, or for one that is not valid YAML, its located error.

    The stream is cut at its ``---`` lines (:func:`~potsplit.blockyaml.split_documents`), so a broken
    document does not stop the ones after it (but after a directive or ``...``, PyYAML reads the rest as
    one stream, and an error ends it).
    """
    start = tell(stream)
    for part in split_documents(blocks_of(stream)):
        yield from read_part(part, source, stream, start)


def read_part(
    part: Part, source: str, stream: Source | None = None, start: int | None = None
) -> Iterator[yaml.Node | InvalidShowdown]:
    """The documents of one piece of a stream (see :func:`read_documents`), or its located error.

    A document in plain block YAML is composed by :func:`~potsplit.blockyaml.compose_block`; any other
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
    return isinstance(node, yaml.ScalarNode) and node.tag == _NULL and node.value == "" and not node.style


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


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document; raises at the first invalid one."""
    for node in read_nodes(stream, source):
        yield showdown_from_node(node, source)
