"""A PokerStars hand's streets and actions: the section lines (``*** FLOP *** [..]``), the cards dealt, the bets,
raises, calls, checks and folds, the draws, and the lines that say nothing of the money (chat, players coming and
going), each read into what it says.

>>> read_street(Line(7, "*** TURN *** [7h 5d 3s] [7s]", "x"))
Street(name='TURN', cards='[7h 5d 3s] [7s]')
>>> read_action("raises $2 to $4 and is all-in", Line(9, "A: raises $2 to $4 and is all-in", "x"), 4)
Act(verb='raises', amount=Fraction(4, 1))
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from potsplit.hands.cards import Card
from potsplit.read.pokerstars.text import AMOUNT, Line, amount_of, cards_in

_STREET = re.compile(r"\*\*\* ?(.+?) ?\*\*\*((?: ?\[[^\]]*\])*)$")
_GROUPS = re.compile(r"\[([^\]]*)\]")
_ACT = re.compile(rf"(bets|calls|raises) (?:({AMOUNT}) to )?({AMOUNT})"
                  rf"(?: and is all-in| and has reached the {AMOUNT} cap)?$|(checks|folds)(?: \[[^\]]*\])?$")
_DRAW = re.compile(r"(?:discards (\d+) cards?|stands pat)(?: on)?(?: ?\[([^\]]*)\])?$")
_SHOW = re.compile(r"shows \[([^\]]*)\](?: \(.*\))?$")
DEALT = re.compile(r"Dealt to (.+?)((?: ?\[[^\]]*\])+)$")
RETURNED = re.compile(rf"Uncalled bet \(({AMOUNT})\) returned to (.+)$")
COLLECTED = re.compile(rf"(.+) collected ({AMOUNT}) from (pot|main pot|side pot(?:-(\d+))?)$")
CASHED_OUT = re.compile(rf"(.+) cashed out the hand for ({AMOUNT})(?: \| Cash Out Fee {AMOUNT})?$")
SAYS_NOTHING = re.compile(
    r"(?:.+ said, \".*\"|.+? (?:joins the table at seat #\d+|leaves the table|is disconnected|is connected|"
    r"has timed out(?: while disconnected)?|has returned|will be allowed to play after the button|"
    r"was removed from the table for failing to post|is sitting out|sits out)|.+?: (?:is sitting out|sits out|"
    r"doesn't show hand|is disconnected|is connected|has returned)|Betting is capped|"
    r"Pair on board - a double bet is allowed|The deck is reshuffled|No low hand qualified)$"
)
"""A line that changes nothing in the money or the cards: chat, a player coming or going, the dealer's notes."""


class Street(NamedTuple):
    """A section line: its name (``FLOP``, ``FIRST TURN``, ``3rd STREET``, ``SHOW DOWN``...) and the cards it
    shows as written (the summary's boards are read instead: they are whole)."""

    name: str
    cards: str


class Act(NamedTuple):
    """A betting action: its verb (``bets``, ``calls``, ``raises``, ``checks``, ``folds``) and amount (a raise's:
    the player's whole bet in the street, ``raises $2 to $4``)."""

    verb: str
    amount: Fraction | None


class Draw(NamedTuple):
    """A player's draw: how many cards he discards (0: he stands pat) and which, when shown."""

    discarded: int
    cards: tuple[Card, ...]


class Show(NamedTuple):
    """A player shows cards (at the showdown, or one card of them): which."""

    cards: tuple[Card, ...]


class Muck(NamedTuple):
    """A player mucks his hand at the showdown: he gives up every pot, as if he folded."""


def read_street(line: Line) -> Street | None:
    """The section a section line (``*** FLOP *** [Ah Kd 2c]``) starts, else ``None``."""
    found = _STREET.match(line.text)
    if found is None:
        return None
    return Street(found.group(1).upper(), found.group(2).strip())


def read_dealt(line: Line) -> tuple[str, tuple[Card, ...]] | None:
    """The player and the cards a ``Dealt to NAME [..] [..]`` line gives him (its groups joined: his hand so far,
    or what of it others see), else ``None``."""
    found = DEALT.match(line.text)
    if found is None:
        return None
    cards = tuple(card for group in _GROUPS.finditer(found.group(2))
                  for card in cards_in(group.group(1), line, found.start(2) + group.start(1) + 1))
    return found.group(1), cards


def read_action(action: str, line: Line, column: int) -> Act | Draw | Show | Muck | None:
    """What *action* (a line's words after ``NAME: ``, which start at *column*) says a player does, else
    ``None``."""
    found = _ACT.match(action)
    if found is not None:
        verb, _, amount, still = found.groups()
        if still is not None:
            return Act(still, None)
        return Act(verb, amount_of(amount, line, column + found.start(3)))
    drawn = _DRAW.match(action)
    if drawn is not None:
        shown = () if drawn.group(2) is None else cards_in(drawn.group(2), line, column + drawn.start(2))
        return Draw(int(drawn.group(1) or 0), shown)
    shows = _SHOW.match(action)
    if shows is not None:
        return Show(cards_in(shows.group(1), line, column + shows.start(1)))
    if action == "mucks hand":
        return Muck()
    return None
