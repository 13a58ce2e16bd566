"""The PHH variant codes (the standard's eleven) and what each is for potsplit: a game, and the fields it needs.

A code names a game as potsplit plays it (docs/rules.md: "Hand histories"): ``FT`` and ``NT``
are hold'em, ``PO`` omaha (played high), ``FO/8`` omaha8, ``F7S`` stud (high),
``F7S/8`` stud8, ``FR`` razz, ``N2L1D`` and ``F2L3D`` 2-7, ``NS`` short-deck
and ``FB`` badugi; the named games set their method, low system and qualifier
(docs/rules.md: "Named games"), and the others are played high (no player declares). The
standard fixes, for each code, which of the betting fields a hand must give, its streets (four with a board
or three draws, five in stud, two in single draw) and who opens each betting round, and, in fixed limit, the
four bets and raises a round allows.
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

import enum
from typing import NamedTuple


class Opening(enum.Enum):
    """Who opens a betting round: by position (after the blinds, else the dealer's left), or in stud by the up
    cards: the lowest card (razz: the highest) brings in, the best hand showing (razz: the lowest) opens."""

    POSITION = "position"
    LOW_CARD = "low card"
    HIGH_CARD = "high card"
    HIGH_HAND = "high hand"
    LOW_HAND = "low hand"


class Street(NamedTuple):
    """One street: what it deals (``hole``: *cards* to each player, ``board``: *cards* to the board, ``draw``:
    each player draws, and is dealt as many as he discarded), then who opens its betting round."""

    deals: str
    opening: Opening
    cards: int = 0


def _board(hole: int) -> tuple[Street, ...]:
    return (Street("hole", Opening.POSITION, hole), Street("board", Opening.POSITION, 3),
            *[Street("board", Opening.POSITION, 1)] * 2)


def _draws(hole: int, draws: int) -> tuple[Street, ...]:
    return (Street("hole", Opening.POSITION, hole), *[Street("draw", Opening.POSITION)] * draws)


_HOLDEM, _OMAHA = _board(2), _board(4)
_STUD = (Street("hole", Opening.LOW_CARD, 3), *[Street("hole", Opening.HIGH_HAND, 1)] * 4)
_RAZZ = (Street("hole", Opening.HIGH_CARD, 3), *[Street("hole", Opening.LOW_HAND, 1)] * 4)
FIXED_LIMIT_CAP = 4
"""The bets and raises a fixed-limit betting round allows (the bet and three raises), as the standard has it."""


class Variant(NamedTuple):
    """One variant code: its name, the game potsplit resolves it as, the betting fields it needs, its streets
    (each one deal and one betting round), and the bets and raises a round allows (``None``: no cap)."""

    code: str
    name: str
    game: str
    """The game's name, as ``game:`` is written in a showdown file."""
    betting: tuple[str, ...]
    """The betting fields the standard requires of this variant, beside those every variant needs."""
    streets: tuple[Street, ...]
    cap: int | None = None

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
_BRING_IN = ("bring_in", "small_bet", "big_bet")
_CAP = FIXED_LIMIT_CAP

VARIANTS = {
    variant.code: variant
    for variant in (
        Variant("FT", "fixed-limit Texas hold'em", "holdem", _LIMIT, _HOLDEM, _CAP),
        Variant("NT", "no-limit Texas hold'em", "holdem", _BIG, _HOLDEM),
        Variant("NS", "no-limit short-deck hold'em", "short-deck", _BIG, _HOLDEM),
        Variant("PO", "pot-limit Omaha hold'em", "omaha", _BIG, _OMAHA),
        Variant("FO/8", "fixed-limit Omaha hold'em high/low-split eight or better", "omaha8", _LIMIT, _OMAHA, _CAP),
        Variant("F7S", "fixed-limit seven card stud", "stud", _BRING_IN, _STUD, _CAP),
        Variant("F7S/8", "fixed-limit seven card stud high/low-split eight or better", "stud8", _BRING_IN, _STUD,
                _CAP),
        Variant("FR", "fixed-limit razz", "razz", _BRING_IN, _RAZZ, _CAP),
        Variant("N2L1D", "no-limit deuce-to-seven lowball single draw", "2-7", _BIG, _draws(5, 1)),
        Variant("F2L3D", "fixed-limit deuce-to-seven lowball triple draw", "2-7", _LIMIT, _draws(5, 3), _CAP),
        Variant("FB", "fixed-limit badugi", "badugi", _LIMIT, _draws(4, 3), _CAP),
    )
}
"""Every variant code of the standard, in its order."""
