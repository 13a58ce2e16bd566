"""YAML syntax errors worded for people, at the line of the mistake (spec section 7).

Each row of ``ROWS`` is a broken showdown, the second document of a stream (after a valid one, so that
lines are counted in the stream, not in the document), with the words its error must hold and the
``FILE:LINE:COLUMN`` it must name. A property mutates valid showdowns (a character deleted or inserted,
a line's indentation changed) and holds every error libyaml finds to plain words at a line of the stream.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import NamedTuple

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potsplit.cli import main
from potsplit.errors import InvalidShowdown
from potsplit.io import syntax
from potsplit.io.documents import Document, read_documents
from potsplit.io.splitting import split_documents
from potsplit.io.syntax import Place, explained, explained_reading, plainly

FILE = "showdowns.yaml"
FIRST = """\
game: draw
pot: 20
players:
  - name: Alice
    cards: As Ks Qs Js 9s
  - name: Bob
    cards: 2c 3d 4h 5s 7c
---
"""
"""A valid showdown and the ``---`` after it: the broken document's first line is line 9 of the stream."""
LAST = """\
---
game: draw
pot: 10
players:
  - name: Erin
    cards: Ah Kh Qh Jh 9h
  - name: Finn
    cards: 2d 3c 4s 5h 7d
"""
"""A valid showdown after the broken one: it is still read."""
JARGON = (
    "could not find expected", "did not find expected", "did not find the expected", "block end", "simple key",
    "mapping values are not allowed", "<block mapping start>", "while scanning", "while parsing", "scalar", "token",
    "node content", "indicator",
)
"""Parser words that no message may hold."""
TOKEN = re.compile(r"<[a-z][a-z -]*>")
"""Nor a parser's token name, like ``<document start>``."""


def plain(message: str) -> bool:
    """Whether *message* holds none of the parser's words."""
    return not any(jargon in message for jargon in JARGON) and not TOKEN.search(message)


class Row(NamedTuple):
    document: str
    message: str
    where: str
    """``LINE:COLUMN`` in the stream (the document starts at line 9)."""


