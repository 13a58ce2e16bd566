"""Differential test: potsplit ranks badugis of five, six and seven cards exactly as pokerkit does.

=========================================  =====================================  ===============================
case                                       potsplit                               pokerkit (0.7)
=========================================  =====================================  ===============================
badugi, the ace low (badacey, razzdugi)    ``best_code(HandKind.BADUGI, ...)``     ``BadugiHand.from_game``
badugi, the ace high (badeucy)             ``best_code(HandKind.BADUGI_ACE_HIGH,   ``StandardBadugiHand.from_game``
                                           ...)``
=========================================  =====================================  ===============================

What these mean in pokerkit's source (``hands.py``, ``lookups.py``): ``from_game`` tries every set of 4, then
3, 2 and 1 of all the cards given, keeps those its lookup accepts (of different suits, ``Card.are_rainbow``,
and of different ranks, its entries being sets of distinct ranks) and returns the strongest of the largest size
that has any: the best badugi of the best four of the cards. ``BadugiLookup`` orders ranks ace low
(``RankOrder.REGULAR``), ``StandardBadugiLookup`` ace high (``RankOrder.STANDARD``); both are lows, a smaller
entry index the stronger. pokerkit has no hidugi (the highest badugi): tests/hands/test_two_kind_hands.py holds
it to a brute-force reference.

Two kinds of check, as for four cards (tests/oracles/test_pokerkit_decks.py): random deals of the whole deck
(seeded), each against the next and all sorted by potsplit's value with every two neighbours compared in pokerkit
(agreeing on neighbours of two total orders with ties is agreeing on every pair); and one hand of every way five
cards can stand to each other (:mod:`support.badugi_ways`), which between them hold every value a badugi of five
cards can take.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

import pytest
from pokerkit import BadugiHand, StandardBadugiHand
from support.badugi_ways import dealt, ways_cards_stand
from support.pokerkit_cards import PK_DECK, relation

from potsplit.hands.cards import DECK, Card, format_cards
from potsplit.hands.evaluate import best_code
from potsplit.hands.ranking import HandKind, HandValue

KINDS = {HandKind.BADUGI: BadugiHand, HandKind.BADUGI_ACE_HIGH: StandardBadugiHand}
ORDERS = {HandKind.BADUGI: (14, *range(2, 14)), HandKind.BADUGI_ACE_HIGH: tuple(range(2, 15))}
DEALS = 3_000


def hand(cards: Sequence[Card], kind: HandKind) -> tuple[str, HandValue, Any]:
    ours = HandValue.of(best_code(kind, [card.code for card in cards]), kind)
    return format_cards(cards), ours, KINDS[kind].from_game(tuple(PK_DECK[card.code] for card in cards))


def check(hands: Sequence[tuple[str, HandValue, Any]], sequential: bool = True) -> None:
    pairs = list(itertools.pairwise(hands)) if sequential else []
    pairs += list(itertools.pairwise(sorted(hands, key=lambda hand: hand[1].strength)))
    problems = [
        f"potsplit {relation(a[1], b[1])}, pokerkit {relation(a[2], b[2])}: [{a[0]}: {a[1].name}] vs "
        f"[{b[0]}: {b[1].name}]"
        for a, b in pairs if relation(a[1], b[1]) != relation(a[2], b[2])
    ]
    assert not problems, f"{len(problems)} disagreements, first ones:\n" + "\n".join(problems[:10])


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(KINDS), ids=lambda kind: kind.value)
@pytest.mark.parametrize("count", [5, 6, 7])
def test_random_deals_order_alike(kind: HandKind, count: int) -> None:
    rng = random.Random(f"potsplit-pokerkit-badugi/{kind.value}/{count}")
    hands = [hand(rng.sample(DECK, count), kind) for _ in range(DEALS // (count - 3))]
    check(hands)
    ordered = sorted(found[1].strength for found in hands)
    assert 0 < sum(a == b for a, b in itertools.pairwise(ordered)) < len(hands) - 1  # ties and strict orders both


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(KINDS), ids=lambda kind: kind.value)
def test_every_way_five_cards_stand_orders_alike(kind: HandKind) -> None:
    rng = random.Random(f"potsplit-pokerkit-badugi-ways/{kind.value}")
    hands = [hand(dealt(way, ORDERS[kind], rng), kind) for way in ways_cards_stand(5) for _ in range(4)]
    check(hands, sequential=False)
