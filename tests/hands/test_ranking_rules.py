"""The ranking rules that other poker libraries get wrong, one named test each (spec section 2).

Every expected value here was worked out by hand from the spec, not printed by the code.
"""

from __future__ import annotations

import pytest

from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import Card, format_cards, parse_cards
from potsplit.hands.games import Game, check_board, check_hole, hand_value, infer_game
from potsplit.hands.placing import place_hands, places
from potsplit.hands.ranking import Category, HandKind, HandValue
from potsplit.hands.showing import best_hand

HIGH, A5, D7, A6 = HandKind.HIGH, HandKind.ACE_TO_FIVE, HandKind.DEUCE_TO_SEVEN, HandKind.ACE_TO_SIX


def value(cards: str, ranking: HandKind, board: str = "", game: Game | None = None) -> HandValue:
    hole, community = parse_cards(cards), parse_cards(board)
    chosen = game or infer_game([hole], community)
    check_hole(hole, chosen)
    check_board(community, chosen)
    return hand_value(hole, community, chosen, ranking)


def shown(cards: str, ranking: HandKind, board: str = "", game: Game | None = None) -> tuple[str, str]:
    """The best hand's name and its five cards as shown."""
    hole, community = parse_cards(cards), parse_cards(board)
    chosen = game or infer_game([hole], community)
    hand = best_hand(hole, community, chosen, ranking)
    return hand.name, format_cards(hand.cards)


def ranks_of(cards: str) -> str:
    """The rank letters of cards, in order: "5h 4d 3c 2s Ah" -> "5432A"."""
    return "".join(str(card)[0] for card in parse_cards(cards))


# --- straights: the ace, the wheel, no wrap-around ---------------------------------------------


def test_wheel_is_the_lowest_straight_in_high() -> None:
    wheel = value("Ah 2c 3d 4s 5h", HIGH)
    assert wheel.category is Category.STRAIGHT
    assert wheel.name == "straight, five high"
    assert wheel < value("2c 3d 4s 5h 6c", HIGH)  # six-high straight
    assert wheel > value("Ac Ad As Kc Qd", HIGH)  # any straight beats three aces
    assert shown("Ah 2c 3d 4s 5h", HIGH) == ("straight, five high", "5h 4s 3d 2c Ah")


def test_wheel_is_a_straight_in_ace_to_six() -> None:
    wheel = value("Ah 2c 3d 4s 5h", A6)
    assert wheel.category is Category.STRAIGHT
    assert wheel.name == "straight, five high"
    # A straight counts against a low: any no-pair hand, even king high, and any pair beat it.
    assert value("Kc Qd Jh Ts 8c", A6) > wheel
    assert value("Kc Kd Qh Js 9c", A6) > wheel
    assert not wheel.qualifies(8)


def test_a_2_3_4_5_is_ace_high_not_a_straight_in_deuce_to_seven() -> None:
    hand = value("Ah 2c 3d 4s 5h", D7)
    assert hand.category is Category.HIGH_CARD
    assert hand.name == "ace-five low"
    assert shown("Ah 2c 3d 4s 5h", D7) == ("ace-five low", "Ah 5h 4s 3d 2c")
    assert value("Kc Qd Jh Ts 8c", D7) > hand  # the ace is the highest card: king high is better
    assert hand > value("2c 2d 3h 4s 5c", D7)  # but any no-pair hand beats a pair
    assert hand > value("6c 5d 4h 3s 2c", D7)  # and a real straight
    assert not hand.qualifies(8)


def test_ace_king_queen_jack_ten_is_no_straight_in_ace_to_six() -> None:
    hand = value("Ac Kd Qh Js Tc", A6)
    assert hand.category is Category.HIGH_CARD
    assert shown("Ac Kd Qh Js Tc", A6) == ("king-queen low", "Kd Qh Js Tc Ac")
    assert hand > value("9c Td Jh Qs Kc", A6)  # K-Q-J-T-9 is a straight there
    # ...while in high and in deuce-to-seven it is the top straight.
    assert value("Ac Kd Qh Js Tc", HIGH).name == "straight, ace high"
    assert value("Ac Kd Qh Js Tc", D7).name == "straight, ace high"


