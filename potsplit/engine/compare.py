"""How rule variants change a result: one showdown resolved under every variant that applies.

- declare: every ``swing-ties`` x ``forfeit`` x ``no-winner`` (12 variants);
- cards-speak: qualifier none or 8, in each low system;
- low: each low system;
- high: the rules as given (no variant changes a high pot);
and, with whole chips, each ``odd-chip`` order too.

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.engine.model import Player, Showdown
>>> from potsplit.engine.resolve import resolve
>>> bob = Player("Bob", parse_cards("6h 5h 4h 3h 2h"), "swing")
>>> carol = Player("Carol", parse_cards("6c 5c 4d 3d 2s"), "low")
>>> rows = compare(resolve(Showdown((bob, carol))))
>>> [(row.label, str(row.resolution.payouts["Bob"]), row.changed) for row in rows][:3]
[('swing-ties: split, forfeit: next-best, no-winner: cards-speak', '3/4', False), \
('swing-ties: split, forfeit: next-best, no-winner: carry-over', '3/4', False), \
('swing-ties: split, forfeit: defeater, no-winner: cards-speak', '3/4', False)]
"""

from __future__ import annotations

import itertools
from typing import Any, NamedTuple

from potsplit.engine.model import EffectiveRules, Showdown, with_rules
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import RULES, Method, Rule
from potsplit.errors import InvalidShowdown, quoted


class Variant(NamedTuple):
    """One row of a comparison: the rules it changes, the result, and whether it differs from the file's."""

    label: str
    rules: EffectiveRules
    resolution: Resolution
    as_given: bool
    changed: bool


_VARIED = {
    Method.DECLARE: ("swing-ties", "forfeit", "no-winner"),
    Method.CARDS_SPEAK: ("low", "qualifier"),
    Method.LOW: ("low",),
    Method.HIGH: (),
}
"""The rules a comparison varies for each method (and, with whole chips, ``odd-chip`` too)."""


def _values(rule: Rule, current: Any) -> list[Any]:
    """Every value of *rule* to try: its choices; for the qualifier none and 8 (and the one given)."""
    if rule.kind is not None:
        return list(rule.members or rule.kind)
    return [None, 8] + ([current] if current not in (None, 8) else [])


def _dimensions(baseline: Resolution) -> list[tuple[Rule, list[Any]]]:
    """The rules a comparison varies for this showdown, each with the values it tries."""
    showdown = baseline.showdown
    keys = _VARIED[showdown.rules.method] + (("odd-chip",) if showdown.chip is not None else ())
    return [(RULES[key], _values(RULES[key], getattr(showdown.rules, RULES[key].field))) for key in keys]


def compare(baseline: Resolution | Showdown) -> list[Variant]:
    """The showdown of *baseline* (resolved, or to resolve) under every variant of its method (see above)."""
    if isinstance(baseline, Showdown):
        baseline = resolve(baseline)
    elif not isinstance(baseline, Resolution):
        raise InvalidShowdown(f"compare takes a Showdown or its Resolution, not {quoted(baseline)}")
    given = baseline.showdown
    dimensions = _dimensions(baseline)
    rows = []
    for values in itertools.product(*(options for _, options in dimensions)):
        changes = {rule.field: value for (rule, _), value in zip(dimensions, values, strict=True)}
        label = ", ".join(rule.label(value) for (rule, _), value in zip(dimensions, values, strict=True))
        as_given = all(getattr(given.rules, field) == value for field, value in changes.items())
        resolution = baseline if as_given else resolve(with_rules(given, **changes))
        changed = (resolution.payouts, resolution.carried_over) != (baseline.payouts, baseline.carried_over)
        rows.append(Variant(label or "as given", resolution.showdown.rules, resolution, as_given, changed))
    return rows
