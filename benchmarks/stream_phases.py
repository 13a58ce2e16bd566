"""Where the time of a JSON stream goes, phase by phase, against the C YAML loader merely parsing it.

    python benchmarks/stream_phases.py [--showdowns 2000] [--seed 1] [--rounds 5] [--tiny]

Prints CPU microseconds per showdown (the best of ``--rounds`` rounds, the C loader and potsplit taking turns;
CPU time, which a loaded machine's other work lengthens least) for:
the C loader parsing only, then potsplit's own phases, as ``potsplit resolve --format json --jobs 1`` takes them
one document at a time (:func:`phases`): cutting the stream into documents, composing nodes, building the model,
resolving, building the JSON data, and ``json.dumps``; then the ratios: potsplit's time in all to the C loader's
(one process: the target of ``benchmarks/cli.py --jobs 1`` is at most 3.5x), each phase's time to the C
loader's, and the tricks' figures: composing with PyYAML's own C loader against potsplit's.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import yaml
from common import Ratio, judged, parse_arguments, print_ratios, write_stream

import potsplit
from potsplit import InvalidShowdown
from potsplit.hands.lookup import load_tables
from potsplit.language import ENGLISH
from potsplit.read import documents
from potsplit.read import showdowns as reader
from potsplit.read.documents import blocks_of
from potsplit.read.splitting import split_documents
from potsplit.show import data

LOADAVG = Path("/proc/loadavg")
TINY = {"showdowns": 20, "rounds": 1}
"""``--tiny``: 20 showdowns, one round."""


PHASES = (
    "split the stream", "compose nodes", "build the model", "resolve", "JSON data (with the best fives)",
    "json.dumps",
)


def parse_only(stream: bytes) -> float:
    """Seconds the C YAML loader takes merely to parse *stream* into Python objects."""
    start = time.process_time()
    sum(1 for _ in yaml.load_all(stream, Loader=yaml.CSafeLoader))
    return time.process_time() - start


def composing(stream: bytes, loader: type[yaml.CSafeLoader]) -> float:
    """Seconds *loader* takes to compose every document of *stream* (cut into pieces first, not timed)."""
    texts = [piece.data.decode() for piece in split_documents(blocks_of(stream))]
    start = time.process_time()
    for text in texts:
        composer = loader(text)
        while composer.check_node():
            composer.get_node()
        composer.dispose()
    return time.process_time() - start


def phases(stream: bytes, showdowns: int) -> dict[str, float]:
    """Seconds spent in each phase of potsplit's, for the whole stream, taken one document at a time as
    ``potsplit resolve --format json --jobs 1`` takes them: each document's objects are dropped before the
    next is read, so that the garbage collector's work falls where the command line's does (holding every
    document's nodes, then every model, made the collector walk them all, over and over: composing looked
    twice as slow as it is)."""
    clock = time.process_time
    spent = dict.fromkeys(PHASES, 0.0)
    resolved = 0
    pieces = split_documents(blocks_of(stream))
    before = clock()
    for piece in pieces:
        split = clock()
        composed = list(documents.read_piece(piece, "stream.yaml"))
        nodes = clock()
        if not composed:
            spent["split the stream"] += split - before
            spent["compose nodes"] += nodes - split
            before = clock()
            continue
        document = composed[0]
        if isinstance(document, InvalidShowdown):
            raise SystemExit(f"a document of the stream is not YAML: {document}")
        showdown = reader.showdown_from_node(document.node, "stream.yaml", document.line)
        model = clock()
        resolution = potsplit.resolve(showdown)
        resolving = clock()
        shown = data.resolution_data(resolution, ENGLISH)
        made = clock()
        data.to_json(shown)
        dumped = clock()
        for name, seconds in zip(PHASES, (split - before, nodes - split, model - nodes, resolving - model,
                                          made - resolving, dumped - made), strict=True):
            spent[name] += seconds
        resolved += 1
        before = clock()
    if resolved != showdowns:
        raise SystemExit(f"{resolved} showdowns resolved of {showdowns}")
    return spent


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
    load_tables()  # as a long stream has them (benchmarks/cli.py's 2,000 showdowns), from the first showdown
    parses: list[float] = []
    rounds: list[dict[str, float]] = []
    plain, ours = [], []
    for _ in range(args.rounds):  # the C loader and potsplit take turns: a slow spell of the machine falls on both
        parses.append(parse_only(stream))
        rounds.append(phases(stream, args.showdowns))
        plain.append(composing(stream, yaml.CSafeLoader))
        ours.append(composing(stream, documents._Loader))
    parse = min(parses)
    best = {name: min(each[name] for each in rounds) for name in PHASES}
    total = min(sum(each.values()) for each in rounds)
    print(f"{args.showdowns} showdowns, seed {args.seed}: CPU microseconds per showdown, best of {args.rounds} rounds "
          f"(load average {' '.join(LOADAVG.read_text().split()[:3]) if LOADAVG.exists() else '?'})")
    print(f"  {'C YAML loader, parse only':<34} {parse / args.showdowns * 1e6:8.1f}")
    for name, seconds in best.items():
        print(f"  {name:<34} {seconds / args.showdowns * 1e6:8.1f}")
    print(f"  {'potsplit in all (the best round)':<34} {total / args.showdowns * 1e6:8.1f}")
    print_ratios([
        Ratio("stream time, potsplit in all/C YAML parse only", total / parse,
              f"one process; benchmarks/cli.py's --jobs 1 target <= 3.5x: {judged(total <= 3.5 * parse)}"),
        *(Ratio(f"phase time, {name}/C YAML parse only", seconds / parse) for name, seconds in best.items()),
        Ratio("compose time, PyYAML's CSafeLoader/potsplit's", min(plain) / min(ours),
              f"its plain scalars' tags remembered: {min(plain) / args.showdowns * 1e6:.1f} against "
              f"{min(ours) / args.showdowns * 1e6:.1f} us a showdown"),
    ])


if __name__ == "__main__":
    main()
