"""YAML syntax errors worded for people, and placed where the mistake is (spec section 7).

libyaml says what its scanner or parser was doing when it gave up ("while scanning a simple key:
could not find expected ':'"), at the place where it gave up: often the line after the mistake, or
the end of the document for a bracket or a quote never closed. :func:`explained` takes the parts of
such an error and the text of the document, and says in plain words what is wrong, at the line and
column to fix (both 0-based, within the document). Where one report covers several mistakes, the
text tells them apart: the line of the report and the line above it.

>>> explained("could not find expected ':'", Place(2, 0), "while scanning a simple key", Place(1, 0),
...           "pot: 10\\ncards:As Ks\\ngame: stud\\n")
Explained(message="a space is missing after ':' in 'cards:As'", line=1, column=5)
>>> explained("could not find expected ':'", Place(2, 0), "while scanning a simple key", Place(1, 0),
...           "pot: 10\\ncards As Ks\\ngame: stud\\n").message
"a ':' is missing after the key 'cards'"
>>> explained("mapping values are not allowed in this context", Place(1, 6), None, None,
...           "pot: 10\\n  game: stud\\n")[1:]
(1, 2)

A message this module does not know is worded from its parts, without the parser's words:

>>> explained("expected <block end>, but found '<block mapping start>'", Place(3, 2), None, None, "a: 1\\n")
Explained(message='expected the end of an indented block, but found a key', line=0, column=4)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from potsplit.errors import quoted
from potsplit.io.splitting import TEXT_LINE_END


class Place(NamedTuple):
    """A place in a document: 0-based line and column (in characters), as libyaml marks one."""

    line: int
    column: int


class Explained(NamedTuple):
    """What is wrong, in plain words, and the 0-based line and column of the document where to fix it."""

    message: str
    line: int
    column: int


class _Lines:
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


_CONTENT = re.compile(r" *(?:[-?:](?:[ \t]+|$))*")
"""A line's indentation and its list-item (``-``) and key (``?``, ``:``) indicators: what comes before its content."""
_GLUED = re.compile(r" *(?:[-?][ \t]+)*([^\s:#,\[\]{}'\"]+):(?=[^\s:])([^\s]*)")
"""A key at the start of a line's content with no space after its colon (``name:Al``)."""
_MARKER = re.compile(r"---(?:\s|$)")
_WORD = re.compile(r"[^\s:#,\[\]{}]+")
_TAG = re.compile(r"![^\s,\[\]{}]*")
_HANDLE = re.compile(r"![\w-]*!?")


def _holds_content(line: str) -> bool:
    """Whether *line* holds part of a document's value: not blank, a comment, a directive or a ``---`` alone."""
    body = line.strip(" \t")
    return bool(body) and not body.startswith(("#", "%")) and not re.fullmatch(r"---(?:\s+#.*)?", body)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _content(line: str) -> int:
    """The column where a line's content starts, after its indentation and its ``- `` list-item indicators."""
    found = _CONTENT.match(line)
    return found.end() if found else 0


def _word_at(line: str, column: int) -> str:
    """The word (a run of characters that are not blanks or YAML indicators) at *column*, or ""."""
    found = _WORD.match(line, column)
    return found.group() if found else ""


def _indicator(line: str, start: int, end: int) -> int | None:
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


def _open_brackets(lines: _Lines, until: Place | None = None) -> list[Place]:
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


class _Report(NamedTuple):
    """A libyaml error as :func:`explained` reads it."""

    problem: str
    context: str
    at: Place
    """Where libyaml stopped: its problem mark (else its context mark)."""
    start: Place
    """Where what it was reading starts: its context mark (else its problem mark)."""
    lines: _Lines
    first_line: int
    """The line of the stream where the document starts, for a message that names another line."""

    def said(self, message: str, place: Place | None = None) -> Explained:
        place = self.at if place is None else place
        return Explained(message, place.line, place.column)


