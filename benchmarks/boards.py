"""What a second board costs: resolving a double-board showdown against the same showdown on one board.

    python benchmarks/boards.py [--rounds N] [--deals K] [--seed S] [--min-time T] [--tiny]

K seeded deals of six players of Omaha high-low, eight or better (cards speak, whole chips), with side pots
(random bets, some players folded): each resolved as it is dealt on one board, and again with a second board
run out from the same flop (``boards:``), its pots shared ``each`` (every board's part a pot of its own) and
``either`` (once, each player's best on either board). What is timed: :func:`potsplit.resolve` on ready-made
:class:`potsplit.Showdown` objects, everything it does (checks, hand values on each board, side pots, each
board's part, the money, the reasons), in CPU time, the best of ``--rounds`` runs, the three taking turns in
one run so that the noise of a busy machine falls on all alike.

Target: a double-board showdown costs at most 2.2 times a single-board one (each board's hands are valued and
each board's part decided, so twice the work is the floor; the rest is what a board costs besides). The
ratios are the last lines printed.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from fractions import Fraction

from common import Ratio, judged, parse_arguments, print_ratios  # first: the checkout's potsplit
from resolve import Timer, interleave

from potsplit import Player, Rules, Showdown, resolve

RANKS = "23456789TJQKA"
SUITS = "cdhs"
PLAYERS = 6
TARGET = 2.2
TINY = {"deals": 2, "rounds": 1, "min_time": 0.001}


def deals(count: int, seed: int) -> list[tuple[Showdown, Showdown, Showdown]]:
    """*count* seeded deals: each on one board, on two boards shared ``each``, and on two shared ``either``."""
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        deck = [rank + suit for rank in RANKS for suit in SUITS]
        rng.shuffle(deck)
        holes = [" ".join(deck.pop() for _ in range(4)) for _ in range(PLAYERS)]
        flop = [deck.pop() for _ in range(3)]
        first = " ".join([*flop, deck.pop(), deck.pop()])
        second = " ".join([*flop, deck.pop(), deck.pop()])
        bets = [rng.choice([10, 20, 40, 40, 60]) for _ in range(PLAYERS)]
        folded = [index == PLAYERS - 1 or rng.random() < 0.15 for index in range(PLAYERS)]
        players = tuple(
            Player(f"P{index}", holes[index], bet=Fraction(bets[index]), folded=folded[index])
            for index in range(PLAYERS)
        )
        one = Showdown(players=players, board=first, game="omaha8", chip=Fraction(1))  # type: ignore[arg-type]
        two = Showdown(players=players, boards=(first, second), game="omaha8",  # type: ignore[arg-type]
                       chip=Fraction(1))
        either = Showdown(players=players, boards=(first, second), game="omaha8",  # type: ignore[arg-type]
                          chip=Fraction(1), rules=Rules(boards_split="either"))  # type: ignore[arg-type]
        found.append((one, two, either))
    return found


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="timed runs per measurement, best kept (default 5)")
    parser.add_argument("--deals", type=int, default=300, help="showdowns of each kind (default 300)")
    parser.add_argument("--seed", type=int, default=7, help="the deals' seed (default 7)")
    parser.add_argument("--min-time", type=float, default=0.5, help="CPU seconds a timed run lasts at least")
    args = parse_arguments(parser, TINY, argv)
    found = deals(args.deals, args.seed)
    one, two, either = ([deal[kind] for deal in found] for kind in range(3))
    count = len(found)
    timers = [
        Timer("one board", lambda: [resolve(showdown) for showdown in one], count, args.min_time),
        Timer("two boards, each", lambda: [resolve(showdown) for showdown in two], count, args.min_time),
        Timer("two boards, either", lambda: [resolve(showdown) for showdown in either], count, args.min_time),
    ]
    rates = interleave(timers, args.rounds)
    print(f"{count} Omaha high-low showdowns of {PLAYERS} players, side pots, whole chips; best of {args.rounds}")
    for rate in rates:
        print(f"  {rate.label:<20} {rate.per_second:>10,.0f} showdowns a second")
    single, each, best = (rate.per_second for rate in rates)
    cost = single / each
    print_ratios([
        Ratio("double board cost, two boards each/one board", cost,
              f"target <= {TARGET}x: {judged(cost <= TARGET)}"),
        Ratio("double board cost, two boards either/one board", single / best),
    ])


if __name__ == "__main__":
    sys.exit(main())
