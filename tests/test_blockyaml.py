"""The fast block composer against PyYAML's composer, and the stream cut into documents.

Whatever :func:`compose_block` accepts must compose to exactly the nodes PyYAML makes of it (tags,
values, lines, columns, styles), and must be valid YAML; whatever it refuses is read by PyYAML, so
refusing is always safe, and accepting is what these tests hold to account.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from potsplit.errors import InvalidShowdown
from potsplit.io.blockyaml import LONGEST, compose_block, composed_fast, split_documents
from potsplit.io.documents import read_nodes
from potsplit.io.reader import PLAIN_TAGS, read_showdowns

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.yaml"))


def shape(node: yaml.Node) -> Any:
    """Everything of a node the reader uses: kind, tag, value, start line and column, and style."""
    mark = node.start_mark
    if isinstance(node, yaml.ScalarNode):
        return ("scalar", node.tag, node.value, mark.line, mark.column, node.end_mark.line, bool(node.style))
    if isinstance(node, yaml.SequenceNode):
        return ("list", node.tag, mark.line, mark.column, bool(node.flow_style), [shape(item) for item in node.value])
    pairs = [(shape(key), shape(value)) for key, value in node.value]
    return ("mapping", node.tag, mark.line, mark.column, bool(node.flow_style), pairs)


def tags(node: yaml.Node) -> list[str]:
    if isinstance(node, yaml.ScalarNode):
        return [node.tag]
    if isinstance(node, yaml.SequenceNode):
        return [node.tag] + [tag for item in node.value for tag in tags(item)]
    return [node.tag] + [tag for key, value in node.value for tag in tags(key) + tags(value)]


def same_as_pyyaml(text: str, first_line: int = 0) -> bool:
    """Whether *text* is composed fast; if it is, it must be valid YAML composed alike by both of PyYAML's composers.

    *first_line* is the line of a stream the text starts at.
    """
    node = compose_block(text, first_line)
    if node is None:
        return False
    assert composed_fast(node) and all(tag in PLAIN_TAGS for tag in tags(node)), text  # so they are not checked
    for loader in (yaml.CSafeLoader, yaml.SafeLoader):
        expected = yaml.compose("\n" * first_line + text, Loader=loader)  # raises if the fast path took invalid YAML
        if expected is None:
            assert (node.tag, node.value) == ("tag:yaml.org,2002:null", ""), text
        else:
            assert shape(node) == shape(expected), text
    return True


@pytest.mark.parametrize("path", EXAMPLES, ids=[path.name for path in EXAMPLES])
def test_every_example_is_composed_fast_and_alike(path: Path) -> None:
    parts = list(split_documents(path.read_bytes().splitlines(keepends=True)))
    assert parts and all(part.rest is None for part in parts)
    for part in parts:
        assert same_as_pyyaml(part.data.decode("utf-8"), part.line)


FAST = [
    "a: 1\n",
    "a: 1",  # no final line break
    "a:\n  b: 2\n  c:\n",
    "players:\n- name: A\n  cards: As Ks\n- name: B\n",  # a list at its key's indentation
    "players:\n    -   name: A\n        cards: [As, Ks]\n",
    "cards: [ As ,Ks,  Qs ]\n",
    "cards: []\nboard: [ ]\n",
    "player: {name: A, cards: As Ks Qs Js Ts, declare: high}\n",
    "a: b # comment\n# a comment line\n\n   \nc: d#not a comment\n",
    "a:    # nothing but a comment\nb: 2\n",
    "bools: [yes, No, on, OFF, y, n, true]\n",
    "numbers: [1, 1_000, 0x1F, 0o17, 012, 08, .5, +1, 1e3, .inf]\nsigned: -5\nsexagesimal: 1:30\nless: -.5\n",
    "nulls: [~, null, Null]\nempty:\n",
    "name: O'Brien\nnote: a \"quote\" inside\nurl: http://x.y/z\n",
    "name: ---\nother: ...\nx: a [b] {c}\n",
    "a: 1\r\nb: 2\r\n",  # Windows line breaks
    "suits: ♠♥♦♣\nname: Әлия\n",
    "key with spaces: value\n",
    "<<: 1\n",
    "---\na: 1\n",
    "--- # a comment\na: 1\n",
    "",
    "# only a comment\n",
    "- a\n- b\n",
    "- name: A\n  cards:\n  - As\n",
]

SLOW = [
    "name: 'quoted'\n",
    'name: "quoted"\n',
    "a: &x 1\nb: *x\n",
    "a: !!str 1\n",
    "a: |\n  text\n",
    "a: >\n  text\n",
    "a: b\n  continued\n",
    "a:\tb\n",
    "\ta: b\n",
    "a: b: c\n",
    "a: b:\n",
    "? a\n: b\n",
    "a: [b, [c]]\n",
    "a: [b,\n  c]\n",
    "a: {b: [c]}\n",
    "a: [b, ]\n",
    "a: {b: }\n",
    "a: {b:c}\n",
    "just a scalar\n",
    "- - a\n",
    "-\n  a: 1\n",
    "a: 1\n b: 2\n",
    "a:\n    b: 1\n  c: 2\n",
    "--- text\n",
    "%YAML 1.1\n---\na: 1\n",
    "a: 1\n...\n",
    "\ufeffa: 1\n",
    "a: b\u2028c\n",
    "a: b\x85c\n",
    "a: 1\rb: 2\n",
    "a: @b\n",
    "a: `b\n",
    "a: %b\n",
    "a: -\n",
    "a: - b\n",
    "-a: 1\n",
    "a: b #\n  c\n",
    # found by fuzzing against PyYAML
    "---#\n",  # not a document start: a plain scalar
    "---#\na: 1\n",
    "... a: 1\n",  # a document end, then a broken document
    "a: 1\n---x: 2\n",
    "k" * 1025 + ":\n",  # YAML gives up a key longer than 1,024 characters
    "k" + " " * 1024 + ":\n",
    "a: {" + "k" * 1025 + ": v}\n",
    "a: [b?c]\n",  # PyYAML's two scanners disagree on a ? inside [...]
    "a: {b?c: d}\n",
]


@pytest.mark.parametrize("text", FAST)
def test_plain_block_yaml_is_composed_fast_and_alike(text: str) -> None:
    assert same_as_pyyaml(text)


@pytest.mark.parametrize("text", SLOW)
def test_anything_else_is_left_to_pyyaml(text: str) -> None:
    assert compose_block(text, 0) is None


def test_a_document_too_long_is_left_to_pyyaml() -> None:
    assert compose_block("a: " + "x" * LONGEST + "\n", 0) is None


WORDS = st.sampled_from([
    "x", "As Ks", "yes", "No", "~", "null", "0x1F", "1_000", "1:30", ".5", "-5", "---", "a#b", "10h", "2020-01-01",
    "1e3", ".inf", "+1", "012", "08", "=", "<<", "a  b", "♠A", "O'Brien", "a [b]", "a, b", "http://x",
    # refused ones, to find what the fast path should not take
    "a #b", "a: b", "a:", ":a", "-", "- a", "?a", "'q'", '"q"', "&x a", "*x", "!t a", "|", ">", "%a", "@a",
])
FLOW = st.lists(WORDS, max_size=4).map(lambda words: "[" + ", ".join(words) + "]") | st.lists(
    st.tuples(WORDS, WORDS), max_size=3
).map(lambda pairs: "{" + ", ".join(f"{key}: {value}" for key, value in pairs) + "}")
KEYS = st.sampled_from(["k", "name", "a b", "yes", "1", "~", "x-y", "é", "k#", "-k", "[k]", "'k'", "?k"])
SPACES = st.sampled_from(["", " ", "  ", "    "])
AFTER = st.sampled_from(["", "", " # note", "#x", "  "])


@st.composite
def blocks(draw: st.DrawFn, depth: int = 0, indent: str = "") -> list[str]:
    """Lines of block YAML: mostly the plain subset, with the odd line outside it."""
    lines: list[str] = []
    in_list = draw(st.booleans())
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.integers(0, 9)) == 0:
            lines.append(draw(st.sampled_from(["", "# c", "  # c", "   "])))
        if in_list:
            dash = indent + "-" + draw(st.sampled_from([" ", "  ", "   "]))
            if draw(st.booleans()):
                lines.append(dash + draw(WORDS | FLOW) + draw(AFTER))
            else:
                lines.append(dash + draw(KEYS) + ": " + draw(WORDS) + draw(AFTER))
                column = " " * len(dash)
                for _ in range(draw(st.integers(0, 2))):
                    shift = draw(st.sampled_from(["", "", "", " "]))
                    colon = draw(st.sampled_from([": ", ":  ", " : "]))
                    lines.append(column + shift + draw(KEYS) + colon + draw(WORDS))
        elif depth < 2 and draw(st.booleans()):
            lines.append(indent + draw(KEYS) + ":" + draw(AFTER))
            lines += draw(blocks(depth + 1, indent + draw(SPACES)))
        else:
            value = draw(WORDS | FLOW | st.just(""))
            lines.append(indent + draw(KEYS) + draw(st.sampled_from([": ", ":  ", ":", " : "])) + value + draw(AFTER))
    return lines


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(blocks(), st.sampled_from(["\n", "\r\n"]), st.booleans())
def test_whatever_is_composed_fast_is_composed_as_pyyaml_does(lines: list[str], newline: str, final: bool) -> None:
    same_as_pyyaml(newline.join(lines) + (newline if final else ""))


def test_how_many_generated_documents_are_composed_fast() -> None:
    """The property above must test something: a good share of what it generates is taken by the fast path."""
    taken = []

    @settings(max_examples=300, deadline=None, derandomize=True)
    @given(blocks())
    def count(lines: list[str]) -> None:
        taken.append(same_as_pyyaml("\n".join(lines) + "\n"))

    count()
    assert sum(taken) >= len(taken) // 5


def lines(text: str) -> list[bytes]:
    return text.encode().splitlines(keepends=True)


def test_a_stream_is_cut_at_its_document_starts() -> None:
    parts = list(split_documents(lines("# first\na: 1\n---\nb: 2\n--- # third\nc: 3\n----\n---\t\n")))
    assert [(part.line, part.offset) for part in parts] == [(0, 0), (2, 13), (4, 22), (7, 44)]
    assert parts[2].data == b"--- # third\nc: 3\n----\n"  # ---- is not a document start
    assert all(part.rest is None for part in parts)


@pytest.mark.parametrize(
    "data",
    [
        b"#\r#\n---\na\n",  # a lone CR is a line break to YAML: lines would be miscounted
        "#\u2028\n---\na\n".encode(),  # and so are LS, PS and NEL
        "#\x85\n---\na\n".encode(),
        b"a\r...\r%YAML 1.1\n---\nb\n",  # a directive after a CR
        "\ufeff%YAML 1.1\n---\na\n".encode(),  # a directive after a BOM
        b"a: 1\n---\n\xef\xbb\xbfb: 2\n",  # a BOM after the start
    ],
)
def test_a_piece_that_could_be_read_otherwise_alone_is_read_with_the_rest(data: bytes) -> None:
    parts = list(split_documents([data]))
    assert parts[-1].rest is not None
    documents = [node for node in read_nodes(data, "s.yaml")]
    expected = [node for node in yaml.compose_all(data, Loader=yaml.CSafeLoader) if node.value != ""]
    assert [shape(node) for node in documents] == [shape(node) for node in expected]


def test_after_a_directive_or_a_document_end_the_rest_is_read_whole() -> None:
    parts = list(split_documents(lines("a: 1\n---\nb: 2\n...\n%YAML 1.1\n---\nc: 3\n---\nd: 4\n")))
    assert [part.rest is None for part in parts] == [True, False]
    last = parts[1]
    assert last.data == b"---\nb: 2\n...\n%YAML 1.1\n"
    assert b"".join(last.rest or ()) == b"---\nc: 3\n---\nd: 4\n"


SHOWDOWN = "players:\n  - {name: A, cards: As Ks Qs Js Ts}\n  - {name: B, cards: 2c 3d 4h 5s 7c}\n"


def test_documents_read_by_pyyaml_in_a_stream_keep_their_lines() -> None:
    """A document the fast path refuses is composed alone, yet its lines count from the stream's start."""
    quoted = "players:\n  - {name: 'A', cards: As Ks Qs Js Ts}\n  - name: B\n    cards: 2c 3d 4h 5s Xx\n"
    stream = SHOWDOWN + "---\n" + quoted
    with pytest.raises(InvalidShowdown) as error:
        list(read_showdowns(stream, "s.yaml"))
    assert str(error.value).startswith("s.yaml:8:24: B's cards: unknown card 'Xx'")


