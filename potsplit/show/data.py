"""What potsplit prints for scripts: JSON-ready data (plain dicts, lists and strings, every amount ``str()`` of
a ``Fraction``), as one line of JSON or one YAML document (README: "Commands").

>>> to_json({"payouts": {"Bob": "3/4", "Carol": "1/4"}})
'{"payouts": {"Bob": "3/4", "Carol": "1/4"}}'
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from potsplit.engine import data as engine_data
from potsplit.engine.data import JSON as JSON
from potsplit.engine.data import amount_text as amount_text
from potsplit.engine.data import hand_data, qualified_data
from potsplit.engine.records import HandResult, Resolution
from potsplit.engine.rules import RULES
from potsplit.errors import InvalidShowdown
from potsplit.run.results import Invalid, Rendered, Resolved

if TYPE_CHECKING:  # imported by the commands that need them, not at every start
    from potsplit.engine.compare import Variant
    from potsplit.language import Language


def ranked_data(
    ranked: Sequence[HandResult], lang: Language, boards: Sequence[Sequence[HandResult]] = (), two_kinds: bool = False
) -> list[JSON]:
    """The JSON of ``potsplit rank``: one object per hand, in argument order (the hands' names in *lang*); with
    several *boards* (the hands ranked on each), each hand's ``boards`` too, its ``high`` and ``low`` being those
    on the first board; in a split game with two kinds of hand, *two_kinds*, the first half's hand too says whether
    it qualifies."""
    high = qualified_data if two_kinds else hand_data
    found = []
    for number, hand in enumerate(ranked):
        data: JSON = {"cards": [card.text for card in hand.cards], "high": high(hand.high, lang),
                      "low": qualified_data(hand.low, lang)}
        if boards:
            data["boards"] = [
                {"board": board, "high": high(on[number].high, lang), "low": qualified_data(on[number].low, lang)}
                for board, on in enumerate(boards, 1)
            ]
        found.append(data)
    return found


_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False)  # data built here has no cycles to look for


def to_json(data: Any) -> str:
    """One line of JSON, keys in the order built, non-ASCII kept."""
    return _JSON.encode(data)


def resolution_data(resolution: Resolution, lang: Language) -> JSON:
    """Everything a resolution says, as JSON-ready data (see :func:`potsplit.engine.data.resolution_data`): keys and
    values for scripts in English, the texts for people (hand names, steps, notes) in *lang*, amounts as exact
    strings."""
    return engine_data.resolution_data(resolution, lang, amount_text)


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
