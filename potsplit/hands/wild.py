"""Wild cards and the bug (docs/rules.md: "Wild cards and jokers"): which cards are wild, and the rule for five cards
that hold some.

A showdown names its wild cards by rank (every card of it) and by card, ``wild: [2, Js, Jh]``; a joker
(:data:`~potsplit.hands.cards.JOKER`) plays as a wild card under ``joker: wild`` and as the bug under ``joker:
bug``. High and low are judged separately, so one wild card may be an ace for high and a deuce for low.

>>> [str(item) for item in wild_cards("deuces, one-eyed-jacks")], len(wild_codes(wild_cards([2, "Js"])))
(['2', 'Js', 'Jh'], 5)

The rule for five cards, by ranks: the natural cards' ranks, whether they are all of one suit, and how many
wild cards and bugs make up the five (the fast search over a player's cards is :mod:`potsplit.hands.wild_eval`):

>>> from potsplit.hands.ranking import HandValue
>>> def high(ranks, suited, wilds, bugs):
...     return HandValue.of(wild_five_high(ranks, suited, wilds, bugs), HandKind.HIGH).name
>>> high([14, 14, 14, 14], False, 1, 0), high([14, 9, 7, 3], True, 1, 0), high([13, 13, 13, 13], False, 0, 1)
('five aces', 'flush, ace-king high', 'four of a kind, kings')
>>> high([14, 14, 14, 14], False, 0, 1), high([9, 8, 7, 6], False, 0, 1), high([9, 8, 7, 2], False, 0, 1)
('five aces', 'straight, ten high', 'ace-nine high')
>>> def low(ranks, wilds, ranking):
...     return HandValue.of(wild_five_low(ranks, wilds, ranking), ranking).name
>>> low([14, 2, 3, 4], 1, HandKind.ACE_TO_FIVE), low([6, 5, 4, 3], 1, HandKind.DEUCE_TO_SEVEN)
('wheel', 'eight-six low')
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from typing import NamedTuple

from potsplit.errors import InvalidShowdown, quoted, unknown_word
from potsplit.hands.cards import (
    DECK,
    JOKER_CODE,
    JOKER_WORDS,
    WILD_NAMES,
    Card,
    Rank,
    card_words,
    parse_card,
    typed,
)
from potsplit.hands.ranking import HandKind, HandValue, badugi_code, five_card_value, spade_code
from potsplit.said import Said

_RANK_WORDS = {rank.symbol: rank for rank in Rank} | {"10": Rank.TEN}
WILD_HELP = Said("wild names ranks (2-9, T or 10, J, Q, K, A), cards (Js) or {names}", names=", ".join(WILD_NAMES))


def wild_cards(value: object) -> tuple[Rank | Card, ...]:
    """The wild cards *value* names: a rank (every card of it), a card, a name of :data:`WILD_NAMES`, or a list
    or a string of them (split as cards are); each once, in the order named.

    >>> wild_cards(["j", "10", "Kh", "kh"]), wild_cards(2)
    ((<Rank.JACK: 11>, <Rank.TEN: 10>, Card('Kh')), (<Rank.TWO: 2>,))
    >>> wild_cards("Jk")
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: a joker is not named in wild: rules.joker says how it plays (bug or wild)
    """
    if isinstance(value, str):
        items: Iterable[object] = card_words(value)
    elif isinstance(value, Iterable):
        items = value
    else:
        items = (value,)
    found: list[Rank | Card] = []
    for item in items:
        for one in _wild_item(item):
            if one not in found:
                found.append(one)
    return tuple(found)


def _wild_item(item: object) -> tuple[Rank | Card, ...]:
    """What one item of ``wild`` names."""
    if isinstance(item, Card):
        if item.code == JOKER_CODE:
            raise InvalidShowdown(Said("a joker is not named in wild: rules.joker says how it plays (bug or wild)"))
        return (item,)
    if isinstance(item, Rank):
        return (item,)
    if isinstance(item, int) and not isinstance(item, bool) and 2 <= item <= 10:
        return (Rank(item),)
    if not isinstance(item, str):
        raise InvalidShowdown(Said("unknown wild card {card}: {help}", card=quoted(item), help=WILD_HELP))
    text = typed(item).strip()
    rank = _RANK_WORDS.get(text.upper())
    if rank is not None:
        return (rank,)
    named = WILD_NAMES.get(text.lower())
    if named is not None:
        return wild_cards(named)
    if text.lower() in JOKER_WORDS:
        return _wild_item(parse_card(text))
    if len(text) <= 3:  # meant as a card: the card's own message says what is wrong with it
        try:
            return (parse_card(text),)
        except InvalidShowdown as error:
            raise InvalidShowdown(Said("{what}: {message}", what="wild", message=error.message)) from None
    raise InvalidShowdown(unknown_word(Said("wild card"), item, [*WILD_NAMES], WILD_HELP))


def wild_codes(wild: Iterable[Rank | Card]) -> frozenset[int]:
    """The codes of every card that *wild* (from :func:`wild_cards`) makes wild."""
    codes = set()
    for item in wild:
        if isinstance(item, Card):
            codes.add(item.code)
        else:
            codes.update(card.code for card in DECK if card.rank == item)
    return frozenset(codes)


NATURAL, WILD, BUG = 0, 1, 2
"""What a card is in a showdown with wild cards: a natural card, a wild card, the bug."""


class WildPlay(NamedTuple):
    """What plays wild in a showdown: the codes of the wild cards, whether a joker is a wild card (``joker:
    wild``) rather than the bug, and whether a natural hand beats an equal one holding a wild card."""

    cards: frozenset[int]
    jokers_wild: bool = False
    natural_first: bool = False

    def kinds(self) -> tuple[int, ...]:
        """What each code 0..52 is: :data:`NATURAL`, :data:`WILD` or :data:`BUG` (the joker's code last)."""
        return (*(WILD if code in self.cards else NATURAL for code in range(JOKER_CODE)),
                WILD if self.jokers_wild else BUG)

    def kind(self, card: Card) -> int:
        """What *card* is here."""
        if card.code == JOKER_CODE:
            return WILD if self.jokers_wild else BUG
        return WILD if card.code in self.cards else NATURAL

    def holds_wild(self, cards: Iterable[Card]) -> bool:
        """Whether any of *cards* is a wild card or a joker."""
        return any(card.code == JOKER_CODE or card.code in self.cards for card in cards)


class NaturalValue(HandValue):
    """A :class:`HandValue` under ``rules.natural-beats-wild: yes`` (docs/rules.md: "Wild cards and jokers"): of two
    equal hands, the one
    whose five hold no wild card (nor bug) is stronger; two equal hands that both hold one tie.

    The rule is one more bit at the bottom of the strength, so that places, ties and the best hand are found by
    comparing strengths as ever; the code, the name and the qualifier are those of the five cards' value.

    >>> code = five_card_value([14, 14, 14, 14, 13], False, HandKind.HIGH)
    >>> natural, wild = NaturalValue.of(code, HandKind.HIGH, True), NaturalValue.of(code, HandKind.HIGH, False)
    >>> natural > wild, natural.name, wild.code == code, natural == HandValue.of(code, HandKind.HIGH)
    (True, 'four of a kind, aces', True, False)
    """

    __slots__ = ()

    @classmethod
    def of(cls, code: int, ranking: HandKind, natural: bool = True) -> NaturalValue:
        """The value of a code from :func:`five_card_value` in *ranking*, made by a *natural* five or not."""
        return cls(HandValue.of(code, ranking).strength << 1 | natural, ranking)

    @property
    def natural(self) -> bool:
        """Whether the five cards hold no wild card nor bug."""
        return bool(self.strength & 1)

    @property
    def code(self) -> int:
        return HandValue(self.strength >> 1, self.ranking).code

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


_WINDOWS = {
    HandKind.HIGH: tuple(
        frozenset({14, 2, 3, 4, 5} if top == 5 else range(top - 4, top + 1)) for top in range(14, 4, -1)
    ),
    HandKind.SHORT_DECK: tuple(
        frozenset({14, 6, 7, 8, 9} if top == 9 else range(top - 4, top + 1)) for top in range(14, 8, -1)
    ),
}
"""The ranks of each straight, the highest first: A-2-3-4-5 the lowest in high, A-6-7-8-9 in short deck."""
_LOWEST = {HandKind.HIGH: 2, HandKind.SHORT_DECK: 6}
"""The lowest rank a card (and so a wild card) may have: short deck is the 36 cards from six to ace."""


def wild_five_high(ranks: Sequence[int], suited: bool, wilds: int, bugs: int, ranking: HandKind = HandKind.HIGH) -> int:
    """The best code (see :mod:`potsplit.hands.ranking`) of five cards in a high *ranking* (high, or short deck,
    where the wild cards play as cards of the 36): natural cards of *ranks* (2..14; *suited*: all of one suit,
    so each rank once), *wilds* wild cards and *bugs* bugs, five cards in all.

    - A wild card plays as any card: any rank, one the hand holds too (four aces and a wild card are five aces);
      but in a flush or straight flush only a card of the suit that the naturals do not hold.
    - The bug plays as an ace (a fifth ace too), or as a card that completes a straight, a flush or a straight
      flush.

    So a hand of pairs (or more of a kind) has its bugs as aces, and its wild cards join its largest group,
    the higher of two as large (that makes the most of a kind, then the best full house); a straight, every
    wild card and bug filling the highest straight that the naturals fit in (of the suit, if *suited*: a
    straight flush); a flush (*suited*), them filling the highest ranks of the suit that it lacks.
    """
    best = _grouped([*ranks, *[14] * bugs], wilds, ranking)
    held = set(ranks)
    if len(held) == len(ranks):  # five different ranks: a straight, a flush
        window = next((window for window in _WINDOWS[ranking] if held <= window), None)
        if window is not None:
            best = max(best, five_card_value(sorted(window), suited, ranking))
        if suited:
            missing = [rank for rank in range(14, _LOWEST[ranking] - 1, -1) if rank not in held][: wilds + bugs]
            best = max(best, five_card_value([*ranks, *missing], True, ranking))
    return best


def _grouped(ranks: list[int], wilds: int, ranking: HandKind) -> int:
    """The best hand of pairs and kinds: *ranks* with *wilds* wild cards added to the largest group of them
    (the higher of two as large; aces when there are no ranks)."""
    counts = Counter(ranks)
    top = max(counts, key=lambda rank: (counts[rank], rank)) if counts else 14
    return five_card_value([*ranks, *[top] * wilds], False, ranking)


_LOW_ORDER = {
    HandKind.ACE_TO_FIVE: (14, *range(2, 14)),
    HandKind.DEUCE_TO_SEVEN: tuple(range(2, 15)),
    HandKind.ACE_TO_SIX: (14, *range(2, 14)),
}
"""Each low system's ranks, the lowest first (the ace lowest where it plays low)."""


BADUGI_ORDER = {
    HandKind.BADUGI: _LOW_ORDER[HandKind.ACE_TO_FIVE],
    HandKind.BADUGI_ACE_HIGH: _LOW_ORDER[HandKind.DEUCE_TO_SEVEN],
    HandKind.HIDUGI: tuple(range(14, 1, -1)),
}
"""The ranks a wild card plays as in each badugi kind, the best first: the lowest (the ace lowest in badugi, the
deuce in the ace-high badugi), or in hidugi the highest."""


def wild_badugi(ranks: Collection[int], wilds: int, kind: HandKind = HandKind.BADUGI) -> int:
    """The badugi code (:func:`~potsplit.hands.ranking.badugi_code`) in the badugi *kind* of a set of natural
    cards of *ranks* (of different ranks and suits) and as many of *wilds* wild cards as make four cards: each
    plays as the best rank the set lacks (the lowest, the ace lowest in badugi; in hidugi the highest), in a
    suit it lacks.

    >>> from potsplit.hands.ranking import HandValue
    >>> [HandValue.of(wild_badugi(ranks, wilds), HandKind.BADUGI).name for ranks, wilds in (([13, 3], 2), ([9], 1))]
    ['four-card badugi, king high', 'two-card hand, nine high']
    >>> HandValue.of(wild_badugi([13, 3], 2, HandKind.HIDUGI), HandKind.HIDUGI).name
    'four-card badugi, ace high'
    """
    missing = [rank for rank in BADUGI_ORDER[kind] if rank not in ranks][: min(wilds, 4 - len(ranks))]
    return badugi_code([*ranks, *missing], kind)


def wild_spade(rank: int | None, wilds: int, kind: HandKind) -> int:
    """The code (:func:`~potsplit.hands.ranking.spade_code`) of the highest (*kind*: the lowest) spade in the
    hole, where the hole holds the natural spade of *rank* (``None``: none) and *wilds* wild cards: a wild card
    (a bug too) plays as the best spade, the ace (in low Chicago the deuce), even one the hand holds.

    >>> wild_spade(9, 1, HandKind.HIGH_SPADE), wild_spade(9, 1, HandKind.LOW_SPADE), wild_spade(None, 0, \
HandKind.LOW_SPADE)
    (14, 2, 15)
    """
    if wilds:
        rank = 14 if kind is HandKind.HIGH_SPADE else 2
    return spade_code(rank, kind)


def wild_five_low(ranks: Sequence[int], wilds: int, ranking: HandKind) -> int:
    """The best low code (a badness: lower is better) in *ranking* of five cards: natural cards of *ranks*
    (2..14) and *wilds* wild cards (at least one; the bug is one too, in every low system), five in all.

    A wild card plays as whatever card makes the best low: a rank the hand lacks, the lowest it can, and of a
    suit that makes no flush. Where straights count against a low (deuce-to-seven, ace-to-six), the lowest
    ranks may make one: then the next lowest are tried. A straight is five ranks in a row, so among the
    ``wilds + 2`` lowest missing ranks some choice makes none, and it is the best that makes none.
    """
    held = set(ranks)
    missing = [rank for rank in _LOW_ORDER[ranking] if rank not in held][: wilds + 2]
    return min(
        five_card_value([*ranks, *chosen], False, ranking) for chosen in itertools.combinations(missing, wilds)
    )
