"""Reading showdowns from YAML, with every error located (spec sections 1 and 7).

YAML is read with PyYAML's safe composer (the C one when available) into
nodes, never into arbitrary objects, and each value is read from its node, so
that an error can name the file, line and column. Several ``---`` documents in
one input are read one at a time.

>>> showdown = next(read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]", "a.yaml"))
>>> showdown.players[0].name, showdown.pot
('Al', None)
>>> next(read_showdowns("playrs: []", "a.yaml"))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: a.yaml:1:1: unknown key 'playrs': did you mean 'players'?
"""

from __future__ import annotations

import difflib
import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import IO, TypeVar

import yaml

from potsplit.cards import Card, parse_card
from potsplit.errors import InvalidShowdown, Location
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

try:  # the C composer is several times faster
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]

TOP_KEYS = ("game", "chip", "dealer", "rules", "players", "pot", "board")
RULE_KEYS = ("method", "low", "qualifier", "swing-ties", "forfeit", "no-winner", "odd-chip", "chips")
PLAYER_KEYS = ("name", "cards", "declare", "bet", "folded")
DECLARATION_WORDS = {
    "high": Declaration.HIGH, "hi": Declaration.HIGH,
    "low": Declaration.LOW, "lo": Declaration.LOW,
    "swing": Declaration.SWING, "both": Declaration.SWING,
}
_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)|[+-]?\d+\s*/\s*\d+")
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_BOOL = "tag:yaml.org,2002:bool"
_MAX_NUMBER_TEXT = 40
E = TypeVar("E", bound=enum.Enum)


@dataclass(frozen=True)
class _Doc:
    """One document being read: its source name, to locate errors."""

    source: str

    def at(self, node: yaml.Node) -> Location:
        mark = node.start_mark
        return Location(self.source, mark.line + 1, mark.column + 1)

    def error(self, node: yaml.Node, message: str) -> InvalidShowdown:
        return InvalidShowdown(message, self.at(node))


def _nearest(word: str, allowed: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word.lower(), allowed, n=1, cutoff=0.6)
    if close:
        return f": did you mean {close[0]!r}?"
    return f" (allowed: {', '.join(allowed)})"


def _mapping(doc: _Doc, node: yaml.Node, allowed: tuple[str, ...], what: str) -> dict[str, yaml.Node]:
    """The keys of a mapping node, each known and given once; null values left out."""
    if not isinstance(node, yaml.MappingNode):
        raise doc.error(node, f"{what} must be a mapping of keys ({', '.join(allowed)}), not {_kind(node)}")
    found: dict[str, yaml.Node] = {}
    for key_node, value_node in node.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
        if not isinstance(key, str) or key not in allowed:
            shown = key if isinstance(key, str) else _kind(key_node)
            raise doc.error(key_node, f"unknown key {shown!r}{_nearest(str(shown), allowed)}")
        if key in found or (key + " (null)") in found:
            raise doc.error(key_node, f"key {key!r} is given twice")
        if value_node.tag == _NULL:
            found[key + " (null)"] = value_node  # remember it for "given twice"
        else:
            found[key] = value_node
    return {key: value for key, value in found.items() if not key.endswith(" (null)")}


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return f"{node.value!r}"


def _text(doc: _Doc, node: yaml.Node, what: str) -> str:
    if not isinstance(node, yaml.ScalarNode):
        raise doc.error(node, f"{what} must be text, not {_kind(node)}")
    return str(node.value)


def _choice(doc: _Doc, node: yaml.Node, kind: type[E], what: str, allowed: tuple[E, ...] | None = None) -> E:
    options = allowed or tuple(kind)
    text = _text(doc, node, what).strip().lower()
    for option in options:
        if option.value == text:
            return option
    words = tuple(str(option.value) for option in options)
    raise doc.error(node, f"unknown {what} {node.value!r}{_nearest(text, words)}")


def _amount(doc: _Doc, node: yaml.Node, what: str) -> Fraction:
    """An exact amount: an integer, a decimal as written (0.1 is 1/10), or a fraction "3/4"."""
    text = _text(doc, node, what).strip()
    if len(text) > _MAX_NUMBER_TEXT or not _NUMBER.fullmatch(text):
        raise doc.error(node, f"{what} must be an amount (40, 12.50 or \"3/4\"), not {node.value!r}")
    try:
        return Fraction(text.replace(" ", ""))
    except ZeroDivisionError:
        raise doc.error(node, f"{what} {text!r} divides by zero") from None


