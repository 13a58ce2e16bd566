"""Badugi: which of a player's four cards make his hand, and its code, fast.

A badugi hand is the largest set of a player's cards with no two of the same
rank nor of the same suit; of several such sets, the best (the ace is low):
a set of more cards beats any set of fewer, and sets of one size compare by
their highest card, then the next, the lower winning (see
:func:`potsplit.hands.ranking.badugi_code`). A-2-3-4 of four suits is the best
hand of all; four cards of one suit (or of one rank) make a one-card hand.

>>> from potsplit.hands.cards import format_cards, parse_cards
>>> cards = parse_cards("Kd 2c 3c 7h")
>>> format_cards(badugi_set(cards))
'Kd 7h 2c'
>>> from potsplit.hands.ranking import HandValue, HandKind
>>> HandValue.of(best_badugi_code([card.code for card in cards]), HandKind.BADUGI).name
'three-card hand, king high'
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from potsplit.hands.cards import DECK, Card
from potsplit.hands.lookup import Memo
from potsplit.hands.ranking import badugi_code


def _reading_key(card: Card) -> tuple[int, int]:
    """Badugi's order of cards: by rank with the ace lowest, then by suit."""
    return (1 if card.rank == 14 else int(card.rank)), int(card.suit)


def badugi_set(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The rulebook: the cards of the best badugi of *cards*, highest first (the ace lowest).

    Every set of the most cards that are all of different ranks and suits is
    looked at, and the one with the lowest code kept. Of several sets of the
    same value (2c or 2d with 5h 7s), the one with the higher cards, by rank
    then suit, is shown: the first in the order the sets are tried.

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> format_cards(badugi_set(parse_cards("2c 2d 5h 7s"))), format_cards(badugi_set(parse_cards("Ks Qs 4s As")))
    ('7s 5h 2d', 'As')
    """
    ordered = sorted(cards, key=_reading_key, reverse=True)
    for size in range(min(4, len(ordered)), 0, -1):
        best: tuple[int, tuple[Card, ...]] | None = None
        for chosen in itertools.combinations(ordered, size):
            if len({card.rank for card in chosen}) == size == len({card.suit for card in chosen}):
                code = badugi_code([card.rank for card in chosen])
                if best is None or code < best[0]:
                    best = code, chosen
        if best is not None:
            return best[1]
    return ()


# The fast evaluator. A card's bit: 13 bits a suit, its rank within them
# (ace bit 0), so that four cards OR-ed together hold each suit's rank set.
# Which suit is which does not change a badugi, so the four rank sets,
# sorted, key the table: 16,432 keys cover all 270,725 hands of four cards.
_SUIT_RANK_BIT = [1 << (13 * (code & 3) + (0 if code >> 2 == 12 else (code >> 2) + 1)) for code in range(52)]
_SUIT = (1 << 13) - 1


def _work_out(key: tuple[int, ...]) -> int:
    """The code of the cards whose suits' rank sets are *key* (ace bit 0), suits taken in its order."""
    cards = [
        DECK[4 * (12 if rank == 0 else rank - 1) + suit]
        for suit, ranks in enumerate(key)
        for rank in range(13)
        if ranks >> rank & 1
    ]
    return badugi_code([card.rank for card in badugi_set(cards)])


_TABLE: Memo[tuple[int, ...]] = Memo(_work_out)
"""Sorted suits' rank sets -> code, each worked out by the rulebook when first asked for (about 20 us)."""


def best_badugi_code(codes: Sequence[int]) -> int:
    """The code of the best badugi of exactly four card *codes* (a badness: lower is better).

    A table lookup, about 0.8 us a hand once the table holds it (a tuple key
    sorted each time; the 52-bit set of cards itself as the key was 0.5 us,
    but would need all 270,725 hands in the table, sixteen times as many).
    """
    a, b, c, d = codes
    cards = _SUIT_RANK_BIT[a] | _SUIT_RANK_BIT[b] | _SUIT_RANK_BIT[c] | _SUIT_RANK_BIT[d]
    return _TABLE[tuple(sorted((cards & _SUIT, cards >> 13 & _SUIT, cards >> 26 & _SUIT, cards >> 39)))]
