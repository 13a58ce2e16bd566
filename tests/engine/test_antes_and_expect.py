"""A player's ``ante`` and ``expect`` (spec sections 4 and 8), from Python and from YAML.

Antes are dead money in the main pot, whoever posted them: contested by every
player still in, part of no level. ``expect`` is the payout a table agreed on;
it changes no ruling (``potsplit check`` compares it with the ruling).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest
from click.testing import CliRunner

from potsplit import InvalidShowdown, Player, Showdown, read_showdowns, resolve
from potsplit.cli import main
from potsplit.engine.side_pots import build_pots
from potsplit.run.results import Invalid
from potsplit.run.streams import resolve_documents

F = Fraction


def pots_of(players: list[Player]) -> list[tuple[str, Fraction, tuple[str, ...]]]:
    total = sum((player.bet or 0) + (player.ante or 0) for player in players)
    return [(pot.name, pot.amount, pot.contestants) for pot in build_pots(players, F(total))]


# Hand-worked: each case's players (name, bet, ante, folded) and the pots they make.
ANTE_POTS = [
    (  # uniform antes, all called: one pot of bets and antes
        [("A", 20, 5, False), ("B", 20, 5, False), ("C", 20, 5, False)],
        [("main", 75, ("A", "B", "C"))],
    ),
    (  # a folded player's ante is dead money in the main pot
        [("A", 20, 5, False), ("B", 20, 5, False), ("C", 0, 5, True)],
        [("main", 55, ("A", "B"))],
    ),
    (  # a player all in for his ante alone contests the main pot of every ante, and nothing else
        [("A", 30, 5, False), ("B", 0, 3, False), ("C", 30, 5, False)],
        [("main", 13, ("A", "B", "C")), ("side 1", 60, ("A", "C"))],
    ),
    (  # a big-blind ante posted by one player for the table: all of it in the main pot, none returned to him
        [("A", 10, 0, False), ("B", 40, 0, False), ("C", 40, 25, False)],
        [("main", 55, ("A", "B", "C")), ("side 1", 60, ("B", "C"))],
    ),
    (  # an ante makes no level: the short all-in player's pot holds every ante, the side pot none
        [("A", 10, 5, False), ("B", 50, 5, False), ("C", 50, 5, False)],
        [("main", 45, ("A", "B", "C")), ("side 1", 80, ("B", "C"))],
    ),
]


@pytest.mark.parametrize(("players", "expected"), ANTE_POTS)
def test_antes_are_dead_money_in_the_main_pot(
    players: list[tuple[str, int, int, bool]], expected: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    built = pots_of([Player(name, bet=bet, ante=ante or None, folded=folded) for name, bet, ante, folded in players])
    assert built == [(name, F(amount), contestants) for name, amount, contestants in expected]


def test_the_pot_is_the_bets_plus_the_antes_and_a_given_pot_must_equal_them() -> None:
    players = [Player("A", "As Ks Qs Js Ts", bet=10, ante=2), Player("B", "2c 3d 4h 5s 7c", bet=10, ante=2)]
    assert resolve(Showdown(players)).showdown.pot == 24
    assert resolve(Showdown(players, pot=24)).payouts == {"A": 24, "B": 0}
    with pytest.raises(InvalidShowdown, match="the pot is 20 but the bets and antes add up to 24"):
        resolve(Showdown(players, pot=20))


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (lambda: [Player("A", "As Ks Qs Js Ts", bet=5, ante=-1), Player("B", "2c 3d 4h 5s 7c", bet=5)],
         "an ante cannot be negative: -1"),
        (lambda: [Player("A", "As Ks Qs Js Ts", ante=1), Player("B", "2c 3d 4h 5s 7c")],
         "A has an ante but no bet: antes go with bets"),
        (lambda: [Player("A", "As Ks Qs Js Ts", expect=-3), Player("B", "2c 3d 4h 5s 7c")],
         "an expected payout cannot be negative: -3"),
        (lambda: [Player("A", "As Ks Qs Js Ts", bet=0, ante=0), Player("B", "2c 3d 4h 5s 7c", bet=0)],
         "the bets and antes add up to nothing"),
    ],
)
def test_bad_antes_and_expected_payouts_are_errors(players: Callable[[], list[Player]], message: str) -> None:
    """A negative amount is refused by the player's constructor; the others when the showdown is resolved."""
    with pytest.raises(InvalidShowdown, match=message):
        resolve(Showdown(players()))


