"""Printing results: JSON-ready data, and tables for people.

Data first (plain dicts, lists and strings, every amount ``str()`` of a
``Fraction``), then text. tabulate is imported only when a table is printed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from potsplit.cards import format_cards
from potsplit.standings import RankedHand, Standing

JSON = dict[str, Any]


def standing_data(standing: Standing, low: bool) -> JSON:
    """A hand in one direction: its five cards, name and place (and, low, whether it qualifies)."""
    data: JSON = {
        "cards": [str(card) for card in standing.hand.cards],
        "name": standing.hand.name,
        "place": standing.place,
    }
    if low:
        data["qualifies"] = standing.qualifies
    return data


def ranked_data(ranked: Sequence[RankedHand]) -> list[JSON]:
    """The JSON of ``potsplit rank``: one object per hand, in argument order."""
    return [
        {
            "cards": [str(card) for card in hand.cards],
            "high": standing_data(hand.high, low=False),
            "low": standing_data(hand.low, low=True),
        }
        for hand in ranked
    ]


def to_json(data: Any) -> str:
    """One line of JSON, keys in the order built, non-ASCII kept."""
    return json.dumps(data, ensure_ascii=False)


def _place(standing: Standing) -> str:
    return "-" if standing.place is None else str(standing.place)


def ranked_table(ranked: Sequence[RankedHand]) -> str:
    """The table of ``potsplit rank``: each hand's best five high and low, named and placed."""
    from tabulate import tabulate

    rows = [
        [
            format_cards(hand.cards),
            format_cards(hand.high.hand.cards),
            hand.high.hand.name,
            _place(hand.high),
            format_cards(hand.low.hand.cards),
            hand.low.hand.name + ("" if hand.low.qualifies else " (does not qualify)"),
            _place(hand.low),
        ]
        for hand in ranked
    ]
    headers = ["cards", "high", "high hand", "place", "low", "low hand", "place"]
    return tabulate(rows, headers=headers, disable_numparse=True)
