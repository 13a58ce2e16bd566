"""What the constructors of the model accept, as types: the plain values a file writes (text for cards, words for
rules and declarations, ``int``, ``str``, ``Decimal`` and ``Fraction`` amounts, any sequence of players), beside the
converted types their fields keep.

A constructor's signature says these, so that a caller's plain values type-check (``mypy --strict``), while each
field, once read, has its one type (``Player.cards`` is a ``tuple[Card, ...]``, ``Player.bet`` a ``Fraction``).
What a type cannot say (a card's name, an amount's sign, a rule's words) the constructor checks, raising
:class:`~potsplit.errors.InvalidShowdown` at the field.

>>> from potsplit.engine.model import Player
>>> Player("Bob", "6h 5h 4h 3h 2h", "swing", bet="12.50").bet
Fraction(25, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal
from fractions import Fraction
from typing import TypeAlias

from potsplit.hands.cards import Card, Rank

AmountGiven: TypeAlias = Fraction | int | str | Decimal
"""An amount: an ``int``, a ``Fraction``, a ``Decimal`` or text as a file writes it (``"12.50"``, ``"3/4"``); never
a ``float``, which is not exact (docs/rules.md: "The showdown")."""
CardsGiven: TypeAlias = str | Iterable[str | Card]
"""Cards: text split on spaces and commas (``"As Ks, 10h"``), or a list of cards, each text or a :class:`Card`."""
WildGiven: TypeAlias = str | int | Iterable[str | int | Rank | Card]
"""The wild cards: text (``"2 Js"``, ``"deuces"``), a rank's number, or a list of ranks, cards and names."""
MappingGiven: TypeAlias = Mapping[str, object]
"""A part of a showdown as a file writes it: a mapping of its keys (a player's, the rules', a rake's)."""
