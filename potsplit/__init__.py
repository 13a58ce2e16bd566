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
from typing import IO, TypeVar

from potsplit.engine.compare import Variant, compare
from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction, EffectiveRules, EffectiveShowdown, Player, Showdown
from potsplit.engine.rake import RakeSchedule
from potsplit.engine.ranked import rank_hands
from potsplit.engine.records import Award, BoardPart, HandResult, PotResult, Resolution, Step
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import (
    BoardsSplit,
    Book,
    Forfeit,
    HalfName,
    Joker,
    Method,
    NoQualifier,
    NoWinner,
    OddChip,
    OddChipCards,
    OddChipHalf,
    OddChipLow,
    Rules,
    SwingTies,
)
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import Card, parse_cards
from potsplit.hands.games import Game
from potsplit.hands.placing import Placed
from potsplit.hands.ranking import HandKind, HandValue
from potsplit.hands.showing import Hand

__version__ = "0.2.0"

__all__ = [
    "Award",
    "BoardPart",
    "BoardsSplit",
    "Book",
    "Card",
    "Declaration",
    "Direction",
    "EffectiveRules",
    "EffectiveShowdown",
    "Forfeit",
    "Game",
    "HalfName",
    "Hand",
    "HandKind",
    "HandResult",
    "HandValue",
    "InvalidShowdown",
    "Joker",
    "Method",
    "NoQualifier",
    "NoWinner",
    "OddChip",
    "OddChipCards",
    "OddChipHalf",
    "OddChipLow",
    "Placed",
    "Player",
    "PotResult",
    "RakeSchedule",
    "Resolution",
    "Rules",
    "Showdown",
    "Step",
    "SwingTies",
    "Variant",
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

    *source* is a path (a :class:`~pathlib.Path`, or a ``str`` as below), an open file (binary or text), ``bytes``
    or text. A ``str`` is a path when it is one line and names an existing file, or when it is one line holding
    neither ``:`` nor ``=`` (text of a showdown holds a key, and a hand history a field: ``night.yaml`` is a path,
    and an error says when no file has that name); any other ``str`` is the text itself.

    *kind* is the name of a format (``yaml``, ``phh``, ... : :data:`potsplit.read.sources.FORMATS`); by default
    a path (or *name*) with a format's extension (``.phh``, ``.phhs``...) is of that format, and other text is
    told by its start: a TOML table's header (``[1]``) or field (``key = ...``) is PHH, and so on; a hand
    history of a site potsplit does not read raises an error saying what it looks like.
    An invalid document raises :class:`InvalidShowdown`, located (file, line, column) under *name* (default:
    the path, or ``<input>``); so does an input that cannot be read (no such file, a directory, a closed file,
    a text file that is not UTF-8). Nothing else is raised, whatever *source* is.

    >>> [showdown.players[0].name for showdown in read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]")]
    ['Al']
    >>> [showdown.players[0].name for showdown in read_showdowns("examples/seed-swing-split.yaml")]
    ['Alice']
    >>> list(read_showdowns("no-such-night.yaml"))
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: no-such-night.yaml: cannot be read: No such file or directory
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
    from potsplit.said import Said

    if not isinstance(source, str | bytes | os.PathLike) and not callable(getattr(source, "read", None)):
        raise InvalidShowdown(Said(
            "read_showdowns takes YAML text, bytes, a path or a file, not {value}", value=quoted(source)
        ))
    source, name, kind = _plain(source), _plain(name), _plain(kind)
    kinds = [row.name for row in FORMATS]
    if kind is not None and (not isinstance(kind, str) or kind not in kinds):
        raise InvalidShowdown(Said(
            "read_showdowns reads kind {kinds}, not {value}", kinds=", ".join(map(repr, kinds)), value=quoted(kind)
        ))
    if name is not None and not isinstance(name, str):
        raise InvalidShowdown(Said("read_showdowns names its input with text, not {value}", value=quoted(name)))
    if isinstance(source, os.PathLike) or (isinstance(source, str) and _a_path(source)):
        path = os.fspath(source)
        try:
            file = open(path, "rb")  # noqa: SIM115  # closed below, once read
        except (OSError, ValueError) as error:  # ValueError: a path holding a NUL
            why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            raise InvalidShowdown(Said("{name}: cannot be read: {why}", name=quoted(path)[1:-1], why=why)) from None
        with file:
            yield from _read(file, name or path, kind)
        return
    if getattr(source, "closed", False) is True:
        raise InvalidShowdown(Said("{name}: cannot be read: {why}", name=name or "<input>", why=Said(
            "the file is closed"
        )))
    yield from _read(source, name or "<input>", kind)


_T = TypeVar("_T")


def _plain(value: _T) -> _T:
    """*value*, a subclass of ``str`` made plain text (its own ``__eq__`` or ``__str__`` never asked)."""
    return str.__str__(value) if isinstance(value, str) else value  # type: ignore[return-value]  # a str still


def _a_path(text: str) -> bool:
    """Whether ``read_showdowns`` takes the ``str`` *text* for a path (see its docstring)."""
    if "\n" in text or "\r" in text or not text.strip():
        return False
    try:
        if os.path.isfile(text):
            return True
    except (OSError, ValueError):  # a name too long, a NUL
        return False
    return ":" not in text and "=" not in text


def _read(
    source: str | bytes | IO[str] | IO[bytes], name: str, kind: str | None
) -> Iterator[Showdown]:
    """The showdowns of *source*, whatever goes wrong reading it raised as :class:`InvalidShowdown`."""
    from potsplit.errors import UnreadableInput
    from potsplit.read.sources import read_showdowns as read
    from potsplit.said import Said

    try:
        yield from read(source, name, kind)
    except UnreadableInput as error:
        raise InvalidShowdown(error.args[0]) from None
    except UnicodeDecodeError:  # a file opened as text, whose bytes are not UTF-8
        raise InvalidShowdown(Said("{name}: {message}", name=name, message=Said("not UTF-8 text"))) from None
    except ValueError as error:
        if isinstance(error, InvalidShowdown):
            raise
        raise InvalidShowdown(Said("{name}: cannot be read: {why}", name=name, why=str(error))) from None
