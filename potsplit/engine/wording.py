"""The words of the steps: lists of names, and who has the best hand.

>>> and_list(["Alice"]), and_list(["Alice", "Bob", "Carol"])
('Alice', 'Alice, Bob and Carol')
"""

from __future__ import annotations

from collections.abc import Sequence

from potsplit.engine.contest import Contestant, names
from potsplit.engine.model import Direction


def and_list(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def tie_text(winners: Sequence[Contestant], direction: Direction) -> str:
    """"Alice has the best high (flush, ace-king high)" or "Bob and Carol tie for the best low (...)"."""
    hand = winners[0].hand(direction)
    word = direction.value
    what = word if hand is None else f"{word} ({hand.name})"
    if len(winners) == 1:
        return f"{winners[0].name} has the best {what}"
    return f"{and_list(names(winners))} tie for the best {what}"


def win_text(winners: Sequence[Contestant], direction: Direction, share: str) -> str:
    """"Alice has the best high (...) and wins the high half" or "Bob and Carol tie ... and split it"."""
    verb = "wins" if len(winners) == 1 else "split"
    return f"{tie_text(winners, direction)} and {verb} {share}"
