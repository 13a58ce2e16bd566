"""Badugi's ranking (spec section 2c), rule by rule, and over every hand of four cards.

Every expected value in the tables was worked out by hand from the spec, not printed by the code.
The census at the end evaluates all C(52, 4) = 270,725 hands with the fast evaluator and the
rulebook (potsplit.hands.badugi.badugi_set) and checks counts worked out by combinatorics.
"""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potsplit.hands import badugi
from potsplit.hands.badugi import badugi_set, best_badugi_code
from potsplit.hands.cards import DECK, Card, format_cards, parse_cards
from potsplit.hands.evaluate import best_code, evaluator
from potsplit.hands.games import Game, hand_value
from potsplit.hands.lookup import Memo
from potsplit.hands.placing import places
from potsplit.hands.ranking import Category, HandKind, HandValue, badugi_code
from potsplit.hands.showing import best_badugi, best_hand

BADUGI = HandKind.BADUGI


def value(cards: str) -> HandValue:
    return HandValue.of(best_code(BADUGI, [card.code for card in parse_cards(cards)]), BADUGI)


def shown(cards: str) -> tuple[str, str]:
    hand = best_badugi(parse_cards(cards))
    return hand.name, format_cards(hand.cards)


# --- the rules, one table each -----------------------------------------------------------------------

# (better, worse): the first hand beats the second.
BEATS = [
    # A set of more cards beats any set of fewer.
    ("Kc Qd Jh Ts", "Ac 2d 3h 3s"),  # the worst four-card badugi beats the best three-card hand
    ("Kc Qd Jh Ks", "Ac 2d Ah 2c"),  # the worst three beats the best two
    ("Kc Qd Kh Qs", "Ac Ad Ah As"),  # the worst two beats the best one
    # Equal sizes: the highest card first, lowest wins.
    ("7c 4d 3h 2s", "8c 3d 2h As"),  # seven high beats eight high, whatever comes below
    ("Kc 4d 3h 2s", "Kd Qc Jh Ts"),  # a king-high four against another king-high four: the next card decides
    # ... then the next, and the next.
    ("8c 5d 3h 2s", "8d 6c 2h As"),  # 8-5 beats 8-6
    ("8c 6d 3h 2s", "8d 6c 4h As"),  # 8-6-3 beats 8-6-4
    ("8c 6d 4h As", "8d 6c 4s 2h"),  # 8-6-4-A beats 8-6-4-2
    ("5c 3d 2h 2s", "5d 4c Ah Ac"),  # three-card: 5-3-2 beats 5-4-A
    # Ace low.
    ("Ac 2d 3h 4s", "Ac 2d 3h 5s"),  # A-2-3-4 is the best hand
    ("Kc Qd Jh As", "Kd Qc Jh 2s"),  # K-Q-J-A beats K-Q-J-2
    ("Ac Kc Qc Jc", "Kd Qd Jd Td"),  # one-card hands: the ace beats the ten
    ("Ac Ad Ah As", "2c 2d 2h 2s"),  # four aces are a one-card ace, beating a one-card deuce
]


@pytest.mark.parametrize(("better", "worse"), BEATS)
def test_the_first_hand_beats_the_second(better: str, worse: str) -> None:
    assert value(better) > value(worse)
    assert value(worse) < value(better)
    assert places([value(worse), value(better)]) == [2, 1]


# Equal hands: suits never break a tie, nor cards that do not play.
TIES = [
    ("7c 4d 3h 2s", "7d 4c 2h 3s"),
    ("Kc 2c 3d 4h", "Qs 2s 3h 4d"),  # the suited king and queen do not play: both are 4-3-2
    ("2c 2d 5h 7s", "2h 7c 5d Qd"),  # the paired deuce and the suited queen do not play: 7-5-2
    ("Kd Qd Jd Td", "Tc Ts Th Td"),  # four of a suit and four of a rank: both the one-card ten
    ("As Ks Qs Js", "Ah Ac Ad As"),  # all one suit plays its lowest card: the ace, like four aces
]


@pytest.mark.parametrize(("first", "second"), TIES)
def test_equal_hands_tie(first: str, second: str) -> None:
    assert value(first) == value(second)
    assert places([value(first), value(second)]) == [1, 1]


