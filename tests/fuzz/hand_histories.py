"""A fuzzing harness for hand histories (PHH): mutated hands, in a ``.phhs`` among valid ones, must read as each
reads alone, every error located and nothing printed able to drive or spoof a terminal.

Each case is a ``.phhs`` of the shipped examples' hands (hold'em, Omaha high-low, razz, triple draw) and
copies of them mutated: a number made hostile (thousands of digits, an exponent, hex, underscores, a sign), an
action put in, dropped or doubled (out of turn, after the showdown, by a player who is not there, a raise of 31
digits...), a field nested deep, a character put in (a control, a bidirectional override, a line or paragraph
separator, a BOM, a quote), a byte replaced or a span cut. Reading it must give, hand by hand, exactly what
reading that hand alone gives (the same payouts, or the same errors at the same places within the hand), each
error located (its line and column) and written with no control or reordering character, and never raise.
A mutation that would move a hand's edges (a line starting ``[``, a multi-line string's quotes, which hold
the next headers) is not made. The suite runs it briefly with fixed seeds (``tests/read/test_phh_hostile.py``);
by hand, for longer::

    python tests/fuzz/hand_histories.py --seconds 600 --seed 7
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import campaign  # tests/fuzz, beside this file (on the path when run by hand or by the tests)

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from potsplit.errors import CONTROL, SPOOFING
from potsplit.language import ENGLISH, language_named
from potsplit.run.hand_histories import resolve_hands
from potsplit.run.results import Invalid
from potsplit.show import data
from potsplit.show.excerpt import error_text

EXAMPLES = Path(__file__).resolve().parents[2] / "potsplit" / "examples"
HEADER = re.compile(r"^\[\d+\]\n", re.MULTILINE)


def example_hands() -> list[str]:
    """The shipped examples' hands, each as the body of a table (its fields, without a header or comments)."""
    bodies = [text for text in HEADER.split((EXAMPLES / "night.phhs").read_text())[1:]]
    bodies += [(EXAMPLES / name).read_text() for name in ("holdem-side-pot.phh", "omaha-hi-lo.phh")]
    return ["".join(line + "\n" for line in body.splitlines() if not line.startswith("#")) for body in bodies]


HANDS = example_hands()
LANGUAGES = [ENGLISH, language_named("ru"), language_named("kk")]
NUMBERS = ["7" * 5000, "1e999999999", "1e-999999999", "0x10", "0o10", "1_000", "-5", "+3", "inf", "nan", "1.5e3",
           "0", "1" * 31, "1234567890123456.123456789012345", "2.5", "010", "1" * 30]
ACTIONS = ["p{p} cbr {amount}", "p{p} cc", "p{p} f", "p{p} pb", "p{p} sm ????", "p{p} sm AsAs", "d dh p{p} XxYy",
           "d db 2c", "p{p} sd AsKs", "p{p} sm", "junk", "p{p} cbr 1e9", "p{p} cbr -4", "d dh p{p} AsKs", "",
           "p{p} f \u202e x", "p{p} cc # \x1b[2J", "d db " + "As" * 30]
CHARACTERS = ["\x00", "\x07", "\x1b", "\x7f", "\x9b", "\u202e", "\u2066", "\u200f", "\u061c", "\u2028", "\u2029",
              "\ufeff", "\r", '"', "'", "\\", "=", "{", "}", ",", "é", "\ud800", " ", "\t", "#"]
NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")


def mutate(rng: random.Random, body: str) -> str:
    """*body* with one to three random mutations."""
    for _ in range(rng.randint(1, 3)):
        how = rng.randrange(7)
        if how == 0:  # a number made hostile
            numbers = list(NUMBER.finditer(body))
            if numbers:
                found = rng.choice(numbers)
                body = body[: found.start()] + rng.choice(NUMBERS) + body[found.end() :]
        elif how == 1:  # an action put in, among the others
            actions = list(re.finditer(r'"(?:[pd][^"\n]*)"', body))
            if actions:
                action = rng.choice(ACTIONS).format(p=rng.randint(1, 4), amount=rng.choice([*NUMBERS[5:], 6, 100]))
                written = json.dumps(action, ensure_ascii=rng.random() < 0.5)
                beside = rng.choice(actions)
                if rng.random() < 0.7:
                    body = body[: beside.end()] + ", " + written + body[beside.end() :]
                else:
                    body = body[: beside.start()] + written + ", " + body[beside.start() :]
        elif how == 2:  # an action dropped or doubled
            actions = list(re.finditer(r'"(?:[pd][^"\n]*)",? ?', body))
            if actions:
                found = rng.choice(actions)
                twice = found.group() if found.group().endswith((",", ", ")) else found.group() + ", "
                body = body[: found.start()] + (twice * 2 if rng.random() < 0.5 else "") + body[found.end() :]
        elif how == 3:  # a field nested deep
            depth = rng.choice([62, 63, 64, 65, 100, 400])
            nested = "[" * depth + "]" * depth if rng.random() < 0.5 else "{a = " * depth + "1" + "}" * depth
            body += f"_x = {nested}\n"
        elif how == 4:  # a character put in
            at = rng.randrange(len(body) + 1)
            body = body[:at] + rng.choice(CHARACTERS) + body[at:]
        elif how == 5:  # a byte replaced
            at = rng.randrange(len(body))
            body = body[:at] + chr(rng.randrange(32, 127)) + body[at + 1 :]
        else:  # a span cut
            at = rng.randrange(len(body))
            body = body[:at] + body[at + rng.randint(1, 12) :]
    return body if body.endswith("\n") else body + "\n"


