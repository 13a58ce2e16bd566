"""The fields of one hand history, read and checked, every problem located (docs/rules.md: "Limits of input", "Hand
histories").

Read: ``variant``, ``antes``, ``blinds_or_straddles``, ``bring_in``,
``small_bet``, ``big_bet``, ``min_bet``, ``starting_stacks``, ``actions`` and
the optional ``players``, ``seats``, ``finishing_stacks``, ``winnings`` and
``ante_trimming_status``; any other field (event, time, user fields
``_...``) is read and ignored. Which betting fields are required depends on
the variant (:mod:`potsplit.read.phh.variants`). Every list of the players has
one item a player: as many as ``starting_stacks``. Amounts are exact (``2.50``
is 5/2; a whole amount stays an int); a stack may be ``inf`` (unknown); no
amount may be negative but a blind (a post out of position, see
:mod:`~potsplit.read.phh.replay`). The hand's unit is the largest power of ten,
1 at most, that divides every amount written in it.

>>> from potsplit.read.phh.places import Places
>>> text = "variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n" \\
...        "starting_stacks = [200, 150.50]\\nactions = []\\n"
>>> import tomllib, decimal
>>> fields = read_fields(tomllib.loads(text, parse_float=decimal.Decimal), Places(text, "a.phh", 0), "")
>>> fields.variant.game, fields.stacks, fields.names, fields.unit
('holdem', (200, Fraction(301, 2)), ('p1', 'p2'), Fraction(1, 10))
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any, NamedTuple, TypeVar

from potsplit.engine.fields import MAX_PLAYERS, too_many_players
from potsplit.errors import InvalidShowdown, nearest, quoted, several, unknown_word
from potsplit.read.phh.actions import Money
from potsplit.read.phh.places import Places
from potsplit.read.phh.variants import VARIANTS, Variant
from potsplit.said import Said

T = TypeVar("T")
OPTIONAL = ("players", "seats", "finishing_stacks", "winnings", "ante_trimming_status")
"""The optional fields potsplit reads; the standard's others are read and ignored."""
BETTING = ("blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet")


class HandFields(NamedTuple):
    """What one hand history gives, checked: one item a player in each list (``None`` in ``stacks`` and
    ``finishing``: unknown, ``inf``)."""

    variant: Variant
    antes: tuple[Money, ...]
    blinds: tuple[Money, ...]
    """Each player's blind or straddle (all 0 in stud)."""
    bring_in: Money
    stacks: tuple[Money | None, ...]
    actions: tuple[str, ...]
    names: tuple[str, ...]
    """The players' names: ``players``, else ``p1``, ``p2``...; an empty one is ``pN`` too."""
    finishing: tuple[Money | None, ...] | None
    winnings: tuple[Money, ...] | None
    ante_trimming: bool
    unit: Fraction | None
    """The largest power of ten, 1 at most, that divides every amount of the fields: 1 when all are whole,
    1/100 with cents (``None``: none does, an amount is not a decimal)."""


