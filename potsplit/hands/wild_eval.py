"""The best hand of a player's cards when some are wild, fast: table lookups over card codes (docs/rules.md: "Wild
cards and jokers").

The rule for five cards is :mod:`potsplit.hands.wild`; this is the search over a player's cards, built as
the plain evaluator (:mod:`potsplit.hands.evaluate`) is. A wild card is at least as good as any natural card
it could replace (it can play as that card), so the best five hold every wild card; what is left to choose
is which naturals go with them and, in high, how many bugs (a bug is only an ace or the card a straight or
flush lacks, so a natural king may beat it). So a hand's best high is the better of

- its ranks: the best hand of pairs, kinds and straights of its natural ranks with so many wild cards and
  bugs, looked up by the natural cards' rank key and the two counts; and
- its flushes: for each suit with enough natural cards, the best flush or straight flush of that suit's
  natural ranks with the wild cards and bugs, looked up by their bit set and the counts;

and its best low is looked up by the natural ranks and the count alone: a wild card can always take a suit
that makes no flush. Each table is a :class:`~potsplit.hands.lookup.Memo` whose entries are worked out from
the rule for five cards when first asked for. A player whose cards hold no wild card is evaluated by the
plain evaluator, on the same codes.

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.hands.ranking import HandValue
>>> from potsplit.hands.wild import WildPlay, wild_codes, wild_cards
>>> play = WildPlay(wild_codes(wild_cards("2")))
>>> codes = [card.code for card in parse_cards("As Ks 2h 9d 9c 4d 2c")]
>>> HandValue.of(wild_evaluator(HandKind.HIGH, play)(codes), HandKind.HIGH).name
'four of a kind, nines'
>>> HandValue.of(wild_evaluator(HandKind.ACE_TO_FIVE, play)(codes), HandKind.ACE_TO_FIVE).name
'nine-four low'
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from typing import NamedTuple

from potsplit.hands.cards import Card
from potsplit.hands.evaluate import (
    _BIT,
    _FLUSH,
    _KEY,
    _RANK_KEY,
    _RANKS,
    _START,
    Evaluator,
    best_omaha_codes,
    evaluator,
    in_the_hole,
)
from potsplit.hands.games import Game, half_cards
from potsplit.hands.lookup import Memo, flush_table, rank_table, ranks_of_key
from potsplit.hands.ranking import HandKind, HandValue, five_card_value, spade_code
from potsplit.hands.wild import (
    BUG,
    NATURAL,
    WILD,
    NaturalValue,
    WildPlay,
    wild_badugi,
    wild_five_high,
    wild_five_low,
    wild_spade,
)

_OFFSET = 5**13
"""Above every rank key (at most four of each of 13 ranks): a table's key adds the counts of wild cards times it."""
_MORE = [count * 0x1111 << 32 for count in range(5)]
"""Added to a card key's suit counts (see :mod:`potsplit.hands.evaluate`): with *count* wild cards and bugs, a
suit's count reaches 8 (a flush) with ``5 - count`` natural cards."""
_SUITS = {
    sum(8 << (32 + 4 * suit) for suit in suits): suits
    for count in range(1, 5) for suits in itertools.combinations(range(4), count)
}
"""The suits that a key's flush bits name (more than one with three or four wild cards)."""


def _high_ranks_entry(ranking: HandKind, key: int) -> int:
    """The best hand in the high *ranking* of natural ranks (rank key ``key % _OFFSET``) with the wild cards and
    bugs of the index ``key // _OFFSET``: every wild card played, and as many of the bugs as makes the best."""
    index, ranks_key = divmod(key, _OFFSET)
    bugs, wilds = divmod(index, 5)
    ranks = ranks_of_key(ranks_key)
    best = 0
    for used in range(bugs + 1):
        size = 5 - wilds - used
        if 0 <= size <= len(ranks):
            for five in set(itertools.combinations(ranks, size)):
                best = max(best, wild_five_high(five, False, wilds, used, ranking))
    return best


def _high_flush_entry(ranking: HandKind, key: int) -> int:
    """The best flush or straight flush of a suit's natural ranks (bit set ``key & 0x1FFF``, the deuce bit 0)
    with the wild cards and bugs of the index ``key >> 13``, all of them played."""
    bugs, wilds = divmod(key >> 13, 5)
    ranks = [rank for rank in range(2, 15) if key >> (rank - 2) & 1]
    return max(
        wild_five_high(five, True, wilds, bugs, ranking)
        for five in itertools.combinations(ranks, 5 - wilds - bugs)
    )