TABS = "tabs cannot indent YAML: indent with spaces"
INDENTED_MORE = "this line is indented more than the one above (indent a line only under a key that ends with ':')"
NOT_LINED_UP = "this line lines up with no line above: indent it as much as the keys or list items it goes with"
COLON_IN_VALUE = "this ':' cannot come here: put a value that holds ': ' in quotes"


def _missing_space(line: str, number: int) -> Explained | None:
    """A ``key:value`` at the start of *line*'s content (line *number*): at its colon, a space missing after it."""
    found = _GLUED.match(line)
    if found is None:
        return None
    glued = f"{found.group(1)}:{found.group(2)}"
    return Explained(f"a space is missing after ':' in {quoted(glued)}", number, found.end(1))


def _missing_colon(line: str, number: int, column: int) -> Explained | None:
    """A key without its colon at *column* of *line*: the colon goes after its first word (None: no word there)."""
    word = _word_at(line, column)
    return Explained(f"a ':' is missing after the key {quoted(word)}", number, column + len(word)) if word else None


def _colon_not_allowed(report: _Report) -> Explained:
    """``mapping values are not allowed``: a ':' met where no key can end. The key before it is glued to its
    value (``name:Al``), or its line is indented more than the one above (so it continues that line's value;
    a ``-name`` above is a list item without its space), or the line above is a key without its ':', or the
    ':' is the second on its line."""
    at, lines = report.at, report.lines
    line = lines[at.line]
    glued = _missing_space(line[: at.column], at.line)
    if glued is not None:
        return glued
    if _indicator(line, _content(line), at.column) is not None:
        return report.said("a value cannot hold ': ' (a colon and a space) unless it is in quotes")
    above = lines.above(at.line)
    if above is not None:
        glued = _missing_space(lines[above], above)
        if glued is not None:
            return glued
        if _content(line) > _content(lines[above]):
            dash = _indent(lines[above])
            if re.match(r"-[^\s-]", lines[above][dash:]):
                return Explained("a space is missing after '-': a list item starts with '- '", above, dash + 1)
            return Explained(INDENTED_MORE, at.line, _indent(line))
        missing = _missing_colon(lines[above], above, _content(lines[above]))
        if missing is not None and _indicator(lines[above], 0, len(lines[above])) is None:
            return missing
    return report.said(COLON_IN_VALUE)


def _key_without_colon(report: _Report) -> Explained:
    """``could not find expected ':'``: a line that starts a key (it is in line with the keys) holds no ':'
    followed by a space; a colon without a space after it is the likelier slip. A key that starts with a
    bracket is a list or mapping in brackets not closed on its line."""
    start, lines = report.start, report.lines
    glued = _missing_space(lines[start.line], start.line)
    if glued is not None:
        return glued
    if lines.char(start) in ("[", "{") and start in _open_brackets(lines):
        return _unclosed(report, start)
    missing = _missing_colon(lines[start.line], start.line, start.column)
    return missing or report.said("a ':' is missing after the key on this line", start)


def _tab(report: _Report) -> Explained:
    """A tab in a line's indentation: at the tab (libyaml may mark the line's start)."""
    at, line = report.at, report.lines[report.at.line]
    if report.lines.char(at) != "\t" and "\t" in line[: _content(line) + 1]:
        return report.said(TABS, Place(at.line, line.index("\t")))
    return report.said(TABS)


def _cannot_start(report: _Report) -> Explained:
    """``found character that cannot start any token``: a tab, or a character YAML keeps for itself
    (``@``, a backquote, and ``%`` anywhere but at the start of a line, where it begins a directive)."""
    char = report.lines.char(report.at)
    if char == "\t":
        return _tab(report)
    if not char:
        return report.said("a value is expected here")
    return report.said(f"{quoted(char)} cannot start a value: put the value in quotes")


def _list_not_allowed(report: _Report) -> Explained:
    """``block sequence entries are not allowed in this context``: a ``- `` after a key on its line."""
    line = report.lines[report.at.line]
    if _indicator(line, _content(line), report.at.column) is not None:
        return report.said("a list cannot start on the line of its key: put its '- ' items on the lines below")
    return report.said("a list item ('- ') cannot start here: put it on a line of its own")


