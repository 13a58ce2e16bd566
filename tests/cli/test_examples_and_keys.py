"""`potsplit examples` and `potsplit keys`: the examples shipped inside the package, and the file format's
reference generated from the reader's and the rules' tables (spec section 6a)."""

from __future__ import annotations

import json
import re
from importlib.resources import files
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main
from potsplit.engine.rules import RULES, TOP_LEVEL_RULES
from potsplit.read.keys import KEYS, PLAYER_KEYS, RAKE, TOP_KEYS

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = files("potsplit") / "examples"
SUFFIXES = (".yaml", ".phh", ".phhs", ".ohh")
FILES = {item.name.rsplit(".", 1)[0]: item.name for item in SHIPPED.iterdir() if item.name.endswith(SUFFIXES)}
NAMES = sorted(FILES)


def test_the_examples_are_package_data_and_the_root_examples_folder_points_at_them() -> None:
    assert len(NAMES) >= 12
    for name in NAMES:
        assert (SHIPPED / f"{name}.json").is_file(), f"{name} has no expected output"
    root = ROOT / "examples"
    assert root.is_symlink() and root.resolve() == (ROOT / "potsplit" / "examples").resolve()
    assert sorted(path.stem for path in root.iterdir() if path.suffix in SUFFIXES) == NAMES


def test_the_listing_names_every_example_with_the_first_sentence_of_its_comment_within_80_columns() -> None:
    result = CliRunner().invoke(main, ["examples"])
    assert result.exit_code == 0, result.output
    listed = [line.split()[0] for line in result.stdout.splitlines() if not line.startswith(" ")]
    assert listed == NAMES
    assert max(map(len, result.stdout.splitlines())) <= 80
    words = " ".join(result.stdout.split())
    for name in NAMES:
        comment = (SHIPPED / FILES[name]).read_text(encoding="utf-8").split("\n\n")[0]
        sentence = re.split(r"(?<=\.) ", " ".join(comment.replace("#", " ").split()))[0]
        assert f"{name} {sentence}" in words


@pytest.mark.parametrize("name", NAMES)
def test_an_example_printed_and_piped_to_resolve_pays_as_its_expected_output(name: str) -> None:
    printed = CliRunner().invoke(main, ["examples", name])
    assert printed.exit_code == 0, printed.output
    assert printed.stdout_bytes == (SHIPPED / FILES[name]).read_bytes()
    resolved = CliRunner().invoke(main, ["resolve", "-", "--format", "json"], input=printed.stdout_bytes)  # told by
    # its content, whatever it is: YAML, PHH or OHH
    assert resolved.exit_code == 0, resolved.output
    got = [json.loads(line) for line in resolved.stdout.splitlines()]
    expected = [json.loads(line) for line in (SHIPPED / f"{name}.json").read_text(encoding="utf-8").splitlines()]
    assert [data["payouts"] for data in got] == [data["payouts"] for data in expected]
    assert [data["carried_over"] for data in got] == [data["carried_over"] for data in expected]
    assert {data["source"]["file"] for data in got} == {"<stdin>"}


def test_a_name_is_read_in_any_case() -> None:
    result = CliRunner().invoke(main, ["examples", NAMES[0].upper()])
    assert result.exit_code == 0 and result.stdout_bytes == (SHIPPED / FILES[NAMES[0]]).read_bytes()


def test_an_unknown_name_is_a_usage_error_naming_the_nearest_example() -> None:
    result = CliRunner().invoke(main, ["examples", "seed-swing-splt"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "unknown example 'seed-swing-splt': did you mean 'seed-swing-split'?" in result.stderr
    far = CliRunner().invoke(main, ["examples", "zzzz"])
    assert far.exit_code == 2 and "did you mean" not in far.stderr and "allowed: " + NAMES[0] in far.stderr


def test_the_help_of_examples_and_of_the_group_shows_the_pipe_to_resolve() -> None:
    for command in (["examples", "--help"], ["--help"]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 0
        assert "potsplit examples seed-swing-split | potsplit resolve -" in result.stdout


def test_the_group_help_examples_use_no_path_of_the_repository() -> None:
    assert "examples/" not in CliRunner().invoke(main, ["--help"]).stdout


def _reference() -> str:
    result = CliRunner().invoke(main, ["keys"])
    assert result.exit_code == 0, result.output
    return result.stdout


def _section(text: str, heading: str) -> str:
    return text.split(heading, 1)[1].split("\n\n", 1)[0]


def test_the_reference_fits_80_columns_and_is_grouped_as_a_file_is() -> None:
    text = _reference()
    assert max(map(len, text.splitlines())) <= 80
    headings = [line for line in text.splitlines() if line.startswith("Keys ")]
    assert headings == [
        "Keys at the top of the showdown:", "Keys under rules:", "Keys under rake:",
        "Keys in a player (under players:):",
    ]


def test_the_reference_names_every_key_where_it_is_written() -> None:
    text = _reference()
    for place, heading in zip(
        KEYS, ["Keys at the top", "Keys under rules:", "Keys under rake:", "Keys in a player"], strict=True
    ):
        keys = [line.split()[0] for line in _section(text, heading).splitlines()[1:] if line[2:3] != " "]
        assert keys == list(KEYS[place])


def test_the_reference_gives_each_top_and_player_key_its_meaning_values_and_default() -> None:
    words = " ".join(_reference().split())
    for table in (TOP_KEYS, RAKE, PLAYER_KEYS):
        for key, described in table.items():
            if key in TOP_LEVEL_RULES:  # a rule: each value with its sentence (below)
                continue
            told = f"{key} {described.meaning} values: {described.values} default: {described.default}"
            assert " ".join(told.split()) in words


def test_the_reference_gives_every_rule_value_with_its_sentence_and_the_rule_default() -> None:
    words = " ".join(_section(_reference(), "Keys under rules:").split())
    top = " ".join(_section(_reference(), "Keys at the top").split())
    for key, rule in RULES.items():
        told = " ".join(f"{value}: {sentence}" for value, sentence in rule.values.items())
        if key in TOP_LEVEL_RULES:  # written at the top, beside what it decides: after what it is for
            assert " ".join(f"{key} {TOP_KEYS[key].meaning} {told} default: {rule.default}".split()) in top
        else:
            assert " ".join(f"{key} {told} default: {rule.default}".split()) in words
