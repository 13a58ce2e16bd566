r"""YAML text for the data potsplit prints, written directly.

The data are what JSON could hold, less floats: dicts (keys kept in their
order), lists, strings, ints, booleans and None. They are written in block
style, one ``---`` document per call, every character kept as it is where YAML
allows it:

>>> data = {"pot": "90", "share": "45/2", "winners": ["Ann", "Bo"], "rules": {"qualifier": 8, "chip": None}}
>>> print(to_yaml(data), end="")
---
pot: '90'
share: 45/2
winners:
- Ann
- Bo
rules:
  qualifier: 8
  chip: null

A string is written plain where YAML reads it back as that string, in single
quotes where it would read something else (a number, a keyword, a mapping),
and in double quotes, with escapes, where a character cannot stand in the text
as it is (a line break, a control character):

>>> print(to_yaml(["Ann", "90", "no", "a: b", "", "Zoë ♠", "two\nlines"]), end="")
---
- Ann
- '90'
- 'no'
- 'a: b'
- ''
- Zoë ♠
- "two\nlines"

``yaml.safe_load`` reads the text back to the same data. For what potsplit
prints it is the text ``yaml.safe_dump`` writes, but that a long line is not
folded here (10,000 resolutions compared). PyYAML
looks at every node with generic machinery: a resolution of the stream of
``benchmarks/cli.py`` took ``yaml.safe_dump`` 5.6-6.1 ms, and PyYAML's C emitter
1.0-1.8 ms; it takes 0.08-0.14 ms here, and 0.035-0.06 ms as JSON (several
runs on a shared machine).
"""

from __future__ import annotations

import re
from typing import Any

from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

_STR = "tag:yaml.org,2002:str"
_RESOLVER = Resolver()
"""The tags ``yaml.safe_load`` gives untagged scalars; ``(True, False)`` asks for a plain one's (unannotated in
the PyYAML stubs, hence the ignore)."""

INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@` ")
"""The characters that may not begin a plain string: YAML's indicators, and a space (which would be lost)."""

ESCAPED = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]")
"""A character written as an escape, in double quotes: one YAML does not allow in its text (C0 and C1 controls,
DEL, surrogates, U+FFFE, U+FFFF), a line break (LF, CR, NEL, LS, PS), a tab, or the byte order mark."""

_NAMED = {"\0": "0", "\a": "a", "\b": "b", "\t": "t", "\n": "n", "\v": "v", "\f": "f", "\r": "r", "\x1b": "e",
          "\x85": "N", "\u2028": "L", "\u2029": "P"}

SIMPLE_KEY = 1024
"""The longest key written before its colon; a longer one is written after ``?``, as YAML requires."""


def to_yaml(data: Any) -> str:
    """*data* as one YAML document, starting with ``---`` and ending with a line break.

    An empty dict or list is written ``{}`` or ``[]``; so is a document of a scalar, after ``---``:

    >>> to_yaml({}), to_yaml({"players": [], "notes": [[]]}), to_yaml("on")
    ('--- {}\\n', '---\\nplayers: []\\nnotes:\\n- []\\n', "--- 'on'\\n")

    A list in a dict is not indented, as PyYAML writes it; an item that is a dict or a list begins on the
    line of its ``-``:

    >>> print(to_yaml({"hands": [{"cards": ["As", "Kd"], "place": 1}, [True, False]]}), end="")
    ---
    hands:
    - cards:
      - As
      - Kd
      place: 1
    - - true
      - false
    """
    if isinstance(data, dict | list) and data:
        lines = ["---\n"]
        _node(data, "", "", lines)
        return "".join(lines)
    return f"--- {_leaf(data)}\n"


class _Written(dict[str, str]):
    """Strings as :func:`scalar_text` writes them, kept, for most recur (keys, cards, names, events); emptied
    when full, so that a long stream's memory stays bounded."""

    def __missing__(self, text: str) -> str:
        if len(self) == 4096:
            self.clear()
        written = self[text] = scalar_text(text)
        return written


_WRITTEN = _Written()


def _node(data: dict[Any, Any] | list[Any], first: str, rest: str, lines: list[str]) -> None:
    """Append the lines of a non-empty dict or list: the first line after *first*, the others after *rest*.

    A string, the most common leaf, is looked up in :data:`_WRITTEN` before anything else is asked: a resolution
    of the stream of ``benchmarks/cli.py`` took 400 us with every string worked out again,
    121 us with an LRU cache on :func:`scalar_text`, 77 us so (JSON: 35 us).
    """
    prefix = first
    if isinstance(data, list):
        for item in data:
            if type(item) is str:
                lines.append(f"{prefix}- {_WRITTEN[item]}\n")
            elif isinstance(item, dict | list) and item:
                _node(item, prefix + "- ", rest + "  ", lines)
            else:
                lines.append(f"{prefix}- {_leaf(item)}\n")
            prefix = rest
        return
    for key, value in data.items():
        text = _WRITTEN[key] if type(key) is str else _leaf(key)
        if len(text) > SIMPLE_KEY:
            lines.append(f"{prefix}? {text}\n")
            prefix, text = rest, ""
        if type(value) is str:
            lines.append(f"{prefix}{text}: {_WRITTEN[value]}\n")
        elif isinstance(value, dict) and value:
            lines.append(f"{prefix}{text}:\n")
            _node(value, rest + "  ", rest + "  ", lines)
        elif isinstance(value, list) and value:
            lines.append(f"{prefix}{text}:\n")
            _node(value, rest, rest, lines)
        else:
            lines.append(f"{prefix}{text}: {_leaf(value)}\n")
        prefix = rest


def _leaf(value: Any) -> str:
    """A scalar, or an empty dict or list, as it stands after ``key:`` or ``-``.

    >>> [_leaf(value) for value in [None, True, False, -7, "7", "", {}, []]]
    ['null', 'true', 'false', '-7', "'7'", "''", '{}', '[]']
    """
    if isinstance(value, str):
        return scalar_text(value)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if value == {}:
        return "{}"
    if value == []:
        return "[]"
    raise TypeError(f"cannot write {type(value).__name__} as YAML here: {value!r}")


def scalar_text(text: str) -> str:
    r"""*text* as a YAML scalar: plain if YAML reads it back as this string, else quoted.

    Single quotes (a quote inside doubled) where every character may stand as it is, else double quotes
    with escapes (see :data:`ESCAPED`):

    >>> [scalar_text(text) for text in ["seven-five low", "45/2", "90", "null", "~", "- x", "x #y", "0x1F"]]
    ['seven-five low', '45/2', "'90'", "'null'", "'~'", "'- x'", "'x #y'", "'0x1F'"]
    >>> print(scalar_text("it's"), scalar_text("'quoted'"))
    it's '''quoted'''
    >>> print(scalar_text("tab\there"), scalar_text('"\x00"'), scalar_text("\u2028"), scalar_text("\U0001f0a1"))
    "tab\there" "\"\0\"" "\L" 🂡
    """
    if ESCAPED.search(text) is not None:
        return _double_quoted(text)
    if _plain(text):
        return text
    return "'" + text.replace("'", "''") + "'"


def _plain(text: str) -> bool:
    """Whether *text*, with no character to escape, reads back as itself when written without quotes.

    Not when empty, nor when it begins with an indicator or ends with a space or a colon; not with ``: ``
    or `` #`` inside (a mapping, a comment), nor beginning with ``...`` (a document's end); nor when
    YAML's resolver would read a number, a boolean, null, a date or another tag instead of a string.
    The first character's rule is the simple one, wider than YAML's: ``-x``, ``?x`` and ``...x`` would
    read back, and are quoted all the same.
    """
    return (
        text != ""
        and text[0] not in INDICATORS
        and text[-1] not in " :"
        and ": " not in text
        and " #" not in text
        and not text.startswith("...")
        and _RESOLVER.resolve(ScalarNode, text, (True, False)) == _STR  # type: ignore[no-untyped-call]
    )


def _double_quoted(text: str) -> str:
    r"""*text* in double quotes, every character of :data:`ESCAPED`, a quote and a backslash escaped.

    >>> print(_double_quoted('a\\b "c"\r\n\x85\x7f\ufeff\ud800'))
    "a\\b \"c\"\r\n\N\x7f\ufeff\ud800"
    """
    text = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + ESCAPED.sub(_escape, text) + '"'


def _escape(found: re.Match[str]) -> str:
    character = found.group()
    if character in _NAMED:
        return "\\" + _NAMED[character]
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
