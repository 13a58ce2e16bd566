"""Reading showdowns from YAML documents, with every error located (docs/rules.md: "The showdown", "Limits of input").

Each value is read from its YAML node (composed by :mod:`potsplit.read.documents`),
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
dealer, rules, players, pot, board, boards, boards-split, runs, rake, wild, jokers)
a.yaml:1:1: a showdown needs players:

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

import enum
import functools
from collections.abc import Callable, Iterator
from dataclasses import replace
from fractions import Fraction
from typing import Any, TypeVar

import yaml

from potsplit.engine.amounts import amount
from potsplit.engine.checks import CHECK_KINDS, MAX_PLAYERS, check_name, problems, too_many_players
from potsplit.engine.model import Player, Showdown, jokers_count
from potsplit.engine.rake import RakeSchedule
from potsplit.engine.rules import (
    CHIPS_SHAPE,
    DEFAULT_CHIPS,
    RULES,
    Declaration,
    Rule,
    Rules,
    declaration,
    yes_no,
)
from potsplit.errors import InvalidShowdown, Location, nearest, quoted, several, shortened, unknown_word
from potsplit.hands.cards import DECK, Card, Rank, card_words, parse_card
from potsplit.hands.games import game_named
from potsplit.read.documents import NULL_TAG, Document, Source, read_documents
from potsplit.read.keys import KEYS, PLAYER_KEYS, RULE_KEYS, misplaced
from potsplit.read.nodes import check_nodes, locate, node_location, word_location
from potsplit.said import Said

_BOOL = "tag:yaml.org,2002:bool"
_INT = "tag:yaml.org,2002:int"
_STR = "tag:yaml.org,2002:str"
E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")


class _Doc:
    """One document being read: its source name, the line of the stream where it starts (to locate errors),
    and the problems found so far (every one is reported, not only the first)."""

    __slots__ = ("line", "meant", "problems", "source", "unread")

    def __init__(self, source: str, line: int = 0) -> None:
        self.source = source
        self.line = line
        self.problems: list[InvalidShowdown] = []
        self.meant: list[str] = []
        """The keys that unknown keys were taken to mean (a slip, or a key in the wrong place)."""
        self.unread: set[str] = set()
        """The kinds of check (:data:`~potsplit.engine.checks.CHECK_KINDS`) that a value not read would mislead."""

    def attempt(self, read: Callable[[], T], *checks: str) -> T | None:
        """What *read* returns; or, if it finds a problem, ``None``, the problem kept to be reported (and the
        *checks* that the value is missing from marked unread)."""
        try:
            return read()
        except InvalidShowdown as error:
            self.problems.append(error)
            self.unread.update(checks)
            return None

    def at(self, node: yaml.Node) -> Location:
        return node_location(node, self.source, self.line)

    def at_word(self, node: yaml.Node, index: int) -> Location:
        """Where the *index*-th card of a string of cards is (see :func:`~potsplit.read.nodes.word_location`)."""
        return word_location(node, index, self.source, self.line)

    def error(self, node: yaml.Node, message: str) -> InvalidShowdown:
        return InvalidShowdown(message, self.at(node))


def _mapping(doc: _Doc, node: yaml.Node, place: str, what: str) -> dict[str, yaml.Node]:
    """The keys of a mapping node at *place* (see :data:`KEYS`), each known and given once; null values left out.

    A key that is unknown, or given twice, is a problem kept (see :meth:`_Doc.attempt`); the other keys are read.
    """
    allowed = KEYS[place]
    if not isinstance(node, yaml.MappingNode):
        raise doc.error(node, Said(
            "{what} must be a mapping of keys ({keys}), not {kind}",
            what=what, keys=", ".join(allowed), kind=_kind(node),
        ))
    found: dict[str, yaml.Node] = {}
    given: set[str] = set()  # null values too, for "given twice"
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            doc.problems.append(doc.error(key_node, Said(
                "a key must be text ({keys}), not {kind}", keys=", ".join(allowed), kind=_kind(key_node)
            )))
            continue
        key = str(key_node.value)
        if key not in allowed:
            doc.problems.append(doc.error(key_node, misplaced(key, place) or unknown_word(Said("key"), key, allowed)))
            meant = nearest(key, allowed) or key  # a slip for a key of this place, or one written in the wrong place
            doc.unread.update(_MEANT.get(meant, ("rules",) if meant in RULE_KEYS else ()))
            doc.meant.append(meant)
        elif key in given:
            doc.problems.append(doc.error(key_node, Said("key {key} is given twice", key=repr(key))))
        else:
            given.add(key)
            if value_node.tag != NULL_TAG:
                found[key] = value_node
    return found


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return Said("a mapping")
    if isinstance(node, yaml.SequenceNode):
        return Said("a list")
    return quoted(node.value)


def _text(doc: _Doc, node: yaml.Node, what: str) -> str:
    if not isinstance(node, yaml.ScalarNode):
        raise doc.error(node, Said("{what} must be text, not {kind}", what=what, kind=_kind(node)))
    return str(node.value)


def _parsed(doc: _Doc, node: yaml.Node, parse: Callable[[str], T], what: str) -> T:
    """The value of a text node as *parse* reads it; its error located at the node."""
    text = _text(doc, node, what)
    try:
        return parse(text)
    except InvalidShowdown as error:
        raise doc.error(node, error.message) from None


def _amount(doc: _Doc, node: yaml.Node, what: str) -> Fraction:
    """An exact amount (see :func:`~potsplit.engine.amounts.amount`), its error naming *what*."""
    text = _text(doc, node, what)
    try:
        return amount(text)
    except InvalidShowdown as error:
        raise doc.error(node, Said("{what} {message}", what=what, message=error.message)) from None


def _cards(doc: _Doc, node: yaml.Node, what: str) -> tuple[Card, ...]:
    return _items(doc, node, what, parse_card)


def _items(doc: _Doc, node: yaml.Node, what: str, parse: Callable[[str], T]) -> tuple[T, ...]:
    """Each item of a list or a string of cards (split on spaces and commas), read by *parse*; an error located
    at the item."""
    if isinstance(node, yaml.SequenceNode):
        _deck_size(doc, node, what, len(node.value))
        texts = [_text(doc, item, Said("a card")) for item in node.value]
    else:
        texts = card_words(_text(doc, node, what), len(DECK))
        _deck_size(doc, node, what, len(texts))
    items = []
    for index, text in enumerate(texts):
        try:
            items.append(parse(text))
        except InvalidShowdown as error:
            where = doc.at(node.value[index]) if isinstance(node, yaml.SequenceNode) else doc.at_word(node, index)
            raise InvalidShowdown(Said("{what}: {message}", what=what, message=_unprefixed(error.message, "wild")),
                                  where) from None
    return tuple(items)


def _unprefixed(message: str, key: str) -> str:
    """*message* without the ``KEY: `` it starts with, if it does (said, the message said after it)."""
    if isinstance(message, Said) and message.message == "{what}: {message}" and message.arguments["what"] == key:
        inner: str = message.arguments["message"]
        return inner
    return message.removeprefix(f"{key}: ") if message.startswith(f"{key}: ") else message


def _deck_size(doc: _Doc, node: yaml.Node, what: str, count: int) -> None:
    """Refuse more cards than a deck holds before reading them (a 10 MB string of cards would take seconds)."""
    if count > len(DECK):
        raise doc.error(node, Said("{what}: more than the {count} cards of a deck", what=what, count=len(DECK)))


def _wild(doc: _Doc, node: yaml.Node) -> tuple[Rank | Card, ...]:
    """``wild``: ranks, cards and names of wild cards, in a list or a string (see
    :func:`~potsplit.hands.wild.wild_cards`)."""
    from potsplit.hands.wild import wild_cards  # only when a card is wild

    return wild_cards([one for item in _items(doc, node, "wild", wild_cards) for one in item])


def _declaration(doc: _Doc, node: yaml.Node, chips: tuple[Declaration, ...]) -> Declaration:
    return _parsed(doc, node, lambda text: declaration(text, chips), Said("declaration"))


def _rules(doc: _Doc, node: yaml.Node | None) -> Rules:
    """Each rule read by its entry in :data:`~potsplit.engine.rules.RULES`, its error located at its value."""
    if node is None:
        return Rules()
    given: dict[str, Any] = {}
    for key, value in _mapping(doc, node, "rules", "rules").items():
        read = doc.attempt(functools.partial(_rule, doc, RULES[key], value), "rules")
        if read is not None:
            given[RULES[key].field] = read
    return Rules(**given)


def _rule(doc: _Doc, rule: Rule, node: yaml.Node) -> Any:
    """The value of one rule, read from its node."""
    if rule.key == "chips":
        return _chips(doc, node)
    if rule.key == "qualifier" and node.tag not in (_INT, _STR):
        raise doc.error(node, Said("qualifier must be a whole number, not {value}", value=_kind(node)))
    return _parsed(doc, node, rule.parse, rule.what)


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
        raise doc.error(node, Said("{what} must be true or false, not {kind}", what=what, kind=_kind(node)))
    return str(node.value).lower() in ("true", "yes", "on", "y")


_UNREAD = {"cards": ("cards",), "folded": CHECK_KINDS, "declare": ("rules",), "bet": ("money",), "ante": ("money",),
           "expect": ("money",)}
"""For each key of a player, the checks that are skipped when its value cannot be read."""
_MEANT = _UNREAD | {
    "name": CHECK_KINDS, "players": CHECK_KINDS, "rules": ("rules",), "pot": ("money",), "chip": ("money",),
    "board": ("cards",), "game": ("cards",), "dealer": ("players",), "wild": ("cards",), "jokers": ("cards",),
    "boards": ("cards",), "boards-split": ("rules",),
}
"""For each key, the checks that are skipped when it was meant but misspelled or written in the wrong place (a
check would report its value missing); each rule's key skips the rules' checks."""


def _player(doc: _Doc, node: yaml.Node, chips: tuple[Declaration, ...], number: int) -> Player | None:
    """One player, each of his keys read (every problem kept; a value not read left at its default);
    ``None`` without a name."""
    slips = len(doc.meant)
    keys = _mapping(doc, node, "player", Said("player {number}", number=number))
    meant = doc.meant[slips:]  # what this player's unknown keys were taken to mean
    if "name" not in keys:
        doc.problems.append(doc.error(node, Said("player {number} has no name", number=number)))
        name = None
    else:
        name = doc.attempt(lambda: _name(doc, keys["name"]))
    shown = Said("player {number}", number=number) if name is None else shortened(name)

    def read(key: str, value: Callable[[yaml.Node], T], default: T) -> T:
        if key not in keys:
            return default
        got = doc.attempt(lambda: value(keys[key]), *_UNREAD[key])
        return default if got is None else got

    before = len(doc.problems)
    no_cards: tuple[Card, ...] = ()
    cards = read("cards", lambda value: _cards(doc, value, Said("{name}'s cards", name=shown)), no_cards)
    cards_read = len(doc.problems) == before
    folded = read("folded", lambda value: _boolean(doc, value, "folded"), False)
    declare = read("declare", lambda value: _declaration(doc, value, chips), None)
    bet = read("bet", lambda value: _amount(doc, value, Said("{name}'s bet", name=shown)), None)
    ante = read("ante", lambda value: _amount(doc, value, Said("{name}'s ante", name=shown)), None)
    expect = read("expect", lambda value: _amount(doc, value, Said("{name}'s expected payout", name=shown)), None)
    if not cards and cards_read and not folded and "cards" not in meant:
        doc.problems.append(doc.error(node, Said(
            "{name} has no cards (only a folded player may leave them out)", name=shown
        )))
        doc.unread.add("cards")
    if name is None:
        doc.unread.update(CHECK_KINDS)
        return None
    return Player(name=name, cards=cards, declare=declare, bet=bet, folded=folded, ante=ante, expect=expect)


def _name(doc: _Doc, node: yaml.Node) -> str:
    """A player's name, checked as soon as it is read: later messages quote it."""
    return _parsed(doc, node, lambda text: check_name(text.strip()), Said("a player's name"))


