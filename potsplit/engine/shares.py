"""Splitting a pot's money: exact fractions, or whole chips (docs/rules.md: "Whole chips and the odd chip").

A pot is split into its halves (one or two), each half equally among its
players; a failed swing player's part is passed on, and the parts passed on to
the same players in one pot are pooled before they are split. Exactly:

>>> from potsplit.engine.records import Half
>>> from potsplit.engine.model import Direction
>>> halves = (Half(Direction.HIGH, ("Bob",)), Half(Direction.LOW, ("Bob", "Carol")))
>>> exact_payouts(Fraction(1), halves)
{'Bob': Fraction(3, 4), 'Carol': Fraction(1, 4)}

With whole chips (Robert's Rules, TDA): the odd chip of a pot split in two
goes to the high half (or as ``odd-chip-half`` says: :class:`OddHalf`); a
share's leftover chips go one each in the odd-chip order; when the same players
finally get both halves with equal totals, the pot is split among them as one
share (66 is 33/33, not 34/32):

>>> same = (Half(Direction.HIGH, ("A", "B")), Half(Direction.LOW, ("A", "B")))
>>> chip_payouts(Fraction(66), same, Fraction(1), lambda direction, names: list(names))[0]
{'A': Fraction(33, 1), 'B': Fraction(33, 1)}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import NamedTuple

from potsplit.engine.model import Direction
from potsplit.engine.records import Half, Step
from potsplit.said import Listed, Said

_ZERO = Fraction(0)
Order = Callable[[Direction, Sequence[str]], list[str]]
"""The odd-chip order of some players for a share of one direction, first served first
(see :mod:`potsplit.engine.odd_chip`)."""
Reason = Callable[[Direction, Sequence[str], int], str]
"""What an odd-chip step says in brackets of the order it followed for a share of one direction (and how many of
its first players get a chip more): what decided, and the rules."""


def exact_payouts(amount: Fraction, halves: Sequence[Half]) -> dict[str, Fraction]:
    """Each player's exact part of a pot of *amount* split into *halves*."""
    payouts: dict[str, Fraction] = {}
    pooled: dict[tuple[str, ...], Fraction] = {}
    for half in halves:
        passes = dict(half.passed)
        part = amount / (len(halves) * len(half.players))
        # A first part is kept as it is: added to a zero Fraction, resolving took 4.6% longer.
        for player in half.players:
            if player in passes:
                to = passes[player]
                pooled[to] = pooled[to] + part if to in pooled else part
            else:
                payouts[player] = payouts[player] + part if player in payouts else part
    for to, total in pooled.items():
        share = total / len(to)
        for player in to:
            payouts[player] = payouts[player] + share if player in payouts else share
    return payouts


class OddHalf(NamedTuple):
    """Where the odd chip of a pot split unevenly between its two halves goes (``odd-chip-half``): to the *half*
    (its index, the high half 0), or straight to *player* (by position: the winner nearest the dealer's left,
    *half* being the one he won), and the *step* that says so (``None``: nothing to say, the high half's as
    ever)."""

    half: int = 0
    player: str | None = None
    step: Step | None = None


def half_amounts(amount: Fraction, halves: int, chip: Fraction | None, odd: int = 0) -> list[Fraction]:
    """What each half of a pot of *amount* holds, the high half first: equal exact parts, or whole chips
    (see :func:`half_chips`), the odd chip the half of index *odd*'s.

    >>> half_amounts(Fraction(7), 2, None), half_amounts(Fraction(7), 2, Fraction(1))
    ([Fraction(7, 2), Fraction(7, 2)], [Fraction(4, 1), Fraction(3, 1)])
    """
    if chip is None:
        return [amount / halves] * halves
    return [chip * count for count in half_chips(int(amount / chip), halves, odd)]


def half_chips(chips: int, halves: int, odd: int = 0) -> list[int]:
    """The chips of each half, the high half first: the odd chip goes to the high half (or to the half of index
    *odd*).

    >>> half_chips(7, 2), half_chips(7, 1), half_chips(7, 2, 1)
    ([4, 3], [7], [3, 4])
    """
    return [chips // halves + (chips % halves if number == odd else 0) for number in range(halves)]


def split_chips(chips: int, players: Sequence[str]) -> dict[str, int]:
    """*chips* split among *players* (in odd-chip order): the same whole number each,
    the leftovers one each to the first.

    >>> split_chips(7, ["C", "A", "B"])
    {'C': 3, 'A': 2, 'B': 2}
    """
    each, left = divmod(chips, len(players))
    return {player: each + (1 if number < left else 0) for number, player in enumerate(players)}


def _odd_chip_step(
    chips: int, ordered: Sequence[str], direction: Direction, rule: str, reason: Reason | None, chip: Fraction
) -> list[Step]:
    left = chips % len(ordered)
    if not left:
        return []
    lucky = tuple(ordered[:left])
    why = rule if reason is None else reason(direction, ordered, left)
    text = Said.counted(
        "{count} chips do not split evenly among {players}: one more to {lucky} ({rule})",
        "{count} chips do not split evenly among {players}: one more to {lucky} ({rule})",
        chips, players=Listed(ordered), lucky=Listed(lucky), rule=why,
    )
    return [Step("odd-chip", rule, lucky, chip * left, text)]


def chip_payouts(
    amount: Fraction, halves: Sequence[Half], chip: Fraction, order: Order, rule: str = "odd-chip",
    reason: Reason | None = None, odd: OddHalf | None = None,
) -> tuple[dict[str, Fraction], list[Step]]:
    """Each player's whole chips from a pot of *amount*, and the odd-chip steps: each labelled *rule*, its
    words in brackets *reason*'s (asked only where chips are left over), else *rule*. *odd* says where the odd
    chip between two halves goes (``None``: to the high half); a player who takes it by position gets it on top
    of his part of his half."""
    chips = int(amount / chip)
    steps: list[Step] = []
    received: dict[str, int] = {}

    def give(count: int, players: Sequence[str], direction: Direction) -> dict[str, int]:
        ordered = order(direction, players)
        steps.extend(_odd_chip_step(count, ordered, direction, rule, reason, chip))
        return split_chips(count, ordered)

    if len(halves) == 2 and _one_share(amount, halves):
        for player, count in give(chips, halves[0].receivers, Direction.HIGH).items():
            received[player] = count
        return {player: count * chip for player, count in received.items()}, steps
    pooled: dict[tuple[str, ...], tuple[int, Direction]] = {}
    counts = half_chips(chips, len(halves), 0 if odd is None else odd.half)
    if odd is not None and len(halves) == 2 and chips % 2:
        if odd.step is not None:
            steps.append(odd.step)
        if odd.player is not None:  # his, not his half's: the half is split without it
            counts[odd.half] -= 1
            received[odd.player] = 1
    for half, count_of_half in zip(halves, counts, strict=True):
        passes = dict(half.passed)
        for player, count in give(count_of_half, half.players, half.direction).items():
            if player in passes:
                total, direction = pooled.get(passes[player], (0, half.direction))
                pooled[passes[player]] = (total + count, direction)
            else:
                received[player] = received.get(player, 0) + count
    for to, (count, direction) in pooled.items():
        for player, share in give(count, to, direction).items():
            received[player] = received.get(player, 0) + share
    return {player: count * chip for player, count in received.items()}, steps


def _one_share(amount: Fraction, halves: Sequence[Half]) -> bool:
    """The same players finally get both halves, with equal exact totals."""
    high, low = (set(half.receivers) for half in halves)
    if high != low:
        return False
    totals = exact_payouts(amount, halves)
    return len({totals[player] for player in high}) == 1
