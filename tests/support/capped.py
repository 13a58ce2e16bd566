"""``potsplit resolve --format json`` in a process of its own under hard caps (200 MB of memory, 30 s of CPU), as
the hostile-input tests of every format run it: a hang or a growing memory fails the test, never the machine."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CAPPED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (200 << 20, 200 << 20))
resource.setrlimit(resource.RLIMIT_CPU, (30, 30))
from potsplit.cli import main
sys.argv = ["potsplit", "resolve", "--format", "json", *sys.argv[1:]]
main()
"""


def resolve_capped(*paths: Path) -> subprocess.CompletedProcess[str]:
    """``potsplit resolve --format json PATHS...`` under the caps, its output read as UTF-8."""
    return subprocess.run([sys.executable, "-c", CAPPED, *map(str, paths)], capture_output=True, timeout=120,
                          check=False, encoding="utf-8", errors="replace")
