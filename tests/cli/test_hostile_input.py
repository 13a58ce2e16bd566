"""Hostile and odd input (spec section 7, "Limits and hostile input"; exit statuses of section 6a).

Each test runs the real command line in a subprocess (stdin a real pipe) unless it only needs a
document resolved alone for comparison. The bounded runs (marked slow) read 1 GB from a shell
pipeline under a hard address-space limit, and check exit status, located error, CPU and peak RSS.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import NamedTuple

import pytest
from click.testing import CliRunner

from potsplit.cli import main

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
LOCATED = re.compile(r"^error: (?P<file>[^\n]+?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$")
BREAKS = re.compile(rb"\r\n|\r|\n|\xc2\x85|\xe2\x80[\xa8\xa9]")
"""A line break as YAML counts one (CRLF, LF, lone CR, NEL, LS, PS): to locate expected errors."""

HANDS = (
    (b"As Ks Qs Js Ts", b"2c 3d 4h 5s 7c"),
    (b"Ah Ad Ac Kd Kh", b"2h 3h 4h 5h 6h"),
    (b"9c 9d 9h 8s 8c", b"Ac 2d 3s 4c 5d"),
    (b"Qh Jh Th 9h 8h", b"7d 6d 5d 4d 2d"),
    (b"Kc Kd 7s 7h 2s", b"As 3c 4s 6c 8d"),
)
BROKEN = b"players: [\n  - {name: Zed, cards: As Ks Qs Js Ts}\n"
"""Not valid YAML: a flow list never closed."""


def valid(number: int) -> bytes:
    """A valid showdown, its names and cards varying with *number*."""
    high, low = HANDS[number % len(HANDS)]
    return (
        b"players:\n  - {name: H%d, cards: %s, declare: high}\n  - {name: L%d, cards: %s, declare: low}\n"
        % (number, high, number, low)
    )


def lines_in(data: bytes) -> int:
    return len(BREAKS.findall(data))


class Run(NamedTuple):
    status: int
    stdout: bytes
    stderr: bytes

    def errors(self) -> list[str]:
        """The error lines on stderr (a line starting ``error:``)."""
        return [line for line in self.stderr.decode("utf-8").splitlines() if line.startswith("error:")]

    def located(self) -> list[re.Match[str]]:
        """Every error line, each of which must be located (file:line:column)."""
        found = []
        for line in self.errors():
            match = LOCATED.match(line)
            assert match is not None, f"an error without a place: {line!r}"
            found.append(match)
        return found

    def json_lines(self) -> list[str]:
        """The resolutions printed, a line each (an invalid document's errors, printed in its place, left out)."""
        return [line for line in self.printed() if '"errors": [' not in line[:200] or "errors" not in json.loads(line)]

    def printed(self) -> list[str]:
        """Every line printed: a resolution, or an invalid document's errors, one a document, in input order."""
        return self.stdout.decode("utf-8").splitlines(keepends=True)


def run(data: bytes, *args: str) -> Run:
    """``python -m potsplit resolve --format json ARGS`` with *data* on stdin (a pipe)."""
    done = subprocess.run(
        [sys.executable, "-m", "potsplit", "resolve", "--format", "json", *args],
        input=data, capture_output=True, env=ENV, cwd=ROOT, timeout=120, check=False,
    )
    return Run(done.returncode, done.stdout, done.stderr)


def alone(document: bytes) -> str:
    """The JSON line of *document* resolved on its own (in this process: it is only a reference)."""
    result = CliRunner().invoke(main, ["resolve", "--format", "json", "--jobs", "1"], input=document)
    assert result.exit_code == 0, result.output
    return result.stdout


def without_source(line: str) -> dict[str, object]:
    """A JSON line, its ``source`` left out (a document's place in a stream differs from its place alone)."""
    found = json.loads(line)
    assert isinstance(found, dict)
    found.pop("source", None)
    return found


def test_the_subprocesses_run_this_tree() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "import potsplit; print(potsplit.__file__)"],
        capture_output=True, text=True, env=ENV, cwd=ROOT, check=True,
    )
    assert Path(done.stdout.strip()).resolve().is_relative_to(ROOT)


