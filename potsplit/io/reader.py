"""Reading showdowns from YAML documents, with every error located (spec sections 1 and 7).

Each value is read from its YAML node (composed by :mod:`potsplit.io.documents`),
so that an error can name the file, line and column. Hostile input is an
error too: YAML tags, more cards than a deck, a player repeated by an alias;
long values are cut short in messages.

>>> showdown = next(read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]", "a.yaml"))
>>> showdown.players[0].name, showdown.pot
('Al', None)
>>> next(read_showdowns("playrs: []", "a.yaml"))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.yaml:1:1: unknown key 'playrs': did you mean 'players'? (allowed: game, chip, \
dealer, rules, players, pot, board)
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any, NamedTuple, TypeVar

import yaml

from potsplit.engine.amounts import amount
from potsplit.engine.checks import MAX_PLAYERS, check_name, too_many_players
from potsplit.engine.model import Player, Showdown
from potsplit.engine.rules import CHIPS_SHAPE, DEFAULT_CHIPS, RULES, Declaration, Rules, choose, declaration
from potsplit.errors import InvalidShowdown, Location, quoted, shortened, unknown_word
from potsplit.hands.cards import CARD_WORDS, DECK, Card, card_words, parse_card
from potsplit.hands.games import Game
from potsplit.io.documents import NULL_TAG, Document, Source, read_documents

TOP_KEYS = ("game", "chip", "dealer", "rules", "players", "pot", "board")
RULE_KEYS = tuple(RULES)
PLAYER_KEYS = ("name", "cards", "declare", "bet", "folded")
_BOOL = "tag:yaml.org,2002:bool"
_INT = "tag:yaml.org,2002:int"
_STR = "tag:yaml.org,2002:str"
PLAIN_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("null", "bool", "int", "float", "str", "timestamp", "merge", "value", "seq", "map")
)
"""The tags a showdown's nodes may have: those YAML gives plain values, and the same written out (``!!str 10``)."""
E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")


class _Doc(NamedTuple):
    """One document being read: its source name and the line of the stream where it starts, to locate errors."""

    source: str
    line: int = 0

    def at(self, node: yaml.Node) -> Location:
        mark = node.start_mark
        return Location(self.source, self.line + mark.line + 1, mark.column + 1)

    def at_word(self, node: yaml.Node, index: int) -> Location:
        """Where the *index*-th card of a string of cards is, when it is plain text on one line; else the node."""
        mark = node.start_mark
        if isinstance(node, yaml.ScalarNode) and not node.style and node.end_mark.line == mark.line:
            word = next(itertools.islice(CARD_WORDS.finditer(str(node.value)), index, None), None)
            if word is not None:
                return Location(self.source, self.line + mark.line + 1, mark.column + word.start() + 1)
        return self.at(node)

    def error(self, node: yaml.Node, message: str) -> InvalidShowdown:
        return InvalidShowdown(message, self.at(node))


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
            raise doc.error(key_node, unknown_word("key", key, allowed))
        if key in given:
            raise doc.error(key_node, f"key {key!r} is given twice")
        given.add(key)
        if value_node.tag != NULL_TAG:
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


def _parsed(doc: _Doc, node: yaml.Node, parse: Callable[[str], T], what: str) -> T:
    """The value of a text node as *parse* reads it; its error located at the node."""
    text = _text(doc, node, what)
    try:
        return parse(text)
    except InvalidShowdown as error:
        raise doc.error(node, error.message) from None


def _choice(doc: _Doc, node: yaml.Node, kind: type[E], what: str) -> E:
    return _parsed(doc, node, lambda text: choose(kind, text, what), what)


def _amount(doc: _Doc, node: yaml.Node, what: str) -> Fraction:
    """An exact amount (see :func:`~potsplit.engine.amounts.amount`), its error naming *what*."""
    try:
        return amount(_text(doc, node, what))
    except InvalidShowdown as error:
        raise doc.error(node, f"{what} {error.message}") from None


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
    return _parsed(doc, node, lambda text: declaration(text, chips), "declaration")


