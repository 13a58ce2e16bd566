"""Differential test: hand histories written by pokerkit, replayed and resolved by potsplit (spec section 8).

Random hands (seeded) of every PHH variant are played in pokerkit 0.7.7 with
its game states, the cards chosen here, and written out as PHH by pokerkit
(``HandHistory.from_game_state``, with ``finishing_stacks``). potsplit reads
each file back, replays its actions and resolves its showdown. Two things
must agree:

- each player's contribution: what potsplit's replay says he put in (antes and
  bets, each street's uncalled bet returned) against the bets pokerkit
  collected from him. When the hand ends with everyone but one folded,
  pokerkit does not collect the last street's bets of the player left (it
  hands them back whole), where potsplit returns only their uncalled part and
  pays the rest back in the pot: the same money either way, so that player's
  net result is compared instead;
- each player's net result (payout less contribution) against pokerkit's
  ``payoffs``, except where pokerkit departs from the spec, which is modelled
  (:mod:`pokerkit_quirks`) so that any other disagreement still fails.

How the hands are played: :mod:`support.pokerkit_play` (every amount a
multiple of a unit, so that no pot has an odd chip: pokerkit's odd chips are
pinned apart, in :func:`test_pokerkit_gives_every_odd_chip_to_the_lowest_seat`
and :func:`test_pokerkit_halves_a_pot_that_identical_hands_scoop`).

A variant whose game potsplit could not resolve would have its contributions
checked and its payouts skipped, saying so (none is, now that short deck and
badugi are games).
"""

from __future__ import annotations

import dataclasses
import random
import warnings
from dataclasses import dataclass
from fractions import Fraction

import pytest
from pokerkit import HandHistory
from support.phh_text import hand
from support.pokerkit_play import KINDS, Kind, Played, play
from support.pokerkit_quirks import pokerkit_side_pot_low, pokerkit_unclaimed_pot

from potsplit import read_showdowns, resolve
from potsplit.engine.records import Resolution
from potsplit.read.phh.hands import replayed_hand
from potsplit.read.phh.parse import parse_piece
from potsplit.read.phh.places import Places
from potsplit.read.splitting import Piece
from potsplit.run.hand_histories import resolve_hands
from potsplit.run.results import Resolved
from potsplit.show.checking import checked

pytestmark = pytest.mark.slow
HANDS = 40
"""Hands per variant."""


def contributions(text: str) -> list[Fraction]:
    """What potsplit's replay says each player put in (antes and bets), whether or not it can resolve the hand."""
    table, parsed = parse_piece(Piece(text.encode(), 0, 0), "hand.phh", False)
    _, played = replayed_hand(table, Places(parsed, "hand.phh", 0), "")
    return [ante + bet for ante, bet in zip(played.antes, played.bets, strict=True)]


@dataclass
class Tally:
    hands: int = 0
    side_pots: int = 0
    split: int = 0
    two_way: int = 0
    folded_out: int = 0
    mucked: int = 0
    low_quirk: int = 0
    unclaimed: int = 0
    empty: int = 0


def check_hand(kind: Kind, played: Played, tally: Tally) -> None:
    text, state = played.text, played.state
    mine = contributions(text)
    theirs = played.contributions
    for index, (ours, pokerkits) in enumerate(zip(mine, theirs, strict=True)):
        if played.folded_out and state.payoffs[index] >= 0:
            continue  # the player left, whose last bets pokerkit did not collect (see above)
        assert ours == pokerkits, f"p{index + 1} put in {ours}, pokerkit {pokerkits}:\n{text}"
    tally.hands += 1
    tally.folded_out += played.folded_out
    tally.mucked += " sm\n" in text or "sm'," in text or "sm']" in text
    if not any(mine):  # every bet came back (a bring-in nobody called, without antes): no pot, nothing won
        tally.empty += 1
        assert list(read_showdowns(text, kind="phh")) == []
        (nothing,) = resolve_hands(text, "hand.phh")
        assert isinstance(nothing, Resolved) and not any(nothing.resolution.payouts.values())
        assert not any(state.payoffs) and checked(nothing).verdict == "agree"
        return
    if not kind.resolvable:
        return
    (result,) = resolve_hands(text, "hand.phh")
    assert isinstance(result, Resolved), result
    resolution = result.resolution
    payouts = dict(resolution.payouts)
    quirk = pokerkit_side_pot_low(resolution)
    if quirk is not None and quirk != payouts:
        tally.low_quirk += 1
        payouts = quirk
    unclaimed = pokerkit_unclaimed_pot(resolution, payouts)
    if unclaimed is not None:
        tally.unclaimed += 1
        payouts = unclaimed
    for index, name in enumerate(payouts):
        net = payouts[name] - mine[index]
        assert net == state.payoffs[index], f"{name}: potsplit {net}, pokerkit {state.payoffs[index]}\n{text}"
    # potsplit check: pokerkit's finishing stacks agree with the ruling, but where pokerkit departs from it
    assert checked(result).verdict == ("agree" if payouts == resolution.payouts else "differ"), text
    _count(resolution, tally)