def _unclosed_quote(report: _Report) -> Explained:
    """A quoted value that runs to the end of the document (or to a ``---`` or ``...`` line): at its opening."""
    quote = report.lines.char(report.start) or '"'
    before = " before the '---' or '...' line" if "document indicator" in report.problem else ""
    return report.said(f"the quote {quoted(quote)} opened here is not closed{before}", report.start)


def _escape(report: _Report) -> Explained:
    """An escape in double quotes that YAML does not know, or that lacks its digits: at its backslash."""
    at, line = report.at, report.lines[report.at.line]
    backslash = line.rfind("\\", 0, at.column + 1)
    if backslash < 0:
        return report.said("this escape ('\\' and what follows it) is not one YAML knows")
    place = Place(at.line, backslash)
    letter = line[backslash + 1 : backslash + 2]
    if "unknown escape" in report.problem:
        return report.said(
            f"'\\{letter}' is not an escape: in double quotes write '\\\\' for a backslash, or use single quotes",
            place,
        )
    digits = {"x": 2, "u": 4, "U": 8}.get(letter, 2)
    if "hexdecimal" in report.problem:
        return report.said(f"'\\{letter}' must be followed by {digits} hexadecimal digits (0-9, a-f)", place)
    return report.said(f"'{line[backslash : backslash + 2 + digits]}' is not a Unicode character", place)


def _anchor_name(report: _Report) -> Explained:
    """A ``&`` (an anchor) or ``*`` (an alias) with no name after it: at the sign."""
    if "alias" in report.context:
        return report.said("'*' must be followed by the name of an anchor: put a value that starts with '*' in quotes",
                           report.start)
    return report.said("'&' must be followed by the anchor's name: put a value that starts with '&' in quotes",
                       report.start)


def _tag(report: _Report) -> Explained:
    """A tag (``!x``) or a ``%TAG`` directive not written as YAML writes one."""
    if "directive" in report.context:
        return report.said("the %TAG directive is written '%TAG !handle! prefix'")
    line = report.lines[report.start.line]
    found = _TAG.match(line, report.start.column)
    tag = found.group() if found else "!"
    return report.said(
        f"the tag {quoted(tag)} is not written right: a showdown holds no tags (put a value that starts with '!' "
        "in quotes)",
        report.start,
    )


def _directive(report: _Report) -> Explained:
    """A line that starts with ``%`` is a directive: only ``%YAML 1.x`` and ``%TAG`` are."""
    line = report.lines[report.start.line]
    if "unknown directive" in report.problem:
        name = line[report.start.column :].split()[0] if line[report.start.column :].split() else "%"
        return report.said(
            f"{quoted(name)} is not a YAML directive (%YAML or %TAG): put a line that starts with '%' in quotes",
            report.start,
        )
    if "comment or line break" in report.problem:
        return report.said("only a comment may follow a directive on its line")
    if "%YAML" in report.context:
        return report.said("the %YAML directive takes a version, as in '%YAML 1.1'")
    return report.said(
        "a line that starts with '%' is a directive, and its name (YAML or TAG) must follow the '%'", report.start
    )


def _block_text(report: _Report) -> Explained:
    """``|`` or ``>`` (a block of text) with what may not follow it on its line."""
    indicator = report.lines.char(report.start) or "|"
    if "equal to 0" in report.problem:
        return report.said(f"the indentation after {quoted(indicator)} is a digit from 1 to 9, not 0")
    return report.said(f"only a comment may follow {quoted(indicator)} on its line: the text goes on the lines below")


def _comment_expected(report: _Report) -> Explained:
    """``did not find expected comment or line break``: after a directive, or after ``|`` or ``>``."""
    return _block_text(report) if "block scalar" in report.context else _directive(report)


