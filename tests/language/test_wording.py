"""Sentences a language's own (spec section 9): the table's first line in the language (the rules named in it,
their values as written), one odd chip "лишняя фишка" (not "по одной" unless several get one), Kazakh банк for
the pot and колесо for the wheel; in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main

EXAMPLES = Path(__file__).parents[2] / "potsplit" / "examples"

FIRST_LINES = {
    "en": "showdown 1: draw, method: declare, low: ace-to-five, swing-ties: split, forfeit: next-best, "
          "no-winner: cards-speak; pot 1",
    "ru": "вскрытие 1: draw, метод: declare, младшая: ace-to-five, ничьи свинга: split, неудачный свинг: next-best, "
          "без победителя: cards-speak; банк 1",
    "kk": "1-шоудаун: draw, әдіс: declare, төмен: ace-to-five, суинг теңдігі: split, сәтсіз суинг: next-best, "
          "жеңімпазсыз: cards-speak; банк 1",
}
ONE_ODD_CHIP = {
    "en": "3 chips do not split evenly among Bob, Carol: one more to Bob",
    "ru": "3 фишки не делятся поровну между игроками Bob, Carol: лишняя фишка — игроку Bob",
    "kk": "3 фишка Bob, Carol ойыншыларының арасында тең бөлінбейді: артық фишка Bob ойыншысына беріледі",
}


def table(lang: str, example: str, *options: str) -> str:
    result = CliRunner().invoke(main, ["resolve", str(EXAMPLES / f"{example}.yaml"), "--lang", lang, *options])
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("lang", list(FIRST_LINES))
def test_the_first_line_names_the_rules_in_the_language_and_their_values_as_written(lang: str) -> None:
    assert table(lang, "seed-swing-split").splitlines()[0] == FIRST_LINES[lang]


@pytest.mark.parametrize("lang", list(ONE_ODD_CHIP))
def test_one_odd_chip_is_one_chip(lang: str) -> None:
    out = table(lang, "odd-chip-seat")
    assert ONE_ODD_CHIP[lang] in " ".join(out.split()), out
    assert "по одной лишней фишке — игроку " not in out and "бір-бірден Bob ойыншысына" not in out


def test_several_odd_chips_are_one_each() -> None:
    from potsplit.language.kk import PlayerNames as KazakhNames
    from potsplit.language.ru import PlayerNames as RussianNames
    from potsplit.said import Names

    assert format(RussianNames(Names(("Al", "Bo"))), "odd") == "по одной лишней фишке — игрокам Al и Bo"
    kazakh = "артық фишкалар бір-бірден Al және Bo ойыншыларына беріледі"
    assert format(KazakhNames(Names(("Al", "Bo"))), "odd") == kazakh


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.kk.txt")), ids=lambda path: path.name)
def test_kazakh_says_bank_for_the_pot_and_koleso_for_the_wheel(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert "құмыра" not in text and "дөңгелек" not in text


def test_the_kazakh_wheel_is_koleso() -> None:
    assert "колесо" in table("kk", "defeater")