ROWS: dict[str, Row] = {
    # a colon without its space: libyaml stops on a later line
    "name-glued": Row(
        "game: stud\npot: 30\nplayers:\n  - name:Al\n    cards: As Ks Qs Js 9s 8s 7s\n"
        "  - name: Bo\n    cards: 2c 3d 4h 5s 7c 8c 9c\n",
        "a space is missing after ':' in 'name:Al'", "12:9"),
    "cards-glued": Row(
        "pot: 30\nplayers:\n  - name: Al\n    cards:As Ks Qs Js 9s\n    declare: high\n",
        "a space is missing after ':' in 'cards:As'", "12:10"),
    "top-key-glued": Row(
        "game: draw\npot:20\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n",
        "a space is missing after ':' in 'pot:20'", "10:4"),
    "dash-glued": Row(
        "pot: 20\nplayers:\n  -name: Al\n    cards: As Ks Qs Js 9s\n",
        "a space is missing after '-': a list item starts with '- '", "11:4"),
    # indentation
    "indented-more": Row(
        "pot: 10\n  game: stud\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s 8s 7s\n",
        "this line is indented more than the one above", "10:3"),
    "indented-more-in-a-player": Row(
        "pot: 10\nplayers:\n  - name: Al\n      cards: As Ks Qs Js 9s\n",
        "this line is indented more than the one above", "12:7"),
    "item-indented-more": Row(
        "pot: 10\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n   - name: Bo\n    cards: 2c 3d 4h 5s 7c\n",
        "this line lines up with no line above", "13:4"),
    "rules-indented-more": Row(
        "pot: 10\nrules:\n  method: high\n    qualifier: 8\n",
        "this line is indented more than the one above", "12:5"),
    "first-line-indented": Row(
        "  game: draw\npot: 10\nplayers: []\n",
        "this line is indented more than the lines after it", "9:3"),
    "key-lines-up-with-nothing": Row(
        "players:\n  - name: Al\n    cards: As Ks Qs Js 9s\n pot: 10\n",
        "this line lines up with no line above", "12:2"),
    # tabs
    "tab-before-key": Row(
        "players:\n  - name: Al\n\tcards: As Ks Qs Js 9s\n", "tabs cannot indent YAML", "11:1"),
    "tab-after-spaces": Row(
        "players:\n  - name: Al\n  \tcards: As Ks Qs Js 9s\n", "tabs cannot indent YAML", "11:3"),
    "tab-before-item": Row(
        "pot: 10\nplayers:\n\t- name: Al\n", "tabs cannot indent YAML", "11:1"),
    "tab-after-dash": Row(
        "pot: 10\nplayers:\n  -\tname: Al\n", "tabs cannot indent YAML", "11:4"),
    "tab-in-block-text": Row(
        "pot: 10\nplayers:\n  - name: |\n      Al\n\t  Bo\n", "tabs cannot indent YAML", "13:1"),
    # a key without its colon
    "cards-without-colon": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards As Ks Qs Js 9s\n    declare: high\n",
        "a ':' is missing after the key 'cards'", "12:10"),
    "top-key-without-colon": Row(
        "pot: 20\ngame draw\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n",
        "a ':' is missing after the key 'game'", "10:5"),
    "first-key-of-a-player-without-colon": Row(
        "pot: 20\nplayers:\n  - cards As Ks Qs Js 9s\n    declare: high\n",
        "a ':' is missing after the key 'cards'", "11:10"),
    "last-key-without-colon": Row(
        "pot: 20\nplayers:\n  - name: Al\n    declare high\n",
        "a ':' is missing after the key 'declare'", "12:12"),
    # brackets and quotes never closed: where they open
    "list-not-closed": Row(
        "players:\n  - name: Al\n    cards: [As, Ks, Qs, Js, 9s\n  - name: Bo\n    cards: [2c, 3d, 4h, 5s, 7c]\n",
        "the '[' opened here is not closed: a list in brackets ends with ']'", "11:12"),
    "list-not-closed-at-the-end": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: [As, Ks, Qs, Js, 9s\n",
        "the '[' opened here is not closed", "12:12"),
    "mapping-not-closed": Row(
        "rules: {method: high, qualifier: 8\npot: 20\n",
        "the '{' opened here is not closed: a mapping in braces ends with '}'", "9:8"),
    "player-mapping-not-closed": Row(
        "pot: 20\nplayers:\n  - {name: Al, cards: As Ks Qs Js 9s\n  - {name: Bo, cards: 2c 3d 4h 5s 7c}\n",
        "the '{' opened here is not closed", "11:5"),
    "double-quote-not-closed": Row(
        'pot: 20\nplayers:\n  - name: "Al\n    cards: As Ks Qs Js 9s\n',
        "the quote '\"' opened here is not closed", "11:11"),
    "single-quote-not-closed": Row(
        "pot: 20\nplayers:\n  - name: 'Al\n    cards: As Ks Qs Js 9s\n",
        "the quote \"'\" opened here is not closed", "11:11"),
    # list items and keys in each other's place
    "item-among-keys": Row(
        "game: draw\npot: 20\n- name: Al\n  cards: As Ks Qs Js 9s\n",
        "a list item ('- ') where a key was expected", "11:1"),
    "item-among-a-players-keys": Row(
        "pot: 20\nplayers:\n  - name: Al\n    - cards: As Ks Qs Js 9s\n",
        "a list item ('- ') where a key was expected", "12:5"),
    "key-among-items": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: As Ks Qs Js 9s\n  declare: high\n",
        "a key where a list item ('- ') was expected", "13:3"),
    "list-on-the-line-of-its-key": Row(
        "pot: 20\nplayers: - name: Al\n", "a list cannot start on the line of its key", "10:10"),
    # characters that cannot start a value
    "at-sign": Row("pot: @20\n", "'@' cannot start a value: put the value in quotes", "9:6"),
    "backquote": Row("pot: 20\nplayers:\n  - name: `Al`\n", "'`' cannot start a value: put the value in quotes",
                     "11:11"),
    "percent": Row("pot: 20\nrules:\n  method: %high\n", "'%' cannot start a value: put the value in quotes", "11:11"),
    "question-mark": Row("pot: 20\nplayers: ? x\n", "'?' cannot start a value here: put the value in quotes", "10:10"),
    # aliases, anchors, escapes, stray brackets, text after a closed value
    "alias-without-anchor": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: *hand\n",
        "the alias '*hand' repeats no anchor '&hand' above it", "12:12"),
    "alias-without-name": Row("pot: 20\nplayers:\n  - name: *\n", "'*' must be followed by the name of an anchor",
                              "11:11"),
    "anchor-without-name": Row("pot: 20\nplayers:\n  - name: & Al\n", "'&' must be followed by the anchor's name",
                               "11:11"),
    "anchor-twice": Row(
        "pot: 20\nplayers:\n  - name: &a Al\n  - name: &a Bo\n",
        "the anchor '&a' is given twice (first on line 11)", "12:11"),
    "unknown-escape": Row(
        'pot: 20\nplayers:\n  - name: "Al\\qx"\n',
        "'\\q' is not an escape: in double quotes write '\\\\' for a backslash, or use single quotes", "11:14"),
    "short-hex-escape": Row('pot: 20\nplayers:\n  - name: "A\\x4"\n', "'\\x' must be followed by 2 hexadecimal digits",
                            "11:13"),
    "surrogate-escape": Row('pot: 20\nplayers:\n  - name: "A\\ud800"\n', "'\\ud800' is not a Unicode character",
                            "11:13"),
    "stray-bracket": Row("pot: 20\nboard: ]\n", "this ']' closes no '['", "10:8"),
    "stray-bracket-after-a-list": Row("players:\n  - name: Al\n    cards: [As, Ks]]\n", "this ']' closes no '['",
                                      "11:20"),
    "stray-brace": Row("pot: 20\n}\n", "this '}' closes no '{'", "10:1"),
    "other-bracket": Row("pot: 20\nplayers:\n  - name: Al\n    cards: [As, Ks}\n",
                         "this '}' cannot close the '[' before it: a list in brackets ends with ']'", "12:19"),
    "text-after-a-quote": Row(
        'pot: 20\nplayers:\n  - name: "Al" Smith\n',
        "there is text after the closing quote '\"': put the whole value inside the quotes", "11:16"),
    "text-after-a-list": Row(
        "pot: 20\nplayers:\n  - name: Al\n    cards: [As, Ks] Qs\n",
        "there is text after the closing ']': only a comment may follow it", "12:21"),
    # more of libyaml's messages
    "colon-in-a-value": Row("pot: 20\nplayers:\n  - name: Al: Bo\n",
                            "a value cannot hold ': ' (a colon and a space) unless it is in quotes", "11:13"),
    "comma-missing": Row("pot: 20\nrules: {method: high qualifier: 8}\n", "this ':' cannot come here", "10:31"),
    "empty-item": Row("pot: 20\nboard: [Ah, , Kd]\n", "a value is missing before this ','", "10:13"),
    "item-in-brackets": Row("pot: 20\nboard: [- Ah]\n", "a list item ('- ') cannot be inside [ ] or { }", "10:9"),
    "colon-in-brackets": Row("pot: 20\nboard: [Ah:, Kd]\n", "a ':' inside [ ] or { } must be followed by a space",
                             "10:11"),
    "block-text-indicator": Row("pot: 20\nplayers:\n  - name: |0\n      Al\n", "not 0", "11:12"),
    "block-text-followed": Row("pot: 20\nplayers:\n  - name: | Al\n", "only a comment may follow '|' on its line",
                               "11:13"),
    "bad-tag": Row("pot: 20\nplayers:\n  - name: !<x Al\n", "the tag '!<x' is not written right", "11:11"),
    "undeclared-tag-handle": Row("pot: 20\nplayers:\n  - name: !x!y Al\n", "the tag handle '!x!' is not declared",
                                 "11:11"),
    "two-values": Row("{pot: 20}\nplayers: []\n", "the document's value ended above this", "10:1"),
    "unknown-directive": Row("%POT 20\n---\npot: 20\n", "'%POT' is not a YAML directive", "9:1"),
    "yaml-2": Row("%YAML 2.0\n---\npot: 20\n", "only YAML 1.x documents can be read: this one says %YAML 2.0", "9:1"),
    "yaml-twice": Row("%YAML 1.1\n%YAML 1.1\n---\npot: 20\n", "the %YAML directive is given twice", "10:1"),
    "yaml-without-version": Row("%YAML\n---\npot: 20\n", "the %YAML directive takes a version", "9:6"),
    "directive-then-more": Row("%YAML 1.1 x\n---\npot: 20\n", "only a comment may follow a directive", "9:11"),
    "directive-without-start": Row("%YAML 1.1\npot: 20\n", "a '---' line must follow the directives", "10:1"),
    "tag-directive": Row("%TAG !a!\n---\npot: 20\n", "the %TAG directive is written '%TAG !handle! prefix'", "9:9"),
    "tag-directive-twice": Row("%TAG !a! x\n%TAG !a! y\n---\npot: 20\n", "a %TAG directive is given twice", "10:1"),
}
CRLF = ("name-glued", "cards-without-colon", "list-not-closed", "indented-more", "double-quote-not-closed")
"""Rows also read with CRLF line ends: located on the same lines and columns."""


