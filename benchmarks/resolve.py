"""How fast potsplit resolves a whole showdown, next to pokerkit playing the same hand to its payout.

    python benchmarks/resolve.py [--rounds N] [--deals K] [--seed S] [--min-time T] [--tiny]

Two tasks, each on the same K seeded deals of six players:

- Seven-card stud high-low, eight or better, with a side pot: one short
  player all in early (a swing declarer in the declare version), the other
  five betting every street to the end. potsplit resolves it as a declare
  showdown (swing, high, low, high, low, high; ``qualifier: 8``) and as the
  same showdown with cards speaking; pokerkit plays
  ``FixedLimitSevenCardStudHighLowSplitEightOrBetter`` with those cards and
  bets, from creating the state to pushing and pulling the chips (cards
  speak: pokerkit has no declarations).
- Omaha high-low, eight or better, six players, the same kind of side pot:
  potsplit cards-speak against pokerkit's pot-limit Omaha high-low (the class
  pokerkit 0.7 calls ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter``).

What is timed. potsplit: :func:`potsplit.resolve` on ready-made
:class:`potsplit.Showdown` objects (everything it does: checks,
defaults, hand values, side pots, the method, the money, the reasons).
pokerkit: everything from ``create_state`` to the last chip pulled, the cards
dealt by hand as given, the betting scripted (on each street the first
player who may bet does, the rest call). The bets potsplit is given are what
each player put in in pokerkit's hand. Each rate is the best of ``--rounds``
timed runs, each long enough to time well, in CPU time (so that other
processes on a busy machine do not count), the libraries taking turns. After
timing, potsplit's cards-speak payouts are compared with pokerkit's (all
amounts are multiples of 120, so whole chips and exact fractions agree unless
a rule differs; pokerkit's known side-pot low, see
``tests/oracles/test_pokerkit_pots.py``, is reported separately).

Target: potsplit at least 100x pokerkit in both tasks. The ratios are the last lines printed.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import pokerkit
from common import Ratio, judged, parse_arguments, print_ratios, version_of  # first: the checkout's potsplit
from pokerkit import Automation, State

from potsplit import Declaration, Game, HandKind, Method, Player, Rules, Showdown, parse_cards, resolve

if TYPE_CHECKING:
    from potsplit.engine.records import Resolution

UNIT = 120
"""Every amount is a multiple of this (2 * lcm(1..6)): no pot of six players has an odd chip."""
PLAYERS = 6
SHORT = 0
"""The short player (all in early; the swing declarer): player 0, the small blind in Omaha."""
DECLARATIONS = (
    Declaration.SWING, Declaration.HIGH, Declaration.LOW, Declaration.HIGH, Declaration.LOW, Declaration.HIGH,
)
STACKS = [2 * UNIT if seat == SHORT else 40 * UNIT for seat in range(PLAYERS)]
DECLARE = Rules(method=Method.DECLARE, qualifier=8, low=HandKind.ACE_TO_FIVE)
CARDS_SPEAK = Rules(method=Method.CARDS_SPEAK, qualifier=8, low=HandKind.ACE_TO_FIVE)
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
TINY = {"deals": 2, "rounds": 1, "min_time": 0.001}
"""``--tiny``: two deals a task, each library timed once, briefly."""


@dataclass(frozen=True)
class Deal:
    """One deal: each player's cards (as text) and the board."""

    holes: list[list[str]]
    board: list[str]


def stud_state() -> State:
    return pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, UNIT, UNIT, 2 * UNIT, 4 * UNIT, STACKS, PLAYERS
    )


def omaha_state() -> State:
    return pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (UNIT, 2 * UNIT), 2 * UNIT, 2 * UNIT, STACKS, PLAYERS
    )


