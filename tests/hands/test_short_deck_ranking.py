"""Short deck's ranking (spec section 2c), rule by rule, and over every five cards of its 36.

Every expected value in the tables was worked out by hand from the spec, not printed by the code.
The census at the end evaluates all C(36, 5) = 376,992 hands of five with the fast evaluator and
checks it against the rulebook (five_card_value) and against counts worked out by combinatorics.
"""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potsplit.errors import InvalidShowdown
from potsplit.hands import lookup
from potsplit.hands.cards import Card, format_cards, parse_cards
from potsplit.hands.evaluate import best_code
from potsplit.hands.games import Game, hand_value, hand_values
from potsplit.hands.placing import place_hands
from potsplit.hands.ranking import SHORT_DECK_ORDER, Category, HandKind, HandValue, decode, five_card_value
from potsplit.hands.short_deck import SHORT_DECK, check_short_deck
from potsplit.hands.showing import best_hand

SD, HIGH = HandKind.SHORT_DECK, HandKind.HIGH


def value(cards: str, board: str = "", ranking: HandKind = SD) -> HandValue:
    hole, community = parse_cards(cards), parse_cards(board)
    check_short_deck((*hole, *community))
    game = Game.HOLDEM if community else Game.DRAW if len(hole) == 5 else Game.STUD
    return hand_value(hole, community, game, ranking)


def shown(cards: str, board: str = "") -> tuple[str, str]:
    hole, community = parse_cards(cards), parse_cards(board)
    hand = best_hand(hole, community, Game.HOLDEM if community else Game.DRAW, SD)
    return hand.name, format_cards(hand.cards)


# --- the rules, one table each -----------------------------------------------------------------------

BEATS = [
    # A flush beats a full house: even the weakest flush beats the best full house.
    ("Ah Kh 9h 7h 6h", "Ac Ad As Kc Kd"),
    ("Jc 9c 8c 7c 6c", "Ac Ad As Kc Kd"),
    # The rest of the order is high's.
    ("6c 6d 6h 6s 7c", "Ah Kh Qh Jh 9h"),  # four of a kind beats a flush
    ("6h 7h 8h 9h Ah", "Ac Ad As Ah Kc"),  # the lowest straight flush beats four aces
    ("6c 6d 6h 7s 7c", "Ac Kd Qh Js Tc"),  # a full house beats a straight
    ("Ah 6c 7d 8s 9h", "Ac Ad As Kc Qd"),  # a straight, the lowest one too, beats three of a kind
    # A-6-7-8-9 is the lowest straight ...
    ("6c 7d 8s 9h Tc", "Ah 6c 7d 8s 9h"),
    ("6h 7h 8h 9h Th", "6c 7c 8c 9c Ac"),  # and the lowest straight flush
    # ... and there is no wrap-around: K-A-6-7-8 is ace high, below any pair.
    ("6c 6d 7h 8s 9c", "Kh Ac 6d 7s 8h"),
    ("Ah Kc 7d 6s 8h", "Ah Qc 9d 8s 7h"),  # ace-king high beats ace-queen high
]


@pytest.mark.parametrize(("better", "worse"), BEATS)
def test_the_first_hand_beats_the_second(better: str, worse: str) -> None:
    assert value(better) > value(worse)


