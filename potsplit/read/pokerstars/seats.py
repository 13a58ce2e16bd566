"""A PokerStars hand's seats: each seat's number, its player's name and stack, and whether he sits out.

>>> read_seat(Line(3, "Seat 2: Kuca :P ($1,000.50 in chips) is sitting out", "x"))
Seat(number=2, name='Kuca :P', stack=Fraction(2001, 2), out=True)
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from potsplit.read.pokerstars.text import AMOUNT, Line, amount_of

SEAT = re.compile(rf"Seat (\d+): (.+?) \(({AMOUNT}) in chips(?:,[^)]*)?\)(.*)$")


class Seat(NamedTuple):
    """One seat: its number, its player, his stack at the start of the hand, whether he sits the hand out."""

    number: int
    name: str
    stack: Fraction
    out: bool


def read_seat(line: Line) -> Seat | None:
    """The seat a seat line (``Seat 3: NAME ($5 in chips)``) says, else ``None``."""
    found = SEAT.match(line.text)
    if found is None:
        return None
    number, name, stack, after = found.groups()
    return Seat(int(number), name, amount_of(stack, line, found.start(3) + 1), "sitting out" in after)
