"""Errors fit the terminal (spec sections 7 and 9): on a pseudo-terminal 40, 60 and 80 columns wide, every error of
every bad input the tests hold (``tests/bad_inputs`` and showdowns given with ``-p``), in each language, wraps at
the terminal's width, its source line cut around the caret: no line is wider than the terminal, and the caret
stands under the mistake (the character at the error's column), on the line after its source line.

One child process a language and width runs every case (potsplit's command line called once a case, its stderr
on the terminal), so that the hundreds of runs take seconds.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from potsplit.show.layout import width_of
from tests.support.terminal import ROOT, read_terminal

BAD = Path(__file__).parents[1] / "bad_inputs"
FILES = sorted(BAD.glob("*.yaml"))
PLAYERS = [
    ["-p", "A: 6h 5h 4h 3h 2h swnig", "-p", "B: 6c 5c 4d 3d 2s bte=3"],
    ["-p", "A: Ас 5h 4h 3h 2h low", "-p", "B: 6c 5c 4d 3d 2s Тс"],
    ["-p", "A: 6sx 5h 4h 3h 2h low", "-p", "B: 6c 5c 4d 3d 2s high"],
    ["-p", "A: Ah 4h Kh Qc high", "-p", "B: Ac 4c Jd Js low"],
    ["-p", "A: Ah 4h high", "-p", "B: Ac 4c low"],
    ["-p", "A: Ah 4h 5h 6h 7h Jk swing", "-p", "B: Ac 4c 5c 6c 7c low"],
    ["-p", "A: As Ks Qs Js As high", "-p", "B: Ah 2c 3c 4c 5c старщая"],
    ["-p", "Bob: 6h 5h 4h 3h 2h swing bet=x", "-p", "Carol: 6c 5c 4d 3d 2x", "--board", "Zz"],
    ["-p", "Bob: 6h 5h 4h 3h 2h swing", "-p", "Carol: 6c 5c 4d 3d 2s low", "--pot", "-3", "--chip", "0"],
    ["-p", "x" * 70 + ": 6h 5h 4h 3h 2h жогаоы", "-p", "Carol: 6c 5c 4d 3d 2s low"],
]
"""Showdowns given with -p whose errors are long: a slip with its suggestion, look-alike letters, a forgotten board,
the jokers' advice, several errors at once, a long name."""
DRIVER = """
import json, sys
from potsplit.cli import main
for args in json.loads(sys.argv[1]):
    try:
        main(args)
    except SystemExit:
        pass
    sys.stderr.write("@@ END @@\\n")
    sys.stderr.flush()
"""
LANGUAGES = ("en", "ru", "kk")
WIDTHS = (40, 60, 80)


def on_a_terminal(width: int, cases: list[list[str]]) -> list[str]:
    """What each case writes to a terminal *width* columns wide (its stderr), case by case."""
    import fcntl
    import pty
    import struct
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, width, 0, 0))
    env = {key: value for key, value in os.environ.items() if key != "COLUMNS"}
    env["PYTHONPATH"] = str(ROOT)
    try:
        child = subprocess.Popen(
            [sys.executable, "-c", DRIVER, json.dumps(cases)], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=follower, env=env, cwd=ROOT,
        )
        os.close(follower)
        printed = read_terminal(leader)
        assert child.wait(timeout=120) == 0
    finally:
        os.close(leader)
    runs = printed.decode().replace("\r\n", "\n").split("@@ END @@\n")
    assert runs[-1] == ""
    return runs[:-1]


LOCATED = re.compile(r"(?:ошибка|қате|error):(.+?):(\d+):(\d+):")
"""Where an error is, in its message without its spaces (a word too long for a line is broken in it)."""
SOURCE = re.compile(r"  \d+ \| ")
CARET = re.compile(r" +\| *\^")


def check_fits(text: str, width: int, sources: dict[str, list[str]]) -> int:
    """That every line of *text* fits *width*, and that each caret is under the character its error names (on
    the line after its source line): the number of carets checked."""
    lines = text.split("\n")
    for line in lines:
        assert width_of(line) <= width, f"{width_of(line)} columns: {line!r}"
    carets = 0
    message = ""
    for index, line in enumerate(lines):
        if CARET.fullmatch(line):
            source_line = lines[index - 1]
            assert SOURCE.match(source_line), f"a caret under no source line: {lines[index - 1:index + 1]}"
            located = LOCATED.match(message.replace(" ", ""))
            assert located, message
            file, number, column = located.group(1), int(located.group(2)), int(located.group(3))
            original = sources[file][number - 1].replace("\t", " ")
            prefix = SOURCE.match(source_line).group()  # type: ignore[union-attr]
            shown = source_line[len(prefix):]
            under = line.index("^") - len(prefix)
            cut = 3 if shown.startswith("...") else 0
            first = column - 1 - (under - cut)  # the first character of the file's line shown
            if column - 1 < len(original):
                assert shown[under] == original[column - 1], (source_line, line, column)
                assert shown[cut:under] == original[first:column - 1], (source_line, line, column)
            else:  # the caret after the line's end
                assert shown[cut:].removesuffix("...") == original[first:], (source_line, line, column)
            carets += 1
        elif SOURCE.match(line):
            continue
        elif line.startswith("  "):
            message += " " + line.strip()
        else:
            message = line
    return carets


@pytest.fixture(scope="module")
def sources() -> dict[str, list[str]]:
    return {f"tests/bad_inputs/{path.name}": path.read_text(encoding="utf-8").split("\n") for path in FILES}


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_error_of_every_bad_input_fits_the_terminal(
    lang: str, width: int, sources: dict[str, list[str]]
) -> None:
    cases = [["resolve", "--lang", lang, f"tests/bad_inputs/{path.name}"] for path in FILES]
    cases += [["resolve", "--lang", lang, *players] for players in PLAYERS]
    runs = on_a_terminal(width, cases)
    assert len(runs) == len(cases)
    carets = 0
    for case, text in zip(cases, runs, strict=True):
        assert "Traceback" not in text, case
        assert text.strip(), case  # every case is an error
        carets += check_fits(text.rstrip("\n"), width, sources)
    assert carets >= len(FILES) - 5  # nearly every bad file's error shows its line and caret


def test_an_error_on_a_pipe_is_one_line_whatever_its_length() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "potsplit", "resolve", "-p", "A: 6h 5h 4h 3h 2h swnig", "-p", "B: 6c 5c 4d 3d 2s low"],
        capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False,
    )
    assert result.returncode == 1
    [line] = result.stderr.splitlines()
    assert len(line) > 80


def test_a_long_source_line_is_cut_around_the_caret(tmp_path: Path) -> None:
    cards = " ".join(f"{rank}{suit}" for suit in "shd" for rank in "23456789TJQKA")
    path = tmp_path / "long.yaml"
    source = f"players:\n  - {{name: Al, cards: {cards} Xx}}\n  - {{name: Bo, cards: 2c 3c 4c 5c 6c}}\n"
    path.write_text(source, encoding="utf-8")
    [text] = on_a_terminal(40, [["resolve", str(path)]])
    assert "..." in text
    assert check_fits(text.rstrip("\n"), 40, {str(path): source.split("\n")}) == 1
