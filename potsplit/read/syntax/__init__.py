"""YAML syntax errors worded for people, and placed where the mistake is (docs/rules.md: "Limits of input").

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

from potsplit.read.splitting import TEXT_LINE_END
from potsplit.read.syntax import brackets, mistakes
from potsplit.read.syntax.lines import Explained, Lines, Place, Report
from potsplit.said import Said

__all__ = ["WORDINGS", "Explained", "Place", "explained", "explained_reading", "plainly"]


def _said(message: str) -> Callable[[Report], Explained]:
    """A wording that needs nothing of the text: *message*, where libyaml stopped."""
    return lambda report: report.said(message)


WORDINGS: dict[str, Callable[[Report], Explained]] = {
    # scanner.c
    "found character that cannot start any token": mistakes.cannot_start,
    "could not find expected ':'": mistakes.key_without_colon,
    "block sequence entries are not allowed in this context": mistakes.list_not_allowed,
    "mapping keys are not allowed in this context": _said(
        Said("'?' cannot start a value here: put the value in quotes")
    ),
    "mapping values are not allowed in this context": mistakes.colon_not_allowed,
    "found unknown directive name": mistakes.directive,
    "did not find expected comment or line break": mistakes.comment_expected,
    "could not find expected directive name": mistakes.directive,
    "found unexpected non-alphabetical character": mistakes.directive,
    "did not find expected digit or '.' character": mistakes.directive,
    "found extremely long version number": mistakes.directive,
    "did not find expected version number": mistakes.directive,
    "did not find expected whitespace": mistakes.tag,
    "did not find expected whitespace or line break": mistakes.tag,
    "did not find expected alphabetic or numeric character": mistakes.anchor_name,
    "did not find the expected '>'": mistakes.tag,
    "did not find expected '!'": mistakes.tag,
    "did not find expected tag URI": mistakes.tag,
    "did not find URI escaped octet": mistakes.tag,
    "found an incorrect leading UTF-8 octet": mistakes.tag,
    "found an incorrect trailing UTF-8 octet": mistakes.tag,
    "found an indentation indicator equal to 0": mistakes.block_text,
    "found a tab character where an indentation space is expected": mistakes.tab,
    "found unexpected document indicator": mistakes.unclosed_quote,
    "found unexpected end of stream": mistakes.unclosed_quote,
    "found unknown escape character": mistakes.escape,
    "did not find expected hexdecimal number": mistakes.escape,
    "found invalid Unicode character escape code": mistakes.escape,
    "found unexpected ':'": _said(Said(
        "a ':' inside [ ] or { } must be followed by a space: put a value that holds ':' in quotes"
    )),
    "found a tab character that violates indentation": mistakes.tab,
    "exceeded maximum nesting depth": mistakes.nested,  # PyYAML's build of libyaml
    # parser.c
    "Maximum nesting level reached, set with yaml_set_max_nest_level())": mistakes.nested,
    "did not find expected <stream-start>": _said(Said("this input is not a YAML stream")),
    "did not find expected <document start>": mistakes.document_start,
    "found undefined tag handle": mistakes.tag_handle,
    "did not find expected node content": brackets.value_expected,
    "did not find expected '-' indicator": mistakes.item_expected,
    "did not find expected key": mistakes.key_expected,
    "did not find expected ',' or ']'": brackets.flow,
    "did not find expected ',' or '}'": brackets.flow,
    "found duplicate %YAML directive": _said(Said("the %YAML directive is given twice")),
    "found incompatible YAML document": mistakes.incompatible,
    "found duplicate %TAG directive": _said(Said("a %TAG directive is given twice for the same handle")),
    # the composer (PyYAML's, over libyaml's events)
    "found undefined alias": mistakes.alias,
    "second occurrence": mistakes.anchor_twice,
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
    report = Report(
        problem or "",
        context or "",
        problem_place or context_place or origin,
        context_place or problem_place or origin,
        Lines(text),
        first_line,
    )
    handler = WORDINGS.get(report.problem)
    found = handler(report) if handler else report.said(plainly(report.problem, report.context))
    return _within(found, report.lines)


def _within(found: Explained, lines: Lines) -> Explained:
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


_READING = {"input is too long": Said("this document is too long to be read")}


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
    shown = f"(U+{code:04X})" if code is not None and code >= 0 else ""
    message: str
    if reason == "control characters are not allowed" and not shown:
        message = Said("a control character is not allowed in a showdown")
    elif reason == "control characters are not allowed":
        message = Said("a control character {character} is not allowed in a showdown", character=shown)
    elif reason in _READING:
        message = _READING[reason]
    elif "UTF-8" in reason or "Unicode" in reason:
        message = Said("not UTF-8 text")
    elif "UTF-16" in reason or "surrogate" in reason:
        message = Said("not UTF-16 text")
    else:
        message = Said("the input could not be read")
    return Explained(message, line, len(before) - line_start)
