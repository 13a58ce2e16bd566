"""A PokerStars hand's posts: antes, blinds (small, big, both), the bring-in, the button blind, straddles.

Each post is live (a bet in the first betting round) or dead (money in the main pot that is no one's bet), as the
table plays it: an ante is dead; the small blind, the big blind, the button blind, a straddle and the bring-in are
live; of ``posts small & big blinds`` (a player who missed them, coming back) the big blind is live and the small
blind dead, and so is a second small blind (a player coming back makes his up) (docs/rules.md: "PokerStars hand
histories").

>>> read_post("posts small & big blinds $0.15", Line(9, "A: posts small & big blinds $0.15", "x"), 4)
Post(kind='both', amount=Fraction(3, 20))
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from potsplit.read.pokerstars.text import AMOUNT, Line, amount_of

_POST = re.compile(rf"(?:posts (the ante|small blind|big blind|small & big blinds|button blind|straddle)|"
                   rf"(brings in) for) ({AMOUNT})(?: and is all-in)?$")
KINDS = {"the ante": "ante", "small blind": "small", "big blind": "big", "small & big blinds": "both",
         "button blind": "button", "straddle": "straddle", "brings in": "bring-in"}
"""Each post as the line words it, and its kind."""


class Post(NamedTuple):
    """One post: its kind (``ante``, ``small``, ``big``, ``both``, ``button``, ``straddle``, ``bring-in``) and
    amount."""

    kind: str
    amount: Fraction

    @property
    def dead(self) -> bool:
        """Whether all of it is dead money (an ante)."""
        return self.kind == "ante"


def read_post(action: str, line: Line, column: int) -> Post | None:
    """The post that *action* (a line's words after the player's name, which start at *column*) says, else
    ``None``."""
    found = _POST.match(action)
    if found is None:
        return None
    kind = KINDS[found.group(1) or found.group(2)]
    return Post(kind, amount_of(found.group(3), line, column + found.start(3)))
