"""The README's tour shows what potsplit prints: each command of its console blocks is run, and its output
compared with the README's, line for line (a line ``...`` stands for any lines)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
TOUR = README[README.index("## A short tour") : README.index("\n## ", README.index("## A short tour") + 1)]
BLOCKS = re.findall(r"```console\n(.*?)```", TOUR, re.DOTALL)


def commands() -> list[tuple[str, list[str]]]:
    """Each ``$ command`` of the tour, with the lines shown after it."""
    found: list[tuple[str, list[str]]] = []
    for block in BLOCKS:
        for line in block.splitlines():
            if line.startswith("$ "):
                found.append((line[2:], []))
            else:
                found[-1][1].append(line)
    return found


def test_the_tour_shows_at_least_each_command() -> None:
    shown = " ".join(command for command, _ in commands())
    for command in ("potsplit resolve", "potsplit compare", "potsplit rank", "potsplit examples", "-p ",
                    "potsplit check", ".phh"):
        assert command in shown, command


def matches(expected: list[str], got: list[str]) -> bool:
    """Whether *got* is *expected*, each ``...`` line standing for any lines (none included)."""
    if not expected:
        return not got
    if expected[0] == "...":
        return any(matches(expected[1:], got[start:]) for start in range(len(got) + 1))
    return bool(got) and got[0] == expected[0] and matches(expected[1:], got[1:])


@pytest.mark.parametrize(("command", "expected"), commands(), ids=[command for command, _ in commands()])
def test_each_command_of_the_tour_prints_what_the_readme_shows(command: str, expected: list[str]) -> None:
    env = {key: value for key, value in os.environ.items() if key not in ("COLUMNS", "NO_COLOR", "POTSPLIT_LANG")}
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
        check=False,
    )
    got = (done.stdout + done.stderr).splitlines()
    assert matches(expected, got), "\n".join(got)