def _low_entry(ranking: HandKind, key: int) -> int:
    """The best low in *ranking* of natural ranks (rank key ``key % _OFFSET``) with ``key // _OFFSET`` wild
    cards (bugs among them), every one played."""
    wilds, ranks_key = divmod(key, _OFFSET)
    ranks = ranks_of_key(ranks_key)
    return min(wild_five_low(five, wilds, ranking) for five in set(itertools.combinations(ranks, 5 - wilds)))


class _HighTables(NamedTuple):
    """A high ranking's tables (high, short deck): ranks and flushes, as above; and its best hand, five aces."""

    ranks: Memo[int]
    flushes: Memo[int]
    five_aces: int


@functools.cache
def high_tables(ranking: HandKind) -> _HighTables:
    """The tables of the high *ranking*, filled as they are asked for."""
    return _HighTables(
        Memo(functools.partial(_high_ranks_entry, ranking)), Memo(functools.partial(_high_flush_entry, ranking)),
        five_card_value([14] * 5, False, ranking),
    )


@functools.cache
def _low_table(ranking: HandKind) -> Memo[int]:
    return Memo(functools.partial(_low_entry, ranking))


@functools.cache
def _best_low(ranking: HandKind) -> int:
    return wild_five_low((), 5, ranking)


@functools.cache
def kinds_of(play: WildPlay) -> tuple[int, ...]:
    """:meth:`~potsplit.hands.wild.WildPlay.kinds`, worked out once for each play."""
    return play.kinds()


def wild_evaluator(ranking: HandKind, play: WildPlay) -> Evaluator:
    """The function from 5 to 7 card codes (the joker's among them) to the code of their best five in
    *ranking*, with the wild cards and bugs of *play* (whether naturals beat wild hands is not its concern)."""
    return _wild_evaluator(ranking, play.cards, play.jokers_wild)


@functools.cache
def _wild_evaluator(ranking: HandKind, cards: frozenset[int], jokers_wild: bool) -> Evaluator:
    kinds, plain = kinds_of(WildPlay(cards, jokers_wild)), evaluator(ranking)
    if ranking.is_badugi:
        return functools.partial(_badugi, kinds, plain, ranking)
    if ranking.is_spade:
        return functools.partial(_spade, kinds, plain, ranking)
    if not ranking.is_low:
        return functools.partial(_high, kinds, plain, high_tables(ranking))
    return functools.partial(_low, kinds, plain, _low_table(ranking), _best_low(ranking))


def _high(kinds: Sequence[int], plain: Evaluator, tables: _HighTables, codes: Sequence[int]) -> int:
    key = _START
    wilds = bugs = 0
    for code in codes:
        kind = kinds[code]
        if kind == NATURAL:
            key += _KEY[code]
        elif kind == WILD:
            wilds += 1
        else:
            bugs += 1
    count = wilds + bugs
    if not count:
        return plain(codes)
    if count >= 5:
        return tables.five_aces
    index = wilds + 5 * bugs
    best = tables.ranks[(key & _RANKS) + index * _OFFSET]
    flush = (key + _MORE[count]) & _FLUSH
    if flush:
        for suit in _SUITS[flush]:
            bits = 0
            for code in codes:
                if code & 3 == suit and kinds[code] == NATURAL:
                    bits |= _BIT[code]
            value = tables.flushes[bits | index << 13]
            if value > best:
                best = value
    return best


def _low(kinds: Sequence[int], plain: Evaluator, table: Memo[int], best_low: int, codes: Sequence[int]) -> int:
    key = count = 0
    for code in codes:
        if kinds[code]:
            count += 1
        else:
            key += _RANK_KEY[code]
    if not count:
        return plain(codes)
    if count >= 5:
        return best_low
    return table[key + count * _OFFSET]


def _badugi(kinds: Sequence[int], plain: Evaluator, kind: HandKind, codes: Sequence[int]) -> int:
    """The best badugi of the badugi *kind* of four or more cards with wild cards: of every set of the natural
    cards with no two of a rank or a suit, the one that the wild cards complete best. In a low badugi the bug is a
    wild card too; in hidugi, a high, it is an ace only (of a suit the set lacks)."""
    naturals = [code for code in codes if kinds[code] == NATURAL]
    if len(naturals) == len(codes):
        return plain(codes)
    bugs = sum(1 for code in codes if kinds[code] == BUG) if kind is HandKind.HIDUGI else 0
    return _best_set(naturals, len(codes) - len(naturals) - bugs, kind, bugs)