def _after_closed(report: _Report) -> Explained | None:
    """Text after a closing quote or bracket, on its line: the value ended before it."""
    line = report.lines[report.at.line]
    before = line[: report.at.column].rstrip(" \t")
    if before.endswith(("'", '"')):
        return report.said(f"there is text after the closing quote {quoted(before[-1])}: "
                           "put the whole value inside the quotes")
    if before.endswith(("]", "}")):
        return report.said(f"there is text after the closing {quoted(before[-1])}: only a comment may follow it")
    return None


_PAIRS = {"[": "]", "{": "}"}
_WHAT = {"[": "a list in brackets", "{": "a mapping in braces"}


def _stray(report: _Report) -> Explained:
    """A ``]`` or ``}`` that closes nothing, or closes the other kind of bracket."""
    char = report.lines.char(report.at)
    stack = _open_brackets(report.lines, report.at)
    if stack:
        opener = report.lines.char(stack[-1])
        if _PAIRS.get(opener) != char:
            return report.said(f"this {quoted(char)} cannot close the {quoted(opener)} before it: "
                               f"{_WHAT.get(opener, 'it')} ends with {quoted(_PAIRS.get(opener, ''))}")
    opener = "[" if char == "]" else "{"
    return report.said(f"this {quoted(char)} closes no {quoted(opener)}")


def _unclosed(report: _Report, opened: Place) -> Explained:
    """A ``[`` or ``{`` never closed: where it opened (libyaml stops lines later, or at the end)."""
    opener = report.lines.char(opened)
    return report.said(f"the {quoted(opener)} opened here is not closed: {_WHAT.get(opener, 'it')} ends with "
                       f"{quoted(_PAIRS.get(opener, ''))}", opened)


def _misindented(report: _Report) -> Explained | None:
    """A line whose indentation is the mistake: more than the line above, or in line with none of them."""
    at, lines = report.at, report.lines
    line = lines[at.line]
    above = lines.above(at.line)
    if above is None or at.column != _indent(line):
        return None
    if _indent(line) > _indent(lines[above]):
        return report.said(INDENTED_MORE)
    return report.said(NOT_LINED_UP)


def _stray_or_after_closed(report: _Report) -> Explained | None:
    """What most often breaks an indented list or mapping: a stray closing bracket, or text after a closed value."""
    if report.lines.char(report.at) in ("]", "}"):
        return _stray(report)
    return _after_closed(report)


def _key_expected(report: _Report) -> Explained:
    """``did not find expected key`` (in an indented mapping): text after a closed value, a stray bracket,
    a list item among keys, or a line indented to no key's column."""
    found = _stray_or_after_closed(report)
    if found is not None:
        return found
    if report.lines.char(report.at) == "-" and report.at.column == report.start.column:
        return report.said("a list item ('- ') where a key was expected: a list goes under its key (as players:), "
                           "indented more than the key")
    return _misindented(report) or report.said("a key (a name and ':') is expected here")


def _item_expected(report: _Report) -> Explained:
    """``did not find expected '-' indicator`` (in an indented list): a key in line with the ``- `` of the
    list, a stray bracket, text after a closed value, or a line indented to no item's column."""
    found = _stray_or_after_closed(report)
    if found is not None:
        return found
    if report.at.column == report.start.column:
        return report.said("a key where a list item ('- ') was expected: indent this line under the item above, "
                           "or start it with '- '")
    return _misindented(report) or report.said("a list item ('- ') is expected here")


def _flow(report: _Report) -> Explained:
    """``did not find expected ',' or ']'`` (or ``'}'``): a bracket never closed (at its opening), a closing
    bracket of the other kind, or two items with no ',' between them."""
    char = report.lines.char(report.at)
    if char in ("]", "}"):
        return _stray(report)
    if report.start in _open_brackets(report.lines):
        return _unclosed(report, report.start)
    opener = report.lines.char(report.start) or "["
    if char == ":":
        return report.said(f"this ':' cannot come here: separate the items of {_WHAT.get(opener, 'a list')} with ',' "
                           "and put a value that holds ': ' in quotes")
    return report.said(f"a ',' is missing before this: the items of {_WHAT.get(opener, 'a list')} are separated by ','")


