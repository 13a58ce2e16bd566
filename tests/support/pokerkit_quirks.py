"""Where pokerkit 0.7.7 departs from the spec, modelled, so that the differential tests check everything else.

(Three more are not modelled, each pinned where it shows: pokerkit plays all of a negative blind, a post out
of position, live, where the spec has a post smaller than the big blind dead (a real HandHQ hand,
``tests/oracles/test_pokerkit_real_hands.py``); it refuses a raise below its least amount or above its most,
which potsplit does not rule on; and it plays FO/8 pot-limit, with no cap on a round's raises, where the
standard has it fixed-limit (``tests/oracles/test_pokerkit_turns.py`` leaves those hands out).)

- :func:`pokerkit_side_pot_low`: pokerkit plays a low half in every pot as soon as any player still in has a
  qualifying low, and shares it among the pot's contestants where none has one (``State._begin_chips_pushing``,
  ``State.push_chips``); the spec gives such a pot whole to the best high (section 3).
- :func:`pokerkit_unclaimed_pot`: pokerkit makes a pot of every player's level, folded and mucked players'
  too (``State.pots``); money above the highest bet of a player still in (left by players who then folded or
  mucked) is a pot that no player can win, and it is paid to nobody: its chips are gone from the finishing
  stacks. The spec puts it into the last pot (section 4), as a card room does.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from potsplit.engine.records import Resolution
from potsplit.engine.rules import Method


def pokerkit_side_pot_low(resolution: Resolution) -> dict[str, Fraction] | None:
    """potsplit's payouts changed the way pokerkit 0.7 changes them, or ``None`` where it does not.

    pokerkit plays a low half in every pot when any player still in has a
    qualifying low; in a pot none of whose contestants has one it shares that
    half among all the pot's contestants (pokerkit kills, before the pots are
    pushed, the hands that can win nothing anywhere, and these do not share).
    """
    if resolution.showdown.rules.method is not Method.CARDS_SPEAK:  # (a game of one way, short deck, too)
        return None
    lows = {hand.player for hand in resolution.hands if hand.low is not None and hand.low.qualifies}
    if not lows:
        return None
    changed = dict(resolution.payouts)
    touched = False
    for pot in resolution.pots:
        if len(pot.players) < 2 or lows & set(pot.players):
            continue
        touched = True
        assert pot.high is not None and pot.low is None
        half = pot.amount / 2
        for name in pot.high.winners:
            changed[name] -= half / len(pot.high.winners)
        alive = [name for name in pot.players if _can_win_something(name, resolution)]
        for name in alive:
            changed[name] += half / len(alive)
    return changed if touched else None


def _can_win_something(name: str, resolution: Resolution) -> bool:
    """pokerkit's ``can_win_now`` at the showdown: a best or tied hand in some pot, either way."""
    hands = {hand.player: hand for hand in resolution.hands}
    for pot in resolution.pots:
        if name not in pot.players or len(pot.players) < 2:  # pokerkit hands an uncalled bet back earlier
            continue
        if hands[name].high.value == max(hands[other].high.value for other in pot.players):
            return True
        lows = [hands[other].low.value for other in pot.players if hands[other].low.qualifies]
        if hands[name].low.qualifies and hands[name].low.value == max(lows):
            return True
    return False


def pokerkit_unclaimed_pot(resolution: Resolution, payouts: Mapping[str, Fraction]) -> dict[str, Fraction] | None:
    """*payouts* (potsplit's, or as another quirk changed them) with the money above the highest bet of a player
    still in taken out of the last pot, as pokerkit loses it; ``None`` when there is none.

    The levels are the players' bets (pokerkit, like potsplit, takes the antes out first, unless it trims them).
    The last pot's winners lose it in the shares they won that pot in.
    """
    players = resolution.showdown.players
    top = max(player.bet or 0 for player in players if not player.folded)
    unclaimed = sum(max(Fraction(0), (player.bet or 0) - top) for player in players)
    if not unclaimed:
        return None
    last = resolution.pots[-1]
    kept = (last.amount - unclaimed) / last.amount
    changed = dict(payouts)
    for name, amount in last.payouts.items():
        changed[name] -= amount * (1 - kept)
    return changed
