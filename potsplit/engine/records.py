"""What a resolution says: the decisions, their reasons, and the money.

These are the types a Python user scripts against; :func:`potsplit.engine.resolve.resolve`
makes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction, EffectiveShowdown
from potsplit.hands.cards import Card
from potsplit.hands.placing import Placed


class Step(NamedTuple):
    """One decision: what happened, to whom, under which rule, and a sentence saying so.

    ``event`` is a short fixed word for scripts (``wins``, ``swing-succeeds``,
    ``swing-fails``, ``passed``, ``no-winner``, ``carried-over``, ``uncontested``,
    ``odd-chip``; of the boards ``boards``, ``board-chip``, ``runs``; of the rake
    ``rake``, ``jackpot``, ...); ``rule`` names the rule that decided, as written in
    a showdown file (``swing-ties: split``), or is empty where no variant applies
    (the rake's steps name their schedule in their sentence).
    """

    event: str
    rule: str
    players: tuple[str, ...]
    amount: Fraction | None
    text: str


class Half(NamedTuple):
    """One direction's money in a pot, split equally among ``players`` (seat order).

    ``passed`` maps a failed swing player among them to the players who get
    his part instead.
    """

    direction: Direction
    players: tuple[str, ...]
    passed: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def receivers(self) -> tuple[str, ...]:
        """Everyone who finally gets money from this half."""
        failed = {player for player, _ in self.passed}
        names = [player for player in self.players if player not in failed]
        for _, to in self.passed:
            names += [player for player in to if player not in names]
        return tuple(names)


class Outcome(NamedTuple):
    """What the rules decided for one pot: its halves (none: carried over) and why."""

    halves: tuple[Half, ...]
    steps: tuple[Step, ...]


class Award(NamedTuple):
    """Who won one direction of a pot, and the money of that direction."""

    winners: tuple[str, ...]
    amount: Fraction


class BoardPart(NamedTuple):
    """One board's part of a pot played on several boards, resolved as a pot of its own on that board.

    ``board`` counts the boards from 0 (the first); ``amount`` is the part's money, after the rake.
    """

    board: int
    amount: Fraction
    high: Award | None
    low: Award | None
    payouts: Mapping[str, Fraction]
    carried_over: Fraction
    steps: tuple[Step, ...]


class PotResult(NamedTuple):
    """One pot (the main pot or a side pot), resolved.

    ``amount`` is all the pot holds; ``rake`` and ``jackpot`` what the house took from it first (see
    :mod:`potsplit.engine.rake`), so that its payouts and ``carried_over`` add up to the amount less them. A pot
    played on several boards has each board's part in ``boards`` (its winners are theirs, ``high`` and ``low``
    then ``None`` unless it is played on one), and ``runs`` is how many boards it is played on (0: it was not
    run, or the showdown has one board).
    """

    name: str
    amount: Fraction
    players: tuple[str, ...]
    high: Award | None
    low: Award | None
    payouts: Mapping[str, Fraction]
    carried_over: Fraction
    steps: tuple[Step, ...]
    rake: Fraction = Fraction(0)
    jackpot: Fraction = Fraction(0)
    boards: tuple[BoardPart, ...] = ()
    runs: int = 0

    @property
    def every_step(self) -> tuple[Step, ...]:
        """The pot's steps, then each board's."""
        if not self.boards:
            return self.steps
        return self.steps + tuple(step for part in self.boards for step in part.steps)


class HandResult(NamedTuple):
    """A player still in: his declaration, his cards, and his best five high and low with their places (``None``:
    the game has no hand that way: badugi no high, short deck no low)."""

    player: str
    declare: Declaration | None
    cards: tuple[Card, ...]
    high: Placed | None
    low: Placed | None


class Resolution(NamedTuple):
    """A showdown resolved: the showdown with its defaults filled in, the hands, the pots, the money.

    ``payouts`` names every player listed, folded ones too; the payouts plus ``carried_over``, ``rake`` and
    ``jackpot`` (what the house took) add up to the pot exactly.

    With several boards, ``board_hands`` holds each player's hands on each board (one tuple a board), and
    ``hands`` those the pots are decided with: on the first board when each board's part is a pot of its own
    (``boards-split: each``), each player's best on any board (``either``). With one board, ``board_hands`` is
    ``(hands,)``.
    """

    showdown: EffectiveShowdown
    hands: tuple[HandResult, ...]
    pots: tuple[PotResult, ...]
    payouts: Mapping[str, Fraction]
    carried_over: Fraction
    notes: tuple[str, ...]
    board_hands: tuple[tuple[HandResult, ...], ...] = ()
    rake: Fraction = Fraction(0)
    jackpot: Fraction = Fraction(0)

    def to_dict(self, *, json_ready: bool = False) -> dict[str, Any]:
        """Everything this resolution says, as plain data: the object ``potsplit resolve --format json`` prints for
        its showdown (less ``source``, where the command read it), with the same keys, in the same order, and its
        texts for people in English (README: "In a pipeline"). Each amount is a :class:`~fractions.Fraction`; with
        *json_ready*, its exact ``str()`` (``"45/2"``), so that :func:`json.dumps` takes the whole.

        >>> from potsplit.engine.model import Player, Showdown
        >>> from potsplit.engine.resolve import resolve
        >>> resolution = resolve(Showdown([Player("Bob", "6h 5h 4h 3h 2h"), Player("Carol", "6c 5c 4d 3d 2s")]))
        >>> resolution.to_dict()["payouts"], resolution.to_dict(json_ready=True)["pots"][0]["amount"]
        ({'Bob': Fraction(1, 1), 'Carol': Fraction(0, 1)}, '1')
        """
        from potsplit.engine.data import amount_text, exact, resolution_data

        return resolution_data(self, amount=amount_text if json_ready else exact)

    def to_json(self) -> str:
        """:meth:`to_dict`, JSON-ready, as one line of JSON, non-ASCII kept: the line ``potsplit resolve --format
        json`` prints (less ``source``)."""
        import json

        return json.dumps(self.to_dict(json_ready=True), ensure_ascii=False)
