"""What potsplit prints for scripts: JSON-ready data (plain dicts, lists and strings, every amount ``str()`` of
a ``Fraction``), as one line of JSON or one YAML document (README: "Commands").

>>> to_json({"payouts": {"Bob": "3/4", "Carol": "1/4"}})
'{"payouts": {"Bob": "3/4", "Carol": "1/4"}}'
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from potsplit.engine.records import Award, BoardPart, HandResult, PotResult, Resolution, Step
from potsplit.engine.rules import RULES, TOP_LEVEL_RULES
from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import text_of
from potsplit.hands.placing import Placed
from potsplit.hands.showing import Hand
from potsplit.run.results import Invalid, Rendered, Resolved

if TYPE_CHECKING:  # imported by the commands that need them, not at every start
    from potsplit.engine.compare import Variant
    from potsplit.language import Language


JSON = dict[str, Any]


def ranked_data(
    ranked: Sequence[HandResult], lang: Language, boards: Sequence[Sequence[HandResult]] = (), two_kinds: bool = False
) -> list[JSON]:
    """The JSON of ``potsplit rank``: one object per hand, in argument order (the hands' names in *lang*); with
    several *boards* (the hands ranked on each), each hand's ``boards`` too, its ``high`` and ``low`` being those
    on the first board; in a split game with two kinds of hand, *two_kinds*, the first half's hand too says whether
    it qualifies."""
    high = _qualified_data if two_kinds else _hand_data
    found = []
    for number, hand in enumerate(ranked):
        data: JSON = {"cards": [card.text for card in hand.cards], "high": high(hand.high, lang),
                      "low": _qualified_data(hand.low, lang)}
        if boards:
            data["boards"] = [
                {"board": board, "high": high(on[number].high, lang), "low": _qualified_data(on[number].low, lang)}
                for board, on in enumerate(boards, 1)
            ]
        found.append(data)
    return found


_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False)  # data built here has no cycles to look for


def to_json(data: Any) -> str:
    """One line of JSON, keys in the order built, non-ASCII kept."""
    return _JSON.encode(data)


def amount_text(amount: Fraction) -> str:
    """An exact amount as in the JSON: ``str()`` of the Fraction ("90", "45/2")."""
    return str(amount)


def _rules_data(resolution: Resolution) -> JSON:
    """Every rule as the showdown was resolved under it, by its key (see :data:`~potsplit.engine.rules.RULES`); those
    of several boards only where there are several."""
    rules, several = resolution.showdown.rules, len(resolution.showdown.boards) > 1
    return {
        key: rule.data(getattr(rules, rule.field)) for key, rule in RULES.items()
        if several or key not in TOP_LEVEL_RULES
    }


def _hand_data(placed: Placed | None, lang: Language) -> JSON | None:
    """A hand in one direction; ``None`` (null) in a game without a hand that way (badugi's high, short deck's low)."""
    if placed is None:
        return None
    hand = placed.hand
    return {"cards": [card.text for card in hand.cards], "name": lang.hand(placed.value), "place": placed.place,
            "wild": _played_as(hand) if hand.wild else {}}


def _played_as(hand: Hand) -> dict[str, str | list[str]]:
    from potsplit.hands.wild_show import played_as  # only where a card is wild

    return played_as(hand)


def _qualified_data(placed: Placed | None, lang: Language) -> JSON | None:
    """A hand in one direction, and whether it qualifies: a low's (or, in a split game with two kinds of hand,
    either half's)."""
    shown = _hand_data(placed, lang)
    return None if shown is None or placed is None else shown | {"qualifies": placed.qualifies}


def _step_data(step: Step, lang: Language) -> JSON:
    """A step as data for scripts: what happened, under which rule, to whom, and the sentence (in *lang*; the
    rest in English)."""
    return {
        "event": step.event,
        "rule": step.rule or None,
        "players": list(step.players),
        "amount": None if step.amount is None else amount_text(step.amount),
        "text": lang.say(step.text),
    }


def _award_data(award: Award | None) -> JSON | None:
    if award is None:
        return None
    return {"winners": list(award.winners), "amount": amount_text(award.amount)}


def _hands_data(resolution: Resolution, lang: Language) -> list[JSON]:
    """Each player's hands: those the pots are decided with, and with several boards his hands on each board."""
    several = len(resolution.showdown.boards) > 1
    high = _qualified_data if resolution.showdown.rules.two_kinds else _hand_data  # a first half may not qualify
    hands = []
    for number, hand in enumerate(resolution.hands):
        data: JSON = {
            "player": hand.player,
            "declare": hand.declare.value if hand.declare else None,
            "high": high(hand.high, lang),
            "low": _qualified_data(hand.low, lang),
        }
        if several:
            data["boards"] = [
                {"board": board, "high": high(on[number].high, lang), "low": _qualified_data(on[number].low, lang)}
                for board, on in enumerate(resolution.board_hands, 1)
            ]
        hands.append(data)
    return hands


def _shared_data(shared: PotResult | BoardPart, lang: Language) -> JSON:
    """How a pot, or one board's part of it, was shared: each half's winners, the payouts, what is carried over,
    and the steps (the same keys for both)."""
    return {
        "high": _award_data(shared.high),
        "low": _award_data(shared.low),
        "payouts": {name: amount_text(amount) for name, amount in shared.payouts.items()},
        "carried_over": amount_text(shared.carried_over),
        "steps": [lang.say(step.text) for step in shared.steps],
        "reasons": [_step_data(step, lang) for step in shared.steps],
    }


def _pot_data(pot: PotResult, lang: Language, several: bool, raked: bool) -> JSON:
    """One pot: its amount, players, winners, payouts and steps; its rake with a schedule; with several boards,
    on how many it is played and each board's part."""
    data: JSON = {
        "name": pot.name,
        "amount": amount_text(pot.amount),
        "players": list(pot.players),
    } | _shared_data(pot, lang)
    if raked:
        data |= {"rake": amount_text(pot.rake), "jackpot": amount_text(pot.jackpot)}
    if several:
        data["runs"] = pot.runs
        data["boards"] = [
            {"board": part.board + 1, "amount": amount_text(part.amount)} | _shared_data(part, lang)
            for part in pot.boards
        ]
    return data


def resolution_data(resolution: Resolution, lang: Language) -> JSON:
    """Everything a resolution says, as JSON-ready data (README: "Commands"): keys and values for scripts in English,
    the texts for people (hand names, steps, notes) in *lang*.

    A split game with two kinds of hand adds ``halves``, the names of its halves (``high`` and ``low`` stay the
    keys of the first and the second), and its first half's hands too say whether they qualify. With several
    boards, ``boards`` (each board's cards), each hand's ``boards`` and each pot's ``runs`` and ``boards`` (each
    board's part); with a rake schedule, ``rake`` and ``jackpot`` (what it took), ``rake_schedule``, and each
    pot's ``rake`` and ``jackpot``. Without them, nothing of either is there.
    """
    showdown = resolution.showdown
    two_kinds = showdown.rules.two_kinds
    several, raked = len(showdown.boards) > 1, showdown.rake is not None
    data: JSON = {
        "game": showdown.game.value,
        **({"halves": [half.value for half in showdown.rules.halves]} if two_kinds else {}),
        "pot": amount_text(showdown.pot),
        "chip": None if showdown.chip is None else amount_text(showdown.chip),
        "dealer": showdown.dealer,
        "wild": [text_of(item) for item in showdown.wild],
        "jokers": showdown.jokers,
    }
    if several:
        data["boards"] = [[card.text for card in board] for board in showdown.boards]
    data |= {
        "rules": _rules_data(resolution),
        "hands": _hands_data(resolution, lang),
        "pots": [_pot_data(pot, lang, several, raked) for pot in resolution.pots],
        "payouts": {name: amount_text(amount) for name, amount in resolution.payouts.items()},
        "carried_over": amount_text(resolution.carried_over),
    }
    if showdown.rake is not None:
        data |= {"rake": amount_text(resolution.rake), "jackpot": amount_text(resolution.jackpot),
                 "rake_schedule": showdown.rake.text()}
    data["notes"] = [lang.say(note) for note in resolution.notes]
    return data


def to_yaml(data: Any) -> str:
    """One YAML document (starting with ---), keys in the order built, non-ASCII kept (see
    :mod:`potsplit.show.yaml_text`)."""
    from potsplit.show import yaml_text

    return yaml_text.to_yaml(data)


def json_line(result: Resolved, lang: Language) -> Rendered:
    """A resolved showdown as one line of JSON, with its line break (``resolve --format json``; a module-level
    function: other processes are sent it)."""
    return Rendered(to_json(resolved_data(result, lang)) + "\n")


def yaml_document(result: Resolved, lang: Language) -> Rendered:
    """A resolved showdown as one YAML document (``resolve --format yaml``)."""
    return Rendered(to_yaml(resolved_data(result, lang)))


def resolved_data(result: Resolved, lang: Language) -> JSON:
    """A resolved showdown's data, starting with where it comes from (``source``)."""
    return {"source": result.origin.data()} | resolution_data(result.resolution, lang)


def errors_data(invalid: Invalid, lang: Language) -> JSON:
    """An invalid document's data, printed in its place: where it is, and every problem found in it (each message
    in *lang*)."""
    return {
        "source": invalid.origin.data(),
        "errors": [
            {
                "message": _where_else(error, invalid.origin.file) + lang.say(error.message),
                "line": None if error.location is None else error.location.line,
                "column": None if error.location is None else error.location.column,
            }
            for error in invalid.error.errors
        ],
    }


def _where_else(error: InvalidShowdown, file: str) -> str:
    """What names the place of an error that is not in the document's input (a command-line option), if any."""
    location = error.location
    if location is None or location.file is None or location.file == file:
        return ""
    return f"{location.file}: "


def errors_line(invalid: Invalid, lang: Language) -> str:
    """An invalid document's errors as one line of JSON, in its place (``resolve --format json``)."""
    return to_json(errors_data(invalid, lang)) + "\n"


def errors_document(invalid: Invalid, lang: Language) -> str:
    """An invalid document's errors as one YAML document, in its place (``resolve --format yaml``)."""
    return to_yaml(errors_data(invalid, lang))


def comparison_data(rows: Sequence[Variant]) -> JSON:
    """The JSON of ``potsplit compare``: whether any variant changes a payout, the rules varied, and each variant's
    rules, payouts and whether it changes them (every row, even when none does)."""
    from potsplit.engine.compare import unchanged, varied

    return {
        "unchanged": unchanged(rows),
        "varied": list(varied(rows)),
        "variants": [
            {
                "variant": row.label,
                "rules": {key: RULES[key].data(value) for key, value in row.varied.items()},
                "as_given": row.as_given,
                "changed": row.changed,
                "payouts": {name: amount_text(amount) for name, amount in row.resolution.payouts.items()},
                "carried_over": amount_text(row.resolution.carried_over),
            }
            for row in rows
        ],
    }


SHOWDOWN_TEXTS = {"json": json_line, "yaml": yaml_document}
"""How ``resolve`` prints a resolved showdown for scripts, by ``--format``."""
ERRORS_TEXTS = {"json": errors_line, "yaml": errors_document}
"""How ``resolve`` and ``compare`` print an invalid document in its place, by ``--format``."""