def errors_of(stream: str) -> list[InvalidShowdown]:
    results = list(read_documents(stream, FILE))
    assert all(isinstance(result, Document | InvalidShowdown) for result in results)
    return [result for result in results if isinstance(result, InvalidShowdown)]


@pytest.mark.parametrize("name", sorted(ROWS))
def test_a_syntax_error_is_worded_for_people_at_the_line_of_the_mistake(name: str) -> None:
    row = ROWS[name]
    with pytest.raises(yaml.YAMLError):  # libyaml does refuse it
        list(yaml.compose_all(row.document, Loader=yaml.CSafeLoader))
    results = list(read_documents(FIRST + row.document + LAST, FILE))
    assert [type(result) for result in results] == [Document, InvalidShowdown, Document], results
    error = str(results[1])
    assert error.startswith(f"{FILE}:{row.where}: not valid YAML: "), error
    assert row.message in error, error
    assert plain(error.removeprefix(f"{FILE}:")), error


@pytest.mark.parametrize("name", CRLF)
def test_with_crlf_line_ends_the_place_is_the_same(name: str) -> None:
    row = ROWS[name]
    [error] = errors_of((FIRST + row.document + LAST).replace("\n", "\r\n"))
    assert str(error).startswith(f"{FILE}:{row.where}: not valid YAML: {row.message}"), str(error)


