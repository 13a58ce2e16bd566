"""The kinds of hand of the split games with two kinds of hand, each against a brute-force reference.

Every reference here is written plainly from the rules, and none uses the evaluators under test:

- A badugi of five or seven cards (badeucy's and drawmaha's five, razzdugi's seven), the ace low, the ace high
  or the highest (hidugi): the best over every choice of four of the cards, each choice's badugi found by
  trying every subset of it (a set of different ranks and suits; more cards beat fewer; then the highest card,
  then the next, lowest wins, or in hidugi highest wins). Exhaustively over every way five or seven cards can
  stand to each other (which ranks are above which and which suits they share: the fast evaluator keys its
  tables by exactly that, so one hand of each way stands for all of its hands), and over random hands of the
  whole deck (where the ranks themselves are put back).
- The deuce-to-seven low of the best five of seven: the best of the 21 fives by the rulebook of five cards.
- A high that qualifies with a pair of nines or better: every distinct five-card high, by its category and its
  pair.
- The highest and the lowest spade in the hole: every three cards of the deck as a hole (the first two cards
  and the seventh), against the order of the ranks as listed (ace, king, ... two; the ace high in both).
- Omaha high beside the five hole cards as a draw hand (drawmaha): every two hole and three board cards, and
  the five hole cards, by the rulebook of five cards.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest
from support.badugi_ways import dealt, ways_cards_stand
from support.two_kind_reference import (
    BADUGI_ORDERS,
    plain_archie_high,
    plain_badugi,
    plain_drawmaha,
    plain_low_of_seven,
    plain_qualifies,
    plain_spade,
)

from potsplit.hands.cards import DECK, Card, Rank, format_cards, parse_cards
from potsplit.hands.evaluate import best_code, evaluator
from potsplit.hands.games import Game, half_cards, hand_value, hand_values
from potsplit.hands.lookup import rank_key, rank_multisets, rank_table
from potsplit.hands.ranking import NO_SPADE, HandKind, HandValue, decode, five_card_value
from potsplit.hands.showing import best_hand, cards_of_best_fives

BADUGIS = (HandKind.BADUGI, HandKind.BADUGI_ACE_HIGH, HandKind.HIDUGI)


# --- badugi of five and seven cards ------------------------------------------------------------------

def potsplit_badugi(cards: Sequence[Card], kind: HandKind) -> tuple[int, tuple[int, ...]]:
    value = HandValue.of(evaluator(kind)([card.code for card in cards]), kind)
    return value.size, tuple(14 if rank == 1 else rank for rank in value.ranks)


FIVE_WAYS, SEVEN_WAYS = ways_cards_stand(5), ways_cards_stand(7)


def test_the_ways_five_and_seven_cards_stand_are_counted_right() -> None:
    # Five cards fall into 3,240 sequences of suit sets, one a held rank, and 176 up to relabelling the suits;
    # seven into 90,504 and 4,115 (the evaluator's tables hold one entry for each of these at most).
    assert (len(FIVE_WAYS), len(SEVEN_WAYS)) == (176, 4_115)


@pytest.mark.slow
@pytest.mark.parametrize("kind", BADUGIS, ids=lambda kind: kind.value)
@pytest.mark.parametrize("count", [5, 7])
def test_every_way_five_and_seven_cards_stand(kind: HandKind, count: int) -> None:
    rng = random.Random(count)
    wrong = []
    for way in FIVE_WAYS if count == 5 else SEVEN_WAYS:
        cards = dealt(way, BADUGI_ORDERS[kind], rng)  # any ranks, in the kind's order
        if potsplit_badugi(cards, kind) != plain_badugi(cards, kind):
            wrong.append(format_cards(cards))
    assert wrong == []


@pytest.mark.parametrize("kind", BADUGIS, ids=lambda kind: kind.value)
@pytest.mark.parametrize("count", [5, 6, 7])
def test_random_hands_of_the_whole_deck(kind: HandKind, count: int) -> None:
    rng = random.Random(2024 + count)
    hands = [rng.sample(DECK, count) for _ in range(400)]
    assert [potsplit_badugi(hand, kind) for hand in hands] == [plain_badugi(hand, kind) for hand in hands]


def test_more_cards_than_four_beats_and_ties() -> None:
    value = {kind: lambda text, kind=kind: HandValue.of(best_code(kind, [c.code for c in parse_cards(text)]), kind)
             for kind in BADUGIS}
    low, high, hi = value[HandKind.BADUGI], value[HandKind.BADUGI_ACE_HIGH], value[HandKind.HIDUGI]
    # A four-card set beats a three-card one whatever the ranks; a fifth card that cannot join changes nothing.
    assert low("Kc Qd Jh Ts 9s") > low("Ac 2d 3h 3s 4d")
    assert low("7c 4d 3h 2s 2c") == low("7c 4d 3h 2s")
    assert high("5c 4d 3h 2s Ac") > high("6c 4d 3h 2s Ad")  # the ace high: not the wheel's best card
    assert high("Ac 4d 3h 2s") < high("Kc 4d 3h 2s")  # A-4-3-2 is ace high, the worst of them
    assert hi("Ac Kd Qh Js") > hi("Ac Kd Qh Ts") > hi("Kc Qd Jh Ts") > hi("Ac Ad Kh Ks 2h")  # four beat three
    # Suits never break a tie; the order of the cards never matters.
    assert hi("Ac Kd Qh Js 2c") == hi("Ad Kc Qs Jh 3s") and low("2c 5c 2d 7h 8s") == low("7h 8s 2d 5c 2c")


def test_names_and_cards_shown() -> None:
    hands = [
        ("Ac 2d 3h 4s Kc", HandKind.BADUGI, "four-card badugi, four high", "4s 3h 2d Ac"),
        ("Ac 2d 3h 4s 5c", HandKind.BADUGI_ACE_HIGH, "four-card badugi, five high", "5c 4s 3h 2d"),
        ("Ac 2d 3h 4s Kc", HandKind.BADUGI_ACE_HIGH, "four-card badugi, king high", "Kc 4s 3h 2d"),
        ("Ac Kd Qh Js 2c", HandKind.HIDUGI, "four-card badugi, ace high", "Ac Kd Qh Js"),
        ("Ac Kc Qc Jc 2d", HandKind.HIDUGI, "two-card hand, ace high", "Ac 2d"),
        # Seven cards: the best four of them, a club the queen or the king.
        ("Kc Qc 7d 3d 5h 9s Ah", HandKind.BADUGI, "four-card badugi, queen high", "Qc 9s 3d Ah"),
        ("Kc Qc 7d 3d 5h 9s Ah", HandKind.BADUGI_ACE_HIGH, "four-card badugi, queen high", "Qc 9s 5h 3d"),
    ]
    for cards, kind, name, shown in hands:
        hand = best_hand(parse_cards(cards), (), Game.DRAW, kind)
        assert (hand.name, format_cards(hand.cards)) == (name, shown), cards
        assert set(hand.cards) <= cards_of_best_fives(parse_cards(cards), (), Game.DRAW, kind)


# --- deuce-to-seven of the best five of seven ----------------------------------------------------------

def test_deuce_to_seven_of_seven_cards_is_the_best_of_its_21_fives() -> None:
    rng = random.Random(27)
    for _ in range(3_000):
        cards = rng.sample(DECK, 7)
        assert best_code(HandKind.DEUCE_TO_SEVEN, [card.code for card in cards]) == plain_low_of_seven(cards)


def test_razzdeucy_values_its_seven_cards_both_ways() -> None:
    cards = parse_cards("As 2s 3d 4h 5c 6s 8d")  # razz: the wheel; deuce-to-seven: the ace high, 6-5-4-3-2 a straight
    first, second = hand_values(cards, (), Game.RAZZDEUCY, HandKind.DEUCE_TO_SEVEN)
    assert first is not None and second is not None
    assert (first.name, second.name) == ("wheel", "eight-five low")
    assert decode(second.code)[1] == (8, 5, 4, 3, 2)


# --- a high that qualifies with a pair of nines -----------------------------------------------------------

def test_every_five_card_high_qualifies_with_a_pair_of_nines_or_better_and_not_otherwise() -> None:
    table = rank_table(HandKind.HIGH)
    values = {table[rank_key(ranks)] for ranks in rank_multisets(5)}
    values |= {five_card_value(ranks, True, HandKind.HIGH) for ranks in itertools.combinations(range(2, 15), 5)}
    assert len(values) == 7_462
    for code in values:
        assert HandValue.of(code, HandKind.HIGH).qualifies(9) is plain_qualifies(code), decode(code)


def test_archie_s_high_of_seven_cards_qualifies_as_its_best_five_does() -> None:
    rng = random.Random(9)
    for _ in range(2_000):
        cards = rng.sample(DECK, 7)
        high, _ = hand_values(cards, (), Game.ARCHIE, HandKind.ACE_TO_FIVE)
        assert high is not None and (high.code, high.qualifies(9)) == plain_archie_high(cards), format_cards(cards)


# --- the highest and the lowest spade in the hole -------------------------------------------------------

@pytest.mark.slow
def test_every_hole_of_three_cards_against_the_listed_order() -> None:
    high, low = evaluator(HandKind.HIGH_SPADE), evaluator(HandKind.LOW_SPADE)
    up = parse_cards("As Ks Qs Js")  # four spades face up: they never count
    for hole in itertools.combinations([card for card in DECK if card not in up], 3):
        cards = [hole[0], hole[1], *up, hole[2]]
        codes = [card.code for card in cards]
        expected = [plain_spade(cards, highest) for highest in (True, False)]
        found = [None if code in NO_SPADE.values() else Rank(code).symbol for code in (high(codes), low(codes))]
        assert found == expected, format_cards(hole)


@pytest.mark.parametrize(
    ("cards", "high", "low"),
    [
        ("Ks 4s 9h As Qs 2c 7s", "the K♠ in the hole", "the 4♠ in the hole"),  # As and Qs are face up
        ("Kh 4d 9s As Qs 2c 7c", "no spade in the hole", "no spade in the hole"),
        ("2s 3h 9h Ad Qd 2c As", "the A♠ in the hole", "the 2♠ in the hole"),
    ],
)
def test_chicago_s_spade_in_the_hole(cards: str, high: str, low: str) -> None:
    hole = parse_cards(cards)
    for game, kind, name in ((Game.CHICAGO, HandKind.HIGH_SPADE, high), (Game.LOW_CHICAGO, HandKind.LOW_SPADE, low)):
        _, second = hand_values(hole, (), game, kind)
        assert second is not None and second.name == name
        assert second.qualifies(None) is (name != "no spade in the hole")
        shown = best_hand(hole, (), game, kind, second)
        assert [str(card) for card in shown.cards] == ([name[4:6].replace("♠", "s")] if second.qualifies(None) else [])


# --- Omaha high beside the five hole cards as a draw hand ----------------------------------------------

@pytest.mark.parametrize(
    ("game", "kind"),
    [(Game.DRAWMAHA, HandKind.HIGH), (Game.DRAWMAHA_2_7, HandKind.DEUCE_TO_SEVEN),
     (Game.DRAWMAHA_A_5, HandKind.ACE_TO_FIVE)],
    ids=lambda value: value.value,
)
def test_drawmaha_s_omaha_high_and_its_hole_cards_as_a_draw_hand(game: Game, kind: HandKind) -> None:
    rng = random.Random(5)
    for _ in range(400):
        cards = rng.sample(DECK, 10)
        hole, board = cards[:5], cards[5:]
        first, second = hand_values(hole, board, game, kind)
        assert first is not None and second is not None
        assert (first.code, second.code) == plain_drawmaha(hole, board, kind), format_cards(cards)
        assert hand_value(*half_cards(hole, board, game, True), kind) == second
        assert set(best_hand(*half_cards(hole, board, game, True), kind, second).cards) == set(hole)


def test_drawmaha_badugi_s_second_half_is_a_badugi_of_the_hole_cards_alone() -> None:
    hole, board = parse_cards("Ac 2d 3h 4s Ks"), parse_cards("5c 6d 7h 8s 9c")
    first, second = hand_values(hole, board, Game.DRAWMAHA_BADUGI, HandKind.BADUGI)
    assert first is not None and second is not None
    assert (first.name, second.name) == ("straight, seven high", "four-card badugi, four high")
    assert Rank.ACE in {card.rank for card in best_hand(*half_cards(hole, board, Game.DRAWMAHA_BADUGI, True),
                                                         HandKind.BADUGI, second).cards}
