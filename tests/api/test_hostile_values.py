"""Only :class:`~potsplit.InvalidShowdown` ever escapes the API (spec sections 7 and 10), whatever it is given:
None, bools, floats and NaN, huge integers, Decimals with huge exponents, bytes, nested lists, objects whose
``__str__``, ``__eq__``, ``__iter__`` (or ``__hash__``, ``__len__``, ``__bool__``) raise, str subclasses; for every
constructor's argument and for ``parse_cards``, ``read_showdowns``, ``rank_hands``, ``resolve`` and ``compare``.
Each call also ends quickly: a huge exponent or number is refused, never expanded."""

from __future__ import annotations

import contextlib
import io
import signal
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.hostile_values import Odd, hostile

import potsplit
from potsplit import InvalidShowdown, Player, Rules, Showdown
from potsplit.errors import text_of_value

SECONDS = 10
"""The most a call may take, on a loaded machine: each takes milliseconds."""


@contextmanager
def quickly() -> Iterator[None]:
    """The block must end within :data:`SECONDS` (a hang on a huge exponent fails, not blocks, the suite)."""

    def late(signum: int, frame: object) -> None:
        raise TimeoutError(f"no answer within {SECONDS} s")

    previous = signal.signal(signal.SIGALRM, late)
    signal.alarm(SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


class Loud(str):
    """A str subclass that only looks different."""


HOSTILE = [
    None, True, False, 0.5, float("nan"), float("inf"), -1, 0, 10**5000, -(10**5000), 2**64,
    Decimal("1e999999999"), Decimal("-1e-999999999"), Decimal("NaN"), Decimal("Infinity"), Decimal("1e30"),
    Fraction(10**5000, 3), b"As Ks", b"\xe9\xff", bytearray(b"x"), [[["As"]]], [None], [b"As"], {"a": [1]}, (),
    "", "\x00", "\u202e", "x" * 10_000, "1e999999999", "9" * 5000, Loud("As Ks Qs Js Ts"), Odd("As"),
    hostile("__str__", "__repr__"), hostile("__eq__", "__hash__"), hostile("__iter__"), hostile("__len__"),
    hostile("__bool__"), hostile("__index__", "__int__"), object(), type, print, Ellipsis,
]
"""The named hostile values, each given to every argument."""
HUGE = (10**5000, -(10**5000), Fraction(10**5000, 3))
"""Those no repr() can write out (hypothesis, which writes each example it draws, is given the others)."""
DRAWN = [value for value in HOSTILE if not any(value is huge for huge in HUGE)]
"""Drawn by their index: hypothesis hashes and compares what it samples."""

NESTED = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=6), lambda inner: st.lists(
    inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)
ANYTHING = st.one_of(
    st.sampled_from(range(len(DRAWN))).map(DRAWN.__getitem__), st.none(), st.booleans(), st.floats(allow_nan=True),
    st.integers(),
    st.integers(min_value=10**29, max_value=10**40), st.decimals(allow_nan=True), st.fractions(),
    st.binary(max_size=8), st.text(max_size=12), NESTED,
    st.sampled_from(["As Ks Qs Js Ts", "6h 5h 4h 3h 2h", "high", "swing", "8", "none", "-1", "1/0", "declare",
                     "draw", "holdem", "2", "Jk", "yes", "5% cap 3", "Bob"]),
)