# 1a. A document that is not valid YAML is not resolved from its first part. The old reader composed the
# stream with one loader and resolved the first mapping before PyYAML met the stray line after it (so the
# flow mapping below was resolved as a showdown), and a BOM that starts a later document (or an indented
# document) was read as part of the previous document or not at all.
FIRST_PART = b"{players: [{name: A, cards: As Ks Qs Js Ts}, {name: B, cards: 2c 3d 4h 5s 7c}]}\n"
NOT_YAML = {
    "flow-mapping-then-a-key": FIRST_PART + b"rules: {method: low}\n",
    "indented-document": b"  players:\n    - {name: A, cards: As Ks Qs Js Ts}\n    - {name: B, cards: 2c 3d 4h 5s 7c}\n"
    b"rules: {method: low}\n",
    "indented-key-after-it": b"players:\n  - {name: A, cards: As Ks Qs Js Ts}\n  - {name: B, cards: 2c 3d 4h 5s 7c}\n"
    b"   rules: {method: low}\n",
}


@pytest.mark.parametrize("bom", ["no-bom", "bom-after-marker", "bom-before-marker"])
@pytest.mark.parametrize("broken", sorted(NOT_YAML))
def test_a_document_that_is_not_yaml_is_not_resolved_from_its_first_part(broken: str, bom: str) -> None:
    document = NOT_YAML[broken]
    first, last = valid(1), valid(2)
    marker = {"no-bom": b"---\n", "bom-after-marker": b"---\n\xef\xbb\xbf", "bom-before-marker": b"\xef\xbb\xbf---\n"}
    data = first + marker[bom] + document + b"---\n" + last
    result = run(data)
    assert result.status == 1, result
    assert [without_source(line) for line in result.json_lines()] == [
        without_source(alone(first)), without_source(alone(last))
    ]
    (error,) = result.located()
    assert error["file"] == "<stdin>"
    start = lines_in(first) + 1  # its 0-based first line: after the first document and the ---
    assert start + 1 <= int(error["line"]) <= start + lines_in(document), error.group()


def test_a_bom_at_the_start_of_a_later_broken_document_alone() -> None:
    """The brief's case exactly: the first part resolves alone, so the whole must not."""
    data = valid(3) + b"---\n\xef\xbb\xbf" + FIRST_PART + b"rules: {method: low}\n"
    result = run(data)
    assert result.status == 1
    assert [without_source(line) for line in result.json_lines()] == [without_source(alone(valid(3)))]
    (error,) = result.located()
    assert int(error["line"]) in (5, 6)


# 1b. Valid documents are never dropped, whatever one document holds. The old reader split the text with
# str.splitlines (a lone CR, NEL, U+2028 ended a line there but not for PyYAML, or the other way round), so
# a --- after such a character was missed and the documents around it were merged, dropped or shifted.
ODD = {
    "lone-cr-line-ends": lambda text: text.replace(b"\n", b"\r"),
    "crlf-line-ends": lambda text: text.replace(b"\n", b"\r\n"),
    "nel-line-ends": lambda text: text.replace(b"\n", b"\xc2\x85"),
    "nel-in-a-comment": lambda text: b"# a note\xc2\x85# and another\n" + text,
    "ls-in-a-comment": lambda text: b"# a note\xe2\x80\xa8# and another\n" + text,
    "ps-in-a-comment": lambda text: b"# a note\xe2\x80\xa9# and another\n" + text,
    "ls-line-ends": lambda text: text.replace(b"\n", b"\xe2\x80\xa8"),
    "bom-at-its-start": lambda text: b"\xef\xbb\xbf" + text,
    "bom-then-comment": lambda text: b"\xef\xbb\xbf# a comment\n" + text,
}
COUNT, ODD_AT, BROKEN_AT = 147, 40, 100


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("odd", sorted(ODD))
def test_valid_documents_are_never_dropped(odd: str, jobs: str) -> None:
    documents = [valid(number) for number in range(COUNT)]
    documents[ODD_AT] = ODD[odd](documents[ODD_AT])
    documents[BROKEN_AT] = BROKEN
    result = run(b"---\n".join(documents), "--jobs", jobs)
    assert result.status == 1, result.stderr
    expected = [alone(document) for number, document in enumerate(documents) if number != BROKEN_AT]
    assert [without_source(line) for line in result.json_lines()] == [without_source(line) for line in expected]
    (error,) = result.located()
    start = lines_in(b"---\n".join(documents[:BROKEN_AT])) + 1
    assert start + 1 <= int(error["line"]) <= start + lines_in(BROKEN) + 1, error.group()


def test_a_bom_before_a_marker_in_the_middle_of_a_stream() -> None:
    documents = [valid(number) for number in range(COUNT)]
    data = b"".join(
        (b"\xef\xbb\xbf---\n" if number == ODD_AT else b"---\n" if number else b"") + document
        for number, document in enumerate(documents)
    )
    result = run(data)
    assert result.status == 0, result.stderr
    assert [without_source(line) for line in result.json_lines()] == [without_source(alone(d)) for d in documents]


