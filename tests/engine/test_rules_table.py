"""The table of rules (``potsplit.engine.rules.RULES``) drives files, options, help, output and steps alike;
and amounts have one grammar, in files, options and Python."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main
from potsplit.engine.rules import RULES, TOP_LEVEL_RULES, Rules
from potsplit.errors import InvalidShowdown
from potsplit.hands.ranking import LOW_SYSTEMS, HandKind

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TWO = (
    "players:\n  - {name: Alice, cards: As Ks Qs Js 9s, declare: high}\n"
    "  - {name: Bob, cards: 2c 3d 4h 5s 7c, declare: low}\n"
)
FOUR = "players:\n  - {name: Alice, cards: As 2d 3h 4c}\n  - {name: Bob, cards: 2s 3s 4d 5h}\n"
"""Four cards each and no board: badugi, the one game its low goes with."""
OPTIONS = [rule for key, rule in RULES.items() if key != "chips"]
UNDER_RULES = [rule for rule in OPTIONS if rule.key not in TOP_LEVEL_RULES]
"""The options of the rules a file writes under ``rules:`` (``boards-split`` is written at the top, beside the
boards)."""


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_the_json_rules_are_the_table_s_keys_in_its_order() -> None:
    # with one board, the rules of several boards are left out: nothing changes for a showdown without them
    _, out, _ = run("resolve", str(EXAMPLES / "seed-swing-split.yaml"), "--format", "json")
    assert list(json.loads(out)["rules"]) == [key for key in RULES if key not in TOP_LEVEL_RULES]


@pytest.mark.parametrize("rule", OPTIONS, ids=[rule.key for rule in OPTIONS])
def test_each_rule_is_an_option_whose_help_explains_every_value(rule: object) -> None:
    from potsplit.engine.rules import Rule

    assert isinstance(rule, Rule)
    out = CliRunner().invoke(main, ["resolve", "--help"], terminal_width=10_000, max_content_width=10_000).stdout
    help_text = " ".join(out.split())
    assert f"--{rule.key}" in help_text
    for value, sentence in rule.values.items():
        assert f"{value}: {' '.join(sentence.split())}" in help_text, (value, sentence)
    assert f"Default: {rule.default}." in help_text


@pytest.mark.parametrize(
    ("key", "value"),
    [(rule.key, value) for rule in UNDER_RULES if rule.kind is not None for value in rule.values]
    + [("qualifier", "8"), ("qualifier", "none")],
)
def test_each_value_reads_alike_in_a_file_and_as_an_option_and_is_echoed_in_the_json(key: str, value: str) -> None:
    players = FOUR if value == "badugi" else TWO
    as_option = run("resolve", "-", "--format", "json", f"--{key}", value, stdin=players)
    in_file = run("resolve", "-", "--format", "json", stdin=f"rules:\n  {key}: {value}\n" + players)
    assert as_option[0] == in_file[0] == 0, (as_option, in_file)
    assert json.loads(as_option[1]) == json.loads(in_file[1])
    shown = json.loads(in_file[1])["rules"][key]
    assert str(shown).lower() == value or (value == "none" and shown is None)


def test_every_step_is_labelled_by_a_rule_of_the_table() -> None:
    labels = set()
    for path in sorted(EXAMPLES.glob("*.yaml")):
        _, out, _ = run("resolve", str(path), "--format", "json")
        for line in out.splitlines():
            labels |= {reason["rule"] for pot in json.loads(line)["pots"] for reason in pot["reasons"]}
    labels.discard(None)
    assert labels, "no step named its rule"
    for label in labels:
        key, _, value = label.partition(": ")
        assert key in RULES and RULES[key].label(RULES[key].parse(value)) == label, label


@pytest.mark.parametrize(
    ("text", "why"),
    [("1e0", "an exponent is not allowed"), ("0x5", "hexadecimal is not read"), ("1_0", "underscores are not allowed"),
     ("five", 'must be an amount (40, 12.50 or "3/4")')],
)
def test_an_amount_has_one_grammar_in_files_and_options(text: str, why: str) -> None:
    code, _, err = run("resolve", "-", "--chip", text, stdin=TWO)
    assert code == 2 and why in err and "--chip" in err
    code, _, err = run("resolve", "-", stdin=f"chip: {text}\npot: 10\n" + TWO)
    assert code == 1 and why in err and "the chip" in err


@pytest.mark.parametrize(("text", "chips"), [("5", "5"), ("2.50", "5/2"), ("5/2", "5/2"), ("010", "10")])
def test_an_amount_reads_alike_in_files_and_options(text: str, chips: str) -> None:
    pot = "pot: 20\n"
    as_option = run("resolve", "-", "--format", "json", "--chip", text, stdin=pot + TWO)
    in_file = run("resolve", "-", "--format", "json", stdin=f"chip: {text}\n" + pot + TWO)
    assert as_option[0] == in_file[0] == 0, (as_option, in_file)
    assert json.loads(as_option[1]) == json.loads(in_file[1])
    assert json.loads(in_file[1])["chip"] == chips


@pytest.mark.parametrize("low", ["short-deck", "high", HandKind.SHORT_DECK, HandKind.HIGH], ids=str)
def test_the_low_rule_takes_the_low_systems_and_badugi_only(low: object) -> None:
    # Short deck is a high ranking of the hands layer, not a value of rules.low; badugi is one, but only in
    # badugi (engine/checks.py): the rule's members are its sentences'.
    assert RULES["low"].members == (*LOW_SYSTEMS, HandKind.BADUGI)
    with pytest.raises(InvalidShowdown, match=r"\(allowed: ace-to-five, deuce-to-seven, ace-to-six, badugi\)"):
        Rules(low=low)
    code, _, err = run("rank", "As Ks Qs Js 9s", "--low", str(low.value if isinstance(low, HandKind) else low))
    assert code == 2 and "ace-to-five" in err


def test_the_badugi_low_goes_only_with_badugi() -> None:
    assert Rules(low="badugi").low is HandKind.BADUGI
    code, _, err = run("rank", "As Ks Qs Js 9s", "--low", "badugi")
    assert code == 1 and "low: badugi goes only with game: badugi" in err
    code, out, _ = run("rank", "As 2d 3h 4c", "--low", "badugi", "--format", "json")
    assert code == 0 and json.loads(out)[0]["low"]["name"] == "four-card badugi, four high"
