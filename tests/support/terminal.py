"""potsplit on a pseudo-terminal: reading what a child process writes to one, and running potsplit with its
stderr on one (for the tests that need a terminal)."""

from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path


def read_terminal(leader: int, seconds: float = 60) -> bytes:
    """Everything written to the terminal whose leading side is *leader*, until the child closes it."""
    printed = b""
    while select.select([leader], [], [], seconds)[0]:
        try:
            chunk = os.read(leader, 1 << 16)
        except OSError:  # EIO: the child has closed the terminal
            break
        if not chunk:
            break
        printed += chunk
    return printed


ROOT = Path(__file__).resolve().parents[2]


POTSPLIT = [sys.executable, "-m", "potsplit"]


def stderr_on_a_terminal(*args: str) -> tuple[int, str]:
    """Run potsplit with stderr on a pseudo-terminal (stdout to nothing): its status, and what the terminal got."""
    import pty

    leader, follower = pty.openpty()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        child = subprocess.Popen(
            [*POTSPLIT, *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=follower, env=env, cwd=ROOT,
        )
        os.close(follower)
        printed = read_terminal(leader)
        status = child.wait(timeout=60)
    finally:
        os.close(leader)
    return status, printed.decode().replace("\r\n", "\n")
