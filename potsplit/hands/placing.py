"""Hands placed among each other: every hand's best five high and low, and its place.

Places are shared by equal hands and skip after them (1, 2, 2, 4). A low that
does not qualify has no place.

>>> from potsplit.hands.cards import parse_cards
>>> hands = [parse_cards("As Ad Kc Qd 2h"), parse_cards("Ah Ac Ks Qh 2d"), parse_cards("7s 5d 4c 3h 2s")]
>>> [(s.high.place, s.low.place) for s in rank_hands(hands, (), Game.DRAW, Ranking.ACE_TO_FIVE, 8)]
[(1, None), (1, None), (3, 1)]
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from potsplit.hands.cards import Card
from potsplit.hands.games import Game, Hand, best_hand, hand_values
from potsplit.hands.ranking import HandValue, Ranking, low_places, places


class Placed:
    """A hand in one direction: what it is worth, its place (``None``: a low that does not qualify), and its
    best five cards, found when first asked for.

    Resolving a pot needs only the values; finding the five cards of every hand when it is ranked made
    ``benchmarks/resolve.py`` 40 to 46% slower (2,754 declare showdowns a second instead of 4,388).
    """

    __slots__ = ("_find", "_hand", "place", "value")

    def __init__(self, value: HandValue, place: int | None, find: Callable[[], Hand]) -> None:
        self.value = value
        self.place = place
        self._find = find
        self._hand: Hand | None = None

    @property
    def hand(self) -> Hand:
        """The best five cards, in reading order, and their value."""
        if self._hand is None:
            self._hand = self._find()
        return self._hand

    @property
    def qualifies(self) -> bool:
        """Whether the hand counts: always for high; for low, when it qualifies (it then has a place)."""
        return self.place is not None

    def __repr__(self) -> str:
        return f"Placed({self.value!r}, {self.place!r})"


class Finder(Protocol):
    """How a hand's best five are found for showing: :func:`~potsplit.hands.games.best_hand` and its like."""

    def __call__(
        self, hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: Ranking, value: HandValue, /
    ) -> Hand: ...


class RankedHand(NamedTuple):
    """One player's cards ranked high and low."""

    cards: tuple[Card, ...]
    high: Placed
    low: Placed


def rank_hands(
    hands: Sequence[Sequence[Card]],
    board: Sequence[Card],
    game: Game,
    low: Ranking,
    qualifier: int | None,
    values: Sequence[tuple[HandValue, HandValue]] | None = None,
    find: Finder = best_hand,
) -> list[RankedHand]:
    """Every hand's best high and low five, with their places among *hands* (cards already checked).

    *values*, each hand's high and low value when already worked out, spares working them out again; *find*
    finds a hand's best five to show (with wild cards, :func:`~potsplit.hands.wild_show.best_wild_hand`).
    """
    if values is None:
        values = [hand_values(hole, board, game, low) for hole in hands]
    high_places = places([high for high, _ in values])
    lows_places = low_places([low_value for _, low_value in values], qualifier)
    return [
        RankedHand(
            tuple(hole),
            Placed(high, high_place, functools.partial(find, hole, board, game, Ranking.HIGH, high)),
            Placed(low_value, low_place, functools.partial(find, hole, board, game, low, low_value)),
        )
        for hole, (high, low_value), high_place, low_place in zip(
            hands, values, high_places, lows_places, strict=True
        )
    ]
