"""potsplit compare (spec section 6a): what it varies for each kind of showdown, the rules the options hold fixed,
the one line when nothing changes, its JSON, and its progress on a terminal (never in a pipe)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from support.terminal import POTSPLIT, ROOT, stderr_on_a_terminal

from potsplit import Player, Showdown, compare
from potsplit.cli import main
from potsplit.engine.compare import unchanged, varied
from potsplit.engine.rules import RULES

EXAMPLES = ROOT / "examples"
SEED = str(EXAMPLES / "seed-swing-split.yaml")
STUD = str(EXAMPLES / "stud-side-pots.yaml")

BOB, CAROL = ("Bob", "6h 5h 4h 3h 2h"), ("Carol", "6c 5c 4d 3d 2s")


def showdown(declares: tuple[str | None, str | None], chip: int | None = None, **rules: str) -> Showdown:
    """Bob's straight flush against Carol's six low, each declaring as *declares* says."""
    seats = zip((BOB, CAROL), declares, strict=True)
    players = [Player(name, cards, declare, bet=10) for (name, cards), declare in seats]
    return Showdown(tuple(players), chip=chip, rules=rules)


DECLARE = ("method", "qualifier", "swing-ties", "forfeit", "no-winner")
CARDS_SPEAK = ("method", "low", "qualifier")
ALL = ("method", "low", "qualifier", "swing-ties", "forfeit", "no-winner")


@pytest.mark.parametrize(
    ("case", "expected_varied", "count", "by_method"),
    [
        # declared: played as declare, and as cards speak too; each method's rows vary only its own rules
        (showdown(("swing", "low")), ALL, 24 + 6, {"declare": DECLARE, "cards-speak": CARDS_SPEAK}),
        (showdown(("swing", "low"), method="declare"), ALL, 30, {"declare": DECLARE, "cards-speak": CARDS_SPEAK}),
        # cards speak with every player declared: declare applies too
        (showdown(("swing", "low"), method="cards-speak"), ALL, 30,
         {"declare": DECLARE, "cards-speak": CARDS_SPEAK}),
        # cards speak without declarations, or with a player who did not declare: no declare rows
        (showdown((None, None), method="cards-speak"), ("low", "qualifier"), 6, {"cards-speak": ("low", "qualifier")}),
        (showdown(("high", None), method="cards-speak"), ("low", "qualifier"), 6,
         {"cards-speak": ("low", "qualifier")}),
        # high: nothing to vary; low: the low system only, never a qualifier
        (showdown((None, None)), (), 1, {"high": ()}),
        (showdown(("swing", "low"), method="high"), (), 1, {"high": ()}),
        (showdown((None, None), method="low"), ("low",), 3, {"low": ("low",)}),
        # with whole chips, the odd-chip order in every method's rows
        (showdown(("swing", "low"), chip=5), (*ALL, "odd-chip"), 60,
         {"declare": (*DECLARE, "odd-chip"), "cards-speak": (*CARDS_SPEAK, "odd-chip")}),
        (showdown((None, None), chip=5), ("odd-chip",), 2, {"high": ("odd-chip",)}),
        (showdown((None, None), chip=5, method="low"), ("low", "odd-chip"), 6, {"low": ("low", "odd-chip")}),
    ],
    ids=[
        "declared", "declare", "cards-speak-declared", "cards-speak", "cards-speak-one-undeclared", "high",
        "high-declared", "low", "declared-chips", "high-chips", "low-chips",
    ],
)
def test_what_is_varied_for_each_kind_of_showdown(
    case: Showdown, expected_varied: tuple[str, ...], count: int, by_method: dict[str, tuple[str, ...]]
) -> None:
    rows = compare(case)
    assert varied(rows) == expected_varied
    assert len(rows) == count
    assert rows[0].as_given and sum(row.as_given for row in rows) == 1  # the rules as given, first, once
    for row in rows:
        method = RULES["method"].text(row.rules.method)
        assert tuple(key for key in RULES if key in row.varied) == tuple(
            key for key in by_method[method] if key != "method" or len(by_method) > 1
        )
        assert row.changed == (row.resolution.payouts != rows[0].resolution.payouts)
    labels = [row.label for row in rows]
    assert len(set(labels)) == len(labels)  # each row says what it changes, and no two say the same


def test_a_declare_row_names_only_the_rules_it_changes() -> None:
    rows = compare(showdown(("swing", "low")))
    assert rows[0].label == "method: declare, qualifier: none, swing-ties: split, forfeit: next-best, " \
        "no-winner: cards-speak"
    lose = next(row for row in rows if row.label == "swing-ties: lose")
    assert lose.changed and str(lose.resolution.payouts["Bob"]) == "0"
    assert [row.label for row in rows if row.label.startswith("method: cards-speak")][:2] == [
        "method: cards-speak", "method: cards-speak, qualifier: 8",
    ]


def invoke(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def comparisons(*args: str, stdin: str | None = None) -> list[dict[str, Any]]:
    code, out, err = invoke("compare", *args, "--format", "json", stdin=stdin)
    assert code == 0, err
    return [json.loads(line) for line in out.splitlines()]


def payouts(*args: str) -> dict[str, str]:
    code, out, err = invoke("resolve", *args, "--format", "json")
    assert code == 0, err
    paid: dict[str, str] = json.loads(out)["payouts"]
    return paid


@pytest.mark.parametrize(
    ("path", "option", "value"),
    [
        (SEED, "method", "cards-speak"),
        (SEED, "qualifier", "8"),
        (SEED, "swing-ties", "lose"),
        (SEED, "forfeit", "defeater"),
        (SEED, "no-winner", "carry-over"),
        (str(EXAMPLES / "omaha-hi-lo-quartered.yaml"), "low", "deuce-to-seven"),
        (STUD, "odd-chip", "seat"),
    ],
)
def test_an_option_holds_its_rule_fixed_and_is_applied(path: str, option: str, value: str) -> None:
    [data] = comparisons(path, f"--{option}", value)
    assert option in comparisons(path)[0]["varied"]  # without the option, the rule is varied
    assert option not in data["varied"]
    assert all(option not in variant["rules"] for variant in data["variants"])
    given = data["variants"][0]
    assert given["as_given"] and given["payouts"] == payouts(path, f"--{option}", value)


def test_the_rules_fixed_hold_in_every_row() -> None:
    rows = compare(showdown(("swing", "low")), fixed=("swing-ties", "qualifier"))
    assert varied(rows) == ("method", "low", "forfeit", "no-winner")
    assert {(row.rules.swing_ties.value, row.rules.qualifier) for row in rows} == {("split", None)}


def test_options_that_fix_every_rule_leave_one_row_and_the_one_line() -> None:
    fixing = ["--method", "declare", "--qualifier", "8", "--swing-ties", "lose", "--forfeit", "defeater",
              "--no-winner", "carry-over"]
    code, out, _ = invoke("compare", SEED, *fixing)
    assert code == 0
    assert out.splitlines() == [
        "showdown 1", "No variant changes any payout (no rule varies for this showdown): Alice 0, Bob 0, Carol 1",
    ]


def test_an_option_the_showdown_refuses_names_the_option() -> None:
    code, _, err = invoke("compare", SEED, "--method", "low", "--qualifier", "8")
    assert code == 1 and "error: --qualifier 8: a qualifier cannot go with method: low" in err


def test_one_line_says_when_no_variant_changes_any_payout() -> None:
    razz = str(EXAMPLES / "ace-to-six-razz.yaml")
    code, out, _ = invoke("compare", razz)
    assert code == 0
    assert out.splitlines() == ["showdown 1", "No variant changes any payout (3 variants of low): Alice 50, Bob 0"]
    [data] = comparisons(razz)
    assert data["unchanged"] is True and data["varied"] == ["low"]
    assert [variant["variant"] for variant in data["variants"]] == [
        "low: ace-to-six", "low: ace-to-five", "low: deuce-to-seven",
    ]  # the rows are still there for scripts
    code, out, _ = invoke("compare", str(EXAMPLES / "holdem-board-plays.yaml"))
    assert out.splitlines()[1].startswith("No variant changes any payout (no rule varies for this showdown): ")


def test_the_one_line_wraps_to_the_width_and_a_changed_showdown_keeps_its_table() -> None:
    result = CliRunner().invoke(main, ["compare", str(EXAMPLES / "ace-to-six-razz.yaml")], env={"COLUMNS": "40"})
    assert all(len(line) <= 40 for line in result.stdout.splitlines())
    assert " ".join(result.stdout.split()) == "showdown 1 No variant changes any payout (3 variants of low): " \
        "Alice 50, Bob 0"
    _, out, _ = invoke("compare", SEED)
    assert "No variant" not in out and "(as given)" in out
    assert not unchanged(compare(showdown(("swing", "low"))))


# The case: seven-card stud, four players declaring, whole chips: 120 variants (the method both ways, the
# qualifier, swing-ties, forfeit, no-winner, odd-chip and the book). Ann swings and fails (Cat's aces full beat
# her flush), her part of the low half passing to Ben and Dan, whose 7-5 lows tie: Ben 4, Cat 8, Dan 3.
STUD4 = """\
game: stud
chip: 1
pot: 15
players:
  - {name: Ann, cards: 7s 5s 4s 3s 2s Ks Qc, declare: swing}
  - {name: Ben, cards: 7h 5h 4c 3h 2c Kd Kc, declare: low}
  - {name: Cat, cards: Ah Ad Ac Kh Qd 8d 8c, declare: high}
  - {name: Dan, cards: 7c 5d 4d 3d 2d Qh Jh, declare: low}
