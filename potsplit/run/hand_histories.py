"""Hand histories resolved one hand at a time: each hand's ruling with its record, or its errors, with where it is.

>>> text = "[1]\\nvariant = 'NT'\\n\\n[2]\\nvariant = 'XX'\\n"
>>> [(type(result).__name__, result.origin) for result in resolve_hands(text, "x.phhs")]  # doctest: +ELLIPSIS
[('Invalid', Origin(file='x.phhs', document=1, line=1)), ('Invalid', Origin(file='x.phhs', document=2, line=4))]
"""

from __future__ import annotations

from collections.abc import Iterator

from potsplit.engine.model import Showdown
from potsplit.engine.resolve import resolve
from potsplit.errors import InvalidShowdown
from potsplit.read.documents import Source
from potsplit.read.origins import Origin
from potsplit.read.phh.hands import locate
from potsplit.read.phh.streams import Numbered, hand_of, numbered
from potsplit.read.splitting import Piece, lines_of
from potsplit.run.overrides import Overrides
from potsplit.run.results import Invalid, Resolved
from potsplit.said import Said


def resolve_piece(part: Numbered, adjust: Overrides | None) -> Iterator[Resolved | Invalid]:
    """The hand of one piece resolved (after *adjust*), with its record; or every problem found in it."""
    origin, piece, _ = part
    try:
        hand = hand_of(part)
    except InvalidShowdown as error:
        yield _invalid(origin, piece, error)
        return
    showdown: Showdown = hand.showdown
    try:
        yield Resolved(origin, resolve(showdown if adjust is None else adjust(showdown)), hand.record)
    except InvalidShowdown as error:
        what = Said.about("deal", "hand {number}", number=origin.document)
        where = Said("{file}, {what}", file=origin.file, what=what)
        yield _invalid(origin, piece, locate(error, hand) if adjust is None else adjust.blame(
            error, showdown, where, lambda found: locate(found, hand)
        ))


def resolve_hands(stream: Source, source: str, adjust: Overrides | None = None) -> Iterator[Resolved | Invalid]:
    """Each hand of *stream* resolved (after *adjust*), or its errors, in order."""
    for part in numbered(stream, source):
        yield from resolve_piece(part, adjust)


def _invalid(origin: Origin, piece: Piece, error: InvalidShowdown) -> Invalid:
    """The errors of one hand, with the lines of the stream they point at."""
    lines = [one.location.line for one in error.errors if one.location and one.location.file == origin.file]
    return Invalid(origin, error, lines_of(piece, [line for line in lines if line is not None]))
