"""Properties of hand evaluation over random deals (hypothesis).

- A hand's value does not depend on the order of its cards.
- The best of n cards is at least as strong as every five of them (and is one of them);
  in omaha, the best of every two hole cards with every three board cards.
- best_hand shows five of the cards given (omaha: two hole, three board) that are worth
  exactly its value, in the reading order of that value.

Expected values come from the rulebook (five_card_value on each five), compared as raw
codes: greater is better for high and short deck, lower is better for a low. Every
five-card ranking is checked, short deck too (its rules hold for any five cards; its
own 36-card deals are in tests/hands/test_short_deck_ranking.py); badugi is in tests/hands/test_badugi_ranking.py.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potsplit.hands.cards import DECK, Card
from potsplit.hands.evaluate import best_code, best_omaha_code
from potsplit.hands.games import Game, hand_value
from potsplit.hands.ranking import HandKind, decode, five_card_value
from potsplit.hands.showing import best_hand

RANKINGS = [ranking for ranking in HandKind if ranking.five_cards]
SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def deal(low: int, high: int) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(DECK), min_size=low, max_size=high, unique=True)


@st.composite
def omaha_deal(draw: st.DrawFn) -> tuple[list[Card], list[Card]]:
    holes = draw(st.integers(4, 6))
    boards = draw(st.integers(3, 5))
    cards = draw(deal(holes + boards, holes + boards))
    return cards[:holes], cards[holes:]


@st.composite
def holdem_deal(draw: st.DrawFn) -> tuple[list[Card], list[Card]]:
    boards = draw(st.integers(3, 5))
    cards = draw(deal(2 + boards, 2 + boards))
    return cards[:2], cards[2:]


def rulebook(five: Sequence[Card], ranking: HandKind) -> int:
    """The rulebook's code of exactly five cards."""
    assert len(five) == 5
    return five_card_value([int(card.rank) for card in five], len({card.suit for card in five}) == 1, ranking)


def best_of(fives: Iterable[Sequence[Card]], ranking: HandKind) -> int:
    codes = [rulebook(five, ranking) for five in fives]
    return min(codes) if ranking.is_low else max(codes)


def at_least_as_good(code: int, other: int, ranking: HandKind) -> bool:
    return code <= other if ranking.is_low else code >= other


def codes(cards: Iterable[Card]) -> list[int]:
    return [card.code for card in cards]


# --- order does not matter ------------------------------------------------------------------------


@SETTINGS
@given(cards=deal(5, 7), data=st.data())
def test_value_does_not_depend_on_card_order(cards: list[Card], data: st.DataObject) -> None:
    shuffled = data.draw(st.permutations(cards))
    game = Game.DRAW if len(cards) == 5 else Game.STUD
    for ranking in RANKINGS:
        assert best_code(ranking, codes(cards)) == best_code(ranking, codes(shuffled))
        assert hand_value(cards, (), game, ranking) == hand_value(shuffled, (), game, ranking)
        assert best_hand(cards, (), game, ranking).value == best_hand(shuffled, (), game, ranking).value


@SETTINGS
@given(dealt=omaha_deal(), data=st.data())
def test_omaha_value_does_not_depend_on_hole_or_board_order(
    dealt: tuple[list[Card], list[Card]], data: st.DataObject
) -> None:
    hole, board = dealt
    hole2, board2 = data.draw(st.permutations(hole)), data.draw(st.permutations(board))
    for ranking in RANKINGS:
        assert best_omaha_code(ranking, codes(hole), codes(board)) == best_omaha_code(
            ranking, codes(hole2), codes(board2)
        )
        assert best_hand(hole, board, Game.OMAHA, ranking).value == best_hand(hole2, board2, Game.OMAHA, ranking).value


@SETTINGS
@given(dealt=holdem_deal(), data=st.data())
def test_holdem_value_does_not_depend_on_order_or_on_which_cards_are_the_board(
    dealt: tuple[list[Card], list[Card]], data: st.DataObject
) -> None:
    hole, board = dealt
    everything = data.draw(st.permutations(hole + board))
    for ranking in RANKINGS:
        # In hold'em any five of hole + board play: the split does not matter, unlike omaha.
        assert hand_value(hole, board, Game.HOLDEM, ranking) == hand_value(everything, (), Game.STUD, ranking)


# --- the best of several cards --------------------------------------------------------------------


@SETTINGS
@given(cards=deal(5, 7))
def test_best_of_n_cards_is_at_least_every_five_and_is_one_of_them(cards: list[Card]) -> None:
    for ranking in RANKINGS:
        best = best_code(ranking, codes(cards))
        for five in itertools.combinations(cards, 5):
            assert at_least_as_good(best, rulebook(five, ranking), ranking), (ranking, five)
        assert best == best_of(itertools.combinations(cards, 5), ranking)


