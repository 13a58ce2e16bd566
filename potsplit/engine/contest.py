"""The players of one pot as the rules see them: each one's declaration and hands, and who is best.

>>> from potsplit.hands.ranking import HandValue, HandKind
>>> a = Contestant("A", None, HandValue(9, HandKind.HIGH), None)
>>> b = Contestant("B", None, HandValue(5, HandKind.HIGH), None)
>>> names(best([a, b], Direction.HIGH)), best([a, b], Direction.LOW)
(('A',), [])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction
from potsplit.hands.ranking import HandValue


class Contestant(NamedTuple):
    """A player in one pot: his declaration and his hands (``None``: no hand that way: no qualifying low, or a game
    without it)."""

    name: str
    declare: Declaration | None
    high: HandValue | None
    low: HandValue | None

    def hand(self, direction: Direction) -> HandValue | None:
        """His hand in *direction* (``None``: none that way)."""
        return self.high if direction is Direction.HIGH else self.low


def names(players: Sequence[Contestant]) -> tuple[str, ...]:
    """The players' names, in the order given."""
    return tuple([player.name for player in players])


def best(players: Sequence[Contestant], direction: Direction) -> list[Contestant]:
    """The players with the best hand in *direction* (all tied ones), in seat order; none without a hand there."""
    hands = [(player, hand) for player in players if (hand := player.hand(direction)) is not None]
    if not hands:
        return []
    top = max(hand for _, hand in hands)
    return [player for player, hand in hands if hand == top]
