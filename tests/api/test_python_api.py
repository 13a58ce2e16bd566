"""The Python API (spec section 10): what ``import potsplit`` gives, and that it checks what it is given."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import potsplit
from potsplit import (
    Declaration,
    Forfeit,
    Game,
    HandKind,
    InvalidShowdown,
    Method,
    NoWinner,
    OddChip,
    Player,
    Rules,
    Showdown,
    SwingTies,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BOB, CAROL = ("Bob", "6h 5h 4h 3h 2h", "swing"), ("Carol", "6c 5c 4d 3d 2s", "low")


def test_all_names_the_public_api_and_each_name_is_there() -> None:
    assert set(potsplit.__all__) >= {
        "Showdown", "Player", "Rules", "Method", "SwingTies", "Forfeit", "NoWinner", "OddChip", "Declaration",
        "parse_cards", "resolve", "compare", "rank_hands", "read_showdowns", "InvalidShowdown",
    }
    for name in potsplit.__all__:
        assert getattr(potsplit, name) is not None


def test_importing_the_api_loads_no_edge_module() -> None:
    code = (
        "import sys, potsplit\n"
        "potsplit.resolve(potsplit.Showdown([potsplit.Player('A', 'As Ks Qs Js Ts'), potsplit.Player('B', "
        "'2c 3d 4h 5s 7c')]))\n"
        "print(sorted({'yaml', 'click', 'tabulate', 'tomllib', 'gettext'} & set(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_plain_values_are_read_as_a_file_would_read_them() -> None:
    player = Player("Al", "as 10h, T♦ 2C Kd", "HI", bet="12.50")
    assert [card.text for card in player.cards] == ["As", "Th", "Td", "2c", "Kd"]
    assert player.declare is Declaration.HIGH and player.bet == Fraction(25, 2)
    rules = Rules(method="Declare", low="deuce-to-seven", qualifier="8", swing_ties="LOSE", forfeit="defeater",
                  no_winner="carry-over", odd_chip="suit", chips=["high", "low", "swing"])
    assert rules == Rules(Method.DECLARE, HandKind.DEUCE_TO_SEVEN, 8, SwingTies.LOSE, Forfeit.DEFEATER,
                          NoWinner.CARRY_OVER, OddChip.SUIT,
                          (Declaration.HIGH, Declaration.LOW, Declaration.SWING))
    showdown = Showdown([Player(*BOB), {"name": "Carol", "cards": "6c 5c 4d 3d 2s", "declare": 0}],
                        game="DRAW", pot="3/4", chip=None, rules={"swing-ties": "lose"})
    assert showdown.game is Game.DRAW and showdown.pot == Fraction(3, 4)
    assert showdown.players[1].declare is Declaration.LOW and showdown.rules.swing_ties is SwingTies.LOSE


def test_rules_method_low_given_as_text_pays_the_best_low_not_cards_speak() -> None:
    # The defect of old: Rules(method="low") compared a string with the enum and resolved as cards speak.
    high, low = Player("High", "As Ad Ah Ks Kd"), Player("Low", "7c 5d 4s 3c 2h")
    resolution = potsplit.resolve(Showdown([high, low], rules=Rules(method="low")))
    assert resolution.payouts == {"High": 0, "Low": 1}
    assert resolution.showdown.rules.method is Method.LOW


BAD_VALUES: list[tuple[str, Any, str]] = [
    ("rules-method", lambda: Rules(method="lo"), "rules.method: unknown method 'lo': did you mean 'low'?"),
    ("rules-low-high", lambda: Rules(low=HandKind.HIGH), "rules.low: unknown low system"),
    ("rules-qualifier-bool", lambda: Rules(qualifier=True), "rules.qualifier: qualifier must be a whole number"),
    ("rules-qualifier-range", lambda: Rules(qualifier=3), "rules.qualifier: qualifier must be 5 to 14"),
    ("rules-chips", lambda: Rules(chips=["low", "low", "swing"]), "rules.chips: chips must give low, high and swing"),
    ("rules-mapping-key", lambda: Rules.of({"metod": "low"}), "unknown rule 'metod': did you mean 'method'?"),
    ("player-cards", lambda: Player("Al", "As Ks Qs Js Xs"), "Player.cards: Al's cards: unknown card 'Xs'"),
    ("player-cards-type", lambda: Player("Al", 5), "Player.cards: Al's cards must be text or a list of cards"),
    ("player-name", lambda: Player(None, "As Ks Qs Js Ts"), "Player.name: a player's name must be text"),
    ("player-declare", lambda: Player("Al", "As Ks Qs Js Ts", "middle"), "Player.declare: unknown declaration"),
    ("player-bet-float", lambda: Player("Al", "As", bet=0.5), "Player.bet: Al's bet must be an amount"),
    ("player-bet-bool", lambda: Player("Al", "As", bet=True), "Player.bet: Al's bet must be an amount"),
    ("player-bet-text", lambda: Player("Al", "As", bet="1e3"), "an exponent is not allowed"),
    ("player-folded", lambda: Player("Al", "As", folded="yes"), "Player.folded: folded must be true or false"),
    ("showdown-players", lambda: Showdown("Al"), "Showdown.players: players must be a list of players"),
    ("showdown-player-item", lambda: Showdown([5]), "Showdown.players[0]: player 1 must be a mapping of keys"),
    ("showdown-player-key", lambda: Showdown([{"name": "Al", "hand": "As"}]), "Showdown.players[0]:"),
    ("showdown-game", lambda: Showdown([Player(*BOB)], game="roulette"), "Showdown.game: unknown game 'roulette'"),
    ("showdown-pot", lambda: Showdown([Player(*BOB)], pot=1.5), "Showdown.pot: the pot must be an amount"),
    ("showdown-chip", lambda: Showdown([Player(*BOB)], chip="0x10"), "hexadecimal is not read"),
    ("showdown-dealer", lambda: Showdown([Player(*BOB)], dealer=3), "Showdown.dealer: the dealer must be text"),
    ("showdown-board", lambda: Showdown([Player(*BOB)], board="2c Zz"), "Showdown.board: the board: unknown card 'Zz'"),
    ("resolve-not-showdown", lambda: potsplit.resolve("players: []"), "resolve takes a Showdown"),
    ("compare-not-showdown", lambda: potsplit.compare(42), "compare takes a Showdown or its Resolution"),
    ("rank-not-list", lambda: potsplit.rank_hands("As Ks Qs Js Ts"), "rank_hands takes a list of hands"),
    ("rank-bad-card", lambda: potsplit.rank_hands(["As Ks Qs Js Xs"]), "hand 1: unknown card 'Xs'"),
    ("rank-count", lambda: potsplit.rank_hands(["As Ks Qs Js", "2c 3c 4c 5c 6c"], game="draw"),
     "hand 1: draw needs 5 cards a player, not 4"),
    ("read-not-text", lambda: list(potsplit.read_showdowns(42)), "read_showdowns takes YAML text"),
    ("read-invalid", lambda: list(potsplit.read_showdowns("players: [{name: A, cards: Zz}]", "a.yaml")),
     "a.yaml:1:28: A's cards: unknown card 'Zz'"),
]


@pytest.mark.parametrize(("make", "message"), [case[1:] for case in BAD_VALUES], ids=[case[0] for case in BAD_VALUES])
def test_a_bad_value_raises_invalid_showdown_naming_the_field(make: Any, message: str) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        make()
    assert message in str(caught.value)


def test_a_bad_player_inside_a_showdown_has_the_path_of_its_field() -> None:
    with pytest.raises(InvalidShowdown) as caught:
        Showdown([Player(*BOB), {"name": "Carol", "cards": "6c 5c 4d 3d 2s", "bet": 0.25}])
    assert caught.value.path == ("players", 1, "bet")


ANYTHING = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=12),
    st.lists(st.text(max_size=4), max_size=6), st.fractions(), st.dictionaries(st.text(max_size=5), st.integers()),
    st.sampled_from(["As Ks Qs Js Ts", "6h 5h 4h 3h 2h", "high", "swing", "8", "0", "-1", "1/0", "declare", "draw"]),
)


@settings(max_examples=400, deadline=None)
@given(name=ANYTHING, cards=ANYTHING, declare=ANYTHING, bet=ANYTHING, pot=ANYTHING, game=ANYTHING, rule=ANYTHING,
       key=st.sampled_from(["method", "low", "qualifier", "swing-ties", "forfeit", "no-winner", "odd-chip", "chips"]))
def test_whatever_it_is_given_the_api_raises_only_invalid_showdown(
    name: Any, cards: Any, declare: Any, bet: Any, pot: Any, game: Any, rule: Any, key: str
) -> None:
    try:
        player = Player(name, cards, declare, bet)
        showdown = Showdown([player, Player("Other", "2c 3d 4h 5s 7c", "low")], pot=pot, game=game,
                            rules={key: rule})
        resolution = potsplit.resolve(showdown)
    except InvalidShowdown:
        return
    assert sum(resolution.payouts.values(), Fraction(0)) + resolution.carried_over == resolution.showdown.pot


def test_read_showdowns_reads_a_path_a_file_and_text_alike() -> None:
    path = EXAMPLES / "stud-side-pots.yaml"
    with path.open("rb") as file:
        from_file = list(potsplit.read_showdowns(file, str(path)))
    assert list(potsplit.read_showdowns(path)) == from_file == list(potsplit.read_showdowns(path.read_text()))
    assert potsplit.resolve(from_file[0]).payouts == {"Alice": 75, "Bob": 0, "Carol": 40, "Dave": 0}


def test_compare_takes_a_showdown_or_its_resolution() -> None:
    showdown = Showdown([Player(*BOB), Player(*CAROL)])
    by_showdown = [(row.label, row.resolution.payouts) for row in potsplit.compare(showdown)]
    by_resolution = [(row.label, row.resolution.payouts) for row in potsplit.compare(potsplit.resolve(showdown))]
    assert by_showdown == by_resolution and len(by_showdown) == 30  # 24 as declare, 6 as cards speak
