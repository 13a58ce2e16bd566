"""What the benchmark scripts share: their ratio lines, their ``--tiny`` option, the checkout's potsplit.

Every benchmark ends its output with its ratios, one line each, the last lines it prints::

    ratio 7-card high speed, potsplit/treys: 41.3x (target >= 10x: met)

``ratio``, a label, a colon, a positive number and ``x``, then a note in brackets (the target, whether it is
met, and the figures the ratio is worked out from where they help). A smoke test in the test suite
(``tests/benchmarks/test_benchmarks_run.py``) runs each script with ``--tiny`` and reads these lines: a
benchmark that no longer runs, or no longer reports a ratio, fails the suite. A speed target missed is
reported, never an error: speed is measured here, not asserted by the tests.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
"""The checkout these benchmarks belong to; its potsplit is the one measured."""
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run from a checkout without installing potsplit


def version_of(package: str) -> str:
    """The installed version of *package*, or ``?``."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "?"


@dataclass(frozen=True)
class Ratio:
    """One ratio a benchmark reports: what it compares (*label*), its *value* (positive) and a *note*."""

    label: str
    value: float
    note: str = ""

    def line(self) -> str:
        """The ratio's line of output (see above)."""
        note = f" ({self.note})" if self.note else ""
        return f"ratio {self.label}: {ratio_text(self.value)}x{note}"


def ratio_text(value: float) -> str:
    """*value* with three significant digits, at least one decimal and never an exponent: 104.2, 9.71, 0.0412."""
    if value <= 0 or not math.isfinite(value):
        return f"{value:.1f}"
    decimals = max(1, 2 - math.floor(math.log10(value)))
    return f"{value:.{decimals}f}"


def judged(met: bool) -> str:
    """``met`` or ``MISSED``, for a target's note."""
    return "met" if met else "MISSED"


def print_ratios(ratios: Sequence[Ratio]) -> None:
    """The end of a benchmark's output: a blank line, then a line per ratio."""
    print()
    for ratio in ratios:
        print(ratio.line())


def parse_arguments(parser: argparse.ArgumentParser, tiny: dict[str, Any], argv: Sequence[str] | None) -> Any:
    """The options of *argv* (``None``: the command line's), with ``--tiny`` added to *parser*.

    ``--tiny`` makes the values in *tiny* the defaults (an option given still wins): an input small enough for
    the whole benchmark to run in a second or two, for the smoke test; its figures mean nothing.
    """
    shown = ", ".join(f"--{name.replace('_', '-')} {_shown(value)}" for name, value in tiny.items())
    parser.add_argument("--tiny", action="store_true", help=f"a tiny input, for a smoke test: {shown}")
    args = parser.parse_args(argv)
    if args.tiny:
        parser.set_defaults(**tiny)
        args = parser.parse_args(argv)
    return args


def _shown(value: Any) -> str:
    return " ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)


RANKS = "23456789TJQKA"
SUITS = "shdc"
DECLARATIONS = ["high", "low", "swing"]


def random_showdown(rng: random.Random) -> str:
    """One YAML document: a random stud, hold'em, omaha or draw showdown with declarations and bets."""
    deck = [rank + suit for rank in RANKS for suit in SUITS]
    rng.shuffle(deck)
    game = rng.choice(["stud", "holdem", "omaha", "draw"])
    count = {"stud": 7, "holdem": 2, "omaha": 4, "draw": 5}[game]
    players = rng.randint(2, 6)
    lines = [f"game: {game}", "rules:", f"  method: {rng.choice(['declare', 'cards-speak', 'high'])}"]
    lines.append("  qualifier: 8")
    lines.append(f"  swing-ties: {rng.choice(['split', 'lose', 'clear-half'])}")
    lines.append(f"  forfeit: {rng.choice(['next-best', 'defeater'])}")
    if game in ("holdem", "omaha"):
        lines.append("board: " + " ".join(deck.pop() for _ in range(5)))
    lines.append("players:")
    for number in range(players):
        lines.append(f"  - name: P{number}")
        lines.append("    cards: " + " ".join(deck.pop() for _ in range(count)))
        lines.append(f"    declare: {rng.choice(DECLARATIONS)}")
        lines.append(f"    bet: {rng.choice([20, 40, 40, 60])}")
    return "\n".join(lines) + "\n"


def write_stream(path: Path, showdowns: int, seed: int) -> None:
    """A YAML stream of *showdowns* random showdowns (:func:`random_showdown`, seeded by *seed*) at *path*."""
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as file:
        for number in range(showdowns):
            if number:
                file.write("---\n")
            file.write(random_showdown(rng))


def child_env() -> dict[str, str]:
    """The environment of timed commands: bytecode written and used, as an installed package has it."""
    env = dict(os.environ, NO_COLOR="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env
