"""An invalid document's problems for people: each ``FILE:LINE:COL: message``, under it its source line and a
caret under the column (docs/rules.md: "Limits of input")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from potsplit.errors import escaped, more_problems
from potsplit.run.results import Invalid
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language

EXCERPT = 100
"""The most characters of a source line shown under an error."""


def error_text(invalid: Invalid, lang: Language) -> str:
    """Every problem of an invalid document for people, in *lang*: ``error: FILE:LINE:COL: message``, each
    followed by its source line and a caret under the column.

    >>> from potsplit.errors import InvalidShowdown, Location
    >>> from potsplit.language import ENGLISH
    >>> from potsplit.read.origins import Origin
    >>> error = InvalidShowdown("unknown card 'Xx'", Location("a.yaml", 3, 15))
    >>> print(error_text(Invalid(Origin("a.yaml", 1, 1), error, {3: "    cards: As Xx Qs"}), ENGLISH))
    error: a.yaml:3:15: unknown card 'Xx'
      3 |     cards: As Xx Qs
        |               ^
    """
    lines = []
    for error in invalid.error.errors:
        lines.append(lang.say(Said("error: {message}", message=error.worded(lang.say))))
        location = error.location
        if location is None or location.line not in invalid.lines:
            continue
        text, column = invalid.lines[location.line], (location.column or 1) - 1
        start = max(0, min(column - EXCERPT // 2, len(text) - EXCERPT))
        shown = escaped(text[start : start + EXCERPT])
        before = escaped(text[start:column])
        gutter = str(location.line)
        lines.append(f"  {gutter} | {'...' if start else ''}{shown}{'...' if start + EXCERPT < len(text) else ''}")
        from potsplit.show.layout import width_of  # only when an error shows its line

        caret = "".join(character if character == "\t" else " " * width_of(character) for character in before)
        lines.append(f"  {' ' * len(gutter)} | {'   ' if start else ''}{caret}^")
    if invalid.error.hidden:
        hidden = lang.say(more_problems(invalid.origin.file, invalid.error.hidden))
        lines.append(lang.say(Said("error: {message}", message=escaped(hidden))))
    return "\n".join(lines)
