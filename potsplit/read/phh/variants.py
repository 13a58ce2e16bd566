"""The PHH variant codes (the standard's eleven) and what each is for potsplit: a game, and the fields it needs.

A code names a game as potsplit plays it (docs/rules.md: "Hand histories"): ``FT`` and ``NT``
are hold'em, ``PO`` omaha (played high), ``FO/8`` omaha8, ``F7S`` stud (high),
``F7S/8`` stud8, ``FR`` razz, ``N2L1D`` and ``F2L3D`` 2-7, ``NS`` short-deck
and ``FB`` badugi; the named games set their method, low system and qualifier
(docs/rules.md: "Named games"), and the others are played high (no player declares). The
standard fixes, for each code, which of the betting fields a hand must give.
It names none of the split games with two kinds of hand (badeucy, razzdugi,
archie, chicago, drawmaha and the others: pokerkit knows the same eleven
codes), so none of them is read from a hand history.

>>> VARIANTS["FO/8"].game, VARIANTS["FR"].stud, VARIANTS["NT"].required
('omaha8', True, ('variant', 'antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'))
>>> from potsplit.hands.games import game_named
>>> sorted({game_named(variant.game).value for variant in VARIANTS.values()})  # each a game of potsplit's
['2-7', 'badugi', 'holdem', 'omaha', 'omaha8', 'razz', 'short-deck', 'stud', 'stud8']
"""

from __future__ import annotations

from typing import NamedTuple


class Variant(NamedTuple):
    """One variant code: its name, the game potsplit resolves it as, and the betting fields it needs."""

    code: str
    name: str
    game: str
    """The game's name, as ``game:`` is written in a showdown file."""
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

VARIANTS = {
    variant.code: variant
    for variant in (
        Variant("FT", "fixed-limit Texas hold'em", "holdem", _LIMIT),
        Variant("NT", "no-limit Texas hold'em", "holdem", _BIG),
        Variant("NS", "no-limit short-deck hold'em", "short-deck", _BIG),
        Variant("PO", "pot-limit Omaha hold'em", "omaha", _BIG),
        Variant("FO/8", "fixed-limit Omaha hold'em high/low-split eight or better", "omaha8", _LIMIT),
        Variant("F7S", "fixed-limit seven card stud", "stud", _STUD),
        Variant("F7S/8", "fixed-limit seven card stud high/low-split eight or better", "stud8", _STUD),
        Variant("FR", "fixed-limit razz", "razz", _STUD),
        Variant("N2L1D", "no-limit deuce-to-seven lowball single draw", "2-7", _BIG),
        Variant("F2L3D", "fixed-limit deuce-to-seven lowball triple draw", "2-7", _LIMIT),
        Variant("FB", "fixed-limit badugi", "badugi", _LIMIT),
    )
}
"""Every variant code of the standard, in its order."""
