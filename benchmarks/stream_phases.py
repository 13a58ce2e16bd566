"""Where the time of a JSON stream goes, phase by phase, against the C YAML loader merely parsing it.

    python benchmarks/stream_phases.py [--showdowns 2000] [--seed 1]

Prints microseconds per showdown (best of 5) for: the C loader parsing only, composing
nodes, building the model, resolving, building the JSON data, and ``json.dumps``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import yaml
from cli import write_stream  # benchmarks/ is on the path when a script runs

from potsplit import output, reader
from potsplit.resolve import resolve

T = TypeVar("T")


def best_of_five(work: Callable[[], T]) -> tuple[float, T]:
    """The shortest of five runs of *work*, in seconds, and its result."""
    times, result = [], None
    for _ in range(5):
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    assert result is not None
    return min(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--showdowns", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stream.yaml"
        write_stream(path, args.showdowns, args.seed)
        data = path.read_bytes()
    parse, _ = best_of_five(lambda: sum(1 for _ in yaml.load_all(data, Loader=yaml.CSafeLoader)))
    compose, nodes = best_of_five(lambda: list(reader.read_nodes(data, "stream.yaml")))
    model, showdowns = best_of_five(lambda: [reader.showdown_from_node(node, "stream.yaml") for node in nodes])
    resolving, resolutions = best_of_five(lambda: [resolve(showdown) for showdown in showdowns])
    data_time, datas = best_of_five(lambda: [output.resolution_data(resolution) for resolution in resolutions])
    dumping, _ = best_of_five(lambda: [output.to_json(each) for each in datas])
    phases = {"compose nodes": compose, "build the model": model, "resolve": resolving,
              "JSON data (with the best fives)": data_time, "json.dumps": dumping}
    total = sum(phases.values())
    print(f"{args.showdowns} showdowns, seed {args.seed}: microseconds per showdown, best of 5")
    print(f"  {'C YAML loader, parse only':<34} {parse / args.showdowns * 1e6:8.1f}")
    for name, seconds in phases.items():
        print(f"  {name:<34} {seconds / args.showdowns * 1e6:8.1f}")
    print(f"  {'potsplit in all':<34} {total / args.showdowns * 1e6:8.1f}")
    print(f"  ratio parse / potsplit: {parse / total:.2f} (target >= 0.5)")


if __name__ == "__main__":
    main()
