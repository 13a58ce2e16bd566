"""Ranked hands: every hand's best five high and low, and its place.

Places are shared by equal hands and skip after them (1, 2, 2, 4). A low that
does not qualify has no place.

>>> from potsplit.hands.cards import parse_cards
>>> hands = [parse_cards("As Ad Kc Qd 2h"), parse_cards("Ah Ac Ks Qh 2d"), parse_cards("7s 5d 4c 3h 2s")]
>>> [(s.high.place, s.low.place) for s in rank_hands(hands, (), Game.DRAW, Ranking.ACE_TO_FIVE, 8)]
[(1, None), (1, None), (3, 1)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from potsplit.hands.cards import Card
from potsplit.hands.games import Game, Hand, best_hand
from potsplit.hands.ranking import Ranking, low_places, places


class Standing(NamedTuple):
    """A hand in one direction: its best five, its place, whether it qualifies."""

    hand: Hand
    place: int | None
    qualifies: bool = True


class RankedHand(NamedTuple):
    """One player's cards ranked high and low."""

    cards: tuple[Card, ...]
    high: Standing
    low: Standing


def rank_hands(
    hands: Sequence[Sequence[Card]],
    board: Sequence[Card],
    game: Game,
    low: Ranking,
    qualifier: int | None,
) -> list[RankedHand]:
    """Every hand's best high and low five, with their places among *hands*."""
    highs = [best_hand(hole, board, game, Ranking.HIGH) for hole in hands]
    lows = [best_hand(hole, board, game, low) for hole in hands]
    high_places = places([hand.value for hand in highs])
    lows_places = low_places([hand.value for hand in lows], qualifier)
    return [
        RankedHand(tuple(hole), Standing(high, high_place), Standing(low_hand, low_place, low_place is not None))
        for hole, high, high_place, low_hand, low_place in zip(
            hands, highs, high_places, lows, lows_places, strict=True
        )
    ]
