"""A pseudo language for tests: every message looked up in it, and every word its grammar gives, comes out
marked (its ASCII letters turned into accented ones, between ⟦ and ⟧), so that English left in an output
shows that some text for people was never looked up (tests/language/test_pseudo_language.py).

Players' names, card codes, amounts and everything the input says are data, and come out as they are.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction
from potsplit.engine.rules import HalfName
from potsplit.engine.wording import Share
from potsplit.hands.ranking import HandValue
from potsplit.language import spoken
from potsplit.language.words import Word
from potsplit.said import Names

_ACCENTED = str.maketrans(
    string.ascii_lowercase + string.ascii_uppercase,
    "áƀćďéƒǵĥíĵķĺḿńóṕǫŕśťúṽẃẋýźÁƁĆĎÉƑǴĤÍĴĶĹḾŃÓṔǪŔŚŤÚṼẂẊÝŹ",
)
_FIELD = re.compile(r"\{([a-z_]+)(?:\.[a-z_]+)?(:[^{}]*)?\}")


def marked(text: str) -> str:
    """*text* marked: its letters accented, its placeholders kept (``{hand.name}`` asked for as ``{hand}``)."""
    parts = []
    last = 0
    for field in _FIELD.finditer(text):
        parts.append(text[last:field.start()].translate(_ACCENTED))
        parts.append("{" + field.group(1) + (field.group(2) or "") + "}")
        last = field.end()
    parts.append(text[last:].translate(_ACCENTED))
    inner = "".join(parts)
    if inner.startswith("\b\n"):  # Click's mark of a paragraph not to rewrap stays first
        return "\b\n⟦" + inner[2:] + "⟧"
    return "⟦" + inner + "⟧"


class Catalogue:
    """Every message, marked."""

    def gettext(self, message: str) -> str:
        return marked(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return marked(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return marked(message)


class _Every(Word):
    """A word that has every form: the same marked text."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def form(self, name: str) -> str | None:
        return self.text

    def forms(self) -> tuple[str, ...]:
        return ("",)


class _Names(Word):
    """Players' names as they are, in every form."""

    __slots__ = ("names",)

    def __init__(self, names: Names) -> None:
        self.names = names

    def form(self, name: str) -> str | None:
        return ", ".join(self.names) if self.names else marked("nobody")

    def forms(self) -> tuple[str, ...]:
        return ("",)


class Grammar:
    """The pseudo language's words: English ones, marked. It stands in for a language (its code, given when it is
    made), so that Click's own words are that language's (they come from its catalogue, through gettext)."""

    CODE = "xx"
    DECIMAL_POINT = "."
    THOUSANDS = ","
    DIRECTIONS: Mapping[Direction, Word] = {direction: _Every(marked(direction.value)) for direction in Direction}
    HALVES: Mapping[HalfName, str] = {half: marked(half.value) for half in HalfName}
    SHARES: Mapping[Share, Word] = {share: _Every(marked(share.value)) for share in Share}
    DECLARATIONS: Mapping[Declaration, str] = {declaration: marked(declaration.value) for declaration in Declaration}

    def hand_name(self, value: HandValue) -> str:
        return marked(value.name)

    def phrase_form(self, text: str, form: str) -> str | None:
        return marked(f"unknown {text}") if form == "unknown" else None

    def PlayerNames(self, names: Names) -> Word:  # as a language's module names its class
        return _Names(names)


PSEUDO = spoken.Spoken(Grammar(), Catalogue())


@contextmanager
def pseudo_for(code: str) -> Iterator[None]:
    """While inside, ``--lang CODE`` (and :func:`potsplit.language.language_named` of it) writes the pseudo
    language, standing in for CODE."""
    real = spoken.spoken
    pseudo = spoken.Spoken(Grammar(), Catalogue())
    pseudo.code = code

    def replaced(asked: str) -> spoken.Spoken:
        return pseudo if asked == code else real(asked)

    spoken.spoken = replaced  # type: ignore[assignment]
    try:
        yield
    finally:
        spoken.spoken = real  # type: ignore[assignment]
