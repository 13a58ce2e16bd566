"""Choosing the language (spec section 9): ``--lang``, then ``POTSPLIT_LANG``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``; English otherwise, with no catalogue loaded. JSON keeps its keys and values in English and says its
texts in the language; declarations are read in Russian and Kazakh in every language.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main
from potsplit.engine.declarations import Declaration, declaration
from potsplit.engine.model import Player
from potsplit.errors import InvalidShowdown
from potsplit.language import LANGUAGES, choose_language, language_named
from potsplit.read.showdowns import read_showdowns
from potsplit.run.overrides import player_from_option

ROOT = Path(__file__).resolve().parents[2]
SEED = str(ROOT / "examples" / "seed-swing-split.yaml")
UNSET = {"POTSPLIT_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": None}


@pytest.mark.parametrize(("environ", "code"), [
    ({}, "en"),
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "kk_KZ.UTF-8"}, "kk"),
    ({"LC_MESSAGES": "kk_KZ", "LANG": "ru_RU.UTF-8"}, "kk"),
    ({"LC_ALL": "ru_RU", "LC_MESSAGES": "kk_KZ", "LANG": "en_US"}, "ru"),
    ({"POTSPLIT_LANG": "kk", "LC_ALL": "ru_RU.UTF-8"}, "kk"),
    ({"POTSPLIT_LANG": "", "LC_ALL": "", "LANG": "ru"}, "ru"),  # empty is not set
    ({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, "en"),  # the first set decides, and C is English
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "ru_RU@latin"}, "ru"),
    ({"POTSPLIT_LANG": "RU"}, "ru"),
])
def test_the_environment_chooses_the_language(environ: dict[str, str], code: str) -> None:
    assert choose_language(environ) == code


def test_an_unknown_potsplit_lang_is_an_error_naming_it() -> None:
    with pytest.raises(InvalidShowdown, match=r"POTSPLIT_LANG: unknown language 'de'.*allowed: en, ru, kk"):
        choose_language({"POTSPLIT_LANG": "de", "LANG": "ru_RU"})
    result = CliRunner().invoke(main, ["resolve", SEED], env={**UNSET, "POTSPLIT_LANG": "xx"})
    assert result.exit_code == 2 and "POTSPLIT_LANG" in result.stderr and result.stdout == ""


@pytest.mark.parametrize(("args", "environ", "heading"), [
    (["resolve", SEED], {"LANG": "ru_RU.UTF-8"}, "игрок"),
    (["resolve", SEED], {"LANG": "kk_KZ.UTF-8"}, "ойыншы"),
    (["resolve", SEED, "--lang", "en"], {"LANG": "ru_RU.UTF-8"}, "player"),
    (["resolve", SEED, "--lang", "kk"], {"POTSPLIT_LANG": "ru"}, "ойыншы"),
    (["--lang", "ru", "resolve", SEED], {}, "игрок"),
    (["resolve", "--lang=KK", SEED], {}, "ойыншы"),
    (["resolve", SEED], {}, "player"),
])
def test_lang_and_the_environment_choose_the_tables_language(
    args: list[str], environ: dict[str, str], heading: str
) -> None:
    result = CliRunner().invoke(main, args, env={**UNSET, **environ})
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[2].split()[0] == heading


def test_the_help_is_in_the_language_wherever_lang_stands() -> None:
    for args in (["resolve", "--help", "--lang", "ru"], ["--lang", "ru", "resolve", "--help"]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0
        assert result.stdout.startswith("Использование: ") and "Разобрать вскрытия" in result.stdout
    assert "Use --lang" not in CliRunner().invoke(main, ["--help"]).stdout


def test_an_unknown_lang_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["resolve", SEED, "--lang", "de"])
    assert result.exit_code == 2 and "'de' is not one of 'en', 'ru', 'kk'" in result.stderr


def _keys(data: object) -> object:
    """*data* with every text replaced by its kind: the shape, the keys and the numbers left."""
    if isinstance(data, dict):
        return {key: _keys(value) for key, value in data.items()}
    if isinstance(data, list):
        return [_keys(value) for value in data]
    return type(data).__name__ if isinstance(data, str) else data


@pytest.mark.parametrize("code", ["ru", "kk"])
def test_json_keeps_its_keys_and_values_in_english_and_says_its_texts_in_the_language(code: str) -> None:
    english = json.loads(CliRunner().invoke(main, ["resolve", SEED, "--format", "json"]).stdout)
    spoken = json.loads(CliRunner().invoke(main, ["resolve", SEED, "--format", "json", "--lang", code]).stdout)
    assert _keys(spoken) == _keys(english)
    for key in ("game", "rules", "payouts", "carried_over", "source"):
        assert spoken[key] == english[key]
    for ours, theirs in zip(spoken["hands"], english["hands"], strict=True):
        assert ours["declare"] == theirs["declare"] and ours["high"]["cards"] == theirs["high"]["cards"]
        assert ours["high"]["name"] != theirs["high"]["name"]
    pot, their_pot = spoken["pots"][0], english["pots"][0]
    assert pot["name"] == their_pot["name"] == "main"
    assert [(r["event"], r["rule"], r["players"]) for r in pot["reasons"]] == [
        (r["event"], r["rule"], r["players"]) for r in their_pot["reasons"]
    ]
    assert pot["steps"] == [reason["text"] for reason in pot["reasons"]]
    assert not set(pot["steps"]) & set(their_pot["steps"])


def test_an_error_in_json_says_its_message_in_the_language() -> None:
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json", "--lang", "ru"],
                                input="players: [{name: Al, cards: As Ks Qs Js Xs}]\n")
    assert result.exit_code == 1
    error = json.loads(result.stdout)["errors"][0]
    assert error["message"].startswith("карты игрока Al: неизвестная карта 'Xs': карта — это ранг")
    assert result.stderr.startswith("ошибка: <stdin>:1:41: карты игрока Al: неизвестная карта 'Xs'")


@pytest.mark.parametrize(("word", "declared"), [
    ("старшая", "high"), ("Младшая", "low"), ("ОБЕ", "swing"), ("жоғары", "high"), ("Төмен", "low"),
    ("екеуі", "swing"), ("ЕКЕУІ", "swing"),
])
@pytest.mark.parametrize("code", ["en", "ru", "kk"])
def test_declarations_are_read_in_russian_and_kazakh_in_every_language(word: str, declared: str, code: str) -> None:
    text = (f"players:\n  - {{name: Al, cards: As Ks Qs Js 9s, declare: {word}}}\n"
            "  - {name: Bo, cards: 2c 3d 4h 5s 7c, declare: high}\n")
    assert next(read_showdowns(text, "a.yaml")).players[0].declare.value == declared  # type: ignore[union-attr]
    assert player_from_option(f"Al: As Ks Qs Js 9s {word}").declare.value == declared  # type: ignore[union-attr]
    assert Player("Al", "As Ks Qs Js 9s", word).declare.value == declared  # type: ignore[union-attr]
    result = CliRunner().invoke(main, ["resolve", "-p", f"Al: As Ks Qs Js 9s {word}", "-p", "Bo: 2c 3d 4h 5s 7c low",
                                       "--format", "json", "--lang", code])
    assert json.loads(result.stdout)["hands"][0]["declare"] == declared


def test_english_loads_no_catalogue_and_no_grammar_of_another_language() -> None:
    code = (
        "import sys\nfrom potsplit.cli import main\n"
        f"try:\n    main(['resolve', {SEED!r}, '--explain'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(name for name in sys.modules if name.startswith('potsplit.language.')))\n"
    )
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    english = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert english.stdout.splitlines()[-1] == "[]"
    russian = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env={**env, "LANG": "ru_RU.UTF-8"})
    assert russian.stdout.splitlines()[-1] == str(sorted([
        "potsplit.language.ru", "potsplit.language.spoken", "potsplit.language.words",
    ]))


DECLARING = ("players:\n  - {name: Al, cards: As Ks Qs Js 9s, declare: high}\n"
             "  - {name: Bo, cards: 7c 5d 4h 3s 2c, declare: low}\n"
             "  - {name: Cy, cards: 6h 5h 4c 3d 2d, declare: swing}\n")


@pytest.mark.parametrize("printed_in", LANGUAGES)
def test_every_declaration_potsplit_prints_is_read_back_in_every_language(printed_in: str) -> None:
    """The word a table prints for each declaration, in each language, is a declaration a file, -p and the Python
    API read (whatever language potsplit then writes in), and means the same."""
    lang = language_named(printed_in)
    table = CliRunner().invoke(main, ["resolve", "-", "--lang", printed_in], input=DECLARING).stdout
    printed = {}
    for name, meant in (("Al", Declaration.HIGH), ("Bo", Declaration.LOW), ("Cy", Declaration.SWING)):
        row = next(line for line in table.splitlines() if line.startswith(f"{name} "))
        printed[meant] = re.split(r" {2,}", row)[1]
        assert printed[meant] == lang.declaration(meant)
    assert set(printed) == set(Declaration)
    for meant, word in printed.items():
        assert declaration(word) is meant and declaration(word.upper()) is meant
        assert player_from_option(f"Al: As Ks Qs Js 9s {word} bet=2").declare is meant
        assert Player("Al", "As Ks Qs Js 9s", word).declare is meant
        text = DECLARING.replace("declare: high", f"declare: {word}")
        assert next(read_showdowns(text, "a.yaml")).players[0].declare is meant
        for reading_in in LANGUAGES:
            result = CliRunner().invoke(main, ["resolve", "-", "--format", "json", "--lang", reading_in], input=text)
            assert json.loads(result.stdout)["hands"][0]["declare"] == meant.value, result.stderr


@pytest.mark.parametrize(("code", "usage", "shown", "error", "hint"), [
    ("ru", "Использование:", "Показать эту справку и выйти.", "Ошибка: Недопустимое значение для '--format': ",
     "Справка: 'potsplit resolve --help'."),
    ("kk", "Қолданылуы:", None, "Қате: '--format' үшін жарамсыз мән: ", "Анықтама: 'potsplit resolve --help'."),
])
def test_clicks_own_words_are_said_in_the_language_and_english_stays_english(
    code: str, usage: str, shown: str | None, error: str, hint: str
) -> None:
    """Click's words come from potsplit's catalogue for the command run in the language, and only for it: an
    English command run after it in the same process says them as Click wrote them."""
    runner = CliRunner()
    helped = runner.invoke(main, ["resolve", "--help", "--lang", code], prog_name="potsplit").stdout
    assert helped.startswith(f"{usage} potsplit resolve") and "Show this message and exit." not in helped
    assert shown is None or shown in helped
    assert "[default:" not in helped and "Options:" not in helped
    mistyped = runner.invoke(main, ["resolve", SEED, "--format", "xml", "--lang", code], prog_name="potsplit")
    assert mistyped.exit_code == 2 and error in mistyped.stderr and hint in mistyped.stderr
    english = runner.invoke(main, ["resolve", "--help"], prog_name="potsplit").stdout
    assert english.startswith("Usage: potsplit resolve") and "Show this message and exit." in english
    assert "Options:" in english and "[default:" in english
    wrong = runner.invoke(main, ["resolve", SEED, "--format", "xml"], prog_name="potsplit").stderr
    assert "Error: Invalid value for '--format': 'xml' is not one of 'table', 'json', 'yaml'." in wrong


def test_processes_sharing_a_long_stream_are_given_the_language() -> None:
    """Each process is sent the language with its batches: what they print is what one process prints."""
    text = Path(SEED).read_text(encoding="utf-8")
    stream = "---\n".join([text] * 150)
    one, two = (CliRunner().invoke(main, ["resolve", "-", "--format", "json", "--jobs", jobs, "--lang", "kk"],
                                   input=stream).stdout for jobs in ("1", "2"))
    assert one == two and len(one.splitlines()) == 150
    names = {hand["high"]["name"] for line in two.splitlines() for hand in json.loads(line)["hands"]}
    english = {hand["high"]["name"] for hand in json.loads(CliRunner().invoke(
        main, ["resolve", SEED, "--format", "json"]).stdout)["hands"]}
    assert names and not names & english
