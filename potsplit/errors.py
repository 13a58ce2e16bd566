"""The one error type for input that cannot be resolved.

Every invalid showdown, card or option value raises :class:`InvalidShowdown`.
It carries where the problem is (file, line, column, when known) and what is
wrong, so that the command line can print one readable line and exit 1.

>>> str(InvalidShowdown("unknown card 'Xx'", Location("a.yaml", 3, 12)))
"a.yaml:3:12: unknown card 'Xx'"
>>> str(InvalidShowdown("no players"))
'no players'
"""

from __future__ import annotations

from typing import NamedTuple


class Location(NamedTuple):
    """Where in an input a problem is: 1-based line and column."""

    file: str | None = None
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.file or "<input>"]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class InvalidShowdown(ValueError):
    """A showdown, card or rule that cannot be resolved, and where it is."""

    def __init__(
        self, message: str, location: Location | None = None, path: tuple[str | int, ...] = ()
    ) -> None:
        super().__init__(message)
        self.message = message
        self.location = location
        self.path = path
        """Where in the showdown the problem is, as keys and list indexes,
        e.g. ``("players", 2, "cards")``; the reader turns it into a location."""

    def __reduce__(self) -> tuple[type[InvalidShowdown], tuple[str, Location | None, tuple[str | int, ...]]]:
        """Pickled whole (message, location and path), to come back from another process."""
        return InvalidShowdown, (self.message, self.location, self.path)

    def located(self, location: Location) -> InvalidShowdown:
        """The same error at *location*, unless it already knows a line."""
        if self.location is not None and self.location.line is not None:
            return self
        return InvalidShowdown(self.message, location, self.path)

    def __str__(self) -> str:
        if self.location is None:
            return self.message
        return f"{self.location}: {self.message}"


SHOWN = 40
"""The most characters of a value that a message quotes."""


def shortened(text: str) -> str:
    """*text* for a message, cut short when long (a 5 MB name must not make a 5 MB message).

    >>> shortened("Alice"), shortened("x" * 50)
    ('Alice', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... (50 characters)')
    """
    return text if len(text) <= SHOWN else f"{text[:SHOWN]}... ({len(text):,} characters)"


def quoted(value: object) -> str:
    """*value* quoted for a message, cut short like :func:`shortened`.

    >>> quoted("Xx"), quoted("y" * 41)
    ("'Xx'", "'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'... (41 characters)")
    """
    text = str(value)
    if len(text) > SHOWN:
        return repr(text[:SHOWN]) + f"... ({len(text):,} characters)"
    return repr(text)
