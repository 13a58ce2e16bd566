"""The best five to show when some cards are wild, and what each wild card or bug plays as (docs/rules.md: "Wild
cards and jokers").

The five are shown as dealt, in the reading order of their value, each wild card or bug at the place of the
card it plays as. What it plays as is a rank, or a card where its suit matters (a flush or a straight flush):

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.hands.wild import WildPlay, wild_codes, wild_cards
>>> play, cards = WildPlay(wild_codes(wild_cards("one-eyed-jacks"))), parse_cards("Ah 9h 7h Jh 3h Kd 2c")
>>> hand = best_wild_hand(cards, (), Game.STUD, HandKind.HIGH, play=play)
>>> hand.name, shown_cards(hand), played_as(hand)
('flush, ace-king high', ['Ah', 'Jh=Kh', '9h', '7h', '3h'], {'Jh': 'Kh'})
>>> low = best_wild_hand(cards, (), Game.STUD, HandKind.ACE_TO_FIVE, play=play)
>>> low.name, shown_cards(low), played_as(low)
('seven-four low', ['7h', 'Jh=4', '3h', '2c', 'Ah'], {'Jh': '4'})
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence

from potsplit.hands.badugi import reading_key
from potsplit.hands.cards import DECK, JOKER_CODE, Card, Suit, format_cards
from potsplit.hands.evaluate import in_the_hole
from potsplit.hands.games import Game
from potsplit.hands.ranking import Category, HandKind, HandValue, decode
from potsplit.hands.showing import Hand, fives
from potsplit.hands.wild import BADUGI_ORDER, BUG, NATURAL, NaturalValue, WildPlay, wild_badugi
from potsplit.hands.wild_eval import wild_evaluator, wild_hand_values

_SUITED = (Category.FLUSH, Category.STRAIGHT_FLUSH)
_SHAPES = (Category.STRAIGHT, *_SUITED)


def best_wild_hand(
    hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: HandKind, value: HandValue | None = None, *,
    play: WildPlay,
) -> Hand:
    """The best hand of *hole* (and *board*) in *ranking* with the wild cards of *play*: its five cards as dealt,
    in reading order, with what each wild card and bug among them plays as (pass its *value* when known).

    Of several fives worth the value, the one with the fewest wild cards is shown (a natural five, when one is
    worth it: the five that ``natural-beats-wild`` prefers), then the first with the cards taken highest first.
    A badugi is its set of one to four cards (:func:`_badugi`), a spade in the hole its one card (:func:`_spade`).
    """
    if value is None:
        high, low = wild_hand_values(hole, board, game, None if ranking is game.high else ranking, play)
        value = high if ranking is game.high else low
    assert value is not None, "the game has a hand in this ranking"
    if ranking.is_badugi:
        return _badugi((*hole, *board), value, play.kinds(), ranking)
    if ranking.is_spade:
        return _spade(hole, value, play.kinds())
    target, evaluate, kinds = value.code, wild_evaluator(ranking, play), play.kinds()
    best: tuple[Card, ...] | None = None
    for five in fives(sorted(hole, reverse=True), sorted(board, reverse=True), game.cards_as):
        if evaluate([card.code for card in five]) != target:
            continue
        if best is None or _wild_count(five, kinds) < _wild_count(best, kinds):
            best = five
    assert best is not None, "the value is that of some five"
    return _played(best, value, kinds)


def cards_of_wild_fives(
    hole: Sequence[Card], board: Sequence[Card], game: Game, value: HandValue, play: WildPlay
) -> frozenset[Card]:
    """Every card of *hole* and *board* in some five worth *value* with the wild cards of *play* (a badugi: in
    some set), as :func:`~potsplit.hands.games.cards_of_best_fives` finds them without wild cards; a wild card
    counts as dealt. Under ``natural-beats-wild`` a natural value is made only by fives without wild cards.

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> from potsplit.hands.wild import wild_cards, wild_codes
    >>> play, hole = WildPlay(wild_codes(wild_cards("2"))), parse_cards("Ah Ad 2c 3d 9h Kh Qc")
    >>> value = wild_hand_values(hole, (), Game.STUD, None, play)[0]
    >>> value.name, format_cards(sorted(cards_of_wild_fives(hole, (), Game.STUD, value, play), reverse=True))
    ('three of a kind, aces', 'Ah Ad Kh Qc 2c')
    """
    kinds = play.kinds()
    natural = isinstance(value, NaturalValue) and value.natural
    if value.ranking.is_badugi:
        return frozenset(card for chosen, used, wilds in _badugi_sets((*hole, *board), value, kinds, value.ranking)
                         if not natural or not used for card in (*chosen, *(wilds if used else ())))
    if value.ranking.is_spade:
        return frozenset(_spade(hole, value, kinds).cards)
    evaluate, found = wild_evaluator(value.ranking, play), set[Card]()
    for five in fives(hole, board, game.cards_as):
        if (not natural or not _wild_count(five, kinds)) and evaluate([card.code for card in five]) == value.code:
            found.update(five)
    return frozenset(found)




def _wild_count(five: Sequence[Card], kinds: Sequence[int]) -> int:
    return sum(1 for card in five if kinds[card.code] != NATURAL)


def _played(five: Sequence[Card], value: HandValue, kinds: Sequence[int]) -> Hand:
    """*five* in the reading order of *value*, each wild card and bug with the card it plays as.

    The ranks the wild cards play are those of the value less the naturals' ranks; for high, bugs take the aces
    among them unless the five are a straight or a flush (a bug plays only as an ace otherwise). Each plays in
    the suit of the flush, or else keeps its own suit (the joker spades), which does not matter then.
    """
    category, ranks = decode(value.code, value.ranking)
    ranks = tuple(14 if rank == 1 else rank for rank in ranks)
    naturals = [card for card in five if kinds[card.code] == NATURAL]
    wilds = sorted((card for card in five if kinds[card.code] != NATURAL), key=lambda card: kinds[card.code] != BUG)
    needed = list((Counter(ranks) - Counter(int(card.rank) for card in naturals)).elements())
    if not value.ranking.is_low and category not in _SHAPES:  # the bugs (sorted first) take the aces
        needed.sort(key=lambda rank: rank != 14)
    flush_suit = (naturals[0].suit if naturals else Suit.SPADES) if category in _SUITED else None
    plays = []
    for card, rank in zip(wilds, needed, strict=True):
        suit = flush_suit if flush_suit is not None else Suit.SPADES if card.code == JOKER_CODE else card.suit
        plays.append((card, DECK[4 * (rank - 2) + suit], True))
    order = []
    left = [(card, card, False) for card in sorted(naturals, reverse=True)]
    left += sorted(plays, key=lambda play: -play[1].code)
    for rank in ranks:  # naturals first where a natural and a wild card are of one rank
        pick = next(play for play in left if play[1].rank == rank)
        left.remove(pick)
        order.append(pick)
    return Hand(value, tuple(dealt for dealt, _, _ in order), tuple((dealt, as_) for dealt, as_, wild in order if wild))


def _badugi_sets(
    cards: Sequence[Card], value: HandValue, kinds: Sequence[int], kind: HandKind
) -> Iterator[tuple[tuple[Card, ...], int, list[Card]]]:
    """Every set of natural cards of different ranks and suits that the wild cards complete to *value* in the
    badugi *kind*: its cards (the higher first), how many wild cards it takes, and the wild cards that may join
    it, in the order they take the ranks it lacks (in hidugi a bug is an ace only: one bug, first, joins a set
    without an ace; none joins one with an ace)."""
    naturals = sorted((card for card in cards if kinds[card.code] == NATURAL),
                      key=lambda card: reading_key(card, kind), reverse=True)
    wilds = [card for card in cards if kinds[card.code] != NATURAL]
    bugs = [card for card in wilds if kinds[card.code] == BUG] if kind is HandKind.HIDUGI else []
    plain = [card for card in wilds if card not in bugs] if bugs else wilds
    for size in range(min(4, len(naturals)), -1, -1):
        for chosen in itertools.combinations(naturals, size):
            held = {int(card.rank) for card in chosen}
            joining = [*bugs[:1], *plain] if bugs and 14 not in held else plain
            valid = len(held) == size == len({card.suit for card in chosen})
            if valid and wild_badugi(held, len(joining), kind) == value.code:
                yield chosen, min(len(joining), 4 - size), joining


def _badugi(cards: Sequence[Card], value: HandValue, kinds: Sequence[int], kind: HandKind) -> Hand:
    """The badugi set worth *value* in the badugi *kind*: natural cards of different ranks and suits, and wild
    cards each playing as the best rank the set lacks in a suit it lacks; the set with the fewest wild cards, the
    higher naturals first; shown highest first (the ace lowest in badugi)."""
    sets = list(_badugi_sets(cards, value, kinds, kind))
    assert sets, "the value is that of some set"
    chosen, used, wilds = min(sets, key=lambda found: found[1])  # the first of the fewest wild cards
    held = {int(card.rank) for card in chosen}
    ranks = [rank for rank in BADUGI_ORDER[kind] if rank not in held][:used]  # as wild_badugi plays them
    suits = [suit for suit in reversed(Suit) if suit not in {card.suit for card in chosen}]
    plays = [(card, DECK[4 * (rank - 2) + suit]) for card, rank, suit in zip(wilds, ranks, suits, strict=False)]
    order = sorted([(card, card) for card in chosen] + plays, key=lambda pair: reading_key(pair[1], kind),
                   reverse=True)
    wild = tuple(pair for pair in order if pair in plays)
    return Hand(value, tuple(dealt for dealt, _ in order), wild)


def _spade(hole: Sequence[Card], value: HandValue, kinds: Sequence[int]) -> Hand:
    """The spade in the hole worth *value*: the natural spade of its rank in the hole, or else the first wild
    card in the hole, playing as that spade; no card without a spade."""
    hole = in_the_hole(hole)
    if not value.ranks:
        return Hand(value, ())
    spade = DECK[4 * (value.ranks[0] - 2) + Suit.SPADES]
    if not (isinstance(value, NaturalValue) and not value.natural) and spade in hole and kinds[spade.code] == NATURAL:
        return Hand(value, (spade,))
    wild = next(card for card in hole if kinds[card.code] != NATURAL)
    return Hand(value, (wild,), ((wild, spade),))


def played_text(hand: Hand, card: Card, glyphs: bool = False) -> str:
    """What a wild card of *hand* plays as (*card*), for people and scripts: its rank (``T``), or the card
    (``Ks``, or with *glyphs* ``K♠``) where its suit matters: in a flush or a straight flush, and as Chicago's
    spade in the hole."""
    if hand.value.category in _SUITED or hand.value.ranking.is_spade:
        return format_cards([card], glyphs)
    return card.rank.symbol


def shown_cards(hand: Hand, glyphs: bool = False) -> list[str]:
    """The five cards as dealt, each wild card followed by what it plays as: ``2h=T``, ``2h=Ks`` (with *glyphs*,
    each suit as its symbol: ``2♥=K♠``)."""
    plays = list(hand.wild)
    shown = []
    for card in hand.cards:
        text = format_cards([card], glyphs)
        if plays and plays[0][0] == card:  # the wild cards are listed in the order of the five
            text += "=" + played_text(hand, plays.pop(0)[1], glyphs)
        shown.append(text)
    return shown


def played_as(hand: Hand) -> dict[str, str | list[str]]:
    """What each wild card of *hand* plays as, by the card as dealt (``{"2h": "T"}``); a card dealt more than
    once (two jokers) maps to a list, in the order shown."""
    found: dict[str, list[str]] = {}
    for dealt, played in hand.wild:
        found.setdefault(dealt.text, []).append(played_text(hand, played))
    return {text: plays[0] if len(plays) == 1 else plays for text, plays in found.items()}
