"""Declarations (spec sections 1 and 3): high, low or swing, the words they are written in, and chips in hand.

>>> declaration("Both"), declaration(0), declaration("2", (Declaration.HIGH, Declaration.LOW, Declaration.SWING))
(<Declaration.SWING: 'swing'>, <Declaration.LOW: 'low'>, <Declaration.SWING: 'swing'>)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from potsplit.errors import InvalidShowdown, unknown_word
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
    "ru": {"старшая": Declaration.HIGH, "младшая": Declaration.LOW, "обе": Declaration.SWING},
    "kk": {"жоғары": Declaration.HIGH, "төмен": Declaration.LOW, "екеуі": Declaration.SWING},
}
"""A declaration in Russian and in Kazakh (the words of the sources: старшая, младшая, обе; жоғары, төмен,
екеуі), read in any case and whatever the language potsplit writes in."""
_DECLARATIONS_READ = DECLARATION_WORDS | {word: meant for words in SPOKEN_DECLARATIONS.values() for word, meant in
                                          words.items()}
DEFAULT_CHIPS = (Declaration.LOW, Declaration.HIGH, Declaration.SWING)
"""What 0, 1 and 2 chips in hand mean, unless ``rules.chips`` says otherwise."""
def declaration(value: object, chips: tuple[Declaration, ...] = DEFAULT_CHIPS) -> Declaration:
    """A declaration: a :class:`Declaration`, one of :data:`DECLARATION_WORDS` or :data:`SPOKEN_DECLARATIONS`,
    or 0, 1, 2 chips in hand.

    >>> declaration("Both"), declaration(0), declaration("2", (Declaration.HIGH, Declaration.LOW, Declaration.SWING))
    (<Declaration.SWING: 'swing'>, <Declaration.LOW: 'low'>, <Declaration.SWING: 'swing'>)
    >>> declaration("Старшая"), declaration("ТӨМЕН"), declaration("екеуі")
    (<Declaration.HIGH: 'high'>, <Declaration.LOW: 'low'>, <Declaration.SWING: 'swing'>)
    """
    if isinstance(value, Declaration):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 2:
        return chips[value]
    if isinstance(value, str):
        text = value.strip().lower()
        if text not in _DECLARATIONS_READ:
            text = typed(text).strip().lower()
        if text in _DECLARATIONS_READ:
            return _DECLARATIONS_READ[text]
        if text in ("0", "1", "2"):
            return chips[int(text)]
    raise InvalidShowdown(unknown_word(Said("declaration"), value, [*DECLARATION_WORDS, "0", "1", "2"], DECLARING))


DECLARING = Said("declare high, low or swing (hi, lo, both), or 0, 1 or 2 chips in hand")


CHIPS_SHAPE = Said("chips must list what 0, 1 and 2 chips mean, e.g. [low, high, swing]")


def chips_meaning(value: object) -> tuple[Declaration, Declaration, Declaration]:
    """``rules.chips``: what 0, 1 and 2 chips in hand mean, each of low, high and swing once."""
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise InvalidShowdown(CHIPS_SHAPE)
    meanings = tuple(declaration(item) for item in value)
    if len(meanings) != 3:
        raise InvalidShowdown(CHIPS_SHAPE)
    if len(set(meanings)) != 3:
        raise InvalidShowdown(Said("chips must give low, high and swing once each"))
    return meanings[0], meanings[1], meanings[2]