# (cards, name, the cards shown, highest first with the ace lowest)
HANDS = [
    ("Ac 2d 3h 4s", "four-card badugi, four high", "4s 3h 2d Ac"),
    ("Kc Qd Jh Ts", "four-card badugi, king high", "Kc Qd Jh Ts"),
    ("7h As 4d 2c", "four-card badugi, seven high", "7h 4d 2c As"),
    # A pair: one of its two cards is dropped.
    ("2c 2d 5h 7s", "three-card hand, seven high", "7s 5h 2d"),  # either deuce: the higher suit is shown
    # Which card of a pair is dropped: the one that leaves the best set. The ace of spades
    # would leave only A-3 (the deuce of spades is its suit): the ace of hearts keeps three.
    ("As Ah 2s 3d", "three-card hand, three high", "3d 2s Ah"),
    # Suited cards: one of them is dropped, the higher when nothing else is at stake ...
    ("Kc 2c 3d 4h", "three-card hand, four high", "4h 3d 2c"),
    # ... but the lower when keeping it would cost a card: the deuce of clubs clashes with the
    # deuce of diamonds by rank and the five of clubs by suit; without it three cards play.
    ("2c 5c 2d 7h", "three-card hand, seven high", "7h 5c 2d"),
    ("5c 3d 2h 2s", "three-card hand, five high", "5c 3d 2s"),
    ("Ac 2d Ah 2c", "two-card hand, two high", "2d Ah"),  # or 2c Ah, or 2d Ac: the higher suits
    ("Kc Qd Kh Qs", "two-card hand, king high", "Kh Qs"),
    ("Kd Qd Jd Td", "one-card hand, ten high", "Td"),  # four of a suit: its lowest card
    ("As Ks Qs Js", "one-card hand, ace high", "As"),
    ("Kc Kd Kh Ks", "one-card hand, king high", "Ks"),  # four of a rank: one card, the highest suit shown
]


@pytest.mark.parametrize(("cards", "name", "cards_shown"), HANDS)
def test_name_and_cards_shown(cards: str, name: str, cards_shown: str) -> None:
    assert shown(cards) == (name, cards_shown)
    assert value(cards).name == name
    hand = best_hand(parse_cards(cards), (), Game.DRAW, BADUGI)  # best_hand hands a badugi to best_badugi
    assert (hand.name, format_cards(hand.cards)) == (name, cards_shown)
    assert hand.value == value(cards) == best_badugi(parse_cards(cards), value(cards)).value


def test_a_badugi_value_s_size_ranks_and_category() -> None:
    three = value("As Ah 2s 3d")
    assert (three.size, three.ranks, three.category) == (3, (3, 2, 1), Category.HIGH_CARD)
    four = value("Kc Qd Jh Ts")
    assert (four.size, four.ranks) == (4, (13, 12, 11, 10))
    assert (value("Kc Kd Kh Ks").size, value("Kc Kd Kh Ks").ranks) == (1, (13,))
    # Never a pair, a straight or a flush, so that nothing takes a badugi for one of them:
    # four cards 6-7-8-9 of four suits are a badugi, not a straight.
    assert value("6c 7d 8h 9s").category is Category.HIGH_CARD
    assert value("6c 7c 8c 9c").category is Category.HIGH_CARD


def test_a_badugi_needs_no_qualifier_and_compares_with_no_other_ranking() -> None:
    best = value("Ac 2d 3h 4s")
    assert best.qualifies(None) and value("Kc Kd Kh Ks").qualifies(None)
    assert best.ranking.is_low and best.ranking.ace_is_low
    with pytest.raises(TypeError, match="badugi and ace-to-five"):
        _ = best < HandValue(best.strength, HandKind.ACE_TO_FIVE)
    assert best != HandValue(best.strength, HandKind.ACE_TO_FIVE)


def test_read_as_a_qualifier_it_asks_for_a_four_card_badugi_that_low() -> None:
    assert value("7c 4d 3h 2s").qualifies(7)
    assert not value("8c 4d 3h 2s").qualifies(7)
    assert not value("5c 3d 2h 2s").qualifies(7)  # three cards


def test_the_code_packs_the_cards_short_of_four_then_the_ranks_bits() -> None:
    assert badugi_code([4, 3, 2, 14]) == 0b1111
    assert badugi_code([13]) == 3 << 13 | 1 << 12
    assert badugi_code([7, 5, 2]) == 1 << 13 | 0b1010010


# --- properties over random hands ---------------------------------------------------------------------

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True)
four_cards = st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True)


def is_badugi(cards: tuple[Card, ...]) -> bool:
    return len({card.rank for card in cards}) == len(cards) == len({card.suit for card in cards})


