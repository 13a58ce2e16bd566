"""``potsplit check`` (spec section 8): each hand's recorded result against the ruling.

Hand-worked hands with their records (finishing stacks, winnings, a table's
``expect``), each verdict (agree, differ, no record, invalid), the rake, odd
chips, the JSON, the exit status; progress on a terminal, and memory that does
not grow with the number of hands.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from support.phh_text import hand, hands
from support.terminal import ROOT, stderr_on_a_terminal

from potsplit.cli import main

SHOWN = ["p1 sm AsAd", "p2 sm KsKd"]
BOARD = ["d db 2c7d9h", "d db Th", "d db 3s"]
# p2 raises to 10, p1 calls; checked down; p1's aces win the pot of 20 (p1 ends with 110, p2 with 90)
PLAYED = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 10", "p1 cc", *BOARD, *SHOWN]


def check(tmp_path: Path, name: str, text: str, *options: str) -> tuple[int, str, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path), *options])
    assert "Traceback" not in result.output + result.stderr
    return result.exit_code, result.stdout.replace(str(tmp_path) + "/", ""), result.stderr


def checked_json(tmp_path: Path, text: str, *options: str, name: str = "a.phhs") -> list[dict[str, object]]:
    _, out, _ = check(tmp_path, name, text, "--format", "json", *options)
    return [json.loads(line) for line in out.splitlines()]


CASES = [
    ("finishing stacks that agree", hand(PLAYED, finishing_stacks=[110, 90]), "agree", None),
    ("a finishing stack that differs", hand(PLAYED, finishing_stacks=[100, 100]), "differ", None),
    ("winnings that agree", hand(PLAYED, winnings=[20, 0]), "agree", None),
    ("winnings that differ", hand(PLAYED, winnings=[10, 10]), "differ", None),
    ("both records, one differs", hand(PLAYED, winnings=[20, 0], finishing_stacks=[100, 100]), "differ", None),
    ("the rake taken from the winner", hand(PLAYED, finishing_stacks=[109, 90]), "agree", ("1", "1/20")),
    ("no record", hand(PLAYED), "no record", None),
    ("a record that pays more than the pot", hand(PLAYED, winnings=[21, 0]), "differ", None),
    ("a loser paid instead of raked", hand(PLAYED, winnings=[18, 1]), "differ", None),
]


@pytest.mark.parametrize(("what", "text", "verdict", "rake"), CASES, ids=[case[0] for case in CASES])
def test_each_verdict(tmp_path: Path, what: str, text: str, verdict: str, rake: tuple[str, str] | None) -> None:
    (found,) = checked_json(tmp_path, text, name="a.phh")
    assert found["verdict"] == verdict
    assert found["rake"] == (None if rake is None else {"amount": rake[0], "share": rake[1]})
    status, _, _ = check(tmp_path, "a.phh", text)
    assert status == (1 if verdict == "differ" else 0)


def test_the_json_of_a_hand_names_each_players_ruled_and_recorded_amounts(tmp_path: Path) -> None:
    (found,) = checked_json(tmp_path, hand(PLAYED, finishing_stacks=[100, 100], winnings=[20, 0]), name="a.phh")
    assert found == {
        "source": {"file": "a.phh", "document": 1, "line": 1},
        "verdict": "differ",
        "recorded": ["winnings", "finishing_stacks"],
        "players": [
            {"player": "p1", "ruled": {"put_in": "10", "payout": "20", "finishing_stack": "110"},
             "recorded": {"winnings": "20", "finishing_stack": "100"}, "agrees": False},
            {"player": "p2", "ruled": {"put_in": "10", "payout": "0", "finishing_stack": "90"},
             "recorded": {"winnings": "0", "finishing_stack": "100"}, "agrees": False},
        ],
        "rake": None,
        "odd_chips": None,
        "note": None,
    }


def test_the_table_says_the_verdict_and_marks_who_differs(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, "night.phhs", hands(hand(PLAYED, finishing_stacks=[110, 90]),
                                                          hand(PLAYED, finishing_stacks=[105, 95]), hand(PLAYED)))
    assert status == 1
    assert out == (
        "hand 1: agree\n"
        "board: 2c 7d 9h Th 3s\n\n"
        "player    cards    put in    payout    finishing stack    recorded stack\n"
        "--------  -------  --------  --------  -----------------  ----------------\n"
        "p1        As Ad    10        20        110                110\n"
        "p2        Ks Kd    10        0         90                 90\n\n"
        "hand 2: differ (p1, p2)\n"
        "board: 2c 7d 9h Th 3s\n\n"
        "player    cards    put in    payout    finishing stack    recorded stack\n"
        "--------  -------  --------  --------  -----------------  ----------------  -------\n"
        "p1        As Ad    10        20        110                105               differs\n"
        "p2        Ks Kd    10        0         90                 95                differs\n\n"
        "hand 3: no record\n"
        "board: 2c 7d 9h Th 3s\n\n"
        "player    cards    put in    payout    finishing stack\n"
        "--------  -------  --------  --------  -----------------\n"
        "p1        As Ad    10        20        110\n"
        "p2        Ks Kd    10        0         90\n\n"
        "3 checked: 1 agree, 1 differ, 1 no record, 0 invalid\n"
    )


def test_the_table_honours_color_and_suits(tmp_path: Path) -> None:
    """--suits symbols shows the board and the cards with the suits' symbols; --color always puts the headings in
    bold and the players paid something in green, as resolve's tables do; JSON is never changed by either."""
    text = hands(hand(PLAYED, finishing_stacks=[110, 90]))
    _, plain, _ = check(tmp_path, "night.phhs", text)
    _, shown, _ = check(tmp_path, "night.phhs", text, "--suits", "symbols", "--color", "always")
    assert "board: 2♣ 7♦ 9♥ T♥ 3♠" in shown and "A♠ A♦" in shown and "As Ad" not in shown
    assert click.unstyle(shown) == plain.replace("2c 7d 9h Th 3s", "2♣ 7♦ 9♥ T♥ 3♠").replace(
        "As Ad", "A♠ A♦").replace("Ks Kd", "K♠ K♦")
    assert click.style("player", bold=True) in shown and click.style("p1", fg="green", bold=True) in shown
    assert "\x1b[" not in check(tmp_path, "night.phhs", text, "--color", "never")[1]
    data = [check(tmp_path, "night.phhs", text, "--format", "json", *options)[1]
            for options in ((), ("--suits", "symbols", "--color", "always"))]
    assert data[0] == data[1] and "\x1b[" not in data[1]