@pytest.mark.parametrize("ranking", [HIGH, D7], ids=lambda r: r.value)
def test_no_wrap_around_straight(ranking: HandKind) -> None:
    for cards in ("Kc Ad 2h 3s 4c", "Qc Kd Ah 2s 3c", "Jc Qd Kh As 2c"):
        assert value(cards, ranking).category is Category.HIGH_CARD, cards
    assert value("Kc Ad 2h 3s 4c", ranking).ranks == (14, 13, 4, 3, 2)


def test_no_wrap_around_straight_loses_to_a_pair_high() -> None:
    assert value("Kc Ad 2h 3s 4c", HIGH) < value("2c 2d 3h 4s 6c", HIGH)
    assert value("Kc Ad 2h 3s 4c", D7) > value("2c 2d 3h 4s 6c", D7)


def test_no_wrap_around_straight_in_ace_to_six() -> None:
    hand = value("Kc Ad 2h 3s 4c", A6)
    assert hand.category is Category.HIGH_CARD
    assert hand.name == "king-four low"


def test_no_wrap_around_names() -> None:
    assert value("Kc Ad 2h 3s 4c", HIGH).name == "ace-king high"
    assert value("Kc Ad 2h 3s 4c", D7).name == "ace-king low"


def test_suited_wheel_is_the_perfect_ace_to_five_low() -> None:
    suited = value("5s 4s 3s 2s As", A5)
    assert suited.name == "wheel"
    assert suited.category is Category.HIGH_CARD
    assert suited.qualifies(8) and suited.qualifies(5)
    assert suited == value("5s 4h 3d 2c Ad", A5)  # suits do not matter in ace-to-five
    assert suited > value("6c 4d 3h 2s Ac", A5)
    assert suited > value("Ac Ad 2c 3d 4h", A5) > value("5c 4d 3h 2s 2c", A5)  # aces are the lowest pair
    assert shown("5s 4s 3s 2s As", A5) == ("wheel", "5s 4s 3s 2s As")
    # The same cards high: a straight flush.
    assert value("5s 4s 3s 2s As", HIGH).name == "straight flush, five high"


# --- omaha: exactly two hole cards and three board cards ----------------------------------------


def test_omaha_four_suited_in_hand_and_one_on_the_board_is_no_flush() -> None:
    hand = value("As Ks Qs Js", HIGH, board="2s 3c 4c 9d Td", game=Game.OMAHA)
    assert hand.category is Category.HIGH_CARD
    # Two hole cards (A, K) and the board's best three (T, 9, 4).
    assert shown("As Ks Qs Js", HIGH, board="2s 3c 4c 9d Td", game=Game.OMAHA) == ("ace-king high", "As Ks Td 9d 4c")
    # The same seven cards in stud (any five of them) make a flush: in omaha they do not.
    assert hand < value("As Ks Qs Js 2s 3c 4c", HIGH, game=Game.STUD)


def test_omaha_two_suited_in_hand_and_three_on_the_board_is_a_flush() -> None:
    hand = value("As Ks 7h 8d", HIGH, board="2s 3s 9s Tc Jd", game=Game.OMAHA)
    assert hand.name == "flush, ace-king high"
    assert shown("As Ks 7h 8d", HIGH, board="2s 3s 9s Tc Jd")[1] == "As Ks 9s 3s 2s"


def test_omaha_one_hole_card_cannot_make_a_board_straight_flush() -> None:
    # As with the board's K Q J T of spades would be a royal flush with one hole card; omaha needs two.
    assert shown("As 2c 3c 4c", HIGH, board="Ks Qs Js Ts 5d") == ("ace-king high", "As Ks Qs Js 4c")


def test_omaha_board_cannot_play_alone() -> None:
    # The board is a straight (9-K); a player must still use two hole cards.
    hand = value("2c 2d 3h 3s", HIGH, board="9c Td Jh Qs Kc", game=Game.OMAHA)
    assert hand.name == "pair of threes"
    assert shown("2c 2d 3h 3s", HIGH, board="9c Td Jh Qs Kc")[1] == "3s 3h Kc Qs Jh"


