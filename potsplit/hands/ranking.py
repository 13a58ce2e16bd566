"""How hands rank, high, in short deck, in each low system, as badugis and by the spade in the hole: the rulebook,
in code.

A five-card hand's value is an ``int`` that Python compares natively. It packs
the hand's category and its five ranks in the order a player reads them (the
pair first, then the kickers; the wheel as 5-4-3-2-A), four bits a rank:

    value = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

so that comparing values compares the category first, then the ranks that
make the hand, then the kickers, exactly as the rulebook does. Suits never
break a tie. A low system ranks a hand by the same kind of code (a *badness*,
lower is better) and :class:`HandValue` turns it round so that, whatever the
ranking, a greater :class:`HandValue` is the stronger hand. Short deck
packs a flush above a full house (:data:`SHORT_DECK_ORDER`); a badugi, one to
four cards, has a code of its own (:func:`badugi_code`), the ace low or high,
and so has the highest badugi (hidugi); a hand that is a single spade in the
hole (Chicago's) is the rank of that spade (:func:`spade_code`).

>>> high = five_card_value([14, 13, 12, 11, 10], True, HandKind.HIGH)
>>> HandValue.of(high, HandKind.HIGH).name
'royal flush'
>>> wheel = HandValue.of(five_card_value([5, 4, 3, 2, 14], True, HandKind.ACE_TO_FIVE), HandKind.ACE_TO_FIVE)
>>> wheel.name, wheel.qualifies(8)
('wheel', True)
>>> seven_five = HandValue.of(five_card_value([7, 5, 4, 3, 2], False, HandKind.DEUCE_TO_SEVEN), HandKind.DEUCE_TO_SEVEN)
>>> seven_five.name
'seven-five low'
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Collection, Sequence


class HandKind(enum.Enum):
    """A way to rank hands: high, short deck (high, from six to ace), the three five-card low systems, badugi
    (a low of one to four cards, the ace low; or the ace high, as badeucy plays it), hidugi (the highest
    badugi) and the highest or the lowest spade in the hole (Chicago's and low Chicago's)."""

    # Hashed by identity, in C (an Enum hashes its name, in Python): these key the evaluators' and the
    # declare steps' dicts, and resolving took 1 to 2.5% longer without (benchmarks/resolve.py, interleaved).
    __hash__ = object.__hash__

    HIGH = "high"
    ACE_TO_FIVE = "ace-to-five"
    DEUCE_TO_SEVEN = "deuce-to-seven"
    ACE_TO_SIX = "ace-to-six"
    BADUGI = "badugi"
    SHORT_DECK = "short-deck"
    BADUGI_ACE_HIGH = "badugi-ace-high"
    """Badugi with the ace high only: 2-3-4-5 of four suits is the best hand (badeucy's)."""
    HIDUGI = "hidugi"
    """The highest badugi: a set of more cards still beats a set of fewer; of one size, the highest wins."""
    HIGH_SPADE = "high-spade"
    """The highest spade among the cards in the hole (Chicago's): a player without one has no hand."""
    LOW_SPADE = "low-spade"
    """The lowest spade among the cards in the hole, the ace high (low Chicago's)."""

    @property
    def is_low(self) -> bool:
        """True where the lowest hand wins: the low systems, the badugis but hidugi, the lowest spade."""
        return self not in _HIGH_RANKINGS

    @property
    def ace_is_low(self) -> bool:
        """The ace counts 1 (ace-to-five, ace-to-six, badugi), not 14 (in short deck, only in A-6-7-8-9)."""
        return self in (HandKind.ACE_TO_FIVE, HandKind.ACE_TO_SIX, HandKind.BADUGI)

    @property
    def shape_counts(self) -> bool:
        """Five cards make straights and flushes (everywhere but ace-to-five; a badugi or a spade is not five
        cards)."""
        return self in _FIVE_CARDS and self is not HandKind.ACE_TO_FIVE

    @property
    def is_badugi(self) -> bool:
        """A set of one to four cards of different ranks and suits: badugi, the ace low or high, and hidugi."""
        return self in _BADUGIS

    @property
    def is_spade(self) -> bool:
        """A single spade in the hole: Chicago's highest, low Chicago's lowest."""
        return self is HandKind.HIGH_SPADE or self is HandKind.LOW_SPADE

    @property
    def five_cards(self) -> bool:
        """A hand of five cards (high, short deck, the three low systems), named by its category and ranks."""
        return self in _FIVE_CARDS


_HIGH_RANKINGS = frozenset({HandKind.HIGH, HandKind.SHORT_DECK, HandKind.HIDUGI, HandKind.HIGH_SPADE})
_BADUGIS = frozenset({HandKind.BADUGI, HandKind.BADUGI_ACE_HIGH, HandKind.HIDUGI})
_FIVE_CARDS = frozenset(
    {HandKind.HIGH, HandKind.SHORT_DECK, HandKind.ACE_TO_FIVE, HandKind.DEUCE_TO_SEVEN, HandKind.ACE_TO_SIX}
)
LOW_SYSTEMS = (HandKind.ACE_TO_FIVE, HandKind.DEUCE_TO_SEVEN, HandKind.ACE_TO_SIX)
"""The five-card low systems: the values of ``rules.low`` in every game (badugi is a low of its own game)."""


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
    """Only with wild cards (docs/rules.md: "Wild cards and jokers"): four aces and a wild card are five aces."""

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
SHORT_DECK_ORDER = (
    Category.HIGH_CARD, Category.ONE_PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND, Category.STRAIGHT,
    Category.FULL_HOUSE, Category.FLUSH, Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH, Category.FIVE_OF_A_KIND,
)
"""The categories of short deck, weakest first: as high, except that a flush beats a full house."""


def _order(ranking: HandKind) -> tuple[Category, ...]:
    """The categories by the number that a code of *ranking* packs each as: its place in the ranking's order."""
    return SHORT_DECK_ORDER if ranking is HandKind.SHORT_DECK else _CATEGORIES


def encode(category: Category, ranks: Sequence[int], ranking: HandKind = HandKind.HIGH) -> int:
    """Pack a category (at its place in *ranking*'s order) and five ranks (ace 14, or 1 where it plays low)."""
    code = _order(ranking).index(category)
    for rank in ranks:
        code = code << 4 | rank
    return code


def decode(code: int, ranking: HandKind = HandKind.HIGH) -> tuple[Category, tuple[int, ...]]:
    """The category and the five ranks packed in *code*, a code of the five-card *ranking*.

    >>> decode(encode(Category.FULL_HOUSE, [13, 13, 13, 11, 11]))
    (<Category.FULL_HOUSE: 6>, (13, 13, 13, 11, 11))
    >>> encode(Category.FLUSH, [13, 9, 8, 7, 6], HandKind.SHORT_DECK) >> 20, decode(6 << 20, HandKind.SHORT_DECK)[0]
    (6, <Category.FLUSH: 5>)
    """
    ranks = (code >> 16 & 0xF, code >> 12 & 0xF, code >> 8 & 0xF, code >> 4 & 0xF, code & 0xF)
    return _order(ranking)[code >> 20], ranks


_ACE_LOW_STRAIGHTS = {HandKind.HIGH: [14, 5, 4, 3, 2], HandKind.SHORT_DECK: [14, 9, 8, 7, 6]}
"""The straight in which the ace plays low, read ace high, in the high rankings: shown 5-4-3-2-A, 9-8-7-6-A."""


def five_card_value(ranks: Sequence[int], suited: bool, ranking: HandKind) -> int:
    """The code of five cards of *ranks* (2..14), all of one suit if *suited*.

    For ``HIGH`` and ``SHORT_DECK`` greater is better; for a low system it is
    a badness, lower is better: the same hand read with the ace where that
    system plays it, and straights and flushes counting against it except in
    ace-to-five.

    - High: A-2-3-4-5 is the lowest straight, shown 5-4-3-2-A; no wrap-around.
    - Short deck: as high, except that a flush beats a full house and
      A-6-7-8-9 is the lowest straight, shown 9-8-7-6-A; there is no wheel
      (a short deck has no card below six: :mod:`potsplit.hands.short_deck`
      checks cards, this function does not).
    - Ace-to-five: ace is 1; straights and flushes do not count.
    - Deuce-to-seven: ace is 14 only, so A-2-3-4-5 is ace high, not a straight.
    - Ace-to-six: ace is 1 only, so A-2-3-4-5 is a straight and A-K-Q-J-T is not.

    >>> decode(five_card_value([14, 2, 3, 4, 5], False, HandKind.HIGH))
    (<Category.STRAIGHT: 4>, (5, 4, 3, 2, 1))
    >>> decode(five_card_value([14, 6, 7, 8, 9], False, HandKind.SHORT_DECK), HandKind.SHORT_DECK)
    (<Category.STRAIGHT: 4>, (9, 8, 7, 6, 1))
    >>> decode(five_card_value([14, 2, 3, 4, 5], False, HandKind.DEUCE_TO_SEVEN))
    (<Category.HIGH_CARD: 0>, (14, 5, 4, 3, 2))
    >>> decode(five_card_value([14, 13, 12, 11, 10], False, HandKind.ACE_TO_SIX))
    (<Category.HIGH_CARD: 0>, (13, 12, 11, 10, 1))
    >>> decode(five_card_value([9, 9, 9, 9, 9], False, HandKind.HIGH))  # wild cards make it (see wild_five)
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
        if shown == _ACE_LOW_STRAIGHTS.get(ranking):
            straight, shown = True, [*shown[1:], 1]
        if straight and suited:
            category = Category.STRAIGHT_FLUSH
        elif suited:
            category = Category.FLUSH
        elif straight:
            category = Category.STRAIGHT
    return encode(category, shown, ranking)


def badugi_code(ranks: Collection[int], kind: HandKind = HandKind.BADUGI) -> int:
    """The code of a badugi set of *ranks* (2..14, all different) in the badugi *kind*.

    It packs the set's size, then the bit set of its ranks, each rank's bit
    by its place in the kind's order: in badugi the ace is low (ace bit 0,
    king bit 12), in the ace-high badugi and in hidugi it is high (deuce bit
    0, ace bit 12). A low badugi's code is a badness, ``(4 - len(ranks)) << 13
    | bits``: a set of more cards beats any set of fewer, and of two sets of
    one size the one with the lower highest card wins, then the lower next
    one (where two bit sets of one size first differ, from the top, the lower
    is the one without that rank). Hidugi's is ``len(ranks) << 13 | bits``,
    greater the better: more cards, then the higher highest card, and so on.

    >>> four, worse_four, three = badugi_code([4, 3, 2, 14]), badugi_code([5, 3, 2, 14]), badugi_code([3, 2, 14])
    >>> four < worse_four < badugi_code([13, 12, 11, 10]) < three
    True
    >>> badugi_code([5, 4, 3, 2], HandKind.BADUGI_ACE_HIGH) < badugi_code([14, 4, 3, 2], HandKind.BADUGI_ACE_HIGH)
    True
    >>> badugi_code([14, 13, 12, 11], HandKind.HIDUGI) > badugi_code([14, 13, 12, 10], HandKind.HIDUGI)
    True
    """
    bits = 0
    if kind is HandKind.BADUGI:
        for rank in ranks:
            bits |= 1 << (0 if rank == 14 else rank - 1)
        return (4 - len(ranks)) << 13 | bits
    for rank in ranks:
        bits |= 1 << (rank - 2)
    return (len(ranks) if kind is HandKind.HIDUGI else 4 - len(ranks)) << 13 | bits


NO_SPADE = {HandKind.HIGH_SPADE: 0, HandKind.LOW_SPADE: 15}
"""The code of a hand without a spade in the hole: below every spade, or (a badness) above every one."""


def spade_code(rank: int | None, kind: HandKind) -> int:
    """The code of the spade of *rank* (2..14, the ace high; ``None``: no spade) in the hole, in the spade *kind*:
    the rank itself, greater the better for the highest spade, lower the better (a badness) for the lowest.

    >>> HandValue.of(spade_code(13, HandKind.HIGH_SPADE), HandKind.HIGH_SPADE).name
    'the K♠ in the hole'
    >>> HandValue.of(spade_code(2, HandKind.LOW_SPADE), HandKind.LOW_SPADE) > HandValue.of(spade_code(14, \
HandKind.LOW_SPADE), HandKind.LOW_SPADE)
    True
    """
    return NO_SPADE[kind] if rank is None else rank


_LOW_TOP = 1 << 24
_BADUGI_RANKS = (1 << 13) - 1
_CARD_COUNTS = ("", "one", "two", "three", "four")
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


_SYMBOLS = " A23456789TJQKA"
"""Each rank's symbol, by the rank (1 or 14 the ace)."""


