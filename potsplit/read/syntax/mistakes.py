"""What each message of libyaml means, told apart by the text around it: one function for each kind of
mistake, each saying in plain words what is wrong and where to fix it (the table of messages is in
:mod:`potsplit.read.syntax`)."""

from __future__ import annotations

import re

from potsplit.errors import quoted
from potsplit.read.syntax.brackets import stray, stray_or_after_closed, unclosed
from potsplit.read.syntax.lines import (
    GLUED,
    HANDLE,
    MARKER,
    TAG,
    Explained,
    Place,
    Report,
    content,
    holds_content,
    indent,
    indicator,
    open_brackets,
    word_at,
)
from potsplit.said import Said

TABS = Said("tabs cannot indent YAML: indent with spaces")
INDENTED_MORE = Said(
    "this line is indented more than the one above (indent a line only under a key that ends with ':')"
)
NOT_LINED_UP = Said(
    "this line lines up with no line above: indent it as much as the keys or list items it goes with"
)
COLON_IN_VALUE = Said("this ':' cannot come here: put a value that holds ': ' in quotes")


def _missing_space(line: str, number: int) -> Explained | None:
    """A ``key:value`` at the start of *line*'s content (line *number*): at its colon, a space missing after it."""
    found = GLUED.match(line)
    if found is None:
        return None
    glued = f"{found.group(1)}:{found.group(2)}"
    return Explained(Said("a space is missing after ':' in {text}", text=quoted(glued)), number, found.end(1))


def _missing_colon(line: str, number: int, column: int) -> Explained | None:
    """A key without its colon at *column* of *line*: the colon goes after its first word (None: no word there)."""
    word = word_at(line, column)
    if not word:
        return None
    return Explained(Said("a ':' is missing after the key {key}", key=quoted(word)), number, column + len(word))


def colon_not_allowed(report: Report) -> Explained:
    """``mapping values are not allowed``: a ':' met where no key can end. The ':' is the second on its line,
    or the key of the line above is glued to its value (``name:Al``), or this line is indented more than the one
    above (so it continues that line's value; a ``-name`` above is a list item without its space), or the line
    above is a key without its ':'."""
    at, lines = report.at, report.lines
    line = lines[at.line]
    if indicator(line, content(line), at.column) is not None:
        return report.said(Said("a value cannot hold ': ' (a colon and a space) unless it is in quotes"))
    above = lines.above(at.line)
    if above is not None:
        glued = _missing_space(lines[above], above)
        if glued is not None:
            return glued
        if content(line) > content(lines[above]):
            dash = indent(lines[above])
            if re.match(r"-[^\s-]", lines[above][dash:]):
                return Explained(Said("a space is missing after '-': a list item starts with '- '"), above, dash + 1)
            return Explained(INDENTED_MORE, at.line, indent(line))
        missing = _missing_colon(lines[above], above, content(lines[above]))
        if missing is not None and indicator(lines[above], 0, len(lines[above])) is None:
            return missing
    return report.said(COLON_IN_VALUE)


def key_without_colon(report: Report) -> Explained:
    """``could not find expected ':'``: a line that starts a key (it is in line with the keys) holds no ':'
    followed by a space; a colon without a space after it is the likelier slip. A key that starts with a
    bracket is a list or mapping in brackets not closed on its line."""
    start, lines = report.start, report.lines
    glued = _missing_space(lines[start.line], start.line)
    if glued is not None:
        return glued
    if lines.char(start) in ("[", "{") and start in open_brackets(lines):
        return unclosed(report, start)
    missing = _missing_colon(lines[start.line], start.line, start.column)
    return missing or report.said(Said("a ':' is missing after the key on this line"), start)


def tab(report: Report) -> Explained:
    """A tab in a line's indentation: where libyaml marks it."""
    return report.said(TABS)


def cannot_start(report: Report) -> Explained:
    """``found character that cannot start any token``: a tab, or a character YAML keeps for itself
    (``@``, a backquote, and ``%`` anywhere but at the start of a line, where it begins a directive)."""
    char = report.lines.char(report.at)
    if char == "\t":
        return tab(report)
    if not char:
        return report.said(Said("a value is expected here"))
    return report.said(Said("{char} cannot start a value: put the value in quotes", char=quoted(char)))