def play(create: Callable[[], State], deal: Deal) -> tuple[list[int], list[int]]:
    """Play *deal* in pokerkit from state creation to the last chip: each player's payoff and what he put in."""
    state = create()
    dealt = [0] * PLAYERS
    board_dealt = 0
    bet_on: set[int | None] = set()
    put_in = [0] * PLAYERS
    while state.status:
        if state.can_burn_card("??"):
            state.burn_card("??")
        elif state.can_deal_hole():
            player = state.hole_dealee_index
            assert player is not None
            state.deal_hole(deal.holes[player][dealt[player]])
            dealt[player] += 1
        elif state.can_deal_board():
            count = state.board_dealing_count
            assert count is not None
            state.deal_board("".join(deal.board[board_dealt : board_dealt + count]))
            board_dealt += count
        elif state.can_post_bring_in():
            state.post_bring_in()
        elif state.actor_index is not None:
            street = state.street_index
            if street not in bet_on and state.can_complete_bet_or_raise_to():
                bet_on.add(street)
                state.complete_bet_or_raise_to()
            else:
                state.check_or_call()
        elif state.can_show_or_muck_hole_cards():
            put_in = [start - stack for start, stack in zip(STACKS, state.stacks, strict=True)]
            state.show_or_muck_hole_cards(True)
        else:  # pragma: no cover
            raise AssertionError(f"pokerkit is waiting for something unexpected: {state}")
    return list(state.payoffs), put_in


def showdown(deal: Deal, bets: Sequence[int], game: Game, rules: Rules) -> Showdown:
    """The potsplit showdown of *deal* with these bets."""
    players = tuple(
        Player(f"P{index}", parse_cards(hole), DECLARATIONS[index], Fraction(bet))
        for index, (hole, bet) in enumerate(zip(deal.holes, bets, strict=True))
    )
    return Showdown(players, parse_cards(deal.board), game, rules=rules)


@dataclass
class Rate:
    """One library's speed at one task, and what it answered."""

    label: str
    per_second: float
    results: list[Any]


class Timer:
    """Times *run* (which resolves *count* showdowns) in runs of at least *min_time* CPU seconds; keeps the best.

    CPU time (``time.process_time``): other processes on a busy machine do not
    count. The libraries' runs take turns (:func:`interleave`), so that
    whatever noise is left falls on all of them alike.
    """

    def __init__(self, label: str, run: Callable[[], list[Any]], count: int, min_time: float) -> None:
        self.label, self.run, self.count = label, run, count
        self.results = run()  # also warms up: lazy tables are loaded here, not timed
        self.loops, self.best = 1, float("inf")
        while True:
            elapsed = self._time()
            if elapsed >= min_time:
                break
            self.loops *= max(2, min(10, int(min_time / max(elapsed, 1e-9)) + 1))
        self.best = elapsed

    def _time(self) -> float:
        # The collector's full passes scan every object alive, the benchmark's own deals and the other
        # library's states included: collect, then freeze what is alive, so each library pays for its own.
        gc.collect()
        gc.freeze()
        start = time.process_time()
        for _ in range(self.loops):
            self.run()
        return time.process_time() - start

    def again(self) -> None:
        self.best = min(self.best, self._time())

    @property
    def rate(self) -> Rate:
        return Rate(self.label, self.count * self.loops / self.best, self.results)


def interleave(timers: Sequence[Timer], rounds: int) -> list[Rate]:
    """Each timer's best of *rounds* runs, the timers taking turns."""
    for _ in range(rounds - 1):
        for timer in timers:
            timer.again()
    return [timer.rate for timer in timers]


@dataclass
class Task:
    """One group of rows: potsplit's rates and pokerkit's on the same deals."""

    name: str
    ours: list[Rate]
    theirs: Rate
    agree: int
    side_pot_low: int
    differ: int


def no_low_side_pot(resolution: Resolution) -> bool:
    """A contested pot none of whose players has a qualifying low, while someone else has one."""
    lows = {hand.player for hand in resolution.hands if hand.low is not None and hand.low.qualifies}
    return bool(lows) and any(len(pot.players) > 1 and not lows & set(pot.players) for pot in resolution.pots)