def test_a_rake_split_among_winners_in_proportion(tmp_path: Path) -> None:
    """A pot of 40 split two ways (the board plays), 4 raked: 18 each is the ruling less a tenth; 20 and 16
    is not a rake, one winner is short."""
    deal = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4h4d", "p3 cbr 10", "p1 cbr 15", "p2 cc", "p3 f",
            "d db AsKsQs", "d db Js", "d db Ts", "p1 sm 2c3d", "p2 sm 2d3c"]
    raked, short = (hand(deal, stacks=[100, 100, 100], winnings=paid) for paid in ([18, 18, 0], [20, 16, 0]))
    found = checked_json(tmp_path, hands(raked, short))
    assert [(one["verdict"], one["rake"]) for one in found] == [
        ("agree", {"amount": "4", "share": "1/10"}), ("differ", None)
    ]


def test_a_hand_history_is_ruled_in_whole_chips_of_its_unit(tmp_path: Path) -> None:
    """A pot of 9 split two ways (the board plays): a hand written in whole numbers is ruled in whole chips of 1,
    the odd chip to p1, first from the dealer's left: a record of 5 and 4 agrees; one that gives the odd chip
    to p2 differs. With --chip 0.5 the ruling is 9/2 each, and the record of 5 and 4 differs."""
    deal = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4h4d", "p3 cc", "p1 cc", "p2 cc", "d db AsKsQs", "p1 cbr 1",
            "p2 cc", "p3 f", "d db Js", "d db Ts", "p1 sm 2c3d", "p2 sm 2d3c"]
    text = hand(deal, stacks=[100, 100, 100], winnings=[5, 4, 0], antes=[0, 0, 1])
    status, out, _ = check(tmp_path, "a.phh", text)
    assert status == 0 and out.startswith("hand 1: agree")
    (found,) = checked_json(tmp_path, text.replace("[5, 4, 0]", "[4, 5, 0]"), name="a.phh")
    assert found["verdict"] == "differ"
    (found,) = checked_json(tmp_path, text, "--chip", "0.5", name="a.phh")
    assert found["verdict"] == "differ" and found["players"][0]["ruled"]["payout"] == "9/2"