class _Reader:
    """One hand's fields being read: the problems found so far, and the finest unit seen."""

    def __init__(self, table: dict[str, Any], places: Places, hand: str) -> None:
        self.table, self.places, self.hand = table, places, hand
        self.problems: list[InvalidShowdown] = []
        self.seen: list[Money] = []

    def problem(self, message: str, key: str, index: int | None = None) -> None:
        where = self.places.field(key) if index is None else self.places.item(key, index)
        self.problems.append(InvalidShowdown(Said("{hand}{message}", hand=self.hand, message=message), where))

    def attempt(self, key: str, read: Callable[[Any], T]) -> T | None:
        """*read* of the field *key*'s value (``None`` when it is not given, or has a problem, kept)."""
        if key not in self.table:
            return None
        try:
            return read(self.table[key])
        except _Problem as problem:
            self.problem(problem.message, key, problem.index)
            return None

    def amount(
        self, value: object, what: str, unknown: bool = False, index: int | None = None, negative: bool = False
    ) -> Money | None:
        """An exact amount, 0 or more unless *negative* (``None`` for ``inf`` where *unknown* is allowed)."""
        if isinstance(value, bool) or not isinstance(value, int | Decimal):
            raise _Problem(Said("{what} must be a number, not {value}", what=what, value=_shown(value)), index)
        if isinstance(value, Decimal):
            if value.is_infinite() and value > 0 and unknown:
                return None
            if not value.is_finite():
                if unknown:
                    raise _Problem(Said("{what} must be a number or inf, not {value}", what=what, value=str(value)),
                                   index)
                raise _Problem(Said("{what} must be a number, not {value}", what=what, value=str(value)), index)
        if value < 0 and not negative:
            raise _Problem(Said("{what} cannot be negative: {value}", what=what, value=str(value)), index)
        exact = value if isinstance(value, int) else Fraction(value)
        self.seen.append(exact)
        return exact

    def amounts(
        self, value: object, what: str, count: int | None, unknown: bool = False, negative: bool = False
    ) -> tuple[Money | None, ...]:
        """A list of amounts, one a player (*count* of them, when known)."""
        items = self.items(value, what, count)
        return tuple(self.amount(item, f"{what}[{index}]", unknown, index, negative)
                     for index, item in enumerate(items))

    def items(self, value: object, what: str, count: int | None) -> list[Any]:
        if not isinstance(value, list):
            raise _Problem(Said(
                "{what} must be a list, one item a player, not {value}", what=what, value=_shown(value)
            ))
        if count is not None and len(value) != count:
            raise _Problem(Said(
                "{what} has {items} items, but the hand has {count} players (starting_stacks)",
                what=what, items=len(value), count=count,
            ))
        return value


