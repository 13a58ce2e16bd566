"""Reading showdowns from YAML documents, with every error located (docs/rules.md: "The showdown", "Limits of input").

The reader does what is YAML's. It reads a document's nodes (composed by :mod:`potsplit.read.documents`) into
plain values, refusing what YAML alone can hold: tags and deep nesting (:func:`~potsplit.read.nodes.check_nodes`),
a player repeated by an alias, a key that is not text, unknown (the nearest known one named, and where a
known one belongs: :mod:`potsplit.read.keys`) or given twice. It hands those values to the model
(:func:`~potsplit.engine.checks.read_showdown`), which reads and checks every field once, with the same words
as for a Python caller or a command-line option; and it turns the path of each problem into the file, line and
column of its node. Long values are cut short in messages.

>>> showdown = next(read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]", "a.yaml"))
>>> showdown.players[0].name, showdown.pot
('Al', None)
>>> next(read_showdowns("playrs: []", "a.yaml"))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.yaml:1:1: unknown key 'playrs': did you mean 'players'? (allowed: game, chip, \
dealer, rules, players, pot, board, boards, boards-split, runs, rake, wild, jokers)

Every problem of a document is found, not only the first:

>>> text = "players:\\n  - {name: Al, cards: As Ks Qs Js Xs, bet: x}\\nrules: {method: split}\\n"
>>> next(read_showdowns(text, "a.yaml"))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.yaml:2:35: Al's cards: unknown card 'Xs': ...
a.yaml:2:44: Al's bet must be an amount (40, 12.50 or "3/4"), not 'x'
a.yaml:3:17: unknown method 'split' (allowed: high, low, cards-speak, declare)
"""

from __future__ import annotations

from collections.abc import Iterator

import yaml

from potsplit.engine.checks import read_showdown
from potsplit.engine.fields import MAX_BOARDS, whose
from potsplit.engine.model import Showdown
from potsplit.errors import InvalidShowdown, nearest, quoted, unknown_word
from potsplit.read.documents import NULL_TAG, Document, Source, read_documents
from potsplit.read.keys import KEYS, SWITCHES, misplaced
from potsplit.read.nodes import check_nodes, locate, node_location
from potsplit.said import Said

_BOOL = "tag:yaml.org,2002:bool"


class _Doc:
    """One document being read: its source name, the line of the stream where it starts (to locate errors),
    the problems of YAML's found so far (every one is reported, not only the first), and the keys meant but not
    read (a key misspelled), whose checks would mislead (see :func:`~potsplit.engine.model.depends`)."""

    __slots__ = ("line", "problems", "source", "unread")

    def __init__(self, source: str, line: int = 0) -> None:
        self.source = source
        self.line = line
        self.problems: list[InvalidShowdown] = []
        self.unread: set[str] = set()

    def error(self, node: yaml.Node, message: str) -> InvalidShowdown:
        return InvalidShowdown(message, node_location(node, self.source, self.line))


def _keys(doc: _Doc, node: yaml.MappingNode, place: str) -> tuple[dict[str, yaml.Node], list[str]]:
    """The keys of a mapping node at *place* (see :data:`~potsplit.read.keys.KEYS`), each known and given once,
    null values left out; and the keys that the unknown ones were taken to mean (a slip, or a key written in the
    wrong place). An unknown key, or one given twice, is a problem kept; the other keys are read."""
    allowed = KEYS[place]
    found: dict[str, yaml.Node] = {}
    given: set[str] = set()  # null values too, for "given twice"
    meant: list[str] = []
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            doc.problems.append(doc.error(key_node, Said(
                "a key must be text ({keys}), not {kind}", keys=", ".join(allowed), kind=_kind(key_node)
            )))
            continue
        key = str(key_node.value)
        if key not in allowed:
            doc.problems.append(doc.error(key_node, misplaced(key, place) or unknown_word(Said("key"), key, allowed)))
            meant.append(nearest(key, allowed) or key)
            doc.unread.add(meant[-1])
        elif key in given:
            doc.problems.append(doc.error(key_node, Said("key {key} is given twice", key=repr(key))))
        else:
            given.add(key)
            if value_node.tag != NULL_TAG:
                found[key] = value_node
    return found, meant


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return Said("a mapping")
    if isinstance(node, yaml.SequenceNode):
        return Said("a list")
    return quoted(node.value)


def _plain(node: yaml.Node, switch: bool = False) -> object:
    """A value's node as a plain value: a scalar as its text (a YAML boolean as ``True`` or ``False`` where the
    key is on or off, *switch*); a list as a list of its items' (see :func:`_item`); a mapping, which no value of a
    showdown is, as an empty one: the model names its kind."""
    if isinstance(node, yaml.ScalarNode):
        if switch and node.tag == _BOOL:
            return str(node.value).lower() in ("true", "yes", "on", "y")
        return str(node.value)
    if isinstance(node, yaml.SequenceNode):
        return [_item(item) for item in node.value]
    return {}