def test_every_case_the_spec_names_is_in_the_table() -> None:
    messages = " | ".join(row.message for row in ROWS.values())
    for words in ("a space is missing after ':'", "this line is indented more than the one above",
                  "tabs cannot indent YAML", "a ':' is missing after the key", "the '[' opened here is not closed",
                  "the '{' opened here is not closed", "the quote '\"' opened here", "the quote \"'\" opened here",
                  "a list item ('- ') where a key was expected", "a key where a list item ('- ') was expected",
                  "'@' cannot start a value: put the value in quotes", "'`' cannot start", "'%' cannot start",
                  "repeats no anchor", "is not an escape", "closes no '['", "closes no '{'", "text after the closing"):
        assert words in messages, words


def test_the_command_line_prints_the_error_and_resolves_the_documents_around_it(tmp_path: Path) -> None:
    path = tmp_path / FILE
    path.write_text(FIRST + ROWS["cards-without-colon"].document + LAST, encoding="utf-8")
    result = CliRunner().invoke(main, ["resolve", str(path), "--format", "json"])
    assert result.exit_code == 1
    assert result.stderr == (
        f"error: {path}:12:10: not valid YAML: a ':' is missing after the key 'cards'\n"
        "  12 |     cards As Ks Qs Js 9s\n"
        "     |          ^\n"
    )
    printed = [json.loads(line) for line in result.stdout.splitlines()]
    assert ["payouts" in one for one in printed] == [True, False, True]  # the errors printed in the document's place
    assert printed[1]["errors"] == [{"message": "not valid YAML: a ':' is missing after the key 'cards'",
                                     "line": 12, "column": 10}]


# --- every message of libyaml (0.2.5, and its master), and of PyYAML's composer over it -----------------

