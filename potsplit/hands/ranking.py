"""How five cards rank, high and in each low system: the rulebook, in code.

A five-card hand's value is an ``int`` that Python compares natively. It packs
the hand's category and its five ranks in the order a player reads them (the
pair first, then the kickers; the wheel as 5-4-3-2-A), four bits a rank:

    value = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

so that comparing values compares the category first, then the ranks that
make the hand, then the kickers, exactly as the rulebook does. Suits never
break a tie. A low system ranks a hand by the same kind of code (a *badness*,
lower is better) and :class:`HandValue` turns it round so that, whatever the
ranking, a greater :class:`HandValue` is the stronger hand:

>>> high = five_card_value([14, 13, 12, 11, 10], True, Ranking.HIGH)
>>> HandValue.of(high, Ranking.HIGH).name
'royal flush'
>>> wheel = HandValue.of(five_card_value([5, 4, 3, 2, 14], True, Ranking.ACE_TO_FIVE), Ranking.ACE_TO_FIVE)
>>> wheel.name, wheel.qualifies(8)
('wheel', True)
>>> seven_five = HandValue.of(five_card_value([7, 5, 4, 3, 2], False, Ranking.DEUCE_TO_SEVEN), Ranking.DEUCE_TO_SEVEN)
>>> seven_five.name
'seven-five low'
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence


class Ranking(enum.Enum):
    """A way to rank hands: high, or one of the three low systems."""

    # Hashed by identity, in C (an Enum hashes its name, in Python): these key the evaluators' and the
    # declare steps' dicts, and resolving took 1 to 2.5% longer without (benchmarks/resolve.py, interleaved).
    __hash__ = object.__hash__

    HIGH = "high"
    ACE_TO_FIVE = "ace-to-five"
    DEUCE_TO_SEVEN = "deuce-to-seven"
    ACE_TO_SIX = "ace-to-six"

    @property
    def is_low(self) -> bool:
        """True for the low systems, where the weaker high hand wins."""
        return self is not Ranking.HIGH

    @property
    def ace_is_low(self) -> bool:
        """The ace counts 1 (ace-to-five, ace-to-six), not 14."""
        return self in (Ranking.ACE_TO_FIVE, Ranking.ACE_TO_SIX)

    @property
    def shape_counts(self) -> bool:
        """Straights and flushes are made (everywhere but ace-to-five)."""
        return self is not Ranking.ACE_TO_FIVE


LOW_SYSTEMS = (Ranking.ACE_TO_FIVE, Ranking.DEUCE_TO_SEVEN, Ranking.ACE_TO_SIX)


class Category(enum.IntEnum):
    """The kinds of five-card hands, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9
    """Only with wild cards (spec section 2b): four aces and a wild card are five aces."""

    @property
    def label(self) -> str:
        """The category as players say it: ``two pair``, ``full house``."""
        return self.name.lower().replace("_", " ")


_BY_COUNTS = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
    (5,): Category.FIVE_OF_A_KIND,
}


_CATEGORIES = tuple(Category)
"""The categories by value: indexing a tuple takes 28 ns, calling the enum 477 ns; naming hands, that is
1.4 to 3.8% of a JSON stream's time (measured interleaved over 1,500 showdowns)."""


def encode(category: Category, ranks: Sequence[int]) -> int:
    """Pack a category and five ranks (ace 14, or 1 where it plays low)."""
    code = int(category)
    for rank in ranks:
        code = code << 4 | rank
    return code


def decode(code: int) -> tuple[Category, tuple[int, ...]]:
    """The category and the five ranks packed in *code*.

    >>> decode(encode(Category.FULL_HOUSE, [13, 13, 13, 11, 11]))
    (<Category.FULL_HOUSE: 6>, (13, 13, 13, 11, 11))
    """
    ranks = (code >> 16 & 0xF, code >> 12 & 0xF, code >> 8 & 0xF, code >> 4 & 0xF, code & 0xF)
    return _CATEGORIES[code >> 20], ranks


