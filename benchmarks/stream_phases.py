"""Where the time of a JSON stream goes, phase by phase, against the C YAML loader merely parsing it.

    python benchmarks/stream_phases.py [--showdowns 2000] [--seed 1] [--rounds 5] [--tiny]

Prints microseconds per showdown (the best of ``--rounds`` rounds, phases taking turns) for: the C loader parsing
only, composing nodes, building the model, resolving, building the JSON data, and ``json.dumps``; then the
ratios: the C loader's speed to potsplit's in all (target at least 0.5), and each phase's time to the C loader's.
The phases are potsplit's own steps, as ``potsplit resolve --format json`` takes them one showdown at a time.
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import yaml
from common import Ratio, judged, parse_arguments, print_ratios, write_stream

import potsplit
from potsplit import InvalidShowdown
from potsplit.language import ENGLISH
from potsplit.read import documents
from potsplit.read import showdowns as reader
from potsplit.show import data

T = TypeVar("T")
TINY = {"showdowns": 20, "rounds": 1}
"""``--tiny``: 20 showdowns, one round."""


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


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--showdowns", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=5)
    args = parse_arguments(parser, TINY, argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stream.yaml"
        write_stream(path, args.showdowns, args.seed)
        stream = path.read_bytes()
    rounds: list[dict[str, float]] = []
    for _ in range(args.rounds):  # phases take turns, round after round: a slow spell of the machine falls on all
        times: dict[str, float] = {}
        times["C YAML loader, parse only"], _ = timed(
            lambda: sum(1 for _ in yaml.load_all(stream, Loader=yaml.CSafeLoader))
        )
        times["compose nodes"], composed = timed(lambda: list(documents.read_documents(stream, "stream.yaml")))
        nodes = [each for each in composed if not isinstance(each, InvalidShowdown)]
        if len(nodes) != args.showdowns:
            raise SystemExit(f"{len(composed) - len(nodes)} documents of the stream are not YAML: {composed}")
        times["build the model"], showdowns = timed(
            lambda: [reader.showdown_from_node(d.node, "stream.yaml", d.line) for d in nodes]  # noqa: B023
        )
        times["resolve"], resolutions = timed(lambda: [potsplit.resolve(showdown) for showdown in showdowns])  # noqa: B023
        times["JSON data (with the best fives)"], datas = timed(
            lambda: [data.resolution_data(resolution, ENGLISH) for resolution in resolutions]  # noqa: B023
        )
        times["json.dumps"], _ = timed(lambda: [data.to_json(each) for each in datas])  # noqa: B023
        rounds.append(times)
    best = {name: min(each[name] for each in rounds) for name in rounds[0]}
    parse = best.pop("C YAML loader, parse only")
    phases = best
    total = sum(phases.values())
    print(f"{args.showdowns} showdowns, seed {args.seed}: microseconds per showdown, best of {args.rounds} rounds")
    print(f"  {'C YAML loader, parse only':<34} {parse / args.showdowns * 1e6:8.1f}")
    for name, seconds in phases.items():
        print(f"  {name:<34} {seconds / args.showdowns * 1e6:8.1f}")
    print(f"  {'potsplit in all':<34} {total / args.showdowns * 1e6:8.1f}")
    print_ratios([
        Ratio("stream speed, potsplit in all/C YAML parse only", parse / total,
              f"target >= 0.5x: {judged(parse >= 0.5 * total)}"),
        *(Ratio(f"phase time, {name}/C YAML parse only", seconds / parse) for name, seconds in phases.items()),
    ])


if __name__ == "__main__":
    main()
