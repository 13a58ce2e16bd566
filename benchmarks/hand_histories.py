"""A .phhs of hand histories for the command-line benchmark, written by pokerkit, and pokerkit replaying it.

The hands are played in pokerkit's game states (no-limit hold'em, Omaha high-low
and seven-card stud, 2 to 6 players, random calls, raises and folds, all-ins and
side pots) and written by ``HandHistory.from_game_state`` with their
``finishing_stacks``; a few hundred distinct hands are repeated, renumbered,
to the length wanted (pokerkit plays a hand in tens of milliseconds).
"""

from __future__ import annotations

import random
import sys
import time
import warnings
from pathlib import Path

DISTINCT = 300
"""Hands played by pokerkit; the file repeats them."""


def _play(rng: random.Random) -> str:
    from pokerkit import (
        Automation,
        FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
        FixedLimitSevenCardStud,
        HandHistory,
        Mode,
        NoLimitTexasHoldem,
    )

    automations = tuple(Automation)  # everything but the bring-in and the betting (cards dealt at random)
    count = rng.randint(2, 6)
    kind = rng.choice(["NT", "FO/8", "F7S"])
    if kind == "NT":
        game = NoLimitTexasHoldem(automations, False, 1, (1, 2), 2, mode=Mode.CASH_GAME)
    elif kind == "FO/8":
        game = FixedLimitOmahaHoldemHighLowSplitEightOrBetter(automations, False, 0, (1, 2), 2, 4,
                                                                mode=Mode.CASH_GAME)
    else:
        game = FixedLimitSevenCardStud(automations, False, 1, 1, 2, 4, mode=Mode.CASH_GAME)
    state = game([rng.randint(20, 400) for _ in range(count)], count)
    while state.status:  # the dealing and the showdown are pokerkit's; the betting is decided here
        if state.can_post_bring_in():
            state.post_bring_in()
        elif state.checking_or_calling_amount and rng.random() < 0.15:
            state.fold()
        elif rng.random() < 0.3 and state.can_complete_bet_or_raise_to():
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            assert low is not None and high is not None
            state.complete_bet_or_raise_to(rng.randint(low, min(high, 3 * low)))
        else:
            state.check_or_call()
    history = HandHistory.from_game_state(game, state)
    history.finishing_stacks = list(state.stacks)
    return history.dumps()


def write_hands(path: Path, hands: int, seed: int) -> None:
    """*hands* hand histories in one .phhs at *path* (see above)."""
    rng = random.Random(seed)
    random.seed(seed)  # pokerkit shuffles its decks with the random module's own generator
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        distinct = [_play(rng) for _ in range(min(DISTINCT, hands))]
    with path.open("w", encoding="utf-8") as file:
        for number in range(hands):
            file.write(f"[{number + 1}]\n{distinct[number % len(distinct)]}\n\n")


def _first(path: Path, hands: int) -> str:
    """The text of the first *hands* hands of the .phhs at *path*."""
    text = path.read_text(encoding="utf-8")
    cut = text.find(f"\n[{hands + 1}]\n")
    return text if cut < 0 else text[:cut]


def potsplit_check(path: Path, hands: int) -> float:
    """Seconds of CPU potsplit takes, in this process, to do what ``check --chip 1 --format json`` does with each
    of the first *hands* hands of *path*: read it, replay it, resolve it and check its record, as a JSON line."""
    from fractions import Fraction

    from potsplit.language import ENGLISH
    from potsplit.run.hand_histories import resolve_hands
    from potsplit.run.overrides import Overrides
    from potsplit.run.results import Resolved
    from potsplit.show.checking import json_check

    part = _first(path, hands)
    whole = Overrides({}, {"chip": Fraction(1)}, {"chip": "--chip 1"})
    start = time.process_time()
    for result in resolve_hands(part, str(path), whole):
        assert isinstance(result, Resolved)
        json_check(result, ENGLISH)
    return time.process_time() - start


def pokerkit_replay(path: Path, hands: int) -> float:
    """Seconds of CPU pokerkit takes to load and replay the first *hands* hands of *path* (every state)."""
    from pokerkit import HandHistory

    part = _first(path, hands)
    start = time.process_time()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for history in HandHistory.loads_all(part):
            for _ in history:
                pass
    return time.process_time() - start


if __name__ == "__main__":  # python benchmarks/hand_histories.py FILE [HANDS]: write a .phhs to look at
    write_hands(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 100, 1)
