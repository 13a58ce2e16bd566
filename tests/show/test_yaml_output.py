"""The YAML potsplit writes (potsplit.show.yaml_text): read back by yaml.safe_load as the very data, for any data of
the kinds printed, and for every example through the command line; each quoting decision pinned."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potsplit.cli import main
from potsplit.show.yaml_text import SIMPLE_KEY, scalar_text, to_yaml

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LOADERS = [yaml.SafeLoader] + ([yaml.CSafeLoader] if yaml.__with_libyaml__ else [])
"""yaml.safe_load's loader, and libyaml's (which potsplit reads with, and scripts may too)."""


def typed(data: Any) -> Any:
    """*data* with each dict's order and each scalar's type made part of equality (``True == 1``, and dicts
    compare without order)."""
    if isinstance(data, dict):
        return ("dict", [(typed(key), typed(value)) for key, value in data.items()])
    if isinstance(data, list):
        return ("list", [typed(item) for item in data])
    return (type(data).__name__, data)


def read_back(text: str) -> list[Any]:
    """*text* read by each loader of :data:`LOADERS`."""
    return [yaml.load(text, Loader=loader) for loader in LOADERS]  # safe loaders only


YAML_WORDS = [
    "null", "Null", "NULL", "~", "true", "True", "FALSE", "yes", "No", "ON", "off", "y", "n", "<<", "=",
    "90", "-7", "+3", "45/2", "0x1F", "0o17", "017", "0b101", "1_000", "1:20", "1.5", "1e3", "1.0e+3", ".inf",
    "-.Inf", ".NaN", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "---", "...", "--- ", "... ", "- ", "? ", ": ", "#",
    " #",
]
"""Words and marks YAML gives a meaning of its own."""
TRICKY = " -?:,[]{}#&*!|>'\"%@`\\.~+_0123456789eExo\t\n\r\x00\x1b\x7f\x85\xa0\u2028\u2029\ufeff\ufffe\U0001f0a1"
"""Characters near YAML's rules: indicators, digits and number letters, spaces, breaks, controls, a BOM."""

texts = st.one_of(
    st.text(st.characters(exclude_categories=["Cs"])),  # any unicode text without surrogates
    st.text(st.sampled_from(TRICKY)),
    st.lists(st.sampled_from(YAML_WORDS) | st.text(st.sampled_from(TRICKY), max_size=3), max_size=4).map("".join),
    st.sampled_from(YAML_WORDS),
    st.builds(lambda part, times: part * times, st.text(st.sampled_from(TRICKY + "ab"), min_size=1, max_size=4),
              st.integers(200, 700)),  # very long: beyond the 1,024 characters of a simple key
)
scalars = st.none() | st.booleans() | st.integers() | texts
data = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
                    max_leaves=12)


@settings(max_examples=600, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(data)
def test_any_data_reads_back_the_same(value: Any) -> None:
    text = to_yaml(value)
    assert text.startswith("---") and text.endswith("\n")
    assert [typed(loaded) for loaded in read_back(text)] == [typed(value)] * len(LOADERS)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.lists(data, min_size=1, max_size=4))
def test_documents_written_one_after_another_read_as_a_stream(values: list[Any]) -> None:
    stream = "".join(to_yaml(value) for value in values)
    assert [typed(loaded) for loaded in yaml.safe_load_all(stream)] == [typed(value) for value in values]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda path: path.stem)
def test_every_example_prints_as_yaml_the_data_it_prints_as_json(path: Path) -> None:
    runner = CliRunner()
    as_json = runner.invoke(main, ["resolve", str(path), "--format", "json"])
    as_yaml = runner.invoke(main, ["resolve", str(path), "--format", "yaml"])
    assert as_json.exit_code == as_yaml.exit_code == 0, as_yaml.stderr
    documents = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert as_yaml.stdout.count("---\n") == len(documents)
    assert [typed(document) for document in yaml.safe_load_all(as_yaml.stdout)] == [typed(d) for d in documents]