LIBYAML = [
    ("while scanning for the next token", "found character that cannot start any token"),
    ("while scanning a simple key", "could not find expected ':'"),
    (None, "block sequence entries are not allowed in this context"),
    (None, "mapping keys are not allowed in this context"),
    (None, "mapping values are not allowed in this context"),
    ("while scanning a directive", "found unknown directive name"),
    ("while scanning a directive", "did not find expected comment or line break"),
    ("while scanning a directive", "could not find expected directive name"),
    ("while scanning a directive", "found unexpected non-alphabetical character"),
    ("while scanning a %YAML directive", "did not find expected digit or '.' character"),
    ("while scanning a %YAML directive", "found extremely long version number"),
    ("while scanning a %YAML directive", "did not find expected version number"),
    ("while scanning a %TAG directive", "did not find expected whitespace"),
    ("while scanning a %TAG directive", "did not find expected whitespace or line break"),
    ("while scanning an anchor", "did not find expected alphabetic or numeric character"),
    ("while scanning an alias", "did not find expected alphabetic or numeric character"),
    ("while scanning a tag", "did not find the expected '>'"),
    ("while scanning a tag", "did not find expected whitespace or line break"),
    ("while scanning a tag directive", "did not find expected '!'"),
    ("while scanning a tag", "did not find expected '!'"),
    ("while parsing a tag directive", "did not find expected '!'"),
    ("while parsing a %TAG directive", "did not find expected tag URI"),
    ("while parsing a tag", "did not find expected tag URI"),
    ("while parsing a tag", "did not find URI escaped octet"),
    ("while parsing a tag", "found an incorrect leading UTF-8 octet"),
    ("while parsing a tag", "found an incorrect trailing UTF-8 octet"),
    ("while scanning a block scalar", "found an indentation indicator equal to 0"),
    ("while scanning a block scalar", "did not find expected comment or line break"),
    ("while scanning a block scalar", "found a tab character where an indentation space is expected"),
    ("while scanning a quoted scalar", "found unexpected document indicator"),
    ("while scanning a quoted scalar", "found unexpected end of stream"),
    ("while parsing a quoted scalar", "found unknown escape character"),
    ("while parsing a quoted scalar", "did not find expected hexdecimal number"),
    ("while parsing a quoted scalar", "found invalid Unicode character escape code"),
    ("while scanning a plain scalar", "found unexpected ':'"),
    ("while scanning a plain scalar", "found a tab character that violates indentation"),
    ("while increasing flow level", "exceeded maximum nesting depth"),
    ("while increasing block level", "exceeded maximum nesting depth"),
    ("while parsing", "Maximum nesting level reached, set with yaml_set_max_nest_level())"),
    (None, "did not find expected <stream-start>"),
    (None, "did not find expected <document start>"),
    ("while parsing a node", "found undefined tag handle"),
    ("while parsing a block node", "did not find expected node content"),
    ("while parsing a flow node", "did not find expected node content"),
    ("while parsing a block collection", "did not find expected '-' indicator"),
    ("while parsing a block mapping", "did not find expected key"),
    ("while parsing a flow sequence", "did not find expected ',' or ']'"),
    ("while parsing a flow mapping", "did not find expected ',' or '}'"),
    (None, "found duplicate %YAML directive"),
    (None, "found incompatible YAML document"),
    (None, "found duplicate %TAG directive"),
    (None, "found undefined alias"),
    ("found duplicate anchor; first occurrence", "second occurrence"),
]
"""(context, problem) of each error libyaml's scanner and parser set, and PyYAML's composer raises."""
TEXTS = ["", "pot: 20\n", "players:\n  - name: Al\n    cards: [As, Ks\n", "\t- x\n", "a: 'b\n", "%YAML 1.1 x\n",
         "a: !x!y [\n", "- &\n", "a: \"\\", "]\n"]
"""Documents to hold each message to: any text, even one that does not cause it, must give plain words."""


@pytest.mark.parametrize(("context", "problem"), LIBYAML, ids=[problem for _, problem in LIBYAML])
@pytest.mark.parametrize("text", TEXTS)
def test_each_libyaml_message_has_its_own_plain_words_at_a_place_in_the_document(
    context: str | None, problem: str, text: str
) -> None:
    for at, start in ((Place(0, 0), Place(0, 0)), (Place(5, 40), Place(2, 3)), (Place(1, 3), None)):
        found = explained(problem, at, context, start, text)
        assert found.message != plainly(problem, context or ""), "worded from its parts only"
        assert plain(found.message), found.message
        lines = re.split("\r\n|[\r\n\x85\u2028\u2029]", text)
        last = len(lines) - 2 if len(lines) > 1 and not lines[-1] else len(lines) - 1
        assert 0 <= found.line <= last and 0 <= found.column <= len(lines[found.line]), found


