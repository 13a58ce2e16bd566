"""Several boards, runs and the rake on the command line: ``-p`` with ``--board`` given once for each board,
``--runs``, ``--boards-split``, the rake's options for resolve, compare and check, ``rank`` on several boards,
``check --max-rake`` and ``check --explain``, and the JSON each prints."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main

RUN_TWICE = ["-p", "Ann: As Ah bet=20", "-p", "Bob: Ks Kh bet=50", "-p", "Cy: Qs Qh bet=50",
             "--board", "2c 7d 9h Jc 3s", "--board", "2c 7d 9h Kd 3d"]


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def json_of(*args: str, stdin: str | None = None) -> dict:  # type: ignore[type-arg]
    code, out, err = run(*args, "--format", "json", stdin=stdin)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def test_board_given_twice_is_two_boards() -> None:
    data = json_of("resolve", *RUN_TWICE)
    assert data["boards"] == [["2c", "7d", "9h", "Jc", "3s"], ["2c", "7d", "9h", "Kd", "3d"]]
    assert data["rules"]["boards-split"] == "each"
    main_pot, side = data["pots"]
    assert (main_pot["runs"], [part["board"] for part in main_pot["boards"]]) == (2, [1, 2])
    assert [part["payouts"] for part in main_pot["boards"]] == [{"Ann": "30"}, {"Bob": "30"}]
    assert side["boards"][1]["payouts"] == {"Bob": "30"} and data["payouts"] == {"Ann": "30", "Bob": "90", "Cy": "0"}
    assert [hand["boards"][1]["high"]["name"] for hand in data["hands"]] == [
        "pair of aces", "three of a kind, kings", "pair of queens"
    ]


def test_one_board_adds_nothing_to_the_json() -> None:
    data = json_of("resolve", *RUN_TWICE[:6], "--board", "2c 7d 9h Jc 3s")
    assert "boards" not in data and "boards-split" not in data["rules"] and "rake" not in data
    assert all("boards" not in pot and "rake" not in pot for pot in data["pots"])
    assert all("boards" not in hand for hand in data["hands"])


def test_runs_and_boards_split_are_options() -> None:
    runs = json_of("resolve", *RUN_TWICE, "--runs", "2,1")
    assert [pot["runs"] for pot in runs["pots"]] == [2, 1] and runs["payouts"] == {"Ann": "30", "Bob": "90",
                                                                                   "Cy": "0"}
    either = json_of("resolve", *RUN_TWICE, "--boards-split", "either")
    assert either["rules"]["boards-split"] == "either" and either["payouts"] == {"Ann": "0", "Bob": "120",
                                                                                 "Cy": "0"}
    code, _, err = run("resolve", *RUN_TWICE, "--runs", "2,x")
    assert code == 2 and "--runs" in err


def test_a_board_given_wrong_names_its_option() -> None:
    code, _, err = run("resolve", *RUN_TWICE[:6], "--board", "2c 7d 9h Jc 3s", "--board", "2c 7d 9h Kd Xd")
    assert code == 1 and "error: --board 2: board 2: unknown card 'Xd'" in err
    code, _, err = run("resolve", *RUN_TWICE[:6], "--board", "2c 7d 9h Jc 3s", "--board", "2c 7d 9h As 3d")
    assert code == 1 and "card As is dealt twice: to board 2 and Ann" in err


def test_the_rake_options_rake_every_showdown_and_override_the_file() -> None:
    data = json_of("resolve", *RUN_TWICE, "--rake", "5% cap 3")
    assert (data["rake"], data["jackpot"], data["rake_schedule"]) == ("3", "0", "5% cap 3")
    assert [pot["rake"] for pot in data["pots"]] == ["3", "0"]
    paid = sum(Fraction(amount) for amount in data["payouts"].values())
    assert paid + Fraction(data["rake"]) == Fraction(data["pot"])
    text = "rake: {percent: 10}\nboard: 2c 7d 9h Jc 3s\nplayers:\n  - {name: Ann, cards: As Ah, bet: 20}\n" \
           "  - {name: Bob, cards: Ks Kh, bet: 20}\n"
    assert json_of("resolve", "-", stdin=text)["rake"] == "4"
    assert json_of("resolve", "-", "--rake", "5%", stdin=text)["rake"] == "2"
    changed = json_of("resolve", "-", "--rake-unit", "3", "--jackpot", "3", stdin=text)
    assert (changed["rake"], changed["jackpot"], changed["rake_schedule"]) == ("3", "3", "10% jackpot 3 unit 3")
    flagged = json_of("resolve", "-", "--no-flop-no-drop", stdin=text)  # a file's showdown reached the flop
    assert flagged["rake"] == "4"


def test_a_change_of_the_rake_without_a_rake_names_its_options() -> None:
    code, _, err = run("resolve", *RUN_TWICE, "--jackpot", "1", "--rake-unit", "1")
    assert code == 1 and "error: --jackpot 1 --rake-unit 1: this changes the rake, but there is none" in err
    code, _, err = run("resolve", *RUN_TWICE, "--rake", "5 percent")
    assert code == 2 and "--rake" in err and "write the rake as 5% cap 3" in err


def test_the_tables_show_each_board_s_part_and_the_rake() -> None:
    code, out, _ = run("resolve", *RUN_TWICE, "--rake", "5% cap 3")
    assert code == 0
    assert "board 1: 2c 7d 9h Jc 3s" in out and "board 2: 2c 7d 9h Kd 3d" in out
    rows = [line.split()[:3] for line in out.splitlines() if line.startswith(("main", "side"))]
    assert rows[:3] == [["main", "60", "Ann,"], ["main,", "board", "1"], ["main,", "board", "2"]]
    assert "(rake)    3" in out and "rake: 5% of 120 is 6, capped at 3" in out


@pytest.mark.parametrize("lang", ["en", "ru", "kk"])
@pytest.mark.parametrize("columns", [40, 52, 64, 80, 100, 150])
def test_the_boards_tables_fit_every_width_in_every_language(columns: int, lang: str) -> None:
    result = CliRunner().invoke(main, ["resolve", *RUN_TWICE, "--rake", "5% cap 3", "--lang", lang, "--explain"],
                                env={"COLUMNS": str(columns)})
    assert result.exit_code == 0
    from potsplit.show.layout import width_of

    assert max(width_of(line) for line in result.stdout.splitlines()) <= columns
    for name in ("Ann", "Bob", "Cy"):
        assert name in result.stdout


def test_compare_varies_the_boards_split() -> None:
    data = json_of("compare", *RUN_TWICE)
    assert "boards-split" in data["varied"]
    either = [row for row in data["variants"] if row["rules"].get("boards-split") == "either"]
    assert either and either[0]["changed"] and either[0]["payouts"]["Bob"] == "120"
    held = json_of("compare", *RUN_TWICE, "--boards-split", "either")
    assert "boards-split" not in held["varied"]


def test_rank_takes_a_board_for_each_board() -> None:
    code, out, _ = run("rank", "As Ah", "Ks Kh", "--board", "2c 7d 9h Jc 3s", "--board", "2c 7d 9h Kd 3d")
    assert code == 0 and out.startswith("board 1: 2c 7d 9h Jc 3s\n") and "\nboard 2: 2c 7d 9h Kd 3d\n" in out
    (aces, kings) = json.loads(run("rank", "As Ah", "Ks Kh", "--board", "2c 7d 9h Jc 3s", "--board",
                                   "2c 7d 9h Kd 3d", "--format", "json")[1])
    assert [board["high"]["place"] for board in aces["boards"]] == [1, 2]
    assert kings["high"]["place"] == 2 and kings["boards"][1]["high"]["name"] == "three of a kind, kings"
    code, _, err = run("rank", "As Ah", "Ks Kh", "--board", "2c 7d 9h Jc 3s", "--board", "2c 7d 9h Ks 3d")
    assert code == 1 and "card Ks is dealt twice: to board 2 and hand 2" in err


HAND = """\
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [217, 300]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "p2 cbr 217", "p1 cc", "d db 2c7d9h", "d db Jc", "d db 3s",
           "p1 sm AsAh", "p2 sm KsKh"]