# 1c. Errors always have a place. The old reader lost it after a "..." line or a directive (PyYAML's marks
# then counted from another start), in a piece whose lines end with a lone CR, and read from a pipe (no
# file to count lines in); a UTF-16 file was counted in bytes, and a byte at the end of a piece was reported
# as "byte -0x1".
BAD_CARD = b"players:\n  - {name: A, cards: As Ks Qs Js Tx}\n  - {name: B, cards: 2c 3d 4h 5s 7c}\n"
PLACES = {
    # name: (input, expected line, expected column or None when only its presence is checked)
    "card-after-dots": (valid(1) + b"...\n" + BAD_CARD, 6, 34),
    "syntax-after-dots": (valid(1) + b"...\n" + BROKEN, None, None),
    "card-after-yaml-directive": (valid(1) + b"...\n%YAML 1.1\n---\n" + BAD_CARD, 8, 34),
    "syntax-after-yaml-directive": (valid(1) + b"...\n%YAML 1.1\n---\n" + BROKEN, None, None),
    "card-after-comment-and-dots": (valid(1) + b"... # end\n# next\n---\n" + BAD_CARD, 8, 34),
    "card-in-lone-cr-piece": (valid(1) + b"---\r" + BAD_CARD.replace(b"\n", b"\r"), 6, 34),
    "syntax-in-lone-cr-piece": (valid(1) + b"---\r" + BROKEN.replace(b"\n", b"\r"), None, None),
    "card-after-lone-cr-piece": (valid(1).replace(b"\n", b"\r") + b"---\n" + BAD_CARD, 6, 34),
    "card-in-nel-piece": (valid(1) + b"---\xc2\x85" + BAD_CARD.replace(b"\n", b"\xc2\x85"), 6, 34),
    "card-after-ls-comment": (b"# a\xe2\x80\xa8# b\n" + valid(1) + b"---\n" + BAD_CARD, 8, 34),
    "card-after-bom-marker": (valid(1) + b"\xef\xbb\xbf---\n" + BAD_CARD, 6, 34),
    "card-after-non-ascii": (valid(1) + b"---\n" + BAD_CARD.replace(b"name: A,", b"name: \xc3\x89\xc3\xa9,"), 6, 35),
    "not-utf8": (valid(1) + b"---\nplayers:\n  - {name: Jos\xe9, cards: As Ks Qs Js Ts}\n", 6, 15),
    "truncated-utf8-at-the-end": (valid(1) + b"---\nplayers:\n  - {name: Jos\xc3", 6, 15),
    "control-byte": (valid(1) + b"---\nplayers:\n  - {name: Jo\x01, cards: As Ks Qs Js Ts}\n", 6, 14),
}


def _check_places(result: Run, line: int | None, column: int | None) -> None:
    assert result.status == 1, result
    assert len(result.json_lines()) == 1  # the valid document before it
    (error,) = result.located()
    assert error["file"] == "<stdin>"
    if line is not None:
        assert (int(error["line"]), int(error["column"])) == (line, column), error.group()
    assert "-0x1" not in result.stderr.decode()


@pytest.mark.parametrize("case", sorted(PLACES))
def test_errors_always_have_a_place(case: str) -> None:
    data, line, column = PLACES[case]
    _check_places(run(data), line, column)


def test_a_directive_without_dots_ends_the_document_before_it_as_yaml_says() -> None:
    """``%YAML`` after a document not ended by ``...`` ends it and starts the next, as both of PyYAML's
    loaders read the whole stream: the first document is resolved, the next one read and located."""
    result = run(valid(1) + b"%YAML 1.1\n---\n" + BAD_CARD)
    assert result.status == 1
    assert len(result.json_lines()) == 1
    [error] = result.located()
    assert (int(error["line"]), int(error["column"])) == (7, 34), error.group()


