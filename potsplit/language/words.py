"""Words with forms: what a translated template asks a value for (``{share:acc}``, ``{players:dat}``).

A :class:`Word` is what a language makes of one value of a sentence (a direction, a share of the pot, a list of
names, a number): ``str()`` is its plain form (the nominative), and a template's format spec names another
(``{direction:gen}``). A form a word does not have is an error, found by the tests of the catalogues (every
template is filled with every kind of value it takes).

>>> high = Forms({"": "старшая", "gen": "старшей"})
>>> "{0} / {0:gen}".format(high)
'старшая / старшей'
>>> format(high, "dat")
Traceback (most recent call last):
...
ValueError: 'старшая' has no form 'dat' (it has: '', 'gen')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

from potsplit.said import Listed, Names


class Word:
    """A value as a language says it: its plain form, and the others by name."""

    __slots__ = ()

    def form(self, name: str) -> str | None:
        """The form called *name* (``""``: the plain one), or ``None`` if the word has none such."""
        raise NotImplementedError

    def forms(self) -> tuple[str, ...]:
        """The names of the forms it has."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.__format__("")

    def __format__(self, spec: str) -> str:
        found = self.form(spec)
        if found is None:
            named = ", ".join(repr(name) for name in self.forms())
            raise ValueError(f"{self.form('')!r} has no form {spec!r} (it has: {named})")
        return found


class Forms(Word):
    """A word whose forms are listed."""

    __slots__ = ("table",)

    def __init__(self, table: Mapping[str, str]) -> None:
        self.table = table

    def form(self, name: str) -> str | None:
        return self.table.get(name)

    def forms(self) -> tuple[str, ...]:
        return tuple(self.table)


class Phrase(Word):
    """A phrase of a sentence (a noun said by the core, ``объявление``), with the forms its language's grammar
    builds around it: ``unknown`` the phrase with its word for "unknown" agreeing with it (``неизвестное
    объявление``). A language's grammar gives the forms (its ``phrase_form``); the plain form is the phrase."""

    __slots__ = ("build", "text")

    def __init__(self, text: str, build: Callable[[str, str], str | None]) -> None:
        self.text = text
        self.build = build

    def form(self, name: str) -> str | None:
        return self.text if name == "" else self.build(self.text, name)

    def forms(self) -> tuple[str, ...]:
        return ("", "unknown")


def grouped(number: int, separator: str) -> str:
    """*number* with its thousands grouped by *separator* (what ``{count:,}`` asks for).

    >>> grouped(1234567, "\\u202f"), grouped(-999, "\\u202f")
    ('1\\u202f234\\u202f567', '-999')
    """
    return f"{number:,}".replace(",", separator)


class Number(Word):
    """A whole number: plain, or with its thousands grouped (``,``) as the language groups them."""

    __slots__ = ("number", "separator")

    def __init__(self, number: int, separator: str) -> None:
        self.number = number
        self.separator = separator

    def form(self, name: str) -> str | None:
        if name == "":
            return str(self.number)
        if name == ",":
            return grouped(self.number, self.separator)
        return None

    def forms(self) -> tuple[str, ...]:
        return ("", ",")


class NameList(Word):
    """Players' names as a language lists them: ``A, B`` and its word for "and" before the last; in a case,
    beside its word for "player" in that case (before the names or after them, as the language puts it); no one:
    its word for "nobody", in its case. A language sets the class's words (see ``ru.PlayerNames``).
    """

    __slots__ = ("names",)
    AND: ClassVar[str]
    """The word that joins the last name to the others (``и``, ``және``)."""
    PLAYER: ClassVar[Mapping[str, tuple[str, str]]]
    """The word for a player in each case, singular and plural."""
    NOBODY: ClassVar[Mapping[str, str]]
    """The word for nobody, in each case (``""``: the plain one)."""
    PLAYER_FIRST: ClassVar[bool]
    """Whether the word for a player stands before the names (``игрокам Bob и Carol``) or after them."""

    def __init__(self, names: Names) -> None:
        self.names = names

    def form(self, name: str) -> str | None:
        names = self.names
        if not names:
            return self.NOBODY.get(name)
        if isinstance(names, Listed) or len(names) == 1:
            listed = ", ".join(names)
        else:
            listed = ", ".join(names[:-1]) + f" {self.AND} " + names[-1]
        if name == "":
            return listed
        player = self.PLAYER.get(name)
        if player is None:
            return None
        word = player[len(names) > 1]
        return f"{word} {listed}" if self.PLAYER_FIRST else f"{listed} {word}"

    def forms(self) -> tuple[str, ...]:
        return ("", *self.PLAYER)
