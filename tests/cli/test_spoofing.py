"""Terminal spoofing (spec section 7, "Limits and hostile input"): no character that reorders or breaks text on a
screen reaches anything potsplit prints as it is, whatever gives it (a YAML name, escaped or raw, a ``-p`` name,
a hand history's players, PHH or OHH, a file's name) and whatever prints it (tables, JSON, YAML, check's
verdicts, errors and the source lines quoted under them), in each of the three languages.

A name holding one is refused, naming the character as an escape; a file's name holding one is printed with it
escaped. The characters are the bidirectional controls U+202A-U+202E (U+202E, the right-to-left override, makes
``Bob\u202e0001`` read as ``Bob1000``), the isolates U+2066-U+2069, the marks U+200E, U+200F and U+061C, and the
separators U+2028 and U+2029 (a line break to a terminal that honours them, none to one that does not).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from support.phh_text import hand

import potsplit
from potsplit.cli import main

SPOOFING = [chr(code) for code in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C,
                                   0x2028, 0x2029)]
"""Section 7's characters that reorder or break text on a screen."""
SPOOFING_BYTES = [character.encode() for character in SPOOFING]
CARDS = ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c", "Ah Kh Qh Jh 9h", "2d 3h 4s 5c 8d", "Ac Kc Qc Jc 9c", "2h 3c 4d 5h 8s",
         "Ad Kd Qd Jd 9d", "6c 6d 6h 6s 2s", "7c 7d 7h 7s 3s", "8c 8d 8h 8s 4s", "9c 9d 9h 9s 4h", "Tc Td Th Ts 4d",
         "Jc Jd Jh Js 5d", "Qc Qd Qh Qs 5h"]
"""One hand a character, no card dealt twice."""
PAIRS = list(enumerate(zip(SPOOFING, CARDS, strict=True)))
VALID = b"players:\n  - {name: Al, cards: As Ks Qs Js Ts}\n  - {name: Bo, cards: 2c 3d 4h 5s 7c}\n"
"""A valid showdown, resolved after the spoofing one: its output carries the file's name."""


def yaml_escaped() -> bytes:
    """A showdown whose players' names hold each character, written as YAML's escapes (``"B\\u202eo"``)."""
    lines = [f'  - {{name: "B\\u{ord(c):04x}o{n}", cards: {cards}}}' for n, (c, cards) in PAIRS]
    return ("players:\n" + "\n".join(lines) + "\n").encode()


def yaml_raw() -> bytes:
    """The same with the characters written as they are (UTF-8), each in a double-quoted name."""
    lines = [f'  - {{name: "B{c}o{n}", cards: {cards}}}' for n, (c, cards) in PAIRS]
    return ("players:\n" + "\n".join(lines) + "\n").encode()


def phh(raw: bool) -> bytes:
    """A hand history whose players' names hold each character (TOML's escapes, or as they are)."""
    names = [f"B{c}o{n}" for n, c in enumerate(SPOOFING)]
    count = len(names)
    deals = [f"d dh p{n + 1} {cards.replace(' ', '')[:4]}" for n, cards in enumerate(CARDS)]
    text = hand([*deals, *(f"p{n} f" for n in range(3, count + 1)), "p1 f"], stacks=[100] * count,
                players=names)
    if raw:
        return text.encode()
    return "".join(c if c not in SPOOFING else f"\\u{ord(c):04x}" for c in text).encode()


def ohh(raw: bool) -> bytes:
    """Hands in OHH (JSON, one a line): the shipped example's, once for each character, its first player's name
    holding it (as JSON's escape, or as it is)."""
    example = (Path(potsplit.__file__).parent / "examples" / "omaha-hi-lo-run-twice.ohh").read_text()
    one = json.dumps(json.loads("".join(line for line in example.splitlines(True) if not line.startswith("#"))))
    first = json.dumps(json.loads(one)["ohh"]["players"][0]["name"])
    return "".join(one.replace(first, json.dumps(f"B{c}o{n}", ensure_ascii=not raw)) + "\n"
                   for n, c in enumerate(SPOOFING)).encode()


