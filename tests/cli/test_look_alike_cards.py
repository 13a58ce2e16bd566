"""A card typed with Cyrillic letters (spec section 9): refused, the look-alike letters named and the card in the
Latin letters they look like (never "'А' is not a rank: ... A"); a Russian card letter (Д, В; Т for туз) named as
one; a card with something after it (``6sx``) told so, not that ``6s`` is not a rank. In every language."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from potsplit.cli import main

LOOK_ALIKES = [
    # (typed, the Cyrillic letters named, the Latin card)
    ("Ас", "А, с", "Ac"), ("ас", "а, с", "Ac"), ("АС", "А, С", "Ac"), ("Кh", "К", "Kh"), ("кс", "к, с", "Kc"),
    ("A\u04bb", "\u04bb", "Ah"), ("10с", "с", "Tc"), ("Тс", "Т, с", "Tc"),
]
TYPED = {"en": "typed with Cyrillic letters ({})", "ru": "набрано кириллицей ({})",
         "kk": "кирилл әріптерімен терілген ({})"}
LATIN = {"en": "in Latin letters it is {!r}", "ru": "латинскими буквами это {!r}", "kk": "латын әріптерімен бұл {!r}"}
RUSSIAN = {"en": "is a Russian card letter", "ru": "русское обозначение карты", "kk": "картаның орысша белгісі"}
ACE = {"en": "'Т' for туз, an ace, is A", "ru": "туз, 'Т', пишется A", "kk": "тұз, 'Т', A деп жазылады"}
LANGUAGES = ("en", "ru", "kk")


def error_for(card: str, lang: str) -> str:
    result = CliRunner().invoke(
        main, ["resolve", "--lang", lang, "-p", f"Ann: {card} 5h 4h 3h 2h low", "-p", "Bo: 6c 5c 4d 3d 9s low"],
        env={"COLUMNS": "0"},
    )
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    [line] = result.stderr.splitlines()
    return line


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("typed", "letters", "latin"), LOOK_ALIKES)
def test_a_card_in_cyrillic_letters_names_them_and_the_latin_card(
    lang: str, typed: str, letters: str, latin: str
) -> None:
    line = error_for(typed, lang)
    assert TYPED[lang].format(letters) in line, line
    assert LATIN[lang].format(latin) in line, line
    assert "not a rank" not in line and "не ранг" not in line and "дәреже емес" not in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cyrillic_t_is_said_to_be_a_ten_not_the_ace(lang: str) -> None:
    assert ACE[lang] in error_for("Тс", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("typed", "latin"), [("Дc", "Q"), ("дh", "Q"), ("Вs", "J")])
def test_a_russian_card_letter_is_named_with_the_latin_one(lang: str, typed: str, latin: str) -> None:
    line = error_for(typed, lang)
    assert RUSSIAN[lang] in line, line
    assert (f": {latin})" if lang == "en" else f"— {latin})") in line, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cyrillic_letters_without_a_latin_card_are_still_named(lang: str) -> None:
    line = error_for("Кд", lang)
    assert TYPED[lang].format("К, д") in line, line


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("typed", "card", "rest"), [("6sx", "6s", "x"), ("Ahh", "Ah", "h"), ("Qcc", "Qc", "c")])
def test_a_card_with_more_after_it_is_told_so(lang: str, typed: str, card: str, rest: str) -> None:
    line = error_for(typed, lang)
    assert f"'{card}'" in line and f"'{rest}'" in line, line
    assert f"'{card}' is not a rank" not in line and f"'{card}' — не ранг" not in line, line
