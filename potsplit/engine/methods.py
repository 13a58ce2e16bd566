"""The ways to split a pot by the cards alone (docs/rules.md: "Resolving a pot"): high, low, cards speak; and a lone
contestant.

Each takes the contestants of one pot and returns an :class:`Outcome`: the
halves the money goes to and the steps that decided it. Amounts are decided
later (:mod:`potsplit.engine.shares`); steps name shares as "the pot", "the high half".
Declarations are :mod:`potsplit.engine.declare`.
"""

from __future__ import annotations

from collections.abc import Sequence

from potsplit.engine.contest import Contestant, best, names
from potsplit.engine.model import Direction, EffectiveRules
from potsplit.engine.records import Half, Outcome, Step
from potsplit.engine.rules import RULES, Method
from potsplit.engine.wording import Share, by_rule, win_text
from potsplit.said import Said


def single_contestant(name: str, direction: Direction = Direction.HIGH) -> Outcome:
    """A pot with a single contestant goes to him, whatever the method or declaration (or his cards): as a high
    pot, or a low one in a game without high hands (badugi)."""
    text = Said("{player} is the only player in this pot and takes it, whatever the rules", player=name)
    return Outcome((Half(direction, (name,)),), (Step("uncontested", "", (name,), None, text),))


def one_way(players: Sequence[Contestant], direction: Direction, rule: str) -> Outcome:
    """``high`` or ``low``: the best hand in that direction wins the whole pot."""
    winners = best(players, direction)
    step = Step("wins", rule, names(winners), None, by_rule(win_text(winners, direction, Share.POT), rule))
    return Outcome((Half(direction, names(winners)),), (step,))


def cards_speak(players: Sequence[Contestant], rules: EffectiveRules, rule: str | None = None) -> Outcome:
    """Half to the best high, half to the best qualifying low; no qualifying low: the high takes all.

    One player may win both halves; ties share the half they tie for (quartering).
    """
    rule = rule or RULES["method"].label(Method.CARDS_SPEAK)
    high = best(players, Direction.HIGH)
    low = best(players, Direction.LOW)
    if not low:
        qualifier = RULES["qualifier"].label(rules.qualifier)
        steps = (
            Step("no-low", qualifier, (), None, Said(
                "no low qualifies ({qualifier}): the best high takes the whole pot", qualifier=qualifier
            )),
            Step("wins", rule, names(high), None, by_rule(win_text(high, Direction.HIGH, Share.POT), rule)),
        )
        return Outcome((Half(Direction.HIGH, names(high)),), steps)
    steps = (
        Step("wins", rule, names(high), None, by_rule(win_text(high, Direction.HIGH, Share.HIGH), rule)),
        Step("wins", rule, names(low), None, by_rule(win_text(low, Direction.LOW, Share.LOW), rule)),
    )
    return Outcome((Half(Direction.HIGH, names(high)), Half(Direction.LOW, names(low))), steps)
