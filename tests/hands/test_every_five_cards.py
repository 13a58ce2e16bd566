"""Every five-card hand, in every ranking: the counts poker players know, and the rulebook.

One pass over all C(52, 5) = 2,598,960 hands evaluates each with the fast
evaluators of :mod:`potsplit.hands.evaluate` (the shipped tables) in all four rankings
and tallies the results by what the hand is made of (its five ranks and whether
it is suited). Everything below is checked against that tally:

- the category counts and the number of distinct values, worked out by hand
  from combinatorics (not from the code);
- the best and the worst hand of each ranking;
- agreement with :func:`potsplit.hands.ranking.five_card_value`, the rulebook, on
  every hand (each hand falls in exactly one tally entry, and every entry is
  checked).

The shipped tables are then compared with a fresh build from the rulebook.
"""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import pytest

from potsplit.hands.cards import DECK
from potsplit.hands.evaluate import evaluator
from potsplit.hands.lookup import (
    FLUSH_RANKINGS,
    RANKINGS,
    build_flush_table,
    build_rank_table,
    shipped_flush_table,
    shipped_rank_table,
)
from potsplit.hands.ranking import Category, HandKind, HandValue, decode, five_card_value

pytestmark = pytest.mark.slow

HANDS = comb(52, 5)
# (ranks of the five cards, ascending, ace 14; all one suit?) -> the four codes
Shape = tuple[tuple[int, ...], bool]
Tally = dict[Shape, tuple[tuple[int, int, int, int], int]]

A, K, Q, J, T = 14, 13, 12, 11, 10


