"""The game told by the cards (spec section 1): a forgotten board is an error that says what the cards look like
and what is missing, never a ruling of another game; stud is never named unless a hand holds stud's cards or the
user said stud. In a file and in ``-p``, in every language."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from potsplit.cli import main

CASES = [
    # (id, two players' cards and declarations, what the error says in each language)
    ("four-declared", ("Ah 4h Kh Qc high", "Ac 4c Jd Js low"), {
        "en": "4 cards each, declarations and no board: give the board for omaha, or the game",
        "ru": "у каждого по 4 карты, есть объявления, а общих карт нет: укажите общие карты для омахи или игру",
        "kk": "әрқайсысында 4 карта, декларациялар бар, ал ортақ карталар жоқ: омаха үшін",
    }),
    ("two", ("Ah 4h high", "Ac 4c low"), {
        "en": "2 cards each and no board: hold'em needs the board",
        "ru": "у каждого по 2 карты, а общих карт нет: холдему нужны общие карты",
        "kk": "әрқайсысында 2 карта, ал ортақ карталар жоқ: холдемге ортақ карталар керек",
    }),
    ("two-undeclared", ("Ah 4h", "Ac 4c"), {
        "en": "2 cards each and no board: hold'em needs the board",
        "ru": "у каждого по 2 карты, а общих карт нет",
        "kk": "әрқайсысында 2 карта",
    }),
    ("three", ("Ah 4h 5h high", "Ac 4c 5c low"), {
        "en": "3 cards each and no board: no game is played so",
        "ru": "у каждого по 3 карты, а общих карт нет: так не играют ни в одну игру",
        "kk": "әрқайсысында 3 карта, ал ортақ карталар жоқ: бұлай ешбір ойын ойналмайды",
    }),
    ("eight", ("Ah 4h 5h 6h 7h 8h 9h Th", "Ac 4c 5c 6c 7c 8c 9c Tc"), {
        "en": "8 cards each and no board", "ru": "у каждого по 8 карт", "kk": "әрқайсысында 8 карта",
    }),
    ("three-and-four", ("Ah 4h 5h high", "Ac 4c 5c 6c low"), {
        "en": "hands of 3, 4 cards and no board: cannot tell the game",
        "ru": "руки из 3, 4 карт и нет общих карт: игру не определить",
        "kk": "қолдарда 3, 4 карта және ортақ карталар жоқ: ойынды анықтау мүмкін емес",
    }),
]
LANGUAGES = ("en", "ru", "kk")


def errors(args: list[str], stdin: str | None = None) -> str:
    result = CliRunner().invoke(main, args, input=stdin, env={"COLUMNS": "0"})
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    return result.stderr


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("hands", "said"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_a_forgotten_board_in_player_options_is_an_error(
    lang: str, hands: tuple[str, str], said: dict[str, str]
) -> None:
    err = errors(["resolve", "--lang", lang, "-p", f"A: {hands[0]}", "-p", f"B: {hands[1]}"])
    assert said[lang] in err, err
    assert "stud" not in err and "badugi:" not in err


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("hands", "said"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_a_forgotten_board_in_a_file_is_an_error(lang: str, hands: tuple[str, str], said: dict[str, str]) -> None:
    def player(name: str, hand: str) -> str:
        declare = "high" if " high" in hand else "low" if " low" in hand else None
        cards = hand.removesuffix(f" {declare}")
        return f"  - {{name: {name}, cards: {cards}" + (f", declare: {declare}}}\n" if declare else "}\n")

    text = "players:\n" + player("A", hands[0]) + player("B", hands[1])
    err = errors(["resolve", "-", "--lang", lang], stdin=text)
    assert said[lang] in err, err
    assert "stud" not in err


def test_four_cards_each_without_declarations_is_still_badugi() -> None:
    result = CliRunner().invoke(main, ["resolve", "-p", "A: Ah 4h Kh Qc", "-p", "B: Ac 4c Jd Js"], env={"COLUMNS": "0"})
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("showdown: badugi")


def test_stud_is_named_when_a_hand_holds_studs_cards() -> None:
    err = errors(["resolve", "-p", "A: Ah 4h 5h 6h 7h 8h", "-p", "B: Ac 4c"])
    assert "stud needs 5 to 7 cards a player, not 2" in err


def test_the_game_given_is_played_whatever_the_cards_look_like() -> None:
    err = errors(["resolve", "-p", "A: Ah 4h", "-p", "B: Ac 4c", "--game", "stud"])
    assert "stud needs 5 to 7 cards a player, not 2" in err
