"""The words of the steps: who has the best hand, who wins which share.

Each is a :class:`~potsplit.said.Said`: the English sentence, and the message and values it was said with, so
that the edge can say it in another language (:mod:`potsplit.language`).

The halves are high and low, in most games; a split game with two kinds of hand names them (badugi, razz, high
spade...: :class:`~potsplit.engine.rules.HalfName`), and the steps say those names instead, by messages of their
own (a language words "the best badugi" otherwise than "the best high").

>>> from potsplit.engine.contest import Contestant
>>> from potsplit.hands.ranking import HandValue, HandKind, five_card_value
>>> flush = HandValue.of(five_card_value([14, 13, 9, 5, 2], True, HandKind.HIGH), HandKind.HIGH)
>>> al, bo = Contestant("Al", None, flush, None), Contestant("Bo", None, flush, None)
>>> win_text([al, bo], Direction.HIGH, Share.HIGH)
'Al and Bo tie for the best high (flush, ace-king high) and split the high half'
>>> from potsplit.engine.rules import HalfName
>>> win_text([al], Direction.HIGH, Share.HIGH, (HalfName.OMAHA, HalfName.DRAW))
'Al has the best omaha (flush, ace-king high) and wins the omaha half'
"""


from __future__ import annotations

import enum
from collections.abc import Sequence

from potsplit.engine.contest import Contestant, names
from potsplit.engine.model import Direction, EffectiveRules
from potsplit.engine.rules import HalfName
from potsplit.hands.ranking import HandValue
from potsplit.said import Names, Said

Halves = tuple[HalfName, ...] | None
"""What the halves are called, where a split game with two kinds of hand names them; ``None``: high and low."""


def halves_named(rules: EffectiveRules) -> Halves:
    """The halves' own names, where the game names them (badeucy's deuce-to-seven and badugi); else ``None``."""
    return rules.halves if rules.named_halves else None


def half_name(halves: tuple[HalfName, ...], direction: Direction) -> HalfName:
    """The name of the half of *direction* among *halves* (the first is the high half)."""
    return halves[0 if direction is Direction.HIGH else 1]


class Share(enum.Enum):
    """The money a step gives: the whole pot, or one of its halves."""

    POT = "the pot"
    HIGH = "the high half"
    LOW = "the low half"

    @classmethod
    def half(cls, direction: Direction) -> Share:
        """The half of *direction*."""
        return cls.HIGH if direction is Direction.HIGH else cls.LOW


def several(count: int) -> int:
    """How many players a sentence is about, for its grammar: 1 for one, 2 for several (a language's plural
    forms for a number of players need not be those for the number itself: 21 players are several).

    >>> several(1), several(21)
    (1, 2)
    """
    return 1 if count == 1 else 2


def _best_hand(winners: Sequence[Contestant], direction: Direction) -> HandValue:
    hand = winners[0].hand(direction)
    assert hand is not None  # the best players in a direction are those who have a hand there
    return hand


def tie_text(winners: Sequence[Contestant], direction: Direction, halves: Halves = None) -> Said:
    """"Alice has the best high (flush, ace-king high)" or "Bob and Carol tie for the best low (...)"; with the
    halves' names, "... the best badugi (...)"."""
    if halves is not None:
        return Said.counted(
            "{players} has the best {half.value} ({hand.name})",
            "{players} tie for the best {half.value} ({hand.name})",
            several(len(winners)), players=Names(names(winners)), half=half_name(halves, direction),
            hand=_best_hand(winners, direction),
        )
    return Said.counted(
        "{players} has the best {direction.value} ({hand.name})",
        "{players} tie for the best {direction.value} ({hand.name})",
        several(len(winners)), players=Names(names(winners)), direction=direction,
        hand=_best_hand(winners, direction),
    )


def win_text(winners: Sequence[Contestant], direction: Direction, share: Share, halves: Halves = None) -> Said:
    """"Alice has the best high (...) and wins the high half" or "Bob and Carol tie ... and split it"; with the
    halves' names, "... the best badugi (...) and wins the badugi half"."""
    if halves is not None:
        half, hand, players = half_name(halves, direction), _best_hand(winners, direction), Names(names(winners))
        if share is Share.POT:
            return Said.counted(
                "{players} has the best {half.value} ({hand.name}) and wins the pot",
                "{players} tie for the best {half.value} ({hand.name}) and split the pot",
                several(len(winners)), players=players, half=half, hand=hand,
            )
        return Said.counted(
            "{players} has the best {half.value} ({hand.name}) and wins the {half.value} half",
            "{players} tie for the best {half.value} ({hand.name}) and split the {half.value} half",
            several(len(winners)), players=players, half=half, hand=hand,
        )
    return Said.counted(
        "{players} has the best {direction.value} ({hand.name}) and wins {share.value}",
        "{players} tie for the best {direction.value} ({hand.name}) and split {share.value}",
        several(len(winners)), players=Names(names(winners)), direction=direction,
        hand=_best_hand(winners, direction), share=share,
    )


def by_rule(said: Said, rule: str) -> Said:
    """A sentence followed by the rule that decided it: ``... (method: high)``."""
    return Said("{said} ({rule})", said=said, rule=rule)