def five_card_value(ranks: Sequence[int], suited: bool, ranking: Ranking) -> int:
    """The code of five cards of *ranks* (2..14), all of one suit if *suited*.

    For ``HIGH`` greater is better; for a low system it is a badness, lower is
    better: the same hand read with the ace where that system plays it, and
    straights and flushes counting against it except in ace-to-five.

    - High: A-2-3-4-5 is the lowest straight, shown 5-4-3-2-A; no wrap-around.
    - Ace-to-five: ace is 1; straights and flushes do not count.
    - Deuce-to-seven: ace is 14 only, so A-2-3-4-5 is ace high, not a straight.
    - Ace-to-six: ace is 1 only, so A-2-3-4-5 is a straight and A-K-Q-J-T is not.

    >>> decode(five_card_value([14, 2, 3, 4, 5], False, Ranking.HIGH))
    (<Category.STRAIGHT: 4>, (5, 4, 3, 2, 1))
    >>> decode(five_card_value([14, 2, 3, 4, 5], False, Ranking.DEUCE_TO_SEVEN))
    (<Category.HIGH_CARD: 0>, (14, 5, 4, 3, 2))
    >>> decode(five_card_value([14, 13, 12, 11, 10], False, Ranking.ACE_TO_SIX))
    (<Category.HIGH_CARD: 0>, (13, 12, 11, 10, 1))
    >>> decode(five_card_value([9, 9, 9, 9, 9], False, Ranking.HIGH))  # wild cards make it (see wild_five)
    (<Category.FIVE_OF_A_KIND: 9>, (9, 9, 9, 9, 9))
    """
    if ranking.ace_is_low:
        ranks = [1 if rank == 14 else rank for rank in ranks]
    counts = Counter(ranks)
    # Read like a player: bigger groups first, higher ranks first within them.
    order = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shown = [rank for rank in order for _ in range(counts[rank])]
    category = _BY_COUNTS[tuple(sorted(counts.values(), reverse=True))]
    if category is Category.HIGH_CARD and ranking.shape_counts:
        straight = shown[0] - shown[4] == 4
        if ranking is Ranking.HIGH and shown == [14, 5, 4, 3, 2]:
            straight, shown = True, [5, 4, 3, 2, 1]
        if straight and suited:
            category = Category.STRAIGHT_FLUSH
        elif suited:
            category = Category.FLUSH
        elif straight:
            category = Category.STRAIGHT
    return encode(category, shown)


_LOW_TOP = 1 << 24
_RANK_NAMES = (
    "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace",
)
_PLURALS = (
    "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens",
    "kings", "aces",
)


def rank_name(rank: int) -> str:
    """``ace``, ``two``, ... ``king``; the ace is 1 or 14."""
    return _RANK_NAMES[rank - 1]


def rank_plural(rank: int) -> str:
    """``aces``, ``twos``, ... ``sixes``, ``kings``."""
    return _PLURALS[rank - 1]


