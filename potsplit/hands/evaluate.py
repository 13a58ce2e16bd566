"""The best hand a player's cards make, fast: table lookups over card codes.

This is the hot path. Cards come in as codes (``Card.code``, 0..51); what
comes out is the code of the best five (see :mod:`potsplit.hands.ranking`): greater
is better in ``HIGH`` and ``SHORT_DECK``, lower is better in the low systems.
A badugi's code is that of the best set of its cards (:mod:`potsplit.hands.badugi`); a spade in the hole's, the
rank of the highest or lowest spade among a stud hand's first two cards and its seventh (:func:`spade_evaluator`).

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.hands.ranking import HandValue
>>> codes = [card.code for card in parse_cards("As Ks Qs Js 9s 4d 2c")]
>>> HandValue.of(best_code(HandKind.HIGH, codes), HandKind.HIGH).name
'flush, ace-king high'
>>> HandValue.of(best_code(HandKind.ACE_TO_FIVE, codes), HandKind.ACE_TO_FIVE).name
'jack-nine low'
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Sequence
from typing import TypeVar

from potsplit.hands.badugi import badugi_evaluator
from potsplit.hands.lookup import Memo, flush_table, rank_key, rank_table
from potsplit.hands.ranking import NO_SPADE, HandKind

# A card's key: its rank key (5 ** rank index) in the low 32 bits, and a count
# of its suit (4 bits a suit) above them, so that one sum tells both the rank
# multiset and whether five cards share a suit. A sum starts from _START, 3 in
# every suit's count, so that a count has its bit 3 set (_FLUSH) when its suit
# has five to seven of the cards.
_KEY = [5 ** (code >> 2) | 1 << (32 + 4 * (code & 3)) for code in range(52)]
_START = 0x3333 << 32
_FLUSH = 0x8888 << 32
_BIT = [1 << (code >> 2) for code in range(52)]
_RANKS = (1 << 32) - 1
_RANK_KEY = [5 ** (code >> 2) for code in range(52)]
"""A card's rank key alone."""
_SUIT_NIBBLE = [1 << 4 * (code & 3) for code in range(52)]
_NIBBLE_SUIT = {0x8: 0, 0x80: 1, 0x800: 2, 0x8000: 3}
"""A count of each suit, 4 bits a suit, for the board of an Omaha hand (see :func:`best_omaha_code`)."""
_FLUSH_SUIT = {nibble << 32: suit for nibble, suit in _NIBBLE_SUIT.items()}
"""The same counts in a card key's suit bits (see :data:`_KEY`)."""
Evaluator = Callable[[Sequence[int]], int]
T = TypeVar("T")


def _suited_bits(codes: Sequence[int], suit: int) -> int:
    bits = 0
    for code in codes:
        if code & 3 == suit:
            bits |= _BIT[code]
    return bits


HOLE = (0, 1, 6)
"""Where a stud hand's cards in the hole are among its seven, as dealt: the first two and the seventh."""
_SPADE = 3
"""The spades' suit (``code & 3``)."""


def in_the_hole(codes: Sequence[T]) -> list[T]:
    """The cards in the hole of a stud hand listed as dealt (its first two and its seventh)."""
    return [codes[place] for place in HOLE if place < len(codes)]


def spade_evaluator(ranking: HandKind) -> Evaluator:
    """The evaluator of a spade in the hole (*ranking* the highest or the lowest spade): from a stud hand's card
    codes, as dealt, to the rank of its highest (lowest) spade in the hole, the ace high, or
    :data:`~potsplit.hands.ranking.NO_SPADE` without one.

    >>> from potsplit.hands.cards import parse_cards
    >>> codes = [card.code for card in parse_cards("Ks 4s 9h As Qs 2c 7s")]
    >>> spade_evaluator(HandKind.HIGH_SPADE)(codes), spade_evaluator(HandKind.LOW_SPADE)(codes)
    (13, 4)
    """
    none = NO_SPADE[ranking]
    better = max if ranking is HandKind.HIGH_SPADE else min
    # each code's spade rank, or no spade: what the better of three codes' entries is the hand of
    rank = [(code >> 2) + 2 if code & 3 == _SPADE else none for code in range(52)]

    def spade(codes: Sequence[int]) -> int:
        if len(codes) == 7:
            return better(rank[codes[0]], rank[codes[1]], rank[codes[6]])
        return better([rank[code] for code in in_the_hole(codes)], default=none)

    return spade