@SETTINGS
@given(dealt=omaha_deal())
def test_omaha_best_is_the_best_two_hole_and_three_board_cards(dealt: tuple[list[Card], list[Card]]) -> None:
    hole, board = dealt
    fives = [pair + triple for pair in itertools.combinations(hole, 2) for triple in itertools.combinations(board, 3)]
    for ranking in RANKINGS:
        best = best_omaha_code(ranking, codes(hole), codes(board))
        for five in fives:
            assert at_least_as_good(best, rulebook(five, ranking), ranking), (ranking, five)
        assert best == best_of(fives, ranking)


@SETTINGS
@given(cards=deal(7, 7))
def test_seven_card_high_beats_or_ties_its_weakest_and_a_low_never_loses_to_its_subsets(cards: list[Card]) -> None:
    # The same claim through HandValue, where greater is stronger in every ranking.
    for ranking in RANKINGS:
        best = hand_value(cards, (), Game.STUD, ranking)
        for five in itertools.combinations(cards, 5):
            assert best >= hand_value(five, (), Game.DRAW, ranking)


# --- what best_hand shows -------------------------------------------------------------------------


def check_shown(five: Sequence[Card], ranking: HandKind, code: int) -> None:
    """Five distinct cards worth *code*, in its reading order."""
    assert len(set(five)) == 5
    assert rulebook(five, ranking) == code
    _, ranks = decode(code, ranking)
    ace = 1 if ranking in (HandKind.ACE_TO_FIVE, HandKind.ACE_TO_SIX) else 14
    if not ranking.is_low and ranks[-1] == 1:
        ace = 1  # the straight the ace plays low in: the wheel shown 5-4-3-2-A, in short deck 9-8-7-6-A
    assert tuple(ace if card.rank == 14 else int(card.rank) for card in five) == ranks


@SETTINGS
@given(cards=deal(5, 7))
def test_best_hand_shows_five_of_the_cards_worth_its_value(cards: list[Card]) -> None:
    game = Game.DRAW if len(cards) == 5 else Game.STUD
    for ranking in RANKINGS:
        hand = best_hand(cards, (), game, ranking)
        assert set(hand.cards) <= set(cards)
        check_shown(hand.cards, ranking, best_code(ranking, codes(cards)))
        assert hand.value == hand_value(cards, (), game, ranking)


@SETTINGS
@given(dealt=holdem_deal())
def test_holdem_best_hand_shows_five_of_hole_and_board(dealt: tuple[list[Card], list[Card]]) -> None:
    hole, board = dealt
    for ranking in RANKINGS:
        hand = best_hand(hole, board, Game.HOLDEM, ranking)
        assert set(hand.cards) <= set(hole + board)
        check_shown(hand.cards, ranking, best_code(ranking, codes(hole + board)))


@SETTINGS
@given(dealt=omaha_deal())
def test_omaha_best_hand_shows_exactly_two_hole_and_three_board_cards(dealt: tuple[list[Card], list[Card]]) -> None:
    hole, board = dealt
    for ranking in RANKINGS:
        hand = best_hand(hole, board, Game.OMAHA, ranking)
        assert len([card for card in hand.cards if card in hole]) == 2
        assert len([card for card in hand.cards if card in board]) == 3
        check_shown(hand.cards, ranking, best_omaha_code(ranking, codes(hole), codes(board)))
        assert hand.value == hand_value(hole, board, Game.OMAHA, ranking)


def first_shown(hole: list[Card], board: list[Card], game: Game, ranking: HandKind, code: int) -> set[Card]:
    """The five best_hand must show: the first of the value's fives with the cards taken highest first
    (in omaha, hole pairs, then board triples, each highest first)."""
    if game is Game.OMAHA:
        pairs = itertools.combinations(sorted(hole, reverse=True), 2)
        fives = (pair + triple for pair in pairs for triple in itertools.combinations(sorted(board, reverse=True), 3))
    else:
        fives = itertools.combinations(sorted(hole + board, reverse=True), 5)
    return set(next(five for five in fives if rulebook(five, ranking) == code))


@SETTINGS
@given(dealt=st.one_of(deal(5, 7).map(lambda cards: (cards, [])), holdem_deal(), omaha_deal()))
def test_best_hand_shows_the_first_five_of_its_value_highest_cards_first(dealt: tuple[list[Card], list[Card]]) -> None:
    hole, board = dealt
    game = Game.OMAHA if len(hole) >= 4 and board else Game.HOLDEM if board else Game.STUD
    for ranking in RANKINGS:
        hand = best_hand(hole, board, game, ranking)
        assert set(hand.cards) == first_shown(hole, board, game, ranking, hand.value.code)
