"""What plays wild in a showdown (spec sections 2a and 2b): how many jokers its deck holds, and which of the
cards in play are wild.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from potsplit.engine.games import GAME_RULES
from potsplit.engine.rules import Joker
from potsplit.errors import InvalidShowdown, quoted
from potsplit.said import Said

if TYPE_CHECKING:  # the model imports this module; a card that may be wild imports the rest
    from potsplit.engine.model import Showdown
    from potsplit.hands.wild import WildPlay

MOST_JOKERS = 2
"""The most jokers a deck holds."""


def jokers_count(value: object) -> int:
    """How many jokers the deck holds: a whole number 0 to :data:`MOST_JOKERS` (or its digits).

    >>> jokers_count("2")
    2
    >>> jokers_count(3)
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: jokers is how many jokers the deck holds, 0 to 2, not 3
    """
    number = value.strip() if isinstance(value, str) else value
    if isinstance(number, str) and number.isascii() and number.isdigit() and len(number) == 1:
        number = int(number)
    if isinstance(number, int) and not isinstance(number, bool) and 0 <= number <= MOST_JOKERS:
        return number
    shown = str(value) if isinstance(value, int) and not isinstance(value, bool) else quoted(value)
    raise InvalidShowdown(Said(
        "jokers is how many jokers the deck holds, 0 to {most}, not {value}", most=MOST_JOKERS, value=shown
    ))


def jokers_of(showdown: Showdown) -> int:
    """How many jokers the deck holds: as given, else the named game's (California lowball's one), else none."""
    if showdown.jokers is not None:
        return showdown.jokers
    named = GAME_RULES.get(showdown.game) if showdown.game is not None else None
    return 0 if named is None else named.jokers


def wild_play(showdown: Showdown) -> WildPlay | None:
    """What plays wild among the cards of the players still in and the board, or ``None`` when nothing does:
    then the showdown is evaluated as one without wild cards, as it is."""
    from potsplit.hands.wild import WildPlay, wild_codes  # only when a card may be wild

    codes = wild_codes(showdown.wild) if showdown.wild else frozenset()
    play = WildPlay(codes, showdown.rules.joker is Joker.WILD, showdown.rules.natural_beats_wild)
    cards = [card for player in showdown.in_hand for card in player.cards]
    return play if play.holds_wild([*cards, *showdown.board]) else None
