"""The rules a named game sets (spec sections 2a, 2c): its defaults, which ``rules:`` and the command line override.

A named game deals its cards as one of the four ways (:class:`~potsplit.hands.games.Game`, ``cards_as``) and
plays by its own method, low system and qualifier unless a showdown says otherwise. Its method holds even
when players declare: ``stud8`` is cards speak, and ``rules.method: declare`` plays it with declarations.

| game | method | low | qualifier | other |
|---|---|---|---|---|
| razz | low | ace-to-five | none | |
| stud8, omaha8, big-o | cards-speak | ace-to-five | 8 | |
| 2-7 | low | deuce-to-seven | none | |
| a-5 | low | ace-to-five | none | |
| california | low | ace-to-five | none | ``jokers: 1`` (the joker plays as the bug, the default ``rules.joker``) |
| badugi | low | badugi | none | |
| short-deck | high | no low | none | |

>>> GAME_RULES[Game.STUD8]
GameRules(method=<Method.CARDS_SPEAK: 'cards-speak'>, low=<Ranking.ACE_TO_FIVE: 'ace-to-five'>, qualifier=8, \
jokers=0)
>>> Game.HOLDEM in GAME_RULES  # the four ways set no rule
False
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from potsplit.engine.rules import Method
from potsplit.hands.games import Game
from potsplit.hands.ranking import Ranking


class GameRules(NamedTuple):
    """The defaults a named game sets."""

    method: Method
    low: Ranking | None
    """``None``: the game has no low hand (short deck)."""
    qualifier: int | None
    jokers: int = 0
    """How many jokers its deck holds, unless the showdown says (``jokers:``)."""


_HI_LO = GameRules(Method.CARDS_SPEAK, Ranking.ACE_TO_FIVE, 8)
_LOWBALL = GameRules(Method.LOW, Ranking.ACE_TO_FIVE, None)

GAME_RULES: Mapping[Game, GameRules] = {
    Game.RAZZ: _LOWBALL,
    Game.STUD8: _HI_LO,
    Game.OMAHA8: _HI_LO,
    Game.BIG_O: _HI_LO,
    Game.DEUCE_TO_SEVEN: GameRules(Method.LOW, Ranking.DEUCE_TO_SEVEN, None),
    Game.ACE_TO_FIVE: _LOWBALL,
    Game.CALIFORNIA: _LOWBALL._replace(jokers=1),
    Game.BADUGI: GameRules(Method.LOW, Ranking.BADUGI, None),
    Game.SHORT_DECK: GameRules(Method.HIGH, None, None),
}
"""Every named game's defaults; the four ways of section 2 (draw, stud, holdem, omaha) set none.

Badugi is inferred, too, when every hand still in holds four cards and there is no board: its defaults then
hold as when it is named."""
