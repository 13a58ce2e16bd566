"""What each constructor checks of its own fields (spec section 10), and one wording wherever a problem comes from.

Each single-field problem is refused by the constructor itself, not later by ``resolve``: one
:class:`~potsplit.InvalidShowdown`, told at the field (``Player.bet``), with its path, in the words a file
and a command-line option say it with.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

import pytest
from click.testing import CliRunner

from potsplit import InvalidShowdown, Player, Rules, Showdown
from potsplit.cli import main

CARDS = "As Ks Qs Js Ts"
BOB = Player("Bob", "6h 5h 4h 3h 2h", "swing")
PLAYER_KEYS = "(name, cards, declare, bet, folded, ante, expect)"
RULE_KEYS = (
    "(method, low, qualifier, swing-ties, forfeit, no-winner, odd-chip, odd-chip-cards, odd-chip-low, odd-chip-half, "
    "book, chips, joker, natural-beats-wild, boards-split)"
)

SINGLE_FIELD: list[tuple[str, Callable[[], object], str, str, tuple[str | int, ...]]] = [
    # Player: each field
    ("name-none", lambda: Player(None, CARDS), "Player.name", "a player's name must be text, not 'None'",
     ("name",)),
    ("name-list", lambda: Player(["Al"], CARDS), "Player.name", "a player's name must be text, not a list",
     ("name",)),
    ("name-empty", lambda: Player("  ", CARDS), "Player.name", "a player's name must not be empty", ("name",)),
    ("name-long", lambda: Player("n" * 65, CARDS), "Player.name", "a player's name is at most 64 characters, not 65",
     ("name",)),
    ("name-control", lambda: Player("A\x1b", CARDS), "Player.name",
     "a player's name must not hold a control character (U+001B)", ("name",)),
    ("cards-unknown", lambda: Player("Al", "As Xs"), "Player.cards", "Al's cards: unknown card 'Xs'", ("cards", 1)),
    ("cards-kind", lambda: Player("Al", {"As": 1}), "Player.cards",
     "Al's cards must be text or a list of cards, not a mapping", ("cards",)),
    ("cards-item", lambda: Player("Al", ["As", ["Ks"]]), "Player.cards", "a card must be text, not a list",
     ("cards", 1)),
    ("cards-twice", lambda: Player("Al", "As Ks As"), "Player.cards", "card As is dealt twice", ("cards", 2)),
    ("cards-deck", lambda: Player("Al", "As " * 53), "Player.cards", "Al's cards: more than the 52 cards of a deck",
     ("cards",)),
    ("declare", lambda: Player("Al", CARDS, "middle"), "Player.declare", "unknown declaration 'middle'",
     ("declare",)),
    ("declare-list", lambda: Player("Al", CARDS, ["high"]), "Player.declare",
     "declaration must be text, not a list", ("declare",)),
    ("bet-text", lambda: Player("Al", CARDS, bet="x"), "Player.bet",
     "Al's bet must be an amount (40, 12.50 or \"3/4\"), not 'x'", ("bet",)),
    ("bet-float", lambda: Player("Al", CARDS, bet=0.5), "Player.bet",
     "Al's bet must be an amount (40, 12.50 or \"3/4\"), not 0.5: a float is not exact", ("bet",)),
    ("bet-negative", lambda: Player("Al", CARDS, bet=-5), "Player.bet", "a bet cannot be negative: -5", ("bet",)),
    ("ante-negative", lambda: Player("Al", CARDS, ante="-0.5"), "Player.ante",
     "an ante cannot be negative: -1/2", ("ante",)),
    ("expect-negative", lambda: Player("Al", CARDS, expect=Fraction(-3)), "Player.expect",
     "an expected payout cannot be negative: -3", ("expect",)),
    ("expect-text", lambda: Player("Al", CARDS, expect="lots"), "Player.expect",
     "Al's expected payout must be an amount", ("expect",)),
    ("folded", lambda: Player("Al", CARDS, folded=1), "Player.folded",
     "folded must be true or false, not '1'", ("folded",)),
    # Showdown: each field, and what its players tell together
    ("players-empty", lambda: Showdown([]), "Showdown.players",
     f"a showdown needs players: a list of players {PLAYER_KEYS}", ("players",)),
    ("players-text", lambda: Showdown("Al"), "Showdown.players",
     f"players must be a list of players {PLAYER_KEYS}, not 'Al'", ("players",)),
    ("players-many", lambda: Showdown([Player(f"P{number}") for number in range(65)]), "Showdown.players",
     "a showdown has at most 64 players, not 65", ("players",)),
    ("player-kind", lambda: Showdown([BOB, 5]), "Showdown.players[1]",
     f"player 2 must be a mapping of keys {PLAYER_KEYS}, not '5'", ("players", 1)),
    ("player-key", lambda: Showdown([{"name": "Al", "hand": "As"}]), "Showdown.players[0]",
     "unknown key 'hand'", ("players", 0)),
    ("player-nameless", lambda: Showdown([{"cards": CARDS}]), "Showdown.players[0]",
     "player 1 has no name", ("players", 0)),
    ("player-field", lambda: Showdown([BOB, {"name": "Carol", "bet": "x"}]), "Showdown.players[1].bet",
     "Carol's bet must be an amount", ("players", 1, "bet")),
    ("names", lambda: Showdown([BOB, Player("Bob", CARDS)]), "Showdown.players[1].name",
     "two players are named 'Bob'", ("players", 1, "name")),
    ("dealer", lambda: Showdown([BOB], dealer="Zed"), "Showdown.dealer",
     "the dealer 'Zed' is not one of the players", ("dealer",)),
    ("dealer-kind", lambda: Showdown([BOB], dealer=3), "Showdown.dealer", "the dealer must be text, not '3'",
     ("dealer",)),
    ("pot-zero", lambda: Showdown([BOB], pot=0), "Showdown.pot", "the pot must be a positive amount, not 0",
     ("pot",)),
    ("pot-negative", lambda: Showdown([BOB], pot="-5"), "Showdown.pot",
     "the pot must be a positive amount, not -5", ("pot",)),
    ("pot-text", lambda: Showdown([BOB], pot="a lot"), "Showdown.pot",
     "the pot must be an amount (40, 12.50 or \"3/4\"), not 'a lot'", ("pot",)),
    ("chip-zero", lambda: Showdown([BOB], chip=0), "Showdown.chip", "the chip must be a positive amount, not 0",
     ("chip",)),
    ("board-card", lambda: Showdown([BOB], board="2c Zz"), "Showdown.board",
     "the board: unknown card 'Zz'", ("board", 1)),
    ("board-twice", lambda: Showdown([BOB], board="2c 3d 2c"), "Showdown.board",
     "card 2c is dealt twice", ("board", 2)),
    ("game", lambda: Showdown([BOB], game="roulette"), "Showdown.game", "unknown game 'roulette'",
     ("game",)),
    ("wild", lambda: Showdown([BOB], wild="deuce"), "Showdown.wild", "wild: unknown wild card 'deuce'",
     ("wild", 0)),
    ("jokers", lambda: Showdown([BOB], jokers=3), "Showdown.jokers",
     "jokers is how many jokers the deck holds, 0 to 2, not 3", ("jokers",)),
    ("rules-kind", lambda: Showdown([BOB], rules="high"), "Showdown.rules",
     f"rules must be a mapping of keys {RULE_KEYS}, not 'high'", ("rules",)),
    ("rules-key", lambda: Showdown([BOB], rules={"metod": "low"}), "Showdown.rules.metod",
     "unknown rule 'metod': did you mean 'method'?", ("rules", "metod")),
    ("rules-value", lambda: Showdown([BOB], rules={"forfeit": "defeat"}), "Showdown.rules.forfeit",
     "unknown forfeit rule 'defeat': did you mean 'defeater'?", ("rules", "forfeit")),
    # Rules: each rule
    ("rule-method", lambda: Rules(method="lo"), "rules.method", "unknown method 'lo': did you mean 'low'?",
     ("rules", "method")),
    ("rule-kind", lambda: Rules(low=["ace-to-five"]), "rules.low", "low system must be text, not a list",
     ("rules", "low")),
    ("rule-qualifier", lambda: Rules(qualifier="3"), "rules.qualifier",
     "qualifier must be 5 to 14 (the highest card of a qualifying low), not 3", ("rules", "qualifier")),
    ("rule-chips", lambda: Rules(chips=["low", "hihg", "swing"]), "rules.chips",
     "unknown declaration 'hihg'", ("rules", "chips", 1)),
    ("rule-chips-twice", lambda: Rules(chips=["low", "low", "swing"]), "rules.chips",
     "chips must give low, high and swing once each", ("rules", "chips")),
    ("rule-switch", lambda: Rules(natural_beats_wild="maybe"), "rules.natural-beats-wild",
     "unknown natural-beats-wild rule 'maybe' (allowed: yes, no)", ("rules", "natural-beats-wild")),
]


@pytest.mark.parametrize(("make", "where", "message", "path"), [case[1:] for case in SINGLE_FIELD],
                         ids=[case[0] for case in SINGLE_FIELD])
def test_a_constructor_refuses_a_bad_field_itself_naming_it(
    make: Callable[[], object], where: str, message: str, path: tuple[str | int, ...]
) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        make()
    error = caught.value
    assert error.errors == (error,), str(error)  # this one problem
    assert str(error).startswith(f"{where}: ") and message in str(error), str(error)
    assert error.path == path


def test_every_problem_of_a_constructor_s_fields_is_raised_at_once_in_the_order_of_the_fields() -> None:
    with pytest.raises(InvalidShowdown) as caught:
        Player("Al", "As Xs", "middle", bet="-1", folded="no")
    assert [line.split(":")[0] for line in str(caught.value).splitlines()] == [
        "Player.cards", "Player.declare", "Player.bet", "Player.folded",
    ]
    with pytest.raises(InvalidShowdown) as caught:
        Showdown([BOB, {"name": "Bob", "bet": "x"}], pot=0, dealer="Zed", rules={"forfeit": "x"})
    assert [one.path for one in caught.value.errors] == [
        ("players", 1, "bet"), ("pot",), ("rules", "forfeit"), ("players", 1, "name"), ("dealer",),
    ]


def test_what_needs_the_whole_showdown_waits_for_resolve() -> None:
    """The game's card counts, the bets against the pot, whole chips, a card in two hands: made, then refused."""
    made = [
        Showdown([BOB, Player("Carol", "6c 5c 4d")]),
        Showdown([Player("A", CARDS, bet=10), Player("B", "2c 3d 4h 5s 7c", bet=10)], pot=25),
        Showdown([Player("A", CARDS, bet=10), Player("B", "2c 3d 4h 5s 7c", bet=10)], chip=3),
        Showdown([BOB, Player("Carol", "6h 5c 4d 3d 2s")]),
    ]
    import potsplit

    for showdown in made:
        with pytest.raises(InvalidShowdown):
            potsplit.resolve(showdown)


