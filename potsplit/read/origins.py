"""Where a showdown comes from: its input, its number within it, and its first line.

>>> Origin("night.yaml", 3, 41).data()
{'file': 'night.yaml', 'document': 3, 'line': 41}
"""

from __future__ import annotations

from typing import NamedTuple

STDIN = "<stdin>"
"""How standard input is named."""
COMMAND_LINE = "<command line>"
"""How a showdown given with ``-p/--player`` is named."""


class Origin(NamedTuple):
    """Where a showdown comes from: its input, its number within it (from 1), and its first line (from 1).

    ``document`` and ``line`` are ``None`` for an input as a whole (one that holds no showdown) and for a
    showdown given on the command line (which has no lines).
    """

    file: str
    document: int | None = None
    line: int | None = None

    def data(self) -> dict[str, str | int | None]:
        """As the JSON's ``source``."""
        return {"file": self.file, "document": self.document, "line": self.line}
