"""Several boards and runs (docs/rules.md: "Several boards and runs"): how a pot is shared among the boards it is
played on.

A pot may be played on several boards: a double-board game, a bomb pot dealt two boards, a pot run twice after
an all-in. It is played on the first N of them (``runs``, pot by pot; every board by default), and shared:

- ``boards-split: each`` (the default): the pot (after the rake) is divided equally among its boards, and each
  board's part is resolved as a pot of its own on that board, by every rule of a pot. In whole chips, the chips
  that do not divide go one each to the boards in order, the first board first (:func:`board_amounts`).
- ``boards-split: either``: the pot is resolved once, each player's hand in each direction being his best on
  any of its boards (:func:`best_on_any`).

>>> board_amounts(Fraction(111), 2, Fraction(1)), board_amounts(Fraction(7, 2), 2, None)
([Fraction(56, 1), Fraction(55, 1)], [Fraction(7, 4), Fraction(7, 4)])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from potsplit.engine.contest import Contestant
from potsplit.engine.model import Direction
from potsplit.engine.records import HandResult, Step
from potsplit.engine.rules import RULES, BoardsSplit
from potsplit.hands.placing import Placed, places
from potsplit.hands.ranking import HandValue
from potsplit.said import Said

EACH = RULES["boards-split"].label(BoardsSplit.EACH)
EITHER = RULES["boards-split"].label(BoardsSplit.EITHER)


def board_amounts(amount: Fraction, boards: int, chip: Fraction | None) -> list[Fraction]:
    """Each board's part of a pot of *amount* played on *boards* boards: equal exact parts; in whole *chip*
    chips, the same whole number each and the chips left over one each to the first boards."""
    if chip is None:
        return [amount / boards] * boards
    each, left = divmod(int(amount / chip), boards)
    return [chip * (each + (1 if board < left else 0)) for board in range(boards)]


def division_steps(amount: Fraction, boards: int, played: int, chip: Fraction | None) -> list[Step]:
    """What a pot's division among its boards says: on how many of the showdown's *boards* it is *played*, and,
    in whole chips, where the chips that do not divide go."""
    steps = []
    if played < boards:
        steps.append(_runs_step(played))
    if played == 1:
        return steps
    steps.append(Step("boards", EACH, (), None, Said(
        "the pot is divided equally among its {count} boards, each part a pot of its own ({rule})",
        count=played, rule=EACH,
    )))
    if chip is not None:
        chips = int(amount / chip)
        left = chips % played
        if left == 1:
            said = Said("{chips} chips do not divide evenly among the boards: one more to the first board", chips=chips)
        else:
            said = Said(
                "{chips} chips do not divide evenly among the boards: one more to each of the first {count}",
                chips=chips, count=left,
            )
        if left:
            steps.append(Step("board-chip", EACH, (), chip * left, said))
    return steps


def _runs_step(played: int) -> Step:
    """A pot played on fewer boards than the showdown has (``runs``)."""
    if played == 1:
        return Step("runs", "", (), None, Said("this pot is played on the first board only"))
    return Step("runs", "", (), None, Said("this pot is played on the first {count} boards only", count=played))


def either_step(boards: int, played: int) -> list[Step]:
    """What a pot resolved once over its boards says (``boards-split: either``)."""
    steps = []
    if played < boards:
        steps.append(_runs_step(played))
    if played > 1:
        steps.append(Step("boards", EITHER, (), None, Said(
            "each player plays his best hand on any of the {count} boards, high and low apart ({rule})",
            count=played, rule=EITHER,
        )))
    return steps


def _best(values: Sequence[HandValue | None]) -> HandValue | None:
    """The best of *values* (``None``: no hand that way on any board)."""
    found = [value for value in values if value is not None]
    return max(found) if found else None


def best_on_any(boards: Sequence[Mapping[str, Contestant]], played: int) -> dict[str, Contestant]:
    """Each contestant as ``either`` plays him on the first *played* boards: his best high and his best
    qualifying low over them (each board's contestants given by name, the same names on every board)."""
    first = boards[0]
    return {
        name: Contestant(
            name, player.declare,
            _best([board[name].high for board in boards[:played]]),
            _best([board[name].low for board in boards[:played]]),
        )
        for name, player in first.items()
    }


def best_hands(board_hands: Sequence[Sequence[HandResult]]) -> tuple[HandResult, ...]:
    """Each player's best hand on any board, high and low apart, placed among the others' (``either``): the first
    board's where two boards give him the same."""
    chosen: list[tuple[HandResult, Placed | None, Placed | None]] = []
    for hands in zip(*board_hands, strict=True):
        highs = [hand.high for hand in hands if hand.high is not None]
        lows = [hand.low for hand in hands if hand.low is not None]
        qualifying = [low for low in lows if low.qualifies] or lows
        high = max(highs, key=lambda placed: placed.value.strength) if highs else None
        low = max(qualifying, key=lambda placed: placed.value.strength) if qualifying else None
        chosen.append((hands[0], high, low))
    high_places = places([high.value if high is not None else None for _, high, _ in chosen])
    low_places = places([low.value if low is not None and low.qualifies else None for _, _, low in chosen])
    return tuple([
        hand._replace(
            high=None if high is None else high.placed_at(high_place),
            low=None if low is None else low.placed_at(low_place),
        )
        for (hand, high, low), high_place, low_place in zip(chosen, high_places, low_places, strict=True)
    ])


def boards_with_best(
    boards: Sequence[Mapping[str, Contestant]], best: Mapping[str, Contestant], name: str, direction: Direction
) -> list[int]:
    """The boards on which *name*'s hand in *direction* is his best over them (*best*, from :func:`best_on_any`);
    the other direction's where he has none that way, every board where he has neither."""
    for way in (direction, direction.other):
        hand = best[name].hand(way)
        if hand is not None:
            return [number for number, board in enumerate(boards) if board[name].hand(way) == hand]
    return list(range(len(boards)))