def _cards(doc: _Doc, node: yaml.Node, what: str) -> tuple[Card, ...]:
    items: list[yaml.Node]
    if isinstance(node, yaml.SequenceNode):
        items = node.value
        texts = [(item, _text(doc, item, "a card")) for item in items]
    else:
        text = _text(doc, node, what)
        texts = [(node, word) for word in text.replace(",", " ").split()]
    cards = []
    for item, text in texts:
        try:
            cards.append(parse_card(text))
        except InvalidShowdown as error:
            raise doc.error(item, f"{what}: {error.message}") from None
    return tuple(cards)


def _declaration(doc: _Doc, node: yaml.Node, chips: tuple[Declaration, ...]) -> Declaration:
    text = _text(doc, node, "declaration").strip().lower()
    if text in DECLARATION_WORDS:
        return DECLARATION_WORDS[text]
    if text in ("0", "1", "2"):
        return chips[int(text)]
    raise doc.error(
        node,
        f"unknown declaration {node.value!r}: declare high, low or swing (hi, lo, both), "
        "or 0, 1 or 2 chips in hand" + _nearest(text, tuple(DECLARATION_WORDS)).replace(" (allowed", " (words"),
    )


def _rules(doc: _Doc, node: yaml.Node | None) -> Rules:
    if node is None:
        return Rules()
    keys = _mapping(doc, node, RULE_KEYS, "rules")
    rules = Rules()
    if "method" in keys:
        rules = replace(rules, method=_choice(doc, keys["method"], Method, "method"))
    if "low" in keys:
        rules = replace(rules, low=_choice(doc, keys["low"], Ranking, "low system", LOW_SYSTEMS))
    if "qualifier" in keys:
        rules = replace(rules, qualifier=_integer(doc, keys["qualifier"], "qualifier"))
    if "swing-ties" in keys:
        rules = replace(rules, swing_ties=_choice(doc, keys["swing-ties"], SwingTies, "swing-ties rule"))
    if "forfeit" in keys:
        rules = replace(rules, forfeit=_choice(doc, keys["forfeit"], Forfeit, "forfeit rule"))
    if "no-winner" in keys:
        rules = replace(rules, no_winner=_choice(doc, keys["no-winner"], NoWinner, "no-winner rule"))
    if "odd-chip" in keys:
        rules = replace(rules, odd_chip=_choice(doc, keys["odd-chip"], OddChip, "odd-chip rule"))
    if "chips" in keys:
        rules = replace(rules, chips=_chips(doc, keys["chips"]))
    return rules


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
        raise doc.error(node, f"{what} must be a whole number, not {node.value!r}")
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
    cards = _cards(doc, keys["cards"], f"{name}'s cards") if "cards" in keys else ()
    folded = _boolean(doc, keys["folded"], "folded") if "folded" in keys else False
    if not cards and not folded:
        raise doc.error(node, f"{name} has no cards (only a folded player may leave them out)")
    return Player(
        name=name,
        cards=cards,
        declare=_declaration(doc, keys["declare"], chips) if "declare" in keys else None,
        bet=_amount(doc, keys["bet"], f"{name}'s bet") if "bet" in keys else None,
        folded=folded,
    )


def showdown_from_node(node: yaml.Node, source: str) -> Showdown:
    """The showdown in one composed YAML document."""
    doc = _Doc(source)
    keys = _mapping(doc, node, TOP_KEYS, "a showdown")
    rules = _rules(doc, keys.get("rules"))
    if "players" not in keys:
        raise doc.error(node, "a showdown needs players:")
    players_node = keys["players"]
    if not isinstance(players_node, yaml.SequenceNode) or not players_node.value:
        raise doc.error(players_node, "players must be a list of players (name, cards, declare, bet, folded)")
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


def read_nodes(stream: Source, source: str) -> Iterator[yaml.Node]:
    """The documents of *stream*, composed one at a time; YAML errors become located errors."""
    documents = yaml.compose_all(stream, Loader=SafeLoader)
    while True:
        try:
            node = next(documents)
        except StopIteration:
            return
        except yaml.MarkedYAMLError as error:
            mark = error.problem_mark or error.context_mark
            location = Location(source, mark.line + 1, mark.column + 1) if mark else Location(source)
            problem = error.problem or error.context or "invalid YAML"
            raise InvalidShowdown(f"not valid YAML: {problem}", location) from None
        except yaml.YAMLError as error:  # e.g. invalid UTF-8, a NUL byte
            raise InvalidShowdown(f"not valid YAML: {_one_line(error)}", Location(source)) from None
        except RecursionError:
            raise InvalidShowdown("not a showdown: the YAML is nested too deeply", Location(source)) from None
        if node is not None:
            yield node


def _one_line(error: Exception) -> str:
    return " ".join(str(error).split())


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document; raises at the first invalid one."""
    for node in read_nodes(stream, source):
        yield showdown_from_node(node, source)
