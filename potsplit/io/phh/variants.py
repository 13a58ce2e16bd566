"""The PHH variant codes (the standard's eleven) and what each is for potsplit: a game, its rules, its fields.

A code names a game as potsplit plays it (spec section 8): ``FT`` and ``NT``
are hold'em, ``PO`` omaha played high, ``FO/8`` omaha high-low eight or
better, ``F7S`` stud high, ``F7S/8`` stud high-low eight or better, ``FR``
razz, ``N2L1D`` and ``F2L3D`` deuce-to-seven lowball, ``NS`` short-deck
hold'em and ``FB`` badugi. The standard fixes, for each code, which of the
betting fields a hand must give.

>>> VARIANTS["FO/8"].game, VARIANTS["FO/8"].rules.qualifier, VARIANTS["FR"].stud
('omaha', 8, True)
"""

from __future__ import annotations

from typing import NamedTuple

from potsplit.engine.rules import Method, Rules
from potsplit.hands.ranking import Ranking


class Variant(NamedTuple):
    """One variant code: its name, the game and rules potsplit resolves it as, and the fields it needs."""

    code: str
    name: str
    game: str
    """The game's name, as ``game:`` is written in a showdown file."""
    rules: Rules
    """The rules that make *game* this variant (a named game's defaults, where potsplit has one)."""
    betting: tuple[str, ...]
    """The betting fields the standard requires of this variant, beside those every variant needs."""

    @property
    def stud(self) -> bool:
        """Whether it is a stud game: a bring-in, no blinds."""
        return "bring_in" in self.betting

    @property
    def required(self) -> tuple[str, ...]:
        """Every field a hand of this variant must give, in the standard's order."""
        return ("variant", "antes", *self.betting, "starting_stacks", "actions")


_LIMIT = ("blinds_or_straddles", "small_bet", "big_bet")
_BIG = ("blinds_or_straddles", "min_bet")
_STUD = ("bring_in", "small_bet", "big_bet")
HIGH = Rules(method=Method.HIGH)
HIGH_LOW_8 = Rules(method=Method.CARDS_SPEAK, low=Ranking.ACE_TO_FIVE, qualifier=8)
RAZZ = Rules(method=Method.LOW, low=Ranking.ACE_TO_FIVE)
DEUCE_TO_SEVEN = Rules(method=Method.LOW, low=Ranking.DEUCE_TO_SEVEN)

VARIANTS = {
    variant.code: variant
    for variant in (
        Variant("FT", "fixed-limit Texas hold'em", "holdem", HIGH, _LIMIT),
        Variant("NT", "no-limit Texas hold'em", "holdem", HIGH, _BIG),
        Variant("NS", "no-limit short-deck hold'em", "short-deck", HIGH, _BIG),
        Variant("PO", "pot-limit Omaha hold'em", "omaha", HIGH, _BIG),
        Variant("FO/8", "fixed-limit Omaha hold'em high/low-split eight or better", "omaha", HIGH_LOW_8, _LIMIT),
        Variant("F7S", "fixed-limit seven card stud", "stud", HIGH, _STUD),
        Variant("F7S/8", "fixed-limit seven card stud high/low-split eight or better", "stud", HIGH_LOW_8, _STUD),
        Variant("FR", "fixed-limit razz", "stud", RAZZ, _STUD),
        Variant("N2L1D", "no-limit deuce-to-seven lowball single draw", "draw", DEUCE_TO_SEVEN, _BIG),
        Variant("F2L3D", "fixed-limit deuce-to-seven lowball triple draw", "draw", DEUCE_TO_SEVEN, _LIMIT),
        Variant("FB", "fixed-limit badugi", "badugi", Rules(method=Method.LOW), _LIMIT),
    )
}
"""Every variant code of the standard, in its order."""
