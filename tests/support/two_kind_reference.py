"""Brute-force references for the kinds of hand of the split games with two kinds of hand, written plainly from
the rules; none uses potsplit's evaluators (the tests of tests/hands/test_two_kind_hands.py hold those to these,
and ``benchmarks/evaluate.py`` times them against these).

- :func:`plain_badugi`: the best over every choice of four of the cards of the best set of that choice (of
  different ranks and suits; more cards beat fewer, then the highest card, then the next, lowest wins; in hidugi
  highest wins), as (size, ranks from the highest).
- :func:`plain_low_of_seven`: the best deuce-to-seven low of the 21 fives of seven cards, by the rulebook of five.
- :func:`plain_qualifies`: whether a five-card high is a pair of nines or better, by its category and pair.
- :func:`plain_spade`: the highest (lowest) spade among the first two and the seventh cards, by the order of the
  ranks as listed (ace, king, ... two; the ace high in both).
- :func:`plain_drawmaha`: the best Omaha high of every two hole and three board cards, and the five hole cards
  by the rulebook of five.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from potsplit.hands.cards import Card
from potsplit.hands.ranking import Category, HandKind, decode, five_card_value

BADUGI_ORDERS = {
    HandKind.BADUGI: (14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13),
    HandKind.BADUGI_ACE_HIGH: (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14),
    HandKind.HIDUGI: (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14),
}
"""Each badugi kind's ranks, the lowest first, as the rules list them (the ace low only in badugi)."""
LISTED = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
"""The ranks as the rules list them, the highest first (the ace high in both Chicagos)."""


def plain_badugi(cards: Sequence[Card], kind: HandKind) -> tuple[int, tuple[int, ...]]:
    """The rules' best badugi of *cards* in the badugi *kind*: the best over every choice of four of them of the
    best set of that choice, as (size, ranks from the highest in the kind's order, the ace 14)."""
    order = BADUGI_ORDERS[kind]
    best: tuple[int, tuple[int, ...]] | None = None
    for four in itertools.combinations(cards, min(4, len(cards))):
        for size in range(1, len(four) + 1):
            for chosen in itertools.combinations(four, size):
                if len({card.rank for card in chosen}) != size or len({card.suit for card in chosen}) != size:
                    continue
                places = tuple(sorted((order.index(card.rank) for card in chosen), reverse=True))
                # lower ranks win in the lows: there the greater key is the one with the lower places
                key = (size, places if kind is HandKind.HIDUGI else tuple(-place for place in places))
                if best is None or key > best:
                    best = key
    assert best is not None
    size, places = best
    return size, tuple(order[abs(place)] for place in places)


def rulebook(five: Sequence[Card], kind: HandKind) -> int:
    """The rulebook's code of exactly five cards in the five-card *kind*."""
    return five_card_value([int(card.rank) for card in five], len({card.suit for card in five}) == 1, kind)


def plain_low_of_seven(cards: Sequence[Card]) -> int:
    """The best (the least) deuce-to-seven code of the fives of *cards*."""
    return min(rulebook(five, HandKind.DEUCE_TO_SEVEN) for five in itertools.combinations(cards, 5))


def plain_qualifies(code: int) -> bool:
    """Whether the five-card high of *code* is a pair of nines or better: any category above one pair, or one
    pair of nines to aces."""
    category, ranks = decode(code)
    return category > Category.ONE_PAIR or (category is Category.ONE_PAIR and ranks[0] >= 9)


def plain_archie_high(cards: Sequence[Card]) -> tuple[int, bool]:
    """Archie's first half of seven cards: the best high of their fives, and whether it is a pair of nines or
    better."""
    best = max(rulebook(five, HandKind.HIGH) for five in itertools.combinations(cards, 5))
    return best, plain_qualifies(best)


def plain_spade(cards: Sequence[Card], highest: bool) -> str | None:
    """The rank symbol of the highest (not *highest*: the lowest) spade among the first two and the seventh of
    *cards*, by the order :data:`LISTED`; ``None`` without a spade there."""
    spades = [LISTED.index(card.rank.symbol) for card in (cards[0], cards[1], cards[6]) if card.suit == 3]
    if not spades:
        return None
    return LISTED[min(spades) if highest else max(spades)]


def plain_drawmaha(hole: Sequence[Card], board: Sequence[Card], second: HandKind) -> tuple[int, int]:
    """Drawmaha's two halves: the best Omaha high (every two of the *hole* and three of the *board*), and the five
    hole cards as a hand of the *second* five-card kind."""
    omaha = max(
        rulebook(pair + triple, HandKind.HIGH)
        for pair in itertools.combinations(hole, 2)
        for triple in itertools.combinations(board, 3)
    )
    return omaha, rulebook(hole, second)
