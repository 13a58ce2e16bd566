"""Every text potsplit writes for people is looked up in the language it writes in (docs/rules.md: "Languages").

The pseudo language (tests/pseudo.py) marks every message and word it gives: a word of plain ASCII letters
left in an output that is neither data (a name, a card, a rule's label, what the input or the command line
says) nor a word of the format (option names, rule values, metavariables) is English that was never marked for
translation, and the test names it. The outputs are the tables (resolve with --explain, compare, rank, at full
width and at 40 columns), the JSON's texts, the errors of every bad input and YAML mistake the other tests
know, the errors of -p and of options, the file format's reference and the help of every command.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.pseudo import pseudo_for
from support.yaml_documents import FIRST, LAST, ROWS

from potsplit.cli import commands, main
from potsplit.engine.declarations import DECLARATION_WORDS
from potsplit.engine.rules import RULES
from potsplit.hands.cards import WILD_NAMES
from potsplit.hands.games import Game
from potsplit.language import ENGLISH
from potsplit.read.keys import KEYS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
BAD = sorted((Path(__file__).parents[1] / "bad_inputs").glob("*.yaml"))
WORD = re.compile(r"(?<![\w'-])[A-Za-z]{3,}(?![\w'])")
FORMAT_WORDS = {
    "potsplit", "YAML", "JSON", "UTF", "Ctrl", "COLUMNS", "NO_COLOR", "TERM", "POTSPLIT_LANG", "LC_ALL",
    "LC_MESSAGES", "LANG", "stdin", "stdout", "stderr", "Fraction", "MiB", "KiB", "true", "false", "null",
    "OPTIONS", "COMMAND", "ARGS", "FILE", "NAME", "CARDS", "CARD", "RANK", "AMOUNT", "GAME", "HANDS", "DECLARATION",
    "bet",
    "folded", "table", "json", "yaml", "auto", "always", "never", "letters", "symbols", "none", "TAG",
    "Unicode", "dumb", "jq", "less", "cat", "eval", "zsh", "fish", "bash", "zsh_source", "fish_source",
    "bash_source", "_POTSPLIT_COMPLETE", "select", "changed", "variants", "payouts", "night", "showdowns",
    "handle", "prefix", "hexdecimal", "phh", "phhs", "ohh", "SCHEDULE", "PERCENT", "pokerstars", "PokerStars",
}
"""Words of the format, not of a language: what a file or the command line writes, and the metavariables."""


def _identifiers() -> set[str]:
    words = set(FORMAT_WORDS) | set(DECLARATION_WORDS) | {key for keys in KEYS.values() for key in keys}
    for key, rule in RULES.items():
        words.update(re.split(r"[-\s]", key))
        words.update(part for value in rule.values for part in re.split(r"[-\s\[\],]", value) if part)
    for game in Game:
        words.update(re.split(r"[-/]", game.value))
        words.update(part for alias in game.aliases for part in re.split(r"[-/]", alias))
    words.update(option.lstrip("-") for option in ("game", "board", "pot", "dealer", "chip", "explain", "jobs",
                                                  "format", "player", "color", "suits", "lang", "help", "version",
                                                  "low", "qualifier"))
    words.update(commands(ENGLISH).commands)
    words.update(part for name in WILD_NAMES for part in name.split("-"))
    words.update(part for path in EXAMPLES for part in path.stem.split("-"))
    return words


IDENTIFIERS = _identifiers()


def unmarked(output: str, data: str) -> list[str]:
    """The words of *output* that are plain English: neither marked, nor in *data* (the input and the command
    line), nor identifiers of the format."""
    given = set(WORD.findall(data))
    return sorted({word for word in WORD.findall(output) if word not in given and word not in IDENTIFIERS})


def run(args: list[str], stdin: bytes | None = None) -> str:
    result = CliRunner().invoke(main, [*args, "--lang", "ru"], input=stdin, catch_exceptions=False,
                                prog_name="potsplit")
    assert "Traceback" not in result.output
    return result.stdout + result.stderr


def invocations() -> Iterator[tuple[str, list[str], bytes | None]]:
    """Every command line of the corpus: a name, the arguments, the standard input."""
    for path in EXAMPLES:
        yield f"resolve {path.stem}", ["resolve", str(path), "--explain"], None
        yield f"resolve {path.stem} json", ["resolve", str(path), "--format", "json"], None
        yield f"compare {path.stem}", ["compare", str(path)], None
    yield "rank", ["rank", "As Ks Qs Js Ts", "5h 4h 3h 2h Ad", "Kc Kd Ks 9c 9d", "--qualifier", "8"], None
    yield "rank json", ["rank", "As Ks Qs Js Ts", "7h 6h 4h 3h 2h", "--format", "json"], None
    for path in BAD:
        yield f"bad {path.stem}", ["resolve", str(path)], None
        yield f"bad {path.stem} json", ["resolve", str(path), "--format", "json"], None
    for name, row in sorted(ROWS.items()):
        yield f"syntax {name}", ["resolve", "-"], (FIRST + row.document + LAST).encode()
    yield "player errors", ["resolve", "-p", "Al: As Ks Qs Js Xs", "-p", "Bo: 2c 3d 4h 5s 7c zzzz"], None
    yield "option errors", ["resolve", str(EXAMPLES[0]), "--chip", "7"], None
    yield "empty input", ["resolve", "-"], b""
    for path in sorted([*(ROOT / "examples").glob("*.phh*"), *(ROOT / "examples").glob("*.ohh"),
                        ROOT / "examples" / "pokerstars-run-twice.txt"]):
        yield f"resolve {path.name}", ["resolve", str(path), "--explain"], None
        yield f"check {path.name}", ["check", str(path)], None
        yield f"check {path.name} json", ["check", str(path), "--format", "json"], None
    yield "keys", ["keys"], None
    yield "examples", ["examples"], None
    yield "unknown example", ["examples", "seed-swing-splt"], None
    for command in ("", "resolve", "compare", "rank", "check", "examples", "keys"):
        yield f"help {command}", [*command.split(), "--help"], None


CORPUS = list(invocations())


@pytest.mark.parametrize(("name", "args", "stdin"), CORPUS, ids=[name for name, _, _ in CORPUS])
def test_every_text_for_people_is_looked_up_in_the_language(name: str, args: list[str], stdin: bytes | None) -> None:
    data = " ".join(args) + " " + (stdin or b"").decode()
    for arg in args:
        if arg.endswith((".yaml", ".phh", ".phhs", ".ohh", ".txt")) and Path(arg).is_file():
            data += Path(arg).read_text(encoding="utf-8")
    with pseudo_for("ru"):
        output = run(args, stdin)
    if "json" in name:  # JSON's keys and enum values are English: only its texts are for people
        output = "\n".join(_json_texts(output))
    assert unmarked(output, data) == [], output


def test_at_40_columns_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    for path in EXAMPLES:
        with pseudo_for("ru"):
            output = run(["resolve", str(path), "--explain"]) + run(["compare", str(path)])
            output += run(["rank", "As Ks Qs Js Ts", "5h 4h 3h 2h Ad"])
        assert unmarked(output, path.read_text(encoding="utf-8")) == [], output


def test_a_text_not_looked_up_is_found() -> None:
    """The test can fail: English written for people without the language is named."""
    assert unmarked("⟦ṕĺáýéŕ⟧ Alice: the pot goes to Alice", "name: Alice") == ["goes", "the"]


def _json_texts(output: str) -> Iterator[str]:
    """The texts for people in JSON lines (and the stderr lines around them): hand names, steps, notes,
    reasons' texts, errors' messages."""
    for line in output.splitlines():
        if not line.startswith(("{", "[")):
            yield line
            continue
        found = json.loads(line)
        for data in found if isinstance(found, list) else [found]:
            yield from (hand[way]["name"] for hand in data.get("hands", []) for way in ("high", "low") if hand[way])
            for pot in data.get("pots", []):  # (check's pots, a record's, hold no text)
                yield from pot.get("steps", [])
                yield from (reason["text"] for reason in pot.get("reasons", []))
            yield from data.get("notes", [])
            yield from [data["note"]] if data.get("note") else []
            yield from (error["message"] for error in data.get("errors", []))
            yield from (data[way]["name"] for way in ("high", "low") if data.get(way))
