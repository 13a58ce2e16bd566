"""A showdown given on the command line (-p/--player), every problem of a document at once, errors that name
where they are (spec sections 6a and 7)."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from potsplit.cli import main

BOB = "Bob: 6h 5h 4h 3h 2h swing"
CAROL = "Carol: 6c 5c 4d 3d 2s low"
SEED = (
    "players:\n  - {name: Bob, cards: 6h 5h 4h 3h 2h, declare: swing}\n"
    "  - {name: Carol, cards: 6c 5c 4d 3d 2s, declare: low}\n"
)


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    assert "Traceback" not in result.output
    return result.exit_code, result.stdout, result.stderr


def payouts(out: str) -> dict[str, str]:
    [line] = out.splitlines()
    found = json.loads(line)
    assert isinstance(found, dict)
    return dict(found["payouts"])


def errors(err: str) -> list[str]:
    return [line.removeprefix("error: ") for line in err.splitlines() if line.startswith("error: ")]


@pytest.mark.parametrize("options", [[], ["--swing-ties", "lose"], ["--swing-ties", "clear-half", "--chip", "1/4"]])
def test_a_showdown_given_with_p_resolves_as_the_same_file_does(options: list[str]) -> None:
    code, given, _ = run("resolve", "-p", BOB, "-p", CAROL, "--format", "json", *options)
    assert code == 0
    _, written, _ = run("resolve", "-", "--format", "json", *options, stdin=SEED)
    assert payouts(given) == payouts(written)
    assert json.loads(given)["source"] == {"file": "<command line>", "document": 1, "line": None}


def test_the_seed_swing_case_from_the_command_line() -> None:
    _, out, _ = run("resolve", "-p", BOB, "-p", CAROL, "--format", "json")
    assert payouts(out) == {"Bob": "3/4", "Carol": "1/4"}
    _, out, _ = run("resolve", "-p", BOB, "-p", CAROL, "--swing-ties", "lose", "--format", "json")
    assert payouts(out) == {"Bob": "0", "Carol": "1"}


def test_bets_folded_board_pot_dealer_and_game() -> None:
    code, out, err = run(
        "resolve", "-p", "Al: Ah Kh bet=10", "-p", "Bo: 7c 7d bet=10", "-p", "Cy: 2c 3c folded bet=5",
        "--board", "Ad 7s 2h 9c Qd", "--pot", "25", "--dealer", "Al", "--game", "holdem", "--format", "json",
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "holdem" and data["pot"] == "25" and data["dealer"] == "Al"
    assert data["payouts"] == {"Al": "0", "Bo": "25", "Cy": "0"}


@pytest.mark.parametrize(
    ("players", "options", "expected"),
    [
        (["Bob: 6h 5h 4h 3h 2h swing", "Carol: 6c 5c 4d 3d 2x low"], [],
         [r"--player 2 \(Carol\): Carol's cards: unknown card '2x'.*"]),
        (["Bob 6h 5h 4h 3h 2h"], [], [r"--player 1: a player is written 'NAME: CARDS .*"]),
        (["Bob: 6h 5h 4h 3h 2h swingg", CAROL], [],
         [r"--player 1 \(Bob\): Bob: 'swingg' is not a card, a declaration \(high, .*"]),
        ([BOB, "Carol: 6c 5c 4d 3d 2s low bet=x"], [], [r"--player 2 \(Carol\): Carol's bet must be an amount.*"]),
        ([BOB, "Carol: 6c 5c 4d 3d 6h low"], [], [r"--player 2 \(Carol\): card 6h is dealt twice: to Bob and Carol"]),
        (["Bob: 6h 5h 4h 3h 2h folded", "Carol: 6c 5c 4d 3d 2s folded"], [],
         [r"--player: every player has folded: at least one must still be in"]),
        ([BOB, CAROL], ["--dealer", "Zed"], [r"--dealer: the dealer 'Zed' is not one of the players"]),
        ([BOB, CAROL], ["--board", "Ah Xx"], [r"--board: the board: unknown card 'Xx'.*"]),
        ([BOB, CAROL], ["--pot", "-3"], [r"--pot: the pot must be a positive amount, not -3"]),
        ([BOB, CAROL], ["--method", "low", "--qualifier", "8"], [r"--qualifier 8: a qualifier cannot go with .*"]),
        ([BOB + " bet=5", CAROL + " bet=5"], ["--pot", "14", "--chip", "3"],
         [r"--pot: the pot is 14 but the bets add up to 10"]),
        (["Bob: 6h 5h 4h 3h 2h swing bet=x", "Carol: 6c 5c 4d 3d 2x"], ["--board", "Zz"],
         [r"--player 1 \(Bob\): Bob's bet .*", r"--player 2 \(Carol\): Carol's cards: .*", r"--board: .*",
          r"--player 2 \(Carol\): Carol has no declaration \(method: declare\).*"]),
    ],
)
def test_an_error_in_a_command_line_showdown_names_its_option(
    players: list[str], options: list[str], expected: list[str]
) -> None:
    args = [word for player in players for word in ("-p", player)]
    code, out, err = run("resolve", *args, *options)
    assert code == 1 and out == ""
    found = errors(err)
    assert len(found) == len(expected), found
    for line, pattern in zip(found, expected, strict=True):
        assert re.fullmatch(pattern, line), line


def test_p_and_files_do_not_mix_and_board_needs_p() -> None:
    assert run("resolve", "examples/seed-swing-split.yaml", "-p", BOB)[0] == 2
    assert run("resolve", "--board", "Ah Kh Qh", stdin=SEED)[0] == 2


def test_an_option_that_breaks_a_file_names_the_option_and_the_showdown() -> None:
    text = SEED.replace("declare: swing}", "declare: swing, bet: 5}").replace("declare: low}", "declare: low, bet: 5}")
    code, _, err = run("resolve", "-", "--chip", "3", stdin=text)
    assert code == 1
    assert errors(err) == [
        "--chip 3: the pot 10 is not a whole number of 3 chips (in <stdin>, showdown 1)",
        "--chip 3: Bob's bet 5 is not a whole number of 3 chips (in <stdin>, showdown 1)",
        "--chip 3: Carol's bet 5 is not a whole number of 3 chips (in <stdin>, showdown 1)",
    ]
    code, _, err = run("resolve", "-", "--chip", "3", stdin=text + "pot: 11\n")
    assert code == 1  # the file's own problem is the file's, located in it
    assert errors(err) == ["<stdin>:4:6: the pot is 11 but the bets add up to 10"]
    assert run("resolve", "-", "--chip", "3", stdin=text.replace("bet: 5", "bet: 6"))[0] == 0


def test_every_problem_of_a_document_is_reported_in_line_order_with_its_source_line() -> None:
    text = (
        "method: declare\n"
        "players:\n"
        "  - {name: Bob, cards: 6h 5h 4h 3h 2x, declare: swing, bet: 5}\n"
        "  - {name: Carol, cards: 6c 5c 4d 3d 2s, declare: lo-w, bet: x}\n"
        "rules:\n"
        "  chip: 5\n"
        "  forfeit: defeat\n"
    )
    code, out, err = run("resolve", "-", "--format", "json", stdin=text)
    assert code == 1
    found = [re.match(r"<stdin>:(\d+):(\d+): (.*)", line) for line in errors(err)]
    assert all(found)
    places = [(int(match[1]), int(match[2])) for match in found if match]
    assert places == sorted(places) and len(places) == 6
    messages = [match[3] for match in found if match]
    assert messages[0].startswith("'method' goes under rules:")
    assert "unknown card '2x'" in messages[1] and "unknown declaration 'lo-w'" in messages[2]
    assert "Carol's bet must be an amount" in messages[3]
    assert messages[4].startswith("'chip' is not a rule: the chip is the top-level key 'chip'")
    assert "did you mean 'defeater'?" in messages[5]
    assert err.splitlines()[1:3] == ["  1 | method: declare", "    | ^"]
    [printed] = [json.loads(line) for line in out.splitlines()]
    assert [(error["line"], error["column"]) for error in printed["errors"]] == places


def test_at_most_twenty_problems_are_listed_and_the_rest_counted() -> None:
    players = "".join(f"  - {{name: P{number}, cards: Xx}}\n" for number in range(30))
    code, _, err = run("resolve", "-", stdin="players:\n" + players)
    assert code == 1
    found = errors(err)
    assert len(found) == 21 and found[-1] == "<stdin>: 10 more problems in this showdown are not shown"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("swing-ties: lose\n" + SEED, "'swing-ties' goes under rules:, not at the top of the showdown"),
        ("cards: As\n" + SEED, "'cards' goes in a player (under players:), not at the top of the showdown"),
        (SEED + "rules: {pot: 5}\n", "'pot' goes at the top of the showdown, not rules:"),
        (SEED.replace("declare: low}", "declare: low, method: low}"),
         "'method' goes under rules:, not in a player (under players:)"),
    ],
)
def test_a_known_key_in_the_wrong_place_says_where_it_belongs(text: str, expected: str) -> None:
    code, _, err = run("resolve", "-", stdin=text)
    assert code == 1
    [found] = errors(err)
    assert found.split(": ", 1)[1] == expected


def test_compare_takes_a_command_line_showdown_as_a_file() -> None:
    code, given, _ = run("compare", "-p", BOB, "-p", CAROL, "--format", "json", "--swing-ties", "lose")
    assert code == 0
    _, written, _ = run("compare", "-", "--format", "json", "--swing-ties", "lose", stdin=SEED)
    assert json.loads(given)["variants"] == json.loads(written)["variants"]
    code, out, err = run("compare", "-p", BOB, "-p", "Carol: 6c 5c 4d 3d 2x")
    assert code == 1 and out == "" and errors(err)[0].startswith("--player 2 (Carol): Carol's cards: unknown card")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dealer: zed\npot: 7\nplayers:\n  - name: a\n    cards: As Ks\n    bet: 5\n  - name: a\n    cards: 2h 3h\n"
         "    bet: 1e3\nboard: Ah Kh Qh As\n",
         ["1:9: the dealer 'zed'", "5:12: card As is dealt twice", "7:11: two players are named 'a'", "9:10: a's bet"]),
        ("pot: -1\nchip: 0x10\nplayers:\n  - {name: a, cards: As Ks Qs Js Ts}\n  - {name: b, cards: 2h 3h 4h 5h 7h}\n",
         ["1:6: the pot must be a positive amount", "2:7: the chip"]),  # the chip not read: the money is not checked
        # together, but the pot's sign is the pot's own
        ("pot: 1\nplayers:\n  - {name: A, cards: As Ks Qs Js 2x}\n  - {name: A, cards: As Kd Qd Jd Td}\n",
         ["3:34: A's cards: unknown card '2x'", "4:12: two players are named 'A'"]),
        ("players:\n  - {name: A, crads: As Ks Qs Js Ts}\n  - {name: B, cards: 2c 3d 4h 5s 7c}\n",
         ["2:15: unknown key 'crads': did you mean 'cards'?"]),  # not also "A has no cards"
        ("method: low\nplayers:\n  - {name: A, cards: As Ks Qs Js Ts, declare: high}\n"
         "  - {name: A, cards: As 3d 4h 5s 7c}\n",
         ["1:1: 'method' goes under rules:", "4:12: two players are named 'A'", "4:22: card As is dealt twice"]),
    ],
)
def test_a_value_that_cannot_be_read_hides_only_the_checks_that_need_it(text: str, expected: list[str]) -> None:
    code, _, err = run("resolve", "-", stdin=text)
    assert code == 1
    found = [line.removeprefix("<stdin>:") for line in errors(err)]
    assert len(found) == len(expected), found
    for line, start in zip(found, expected, strict=True):
        assert line.startswith(start), (line, start)


def test_a_rule_option_is_read_once_into_its_value(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text of an option is read once, by its type; what reaches the showdowns is the rule's own value."""
    from potsplit.engine.rules import Rule

    read: list[object] = []
    parse = Rule.parse

    def counted(rule: Rule, value: object) -> object:
        if isinstance(value, str):
            read.append(value)
        return parse(rule, value)

    monkeypatch.setattr(Rule, "parse", counted)
    two = SEED + "---\n" + SEED
    code, out, _ = run("resolve", "-", "--swing-ties", "LOSE", "--qualifier", "8", "--format", "json", stdin=two)
    assert code == 0 and len(out.splitlines()) == 2
    assert sorted(value for value in read if value in ("LOSE", "8")) == ["8", "LOSE"]
    assert json.loads(out.splitlines()[1])["rules"]["swing-ties"] == "lose"


def test_an_error_in_a_part_an_option_sets_is_the_options_with_no_second_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import potsplit.run.overrides

    def checked_again(*args: object) -> list[object]:
        raise AssertionError("the showdown as written was checked again")

    monkeypatch.setattr(potsplit.run.overrides, "problems", checked_again)
    text = "rules: {method: low}\n" + SEED
    code, _, err = run("resolve", "-", "--qualifier", "8", stdin=text.replace("declare: swing", "declare: low"))
    assert code == 1
    [found] = errors(err)
    assert found.startswith("--qualifier 8: ") and found.endswith("(in <stdin>, showdown 1)")