class _Problem(Exception):
    """A field's problem, at the field or at one of its items."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.message, self.index = message, index


def _shown(value: object) -> str:
    if isinstance(value, list):
        return Said("a list")
    if isinstance(value, dict):
        return Said("a table")
    return quoted(value)


def read_fields(table: dict[str, Any], places: Places, hand: str) -> HandFields:
    """The fields of one hand (its TOML *table*); raises :class:`InvalidShowdown` with every problem found.

    *hand* begins each message (``"hand 3, "`` in a ``.phhs``, empty in a ``.phh``).
    """
    reader = _Reader(table, places, hand)
    variant = _variant(reader)
    required = variant.required if variant is not None else ("variant", "antes", "starting_stacks", "actions")
    for key in required:
        if key not in table:
            close = nearest(key, [name for name in table if name not in required and not name.startswith("_")])
            what = Said("variant {code}", code=variant.code) if variant is not None else Said("a hand")
            said = Said("{hand}the field {key} is missing: {what} needs {fields}", hand=hand, key=repr(key), what=what,
                        fields=", ".join(required))
            if close:
                said = Said("{said} ({close} is not a field: is it {key} misspelled?)", said=said, close=repr(close),
                            key=repr(key))
            reader.problems.append(InvalidShowdown(said, places.start()))
    stacks = reader.attempt("starting_stacks", lambda value: _stacks(reader, value))
    count = None if stacks is None else len(stacks)
    antes = reader.attempt("antes", lambda value: reader.amounts(value, "antes", count))
    blinds = None
    if variant is not None and not variant.stud:
        blinds = reader.attempt("blinds_or_straddles",
                                lambda value: reader.amounts(value, "blinds_or_straddles", count, negative=True))
    bets = {key: reader.attempt(key, functools.partial(reader.amount, what=key)) for key in BETTING[1:]}
    bring_in = bets["bring_in"] if variant is not None and variant.stud else None
    actions = reader.attempt("actions", lambda value: _texts(reader, value, "actions", None, Said("an action")))
    names = reader.attempt("players", lambda value: _texts(reader, value, "players", count, Said("a player's name")))
    reader.attempt("seats", lambda value: _seats(reader, value, count))
    finishing = reader.attempt("finishing_stacks", lambda value: reader.amounts(value, "finishing_stacks", count,
                                                                               unknown=True))
    winnings = reader.attempt("winnings", lambda value: reader.amounts(value, "winnings", count))
    trimming = reader.attempt("ante_trimming_status", lambda value: _boolean(value, "ante_trimming_status"))
    if reader.problems:
        raise several(reader.problems)
    assert variant is not None and stacks is not None and antes is not None and actions is not None and count
    return HandFields(
        variant=variant,
        antes=_known(antes),
        blinds=_known(blinds) if blinds is not None else (0,) * count,
        bring_in=bring_in or 0,
        stacks=stacks,
        actions=tuple(actions),
        names=tuple(name.strip() or f"p{number}" for number, name in enumerate(names or [""] * count, 1)),
        finishing=finishing,
        winnings=None if winnings is None else _known(winnings),
        ante_trimming=bool(trimming),
        unit=decimal_unit(reader.seen),
    )


def decimal_unit(amounts: Sequence[Money], unit: Fraction | None = Fraction(1)) -> Fraction | None:
    """The largest power of ten, *unit* at most, that divides every amount (``None`` when none does: an amount
    that is not a decimal, or *unit* is ``None``).

    >>> decimal_unit([200, Fraction(301, 2), Fraction(5, 4)]), decimal_unit([Fraction(1, 3)])
    (Fraction(1, 100), None)
    """
    if unit is None:
        return None
    places = len(str(unit.denominator)) - 1  # *unit* is 1, 1/10, 1/100...
    for denominator in {amount.denominator for amount in amounts} - {1}:
        twos = (denominator & -denominator).bit_length() - 1
        fives = 0
        rest = denominator >> twos
        while rest % 5 == 0:
            rest //= 5
            fives += 1
        if rest != 1:
            return None
        places = max(places, twos, fives)
    return Fraction(1, 10**places)


def _known(amounts: Sequence[Money | None]) -> tuple[Money, ...]:
    """Amounts where none may be unknown (only stacks may be ``inf``)."""
    return tuple(amount if amount is not None else 0 for amount in amounts)


def _variant(reader: _Reader) -> Variant | None:
    value = reader.table.get("variant")
    if value is None:
        return None
    if not isinstance(value, str):
        reader.problem(Said("variant must be text, one of {variants}, not {value}", variants=", ".join(VARIANTS),
                            value=_shown(value)), "variant")
        return None
    variant = VARIANTS.get(value.strip().upper())
    if variant is None:
        close = nearest(value, [code.lower() for code in VARIANTS])  # codes are read in any case
        hint = None if close is None else Said("did you mean {card}?", card=repr(close.upper()))
        reader.problem(unknown_word(Said("variant"), value, list(VARIANTS), hint), "variant")
    return variant


def _stacks(reader: _Reader, value: object) -> tuple[Money | None, ...]:
    stacks = reader.amounts(value, "starting_stacks", None, unknown=True)
    if len(stacks) < 2:
        raise _Problem(Said(
            "starting_stacks must give every player's stack: a hand has 2 players or more, not {count}",
            count=len(stacks),
        ))
    if len(stacks) > MAX_PLAYERS:
        raise _Problem(too_many_players(len(stacks)))
    for index, stack in enumerate(stacks):
        if stack == 0:
            raise _Problem(Said(
                "starting_stacks[{index}]: a stack must be more than 0 (inf when unknown)", index=str(index)
            ), index)
    return stacks


def _texts(reader: _Reader, value: object, what: str, count: int | None, item: str) -> list[str]:
    items = reader.items(value, what, count)
    for index, text in enumerate(items):
        if not isinstance(text, str):
            raise _Problem(Said("{what}[{index}] must be text ({item}), not {value}", what=what, index=str(index),
                                item=item, value=_shown(text)), index)
    return items


def _seats(reader: _Reader, value: object, count: int | None) -> list[int]:
    seats = reader.items(value, "seats", count)
    for index, seat in enumerate(seats):
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
            raise _Problem(Said("seats[{index}] must be a seat number (1 or more), not {value}", index=str(index),
                                value=_shown(seat)), index)
    return seats


def _boolean(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise _Problem(Said("{what} must be true or false, not {kind}", what=what, kind=_shown(value)))
    return value
