"""A fuzzing harness for reading streams: random documents, joined, must read as each reads alone.

Each case is a stream of documents, valid showdowns and broken ones, with random
line breaks (LF, CRLF, a lone CR, NEL, LS, PS), BOMs, comments and stray
characters inside, joined by ``---`` lines and cut into random blocks. Reading it
must give, document by document, exactly what reading that document alone gives
(the same JSON, or the same error at the same place within the document), and
never raise anything but what potsplit reports. The suite runs it briefly with
fixed seeds (``tests/read/test_stream_splitting.py``); by hand, for longer::

    python tests/fuzz/streams.py --seconds 600 --seed 7
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import campaign  # tests/fuzz, beside this file (on the path when run by hand or by the tests)

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from potsplit.language import ENGLISH
from potsplit.read.splitting import line_breaks
from potsplit.run.results import Invalid
from potsplit.run.streams import resolve_documents
from potsplit.show import data

BREAKS = ["\n", "\r\n", "\r", "\x85", "\u2028", "\u2029"]
RANKS, SUITS = "23456789TJQKA", "shdc"
JUNK = [
    "\ufeff", "# a comment", "  ", "\t", "%YAML 1.1", "...", "[", "}", "'", '"', ": :", "- -", "é", "\x07", "&a", "*a",
]


def showdown_lines(rng: random.Random) -> list[str]:
    """A valid showdown's lines: two to four players of a draw game, declaring."""
    deck = [rank + suit for rank in RANKS for suit in SUITS]
    rng.shuffle(deck)
    lines = ["game: draw", "rules:", f"  swing-ties: {rng.choice(['split', 'lose', 'clear-half'])}", "players:"]
    for number in range(rng.randint(2, 4)):
        cards = " ".join(deck.pop() for _ in range(5))
        lines.append(f"  - {{name: P{number}, cards: {cards}, declare: {rng.choice(['high', 'low', 'swing'])}}}")
    return lines


def document(rng: random.Random) -> str:
    """One document's text, without its ``---``: valid, or with some junk in it, its own line breaks inside."""
    lines = showdown_lines(rng)
    for _ in range(rng.choice([0, 0, 1, 2])):
        place = rng.randrange(len(lines) + 1)
        junk = rng.choice(JUNK)
        if junk not in ("...", "%YAML 1.1") and (rng.random() < 0.5 or place == len(lines)):
            lines.insert(place, junk)  # a whole line (a document marker or a directive only as below)
        else:
            lines[min(place, len(lines) - 1)] += " " + junk
    breaks = [rng.choice(BREAKS) if rng.random() < 0.2 else "\n" for _ in lines]
    return "".join(line + brk for line, brk in zip(lines, breaks, strict=True))


Result = tuple[str, object, int, int]
"""What one document gives: ``("json", data, 0, 0)`` or ``("error", message, line, column)``."""
NO_SHOWDOWN = "no showdown in this input: it is empty, or holds only comments and ---"


class Blocks:
    """A file that gives its bytes in the blocks it was made of, one a read, as a pipe may."""

    def __init__(self, blocks: list[bytes]) -> None:
        self.left = list(blocks)

    def read(self, size: int = -1) -> bytes:
        return self.left.pop(0) if self.left else b""


def results(blocks: list[bytes]) -> list[Result]:
    """What reading a stream given in *blocks* gives."""
    found: list[Result] = []
    for result in resolve_documents(Blocks(blocks), "s.yaml"):  # type: ignore[arg-type]  # enough of a file
        if isinstance(result, Invalid):
            for error in result.error.errors:
                where = error.location
                line = 0 if where is None or where.line is None else where.line
                column = 0 if where is None or where.column is None else where.column
                found.append(("error", error.message, line, column))
        else:  # its source left out: a document's place in the stream is not its place alone
            found.append(("json", json.loads(data.to_json(data.resolution_data(result.resolution, ENGLISH))), 0, 0))
    return found


def shifted(result: Result, lines: int) -> Result:
    """*result* of a document read alone as it is when its document starts *lines* lines into a stream."""
    kind, what, line, column = result
    if kind != "error":
        return result
    message = re.sub(r"line (\d+)", lambda found: f"line {int(found[1]) + lines}", str(what))
    return kind, message, line + lines, column


def check_case(rng: random.Random) -> int:
    """One stream against its documents read alone; raises AssertionError on a difference. Its documents."""
    pieces = []
    for index in range(rng.randint(1, 6)):
        directive = rng.random() < 0.1
        start = ("%YAML 1.1\n" if directive else "") + ("---\n" if index or directive else "")
        pieces.append(start + document(rng) + ("...\n" if rng.random() < 0.1 else ""))
    expected: list[Result] = []
    start = 0  # the line where the piece starts in the stream
    for piece in pieces:
        data = piece.encode("utf-8")
        expected += [shifted(result, start) for result in results([data]) if result[1] != NO_SHOWDOWN]
        start += line_breaks(data)
    data = "".join(pieces).encode("utf-8")
    joined = [result for result in results(_blocks(rng, data)) if result[1] != NO_SHOWDOWN]
    assert joined == expected, (data, [result[1:] for result in joined if result[0] == "error"],
                                [result[1:] for result in expected if result[0] == "error"])
    return len(pieces)


def _blocks(rng: random.Random, data: bytes) -> list[bytes]:
    cuts = sorted(rng.sample(range(1, max(2, len(data))), min(max(0, len(data) - 1), rng.randint(0, 6))))
    return [data[start:end] for start, end in zip([0, *cuts], [*cuts, len(data)], strict=True) if end > start]


def run(seed: int, cases: int | None = None, seconds: float | None = None) -> int:
    """Check *cases* cases (or as many as *seconds* allow) from *seed*; the number checked."""
    return campaign.run(check_case, seed, cases, seconds)


def main() -> None:
    campaign.command_line(__doc__, check_case, "{count} streams read as their documents read alone")


if __name__ == "__main__":
    main()
