"""The best hand a player's cards make, fast: table lookups over card codes.

This is the hot path. Cards come in as codes (``Card.code``, 0..51); what
comes out is the code of the best five (see :mod:`potsplit.ranking`): greater
is better in ``HIGH``, lower is better in the low systems.

>>> from potsplit.cards import parse_cards
>>> from potsplit.ranking import HandValue
>>> codes = [card.code for card in parse_cards("As Ks Qs Js 9s 4d 2c")]
>>> HandValue.of(best_code(Ranking.HIGH, codes), Ranking.HIGH).name
'flush, ace-king high'
>>> HandValue.of(best_code(Ranking.ACE_TO_FIVE, codes), Ranking.ACE_TO_FIVE).name
'jack-nine low'
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from potsplit.ranking import Ranking
from potsplit.tables import flush_table, rank_table

# A card's key: its rank key (5 ** rank index) in the low 32 bits, and a count
# of its suit (3 bits a suit) above them, so that one sum tells both the rank
# multiset and whether five cards share a suit.
_KEY = [5 ** (code >> 2) | 1 << (32 + 3 * (code & 3)) for code in range(52)]
_BIT = [1 << (code >> 2) for code in range(52)]
_RANKS = (1 << 32) - 1


def _flush_suits() -> list[int]:
    """Suit counts (3 bits a suit) -> the lowest suit counted 5 or more times, or -1."""
    table = [-1] * 4096
    for suit in (3, 2, 1, 0):  # the lowest suit written last wins
        shift = 3 * suit
        for other in range(512):  # the other three counts
            below, above = other & ((1 << shift) - 1), other >> shift << shift + 3
            for count in (5, 6, 7):
                table[above | count << shift | below] = suit
    return table


_FLUSH_SUIT = _flush_suits()
Evaluator = Callable[[Sequence[int]], int]


def _suited_bits(codes: Sequence[int], suit: int) -> int:
    bits = 0
    for code in codes:
        if code & 3 == suit:
            bits |= _BIT[code]
    return bits


def _make_evaluator(ranking: Ranking) -> Evaluator:
    ranks = rank_table(ranking)
    if ranking is Ranking.ACE_TO_FIVE:  # suits never matter

        def ace_to_five(codes: Sequence[int]) -> int:
            key = 0
            for code in codes:
                key += _KEY[code]
            return ranks[key & _RANKS]

        return ace_to_five

    flushes = flush_table(ranking)
    if ranking is Ranking.HIGH:  # with five suited cards in seven, the flush is best

        def high(codes: Sequence[int]) -> int:
            key = 0
            for code in codes:
                key += _KEY[code]
            suit = _FLUSH_SUIT[key >> 32]
            if suit < 0:
                return ranks[key & _RANKS]
            return flushes[_suited_bits(codes, suit)]

        return high

    def low_with_shapes(codes: Sequence[int]) -> int:
        key = 0
        for code in codes:
            key += _KEY[code]
        suit = _FLUSH_SUIT[key >> 32]
        if suit < 0:
            return ranks[key & _RANKS]
        if len(codes) == 5:
            return flushes[_suited_bits(codes, suit)]
        # A flush counts against a low: look for the best five that avoids it.
        return min(low_with_shapes(five) for five in itertools.combinations(codes, 5))

    return low_with_shapes


_EVALUATORS: dict[Ranking, Evaluator] = {}


def evaluator(ranking: Ranking) -> Evaluator:
    """The function from 5 to 7 card codes to the code of their best five."""
    found = _EVALUATORS.get(ranking)
    if found is None:
        found = _EVALUATORS[ranking] = _make_evaluator(ranking)
    return found


def best_code(ranking: Ranking, codes: Sequence[int]) -> int:
    """The code of the best five of 5 to 7 cards in *ranking*."""
    return evaluator(ranking)(codes)


def best_omaha_code(ranking: Ranking, hole: Sequence[int], board: Sequence[int]) -> int:
    """The code of the best hand of exactly two *hole* and three *board* cards.

    >>> from potsplit.cards import parse_cards
    >>> from potsplit.ranking import HandValue
    >>> hole = [card.code for card in parse_cards("As Ks Qs Js")]
    >>> board = [card.code for card in parse_cards("2s 3c 4c 9d Td")]
    >>> HandValue.of(best_omaha_code(Ranking.HIGH, hole, board), Ranking.HIGH).name
    'ace-king high'
    >>> low = best_omaha_code(Ranking.ACE_TO_FIVE, hole, board)
    >>> HandValue.of(low, Ranking.ACE_TO_FIVE).qualifies(8)
    False
    >>> board = [card.code for card in parse_cards("Ts 3s 4c 9s Td")]
    >>> HandValue.of(best_omaha_code(Ranking.HIGH, hole, board), Ranking.HIGH).name
    'flush, ace-king high'
    """
    fives = _FIVES.get(ranking) or _five_card_table(ranking)
    keys = _omaha_rank_keys(hole, board)
    if ranking is Ranking.ACE_TO_FIVE:  # suits never matter
        return min(map(fives.__getitem__, keys))
    # A flush needs three board cards of a suit (at most one suit has them,
    # the board having at most five cards) and two hole cards of that suit.
    counts = 0x5555  # a 4-bit count a suit, from 5: it reaches 8 at three cards
    for code in board:
        counts += _SUIT_NIBBLE[code]
    suit = _NIBBLE_SUIT.get(counts & 0x8888, -1)
    suited_hole = [code for code in hole if code & 3 == suit]
    if len(suited_hole) < 2:  # no five is suited: the ranks tell all
        return max(map(fives.__getitem__, keys)) if ranking is Ranking.HIGH else min(map(fives.__getitem__, keys))
    flushes = flush_table(ranking)
    if ranking is Ranking.HIGH:
        # A suited five is worth more as a flush than its ranks alone say, so
        # the best hand is the best of every five's ranks and every flush.
        suited_board = [code for code in board if code & 3 == suit]
        return max(
            max(map(fives.__getitem__, keys)),
            max(
                flushes[_BIT[a] | _BIT[b] | _BIT[c] | _BIT[d] | _BIT[e]]
                for a, b in itertools.combinations(suited_hole, 2)
                for c, d, e in itertools.combinations(suited_board, 3)
            ),
        )
    # In a low a flush counts against the hand: a suited five is worth its
    # flush code only, so every five is looked at on its own.
    return min(
        flushes[pair_bits | triple_bits] if pair_suit == triple_suit == suit else fives[pair_key + triple_key]
        for pair_key, pair_bits, pair_suit in _omaha_parts(hole, 2)
        for triple_key, triple_bits, triple_suit in _omaha_parts(board, 3)
    )


def _omaha_rank_keys(hole: Sequence[int], board: Sequence[int]) -> list[int]:
    """The rank keys of every two of *hole* with every three of *board*, each once."""
    rank_key = _RANK_KEY
    if len(hole) == 4:
        a, b, c, d = map(rank_key.__getitem__, hole)
        pairs = {a + b, a + c, a + d, b + c, b + d, c + d}
    else:
        pairs = {rank_key[a] + rank_key[b] for a, b in itertools.combinations(hole, 2)}
    if len(board) == 5:
        v, w, x, y, z = map(rank_key.__getitem__, board)
        vw, xy = v + w, x + y
        triples = {vw + x, vw + y, vw + z, v + xy, v + x + z, v + y + z, w + xy, w + x + z, w + y + z, xy + z}
    else:
        triples = {rank_key[a] + rank_key[b] + rank_key[c] for a, b, c in itertools.combinations(board, 3)}
    return [pair + triple for pair in pairs for triple in triples]


def _omaha_parts(codes: Sequence[int], size: int) -> list[tuple[int, int, int]]:
    """Rank key, rank bits and common suit (or -1) of every *size* of *codes*."""
    parts = []
    for group in itertools.combinations(codes, size):
        key = bits = 0
        for code in group:
            key += _RANK_KEY[code]
            bits |= _BIT[code]
        suits = {code & 3 for code in group}
        parts.append((key, bits, suits.pop() if len(suits) == 1 else -1))
    return parts


_RANK_KEY = [5 ** (code >> 2) for code in range(52)]
_SUIT_NIBBLE = [1 << 4 * (code & 3) for code in range(52)]
_NIBBLE_SUIT = {0x8: 0, 0x80: 1, 0x800: 2, 0x8000: 3}


class _FiveCardTable(dict[int, int]):
    """The codes of the five-card rank keys looked up so far, filled from the rank table.

    An Omaha hand is always five cards, and five cards have at most 6,175
    rank multisets: this small table stays in the processor's caches, where
    the rank table of every five, six and seven cards does not.
    """

    __slots__ = ("_ranks",)

    def __init__(self, ranks: dict[int, int]) -> None:
        super().__init__()
        self._ranks = ranks

    def __missing__(self, key: int) -> int:
        code = self[key] = self._ranks[key]
        return code


_FIVES: dict[Ranking, _FiveCardTable] = {}


def _five_card_table(ranking: Ranking) -> _FiveCardTable:
    found = _FIVES.get(ranking)
    if found is None:
        found = _FIVES[ranking] = _FiveCardTable(rank_table(ranking))
    return found
