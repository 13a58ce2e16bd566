"""Printing results: JSON-ready data, and tables for people.

Data first (plain dicts, lists and strings, every amount ``str()`` of a
``Fraction``), then text. tabulate is imported only when a table is printed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from potsplit.engine.records import Award, HandResult, Resolution, Step
from potsplit.engine.rules import RULES, Method
from potsplit.hands.cards import format_cards
from potsplit.hands.placing import Placed

if TYPE_CHECKING:  # imported by the commands that need them, not at every start
    from potsplit.engine.compare import Variant

JSON = dict[str, Any]


def ranked_data(ranked: Sequence[HandResult]) -> list[JSON]:
    """The JSON of ``potsplit rank``: one object per hand, in argument order."""
    return [
        {"cards": [card.text for card in hand.cards], "high": _hand_data(hand.high), "low": _low_data(hand.low)}
        for hand in ranked
    ]


_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False)  # data built here has no cycles to look for


def to_json(data: Any) -> str:
    """One line of JSON, keys in the order built, non-ASCII kept."""
    return _JSON.encode(data)


def _place_text(place: int | None) -> str:
    """A place for a table: ``-`` for a low that does not qualify."""
    return "-" if place is None else str(place)


def _low_name(low: Placed) -> str:
    """A low hand's name for a table, saying when it does not qualify."""
    return low.hand.name if low.qualifies else f"{low.hand.name} (does not qualify)"


def ranked_table(ranked: Sequence[HandResult]) -> str:
    """The table of ``potsplit rank``: each hand's best five high and low, named and placed."""
    from tabulate import tabulate

    rows = [
        [
            format_cards(hand.cards),
            format_cards(hand.high.hand.cards),
            hand.high.hand.name,
            _place_text(hand.high.place),
            format_cards(hand.low.hand.cards),
            _low_name(hand.low),
            _place_text(hand.low.place),
        ]
        for hand in ranked
    ]
    headers = ["cards", "high", "high hand", "place", "low", "low hand", "place"]
    return tabulate(rows, headers=headers, disable_numparse=True)


def amount_text(amount: Fraction) -> str:
    """An exact amount as in the JSON: ``str()`` of the Fraction ("90", "45/2")."""
    return str(amount)


def _rules_data(resolution: Resolution) -> JSON:
    """Every rule as the showdown was resolved under it, by its key (see :data:`~potsplit.engine.rules.RULES`)."""
    rules = resolution.showdown.rules
    return {key: rule.data(getattr(rules, rule.field)) for key, rule in RULES.items()}


def _hand_data(placed: Placed) -> JSON:
    return {"cards": [card.text for card in placed.hand.cards], "name": placed.hand.name, "place": placed.place}


def _low_data(placed: Placed) -> JSON:
    return _hand_data(placed) | {"qualifies": placed.qualifies}


def _step_data(step: Step) -> JSON:
    """A step as data for scripts: what happened, under which rule, to whom, and the sentence."""
    return {
        "event": step.event,
        "rule": step.rule or None,
        "players": list(step.players),
        "amount": None if step.amount is None else amount_text(step.amount),
        "text": step.text,
    }


def _step_line(step: Step) -> str:
    """A step for people, with the rule that decided it where the sentence does not already name it."""
    if step.rule and step.rule not in step.text:
        return f"{step.text} [{step.rule}]"
    return step.text


def _award_data(award: Award | None) -> JSON | None:
    if award is None:
        return None
    return {"winners": list(award.winners), "amount": amount_text(award.amount)}


def resolution_data(resolution: Resolution) -> JSON:
    """Everything a resolution says, as JSON-ready data (spec section 6)."""
    showdown = resolution.showdown
    data: JSON = {
        "game": showdown.game.value,
        "pot": amount_text(showdown.pot),
        "chip": None if showdown.chip is None else amount_text(showdown.chip),
        "dealer": showdown.dealer,
        "rules": _rules_data(resolution),
        "hands": [
            {
                "player": hand.player,
                "declare": hand.declare.value if hand.declare else None,
                "high": _hand_data(hand.high),
                "low": _low_data(hand.low),
            }
            for hand in resolution.hands
        ],
        "pots": [
            {
                "name": pot.name,
                "amount": amount_text(pot.amount),
                "players": list(pot.players),
                "high": _award_data(pot.high),
                "low": _award_data(pot.low),
                "payouts": {name: amount_text(amount) for name, amount in pot.payouts.items()},
                "carried_over": amount_text(pot.carried_over),
                "steps": [step.text for step in pot.steps],
                "reasons": [_step_data(step) for step in pot.steps],
            }
            for pot in resolution.pots
        ],
        "payouts": {name: amount_text(amount) for name, amount in resolution.payouts.items()},
        "carried_over": amount_text(resolution.carried_over),
        "notes": list(resolution.notes),
    }
    return data


