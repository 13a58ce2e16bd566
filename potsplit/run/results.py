"""What reading and resolving a stream gives for each document: its resolution, or its errors, and where it is;
and what a command makes of a resolution to print it (:class:`Rendered`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from potsplit.engine.records import Resolution
from potsplit.errors import InvalidShowdown
from potsplit.read.origins import Origin
from potsplit.read.phh.record import Record


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


class Rendered(NamedTuple):
    """A resolved showdown as a command prints it (or the showdowns of a batch, their texts joined): the text, and
    the verdict of each showdown in it, as data (``check``'s: see :mod:`potsplit.show.checking`; none for the
    others), so that what is counted is never read back from the text."""

    text: str
    verdicts: tuple[str, ...] = ()

    @staticmethod
    def joined(rendered: Sequence[Rendered]) -> Rendered:
        """Several showdowns' texts as one, in order, with their verdicts.

        >>> Rendered.joined([Rendered("a\\n", ("agree",)), Rendered("b\\n", ("differ",))])
        Rendered(text='a\\nb\\n', verdicts=('agree', 'differ'))
        """
        if len(rendered) == 1:
            return rendered[0]
        return Rendered("".join(one.text for one in rendered), tuple(word for one in rendered for word in one.verdicts))
