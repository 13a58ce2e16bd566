"""Every five-card hand that holds one joker: C(52, 4) = 270,725 of them, high (the joker as the bug) and
ace-to-five low (where the bug is a wild card), each evaluated by the fast evaluator and tallied by category.

The expected counts are worked out by hand below, from the four natural cards, with the spec's rule for the
bug (for high an ace, or the card that completes a straight, a flush or a straight flush; for low any card).
Of 4 distinct ranks, 41 sets fit in some straight (the 5 four-rank subsets of each of the 10 straights, less
the 9 runs of four, 2-3-4-5 to T-J-Q-K, that two straights share); 8 of them hold an ace (A-2-3-4 to A-3-4-5
and T-J-Q-A to J-Q-K-A). Four cards of distinct ranks are all of one suit in 4 ways of 4^4 = 256.
"""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import pytest

from potsplit.hands.cards import JOKER_CODE
from potsplit.hands.ranking import Category, HandKind, HandValue, decode
from potsplit.hands.wild import WildPlay
from potsplit.hands.wild_eval import wild_evaluator

pytestmark = pytest.mark.slow

FITS, FITS_WITH_ACE = 41, 8
SUITED, UNSUITED = 4, 4**4 - 4
HIGH_COUNTS = {
    # four aces: the bug is a fifth ace
    Category.FIVE_OF_A_KIND: 1,
    # four suited cards that fit a straight: the bug completes the straight flush
    Category.STRAIGHT_FLUSH: FITS * SUITED,
    # four of a kind (not aces) with the bug as an ace kicker; or three aces and any card, the bug the fourth ace
    Category.FOUR_OF_A_KIND: 12 + comb(4, 3) * 48,
    # three of a kind and an ace (the bug the second ace); or two aces and a pair (the bug the third ace)
    Category.FULL_HOUSE: 12 * comb(4, 3) * 4 + comb(4, 2) * 12 * comb(4, 2),
    # four suited cards that fit no straight: the bug is the highest card of the suit they lack
    Category.FLUSH: (comb(13, 4) - FITS) * SUITED,
    # four cards of different ranks, not all of a suit, that fit a straight
    Category.STRAIGHT: FITS * UNSUITED,
    # three of a kind (not aces) and a card that is not an ace; or two aces and two other ranks
    Category.THREE_OF_A_KIND: 12 * comb(4, 3) * 44 + comb(4, 2) * comb(12, 2) * 4 * 4,
    # two pair (no aces), the bug an ace kicker; or a pair (not aces), an ace and another rank
    Category.TWO_PAIR: comb(12, 2) * comb(4, 2) ** 2 + 12 * comb(4, 2) * 4 * 44,
    # a pair (not aces) and two other ranks, no ace; or an ace and three other ranks that make nothing else
    Category.ONE_PAIR: 12 * comb(4, 2) * comb(11, 2) * 16 + (comb(12, 3) - FITS_WITH_ACE) * UNSUITED,
    # four ranks, no ace, that make nothing: the bug is an ace
    Category.HIGH_CARD: (comb(12, 4) - (FITS - FITS_WITH_ACE)) * UNSUITED,
}
LOW_COUNTS = {
    # the wild card takes a rank the four lack: it never pairs, and a five of a kind or a full house never is
    Category.HIGH_CARD: comb(13, 4) * 4**4,
    Category.ONE_PAIR: 13 * comb(4, 2) * comb(12, 2) * 16,
    Category.TWO_PAIR: comb(13, 2) * comb(4, 2) ** 2,
    Category.THREE_OF_A_KIND: 13 * comb(4, 3) * 48,
    Category.FOUR_OF_A_KIND: 13,
}
WHEELS = comb(5, 4) * 4**4
"""Four different ranks of A-5: the joker is the fifth."""
EIGHT_OR_BETTER = comb(8, 4) * 4**4
"""Four different ranks of A-8: the joker fills the lowest missing rank, never above five."""


@pytest.fixture(scope="module")
def tallies() -> tuple[Counter[Category], Counter[Category], int, int]:
    play = WildPlay(frozenset())
    high, low = wild_evaluator(HandKind.HIGH, play), wild_evaluator(HandKind.ACE_TO_FIVE, play)
    high_tally: Counter[int] = Counter()
    low_tally: Counter[int] = Counter()
    for four in itertools.combinations(range(52), 4):
        codes = [*four, JOKER_CODE]
        high_tally[high(codes)] += 1
        low_tally[low(codes)] += 1
    by_high: Counter[Category] = Counter()
    for code, count in high_tally.items():
        by_high[decode(code)[0]] += count
    by_low: Counter[Category] = Counter()
    wheels = eights = 0
    for code, count in low_tally.items():
        by_low[decode(code)[0]] += count
        value = HandValue.of(code, HandKind.ACE_TO_FIVE)
        wheels += count if value.name == "wheel" else 0
        eights += count if value.qualifies(8) else 0
    return by_high, by_low, wheels, eights


def test_the_counts_add_up_to_every_hand_with_a_joker() -> None:
    assert sum(HIGH_COUNTS.values()) == sum(LOW_COUNTS.values()) == comb(52, 4) == 270_725


def test_every_high_hand_with_the_bug_falls_where_the_rule_puts_it(
    tallies: tuple[Counter[Category], Counter[Category], int, int],
) -> None:
    assert dict(tallies[0]) == HIGH_COUNTS


def test_every_ace_to_five_low_with_a_joker_falls_where_the_rule_puts_it(
    tallies: tuple[Counter[Category], Counter[Category], int, int],
) -> None:
    _, by_low, wheels, eights = tallies
    assert dict(by_low) == LOW_COUNTS
    assert (wheels, eights) == (WHEELS, EIGHT_OR_BETTER)
