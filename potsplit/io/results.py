"""What reading and resolving a stream gives for each document: its resolution, or its errors, and where it is.

>>> Origin("night.yaml", 3, 41).data()
{'file': 'night.yaml', 'document': 3, 'line': 41}
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from potsplit.engine.records import Resolution
from potsplit.errors import InvalidShowdown

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


class Record(NamedTuple):
    """What a hand history records beside its actions, one item a player (in the showdown's order): his
    starting stack (``None``: unknown), what he put in (antes and bets, uncalled bets returned), and, when
    recorded, his finishing stack and his winnings (the pots he collected)."""

    stacks: tuple[Fraction | None, ...]
    put_in: tuple[Fraction, ...]
    finishing: tuple[Fraction | None, ...] | None
    winnings: tuple[Fraction, ...] | None
    unit: Fraction
    """The finest unit its amounts are written in (1 for whole amounts, 1/100 with cents)."""


class Resolved(NamedTuple):
    """One showdown resolved, where it comes from, and (for a hand history) what it records."""

    origin: Origin
    resolution: Resolution
    record: Record | None = None

    @property
    def number(self) -> int:
        """Its number within its input, from 1."""
        return self.origin.document or 1


class Invalid(NamedTuple):
    """One document that cannot be resolved: where it is, every problem found, and the lines they are on."""

    origin: Origin
    error: InvalidShowdown
    lines: dict[int, str]
    """The text of each line of the input (numbered from 1) that an error points at, to be shown under it."""
