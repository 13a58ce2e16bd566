"""Several boards, runs and the rake in a showdown file: read as written, and every misuse an error at its line
and column, said in each language (docs/rules.md: "Several boards and runs", "Rake")."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from click.testing import CliRunner

from potsplit.cli import main
from potsplit.engine.rules import BoardsSplit
from potsplit.errors import InvalidShowdown
from potsplit.read.showdowns import read_showdowns

PLAYERS = "players:\n  - {name: Ann, cards: As Ah, bet: 20}\n  - {name: Bob, cards: Ks Kh, bet: 50}\n" \
          "  - {name: Cy, cards: Qs Qh, bet: 50}\n"
BOARDS = "boards:\n  - 2c 7d 9h Jc 3s\n  - 2c 7d 9h Kd 3d\n"


def read(text: str):  # type: ignore[no-untyped-def]
    return next(read_showdowns(text, "a.yaml"))


def test_the_boards_runs_split_and_rake_are_read_as_written() -> None:
    text = (BOARDS + "boards-split: either\nruns: [2, 1]\n"
            "rake:\n  percent: 5\n  cap-by-players: {2: 1, 3: 2}\n  jackpot: 0.50\n  unit: 0.01\n"
            "  no-flop-no-drop: yes\n" + PLAYERS)
    showdown = read(text)
    assert [[card.text for card in board] for board in showdown.boards] == [
        ["2c", "7d", "9h", "Jc", "3s"], ["2c", "7d", "9h", "Kd", "3d"]
    ]
    assert showdown.rules.boards_split is BoardsSplit.EITHER and showdown.runs == (2, 1)
    rake = showdown.rake
    assert rake is not None
    assert (rake.percent, rake.cap_by_players, rake.jackpot, rake.unit, rake.no_flop_no_drop) == (
        5, ((2, 1), (3, 2)), Fraction(1, 2), Fraction(1, 100), True
    )


def test_per_reads_its_two_amounts_exactly() -> None:
    rake = read(BOARDS + "rake: {per: [0.25, 5], cap: 3}\n" + PLAYERS).rake
    assert rake is not None and rake.per == (Fraction(1, 4), Fraction(5))


CASES = [
    # (what, the document, its line and column, the English, the Russian, the Kazakh)
    ("board-and-boards", "board: 2c 7d 9h\n" + BOARDS + PLAYERS, 3, 3, "board and boards are both given",
     "заданы и board, и boards", "board та, boards та берілген"),
    ("boards-without-a-board-game", "game: stud\n" + BOARDS + PLAYERS.replace("As Ah", "As Ah Ad 5c 5d")
     .replace("Ks Kh", "Ks Kh Kc 6c 6d").replace("Qs Qh", "Qs Qh Qd 8c 8d"), 3, 3,
     "stud has no board, but 2 boards are given", "в stud нет общих карт, а задано бордов: 2",
     "stud ойынында ортақ карталар жоқ, бірақ 2 борд берілген"),
    ("runs-longer-than-the-boards", BOARDS + "runs: [3]\n" + PLAYERS, 4, 8,
     "runs: this pot is played on 3 boards, but 2 boards are given",
     "runs: этот банк разыгрывается на бордах: 3, а заданы всего 2 борда",
     "runs: бұл банк 3 бордта ойналады, бірақ 2 борд қана берілген"),
    ("runs-beyond-the-pots", BOARDS + "runs: [2, 1, 1]\n" + PLAYERS, 4, 14,
     "runs lists 3 pots, but the bets make 2 pots", "в runs банков: 3, а из ставок получается 2 банка",
     "runs 3 банкті атайды, ал ставкалардан 2 банк шығады"),
    ("runs-without-boards", "board: 2c 7d 9h Jc 3s\nruns: [1]\n" + PLAYERS, 2, 7,
     "runs says on how many boards each pot is played, but there is one board",
     "runs задаёт, на скольких бордах разыгрывается каждый банк, но борд один",
     "runs әр банктің неше бордта ойналатынын айтады, бірақ борд біреу ғана"),
    ("runs-zero", BOARDS + "runs: [0]\n" + PLAYERS, 4, 8, "runs: a pot is played on 1 board or more, not '0'",
     "runs: банк разыгрывается на 1 борде или больше, а не '0'",
     "runs: банк 1 не одан көп бордта ойналады, '0' емес"),
    ("a-card-on-a-board-and-in-a-hand", "boards:\n  - 2c 7d 9h Jc 3s\n  - 2c 7d 9h As 3d\n" + PLAYERS, 5, 24,
     "card As is dealt twice: to board 2 and Ann", "карта As сдана дважды: борд 2 и Ann",
     "As картасы екі рет таратылған: борд 2 және Ann"),
    ("a-card-twice-on-one-board", "boards:\n  - 2c 7d 9h Jc 3s\n  - 2c 7d 9h Kd Kd\n" + PLAYERS, 3, 17,
     "card Kd is dealt twice", "карта Kd сдана дважды", "Kd картасы екі рет таратылған"),
    ("one-board-under-boards", "boards:\n  - 2c 7d 9h Jc 3s\n" + PLAYERS, 2, 3, "boards lists one board",
     "в boards один борд", "boards ішінде бір ғана борд бар"),
    ("an-unknown-card-on-the-second-board", "boards:\n  - 2c 7d 9h Jc 3s\n  - 2c 7d 9h Kd 3x\n" + PLAYERS, 3,
     17, "board 2: unknown card '3x'", "борд 2: ", "борд 2: "),
    ("rake-percent-and-per", BOARDS + "rake: {percent: 5, per: [1, 20]}\n" + PLAYERS, 4, 25,
     "rake: percent and per are two ways of giving the rake: give one",
     "рейк: percent и per — два способа задать рейк: задайте один",
     "рейк: percent пен per — рейкті берудің екі тәсілі: біреуін беріңіз"),
    ("rake-cap-and-caps", BOARDS + "rake: {percent: 5, cap: 3, cap-by-players: {2: 1}}\n" + PLAYERS, 4, 44,
     "rake: cap and cap-by-players are two caps: give one", "рейк: cap и cap-by-players — это два потолка",
     "рейк: cap пен cap-by-players — екі шек"),
    ("rake-unknown-key", BOARDS + "rake: {percent: 5, capp: 3}\n" + PLAYERS, 4, 20,
     "unknown key 'capp': did you mean 'cap'?", "ключ 'capp'", "'capp'"),
    ("rake-key-at-the-top", BOARDS + "cap: 3\n" + PLAYERS, 4, 1, "'cap' goes under rake:, not at the top",
     "'cap'", "'cap'"),
    ("rake-unit-not-whole-chips", BOARDS + "chip: 1\nrake: {percent: 5, unit: 0.5}\n" + PLAYERS, 5, 26,
     "rake: unit: 0.5 is not a whole number of 1 chips", "рейк: unit: 0,5 не делится на целое число фишек по 1",
     "рейк: unit: 0,5 1 фишкаларының бүтін саны емес"),
    ("boards-split-under-rules", BOARDS + "rules: {boards-split: either}\n" + PLAYERS, 4, 9,
     "'boards-split' goes at the top of the showdown, not rules:", "'boards-split'", "'boards-split'"),
]


@pytest.mark.parametrize(("what", "text", "line", "column", "english", "russian", "kazakh"), CASES,
                         ids=[case[0] for case in CASES])
@pytest.mark.parametrize("lang", ["en", "ru", "kk"])
def test_each_misuse_is_an_error_at_its_line_and_column_in_each_language(
    what: str, text: str, line: int, column: int, english: str, russian: str, kazakh: str, lang: str
) -> None:
    result = CliRunner().invoke(main, ["resolve", "-", "--lang", lang], input=text)
    assert result.exit_code == 1, result.output
    said = {"en": english, "ru": russian, "kk": kazakh}[lang]
    found = re.findall(r"<stdin>:(\d+):(\d+): (.+)", result.stderr)
    assert any((int(at_line), int(at_column)) == (line, column) and said in message
               for at_line, at_column, message in found), (found, result.stderr)


def test_the_python_api_raises_the_same_error_naming_the_field() -> None:
    with pytest.raises(InvalidShowdown, match="board and boards are both given"):
        from potsplit import resolve

        resolve(read("board: 2c 7d 9h\n" + BOARDS + PLAYERS))
