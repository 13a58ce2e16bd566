"""A showdown as data: the players, their cards and declarations, the pot, the rules.

Everything here is plain, typed and immutable; reading files is elsewhere
(:mod:`potsplit.io.reader`). The defaults of the spec live in :class:`Rules` and
in :func:`effective`, and nowhere else.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from potsplit.hands.cards import Card
from potsplit.hands.games import Game, infer_game
from potsplit.hands.ranking import Ranking


class Method(enum.Enum):
    """How a pot is split: ``rules.method``."""

    HIGH = "high"
    LOW = "low"
    CARDS_SPEAK = "cards-speak"
    DECLARE = "declare"


class SwingTies(enum.Enum):
    """What a tie does to a swing player: ``rules.swing-ties``."""

    SPLIT = "split"
    LOSE = "lose"
    CLEAR_HALF = "clear-half"


class Forfeit(enum.Enum):
    """Where a failed swing player's share goes: ``rules.forfeit``."""

    NEXT_BEST = "next-best"
    DEFEATER = "defeater"


class NoWinner(enum.Enum):
    """What happens when no declared player can take the pot: ``rules.no-winner``."""

    CARDS_SPEAK = "cards-speak"
    CARRY_OVER = "carry-over"


class OddChip(enum.Enum):
    """Who gets the chips a share cannot split evenly: ``rules.odd-chip``."""

    SEAT = "seat"
    SUIT = "suit"


class Declaration(enum.Enum):
    """What a player declared: high, low, or both ways (swing)."""

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C (Enum hashes in Python)

    HIGH = "high"
    LOW = "low"
    SWING = "swing"


class Direction(enum.Enum):
    """One of the two halves of a split pot."""

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C (Enum hashes in Python)

    HIGH = "high"
    LOW = "low"

    @property
    def other(self) -> Direction:
        """The other half."""
        return Direction.LOW if self is Direction.HIGH else Direction.HIGH


DEFAULT_CHIPS = (Declaration.LOW, Declaration.HIGH, Declaration.SWING)
"""What 0, 1 and 2 chips in hand mean, unless ``rules.chips`` says otherwise."""


@dataclass(frozen=True)
class Rules:
    """The rule variant. ``None`` means "the spec's default for this showdown" (see :func:`effective`)."""

    method: Method | None = None
    low: Ranking = Ranking.ACE_TO_FIVE
    qualifier: int | None = None
    swing_ties: SwingTies = SwingTies.SPLIT
    forfeit: Forfeit = Forfeit.NEXT_BEST
    no_winner: NoWinner = NoWinner.CARDS_SPEAK
    odd_chip: OddChip | None = None
    chips: tuple[Declaration, Declaration, Declaration] = DEFAULT_CHIPS


@dataclass(frozen=True)
class Player:
    """A player at the showdown, in seat order. A folded player's cards are optional."""

    name: str
    cards: tuple[Card, ...] = ()
    declare: Declaration | None = None
    bet: Fraction | None = None
    folded: bool = False


@dataclass(frozen=True)
class Showdown:
    """One showdown: players in seat order (clockwise), the board, the pot and the rules.

    ``pot`` ``None`` means the default: the sum of the bets, or 1 without bets
    (payouts then read as shares of the pot). ``dealer`` ``None`` means the
    last player listed.
    """

    players: tuple[Player, ...]
    board: tuple[Card, ...] = ()
    game: Game | None = None
    pot: Fraction | None = None
    chip: Fraction | None = None
    dealer: str | None = None
    rules: Rules = field(default_factory=Rules)

    @functools.cached_property
    def in_hand(self) -> tuple[Player, ...]:
        """The players who have not folded (worked out once: a showdown does not change)."""
        return tuple([player for player in self.players if not player.folded])


def game_of(showdown: Showdown) -> Game:
    """The game: as given, else inferred from the hands still in and the board."""
    return showdown.game or infer_game([player.cards for player in showdown.in_hand], showdown.board)


def method_of(showdown: Showdown) -> Method:
    """The method: as given, else ``declare`` when any player still in declared, else ``high``."""
    if showdown.rules.method is not None:
        return showdown.rules.method
    return Method.DECLARE if any(player.declare is not None for player in showdown.in_hand) else Method.HIGH


def bets_total(players: Sequence[Player]) -> Fraction | None:
    """What the players put in, all told; ``None`` when no bets are given."""
    bets = [player.bet for player in players if player.bet is not None]
    if not bets:
        return None
    if all(bet.denominator == 1 for bet in bets):  # the usual whole bets, without a fraction's work at each step
        return Fraction(sum(bet.numerator for bet in bets))
    return sum(bets, Fraction(0))


def pot_of(showdown: Showdown) -> Fraction:
    """The pot: as given, else the sum of the bets, else 1 (payouts then read as shares of the pot)."""
    if showdown.pot is not None:
        return showdown.pot
    total = bets_total(showdown.players)
    return Fraction(1) if total is None else total


def sized(showdown: Showdown) -> bool:
    """Whether the pot has a size: given, or the bets' sum; else it is 1, and payouts read as shares of it."""
    return showdown.pot is not None or any(player.bet is not None for player in showdown.players)


def effective(showdown: Showdown, game: Game | None = None) -> Showdown:
    """*showdown* with every default of the spec filled in.

    - ``game``: inferred from the hands still in and the board (unless *game*, already worked out, is given).
    - ``method``: ``declare`` when any player still in declared, else ``high``.
    - ``odd-chip``: ``suit`` in stud, ``seat`` in the other games.
    - ``pot``: the sum of the bets, or 1.
    - ``dealer``: the last player listed.
    """
    game, rules = game or game_of(showdown), showdown.rules
    odd_chip = rules.odd_chip or (OddChip.SUIT if game is Game.STUD else OddChip.SEAT)
    filled = replace(rules, method=method_of(showdown), odd_chip=odd_chip)
    return replace(
        showdown, game=game, pot=pot_of(showdown), dealer=showdown.dealer or showdown.players[-1].name, rules=filled
    )


def seat_order(players: Sequence[Player], dealer: str) -> list[str]:
    """Names clockwise from the first player to the dealer's left.

    >>> seat_order([Player("A"), Player("B"), Player("C")], "B")
    ['C', 'A', 'B']
    """
    names = [player.name for player in players]
    start = names.index(dealer) + 1
    return names[start:] + names[:start]
