"""Where a field, an item of a field, or an action is in a hand's text: its line and column (docs/rules.md: "Limits
of input").

tomllib gives values, not places; the places are found by scanning the hand's
text: a field's key at the start of a line (``antes = ...``), then the items
of its array counted as TOML writes them (strings and numbers, comments
skipped). A place that cannot be found is the field's line, else the hand's
first line.

>>> text = 'variant = "NT"\\nactions = [\\n  "d dh p1 AhKh",  # Ivey\\n  "p1 cbr 20",\\n]\\n'
>>> where = Places(text, "a.phh", 0)
>>> where.field("variant"), where.item("actions", 1)
(Location(file='a.phh', line=1, column=1), Location(file='a.phh', line=4, column=3))
"""

from __future__ import annotations

import re

from potsplit.errors import Location

_ITEM = re.compile(
    r"\"\"\"(?:[^\\]|\\.)*?\"\"\"|'''.*?'''|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*'|#[^\n]*|[^\s,\[\]#]+|[\[\]]", re.DOTALL
)
"""An item of a TOML array (a string, a number, a word), a comment, or a bracket."""


class Places:
    """The places in one hand's *text*, which starts at (0-based) *line* of the file *source*."""

    def __init__(self, text: str, source: str, line: int) -> None:
        self.text, self.source, self.line = text, source, line
        self._starts: dict[str, int] = {}

    def start(self) -> Location:
        """The hand's first line."""
        return Location(self.source, self.line + 1, 1)

    def _field_at(self, key: str) -> int | None:
        """The offset in the text where the field *key* is written (its key at the start of a line)."""
        if key not in self._starts:
            found = re.search(rf"^[ \t]*(?:{re.escape(key)}|\"{re.escape(key)}\"|'{re.escape(key)}')[ \t]*=",
                              self.text, re.MULTILINE)
            self._starts[key] = -1 if found is None else found.start() + len(found.group()) - len(
                found.group().lstrip(" \t"))
        at = self._starts[key]
        return None if at < 0 else at

    def _location(self, offset: int) -> Location:
        before = self.text[:offset]
        line_start = before.rfind("\n") + 1
        return Location(self.source, self.line + before.count("\n") + 1, offset - line_start + 1)

    def field(self, key: str) -> Location:
        """Where the field *key* is written (else the hand's first line)."""
        at = self._field_at(key)
        return self.start() if at is None else self._location(at)

    def item(self, key: str, index: int) -> Location:
        """Where the *index*-th item (from 0) of the array field *key* is written (else the field)."""
        at = self._field_at(key)
        if at is None:
            return self.start()
        value = self.text.index("=", at) + 1
        depth, count = 0, -1
        for found in _ITEM.finditer(self.text, value):
            token = found.group()
            if token.startswith("#"):
                continue
            if token == "[":
                depth += 1
                if depth == 1:
                    continue
            elif token == "]":
                depth -= 1
                if depth <= 0:
                    break
                continue
            if depth == 0:  # not an array
                break
            if depth == 1:
                count += 1
                if count == index:
                    return self._location(found.start())
        return self._location(at)
