"""A brute-force reference for hands with wild cards and the bug, written plainly from spec section 2b.

Every five cards the game allows are tried; in each, every wild card and bug is tried as each of the 52 cards,
and a try is kept only when the spec allows it:

- a wild card plays as any card, but a flush or straight flush is five different cards of one suit (in one,
  the wild card is a card of the suit that the five do not already hold);
- the bug, for high, is an ace (of any suit, a fifth ace too) unless the five make a straight, a flush or a
  straight flush; for low it is a wild card.

The value of a try is :func:`potsplit.hands.ranking.five_card_value` of its five cards, the rulebook for five
natural cards. Nothing here uses the evaluators under test.

A badugi (the ace low or high, or hidugi) is the rulebook's set (:func:`potsplit.hands.badugi.badugi_set`) of the
cards with each wild card tried as each of the 52 (the bug too in the low badugis; in hidugi, a high, the bug is
an ace only); a spade in the hole is the best spade among the first two and the seventh cards, each wild card
there tried as each of the 52 cards (the bug as an ace only for the highest spade).

Wild cards of one kind (wild, or bug) are interchangeable, so each multiset of substitutions is tried once
(``combinations_with_replacement``): the same hands as trying every sequence. To be quick enough for property
tests, each is tried as each of 26 cards rather than 52 (``full=False``): the 13 ranks in the suit of the
five's first natural card and in the next suit. That is the same search: a card's suit changes a five's value
only through whether the five are all of one suit, and any other suit does that alike
(``test_the_26_card_search_is_the_52_card_one`` checks it against all 52 cards).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Sequence

from potsplit.hands.badugi import badugi_set
from potsplit.hands.cards import DECK, JOKER_CODE, Card
from potsplit.hands.games import Game
from potsplit.hands.ranking import NO_SPADE, Category, HandKind, badugi_code, decode, five_card_value
from potsplit.hands.short_deck import SHORT_DECK

NATURAL, WILD, BUG = "natural", "wild", "bug"
SHAPES = (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH)


def kind(card: Card, wild: frozenset[Card], jokers_wild: bool) -> str:
    """What *card* is: a joker is a wild card or the bug, a card named wild is wild, any other natural."""
    if card.code == JOKER_CODE:
        return WILD if jokers_wild else BUG
    return WILD if card in wild else NATURAL


@functools.cache
def value_of(ranks: tuple[int, ...], suited: bool, ranking: HandKind) -> int:
    return five_card_value(ranks, suited, ranking)


def substitutions(
    naturals: Sequence[Card], wilds: int, bugs: int, full: bool, deck: Sequence[Card] = DECK
) -> Iterator[tuple[Card, ...]]:
    """Every multiset of cards of *deck* for the wild cards, then the bugs: each of its cards (or, not *full*, of
    those in two suits, see above)."""
    cards: Sequence[Card] = deck
    if not full:
        suit = naturals[0].suit if naturals else 3
        other = (suit + 1) % 4
        cards = [card for card in deck if card.suit in (suit, other)]
    for as_wild in itertools.combinations_with_replacement(cards, wilds):
        for as_bugs in itertools.combinations_with_replacement(cards, bugs):
            yield as_wild + as_bugs


@functools.cache
def best_five(naturals: tuple[Card, ...], wilds: int, bugs: int, ranking: HandKind, full: bool = False) -> int:
    """The best code of five cards: *naturals*, *wilds* wild cards and *bugs* bugs, every try kept that the spec
    allows (each tried as each card of the deck if *full*, else of two suits: the 52 cards, the 36 of short
    deck). The greatest code for high and short deck; the least badness for a low."""
    best: int | None = None
    high = not ranking.is_low
    deck = SHORT_DECK if ranking is HandKind.SHORT_DECK else DECK
    for played in substitutions(naturals, wilds, bugs, full, deck):
        codes = [card.code for card in (*naturals, *played)]  # a card's rank is code // 4 + 2, its suit code % 4
        suited = len({code % 4 for code in codes}) == 1 and len(set(codes)) == 5  # five different cards of a suit
        value = value_of(tuple(sorted([code // 4 + 2 for code in codes])), suited, ranking)
        bug_not_ace = high and any(card.code // 4 + 2 != 14 for card in played[wilds:])
        if bug_not_ace and decode(value, ranking)[0] not in SHAPES:
            continue  # a bug that is not an ace must complete a straight, a flush or a straight flush
        if best is None or (value > best if high else value < best):
            best = value
    assert best is not None
    return best


def fives(hole: Sequence[Card], board: Sequence[Card], game: Game) -> Iterator[tuple[Card, ...]]:
    """Every five cards of the hand: two hole and three board cards in Omaha, any five of all in other games."""
    if game.cards_as is Game.OMAHA:
        for pair in itertools.combinations(hole, 2):
            for triple in itertools.combinations(board, 3):
                yield pair + triple
    else:
        yield from itertools.combinations((*hole, *board), 5)


def reference(
    hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: HandKind, wild: frozenset[Card],
    jokers_wild: bool,
) -> tuple[int, bool]:
    """The best code of the hand in *ranking*, and whether a five of natural cards only is worth as much."""
    if ranking.is_badugi:
        return badugi_reference((*hole, *board), wild, jokers_wild, ranking)
    if ranking.is_spade:
        return spade_reference(hole, wild, jokers_wild, ranking)
    best: int | None = None
    natural = False
    high = not ranking.is_low
    for five in fives(hole, board, game):
        kinds = [kind(card, wild, jokers_wild) for card in five]
        naturals = tuple(sorted(card for card, what in zip(five, kinds, strict=True) if what == NATURAL))
        wilds, bugs = kinds.count(WILD), kinds.count(BUG)
        if not high:
            wilds, bugs = wilds + bugs, 0  # for low the bug is a wild card
        value = best_five(naturals, wilds, bugs, ranking)
        better = best is None or (value > best if high else value < best)
        if better:
            best, natural = value, False
        if value == best and not wilds + bugs:
            natural = True
    assert best is not None
    return best, natural


def badugi_reference(
    cards: Sequence[Card], wild: frozenset[Card], jokers_wild: bool, ranking: HandKind = HandKind.BADUGI
) -> tuple[int, bool]:
    """The best badugi code of *ranking* of the cards, each wild card (the bug too in the low badugis; in hidugi
    the bug as each ace) tried as each of the 52 cards, the set chosen by the rulebook
    (:func:`potsplit.hands.badugi.badugi_set`); and whether the natural cards alone make as good a set."""
    kinds = [kind(card, wild, jokers_wild) for card in cards]
    naturals = [card for card, what in zip(cards, kinds, strict=True) if what == NATURAL]
    bugs = kinds.count(BUG) if ranking is HandKind.HIDUGI else 0  # in a low badugi the bug is a wild card
    aces = [card for card in DECK if card.rank == 14]
    better = max if ranking is HandKind.HIDUGI else min
    best = better(
        badugi_code([card.rank for card in badugi_set([*naturals, *as_wild, *as_bugs], ranking)], ranking)
        for as_wild in itertools.combinations_with_replacement(DECK, len(cards) - len(naturals) - bugs)
        for as_bugs in itertools.combinations_with_replacement(aces, bugs)
    )
    return best, badugi_code([card.rank for card in badugi_set(naturals, ranking)], ranking) == best


def spade_reference(
    hole: Sequence[Card], wild: frozenset[Card], jokers_wild: bool, ranking: HandKind
) -> tuple[int, bool]:
    """The highest (*ranking*: the lowest) spade in the hole: the first two cards and the seventh, each wild card
    among them tried as each of the 52 cards (the bug as each ace for the highest spade: a high); the ace high,
    no spade the rulebook's :data:`~potsplit.hands.ranking.NO_SPADE`; and whether the natural spades there alone
    are as good."""
    in_hole = [hole[place] for place in (0, 1, 6)]
    kinds = [kind(card, wild, jokers_wild) for card in in_hole]
    aces = [card for card in DECK if card.rank == 14]
    options = [
        [card] if what == NATURAL else aces if what == BUG and ranking is HandKind.HIGH_SPADE else list(DECK)
        for card, what in zip(in_hole, kinds, strict=True)
    ]
    better = max if ranking is HandKind.HIGH_SPADE else min

    def spade(cards: Sequence[Card]) -> int:
        spades = [int(card.rank) for card in cards if card.suit == 3]
        return better(spades) if spades else NO_SPADE[ranking]

    best = better(spade(played) for played in itertools.product(*options))
    natural = [card for card, what in zip(in_hole, kinds, strict=True) if what == NATURAL]
    return best, spade(natural) == best