def test_omaha_big_cards_have_no_eight_or_better_low() -> None:
    hand = value("As Ks Qs Js", A5, board="2c 3c 4c 9d Td", game=Game.OMAHA)
    # The two lowest hole cards are A and J: J-4-3-2-A.
    assert hand.name == "jack-four low"
    assert not hand.qualifies(8)
    assert hand.qualifies(11)
    # With a low card in hand it is the wheel.
    assert value("As 5d Qs Js", A5, board="2c 3c 4c 9d Td", game=Game.OMAHA).name == "wheel"


def test_omaha_low_needs_two_low_hole_cards() -> None:
    # One low hole card (A) and a low board (2-3-4-5-6): the low must use another hole card (K).
    hand = value("Ac Kd Kh Ks", A5, board="2c 3d 4h 5s 6c")
    assert hand.name == "king-four low"
    assert not hand.qualifies(8)


# --- ties: the best five only, never suits --------------------------------------------------------


def test_board_plays_and_kickers_never_come_from_outside_the_best_five() -> None:
    board = parse_cards("Ac Kd Qh Js 9c")
    ranked = place_hands([parse_cards("2c 3d"), parse_cards("4h 5s")], board, Game.HOLDEM, A5, None)
    assert [r.high.place for r in ranked] == [1, 1]
    assert [format_cards(r.high.hand.cards) for r in ranked] == ["Ac Kd Qh Js 9c"] * 2


def test_seven_card_kickers_beyond_the_fifth_card_do_not_count() -> None:
    alice, bob = parse_cards("As Ad Kc Qd Jh 3c 2d"), parse_cards("Ah Ac Ks Qh Jd 5c 4d")
    ranked = place_hands([alice, bob], (), Game.STUD, A5, None)
    assert [r.high.place for r in ranked] == [1, 1]
    assert ranked[0].high.hand.name == "pair of aces"
    # Low, the other way round: the small cards are in the best five and decide.
    assert ranked[0].low.hand.name == "queen-jack low"  # Q J 3 2 A
    assert ranked[1].low.hand.name == "queen-jack low"  # Q J 5 4 A
    assert [r.low.place for r in ranked] == [1, 2]


def test_fifth_card_decides_when_it_is_in_the_best_five() -> None:
    alice, bob = parse_cards("As Ad Kc Qd 9h 3c 2d"), parse_cards("Ah Ac Ks Qh 8d 7c 6d")
    ranked = place_hands([alice, bob], (), Game.STUD, D7, None)
    assert [r.high.place for r in ranked] == [1, 2]


def test_low_kickers_outside_the_best_five_do_not_count() -> None:
    alice, bob = parse_cards("7c 5d 4h 3s 2c Kd Kh"), parse_cards("7d 5c 4s 3h 2d Qc Qh")
    for low in (A5, D7):
        ranked = place_hands([alice, bob], (), Game.STUD, low, 8)
        assert [r.low.place for r in ranked] == [1, 1]
        assert [r.low.hand.name for r in ranked] == ["seven-five low"] * 2


@pytest.mark.parametrize(
    ("first", "second", "ranking"),
    [
        ("As Ks Qs Js 9s", "Ah Kh Qh Jh 9h", HIGH),
        ("Ac Kd Qh Js 9c", "Ad Kc Qs Jh 9d", HIGH),
        ("Ts Th 4c 4d 2s", "Tc Td 4h 4s 2h", HIGH),
        ("As Ks Qs Js Ts", "Ad Kd Qd Jd Td", HIGH),
        ("7c 5d 4h 3s 2c", "7h 5s 4d 3c 2d", D7),
        ("7c 5c 4c 3c 2c", "7h 5h 4h 3h 2h", D7),
        ("6c 4d 3h 2s Ac", "6d 4c 3s 2h Ad", A6),
        ("8s 6s 4s 3s 2s", "8d 6h 4c 3d 2h", A5),
    ],
)
def test_suits_never_break_ties(first: str, second: str, ranking: HandKind) -> None:
    assert value(first, ranking) == value(second, ranking)
    low = ranking if ranking.is_low else A5
    ranked = place_hands([parse_cards(first), parse_cards(second)], (), Game.DRAW, low, None)
    direction = [r.low if ranking.is_low else r.high for r in ranked]
    assert [s.place for s in direction] == [1, 1]


