"""A recorded result against the ruling: agree, differ, or agree but for the rake (docs/rules.md: "Checking a
record").

A record is what each player was paid (a hand history's winnings, or its
finishing stacks less what each player had left; a table's ``expect``). It
agrees when every player's recorded payout is his ruled one. A recorded total
below what the ruling pays out is the house's rake, not a difference, when
everything else agrees and the shortfall is at most *max_rake*: every player
the ruling pays nothing is recorded with nothing, and the winners share what is
left as the ruling shares the pot, each to within one *unit* of the hand's
amounts (rooms rake a pot, then split what is left in whole chips). A bigger
shortfall is a difference, whatever else agrees; and where the ruling took the
rake already (a rake schedule), *max_rake* is 0: the record must be the ruling
exactly. A player whose record cannot be told (an unknown stack) is left out.

>>> F = Fraction
>>> verdict({"A": F(100), "B": F(0)}, {"A": F(97), "B": F(0)}, F(1), F(100))
Verdict(agrees=True, differing=(), rake=Fraction(3, 1), share=Fraction(3, 100))
>>> verdict({"A": F(100), "B": F(0)}, {"A": F(51), "B": F(0)}, F(1), F(100))  # 49 is not the house's rake
Verdict(agrees=False, differing=('A',), rake=None, share=None)
>>> verdict({"A": F(50), "B": F(50)}, {"A": F(60), "B": F(40)}, F(1), F(100))
Verdict(agrees=False, differing=('A', 'B'), rake=None, share=None)
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import NamedTuple


class Verdict(NamedTuple):
    """Whether a record agrees with the ruling; the players it differs for; the rake, and its share of the pot,
    when the record agrees but for one."""

    agrees: bool
    differing: tuple[str, ...]
    rake: Fraction | None
    share: Fraction | None


DEFAULT_MAX_RAKE = Fraction(1, 10)
"""The biggest shortfall taken for the house's rake, as a share of the pot, unless told otherwise."""


def verdict(
    ruled: Mapping[str, Fraction], recorded: Mapping[str, Fraction | None], unit: Fraction, pot: Fraction,
    max_rake: Fraction | None = None,
) -> Verdict:
    """The record *recorded* (a payout a player, ``None`` where it cannot be told) against the *ruled* payouts
    of a pot of *pot*, in a hand whose amounts are written in units of *unit*; a shortfall of at most *max_rake*
    (default :data:`DEFAULT_MAX_RAKE` of the pot; 0: none) may be the rake."""
    known = {name: amount for name, amount in recorded.items() if amount is not None}
    differing = tuple(name for name, amount in known.items() if amount != ruled[name])
    if not differing:
        return Verdict(True, (), None, None)
    paid = sum((ruled[name] for name in known), Fraction(0))
    kept = sum(known.values(), Fraction(0))
    most = pot * DEFAULT_MAX_RAKE if max_rake is None else max_rake
    if 0 < kept < paid and paid - kept <= most and _raked(ruled, known, unit, kept / paid):
        return Verdict(True, (), paid - kept, (paid - kept) / pot)
    return Verdict(False, differing, None, None)


def favoured(ruled: Mapping[str, Fraction], recorded: Mapping[str, Fraction | None]) -> list[tuple[str, Fraction]]:
    """Each player the record pays other than the ruling, and by how much more (below 0: less), those it pays
    more first, in seat order.

    >>> favoured({"A": Fraction(434), "B": Fraction(0)}, {"A": Fraction(51), "B": Fraction(0)})
    [('A', Fraction(-383, 1))]
    """
    known = [(name, amount - ruled[name]) for name, amount in recorded.items() if amount is not None]
    differing = [(name, by) for name, by in known if by]
    return [one for one in differing if one[1] > 0] + [one for one in differing if one[1] < 0]


def _raked(ruled: Mapping[str, Fraction], known: Mapping[str, Fraction], unit: Fraction, left: Fraction) -> bool:
    """Whether *known* is the ruling with the same part taken from every winner's payout (*left* of each is
    kept), each to within one *unit*; and nothing recorded for those the ruling pays nothing."""
    for name, amount in known.items():
        if ruled[name] == 0:
            if amount != 0:
                return False
        elif amount > ruled[name] or abs(amount - ruled[name] * left) >= unit:
            return False
    return True