def showdown_from_node(node: yaml.Node, source: str, line: int = 0) -> Showdown:
    """The showdown in one composed YAML document, whose piece of the stream starts at (0-based) *line*.

    Every problem of the document is reported at once (see :func:`~potsplit.errors.several`), in line order.
    """
    doc = _Doc(source, line)
    check_nodes(node, doc.error)
    keys = _mapping(doc, node, "showdown", Said("a showdown"))
    rules = doc.attempt(lambda: _rules(doc, keys.get("rules")), "rules") or Rules()
    players = doc.attempt(lambda: _players(doc, node, keys.get("players"), rules.chips), *CHECK_KINDS)

    def read(key: str, value: Callable[[yaml.Node], T], *checks: str) -> T | None:
        return doc.attempt(lambda: value(keys[key]), *checks) if key in keys else None

    board = read("board", lambda value: _cards(doc, value, Said("the board")), "cards")
    game = read("game", lambda value: _parsed(doc, value, game_named, Said("game")), "cards")
    pot = read("pot", lambda value: _amount(doc, value, Said("the pot")), "money")
    chip = read("chip", lambda value: _amount(doc, value, Said("the chip")), "money")
    dealer = read("dealer", lambda value: _text(doc, value, Said("the dealer")).strip(), "players")
    wild = read("wild", lambda value: _wild(doc, value), "cards")
    jokers = read("jokers", lambda value: _parsed(doc, value, jokers_count, "jokers"), "cards")
    boards = read("boards", lambda value: _boards(doc, value), "cards")
    split = read("boards-split", lambda value: _rule(doc, RULES["boards-split"], value), "rules")
    if split is not None:
        rules = replace(rules, boards_split=split)
    runs = read("runs", lambda value: _runs(doc, value))
    rake = read("rake", lambda value: _rake(doc, value))
    showdown = None
    if players is not None and set(CHECK_KINDS) - doc.unread:
        showdown = Showdown(
            players=players, board=board or (), game=game, pot=pot, chip=chip, dealer=dealer, rules=rules,
            wild=wild or (), jokers=jokers, boards=boards or (), runs=runs or (), rake=rake,
        )
    if doc.problems:  # and the problems the checks find in what was read: every problem at once
        if showdown is not None:
            found = problems(showdown, frozenset(doc.unread))
            doc.problems += [locate(error, Document(node, line), source) for error in found]
        raise several(doc.problems)
    assert showdown is not None  # every value was read
    return showdown