# --- names, and the five cards in reading order ---------------------------------------------------

NAMES = [
    # high
    ("As Ks Qs Js Ts", HIGH, "royal flush", "AKQJT"),
    ("9h 8h 7h 6h 5h", HIGH, "straight flush, nine high", "98765"),
    ("Ad 2d 3d 4d 5d", HIGH, "straight flush, five high", "5432A"),
    ("Kc 3c Kd Kh Ks", HIGH, "four of a kind, kings", "KKKK3"),
    ("Jh Kc Kd Jd Ks", HIGH, "full house, kings over jacks", "KKKJJ"),
    ("2c 2d 2h As Ac", HIGH, "full house, twos over aces", "222AA"),
    ("2c Kc 9c Ac 5c", HIGH, "flush, ace-king high", "AK952"),
    ("5c 9d 7h 6s 8c", HIGH, "straight, nine high", "98765"),
    ("Ah 2c 3d 4s 5h", HIGH, "straight, five high", "5432A"),
    ("Tc Ad Qh Js Kc", HIGH, "straight, ace high", "AKQJT"),
    ("2c 8d 8h Ks 8c", HIGH, "three of a kind, eights", "888K2"),
    ("8h Ac Kc 8s Ad", HIGH, "two pair, aces and eights", "AA88K"),
    ("2c Ah 8c 5s 8d", HIGH, "pair of eights", "88A52"),
    ("2c 9h Kd 5s Ac", HIGH, "ace-king high", "AK952"),
    ("2c 3s 4h 5d 7c", HIGH, "seven-five high", "75432"),
    # ace-to-five: the ace is low, straights and flushes do not count
    ("2c 3s 4h 5d 7c", A5, "seven-five low", "75432"),
    ("Ac 2d 3h 4s 5c", A5, "wheel", "5432A"),
    ("2s 3s 4s 5s As", A5, "wheel", "5432A"),
    ("Ac 2d 3h 4s 6c", A5, "six-four low", "6432A"),
    ("9c 8d 7h 6s 5c", A5, "nine-eight low", "98765"),
    ("Ks Qs Js Ts 9s", A5, "king-queen low", "KQJT9"),
    ("2c Ah 8c 5s 8d", A5, "pair of eights", "8852A"),
    ("Ac Ad 2h 3s 4c", A5, "pair of aces", "AA432"),
    ("3c Ad 2h 2s Ac", A5, "two pair, twos and aces", "22AA3"),
    ("Kc Kd Kh Ks Qc", A5, "four of a kind, kings", "KKKKQ"),
    ("Kc Kd Kh Ks Ac", A5, "four of a kind, kings", "KKKKA"),
    # deuce-to-seven: the ace is high only, straights and flushes count against
    ("2c 3s 4h 5d 7c", D7, "seven-five low", "75432"),
    ("2c 3c 4c 5c 7c", D7, "flush, seven-five high", "75432"),
    ("2c 3s 4h 5d 6c", D7, "straight, six high", "65432"),
    ("Ac 2d 3h 4s 5c", D7, "ace-five low", "A5432"),
    ("As Ks Qs Js Ts", D7, "royal flush", "AKQJT"),
    ("2c Ah 8c 5s 8d", D7, "pair of eights", "88A52"),
    # ace-to-six: the ace is low only, straights and flushes count against
    ("Ac 2d 3h 4s 6c", A6, "six-four low", "6432A"),
    ("Ac 2d 3h 4s 5c", A6, "straight, five high", "5432A"),
    ("Ac Kd Qh Js Tc", A6, "king-queen low", "KQJTA"),
    ("Ac 2c 3c 4c 6c", A6, "flush, six-four high", "6432A"),
    ("Ks Qs Js Ts 9s", A6, "straight flush, king high", "KQJT9"),
    ("As Ks Qs Js Ts", A6, "flush, king-queen high", "KQJTA"),
    ("2c Ah 8c 5s 8d", A6, "pair of eights", "8852A"),
]


