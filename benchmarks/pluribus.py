"""Real hand histories checked: potsplit ``check`` of 10,000 Pluribus hands, against pokerkit replaying them and
against ``tomllib`` merely parsing their text, in one process, in CPU time, in one run.

    python benchmarks/pluribus.py [--hands 10000] [--rounds 3] [--profile] [--tiny]

The hands are the 347 Pluribus hands of /work/shared/data/phh-real/pluribus (six-player no-limit hold'em
played by the Pluribus bot, with their finishing stacks), repeated and renumbered in one .phhs to ``--hands``;
where that folder is absent, hands played and written by pokerkit (see ``hand_histories.py``) stand in.

Round after round, taking turns so that a slow spell of the machine falls on all alike (the least CPU time of
each is kept):

- potsplit doing in this process what ``potsplit check --format json`` does with each hand (cut the .phhs into
  hands, parse each, read its fields and actions, replay it, resolve it, check its record, write its JSON line);
- pokerkit loading the same text (``HandHistory.loads_all``) and replaying each hand (every state);
- ``tomllib`` parsing each hand's text, and nothing more (what potsplit's parsing costs at the least).

Targets: potsplit at least 5x pokerkit, and within 2x of tomllib. With ``--profile``, potsplit's part is run
once more under cProfile, its time shared among the PHH path's phases (cutting, parsing, fields and actions,
replay, resolve, verdict and JSON).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import tempfile
import time
import tomllib
import warnings
from collections.abc import Sequence
from pathlib import Path

from common import Ratio, judged, parse_arguments, print_ratios, version_of

PLURIBUS = Path("/work/shared/data/phh-real/pluribus")
"""The real Pluribus hands, when they are on this machine."""
TINY = {"hands": 20, "rounds": 1}
"""``--tiny``: twenty hands, each timed once."""


def distinct_hands() -> tuple[list[str], str]:
    """The hands to repeat (their TOML texts), and where they come from."""
    found = sorted(PLURIBUS.rglob("*.phh")) if PLURIBUS.is_dir() else []
    if found:
        return [path.read_text(encoding="utf-8").strip() + "\n" for path in found], f"{len(found)} Pluribus hands"
    from hand_histories import DISTINCT, _play

    rng = random.Random(1)
    random.seed(1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return [_play(rng) for _ in range(DISTINCT)], f"{DISTINCT} hands played by pokerkit (no Pluribus folder)"


def write_hands(path: Path, hands: int) -> str:
    """*hands* hands at *path*, one .phhs (the distinct ones repeated); where they come from."""
    distinct, where = distinct_hands()
    with path.open("w", encoding="utf-8") as file:
        for number in range(hands):
            file.write(f"[{number + 1}]\n{distinct[number % len(distinct)]}\n")
    return where


def potsplit_check(text: str, source: str, hands: int) -> float:
    """CPU seconds potsplit takes to do what ``check --format json`` does with each hand of *text*; every hand
    must be resolved."""
    from potsplit.language import ENGLISH
    from potsplit.run.hand_histories import resolve_hands
    from potsplit.run.results import Resolved
    from potsplit.show.checking import DEFAULT_RAKE_LIMIT, json_check

    start = time.process_time()
    count = 0
    for result in resolve_hands(text.encode("utf-8"), source):
        if not isinstance(result, Resolved):
            raise SystemExit(f"potsplit finds hand {count + 1} of {source} invalid: {result}")
        json_check(result, ENGLISH, DEFAULT_RAKE_LIMIT)
        count += 1
    seconds = time.process_time() - start
    if count != hands:
        raise SystemExit(f"potsplit read {count} hands, not {hands}")
    return seconds


def pokerkit_replay(text: str) -> float:
    """CPU seconds pokerkit takes to load *text* and replay each hand (every state)."""
    from pokerkit import HandHistory

    start = time.process_time()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for history in HandHistory.loads_all(text):
            for _ in history:
                pass
    return time.process_time() - start


def tomllib_parse(pieces: list[str]) -> float:
    """CPU seconds ``tomllib`` takes to parse each hand's text, *pieces*."""
    start = time.process_time()
    for piece in pieces:
        tomllib.loads(piece)
    return time.process_time() - start


