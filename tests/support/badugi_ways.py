"""Every way a number of cards can stand to each other, for a badugi: one hand of each.

A badugi depends on which of a hand's ranks are above which and which suits they share, not on which ranks they
are nor which suit is which: the fast evaluator keys its tables by exactly that. So one hand of each way stands
for all the hands of that way, and the ways of five and seven cards are few enough to try every one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from potsplit.hands.cards import DECK, Card


def ways_cards_stand(count: int) -> list[list[int]]:
    """One hand of *count* cards for every way *count* cards can stand to each other: each place (a rank, the
    lowest first) held in a set of suits, the places in a row from the lowest, suits relabelled so that hands
    differing only in which suit is which are one way. Each hand is a list of ``place << 2 | suit``."""
    ways: dict[tuple[int, ...], list[int]] = {}

    def place(held: list[int], left: int) -> None:
        if not left:
            suits = [sum(1 << position for position, mask in enumerate(held) if mask >> suit & 1) for suit in range(4)]
            ways.setdefault(tuple(sorted(suits)), [
                position << 2 | suit for position, mask in enumerate(held) for suit in range(4) if mask >> suit & 1
            ])
            return
        for mask in range(1, 16):
            if bin(mask).count("1") <= left:
                place([*held, mask], left - bin(mask).count("1"))

    place([], count)
    return list(ways.values())


def dealt(way: Sequence[int], order: Sequence[int], rng: random.Random) -> list[Card]:
    """The cards of *way*, its places given ranks chosen at random in *order* (the ranks, the lowest first), in a
    random order."""
    held = max(code >> 2 for code in way) + 1
    ranks = sorted(rng.sample(list(order), held), key=list(order).index)
    cards = [DECK[4 * (ranks[code >> 2] - 2) + (code & 3)] for code in way]
    rng.shuffle(cards)
    return cards