@pytest.mark.parametrize(("cards", "ranking", "name", "order"), NAMES)
def test_name_and_cards_in_reading_order(cards: str, ranking: HandKind, name: str, order: str) -> None:
    got_name, got_cards = shown(cards, ranking)
    assert got_name == name
    assert ranks_of(got_cards) == order
    assert sorted(got_cards.split()) == sorted(cards.split())


def test_every_high_category_has_its_name() -> None:
    """The name table above covers every category that natural cards make (five of a kind needs a wild card: see
    tests/hands/test_wild_rules.py), and each hand's name is the one the table gives."""
    names = {value(cards, HIGH).category: value(cards, HIGH).name for cards, ranking, _, _ in NAMES if ranking is HIGH}
    natural = set(Category) - {Category.FIVE_OF_A_KIND}
    assert set(names) == natural
    expected = {value(cards, HIGH).category: name for cards, ranking, name, _ in NAMES if ranking is HIGH}
    assert all(names[category] == expected[category] for category in natural)


# --- the qualifier --------------------------------------------------------------------------------

QUALIFIERS = [
    # ace-to-five: the ace counts 1; straights and flushes do not matter
    ("8c 7d 6h 5s Ac", A5, 8, True),
    ("8c 7d 6h 5s Ac", A5, 7, False),
    ("9c 4d 3h 2s Ac", A5, 8, False),
    ("5h 4h 3h 2h Ah", A5, 5, True),
    ("8h 7h 6h 5h 4h", A5, 8, True),
    ("8c 8d 3h 2s Ac", A5, 8, False),
    ("8c 8d 3h 2s Ac", A5, None, True),
    # deuce-to-seven: the ace counts 14; straights and flushes never qualify
    ("8c 7d 5h 4s 2c", D7, 8, True),
    ("8c 7d 5h 4s 2c", D7, 7, False),
    ("Ac 2d 3h 4s 5c", D7, 8, False),
    ("Ac 2d 3h 4s 5c", D7, 14, True),
    ("7c 5c 4c 3c 2c", D7, 8, False),
    ("6c 5d 4h 3s 2c", D7, 8, False),
    ("6c 5d 4h 3s 2c", D7, 14, False),
    # ace-to-six: the ace counts 1; straights and flushes never qualify
    ("6c 4d 3h 2s Ac", A6, 6, True),
    ("8c 7d 6h 5s Ac", A6, 8, True),
    ("Ac 2d 3h 4s 5c", A6, 8, False),
    ("6c 4c 3c 2c Ac", A6, 8, False),
    ("Ac Kd Qh Js Tc", A6, 13, True),
    ("Ac Kd Qh Js Tc", A6, 12, False),
    ("Kc Qd Jh Ts 9c", A6, 13, False),
]


@pytest.mark.parametrize(("cards", "ranking", "qualifier", "qualifies"), QUALIFIERS)
def test_qualifier(cards: str, ranking: HandKind, qualifier: int | None, qualifies: bool) -> None:
    assert value(cards, ranking).qualifies(qualifier) is qualifies


def test_a_non_qualifying_low_has_no_place() -> None:
    hands = [parse_cards("9c 4d 3h 2s Ac"), parse_cards("8c 7d 6h 5s Ac"), parse_cards("Kc Kd Qh Js 9c")]
    ranked = place_hands(hands, (), Game.DRAW, A5, 8)
    assert [r.low.place for r in ranked] == [None, 1, None]
    assert [r.low.qualifies for r in ranked] == [False, True, False]
    ranked = place_hands(hands, (), Game.DRAW, A5, None)
    assert [r.low.place for r in ranked] == [2, 1, 3]


# --- 6- and 7-card lows that must break a flush or a straight ------------------------------------