def _boards(doc: _Doc, node: yaml.Node) -> tuple[tuple[Card, ...], ...]:
    """``boards``: a list of boards, each a string or a list of cards as ``board`` is."""
    if not isinstance(node, yaml.SequenceNode):
        raise doc.error(node, Said(
            "boards must be a list of boards, each written as board is, not {kind}", kind=_kind(node)
        ))
    _deck_size(doc, node, Said("boards"), len(node.value))
    return tuple(
        _cards(doc, item, Said("board {number}", number=number)) for number, item in enumerate(node.value, 1)
    )


def _runs(doc: _Doc, node: yaml.Node) -> tuple[int, ...]:
    """``runs``: on how many boards each pot is played, main pot first: a list of whole numbers from 1."""
    if not isinstance(node, yaml.SequenceNode):
        raise doc.error(node, Said(
            "runs must list on how many boards each pot is played, main pot first (such as [2, 1]), not {kind}",
            kind=_kind(node),
        ))
    _deck_size(doc, node, Said("runs"), len(node.value))
    runs = []
    for item in node.value:
        text = _text(doc, item, Said("a number of boards")).strip()
        if not (text.isascii() and text.isdigit() and len(text) <= 2 and int(text) >= 1):
            raise doc.error(item, Said("runs: a pot is played on 1 board or more, not {value}", value=quoted(text)))
        runs.append(int(text))
    return tuple(runs)