"""


def at_40(*args: str) -> list[str]:
    result = CliRunner().invoke(main, ["compare", "-", *args], input=STUD4, env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert all(len(line) <= 40 for line in lines), [line for line in lines if len(line) > 40]
    return lines


def marked(lines: list[str]) -> int:
    """How many variants the blocks mark as changing a payout (a block's title, wrapped or not, ends with the
    mark; a payout never does)."""
    return sum(line.endswith(" *") for line in lines)


def test_the_summary_comes_first_and_the_options_choose_the_rows() -> None:
    [data] = comparisons("-", stdin=STUD4)
    variants = data["variants"]
    changed = sum(variant["changed"] for variant in variants)
    assert (len(variants), changed) == (120, 56)
    summary, changed_rows, every = at_40(), at_40("--changed"), at_40("--all")
    for lines in (summary, changed_rows, every):
        assert lines[0] == "showdown 1"
        assert lines[1].startswith("56 of 120 variants change")  # the summary first
        first_row = lines.index("method: declare, qualifier: none,")  # the rules as given, the first row
        assert first_row <= 15
        assert "- forfeit: defeater alone: Ben 4 → 3," in lines[:first_row]
        assert "    Cat 8 → 10, Dan 3 → 2" in lines[:first_row]
        assert any("swing-ties, no-winner," in line for line in lines[:first_row])  # the rules that change nothing
    assert marked(every) == marked(changed_rows) == changed
    assert marked(summary) == 2  # forfeit: defeater and method: cards-speak, each alone
    assert len(summary) < len(changed_rows) < len(every)
    assert " ".join(summary[-3:]).replace("   ", " ") == (
        "9 of 120 variants shown: --changed for the 56 that change a payout, --all for every one"
    )
    assert not any("variants shown" in line for line in every)


def test_changed_and_all_together_are_a_usage_error() -> None:
    code, _, err = invoke("compare", SEED, "--changed", "--all")
    assert code == 2 and "--changed and --all cannot be given together" in err


def test_json_shape() -> None:
    [data] = comparisons(SEED)
    assert list(data) == ["source", "unchanged", "varied", "variants"]
    assert data["source"] == {"file": SEED, "document": 1, "line": 5}
    assert data["unchanged"] is False and data["varied"] == list(ALL)
    first = data["variants"][0]
    assert list(first) == ["variant", "rules", "as_given", "changed", "payouts", "carried_over"]
    assert first["rules"] == {
        "method": "declare", "qualifier": None, "swing-ties": "split", "forfeit": "next-best",
        "no-winner": "cards-speak",
    }
    cards_speak = [variant for variant in data["variants"] if variant["rules"]["method"] == "cards-speak"]
    assert [list(variant["rules"]) for variant in cards_speak] == [["method", "low", "qualifier"]] * 6


CLEARED = "\r" + " " * len("compared 64 showdowns...") + "\r"


def long_input(folder: Path, count: int, invalid_at: int | None = None) -> Path:
    """*count* showdowns (the seed case), one of them broken at *invalid_at*, in a file in *folder*."""
    text = Path(SEED).read_text(encoding="utf-8")
    documents = [text if number != invalid_at else "players: [{name: A, cards: Zz}]\n" for number in range(count)]
    path = folder / f"compare-{count}-{invalid_at}.yaml"
    path.write_text("\n---\n".join(documents), encoding="utf-8")
    return path




def test_a_long_input_shows_progress_on_a_terminal_and_clears_it(tmp_path: Path) -> None:
    status, printed = stderr_on_a_terminal("compare", str(long_input(tmp_path, 80, invalid_at=70)), "--format", "json")
    assert status == 1  # the broken document
    assert printed.startswith("\rcompared 64 showdowns...")
    before, error = printed.split("error: ", 1)
    assert before.endswith(CLEARED)  # the error starts a line of its own, not after the count
    assert "unknown card 'Zz'" in error
    assert printed.endswith(CLEARED)  # nothing left on the line at the end


def test_a_short_input_on_a_terminal_and_a_long_one_into_a_pipe_show_no_progress(tmp_path: Path) -> None:
    status, printed = stderr_on_a_terminal("compare", str(long_input(tmp_path, 10)), "--format", "json")
    assert status == 0 and printed == ""
    done = subprocess.run(
        [*POTSPLIT, "compare", str(long_input(tmp_path, 80)), "--format", "json"], capture_output=True, cwd=ROOT,
        timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0 and done.stderr == b""
    assert len(done.stdout.splitlines()) == 80
