"""How rule variants change a result: one showdown resolved under every variant that applies.

- declare: every ``swing-ties`` x ``forfeit`` x ``no-winner`` (12 variants);
- cards-speak: qualifier none or 8, in each low system;
- low: each low system;
- high: the rules as given (no variant changes a high pot);
and, with whole chips, each ``odd-chip`` order too.

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.engine.model import Declaration, Player, Showdown
>>> from potsplit.engine.resolve import resolve
>>> bob = Player("Bob", parse_cards("6h 5h 4h 3h 2h"), Declaration.SWING)
>>> carol = Player("Carol", parse_cards("6c 5c 4d 3d 2s"), Declaration.LOW)
>>> rows = compare(resolve(Showdown((bob, carol))))
>>> [(row.label, str(row.resolution.payouts["Bob"]), row.changed) for row in rows][:3]
[('swing-ties: split, forfeit: next-best, no-winner: cards-speak', '3/4', False), \
('swing-ties: split, forfeit: next-best, no-winner: carry-over', '3/4', False), \
('swing-ties: split, forfeit: defeater, no-winner: cards-speak', '3/4', False)]
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any, NamedTuple

from potsplit.engine.model import Forfeit, Method, NoWinner, OddChip, Rules, Showdown, SwingTies
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.hands.ranking import LOW_SYSTEMS


class Variant(NamedTuple):
    """One row of a comparison: the rules it changes, the result, and whether it differs from the file's."""

    label: str
    rules: Rules
    resolution: Resolution
    as_given: bool
    changed: bool


def _dimensions(showdown: Showdown) -> list[tuple[str, str, list[Any]]]:
    """The (field, key, values) a comparison varies for this showdown's method."""
    method = showdown.rules.method
    dimensions: list[tuple[str, str, list[Any]]] = []
    if method is Method.DECLARE:
        dimensions += [
            ("swing_ties", "swing-ties", list(SwingTies)),
            ("forfeit", "forfeit", list(Forfeit)),
            ("no_winner", "no-winner", list(NoWinner)),
        ]
    elif method is Method.CARDS_SPEAK:
        qualifiers = [None, 8] + ([showdown.rules.qualifier] if showdown.rules.qualifier not in (None, 8) else [])
        dimensions += [("low", "low", list(LOW_SYSTEMS)), ("qualifier", "qualifier", qualifiers)]
    elif method is Method.LOW:
        dimensions += [("low", "low", list(LOW_SYSTEMS))]
    if showdown.chip is not None:
        dimensions.append(("odd_chip", "odd-chip", list(OddChip)))
    return dimensions


def _text(value: Any) -> str:
    return "none" if value is None else str(getattr(value, "value", value))


def compare(baseline: Resolution) -> list[Variant]:
    """The showdown of *baseline* resolved under every variant of its method (see the module's docstring)."""
    given = baseline.showdown  # with its defaults filled in
    dimensions = _dimensions(given)
    rows = []
    for values in itertools.product(*(options for _, _, options in dimensions)):
        rules = replace(given.rules, **{field: value for (field, _, _), value in zip(dimensions, values, strict=True)})
        label = ", ".join(f"{key}: {_text(value)}" for (_, key, _), value in zip(dimensions, values, strict=True))
        resolution = baseline if rules == given.rules else resolve(replace(given, rules=rules))
        changed = (resolution.payouts, resolution.carried_over) != (baseline.payouts, baseline.carried_over)
        rows.append(Variant(label or "as given", rules, resolution, rules == given.rules, changed))
    return rows
