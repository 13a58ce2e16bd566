"""Fitting text to a width: how wide text shows, wrapping it, and tables that fit or give way to blocks.

Every width here is a display width (:func:`width_of`), what a terminal gives the text, as wcwidth measures it
and tabulate lays tables out by it: a colour code takes no column, an East Asian wide or full-width character two,
a combining mark none. Nothing here knows what a table holds: :mod:`potsplit.show.tables` chooses the columns and
writes the blocks; this module chooses how wide each column may be, wraps the cells to it, and hands them to
tabulate, which lays the table out in its "simple" format. It is imported only where a table is printed (and where
an error's caret is placed under its source line), wcwidth only for text that is not ASCII, and tabulate only when
a table is laid out: JSON and YAML load neither.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

ESCAPE = re.compile(r"\x1b\[[0-9;]*m")
"""A colour or weight code (SGR), as click.style writes them: printed, but taking no column."""
_PIECES = re.compile(r"\x1b\[[0-9;]*m|.", re.DOTALL)
RESET = "\x1b[0m"
GAP = "  "
"""Between two columns of a table: tabulate's "simple" format."""
INDENT = "  "
"""A block's lines under its title, and each wrapped line under the one it continues."""
_KEPT = "\x1f"
"""A space no line breaks at (see :func:`together`), measured as a space and printed as one. A control character,
because no text printed holds one (a player's name must not, and every other text shown is escaped): a no-break
space would be confused with one of the text's own, in a player's name or a number in Russian, and printed as a
space."""
_SPLIT_LINES = re.compile("[\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
"""What Python's ``str.splitlines`` breaks a line at besides CR and LF: tabulate cuts a cell's line there (and
drops what follows) once a table has cells of several lines."""


def width_of(text: str) -> int:
    r"""The columns *text* takes on a terminal (wcwidth's ``wcswidth``, as tabulate measures it): each character
    one, but a wide or full-width one two, a combining mark (or an invisible format character) none, and a colour
    code none.

    >>> width_of("Bob"), width_of("\x1b[32m\x1b[1mBob\x1b[0m"), width_of("李小龍"), width_of("Ｂｏｂ")
    (3, 3, 6, 6)
    >>> width_of("Zoe\u0301"), width_of("Zoë")
    (3, 3)
    """
    if "\x1b" in text:
        text = ESCAPE.sub("", text)
    if text.isascii():  # printable ASCII, and the kept space: a column each
        return len(text)
    from wcwidth import wcswidth, wcwidth

    text = text.replace(_KEPT, " ")
    wide = wcswidth(text)
    if wide < 0:  # a control character, which wcwidth cannot measure (none should be printed): a column
        return sum(1 if wide < 0 else wide for wide in map(wcwidth, text))
    return wide


def together(text: str) -> str:
    """*text* kept on one line by :func:`wrap` (a hand's cards, an amount), unless it is wider than a line.

    >>> wrap("high: " + together("Ks Kd Kc 9d 9c"), 16)
    ['high:', '  Ks Kd Kc 9d 9c']
    """
    return text.replace(" ", _KEPT)


def wrap(text: str, width: int | None, first: str = "", rest: str | None = None) -> list[str]:
    r"""*text* after *first* in lines of at most *width* columns, broken at spaces, each line after the first
    starting with *rest* (default: as many spaces as *first*, and two more: a hanging indent).

    A word wider than a line is broken between characters, never overflowing (a wide character is not cut in
    two); a colour running across a break is closed at the end of the line and opened again on the next. No
    width (``None``): one line, as it is.

    >>> wrap("Bob declared swing: best high", 16)
    ['Bob declared', '  swing: best', '  high']
    >>> wrap("straight flush", 12, first="- ", rest="  ")
    ['- straight', '  flush']
    >>> wrap("李小龍李小龍", 7)
    ['李小龍', '  李小', '  龍']
    >>> wrap("\x1b[1mMary Ann\x1b[0m wins", 7)
    ['\x1b[1mMary\x1b[0m', '  \x1b[1mAnn\x1b[0m', '  wins']
    """
    if rest is None:
        rest = " " * width_of(first) + INDENT
    if width is None or width_of(first) + width_of(text) <= width:
        return [first + text.replace(_KEPT, " ")]
    lines: list[list[str]] = [[]]
    room = width - width_of(first)
    used, space = 0, ""
    for piece in re.split("( +)", text):
        if not piece:
            continue
        if piece.startswith(" "):
            space = piece
            continue
        wide = width_of(piece)
        if used and used + len(space) + wide <= room:
            lines[-1] += [space, piece]
            used += len(space) + wide
        else:
            if used:
                lines.append([])
                room, used = width - width_of(rest), 0
            for part in _cut(piece, room, width - width_of(rest)):
                if used:
                    lines.append([])
                    room = width - width_of(rest)
                lines[-1].append(part)
                used = width_of(part)
        space = ""
    prefixes = [first] + [rest] * (len(lines) - 1)
    return [prefix + line.replace(_KEPT, " ") for prefix, line in zip(prefixes, _carry_colour(lines), strict=True)]


def _cut(word: str, room: int, later: int) -> list[str]:
    """*word* in parts: the first at most *room* columns wide, the others at most *later* (a part is measured
    whole, so that a character that joins the one before it, a combining mark or an emoji's selector, stays
    with it)."""
    if width_of(word) <= room:
        return [word]
    parts, part = [], ""
    for piece in _PIECES.findall(word):
        if width_of(part) and width_of(part + piece) > room:
            parts.append(part)
            part, room = "", later
        part += piece
    return [*parts, part] if part else parts


def _carry_colour(lines: list[list[str]]) -> list[str]:
    """Each line's text, a colour still open at its end closed there and opened again at the next line's start."""
    joined, active = [], ""
    for pieces in lines:
        line = active + "".join(pieces)
        for code in ESCAPE.findall("".join(pieces)):
            active = "" if code == RESET else active + code
        joined.append(line + RESET if active else line)
    return joined


def block(title: str, lines: Sequence[str], width: int | None) -> list[str]:
    """A block: its *title* on a line of its own, then each of *lines* indented under it, all wrapped to *width*
    with a hanging indent.

    >>> block("Carol", ["high: 6c 5c 4d 3d 2s, straight, six high"], 30)
    ['Carol', '  high: 6c 5c 4d 3d 2s,', '    straight, six high']
    """
    wrapped = wrap(title, width)
    for line in lines:
        wrapped += wrap(line, width, first=INDENT)
    return wrapped


class Table(NamedTuple):
    """Columns of text under headings; a column that *wraps* may break its cells at spaces to fit a width."""

    headings: Sequence[str]
    rows: Sequence[Sequence[str]]
    wraps: Sequence[bool]

    def keeping(self, keep: Sequence[bool]) -> Table:
        """The table with only the columns *keep* says to keep.

        >>> Table(["a", "b"], [["1", "2"]], [False, True]).keeping([False, True])
        Table(headings=['b'], rows=[['2']], wraps=[True])
        """
        columns = [column for column, wanted in enumerate(keep) if wanted]
        return Table(
            [self.headings[column] for column in columns],
            [[row[column] for column in columns] for row in self.rows],
            [self.wraps[column] for column in columns],
        )


def table_lines(table: Table, width: int | None) -> list[str] | None:
    """*table* in lines of at most *width* columns, as tabulate lays it out, or ``None`` when it cannot fit, even
    wrapped.

    Whole, a table is tabulate's "simple" format: each column as wide as its widest cell or as its heading and two
    more (tabulate's padding), two spaces between columns, a rule of dashes under the headings, no space at the end
    of a line. This is the table with no width, and whenever it fits. When it is too wide, the headings' two spaces
    go first; then the widest column that can narrow narrows, one column at a time, until the table fits: a column
    that wraps down to its longest word, a heading (which can always wrap at its spaces) down to its longest word,
    and no cell of a column that does not wrap is ever broken. Each cell and heading is wrapped to its column, and
    tabulate lays them out in the same format, the headings as its first row and the rule under them as its
    separating line (tabulate pads headers, not rows). A table whose cells break a line where tabulate would cut
    them (a player's name holding U+2028) cannot be wrapped.

    >>> print("\\n".join(table_lines(Table(["player", "high"], [["Bob", "straight flush"]], [False, True]), None)))
    player    high
    --------  --------------
    Bob       straight flush
    >>> print("\\n".join(table_lines(Table(["player", "high"], [["Bob", "straight flush"]], [False, True]), 16)))
    player  high
    ------  --------
    Bob     straight
            flush
    >>> table_lines(Table(["player", "high"], [["Bob", "straight flush"]], [False, True]), 12) is None
    True
    """
    from tabulate import MIN_PADDING, SEPARATING_LINE, tabulate

    headings = [heading.replace(_KEPT, " ") for heading in table.headings]
    columns = [[heading, *(row[number] for row in table.rows)] for number, heading in enumerate(table.headings)]
    gaps = len(GAP) * (len(columns) - 1)
    natural = [
        max([width_of(column[0]) + MIN_PADDING] + [width_of(cell) for cell in column[1:]]) for column in columns
    ]
    if width is None or sum(natural) + gaps <= width:
        rows = [[cell.replace(_KEPT, " ") for cell in row] for row in table.rows]
        return tabulate(rows, headers=headings, disable_numparse=True).split("\n")
    widths = [max(width_of(cell) for cell in column) for column in columns]
    floors = [
        max([_longest_word(column[0])] + [_longest_word(cell) if wraps else width_of(cell) for cell in column[1:]])
        for column, wraps in zip(columns, table.wraps, strict=True)
    ]
    if sum(floors) + gaps > width or any(_SPLIT_LINES.search(cell) for column in columns for cell in column):
        return None
    while sum(widths) + gaps > width:
        narrowing = [number for number, floor in enumerate(floors) if widths[number] > floor]
        widths[max(narrowing, key=widths.__getitem__)] -= 1
    wrapped = [
        ["\n".join(wrap(cell, room, rest="")) for cell, room in zip(row, widths, strict=True)]
        for row in [table.headings, *table.rows]
    ]
    lines = tabulate([wrapped[0], SEPARATING_LINE, *wrapped[1:]], disable_numparse=True).split("\n")
    return lines[1:-1]  # without headings, tabulate draws a rule above the table and one below it


def _longest_word(text: str) -> int:
    return max(map(width_of, text.split(" ")))