@SETTINGS
@given(cards=four_cards, data=st.data())
def test_the_shown_set_is_a_badugi_of_the_cards_and_no_other_set_beats_it(
    cards: list[Card], data: st.DataObject
) -> None:
    hand = best_badugi(cards)
    assert set(hand.cards) <= set(cards) and is_badugi(hand.cards)
    assert hand.value == value(format_cards(cards))
    assert hand.value.size == len(hand.cards)
    low = [14 if rank == 1 else rank for rank in hand.value.ranks]
    assert [card.rank for card in hand.cards] == low  # highest first, the ace last
    for size in range(1, 5):
        for other in itertools.combinations(cards, size):
            if is_badugi(other):
                assert HandValue.of(badugi_code([card.rank for card in other]), BADUGI) <= hand.value
    # Neither the order of the cards nor which suit is which changes the value.
    shuffled = data.draw(st.permutations(cards))
    suits = data.draw(st.permutations(range(4)))
    relabelled = [DECK[card.code - card.suit + suits[card.suit]] for card in shuffled]
    assert best_badugi_code([card.code for card in relabelled]) == best_badugi_code([card.code for card in cards])


def test_the_evaluator_and_hand_value_agree() -> None:
    cards = parse_cards("As Ah 2s 3d")
    assert evaluator(BADUGI) is best_badugi_code
    assert hand_value(cards, (), Game.DRAW, BADUGI) == value("As Ah 2s 3d")


# --- every hand of four cards -------------------------------------------------------------------------

HANDS_OF_FOUR = comb(52, 4)
# How many hands make a badugi of each size. Each card is an edge between its rank and its suit,
# and a badugi is a set of edges with no common end: the largest is a maximum matching. By the
# suits the four cards fall in:
# - four suits (13^4 = 28,561 hands): the badugi has one card per distinct rank: of the
#   C(13, k) * S(4, k) * k! hands with k distinct ranks (S: Stirling numbers of the second kind),
#   k = 4: 715 * 24 = 17,160; k = 3: 286 * 36 = 10,296; k = 2: 78 * 14 = 1,092; k = 1: 13.
# - one suit (4 * C(13, 4) = 2,860): one card.
# - three and one (4 * 3 * C(13, 3) * 13 = 44,616): two cards (the lone card and one of the
#   three ranks that is not its rank; three cards would need two of one suit).
# - two and two (C(4, 2) * 78 * 78 = 36,504): two cards (one of each suit, of different ranks).
# - two, one and one (4 * 3 * 78 * 13 * 13 = 158,184): three cards when the lone cards' ranks b
#   and c differ and the pair of suited ranks is not {b, c} (156 - 2 = 154 of the 169 (b, c)
#   for each pair: 4 * 3 * 78 * 154 = 144,144 hands), else two (14,040).
SIZES = {
    4: 17_160,
    3: 10_296 + 144_144,
    2: 1_092 + 44_616 + 36_504 + 14_040,
    1: 13 + 2_860,
}
# Distinct values: every set of k different ranks is some hand's badugi (four suits, with the missing
# cards repeating ranks already there: As Ah 2s 2h is the two-card 2-A), so C(13, k) values of size k.
DISTINCT = {4: comb(13, 4), 3: comb(13, 3), 2: comb(13, 2), 1: 13}
# The table's keys: the four suits' rank sets, as a multiset (which suit is which does not matter):
# one suit of four ranks C(13, 4); three and one C(13, 3) * 13; two and two: a multiset of two of the
# C(13, 2) = 78 two-rank sets, 78 * 79 / 2; two, one and one 78 * C(14, 2); four singles C(16, 4).
TABLE_KEYS = comb(13, 4) + comb(13, 3) * 13 + 78 * 79 // 2 + 78 * comb(14, 2) + comb(16, 4)


@pytest.mark.slow
def test_every_hand_of_four_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    table = Memo(badugi._work_out)
    monkeypatch.setattr(badugi, "_TABLE", table)  # a fresh table, filled by this test alone
    hands_of: Counter[int] = Counter()
    wrong = []
    for hand in itertools.combinations(DECK, 4):
        code = best_badugi_code([card.code for card in hand])
        hands_of[code] += 1
        rulebook = badugi_code([card.rank for card in badugi_set(hand)])
        if code != rulebook:
            wrong.append((format_cards(hand), code, rulebook))
    assert wrong == []
    assert sum(hands_of.values()) == HANDS_OF_FOUR == 270_725
    sizes: Counter[int] = Counter()
    distinct: Counter[int] = Counter()
    for code, count in hands_of.items():
        size = HandValue.of(code, BADUGI).size
        sizes[size] += count
        distinct[size] += 1
    assert dict(sizes) == SIZES and sum(SIZES.values()) == HANDS_OF_FOUR
    assert dict(distinct) == DISTINCT and sum(DISTINCT.values()) == len(hands_of) == 1_092
    assert len(table) == TABLE_KEYS == 16_432
    # The best hand and the worst.
    assert HandValue.of(min(hands_of), BADUGI).name == "four-card badugi, four high"
    assert hands_of[min(hands_of)] == 24
    assert HandValue.of(max(hands_of), BADUGI).name == "one-card hand, king high"
    assert hands_of[max(hands_of)] == 1  # four kings: a suit's lowest card is never a king
