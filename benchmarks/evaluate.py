"""How fast potsplit evaluates hands, next to treys and pokerkit, on the same random hands.

    python benchmarks/evaluate.py [--hands N] [--seed S] [--repeat R] [--min-time T] [--reference-hands N]
                                  [--load-runs N] [--tiny]

Every library gets the same seeded deals, converted beforehand into its own
cards (potsplit: card codes, treys: ``Card.new`` ints, pokerkit: ``Card``
objects), so that only evaluation is timed. Each rate is the best of
``--repeat`` timings (each long enough to time well: ``--min-time``), the
libraries taking turns, the usual way to keep a busy machine's noise out.
After timing, the results are checked to put the hands in the same order in
every library, so that a fast wrong answer cannot pass.

Wild cards (docs/rules.md, "Wild cards and jokers") are timed on the same deals:
the first card (then the first two) replaced by a joker under ``joker: wild``
(and, in a third row, under ``joker: bug``), against potsplit's plain 7-card
high on the same deals and against the brute-force reference of the tests
(``tests/support/wild_reference.py``,
on the first ``--reference-hands`` deals, its memo of fives emptied before each
run). The wild evaluator's tables start empty and fill as it goes: its first
pass over the deals is timed too.

Targets: 7-card high at least 10x treys; 7-card ace-to-five low and Omaha
hi-lo at least 100x pokerkit; badugi (4 cards) and short-deck hold'em (2 hole
+ 5 board of the 36 cards) at least 50x pokerkit; 7-card high with one and with
two wild cards at least a quarter of the plain 7-card rate and at least 100x the
brute-force reference; loading the lookup tables in a fresh interpreter well
under 50 ms (``--load-runs`` fresh interpreters, the median kept). The load time is measured as an
installed package would see it,
its bytecode compiled once (kept in a temporary directory, out of the source
tree), and also as run here when ``PYTHONDONTWRITEBYTECODE`` is set; the CPU
time of the child process is the figure judged, wall time being at the mercy of
whatever else the machine runs. Every ratio is printed last, one a line: each
potsplit rate over each other library's rate (or the reference's) on the same
task, and the load's CPU time over ``python -c pass``'s.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pokerkit
import treys  # type: ignore[import-untyped]
from common import ROOT, Ratio, judged, parse_arguments, print_ratios, version_of  # first: the checkout's potsplit

from potsplit.hands import wild_eval
from potsplit.hands.cards import DECK, JOKER, JOKER_CODE
from potsplit.hands.evaluate import best_omaha_code, best_omaha_codes, evaluator
from potsplit.hands.ranking import HandKind, HandValue
from potsplit.hands.short_deck import SHORT_DECK
from potsplit.hands.wild import WildPlay

sys.path.insert(0, str(ROOT / "tests"))
from support import wild_reference  # type: ignore[import-not-found]  # the tests' brute-force reference

RANKS, SUITS = "23456789TJQKA", "cdhs"
QUALIFIER = 8
TINY = {"hands": 40, "repeat": 1, "min_time": 0.001, "reference_hands": 3, "load_runs": 1}
"""``--tiny``: 40 hands, each library timed once, briefly, the reference on 3, one fresh interpreter."""
LOAD_ONE_HAND = (
    "from potsplit.hands.evaluate import evaluator; from potsplit.hands.ranking import HandKind; "
    "evaluator(HandKind.HIGH)([48, 44, 41, 38, 28, 9, 2])"
)
LOAD_OMAHA_HI_LO = (
    "from potsplit.hands.evaluate import best_omaha_code; from potsplit.hands.ranking import HandKind; "
    "best_omaha_code(HandKind.HIGH, [48, 0, 5, 10], [14, 19, 24, 40, 51]); "
    "best_omaha_code(HandKind.ACE_TO_FIVE, [48, 0, 5, 10], [14, 19, 24, 40, 51])"
)


def text_of(code: int) -> str:
    """``As`` for code 51: rank ``code // 4``, suit ``code % 4`` (clubs, diamonds, hearts, spades)."""
    return RANKS[code >> 2] + SUITS[code & 3]


PK_CARDS: list[pokerkit.Card] = [next(pokerkit.Card.parse(text_of(code))) for code in range(52)]
TREYS_CARDS: list[int] = [treys.Card.new(text_of(code)) for code in range(52)]


