"""The result types a script annotates with and serialises (spec section 10): exported and documented, and a
resolution's ``to_dict()`` the very object ``potsplit resolve --format json`` prints, for every example."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

import potsplit
from potsplit.cli import main

EXAMPLES = sorted(
    path for path in (Path(__file__).resolve().parents[2] / "potsplit" / "examples").iterdir()
    if path.suffix in (".yaml", ".phh", ".phhs")
)
RESULT_TYPES = ["Resolution", "PotResult", "HandResult", "Step", "Award", "BoardPart", "Variant", "Placed", "Hand",
                "EffectiveShowdown", "EffectiveRules", "Card", "HandValue", "RakeSchedule"]


@pytest.mark.parametrize("name", RESULT_TYPES)
def test_each_result_type_is_exported_and_documented(name: str) -> None:
    assert name in potsplit.__all__
    kind = getattr(potsplit, name)
    assert isinstance(kind, type) and len(kind.__doc__ or "") > 40, name


def test_help_of_resolve_says_what_it_does() -> None:
    doc = potsplit.resolve.__doc__ or ""
    for said in ("Resolution", "InvalidShowdown", "payouts", "to_dict", "docs/rules.md"):
        assert said in doc, said


@pytest.mark.parametrize("example", EXAMPLES, ids=[path.name for path in EXAMPLES])
def test_to_dict_is_the_cli_s_json_object_for_every_example(example: Path) -> None:
    done = CliRunner().invoke(main, ["resolve", str(example), "--format", "json"])
    printed = [json.loads(line) for line in done.stdout.splitlines()]
    resolved = [potsplit.resolve(showdown) for showdown in potsplit.read_showdowns(example)]
    assert printed and len(printed) == len(resolved)
    for line, resolution in zip(printed, resolved, strict=True):
        line.pop("source")
        assert resolution.to_dict(json_ready=True) == line
        assert json.loads(resolution.to_json()) == line
        exact = resolution.to_dict()
        assert exact["payouts"] == {name: Fraction(amount) for name, amount in line["payouts"].items()}
        assert all(type(amount) is Fraction for amount in exact["payouts"].values())


def test_to_dict_keeps_the_keys_in_the_cli_s_order() -> None:
    example = next(path for path in EXAMPLES if path.name == "seed-swing-split.yaml")
    done = CliRunner().invoke(main, ["resolve", str(example), "--format", "json"])
    line = json.loads(done.stdout)
    line.pop("source")
    resolution = potsplit.resolve(next(potsplit.read_showdowns(example)))
    assert resolution.to_json() == json.dumps(line, ensure_ascii=False)