@pytest.mark.parametrize(
    ("text", "written"),
    [
        # plain: read back as the same string
        ("Ann", "Ann"), ("seven-five low", "seven-five low"), ("45/2", "45/2"), ("a:b", "a:b"), ("a#b", "a#b"),
        ("it's", "it's"), ("a, b [c] {d}", "a, b [c] {d}"), ("y", "y"), ("1e3", "1e3"), ("0o17", "0o17"),
        ("Zoë ♠ 🂡", "Zoë ♠ 🂡"), ("\xa0", "\xa0"), ("x...", "x..."),
        # single quotes: plain would read as something else
        ("", "''"), ("90", "'90'"), ("-7", "'-7'"), ("1.5", "'1.5'"), ("1_000", "'1_000'"), ("0x1F", "'0x1F'"),
        ("017", "'017'"), ("1:20", "'1:20'"), (".inf", "'.inf'"), (".NaN", "'.NaN'"), ("2001-12-14", "'2001-12-14'"),
        ("null", "'null'"), ("Null", "'Null'"), ("~", "'~'"), ("yes", "'yes'"), ("No", "'No'"), ("on", "'on'"),
        ("OFF", "'OFF'"), ("true", "'true'"), ("<<", "'<<'"), ("=", "'='"),
        (" a", "' a'"), ("a ", "'a '"), ("a: b", "'a: b'"), ("a:", "'a:'"), ("a #b", "'a #b'"),
        ("---", "'---'"), ("...", "'...'"), ("... a", "'... a'"), ("- a", "'- a'"), ("? a", "'? a'"), (": a", "': a'"),
        ("#a", "'#a'"), ("[a]", "'[a]'"), ("{a}", "'{a}'"), (",a", "',a'"), ("*a", "'*a'"), ("&a", "'&a'"),
        ("!a", "'!a'"), ("|", "'|'"), (">", "'>'"), ("%a", "'%a'"), ("@a", "'@a'"), ("`a", "'`a'"),
        ("'a'", "'''a'''"), ('"a"', "'\"a\"'"),
        # single quotes too where plain would read back, for a simpler rule: any indicator first, any "..." first
        ("-a", "'-a'"), ("?a", "'?a'"), (":a", "':a'"), ("...x", "'...x'"),
        # double quotes: a character that cannot stand as it is, escaped
        ("a\nb", '"a\\nb"'), ("a\tb", '"a\\tb"'), ("a\r\n", '"a\\r\\n"'), ("\x00", '"\\0"'), ("\x1b[31m", '"\\e[31m"'),
        ("\x7f", '"\\x7f"'), ("\x85", '"\\N"'), ("\u2028\u2029", '"\\L\\P"'), ("\ufeffa", '"\\ufeffa"'),
        ("\ufffe", '"\\ufffe"'), ('say "hi"\n', '"say \\"hi\\"\\n"'), ("back\\slash\n", '"back\\\\slash\\n"'),
    ],
)
def test_each_quoting_decision(text: str, written: str) -> None:
    assert scalar_text(text) == written
    assert read_back(f"- {written}\n") == [[text]] * len(LOADERS)
    assert read_back(f"{written}: {written}\n") == [{text: text}] * len(LOADERS)


@pytest.mark.parametrize(
    ("value", "written"),
    [
        ({}, "--- {}\n"), ([], "--- []\n"), (None, "--- null\n"), (True, "--- true\n"), (0, "--- 0\n"),
        ("90", "--- '90'\n"),
        ({"a": {}, "b": [], "c": [{}, []]}, "---\na: {}\nb: []\nc:\n- {}\n- []\n"),
        ([[1, [2]], {"k": [True]}], "---\n- - 1\n  - - 2\n- k:\n  - true\n"),
        ({"x": {"y": {"z": None}}}, "---\nx:\n  y:\n    z: null\n"),
    ],
)
def test_block_layout(value: Any, written: str) -> None:
    assert to_yaml(value) == written
    assert [typed(loaded) for loaded in read_back(written)] == [typed(value)] * len(LOADERS)


@pytest.mark.parametrize("length", [SIMPLE_KEY - 2, SIMPLE_KEY - 1, SIMPLE_KEY, SIMPLE_KEY + 1, 5000])
@pytest.mark.parametrize("quote", ["", "'", "\n"], ids=["plain", "single", "double"])
def test_a_key_too_long_for_a_simple_key_is_written_after_a_question_mark(length: int, quote: str) -> None:
    key = quote + "k" * (length - (len(scalar_text(quote)) if quote else 0))
    assert len(scalar_text(key)) == length
    value = {key: "v", "nested": [{key: {key: [1]}, "after": 2}]}
    text = to_yaml(value)
    assert (f"? {scalar_text(key)}\n" in text) == (length > SIMPLE_KEY)
    assert [typed(loaded) for loaded in read_back(text)] == [typed(value)] * len(LOADERS)


def test_only_the_kinds_of_data_potsplit_prints_are_written() -> None:
    with pytest.raises(TypeError, match="float"):
        to_yaml({"amount": 1.5})
    with pytest.raises(TypeError, match="tuple"):
        to_yaml([("a", "b")])
