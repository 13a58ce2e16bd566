"""Typical calls of the public API, with plain values everywhere, as README's Python section makes them: every one
type-checks under ``mypy --strict`` (``tests/api/test_typing.py``), and runs."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import potsplit
from potsplit import (
    Declaration,
    Forfeit,
    HandResult,
    Method,
    Player,
    PotResult,
    Resolution,
    Rules,
    Showdown,
    Step,
    SwingTies,
    Variant,
)


def players() -> list[Player]:
    bob = Player("Bob", "6h 5h 4h 3h 2h", "swing", bet="12.50")
    carol = Player("Carol", ["6c", "5c", "4d", "3d", "2s"], Declaration.LOW, bet=Fraction(25, 2))
    dave = Player("Dave", folded=True, bet=Decimal("2.5"), ante=1)
    chips = Player("Eve", "Kd Kc Ks 9d 9c", 0, bet=10, expect="0")
    return [bob, carol, dave, chips]


def showdowns() -> list[Showdown]:
    bob, carol, dave, eve = players()
    return [
        Showdown([bob, carol], pot=25, chip="0.50", rules=Rules(swing_ties="lose", qualifier=8)),
        Showdown((bob, carol, dave, eve), game="draw", dealer="Carol", rules={"forfeit": "defeater"}),
        Showdown([{"name": "Al", "cards": "As Ks Qs Js Ts"}, {"name": "Bo", "cards": "2c 3d 4h 5s 7c", "bet": 3}]),
        Showdown([Player("A", "As Ad"), Player("B", "Ks Kd")], board="2c 7d 9h Jc 3s", game="holdem",
                 pot="3/4", wild="2"),
        Showdown([Player("A", "As Ad"), Player("B", "Ks Kd")], boards=["2c 7d 9h Jc 3s", "4c 8d Th Qc 5s"],
                 runs=[2], rake="5% cap 3", chip=1, pot=100),
        Showdown([bob, carol], rules=Rules(Method.DECLARE, "ace-to-five", "none", SwingTies.CLEAR_HALF,
                                           Forfeit.NEXT_BEST, "carry-over", "suit", ["high", "low", "swing"]),
                 jokers="1"),
    ]


def results() -> list[object]:
    resolution: Resolution = potsplit.resolve(showdowns()[0])
    payouts: dict[str, Fraction] = dict(resolution.payouts)
    pots: list[PotResult] = list(resolution.pots)
    hands: list[HandResult] = list(resolution.hands)
    steps: list[Step] = [step for pot in pots for step in pot.steps]
    events: list[str] = [step.event for step in steps]
    data = resolution.to_dict()
    ready = resolution.to_dict(json_ready=True)
    line: str = resolution.to_json()
    rows: list[Variant] = list(potsplit.compare(showdowns()[0]))
    labels: list[str] = [row.label for row in rows]
    ranked: list[HandResult] = list(potsplit.rank_hands(["As Ks Qs Js Ts", "2c 2d 2h 3s 3c"], wild="2"))
    cards = potsplit.parse_cards("As 10h")
    read = list(potsplit.read_showdowns(Path("examples/seed-swing-split.yaml")))
    read += potsplit.read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]")
    return [payouts, hands, events, data, ready, line, labels, ranked, cards, read]