def test_odd_chips_of_an_exact_ruling_are_said(tmp_path: Path) -> None:
    """A YAML showdown without a chip is ruled exactly: a pot of 9 split two ways is 9/2 each, and a record of 5
    and 4 differs by less than a chip, which check says; with --chip 1 it agrees."""
    text = ("game: holdem\nboard: As Ks Qs Js Ts\npot: 9\nplayers:\n  - {name: A, cards: 2c 3d, expect: 5}\n"
            "  - {name: B, cards: 2d 3c, expect: 4}\n")
    status, out, _ = check(tmp_path, "a.yaml", text)
    assert status == 1
    assert "Every difference is less than 1, the smallest amount the hand is written in" in out
    assert "--chip 1 rules in whole chips" in out
    (found,) = checked_json(tmp_path, text, "--chip", "1", name="a.yaml")
    assert found["verdict"] == "agree"


def test_an_invalid_hand_is_a_verdict_too(tmp_path: Path) -> None:
    text = hands(hand(PLAYED, finishing_stacks=[110, 90]), hand([*PLAYED, "p3 f"]))
    status, out, errors = check(tmp_path, "night.phhs", text, "--format", "json")
    assert status == 1
    found = [json.loads(line) for line in out.splitlines()]
    assert [one["verdict"] for one in found] == ["agree", "invalid"]
    assert "there is no player p3" in found[1]["errors"][0]["message"]
    assert "hand 2, actions[9] 'p3 f': there is no player p3" in errors


YAML = """\
players:
  - {name: Al, cards: As Ks Qs Js 9s, bet: 30, expect: 60}
  - {name: Bo, cards: 2c 3d 4h 5s 7c, bet: 30}
---
players:
  - {name: Al, cards: As Ks Qs Js 9s, bet: 30, expect: 30}
  - {name: Bo, cards: 2c 3d 4h 5s 7c, bet: 30, expect: 30}
---
players:
  - {name: Al, cards: As Ks Qs Js 9s, bet: 30}
  - {name: Bo, cards: 2c 3d 4h 5s 7c, bet: 30}
"""


def test_yaml_showdowns_with_expect(tmp_path: Path) -> None:
    found = checked_json(tmp_path, YAML, name="agreed.yaml")
    assert [one["verdict"] for one in found] == ["agree", "differ", "no record"]
    assert found[1]["players"][1] == {"player": "Bo", "ruled": {"payout": "0"}, "recorded": {"expect": "30"},
                                      "agrees": False}
    status, out, _ = check(tmp_path, "agreed.yaml", YAML)
    assert status == 1 and "showdown 2: differ (Al, Bo)" in out and "expected" in out


def many_hands(count: int, seed: int = 3) -> str:
    """*count* hands of three players to the river, as a .phhs (see :func:`hand_texts`)."""
    return hands(*hand_texts(count, seed))


def hand_texts(count: int, seed: int = 3) -> list[str]:
    """*count* hands of three players to the river, each recording nothing (it is "no record")."""
    rng = random.Random(seed)
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
    texts = []
    checks = ["p1 cc", "p2 cc", "p3 cc"]
    for _ in range(count):
        rng.shuffle(deck)
        holes = ["".join(deck[2 * seat : 2 * seat + 2]) for seat in range(3)]
        actions = [f"d dh p{seat + 1} {cards}" for seat, cards in enumerate(holes)]
        actions += ["p3 cbr 6", "p1 cc", "p2 cc", f"d db {''.join(deck[6:9])}", *checks, f"d db {deck[9]}",
                    *checks, f"d db {deck[10]}", *checks, *(f"p{seat + 1} sm -" for seat in range(3))]
        texts.append(hand(actions, stacks=[100, 100, 100]))
    return texts


