"""Hand histories: potsplit checking them against pokerkit replaying them, in one process, in CPU time.

    python benchmarks/hand_histories.py [--hands 300] [--seed 1] [--rounds 5] [--write FILE] [--tiny]

A .phhs of ``--hands`` hand histories written by pokerkit (see below); then, round after round, potsplit and
pokerkit taking turns on the same hands: potsplit doing in this process what ``potsplit check --chip 1
--format json`` does with each hand (read it, replay it, resolve it, check its record, write its JSON line),
pokerkit loading and replaying it (every state). The best of ``--rounds`` CPU times of each; target: potsplit
at least 10x pokerkit. With ``--write FILE``, the .phhs is also written to FILE, to look at. The command
itself on a long .phhs is timed by ``benchmarks/cli.py`` (its hand histories' part), which uses this.

The hands are played in pokerkit's game states (no-limit hold'em, Omaha high-low
and seven-card stud, 2 to 6 players, random calls, raises and folds, all-ins and
side pots) and written by ``HandHistory.from_game_state`` with their
``finishing_stacks``; a few hundred distinct hands are repeated, renumbered,
to the length wanted (pokerkit plays a hand in tens of milliseconds).
"""

from __future__ import annotations

import argparse
import random
import shutil
import tempfile
import time
import warnings
from collections.abc import Sequence
from pathlib import Path

from common import Ratio, judged, parse_arguments, print_ratios, version_of

TINY = {"hands": 5, "rounds": 1}
"""``--tiny``: five hands, each library timed once."""

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
        Poker,
    )

    automations = tuple(Automation)  # everything but the bring-in and the betting (cards dealt at random)
    count = rng.randint(2, 6)
    kind = rng.choice(["NT", "FO/8", "F7S"])
    game: Poker
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
        elif (rng.random() < 0.3 and state.can_complete_bet_or_raise_to()
              and state.completion_betting_or_raising_count < 4):  # a fixed-limit cap pokerkit 0.7.7 lacks in FO/8
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
    of the first *hands* hands of *path*: read it, replay it, resolve it and check its record, as a JSON line.
    Every hand must be read and resolved."""
    from fractions import Fraction

    from potsplit.language import ENGLISH
    from potsplit.run.hand_histories import resolve_hands
    from potsplit.run.overrides import Overrides
    from potsplit.run.results import Resolved
    from potsplit.show.checking import json_check

    part = _first(path, hands)
    whole = Overrides({}, {"chip": Fraction(1)}, {"chip": "--chip 1"})
    start = time.process_time()
    count = 0
    for result in resolve_hands(part, str(path), whole):
        if not isinstance(result, Resolved):
            raise SystemExit(f"potsplit finds hand {count + 1} of {path} invalid: {result}")
        json_check(result, ENGLISH)
        count += 1
    seconds = time.process_time() - start
    if count != hands:
        raise SystemExit(f"potsplit read {count} hands of {path}, not {hands}")
    return seconds


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


def taking_turns(path: Path, hands: int, rounds: int) -> tuple[float, float]:
    """The least CPU seconds of :func:`potsplit_check` and of :func:`pokerkit_replay` on the first *hands* hands of
    *path*, in *rounds* rounds, taking turns so that a slow spell of the machine falls on both alike."""
    ours, theirs = [], []
    for _ in range(rounds):
        ours.append(potsplit_check(path, hands))
        theirs.append(pokerkit_replay(path, hands))
    return min(ours), min(theirs)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=DISTINCT, help=f"hands (default {DISTINCT}, all distinct)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the hands (default 1)")
    parser.add_argument("--rounds", type=int, default=5, help="timings of each library, best kept (default 5)")
    parser.add_argument("--write", type=Path, metavar="FILE", help="also write the .phhs to FILE")
    args = parse_arguments(parser, TINY, argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hands.phhs"
        write_hands(path, args.hands, args.seed)
        if args.write is not None:
            shutil.copyfile(path, args.write)
        ours, theirs = taking_turns(path, args.hands, args.rounds)
    print(f"hand histories: {args.hands} hands by pokerkit {version_of('pokerkit')} (seed {args.seed}), "
          f"CPU, best of {args.rounds}")
    print(f"  potsplit read, replay, resolve, check, JSON line: {args.hands / ours:8,.0f} hands/s ({ours:.3f} s)")
    print(f"  pokerkit load and replay (every state):           {args.hands / theirs:8,.0f} hands/s ({theirs:.3f} s)")
    print_ratios([Ratio("hand histories CPU speed, potsplit check/pokerkit load and replay", theirs / ours,
                        f"target >= 10x: {judged(theirs >= 10 * ours)}")])


if __name__ == "__main__":
    main()
