"""A PokerStars hand's showdown and summary: who collected what from which pot (``collected $5 from side
pot-1``), the summary's pots, rake and jackpot (``Total pot $10 Main pot $6. Side pot $4. | Rake $0.50``), its
boards (``Board [..]``; ``FIRST Board [..]`` and ``SECOND Board [..]`` of a hand run twice), and each seat's
result (``Seat 3: NAME showed [..] and won ($5) with ...``; ``mucked [..]``; ``(cashed out)``).

>>> read_total(Line(30, "Total pot $10 Main pot $6. Side pot-1 $4. | Rake $0.50", "x"))
Total(total=Fraction(10, 1), pots=(Fraction(6, 1), Fraction(4, 1)), rake=Fraction(1, 2), jackpot=Fraction(0, 1))
>>> read_collected(Line(20, "Al B collected $5 from side pot-2", "x"))
Collected(name='Al B', amount=Fraction(5, 1), pot=2)
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from potsplit.hands.cards import Card
from potsplit.read.pokerstars.actions import COLLECTED
from potsplit.read.pokerstars.text import AMOUNT, Line, amount_of, cards_in

_TOTAL = re.compile(rf"Total pot ({AMOUNT})(.*?)(?:\| Rake ({AMOUNT})(.*))?$")
_POT = re.compile(rf"(?:Main pot|Side pot(?:-\d+)?) ({AMOUNT})")
_JACKPOT = re.compile(rf"Jackpot ({AMOUNT})")
_BOARD = re.compile(r"(?:(FIRST|SECOND) )?Board \[([^\]]*)\]$")
_SEAT = re.compile(r"Seat (\d+): (.*)$")
_SHOWED = re.compile(r"(showed|mucked) \[([^\]]*)\]")
_WON = re.compile(rf"(?:won|collected) \(({AMOUNT})\)")
RUN_TWICE = "Hand was run twice"
CANCELLED = "Hand cancelled"


class Total(NamedTuple):
    """The summary's pots: the whole pot, each pot it lists (main pot first; none: one pot), the rake, and the
    jackpot's drop."""

    total: Fraction
    pots: tuple[Fraction, ...]
    rake: Fraction
    jackpot: Fraction


class Collected(NamedTuple):
    """A ``collected`` line: who, how much, from which pot (0: the pot, or the main pot; N: side pot N)."""

    name: str
    amount: Fraction
    pot: int


class SeatResult(NamedTuple):
    """A seat's line of the summary: its number, the cards it showed (or mucked), whether it mucked them, what it
    won (one amount a board), and whether its player cashed out."""

    number: int
    cards: tuple[Card, ...]
    mucked: bool
    won: tuple[Fraction, ...]
    cashed_out: bool


def read_total(line: Line) -> Total | None:
    """The summary's pots, rake and jackpot, from its ``Total pot`` line, else ``None``."""
    found = _TOTAL.match(line.text)
    if found is None:
        return None
    pots = tuple(amount_of(one.group(1), line, found.start(2) + one.start(1) + 1)
                 for one in _POT.finditer(found.group(2)))
    rake = Fraction(0) if found.group(3) is None else amount_of(found.group(3), line, found.start(3) + 1)
    jackpot = _JACKPOT.search(found.group(4) or "")
    drop = Fraction(0) if jackpot is None else amount_of(jackpot.group(1), line, found.start(4) + jackpot.start(1) + 1)
    return Total(amount_of(found.group(1), line, found.start(1) + 1), pots, rake, drop)


def read_collected(line: Line) -> Collected | None:
    """What a ``NAME collected $X from pot`` line says, else ``None``."""
    found = COLLECTED.match(line.text)
    if found is None:
        return None
    name, amount, pot, number = found.groups()
    which = int(number) if number else 1 if pot == "side pot" else 0
    return Collected(name, amount_of(amount, line, found.start(2) + 1), which)


def read_board(line: Line) -> tuple[int, tuple[Card, ...]] | None:
    """Which board (0: the one, 1: the first, 2: the second of a hand run twice) a ``Board [..]`` line gives,
    and its cards, else ``None``."""
    found = _BOARD.match(line.text)
    if found is None:
        return None
    which = {"FIRST": 1, "SECOND": 2}.get(found.group(1) or "", 0)
    return which, cards_in(found.group(2), line, found.start(2) + 1)


def read_seat_result(line: Line) -> SeatResult | None:
    """A seat's result from its summary line, else ``None``."""
    found = _SEAT.match(line.text)
    if found is None:
        return None
    rest = found.group(2)
    shown = _SHOWED.search(rest)
    cards = () if shown is None else cards_in(shown.group(2), line, found.start(2) + shown.start(2) + 1)
    won = tuple(amount_of(one.group(1), line, found.start(2) + one.start(1) + 1) for one in _WON.finditer(rest))
    mucked = (shown is not None and shown.group(1) == "mucked") or rest.endswith(" mucked")
    return SeatResult(int(found.group(1)), cards, mucked, won, "cashed out" in rest)
