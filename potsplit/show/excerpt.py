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


def error_text(invalid: Invalid, lang: Language, width: int | None = None) -> str:
    """Every problem of an invalid document for people, in *lang*: ``error: FILE:LINE:COL: message``, each
    followed by its source line and a caret under the column; at most *width* columns a line (``None``: no
    limit), each message wrapped and each source line cut around the caret, which stays under the mistake.

    >>> from potsplit.errors import InvalidShowdown, Location
    >>> from potsplit.language import ENGLISH
    >>> from potsplit.read.origins import Origin
    >>> error = InvalidShowdown("unknown card 'Xx'", Location("a.yaml", 3, 15))
    >>> print(error_text(Invalid(Origin("a.yaml", 1, 1), error, {3: "    cards: As Xx Qs"}), ENGLISH))
    error: a.yaml:3:15: unknown card 'Xx'
      3 |     cards: As Xx Qs
        |               ^
    >>> line = "    cards: 2c 3d 4h 5s 6s 7s 8s 9s Ts Js Qs Ks As Xx 2d 3h"
    >>> far = InvalidShowdown("unknown card 'Xx'", Location("a.yaml", 3, 51))
    >>> print(error_text(Invalid(Origin("a.yaml", 1, 1), far, {3: line}), ENGLISH, 30))
    error: a.yaml:3:51: unknown
      card 'Xx'
      3 | ... Js Qs Ks As Xx 2d 3h
        |                 ^
    """
    lines = []
    for error in invalid.error.errors:
        lines.extend(message_lines(lang.say(Said("error: {message}", message=error.worded(lang.say))), width))
        location = error.location
        if location is None or location.line not in invalid.lines:
            continue
        text, column = invalid.lines[location.line], (location.column or 1) - 1
        gutter = str(location.line)
        if width is None:
            start = max(0, min(column - EXCERPT // 2, len(text) - EXCERPT))
            shown = escaped(text[start : start + EXCERPT])
            before = escaped(text[start:column])
            lines.append(f"  {gutter} | {'...' if start else ''}{shown}{'...' if start + EXCERPT < len(text) else ''}")
            from potsplit.show.layout import width_of  # only when an error shows its line

            caret = "".join(character if character == "\t" else " " * width_of(character) for character in before)
            lines.append(f"  {' ' * len(gutter)} | {'   ' if start else ''}{caret}^")
        else:
            lines.extend(_cut_line(text, column, gutter, width))
    if invalid.error.hidden:
        hidden = lang.say(more_problems(invalid.origin.file, invalid.error.hidden))
        lines.extend(message_lines(lang.say(Said("error: {message}", message=escaped(hidden))), width))
    return "\n".join(lines)


def message_lines(text: str, width: int | None) -> list[str]:
    """An error's line for people, wrapped at *width* columns (each line after the first indented); as it is
    without a width.

    >>> message_lines("error: a.yaml:3:15: unknown card 'Xx'", 20)
    ['error: a.yaml:3:15:', "  unknown card 'Xx'"]
    >>> message_lines("error: tests/bad_inputs/bet_negative.yaml:8:10: a bet cannot be negative", 30)
    ['error: tests/bad_inputs/bet_ne', '  gative.yaml:8:10: a bet', '  cannot be negative']
    """
    if width is None:
        return text.split("\n")
    from potsplit.show.layout import together, wrap

    lines = []
    for part in text.split("\n"):
        words = part.split(" ", 2)
        if len(words) > 1:  # "error:" and where, together: a long path is cut, never left alone on a line
            part = together(" ".join(words[:2])) + (" " + words[2] if len(words) > 2 else "")
        lines += wrap(part, width)
    return lines


MARK = "..."
"""What stands for the part of a source line cut off, at either end."""


def _cut_line(text: str, column: int, gutter: str, width: int) -> list[str]:
    """A source line and its caret in at most *width* columns: the line cut around *column* (0-based), each end
    cut off shown as :data:`MARK`; a tab shown as a space, so that the caret stays under the mistake."""
    from potsplit.show.layout import width_of

    room = max(width - len(f"  {gutter} | "), 2 * len(MARK) + 4)
    column = min(max(column, 0), len(text))
    offset = max(0, column - room)  # at most a line's room of characters either side: a huge line is not read
    piece = text[offset : column + room]
    shown = [" " if character == "\t" else escaped(character) for character in piece]
    widths = [width_of(one) for one in shown]
    column -= offset
    start, end = _window(widths, column, room)
    if offset and not start:  # the line goes on to the left: room for its mark (zero-width characters filled it)
        while start < column and sum(widths[:start]) < len(MARK):
            start += 1
    if not end < len(shown) and offset + len(piece) < len(text):  # and to the right
        while end > column + 1 and sum(widths[end:]) < len(MARK):
            end -= 1
    left = MARK if start or offset else ""
    right = MARK if end < len(shown) or offset + len(piece) < len(text) else ""
    margin = " " * len(gutter)
    return [
        f"  {gutter} | {left}{''.join(shown[start:end])}{right}".rstrip(),
        f"  {margin} | {' ' * (len(left) + sum(widths[start:column]))}^",
    ]


def _window(widths: list[int], column: int, room: int) -> tuple[int, int]:
    """The characters ``[start, end)`` of a line (of these *widths*) shown in *room* columns with the caret's,
    *column*, among them (or just after them, at the end of the line), about in the middle when the line is cut;
    the marks of the ends cut off take their room too.

    >>> _window([1] * 10, 3, 20), _window([1] * 100, 50, 26), _window([1] * 100, 2, 26), _window([1] * 100, 99, 26)
    ((0, 10), (41, 61), (0, 23), (77, 100))
    """
    count = len(widths)
    if sum(widths) <= room:
        return 0, count
    start = end = column
    used = 0
    if end < count:
        used, end = widths[end], end + 1
    inner = room - 2 * len(MARK)
    while start > 0 and used + widths[start - 1] <= inner // 2:
        start -= 1
        used += widths[start]
    while end < count and used + widths[end] <= inner:
        used += widths[end]
        end += 1
    while start > 0 and used + widths[start - 1] <= inner:
        start -= 1
        used += widths[start]
    spare = room - used - (len(MARK) if start else 0) - (len(MARK) if end < count else 0)
    while end < count and widths[end] - (len(MARK) if end + 1 == count else 0) <= spare:  # the last: no mark
        spare -= widths[end] - (len(MARK) if end + 1 == count else 0)
        end += 1
    while start > 0 and widths[start - 1] - (len(MARK) if start == 1 else 0) <= spare:
        spare -= widths[start - 1] - (len(MARK) if start == 1 else 0)
        start -= 1
    return start, end