NOTED_EVENTS = frozenset(
    {"swing-succeeds", "swing-fails", "passed", "clear-half", "no-low", "no-winner", "carried-over", "uncontested",
     "odd-chip"}
)
"""Steps shown as notes without --explain: those where a rule, not just the best hand, decided."""


def money_text(amount: Fraction, chip: Fraction | None, sized: bool) -> str:
    """An amount for people: exact, and as chips or a decimal where the pot has a size,
    or as a percentage where the pot is the default 1 (a share).

    >>> money_text(Fraction(45, 2), None, True), money_text(Fraction(3, 4), None, False)
    ('45/2 (22.5)', '3/4 (75% of the pot)')
    >>> money_text(Fraction(90), Fraction(5), True)
    '90 (18 chips)'
    """
    exact = str(amount)
    if amount == 0:
        return exact
    if chip is not None and chip != 1:
        return f"{exact} ({amount / chip} chips)"
    if not sized:
        return exact if amount in (0, 1) else f"{exact} ({_significant(amount * 100)}% of the pot)"
    if amount.denominator != 1:
        return f"{exact} ({_decimal(amount)})"
    return exact


def _decimal(amount: Fraction) -> str:
    """A decimal for people, exact when it terminates, else to 4 places with "~"."""
    denominator = amount.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator == 1:
        whole, part = divmod(abs(amount.numerator) * 10**12 // amount.denominator, 10**12)
        sign = "-" if amount < 0 else ""
        return f"{sign}{whole}." + f"{part:012d}".rstrip("0") if part else f"{sign}{whole}"
    return "~" + _fixed(amount, 4)


def _fixed(amount: Fraction, places: int) -> str:
    """*amount* rounded to *places* decimals, all of them written, with no float on the way.

    >>> _fixed(Fraction(2, 3), 4), _fixed(Fraction(-1, 7), 4), _fixed(Fraction(1, 3), 0)
    ('0.6667', '-0.1429', '0')
    """
    scaled = round(abs(amount) * 10**places)
    whole, part = divmod(scaled, 10**places)
    sign = "-" if amount < 0 and scaled else ""
    return f"{sign}{whole}.{part:0{places}d}" if places else f"{sign}{whole}"


def _significant(amount: Fraction, digits: int = 4) -> str:
    """A positive *amount* to *digits* significant digits, trailing zeros dropped (as ``%g`` would write it).

    >>> [_significant(Fraction(*value)) for value in [(75,), (100, 3), (25, 3), (1, 8)]]
    ['75', '33.33', '8.333', '0.125']
    """
    exponent = 0  # of the leading digit
    while amount >= 10 ** (exponent + 1):
        exponent += 1
    while amount < Fraction(10) ** exponent:
        exponent -= 1
    text = _fixed(amount, max(0, digits - 1 - exponent))
    return text.rstrip("0").rstrip(".") if "." in text else text


def resolution_table(resolution: Resolution, title: str, explain: bool, color: bool) -> str:
    """The default output: ranked hands, each pot's winners, payouts, and notes."""
    import click
    from tabulate import tabulate

    showdown = resolution.showdown
    rules, sized = showdown.rules, showdown.sized
    winners = {name for pot in resolution.pots for name, amount in pot.payouts.items() if amount > 0}

    def mark(name: str) -> str:
        return click.style(name, fg="green", bold=True) if color and name in winners else name

    keys = ["method", "low"] + (["qualifier"] if rules.qualifier is not None else [])
    if rules.method is Method.DECLARE:
        keys += ["swing-ties", "forfeit", "no-winner"]
    what = [showdown.game.value] + [RULES[key].label(getattr(rules, RULES[key].field)) for key in keys]
    if showdown.chip is not None:
        what.append(f"chip: {showdown.chip}, {RULES['odd-chip'].label(rules.odd_chip)}")
    lines = [f"{title}: " + ", ".join(what) + f"; pot {money_text(showdown.pot, showdown.chip, sized)}"]
    if showdown.board:
        lines.append(f"board: {format_cards(showdown.board)}")
    hand_rows = [
        [
            mark(hand.player),
            hand.declare.value if hand.declare else "",
            format_cards(hand.high.hand.cards), hand.high.hand.name, _place_text(hand.high.place),
            format_cards(hand.low.hand.cards), _low_name(hand.low), _place_text(hand.low.place),
        ]
        for hand in resolution.hands
    ]
    headers = ["player", "declared", "high", "high hand", "place", "low", "low hand", "place"]
    lines += ["", tabulate(hand_rows, headers=headers, disable_numparse=True)]
    pot_rows = [
        [
            pot.name, money_text(pot.amount, showdown.chip, sized), ", ".join(pot.players),
            _winners_text(pot.high, showdown.chip, sized, mark), _winners_text(pot.low, showdown.chip, sized, mark),
            "" if not pot.carried_over else money_text(pot.carried_over, showdown.chip, sized),
        ]
        for pot in resolution.pots
    ]
    lines += ["", tabulate(pot_rows, headers=["pot", "amount", "players", "high", "low", "carried over"],
                           disable_numparse=True)]
    pay_rows = [[mark(name), money_text(amount, showdown.chip, sized)] for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        pay_rows.append(["(carried over)", money_text(resolution.carried_over, showdown.chip, sized)])
    lines += ["", tabulate(pay_rows, headers=["player", "payout"], disable_numparse=True)]
    notes = list(resolution.notes)
    for pot in resolution.pots:
        prefix = f"{pot.name}: " if len(resolution.pots) > 1 else ""
        notes += [prefix + _step_line(step) for step in pot.steps if explain or step.event in NOTED_EVENTS]
    if notes:
        lines += ["", "Why:" if explain else "Notes:"] + [f"- {note}" for note in notes]
    return "\n".join(lines)


def _winners_text(award: Award | None, chip: Fraction | None, sized: bool, mark: Callable[[str], str]) -> str:
    if award is None:
        return "-"
    return ", ".join(mark(name) for name in award.winners) + f": {money_text(award.amount, chip, sized)}"


def to_yaml(data: Any) -> str:
    """One YAML document (starting with ---), keys in the order built, non-ASCII kept (see
    :mod:`potsplit.io.yaml_text`)."""
    from potsplit.io import yaml_text

    return yaml_text.to_yaml(data)


def json_line(resolution: Resolution) -> str:
    """A resolution as one line of JSON, with its line break (``resolve --format json``)."""
    return to_json(resolution_data(resolution)) + "\n"


def yaml_document(resolution: Resolution) -> str:
    """A resolution as one YAML document (``resolve --format yaml``)."""
    return to_yaml(resolution_data(resolution))


def comparison_data(rows: Sequence[Variant]) -> JSON:
    """The JSON of ``potsplit compare``: each variant's rules, payouts and whether it changes them."""
    return {
        "variants": [
            {
                "variant": row.label,
                "as_given": row.as_given,
                "changed": row.changed,
                "payouts": {name: amount_text(amount) for name, amount in row.resolution.payouts.items()},
                "carried_over": amount_text(row.resolution.carried_over),
            }
            for row in rows
        ]
    }


def comparison_table(rows: Sequence[Variant], title: str) -> str:
    """One row per variant, one column per player; rows that change someone's payout marked with *."""
    from tabulate import tabulate

    first = rows[0].resolution
    players = list(first.payouts)
    chip, sized = first.showdown.chip, first.showdown.sized
    carries = any(row.resolution.carried_over for row in rows)
    table = []
    for row in rows:
        mark = "(as given)" if row.as_given else ("*" if row.changed else "")
        cells = [money_text(row.resolution.payouts[name], chip, sized) for name in players]
        if carries:
            cells.append(money_text(row.resolution.carried_over, chip, sized))
        table.append([row.label, mark, *cells])
    headers = ["variant", "", *players] + (["carried over"] if carries else [])
    legend = "* changes someone's payout from the rules as given"
    return f"{title}\n" + tabulate(table, headers=headers, disable_numparse=True) + f"\n{legend}"
