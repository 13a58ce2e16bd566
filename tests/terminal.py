"""Reading what a child process writes to a pseudo-terminal (for the tests that need a terminal)."""

from __future__ import annotations

import os
import select


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