@pytest.mark.parametrize("case", ["card-after-dots", "card-in-lone-cr-piece", "card-in-nel-piece", "not-utf8"])
def test_errors_have_a_place_read_from_a_pipe_a_few_bytes_at_a_time(case: str) -> None:
    """Blocks cut anywhere (inside a CRLF, a marker, a character of several bytes) locate errors the same."""
    data, line, column = PLACES[case]
    child = subprocess.Popen(
        [sys.executable, "-m", "potsplit", "resolve", "--format", "json"], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, cwd=ROOT,
    )
    assert child.stdin is not None
    try:
        for start in range(0, len(data), 3):
            child.stdin.write(data[start : start + 3])
            child.stdin.flush()
            time.sleep(0.002)
        child.stdin.close()
        assert child.stdout is not None and child.stderr is not None
        stdout, stderr = child.stdout.read(), child.stderr.read()  # a few lines: no pipe fills
        child.wait(timeout=60)
    finally:
        child.kill()
        child.wait()
    _check_places(Run(child.returncode, stdout, stderr), line, column)


UTF16_TEXT = (
    b"players:\n  - {name: Zo\xc3\xab, cards: As Ks Qs Js Ts}\n"
    b"  - {name: \xc3\x9cnal\xf0\x9d\x92\x9c, cards: 2c 3d 4h 5s Tx}\n"
)
"""UTF-8 text (names Zoë and Ünal𝒜, the last a character outside the BMP) to be sent as UTF-16."""


@pytest.mark.parametrize("how", ["file", "stdin"])
@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_utf16_input_is_located_in_characters(encoding: str, how: str, tmp_path: Path) -> None:
    text = UTF16_TEXT.decode("utf-8")
    bom = codecs.BOM_UTF16_LE if encoding == "utf-16-le" else codecs.BOM_UTF16_BE
    data = bom + text.encode(encoding)
    column = text.splitlines()[2].index("Tx") + 1  # 33: characters, not UTF-16 units (34) nor UTF-8 bytes (37)
    if how == "file":
        path = tmp_path / "utf16.yaml"
        path.write_bytes(data)
        done = subprocess.run(
            [sys.executable, "-m", "potsplit", "resolve", "--format", "json", str(path)],
            capture_output=True, env=ENV, cwd=ROOT, timeout=60, check=False,
        )
        result = Run(done.returncode, done.stdout, done.stderr)
    else:
        result = run(data)
    assert result.status == 1
    (error,) = result.located()
    assert (int(error["line"]), int(error["column"])) == (3, column), error.group()
    assert "-0x1" not in result.stderr.decode()


# 1d. Numbers are read as written, in decimal: YAML 1.1 reads 010 as octal eight and 0x10, 0o10, 1_000,
# 1e3 as numbers; the old reader took PyYAML's value.
def test_a_leading_zero_is_decimal() -> None:
    result = run(b"pot: 010\n" + valid(1))
    assert result.status == 0, result.stderr
    (line,) = result.json_lines()
    assert json.loads(line)["pot"] == "10"
    assert json.loads(line)["payouts"] == {"H1": "5", "L1": "5"}


@pytest.mark.parametrize(
    ("written", "word"),
    [(b"0x10", "hexadecimal"), (b"0o10", "octal"), (b"1_000", "underscore"), (b"1e3", "exponent"),
     (b"1E3", "exponent"), (b"10e-1", "exponent")],
)
def test_numbers_that_are_not_plain_decimal_are_located_errors(written: bytes, word: str) -> None:
    result = run(valid(1) + b"---\npot: " + written + b"\n" + valid(2))
    assert result.status == 1
    assert len(result.json_lines()) == 1
    (error,) = result.located()
    assert (int(error["line"]), int(error["column"])) == (5, 6)
    assert word in error["message"]


