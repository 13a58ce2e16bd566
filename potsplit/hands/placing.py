"""Hands placed among each other: every hand's best five high and low (its first half's and its second's), and
its place.

Places are shared by equal hands and skip after them (1, 2, 2, 4). A hand that
does not qualify has no place: a low that is not good enough, Archie's high
without a pair of nines, a Chicago hand without a spade in the hole.

>>> from potsplit.hands.cards import parse_cards
>>> hands = [parse_cards("As Ad Kc Qd 2h"), parse_cards("Ah Ac Ks Qh 2d"), parse_cards("7s 5d 4c 3h 2s")]
>>> [(s.high.place, s.low.place) for s in place_hands(hands, (), Game.DRAW, HandKind.ACE_TO_FIVE, 8)]
[(1, None), (1, None), (3, 1)]
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from potsplit.hands.cards import Card
from potsplit.hands.games import Game, half_cards, hand_values
from potsplit.hands.ranking import HandKind, HandValue
from potsplit.hands.showing import Hand, best_hand


def places(values: Sequence[HandValue | None]) -> list[int | None]:
    """Competition places of *values*, the greatest first: equal hands share a place and the
    next place skips (1, 2, 2, 4); ``None`` (a low that does not qualify) has no place.

    >>> places([HandValue(5, HandKind.HIGH), HandValue(9, HandKind.HIGH), None, HandValue(5, HandKind.HIGH)])
    [2, 1, None, 2]
    """
    ranked = sorted((value.strength for value in values if value is not None), reverse=True)
    first: dict[int, int] = {}
    for place, strength in enumerate(ranked, 1):
        first.setdefault(strength, place)
    return [None if value is None else first[value.strength] for value in values]


def low_places(lows: Sequence[HandValue | None], qualifier: int | None) -> list[int | None]:
    """:func:`places` of hands (lows, in most games), where a hand that does not *qualifier* qualify (or none at
    all) has no place (see :meth:`~potsplit.hands.ranking.HandValue.qualifies`).

    >>> from potsplit.hands.ranking import five_card_value
    >>> seven, nine = (HandValue.of(five_card_value(ranks, False, HandKind.ACE_TO_FIVE), HandKind.ACE_TO_FIVE)
    ...                for ranks in ([7, 5, 4, 3, 2], [9, 5, 4, 3, 2]))
    >>> low_places([nine, seven], 8), low_places([nine, seven], None)
    ([None, 1], [2, 1])
    """
    return places([low if low is not None and low.qualifies(qualifier) else None for low in lows])


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
        """Whether the hand counts: when it qualifies (it then has a place); a high always does, but Archie's."""
        return self.place is not None

    def placed_at(self, place: int | None) -> Placed:
        """The same hand at another *place* among other hands (its best five found once for both)."""
        return Placed(self.value, place, lambda: self.hand)

    def __repr__(self) -> str:
        return f"Placed({self.value!r}, {self.place!r})"


class Finder(Protocol):
    """How a hand's best five are found for showing: :func:`~potsplit.hands.games.best_hand` and its like."""

    def __call__(
        self, hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: HandKind, value: HandValue, /
    ) -> Hand: ...


class RankedHand(NamedTuple):
    """One player's cards ranked high and low (``None``: the game has no hand that way)."""

    cards: tuple[Card, ...]
    high: Placed | None
    low: Placed | None


def place_hands(
    hands: Sequence[Sequence[Card]],
    board: Sequence[Card],
    game: Game,
    low: HandKind | None,
    qualifier: int | None,
    values: Sequence[tuple[HandValue | None, HandValue | None]] | None = None,
    find: Finder = best_hand,
    high_qualifier: int | None = None,
) -> list[RankedHand]:
    """Every hand's best high and low five, with their places among *hands* (cards already checked).

    High hands rank as the game ranks its first half (short deck's own way in short deck; badugi has none; a
    deuce-to-seven low in badeucy), and qualify by *high_qualifier* (a pair of nines, 9, in Archie); lows in the
    *low* system (``None``: no low is played), qualifying by *qualifier* (a drawmaha game's of the hole cards
    alone). *values*, each hand's high and low value when already worked out, spares working them out again;
    *find* finds a hand's cards to show, in its value's own ranking (with wild cards,
    :func:`~potsplit.hands.wild_show.best_wild_hand`).

    >>> from potsplit.hands.cards import parse_cards
    >>> board = parse_cards("9h 8s 7c 6d 6h")
    >>> ranked = place_hands([parse_cards("Ah Kd"), parse_cards("6s Ts")], board, Game.SHORT_DECK, None, None)
    >>> [(hand.high.hand.name, hand.high.place, hand.low) for hand in ranked if hand.high is not None]
    [('straight, nine high', 2, None), ('straight, ten high', 1, None)]
    """
    if values is None:
        values = [hand_values(hole, board, game, low) for hole in hands]
    high_places = low_places([high_value for high_value, _ in values], high_qualifier)
    lows_places = low_places([low_value for _, low_value in values], qualifier)
    return [
        RankedHand(
            tuple(hole), _placed(hole, board, game, high_value, high_place, find),
            _placed(*half_cards(hole, board, game, True), low_value, low_place, find),
        )
        for hole, (high_value, low_value), high_place, low_place in zip(
            hands, values, high_places, lows_places, strict=True
        )
    ]


def _placed(
    hole: Sequence[Card], board: Sequence[Card], game: Game, value: HandValue | None, place: int | None, find: Finder
) -> Placed | None:
    """The hand placed, its cards to be found by *find* in its value's own ranking; ``None`` without a value."""
    if value is None:
        return None
    return Placed(value, place, functools.partial(find, hole, board, game, value.ranking, value))