def _make_evaluator(ranking: HandKind) -> Evaluator:
    if ranking.is_badugi:
        return badugi_evaluator(ranking)
    if ranking.is_spade:
        return spade_evaluator(ranking)
    ranks = rank_table(ranking)
    if ranking is HandKind.ACE_TO_FIVE:  # suits never matter

        def ace_to_five(codes: Sequence[int]) -> int:
            key = 0
            for code in codes:
                key += _RANK_KEY[code]
            return ranks[key]

        return ace_to_five

    flushes = flush_table(ranking)
    if not ranking.is_low:
        # High and short deck: with five suited cards in seven, the flush is best (no seven cards hold both a
        # flush and four of a kind or a full house; in short deck the flush beats a full house anyway).

        def high(codes: Sequence[int]) -> int:
            key = _START
            for code in codes:
                key += _KEY[code]
            flush = key & _FLUSH
            if not flush:
                return ranks[key & _RANKS]
            return flushes[_suited_bits(codes, _FLUSH_SUIT[flush])]

        return high

    def low_with_shapes(codes: Sequence[int]) -> int:
        key = _START
        for code in codes:
            key += _KEY[code]
        flush = key & _FLUSH
        if not flush:
            return ranks[key & _RANKS]
        if len(codes) == 5:
            return flushes[_suited_bits(codes, _FLUSH_SUIT[flush])]
        # A flush counts against a low: look for the best five that avoids it.
        return min(low_with_shapes(five) for five in itertools.combinations(codes, 5))

    return low_with_shapes


_EVALUATORS: dict[HandKind, Evaluator] = {}


def evaluator(ranking: HandKind) -> Evaluator:
    """The function from 5 to 7 card codes to the code of their best five (a badugi: from 4 to 7 codes to its
    best set's code; a spade in the hole: from a stud hand's codes as dealt to its spade's)."""
    found = _EVALUATORS.get(ranking)
    if found is None:
        found = _EVALUATORS[ranking] = _make_evaluator(ranking)
    return found


def best_code(ranking: HandKind, codes: Sequence[int]) -> int:
    """The code of the best five of 5 to 7 cards in *ranking* (a badugi: of the best set of 4 to 7 cards; a spade
    in the hole: of the stud hand's spade).

    >>> from potsplit.hands.cards import parse_cards
    >>> from potsplit.hands.ranking import HandValue
    >>> codes = [card.code for card in parse_cards("Ah 6h 7s 8c 9d Kh Qh")]
    >>> HandValue.of(best_code(HandKind.SHORT_DECK, codes), HandKind.SHORT_DECK).name
    'straight, nine high'
    >>> HandValue.of(best_code(HandKind.BADUGI, codes[:4]), HandKind.BADUGI).name
    'three-card hand, eight high'
    """
    return evaluator(ranking)(codes)


def best_omaha_code(ranking: HandKind, hole: Sequence[int], board: Sequence[int]) -> int:
    """The code of the best hand of exactly two *hole* and three *board* cards.

    >>> from potsplit.hands.cards import parse_cards
    >>> from potsplit.hands.ranking import HandValue
    >>> hole = [card.code for card in parse_cards("As Ks Qs Js")]
    >>> board = [card.code for card in parse_cards("2s 3c 4c 9d Td")]
    >>> HandValue.of(best_omaha_code(HandKind.HIGH, hole, board), HandKind.HIGH).name
    'ace-king high'
    >>> low = best_omaha_code(HandKind.ACE_TO_FIVE, hole, board)
    >>> HandValue.of(low, HandKind.ACE_TO_FIVE).qualifies(8)
    False
    >>> board = [card.code for card in parse_cards("Ts 3s 4c 9s Td")]
    >>> HandValue.of(best_omaha_code(HandKind.HIGH, hole, board), HandKind.HIGH).name
    'flush, ace-king high'
    """
    return best_omaha_codes((ranking,), hole, board)[0]


def best_omaha_codes(rankings: Sequence[HandKind], hole: Sequence[int], board: Sequence[int]) -> list[int]:
    """:func:`best_omaha_code` in each of *rankings*, in one go: high and low of a hand.

    What the rankings have in common (the rank keys of the fives) is worked
    out once for all of them.

    >>> from potsplit.hands.cards import parse_cards
    >>> from potsplit.hands.ranking import HandValue
    >>> hole = [card.code for card in parse_cards("As 2s Qs Js")]
    >>> board = [card.code for card in parse_cards("3s 4c 5c 9d Td")]
    >>> high, low = best_omaha_codes([HandKind.HIGH, HandKind.ACE_TO_FIVE], hole, board)
    >>> (high, low) == (best_omaha_code(HandKind.HIGH, hole, board), best_omaha_code(HandKind.ACE_TO_FIVE, hole, board))
    True
    >>> HandValue.of(high, HandKind.HIGH).name, HandValue.of(low, HandKind.ACE_TO_FIVE).name
    ('straight, five high', 'wheel')
    """
    codes = []
    keys: tuple[set[int], set[int]] | None = None
    for ranking in rankings:
        if ranking is HandKind.ACE_TO_FIVE:
            low = _omaha_unpaired_low(hole, board)
            if low >= 0:
                codes.append(low)
                continue
        if keys is None:
            keys = _omaha_rank_keys(hole, board)
        codes.append(_best_omaha(ranking, *keys, hole, board))
    return codes