PHASES = {
    "cutting the .phhs into hands": ("read/phh/pieces.py", "read/splitting.py", "read/documents.py"),
    "parsing (tomllib, and the checks before it)": ("tomllib", "read/phh/parse.py"),
    "fields and actions read": ("read/phh/fields.py", "read/phh/actions.py", "read/phh/limits.py",
                                "read/phh/variants.py", "read/phh/places.py", "engine/amounts.py"),
    "replay (turns, bets, pots returned)": ("read/phh/replay.py", "read/phh/turns.py"),
    "the hand and its showdown made": ("read/phh/hands.py", "engine/model.py", "engine/fields.py",
                                       "hands/cards.py", "read/phh/streams.py"),
    "resolve": ("engine/", "hands/"),
    "verdict and JSON line": ("show/", "json/"),
}
"""Where the PHH path's time goes: each phase by the files its functions are in (the first phase that names a
function's file takes its own time; what no phase names is counted apart)."""


def profile(text: str, source: str, hands: int) -> None:
    """potsplit's part once more under cProfile: each phase's share of its own time (see :data:`PHASES`)."""
    profiler = cProfile.Profile()
    profiler.enable()
    potsplit_check(text, source, hands)
    profiler.disable()
    stats = pstats.Stats(profiler)
    shares = dict.fromkeys([*PHASES, "the rest (Fraction, generators, the interpreter's own)"], 0.0)
    total = 0.0
    for (file, _, _), (_, _, own, _, _) in stats.stats.items():  # type: ignore[attr-defined]
        total += own
        phase = next((name for name, parts in PHASES.items() if any(part in file for part in parts)), None)
        shares[phase or "the rest (Fraction, generators, the interpreter's own)"] += own
    print(f"  profile of potsplit's part (cProfile, {total:.2f} s of own time):")
    for name, seconds in shares.items():
        print(f"    {name + ':':52} {100 * seconds / total:5.1f}%")
    print("  the 12 functions of most own time:")
    for (file, line, name), (_, calls, own, _, _) in sorted(
        stats.stats.items(), key=lambda item: -item[1][2]  # type: ignore[attr-defined]
    )[:12]:
        print(f"    {own:6.3f} s {calls:9,} calls  {file.split('potsplit/')[-1]}:{line} {name}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=10_000, help="hands (default 10,000)")
    parser.add_argument("--rounds", type=int, default=3, help="timings of each, best kept (default 3)")
    parser.add_argument("--profile", action="store_true", help="also profile potsplit's part (cProfile)")
    args = parse_arguments(parser, TINY, argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pluribus.phhs"
        where = write_hands(path, args.hands)
        text = path.read_text(encoding="utf-8")
    pieces = [part.split("\n", 1)[1] for part in text.split("\n[")]
    ours, theirs, parse = [], [], []
    for _ in range(args.rounds):
        ours.append(potsplit_check(text, str(path), args.hands))
        theirs.append(pokerkit_replay(text))
        parse.append(tomllib_parse(pieces))
    best, pokerkit, toml = min(ours), min(theirs), min(parse)
    print(f"check of {args.hands:,} hands ({where}, repeated), CPU, best of {args.rounds}")
    print(f"  potsplit check (cut, parse, replay, resolve, verdict, JSON): {args.hands / best:8,.0f} hands/s "
          f"({best:.3f} s)")
    print(f"  pokerkit {version_of('pokerkit')} load and replay (every state):   {args.hands / pokerkit:8,.0f} "
          f"hands/s ({pokerkit:.3f} s)")
    print(f"  tomllib parse only, each hand's text:                  {args.hands / toml:8,.0f} hands/s "
          f"({toml:.3f} s)")
    if args.profile:
        profile(text, str(path), args.hands)
    print_ratios([
        Ratio("Pluribus check CPU speed, potsplit check/pokerkit load and replay", pokerkit / best,
              f"target >= 5x: {judged(pokerkit >= 5 * best)}"),
        Ratio("Pluribus check CPU time, potsplit check/tomllib parse only", best / toml,
              f"target <= 2x: {judged(best <= 2 * toml)}"),
    ])


if __name__ == "__main__":
    main()
