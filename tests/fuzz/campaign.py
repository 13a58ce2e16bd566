"""What the fuzzing harnesses share: checking random cases from a seed, for a number of cases or of seconds, and
the command line that runs a harness by hand (``--seconds``, ``--seed``)."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any


def run(check_case: Callable[[random.Random], Any], seed: int, cases: int | None = None,
        seconds: float | None = None) -> int:
    """Check *cases* cases (or as many as *seconds* allow) drawn from *seed* by *check_case*; the number checked."""
    rng = random.Random(seed)
    start, done = time.monotonic(), 0
    while (cases is None or done < cases) and (seconds is None or time.monotonic() - start < seconds):
        check_case(rng)
        done += 1
    return done


def command_line(description: str | None, check_case: Callable[[random.Random], Any], checked: str) -> None:
    """Run *check_case* for ``--seconds`` from ``--seed``, then print how many were checked (``{count}`` in
    *checked*)."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(checked.format(count=f"{run(check_case, args.seed, seconds=args.seconds):,}"))
