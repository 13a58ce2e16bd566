"""Hostile input: CPU seconds per 100 MB and peak memory of ``potsplit resolve`` on junk piped to stdin.

    python benchmarks/hostile.py [--megabytes 100 200]

For each kind of junk (zero bytes, one endless line of ``x``, newlines, ``- a``
lines, a flow list), at each size, the command's own CPU time and peak
resident memory, read by ``wait4`` when it ends. Time per 100 MB that stays
the same from one size to the next is time linear in the input; memory that
stays the same is memory bounded whatever the input.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

KINDS = {
    "zero bytes": "head -c {size} /dev/zero",
    "x, one line": "head -c {size} /dev/zero | tr '\\0' x",
    "newlines": "head -c {size} /dev/zero | tr '\\0' '\\n'",
    "'- a' lines": "yes -- '- a' | head -c {size}",
    "a flow list": "(printf '['; yes 'a,' | head -c {size})",
}


def measure(feed: str) -> tuple[float, float, int]:
    """CPU seconds, peak MiB and exit status of ``potsplit resolve`` reading what *feed* prints."""
    source = subprocess.Popen(["sh", "-c", feed], stdout=subprocess.PIPE)
    command = subprocess.Popen(
        [sys.executable, "-m", "potsplit", "resolve", "--format", "json"],
        stdin=source.stdout, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    assert source.stdout is not None
    source.stdout.close()
    _, status, usage = os.wait4(command.pid, 0)
    source.wait()
    command.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, command.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--megabytes", type=int, nargs="+", default=[100, 200])
    args = parser.parse_args()
    print(f"{'input':<14}{'size':>8}{'CPU s':>9}{'s per 100 MB':>15}{'peak MiB':>10}{'exit':>6}")
    for kind, feed in KINDS.items():
        for megabytes in args.megabytes:
            seconds, peak, status = measure(feed.format(size=megabytes << 20))
            per_100 = seconds * 100 / megabytes
            print(f"{kind:<14}{megabytes:>6} MB{seconds:>9.2f}{per_100:>15.2f}{peak:>10.1f}{status:>6}")


if __name__ == "__main__":
    main()