def task(
    name: str, deals: list[Deal], create: Callable[[], State], game: Game, declare: bool, rounds: int, min_time: float
) -> Task:
    played = [play(create, deal) for deal in deals]
    for _, bets in played:  # the short player is all in for less than the others: a main pot and a side pot
        assert all(bets[SHORT] < bet for seat, bet in enumerate(bets) if seat != SHORT), bets
    speak = [showdown(deal, bets, game, CARDS_SPEAK) for deal, (_, bets) in zip(deals, played, strict=True)]
    count = len(deals)
    timers = []
    if declare:
        declared = [showdown(deal, bets, game, DECLARE) for deal, (_, bets) in zip(deals, played, strict=True)]
        timers.append(Timer("potsplit resolve, declare", lambda: [resolve(s) for s in declared], count, min_time))
    timers.append(Timer("potsplit resolve, cards speak", lambda: [resolve(s) for s in speak], count, min_time))
    pokerkit = Timer("pokerkit create..pull, cards speak", lambda: [play(create, d) for d in deals], count, min_time)
    timers.append(pokerkit)
    *ours, theirs = interleave(timers, rounds)
    speaking = ours[-1]
    agree = side_pot_low = differ = 0
    for resolution, (payoffs, bets) in zip(speaking.results, theirs.results, strict=True):
        nets = [resolution.payouts[f"P{index}"] - bet for index, bet in enumerate(bets)]
        if nets == payoffs:
            agree += 1
        elif no_low_side_pot(resolution):
            side_pot_low += 1
        else:
            differ += 1
    return Task(name, ours, theirs, agree, side_pot_low, differ)


def make_deals(count: int, seed: int, hole: int, board: int) -> list[Deal]:
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        cards = rng.sample(DECK, hole * PLAYERS + board)
        deals.append(Deal([cards[hole * i : hole * (i + 1)] for i in range(PLAYERS)], cards[hole * PLAYERS :]))
    return deals


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=3, help="timed runs per measurement, best kept (default 3)")
    parser.add_argument("--deals", type=int, default=30, help="seeded deals per task (default 30)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the deals (default 2024)")
    parser.add_argument("--min-time", type=float, default=0.5, help="shortest timed run, seconds (default 0.5)")
    args = parse_arguments(parser, TINY, argv)

    print(f"potsplit resolution benchmark: {args.deals} deals of {PLAYERS} players a task, seed {args.seed},"
          f" best of {args.rounds}")
    print(f"python {sys.version.split()[0]}, pokerkit {version_of('pokerkit')}")
    print()
    tasks = [
        task("7-card stud hi-lo 8, side pot", make_deals(args.deals, args.seed, 7, 0), stud_state, Game.STUD,
             True, args.rounds, args.min_time),
        task("Omaha hi-lo 8, side pot", make_deals(args.deals, args.seed, 4, 5), omaha_state, Game.OMAHA,
             False, args.rounds, args.min_time),
    ]
    print(f"{'task':<31} {'library':<36} {'showdowns/s':>12}")
    print("-" * 81)
    ratios = []
    for index, each in enumerate(tasks):
        if index:
            print()
        for rate in (*each.ours, each.theirs):
            print(f"{each.name:<31} {rate.label:<36} {rate.per_second:>12,.0f}")
        print(f"{'':<31} cards-speak payouts: {each.agree} of {args.deals} deals the same in both;"
              f" {each.side_pot_low} differ by pokerkit's side-pot low; {each.differ} otherwise")
        for rate in each.ours:
            ratio = rate.per_second / each.theirs.per_second
            method = rate.label.removeprefix("potsplit resolve, ")
            ratios.append(Ratio(f"{each.name} speed, potsplit {method}/pokerkit", ratio,
                                f"target >= 100x: {judged(ratio >= 100)}"))
    print_ratios(ratios)
    if any(each.differ for each in tasks):
        sys.exit("potsplit and pokerkit disagree on some payouts")


if __name__ == "__main__":
    main()
