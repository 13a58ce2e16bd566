"""What a hand history records beside its actions: the stacks, what each player put in, what he was paid, and
what came back to him; and, where it records them, its pots, each with its rake and jackpot and who won what
(OHH's ``pots``, a site's "collected ... from side pot-1" lines).

A module of its own so that what a stream's results hold (:mod:`potsplit.run.results`) does not load the hand
history reader on every start.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple


class PotRecord(NamedTuple):
    """One pot as a hand history records it, main pot first: all it held (OHH's ``amount``, the rake and the
    jackpot drop within it), the rake and the jackpot drop taken from it, and each winner's name and what he
    collected from it, in the record's order."""

    amount: Fraction
    rake: Fraction
    jackpot: Fraction
    winners: tuple[tuple[str, Fraction], ...]


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
    """The pots the hand records (none: it records none), whose rake and jackpot the ruling takes."""
