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

import re
from collections.abc import Sequence
from typing import Any, NamedTuple


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
    """A showdown, card or rule that cannot be resolved, and where it is.

    One error may hold several (:attr:`errors`, see :func:`several`): every problem of a document is
    reported at once, each with its own location.
    """

    def __init__(
        self,
        message: str,
        location: Location | None = None,
        path: tuple[str | int, ...] = (),
        errors: tuple[InvalidShowdown, ...] = (),
        hidden: int = 0,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.location = location
        self.path = path
        """Where in the showdown the problem is, as keys and list indexes,
        e.g. ``("players", 2, "cards")``; the reader turns it into a location."""
        self.errors: tuple[InvalidShowdown, ...] = errors or (self,)
        """Every problem found, in the order of the input: this error alone, or those it gathers."""
        self.hidden = hidden
        """How many more problems were found than :attr:`errors` holds (at most :data:`MAX_ERRORS`)."""

    def __reduce__(self) -> tuple[type[InvalidShowdown], tuple[Any, ...]]:
        """Pickled whole (message, location, path and the errors gathered), to come back from another process."""
        gathered = () if self.errors == (self,) else self.errors
        return InvalidShowdown, (self.message, self.location, self.path, gathered, self.hidden)

    def located(self, location: Location) -> InvalidShowdown:
        """The same error at *location*, unless it already knows a line."""
        if self.location is not None and self.location.line is not None:
            return self
        return InvalidShowdown(self.message, location, self.path)

    def __str__(self) -> str:
        if self.errors != (self,):
            lines = [str(error) for error in self.errors]
            if self.hidden:
                lines.append(escaped(more_problems(self.location.file if self.location else None, self.hidden)))
            return "\n".join(lines)
        text = self.message if self.location is None else f"{self.location}: {self.message}"
        return escaped(text)


MAX_ERRORS = 20
"""The most problems of one document reported; the rest are counted."""


def more_problems(file: str | None, count: int) -> str:
    """The line that counts the problems of a document left out (see :data:`MAX_ERRORS`)."""
    return f"{file or '<input>'}: {count} more problems in this showdown are not shown"


def several(errors: Sequence[InvalidShowdown], hidden: int = 0) -> InvalidShowdown:
    """One error for all of *errors* (at least one), in line order, at most :data:`MAX_ERRORS` of them (and
    *hidden* more, already left out).

    >>> b, a = InvalidShowdown("b", Location("a.yaml", 7, 1)), InvalidShowdown("a", Location("a.yaml", 2, 5))
    >>> error = several([b, a])
    >>> print(error)
    a.yaml:2:5: a
    a.yaml:7:1: b
    >>> error.message, len(error.errors)
    ('a', 2)
    """
    found = sorted((one for error in errors for one in error.errors), key=_line_order)
    hidden += sum(error.hidden for error in errors) + max(0, len(found) - MAX_ERRORS)
    if len(found) == 1 and not hidden:
        return found[0]
    shown = found[:MAX_ERRORS]
    return InvalidShowdown(shown[0].message, shown[0].location, shown[0].path, tuple(shown), hidden)


def _line_order(error: InvalidShowdown) -> tuple[int, int]:
    """Located errors by line and column; the others after them, in the order found (the sort is stable)."""
    location = error.location
    if location is None or location.line is None:
        return (1 << 62, 0)
    return (location.line, location.column or 0)


class UnreadableInput(Exception):
    """An input that could not be read to its end (an I/O error, a directory): not an invalid showdown."""


CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
"""A control character (C0, C1, DEL): nothing potsplit prints may hold one, to drive a terminal."""


def escaped(text: str) -> str:
    r"""*text* with every control character (C0, C1, DEL) written as an escape: nothing printed drives a terminal.

    >>> escaped("a\x1b]0;x\x07.yaml")
    'a\\x1b]0;x\\x07.yaml'
    """
    return CONTROL.sub(lambda found: f"\\x{ord(found.group()):02x}", text) if CONTROL.search(text) else text


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


def nearest(word: str, allowed: Sequence[str]) -> str | None:
    """The allowed word closest to *word* (in any case), if one is close enough to be a slip.

    >>> nearest("Defeat", ["next-best", "defeater"]), nearest("winner", ["next-best", "defeater"])
    ('defeater', None)
    """
    import difflib  # only when there is an error to explain

    close = difflib.get_close_matches(word[:SHOWN].lower(), allowed, n=1, cutoff=0.6)
    return close[0] if close else None


def unknown_word(
    what: str, value: object, allowed: Sequence[str], hint: str | None = None, aliases: Sequence[str] = ()
) -> str:
    """The message for an unknown *what*: the nearest allowed word (or alias) when one is close, and always them all.

    >>> unknown_word("forfeit rule", "defeat", ["next-best", "defeater"])
    "unknown forfeit rule 'defeat': did you mean 'defeater'? (allowed: next-best, defeater)"
    >>> unknown_word("method", "split", ["high", "low"])
    "unknown method 'split' (allowed: high, low)"
    """
    message = f"unknown {what} {quoted(value)}"
    if hint is not None:
        message += f": {hint}"
    close = nearest(str(value).strip(), [*allowed, *aliases])
    if close is not None:
        message += f"{'; ' if hint else ': '}did you mean {close!r}?"
    also = f"; also {', '.join(aliases)}" if aliases else ""
    return message + f" (allowed: {', '.join(allowed)}{also})"