def list_not_allowed(report: Report) -> Explained:
    """``block sequence entries are not allowed in this context``: a ``- `` after a key on its line."""
    line = report.lines[report.at.line]
    if indicator(line, content(line), report.at.column) is not None:
        return report.said(Said("a list cannot start on the line of its key: put its '- ' items on the lines below"))
    return report.said(Said("a list item ('- ') cannot start here: put it on a line of its own"))


def unclosed_quote(report: Report) -> Explained:
    """A quoted value that runs to the end of the document (or to a ``---`` or ``...`` line): at its opening."""
    quote = report.lines.char(report.start) or '"'
    if "document indicator" in report.problem:
        return report.said(Said(
            "the quote {quote} opened here is not closed before the '---' or '...' line", quote=quoted(quote)
        ), report.start)
    return report.said(Said("the quote {quote} opened here is not closed", quote=quoted(quote)), report.start)


def escape(report: Report) -> Explained:
    """An escape in double quotes that YAML does not know, or that lacks its digits: at its backslash."""
    at, line = report.at, report.lines[report.at.line]
    backslash = line.rfind("\\", 0, at.column + 1)
    if backslash < 0:
        return report.said(Said("this escape ('\\' and what follows it) is not one YAML knows"))
    place = Place(at.line, backslash)
    letter = line[backslash + 1 : backslash + 2]
    if "unknown escape" in report.problem:
        return report.said(Said(
            "{escape} is not an escape: in double quotes write '\\\\' for a backslash, or use single quotes",
            escape=f"'\\{letter}'",
        ), place)
    digits = {"x": 2, "u": 4, "U": 8}.get(letter, 2)
    if "hexdecimal" in report.problem:
        return report.said(Said(
            "{escape} must be followed by {digits} hexadecimal digits (0-9, a-f)", escape=f"'\\{letter}'",
            digits=digits,
        ), place)
    return report.said(Said(
        "{escape} is not a Unicode character", escape=f"'{line[backslash : backslash + 2 + digits]}'"
    ), place)


def anchor_name(report: Report) -> Explained:
    """A ``&`` (an anchor) or ``*`` (an alias) with no name after it: at the sign."""
    if "alias" in report.context:
        return report.said(Said(
            "'*' must be followed by the name of an anchor: put a value that starts with '*' in quotes"
        ), report.start)
    return report.said(Said(
        "'&' must be followed by the anchor's name: put a value that starts with '&' in quotes"
    ), report.start)


def tag(report: Report) -> Explained:
    """A tag (``!x``) or a ``%TAG`` directive not written as YAML writes one."""
    if "directive" in report.context:
        return report.said(Said("the %TAG directive is written '%TAG !handle! prefix'"))
    line = report.lines[report.start.line]
    found = TAG.match(line, report.start.column)
    tag = found.group() if found else "!"
    return report.said(Said(
        "the tag {tag} is not written right: a showdown holds no tags (put a value that starts with '!' in quotes)",
        tag=quoted(tag),
    ), report.start)


def directive(report: Report) -> Explained:
    """A line that starts with ``%`` is a directive: only ``%YAML 1.x`` and ``%TAG`` are."""
    line = report.lines[report.start.line]
    if "unknown directive" in report.problem:
        name = line[report.start.column :].split()[0] if line[report.start.column :].split() else "%"
        return report.said(Said(
            "{name} is not a YAML directive (%YAML or %TAG): put a line that starts with '%' in quotes",
            name=quoted(name),
        ), report.start)
    if "comment or line break" in report.problem:
        return report.said(Said("only a comment may follow a directive on its line"))
    if "%YAML" in report.context:
        return report.said(Said("the %YAML directive takes a version, as in '%YAML 1.1'"))
    return report.said(Said(
        "a line that starts with '%' is a directive, and its name (YAML or TAG) must follow the '%'"
    ), report.start)


def block_text(report: Report) -> Explained:
    """``|`` or ``>`` (a block of text) with what may not follow it on its line."""
    indicator = report.lines.char(report.start) or "|"
    if "equal to 0" in report.problem:
        return report.said(Said(
            "the indentation after {indicator} is a digit from 1 to 9, not 0", indicator=quoted(indicator)
        ))
    return report.said(Said(
        "only a comment may follow {indicator} on its line: the text goes on the lines below",
        indicator=quoted(indicator),
    ))


def comment_expected(report: Report) -> Explained:
    """``did not find expected comment or line break``: after a directive, or after ``|`` or ``>``."""
    return block_text(report) if "block scalar" in report.context else directive(report)


