"""The ways to split a pot by the cards alone (docs/rules.md: "Resolving a pot"): high, low, cards speak; and a lone
contestant.

Each takes the contestants of one pot and returns an :class:`Outcome`: the
halves the money goes to and the steps that decided it. Amounts are decided
later (:mod:`potsplit.engine.shares`); steps name shares as "the pot", "the high half"
(a split game with two kinds of hand, "the badugi half").
Declarations are :mod:`potsplit.engine.declare`.

A half is won by the best hand of its kind among those that qualify: the low
that is good enough, Archie's high with a pair of nines or better, Chicago's
spade in the hole. When nobody qualifies for one half, the other takes the
whole pot; when nobody qualifies for either, everyone in the pot shares it.
"""

from __future__ import annotations

from collections.abc import Sequence

from potsplit.engine.contest import Contestant, best, names
from potsplit.engine.model import Direction, EffectiveRules
from potsplit.engine.records import Half, Outcome, Step
from potsplit.engine.rules import RULES, Method
from potsplit.engine.wording import Halves, Share, by_rule, half_name, halves_named, win_text
from potsplit.said import Said


def single_contestant(name: str, direction: Direction = Direction.HIGH) -> Outcome:
    """A pot with a single contestant goes to him, whatever the method or declaration (or his cards): as a high
    pot, or a low one in a game without high hands (badugi)."""
    text = Said("{player} is the only player in this pot and takes it, whatever the rules", player=name)
    return Outcome((Half(direction, (name,)),), (Step("uncontested", "", (name,), None, text),))


def one_way(players: Sequence[Contestant], direction: Direction, rule: str, rules: EffectiveRules) -> Outcome:
    """``high`` or ``low``: the best hand in that direction wins the whole pot; when nobody has a hand that way at
    all (no spade in the hole, in Chicago), everyone in the pot shares it."""
    halves = halves_named(rules)
    winners = best(players, direction)
    if not winners:
        return _everyone(players, Said(
            "nobody has a {half.value} hand: everyone in the pot shares it equally",
            half=half_name(rules.halves, direction),
        ), rule)
    step = Step("wins", rule, names(winners), None, by_rule(win_text(winners, direction, Share.POT, halves), rule))
    return Outcome((Half(direction, names(winners)),), (step,))


def cards_speak(players: Sequence[Contestant], rules: EffectiveRules, rule: str | None = None) -> Outcome:
    """Half to the best qualifying high, half to the best qualifying low; no qualifying low: the high takes all
    (and no qualifying high, Archie's: the low takes all); neither: everyone in the pot shares it.

    One player may win both halves; ties share the half they tie for (quartering).
    """
    rule = rule or RULES["method"].label(Method.CARDS_SPEAK)
    halves = halves_named(rules)
    high = best(players, Direction.HIGH)
    low = best(players, Direction.LOW)
    if not high and not low:
        return _everyone(players, Said(
            "no hand qualifies for either half ({first}; {second}): everyone in the pot shares it equally",
            first=qualifying(rules, Direction.HIGH), second=qualifying(rules, Direction.LOW),
        ), rule)
    if not low or not high:
        wins, missing = (Direction.HIGH, Direction.LOW) if high else (Direction.LOW, Direction.HIGH)
        winners = high or low
        steps = (
            _none_qualifies(missing, rules, halves),
            Step("wins", rule, names(winners), None, by_rule(win_text(winners, wins, Share.POT, halves), rule)),
        )
        return Outcome((Half(wins, names(winners)),), steps)
    steps = (
        Step("wins", rule, names(high), None, by_rule(win_text(high, Direction.HIGH, Share.HIGH, halves), rule)),
        Step("wins", rule, names(low), None, by_rule(win_text(low, Direction.LOW, Share.LOW, halves), rule)),
    )
    return Outcome((Half(Direction.HIGH, names(high)), Half(Direction.LOW, names(low))), steps)


def qualifying(rules: EffectiveRules, direction: Direction) -> str:
    """What a hand of *direction* needs to count: the qualifier (``qualifier: 8``), a pair of nines or better
    (Archie's high: a first half with a hand at all lacks a qualifying one only there), a spade in the hole
    (Chicago's second half)."""
    if direction is Direction.HIGH:
        return Said("a pair of nines or better")
    if rules.low is not None and rules.low.is_spade:
        return Said("a spade in the hole")
    return RULES["qualifier"].label(rules.qualifier)


def _none_qualifies(missing: Direction, rules: EffectiveRules, halves: Halves) -> Step:
    """The step saying that no hand qualifies for the half of *missing*, so that the other takes the whole pot."""
    why = qualifying(rules, missing)
    if halves is not None:
        said = Said(
            "no {half.value} hand qualifies ({why}): the best {other.value} takes the whole pot",
            half=half_name(halves, missing), why=why, other=half_name(halves, missing.other),
        )
    elif missing is Direction.LOW:
        said = Said("no low qualifies ({qualifier}): the best high takes the whole pot", qualifier=why)
    else:
        said = Said("no high qualifies ({qualifier}): the best low takes the whole pot", qualifier=why)
    return Step("no-low" if missing is Direction.LOW else "no-high", RULES["qualifier"].label(rules.qualifier)
                if missing is Direction.LOW else "", (), None, said)


def _everyone(players: Sequence[Contestant], reason: Said, rule: str) -> Outcome:
    """Everyone in the pot shares it equally: nobody has a hand that can win it (the odd chips by ``odd-chip``, as
    a high share's)."""
    step = Step("shared", rule, names(players), None, by_rule(reason, rule))
    return Outcome((Half(Direction.HIGH, names(players)),), (step,))
