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

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.yaml_documents import FIRST, LAST, ROWS

from potsplit.cli import main
from potsplit.errors import InvalidShowdown
from potsplit.read import syntax
from potsplit.read.documents import Document, read_documents
from potsplit.read.splitting import split_documents
from potsplit.read.syntax import Place, explained, explained_reading, plainly

FILE = "showdowns.yaml"
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

EXAMPLES = sorted((Path(__file__).parents[2] / "examples").glob("*.yaml"))
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
