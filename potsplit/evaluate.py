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
_FLUSH_SUIT = [
    next((suit for suit in range(4) if (counts >> 3 * suit) & 7 >= 5), -1) for counts in range(4096)
]
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
    """
    ranks = _rank_table(ranking)
    # Rank keys of every two hole cards and every three board cards; fives that
    # differ only in suits have one key, so each is looked up once.
    rank_key = _RANK_KEY
    pairs = {rank_key[a] + rank_key[b] for a, b in itertools.combinations(hole, 2)}
    triples = {rank_key[a] + rank_key[b] + rank_key[c] for a, b, c in itertools.combinations(board, 3)}
    keys = [pair + triple for pair in pairs for triple in triples]
    if ranking is Ranking.ACE_TO_FIVE:  # suits never matter
        return min(map(ranks.__getitem__, keys))
    # Three board cards of a suit at most once (the board has at most five),
    # and a flush needs them and two hole cards of that suit.
    suit_counts = 0
    for code in board:
        suit_counts += _SUIT_COUNT[code]
    suit = _BOARD_FLUSH_SUIT[suit_counts]
    suited_hole = [code for code in hole if code & 3 == suit] if suit >= 0 else []
    if len(suited_hole) < 2:  # no flush can be made
        if ranking is Ranking.HIGH:
            return max(map(ranks.__getitem__, keys))
        return min(map(ranks.__getitem__, keys))
    flushes = flush_table(ranking)
    suited_board = [code for code in board if code & 3 == suit]
    flush_codes = [
        flushes[_BIT[a] | _BIT[b] | _BIT[c] | _BIT[d] | _BIT[e]]
        for a, b in itertools.combinations(suited_hole, 2)
        for c, d, e in itertools.combinations(suited_board, 3)
    ]
    if ranking is Ranking.HIGH:
        # A suited five is worth more as a flush than its ranks alone say, so
        # the best is the best of every five's ranks and every flush.
        return max(max(map(ranks.__getitem__, keys)), max(flush_codes))
    # In a low a flush counts against: a suited five is worth its flush code
    # only, so every five is looked at on its own.
    return min(
        flushes[pair_bits | triple_bits] if pair_suit == triple_suit == suit
        else ranks[pair_key + triple_key]
        for pair_key, pair_bits, pair_suit in _omaha_parts(hole, 2)
        for triple_key, triple_bits, triple_suit in _omaha_parts(board, 3)
    )


def _omaha_parts(codes: Sequence[int], size: int) -> list[tuple[int, int, int]]:
    """Rank key, rank bits and common suit (or -1) of every *size* of *codes*."""
    parts = []
    for group in itertools.combinations(codes, size):
        key = bits = 0
        suits = set()
        for code in group:
            key += _RANK_KEY[code]
            bits |= _BIT[code]
            suits.add(code & 3)
        parts.append((key, bits, suits.pop() if len(suits) == 1 else -1))
    return parts


_RANK_KEY = [5 ** (code >> 2) for code in range(52)]
_SUIT_COUNT = [1 << 3 * (code & 3) for code in range(52)]
_BOARD_FLUSH_SUIT = [
    next((suit for suit in range(4) if (counts >> 3 * suit) & 7 >= 3), -1) for counts in range(4096)
]
_RANK_TABLES: dict[Ranking, dict[int, int]] = {}


def _rank_table(ranking: Ranking) -> dict[int, int]:
    found = _RANK_TABLES.get(ranking)
    if found is None:
        found = _RANK_TABLES[ranking] = rank_table(ranking)
    return found