ONE_WORDING = [
    # (a player as a file writes him, the same as -p writes him, the same in Python, the one message)
    ("{name: Al, cards: As Ks Qs Js Ts, bet: x}", "Al: As Ks Qs Js Ts bet=x",
     lambda: Player("Al", CARDS, bet="x"), "Al's bet must be an amount (40, 12.50 or \"3/4\"), not 'x'"),
    ("{name: Al, cards: As Ks Qs Js Ts, bet: -5}", "Al: As Ks Qs Js Ts bet=-5",
     lambda: Player("Al", CARDS, bet="-5"), "a bet cannot be negative: -5"),
    ("{name: Al, cards: As Ks Qs Js Zs}", "Al: As Ks Qs Js Zs", lambda: Player("Al", "As Ks Qs Js Zs"),
     "Al's cards: unknown card 'Zs'"),
    ("{name: Al, cards: As Ks Qs Js As}", "Al: As Ks Qs Js As", lambda: Player("Al", "As Ks Qs Js As"),
     "card As is dealt twice"),
    ("{name: Al, cards: As Ks Qs Js Ts, bet: 1e3}", "Al: As Ks Qs Js Ts bet=1e3",
     lambda: Player("Al", CARDS, bet="1e3"), "an exponent is not allowed; write the digits (1000)"),
]


@pytest.mark.parametrize(("written", "option", "make", "message"), ONE_WORDING)
def test_a_problem_is_said_in_one_wording_from_a_file_an_option_and_python(
    written: str, option: str, make: Callable[[], object], message: str
) -> None:
    other = "{name: Bo, cards: 2c 3d 4h 5s 7c}"
    text = f"players:\n  - {written}\n  - {other}\n"
    from_file = CliRunner().invoke(main, ["resolve", "-"], input=text).stderr.splitlines()[0]
    from_option = CliRunner().invoke(main, ["resolve", "-p", option, "-p", "Bo: 2c 3d 4h 5s 7c"]).stderr
    with pytest.raises(InvalidShowdown) as caught:
        make()
    told = {
        "file": re.fullmatch(r"error: <stdin>:2:\d+: (.*)", from_file),
        "option": re.fullmatch(r"error: --player 1 \(Al\): (.*)\n", from_option),
        "python": re.fullmatch(r"Player\.\w+: (.*)", str(caught.value)),
    }
    said = {where: match[1] if match else None for where, match in told.items()}
    assert said["file"] == said["option"] == said["python"], said
    assert said["file"] is not None and message in said["file"]
