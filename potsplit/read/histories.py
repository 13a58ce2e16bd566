"""What every hand-history reader (PHH, OHH, PokerStars text) does alike once its stream is cut into hands: the
showdowns of the hands, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Protocol, TypeVar

from potsplit.engine.model import Showdown
from potsplit.errors import InvalidShowdown, Location
from potsplit.read.documents import NO_HAND


class _Hand(Protocol):
    @property
    def showdown(self) -> Showdown: ...

    @property
    def pot_less(self) -> bool: ...


P = TypeVar("P")


def showdowns_of(parts: Iterable[P], hand_of: Callable[[P], _Hand], source: str) -> Iterator[Showdown]:
    """The showdowns of the hands read from *parts* by *hand_of*, in order; raises :class:`InvalidShowdown` at the
    first invalid one, and for an input that holds no hand. A hand in which nothing was put in has no showdown:
    it is passed over; a side pot that its only player took without showing is not in the showdown."""
    empty = True
    for part in parts:
        empty = False
        hand = hand_of(part)
        if not hand.pot_less:
            yield hand.showdown
    if empty:
        raise InvalidShowdown(NO_HAND, Location(source))