# (cards, board, name, the five shown)
HANDS = [
    ("Ah 6c 7d 8s 9h", "", "straight, nine high", "9h 8s 7d 6c Ah"),
    ("Ah 6h 7h 8h 9h", "", "straight flush, nine high", "9h 8h 7h 6h Ah"),
    ("Ah Kh Qh Jh Th", "", "royal flush", "Ah Kh Qh Jh Th"),
    ("Ah Kh 9h 7h 6h", "", "flush, ace-king high", "Ah Kh 9h 7h 6h"),
    ("Ac Ad As Kc Kd", "", "full house, aces over kings", "As Ad Ac Kd Kc"),
    ("6c 6d 6h 6s 7c", "", "four of a kind, sixes", "6s 6h 6d 6c 7c"),
    ("Kh Ac 6d 7s 8h", "", "ace-king high", "Ac Kh 8h 7s 6d"),
    # Hold'em: the best five of hole and board ...
    ("Ah Kh", "Qh 9h 6h Qc 9c", "flush, ace-king high", "Ah Kh Qh 9h 6h"),
    ("Qd 7s", "Qh 9h 6h Qc 9c", "full house, queens over nines", "Qh Qd Qc 9h 9c"),
    # ... and the ace plays low in A-6-7-8-9 from the board and the hand alike.
    ("Ad Kd", "9h 8s 7c 6d 6h", "straight, nine high", "9h 8s 7c 6h Ad"),
    ("Ts Td", "Ah 6c 7d 8s 9h", "straight, ten high", "Ts 9h 8s 7d 6c"),
]


@pytest.mark.parametrize(("cards", "board", "name", "five"), HANDS)
def test_name_and_cards_shown(cards: str, board: str, name: str, five: str) -> None:
    assert shown(cards, board) == (name, five)
    assert value(cards, board).name == name


def test_on_one_board_the_flush_beats_the_full_house_in_short_deck_only() -> None:
    # (Seven cards never hold both: the rule decides between players.)
    board = "Qh 9h 6h Qc 9c"
    flush, full = value("Ah Kh", board), value("Qd 7s", board)
    assert (flush.name, full.name) == ("flush, ace-king high", "full house, queens over nines")
    assert flush > full
    assert value("Ah Kh", board, HIGH) < value("Qd 7s", board, HIGH)


def test_categories_and_ranks_read_back_from_a_short_deck_value() -> None:
    flush, full = value("Ah Kh 9h 7h 6h"), value("Ac Ad As Kc Kd")
    assert (flush.category, flush.ranks) == (Category.FLUSH, (14, 13, 9, 7, 6))
    assert (full.category, full.ranks) == (Category.FULL_HOUSE, (14, 14, 14, 13, 13))
    straight = value("Ah 6c 7d 8s 9h")
    assert (straight.category, straight.ranks) == (Category.STRAIGHT, (9, 8, 7, 6, 1))
    # In its code, a flush's category is packed above a full house's, as the order wants.
    assert decode(flush.code)[0] is Category.FULL_HOUSE  # read as a plain high code, it would be wrong
    assert decode(flush.code, SD)[0] is Category.FLUSH


def test_short_deck_is_a_high_ranking_that_compares_with_no_other() -> None:
    assert not SD.is_low and not SD.ace_is_low and SD.shape_counts
    flush = value("Ah Kh 9h 7h 6h")
    assert flush.qualifies(None)
    with pytest.raises(TypeError, match="short-deck and high"):
        _ = flush < value("Ah Kh 9h 7h 6h", ranking=HIGH)


def test_there_is_no_wheel() -> None:
    # A short deck has no card below six, so A-2-3-4-5 cannot be dealt ...
    with pytest.raises(InvalidShowdown, match="2c, 3d, 4s and 5h are not in a short deck"):
        check_short_deck(parse_cards("Ah 2c 3d 4s 5h"))
    # ... and the ranking itself does not make it a straight.
    assert decode(five_card_value([14, 2, 3, 4, 5], False, SD), SD) == (Category.HIGH_CARD, (14, 5, 4, 3, 2))


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("5h", "5h is not in a short deck, which holds the 36 cards from six to ace"),
        ("As 2c Kd 3c", "2c and 3c are not in a short deck, which holds the 36 cards from six to ace"),
    ],
)
def test_a_card_below_six_is_not_in_a_short_deck(cards: str, message: str) -> None:
    with pytest.raises(InvalidShowdown) as raised:
        check_short_deck(parse_cards(cards))
    assert raised.value.message == message