def _best_set(naturals: Sequence[int], wilds: int, kind: HandKind = HandKind.BADUGI, bugs: int = 0) -> int:
    """The best badugi of the badugi *kind* of the natural cards *naturals*, *wilds* wild cards and (in hidugi)
    *bugs* bugs, each an ace only (none of them, for the natural set alone)."""
    codes = [wild_badugi((), wilds + min(bugs, 1), kind)]
    for size in range(1, min(4, len(naturals)) + 1):
        for chosen in itertools.combinations(naturals, size):
            ranks = {(code >> 2) + 2 for code in chosen}
            if len(ranks) == size == len({code & 3 for code in chosen}):
                ace = 1 if bugs and 14 not in ranks else 0  # a bug joins a set without an ace, as an ace
                codes.append(wild_badugi(ranks, wilds + ace, kind))
    return (max if kind is HandKind.HIDUGI else min)(codes)


def _spade(kinds: Sequence[int], plain: Evaluator, kind: HandKind, codes: Sequence[int]) -> int:
    """The highest (*kind*: the lowest) spade in the hole of a stud hand's codes as dealt, with wild cards: a wild
    card in the hole plays as the best spade (see :func:`~potsplit.hands.wild.wild_spade`)."""
    hole = in_the_hole(codes)
    wilds = sum(1 for code in hole if kinds[code] != NATURAL)
    return wild_spade(None, wilds, kind) if wilds else plain(codes)


def _natural_spade(kind: HandKind, codes: Sequence[int], kinds: Sequence[int]) -> int:
    """The code of the highest (*kind*: the lowest) natural spade in the hole of a stud hand's codes as dealt."""
    spades = [(code >> 2) + 2 for code in in_the_hole(codes) if kinds[code] == NATURAL and code & 3 == _SPADE]
    return spade_code((max if kind is HandKind.HIGH_SPADE else min)(spades) if spades else None, kind)


_SPADE = 3
"""The spades' suit (``code & 3``)."""


class _Part:
    """Two hole cards or three board cards of an Omaha hand: their natural ranks' key and bits, their wild cards
    and bugs, and the suit of their natural cards (:data:`_NO_SUIT` without any, :data:`_MIXED` for several)."""

    __slots__ = ("bits", "bugs", "key", "suit", "wilds")

    def __init__(self, codes: Sequence[int], kinds: Sequence[int]) -> None:
        self.key = self.bits = self.wilds = self.bugs = 0
        suits = set()
        for code in codes:
            kind = kinds[code]
            if kind == NATURAL:
                self.key += _RANK_KEY[code]
                self.bits |= _BIT[code]
                suits.add(code & 3)
            elif kind == WILD:
                self.wilds += 1
            else:
                self.bugs += 1
        self.suit = _NO_SUIT if not suits else suits.pop() if len(suits) == 1 else _MIXED


_NO_SUIT, _MIXED = 4, -1


def wild_omaha_codes(
    rankings: Sequence[HandKind], hole: Sequence[int], board: Sequence[int], play: WildPlay
) -> list[int]:
    """The code of the best hand of exactly two *hole* and three *board* cards in each of *rankings*, with the
    wild cards and bugs of *play*: every two of the hole with every three of the board, each five valued by the
    tables above (or, without a wild card, as the plain evaluator values it)."""
    kinds = kinds_of(play)
    if all(kinds[code] == NATURAL for code in (*hole, *board)):
        return best_omaha_codes(rankings, hole, board)
    pairs = [_Part(pair, kinds) for pair in itertools.combinations(hole, 2)]
    triples = [_Part(triple, kinds) for triple in itertools.combinations(board, 3)]
    fives = [(pair, triple) for pair in pairs for triple in triples]
    return [
        max(map(_omaha_high, fives)) if ranking is HandKind.HIGH
        else min(_omaha_low(ranking, pair, triple) for pair, triple in fives)
        for ranking in rankings
    ]