def keeps_edges(body: str) -> bool:
    """Whether *body*, as a table of a ``.phhs``, ends where it is written to (no header, no multi-line string)."""
    return '"""' not in body and "'''" not in body and not any(
        line.lstrip(" \t\ufeff").startswith("[") for line in re.split(r"\r\n|\n|\r", body))


Result = tuple[str, object, int, int]
"""What one hand gives: ``("json", data, 0, 0)`` or ``("error", message, line, column)``."""


def results(text: bytes) -> list[list[Result]]:
    """What reading a ``.phhs`` gives, hand by hand; every error located and printed safely."""
    found: list[list[Result]] = []
    for result in resolve_hands(text, "s.phhs"):
        if isinstance(result, Invalid):
            errors: list[Result] = []
            for error in result.error.errors:
                where = error.location
                assert where is not None and where.line is not None and where.column is not None, (error, text)
                errors.append(("error", error.message, where.line, where.column))
            for lang in LANGUAGES:  # as the command prints it: each error, its source line, a caret
                for worded in error_text(result, lang).split("\n"):
                    assert not CONTROL.search(worded) and not SPOOFING.search(worded), worded
            found.append(errors)
        else:
            written = data.to_json(data.resolution_data(result.resolution, ENGLISH))
            assert not CONTROL.search(written) and not SPOOFING.search(written), written
            found.append([("json", json.loads(written), 0, 0)])
    return found


def shifted(hand: list[Result], lines: int, number: int) -> list[Result]:
    """*hand*'s results read alone (as hand 1), as they are when it is hand *number*, *lines* lines further into
    a stream."""
    return [(kind, _message(what, lines, number), line + lines if kind == "error" else line, column)
            for kind, what, line, column in hand]


def _message(what: object, lines: int, number: int) -> object:
    if not isinstance(what, str):
        return what
    what = re.sub(r"\bhand 1\b", f"hand {number}", what)
    return re.sub(r"\bline (\d+)", lambda found: f"line {int(found[1]) + lines}", what)


def encoded(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate: bytes that are not UTF-8


def check_case(rng: random.Random) -> int:
    """One ``.phhs`` against its hands read alone; raises AssertionError on a difference. Its hands."""
    bodies = []
    for _ in range(rng.randint(1, 5)):
        body = rng.choice(HANDS)
        if rng.random() < 0.6:
            mutated = mutate(rng, body)
            body = mutated if keeps_edges(mutated) else body
        bodies.append(body)
    expected: list[list[Result]] = []
    line = 0
    for number, body in enumerate(bodies, 1):
        (alone,) = results(encoded("[1]\n" + body))  # one hand: one result, however broken
        expected.append(shifted(alone, line, number))
        line += 1 + body.count("\n")  # TOML ends lines at LF alone
    text = "".join(f"[{number}]\n{body}" for number, body in enumerate(bodies, 1))
    joined = results(encoded(text))
    assert joined == expected, (text, [(got, alone) for got, alone in zip(joined, expected, strict=False)
                                       if got != alone])
    return len(bodies)


def run(seed: int, cases: int | None = None, seconds: float | None = None) -> int:
    """Check *cases* cases (or as many as *seconds* allow) from *seed*; the number checked."""
    return campaign.run(check_case, seed, cases, seconds)


def main() -> None:
    campaign.command_line(__doc__, check_case, "{count} hand histories read as their hands read alone")


if __name__ == "__main__":
    main()