def _census() -> Tally:
    """Each distinct (ranks, suited, four codes) seen, with its number of hands."""
    # The card code is 4 * (rank - 2) + suit; checked against the deck in a test below.
    rank_of = [code // 4 + 2 for code in range(52)]
    suit_of = [code % 4 for code in range(52)]
    high, a5, d7, a6 = (evaluator(ranking) for ranking in RANKINGS)
    tally: dict[tuple[int | bool, ...], int] = {}
    get = tally.get
    for hand in itertools.combinations(range(52), 5):
        a, b, c, d, e = hand
        key = (
            rank_of[a], rank_of[b], rank_of[c], rank_of[d], rank_of[e],
            suit_of[a] == suit_of[b] == suit_of[c] == suit_of[d] == suit_of[e],
            high(hand), a5(hand), d7(hand), a6(hand),
        )
        tally[key] = get(key, 0) + 1
    result: Tally = {}
    for entry, count in tally.items():
        shape: Shape = (tuple(int(rank) for rank in entry[:5]), bool(entry[5]))
        codes = (int(entry[6]), int(entry[7]), int(entry[8]), int(entry[9]))
        # The evaluator must give one value per shape: a second entry would mean it disagrees with itself.
        assert shape not in result, f"{shape} evaluates to {result[shape][0]} and to {codes}"
        result[shape] = (codes, count)
    return result


@pytest.fixture(scope="module")
def census() -> Tally:
    return _census()


def _values(census: Tally, ranking: HandKind) -> Counter[int]:
    """Code -> number of hands with it, in *ranking*."""
    index = RANKINGS.index(ranking)
    counts: Counter[int] = Counter()
    for codes, count in census.values():
        counts[codes[index]] += count
    return counts


def _categories(census: Tally, ranking: HandKind) -> tuple[Counter[Category], Counter[Category]]:
    """Hands per category, and distinct values per category."""
    hands: Counter[Category] = Counter()
    distinct: Counter[Category] = Counter()
    for code, count in _values(census, ranking).items():
        category = decode(code)[0]
        hands[category] += count
        distinct[category] += 1
    return hands, distinct


def _shapes_with(census: Tally, ranking: HandKind, code: int) -> set[Shape]:
    index = RANKINGS.index(ranking)
    return {shape for shape, (codes, _) in census.items() if codes[index] == code}


def _hands_with(census: Tally, ranking: HandKind, code: int) -> int:
    return _values(census, ranking)[code]


def test_card_codes_are_four_times_rank_minus_two_plus_suit() -> None:
    # The census reads ranks and suits off the codes; make sure that is what a code is.
    assert [(card.rank, card.suit) for card in DECK] == [(code // 4 + 2, code % 4) for code in range(52)]


def test_every_hand_is_evaluated_once(census: Tally) -> None:
    assert sum(count for _, count in census.values()) == HANDS == 2_598_960
    # 6,175 multisets of five ranks, plus 1,287 five-rank sets that can also be one suit.
    assert len(census) == 6_175 + 1_287 == 7_462


def test_the_fast_evaluator_agrees_with_the_rulebook_on_every_hand(census: Tally) -> None:
    wrong = []
    for (ranks, suited), (codes, count) in census.items():
        wanted = tuple(five_card_value(ranks, suited, ranking) for ranking in RANKINGS)
        if codes != wanted:
            wrong.append((ranks, suited, count, codes, wanted))
    assert wrong == []


HIGH_CATEGORIES = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}
# Ace-to-five ignores straights and flushes: they all become no-pair hands.
ACE_TO_FIVE_CATEGORIES = {
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540 + 5_108 + 10_200 + 40,
}
# Deuce-to-seven and ace-to-six: 9 straights, not 10 (A-2-3-4-5 is not one in 2-7,
# A-K-Q-J-T is not one in A-6); the lost one is a plain no-pair hand (1,020) or a flush (4).
SHAPE_LOW_CATEGORIES = {
    Category.STRAIGHT_FLUSH: 36,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108 + 4,
    Category.STRAIGHT: 10_200 - 1_020,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540 + 1_020,
}
CATEGORY_COUNTS = {
    HandKind.HIGH: HIGH_CATEGORIES,
    HandKind.ACE_TO_FIVE: ACE_TO_FIVE_CATEGORIES,
    HandKind.DEUCE_TO_SEVEN: SHAPE_LOW_CATEGORIES,
    HandKind.ACE_TO_SIX: SHAPE_LOW_CATEGORIES,
}


@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.value)
def test_hands_per_category(census: Tally, ranking: HandKind) -> None:
    hands, _ = _categories(census, ranking)
    assert dict(hands) == CATEGORY_COUNTS[ranking]
    assert sum(CATEGORY_COUNTS[ranking].values()) == HANDS


DISTINCT = {
    HandKind.HIGH: {
        Category.STRAIGHT_FLUSH: 10, Category.FOUR_OF_A_KIND: 156, Category.FULL_HOUSE: 156,
        Category.FLUSH: 1_277, Category.STRAIGHT: 10, Category.THREE_OF_A_KIND: 858,
        Category.TWO_PAIR: 858, Category.ONE_PAIR: 2_860, Category.HIGH_CARD: 1_277,
    },
    HandKind.ACE_TO_FIVE: {
        Category.FOUR_OF_A_KIND: 156, Category.FULL_HOUSE: 156, Category.THREE_OF_A_KIND: 858,
        Category.TWO_PAIR: 858, Category.ONE_PAIR: 2_860, Category.HIGH_CARD: 1_287,
    },
    HandKind.DEUCE_TO_SEVEN: {
        Category.STRAIGHT_FLUSH: 9, Category.FOUR_OF_A_KIND: 156, Category.FULL_HOUSE: 156,
        Category.FLUSH: 1_278, Category.STRAIGHT: 9, Category.THREE_OF_A_KIND: 858,
        Category.TWO_PAIR: 858, Category.ONE_PAIR: 2_860, Category.HIGH_CARD: 1_278,
    },
}
DISTINCT[HandKind.ACE_TO_SIX] = DISTINCT[HandKind.DEUCE_TO_SEVEN]


@pytest.mark.parametrize(
    ("ranking", "total"),
    [(HandKind.HIGH, 7_462), (HandKind.ACE_TO_FIVE, 6_175), (HandKind.DEUCE_TO_SEVEN, 7_462),
     (HandKind.ACE_TO_SIX, 7_462)],
    ids=lambda x: x.value if isinstance(x, HandKind) else str(x),
)
def test_distinct_values(census: Tally, ranking: HandKind, total: int) -> None:
    assert len(_values(census, ranking)) == total
    _, distinct = _categories(census, ranking)
    assert dict(distinct) == DISTINCT[ranking]
    assert sum(DISTINCT[ranking].values()) == total


def _ascending(*ranks: int) -> tuple[int, ...]:
    return tuple(sorted(ranks))


# ranking -> (best shapes, hands, name), (worst shapes, hands, name)
EXTREMES: dict[HandKind, tuple[tuple[set[Shape], int, str], tuple[set[Shape], int, str]]] = {
    HandKind.HIGH: (
        ({(_ascending(A, K, Q, J, T), True)}, 4, "royal flush"),
        ({(_ascending(7, 5, 4, 3, 2), False)}, 4**5 - 4, "seven-five high"),
    ),
    HandKind.ACE_TO_FIVE: (
        # Suits do not matter: the suited wheel is a wheel too.
        ({(_ascending(5, 4, 3, 2, A), False), (_ascending(5, 4, 3, 2, A), True)}, 4**5, "wheel"),
        # Four kings are the worst quads (the ace is low), and the queen the worst kicker with them.
        ({(_ascending(K, K, K, K, Q), False)}, 4, "four of a kind, kings"),
    ),
    HandKind.DEUCE_TO_SEVEN: (
        ({(_ascending(7, 5, 4, 3, 2), False)}, 4**5 - 4, "seven-five low"),
        ({(_ascending(A, K, Q, J, T), True)}, 4, "royal flush"),
    ),
    HandKind.ACE_TO_SIX: (
        ({(_ascending(6, 4, 3, 2, A), False)}, 4**5 - 4, "six-four low"),
        # The ace is low only, so the top straight flush is king high (A-K-Q-J-T is no straight).
        ({(_ascending(K, Q, J, T, 9), True)}, 4, "straight flush, king high"),
    ),
}


@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.value)
def test_best_and_worst_hand(census: Tally, ranking: HandKind) -> None:
    values = [HandValue.of(code, ranking) for code in _values(census, ranking)]
    best, worst = max(values), min(values)
    (best_shapes, best_hands, best_name), (worst_shapes, worst_hands, worst_name) = EXTREMES[ranking]
    assert _shapes_with(census, ranking, best.code) == best_shapes
    assert _hands_with(census, ranking, best.code) == best_hands
    assert best.name == best_name
    assert _shapes_with(census, ranking, worst.code) == worst_shapes
    assert _hands_with(census, ranking, worst.code) == worst_hands
    assert worst.name == worst_name


