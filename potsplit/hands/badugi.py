"""Badugi: which of a player's cards make his hand, and its code, fast; the ace low or high, and hidugi.

A badugi hand is the largest set of a player's cards with no two of the same
rank nor of the same suit; of several such sets, the best: a set of more cards
beats any set of fewer, and sets of one size compare by their highest card,
then the next (see :func:`potsplit.hands.ranking.badugi_code`). Three kinds
rank them:

- badugi: the lower wins, the ace low (A-2-3-4 of four suits is the best hand of all);
- the ace-high badugi (badeucy's): the lower wins, the ace high (2-3-4-5 is the best);
- hidugi: the higher wins, the ace high (A-K-Q-J is the best).

A player holds four cards in badugi, five in badeucy and drawmaha, seven in
razzdugi: his hand is the best set of at most four of them (four cards of
different suits are the most a set can hold). Four cards of one suit (or of one
rank) make a one-card hand.

>>> from potsplit.hands.cards import format_cards, parse_cards
>>> cards = parse_cards("Kd 2c 3c 7h")
>>> format_cards(badugi_set(cards))
'Kd 7h 2c'
>>> from potsplit.hands.ranking import HandValue, HandKind
>>> HandValue.of(best_badugi_code([card.code for card in cards]), HandKind.BADUGI).name
'three-card hand, king high'
>>> five = [card.code for card in parse_cards("Ac 4d 3h 2s 5s")]
>>> [HandValue.of(badugi_evaluator(kind)(five), kind).name for kind in (HandKind.BADUGI, HandKind.BADUGI_ACE_HIGH)]
['four-card badugi, four high', 'four-card badugi, ace high']
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence
from typing import NamedTuple

from potsplit.hands.cards import DECK, Card
from potsplit.hands.lookup import Memo
from potsplit.hands.ranking import HandKind, badugi_code


def reading_key(card: Card, kind: HandKind = HandKind.BADUGI) -> tuple[int, int]:
    """A card's place in the order of *kind*'s ranks (the ace lowest in badugi, highest in the others), then its
    suit: how its cards are read and shown."""
    return (1 if card.rank == 14 and kind is HandKind.BADUGI else int(card.rank)), int(card.suit)


def badugi_set(cards: Sequence[Card], kind: HandKind = HandKind.BADUGI) -> tuple[Card, ...]:
    """The rulebook: the cards of the best badugi of *cards* in *kind*, highest first (in the kind's order).

    Every set of the most cards that are all of different ranks and suits is
    looked at, and the best kept. Of several sets of the same value (2c or 2d
    with 5h 7s), the one with the higher cards, by rank then suit, is shown:
    the first in the order the sets are tried.

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> format_cards(badugi_set(parse_cards("2c 2d 5h 7s"))), format_cards(badugi_set(parse_cards("Ks Qs 4s As")))
    ('7s 5h 2d', 'As')
    >>> format_cards(badugi_set(parse_cards("Ks Qs 4s As"), HandKind.BADUGI_ACE_HIGH))
    '4s'
    """
    ordered = sorted(cards, key=lambda card: reading_key(card, kind), reverse=True)
    high = not kind.is_low
    for size in range(min(4, len(ordered)), 0, -1):
        best: tuple[int, tuple[Card, ...]] | None = None
        for chosen in itertools.combinations(ordered, size):
            if len({card.rank for card in chosen}) == size == len({card.suit for card in chosen}):
                code = badugi_code([card.rank for card in chosen], kind)
                if best is None or (code > best[0] if high else code < best[0]):
                    best = code, chosen
        if best is not None:
            return best[1]
    return ()


# The fast evaluator of four cards (badugi's own game). A card's bit: 13 bits a suit, its rank within them
# (ace bit 0), so that four cards OR-ed together hold each suit's rank set. Which suit is which does not change
# a badugi, so the four rank sets, sorted, key the table: 16,432 keys cover all 270,725 hands of four cards.
_SUIT_RANK_BIT = [1 << (13 * (code & 3) + (0 if code >> 2 == 12 else (code >> 2) + 1)) for code in range(52)]
_SUIT = (1 << 13) - 1
_ACE_HIGH_BIT = [1 << (13 * (code & 3) + (code >> 2)) for code in range(52)]
"""A card's bit with the ace high (deuce bit 0, ace bit 12): the ace-high badugi's and hidugi's order."""
Evaluator = Callable[[Sequence[int]], int]


def _work_out(key: tuple[int, ...]) -> int:
    """The code of the cards whose suits' rank sets are *key* (ace bit 0), suits taken in its order."""
    cards = [
        DECK[4 * (12 if rank == 0 else rank - 1) + suit]
        for suit, ranks in enumerate(key)
        for rank in range(13)
        if ranks >> rank & 1
    ]
    return badugi_code([card.rank for card in badugi_set(cards)])


_TABLE: Memo[tuple[int, ...]] = Memo(_work_out)
"""Sorted suits' rank sets -> code, each worked out by the rulebook when first asked for (about 20 us)."""


def best_badugi_code(codes: Sequence[int]) -> int:
    """The code of the best badugi (the ace low) of four or more card *codes* (a badness: lower is better).

    Four cards: a table lookup, about 0.8 us a hand once the table holds it (a
    tuple key sorted each time; the 52-bit set of cards itself as the key was
    0.5 us, but would need all 270,725 hands in the table, sixteen times as
    many). More: the compressed tables below.
    """
    if len(codes) != 4:
        return _evaluator(HandKind.BADUGI)(codes)
    a, b, c, d = codes
    cards = _SUIT_RANK_BIT[a] | _SUIT_RANK_BIT[b] | _SUIT_RANK_BIT[c] | _SUIT_RANK_BIT[d]
    return _TABLE[tuple(sorted((cards & _SUIT, cards >> 13 & _SUIT, cards >> 26 & _SUIT, cards >> 39)))]


# --------------------
# The fast evaluator of any number of cards (five in badeucy and drawmaha, seven in razzdugi), in each kind.
#
# What makes a badugi is how the cards' ranks stand to each other, not which ranks they are: the best set of
# 2c 5c 5d 9h is the best set of 2c 3c 3d 4h with 3 read as 5 and 4 as 9. So each suit's rank set is
# *compressed* to the places of its ranks among the ranks the hand holds (at most seven places, 7 bits), the four
# compressed sets key a table of the places the best set takes, and the places are put back as ranks. Five cards
# fall into 3,240 such keys and seven into 90,504 at most (where the hands themselves are millions), so the
# tables stay small, and each entry is worked out once, in microseconds, by the greedy rule below. (Sorting the
# four sets, as the four-card table does, would make the keys 24 times fewer, but took a fifth longer a hand.)
#
# Compressing is two table lookups a suit: the places of a suit's ranks among the hand's are the places of its
# low seven bits among the hand's low seven, and of its high six among the high six, shifted by how many ranks
# the low seven hold (a "parallel bit extract" of a 13-bit set, in two halves).

_LOW, _HIGH = 7, 6
"""The two halves of a 13-bit rank set that compressing looks up apart."""


def _extract_table(width: int) -> list[int]:
    """For every *width*-bit mask and bit set, the bits of the set at the places the mask holds, packed together
    from bit 0 in order (a "parallel bit extract"); indexed ``mask << width | bits``. Each entry is the entry of
    the mask and the bits without their lowest bit, shifted up where the mask holds that bit, and that bit."""
    table = [0] * (1 << 2 * width)
    for mask in range(1, 1 << width):
        for bits in range(1 << width):
            rest = table[(mask >> 1) << width | bits >> 1]
            table[mask << width | bits] = rest << 1 | (bits & 1) if mask & 1 else rest
    return table


def _deposit_table(width: int) -> list[int]:
    """The inverse of :func:`_extract_table`: for every *width*-bit mask and packed bits, the bits put at the
    places the mask holds, from its lowest; indexed ``mask << width | packed``."""
    table = [0] * (1 << 2 * width)
    for mask in range(1, 1 << width):
        for packed in range(1 << width):
            if mask & 1:
                table[mask << width | packed] = table[(mask >> 1) << width | packed >> 1] << 1 | (packed & 1)
            else:
                table[mask << width | packed] = table[(mask >> 1) << width | packed] << 1
    return table


class _Compression(NamedTuple):
    """The tables that compress a suit's rank set to the places of its ranks among the hand's, and put places
    back as ranks, in two halves (:data:`_LOW` and :data:`_HIGH` bits); and how many ranks each low half holds."""

    extract_low: list[int]
    extract_high: list[int]
    deposit_low: list[int]
    deposit_high: list[int]
    counted: list[int]


@functools.cache
def _compression() -> _Compression:
    """The compressing tables, built when a hand of other than four cards is first valued (a few milliseconds: at
    import they cost every start of potsplit)."""
    return _Compression(
        _extract_table(_LOW), _extract_table(_HIGH), _deposit_table(_LOW),
        [bits << _LOW for bits in _deposit_table(_HIGH)], [bin(mask).count("1") for mask in range(1 << _LOW)],
    )


_PLACES = 7
"""The bits a compressed rank set takes in a key: seven cards hold seven ranks at most."""


def _greedy(key: int, highest: bool) -> int:
    """The places (compressed ranks) of the best badugi of the four compressed rank sets packed in *key* (7 bits
    each), as a bit set, the count of its cards above bit 13: the lowest set (*highest*: the highest) of the most
    cards.

    The sets of ranks that can each be given a suit of its own (a card of that rank and suit), no two the same
    suit, are the independent sets of a matroid (a transversal matroid: ranks matched to suits). Taking the
    ranks one by one from the lowest (the highest) and keeping each that still leaves such a set gives one of
    the most cards whose ranks are, the first, second... lowest, each as low as any such set's: the best badugi.
    Whether the ranks kept can have suits of their own is Hall's rule: every k of them hold k suits between them.
    """
    sets = [key >> (_PLACES * suit) & ((1 << _PLACES) - 1) for suit in range(4)]
    suits_of = [sum(1 << suit for suit, ranks in enumerate(sets) if ranks >> place & 1) for place in range(_PLACES)]
    kept: list[int] = []
    chosen = 0
    for place in range(_PLACES - 1, -1, -1) if highest else range(_PLACES):
        suits = suits_of[place]
        if not suits or len(kept) == 4:
            continue
        trial = [*kept, suits]
        if all(
            bin(_union(trial, subset)).count("1") >= bin(subset).count("1")
            for subset in range(1 << (len(trial) - 1), 1 << len(trial))  # every subset with the new rank
        ):
            kept = trial
            chosen |= 1 << place
    return len(kept) << 13 | chosen


def _union(masks: Sequence[int], subset: int) -> int:
    """The suits the masks chosen by the bits of *subset* hold between them."""
    union = 0
    for index, mask in enumerate(masks):
        if subset >> index & 1:
            union |= mask
    return union


_LOWEST: Memo[int] = Memo(lambda key: _greedy(key, False))
"""Packed compressed rank sets -> the places of the lowest badugi (badugi, the ace low or high)."""
_HIGHEST: Memo[int] = Memo(lambda key: _greedy(key, True))
"""Packed compressed rank sets -> the places of the highest badugi (hidugi)."""


def _four_cards(kind: HandKind) -> Evaluator:
    """The evaluator of *kind* for exactly four card codes, as :func:`best_badugi_code` is for badugi: a table of
    the four suits' rank sets, sorted (the ace's bit high), each entry worked out by the rulebook."""
    def work_out(key: tuple[int, ...]) -> int:
        cards = [DECK[4 * rank + suit] for suit, ranks in enumerate(key) for rank in range(13) if ranks >> rank & 1]
        return badugi_code([card.rank for card in badugi_set(cards, kind)], kind)

    table: Memo[tuple[int, ...]] = Memo(work_out)
    card_bit, suit = _ACE_HIGH_BIT, _SUIT

    def four(codes: Sequence[int]) -> int:
        a, b, c, d = codes
        cards = card_bit[a] | card_bit[b] | card_bit[c] | card_bit[d]
        return table[tuple(sorted((cards & suit, cards >> 13 & suit, cards >> 26 & suit, cards >> 39)))]

    return four


@functools.cache
def _evaluator(kind: HandKind) -> Evaluator:
    """The evaluator of *kind* for any number of card codes (four or more; four by :func:`_four_cards`), made when
    first asked for."""
    card_bit = _SUIT_RANK_BIT if kind is HandKind.BADUGI else _ACE_HIGH_BIT
    table = _HIGHEST if kind is HandKind.HIDUGI else _LOWEST
    four = None if kind is HandKind.BADUGI else _four_cards(kind)
    low_of, high_of, put_low, put_high, count = _compression()
    suit, hidugi = _SUIT, kind is HandKind.HIDUGI

    def evaluate(codes: Sequence[int]) -> int:
        if four is not None and len(codes) == 4:
            return four(codes)
        cards = 0
        for code in codes:
            cards |= card_bit[code]
        a, b, c, d = cards & suit, cards >> 13 & suit, cards >> 26 & suit, cards >> 39
        held = a | b | c | d
        low_held = held & 127
        low, high, shift = low_held << 7, held >> 7 << 6, count[low_held]
        found = table[
            (low_of[low | a & 127] | high_of[high | a >> 7] << shift)
            | (low_of[low | b & 127] | high_of[high | b >> 7] << shift) << 7
            | (low_of[low | c & 127] | high_of[high | c >> 7] << shift) << 14
            | (low_of[low | d & 127] | high_of[high | d >> 7] << shift) << 21
        ]
        places = found & suit
        bits = put_low[low | places & ((1 << shift) - 1)] | put_high[high | places >> shift]
        return (found >> 13 if hidugi else 4 - (found >> 13)) << 13 | bits

    return evaluate


def badugi_evaluator(kind: HandKind) -> Evaluator:
    """The function from four or more card codes to the code of their best badugi in the badugi *kind*.

    Four cards in badugi go by :func:`best_badugi_code`'s own table; any other count, or kind, by the
    compressed tables above (about 1 us a hand of five, 1.5 us of seven, once the tables hold its key).
    """
    return best_badugi_code if kind is HandKind.BADUGI else _evaluator(kind)