@dataclass
class Rate:
    """One library's speed at one task, and what it answered."""

    label: str
    per_second: float
    results: list[Any]


def measure(
    runs: Sequence[tuple[str, Callable[[], list[Any]]]], count: int, repeat: int, min_time: float
) -> list[Rate]:
    """Evaluations per second of each run (each evaluates *count* hands), the best of *repeat* timings.

    Each timing repeats a run enough times to last at least *min_time* seconds.
    The libraries take turns, timing after timing, so that a machine busy for
    a while slows them alike rather than one of them.
    """
    results = [run() for _, run in runs]  # also a warm-up: lazy tables load here, untimed
    loops, best = [], []
    for _, run in runs:  # how many runs make a timing; the last try counts as the first timing
        n, seconds = 1, _time(run, 1)
        while seconds < min_time:
            n *= 2
            seconds = _time(run, n)
        loops.append(n)
        best.append(seconds)
    for _ in range(repeat - 1):
        for i, (_, run) in enumerate(runs):
            best[i] = min(best[i], _time(run, loops[i]))
    return [
        Rate(label, count * n / seconds, result)
        for (label, _), n, seconds, result in zip(runs, loops, best, results, strict=True)
    ]


def _time(run: Callable[[], object], loops: int) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        run()
    return time.perf_counter() - start


def same_order(ours: Sequence[Any], theirs: Sequence[Any]) -> bool:
    """Whether two libraries order the hands alike: every ``<``, ``==``, ``>`` the same.

    Sorted by ours, neighbours must compare the same way in theirs; both being
    total preorders, that makes every pair compare the same way.
    """
    order = sorted(range(len(ours)), key=ours.__getitem__)
    for i, j in itertools.pairwise(order):
        tied = ours[i] == ours[j]
        if tied != (theirs[i] == theirs[j]) or (not tied and not theirs[i] < theirs[j]):
            return False
    return True


def low_key(code: int) -> tuple[int, int]:
    """A potsplit ace-to-five low as (qualifies, strength): greater is better, no low below any low."""
    value = HandValue.of(code, HandKind.ACE_TO_FIVE)
    return (1, value.strength) if value.qualifies(QUALIFIER) else (0, 0)


def pk_low_key(hand: pokerkit.Hand | None) -> tuple[int, Any]:
    """A pokerkit eight-or-better low (``None``: no low) keyed like :func:`low_key`."""
    return (0, 0) if hand is None else (1, hand)


@dataclass
class Task:
    """One row group of the table: a kind of hand, and the libraries timed on it."""

    name: str
    rates: list[Rate]
    agree: bool
    targets: dict[tuple[str, str], float]
    """The least ratio wanted of a potsplit rate over another's, by the two rates' labels."""

    def ratios(self) -> list[Ratio]:
        """Each potsplit rate over each other rate of the task, with its target where it has one."""
        ours = [rate for rate in self.rates if rate.label.startswith("potsplit")]
        theirs = [rate for rate in self.rates if not rate.label.startswith("potsplit")]
        ratios = []
        for mine in ours:
            for other in theirs:
                ratio = mine.per_second / other.per_second
                target = self.targets.get((mine.label, other.label))
                note = "" if target is None else f"target >= {target:g}x: {judged(ratio >= target)}"
                ratios.append(Ratio(f"{self.name} speed, {mine.label}/{other.label}", ratio, note))
        return ratios


def seven_card_high(deals: list[list[int]], repeat: int, min_time: float) -> Task:
    codes = [list(deal[:7]) for deal in deals]
    treys_hands = [([TREYS_CARDS[c] for c in deal[:2]], [TREYS_CARDS[c] for c in deal[2:7]]) for deal in deals]
    pk_hands = [tuple(PK_CARDS[c] for c in deal[:7]) for deal in deals]
    high = evaluator(HandKind.HIGH)
    treys_evaluator = treys.Evaluator()
    evaluate_treys = treys_evaluator.evaluate
    from_game = pokerkit.StandardHighHand.from_game
    ours, theirs, pk = measure(
        [
            ("potsplit", lambda: [high(hand) for hand in codes]),
            ("treys", lambda: [evaluate_treys(h, b) for h, b in treys_hands]),
            ("pokerkit StandardHighHand", lambda: [from_game(hand) for hand in pk_hands]),
        ],
        len(deals), repeat, min_time,
    )
    agree = same_order(ours.results, [-rank for rank in theirs.results]) and same_order(ours.results, pk.results)
    return Task("7-card high", [ours, theirs, pk], agree, {(ours.label, theirs.label): 10})


