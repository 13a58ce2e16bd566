"""Every file in examples/ resolves to the expected output beside it (NAME.json, one object per showdown)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SHOWDOWNS = sorted([*EXAMPLES.glob("*.yaml"), *EXAMPLES.glob("*.phh"), *EXAMPLES.glob("*.phhs"),
                    *EXAMPLES.glob("*.ohh")])
"""Every example: YAML showdowns, and hand histories (PHH, OHH)."""


def test_there_are_at_least_twelve_examples_each_explained_and_with_expected_output() -> None:
    assert len(SHOWDOWNS) >= 12
    assert {path.suffix for path in SHOWDOWNS} == {".yaml", ".phh", ".phhs", ".ohh"}
    for path in SHOWDOWNS:
        assert path.read_text(encoding="utf-8").startswith("#"), f"{path.name} must open with a comment"
        assert path.with_suffix(".json").exists(), f"{path.name} has no expected output"


@pytest.mark.parametrize("path", SHOWDOWNS, ids=[path.stem for path in SHOWDOWNS])
def test_example_resolves_to_its_expected_json(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(EXAMPLES.parent)  # the expected output names its file as the README's commands do
    result = CliRunner().invoke(main, ["resolve", f"examples/{path.name}", "--format", "json"])
    assert result.exit_code == 0, result.output
    got = [json.loads(line) for line in result.stdout.splitlines()]
    expected = [json.loads(line) for line in path.with_suffix(".json").read_text(encoding="utf-8").splitlines()]
    assert got == expected


@pytest.mark.parametrize("path", SHOWDOWNS, ids=[path.stem for path in SHOWDOWNS])
def test_example_conserves_chips_and_prints_a_table(path: Path) -> None:
    printed = CliRunner().invoke(main, ["resolve", str(path), "--format", "json"]).stdout
    for line in [*printed.splitlines(), *path.with_suffix(".json").read_text(encoding="utf-8").splitlines()]:
        data = json.loads(line)
        paid = sum(Fraction(amount) for amount in data["payouts"].values()) + Fraction(data["carried_over"])
        taken = Fraction(data.get("rake", "0")) + Fraction(data.get("jackpot", "0"))  # the house's, where it rakes
        assert paid + taken == Fraction(data["pot"])
    table = CliRunner().invoke(main, ["resolve", str(path)])
    assert table.exit_code == 0
    assert "payout" in table.stdout


def test_the_hand_history_examples_check_as_their_comments_say(monkeypatch: pytest.MonkeyPatch) -> None:
    """Their records agree, but the one the night's comment says is wrong (and its raked hand is a rake)."""
    monkeypatch.chdir(EXAMPLES.parent)
    for name in ("holdem-side-pot.phh", "omaha-hi-lo.phh", "omaha-hi-lo-run-twice.ohh"):
        result = CliRunner().invoke(main, ["check", f"examples/{name}", "--format", "json"])
        assert result.exit_code == 0 and json.loads(result.stdout)["verdict"] == "agree", result.output
    night = CliRunner().invoke(main, ["check", "examples/night.phhs", "--format", "json"])
    assert night.exit_code == 1
    found = [json.loads(line) for line in night.stdout.splitlines()]
    assert [one["verdict"] for one in found] == ["agree", "agree", "differ", "no record"]
    assert found[1]["rake"] == {"amount": "3", "share": "1/26"}
