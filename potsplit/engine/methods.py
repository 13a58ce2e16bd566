"""The four ways to split a pot (spec section 3): high, low, cards speak, declare.

Each takes the contestants of one pot and returns an :class:`Outcome`: the
halves the money goes to and the steps that decided it. Amounts are decided
later (:mod:`potsplit.engine.shares`); steps name shares as "the pot", "the high half".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from potsplit.engine.model import Declaration, Direction, Rules
from potsplit.engine.records import Half, Outcome, Step
from potsplit.hands.ranking import HandValue


class Contestant(NamedTuple):
    """A player in one pot: his declaration and his hands (``low`` ``None``: no qualifying low)."""

    name: str
    declare: Declaration | None
    high: HandValue
    low: HandValue | None

    def hand(self, direction: Direction) -> HandValue | None:
        """His hand in *direction* (``None``: no qualifying low)."""
        return self.high if direction is Direction.HIGH else self.low


def names(players: Sequence[Contestant]) -> tuple[str, ...]:
    """The players' names, in the order given."""
    return tuple([player.name for player in players])


def and_list(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def best(players: Sequence[Contestant], direction: Direction) -> list[Contestant]:
    """The players with the best hand in *direction* (all tied ones), in seat order."""
    # Compared by strength (an int, greater is stronger): the same order as the hand values', faster.
    if direction is Direction.HIGH:
        strengths = [(player, player.high.strength) for player in players]
    else:
        strengths = [(player, player.low.strength) for player in players if player.low is not None]
    if not strengths:
        return []
    top = max([strength for _, strength in strengths])
    return [player for player, strength in strengths if strength == top]


def tie_text(winners: Sequence[Contestant], direction: Direction) -> str:
    """"Alice has the best high (flush, ace-king high)" or "Bob and Carol tie for the best low (...)"."""
    hand = winners[0].hand(direction)
    word = "high" if direction is Direction.HIGH else "low"  # direction.value, without the enum's lookup
    what = word if hand is None else f"{word} ({hand.name})"
    if len(winners) == 1:
        return f"{winners[0].name} has the best {what}"
    return f"{and_list(names(winners))} tie for the best {what}"


def win_text(winners: Sequence[Contestant], direction: Direction, share: str) -> str:
    """"Alice has the best high (...) and wins the high half" or "Bob and Carol tie ... and split it"."""
    verb = "wins" if len(winners) == 1 else "split"
    return f"{tie_text(winners, direction)} and {verb} {share}"


def single_contestant(player: Contestant) -> Outcome:
    """A pot with a single contestant goes to him, whatever the method or declaration."""
    text = f"{player.name} is the only player in this pot and takes it, whatever the rules"
    return Outcome((Half(Direction.HIGH, (player.name,)),), (Step("uncontested", "", (player.name,), None, text),))


def one_way(players: Sequence[Contestant], direction: Direction, rule: str) -> Outcome:
    """``high`` or ``low``: the best hand in that direction wins the whole pot."""
    winners = best(players, direction)
    step = Step("wins", rule, names(winners), None, win_text(winners, direction, "the pot") + f" ({rule})")
    return Outcome((Half(direction, names(winners)),), (step,))


def cards_speak(players: Sequence[Contestant], rules: Rules, rule: str = "method: cards-speak") -> Outcome:
    """Half to the best high, half to the best qualifying low; no qualifying low: the high takes all.

    One player may win both halves; ties share the half they tie for (quartering).
    """
    high = best(players, Direction.HIGH)
    low = best(players, Direction.LOW)
    if not low:
        qualifier = f"qualifier: {rules.qualifier}"
        steps = (
            Step("no-low", qualifier, (), None, f"no low qualifies ({qualifier}): the best high takes the whole pot"),
            Step("wins", rule, names(high), None, win_text(high, Direction.HIGH, "the pot") + f" ({rule})"),
        )
        return Outcome((Half(Direction.HIGH, names(high)),), steps)
    steps = (
        Step("wins", rule, names(high), None, win_text(high, Direction.HIGH, "the high half") + f" ({rule})"),
        Step("wins", rule, names(low), None, win_text(low, Direction.LOW, "the low half") + f" ({rule})"),
    )
    return Outcome((Half(Direction.HIGH, names(high)), Half(Direction.LOW, names(low))), steps)