def test_the_table_names_every_message_the_module_words() -> None:
    assert {problem for _, problem in LIBYAML} == set(syntax.WORDINGS)


@pytest.mark.parametrize(
    ("problem", "context"),
    [
        ("expected <block end>, but found '<block mapping start>'", "while parsing a block mapping"),
        ("expected <document start>, but found '<scalar>'", ""),
        ("mapping values are not allowed here", ""),
        ("could not find expected ':'", "while scanning a simple key"),
        ("found unexpected <flow sequence end>", "while parsing a flow node"),
        ("", ""),
    ],
)
def test_a_message_not_known_is_worded_from_its_parts_without_jargon(problem: str, context: str) -> None:
    found = explained(f"{problem} (a future one)" if problem else None, Place(0, 0), context, None, "pot: 20\n")
    assert found.message and plain(found.message), found.message


@pytest.mark.parametrize(
    ("reason", "offset", "character", "message", "place"),
    [
        ("control characters are not allowed", 11, 7, "a control character (U+0007) is not allowed in a showdown",
         (1, 2)),
        ("invalid leading UTF-8 octet", 9, 0xFF, "not UTF-8 text", (1, 0)),
        ("incomplete UTF-16 character", 0, -1, "not UTF-16 text", (0, 0)),
        ("input is too long", 12, -1, "this document is too long to be read", (1, 3)),
        ("input error", 0, -1, "the input could not be read", (0, 0)),
    ],
)
def test_a_reader_error_is_worded_too_at_its_byte(
    reason: str, offset: int, character: int, message: str, place: tuple[int, int]
) -> None:
    found = explained_reading(reason, offset, character, "pot: é\r\nab\x07d")
    assert found.message == message and (found.line, found.column) == place


# --- mutations of valid showdowns ---------------------------------------------------------------------

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.yaml"))
SHOWDOWNS = [path.read_text(encoding="utf-8") for path in EXAMPLES[:12]]
MUTATING = list(': -[]{}"\'\t#&*')


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid showdown with up to three changes: a character deleted or inserted, a line's indentation changed."""
    text = draw(st.sampled_from(SHOWDOWNS))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["delete", "insert", "indent"]))
        if kind == "delete" and text:
            at = draw(st.integers(0, len(text) - 1))
            text = text[:at] + text[at + 1 :]
        elif kind == "insert":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(st.sampled_from(MUTATING)) + text[at:]
        else:
            lines = text.split("\n")
            number = draw(st.integers(0, len(lines) - 1))
            change = draw(st.sampled_from([-4, -2, -1, 1, 2, 4]))
            line = lines[number]
            lines[number] = " " * change + line if change > 0 else line[min(-change, len(line) - len(line.lstrip())):]
            text = "\n".join(lines)
    return text.replace("\n", "\r\n") if draw(st.booleans()) else text


def refused(text: str) -> bool:
    try:
        list(yaml.compose_all(text, Loader=yaml.CSafeLoader))
    except yaml.YAMLError:
        return True
    return False


@settings(max_examples=800, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated())
def test_every_mutation_libyaml_refuses_is_plain_words_at_a_line_of_the_stream(text: str) -> None:
    if not refused(text) or len(list(split_documents([text.encode()]))) != 1:
        return  # valid YAML, or cut into several documents by the mutation: the reader's other errors
    stream = FIRST + text
    [error] = errors_of(stream)
    assert error.message.startswith("not valid YAML: "), error.message
    assert plain(error.message), error.message
    assert error.location is not None and error.location.line is not None and error.location.column is not None
    lines = re.split("\r\n|[\r\n]", stream)
    real = lines[:-1] if lines[-1] == "" else lines
    assert 9 <= error.location.line <= len(real), (error.location, len(real))
    assert 1 <= error.location.column <= len(real[error.location.line - 1]) + 1, error.location
