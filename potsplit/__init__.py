"""potsplit: who wins a poker pot, and exactly how much.

The public API (README: "Python"). Its constructors take plain values and check
them; anything bad raises :class:`InvalidShowdown`, naming the field:

>>> import potsplit
>>> bob = potsplit.Player("Bob", "6h 5h 4h 3h 2h", "swing")
>>> carol = potsplit.Player("Carol", "6c 5c 4d 3d 2s", "low")
>>> resolution = potsplit.resolve(potsplit.Showdown([bob, carol]))
>>> {name: str(amount) for name, amount in resolution.payouts.items()}
{'Bob': '3/4', 'Carol': '1/4'}
>>> potsplit.Rules(method="lo")
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: rules.method: unknown method 'lo': did you mean 'low'? \
(allowed: high, low, cards-speak, declare)

The layers, each over the ones after it: :mod:`potsplit.cli` (the commands),
:mod:`potsplit.show` (tables, JSON, YAML), :mod:`potsplit.run` (streams of
showdowns, workers), :mod:`potsplit.read` (YAML and hand histories),
:mod:`potsplit.language` (English, Russian, Kazakh), :mod:`potsplit.engine`
(the model and the rules of pots) and :mod:`potsplit.hands` (cards, hand
values, games). Importing this package loads neither YAML nor Click.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import IO

from potsplit.engine.compare import compare
from potsplit.engine.model import Direction, Player, Showdown
from potsplit.engine.ranked import rank_hands
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import (
    Book,
    Declaration,
    Forfeit,
    HalfName,
    Joker,
    Method,
    NoWinner,
    OddChip,
    OddChipCards,
    OddChipHalf,
    OddChipLow,
    Rules,
    SwingTies,
)
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import parse_cards
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind

__version__ = "0.2.0"

__all__ = [
    "Book",
    "Declaration",
    "Direction",
    "Forfeit",
    "Game",
    "HalfName",
    "HandKind",
    "InvalidShowdown",
    "Joker",
    "Method",
    "NoWinner",
    "OddChip",
    "OddChipCards",
    "OddChipHalf",
    "OddChipLow",
    "Player",
    "Rules",
    "Showdown",
    "SwingTies",
    "compare",
    "parse_cards",
    "rank_hands",
    "read_showdowns",
    "resolve",
]


def read_showdowns(
    source: str | bytes | os.PathLike[str] | IO[str] | IO[bytes], name: str | None = None, kind: str | None = None
) -> Iterator[Showdown]:
    """The showdowns of a YAML text, bytes, path or open file, one per document; or of hand histories (PHH:
    one hand, or many in a ``.phhs``; OHH...), one per hand, each replayed into its showdown.

    *kind* is the name of a format (``yaml``, ``phh``, ... : :data:`potsplit.read.sources.FORMATS`); by default
    a path (or *name*) with a format's extension (``.phh``, ``.phhs``...) is of that format, and other text is
    told by its start: a TOML table's header (``[1]``) or field (``key = ...``) is PHH, and so on; a hand
    history of a site potsplit does not read raises an error saying what it looks like.
    An invalid document raises :class:`InvalidShowdown`, located (file, line, column) under *name* (default:
    the path, or ``<input>``).

    >>> [showdown.players[0].name for showdown in read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]")]
    ['Al']
    >>> hand = '''variant = "NT"
    ... antes = [0, 0]
    ... blinds_or_straddles = [1, 2]
    ... min_bet = 2
    ... starting_stacks = [100, 100]
    ... actions = ["d dh p1 AsAd", "d dh p2 7c2d", "p2 f"]'''
    >>> [(player.name, player.bet, player.folded) for player in next(read_showdowns(hand)).players]
    [('p1', Fraction(1, 1), False), ('p2', Fraction(1, 1), True)]
    """
    from potsplit.read.sources import FORMATS
    from potsplit.read.sources import read_showdowns as read

    if not isinstance(source, str | bytes | os.PathLike) and not callable(getattr(source, "read", None)):
        raise InvalidShowdown(f"read_showdowns takes YAML text, bytes, a path or a file, not {quoted(source)}")
    kinds = [row.name for row in FORMATS]
    if kind is not None and kind not in kinds:
        raise InvalidShowdown(f"read_showdowns reads kind {', '.join(map(repr, kinds))}, not {quoted(kind)}")
    if isinstance(source, os.PathLike):
        path = os.fspath(source)
        try:
            file = open(path, "rb")  # noqa: SIM115  # closed below, once read
        except OSError as error:
            raise InvalidShowdown(f"{path}: cannot be read: {error.strerror}") from None
        with file:
            yield from read(file, name or path, kind)
        return
    yield from read(source, name or "<input>", kind)
