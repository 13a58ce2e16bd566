"""Writing hand histories in OHH (the Open Hand History JSON) for tests: our own writer, from a hand's plan.

A plan names each player (name, seat, stack, hole cards), the dealer's seat, the rounds (a street, its cards, and
each action as ``(player, action, amount)`` or ``(player, action, amount, cards)``) and the pots (amount, rake,
jackpot, and each winner's amount). Amounts are written as JSON numbers, in decimal as sites write them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

Action = tuple[Any, ...]


def number(amount: object) -> Any:
    """An amount as a JSON number written in decimal (``0.5``, ``12``): a marker that :func:`text` writes bare."""
    value = amount if isinstance(amount, Fraction) else Fraction(str(amount))
    if value.denominator == 1:
        return int(value)
    places = next(places for places in range(31) if 10**places % value.denominator == 0)
    whole, rest = divmod(abs(value.numerator) * 10**places // value.denominator, 10**places)
    return f"@@{'-' if value < 0 else ''}{whole}.{rest:0{places}d}@@"


_MARKED = re.compile(r'"@@(-?[0-9.]+)@@"')


def _encoded(value: Any, indent: int | None) -> str:
    """JSON text of *value*, its decimals written exactly, as numbers."""
    return _MARKED.sub(r"\1", json.dumps(value, indent=indent))


def hand(
    players: Sequence[tuple[str, int, object, str]],
    rounds: Sequence[tuple[str, str, Sequence[Action]]],
    pots: Sequence[tuple[object, object, object, Sequence[tuple[str, object]]]] = (),
    dealer_seat: int | None = None,
    game_type: str = "Holdem",
    version: str = "1.4.6",
    **fields: Any,
) -> dict[str, Any]:
    """One hand as an OHH object: *players* ``(name, seat, stack, hole cards)``, *rounds* ``(street, cards,
    actions)``, *pots* ``(amount, rake, jackpot, [(winner, amount)...])``; the first player deals unless told."""
    ids = {name: number_ for number_, (name, _, _, _) in enumerate(players)}
    written_rounds = []
    for index, (street, cards, actions) in enumerate(rounds):
        listed = []
        for at, action in enumerate(actions):
            name, what, amount = action[:3]
            item: dict[str, Any] = {"action_number": at + 1, "player_id": ids[name], "action": what,
                                    "amount": number(amount), "is_allin": False}
            if len(action) > 3:
                item["cards"] = action[3].split()
            listed.append(item)
        written_rounds.append({"id": index, "street": street, "cards": cards.split(), "actions": listed})
    ohh = {
        "spec_version": version, "site_name": "potsplit tests", "network_name": "potsplit", "internal_version": "1",
        "game_number": "1", "start_date_utc": "2026-12-04T18:00:00", "table_name": "test", "table_size": 9,
        "game_type": game_type, "bet_limit": {"bet_type": "NL", "bet_cap": 0}, "currency": "USD",
        "small_blind_amount": 1, "big_blind_amount": 2, "ante_amount": 0,
        "dealer_seat": players[0][1] if dealer_seat is None else dealer_seat,
        "players": [{"id": ids[name], "seat": seat, "name": name, "starting_stack": number(stack)}
                    for name, seat, stack, _ in players],
        "rounds": written_rounds,
        "pots": [{"number": at, "amount": number(amount), "rake": number(rake), "jackpot": number(jackpot),
                  "player_wins": [{"player_id": ids[name], "win_amount": number(won), "contributed_rake": 0}
                                  for name, won in winners]}
                 for at, (amount, rake, jackpot, winners) in enumerate(pots)],
        **fields,
    }
    return {"ohh": ohh}


def text(hands: Sequence[dict[str, Any]], style: str = "lines") -> str:
    """*hands* as an OHH stream: one object a line (``lines``), a JSON list (``list``), or pretty-printed one
    after another (``pretty``, as PokerNow's converter writes them)."""
    if style == "list":
        return _encoded(list(hands), None) + "\n"
    if style == "pretty":
        return "\n".join(_encoded(one, 4) for one in hands) + "\n"
    return "".join(_encoded(one, None) + "\n" for one in hands)
