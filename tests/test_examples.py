"""Every file in examples/ resolves to the expected output beside it (NAME.json, one object per showdown)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SHOWDOWNS = sorted(EXAMPLES.glob("*.yaml"))


def test_there_are_at_least_twelve_examples_each_explained_and_with_expected_output() -> None:
    assert len(SHOWDOWNS) >= 12
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
        assert paid == Fraction(data["pot"])
    table = CliRunner().invoke(main, ["resolve", str(path)])
    assert table.exit_code == 0
    assert "payout" in table.stdout