class HandValue:
    """What five cards are worth in one ranking; greater is stronger. Values of two rankings do not compare.

    >>> a = HandValue.of(five_card_value([8, 8, 3, 3, 14], False, Ranking.HIGH), Ranking.HIGH)
    >>> b = HandValue.of(five_card_value([8, 8, 14, 3, 3], True, Ranking.HIGH), Ranking.HIGH)
    >>> a.name, a == b, a == HandValue(a.strength, Ranking.ACE_TO_SIX)
    ('two pair, eights and threes', True, False)
    >>> a < HandValue(a.strength, Ranking.ACE_TO_SIX)
    Traceback (most recent call last):
    ...
    TypeError: hands of two rankings do not compare: high and ace-to-six
    """

    __slots__ = ("ranking", "strength")

    def __init__(self, strength: int, ranking: Ranking) -> None:
        self.strength = strength
        """An int, greater for a stronger hand in this ranking."""
        self.ranking = ranking

    def __repr__(self) -> str:
        return f"HandValue({self.strength}, {self.ranking})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.strength == other.strength and self.ranking is other.ranking

    def __hash__(self) -> int:
        return hash((self.strength, self.ranking.value))

    def _against(self, other: HandValue) -> int:
        if self.ranking is not other.ranking:
            raise TypeError(f"hands of two rankings do not compare: {self.ranking.value} and {other.ranking.value}")
        return other.strength

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < self._against(other)

    def __le__(self, other: HandValue) -> bool:
        return self.strength <= self._against(other)

    def __gt__(self, other: HandValue) -> bool:
        return self.strength > self._against(other)

    def __ge__(self, other: HandValue) -> bool:
        return self.strength >= self._against(other)

    @classmethod
    def of(cls, code: int, ranking: Ranking) -> HandValue:
        """The value of a code from :func:`five_card_value` in *ranking*."""
        return cls(code if ranking is Ranking.HIGH else _LOW_TOP - code, ranking)

    @property
    def code(self) -> int:
        """The packed category and ranks (a badness for lows)."""
        return self.strength if self.ranking is Ranking.HIGH else _LOW_TOP - self.strength

    @property
    def category(self) -> Category:
        """What kind of hand it is: pair, straight, ..."""
        return decode(self.code)[0]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The five ranks in reading order (ace 1 where it plays low)."""
        return decode(self.code)[1]

    def qualifies(self, qualifier: int | None) -> bool:
        """Whether this low is *qualifier*-or-better (any low, if ``None``).

        Five different ranks, the highest *qualifier* or lower, and (where
        they count) neither a straight nor a flush: exactly a no-pair hand
        whose top card is low enough.

        >>> seven = HandValue.of(five_card_value([7, 5, 4, 3, 2], True, Ranking.ACE_TO_FIVE), Ranking.ACE_TO_FIVE)
        >>> seven.qualifies(8), seven.qualifies(6)
        (True, False)
        """
        if qualifier is None:
            return True
        code = self.code  # a no-pair hand is category 0: the code is then just its ranks
        return code < 1 << 20 and code >> 16 <= qualifier

    @property
    def name(self) -> str:
        """The hand as a player says it: "full house, kings over jacks"."""
        name = _NAMES.get(self)
        if name is None:
            name = _NAMES[self] = self._spoken()  # at most 7,462 a ranking
        return name

    def _spoken(self) -> str:
        category, r = decode(self.code)
        if category is Category.HIGH_CARD:
            if self.ranking is Ranking.ACE_TO_FIVE and r == (5, 4, 3, 2, 1):
                return "wheel"
            kind = "low" if self.ranking.is_low else "high"
            return f"{rank_name(r[0])}-{rank_name(r[1])} {kind}"
        if category is Category.ONE_PAIR:
            return f"pair of {rank_plural(r[0])}"
        if category is Category.TWO_PAIR:
            return f"two pair, {rank_plural(r[0])} and {rank_plural(r[2])}"
        if category is Category.THREE_OF_A_KIND:
            return f"three of a kind, {rank_plural(r[0])}"
        if category is Category.STRAIGHT:
            return f"straight, {rank_name(r[0])} high"
        if category is Category.FLUSH:
            return f"flush, {rank_name(r[0])}-{rank_name(r[1])} high"
        if category is Category.FULL_HOUSE:
            return f"full house, {rank_plural(r[0])} over {rank_plural(r[3])}"
        if category is Category.FOUR_OF_A_KIND:
            return f"four of a kind, {rank_plural(r[0])}"
        if category is Category.FIVE_OF_A_KIND:
            return f"five {rank_plural(r[0])}"
        if r[0] == 14:
            return "royal flush"
        return f"straight flush, {rank_name(r[0])} high"


class NaturalValue(HandValue):
    """A :class:`HandValue` under ``rules.natural-beats-wild: yes`` (spec section 2b): of two equal hands, the one
    whose five hold no wild card (nor bug) is stronger; two equal hands that both hold one tie.

    The rule is one more bit at the bottom of the strength, so that places, ties and the best hand are found by
    comparing strengths as ever; the code, the name and the qualifier are those of the five cards' value.

    >>> code = five_card_value([14, 14, 14, 14, 13], False, Ranking.HIGH)
    >>> natural, wild = NaturalValue.of(code, Ranking.HIGH, True), NaturalValue.of(code, Ranking.HIGH, False)
    >>> natural > wild, natural.name, wild.code == code, natural == HandValue.of(code, Ranking.HIGH)
    (True, 'four of a kind, aces', True, False)
    """

    __slots__ = ()

    @classmethod
    def of(cls, code: int, ranking: Ranking, natural: bool = True) -> NaturalValue:
        """The value of a code from :func:`five_card_value` in *ranking*, made by a *natural* five or not."""
        strength = code if ranking is Ranking.HIGH else _LOW_TOP - code
        return cls(strength << 1 | natural, ranking)

    @property
    def natural(self) -> bool:
        """Whether the five cards hold no wild card nor bug."""
        return bool(self.strength & 1)

    @property
    def code(self) -> int:
        strength = self.strength >> 1
        return strength if self.ranking is Ranking.HIGH else _LOW_TOP - strength

    @property
    def name(self) -> str:
        return HandValue.of(self.code, self.ranking).name

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return type(other) is NaturalValue and self.strength == other.strength and self.ranking is other.ranking

    def __hash__(self) -> int:
        return hash((self.strength, self.ranking.value, True))

    def __repr__(self) -> str:
        return f"NaturalValue({self.strength}, {self.ranking})"


def low_places(lows: Sequence[HandValue], qualifier: int | None) -> list[int | None]:
    """:func:`places` of lows, where a low that does not *qualifier* qualify has no place.

    >>> seven, nine = (HandValue.of(five_card_value(ranks, False, Ranking.ACE_TO_FIVE), Ranking.ACE_TO_FIVE)
    ...                for ranks in ([7, 5, 4, 3, 2], [9, 5, 4, 3, 2]))
    >>> low_places([nine, seven], 8), low_places([nine, seven], None)
    ([None, 1], [2, 1])
    """
    return places([low if low.qualifies(qualifier) else None for low in lows])


_NAMES: dict[HandValue, str] = {}
"""The names of the values already named."""


def places(values: Sequence[HandValue | None]) -> list[int | None]:
    """Competition places of *values*, the greatest first: equal hands share a place and the
    next place skips (1, 2, 2, 4); ``None`` (a low that does not qualify) has no place.

    >>> places([HandValue(5, Ranking.HIGH), HandValue(9, Ranking.HIGH), None, HandValue(5, Ranking.HIGH)])
    [2, 1, None, 2]
    """
    ranked = sorted((value.strength for value in values if value is not None), reverse=True)
    first: dict[int, int] = {}
    for place, strength in enumerate(ranked, 1):
        first.setdefault(strength, place)
    return [None if value is None else first[value.strength] for value in values]
