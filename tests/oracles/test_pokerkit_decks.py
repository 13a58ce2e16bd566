"""Differential test: potsplit ranks badugi and short-deck hands exactly as pokerkit does.

=============================  ==========================================  ====================================
case                           potsplit                                    pokerkit (0.7)
=============================  ==========================================  ====================================
badugi, 4 cards                ``best_code(HandKind.BADUGI, ...)``          ``BadugiHand.from_game``
short deck, 2 hole + 5 board   ``hand_value(..., Game.HOLDEM,              ``ShortDeckHoldemHand.from_game``
                               HandKind.SHORT_DECK)``
=============================  ==========================================  ====================================

What these pokerkit classes mean, read in its source (``hands.py``, ``lookups.py``):
``BadugiHand.from_game`` tries every set of 4, then 3, 2 and 1 of the cards, keeps those
that ``BadugiLookup`` accepts (of different suits, ``Card.are_rainbow``, and different
ranks, its entries being sets of distinct ranks, ace low: ``RankOrder.REGULAR``) and
returns the strongest of the largest size that has any; since ``low`` is set, a smaller
entry index is the stronger hand. ``ShortDeckHoldemLookup`` is the high order with the
flush entries added above the full houses and straights from A-6-7-8-9
(``RankOrder.SHORT_DECK_HOLDEM`` with the ace wrapped below the six) to A-K-Q-J-T;
``from_game`` takes the strongest five of hole and board.

Two kinds of check:

- Random deals (20,000 of each case, seeded): each deal against the next, and all of them
  sorted by potsplit's value with every two neighbours compared in pokerkit (both being
  total orders with ties, agreeing on neighbours is agreeing on every pair).
- Exhaustively, the way each library's answer is built: pokerkit's value of five cards is
  its lookup entry for the cards' ranks and whether they are all of one suit
  (``Lookup._get_key``), so one hand of each of the 1,404 such shapes of the 36 cards stands
  for every hand of five; a badugi does not depend on which suit is which in either library
  (pokerkit's test is rainbow-ness and its key the ranks), so one hand of each of the 16,432
  ways four cards fall into suits, up to relabelling the suits, stands for all 270,725. That
  potsplit gives every hand of a class its class's value is checked, hand by hand, in
  tests/hands/test_badugi_ranking.py and tests/hands/test_short_deck_ranking.py. Between them the classes hold every
  distinct value (1,092 badugis, 1,404 short-deck fives), ties and neighbours alike.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from pokerkit import BadugiHand, ShortDeckHoldemHand
from pokerkit import Card as PokerkitCard
from support.pokerkit_cards import PK_DECK, relation

from potsplit.hands.cards import DECK, Card, format_cards
from potsplit.hands.evaluate import best_code
from potsplit.hands.games import Game, hand_value
from potsplit.hands.ranking import HandKind, HandValue
from potsplit.hands.short_deck import SHORT_DECK

DEALS = 20_000


def pk(cards: Sequence[Card]) -> tuple[PokerkitCard, ...]:
    return tuple(PK_DECK[card.code] for card in cards)


def badugi(cards: Sequence[Card]) -> HandValue:
    return HandValue.of(best_code(HandKind.BADUGI, [card.code for card in cards]), HandKind.BADUGI)


def disagreements(hands: Sequence[tuple[str, HandValue, Any]], sequential: bool = True) -> list[str]:
    """Each (cards, potsplit's value, pokerkit's hand) against the next, and sorted neighbours."""
    problems = []
    pairs = list(itertools.pairwise(hands)) if sequential else []
    pairs += list(itertools.pairwise(sorted(hands, key=lambda hand: hand[1].strength)))
    for (cards_a, ours_a, theirs_a), (cards_b, ours_b, theirs_b) in pairs:
        ours, theirs = relation(ours_a, ours_b), relation(theirs_a, theirs_b)
        if ours != theirs:
            problems.append(f"potsplit {ours}, pokerkit {theirs}: [{cards_a}: {ours_a.name}, {theirs_a}] vs "
                            f"[{cards_b}: {ours_b.name}, {theirs_b}]")
    return problems


def check(hands: Sequence[tuple[str, HandValue, Any]], sequential: bool = True) -> None:
    problems = disagreements(hands, sequential)
    assert not problems, f"{len(problems)} disagreements, first ones:\n" + "\n".join(problems[:10])


# --- random deals ------------------------------------------------------------------------------------


def badugi_deals(chunk: int, count: int) -> list[tuple[str, HandValue, Any]]:
    rng = random.Random(f"potsplit-pokerkit-decks/badugi/{chunk}")
    hands = []
    for _ in range(count):
        cards = [DECK[code] for code in rng.sample(range(52), 4)]
        hands.append((format_cards(cards), badugi(cards), BadugiHand.from_game(pk(cards))))
    return hands


def short_deck_deals(chunk: int, count: int) -> list[tuple[str, HandValue, Any]]:
    rng = random.Random(f"potsplit-pokerkit-decks/short-deck/{chunk}")
    hands = []
    for _ in range(count):
        cards = rng.sample(SHORT_DECK, 7)
        hole, board = cards[:2], cards[2:]
        ours = hand_value(hole, board, Game.HOLDEM, HandKind.SHORT_DECK)
        text = f"{format_cards(hole)} | board {format_cards(board)}"
        hands.append((text, ours, ShortDeckHoldemHand.from_game(pk(hole), pk(board))))
    return hands


# Chunks of a few seconds each: pokerkit takes about 0.15 ms a badugi, 0.5 ms a short-deck hold'em hand.
CASES: list[tuple[str, Callable[[int, int], list[tuple[str, HandValue, Any]]], int]] = [
    ("badugi", badugi_deals, 2),
    ("short-deck-holdem", short_deck_deals, 3),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("deals", "chunk", "chunks"),
    [pytest.param(deals, chunk, chunks, id=f"{name}-{chunk + 1}of{chunks}")
     for name, deals, chunks in CASES for chunk in range(chunks)],
)
def test_potsplit_and_pokerkit_order_random_deals_alike(
    deals: Callable[[int, int], list[tuple[str, HandValue, Any]]], chunk: int, chunks: int
) -> None:
    hands = deals(chunk, -(-DEALS // chunks))
    check(hands)
    ordered = sorted(hand[1].strength for hand in hands)
    ties = sum(a == b for a, b in itertools.pairwise(ordered))
    assert 0 < ties < len(hands) - 1  # not vacuous: ties and strict orders both compared


# --- every class of hands ----------------------------------------------------------------------------


def suit_classes() -> dict[tuple[int, ...], tuple[Card, ...]]:
    """One hand of four cards for each multiset of its suits' rank sets (which suit is which left out)."""
    classes: dict[tuple[int, ...], tuple[Card, ...]] = {}
    for hand in itertools.combinations(DECK, 4):
        ranks_by_suit = [0, 0, 0, 0]
        for card in hand:
            ranks_by_suit[card.suit] |= 1 << card.rank
        classes.setdefault(tuple(sorted(ranks_by_suit)), hand)
    return classes


@pytest.mark.slow
def test_every_badugi_orders_alike() -> None:
    classes = suit_classes()
    assert len(classes) == 16_432  # worked out in tests/hands/test_badugi_ranking.py
    hands = [(format_cards(cards), badugi(cards), BadugiHand.from_game(pk(cards))) for cards in classes.values()]
    check(hands, sequential=False)  # sorted neighbours: the ties of one value, and each value against the next
    assert len({hand[1] for hand in hands}) == len({hand[2] for hand in hands}) == 1_092


@pytest.mark.slow
def test_every_short_deck_five_orders_alike() -> None:
    shapes: dict[tuple[tuple[int, ...], bool], tuple[Card, ...]] = {}
    for five in itertools.combinations(SHORT_DECK, 5):
        shape = (tuple(sorted(card.rank for card in five)), len({card.suit for card in five}) == 1)
        shapes.setdefault(shape, five)
    assert len(shapes) == 1_404
    hands = [
        (format_cards(five), hand_value(five, (), Game.DRAW, HandKind.SHORT_DECK), ShortDeckHoldemHand(pk(five)))
        for five in shapes.values()
    ]
    check(hands, sequential=False)
    assert len({hand[1] for hand in hands}) == len({hand[2] for hand in hands}) == 1_404