def misindented(report: Report) -> Explained | None:
    """A line whose indentation is the mistake: more than the line above, or in line with none of them."""
    at, lines = report.at, report.lines
    line = lines[at.line]
    above = lines.above(at.line)
    if above is None or at.column != indent(line):
        return None
    if indent(line) > indent(lines[above]):
        return report.said(INDENTED_MORE)
    return report.said(NOT_LINED_UP)


def key_expected(report: Report) -> Explained:
    """``did not find expected key`` (in an indented mapping): text after a closed value, a stray bracket,
    a list item among keys, or a line indented to no key's column."""
    found = stray_or_after_closed(report)
    if found is not None:
        return found
    if report.lines.char(report.at) == "-" and report.at.column == report.start.column:
        return report.said(Said(
            "a list item ('- ') where a key was expected: a list goes under its key (as players:), indented more "
            "than the key"
        ))
    return misindented(report) or report.said(Said("a key (a name and ':') is expected here"))


def item_expected(report: Report) -> Explained:
    """``did not find expected '-' indicator`` (in an indented list): a key in line with the ``- `` of the
    list, a stray bracket, text after a closed value, or a line indented to no item's column."""
    found = stray_or_after_closed(report)
    if found is not None:
        return found
    if report.at.column == report.start.column:
        return report.said(Said(
            "a key where a list item ('- ') was expected: indent this line under the item above, or start it with "
            "'- '"
        ))
    return misindented(report) or report.said(Said("a list item ('- ') is expected here"))


def document_start(report: Report) -> Explained:
    """``did not find expected <document start>``: the document's one value has ended and more follows
    (a stray bracket, a first line indented more than the next ones), or directives
    (``%`` lines) are not followed by ``---``."""
    lines = report.lines
    if lines.char(report.at) in ("]", "}"):
        return stray(report)
    before = lines.lines[: report.at.line]
    if any(line.startswith("%") for line in before) and not any(MARKER.match(line) for line in before):
        return report.said(Said("a '---' line must follow the directives (the lines that start with '%')"))
    first = next((number for number, line in enumerate(before) if holds_content(line)), None)
    line = lines[report.at.line]
    if first is not None and report.at.column == indent(line) and indent(before[first]) > indent(line):
        return report.said(Said("this line is indented more than the lines after it: the keys of a showdown line up"),
                           Place(first, indent(before[first])))
    return report.said(Said(
        "the document's value ended above this: a showdown is one mapping of keys, and the next showdown starts "
        "after a '---' line"
    ))


def tag_handle(report: Report) -> Explained:
    """A tag whose handle (``!x!``) no ``%TAG`` directive declares: at the tag."""
    line = report.lines[report.at.line]
    found = HANDLE.match(line, report.at.column)
    handle = found.group() if found else "!"
    return report.said(Said(
        "the tag handle {handle} is not declared: a showdown holds no tags (put a value that starts with '!' in "
        "quotes)", handle=quoted(handle),
    ))


def alias(report: Report) -> Explained:
    """An alias (``*x``) with no anchor (``&x``) before it in the document: at the alias."""
    line = report.lines[report.at.line]
    name = word_at(line, report.at.column + 1) if report.lines.char(report.at) == "*" else ""
    return report.said(Said(
        "the alias {alias} repeats no anchor {anchor} above it: put a value that starts with '*' in quotes",
        alias=quoted("*" + name), anchor=quoted("&" + name),
    ))


def anchor_twice(report: Report) -> Explained:
    """An anchor given twice: at the second, naming the stream line of the first."""
    line = report.lines[report.at.line]
    name = word_at(line, report.at.column + 1) if report.lines.char(report.at) == "&" else ""
    first = report.first_line + report.start.line + 1
    return report.said(Said(
        "the anchor {anchor} is given twice (first on line {first}): name each anchor once",
        anchor=quoted("&" + name), first=first,
    ))


def incompatible(report: Report) -> Explained:
    """A ``%YAML`` directive of another major version than 1: at the directive."""
    words = report.lines[report.at.line].split()
    if len(words) > 1 and words[0] == "%YAML":
        return report.said(Said(
            "only YAML 1.x documents can be read: this one says %YAML {version}", version=words[1]
        ))
    return report.said(Said("only YAML 1.x documents can be read: this one is of another version"))


def nested(report: Report) -> Explained:
    """libyaml's own depth limit (potsplit's, 64 levels, is checked on the nodes, after it)."""
    return report.said(Said("lists and mappings are nested too deep to be read"))
