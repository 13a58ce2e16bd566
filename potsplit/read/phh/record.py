"""What a hand history records beside its actions: the stacks, what each player put in, what he was paid, and
what came back to him.

A module of its own so that what a stream's results hold (:mod:`potsplit.run.results`) does not load the hand
history reader on every start.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple


class PotRecord(NamedTuple):
    """What a hand history records of one pot: which (0: the main pot, N: side pot N), on which board of a hand
    run twice (0: the only one; 1, 2: the first and second), and what each player collected from it."""

    pot: int
    board: int
    payouts: tuple[tuple[str, Fraction], ...]


class Record(NamedTuple):
    """What a hand history records beside its actions, one item a player (in the showdown's order): his
    starting stack (``None``: unknown), what he put in (antes and bets, uncalled bets returned), and, when
    recorded, his finishing stack and his winnings (the pots he collected); and what came back to each as an
    uncalled bet (some sites record it as won)."""

    stacks: tuple[Fraction | None, ...]
    put_in: tuple[Fraction, ...]
    finishing: tuple[Fraction | None, ...] | None
    winnings: tuple[Fraction, ...] | None
    unit: Fraction | None
    """The largest power of ten, 1 at most, dividing every amount written in the hand (``None``: none does)."""
    returned: tuple[Fraction, ...] = ()
    pots: tuple[PotRecord, ...] = ()
    """What it records pot by pot, where it does (PokerStars' ``collected ... from side pot-1`` lines)."""