def _omaha_high(five: tuple[_Part, _Part]) -> int:
    pair, triple = five
    wilds, bugs = pair.wilds + triple.wilds, pair.bugs + triple.bugs
    suit, tables = _five_suit(pair, triple), high_tables(HandKind.HIGH)
    if wilds + bugs >= 5:
        return tables.five_aces
    if not wilds + bugs:
        return _plain_five(HandKind.HIGH, pair.key + triple.key, suit, pair.bits | triple.bits)
    index = wilds + 5 * bugs
    best = tables.ranks[pair.key + triple.key + index * _OFFSET]
    if suit != _MIXED:
        best = max(best, tables.flushes[pair.bits | triple.bits | index << 13])
    return best


def _omaha_low(ranking: HandKind, pair: _Part, triple: _Part) -> int:
    count = pair.wilds + pair.bugs + triple.wilds + triple.bugs
    if not count:
        return _plain_five(ranking, pair.key + triple.key, _five_suit(pair, triple), pair.bits | triple.bits)
    if count >= 5:
        return _best_low(ranking)
    return _low_table(ranking)[pair.key + triple.key + count * _OFFSET]


def _five_suit(pair: _Part, triple: _Part) -> int:
    """The one suit of the natural cards of a five, :data:`_NO_SUIT` or :data:`_MIXED`."""
    if pair.suit == _NO_SUIT or pair.suit == triple.suit:
        return triple.suit
    return pair.suit if triple.suit == _NO_SUIT else _MIXED


def _plain_five(ranking: HandKind, key: int, suit: int, bits: int) -> int:
    """The code of five natural cards: by their ranks, or as a flush when they are all of one suit."""
    if suit != _MIXED and ranking is not HandKind.ACE_TO_FIVE:
        return flush_table(ranking)[bits]
    return rank_table(ranking)[key]


def wild_hand_values(
    hole: Sequence[Card], board: Sequence[Card], game: Game, low: HandKind | None, play: WildPlay
) -> tuple[HandValue | None, HandValue | None]:
    """What the best hand of *hole* (and *board*) is worth high (as the game ranks its first half) and in the *low*
    system (its second), with the wild cards of *play*; ``None`` where there is no hand that way, as
    :func:`~potsplit.hands.games.hand_values` says (the cards checked as it assumes; a drawmaha game's second
    half of the hole cards alone).

    Under ``natural-beats-wild`` (*play*'s ``natural_first``) each value is a
    :class:`~potsplit.hands.wild.NaturalValue`: natural when some five (some badugi set, the spade) that holds no
    wild card nor bug is worth as much as the best, and so preferred. A five of natural cards is worth what the
    plain evaluator says of the natural cards alone, and never more than the best five, so it is natural exactly
    when that is equal.
    """
    if game.second_from_hole and low is not None:
        first = wild_hand_values(hole, board, game, None, play)[0]
        return first, wild_hand_values(*half_cards(hole, board, game, True), low, play)[1]
    directions = (game.high, low)
    rankings = [ranking for ranking in directions if ranking is not None]
    hole_codes, board_codes = [card.code for card in hole], [card.code for card in board]
    omaha = game.cards_as is Game.OMAHA
    if omaha:
        codes = wild_omaha_codes(rankings, hole_codes, board_codes, play)
    else:
        codes = [wild_evaluator(ranking, play)(hole_codes + board_codes) for ranking in rankings]
    best = dict(zip(rankings, codes, strict=True))
    if not play.natural_first:
        return tuple(  # type: ignore[return-value]  # two values, as the directions are two
            None if ranking is None else HandValue.of(best[ranking], ranking) for ranking in directions
        )
    kinds = kinds_of(play)
    hole_naturals = [code for code in hole_codes if kinds[code] == NATURAL]
    board_naturals = [code for code in board_codes if kinds[code] == NATURAL]
    naturals: dict[HandKind, int] = {}
    if omaha:
        if len(hole_naturals) >= 2 and len(board_naturals) >= 3:
            naturals = dict(zip(rankings, best_omaha_codes(rankings, hole_naturals, board_naturals), strict=True))
    else:
        pool = hole_naturals + board_naturals
        for ranking in rankings:
            if ranking.is_badugi:
                naturals[ranking] = _best_set(pool, 0, ranking)
            elif ranking.is_spade:  # the natural spades in the hole, where they were dealt
                naturals[ranking] = _natural_spade(ranking, hole_codes, kinds)
            elif len(pool) >= 5:
                naturals[ranking] = evaluator(ranking)(pool)
    return tuple(  # type: ignore[return-value]
        None if ranking is None else NaturalValue.of(best[ranking], ranking, naturals.get(ranking) == best[ranking])
        for ranking in directions
    )
