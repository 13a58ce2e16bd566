"""Hostile input: CPU seconds per 100 MB and peak memory of ``potsplit resolve`` on junk piped to stdin.

    python benchmarks/hostile.py [--megabytes 100 200] [--tiny]

For each kind of junk (zero bytes, one endless line of ``x``, newlines, ``- a``
lines, a flow list) and a stream of empty documents (``---`` lines), at each
size (in MiB, at least two sizes), the command's own CPU time and peak resident
memory, read by ``wait4`` when it ends; and, as the floor, a Python process
merely reading the same input in 64 KiB blocks. The
ratios, per kind: time per 100 MB at the largest size over the smallest (time
linear in the input: about 1), peak memory at the largest over the smallest
(memory bounded whatever the input: about 1), and potsplit's CPU time at the
largest size over the mere reading's (how far above the floor junk costs); and
the empty documents' CPU seconds per 100 MB at the largest size (the target: at
most 6, a gigabyte within a minute). potsplit must refuse every kind as input
(exit status 1; the empty documents hold no showdown): any other status stops
the benchmark.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Sequence

from common import ROOT, Ratio, child_env, judged, parse_arguments, print_ratios

KINDS = {
    "zero bytes": "head -c {size} /dev/zero",
    "x, one line": "head -c {size} /dev/zero | tr '\\0' x",
    "newlines": "head -c {size} /dev/zero | tr '\\0' '\\n'",
    "'- a' lines": "yes -- '- a' | head -c {size}",
    "a flow list": "(printf '['; yes 'a,' | head -c {size})",
    "'---' lines": "yes -- '---' | head -c {size}",
}
EMPTY_DOCUMENTS = "'---' lines"
"""The kind whose CPU seconds per 100 MB have a target."""
MOST_PER_100 = 6.0
"""The target: CPU seconds per 100 MB of empty documents, at most (spec section 7: a gigabyte within a minute)."""
POTSPLIT = [sys.executable, "-m", "potsplit", "resolve", "--format", "json"]
"""The command, run in the checkout: its potsplit."""
READ_ONLY = [sys.executable, "-c", "import sys\nwhile sys.stdin.buffer.read1(65536):\n    pass\n"]
"""The floor: reading the input and nothing more."""
TINY = {"megabytes": [0.25, 0.5]}
"""``--tiny``: a quarter and a half of a MiB of each kind."""


def measure(feed: str, command: list[str]) -> tuple[float, float, int]:
    """CPU seconds, peak MiB and exit status of *command* reading what *feed* prints."""
    source = subprocess.Popen(["sh", "-c", feed], stdout=subprocess.PIPE)
    reader = subprocess.Popen(
        command, stdin=source.stdout, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=child_env(), cwd=ROOT
    )
    assert source.stdout is not None
    source.stdout.close()
    _, status, usage = os.wait4(reader.pid, 0)
    source.wait()
    reader.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, reader.returncode


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--megabytes", type=float, nargs="+", default=[100, 200], help="sizes, MiB (default 100 200)")
    args = parse_arguments(parser, TINY, argv)
    sizes = sorted(args.megabytes)
    if len(sizes) < 2 or sizes[0] <= 0:
        parser.error("--megabytes: at least two sizes, each above 0")
    smallest, largest = sizes[0], sizes[-1]
    print(f"{'input':<14}{'size':>10}{'CPU s':>9}{'s per 100 MB':>15}{'peak MiB':>10}{'exit':>6}"
          f"{'reading, CPU s':>16}")
    ratios = []
    for kind, feed in KINDS.items():
        per_100, peaks, cpu, floor = {}, {}, {}, {}
        for megabytes in sizes:
            size = int(megabytes * (1 << 20))
            cpu[megabytes], peaks[megabytes], status = measure(feed.format(size=size), POTSPLIT)
            floor[megabytes] = measure(feed.format(size=size), READ_ONLY)[0]
            per_100[megabytes] = cpu[megabytes] * 100 / megabytes
            print(f"{kind:<14}{megabytes:>7g} MB{cpu[megabytes]:>9.2f}{per_100[megabytes]:>15.2f}"
                  f"{peaks[megabytes]:>10.1f}{status:>6}{floor[megabytes]:>16.2f}")
            if status != 1:
                sys.exit(f"potsplit resolve ended with status {status} on {kind} ({megabytes:g} MB), not 1")
        sizes_text = f"{largest:g} MB/{smallest:g} MB"
        ratios += [
            Ratio(f"{kind} CPU time per MB, {sizes_text}", per_100[largest] / per_100[smallest], "linear: about 1"),
            Ratio(f"{kind} peak memory, {sizes_text}", peaks[largest] / peaks[smallest], "bounded: about 1"),
            Ratio(f"{kind} CPU time at {largest:g} MB, potsplit resolve/reading only", cpu[largest] / floor[largest]),
        ]
        if kind == EMPTY_DOCUMENTS:
            ratios.append(Ratio(f"{kind} CPU seconds per 100 MB at {largest:g} MB/1 s", per_100[largest],
                                f"target <= {MOST_PER_100:g}: {judged(per_100[largest] <= MOST_PER_100)}"))
    print_ratios(ratios)


if __name__ == "__main__":
    main()
