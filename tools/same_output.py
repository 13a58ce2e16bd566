"""Whether this checkout prints exactly what another one prints, on a stream of generated showdowns.

    python tools/same_output.py --against DIR [--showdowns 10000] [--seed 1] [--format json] [--jobs 1]

A change made for speed must not change a byte of the output. This writes a YAML stream of ``--showdowns``
random showdowns (``benchmarks/common.py``'s generator, the one the stream benchmarks time: stud, hold'em,
omaha and draw, declare, cards speak and high, every swing-tie and forfeit rule), has ``potsplit resolve``
of this checkout and of the checkout in DIR (e.g. ``git archive main | tar -x -C DIR``) print it in each
``--format`` asked for (json, yaml, table; more than one may be given), and compares the bytes: it ends with
status 0 when they are the same, else 1, naming the first document that differs and both its lines.

Both are run from their sources, as ``benchmarks/cli.py --against`` runs them, with ``--jobs 1`` unless told.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import write_stream  # noqa: E402  (the benchmarks' generator, beside this checkout)


def printed(checkout: Path, stream: Path, fmt: str, jobs: int) -> bytes:
    """What ``potsplit resolve STREAM --format FMT --jobs JOBS`` of the sources in *checkout* prints."""
    options = ["resolve", str(stream), "--format", fmt, "--jobs", str(jobs)]
    code = f"import sys; sys.path.insert(0, {str(checkout)!r}); from potsplit.cli import main; main({options!r})"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, check=False)
    if done.returncode not in (0, 1):  # 1: some showdown invalid, printed in its place like the others
        sys.exit(f"{checkout}: potsplit {' '.join(options)} ended with status {done.returncode}:\n"
                 f"{done.stderr.decode()}")
    return done.stdout + b"\0" + done.stderr


def first_difference(ours: bytes, theirs: bytes) -> str:
    """The first line that differs, from both sides, with its number."""
    for number, (one, other) in enumerate(zip(ours.split(b"\n"), theirs.split(b"\n"), strict=False), 1):
        if one != other:
            this, that = one.decode(errors="replace"), other.decode(errors="replace")
            return f"line {number}:\n  this:    {this}\n  against: {that}"
    return f"one output is longer: {len(ours)} against {len(theirs)} bytes"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", type=Path, required=True, metavar="DIR")
    parser.add_argument("--showdowns", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--format", action="append", choices=["json", "yaml", "table"], dest="formats")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    same = True
    with tempfile.TemporaryDirectory() as folder:
        stream = Path(folder) / "stream.yaml"
        write_stream(stream, args.showdowns, args.seed)
        for fmt in args.formats or ["json"]:
            ours, theirs = printed(ROOT, stream, fmt, args.jobs), printed(args.against, stream, fmt, args.jobs)
            verdict = "the same" if ours == theirs else "DIFFERENT"
            print(f"{args.showdowns} showdowns (seed {args.seed}), --format {fmt} --jobs {args.jobs}: "
                  f"{len(ours):,} bytes here, {len(theirs):,} in {args.against}: {verdict}")
            if ours != theirs:
                print(first_difference(ours, theirs))
                same = False
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