def _rules(doc: _Doc, node: yaml.Node | None) -> Rules:
    """Each rule read by its entry in :data:`~potsplit.engine.rules.RULES`, its error located at its value."""
    if node is None:
        return Rules()
    given: dict[str, Any] = {}
    for key, value in _mapping(doc, node, RULE_KEYS, "rules").items():
        rule = RULES[key]
        if key == "chips":
            given[rule.field] = _chips(doc, value)
        elif key == "qualifier" and value.tag not in (_INT, _STR):
            raise doc.error(value, f"qualifier must be a whole number, not {_kind(value)}")
        else:
            given[rule.field] = _parsed(doc, value, rule.parse, rule.what)
    return Rules(**given)


def _chips(doc: _Doc, node: yaml.Node) -> tuple[Declaration, Declaration, Declaration]:
    if not isinstance(node, yaml.SequenceNode) or len(node.value) != 3:
        raise doc.error(node, CHIPS_SHAPE)
    meanings = [_declaration(doc, item, DEFAULT_CHIPS) for item in node.value]
    try:
        return RULES["chips"].parse(meanings)  # type: ignore[no-any-return]  # the chips rule's value
    except InvalidShowdown as error:
        raise doc.error(node, error.message) from None


def _boolean(doc: _Doc, node: yaml.Node, what: str) -> bool:
    if node.tag != _BOOL:
        raise doc.error(node, f"{what} must be true or false, not {_kind(node)}")
    return str(node.value).lower() in ("true", "yes", "on", "y")


def _player(doc: _Doc, node: yaml.Node, chips: tuple[Declaration, ...], number: int) -> Player:
    keys = _mapping(doc, node, PLAYER_KEYS, f"player {number}")
    if "name" not in keys:
        raise doc.error(node, f"player {number} has no name")
    name = _name(doc, keys["name"])
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


MAX_DEPTH = 64
"""The deepest nesting of lists and mappings read; a showdown needs 4."""


def _check_nodes(doc: _Doc, root: yaml.Node) -> None:
    """The one walk over a document's nodes: each visited once, however many aliases name it.

    Refuses a node with a tag of its own (``!!python/object``, ``!fraction``: a showdown holds plain values;
    nodes are never constructed into objects, so a tag could do no harm, but it is not silently ignored),
    and lists and mappings nested deeper than :data:`MAX_DEPTH`.
    """
    seen: set[int] = set()
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if node.tag not in PLAIN_TAGS:
            tag = str(node.tag).replace("tag:yaml.org,2002:", "!!")
            raise doc.error(node, f"the YAML tag {quoted(tag)} is not allowed: a showdown holds plain values only")
        if isinstance(node, yaml.ScalarNode) or id(node) in seen:
            continue
        if depth > MAX_DEPTH:
            raise doc.error(node, f"not a showdown: lists and mappings nested more than {MAX_DEPTH} deep")
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            stack.extend((item, depth + 1) for item in reversed(node.value))
        else:
            for key, value in reversed(node.value):
                stack.append((value, depth + 1))
                stack.append((key, depth + 1))


def _name(doc: _Doc, node: yaml.Node) -> str:
    """A player's name, checked as soon as it is read: later messages quote it."""
    return _parsed(doc, node, lambda text: check_name(text.strip()), "a player's name")


def showdown_from_node(node: yaml.Node, source: str, line: int = 0) -> Showdown:
    """The showdown in one composed YAML document, whose piece of the stream starts at (0-based) *line*."""
    doc = _Doc(source, line)
    _check_nodes(doc, node)
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
    if len(players_node.value) > MAX_PLAYERS:
        raise doc.error(players_node, too_many_players(len(players_node.value)))
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


def locate(error: InvalidShowdown, document: Document, source: str) -> InvalidShowdown:
    """*error* located at the node its ``path`` names (or the nearest one given)."""
    here = document.node
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
    return error.located(_Doc(source, document.line).at(here))


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document; raises at the first invalid one."""
    for document in read_documents(stream, source):
        if isinstance(document, InvalidShowdown):
            raise document
        yield showdown_from_node(document.node, source, document.line)
