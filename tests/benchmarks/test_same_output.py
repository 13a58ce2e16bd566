"""``tools/same_output.py``, which checks that a change made for speed prints the same bytes, still runs and still
tells output apart (a few showdowns against this checkout itself: seconds)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "same_output.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("same_output", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_checkout_prints_what_it_prints() -> None:
    done = subprocess.run(
        [sys.executable, str(TOOL), "--against", str(ROOT), "--showdowns", "5", "--format", "json",
         "--format", "table"],
        cwd=ROOT, capture_output=True, text=True, check=False, timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2 and all(line.endswith(": the same") for line in lines), done.stdout
    assert "--format json" in lines[0] and "--format table" in lines[1], done.stdout


def test_the_first_line_that_differs_is_named() -> None:
    tool = _tool()
    assert tool.first_difference(b"a\nb\nc", b"a\nx\nc") == "line 2:\n  this:    b\n  against: x"
    assert tool.first_difference(b"a\nb", b"a\nb\nc").startswith("one output is longer")