def spade_text(rank: int) -> str:
    """The spade of *rank* (the ace 1 or 14) as a card with its suit's symbol: ``K♠``, ``T♠``, ``A♠``."""
    return f"{_SYMBOLS[rank]}\u2660"


def rank_plural(rank: int) -> str:
    """``aces``, ``twos``, ... ``sixes``, ``kings``."""
    return _PLURALS[rank - 1]


class HandValue:
    """What a hand is worth in one ranking; greater is stronger. Values of two rankings do not compare.

    >>> a = HandValue.of(five_card_value([8, 8, 3, 3, 14], False, HandKind.HIGH), HandKind.HIGH)
    >>> b = HandValue.of(five_card_value([8, 8, 14, 3, 3], True, HandKind.HIGH), HandKind.HIGH)
    >>> a.name, a == b, a == HandValue(a.strength, HandKind.ACE_TO_SIX)
    ('two pair, eights and threes', True, False)
    >>> a < HandValue(a.strength, HandKind.ACE_TO_SIX)
    Traceback (most recent call last):
    ...
    TypeError: hands of two rankings do not compare: high and ace-to-six
    """

    __slots__ = ("ranking", "strength")

    def __init__(self, strength: int, ranking: HandKind) -> None:
        self.strength = strength
        """An int, greater for a stronger hand in this ranking."""
        self.ranking = ranking

    def __repr__(self) -> str:
        return f"HandValue({self.strength}, {self.ranking})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.strength == other.strength and self.ranking is other.ranking

    def __hash__(self) -> int:  # ``_value_``: the enum's value itself, not read through its property, in Python
        return hash((self.strength, self.ranking._value_))  # a value keys the names' dict: hashed for every hand shown

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
    def of(cls, code: int, ranking: HandKind) -> HandValue:
        """The value of a code from :func:`five_card_value` (or :func:`badugi_code`) in *ranking*."""
        return cls(_LOW_TOP - code if ranking.is_low else code, ranking)

    @property
    def code(self) -> int:
        """The packed category and ranks (a badness for lows)."""
        return _LOW_TOP - self.strength if self.ranking.is_low else self.strength

    @property
    def category(self) -> Category:
        """What kind of five-card hand it is: pair, straight, ...

        A badugi is always ``HIGH_CARD``: its cards are of different ranks and
        suits, and straights do not count, so it is never a pair, a straight or
        a flush. What tells badugis apart is their :attr:`size`, then their ranks.
        A spade in the hole is ``HIGH_CARD`` too: one card.
        """
        if not self.ranking.five_cards:
            return Category.HIGH_CARD
        return decode(self.code, self.ranking)[0]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks in reading order (ace 1 where it plays low): five, or a badugi's one to four, highest first
        (the ace last in badugi, first in the ace-high badugi and hidugi), or a spade's one (none without it)."""
        ranking = self.ranking
        if ranking.is_badugi:
            bits = self.code & _BADUGI_RANKS
            if ranking is HandKind.BADUGI:
                return tuple(rank for rank in range(13, 0, -1) if bits >> (rank - 1) & 1)
            return tuple(rank for rank in range(14, 1, -1) if bits >> (rank - 2) & 1)
        if ranking.is_spade:
            code = self.code
            return () if code == NO_SPADE[ranking] else (code,)
        return decode(self.code, ranking)[1]

    @property
    def size(self) -> int:
        """How many cards make the hand: five, a badugi's one to four, or a spade's one (none without it).

        >>> HandValue.of(badugi_code([9, 5, 14]), HandKind.BADUGI).size
        3
        """
        ranking = self.ranking
        if ranking.is_badugi:
            count = self.code >> 13
            return count if ranking is HandKind.HIDUGI else 4 - count
        if ranking.is_spade:
            return len(self.ranks)
        return 5

    def qualifies(self, qualifier: int | None) -> bool:
        """Whether this hand is *qualifier*-or-better (any hand, if ``None``; a spade in the hole always needs one).

        - A five-card low: five different ranks, the highest *qualifier* or
          lower, and (where they count) neither a straight nor a flush: exactly
          a no-pair hand whose top card is low enough.
        - A high hand (high, short deck): a pair of *qualifier* or better (a
          pair of nines, 9, is Archie's).
        - A low badugi (played without a qualifier; read as one, it would ask
          for a four-card badugi that low); hidugi takes no qualifier.
        - A spade in the hole qualifies when the player has one, whatever the
          qualifier.

        >>> seven = HandValue.of(five_card_value([7, 5, 4, 3, 2], True, HandKind.ACE_TO_FIVE), HandKind.ACE_TO_FIVE)
        >>> seven.qualifies(8), seven.qualifies(6)
        (True, False)
        >>> nines = HandValue.of(five_card_value([9, 9, 4, 3, 2], False, HandKind.HIGH), HandKind.HIGH)
        >>> eights = HandValue.of(five_card_value([8, 8, 14, 13, 12], False, HandKind.HIGH), HandKind.HIGH)
        >>> nines.qualifies(9), eights.qualifies(9)
        (True, False)
        """
        ranking = self.ranking
        if ranking.is_spade:
            return self.code != NO_SPADE[ranking]
        if qualifier is None or ranking is HandKind.HIDUGI:
            return True
        code = self.code
        if ranking.is_badugi:  # a four-card badugi is the bit set of its ranks alone
            return code < 1 << 13 and self.ranks[0] <= qualifier
        if not ranking.is_low:  # one pair of the qualifier's rank, with the lowest kickers, or better
            return code >= (Category.ONE_PAIR << 20 | qualifier << 16 | qualifier << 12)
        # A no-pair hand is category 0: the code is then just its ranks.
        return code < 1 << 20 and code >> 16 <= qualifier

    @property
    def name(self) -> str:
        """The hand as a player says it: "full house, kings over jacks"."""
        name = _NAMES.get(self)
        if name is None:
            name = _NAMES[self] = self._spoken()  # at most 7,462 a ranking
        return name

    def _spoken(self) -> str:
        if self.ranking.is_badugi:
            size, top = self.size, rank_name(self.ranks[0])
            return f"four-card badugi, {top} high" if size == 4 else f"{_CARD_COUNTS[size]}-card hand, {top} high"
        if self.ranking.is_spade:
            return f"the {spade_text(self.ranks[0])} in the hole" if self.ranks else "no spade in the hole"
        category, r = decode(self.code, self.ranking)
        if category is Category.HIGH_CARD:
            if self.ranking is HandKind.ACE_TO_FIVE and r == (5, 4, 3, 2, 1):
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


_NAMES: dict[HandValue, str] = {}
"""The names of the values already named."""
