"""The language potsplit writes for people in (docs/rules.md: "Languages"): English, Russian or Kazakh.

How the languages fit the layers. The core writes English only, and never imports gettext: each sentence it
writes for people is a :class:`~potsplit.said.Said`, the English text that keeps its message (an English
template with named placeholders, the msgid of its translations) and its arguments as values (a hand's value,
a direction, a share of the pot, a list of names, another sentence). Everything that prints for people is
given the language to write in (a :class:`Language`, chosen once by the command line: :func:`language_named`,
:func:`choose_language`), with the display's settings in a :class:`Writing`, and asks it for its words:

- :meth:`English.t` a fixed message (a table's heading), :meth:`English.say` a sentence said by the core or by
  the edge, :meth:`English.hand` a hand's name, :meth:`English.declaration` a declaration;
- English says each as it is: no catalogue, no gettext, nothing loaded (its start-up is unchanged);
- Russian and Kazakh (:mod:`potsplit.language.spoken`, loaded only for them) look the message up in their
  gettext catalogue (``locale/LANG/LC_MESSAGES/potsplit.mo``, compiled from the ``.po`` beside it) and fill the
  translated template with their own words for the values, in the case and number the template asks for
  (``{players:dat}``, ``{share:acc}``, ``{direction:gen}``): the grammar of each language builds its words
  from its own parts (:mod:`potsplit.language.ru`, :mod:`potsplit.language.kk`), never from English
  word order.

JSON and YAML keep their keys and enum values in English; their texts (hand names, steps, notes, errors)
follow the language. Rule labels (``swing-ties: split``), game names and card codes are what a file says, so
they stay as written in every language. Declarations are read in every language (data, not gettext: see
:data:`~potsplit.engine.rules.DECLARATION_WORDS`).

>>> choose_language({"LANG": "ru_RU.UTF-8"}), choose_language({"LC_ALL": "C", "LANG": "kk_KZ"})
('ru', 'en')
>>> choose_language({"POTSPLIT_LANG": "kk", "LC_ALL": "ru_RU.UTF-8"}), choose_language({})
('kk', 'en')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from potsplit.errors import InvalidShowdown, unknown_word

if TYPE_CHECKING:  # the protocol only for the type checker: a Protocol class costs every start its creation
    from typing import Protocol

    from potsplit.engine.declarations import Declaration
    from potsplit.hands.ranking import HandValue

LANGUAGES = ("en", "ru", "kk")
"""The languages potsplit writes in, by their ISO 639-1 codes."""
ENVIRONMENT = ("POTSPLIT_LANG", "LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that choose the language when ``--lang`` is not given, the first set (not empty) deciding."""


if TYPE_CHECKING:

    class Language(Protocol):
        """What the edge asks of a language."""

        code: str
        decimal_point: str

        def t(self, message: str) -> str:
            """A fixed message (no placeholder) in this language."""

        def say(self, text: str) -> str:
            """A sentence (a :class:`~potsplit.said.Said`) in this language; other text as it is."""

        def hand(self, value: HandValue) -> str:
            """A hand's name: ``full house, kings over nines``."""

        def declaration(self, declaration: Declaration) -> str:
            """A declaration, as the table's column shows it."""


class English:
    """English: every message as the core and the edge wrote it."""

    code = "en"
    decimal_point = "."

    def t(self, message: str) -> str:
        return message

    def say(self, text: str) -> str:
        return text

    def hand(self, value: HandValue) -> str:
        return value.name

    def declaration(self, declaration: Declaration) -> str:
        return declaration.value


ENGLISH = English()


def language_named(code: str) -> Language:
    """The language of *code* (one of :data:`LANGUAGES`): English as it is; another loaded the first time it is
    asked for (its catalogue and grammar, :func:`potsplit.language.spoken.spoken`).

    >>> language_named("en") is ENGLISH, language_named("ru").code
    (True, 'ru')
    """
    if code == "en":
        return ENGLISH
    if code in LANGUAGES:
        from potsplit.language import spoken  # looked up when asked for: a test may stand another language in

        return spoken.spoken(code)
    raise InvalidShowdown(unknown_word("language", code, LANGUAGES))


@dataclass(frozen=True)
class Writing:
    """How potsplit writes for one person: in which *language*, and how its tables are shown: at most *width*
    columns (``None``: no limit), in *color* or not, each card's suit as a letter (As) or, with *symbols*, as
    the suit's symbol (A♠). JSON and YAML follow the language in their texts, never the rest.

    Chosen once, for a command, and given to everything it writes; sent to the processes that write with it
    (a language travels as its code, and is loaded again there).
    """

    language: Language = ENGLISH
    width: int | None = None
    color: bool = False
    symbols: bool = False


PLAIN = Writing()
"""English, as a pipe or a file gets it: tables whole, no colour, suits as letters."""


def locale_language(value: str) -> str | None:
    """The language of a locale's name (``ru_RU.UTF-8``, ``kk_KZ``, ``ru``), if it is one potsplit writes.

    >>> locale_language("ru_RU.UTF-8"), locale_language("kk"), locale_language("de_DE"), locale_language("C")
    ('ru', 'kk', None, None)
    """
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def choose_language(environ: Mapping[str, str]) -> str:
    """The language the environment asks for (:data:`ENVIRONMENT`); English otherwise.

    ``POTSPLIT_LANG`` must name a language potsplit writes (else :class:`~potsplit.errors.InvalidShowdown`);
    a locale potsplit has no language for (``de_DE``, ``C``) means English.
    """
    for name in ENVIRONMENT:
        value = environ.get(name, "").strip()
        if not value:
            continue
        code = locale_language(value)
        if code is None and name == "POTSPLIT_LANG":
            raise InvalidShowdown(f"POTSPLIT_LANG: {unknown_word('language', value, LANGUAGES)}")
        return code or "en"
    return "en"
