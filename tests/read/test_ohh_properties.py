"""A hypothesis round trip of OHH: a hand that hypothesis makes up, written by our own writer
(tests/support/ohh_text.py), reads back to the same showdown, and the pots its ruling records check as agreeing.

Each hand is hold'em among 2 to 6 players: each puts in his amount (in cents) before the flop, the most of
it matched by at least two players still in; a player short of it is all in (his stack is what he put in) or
folds after putting it in; the board is dealt street by street and the players still in show. The writer picks a
stream's style (one object a line, a list, pretty-printed), and a recorded rake the ruling then takes.
"""

from __future__ import annotations

import dataclasses
import json
import re
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from support.ohh_text import hand, text

from potsplit import read_showdowns, resolve
from potsplit.engine.model import Showdown
from potsplit.engine.rake import RakeSchedule
from potsplit.run.hand_histories import READERS
from potsplit.run.results import Resolved
from potsplit.show.checking import checked

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
CENT = Fraction(1, 100)


@st.composite
def hands(draw: st.DrawFn) -> tuple[dict[str, Any], Showdown, str]:
    """A hand as OHH, the showdown it records, and the style of the stream to write it in."""
    count = draw(st.integers(2, 6))
    deck = draw(st.permutations(DECK))
    top = draw(st.integers(2, 5000))
    kinds = draw(st.lists(st.sampled_from(["in", "in", "short", "folds"]), min_size=count, max_size=count))
    matched = draw(st.lists(st.integers(0, count - 1), min_size=2, max_size=count, unique=True))
    for index in matched:
        kinds[index] = "in"
    names = [f"P{index + 1}" for index in range(count)]
    amounts = [top if kind == "in" else draw(st.integers(1 if kind == "short" else 0, top - 1)) for kind in kinds]
    stacks = [amount if kind == "short" else amount + draw(st.integers(0, 900)) for kind, amount in
              zip(kinds, amounts, strict=True)]
    holes = [f"{deck[2 * index]} {deck[2 * index + 1]}" for index in range(count)]
    board = deck[2 * count:2 * count + 5]
    preflop: list[tuple[Any, ...]] = []
    for index, name in enumerate(names):
        if amounts[index]:
            preflop.append((name, "Call" if preflop else "Bet", amounts[index] * CENT))
        if kinds[index] == "folds":
            preflop.append((name, "Fold", 0))
    still_in = [index for index, kind in enumerate(kinds) if kind != "folds"]
    rounds = [("Preflop", "", preflop), ("Flop", " ".join(board[:3]), []), ("Turn", board[3], []),
              ("River", board[4], []),
              ("Showdown", "", [(names[index], "Shows Cards", 0, holes[index]) for index in still_in])]
    players = [(name, index + 1, stacks[index] * CENT, holes[index]) for index, name in enumerate(names)]
    expected = Showdown([
        {"name": name, "cards": holes[index] if index in still_in else (), "bet": amounts[index] * CENT,
         "folded": index not in still_in} for index, name in enumerate(names)], " ".join(board), "holdem",
        chip=CENT, dealer=names[0])  # type: ignore[arg-type]  # the model reads mappings
    raked = draw(st.sampled_from([0, 0, 1, 25]))
    ruling = resolve(dataclasses.replace(expected, rake=RakeSchedule.recorded_as(raked * CENT)) if raked
                     else expected)
    pots = [(pot.amount, pot.rake, pot.jackpot, [(name, paid) for name, paid in pot.payouts.items() if paid])
            for pot in ruling.pots if pot.amount]
    written = hand(players, rounds, pots, dealer_seat=1)
    return written, expected, draw(st.sampled_from(["lines", "list", "pretty"]))


def _unit(written: dict[str, Any]) -> Fraction:
    """The largest power of ten (1 at most) that divides every amount written in the hand."""
    found = re.findall(r'"(?:starting_stack|amount|rake|jackpot|win_amount)": "?@?@?([0-9.]+)', json.dumps(written))
    amounts = [Fraction(amount) for amount in found]
    return max(unit for unit in (Fraction(1), Fraction(1, 10), CENT) if all((a / unit).denominator == 1
                                                                           for a in amounts))


def _players(showdown: Showdown) -> list[tuple[str, bool, Fraction, str]]:
    return [(player.name, player.folded, player.bet, " ".join(card.text for card in player.cards))
            for player in showdown.players]


@settings(max_examples=60, deadline=None)
@given(hands())
def test_a_hand_written_as_ohh_reads_back_to_the_same_showdown(made: tuple[dict[str, Any], Showdown, str]) -> None:
    written, expected, style = made
    stream = text([written, written], style)
    read = list(read_showdowns(stream.encode()))  # told by its content
    assert len(read) == 2
    for showdown in read:
        assert _players(showdown) == _players(expected)
        assert showdown.board == expected.board
        assert (showdown.dealer, showdown.game) == (expected.dealer, expected.game)
        assert showdown.chip == _unit(written)
    parts, resolved = READERS["ohh"]
    for part in parts(stream, "x.ohh"):
        (result,) = resolved(part, None)
        assert isinstance(result, Resolved)
        found = checked(result)
        assert found.verdict == "agree", (found, stream)
        assert all(pot.agrees for pot in found.pots)
        assert sum(result.resolution.payouts.values()) + result.resolution.rake == sum(
            player.bet for player in expected.players)
