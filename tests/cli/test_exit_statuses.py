"""Exit statuses scripts can trust (spec section 6a), in real processes: 0, 1, 2, 3, 130, and 141 for a broken pipe."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(ROOT / "examples" / "stud-side-pots.yaml")
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
POTSPLIT = [sys.executable, "-m", "potsplit"]


def run(*args: str, stdin: bytes = b"", **options: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*POTSPLIT, *args], input=stdin, capture_output="stdout" not in options, env=ENV, cwd=ROOT, timeout=60,
        **options,  # type: ignore[call-overload]  # stdout= for the cases that need their own
    )


@pytest.mark.parametrize(
    ("args", "status"),
    [
        (["resolve", EXAMPLE], 0),
        (["resolve", "-"], 1),  # no showdown in an empty input
        (["resolve", EXAMPLE, "--method", "both"], 2),
    ],
    ids=["resolved", "invalid", "usage"],
)
def test_the_first_statuses(args: list[str], status: int) -> None:
    done = run(*args)
    assert done.returncode == status, done.stderr
    assert b"Traceback" not in done.stderr


def unreadable_inputs(folder: Path) -> list[tuple[str, str]]:
    """Inputs that cannot be read, each with the reason said: a missing file, a directory, a file without permission
    (root reads any file: then one the system refuses to read, when it has one)."""
    missing, locked = folder / "missing.yaml", folder / "locked.yaml"
    locked.write_text("players: [{name: Al, cards: As Ks Qs Js Ts}]\n")
    locked.chmod(0)
    cases = [(str(missing), "No such file or directory"), (str(folder), "Is a directory")]
    if os.geteuid() != 0:
        cases.append((str(locked), "Permission denied"))
    elif Path("/proc/self/mem").exists():
        cases.append(("/proc/self/mem", "Input/output error"))  # opened, but no read of it succeeds
    return cases


@pytest.mark.parametrize("command", ["resolve", "compare", "check"])
def test_an_input_that_cannot_be_read_is_one_line_and_status_3(command: str, tmp_path: Path) -> None:
    cases = unreadable_inputs(tmp_path)
    assert len(cases) == 3
    for path, why in cases:
        done = run(command, EXAMPLE, path)
        assert done.returncode == 3, (path, done.stderr)
        assert done.stderr.decode() == f"error: {path}: cannot be read: {why}\n"


def test_a_full_disk_is_one_line_and_status_3() -> None:
    with open("/dev/full", "wb") as full:
        done = run("resolve", EXAMPLE, stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == 3
    assert done.stderr.decode() == "error: cannot write the output: No space left on device\n"


def test_a_closed_standard_output_is_one_line_and_status_3() -> None:
    done = subprocess.run(
        [*POTSPLIT, "resolve", EXAMPLE], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV, cwd=ROOT,
        timeout=60, preexec_fn=lambda: os.close(1),
    )
    assert done.returncode == 3
    assert done.stderr.decode() == "error: cannot write the output: standard output is closed\n"


def test_a_broken_pipe_ends_quietly_as_the_signal_would() -> None:
    text = (Path(EXAMPLE).read_text() + "---\n") * 3000
    reader = subprocess.Popen(["head", "-c", "10"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    done = subprocess.run(
        [*POTSPLIT, "resolve", "-", "--format", "json", "--jobs", "1"], input=text.encode(), stdout=reader.stdin,
        stderr=subprocess.PIPE, env=ENV, cwd=ROOT, timeout=60,
    )
    reader.wait(timeout=10)
    assert done.returncode == -signal.SIGPIPE  # as a shell shows it: 141
    assert done.stderr == b""


def _wait_until_reading(pid: int, most: float = 60.0) -> None:
    """Wait until the process *pid* is blocked reading its input pipe (Linux tells it in ``/proc``), not still
    importing: a signal during start-up is another test. Where ``/proc`` cannot tell, a pause."""
    wchan = Path(f"/proc/{pid}/wchan")
    if not wchan.exists():
        time.sleep(1.5)
        return
    deadline = time.monotonic() + most
    while time.monotonic() < deadline and "pipe" not in wchan.read_text():
        time.sleep(0.05)


def test_ctrl_c_is_status_130_without_a_traceback() -> None:
    child = subprocess.Popen(
        [*POTSPLIT, "resolve", "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=ENV, cwd=ROOT,
    )
    try:
        _wait_until_reading(child.pid)
        child.send_signal(signal.SIGINT)
        # waited for with its input still open: communicate() would close it, and on a loaded machine the end
        # of input could reach potsplit before the signal does (an empty input: status 1)
        child.wait(timeout=30)
        assert child.stderr is not None
        err = child.stderr.read()
    finally:
        child.kill()
    assert child.returncode == 130
    assert b"Traceback" not in err and b"Aborted!" in err


def test_an_input_that_cannot_be_read_is_status_3() -> None:
    """A file that opens but fails when read: reading a process's memory from its start is an I/O error."""
    done = run("resolve", "/proc/self/mem")
    assert done.returncode == 3
    assert done.stderr.decode() == "error: /proc/self/mem: cannot be read: Input/output error\n"


def test_the_help_lists_the_exit_statuses() -> None:
    done = run("--help")
    for status in (b"0 ", b"1 ", b"2 ", b"3 ", b"130 ", b"141"):
        assert status in done.stdout


def test_a_terminal_on_stdin_gets_a_one_line_hint_and_a_pipe_none() -> None:
    import pty

    leader, follower = pty.openpty()
    try:
        child = subprocess.Popen(
            [*POTSPLIT, "resolve"], stdin=follower, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, cwd=ROOT,
        )
        os.write(leader, Path(EXAMPLE).read_bytes().replace(b"\n", b"\r") + b"\x04")  # typed, then Ctrl-D
        out, err = child.communicate(timeout=30)
    finally:
        os.close(leader)
        os.close(follower)
    assert err.decode().splitlines()[0] == "potsplit: reading showdowns typed here (--- between two); end with Ctrl-D"
    assert b"Alice" in out
    piped = run("resolve", "-", stdin=Path(EXAMPLE).read_bytes())
    assert piped.returncode == 0 and piped.stderr == b""