def _item(node: yaml.Node) -> object:
    """An item of a list as a plain value: a scalar as its text; a list or a mapping, which no item of a
    showdown's lists is, as an empty one of its kind, its content not read (an alias may repeat it without end)."""
    if isinstance(node, yaml.ScalarNode):
        return str(node.value)
    return [] if isinstance(node, yaml.SequenceNode) else {}


def _players(doc: _Doc, node: yaml.Node) -> object:
    """The players, each a mapping of his keys; a player repeated by an alias is a problem, and only those
    before him are read (the checks that would miss him are skipped)."""
    if not isinstance(node, yaml.SequenceNode):
        return _item(node)
    numbers: dict[int, int] = {}  # a player node's id -> its number: an alias of a player is not another player
    items = node.value
    for number, item in enumerate(node.value, 1):
        if numbers.setdefault(id(item), number) != number:
            doc.problems.append(doc.error(item, Said(
                "player {number} is player {first} again (a YAML alias)", number=number, first=numbers[id(item)]
            )))
            doc.unread.add("players")
            items = node.value[:number - 1]
            break
    return [_player(doc, item, number) for number, item in enumerate(items, 1)]


def _player(doc: _Doc, node: yaml.Node, number: int) -> object:
    """One player's keys; a player still in must give his cards (a hand history's winner alone may hide his,
    and a Python caller's)."""
    if not isinstance(node, yaml.MappingNode):
        return _item(node)
    keys, meant = _keys(doc, node, "player")
    values = {key: _plain(value, key in SWITCHES) for key, value in keys.items()}
    cards = values.get("cards")
    blank = cards is None or cards == [] or (isinstance(cards, str) and not cards.strip())
    if blank and "cards" not in meant and values.get("folded") is not True:
        name = values.get("name")
        shown = whose(name.strip() if isinstance(name, str) and name.strip() else number)
        doc.problems.append(doc.error(node, Said(
            "{name} has no cards (only a folded player may leave them out)", name=shown
        )))
        doc.unread.add("cards")
    return values


def _rules(doc: _Doc, node: yaml.Node) -> object:
    if not isinstance(node, yaml.MappingNode):
        return _item(node)
    return {key: _plain(value, key in SWITCHES) for key, value in _keys(doc, node, "rules")[0].items()}


def _boards(node: yaml.Node) -> object:
    """The boards, each a plain value as ``board`` is (a string, or a list of its cards), the first
    :data:`~potsplit.engine.fields.MAX_BOARDS` and one more: the model says when there are too many (an alias
    may repeat a board without end)."""
    if not isinstance(node, yaml.SequenceNode):
        return _item(node)
    return [_plain(item) for item in node.value[:MAX_BOARDS + 1]]


def _rake(doc: _Doc, node: yaml.Node) -> object:
    """The rake's keys, each a plain value; ``cap-by-players`` a mapping of plain values."""
    if not isinstance(node, yaml.MappingNode):
        return _item(node)
    values: dict[str, object] = {}
    for key, value in _keys(doc, node, "rake")[0].items():
        if key == "cap-by-players" and isinstance(value, yaml.MappingNode):
            values[key] = {_item(players): _item(cap) for players, cap in value.value}
        else:
            values[key] = _plain(value, key in SWITCHES)
    return values


def showdown_from_node(node: yaml.Node, source: str, line: int = 0) -> Showdown:
    """The showdown in one composed YAML document, whose piece of the stream starts at (0-based) *line*.

    Every problem of the document is reported at once (see :func:`~potsplit.errors.several`), in line order.
    """
    doc = _Doc(source, line)
    check_nodes(node, doc.error)
    if not isinstance(node, yaml.MappingNode):
        raise doc.error(node, Said(
            "{what} must be a mapping of keys ({keys}), not {kind}",
            what=Said("a showdown"), keys=", ".join(KEYS["showdown"]), kind=_kind(node),
        ))
    values: dict[str, object] = {}
    for key, value in _keys(doc, node, "showdown")[0].items():
        if key == "players":
            values[key] = _players(doc, value)
        elif key == "rules":
            values[key] = _rules(doc, value)
        elif key == "boards":
            values[key] = _boards(value)
        elif key == "rake":
            values[key] = _rake(doc, value)
        else:
            values[key] = _plain(value)
    try:
        return read_showdown(values, doc.unread, doc.problems)
    except InvalidShowdown as error:
        raise locate(error, Document(node, line), source) from None


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document; raises at the first invalid one."""
    for document in read_documents(stream, source):
        if isinstance(document, InvalidShowdown):
            raise document
        yield showdown_from_node(document.node, source, document.line)
