"""Hands played in pokerkit with random actions put in, legal or not, and potsplit's verdict on each held to
pokerkit's (spec section 8: what no game allows is an error naming the action, as pokerkit refuses it).

On the way through a hand played by :func:`support.pokerkit_play.play`, :func:`wild` now and then tries a random
betting action, most likely an illegal one (by any player, or a raise by the player in turn who may not raise),
and :func:`legal` often one the player in turn may take (the least or most raise, a call, a fold, the
bring-in), which makes unusual hands, and now and then a call after the end. One that pokerkit's game state
takes is played; the first one it refuses ends the hand, written last in the PHH. :func:`judged` then
resolves the hand with potsplit and holds it to pokerkit:

- where pokerkit refused the action, potsplit refuses the hand at it, naming it (and no action before it);
- where pokerkit took every action, potsplit resolves the hand, and its finishing stacks are pokerkit's but
  where pokerkit departs from the spec in its payouts (:mod:`support.pokerkit_quirks`).

pokerkit also refuses a raise below its least amount or above its most (a fixed-limit bet of another size, a
pot-limit raise over the pot): potsplit rules no amount but that a raise tops the bet and fits the stack, so
those hands are left out, counted; so is a hand pokerkit 0.7.7 fails an assertion in, and one where it takes a
fifth raise in FO/8, which it plays pot-limit and uncapped (its class ``FixedLimitOmahaHoldemHighLowSplit
EightOrBetter`` is pot-limit), where the standard has it fixed-limit.
"""

from __future__ import annotations

import random
import re
import tomllib
from collections.abc import Callable
from fractions import Fraction

from pokerkit import State
from support.pokerkit_play import UNIT, Kind, play
from support.pokerkit_quirks import pokerkit_side_pot_low, pokerkit_unclaimed_pot

from potsplit.run.hand_histories import resolve_hands
from potsplit.run.results import Invalid, Resolved

SIZES = ("below the minimum allowed", "above the maximum allowed")
"""pokerkit's refusals of a raise's amount, which potsplit does not rule on."""
AT = re.compile(r"actions\[(\d+)\] '([^']*)'")
KINDS_OF_REFUSAL = (("turn", "out of turn"), ("cannot raise", "a raise he may not make"),
                    ("capped", "a raise he may not make"), ("after the last betting round", "after the last round"),
                    ("hand is over", "after the hand"), ("more betting", "all in"), ("bring", "the bring-in"),
                    ("has folded", "by a player who folded"), ("has mucked", "by a player who folded"),
                    ("above the bet", "an amount"), ("cannot bet", "an amount"))


def wild(state: State, rng: random.Random) -> str | None:
    """Now and then, a random betting action, most likely an illegal one: by any player, or a raise by the
    player in turn who may not raise."""
    if rng.random() > 0.05:
        return None
    actor = state.actor_index
    if actor is not None and state.stacks[actor] and not state.can_complete_bet_or_raise_to() and rng.random() < 0.5:
        return f"p{actor + 1} cbr {max(state.bets) + UNIT}"
    player = actor if actor is not None and rng.random() < 0.5 else rng.randrange(len(state.stacks))
    verb = rng.choice(["cbr", "cbr", "cc", "f", "pb"])
    if verb != "cbr":
        return f"p{player + 1} {verb}"
    sizes = [state.min_completion_betting_or_raising_to_amount, state.max_completion_betting_or_raising_to_amount]
    known = [size for size in sizes if size is not None] or [max(state.bets) + UNIT * rng.randint(1, 3)]
    return f"p{player + 1} cbr {rng.choice(known)}"


def legal(state: State, rng: random.Random) -> str | None:
    """Now and then, a random action the player in turn may take: the least or the most raise, a call or check,
    a fold (with nothing to call too), the bring-in; and, once the hand is over, an action of a player."""
    if rng.random() > 0.3:
        return None
    actor = state.actor_index
    if actor is None:
        return None if state.status or rng.random() < 0.8 else f"p{rng.randrange(len(state.stacks)) + 1} cc"
    moves = []
    if state.can_post_bring_in():
        moves.append("pb")
    if state.can_complete_bet_or_raise_to():
        sizes = {state.min_completion_betting_or_raising_to_amount, state.max_completion_betting_or_raising_to_amount}
        moves += [f"cbr {size}" for size in sorted(size for size in sizes if size is not None)]
    if state.can_check_or_call():
        moves.append("cc")
    if state.can_fold():
        moves.append("f")
    return f"p{actor + 1} {rng.choice(moves)}" if moves else None


def finishing(result: Resolved) -> list[Fraction]:
    """potsplit's finishing stacks, pokerkit's departures modelled."""
    resolution, record = result.resolution, result.record
    assert record is not None
    payouts = dict(resolution.payouts)
    payouts = pokerkit_side_pot_low(resolution) or payouts
    payouts = pokerkit_unclaimed_pot(resolution, payouts) or payouts
    return [start - paid + payouts[name]
            for name, start, paid in zip(payouts, record.stacks, record.put_in, strict=True) if start is not None]


def kind_of_refusal(message: str) -> str:
    return next((f"refused: {kind}" for words, kind in KINDS_OF_REFUSAL if words in message), "refused: " + message)


def judged(code: str, kind: Kind, rng: random.Random, meddle: Callable[[State, random.Random], str | None]) -> str:
    """A hand of *kind* (PHH variant *code*) played with *meddle*'s actions put in, potsplit's verdict held to
    pokerkit's (an AssertionError where they differ); what came of it: ``refused alike``, ``taken alike`` or
    ``left out: ...``, and for a refusal its kind after a semicolon."""
    try:
        played = play(kind, rng, meddle)
    except AssertionError:  # pokerkit 0.7.7's own (State.push_chips), after a fold it took
        return "left out: pokerkit fails"
    text = played.text
    (result,) = resolve_hands(text, "hand.phh")
    if played.refused is not None:
        action, why = played.refused
        if any(size in why for size in SIZES):
            return "left out: pokerkit refuses an amount"
        assert isinstance(result, Invalid), f"pokerkit refuses {action!r} ({why}), potsplit does not:\n{text}"
        found = AT.search(result.error.message)
        assert found is not None and found.group(2) == action, f"{result.error} (pokerkit: {why})\n{text}"
        assert int(found.group(1)) == len(tomllib.loads(text)["actions"]) - 1, f"{result.error}\n{text}"
        return "refused alike; " + kind_of_refusal(result.error.message)
    if code == "FO/8" and isinstance(result, Invalid) and "capped" in result.error.message:
        return "left out: pokerkit caps no FO/8 round"
    assert isinstance(result, Resolved), f"pokerkit takes every action, potsplit: {result.error}\n{text}"
    assert finishing(result) == list(played.state.stacks), text
    return "taken alike"
