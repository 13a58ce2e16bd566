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
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from potsplit.said import Said


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
        return self.worded()

    def worded(self, say: Callable[[str], str] | None = None) -> str:
        """This one problem for people, ``FILE:LINE:COL: message``, its message as *say* says it (a language's
        words for a :class:`~potsplit.said.Said`), else as it is."""
        message = self.message if say is None else say(self.message)
        return escaped(message if self.location is None else f"{self.location}: {message}")


MAX_ERRORS = 20
"""The most problems of one document reported; the rest are counted."""


def more_problems(file: str | None, count: int) -> Said:
    """The line that counts the problems of a document left out (see :data:`MAX_ERRORS`)."""
    return Said.counted(
        "{file}: {count} more problems in this showdown are not shown",
        "{file}: {count} more problems in this showdown are not shown",
        count, file=file or "<input>",
    )


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
SPOOFING = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
"""A character that reorders or breaks text on a screen: the bidirectional controls (U+202A-U+202E, the isolates
U+2066-U+2069, the marks U+200E, U+200F and U+061C) and the line and paragraph separators (U+2028, U+2029). A
name holding one could spoof what a table or a message around it says."""

_UNPRINTED = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ud800-\udfff]")
"""What is never printed as it is: a control character, or one that reorders or breaks text on a screen (the
bidirectional controls, the line and paragraph separators), or a lone surrogate (a byte of a file's name that
is not UTF-8, as Python reads it: it cannot be written as UTF-8)."""


def escaped(text: str) -> str:
    r"""*text* with every control character (C0, C1, DEL), and every character that reorders or breaks a line on
    a screen, written as an escape, as a message quotes it: nothing printed drives or spoofs a terminal.

    >>> escaped("a\x1b]0;x\x07.yaml"), escaped("p1 \u202ecbr")
    ('a\\x1b]0;x\\x07.yaml', 'p1 \\u202ecbr')
    """
    return _UNPRINTED.sub(_escape, text) if _UNPRINTED.search(text) else text


def _escape(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


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
    text = text_of_value(value)
    if len(text) > SHOWN:
        return repr(text[:SHOWN]) + f"... ({len(text):,} characters)"
    return repr(text)


def text_of_value(value: object) -> str:
    """``str(value)`` for a message, whatever *value* is: a number too long to write out (Python refuses past
    4,300 digits) is said by its length, and a value whose ``str()`` raises by its type.

    >>> from fractions import Fraction
    >>> text_of_value(10**5000), text_of_value(-(10**20)), text_of_value(Fraction(10**100, 3))
    ('a number of more than 40 digits', '-100000000000000000000', 'a number of more than 40 digits')
    """
    if isinstance(value, str):
        return str.__str__(value)  # a subclass's own __str__ is not asked
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value) if value.bit_length() <= _BITS else _LONG_NUMBER
    numerator, denominator = getattr(value, "numerator", None), getattr(value, "denominator", None)
    if isinstance(numerator, int) and isinstance(denominator, int) and max(
        abs(numerator), abs(denominator)
    ).bit_length() > _BITS:
        return _LONG_NUMBER
    try:
        return str(value)
    except Exception:  # a value's own __str__ that raises: it is named by its type
        return f"<{type(value).__name__}>"


_BITS = 4 * SHOWN
"""The most bits of a number a message writes out: about :data:`SHOWN` digits."""
_LONG_NUMBER = f"a number of more than {SHOWN} digits"


def nearest(word: str, allowed: Sequence[str]) -> str | None:
    """The allowed word closest to *word* (in any case), if one is close enough to be a slip.

    >>> nearest("Defeat", ["next-best", "defeater"]), nearest("winner", ["next-best", "defeater"])
    ('defeater', None)
    """
    import difflib  # only when there is an error to explain

    close = difflib.get_close_matches(word[:SHOWN].lower(), allowed, n=1, cutoff=0.6)
    return close[0] if close else None


def unknown_word(
    what: str, value: object, allowed: Sequence[str], hint: str | None = None, aliases: Sequence[str] = (),
    listed: str | None = None, close: str | None = None,
) -> Said:
    """The message for an unknown *what*: the nearest allowed word (or alias) when one is close, and always them all.

    *listed*: the allowed words as the message lists them, when not *allowed* joined (a sentence, so that each
    language lists its own words); *close*: the nearest word, when the caller found it (among words in several
    languages).

    >>> unknown_word("forfeit rule", "defeat", ["next-best", "defeater"])
    "unknown forfeit rule 'defeat': did you mean 'defeater'? (allowed: next-best, defeater)"
    >>> unknown_word("method", "split", ["high", "low"])
    "unknown method 'split' (allowed: high, low)"
    """
    message = Said("unknown {what} {value}", what=what, value=quoted(value))
    if hint is not None:
        message = Said("{said}: {hint}", said=message, hint=hint)
    if close is None:
        close = nearest(str(value).strip(), [*allowed, *aliases])
    if close is not None:
        if hint is None:
            message = Said("{said}: did you mean {close}?", said=message, close=repr(close))
        else:
            message = Said("{said}; did you mean {close}?", said=message, close=repr(close))
    if listed is None:
        listed = ", ".join(allowed)
    if aliases:
        return Said("{said} (allowed: {allowed}; also {aliases})", said=message, allowed=listed,
                    aliases=", ".join(aliases))
    return Said("{said} (allowed: {allowed})", said=message, allowed=listed)