SHAPE_LOWS = [
    # 7-5-4-3-2 of hearts is a flush: the best low swaps in the 8.
    ("7h 5h 4h 3h 2h 8c Kd", D7, "eight-five low", "8c 5h 4h 3h 2h"),
    # 6-5-4-3-2 is a straight: drop the 6 for the 9.
    ("6c 5d 4h 3s 2c 9d", D7, "nine-five low", "9d 5d 4h 3s 2c"),
    # 8-7-6-5-4 and 7-6-5-4-3 are straights: 8-6-5-4-3 is the best five that is not.
    ("8c 7d 6h 5s 4c 3d", D7, "eight-six low", "8c 6h 5s 4c 3d"),
    # A-2-3-4-5 is a straight in ace-to-six: K-4-3-2-A is the best low of these.
    ("Ac 2d 3h 4s 5c Kd", A6, "king-four low", "Kd 4s 3h 2d Ac"),
    # A..6: both A-5 and 2-6 are straights; 6-4-3-2-A is not.
    ("Ac 2d 3h 4s 5c 6d Kd", A6, "six-four low", "6d 4s 3h 2d Ac"),
    # 6-4-3-2-A of hearts is a flush: the 7 comes in for the 6.
    ("6h 4h 3h 2h Ah 7c", A6, "seven-four low", "7c 4h 3h 2h Ah"),
    # Six spades, one club: every five without the club is a flush.
    ("2s 3s 4s 5s 7s 9s Kc", D7, "king-five low", "Kc 5s 4s 3s 2s"),
    # In ace-to-five the same cards simply play their lowest five.
    ("7h 5h 4h 3h 2h 8c Kd", A5, "seven-five low", "7h 5h 4h 3h 2h"),
    ("Ac 2d 3h 4s 5c Kd", A5, "wheel", "5c 4s 3h 2d Ac"),
]


@pytest.mark.parametrize(("cards", "ranking", "name", "five"), SHAPE_LOWS)
def test_multi_card_low_avoids_straights_and_flushes(cards: str, ranking: HandKind, name: str, five: str) -> None:
    assert value(cards, ranking).name == name
    assert shown(cards, ranking) == (name, five)


def test_seven_card_deuce_to_seven_flush_breaker_qualifies() -> None:
    assert value("7h 5h 4h 3h 2h 8c Kd", D7).qualifies(8)
    assert not value("7h 5h 4h 3h 2h", D7).qualifies(8)  # the five hearts alone: a flush


# --- games: inference and card counts -------------------------------------------------------------


def cards_of(*hands: str) -> list[tuple[Card, ...]]:
    return [parse_cards(hand) for hand in hands]


@pytest.mark.parametrize(
    ("hands", "board", "game"),
    [
        (["As Ks Qs Js Ts", "2c 3c 4c 5c 7d"], "", Game.DRAW),
        (["As Ks Qs Js Ts", "2c 3c 4c 5c 7d 8d"], "", Game.STUD),
        (["As Ks Qs Js Ts 9d", "2c 3c 4c 5c 7d 8d"], "", Game.STUD),
        (["As Ks Qs Js Ts 9d 8d"], "", Game.STUD),
        (["As Ks", "2c 3c"], "4d 5d 6d", Game.HOLDEM),
        (["As Ks", "2c 3c"], "4d 5d 6d 7d 8d", Game.HOLDEM),
        (["As Ks Qs Js"], "4d 5d 6d", Game.OMAHA),
        (["As Ks Qs Js Ts", "2c 3c 4c 5c"], "4d 5d 6d 7d", Game.OMAHA),
        (["As Ks Qs Js Ts 9s", "2c 3c 4c 5c"], "4d 5d 6d 7d 8d", Game.OMAHA),
    ],
)
def test_game_is_inferred(hands: list[str], board: str, game: Game) -> None:
    assert infer_game(cards_of(*hands), parse_cards(board)) is game


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        (["As Ks Qs"], "4d 5d 6d"),
        (["As Ks", "2c 3c 4c 5c"], "4d 5d 6d"),
        (["As Ks Qs Js Ts 9s 8s"], "4d 5d 6d"),
        (["As"], "4d 5d 6d"),
    ],
)
def test_game_cannot_be_inferred_with_a_board(hands: list[str], board: str) -> None:
    with pytest.raises(InvalidShowdown, match="game"):
        infer_game(cards_of(*hands), parse_cards(board))


