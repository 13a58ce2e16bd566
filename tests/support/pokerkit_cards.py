"""pokerkit's cards for potsplit's, and how two hands of either library compare."""

from __future__ import annotations

from typing import Any

from pokerkit import (
    Card as PokerkitCard,
)

from potsplit.hands.cards import DECK

PK_DECK: tuple[PokerkitCard, ...] = tuple(next(PokerkitCard.parse(str(card))) for card in DECK)
"""pokerkit's card for each potsplit card code."""


def relation(a: Any, b: Any) -> str:
    """``<``, ``=`` or ``>``; ``None`` (no low) is below every hand and equal to itself."""
    if a is None or b is None:
        return "=" if a is b else "<" if a is None else ">"
    return "<" if a < b else "=" if a == b else ">"