def test_the_short_deck_holds_the_36_cards_from_six_to_ace() -> None:
    assert len(SHORT_DECK) == len(set(SHORT_DECK)) == 36
    assert {card.rank for card in SHORT_DECK} == set(range(6, 15))
    assert {card.suit for card in SHORT_DECK} == set(range(4))
    check_short_deck(SHORT_DECK)


# --- properties over random hold'em deals from the 36 cards -----------------------------------------

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True)
seven = st.lists(st.sampled_from(SHORT_DECK), min_size=5, max_size=7, unique=True)


def rulebook(five: tuple[Card, ...]) -> int:
    return five_card_value([int(card.rank) for card in five], len({card.suit for card in five}) == 1, SD)


@SETTINGS
@given(cards=seven, data=st.data())
def test_the_best_of_five_to_seven_is_the_best_five_and_is_shown(cards: list[Card], data: st.DataObject) -> None:
    codes = [card.code for card in cards]
    best = best_code(SD, codes)
    assert best == max(rulebook(five) for five in itertools.combinations(cards, 5))
    assert best_code(SD, [card.code for card in data.draw(st.permutations(cards))]) == best
    hand = best_hand(cards[:2], cards[2:], Game.HOLDEM, SD) if len(cards) > 5 else best_hand(cards, (), Game.DRAW, SD)
    assert set(hand.cards) <= set(cards) and len(set(hand.cards)) == 5
    assert rulebook(hand.cards) == best == hand.value.code
    assert [1 if card.rank == 14 and hand.value.ranks[-1] == 1 else card.rank for card in hand.cards] == list(
        hand.value.ranks
    )


# --- the lazily built tables, whole ------------------------------------------------------------------


@pytest.mark.slow
def test_every_rank_multiset_of_five_to_seven_short_deck_cards_is_the_best_of_its_fives() -> None:
    multisets = [ranks for size in (5, 6, 7) for ranks in lookup.rank_multisets(size) if min(ranks) >= 6]
    assert len(multisets) == 10_230  # as potsplit.hands.lookup says
    table = lookup.rank_table(SD)
    for ranks in multisets:
        wanted = max(five_card_value(five, False, SD) for five in itertools.combinations(ranks, 5))
        assert table[lookup.rank_key(ranks)] == wanted, ranks
    suited = [ranks for size in (5, 6, 7) for ranks in itertools.combinations(range(6, 15), size)]
    assert len(suited) == 246
    flushes = lookup.flush_table(SD)
    for ranks in suited:
        wanted = max(five_card_value(five, True, SD) for five in itertools.combinations(ranks, 5))
        assert flushes[sum(1 << (rank - 2) for rank in ranks)] == wanted, ranks


# --- every five cards of the 36 ----------------------------------------------------------------------

# Hands of five of the 36 cards (nine ranks, four suits), by category, and their distinct values.
# Straights: the five ranks in a row from 9-8-7-6-A up to A-K-Q-J-T, 6 of them.
# Five different ranks: C(9, 5) = 126 sets, 6 of them straights; each suited 4 ways, unsuited 4^5 - 4.
CATEGORIES = {
    Category.STRAIGHT_FLUSH: (6 * 4, 6),
    Category.FOUR_OF_A_KIND: (9 * 8 * 4, 9 * 8),
    Category.FLUSH: ((126 - 6) * 4, 126 - 6),
    Category.FULL_HOUSE: (9 * comb(4, 3) * 8 * comb(4, 2), 9 * 8),
    Category.STRAIGHT: (6 * (4**5 - 4), 6),
    Category.THREE_OF_A_KIND: (9 * comb(4, 3) * comb(8, 2) * 4**2, 9 * comb(8, 2)),
    Category.TWO_PAIR: (comb(9, 2) * comb(4, 2) ** 2 * 7 * 4, comb(9, 2) * 7),
    Category.ONE_PAIR: (9 * comb(4, 2) * comb(8, 3) * 4**3, 9 * comb(8, 3)),
    Category.HIGH_CARD: ((126 - 6) * (4**5 - 4), 126 - 6),
}
# Worked out: 24, 288, 480, 1,728, 6,120, 16,128, 36,288, 193,536, 122,400 hands (376,992 in all);
# 6, 72, 120, 72, 6, 252, 252, 504, 120 values (1,404 in all).
HANDS_OF_FIVE = comb(36, 5)