def test_a_yaml_error_after_fast_documents_names_its_line_in_the_stream() -> None:
    stream = SHOWDOWN + "---\n" + SHOWDOWN + "---\nplayers: [\n"
    nodes = read_nodes(stream, "s.yaml")
    assert len([next(nodes), next(nodes)]) == 2
    with pytest.raises(InvalidShowdown) as error:
        next(nodes)
    assert str(error.value).startswith("s.yaml:10:1: not valid YAML")


def test_a_stream_with_directives_and_document_ends_is_read_like_pyyaml() -> None:
    stream = SHOWDOWN + "...\n%YAML 1.1\n---\n" + SHOWDOWN + "...\n---\n" + SHOWDOWN.replace("As", "Ah")
    showdowns = list(read_showdowns(stream, "s.yaml"))
    assert [str(showdown.players[0].cards[0]) for showdown in showdowns] == ["As", "As", "Ah"]


def test_invalid_utf8_in_a_later_document_names_its_line() -> None:
    stream = (SHOWDOWN + "---\n").encode() + b"players:\n  - name: \xff\n"
    with pytest.raises(InvalidShowdown) as error:
        list(read_showdowns(stream, "s.yaml"))
    assert str(error.value).startswith("s.yaml:6:11: not valid YAML")


DOCUMENTS = st.lists(
    st.sampled_from([
        "a: 1\n", "---\n", "--- # x\n", "----\n", "---", "--- a\n", "b: ---\n", " ---\n", "...\n", "%YAML 1.1\n",
        "c:\r\n", "\n", "-- -\n",
    ]),
    max_size=12,
).map("".join)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(DOCUMENTS, st.lists(st.integers(1, 7), min_size=1, max_size=20))
def test_a_stream_is_cut_alike_whatever_its_blocks(text: str, sizes: list[int]) -> None:
    """Blocks can end anywhere, even inside a ``---``: the pieces are the same as from one block."""
    data = text.encode()
    blocks, at = [], 0
    while at < len(data):
        size = sizes[len(blocks) % len(sizes)]
        blocks.append(data[at : at + size])
        at += size
    whole = [(part.data, part.line, part.offset, part.rest is None) for part in split_documents([data])]
    cut = [(part.data, part.line, part.offset, part.rest is None) for part in split_documents(blocks)]
    assert cut == whole
    assert b"".join(part[0] for part in whole) == data or not all(part[3] for part in whole)
