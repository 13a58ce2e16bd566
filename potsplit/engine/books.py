"""The rulebooks whose odd-chip rules ``rules.book`` takes at once (spec section 5), and those rules' values.

Both books give the odd chip of a game with a button to the first player to the dealer's left, and order it by
suit in stud (``odd-chip``'s own default). What they differ in, when the order is by suit:

- Robert's Rules of Poker: the highest card by suit in a high share and the lowest in a low one, all of a
  player's cards counting, not only the five of his hand.
- WSOP 2024 Tournament Rule 73 and Live Action Rule 149 (the TDA's odd-chip rule): in stud, razz and the stud
  high-low games, the high card by suit in the player's five-card winning hand, in a low share too.

>>> book_setting(Book.WSOP, "odd_chip_low"), book_setting(None, "odd_chip_cards")
(<OddChipLow.HIGHEST: 'highest'>, <OddChipCards.ALL: 'all'>)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, NamedTuple


class OddChipCards(enum.Enum):
    """Which of a player's cards the odd chip by suit compares: ``rules.odd-chip-cards``."""

    ALL = "all"
    FIVE = "five"


class OddChipLow(enum.Enum):
    """Whether the odd chip by suit of a low share goes to the lowest card or the highest: ``rules.odd-chip-low``."""

    LOWEST = "lowest"
    HIGHEST = "highest"


class Book(enum.Enum):
    """A rulebook whose odd-chip settings are taken at once: ``rules.book``."""

    # Hashed by identity, in C (an Enum hashes its name, in Python): filling in every showdown's rules looks a
    # book up twice.
    __hash__ = object.__hash__

    ROBERT = "robert"
    WSOP = "wsop"


class Rulebook(NamedTuple):
    """What a rulebook says of the odd chip: how a reason names it, and the value it gives each rule it sets."""

    source: str
    """How a step's reason names the book and its rule: ``WSOP Tournament Rule 73``."""
    settings: Mapping[str, enum.Enum]
    """The value of each rule the book sets, by its field of :class:`~potsplit.engine.rules.Rules`."""


BOOKS: Mapping[Book, Rulebook] = {
    # These are the defaults of the two rules (DEFAULT_BOOK).
    Book.ROBERT: Rulebook(
        "Robert's Rules of Poker",
        {"odd_chip_cards": OddChipCards.ALL, "odd_chip_low": OddChipLow.LOWEST},
    ),
    Book.WSOP: Rulebook(
        "WSOP Tournament Rule 73",
        {"odd_chip_cards": OddChipCards.FIVE, "odd_chip_low": OddChipLow.HIGHEST},
    ),
}
"""What each rulebook says of the odd chip by suit."""
DEFAULT_BOOK = Book.ROBERT
"""The book whose settings are the defaults of the rules it sets, when no book is given."""
BOOK_FIELDS = tuple(BOOKS[DEFAULT_BOOK].settings)
"""The fields of ``Rules`` that a book sets (every book sets the same)."""


def book_setting(book: Book | None, field: str) -> Any:
    """The value *book* (or, for ``None``, :data:`DEFAULT_BOOK`) gives the rule of *field* (of ``Rules``)."""
    return BOOKS[book or DEFAULT_BOOK].settings[field]
