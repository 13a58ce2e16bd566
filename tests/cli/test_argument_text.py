"""A command-line argument that is not text (spec section 7): bytes that are not UTF-8, as a Latin-1 terminal sends
``-p $'Jos\\xe9: As Ks Qs Js Ts'``, are a usage error naming the option (exit 2), before anything is printed: the
JSON written is never broken by a raw byte."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from potsplit.cli import main

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
OTHER = b"Bo: 2c 3d 4h 5s 7c"
WORDS = {"en": b"is not valid text: byte 0xe9 is not UTF-8", "ru": "не текст: байт 0xe9".encode(),
         "kk": "мәтін емес: 0xe9 байты".encode()}


def potsplit(*args: bytes) -> subprocess.CompletedProcess[bytes]:
    """potsplit run with *args* as the bytes a terminal would pass, in a C.UTF-8 locale."""
    return subprocess.run([sys.executable, "-m", "potsplit", *args], capture_output=True, timeout=60, check=False,
                          env={**ENV, "LC_ALL": "C.UTF-8"}, cwd=ROOT)


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_latin1_name_given_with_p_is_an_error_naming_the_option(lang: str) -> None:
    done = potsplit(b"--lang", lang.encode(), b"resolve", b"-p", b"Jos\xe9: As Ks Qs Js Ts", b"-p", OTHER,
                    b"--format", b"json")
    assert done.returncode == 2, done.stderr
    assert done.stdout == b""
    assert b"Traceback" not in done.stderr
    assert done.stderr.startswith(b"Error: -p " if lang == "en" else b""), done.stderr
    assert b"-p" in done.stderr and WORDS[lang] in done.stderr, done.stderr.decode()
    done.stderr.decode()  # all of it UTF-8: the byte is named, never written


WHERE = {
    "the value after -p": (["-p", "Jos\udce9: As Ks Qs Js Ts", "-p", OTHER.decode()], "-p"),
    "--player=": (["--player=Jos\udce9: As Ks Qs Js Ts", "-p", OTHER.decode()], "--player"),
    "-p joined": (["-pJos\udce9: As Ks Qs Js Ts", "-p", OTHER.decode()], "-p"),
    "--dealer": (["-p", "Al: As Ks Qs Js Ts", "-p", OTHER.decode(), "--dealer", "Jos\udce9"], "--dealer"),
    "--board": (["-p", "Al: As Ks", "-p", "Bo: 2c 3d", "--board", "2h 3h 4\udce9 5c 9d"], "--board"),
    "a file's name": (["caf\udce9.yaml"], "FILE"),
    "a value that looks like an option": (["-p", "-Jos\udce9", "-p", OTHER.decode()], "-p"),
}


@pytest.mark.parametrize("where", sorted(WHERE))
def test_every_argument_is_checked_and_named(where: str) -> None:
    args, named = WHERE[where]
    result = CliRunner().invoke(main, ["resolve", *args, "--format", "json"])
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert f"Error: {named} is not valid text: byte 0xe9 is not UTF-8" in result.stderr, result.stderr


def test_valid_text_beside_a_flag_is_untouched() -> None:
    """A flag takes no value: the argument after it is the next option's, not its (and is text)."""
    result = CliRunner().invoke(main, ["resolve", "--explain", "-p", "José: As Ks Qs Js Ts", "-p", OTHER.decode(),
                                       "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["payouts"] == {"José": "1", "Bo": "0"}