def _value_expected(report: _Report) -> Explained:
    """``did not find expected node content``: a stray bracket, an empty item, a ``- `` inside brackets, or
    the end of the document inside brackets."""
    char = report.lines.char(report.at)
    stack = _open_brackets(report.lines)
    if stack and report.lines.blank_after(report.at):
        return _unclosed(report, stack[-1])
    if char in ("]", "}"):
        return _stray(report)
    if char == ",":
        return report.said("a value is missing before this ','")
    if char == "-" and "flow" in report.context:
        return report.said("a list item ('- ') cannot be inside [ ] or { }: separate the items with ','")
    return report.said("a value is expected here")


def _document_start(report: _Report) -> Explained:
    """``did not find expected <document start>``: the document's one value has ended and more follows
    (a stray bracket, text after a closed value, a first line indented more than the next ones), or directives
    (``%`` lines) are not followed by ``---``."""
    lines = report.lines
    if lines.char(report.at) in ("]", "}"):
        return _stray(report)
    found = _after_closed(report)
    if found is not None:
        return found
    before = lines.lines[: report.at.line]
    if any(line.startswith("%") for line in before) and not any(_MARKER.match(line) for line in before):
        return report.said("a '---' line must follow the directives (the lines that start with '%')")
    first = next((number for number, line in enumerate(before) if _holds_content(line)), None)
    line = lines[report.at.line]
    if first is not None and report.at.column == _indent(line) and _indent(before[first]) > _indent(line):
        return report.said("this line is indented more than the lines after it: the keys of a showdown line up",
                           Place(first, _indent(before[first])))
    return report.said("the document's value ended above this: a showdown is one mapping of keys, and the next "
                       "showdown starts after a '---' line")


def _tag_handle(report: _Report) -> Explained:
    """A tag whose handle (``!x!``) no ``%TAG`` directive declares: at the tag."""
    line = report.lines[report.at.line]
    found = _HANDLE.match(line, report.at.column)
    handle = found.group() if found else "!"
    return report.said(f"the tag handle {quoted(handle)} is not declared: a showdown holds no tags (put a value that "
                       "starts with '!' in quotes)")


def _alias(report: _Report) -> Explained:
    """An alias (``*x``) with no anchor (``&x``) before it in the document: at the alias."""
    line = report.lines[report.at.line]
    name = _word_at(line, report.at.column + 1) if report.lines.char(report.at) == "*" else ""
    return report.said(f"the alias {quoted('*' + name)} repeats no anchor {quoted('&' + name)} above it: "
                       "put a value that starts with '*' in quotes")


def _anchor_twice(report: _Report) -> Explained:
    """An anchor given twice: at the second, naming the stream line of the first."""
    line = report.lines[report.at.line]
    name = _word_at(line, report.at.column + 1) if report.lines.char(report.at) == "&" else ""
    first = report.first_line + report.start.line + 1
    return report.said(f"the anchor {quoted('&' + name)} is given twice (first on line {first}): name each anchor once")


def _incompatible(report: _Report) -> Explained:
    """A ``%YAML`` directive of another major version than 1: at the directive."""
    words = report.lines[report.at.line].split()
    version = f" this one says %YAML {words[1]}" if len(words) > 1 and words[0] == "%YAML" else ""
    return report.said(f"only YAML 1.x documents can be read:{version or ' this one is of another version'}")


def _nested(report: _Report) -> Explained:
    """libyaml's own depth limit (potsplit's, 64 levels, is checked on the nodes, after it)."""
    return report.said("lists and mappings are nested too deep to be read")


def _said(message: str) -> Callable[[_Report], Explained]:
    """A wording that needs nothing of the text: *message*, where libyaml stopped."""
    return lambda report: report.said(message)


