"""A language other than English: its gettext catalogue and its grammar, loaded when it is first used.

Each message the core or the edge says (:class:`~potsplit.said.Said`) is looked up in the language's catalogue
(``locale/CODE/LC_MESSAGES/potsplit.mo``, compiled from the ``potsplit.po`` beside it; a message with a number
by the catalogue's plural forms), and the translated template is filled with the language's own words for the
values: a hand's name, a direction, a half's name, a share, players' names, each in the form the template asks for (see
:mod:`potsplit.language.words`). A message the catalogue lacks is said in English, whole (the tests of the
catalogues make sure none is lacking).
"""

from __future__ import annotations

import functools
import gettext
import importlib
import os
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction
from potsplit.engine.rules import HalfName
from potsplit.engine.wording import Share
from potsplit.hands.ranking import HandValue
from potsplit.language.words import Number, Phrase, Word
from potsplit.said import Figure, Names, Said

LOCALE = os.path.join(os.path.dirname(__file__), "locale")
"""Where the catalogues are: ``LOCALE/CODE/LC_MESSAGES/potsplit.po`` and its compiled ``.mo``."""
DOMAIN = "potsplit"


if TYPE_CHECKING:  # for the type checker only: a Protocol class costs its creation at every start in the language
    from typing import Protocol

    class Grammar(Protocol):
        """What a language's module gives (:mod:`potsplit.language.ru`, :mod:`potsplit.language.kk`)."""

        CODE: str
        DECIMAL_POINT: str
        THOUSANDS: str
        DIRECTIONS: Mapping[Direction, Word]
        HALVES: Mapping[HalfName, str]
        SHARES: Mapping[Share, Word]
        DECLARATIONS: Mapping[Declaration, str]

        def hand_name(self, value: HandValue) -> str: ...

        def phrase_form(self, text: str, form: str) -> str | None: ...

        def PlayerNames(self, names: Names) -> Word: ...  # the module's class

    class Catalogue(Protocol):
        """The part of a gettext catalogue used here."""

        def gettext(self, message: str) -> str: ...

        def ngettext(self, singular: str, plural: str, n: int) -> str: ...

        def pgettext(self, context: str, message: str) -> str: ...


def catalogue_path(code: str, kind: str = "mo") -> str:
    """The file of a language's catalogue: its compiled ``.mo``, or with *kind* ``po`` its source."""
    return os.path.join(LOCALE, code, "LC_MESSAGES", f"{DOMAIN}.{kind}")


class Spoken:
    """A language: its catalogue's templates filled with its grammar's words."""

    def __init__(self, grammar: Grammar, catalogue: Catalogue) -> None:
        self.grammar = grammar
        self.catalogue = catalogue
        self.code = grammar.CODE
        self.decimal_point = grammar.DECIMAL_POINT

    def __reduce__(self) -> tuple[Callable[[str], Any], tuple[str]]:
        """Sent to another process as its code: loaded there again (see :func:`potsplit.language.language_named`)."""
        from potsplit.language import language_named

        return language_named, (self.code,)

    def t(self, message: str) -> str:
        return self.catalogue.gettext(message)

    def say(self, text: str) -> str:
        if not isinstance(text, Said):
            return text
        if text.context is not None:
            template = self.catalogue.pgettext(text.context, text.message)
            missing = template is text.message
        elif text.plural is None:
            template = self.catalogue.gettext(text.message)
            missing = template is text.message
        else:
            assert text.number is not None  # a message with a plural has its number
            template = self.catalogue.ngettext(text.message, text.plural, text.number)
            missing = template is text.message or template is text.plural
        if missing:
            return str(text)
        if not text.arguments:
            return template
        return template.format_map(_Values(self.word, text.arguments))

    def hand(self, value: HandValue) -> str:
        return self.grammar.hand_name(value)

    def declaration(self, declaration: Declaration) -> str:
        return self.grammar.DECLARATIONS[declaration]

    def word(self, value: Any) -> Any:
        """What a template is filled with for one argument: this language's word for it, or the value itself
        (a player's name, a rule's label, an amount)."""
        if isinstance(value, Said):
            return Phrase(self.say(value), self.grammar.phrase_form)
        if isinstance(value, Names):
            return self.grammar.PlayerNames(value)
        if isinstance(value, HandValue):
            return self.grammar.hand_name(value)
        if isinstance(value, Direction):
            return self.grammar.DIRECTIONS[value]
        if isinstance(value, HalfName):
            return self.grammar.HALVES[value]
        if isinstance(value, Share):
            return self.grammar.SHARES[value]
        if isinstance(value, Declaration):
            return self.grammar.DECLARATIONS[value]
        if isinstance(value, int) and not isinstance(value, bool):
            return Number(value, self.grammar.THOUSANDS)
        if isinstance(value, Figure):
            return value.replace(".", self.decimal_point)
        if isinstance(value, str):  # a word the core did not say as a sentence: it has a phrase's forms too
            return Phrase(value, self.grammar.phrase_form)
        return value


class _Values(Mapping[str, Any]):
    """A sentence's arguments as a language words them, each worded when the template asks for it."""

    def __init__(self, word: Callable[[Any], Any], arguments: Mapping[str, Any]) -> None:
        self._word = word
        self._arguments = arguments

    def __getitem__(self, key: str) -> Any:
        return self._word(self._arguments[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._arguments)

    def __len__(self) -> int:
        return len(self._arguments)


@functools.cache
def spoken(code: str) -> Spoken:
    """The language of *code* (``ru``, ``kk``), its catalogue read once."""
    grammar: Grammar = importlib.import_module(f"potsplit.language.{code}")
    with open(catalogue_path(code), "rb") as file:
        catalogue = gettext.GNUTranslations(file)
    return Spoken(grammar, catalogue)