def _omaha_rank_keys(hole: Sequence[int], board: Sequence[int]) -> tuple[set[int], set[int]]:
    """The rank keys of every two of *hole* and of every three of *board*, each once."""
    key_of = _RANK_KEY
    if len(hole) == 4:
        a, b, c, d = map(key_of.__getitem__, hole)
        pairs = {a + b, a + c, a + d, b + c, b + d, c + d}
    else:
        pairs = {key_of[a] + key_of[b] for a, b in itertools.combinations(hole, 2)}
    if len(board) == 5:
        v, w, x, y, z = map(key_of.__getitem__, board)
        vw, xy = v + w, x + y
        triples = {vw + x, vw + y, vw + z, v + xy, v + x + z, v + y + z, w + xy, w + x + z, w + y + z, xy + z}
    else:
        triples = {key_of[a] + key_of[b] + key_of[c] for a, b, c in itertools.combinations(board, 3)}
    return pairs, triples


def _best_omaha(
    ranking: HandKind, pairs: set[int], triples: set[int], hole: Sequence[int], board: Sequence[int]
) -> int:
    """The best Omaha hand in *ranking*, given the rank keys of the hole *pairs* and board *triples*."""
    fives = _FIVES.get(ranking)
    if fives is None:
        fives = _five_card_table(ranking)
    # The code of every five as its ranks alone make it, each rank multiset once.
    codes = map(fives.__getitem__, itertools.starmap(operator.add, itertools.product(pairs, triples)))
    if ranking is HandKind.ACE_TO_FIVE:  # suits never matter
        return min(codes)
    # A flush needs three board cards of a suit (at most one suit has them,
    # the board having at most five cards) and two hole cards of that suit.
    # Suits are counted 4 bits a suit from 5, so that three cards reach 8.
    suit = _NIBBLE_SUIT.get(sum(map(_SUIT_NIBBLE.__getitem__, board), 0x5555) & 0x8888)
    suited_hole = [] if suit is None else [code for code in hole if code & 3 == suit]
    if len(suited_hole) < 2:  # no five is suited: the ranks tell all
        return min(codes) if ranking.is_low else max(codes)
    flushes = flush_table(ranking)
    if not ranking.is_low:
        # A suited five is worth more as a flush than its ranks alone say, so
        # the best hand is the best of every five's ranks and every flush.
        suited_board = [code for code in board if code & 3 == suit]
        return max(
            max(codes),
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


def _omaha_unpaired_low(hole: Sequence[int], board: Sequence[int]) -> int:
    """The best ace-to-five low of five different ranks, or -1 if the cards make none.

    Any such low beats every hand with a pair, and five different ranks are
    ordered as their bit sets are (ace the lowest bit): the highest rank in
    one and not the other decides. So for two hole cards of different ranks
    the best three board cards to go with them are the three lowest ranks
    on the board that they do not already have.
    """
    low_bit = _LOW_BIT
    board_ranks = 0
    for code in board:
        board_ranks |= low_bit[code]
    if len(hole) == 4:
        a, b, c, d = map(low_bit.__getitem__, hole)
        pairs = {a | b, a | c, a | d, b | c, b | d, c | d}
    else:
        pairs = {low_bit[a] | low_bit[b] for a, b in itertools.combinations(hole, 2)}
    lowest_three = _LOWEST_THREE
    best = min(
        [pair | lowest_three[board_ranks & ~pair] for pair in pairs if pair & pair - 1],  # two ranks, not a pair
        default=_NO_LOW,
    )
    return -1 if best >= _NO_LOW else _UNPAIRED_LOWS[best]


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


# An Omaha hand is always five cards, and five cards have at most 6,175 rank
# multisets: a table of those looked up so far stays in the processor's
# caches, where the rank table of every five, six and seven cards does not.
_FIVES: dict[HandKind, Memo[int]] = {}


def _five_card_table(ranking: HandKind) -> Memo[int]:
    found = _FIVES[ranking] = Memo(rank_table(ranking).__getitem__)
    return found


def _lowest_three(ranks: int) -> int:
    """The three lowest bits of *ranks*, or :data:`_NO_LOW` if it has fewer."""
    first = ranks & -ranks
    second = (ranks ^ first) & -(ranks ^ first)
    third = (ranks ^ first ^ second) & -(ranks ^ first ^ second)
    return first | second | third if third else _NO_LOW


def _unpaired_low(ranks: int) -> int:
    """The ace-to-five code of the five different ranks of bit set *ranks* (ace bit 0)."""
    key = rank_key([14 if rank == 0 else rank + 1 for rank in range(13) if ranks >> rank & 1])
    return rank_table(HandKind.ACE_TO_FIVE)[key]


_LOW_BIT = [1 << (0 if code >> 2 == 12 else (code >> 2) + 1) for code in range(52)]
"""A card's rank as a bit, the ace lowest, for ace-to-five lows."""
_NO_LOW = 1 << 13
_LOWEST_THREE = Memo(_lowest_three)
_UNPAIRED_LOWS = Memo(_unpaired_low)