def invoke(*args: str) -> Result:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def printed(result: Result) -> bytes:
    return result.stdout_bytes + result.stderr_bytes


def assert_unspoofed(result: Result, fmt: str) -> None:
    everything = printed(result)
    for character, written in zip(SPOOFING, SPOOFING_BYTES, strict=True):
        assert written not in everything, (f"U+{ord(character):04X}", everything.decode(errors="replace")[-3000:])
    if fmt == "json":
        for line in result.stdout_bytes.splitlines():
            json.loads(line)


LANGUAGES = ["en", "ru", "kk"]
FORMATS = ["table", "json", "yaml"]
OUTPUTS = [(lang, fmt) for lang in LANGUAGES for fmt in FORMATS]


@pytest.mark.parametrize(("lang", "fmt"), OUTPUTS, ids=[f"{lang}-{fmt}" for lang, fmt in OUTPUTS])
@pytest.mark.parametrize("given", ["yaml-escaped", "yaml-raw", "phh-escaped", "phh-raw", "ohh-escaped", "ohh-raw"])
def test_names_from_files_are_refused_and_never_printed_as_they_are(
    tmp_path: Path, given: str, lang: str, fmt: str
) -> None:
    """Each character's name an error (located, the character written as an escape in the message and in the
    source line under it); the valid showdown after it, in a file whose name holds every character, resolved,
    its file's name escaped in its output."""
    content = {"yaml-escaped": yaml_escaped, "yaml-raw": yaml_raw, "phh-escaped": lambda: phh(raw=False),
               "phh-raw": lambda: phh(raw=True), "ohh-escaped": lambda: ohh(raw=False),
               "ohh-raw": lambda: ohh(raw=True)}[given]
    spoofed = tmp_path / ("a" + "".join(SPOOFING) + "." + given.split("-")[0])
    spoofed.write_bytes(content())
    valid = tmp_path / ("b" + "".join(SPOOFING) + ".yaml")
    valid.write_bytes(VALID)
    result = invoke("--lang", lang, "resolve", str(spoofed), str(valid), "--format", fmt)
    assert result.exit_code == 1, result.output
    assert_unspoofed(result, fmt)
    errors = [line for line in result.stderr.splitlines() if line.split(":", 1)[0] in ("error", "ошибка", "қате")]
    assert len(errors) == len(SPOOFING), result.stderr
    assert all(f"{spoofed.name.encode('unicode-escape').decode()}:" in line for line in errors), result.stderr
    if fmt != "table":
        assert "Al" in result.stdout and "\\u202e" in result.stdout, result.stdout
    else:
        assert "\\u202e" in result.stdout, result.stdout


@pytest.mark.parametrize(("lang", "fmt"), OUTPUTS, ids=[f"{lang}-{fmt}" for lang, fmt in OUTPUTS])
def test_names_given_with_p_are_refused_each_naming_its_option(lang: str, fmt: str) -> None:
    players = [arg for n, (c, cards) in PAIRS for arg in ("-p", f"B{c}o{n}: {cards}")]
    result = invoke("--lang", lang, "resolve", *players, "--format", fmt)
    assert result.exit_code == 1
    assert_unspoofed(result, fmt)
    assert [line for line in result.stderr.splitlines() if "--player" in line] == [
        line for line in result.stderr.splitlines() if line.strip()], result.stderr
    assert result.stderr.count("--player") == len(SPOOFING), result.stderr


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("command", ["compare", "check"])
def test_the_other_commands_print_none_either(tmp_path: Path, command: str, lang: str) -> None:
    spoofed = tmp_path / ("a" + "".join(SPOOFING) + ".yaml")
    spoofed.write_bytes(yaml_raw() + b"---\n" + VALID)
    night = tmp_path / ("n" + "".join(SPOOFING) + ".phh")
    night.write_bytes(phh(raw=True))
    for args in ([str(spoofed)], [str(night)], [str(spoofed), "--format", "json"]):
        if command == "compare" and str(night) in args:
            continue
        result = invoke("--lang", lang, command, *args)
        assert result.exit_code == 1, result.output
        assert_unspoofed(result, "json" if "json" in args else "table")