def _count(resolution: Resolution, tally: Tally) -> None:
    tally.side_pots += sum(len(pot.players) > 1 for pot in resolution.pots) > 1
    for pot in resolution.pots:
        awards = [award for award in (pot.high, pot.low) if award is not None]
        tally.split += any(len(award.winners) > 1 for award in awards)
        tally.two_way += len(awards) == 2


@pytest.mark.parametrize("code", list(KINDS))
def test_pokerkit_hand_histories_replay_and_resolve_alike(code: str) -> None:
    kind = KINDS[code]
    rng = random.Random(f"phh/{code}")
    tally = Tally()
    for _ in range(HANDS):
        check_hand(kind, play(kind, rng), tally)
    assert tally.hands == HANDS
    assert tally.folded_out >= 1 and tally.folded_out < HANDS and tally.mucked >= 1, tally
    if not kind.resolvable:
        pytest.skip(f"{code}: contributions agree; potsplit cannot resolve its game yet, so payouts are not compared")
    assert tally.side_pots >= 1, tally
    if code in ("FO/8", "F7S/8"):
        assert tally.two_way >= 1, tally


# The departures, each pinned on a hand written here, replayed by pokerkit (HandHistory.loads) and by potsplit.


def _pokerkit(text: str) -> list[int]:
    """Each player's net result as pokerkit replays the hand history *text*."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        *_, state = HandHistory.loads(text)
    return list(state.payoffs)


def _potsplit(text: str, chip: int | None = None) -> tuple[Resolution, list[Fraction]]:
    (showdown,) = read_showdowns(text, kind="phh")
    resolution = resolve(showdown if chip is None else dataclasses.replace(showdown, chip=Fraction(chip)))
    return resolution, list(resolution.payouts.values())


def test_pokerkit_gives_every_odd_chip_to_the_lowest_seat() -> None:
    """Three players tie (the board is a royal flush) for a pot of 11: potsplit, in whole chips, gives the two
    chips left over one each, clockwise from the dealer's left (p2, p3: 4, 4, 3); pokerkit gives both to the
    lowest seat (p2: 5, 3, 3)."""
    checks = ["p2 cc", "p3 cc", "p4 cc"]
    text = hand(["d dh p1 2c3c", "d dh p2 2d3d", "d dh p3 2h3h", "d dh p4 4s5s", "p3 cc", "p4 cc", "p1 f", "p2 cc",
                 "d db AsKsQs", *checks, "d db Js", *checks, "d db Ts", *checks, "p2 sm 2d3d", "p3 sm 2h3h",
                 "p4 sm 4s5s"], stacks=[100] * 4, antes=[1] * 4)
    _, payouts = _potsplit(text, chip=1)
    assert payouts == [0, 4, 4, 3]
    assert _pokerkit(text) == [-2, 5 - 3, 3 - 3, 3 - 3]


def test_pokerkit_halves_a_pot_that_identical_hands_scoop() -> None:
    """Omaha high-low: both players hold A-2 (the nut low and a wheel both ways) for a pot of 6. The same
    players win both halves, so the spec splits the pot as one share (3, 3); pokerkit splits each half of 3,
    its odd chip to the lowest seat each time (4, 2)."""
    streets = [["p1 cc", "p2 cc"]] * 3
    text = hand(["d dh p1 As2s9c9h", "d dh p2 Ad2d9s9d", "p2 cc", "p1 cc", "d db 3h4c5d", *streets[0], "d db Td",
                 *streets[1], "d db Jc", *streets[2], "p1 sm As2s9c9h", "p2 sm Ad2d9s9d"],
                variant="FO/8", antes=[1, 1])
    resolution, payouts = _potsplit(text, chip=1)
    assert payouts == [3, 3] and resolution.pots[0].high is not None and resolution.pots[0].low is not None
    assert _pokerkit(text) == [4 - 3, 2 - 3]


def test_pokerkit_pays_nobody_the_bets_above_every_player_still_in() -> None:
    """p1 and p3 put in 100 each; p1 mucks at the showdown and p3 folded, so the players still in are p2 (all
    in for 50) and p4 (all in for 30). The spec puts the money above the highest of their bets into the last
    pot (p2 takes it: 160); pokerkit makes it a pot of its own that nobody can win, and its 100 chips are gone
    from the finishing stacks. :func:`pokerkit_quirks.pokerkit_unclaimed_pot` says so."""
    text = hand(["d dh p1 7c2h", "d dh p2 KsKd", "d dh p3 QsQd", "d dh p4 AsAd", "p3 cc", "p4 cc", "p1 cbr 100",
                 "p2 cc", "p3 cc", "p4 cc", "d db 2c7d9h", "p1 cbr 50", "p3 f", "d db Th", "d db 3s", "p1 sm",
                 "p2 sm KsKd", "p4 sm AsAd"], stacks=[200, 50, 200, 30])
    resolution, payouts = _potsplit(text)
    assert payouts == [0, 160, 0, 120]
    theirs = _pokerkit(text)
    assert theirs == [-100, 60 - 50, -100, 120 - 30] and sum(theirs) == -100
    modelled = pokerkit_unclaimed_pot(resolution, resolution.payouts)
    assert modelled is not None
    assert [modelled[name] - put for name, put in zip(modelled, [100, 50, 100, 30], strict=True)] == theirs