@pytest.mark.slow
def test_every_five_cards_of_a_short_deck() -> None:
    codes_of: dict[tuple[tuple[int, ...], bool], set[int]] = {}
    hands_of: Counter[int] = Counter()
    for five in itertools.combinations(SHORT_DECK, 5):
        code = best_code(SD, [card.code for card in five])
        hands_of[code] += 1
        shape = (tuple(sorted(int(card.rank) for card in five)), len({card.suit for card in five}) == 1)
        codes_of.setdefault(shape, set()).add(code)
    assert sum(hands_of.values()) == HANDS_OF_FIVE == 376_992
    # One value a shape (its ranks, and whether it is suited), and the rulebook's.
    assert all(len(codes) == 1 for codes in codes_of.values())
    assert {shape: codes.pop() for shape, codes in codes_of.items()} == {
        shape: five_card_value(shape[0], shape[1], SD) for shape in codes_of
    }
    hands: Counter[Category] = Counter()
    distinct: Counter[Category] = Counter()
    for code, count in hands_of.items():
        category = decode(code, SD)[0]
        hands[category] += count
        distinct[category] += 1
    assert {category: (hands[category], distinct[category]) for category in hands} == CATEGORIES
    assert sum(count for count, _ in CATEGORIES.values()) == HANDS_OF_FIVE
    assert len(hands_of) == sum(values for _, values in CATEGORIES.values()) == 1_404
    # Every value of a category is above every value of the one below it in short deck's order.
    codes_by: dict[Category, list[int]] = {}
    for code in hands_of:
        codes_by.setdefault(decode(code, SD)[0], []).append(code)
    natural = [category for category in SHORT_DECK_ORDER if category is not Category.FIVE_OF_A_KIND]  # needs wild
    for lower, upper in itertools.pairwise(natural):
        assert max(codes_by[lower]) < min(codes_by[upper]), (lower, upper)
    strongest, weakest = HandValue.of(max(hands_of), SD), HandValue.of(min(hands_of), SD)
    assert (strongest.name, hands_of[max(hands_of)]) == ("royal flush", 4)
    assert (weakest.name, hands_of[min(hands_of)]) == ("jack-nine high", 4**5 - 4)
    assert SHORT_DECK_ORDER.index(Category.FLUSH) == SHORT_DECK_ORDER.index(Category.FULL_HOUSE) + 1


def test_hands_ranked_among_each_other_in_short_deck() -> None:
    board = parse_cards("Qh 9h 6h Qc 9c")
    holes = [parse_cards("Ah Kh"), parse_cards("Qd 7s"), parse_cards("Kd Ks")]
    values = [hand_values(hole, board, Game.SHORT_DECK, None) for hole in holes]
    assert [(high.ranking if high else None, low) for high, low in values] == [(SD, None)] * 3
    # Worked out, the values given or not: the flush first, the full house second, two pair third.
    for ranked in (place_hands(holes, board, Game.SHORT_DECK, None, None),
                   place_hands(holes, board, Game.SHORT_DECK, None, None, values)):
        assert [(hand.high.place, hand.high.hand.name) for hand in ranked if hand.high] == [
            (1, "flush, ace-king high"), (2, "full house, queens over nines"), (3, "two pair, kings and queens"),
        ]
        assert all(hand.low is None for hand in ranked)
    # High, the full house would win.
    ranked = place_hands(holes, board, Game.HOLDEM, HandKind.ACE_TO_FIVE, None)
    assert [hand.high.place for hand in ranked if hand.high] == [2, 1, 3]
