"""Short deck (six-plus hold'em): the 36 cards from six to ace, and the check that cards come from them.

Short deck ranks hands as :data:`~potsplit.hands.ranking.HandKind.SHORT_DECK`:
high, except that a flush beats a full house and A-6-7-8-9 is the lowest
straight (the ace plays low in it); a wheel cannot exist.

>>> from potsplit.hands.cards import parse_cards
>>> len(SHORT_DECK), str(SHORT_DECK[0]), str(SHORT_DECK[-1])
(36, '6c', 'As')
>>> check_short_deck(parse_cards("As 6d"))
>>> check_short_deck(parse_cards("As 5h 9d 2c"))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: 5h and 2c are not in a short deck, which holds the 36 cards from six to ace
"""

from __future__ import annotations

from collections.abc import Iterable

from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import DECK, JOKER_CODE, Card, Rank
from potsplit.said import Names, Said

LOWEST_RANK = Rank.SIX
SHORT_DECK: tuple[Card, ...] = tuple(card for card in DECK if card.rank >= LOWEST_RANK)
"""The 36 cards of a short deck, by code (6c first, As last)."""


def check_short_deck(cards: Iterable[Card]) -> None:
    """Raise :class:`InvalidShowdown` naming every card of *cards* below six (a joker is none of them)."""
    outside = [str(card) for card in cards if card.code != JOKER_CODE and card.rank < LOWEST_RANK]
    if outside:
        raise InvalidShowdown(Said.counted(
            "{cards} is not in a short deck, which holds the 36 cards from six to ace",
            "{cards} are not in a short deck, which holds the 36 cards from six to ace",
            1 if len(outside) == 1 else 2, cards=Names(outside),
        ))
