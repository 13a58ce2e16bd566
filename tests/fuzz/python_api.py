"""A fuzzing harness for the Python API: the shipped examples' showdowns, made again with fields swapped between
them or set to hostile values, must resolve or raise :class:`~potsplit.InvalidShowdown`, never anything else.

Each case takes an example's showdown (every game, declarations, bets, boards, rake, jokers) and rebuilds it
through the constructors with one to three changes: a field of the showdown, of its rules or of a player set to
a hostile value (None, NaN, a number of thousands of digits, a Decimal with a huge exponent, bytes, nested
lists, an object whose ``__str__``, ``__eq__`` or ``__iter__`` raises, a str subclass, a reordering character)
or to the same field of another example (plausible values that do not fit: another game's cards, another
table's dealer); a player dropped or doubled. What is made is resolved, written as JSON (which must parse, its
amounts exact) and compared. ``rank_hands``, ``parse_cards`` and ``read_showdowns`` are given the same values.
The suite runs it briefly with fixed seeds (``tests/api/test_api_fuzz.py``); by hand, for longer::

    python tests/fuzz/python_api.py --seconds 600 --seed 7
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import signal
import sys
import time
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, for support/

from support.hostile_values import Odd, hostile

import potsplit
from potsplit import InvalidShowdown, Player, Rules, Showdown

EXAMPLES = Path(__file__).resolve().parents[2] / "potsplit" / "examples"
SECONDS = 10
"""The most one case may take on a loaded machine (each takes milliseconds): a hang fails it."""


HOSTILE: list[object] = [
    None, True, 0.5, float("nan"), float("inf"), -1, 0, 10**5000, 2**64, Decimal("1e999999999"),
    Decimal("-1e-999999999"), Decimal("NaN"), Fraction(10**5000, 3), b"As Ks", b"\xe9", [[["As"]]], [None], {"a": 1},
    (), "", "\x00", "A\u202eB", "B\u2066o", "\u2028", "x" * 5000, "1e999999999", "9" * 5000, Odd("As"),
    hostile("__str__", "__repr__"), hostile("__eq__", "__hash__"), hostile("__iter__"), hostile("__len__"),
    hostile("__bool__"), object(), print,
]
SHOWDOWN_FIELDS = ["board", "game", "pot", "chip", "dealer", "rules", "wild", "jokers", "boards", "runs", "rake",
                   "preflop"]
PLAYER_FIELDS = ["name", "cards", "declare", "bet", "folded", "ante", "expect"]
RULES_FIELDS = ["method", "low", "qualifier", "swing_ties", "forfeit", "no_winner", "odd_chip", "chips",
                "odd_chip_cards", "odd_chip_low", "book", "joker", "natural_beats_wild", "odd_chip_half",
                "boards_split"]


def example_showdowns() -> list[Showdown]:
    """Every showdown of the shipped YAML examples."""
    return [showdown for path in sorted(EXAMPLES.glob("*.yaml"))
            for showdown in potsplit.read_showdowns(path.read_text(), path.name)]


SHOWDOWNS = example_showdowns()


def fields_of(value: object, names: list[str]) -> dict[str, Any]:
    return {name: getattr(value, name) for name in names}


def _value(rng: random.Random, owner: str, name: str) -> object:
    """A hostile value, or the same field of another example (of its rules, of one of its players)."""
    if rng.random() < 0.5:
        return rng.choice(HOSTILE)
    other = rng.choice(SHOWDOWNS)
    if owner == "player":
        return getattr(rng.choice(other.players), name)
    return getattr(other.rules if owner == "rules" else other, name)


def made(rng: random.Random) -> Showdown:
    """An example's showdown rebuilt with one to three changes (may raise InvalidShowdown, and only that)."""
    base = rng.choice(SHOWDOWNS)
    showdown = fields_of(base, SHOWDOWN_FIELDS)
    rules = fields_of(base.rules, RULES_FIELDS) if dataclasses.is_dataclass(base.rules) else None
    players = [fields_of(player, PLAYER_FIELDS) for player in base.players]
    for _ in range(rng.randint(1, 3)):
        where = rng.randrange(5)
        if where == 0:
            name = rng.choice(SHOWDOWN_FIELDS)
            showdown[name] = _value(rng, "showdown", name)
        elif where == 1 and rules is not None:
            name = rng.choice(RULES_FIELDS)
            rules[name] = _value(rng, "rules", name)
        elif where in (1, 2):
            name = rng.choice(PLAYER_FIELDS)
            rng.choice(players)[name] = _value(rng, "player", name)
        elif where == 3 and len(players) > 1:
            players.pop(rng.randrange(len(players)))
        else:
            players.append(dict(rng.choice(players)))
    if rules is not None and showdown["rules"] is base.rules:  # its rules made again, changed or not
        showdown["rules"] = Rules(**rules)
    return Showdown([Player(**player) for player in players], **showdown)


def _late(signum: int, frame: object) -> None:
    raise TimeoutError(f"no answer within {SECONDS} s")


def check_case(rng: random.Random) -> str:
    """One case; raises AssertionError (or what escaped) on a failure. ``resolved`` or ``refused``."""
    previous = signal.signal(signal.SIGALRM, _late)
    signal.alarm(SECONDS)
    try:
        try:
            showdown = made(rng)
            resolution = potsplit.resolve(showdown)
            written = json.loads(resolution.to_json())
            potsplit.compare(resolution)
        except InvalidShowdown as error:
            str(error)  # and it can be said
            _others(rng)
            return "refused"
        assert all(isinstance(paid, Fraction) and paid >= 0 for paid in resolution.payouts.values()), resolution
        assert all(isinstance(amount, str) for amount in written["payouts"].values()), written
        _others(rng)
        return "resolved"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _others(rng: random.Random) -> None:
    """``parse_cards``, ``rank_hands`` and ``read_showdowns`` given a hostile value: InvalidShowdown at most."""
    value = rng.choice(HOSTILE)
    for call in (lambda: potsplit.parse_cards(value),  # type: ignore[arg-type]
                 lambda: potsplit.rank_hands([value, "As Ks Qs Js Ts"]),  # type: ignore[list-item]
                 lambda: list(potsplit.read_showdowns(value, "x.yaml"))):  # type: ignore[arg-type]
        try:
            call()
        except InvalidShowdown as error:
            str(error)


def run(seed: int, cases: int | None = None, seconds: float | None = None) -> dict[str, int]:
    """Check *cases* showdowns (or as many as *seconds* allow) from *seed*; how many were resolved and refused."""
    rng = random.Random(seed)
    start, tally = time.monotonic(), {"resolved": 0, "refused": 0}
    while (cases is None or sum(tally.values()) < cases) and (seconds is None or time.monotonic() - start < seconds):
        tally[check_case(rng)] += 1
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tally = run(args.seed, seconds=args.seconds)
    print(f"{tally['resolved']:,} showdowns resolved and {tally['refused']:,} refused, nothing else raised")


if __name__ == "__main__":
    main()
