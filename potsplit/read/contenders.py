"""Who contests a hand history's showdown: the players still in who showed their cards.

A hand history says who was still in at the end and whose cards were shown. A player still in who did not show
(PHH's ``sm ????``, a muck, a site that writes nothing) cannot win a pot that another of its players showed for;
a pot that none of its players showed for cannot be settled; and the one player in the top side pot takes it
back without showing (the part of his bet that nobody could match). Every hand-history reader (PHH, OHH,
PokerStars text) settles its showdown's contenders by :func:`contest`.

>>> from fractions import Fraction
>>> contest(["Al", "Bo", "Cy"], [Fraction(50), Fraction(100), Fraction(100)], None, [0, 1, 2], [0, 1])
Contest(contenders=[0, 1], uncontested=None, unsettled=[])
>>> contest(["Al", "Bo", "Cy"], [Fraction(50), Fraction(100), Fraction(100)], None, [0, 1, 2], [0])
Contest(contenders=[0], uncontested=None, unsettled=[Unsettled(number=1, players=(1, 2))])
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from potsplit.engine.model import Player
from potsplit.engine.side_pots import build_pots
from potsplit.said import Said


class Unsettled(NamedTuple):
    """A pot none of whose players showed his cards: its number (0: the main pot) and its players (indexes)."""

    number: int
    players: tuple[int, ...]

    def said(self, label: str, names: Sequence[str]) -> Said:
        """Why the pot cannot be settled, after the hand's *label* (``hand 3, ``, or nothing)."""
        which = Said("the main pot") if self.number == 0 else Said("side pot {number}", number=self.number)
        return Said(
            "{hand}{pot} cannot be settled: none of the players in it ({players}) showed his cards, and a "
            "player must show them all to win", hand=label, pot=which,
            players=", ".join(names[index] for index in self.players),
        )


class Contest(NamedTuple):
    """Who contests a hand history's showdown (indexes of its players), who takes the top side pot alone without
    showing, with the level of the bets below it, and every pot nobody showed for."""

    contenders: list[int]
    uncontested: tuple[int, Fraction] | None
    unsettled: list[Unsettled]


def contest(
    names: Sequence[str], bets: Sequence[Fraction], antes: Sequence[Fraction] | None, still_in: Sequence[int],
    showed: Sequence[int],
) -> Contest:
    """The contest of a hand whose players (*names*, what each bet and each put in dead, *antes*) ended with
    *still_in* in, of whom *showed* showed their cards: all of them contest when all showed or one is left."""
    if len(still_in) < 2 or len(showed) == len(still_in):
        return Contest(list(still_in), None, [])
    players = [Player(name, (), bet=bets[index], ante=antes[index] if antes else None, folded=index not in still_in)
               for index, name in enumerate(names)]
    pots = build_pots(players, sum(bets, Fraction(0)) + sum(antes or (), Fraction(0)))
    index_of = {name: index for index, name in enumerate(names)}
    unsettled = []
    for number, pot in enumerate(pots):
        contestants = tuple(index_of[name] for name in pot.contestants)
        if len(contestants) > 1 and not set(contestants) & set(showed):
            unsettled.append(Unsettled(number, contestants))
    last = [index_of[name] for name in pots[-1].contestants]
    if len(pots) > 1 and len(last) == 1 and last[0] not in showed:
        return Contest(list(showed), (last[0], max(bets[index] for index in still_in if index != last[0])), unsettled)
    return Contest(list(showed), None, unsettled)
