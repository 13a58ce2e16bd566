"""tabulate lays the tables out: a dependency of potsplit (with wcwidth, its wide characters' widths), installed
with it, and loaded only where a table is printed; JSON and YAML never load it (start-up matters)."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
SEED = str(ROOT / "examples" / "seed-swing-split.yaml")
LOADED = (
    "import sys\n"
    "from potsplit.cli import main\n"
    "try:\n"
    "    main(sys.argv[1:])\n"
    "except SystemExit:\n"
    "    pass\n"
    "print(sorted({'tabulate', 'wcwidth'} & set(sys.modules)), file=sys.stderr)\n"
)
"""A child that runs the command line on its arguments, then says which of tabulate and wcwidth it loaded."""


def loaded(*args: str) -> str:
    done = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True, text=True, check=True, cwd=ROOT)
    return done.stderr.strip().splitlines()[-1]


def test_tabulate_with_its_wide_characters_is_installed_with_potsplit() -> None:
    requirements = [Requirement(text) for text in importlib.metadata.requires("potsplit") or []]
    [tabulate] = [requirement for requirement in requirements if requirement.name == "tabulate"]
    assert tabulate.extras == {"widechars"} and tabulate.marker is None and tabulate.specifier.contains("0.9")
    subprocess.run([sys.executable, "-c", "import tabulate, wcwidth"], check=True)


@pytest.mark.parametrize(
    "args", [["resolve", SEED], ["resolve", SEED, "--format", "TABLE"], ["compare", SEED], ["rank", "As Ks Qs Js Ts"],
             ["check", str(ROOT / "examples" / "night.phhs")]],
)
def test_a_table_loads_tabulate(args: list[str]) -> None:
    assert loaded(*args) == "['tabulate', 'wcwidth']"


@pytest.mark.parametrize("fmt", ["json", "yaml"])
@pytest.mark.parametrize("command", [["resolve", SEED], ["compare", SEED], ["rank", "As Ks Qs Js Ts"],
                                     ["check", str(ROOT / "examples" / "night.phhs")]])
def test_json_and_yaml_load_neither(command: list[str], fmt: str) -> None:
    assert loaded(*command, "--format", fmt) == "[]"
