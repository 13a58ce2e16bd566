"""potsplit resolve and compare through Click's CliRunner: every option, exact output for golden cases."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import click
import pytest
import yaml
from click.testing import CliRunner

from potsplit import __version__
from potsplit.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SEED = str(EXAMPLES / "seed-swing-split.yaml")
STUD = str(EXAMPLES / "stud-side-pots.yaml")


def invoke(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def payouts(*args: str) -> dict[str, str]:
    code, out, err = invoke("resolve", *args, "--format", "json")
    assert code == 0, err
    data: dict[str, str] = json.loads(out)["payouts"]
    return data


GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def test_golden_table_of_the_seed_case() -> None:
    code, out, _ = invoke("resolve", SEED)
    assert code == 0
    assert out == (GOLDEN / "seed-swing-split.txt").read_text(encoding="utf-8")


def without_source(lines: str) -> list[dict[str, object]]:
    """JSON lines, each without its ``source`` (which names the input)."""
    return [{key: value for key, value in json.loads(line).items() if key != "source"} for line in lines.splitlines()]


def test_golden_json_holds_the_spec_shape() -> None:
    code, out, _ = invoke("resolve", STUD, "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert list(data)[:8] == ["source", "game", "pot", "chip", "dealer", "wild", "jokers", "rules"]
    assert (data["wild"], data["jokers"]) == ([], 0)
    assert data["source"] == {"file": STUD, "document": 1, "line": 8}  # after the comments that open the file
    assert data["game"] == "stud" and data["pot"] == "115" and data["carried_over"] == "0"
    assert data["rules"] == {
        "method": "declare", "low": "ace-to-five", "qualifier": 8, "swing-ties": "split", "forfeit": "next-best",
        "no-winner": "cards-speak", "odd-chip": "suit", "odd-chip-cards": "all", "odd-chip-low": "lowest",
        "odd-chip-half": "first", "book": None, "chips": ["low", "high", "swing"], "joker": "bug",
        "natural-beats-wild": False,
    }
    bob = next(hand for hand in data["hands"] if hand["player"] == "Bob")
    assert bob == {
        "player": "Bob", "declare": "swing",
        "high": {"cards": ["Kd", "Kc", "7d", "5h", "4h"], "name": "pair of kings", "place": 3, "wild": {}},
        "low": {"cards": ["7d", "5h", "4h", "3h", "2h"], "name": "seven-five low", "place": 2, "wild": {},
                "qualifies": True},
    }
    main_pot, side = data["pots"]
    assert (main_pot["name"], main_pot["amount"], main_pot["players"]) == ("main", "85", ["Alice", "Bob", "Carol"])
    assert main_pot["high"] == {"winners": ["Alice"], "amount": "45"}
    assert main_pot["low"] == {"winners": ["Carol"], "amount": "40"}
    assert (side["name"], side["amount"], side["payouts"]) == ("side 1", "30", {"Alice": "30"})
    assert data["payouts"] == {"Alice": "75", "Bob": "0", "Carol": "40", "Dave": "0"}


def test_yaml_format_prints_the_same_data_as_json() -> None:
    _, as_json, _ = invoke("resolve", STUD, "--format", "json")
    code, as_yaml, _ = invoke("resolve", STUD, "--format", "yaml")
    assert code == 0
    assert as_yaml.startswith("---")
    assert yaml.safe_load(as_yaml) == json.loads(as_json)


def test_stdin_and_several_documents_give_one_json_line_each() -> None:
    text = (EXAMPLES / "seed-swing-split.yaml").read_text() + "---\n" + (EXAMPLES / "clear-half.yaml").read_text()
    code, out, _ = invoke("resolve", "-", "--format", "json", stdin=text)
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["payouts"]["Bob"] for line in lines] == ["3/4", "1/2"]


def test_no_file_argument_reads_stdin() -> None:
    code, out, _ = invoke("resolve", "--format", "json", stdin=(EXAMPLES / "clear-half.yaml").read_text())
    assert code == 0 and json.loads(out)["payouts"] == {"Bob": "1/2", "Carol": "1/2"}


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ([], {"Alice": "0", "Bob": "3/4", "Carol": "1/4"}),
        (["--swing-ties", "lose"], {"Alice": "0", "Bob": "0", "Carol": "1"}),
        (["--swing-ties", "clear-half"], {"Alice": "0", "Bob": "1/2", "Carol": "1/2"}),
        (["--swing-ties", "LOSE", "--forfeit", "defeater"], {"Alice": "0", "Bob": "0", "Carol": "1"}),
        # cards speak: Bob's straight flush takes high, his 6-5 low ties Carol's: 1/2 + 1/4.
        (["--method", "cards-speak"], {"Alice": "0", "Bob": "3/4", "Carol": "1/4"}),
        (["--method", "high"], {"Alice": "0", "Bob": "1", "Carol": "0"}),
        # deuce-to-seven: 6-5-4-3-2 is a straight for both Bob and Carol, and Alice's full house is worse still;
        # Bob's is also a flush, so Carol has the best low and Bob fails his swing: Carol takes the low half and,
        # with nobody else in for high, Bob's high half too.
        (["--low", "deuce-to-seven"], {"Alice": "0", "Bob": "0", "Carol": "1"}),
        # a qualifier of 5 leaves no low: Bob fails (no qualifying low), Alice and Carol have none either, so
        # nobody is in for low and only Bob for high: nobody can take the pot, and it is played as cards speak,
        # where the best high (Bob) takes all since no low qualifies.
        (["--qualifier", "5"], {"Alice": "0", "Bob": "1", "Carol": "0"}),
        (["--qualifier", "5", "--no-winner", "carry-over"], {"Alice": "0", "Bob": "0", "Carol": "0"}),
        (["--qualifier", "none"], {"Alice": "0", "Bob": "3/4", "Carol": "1/4"}),
        (["--game", "draw"], {"Alice": "0", "Bob": "3/4", "Carol": "1/4"}),
    ],
)
def test_every_rule_option_overrides_the_file(options: list[str], expected: dict[str, str]) -> None:
    assert payouts(SEED, *options) == expected


@pytest.mark.parametrize(
    ("example", "options", "written", "instead"),
    [
        ("defeater.yaml", ["--forfeit", "next-best"], "forfeit: defeater", "forfeit: next-best"),
        ("several-showdowns.yaml", ["--qualifier", "none"], "  qualifier: 8\n", ""),
        ("seed-swing-split.yaml", ["--game", "stud"], "game: draw", "game: stud"),
    ],
)
def test_a_rule_option_does_what_the_rule_written_in_the_file_does(
    example: str, options: list[str], written: str, instead: str
) -> None:
    """Each option gives what the file gives with its rule rewritten, which is not what the file gives as it is."""
    text = (EXAMPLES / example).read_text(encoding="utf-8")
    assert written in text
    _, overridden, _ = invoke("resolve", str(EXAMPLES / example), "--format", "json", *options)
    _, rewritten, _ = invoke("resolve", "-", "--format", "json", stdin=text.replace(written, instead))
    _, as_written, _ = invoke("resolve", str(EXAMPLES / example), "--format", "json")
    assert without_source(overridden) == without_source(rewritten) != without_source(as_written)


def test_chip_and_odd_chip_options() -> None:
    # stud-side-pots with whole chips of 1 instead of 5: main pot 85 -> high 43 (the odd chip), low 42.
    assert payouts(STUD, "--chip", "1") == {"Alice": "73", "Bob": "0", "Carol": "42", "Dave": "0"}
    odd = str(EXAMPLES / "odd-chip-seat.yaml")
    assert payouts(odd) == {"Alice": "4", "Bob": "2", "Carol": "1"}
    # by suit the low share's odd chip goes to the holder of the lowest card: Carol's 2h is below Bob's 2s.
    assert payouts(odd, "--odd-chip", "suit") == {"Alice": "4", "Bob": "1", "Carol": "2"}


def test_explain_prints_every_step_with_its_rule() -> None:
    code, out, _ = invoke("resolve", STUD, "--swing-ties", "lose", "--explain")
    assert code == 0
    assert "Why:" in out
    _, data, _ = invoke("resolve", STUD, "--swing-ties", "lose", "--format", "json")
    reasons = [reason for pot in json.loads(data)["pots"] for reason in pot["reasons"]]
    assert len(reasons) > 4
    for reason in reasons:  # every step, and its rule on its line
        line = next(line for line in out.splitlines() if reason["text"] in line)
        assert reason["rule"] is None or reason["rule"] in line
    _, plain, _ = invoke("resolve", STUD, "--swing-ties", "lose")
    assert "in for high: Alice and Bob" in out and "in for high: Alice and Bob" not in plain


@pytest.mark.parametrize(
    "args",
    [
        ["resolve", SEED, "--format", "xml"],
        ["resolve", SEED, "--method", "both"],
        ["resolve", SEED, "--qualifier", "3"],
        ["resolve", SEED, "--chip", "-5"],
        ["resolve", SEED, "--chip", "abc"],
        ["rank"],
        ["nosuchcommand"],
    ],
)
def test_usage_errors_exit_2(args: list[str]) -> None:
    code, _, _ = invoke(*args)
    assert code == 2


def test_an_invalid_document_exits_1_and_still_prints_the_valid_ones() -> None:
    good = (EXAMPLES / "clear-half.yaml").read_text()
    text = good + "---\nplayers:\n  - name: X\n    cards: Zz Ks Qs Js Ts\n---\n" + good
    code, out, err = invoke("resolve", "-", "--format", "json", stdin=text)
    assert code == 1
    lines = [json.loads(line) for line in out.splitlines()]
    assert [list(line)[:2] for line in lines] == [["source", "game"], ["source", "errors"], ["source", "game"]]
    assert [line["source"]["document"] for line in lines] == [1, 2, 3]
    assert lines[1]["errors"][0]["line"] == good.count("\n") + 4
    assert "<stdin>:" in err and "'Zz'" in err
    assert "Traceback" not in err


def test_colour_marks_winners_only() -> None:
    _, plain, _ = invoke("resolve", SEED)
    assert "\x1b[" not in plain
    _, styled, _ = invoke("resolve", SEED, "--color", "always")
    marked = {name for name in ("Alice", "Bob", "Carol") if click.style(name, fg="green", bold=True) in styled}
    assert marked == {"Bob", "Carol"}  # the winners, not Alice


def test_compare_marks_the_variants_that_change_a_payout() -> None:
    code, out, _ = invoke("compare", SEED)
    assert code == 0
    lines = out.splitlines()
    assert lines[3].startswith("method: declare, qualifier: none, swing-ties: split") and "(as given)" in lines[3]
    rows = lines[4:-1]  # after the rules as given, each row names what it changes; then the legend
    assert len(rows) == 29 and out.count("(as given)") == 1
    # The seed case turns on the swing tie, and as cards speak on the low system: nothing else moves a chip.
    moves = ("swing-ties: lose", "swing-ties: clear-half", "low: deuce-to-seven", "low: ace-to-six")
    assert all(("*" in row) == any(rule in row for rule in moves) for row in rows)


def test_compare_json_lists_every_variant_with_exact_payouts() -> None:
    code, out, _ = invoke("compare", str(EXAMPLES / "omaha-hi-lo-quartered.yaml"), "--format", "json")
    assert code == 0
    variants = json.loads(out)["variants"]
    assert len(variants) == 6  # three low systems x qualifier none / 8; nobody declared, so never as declare
    for variant in variants:
        assert sum(Fraction(amount) for amount in variant["payouts"].values()) == 400
    given = variants[0]
    assert given["as_given"] and given["variant"] == "low: ace-to-five, qualifier: 8"
    assert given["payouts"] == {"Alice": "100", "Bob": "100", "Carol": "200"}
    # deuce-to-seven reads A-2-3-4-5 as ace high, no low then qualifies for 8: Carol scoops.
    scoop = next(v for v in variants if v["rules"] == {"low": "deuce-to-seven", "qualifier": 8})
    assert scoop["variant"] == "low: deuce-to-seven"  # the qualifier is as given
    assert scoop["payouts"] == {"Alice": "0", "Bob": "0", "Carol": "400"} and scoop["changed"]


def test_compare_of_an_invalid_file_exits_1() -> None:
    code, _, err = invoke("compare", "-", stdin="players: []\n")
    assert code == 1 and "<stdin>:" in err


def test_version_and_help() -> None:
    code, out, _ = invoke("--version")
    assert code == 0 and __version__ in out
    for command in ("resolve", "compare", "rank"):
        code, out, _ = invoke(command, "--help")
        assert code == 0 and "Examples:" in out
    code, out, _ = invoke("--help")
    assert "_POTSPLIT_COMPLETE" in out


def test_python_dash_m_runs_the_cli() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "potsplit", "--version"], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and __version__ in done.stdout


def test_json_reasons_are_the_steps_as_data_naming_their_rules() -> None:
    code, out, _ = invoke("resolve", SEED, "--swing-ties", "lose", "--format", "json")
    assert code == 0
    pot = json.loads(out)["pots"][0]
    assert [reason["text"] for reason in pot["reasons"]] == pot["steps"]
    events = [(reason["event"], reason["rule"], reason["players"]) for reason in pot["reasons"]]
    assert ("swing-fails", "swing-ties: lose", ["Bob"]) in events
    assert events.count(("passed", "forfeit: next-best", ["Carol"])) == 2


def test_explain_adds_the_rule_where_the_sentence_does_not_name_it() -> None:
    _, out, _ = invoke("resolve", SEED, "--explain")
    assert "in for high: Bob; in for low (with a qualifying low): Alice, Bob and Carol [method: declare]" in out


@pytest.mark.parametrize(
    "command", [["resolve", SEED], ["compare", SEED], ["rank", "As Ks Qs Js Ts", "2c 3d 4h 5s 7c"]],
    ids=["resolve", "compare", "rank"],
)
def test_every_command_prints_json_and_yaml_alike_and_reads_the_format_in_any_case(command: list[str]) -> None:
    import yaml

    code, as_json, _ = invoke(*command, "--format", "JSON")
    assert code == 0
    code, as_yaml, _ = invoke(*command, "--format", "Yaml")
    assert code == 0
    assert [json.loads(line) for line in as_json.splitlines()] == list(yaml.safe_load_all(as_yaml))


def test_several_files_are_read_in_order_each_a_stream_of_its_own(tmp_path: Path) -> None:
    first, second = EXAMPLES / "seed-swing-split.yaml", EXAMPLES / "stud-side-pots.yaml"
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: [{name: A, cards: Zz}]\n")
    empty = tmp_path / "empty.yaml"
    empty.write_text("# nothing yet\n")
    code, out, err = invoke("resolve", str(first), str(broken), str(empty), str(second), "--format", "json")
    assert code == 1
    alone = [invoke("resolve", str(path), "--format", "json")[1] for path in (first, second)]
    printed = out.splitlines(keepends=True)
    assert [printed[0], printed[2]] == alone
    errors = json.loads(printed[1])
    assert errors["source"] == {"file": str(broken), "document": 1, "line": 1}
    [error] = errors["errors"]
    assert (error["line"], error["column"]) == (1, 28) and "unknown card 'Zz'" in error["message"]
    errors = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(errors) == 2
    assert str(broken) in errors[0] and f"{empty}: no showdown" in errors[1]
    code, out, _ = invoke("resolve", str(first), "-", stdin=second.read_text())
    assert code == 0
    assert f"{first}, showdown 1:" in out and "<stdin>, showdown 1:" in out
    code, out, _ = invoke("compare", str(first), str(second))
    assert code == 0 and f"{first}, showdown 1" in out and f"{second}, showdown 1" in out
