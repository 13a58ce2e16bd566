"""What reading and resolving a stream gives for each document: its resolution, or its errors, and where it is."""

from __future__ import annotations

from typing import NamedTuple

from potsplit.engine.records import Resolution
from potsplit.errors import InvalidShowdown
from potsplit.read.origins import Origin
from potsplit.read.phh.hands import Record


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
