"""Where the time of a JSON stream goes, phase by phase, against the C YAML loader merely parsing it.

    python benchmarks/stream_phases.py [--showdowns 2000] [--seed 1]

Prints microseconds per showdown (the best of 5 rounds, phases taking turns) for: the C loader parsing only, composing
nodes, building the model, resolving, building the JSON data, and ``json.dumps``.
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import yaml
from cli import write_stream  # benchmarks/ is on the path when a script runs

from potsplit.engine.resolve import resolve
from potsplit.language import ENGLISH
from potsplit.read import documents
from potsplit.read import showdowns as reader

T = TypeVar("T")


def timed(work: Callable[[], T]) -> tuple[float, T]:
    """How long one run of *work* takes, in seconds, and its result.

    The objects made before (the other phases' results, for 2,000 showdowns) are frozen out of the
    garbage collector's sight: the command line holds one showdown at a time, and the collector's work
    must not grow with what only this benchmark holds.
    """
    gc.collect()
    gc.freeze()
    start = time.perf_counter()
    result = work()
    seconds = time.perf_counter() - start
    gc.unfreeze()
    return seconds, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--showdowns", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stream.yaml"
        write_stream(path, args.showdowns, args.seed)
        data = path.read_bytes()
    rounds: list[dict[str, float]] = []
    for _ in range(5):  # phases take turns, round after round, so that a slow spell of the machine falls on all
        times: dict[str, float] = {}
        times["C YAML loader, parse only"], _ = timed(
            lambda: sum(1 for _ in yaml.load_all(data, Loader=yaml.CSafeLoader))
        )
        times["compose nodes"], nodes = timed(lambda: list(documents.read_documents(data, "stream.yaml")))
        times["build the model"], showdowns = timed(
            lambda: [reader.showdown_from_node(d.node, "stream.yaml", d.line) for d in nodes]  # noqa: B023
        )
        times["resolve"], resolutions = timed(lambda: [resolve(showdown) for showdown in showdowns])  # noqa: B023
        times["JSON data (with the best fives)"], datas = timed(
            lambda: [data.resolution_data(resolution, ENGLISH) for resolution in resolutions]  # noqa: B023
        )
        times["json.dumps"], _ = timed(lambda: [data.to_json(each) for each in datas])  # noqa: B023
        rounds.append(times)
    best = {name: min(each[name] for each in rounds) for name in rounds[0]}
    parse = best.pop("C YAML loader, parse only")
    phases = best
    total = sum(phases.values())
    print(f"{args.showdowns} showdowns, seed {args.seed}: microseconds per showdown, best of 5 rounds")
    print(f"  {'C YAML loader, parse only':<34} {parse / args.showdowns * 1e6:8.1f}")
    for name, seconds in phases.items():
        print(f"  {name:<34} {seconds / args.showdowns * 1e6:8.1f}")
    print(f"  {'potsplit in all':<34} {total / args.showdowns * 1e6:8.1f}")
    print(f"  ratio parse / potsplit: {parse / total:.2f} (target >= 0.5)")


if __name__ == "__main__":
    main()
