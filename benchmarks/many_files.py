"""Many small files checked at once: ``potsplit check FILE... --format json --jobs N`` on a few and on ten times
as many files of one hand each, its peak memory (RSS) and CPU time for each.

    python benchmarks/many_files.py [--files 1000 10000] [--jobs 2] [--tiny]

The files are the Pluribus hands of /work/shared/data/phh-real/pluribus, one a file, repeated to the number wanted
(where that folder is absent, hands played by pokerkit stand in: see ``pluribus.py``). Target: the peak memory the
same whatever the number of files (within 10%): each file is opened when it is read and closed after, and the
files are one long run shared among the processes. (Opened all at once, as click opened them, each held about 7
KB: 54 MB for 1,000 files, 112 MB for 10,000.)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from common import ROOT, Ratio, child_env, judged, parse_arguments, print_ratios
from pluribus import distinct_hands

TINY = {"files": [20, 200], "jobs": 2}
"""``--tiny``: 20 and 200 files."""


def check_files(folder: Path, count: int, jobs: int) -> tuple[float, float]:
    """The peak RSS (MB) and the CPU seconds of ``potsplit check`` on *count* files of one hand each."""
    hands, _ = distinct_hands()
    folder.mkdir()
    for number in range(count):
        (folder / f"{number:05}.phh").write_text(hands[number % len(hands)], encoding="utf-8")
    files = [str(path) for path in sorted(folder.iterdir())]
    child = subprocess.Popen([sys.executable, "-m", "potsplit", "check", *files, "--format", "json", "--jobs",
                              str(jobs)], stdout=subprocess.DEVNULL, cwd=ROOT, env=child_env())
    _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"potsplit check of {count} files ended with {os.waitstatus_to_exitcode(status)}")
    return usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, nargs=2, default=[1000, 10_000], metavar=("FEW", "MANY"),
                        help="the two numbers of files (default 1000 10000)")
    parser.add_argument("--jobs", type=int, default=2, help="check's --jobs (default 2)")
    args = parse_arguments(parser, TINY, argv)
    few, many = args.files
    with tempfile.TemporaryDirectory() as folder:
        small = check_files(Path(folder) / "few", few, args.jobs)
        large = check_files(Path(folder) / "many", many, args.jobs)
    print(f"potsplit check FILE... --format json --jobs {args.jobs}, one hand a file:")
    for count, (rss, cpu) in ((few, small), (many, large)):
        print(f"  {count:7,} files: peak RSS {rss:6.1f} MB, CPU {cpu:6.2f} s ({1000 * cpu / count:.2f} ms a file)")
    print_ratios([
        Ratio(f"many files peak memory, {many:,} files/{few:,}", large[0] / small[0],
              f"target <= 1.1x: {judged(large[0] <= 1.1 * small[0])}; {small[0]:.1f} and {large[0]:.1f} MB"),
    ])


if __name__ == "__main__":
    main()