def _rake(doc: _Doc, node: yaml.Node) -> RakeSchedule:
    """``rake``: the keys of a schedule, each read from its node, and the schedule checked as a whole; each error
    located at the key's value."""
    keys = _mapping(doc, node, "rake", Said("rake"))
    given: dict[str, Any] = {}
    for key, value in keys.items():
        what = Said("rake: {key}", key=key)
        if key == "per":
            if not isinstance(value, yaml.SequenceNode) or len(value.value) != 2:
                raise doc.error(value, Said(
                    "rake: per: is [R, S]: R for every whole S in the pot, such as [0.25, 5]"
                ))
            given["per"] = [_amount(doc, item, what) for item in value.value]
        elif key == "cap-by-players":
            if not isinstance(value, yaml.MappingNode) or not value.value:
                raise doc.error(value, Said(
                    "rake: cap-by-players: is a mapping of players dealt to caps, such as {example}",
                    example="{2: 1, 3: 2, 5: 3}",
                ))
            given["cap_by_players"] = [
                (_text(doc, players, what), _amount(doc, cap, what)) for players, cap in value.value
            ]
        elif key == "no-flop-no-drop":
            given["no_flop_no_drop"] = _parsed(doc, value, lambda text: yes_no(text, "no-flop-no-drop"), what)
        else:
            given[key] = _amount(doc, value, what)
    try:
        return RakeSchedule(**given)
    except InvalidShowdown as error:
        place = error.path[1] if len(error.path) > 1 else None
        raise doc.error(keys.get(str(place), node) if place else node, error.message) from None


def _players(
    doc: _Doc, top: yaml.Node, node: yaml.Node | None, chips: tuple[Declaration, ...]
) -> tuple[Player, ...] | None:
    """The players of a showdown (``None`` when one of them has a problem, kept to be reported)."""
    if node is None:
        raise doc.error(top, Said("a showdown needs players:"))
    if not isinstance(node, yaml.SequenceNode) or not node.value:
        raise doc.error(node, Said("players must be a list of players ({keys})", keys=", ".join(PLAYER_KEYS)))
    numbers: dict[int, int] = {}  # a player node's id -> its number: an alias of a player is not another player
    for number, item in enumerate(node.value, 1):
        if numbers.setdefault(id(item), number) != number:
            raise doc.error(item, Said(
                "player {number} is player {first} again (a YAML alias)", number=number, first=numbers[id(item)]
            ))
    if len(node.value) > MAX_PLAYERS:
        raise doc.error(node, too_many_players(len(node.value)))
    players = [_player(doc, item, chips, number) for number, item in enumerate(node.value, 1)]
    return None if None in players else tuple(player for player in players if player is not None)


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document; raises at the first invalid one."""
    for document in read_documents(stream, source):
        if isinstance(document, InvalidShowdown):
            raise document
        yield showdown_from_node(document.node, source, document.line)
