"""Command-line speed: a 10,000-showdown stream, start-up time, and checking 10,000 hand histories, as ratios.

    python benchmarks/cli.py [--showdowns 10000] [--stream-runs 3] [--runs 21] [--seed 1] [--safe-dump]
                             [--hands 10000] [--part all|stream|startup|hands] [--against DIR] [--tiny]

Prints, in one run:
- the stream: showdowns per second of ``potsplit resolve --format json`` on one
  YAML stream (with its default ``--jobs``: one process per core), against the
  C YAML loader merely parsing the same stream (target: at least half its
  speed), each the best of ``--stream-runs`` turns; and the peak memory of
  potsplit's main process for the whole stream against a tenth of it (bounded:
  about the same);
- the same stream with ``--format yaml`` (the same jobs), and its time against
  JSON's (target: at most 1.5x); with ``--safe-dump``, also with the YAML
  written by ``yaml.safe_dump`` as it was before (about a minute a turn);
- start-up: the median wall time of ``potsplit resolve`` on one small file
  against ``python -c "import click, yaml"`` (for ``--format json``; target at most 1.4x) and against
  ``python -c "import click, yaml, tabulate, wcwidth"`` (for the table, which tabulate lays out with
  wcwidth's widths; target at most 1.3x); and the table in
  Russian (``--lang ru``) against the English one: target within 10 ms (README, "Languages": English loads no
  catalogue, and Russian loads its own only); with ``--against DIR``, the same start-ups of the potsplit in
  DIR too (another checkout, e.g. ``git archive main | tar -x -C DIR``), taking turns with this one: a
  change's start-up before and after, in one run;
- hand histories: hands per second of ``potsplit check FILE --chip 1 --format json`` on a .phhs of
  ``--hands`` hands written by pokerkit (see ``benchmarks/hand_histories.py``), with its default ``--jobs``
  and with ``--jobs 1``, wall and CPU time; against pokerkit loading and replaying the same hands (every
  state), the ratio worked out in CPU time on the few hundred distinct hands, potsplit (reading, replaying,
  resolving and checking each, in one process) and pokerkit taking turns, so that a busy machine's load falls
  on both alike; target at least 10x; with the peak memory for all the hands against a tenth of them
  (bounded: about the same), and how many records agree with the ruling.

Every command timed must succeed (exit status 0; ``check`` may end with 1 where records differ from the
ruling, never with an invalid hand): one that fails stops the benchmark, rather than timing an error message.
The ratios are the last lines printed.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from common import ROOT, Ratio, child_env, judged, parse_arguments, print_ratios, ratio_text, write_stream

SMALL = ROOT / "examples" / "stud-side-pots.yaml"
TINY = {"showdowns": 40, "stream_runs": 1, "runs": 1, "hands": 10}
"""``--tiny``: a stream of 40 showdowns, 10 hand histories, each command timed once."""


def potsplit_command() -> list[str]:
    """The installed ``potsplit`` command beside this Python (as a user runs it), else ``python -m potsplit``."""
    script = Path(sys.executable).parent / "potsplit"
    return [str(script)] if script.exists() else [sys.executable, "-m", "potsplit"]


SAFE_DUMP = (
    "import yaml\n"
    "from potsplit.show import data\n"
    "yaml.add_multi_representer(str, yaml.representer.SafeRepresenter.represent_str, Dumper=yaml.SafeDumper)\n"
    "data.to_yaml = lambda data: yaml.safe_dump(data, sort_keys=False, allow_unicode=True, explicit_start=True)\n"
)
"""The child's first lines for ``--safe-dump``: YAML written as before (forked processes inherit it). The data
hold a text said for people (a pot's name) as a subclass of ``str``, which ``yaml.safe_dump`` refuses unless told
to write it as the string it is."""


def run_stream(path: Path, jobs: int | None = None, fmt: str = "json", before: str = "") -> tuple[float, int, float]:
    """Seconds, peak RSS (KiB) and CPU seconds (of the main process) of potsplit resolving the stream to *fmt*, in
    a child process: the command's own entry point (``potsplit.cli:main``), timed from within, without the interpreter's
    start-up; the child ends with the command's exit status, which must be 0.

    *jobs*: the ``--jobs`` option (``None``: its default, one process per core); *before*: code the child
    runs first.
    """
    options = ["resolve", str(path), "--format", fmt, *([] if jobs is None else ["--jobs", str(jobs)])]
    code = before + (
        "import resource, sys, time\n"
        "from potsplit.cli import main\n"
        "start, cpu = time.perf_counter(), time.process_time()\n"
        "try:\n"
        f"    main({options!r})\n"
        "    status = 0\n"
        "except SystemExit as stop:\n"
        "    status = stop.code\n"
        "print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,\n"
        "      time.process_time() - cpu, file=sys.stderr)\n"
        "sys.exit(status)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False, env=child_env()
    )
    if done.returncode:
        sys.exit(f"potsplit {' '.join(options)} ended with status {done.returncode}:\n{done.stderr.decode()}")
    seconds, rss, cpu = done.stderr.decode().split()[-3:]
    return float(seconds), int(rss), float(cpu)


def parse_only(path: Path) -> tuple[float, float]:
    """Seconds and CPU seconds the C YAML loader takes to merely parse the stream (in a child process, like
    potsplit)."""
    code = (
        "import sys, time, yaml\n"
        "start, cpu = time.perf_counter(), time.process_time()\n"
        f"with open({str(path)!r}, 'rb') as f:\n"
        "    n = sum(1 for _ in yaml.load_all(f, Loader=yaml.CSafeLoader))\n"
        "print(time.perf_counter() - start, time.process_time() - cpu, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True, env=child_env()
    )
    seconds, cpu = done.stderr.decode().split()[-2:]
    return float(seconds), float(cpu)


def run_check(path: Path, jobs: int | None = None) -> tuple[float, float, int, dict[str, int]]:
    """Wall and CPU seconds (its processes' too), peak RSS (KiB) and the verdicts' counts of ``potsplit check``
    on *path* (*jobs*: ``--jobs``; ``None``: its default, one process per core). Every hand must be read and
    ruled: exit status 0, or 1 with no hand invalid (a record may differ from the ruling where pokerkit's rules
    differ from potsplit's, e.g. in who gets an odd chip)."""
    import collections
    import json

    options = ["check", str(path), "--chip", "1", "--format", "json", *([] if jobs is None else ["--jobs", str(jobs)])]
    start = time.perf_counter()
    child = subprocess.Popen([*potsplit_command(), *options],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
    assert child.stdout is not None and child.stderr is not None
    verdicts = collections.Counter(json.loads(line)["verdict"] for line in child.stdout)
    errors = child.stderr.read().decode()
    _, status, usage = os.wait4(child.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1) or "invalid" in verdicts or (code == 1) != ("differ" in verdicts):
        counts = ", ".join(f"{count} {verdict}" for verdict, count in sorted(verdicts.items()))
        sys.exit(f"potsplit {' '.join(options)} ended with status {code} ({counts}):\n{errors}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, dict(verdicts)


def hand_histories(hands: int, seed: int, runs: int) -> list[Ratio]:
    """The hand histories' part: potsplit check against pokerkit replaying the same hands."""
    from hand_histories import DISTINCT, taking_turns, write_hands

    with tempfile.TemporaryDirectory() as folder:
        big, small = Path(folder) / "night.phhs", Path(folder) / "tenth.phhs"
        write_hands(big, hands, seed)
        write_hands(small, max(1, hands // 10), seed)
        shared, alone, turns = [], [], []
        replayed = min(hands, DISTINCT)
        for _ in range(runs):  # taking turns, so that a slow spell of the machine falls on all
            shared.append(run_check(big))
            alone.append(run_check(big, jobs=1))
            turns.append(taking_turns(big, replayed, 3))
        wall, cpu, rss, verdicts = min(shared)
        one_wall, one_cpu = min(alone)[:2]
        rss_tenth = run_check(small)[2]
        ours, theirs = min(turn[0] for turn in turns), min(turn[1] for turn in turns)
    print(f"hand histories: {hands} hands by pokerkit ({DISTINCT} distinct, seed {seed}), best of {runs}")
    print(f"  potsplit check --chip 1 --format json: {hands / wall:8,.0f} hands/s ({wall:.2f} s wall, "
          f"{cpu:.2f} s CPU in all its processes)")
    print(f"  the same, --jobs 1:                    {hands / one_wall:8,.0f} hands/s ({one_wall:.2f} s wall, "
          f"{one_cpu:.2f} s CPU: {hands / one_cpu:,.0f} hands a CPU second)")
    print(f"  {replayed} hands, CPU, taking turns: potsplit {replayed / ours:,.0f} hands/s, pokerkit load and "
          f"replay {replayed / theirs:,.0f} hands/s")
    print(f"  peak memory: {rss / 1024:.1f} MiB for all, {rss_tenth / 1024:.1f} MiB for a tenth")
    print("  verdicts: " + ", ".join(f"{count:,} {verdict}" for verdict, count in sorted(verdicts.items())))
    return [
        Ratio("hand histories CPU speed, potsplit check/pokerkit load and replay", theirs / ours,
              f"target >= 10x: {judged(theirs >= 10 * ours)}"),
        Ratio("hand histories wall speed, potsplit check default --jobs/--jobs 1", one_wall / wall),
        Ratio("hand histories peak memory, all/a tenth", rss / rss_tenth, "bounded: about 1"),
    ]


def median_times(commands: dict[str, list[str]], runs: int) -> dict[str, tuple[float, float]]:
    """The median wall time and the least CPU time (user and system, of the command's process) of each command,
    the commands taking turns so that load falls on all alike. The least CPU time is the steadiest on a busy
    machine: other processes only ever add to it (cache misses, migrations), never take from it. Each command
    must succeed (it is run once, untimed, first)."""
    env = child_env()
    walls: dict[str, list[float]] = {name: [] for name in commands}
    cpus: dict[str, list[float]] = {name: [] for name in commands}
    for name, command in commands.items():  # warm up: bytecode written, files cached
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False, env=env)
        if done.returncode:
            sys.exit(f"start-up {name} ended with status {done.returncode}:\n{done.stderr.decode()}")
    for _ in range(runs):
        for name, command in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=env)
            walls[name].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus[name].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return {name: (statistics.median(walls[name]), min(cpus[name])) for name in commands}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--showdowns", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--stream-runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--safe-dump", action="store_true", help="also time --format yaml through yaml.safe_dump")
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--part", choices=["all", "stream", "startup", "hands"], default="all")
    parser.add_argument("--against", type=Path, metavar="DIR", help="also time the start-up of another checkout")
    args = parse_arguments(parser, TINY, argv)
    ratios = []
    if args.part in ("all", "stream"):
        ratios += stream(args)
    if args.part in ("all", "startup"):
        ratios += startup(args)
    if args.part in ("all", "hands"):
        ratios += hand_histories(args.hands, args.seed, args.stream_runs)
    print_ratios(ratios)


def stream(args: argparse.Namespace) -> list[Ratio]:
    """The YAML stream's part (see above)."""
    with tempfile.TemporaryDirectory() as folder:
        big, small = Path(folder) / "stream.yaml", Path(folder) / "tenth.yaml"
        write_stream(big, args.showdowns, args.seed)
        write_stream(small, max(1, args.showdowns // 10), args.seed)
        streams, yamls, dumps, alone, parses = [], [], [], [], []
        for _ in range(args.stream_runs):  # taking turns, so that a slow spell of the machine falls on all
            streams.append(run_stream(big))
            yamls.append(run_stream(big, fmt="yaml")[0])
            if args.safe_dump:
                dumps.append(run_stream(big, fmt="yaml", before=SAFE_DUMP)[0])
            alone.append(run_stream(big, jobs=1))
            parses.append(parse_only(big))
        seconds, rss, _ = min(streams)
        as_yaml, one, parse = min(yamls), min(run[0] for run in alone), min(run[0] for run in parses)
        one_cpu, parse_cpu = min(run[2] for run in alone), min(run[1] for run in parses)
        _, rss_tenth, _ = run_stream(small)
    print(f"stream of {args.showdowns} showdowns ({big.name}, seed {args.seed}), best of {args.stream_runs}")
    print(f"  potsplit resolve --format json: {args.showdowns / seconds:10,.0f} showdowns/s ({seconds:.2f} s)")
    print(f"  in one process (--jobs 1):      {args.showdowns / one:10,.0f} showdowns/s ({one:.2f} s; "
          f"{one_cpu:.2f} s CPU)")
    print(f"  C YAML loader, parse only:      {args.showdowns / parse:10,.0f} documents/s ({parse:.2f} s; "
          f"{parse_cpu:.2f} s CPU)")
    print(f"  potsplit resolve --format yaml: {args.showdowns / as_yaml:10,.0f} showdowns/s ({as_yaml:.2f} s)")
    ratios = [
        Ratio("stream speed, potsplit resolve --format json/C YAML parse only", parse / seconds,
              f"target >= 0.5x: {judged(parse / seconds >= 0.5)}"),
        Ratio("stream speed, potsplit resolve --format json --jobs 1/C YAML parse only", parse / one),
        Ratio("stream CPU time, potsplit resolve --format json --jobs 1/C YAML parse only", one_cpu / parse_cpu,
              f"the steadiest on a loaded machine, which slows long runs most; target <= 3.5x: "
              f"{judged(one_cpu <= 3.5 * parse_cpu)}"),
        Ratio("stream time, --format yaml/--format json", as_yaml / seconds,
              f"target <= 1.5x: {judged(as_yaml / seconds <= 1.5)}"),
    ]
    if dumps:
        dump = min(dumps)
        print(f"  yaml through yaml.safe_dump:    {args.showdowns / dump:10,.0f} showdowns/s ({dump:.2f} s)")
        ratios.append(Ratio("stream time, --format yaml through yaml.safe_dump/--format json", dump / seconds))
    print(f"  peak memory of the main process: {rss / 1024:.1f} MiB for all, {rss_tenth / 1024:.1f} MiB for a tenth")
    ratios.append(Ratio("stream peak memory, all/a tenth", rss / rss_tenth, "bounded: about 1"))
    return ratios


def checkout_command(folder: Path) -> list[str]:
    """The potsplit of the checkout in *folder*, run as the installed one is: its ``main()``, from its sources."""
    return [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(folder)!r}); from potsplit.cli import main; "
            "sys.argv[0] = 'potsplit'; main()"]


def startup(args: argparse.Namespace) -> list[Ratio]:
    """The start-up part (see above); with ``--against``, that checkout's beside this one's."""
    runs, against = args.runs, args.against
    print(f"start-up, median of {runs} runs, {SMALL.relative_to(ROOT)}")
    python = [sys.executable, "-c"]
    commands = {
        "base_json": [*python, "import click, yaml"],
        "base_table": [*python, "import click, yaml, tabulate, wcwidth"],
        "ours_json": [*potsplit_command(), "resolve", str(SMALL), "--format", "json"],
        "ours_table": [*potsplit_command(), "resolve", str(SMALL)],
        "ours_table_ru": [*potsplit_command(), "resolve", str(SMALL), "--lang", "ru"],
    }
    if against is not None:
        commands["this_json"] = [*checkout_command(ROOT), "resolve", str(SMALL), "--format", "json"]
        commands["this_table"] = [*checkout_command(ROOT), "resolve", str(SMALL)]
        commands["that_json"] = [*checkout_command(against), "resolve", str(SMALL), "--format", "json"]
        commands["that_table"] = [*checkout_command(against), "resolve", str(SMALL)]
    times = median_times(commands, runs)
    walls = {name: wall for name, (wall, _) in times.items()}
    base_json, base_table, ours_json, ours_table = (
        walls["base_json"], walls["base_table"], walls["ours_json"], walls["ours_table"]
    )
    print(f"  potsplit resolve --format json: {ours_json * 1000:6.1f} ms vs import click, yaml:           "
          f"{base_json * 1000:6.1f} ms")
    print(f"  potsplit resolve (table):       {ours_table * 1000:6.1f} ms vs import click, yaml, tabulate, wcwidth: "
          f"{base_table * 1000:6.1f} ms")
    ours_ru = walls["ours_table_ru"]
    cpu_ru, cpu_table = times["ours_table_ru"][1], times["ours_table"][1]
    print(f"  potsplit resolve --lang ru:     {ours_ru * 1000:6.1f} ms vs the table in English: "
          f"{(ours_ru - ours_table) * 1000:+.1f} ms; least CPU {cpu_ru * 1000:.1f} vs {cpu_table * 1000:.1f} ms")
    ratios = [
        Ratio("start-up time, potsplit resolve --format json/import click, yaml", ours_json / base_json,
              f"target <= 1.4x: {judged(ours_json <= 1.4 * base_json)}"),
        Ratio("start-up time, potsplit resolve (table)/import click, yaml, tabulate, wcwidth",
              ours_table / base_table, f"target <= 1.3x: {judged(ours_table <= 1.3 * base_table)}"),
        Ratio("start-up least CPU, potsplit resolve --lang ru/English", cpu_ru / cpu_table,
              f"{(cpu_ru - cpu_table) * 1000:+.1f} ms, target within 10 ms: {judged(cpu_ru - cpu_table <= 0.01)}"),
    ]
    if against is not None:
        for kind in ("json", "table"):
            (this, this_cpu), (that, that_cpu) = times[f"this_{kind}"], times[f"that_{kind}"]
            print(f"  {kind:5} from the sources: this checkout {this * 1000:6.1f} ms "
                  f"(least CPU {this_cpu * 1000:.1f}), {against}: {that * 1000:6.1f} ms "
                  f"(least CPU {that_cpu * 1000:.1f}): "
                  f"CPU {(this_cpu - that_cpu) * 1000:+.1f} ms")
            ratios.append(Ratio(f"start-up least CPU, {kind} from the sources, this checkout/--against's",
                                this_cpu / that_cpu, f"{(this_cpu - that_cpu) * 1000:+.1f} ms; wall "
                                f"{ratio_text(this / that)}x; --against {against}"))
    return ratios


if __name__ == "__main__":
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    main()