# 3. Control characters: nothing potsplit prints can drive a terminal.
TWO = b"  - {name: B, cards: 2c 3d 4h 5s 7c}\n"
CONTROLS = {
    "osc-title-escape-name": (b'players:\n  - {name: "\\e]0;pwned\\a", cards: As Ks Qs Js Ts}\n' + TWO, (2, 12)),
    "c1-csi-name": (b'players:\n  - {name: "A\\x9bB", cards: As Ks Qs Js Ts}\n' + TWO, (2, 12)),
    "c1-csi-name-unicode-escape": (b'players:\n  - {name: "A\\u009b2J", cards: As Ks Qs Js Ts}\n' + TWO, (2, 12)),
    "del-name": (b'players:\n  - {name: "A\\x7fB", cards: As Ks Qs Js Ts}\n' + TWO, (2, 12)),
    "raw-c1-name": (b"players:\n  - {name: A\xc2\x9b, cards: As Ks Qs Js Ts}\n" + TWO, (2, 13)),
    "raw-escape-name": (b"players:\n  - {name: A\x1b[2J, cards: As Ks Qs Js Ts}\n" + TWO, (2, 13)),
    "raw-del-name": (b"players:\n  - {name: A\x7f, cards: As Ks Qs Js Ts}\n" + TWO, (2, 13)),
    "escape-key": (b'"\\e[31mkey": 1\nplayers:\n  - {name: A, cards: As Ks Qs Js Ts}\n' + TWO, (1, 1)),
    "escape-rule-key": (b'rules: {"\\e[31mkey": 1}\nplayers:\n  - {name: A, cards: As Ks Qs Js Ts}\n' + TWO, (1, 9)),
    "escape-card-in-list": (b'players:\n  - {name: A, cards: ["\\e[2J", Ks, Qs, Js, Ts]}\n' + TWO, (2, 23)),
    "escape-card-in-text": (b'players:\n  - {name: A, cards: "\\e[2J Ks Qs Js Ts"}\n' + TWO, (2, 22)),
    "escape-declaration": (b'players:\n  - {name: A, cards: As Ks Qs Js Ts, declare: "\\e[2J"}\n' + TWO, (2, 47)),
    "escape-dealer": (b'dealer: "\\e[2J"\nplayers:\n  - {name: A, cards: As Ks Qs Js Ts}\n' + TWO, (1, 9)),
    "escape-game": (b'game: "\\e[2J\\a"\nplayers:\n  - {name: A, cards: As Ks Qs Js Ts}\n' + TWO, (1, 7)),
    "escape-tag": (b"pot: !<%1b%5b2J> 1\nplayers:\n  - {name: A, cards: As Ks Qs Js Ts}\n" + TWO, None),
}
FORBIDDEN = (b"\x1b", b"\x07", b"\x7f", "\u009b".encode())


@pytest.mark.parametrize("case", sorted(CONTROLS))
def test_control_characters_are_refused_and_quoted_escaped(case: str) -> None:
    document, place = CONTROLS[case]
    result = run(valid(1) + b"---\n" + document)
    assert result.status == 1
    assert len(result.json_lines()) == 1
    (error,) = result.located()
    if place is not None:
        assert (int(error["line"]) - lines_in(valid(1)) - 1, int(error["column"])) == place, error.group()
    for forbidden in FORBIDDEN:
        assert forbidden not in result.stderr, (forbidden, result.stderr)
        assert forbidden not in result.stdout, (forbidden, result.stdout)


def test_the_table_output_holds_no_control_character_either() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "potsplit", "resolve"], input=valid(1) + b"---\n" + CONTROLS["osc-title-escape-name"][0],
        capture_output=True, env=ENV, cwd=ROOT, timeout=60, check=False,
    )
    assert done.returncode == 1
    for forbidden in FORBIDDEN:
        assert forbidden not in done.stdout + done.stderr


# 2. Bounds: whatever the input, exit 1 with a located error, bounded CPU and memory (spec section 7).
GIB = 1 << 30
MEMORY_CAP = 300 * 1000 * 1000
CPU_CAP = 30
RSS_LIMIT_KB = 200 * 1000
BOUNDED = {
    "1GB-of-zero-bytes": f"head -c {GIB} /dev/zero",
    "1GB-of-x-on-one-line": f"head -c {GIB} /dev/zero | tr '\\0' x",
    "1GB-of-newlines": f"head -c {GIB} /dev/zero | tr '\\0' '\\n'",
    "1GB-of-dash-a-lines": f"yes -- '- a' | head -c {GIB}",
    "50MB-flow-list": "printf '['; yes 'a,' | head -c 52428800 | tr '\\n' ' '; printf 'a]\\n'",
    "50MB-player-name": "printf 'players:\\n  - name: '; head -c 52428800 /dev/zero | tr '\\0' x; "
    "printf '\\n    cards: As Ks Qs Js Ts\\n'",
    # Under the 1 MiB limit: composed whole by PyYAML unless the limits are found while reading.
    "1MB-deep-nesting": "head -c 1000000 /dev/zero | tr '\\0' '['",
    "1MB-flow-list-of-players": "printf 'players: ['; yes 'a,' | head -c 1560000 | tr -d '\\n'; printf 'a]\\n'",
    "1MB-flow-mapping": "printf '{'; yes 'a,' | head -c 1560000 | tr -d '\\n'; printf 'a}\\n'",
    "1MB-block-list-of-players": "printf 'players:\\n'; yes '-' | head -c 1040000",
}


class Bounded(NamedTuple):
    status: int
    stderr: bytes
    wall: float
    cpu: float
    rss_kb: int


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_CAP, CPU_CAP))