def seven_card_low(deals: list[list[int]], repeat: int, min_time: float) -> Task:
    codes = [list(deal[:7]) for deal in deals]
    pk_hands = [tuple(PK_CARDS[c] for c in deal[:7]) for deal in deals]
    low = evaluator(HandKind.ACE_TO_FIVE)
    eight = pokerkit.EightOrBetterLowHand.from_game_or_none
    regular = pokerkit.RegularLowHand.from_game
    ours, pk8, pk_all = measure(
        [
            ("potsplit", lambda: [low(hand) for hand in codes]),
            ("pokerkit EightOrBetterLowHand", lambda: [eight(hand) for hand in pk_hands]),
            ("pokerkit RegularLowHand", lambda: [regular(hand) for hand in pk_hands]),
        ],
        len(deals), repeat, min_time,
    )
    agree = same_order([low_key(code) for code in ours.results], [pk_low_key(hand) for hand in pk8.results])
    agree = agree and same_order([-code for code in ours.results], pk_all.results)
    targets = {(ours.label, pk8.label): 100.0, (ours.label, pk_all.label): 100.0}
    return Task("7-card ace-to-five low", [ours, pk8, pk_all], agree, targets)


def omaha_hi_lo(deals: list[list[int]], repeat: int, min_time: float) -> Task:
    codes = [(list(deal[:4]), list(deal[4:9])) for deal in deals]
    pk_hands = [(tuple(PK_CARDS[c] for c in deal[:4]), tuple(PK_CARDS[c] for c in deal[4:9])) for deal in deals]
    high_hand = pokerkit.OmahaHoldemHand.from_game
    low_hand = pokerkit.OmahaEightOrBetterLowHand.from_game_or_none
    high, low = HandKind.HIGH, HandKind.ACE_TO_FIVE
    both = (high, low)

    def run_ours() -> list[tuple[int, int]]:
        return [(best_omaha_code(high, hole, board), best_omaha_code(low, hole, board)) for hole, board in codes]

    def run_ours_together() -> list[list[int]]:
        return [best_omaha_codes(both, hole, board) for hole, board in codes]

    def run_pokerkit() -> list[tuple[pokerkit.Hand, pokerkit.Hand | None]]:
        return [(high_hand(hole, board), low_hand(hole, board)) for hole, board in pk_hands]

    ours, together, pk = measure(
        [
            ("potsplit best_omaha_code x2", run_ours),
            ("potsplit best_omaha_codes(hi, lo)", run_ours_together),
            ("pokerkit Omaha + Omaha8 low", run_pokerkit),
        ],
        len(deals), repeat, min_time,
    )
    agree = [list(pair) for pair in ours.results] == together.results
    agree = agree and same_order([hi for hi, _ in ours.results], [hi for hi, _ in pk.results])
    agree = agree and same_order([low_key(lo) for _, lo in ours.results], [pk_low_key(lo) for _, lo in pk.results])
    targets = {(ours.label, pk.label): 100.0, (together.label, pk.label): 100.0}
    return Task("Omaha hi-lo (4 hole + 5 board)", [ours, together, pk], agree, targets)


def badugi(deals: list[list[int]], repeat: int, min_time: float) -> Task:
    codes = [list(deal[:4]) for deal in deals]
    pk_hands = [tuple(PK_CARDS[c] for c in deal[:4]) for deal in deals]
    evaluate = evaluator(HandKind.BADUGI)
    from_game = pokerkit.BadugiHand.from_game
    ours, pk = measure(
        [
            ("potsplit", lambda: [evaluate(hand) for hand in codes]),
            ("pokerkit BadugiHand", lambda: [from_game(hand) for hand in pk_hands]),
        ],
        len(deals), repeat, min_time,
    )
    agree = same_order([-code for code in ours.results], pk.results)  # a badugi's code: lower is better
    return Task("badugi (4 cards)", [ours, pk], agree, {(ours.label, pk.label): 50})


