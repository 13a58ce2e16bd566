"""The reference of the showdown file format: every key, what it holds, and its default (docs/rules.md: "The showdown").

It is generated from the tables that the reader and the engine use, so it cannot drift from them: the places
and their keys from :data:`~potsplit.read.keys.KEYS` (headed by :data:`HEADINGS`), the top-level and
player keys' meanings from :data:`~potsplit.read.keys.TOP_KEYS` and :data:`~potsplit.read.keys.PLAYER_KEYS`,
and each rule's values, their sentences and its default from :data:`~potsplit.engine.rules.RULES`.

>>> from potsplit.language import ENGLISH
>>> text = reference(ENGLISH)
>>> max(map(len, text.splitlines())) <= 80
True
>>> print(text.split("\\n\\n")[2].splitlines()[0])
Keys under rules:
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from typing import TYPE_CHECKING

from potsplit.engine.rules import RULES, TOP_LEVEL_RULES
from potsplit.read.keys import KEYS, PLAYER_KEYS, RAKE, TOP_KEYS, Key
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language

INDENT = 2
"""Where a key starts."""
TEXT = 16
"""Where what is said of a key starts: after the longest key but the few that are longer (``swing-ties``) and two
spaces, rounded up; a longer key's text starts on the next line."""
INTRODUCTION = Said(
    "A showdown file is YAML: one document per showdown, --- between two. Every key is optional unless it says "
    "otherwise, each is given once, and a key whose value is null is the same as a key left out. Keys are "
    "written as below; values, declarations and game names are read in any case."
)
HEADINGS = {
    "showdown": Said("Keys at the top of the showdown:"),
    "rules": Said("Keys under rules:"),
    "rake": Said("Keys under rake:"),
    "player": Said("Keys in a player (under players:):"),
}
"""The heading of each place's keys (see :data:`~potsplit.read.keys.WHERE`)."""


def reference(lang: Language, width: int = 80) -> str:
    """Every key of a showdown file, grouped by where it is written (the top, ``rules:``, each player), in *lang*.

    Each key is followed by what it is for, its values (each rule value with what it does) and its default,
    wrapped to *width* columns.
    """
    paragraphs = [_wrapped(lang.say(INTRODUCTION), width)]
    for place, keys in KEYS.items():
        lines = [lang.say(HEADINGS[place])]
        for key in keys:
            lines.extend(_key(place, key, width, lang))
        paragraphs.append("\n".join(lines))
    return "\n\n".join(paragraphs) + "\n"


def _key(place: str, key: str, width: int, lang: Language) -> Iterator[str]:
    """The lines of one key: its name and meaning, then its values and its default; a rule's values each with
    what it does (a rule at the top of the showdown after its meaning)."""
    if place == "rules" or key in TOP_LEVEL_RULES:
        rule = RULES[key]
        values = [
            lang.say(Said("{value}: {sentence}", value=value, sentence=sentence))
            for value, sentence in rule.values.items()
        ]
        if place != "rules":
            values.insert(0, lang.say(TOP_KEYS[key].meaning))
        yield from _hanging(key, values[0], width)
        for value in values[1:]:
            yield from _hanging("", value, width)
        yield from _hanging("", lang.say(Said("default: {default}", default=rule.default)), width)
        return
    described: Key = {"showdown": TOP_KEYS, "rake": RAKE, "player": PLAYER_KEYS}[place][key]
    yield from _hanging(key, lang.say(described.meaning), width)
    yield from _hanging("", lang.say(Said("values: {values}", values=described.values)), width)
    yield from _hanging("", lang.say(Said("default: {default}", default=described.default)), width)


def _hanging(key: str, text: str, width: int) -> list[str]:
    """*text* wrapped to *width* after the column of keys (*key* in it, or nothing), its later lines indented."""
    start = " " * INDENT + key.ljust(TEXT - INDENT)
    if INDENT + len(key) + 2 > TEXT:  # a key too long for the column and two spaces: its text on the next line
        return [start.rstrip(), *_hanging("", text, width)]
    return textwrap.wrap(
        text, width, initial_indent=start, subsequent_indent=" " * (TEXT + 2), break_on_hyphens=False
    )


def _wrapped(text: str, width: int) -> str:
    return "\n".join(textwrap.wrap(text, width, break_on_hyphens=False))