def test_every_hand_of_a_long_phhs_agrees_with_its_own_ruling(tmp_path: Path) -> None:
    """The records written from potsplit's own rulings agree, hand after hand (and the progress is counted)."""
    text = many_hands(40)
    found = checked_json(tmp_path, text)
    recorded = []
    for one, hand_text in zip(found, text.split("\n[")[0:], strict=True):
        stacks = [int(player["ruled"]["finishing_stack"]) for player in one["players"]]  # type: ignore[index]
        recorded.append(hand_text.split("]\n", 1)[-1] + f"finishing_stacks = {stacks}\n")
    again = checked_json(tmp_path, hands(*recorded))
    assert [one["verdict"] for one in again] == ["agree"] * 40


def test_a_long_input_shows_progress_on_a_terminal(tmp_path: Path) -> None:
    path = tmp_path / "night.phhs"
    path.write_text(many_hands(80), encoding="utf-8")
    status, printed = stderr_on_a_terminal("check", str(path), "--format", "json")
    assert status == 0
    assert printed.startswith("\rchecked 64 hands...")
    assert printed.endswith("\r" + " " * len("checked 64 hands...") + "\r") or printed.endswith(
        " " * len("checked 80 hands...") + "\r")


@pytest.mark.slow
def test_memory_does_not_grow_with_the_number_of_hands(tmp_path: Path) -> None:
    def peak(count: int) -> int:
        path = tmp_path / f"{count}.phhs"
        path.write_text(many_hands(count), encoding="utf-8")
        child = subprocess.Popen([sys.executable, "-m", "potsplit", "check", str(path), "--format", "json"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                                 env={**os.environ, "PYTHONPATH": str(ROOT)})
        _, status, usage = os.wait4(child.pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0  # every hand resolved ("no record")
        return usage.ru_maxrss

    small, large = peak(200), peak(3000)
    assert large < small + 8_000, (small, large)  # kilobytes: the same within 8 MB


def test_processes_check_a_long_stream_in_its_order(tmp_path: Path) -> None:
    """More than 64 hands are shared out among processes (--jobs): the same lines, in order, and a record that
    differs in their part still makes the exit status 1."""
    text = many_hands(90).replace("[80]\n", "[80]\nwinnings = [50, 50, 50]\n")
    alone = check(tmp_path, "a.phhs", text, "--format", "json", "--jobs", "1")
    shared = check(tmp_path, "a.phhs", text, "--format", "json", "--jobs", "2")
    assert alone == shared
    assert shared[0] == 1
    verdicts = [json.loads(line)["verdict"] for line in shared[1].splitlines()]
    assert verdicts == ["no record"] * 79 + ["differ"] + ["no record"] * 10


def _files(folder: Path, texts: list[str]) -> list[str]:
    folder.mkdir()
    for number, text in enumerate(texts):
        (folder / f"{number:04}.phh").write_text(text, encoding="utf-8")
    return [str(path) for path in sorted(folder.iterdir())]


def test_processes_check_many_small_files_in_their_order(tmp_path: Path) -> None:
    """Many files of one hand each are shared among processes as one long stream is: the same lines in the
    same order, a file that holds no hand its error in its place, and a record that differs makes the exit status
    1 from whichever process checked it."""
    texts = hand_texts(100)
    texts[70] = texts[70] + "winnings = [50, 50, 50]\n"
    texts[80] = "# no hand\n"
    files = _files(tmp_path / "night", texts)
    alone = CliRunner().invoke(main, ["check", *files, "--format", "json", "--jobs", "1"])
    shared = CliRunner().invoke(main, ["check", *files, "--format", "json", "--jobs", "2"])
    assert (alone.exit_code, alone.stdout, alone.stderr) == (shared.exit_code, shared.stdout, shared.stderr)
    assert shared.exit_code == 1 and "0080.phh: no hand" in shared.stderr
    found = [json.loads(line) for line in shared.stdout.splitlines()]
    assert [one["source"]["file"] for one in found] == [name for number, name in enumerate(files)  # type: ignore[index]
                                                        if number != 80]
    assert [one["verdict"] for one in found].count("differ") == 1 and found[70]["verdict"] == "differ"


@pytest.mark.slow
def test_memory_does_not_grow_with_the_number_of_files(tmp_path: Path) -> None:
    """Each file is opened when it is read and closed after: 7 KB a file stayed held when they were opened at
    once (10 MB more for 1,500 files; see benchmarks/many_files.py for 10,000)."""
    def peak(folder: Path, count: int) -> int:
        files = _files(folder, hand_texts(1, seed=4) * count)
        child = subprocess.Popen([sys.executable, "-m", "potsplit", "check", *files, "--format", "json",
                                  "--jobs", "2"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                                 env={**os.environ, "PYTHONPATH": str(ROOT)})
        _, status, usage = os.wait4(child.pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        return usage.ru_maxrss

    small, large = peak(tmp_path / "small", 150), peak(tmp_path / "large", 1500)
    assert large < small + 3_000, (small, large)  # kilobytes: the same within 3 MB


# Razz, pot 31 in chips of 1: Cal and Dee tie with wheels; the odd chip goes by suit to the lowest card, Dee's Ac
# below Cal's As: Dee 16, Cal 15. The table agreed the other way round (the dispute an odd chip makes).
ODD_CHIP_DISPUTE = """\
game: razz
chip: 1
pot: 31
dealer: Dee
players:
  - {name: Cal, cards: As 2h 3d 4c 5s Kd Kc, expect: 16}
  - {name: Dee, cards: Ac 2d 3h 4s 5h Qd Qc, expect: 15}
"""
EXPLAINED = {
    "en": ["Why:", "- Cal and Dee tie for the best low (wheel) and split the pot (method: low)",
           "- 31 chips do not split evenly among Dee, Cal: one more to Dee (by the lowest card, Dee's Ac against "
           "Cal's As; odd-chip: suit)",
           "The record favours Cal +1, over Dee -1"],
    "ru": ["Почему:", "- Cal и Dee делят банк: равные лучшие младшие комбинации (колесо) (method: low)",
           "- 31 фишка не делится поровну между игроками Dee, Cal: лишняя фишка — игроку Dee (по младшей "
           "карте: Ac у игрока Dee против As у игрока Cal; odd-chip: suit)",
           "Запись в пользу: Cal +1, в ущерб: Dee -1"],
    "kk": ["Себебі:",
           "- Cal және Dee банкті бөліседі: төменгі қолдары тең және ең жақсы (колесо) (method: low)",
           "- 31 фишка Dee, Cal ойыншыларының арасында тең бөлінбейді: артық фишка Dee ойыншысына "
           "беріледі (ең төмен карта шешті: Dee ойыншысының Ac картасы, ал Cal ойыншысының As картасы жоғары; "
           "odd-chip: suit)",
           "Жазба мынаның пайдасына: Cal +1, мынаның есебінен: Dee -1"],
}


@pytest.mark.parametrize("code", ["en", "ru", "kk"])
def test_explain_gives_a_differing_hand_s_ruling_step_by_step_and_whom_the_record_favours(code: str) -> None:
    result = CliRunner().invoke(main, ["check", "-", "--explain", "--lang", code], input=ODD_CHIP_DISPUTE)
    assert result.exit_code == 1  # a record differs
    lines = result.stdout.splitlines()
    why = lines.index(EXPLAINED[code][0])
    assert lines[why:why + 4] == EXPLAINED[code]
    plain = CliRunner().invoke(main, ["check", "-", "--lang", code], input=ODD_CHIP_DISPUTE).stdout
    assert EXPLAINED[code][0] not in plain.splitlines() and EXPLAINED[code][-1] not in plain


def test_explain_in_json_gives_the_steps_and_whom_the_record_favours() -> None:
    result = CliRunner().invoke(main, ["check", "-", "--explain", "--format", "json"], input=ODD_CHIP_DISPUTE)
    found = json.loads(result.stdout)
    assert found["verdict"] == "differ"
    assert found["favours"] == [{"player": "Cal", "by": "1"}, {"player": "Dee", "by": "-1"}]
    assert found["steps"] == [line[2:] for line in EXPLAINED["en"][1:3]]
    agreed = ODD_CHIP_DISPUTE.replace("expect: 16", "expect: x").replace("expect: 15", "expect: 16").replace(
        "expect: x", "expect: 15")
    result = CliRunner().invoke(main, ["check", "-", "--explain"], input=agreed)
    assert result.exit_code == 0 and "Why:" not in result.stdout  # a hand that agrees needs no explaining
