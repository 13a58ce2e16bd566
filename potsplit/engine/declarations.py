"""Declarations (docs/rules.md: "The showdown", "Resolving a pot"): high, low or swing, the words players write
them in (English, Russian, Kazakh, and Kazakh typed on a Russian keyboard), and chips in hand.

- :class:`Declaration`, the three ways; :func:`declaration` reads one from a word or a number of chips in hand;
  :func:`nearest_declaration` the word a slip was meant to be;
- :data:`DECLARATION_WORDS` and :data:`SPOKEN_DECLARATIONS`, the words read; :func:`keyboard`, a word as a Russian
  keyboard types it;
- :func:`chips_meaning`, the value of ``rules.chips`` (:data:`DEFAULT_CHIPS` without it).

>>> declaration("Both"), declaration(0), declaration("2", (Declaration.HIGH, Declaration.LOW, Declaration.SWING))
(<Declaration.SWING: 'swing'>, <Declaration.LOW: 'low'>, <Declaration.SWING: 'swing'>)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping

from potsplit.engine.fields import nested, not_text
from potsplit.errors import InvalidShowdown, nearest, unknown_word
from potsplit.hands.cards import typed
from potsplit.said import Said


class Declaration(enum.Enum):
    """What a player declared: high, low, or both ways (swing)."""

    HIGH = "high"
    LOW = "low"
    SWING = "swing"


DECLARATION_WORDS = {
    "high": Declaration.HIGH, "hi": Declaration.HIGH,
    "low": Declaration.LOW, "lo": Declaration.LOW,
    "swing": Declaration.SWING, "both": Declaration.SWING,
}
"""The words a declaration is written in (in any case), beside a number of chips in hand (see ``chips``), and
that messages list; :data:`SPOKEN_DECLARATIONS` are read too."""
SPOKEN_DECLARATIONS = {
    "ru": {"старшая": Declaration.HIGH, "младшая": Declaration.LOW, "обе": Declaration.SWING,
           "хай": Declaration.HIGH, "лоу": Declaration.LOW, "свинг": Declaration.SWING, "суинг": Declaration.SWING,
           "хай-лоу": Declaration.SWING, "хайлоу": Declaration.SWING, "хай лоу": Declaration.SWING},
    "kk": {"жоғары": Declaration.HIGH, "төмен": Declaration.LOW, "екеуі": Declaration.SWING,
           "екі жаққа": Declaration.SWING},
}
"""A declaration in Russian and in Kazakh, read in any case (the words of one declaration apart by any spaces)
and whatever the language potsplit writes in: the words of the sources (старшая, младшая, обе; жоғары, төмен,
екеуі; and екі жаққа, "both ways", as potsplit's Kazakh tables write it) and those players say at the table
(хай, лоу, свинг or суинг, хай-лоу). Kazakh typed on a Russian keyboard is read too: each Kazakh letter may be
its Russian stand-in (жогары, томен, екеуи, еки жакка; see :func:`keyboard`), and ё may be е. Every word
potsplit prints for a declaration, in each of its languages, is one of these."""
_KEYBOARD = str.maketrans("әғқңөұүһіё", "агкноуухие")
"""The Kazakh letters a Russian keyboard lacks, each as the Russian letter typed for it (and ё as е)."""


def keyboard(text: str) -> str:
    """*text* as a Russian keyboard types it, in lower case, its words apart by one space: a Kazakh word and its
    stand-in are the same (``жоғары`` and ``жогары``).

    >>> keyboard(" Екі  ЖАҚҚА "), keyboard("Ёлка")
    ('еки жакка', 'елка')
    """
    return " ".join(text.split()).lower().translate(_KEYBOARD)


_DECLARATIONS_READ = {keyboard(word): meant for word, meant in DECLARATION_WORDS.items()} | {
    keyboard(word): meant for words in SPOKEN_DECLARATIONS.values() for word, meant in words.items()}
_DECLARATIONS_SUGGESTED = {keyboard(word): word for word in DECLARATION_WORDS} | {
    keyboard(word): word for words in SPOKEN_DECLARATIONS.values() for word in words}
"""Each word a declaration is read in, as :func:`keyboard` types it, and as a suggestion writes it."""
DECLARATIONS_LISTED = Said("high, hi, low, lo, swing, both")
"""The declarations as a message lists them, in the language in use (Russian lists its own words first)."""
DEFAULT_CHIPS = (Declaration.LOW, Declaration.HIGH, Declaration.SWING)
"""What 0, 1 and 2 chips in hand mean, unless ``rules.chips`` says otherwise."""
def declaration(value: object, chips: tuple[Declaration, ...] = DEFAULT_CHIPS) -> Declaration:
    """A declaration: a :class:`Declaration`, one of :data:`DECLARATION_WORDS` or :data:`SPOKEN_DECLARATIONS`,
    or 0, 1, 2 chips in hand.

    >>> declaration("Both"), declaration(0), declaration("2", (Declaration.HIGH, Declaration.LOW, Declaration.SWING))
    (<Declaration.SWING: 'swing'>, <Declaration.LOW: 'low'>, <Declaration.SWING: 'swing'>)
    >>> declaration("Старшая"), declaration("ТӨМЕН"), declaration("екеуі"), declaration(" Екі  жаққа ")
    (<Declaration.HIGH: 'high'>, <Declaration.LOW: 'low'>, <Declaration.SWING: 'swing'>, <Declaration.SWING: 'swing'>)
    >>> [declaration(word).value for word in ("Хай", "лоу", "СВИНГ", "хай-лоу", "жогары", "томен", "екеуи")]
    ['high', 'low', 'swing', 'swing', 'high', 'low', 'swing']
    """
    if isinstance(value, Declaration):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 2:
        return chips[value]
    if isinstance(value, str):
        text = keyboard(value)
        if text not in _DECLARATIONS_READ:
            text = keyboard(typed(text))
        if text in _DECLARATIONS_READ:
            return _DECLARATIONS_READ[text]
        if text in ("0", "1", "2"):
            return chips[int(text)]
    raise InvalidShowdown(unknown_word(
        Said("declaration"), value, [*DECLARATION_WORDS, "0", "1", "2"], DECLARING,
        listed=Said("{words}, 0, 1, 2", words=DECLARATIONS_LISTED), close=nearest_declaration(value),
    ))


def nearest_declaration(value: object) -> str | None:
    """The declaration word nearest to *value*, in any of the languages, if one is close enough to be a slip.

    >>> nearest_declaration("swnig"), nearest_declaration("старщая"), nearest_declaration("жогаоы")
    ('swing', 'старшая', 'жоғары')
    """
    if not isinstance(value, str):
        return None
    close = nearest(keyboard(value), list(_DECLARATIONS_SUGGESTED))
    return None if close is None else _DECLARATIONS_SUGGESTED[close]


DECLARING = Said("declare high, low or swing (hi, lo, both), or 0, 1 or 2 chips in hand")


CHIPS_SHAPE = Said("chips must list what 0, 1 and 2 chips mean, e.g. [low, high, swing]")


def chips_meaning(value: object) -> tuple[Declaration, Declaration, Declaration]:
    """``rules.chips``: what 0, 1 and 2 chips in hand mean, each of low, high and swing once; an error in one of
    them has its index for path."""
    if isinstance(value, str | Mapping) or not isinstance(value, Iterable):
        raise InvalidShowdown(CHIPS_SHAPE)
    items = list(value)
    if len(items) != 3:
        raise InvalidShowdown(CHIPS_SHAPE)
    meanings = []
    for index, item in enumerate(items):
        try:
            if nested(item):
                raise not_text(Said("declaration"), item)
            meanings.append(declaration(item))
        except InvalidShowdown as error:
            raise InvalidShowdown(error.message, path=(index,)) from None
    if len(set(meanings)) != 3:
        raise InvalidShowdown(Said("chips must give low, high and swing once each"))
    return meanings[0], meanings[1], meanings[2]