WORDINGS: dict[str, Callable[[_Report], Explained]] = {
    # scanner.c
    "found character that cannot start any token": _cannot_start,
    "could not find expected ':'": _key_without_colon,
    "block sequence entries are not allowed in this context": _list_not_allowed,
    "mapping keys are not allowed in this context": _said("'?' cannot start a value here: put the value in quotes"),
    "mapping values are not allowed in this context": _colon_not_allowed,
    "found unknown directive name": _directive,
    "did not find expected comment or line break": _comment_expected,
    "could not find expected directive name": _directive,
    "found unexpected non-alphabetical character": _directive,
    "did not find expected digit or '.' character": _directive,
    "found extremely long version number": _directive,
    "did not find expected version number": _directive,
    "did not find expected whitespace": _tag,
    "did not find expected whitespace or line break": _tag,
    "did not find expected alphabetic or numeric character": _anchor_name,
    "did not find the expected '>'": _tag,
    "did not find expected '!'": _tag,
    "did not find expected tag URI": _tag,
    "did not find URI escaped octet": _tag,
    "found an incorrect leading UTF-8 octet": _tag,
    "found an incorrect trailing UTF-8 octet": _tag,
    "found an indentation indicator equal to 0": _block_text,
    "found a tab character where an indentation space is expected": _tab,
    "found unexpected document indicator": _unclosed_quote,
    "found unexpected end of stream": _unclosed_quote,
    "found unknown escape character": _escape,
    "did not find expected hexdecimal number": _escape,
    "found invalid Unicode character escape code": _escape,
    "found unexpected ':'": _said("a ':' inside [ ] or { } must be followed by a space: "
                                  "put a value that holds ':' in quotes"),
    "found a tab character that violates indentation": _tab,
    "exceeded maximum nesting depth": _nested,  # PyYAML's build of libyaml
    # parser.c
    "Maximum nesting level reached, set with yaml_set_max_nest_level())": _nested,
    "did not find expected <stream-start>": _said("this input is not a YAML stream"),
    "did not find expected <document start>": _document_start,
    "found undefined tag handle": _tag_handle,
    "did not find expected node content": _value_expected,
    "did not find expected '-' indicator": _item_expected,
    "did not find expected key": _key_expected,
    "did not find expected ',' or ']'": _flow,
    "did not find expected ',' or '}'": _flow,
    "found duplicate %YAML directive": _said("the %YAML directive is given twice"),
    "found incompatible YAML document": _incompatible,
    "found duplicate %TAG directive": _said("a %TAG directive is given twice for the same handle"),
    # the composer (PyYAML's, over libyaml's events)
    "found undefined alias": _alias,
    "second occurrence": _anchor_twice,
}
"""What to say for each message of libyaml's scanner and parser and of the composer, by its problem."""


def explained(
    problem: str | None,
    problem_place: Place | None,
    context: str | None,
    context_place: Place | None,
    text: str,
    first_line: int = 0,
) -> Explained:
    """A libyaml error (its problem and context, each with its place, either may be missing) in *text*, a
    document that starts at line *first_line* of its stream, in plain words at the place of the mistake.

    The place is always in the document: past its last line, it is the end of that line.

    >>> explained("found unexpected end of stream", Place(3, 0), "while scanning a quoted scalar", Place(1, 10),
    ...           "players:\\n  - name: 'Al\\n    cards: As\\n")
    Explained(message='the quote "\\'" opened here is not closed', line=1, column=10)
    >>> explained("found character that cannot start any token", Place(1, 0), "while scanning for the next token",
    ...           Place(1, 0), "players:\\n\\t- name: Al\\n").message
    'tabs cannot indent YAML: indent with spaces'
    """
    origin = Place(0, 0)
    report = _Report(
        problem or "",
        context or "",
        problem_place or context_place or origin,
        context_place or problem_place or origin,
        _Lines(text),
        first_line,
    )
    handler = WORDINGS.get(report.problem)
    found = handler(report) if handler else report.said(plainly(report.problem, report.context))
    return _within(found, report.lines)


