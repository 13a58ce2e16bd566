"""Every benchmark under ``benchmarks/`` still runs on the current code, and still ends with its ratios.

Nothing else runs the benchmarks, so an import gone stale (in a script or in the code it hands a child
process), a renamed function or a local name hiding a module would rot them unseen. Each script is run here
as a subprocess with ``--tiny`` (its smallest input, a second or two): it must end with exit status 0, and its
last lines must be its ratios, one a line, as ``benchmarks/common.py`` prints them::

    ratio LABEL: NUMBERx (NOTE)

each number positive, each label once, and no ratio line anywhere else. No speed is asserted: a tiny input's
figures mean nothing, and speed is measured by running the benchmarks, not timed by the tests.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "benchmarks"
RATIO = re.compile(r"ratio (?P<label>[^:]+): (?P<value>[0-9]+(?:\.[0-9]+)?)x(?: \((?P<note>.+)\))?")
"""A ratio line: ``ratio``, its label, a colon, the number and ``x``, then a note in brackets or nothing."""


@dataclass(frozen=True)
class Run:
    """A benchmark script, the options of its smoke run, and the ratios it must report."""

    script: str
    options: tuple[str, ...]
    count: int
    """How many ratio lines it prints with these options."""
    labels: tuple[str, ...]
    """Labels among them (the ratios with a target, chiefly)."""


RUNS = [
    Run("cli.py", ("--tiny", "--safe-dump", "--against", str(ROOT)), 13, (
        "stream speed, potsplit resolve --format json/C YAML parse only",
        "stream time, --format yaml/--format json",
        "stream time, --format yaml through yaml.safe_dump/--format json",
        "start-up time, potsplit resolve --format json/import click, yaml",
        "start-up time, potsplit resolve (table)/import click, yaml, tabulate, wcwidth",
        "start-up least CPU, potsplit resolve --lang ru/English",
        "start-up least CPU, json from the sources, this checkout/--against's",
        "hand histories CPU speed, potsplit check/pokerkit load and replay",
        "hand histories peak memory, all/a tenth",
    )),
    Run("boards.py", ("--tiny",), 2, ("double board cost, two boards each/one board",)),
    Run("evaluate.py", ("--tiny",), 33, (
        "7-card high speed, potsplit/treys",
        "7-card ace-to-five low speed, potsplit/pokerkit EightOrBetterLowHand",
        "Omaha hi-lo (4 hole + 5 board) speed, potsplit best_omaha_codes(hi, lo)/pokerkit Omaha + Omaha8 low",
        "badugi (4 cards) speed, potsplit/pokerkit BadugiHand",
        "short-deck hold'em (2 + 5 of 36) speed, potsplit/pokerkit ShortDeckHoldemHand",
        "7-card high, 2 jokers (wild) speed, potsplit wild/tests' brute-force reference",
        "badugi of 7 (razzdugi) speed, potsplit/tests' brute-force reference",
        "highest spade in the hole (chicago) speed, potsplit/tests' brute-force reference",
        "drawmaha, Omaha high + 5 hole as draw speed, potsplit/tests' brute-force reference",
        "razzdugi showdowns (4 x 7 cards) speed, potsplit razzdugi/stud8, same deals",
        "badeucy showdowns (4 x 5 cards) speed, potsplit badeucy/2-7, same deals",
        "load CPU time, tables + one 7-card high/python -c pass",
    )),
    Run("hand_histories.py", ("--tiny",), 1, ("hand histories CPU speed, potsplit check/pokerkit load and replay",)),
    Run("hostile.py", ("--tiny",), 19, (
        "newlines CPU time per MB, 0.5 MB/0.25 MB",
        "'---' lines CPU seconds per 100 MB at 0.5 MB/1 s",
        "a flow list peak memory, 0.5 MB/0.25 MB",
        "zero bytes CPU time at 0.5 MB, potsplit resolve/reading only",
    )),
    Run("pluribus.py", ("--tiny",), 2, (
        "Pluribus check CPU speed, potsplit check/pokerkit load and replay",
        "Pluribus check CPU time, potsplit check/tomllib parse only",
    )),
    Run("resolve.py", ("--tiny",), 3, (
        "7-card stud hi-lo 8, side pot speed, potsplit declare/pokerkit",
        "Omaha hi-lo 8, side pot speed, potsplit cards speak/pokerkit",
    )),
    Run("stream_phases.py", ("--tiny",), 8, (
        "stream time, potsplit in all/C YAML parse only",
        "phase time, split the stream/C YAML parse only",
        "compose time, PyYAML's CSafeLoader/potsplit's",
        "phase time, resolve/C YAML parse only",
    )),
]


def test_every_script_is_run() -> None:
    """A benchmark added under benchmarks/ is smoke-tested too (common.py is what they share, not a benchmark)."""
    scripts = {path.name for path in BENCHMARKS.glob("*.py")} - {"common.py"}
    assert scripts == {run.script for run in RUNS}


@pytest.mark.parametrize("run", RUNS, ids=[run.script for run in RUNS])
def test_benchmark_runs_and_ends_with_its_ratios(run: Run) -> None:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / run.script), *run.options],
        cwd=ROOT, capture_output=True, text=True, check=False, timeout=120,
    )
    said = f"python benchmarks/{run.script} {' '.join(run.options)}\n{done.stdout}\n{done.stderr}"
    assert done.returncode == 0, said
    lines = done.stdout.rstrip("\n").split("\n")
    first = len(lines)
    while first and lines[first - 1].startswith("ratio "):
        first -= 1
    ratios, before = lines[first:], lines[:first]
    assert len(ratios) == run.count, said
    assert not any(line.startswith("ratio ") for line in before), said  # every ratio is among the last lines
    assert before and before[-1] == "", said  # a blank line sets them apart
    values = {}
    for line in ratios:
        match = RATIO.fullmatch(line)
        assert match is not None, f"{line!r} is not a ratio line\n{said}"
        assert match["label"] not in values, f"{match['label']!r} twice\n{said}"
        values[match["label"]] = float(match["value"])
    assert all(value > 0 for value in values.values()), said
    assert set(run.labels) <= set(values), said