OK_COUNTS = [
    (Game.DRAW, 5, 0), (Game.STUD, 5, 0), (Game.STUD, 6, 0), (Game.STUD, 7, 0),
    (Game.HOLDEM, 2, 3), (Game.HOLDEM, 2, 4), (Game.HOLDEM, 2, 5),
    (Game.OMAHA, 4, 3), (Game.OMAHA, 5, 4), (Game.OMAHA, 6, 5), (Game.OMAHA, 4, 5),
]
BAD_COUNTS = [
    (Game.DRAW, 4, 0, "not 4"), (Game.DRAW, 6, 0, "not 6"), (Game.DRAW, 5, 3, "board"),
    (Game.STUD, 4, 0, "not 4"), (Game.STUD, 8, 0, "not 8"), (Game.STUD, 7, 3, "board"),
    (Game.HOLDEM, 1, 3, "not 1"), (Game.HOLDEM, 3, 3, "not 3"), (Game.HOLDEM, 2, 0, "not 0"),
    (Game.HOLDEM, 2, 2, "not 2"), (Game.HOLDEM, 2, 6, "not 6"),
    (Game.OMAHA, 3, 3, "not 3"), (Game.OMAHA, 7, 3, "not 7"), (Game.OMAHA, 4, 0, "not 0"),
    (Game.OMAHA, 4, 2, "not 2"), (Game.OMAHA, 4, 6, "not 6"),
]
DECK_TEXT = "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah Kh Qh Jh Th 9h 8h"


def deal(holes: int, board: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    cards = parse_cards(DECK_TEXT)
    return cards[:holes], cards[holes : holes + board]


def check_cards(hole: tuple[Card, ...], board: tuple[Card, ...], game: Game) -> None:
    check_hole(hole, game)
    check_board(board, game)


@pytest.mark.parametrize(("game", "holes", "board"), OK_COUNTS)
def test_card_counts_that_fit_the_game(game: Game, holes: int, board: int) -> None:
    check_cards(*deal(holes, board), game)


@pytest.mark.parametrize(("game", "holes", "board", "message"), BAD_COUNTS)
def test_card_counts_that_do_not_fit_the_game(game: Game, holes: int, board: int, message: str) -> None:
    with pytest.raises(InvalidShowdown, match=message) as caught:
        check_cards(*deal(holes, board), game)
    assert game.value in str(caught.value)


# --- places ----------------------------------------------------------------------------------------


def test_places_are_shared_and_skip_after_a_tie() -> None:
    hands = cards_of("9h 8h 7h 6h 5h", "Kc Kd Jc Jd 2c", "Ks Kh Js Jh 2d", "Ac 8c 8s 3d 4h")
    ranked = place_hands(hands, (), Game.DRAW, A5, None)
    assert [r.high.place for r in ranked] == [1, 2, 2, 4]
    assert [r.high.hand.name for r in ranked] == [
        "straight flush, nine high", "two pair, kings and jacks", "two pair, kings and jacks", "pair of eights",
    ]
    shuffled = [hands[3], hands[1], hands[0], hands[2]]
    assert [r.high.place for r in place_hands(shuffled, (), Game.DRAW, A5, None)] == [4, 2, 1, 2]


def test_places_of_values_and_none() -> None:
    v = [HandValue(n, HIGH) for n in (3, 9, 7, 7, 1)]
    assert places(v) == [4, 1, 2, 2, 5]
    assert places([v[0], None, v[1], v[1]]) == [3, None, 1, 1]
    assert places([None, None]) == [None, None]


def test_low_places_run_the_other_way() -> None:
    hands = cards_of("Kc Kd Kh Jc Jd", "7c 5d 4h 3s 2c", "7d 5c 4s 3h 2d", "Ah 2h 3d 4d 5s")
    assert [r.low.place for r in place_hands(hands, (), Game.DRAW, A5, None)] == [4, 2, 2, 1]
    # Deuce-to-seven: A-5-4-3-2 is ace high; ace-to-six: a straight, still better than a full house.
    assert [r.low.place for r in place_hands(hands, (), Game.DRAW, D7, None)] == [4, 1, 1, 3]
    assert [r.low.place for r in place_hands(hands, (), Game.DRAW, A6, None)] == [4, 1, 1, 3]