def short_deck_holdem(deals: list[list[int]], repeat: int, min_time: float) -> Task:
    codes = [list(deal[:7]) for deal in deals]
    pk_hands = [(tuple(PK_CARDS[c] for c in deal[:2]), tuple(PK_CARDS[c] for c in deal[2:7])) for deal in deals]
    evaluate = evaluator(HandKind.SHORT_DECK)
    from_game = pokerkit.ShortDeckHoldemHand.from_game
    ours, pk = measure(
        [
            ("potsplit", lambda: [evaluate(hand) for hand in codes]),
            ("pokerkit ShortDeckHoldemHand", lambda: [from_game(hole, board) for hole, board in pk_hands]),
        ],
        len(deals), repeat, min_time,
    )
    agree = same_order(ours.results, pk.results)
    return Task("short-deck hold'em (2 + 5 of 36)", [ours, pk], agree, {(ours.label, pk.label): 50})


def seven_card_wild(deals: list[list[int]], repeat: int, min_time: float, reference_hands: int) -> list[Task]:
    """7-card high with one and with two jokers as wild cards (and one as the bug), in place of the first cards
    of the same deals: against the plain rate on those deals, and against the brute-force reference."""
    plain_codes = [list(deal[:7]) for deal in deals]
    plain = evaluator(HandKind.HIGH)
    tasks = []
    for wilds, jokers_wild in ((1, True), (2, True), (1, False)):
        play = WildPlay(frozenset(), jokers_wild)
        wild = wild_eval.wild_evaluator(HandKind.HIGH, play)
        codes = [[JOKER_CODE] * wilds + list(deal[wilds:7]) for deal in deals]
        for table in wild_eval.high_tables(HandKind.HIGH)[:2]:  # the first pass finds its tables empty
            table.clear()
        start = time.perf_counter()
        first = [wild(hand) for hand in codes]
        first_pass = Rate("potsplit wild, first pass", len(codes) / (time.perf_counter() - start), first)
        ours, base = measure(
            [("potsplit wild", lambda: [wild(hand) for hand in codes]),  # noqa: B023  (run within this turn)
             ("plain potsplit, same deals", lambda: [plain(hand) for hand in plain_codes])],
            len(deals), repeat, min_time,
        )
        hands = [([JOKER] * wilds + [DECK[code] for code in deal[wilds:7]]) for deal in deals[:reference_hands]]

        def run_reference(hands: list[list[Any]] = hands, jokers_wild: bool = jokers_wild) -> list[int]:
            wild_reference.best_five.cache_clear()
            return [wild_reference.reference(hand, (), wild_reference.Game.STUD, HandKind.HIGH, frozenset(),
                                             jokers_wild)[0] for hand in hands]

        start = time.perf_counter()
        expected = run_reference()
        reference = Rate("tests' brute-force reference", len(hands) / (time.perf_counter() - start), expected)
        agree = ours.results[:reference_hands] == expected == first[:reference_hands] and first == ours.results
        kind = "wild" if jokers_wild else "bug"
        tasks.append(Task(
            f"7-card high, {wilds} joker{'s' if wilds > 1 else ''} ({kind})",
            [ours, first_pass, base, reference], agree,
            {(ours.label, base.label): 0.25, (ours.label, reference.label): 100.0},
        ))
    return tasks