"""


def check_of(tmp_path: Path, winnings: str, *options: str) -> tuple[int, str]:
    path = tmp_path / "a.phh"
    path.write_text(HAND + f"winnings = {winnings}\n", encoding="utf-8")
    code, out, _ = run("check", str(path), *options)
    return code, out


def test_a_shortfall_above_the_most_a_rake_may_be_is_a_difference(tmp_path: Path) -> None:
    # the record pays the winner 51 of the 434 the ruling does: no house takes 88% of a pot
    code, out = check_of(tmp_path, "[51, 0]")
    assert code == 1 and out.startswith("hand 1: differ (p1)")
    code, out = check_of(tmp_path, "[51, 0]", "--max-rake", "100%")
    assert code == 0 and out.startswith("hand 1: agree, rake 383")
    code, out = check_of(tmp_path, "[424, 0]")  # 10 of 434 is within 10%
    assert code == 0 and out.startswith("hand 1: agree, rake 10")
    code, out = check_of(tmp_path, "[424, 0]", "--max-rake", "5")
    assert code == 1
    code, out = check_of(tmp_path, "[424, 0]", "--max-rake", "ten")
    assert code == 2


def test_with_a_schedule_a_record_must_be_the_ruling_after_the_rake(tmp_path: Path) -> None:
    assert check_of(tmp_path, "[431, 0]", "--rake", "5% cap 3")[0] == 0
    code, out = check_of(tmp_path, "[430, 0]", "--rake", "5% cap 3")
    assert code == 1 and out.startswith("hand 1: differ (p1)")


def test_check_explain_says_the_ruling_s_steps_and_whom_the_record_favours(tmp_path: Path) -> None:
    code, out = check_of(tmp_path, "[51, 0]", "--explain")
    assert code == 1
    assert "Why:\n- p1 has the best high (pair of aces) and wins the pot (method: high)\n" in out
    assert "The record favours no player: it pays 383 less than the ruling (p1 -383), more than the 217/5" in out
    code, out = check_of(tmp_path, "[0, 434]", "--explain")
    assert "The record favours p2 +434, over p1 -434" in out
    path = tmp_path / "a.phh"
    code, text, _ = run("check", str(path), "--explain", "--format", "json")
    found = json.loads(text)
    assert found["favours"] == [{"player": "p2", "by": "434"}, {"player": "p1", "by": "-434"}]
    assert found["steps"] == ["p1 has the best high (pair of aces) and wins the pot (method: high)"]
    plain = json.loads(run("check", str(path), "--format", "json")[1])
    assert "favours" not in plain and "steps" not in plain
