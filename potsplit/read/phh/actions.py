"""The action notation of the PHH standard, read into actions (docs/rules.md: "Hand histories").

``[[Actor Action[ Arguments...]][ # Commentary]]``: the dealer ``d`` deals
the board (``d db CARDS``) or a player's cards (``d dh pN CARDS``); a player
``pN`` (N from 1) brings in (``pb``), completes, bets or raises to an amount
(``cbr AMOUNT``), checks or calls (``cc``), folds (``f``), stands pat or
discards (``sd [CARDS]``), shows (``sm CARDS``, or ``sm -`` for the cards he
was dealt) or mucks (``sm``). An empty action or a commentary alone does
nothing. Cards are written together, two characters each (``Ac2d``); ``??``
is a card nobody saw.

>>> parse_action("p3 cbr 7000  # Dwan", 0, 3)
Action(text='p3 cbr 7000  # Dwan', verb='cbr', player=2, cards=(), amount=7000, shown=False)
>>> parse_action("d dh p1 ??Ad", 1, 3).cards
(None, Card('Ad'))
>>> parse_action("p9 cc", 7, 6)
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: actions[7] 'p9 cc': there is no player p9 (the hand has 6: p1 to p6)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from potsplit.engine.amounts import amount as read_amount
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import Card, parse_card
from potsplit.read.phh.limits import MOST_DIGITS
from potsplit.said import Said

GRAMMAR = "d db CARDS, d dh pN CARDS, pN pb, pN cbr AMOUNT, pN cc, pN f, pN sd [CARDS], pN sm [CARDS]"
"""Every action the notation has, for messages."""
UNKNOWN = "??"
Wrong = Callable[[str], InvalidShowdown]
"""The error about the action being read, saying what is wrong with it."""
Money = int | Fraction
"""An exact amount as a hand history is read: a whole one stays an int (replaying took a third longer with every
amount a Fraction)."""


class Action(NamedTuple):
    """One action: its text, the verb (``db``, ``dh``, ``pb``, ``cbr``, ``cc``, ``f``, ``sd``, ``sm``; empty for a
    no-op), the player (0-based; ``None`` for the board), the cards (``None`` for one unknown), the amount of a
    ``cbr``, and whether a bare ``sm`` shows (``sm -``). Where it is in ``actions`` is its caller's to know: one
    action, read once, serves every hand that has it."""

    text: str
    verb: str
    player: int | None
    cards: tuple[Card | None, ...]
    amount: Money | None
    shown: bool

    def problem(self, at: int, message: str) -> InvalidShowdown:
        """An error about this action, the *at*-th: ``actions[7] 'p9 cbr 20': message``, at ``("actions", 7)``."""
        return InvalidShowdown(Said("actions[{at}] {action}: {message}", at=str(at), action=quoted(self.text.strip()),
                                    message=message), path=("actions", at))


_PLAYER_VERBS = {"pb": 0, "cc": 0, "f": 0, "cbr": 1, "sd": None, "sm": None}
"""A player's verbs and how many arguments each takes (``None``: none or one)."""


_READ: dict[tuple[str, int], Action] = {}
"""Actions read already, by their text and the hand's players: most recur (``p2 cc``), and a hand history
of 10,000 hands spent a third of its replay reading them again. Emptied when full."""
KEPT = 1 << 14


def parse_action(text: str, index: int, players: int) -> Action:
    """The action *text* (the *index*-th of the hand), for a hand of *players*; raises at one that is not."""
    known = _READ.get((text, players))
    if known is not None:
        return known
    action = _parsed(text, index, players)
    if len(_READ) >= KEPT:
        _READ.clear()
    _READ[(text, players)] = action
    return action


def _parsed(text: str, index: int, players: int) -> Action:
    words = text.split("#", 1)[0].split()
    noop = Action(text, "", None, (), None, False)

    def wrong(message: str) -> InvalidShowdown:
        return noop.problem(index, message)

    if not words:
        return noop
    actor, *rest = words
    if actor == "d":
        if rest[:1] == ["db"] and len(rest) == 2:
            return Action(text, "db", None, cards(rest[1], wrong), None, False)
        if rest[:1] == ["dh"] and len(rest) == 3:
            return Action(text, "dh", player(rest[1], players, wrong), cards(rest[2], wrong), None, False)
        raise wrong(Said("not an action of the dealer (d db CARDS, d dh pN CARDS; all actions: {grammar})",
                         grammar=GRAMMAR))
    seat = player(actor, players, wrong)
    verb = rest[0] if rest else ""
    if verb not in _PLAYER_VERBS:
        raise wrong(Said("not an action (allowed: {grammar})", grammar=GRAMMAR))
    arguments = rest[1:]
    wanted = _PLAYER_VERBS[verb]
    if (wanted is None and len(arguments) > 1) or (wanted is not None and len(arguments) != wanted):
        raise wrong(Said("not an action (allowed: {grammar})", grammar=GRAMMAR))
    if verb == "cbr":
        return Action(text, verb, seat, (), _amount(arguments[0], wrong), False)
    if verb in ("sd", "sm") and arguments:
        if verb == "sm" and arguments[0] == "-":
            return Action(text, verb, seat, (), None, True)
        return Action(text, verb, seat, cards(arguments[0], wrong), None, True)
    return Action(text, verb, seat, (), None, False)


def player(word: str, players: int, wrong: Wrong) -> int:
    """The 0-based index of the player ``pN``."""
    number = word[1:]
    if word[:1] != "p" or not (number.isascii() and number.isdigit()):
        raise wrong(Said("{word} is not a player: players are p1 to p{count}", word=quoted(word), count=str(players)))
    if not 1 <= int(number) <= players:
        raise wrong(Said("there is no player {word} (the hand has {count}: p1 to p{count})", word=word,
                         count=str(players)))
    return int(number) - 1


def cards(word: str, wrong: Wrong) -> tuple[Card | None, ...]:
    """Cards written together, two characters each (``??`` unknown)."""
    if len(word) % 2 or len(word) > 2 * 60:
        raise wrong(Said("{word} is not cards: each card is two characters (Ac, Td, ?? for one unknown)",
                         word=quoted(word)))
    found: list[Card | None] = []
    for start in range(0, len(word), 2):
        text = word[start : start + 2]
        if text == UNKNOWN:
            found.append(None)
            continue
        try:
            found.append(parse_card(text))
        except InvalidShowdown as error:
            raise wrong(error.message) from None
    return tuple(found)


def _amount(word: str, wrong: Wrong) -> Money:
    digits = sum(character.isdigit() for character in word)
    if digits > MOST_DIGITS:
        raise wrong(Said("a number of {count:,} digits: an amount has at most {most}", count=digits, most=MOST_DIGITS))
    if word.isascii() and word.isdigit() and int(word) > 0:
        return int(word)
    try:
        value = read_amount(word)
    except InvalidShowdown as error:
        raise wrong(Said("{what} {message}", what=Said("the amount"), message=error.message)) from None
    if value <= 0:
        raise wrong(Said("the amount must be more than 0, not {word}", word=word))
    return value
