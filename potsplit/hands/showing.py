"""The cards that make a hand, to show them: a player's best five (a badugi's one to four, a spade in the hole's
one), in reading order.

Slower than the values (:func:`~potsplit.hands.games.hand_values`), and asked for only when a hand is shown,
or when an odd-chip rule needs the cards of the five (see :func:`cards_of_best_fives`).

>>> from potsplit.hands.cards import format_cards, parse_cards
>>> hole, board = parse_cards("As Ks Qs Js"), parse_cards("2c 3c 4c 9d Td")
>>> hand = best_hand(hole, board, Game.OMAHA, HandKind.HIGH)
>>> hand.name, format_cards(hand.cards)
('ace-king high', 'As Ks Td 9d 4c')
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterator, Sequence
from typing import NamedTuple, TypeVar

from potsplit.hands.badugi import badugi_set
from potsplit.hands.cards import DECK, Card, Suit
from potsplit.hands.evaluate import evaluator, in_the_hole
from potsplit.hands.games import Game, hand_value
from potsplit.hands.ranking import Category, HandKind, HandValue, badugi_code, decode

T = TypeVar("T")
_CODE = operator.attrgetter("code")
"""A card's code, which orders cards as they compare (by rank, then suit): sorted by it in C, not by a call of
:meth:`Card.__lt__` in Python for each comparison: seven cards sort 2.2x as fast (0.37 against 0.79 us), and every
hand shown is sorted once or twice."""


class Hand(NamedTuple):
    """A player's best five cards in one ranking (a badugi's one to four), in reading order, and their value;
    with wild cards (see :mod:`potsplit.hands.wild_show`), each wild card or bug among them with the card it
    plays as."""

    value: HandValue
    cards: tuple[Card, ...]
    wild: tuple[tuple[Card, Card], ...] = ()

    @property
    def name(self) -> str:
        """The hand as a player says it."""
        return self.value.name


def fives(hole: Sequence[T], board: Sequence[T], game: Game) -> Iterator[tuple[T, ...]]:
    """Every five cards (or card codes) that may make a hand in *game*: two hole and three board cards in
    Omaha (and the games dealt as Omaha), any five of them all in the others."""
    if game.cards_as is Game.OMAHA:
        for pair in itertools.combinations(hole, 2):
            for triple in itertools.combinations(board, 3):
                yield pair + triple
    else:
        yield from itertools.combinations((*hole, *board), 5)


def best_hand(
    hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: HandKind, value: HandValue | None = None
) -> Hand:
    """The best hand of *hole* (and *board*) in *ranking*, with its five cards (a badugi: :func:`best_badugi`; a
    spade in the hole: :func:`best_spade`).

    Slower than :func:`hand_value`; for showing a hand (pass its *value* when
    it is known). Of several fives of the same value, the first is shown in
    the order of :func:`fives` with the cards taken highest first (by rank,
    then suit); in Omaha, that is the highest pair of hole cards that can
    make the value.

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hand = best_hand(parse_cards("Ah Kd"), parse_cards("9h 8s 7c 6d 6h"), Game.HOLDEM, HandKind.SHORT_DECK)
    >>> hand.name, format_cards(hand.cards)
    ('straight, nine high', '9h 8s 7c 6h Ah')
    """
    if ranking in _BY_RANKS and game.cards_as is not Game.OMAHA:  # the most shown first: no badugi, no spade
        if value is None:
            value = hand_value(hole, board, game, ranking)
        return Hand(value, _pick((*hole, *board), value))
    if ranking.is_badugi:
        return best_badugi((*hole, *board), value, ranking)
    if ranking.is_spade:
        return best_spade(hole, ranking, value)
    if value is None:
        value = hand_value(hole, board, game, ranking)
    game = game.cards_as
    if game is Game.OMAHA:  # higher cards tried first
        hole, board = sorted(hole, key=_CODE, reverse=True), sorted(board, key=_CODE, reverse=True)
    else:
        hole, board = sorted((*hole, *board), key=_CODE, reverse=True), ()
    five = _first_of_ranks(hole, board, game, value)
    evaluate, target = evaluator(ranking), value.code
    if five is None or evaluate([card.code for card in five]) != target:  # a low that the suits made a flush
        hole_codes, board_codes = [card.code for card in hole], [card.code for card in board]
        codes = next(five for five in fives(hole_codes, board_codes, game) if evaluate(five) == target)
        five = [DECK[code] for code in codes]
    return Hand(value, _reading_order(five, value))


def best_badugi(cards: Sequence[Card], value: HandValue | None = None, kind: HandKind = HandKind.BADUGI) -> Hand:
    """A player's badugi in the badugi *kind*: the cards of his best set (one to four), highest first (the ace
    lowest in badugi, highest in the others), and its value.

    Of several sets of the same value, the one with the higher cards by suit
    is shown (see :func:`potsplit.hands.badugi.badugi_set`).

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hand = best_badugi(parse_cards("As 2s 3h 4d"))
    >>> hand.name, format_cards(hand.cards), hand.value.size
    ('three-card hand, four high', '4d 3h As', 3)
    >>> hand = best_badugi(parse_cards("As 2s 3h 4d Kc"), kind=HandKind.HIDUGI)
    >>> hand.name, format_cards(hand.cards)
    ('four-card badugi, ace high', 'As Kc 4d 3h')
    """
    shown = badugi_set(cards, kind)
    if value is None:
        value = HandValue.of(badugi_code([card.rank for card in shown], kind), kind)
    return Hand(value, shown)


def best_spade(hole: Sequence[Card], kind: HandKind, value: HandValue | None = None) -> Hand:
    """A stud player's highest (*kind* the lowest) spade in the hole, his first two cards and his seventh as
    dealt: the card and its value; no card without a spade there.

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hand = best_spade(parse_cards("9s Qs As Ad Kd 2s 3s"), HandKind.HIGH_SPADE)
    >>> hand.name, format_cards(hand.cards)
    ('the Q♠ in the hole', 'Qs')
    >>> best_spade(parse_cards("9s Qs As Ad Kd 2s 3s"), HandKind.LOW_SPADE).name
    'the 3♠ in the hole'
    """
    spades = [card for card in in_the_hole(hole) if card.suit == Suit.SPADES]
    if value is None:
        value = hand_value(hole, (), Game.STUD, kind)
    return Hand(value, tuple(card for card in spades if card.rank in value.ranks)[:1])


def cards_of_best_fives(
    hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: HandKind, value: HandValue | None = None
) -> frozenset[Card]:
    """Every card of *hole* and *board* that is in some five making the best hand in *ranking* (in badugi, in
    some set of one to four cards making it).

    When several fives make the same hand, a card in any of them counts (the odd chip by the cards of the
    hand a player wins with looks at them). Slower than :func:`hand_value`: every five is valued (pass the
    *value* when it is known).

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hole, board = parse_cards("Kh 2c"), parse_cards("Ah Ad Kd 9s 3c")
    >>> format_cards(sorted(cards_of_best_fives(hole, board, Game.HOLDEM, HandKind.HIGH), reverse=True))
    'Ah Ad Kh Kd 9s'
    >>> hole = parse_cards("Ks Qs Js Ts 9s 9h 9d")  # the king-high straight flush, or the nine-high flush...
    >>> format_cards(sorted(cards_of_best_fives(hole, (), Game.STUD, HandKind.HIGH), reverse=True))
    'Ks Qs Js Ts 9s'
    >>> hole = parse_cards("Ah Ad 2c 3d 4h 5s 8c")  # the wheel, with either ace
    >>> format_cards(sorted(cards_of_best_fives(hole, (), Game.STUD, HandKind.ACE_TO_FIVE), reverse=True))
    'Ah Ad 5s 4h 3d 2c'
    >>> format_cards(sorted(cards_of_best_fives(parse_cards("2c 2d 5h 7s"), (), Game.DRAW, HandKind.BADUGI)))
    '2c 2d 5h 7s'
    """
    if ranking.is_badugi:
        return _cards_of_best_badugis((*hole, *board), value, ranking)
    if ranking.is_spade:
        return frozenset(best_spade(hole, ranking, value).cards)
    if value is None:
        value = hand_value(hole, board, game, ranking)
    evaluate, target = evaluator(ranking), value.code
    found = 0
    for five in fives([card.code for card in hole], [card.code for card in board], game.cards_as):
        if evaluate(five) == target:
            for code in five:
                found |= 1 << code
    return frozenset(card for card in (*hole, *board) if found >> card.code & 1)


def _cards_of_best_badugis(cards: Sequence[Card], value: HandValue | None, kind: HandKind) -> frozenset[Card]:
    """Every card in some badugi set (all ranks and suits different) of *cards* that makes the best badugi of the
    badugi *kind*."""
    target = (value or best_badugi(cards, kind=kind).value).code
    found: set[Card] = set()
    for size in range(min(4, len(cards)), 0, -1):
        for chosen in itertools.combinations(cards, size):
            ranks = {card.rank for card in chosen}
            if len(ranks) == size == len({card.suit for card in chosen}) and badugi_code(ranks, kind) == target:
                found.update(chosen)
    return frozenset(found)


def _first_of_ranks(hole: Sequence[Card], board: Sequence[Card], game: Game, value: HandValue) -> list[Card] | None:
    """The first five cards, in the order :func:`fives` tries them, with the ranks of *value*.

    In Omaha, two of *hole* and three of *board* (all of one suit for a flush); in the other games, the
    first of all the cards. Their value is still to be checked: in a low that counts flushes, the cards
    of these ranks may happen to make one.
    """
    ranks = [14 if rank == 1 else rank for rank in value.ranks]
    if game is not Game.OMAHA:
        five = _of_ranks([*hole, *board], ranks, None)
        return five if len(five) == 5 else None
    suited = value.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
    for first, second in itertools.combinations(hole, 2):
        if suited and first.suit != second.suit:
            continue
        rest = list(ranks)
        if first.rank not in rest:
            continue
        rest.remove(first.rank)
        if second.rank not in rest:
            continue
        rest.remove(second.rank)
        triple = _of_ranks(board, rest, first.suit if suited else None)
        if len(triple) == 3:
            return [first, second, *triple]
    return None


def _of_ranks(cards: Sequence[Card], ranks: list[int], suit: int | None) -> list[Card]:
    """The first of *cards*, in order, with the ranks in *ranks*, each rank used as often as it is listed."""
    wanted = list(ranks)
    picked = []
    for card in cards:
        if card.rank in wanted and (suit is None or card.suit == suit):
            wanted.remove(card.rank)
            picked.append(card)
    return picked


_BY_RANKS = frozenset({HandKind.HIGH, HandKind.SHORT_DECK, HandKind.ACE_TO_FIVE})
"""The rankings whose best five :func:`_pick` finds by rank alone, but in Omaha (two cards of the hole, three of the
board)."""


def _pick(cards: Sequence[Card], value: HandValue) -> tuple[Card, ...]:
    """The five of *cards* that make *value* (of a ranking of :data:`_BY_RANKS`), in reading order, found by rank.

    Any cards of the value's ranks make it, except that a flush must come from
    its suit: in high, a non-flush value is never made all of one suit (that
    would be a better flush), and ace-to-five ignores suits.
    """
    category, ranks = decode(value.code, value.ranking)  # once, for both (its category and ranks decode it each)
    if category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        suits = [card.suit for card in cards]
        suit = max(set(suits), key=suits.count)
        cards = [card for card in cards if card.suit == suit]
    return _in_order(cards, ranks)


def _reading_order(cards: Sequence[Card], value: HandValue) -> tuple[Card, ...]:
    """Five of *cards* in the order of the value's ranks (the pair first, 5-4-3-2-A), higher suits first."""
    return _in_order(cards, value.ranks)


def _in_order(cards: Sequence[Card], in_order: Sequence[int]) -> tuple[Card, ...]:
    """Five of *cards* of the ranks *in_order* (ace 1 where it plays low), in that order, higher suits first."""
    ordered = sorted(cards, key=_CODE, reverse=True)  # by rank, then suit
    ranks: list[int] = [card.rank for card in ordered]
    shown = []
    for rank in in_order:
        index = ranks.index(14 if rank == 1 else rank)
        ranks[index] = 0  # taken
        shown.append(ordered[index])
    return tuple(shown)