def test_four_royal_flushes_among_the_forty_straight_flushes(census: Tally) -> None:
    names = Counter(HandValue.of(code, HandKind.HIGH).name for code in _values(census, HandKind.HIGH))
    royal = [count for code, count in _values(census, HandKind.HIGH).items() if code >> 20 == Category.STRAIGHT_FLUSH
             and HandValue.of(code, HandKind.HIGH).ranks[0] == A]
    assert royal == [4]
    assert names["royal flush"] == 1
    assert names["straight flush, five high"] == 1


# 8-or-better: five different ranks from A..8 (ace low) or 2..8 (deuce-to-seven),
# not a straight where straights count; any suits in ace-to-five, not all one suit elsewhere.
EIGHT_OR_BETTER = {
    HandKind.ACE_TO_FIVE: (comb(8, 5), comb(8, 5) * 4**5),
    HandKind.DEUCE_TO_SEVEN: (comb(7, 5) - 3, (comb(7, 5) - 3) * (4**5 - 4)),  # not 2-6, 3-7, 4-8
    HandKind.ACE_TO_SIX: (comb(8, 5) - 4, (comb(8, 5) - 4) * (4**5 - 4)),  # not A-5, 2-6, 3-7, 4-8
}


@pytest.mark.parametrize("ranking", list(EIGHT_OR_BETTER), ids=lambda r: r.value)
def test_eight_or_better_lows(census: Tally, ranking: HandKind) -> None:
    qualified = {
        code: count for code, count in _values(census, ranking).items() if HandValue.of(code, ranking).qualifies(8)
    }
    assert (len(qualified), sum(qualified.values())) == EIGHT_OR_BETTER[ranking]


@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.value)
def test_shipped_rank_table_is_a_fresh_build(ranking: HandKind) -> None:
    shipped = shipped_rank_table(ranking)
    # Every multiset of 5, 6 and 7 ranks with no rank more than four times.
    assert len(shipped) == 6_175 + 18_395 + 49_205
    assert build_rank_table(ranking) == shipped


@pytest.mark.parametrize("ranking", FLUSH_RANKINGS, ids=lambda r: r.value)
def test_shipped_flush_table_is_a_fresh_build(ranking: HandKind) -> None:
    shipped = shipped_flush_table(ranking)
    assert len(shipped) == 8192
    filled = {bits for bits, code in enumerate(shipped) if code}
    # High looks up five to seven suited cards; the lows only ever five (more are split up first).
    sizes = (5, 6, 7) if ranking is HandKind.HIGH else (5,)
    assert filled == {bits for bits in range(8192) if bin(bits).count("1") in sizes}
    assert build_flush_table(ranking) == shipped
