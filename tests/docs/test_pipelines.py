"""README's pipelines work as written on a folder holding one invalid file (spec section 6a): each ``jq`` pipeline
of its shell blocks is run in a folder of showdowns (``night/*.yaml``, one of them invalid, and the other files the
pipelines name), and jq takes every line potsplit prints: an invalid document's ``{"source", "errors"}`` object too.
Skipped where jq is not installed."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "potsplit" / "examples"
README = (ROOT / "README.md").read_text(encoding="utf-8")
INVALID = "players:\n  - {name: Bob, cards: 6h 5h 4h 3h 2x}\n  - {name: Carol, cards: 6c 5c 4d 3d 2s}\n"


def pipelines() -> list[str]:
    """Every line of README's ``sh`` blocks that pipes potsplit's output into jq."""
    blocks = re.findall(r"```sh\n(.*?)```", README, re.DOTALL)
    return [line for block in blocks for line in block.splitlines()
            if line.startswith("potsplit ") and "| jq " in line]


@pytest.fixture
def night(tmp_path: Path) -> Path:
    """A folder as README's pipelines expect: ``night/`` with two showdowns and one invalid file between them, and
    ``night.phhs`` (hand histories) beside it."""
    folder = tmp_path / "night"
    folder.mkdir()
    shutil.copy(EXAMPLES / "seed-swing-split.yaml", folder / "1-seed.yaml")
    (folder / "2-broken.yaml").write_text(INVALID, encoding="utf-8")
    shutil.copy(EXAMPLES / "stud-side-pots.yaml", folder / "3-stud.yaml")
    shutil.copy(EXAMPLES / "night.phhs", tmp_path / "night.phhs")
    return tmp_path


def test_readme_has_the_pipelines() -> None:
    found = pipelines()
    assert len(found) >= 4 and any("night/*.yaml" in line for line in found)


@pytest.mark.skipif(shutil.which("jq") is None, reason="jq is not installed")
@pytest.mark.parametrize("pipeline", pipelines())
def test_each_pipeline_of_readme_works_with_an_invalid_file_in_the_folder(pipeline: str, night: Path) -> None:
    script = f'potsplit() {{ "{sys.executable}" -m potsplit "$@"; }}\n{pipeline}\necho "status: ${{PIPESTATUS[*]}}"\n'
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, cwd=night, timeout=120)
    *printed, status = done.stdout.splitlines()
    statuses = status.removeprefix("status: ").split()
    assert statuses[-1] == "0", (pipeline, done.stderr)  # jq read every line
    assert "jq: error" not in done.stderr, done.stderr
    assert printed, (pipeline, done.stderr)
    if "night/*.yaml" in pipeline:
        assert statuses[0] == "1" and "2-broken.yaml:2:" in done.stderr  # the invalid file is said, and counted


@pytest.mark.skipif(shutil.which("jq") is None, reason="jq is not installed")
def test_the_pots_pipeline_gives_every_valid_file_s_pots_and_the_errors_pipeline_the_invalid_one(night: Path) -> None:
    run = f'potsplit() {{ "{sys.executable}" -m potsplit "$@"; }}\n'
    pots = subprocess.run(["bash", "-c", run + "potsplit resolve night/*.yaml --format json | jq -r '.pots[]? | "
                           "[.name, .amount] | @tsv'"], capture_output=True, text=True, cwd=night, timeout=120)
    expected = [f"{pot['name']}\t{pot['amount']}" for name in ("seed-swing-split", "stud-side-pots")
                for pot in json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))["pots"]]
    assert pots.stdout.splitlines() == expected and len(expected) >= 3
    errors = subprocess.run(["bash", "-c", run + "potsplit resolve night/*.yaml --format json | jq -c "
                             "'select(.errors) | .source'"], capture_output=True, text=True, cwd=night, timeout=120)
    assert [json.loads(line)["file"] for line in errors.stdout.splitlines()] == ["night/2-broken.yaml"]