def test_a_chip_must_divide_every_ante() -> None:
    players = [Player("A", "As Ks Qs Js Ts", bet=10, ante=F(5, 2)), Player("B", "2c 3d 4h 5s 7c", bet=10, ante=3)]
    with pytest.raises(InvalidShowdown, match=r"A's ante 5/2 is not a whole number of 1 chips"):
        resolve(Showdown(players, chip=1))


def test_expect_changes_no_ruling() -> None:
    players = [Player("A", "As Ks Qs Js Ts", bet=10), Player("B", "2c 3d 4h 5s 7c", bet=10, expect=20)]
    assert resolve(Showdown(players)).payouts == {"A": 20, "B": 0}


def test_a_lone_player_still_in_may_have_unknown_cards() -> None:
    """Spec section 8: his cards decide nothing; every pot goes to him."""
    showdown = Showdown([Player("A", bet=30), Player("B", "Ah Kh", bet=10, folded=True)], board="2c 3c 4c",
                        game="holdem")
    resolution = resolve(showdown)
    assert resolution.payouts == {"A": 40, "B": 0} and resolution.hands == ()
    preflop = Showdown([Player("A", bet=3), Player("B", bet=1, folded=True)], game="holdem")  # nor the board
    assert resolve(preflop).payouts == {"A": 4, "B": 0}
    two_in = Showdown([Player("A", bet=30), Player("B", "Ah Kh", bet=10)], board="2c 3c 4c", game="holdem")
    with pytest.raises(InvalidShowdown, match="A: holdem needs 2 cards a player, not 0"):
        resolve(two_in)


YAML = """\
players:
  - {name: Al, cards: As Ks Qs Js 9s, bet: 30, ante: 5, expect: 95}
  - {name: Bo, cards: 2c 3d 4h 5s 7c, bet: 30, ante: 5}
  - {name: Cy, folded: true, bet: 0, ante: 2.50}
"""


def test_yaml_reads_ante_and_expect() -> None:
    (showdown,) = read_showdowns(YAML)
    assert [(player.ante, player.expect) for player in showdown.players] == [
        (5, 95), (5, None), (F(5, 2), None)
    ]
    assert resolve(showdown).payouts == {"Al": F(145, 2), "Bo": 0, "Cy": 0}


@pytest.mark.parametrize(
    ("first", "second", "error"),
    [
        ("ante: x", "", ["a.yaml:3:53: Al's ante must be an amount (40, 12.50 or \"3/4\"), not 'x'"]),
        ("", "expect: -1", ["a.yaml:4:55: an expected payout cannot be negative: -1"]),
        ("ante: 0.5", "ante: 1.5", ["a.yaml:3:53: Al's ante 1/2 is not a whole number of 1 chips",
                                    "a.yaml:4:53: Bo's ante 3/2 is not a whole number of 1 chips"]),
    ],
)
def test_yaml_errors_of_ante_and_expect_are_located(first: str, second: str, error: list[str]) -> None:
    text = (f"chip: 1\nplayers:\n  - {{name: Al, cards: As Ks Qs Js 9s, bet: 3, {first}}}\n"
            f"  - {{name: Bo, cards: 2c 3d 4h 5s 7c, bet: 3, {second}}}\n")
    (result,) = resolve_documents(text, "a.yaml")
    assert isinstance(result, Invalid)
    assert [str(one) for one in result.error.errors] == error


def test_keys_reference_shows_ante_and_expect() -> None:
    text = CliRunner().invoke(main, ["keys"]).output
    player_keys = text.split("Keys in a player")[1]
    assert "  ante" in player_keys and "dead money in the main pot" in player_keys
    assert "  expect" in player_keys and "potsplit check" in player_keys
