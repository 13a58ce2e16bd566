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
    pairs = [(_KEY[a] + _KEY[b], _BIT[a] | _BIT[b]) for a, b in itertools.combinations(hole, 2)]
    triples = [
        (_KEY[a] + _KEY[b] + _KEY[c], _BIT[a] | _BIT[b] | _BIT[c])
        for a, b, c in itertools.combinations(board, 3)
    ]
    ranks = rank_table(ranking)
    better = max if ranking is Ranking.HIGH else min
    if ranking is Ranking.ACE_TO_FIVE or _most_suited(board) < 3:  # no flush can be made
        pair_keys = {key & _RANKS for key, _ in pairs}
        triple_keys = {key & _RANKS for key, _ in triples}
        return better(ranks[p + t] for p in pair_keys for t in triple_keys)
    flushes = flush_table(ranking)
    return better(
        flushes[pair_bits | triple_bits] if _FLUSH_SUIT[pair_key + triple_key >> 32] >= 0
        else ranks[pair_key + triple_key & _RANKS]
        for pair_key, pair_bits in pairs
        for triple_key, triple_bits in triples
    )


def _most_suited(codes: Sequence[int]) -> int:
    counts = [0, 0, 0, 0]
    for code in codes:
        counts[code & 3] += 1
    return max(counts)