ARGUMENTS: dict[str, list[str]] = {
    "Player": ["name", "cards", "declare", "bet", "folded", "ante", "expect"],
    "Showdown": ["players", "board", "game", "pot", "chip", "dealer", "rules", "wild", "jokers", "boards", "runs",
                 "rake", "preflop"],
    "Rules": ["method", "low", "qualifier", "swing_ties", "forfeit", "no_winner", "odd_chip", "chips",
              "odd_chip_cards", "odd_chip_low", "book", "joker", "natural_beats_wild", "odd_chip_half",
              "boards_split"],
    "rank_hands": ["hands", "board", "game", "low", "qualifier", "wild", "jokers", "joker", "natural_beats_wild"],
    "read_showdowns": ["source", "name", "kind"],
}
BASE: dict[str, dict[str, Any]] = {
    "Player": {"name": "Al", "cards": "As Ks Qs Js Ts"},
    "Showdown": {"players": [Player("Al", "As Ks Qs Js Ts"), Player("Bo", "2c 3d 4h 5s 7c")]},
    "Rules": {},
    "rank_hands": {"hands": ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"]},
    "read_showdowns": {"source": "players: [{name: Al, cards: As Ks Qs Js Ts}, {name: Bo, cards: 2c 3d 4h 5s 7c}]"},
}


def call(what: str, arguments: dict[str, Any]) -> None:
    """Call the API's *what* with *arguments*, and resolve and compare whatever it makes."""
    if what == "read_showdowns":
        made: list[Any] = list(potsplit.read_showdowns(**arguments))
    elif what == "rank_hands":
        made = [potsplit.rank_hands(**arguments)]
    elif what == "Player":
        made = [Showdown([Player(**arguments), Player("Other", "2c 3d 4h 5s 7c")])]
    elif what == "Rules":
        made = [Showdown(BASE["Showdown"]["players"], rules=Rules(**arguments))]
    else:
        made = [Showdown(**arguments)]
    for showdown in made:
        if isinstance(showdown, Showdown):
            resolution = potsplit.resolve(showdown)
            resolution.to_json()
            potsplit.compare(resolution)


def only_invalid_showdown(what: str, arguments: dict[str, Any]) -> None:
    with quickly():
        try:
            call(what, arguments)
        except InvalidShowdown as error:
            str(error)  # and it can be said


CASES = [(what, argument, index) for what, names in ARGUMENTS.items() for argument in names
         for index in range(len(HOSTILE))]


@pytest.mark.parametrize("what", list(ARGUMENTS))
def test_each_named_hostile_value_in_each_argument_raises_only_invalid_showdown(what: str) -> None:
    for argument in ARGUMENTS[what]:
        for value in HOSTILE:
            try:
                only_invalid_showdown(what, {**BASE[what], argument: value})
            except Exception as error:
                shown = text_of_value(value)[:60]
                raise AssertionError(f"{what}({argument}={shown}): {type(error).__name__}: {error}") from error


@pytest.mark.parametrize("value", HOSTILE, ids=range(len(HOSTILE)))
def test_parse_cards_and_resolve_of_a_hostile_value_raise_only_invalid_showdown(value: object) -> None:
    for function in (potsplit.parse_cards, potsplit.resolve, potsplit.compare):
        with quickly(), contextlib.suppress(InvalidShowdown):
            function(value)  # type: ignore[operator]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(what=st.sampled_from(list(ARGUMENTS)), data=st.data())
def test_arbitrary_values_in_any_arguments_raise_only_invalid_showdown(what: str, data: st.DataObject) -> None:
    names = data.draw(st.lists(st.sampled_from(ARGUMENTS[what]), min_size=1, max_size=4, unique=True))
    arguments = {**BASE[what], **{name: data.draw(ANYTHING, label=name) for name in names}}
    only_invalid_showdown(what, arguments)


@settings(max_examples=100, deadline=None)
@given(value=ANYTHING)
def test_parse_cards_of_arbitrary_values_raises_only_invalid_showdown(value: object) -> None:
    with quickly(), contextlib.suppress(InvalidShowdown):
        potsplit.parse_cards(value)  # type: ignore[arg-type]


TOLD = [
    (lambda: Rules(qualifier=10**5000), "rules.qualifier: qualifier must be 5 to 14 (the highest card of a qualifying "
     "low), not a number of more than 40 digits"),
    (lambda: Showdown([Player("A", "As")], jokers=10**5000), "Showdown.jokers: jokers is how many jokers the deck "
     "holds, 0 to 2, not a number of more than 40 digits"),
    (lambda: Player("A", "As", bet=Decimal("1e999999999")), "Player.bet: A's bet must be an amount (40, 12.50 or "
     "\"3/4\"), not '1E+999999999': more than 40 characters"),
    (lambda: Player("A", "As", bet=-(10**5000)), "Player.bet: A's bet must be an amount (40, 12.50 or \"3/4\"), "
     "not 'a number of more than 40 digits': more than 40 characters"),
    (lambda: potsplit.parse_cards(None), "cards must be text or a list of cards, not 'None'"),  # type: ignore[arg-type]
    (lambda: Player("A", hostile("__iter__")), "Player.cards: this value cannot be read: reading it raised Raising"),
]


@pytest.mark.parametrize(("make", "message"), TOLD)
def test_a_hostile_value_is_told_at_its_field_by_what_it_is(make: Callable[[], object], message: str) -> None:
    with quickly(), pytest.raises(InvalidShowdown) as caught:
        make()
    assert str(caught.value) == message


def hostile_sources() -> list[tuple[str, Callable[[], object]]]:
    closed = io.BytesIO(b"players: []")
    closed.close()
    latin = Path(tempfile.mkdtemp()) / "latin.yaml"
    latin.write_bytes(b"players:\n  - {name: Jos\xe9, cards: As Ks Qs Js Ts}\n")
    return [
        ("closed", lambda: closed),
        ("not-utf-8-text-file", lambda: latin.open(encoding="utf-8")),
        ("not-utf-8-bytes", lambda: latin.read_bytes()),
        ("directory", lambda: latin.parent),
        ("directory-str", lambda: str(latin.parent)),
        ("missing-str", lambda: str(latin.parent / "night.yaml")),
        ("nul", lambda: "night\x00.yaml"),
    ]


@pytest.mark.parametrize(("label", "make"), hostile_sources(), ids=[case[0] for case in hostile_sources()])
def test_read_showdowns_of_an_input_that_cannot_be_read_raises_invalid_showdown(
    label: str, make: Callable[[], Any]
) -> None:
    with quickly(), pytest.raises(InvalidShowdown) as caught:
        list(potsplit.read_showdowns(make()))
    assert "Traceback" not in str(caught.value)