def load_time(code: str, env: dict[str, str], runs: int) -> tuple[float, float, float, float]:
    """Medians over *runs* runs of ``python -c pass`` and ``python -c code``, taking turns.

    Returns the wall time of each and the CPU time (user + system) of each,
    the CPU time being the steadier on a busy machine.
    """
    walls: dict[str, list[float]] = {"pass": [], code: []}
    cpus: dict[str, list[float]] = {"pass": [], code: []}
    for program in ("pass", code):  # a first run, untimed, writes the bytecode where it may
        subprocess.run([sys.executable, "-c", program], cwd=ROOT, env=env, check=True)
    for _ in range(runs):
        for program in ("pass", code):
            before = _children_cpu()
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", program], cwd=ROOT, env=env, check=True)
            walls[program].append(time.perf_counter() - start)
            cpus[program].append(_children_cpu() - before)
    median = statistics.median
    return median(walls["pass"]), median(walls[code]), median(cpus["pass"]), median(cpus[code])


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def print_load_times(runs: int) -> list[Ratio]:
    """The load-time table: with the bytecode cached, as an installed package has it, and as run here; the
    ratios of the load's CPU time (bytecode cached) to ``python -c pass``'s."""
    print(f"table load, fresh interpreter (median of {runs} runs each)         wall      CPU")
    ratios: list[Ratio] = []
    with tempfile.TemporaryDirectory(prefix="potsplit-bench-pycache-") as cache:
        cached = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = cache  # compiled once, outside the source tree
        settings = [("bytecode cached (as installed)", cached)]
        if os.environ.get("PYTHONDONTWRITEBYTECODE"):
            settings.append(("PYTHONDONTWRITEBYTECODE set: compiled every run", dict(os.environ)))
        for title, env in settings:
            print(f"  {title}:")
            wall_pass, wall_one, cpu_pass, cpu_one = load_time(LOAD_ONE_HAND, env, runs)
            _, wall_omaha, _, cpu_omaha = load_time(LOAD_OMAHA_HI_LO, env, runs)
            for label, wall, cpu in (
                ("python -c pass", wall_pass, cpu_pass),
                ("import potsplit.hands.evaluate + one 7-card high", wall_one, cpu_one),
                ("import potsplit.hands.evaluate + one Omaha hi-lo", wall_omaha, cpu_omaha),
            ):
                more = f"  (+{(wall - wall_pass) * 1000:.1f} ms wall, +{(cpu - cpu_pass) * 1000:.1f} ms CPU)"
                print(f"    {label:<48} {wall * 1000:7.1f} ms {cpu * 1000:7.1f} ms{more if wall != wall_pass else ''}")
            if not ratios:
                ratios = [
                    Ratio(f"load CPU time, tables + one {kind}/python -c pass", cpu / cpu_pass,
                          f"+{(cpu - cpu_pass) * 1000:.1f} ms, target well under +50 ms: "
                          f"{judged(cpu - cpu_pass < 0.05)}")
                    for kind, cpu in (("7-card high", cpu_one), ("Omaha hi-lo", cpu_omaha))
                ]
    return ratios


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=2000, help="random hands per task (default 2000)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the deals (default 2024)")
    parser.add_argument("--repeat", type=int, default=5, help="timings per library and task, best kept (default 5)")
    parser.add_argument("--min-time", type=float, default=0.2, help="shortest timed run, seconds (default 0.2)")
    parser.add_argument("--reference-hands", type=int, default=100,
                        help="deals the brute-force reference of wild hands is timed on (default 100)")
    parser.add_argument("--load-runs", type=int, default=15,
                        help="fresh interpreters timed loading the tables, the median kept (default 15)")
    args = parse_arguments(parser, TINY, argv)

    rng = random.Random(args.seed)
    deck = list(range(52))
    deals = [rng.sample(deck, 9) for _ in range(args.hands)]  # 7-card tasks use the first seven, badugi four
    short_deck = [card.code for card in SHORT_DECK]
    short_deals = [rng.sample(short_deck, 7) for _ in range(args.hands)]
    print(f"potsplit evaluation benchmark: {args.hands} hands, seed {args.seed}, best of {args.repeat}")
    print(f"python {sys.version.split()[0]}, pokerkit {version_of('pokerkit')}, treys {version_of('treys')}")
    print()

    tasks = [
        seven_card_high(deals, args.repeat, args.min_time),
        seven_card_low(deals, args.repeat, args.min_time),
        omaha_hi_lo(deals, args.repeat, args.min_time),
        badugi(deals, args.repeat, args.min_time),
        short_deck_holdem(short_deals, args.repeat, args.min_time),
        *seven_card_wild(deals, args.repeat, args.min_time, args.reference_hands),
    ]
    print(f"{'task':<34} {'library':<34} {'evals/s':>12}")
    print("-" * 82)
    for task in tasks:
        for rate in task.rates:
            print(f"{task.name:<34} {rate.label:<34} {rate.per_second:>12,.0f}")
        agree = "the libraries order the hands alike" if task.agree else "LIBRARIES DISAGREE"
        print(f"{'':<34} {agree}")
        print()

    load = print_load_times(args.load_runs)
    print_ratios([ratio for task in tasks for ratio in task.ratios()] + load)
    if not all(task.agree for task in tasks):
        sys.exit("the libraries disagree on the order of some hands")


if __name__ == "__main__":
    main()
