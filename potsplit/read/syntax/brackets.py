"""The mistakes of brackets and quotes in YAML: a bracket never closed, or closing nothing, text after a closed
value, two items without a ',' between them, an item missing (the rest of the mistakes are in
:mod:`potsplit.read.syntax.mistakes`)."""

from __future__ import annotations

from potsplit.errors import quoted
from potsplit.read.syntax.lines import Explained, Place, Report, open_brackets
from potsplit.said import Said


def after_closed(report: Report) -> Explained | None:
    """Text after a closing quote or bracket, on its line: the value ended before it."""
    line = report.lines[report.at.line]
    before = line[: report.at.column].rstrip(" \t")
    if before.endswith(("'", '"')):
        return report.said(Said(
            "there is text after the closing quote {quote}: put the whole value inside the quotes",
            quote=quoted(before[-1]),
        ))
    if before.endswith(("]", "}")):
        return report.said(Said(
            "there is text after the closing {bracket}: only a comment may follow it", bracket=quoted(before[-1])
        ))
    return None


_PAIRS = {"[": "]", "{": "}"}
_WHAT = {"[": Said("a list in brackets"), "{": Said("a mapping in braces")}


def stray(report: Report) -> Explained:
    """A ``]`` or ``}`` that closes nothing, or closes the other kind of bracket."""
    char = report.lines.char(report.at)
    stack = open_brackets(report.lines, report.at)
    if stack:
        opener = report.lines.char(stack[-1])
        if _PAIRS.get(opener) != char:
            return report.said(Said(
                "this {char} cannot close the {opener} before it: {what} ends with {closer}",
                char=quoted(char), opener=quoted(opener), what=_WHAT.get(opener, Said("it")),
                closer=quoted(_PAIRS.get(opener, "")),
            ))
    opener = "[" if char == "]" else "{"
    return report.said(Said("this {char} closes no {opener}", char=quoted(char), opener=quoted(opener)))


def unclosed(report: Report, opened: Place) -> Explained:
    """A ``[`` or ``{`` never closed: where it opened (libyaml stops lines later, or at the end)."""
    opener = report.lines.char(opened)
    return report.said(Said(
        "the {opener} opened here is not closed: {what} ends with {closer}",
        opener=quoted(opener), what=_WHAT.get(opener, Said("it")), closer=quoted(_PAIRS.get(opener, "")),
    ), opened)


def stray_or_after_closed(report: Report) -> Explained | None:
    """What most often breaks an indented list or mapping: a stray closing bracket, or text after a closed value."""
    if report.lines.char(report.at) in ("]", "}"):
        return stray(report)
    return after_closed(report)


def flow(report: Report) -> Explained:
    """``did not find expected ',' or ']'`` (or ``'}'``): a bracket never closed (at its opening), a closing
    bracket of the other kind, or two items with no ',' between them."""
    char = report.lines.char(report.at)
    if char in ("]", "}"):
        return stray(report)
    if report.start in open_brackets(report.lines):
        return unclosed(report, report.start)
    opener = report.lines.char(report.start) or "["
    if char == ":":
        return report.said(Said(
            "this ':' cannot come here: separate the items of {what} with ',' and put a value that holds ': ' in "
            "quotes", what=_WHAT.get(opener, Said("a list")),
        ))
    return report.said(Said(
        "a ',' is missing before this: the items of {what} are separated by ','", what=_WHAT.get(opener, Said("a list"))
    ))


def value_expected(report: Report) -> Explained:
    """``did not find expected node content``: a stray bracket, an empty item, a ``- `` inside brackets, or
    the end of the document inside brackets."""
    char = report.lines.char(report.at)
    stack = open_brackets(report.lines)
    if stack and report.lines.blank_after(report.at):
        return unclosed(report, stack[-1])
    if char in ("]", "}"):
        return stray(report)
    if char == ",":
        return report.said(Said("a value is missing before this ','"))
    if char == "-" and "flow" in report.context:
        return report.said(Said("a list item ('- ') cannot be inside [ ] or { }: separate the items with ','"))
    return report.said(Said("a value is expected here"))
