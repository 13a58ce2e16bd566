"""A stream of PokerStars hands, each numbered (from 1 in its file) and read into a showdown with its record.

>>> text = "PokerStars Hand #1: Tournament #2, $1+$0.10 USD Hold'em No Limit - Level I (10/20)\\n"
>>> hand_of(next(numbered(text, "t.txt")))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: t.txt:1:21: a tournament hand: potsplit reads PokerStars cash games written in English
"""

from __future__ import annotations

from collections.abc import Iterator

from potsplit.engine.model import Showdown
from potsplit.errors import InvalidShowdown, Location
from potsplit.read.documents import Source
from potsplit.read.histories import showdowns_of
from potsplit.read.origins import Origin
from potsplit.read.pokerstars.hands import Hand, make_hand
from potsplit.read.pokerstars.replay import replay
from potsplit.read.pokerstars.text import HandText, hands
from potsplit.said import Said

Numbered = tuple[Origin, HandText]
"""A hand of the stream, and where it is."""
TOO_LONG = Said("this hand is over 1 MiB: it is not read")


def numbered(stream: Source, source: str) -> Iterator[Numbered]:
    """The hands of *stream*, each with its number (from 1) and its first line."""
    for number, hand in enumerate(hands(stream, source), 1):
        yield Origin(source, number, hand.lines[0].number if hand.lines else hand.piece.line + 1), hand


def hand_of(part: Numbered) -> Hand:
    """The hand of one part of the stream, read; raises :class:`InvalidShowdown`, located."""
    origin, text = part
    if text.piece.too_long:
        raise InvalidShowdown(TOO_LONG, Location(origin.file, origin.line, 1))
    label = Said.about("deal", "hand {number}, ", number=origin.document)
    return make_hand(replay(text.lines), label)


def read_showdowns(stream: Source, source: str) -> Iterator[Showdown]:
    """The showdowns of the hands of *stream*, in order (see :func:`potsplit.read.histories.showdowns_of`)."""
    return showdowns_of(numbered(stream, source), hand_of, source)

