"""The text around a YAML syntax error: its lines, and what each holds (indentation, content, open brackets)."""

from __future__ import annotations

import re
from typing import NamedTuple

from potsplit.read.splitting import TEXT_LINE_END


class Place(NamedTuple):
    """A place in a document: 0-based line and column (in characters), as libyaml marks one."""

    line: int
    column: int


class Explained(NamedTuple):
    """What is wrong, in plain words, and the 0-based line and column of the document where to fix it."""

    message: str
    line: int
    column: int


class Lines:
    """The lines of a document, as YAML breaks them, and what a line's indentation and content are."""

    def __init__(self, text: str) -> None:
        self.lines = TEXT_LINE_END.split(text)
        self.lines[0] = self.lines[0].removeprefix("\ufeff")  # libyaml does not count a byte order mark

    def __getitem__(self, number: int) -> str:
        return self.lines[number] if 0 <= number < len(self.lines) else ""

    def char(self, place: Place) -> str:
        """The character at *place*, or "" past the end of its line."""
        return self[place.line][place.column : place.column + 1]

    def last(self) -> int:
        """The last line that is in the document: not the empty remainder after its final line break."""
        return len(self.lines) - 2 if len(self.lines) > 1 and self.lines[-1] == "" else len(self.lines) - 1

    def above(self, number: int) -> int | None:
        """The nearest line above line *number* that holds more than blanks and a comment."""
        for above in range(min(number, len(self.lines)) - 1, -1, -1):
            if self.lines[above].strip(" \t") and not self.lines[above].lstrip(" \t").startswith("#"):
                return above
        return None

    def blank_after(self, place: Place) -> bool:
        """Whether nothing but blanks and comments follows *place* to the end of the document."""
        rest = [self[place.line][place.column :], *self.lines[place.line + 1 :]]
        return all(not line.strip(" \t") or line.lstrip(" \t").startswith("#") for line in rest)


CONTENT = re.compile(r" *(?:[-?:](?:[ \t]+|$))*")
"""A line's indentation and its list-item (``-``) and key (``?``, ``:``) indicators: what comes before its content."""
GLUED = re.compile(r" *(?:[-?][ \t]+)*([^\s:#,\[\]{}'\"]+):(?=[^\s:])([^\s]*)")
"""A key at the start of a line's content with no space after its colon (``name:Al``)."""
MARKER = re.compile(r"---(?:\s|$)")
WORD = re.compile(r"[^\s:#,\[\]{}]+")
TAG = re.compile(r"![^\s,\[\]{}]*")
HANDLE = re.compile(r"![\w-]*!?")


def holds_content(line: str) -> bool:
    """Whether *line* holds part of a document's value: not blank, a comment, a directive or a ``---`` alone."""
    body = line.strip(" \t")
    return bool(body) and not body.startswith(("#", "%")) and not re.fullmatch(r"---(?:\s+#.*)?", body)


def indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def content(line: str) -> int:
    """The column where a line's content starts, after its indentation and its ``- `` list-item indicators."""
    found = CONTENT.match(line)
    return found.end() if found else 0


def word_at(line: str, column: int) -> str:
    """The word (a run of characters that are not blanks or YAML indicators) at *column*, or ""."""
    found = WORD.match(line, column)
    return found.group() if found else ""


def indicator(line: str, start: int, end: int) -> int | None:
    """The column of the first ``:`` followed by a blank (a key's colon) in ``line[start:end]``, outside quotes."""
    column, quote = start, ""
    while column < min(end, len(line)):
        char = line[column]
        if quote:
            if char == "\\" and quote == '"':
                column += 1
            elif char == quote:
                quote = ""
        elif char in "'\"" and (column == start or line[column - 1] in " \t[{,"):
            quote = char
        elif char == "#" and column > start and line[column - 1] in " \t":
            return None
        elif char == ":" and line[column + 1 : column + 2] in ("", " ", "\t"):
            return column
        column += 1
    return None


def open_brackets(lines: Lines, until: Place | None = None) -> list[Place]:
    """Where each ``[`` and ``{`` still open before *until* (or at the end) was opened, outermost first.

    Quoted values and comments are skipped; outside brackets, one opens only where a value may start.
    """
    stack: list[Place] = []
    quote = ""
    for number, line in enumerate(lines.lines):
        column = 0
        while column < len(line):
            if until is not None and Place(number, column) >= until:
                return stack
            char = line[column]
            starts = column == 0 or line[column - 1] in (" \t[{,:" if stack else " \t")
            if quote:
                if char == "\\" and quote == '"':
                    column += 1
                elif char == quote:
                    quote = ""
            elif char == "#" and (column == 0 or line[column - 1] in " \t"):
                break
            elif char in "'\"" and starts:
                quote = char
            elif char in "[{" and (stack or starts):
                stack.append(Place(number, column))
            elif char in "]}" and stack:
                stack.pop()
            column += 1
    return stack


class Report(NamedTuple):
    """A libyaml error as :func:`explained` reads it."""

    problem: str
    context: str
    at: Place
    """Where libyaml stopped: its problem mark (else its context mark)."""
    start: Place
    """Where what it was reading starts: its context mark (else its problem mark)."""
    lines: Lines
    first_line: int
    """The line of the stream where the document starts, for a message that names another line."""

    def said(self, message: str, place: Place | None = None) -> Explained:
        place = self.at if place is None else place
        return Explained(message, place.line, place.column)