def bounded_run(pipeline: str, *args: str) -> Bounded:
    """``potsplit resolve ARGS`` reading what *pipeline* prints, under the caps; its own CPU and peak RSS."""
    producer = subprocess.Popen(["sh", "-c", pipeline], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    with tempfile.TemporaryFile() as stderr:
        start = time.monotonic()
        child = subprocess.Popen(
            [sys.executable, "-m", "potsplit", "resolve", *args], stdin=producer.stdout,
            stdout=subprocess.DEVNULL, stderr=stderr, env=ENV, cwd=ROOT, preexec_fn=_limits,
        )
        assert producer.stdout is not None
        producer.stdout.close()  # the child holds the pipe now
        watchdog = threading.Timer(180, lambda: os.kill(child.pid, signal.SIGKILL))
        watchdog.start()
        try:
            _, status, usage = os.wait4(child.pid, 0)
        finally:
            watchdog.cancel()
        child.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        producer.kill()
        producer.wait()
        stderr.seek(0)
        text = stderr.read()
    result = Bounded(child.returncode, text, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss)
    print(f"{pipeline!r} {args}: exit {result.status}, wall {wall:.1f} s, CPU {result.cpu:.1f} s, "
          f"peak RSS {result.rss_kb / 1000:.0f} MB")
    return result


@pytest.mark.slow
@pytest.mark.parametrize(
    ("case", "fmt"),
    # Every case as JSON; the table too where it is cheap or the only 1 GB line (the reading is the same).
    [(case, "json") for case in BOUNDED]
    + [(case, "table") for case in BOUNDED if case.startswith(("1GB-of-x", "50MB", "1MB"))],
)
def test_hostile_input_is_bounded(case: str, fmt: str) -> None:
    result = bounded_run(BOUNDED[case], "--format", fmt)
    text = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in text and "MemoryError" not in text, text[-2000:]
    assert result.status == 1, (result, text[-2000:])
    errors = [line for line in text.splitlines() if line.startswith("error:")]
    assert errors, text[-2000:]
    assert all(LOCATED.match(line) for line in errors), errors
    assert result.cpu < CPU_CAP
    assert result.rss_kb < RSS_LIMIT_KB, f"peak RSS {result.rss_kb} KB"


# 4. No process left behind: workers die with the calling process, however it is killed.
@pytest.mark.slow
def test_a_stream_of_empty_documents_is_bounded_and_the_document_after_it_resolved() -> None:
    """200 MB of ``---`` lines, then a showdown: empty documents were cut one by one (4 CPU s a MB, 70 CPU minutes
    a gigabyte); now within the caps, and the showdown after them resolved (exit status 0)."""
    lines = 200 * (1 << 20) // 4
    result = bounded_run(
        f"yes -- '---' | head -n {lines}; printf 'players:\\n  - {{name: A, cards: As Ks Qs Js Ts}}\\n'",
        "--format", "json",
    )
    text = result.stderr.decode("utf-8", "replace")
    assert result.status == 0, (result, text[-2000:])
    assert result.cpu < CPU_CAP
    assert result.rss_kb < RSS_LIMIT_KB, f"peak RSS {result.rss_kb} KB"


def _descendants(pid: int) -> set[int]:
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = (entry / "stat").read_text()
                parents[int(entry.name)] = int(stat[stat.rindex(")") + 2 :].split()[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def _alive(pid: int) -> bool:
    """Whether *pid* exists and is not a zombie (a zombie waiting for init to reap it is gone)."""
    try:
        os.kill(pid, 0)
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (ProcessLookupError, FileNotFoundError):
        return False
    except PermissionError:
        return True
    return stat[stat.rindex(")") + 2] != "Z"


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_killing_potsplit_leaves_no_process_behind(how: signal.Signals) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "potsplit", "resolve", "--format", "json", "--jobs", "2"], stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=ROOT,
    )
    assert child.stdin is not None
    workers: set[int] = set()
    try:
        child.stdin.write(b"---\n".join(valid(number) for number in range(300)))
        child.stdin.flush()  # and kept open: potsplit waits for more
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and len(workers) < 2:
            workers |= _descendants(child.pid)
            time.sleep(0.05)
        assert workers, "no worker process started"
        os.kill(child.pid, how)
        child.wait(timeout=10)
        time.sleep(1)
        left = sorted(pid for pid in workers if _alive(pid))
        assert not left, f"left behind after {how.name}: {left}"
    finally:
        for pid in workers:
            if _alive(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        child.kill()
        child.wait()
        with contextlib.suppress(BrokenPipeError):
            child.stdin.close()