def _within(found: Explained, lines: _Lines) -> Explained:
    """*found*, its place moved back into the document if it is past the end of a line or of the document."""
    line = max(0, min(found.line, lines.last()))
    if line < found.line:
        return Explained(found.message, line, len(lines[line]))
    return Explained(found.message, line, max(0, min(found.column, len(lines[line]))))


_JARGON = (
    (re.compile(r"\b(?:could|did) not find (?:the )?expected\b"), "expected"),
    (re.compile(r"\bmapping values are not allowed(?: here| in this context)?"), "a ':' cannot come here"),
    (re.compile(r"\bsimple key\b"), "key"),
    (re.compile(r"\bblock end\b"), "the end of an indented block"),
    (re.compile(r"'?<block mapping start>'?"), "a key"),
    (re.compile(r"'?<block sequence start>'?"), "a list item"),
    (re.compile(r"'?<document start>'?"), "'---'"),
    (re.compile(r"'?<document end>'?"), "'...'"),
    (re.compile(r"'?<stream[ -]start>'?"), "the start of the input"),
    (re.compile(r"'?<stream[ -]end>'?"), "the end of the input"),
    (re.compile(r"'?<(?:flow )?(?:sequence|list) (?:start|end)>'?"), "a bracket"),
    (re.compile(r"'?<(?:flow )?mapping (?:start|end)>'?"), "a brace"),
    (re.compile(r"'?<([^<>]*)>'?"), r"\1"),
    (re.compile(r"\b(?:plain |quoted |block )?scalars?\b"), "value"),
    (re.compile(r"\bnodes?\b|\btokens?\b"), "value"),
    (re.compile(r"\bblock (?:collection|mapping)\b"), "indented list or mapping"),
    (re.compile(r"\bflow (sequence|mapping)\b"), r"\1 in brackets"),
    (re.compile(r"\bsequence\b"), "list"),
    (re.compile(r"^found "), ""),
)
"""Parser words, and plainer ones: for a message this module does not know."""


def plainly(problem: str, context: str = "") -> str:
    """*problem* (and what was being read, *context*) in plainer words than the parser's.

    >>> plainly("could not find expected ':'", "while scanning a simple key")
    "expected ':' (in a key)"
    """
    words = problem or context or "this is not valid YAML"
    for jargon, plain in _JARGON:
        words = jargon.sub(plain, words)
    words = words.replace("<", "").replace(">", "")
    if problem and context:
        where = context.removeprefix("while ").removeprefix("scanning ").removeprefix("parsing ")
        for jargon, plain in _JARGON:
            where = jargon.sub(plain, where)
        words += f" (in {where.replace('<', '').replace('>', '')})"
    return words.strip() or "this is not valid YAML"


_READING = {
    "control characters are not allowed": "a control character{character} is not allowed in a showdown",
    "input is too long": "this document is too long to be read",
}


def explained_reading(reason: str, offset: int, character: int | str | None, text: str) -> Explained:
    """An error of libyaml's reader (*reason*, at byte *offset* of *text* as UTF-8) in plain words, at its place.

    The reader checks bytes and characters before the scanner; potsplit checks them first, so these are a
    safety net.

    >>> explained_reading("control characters are not allowed", 8, 7, "a: 1\\nb: \\x07")
    Explained(message='a control character (U+0007) is not allowed in a showdown', line=1, column=3)
    """
    before = text.encode("utf-8", "surrogatepass")[:offset].decode("utf-8", "ignore")
    line_start = max((found.end() for found in TEXT_LINE_END.finditer(before)), default=0)
    line = len(TEXT_LINE_END.findall(before))
    code = ord(character[:1] or "\0") if isinstance(character, str) else character
    shown = f" (U+{code:04X})" if code is not None and code >= 0 else ""
    if reason in _READING:
        message = _READING[reason].format(character=shown)
    elif "UTF-8" in reason or "Unicode" in reason:
        message = "not UTF-8 text"
    elif "UTF-16" in reason or "surrogate" in reason:
        message = "not UTF-16 text"
    else:
        message = "the input could not be read"
    return Explained(message, line, len(before) - line_start)
