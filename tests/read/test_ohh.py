"""OHH hand histories (spec section 8a): each reading rule on a hand as small as it needs, written by our own
writer (tests/support/ohh_text.py); the record checked pot by pot; every error located, never a traceback."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from support.ohh_text import hand, text

from potsplit import read_showdowns
from potsplit.cli import main
from potsplit.errors import InvalidShowdown
from potsplit.read.ohh.streams import hand_of, numbered

F = Fraction
AL, BO, CY = ("Al", 1, 100, "As Ad"), ("Bo", 2, 100, "Kc Kd"), ("Cy", 3, 100, "7h 2d")
BOARD = [("Flop", "2c 3d 9h", []), ("Turn", "Js", []), ("River", "8s", [])]


def shows(*players: tuple[str, int, object, str]) -> tuple[str, str, list[tuple[Any, ...]]]:
    return ("Showdown", "", [(name, "Shows Cards", 0, cards) for name, _, _, cards in players])


def read(*hands: dict[str, Any], style: str = "lines") -> list[Any]:
    return [hand_of(part) for part in numbered(text(hands, style), "x.ohh")]


def money(one: Any) -> list[tuple[str, Fraction, Fraction | None, bool]]:
    return [(player.name, player.bet, player.ante, player.folded) for player in one.showdown.players]


def check(tmp_path: Path, *hands: dict[str, Any], options: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    path = tmp_path / "hands.ohh"
    path.write_text(text(hands))
    result = CliRunner().invoke(main, ["check", str(path), "--format", "json", *options])
    assert "Traceback" not in result.output, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.mark.parametrize(
    ("preflop", "expected"),
    [
        ([("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Al", "Call", 1)],
         [("Al", F(2), None, False), ("Bo", F(2), None, False)]),
        ([("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Post Dead", 1), ("Cy", "Post Extra Blind", 2),
          ("Al", "Call", 1), ("Bo", "Check", 0), ("Cy", "Check", 0)],
         [("Al", F(2), F(0), False), ("Bo", F(2), F(0), False), ("Cy", F(2), F(1), False)]),
        ([("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Straddle", 4), ("Al", "Call", 3), ("Bo", "Call", 2)],
         [("Al", F(4), None, False), ("Bo", F(4), None, False), ("Cy", F(4), None, False)]),
        ([("Al", "Post Ante", "0.5"), ("Bo", "Post Ante", "0.5"), ("Cy", "Post Ante", "0.5"), ("Al", "Post SB", 1),
          ("Bo", "Post BB", 2), ("Cy", "Fold", 0), ("Al", "Call", 1)],
         [("Al", F(2), F(1, 2), False), ("Bo", F(2), F(1, 2), False), ("Cy", F(0), F(1, 2), True)]),
        ([("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Raise", 10), ("Al", "Fold", 0), ("Bo", "Call", 8)],
         [("Al", F(1), None, True), ("Bo", F(10), None, False), ("Cy", F(10), None, False)]),
        ([("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Raise", 10), ("Al", "Raise", 29), ("Bo", "Fold", 0),
          ("Cy", "Call", 20)],  # a raise's amount is what it puts in: Al's 1 + 29 is 30
         [("Al", F(30), None, False), ("Bo", F(2), None, True), ("Cy", F(30), None, False)]),
    ],
    ids=["blinds", "dead-post-and-extra-blind", "straddle", "antes", "fold", "raise-amount-put-in"],
)
def test_posts_are_live_or_dead_and_each_amount_is_what_the_action_put_in(
    preflop: list[tuple[Any, ...]], expected: list[tuple[str, Fraction, Fraction | None, bool]]
) -> None:
    players = [AL, BO, CY][:len(expected)]
    still_in = [player for player, (_, _, _, out) in zip(players, expected, strict=True) if not out]
    (one,) = read(hand(players, [("Preflop", "", preflop), *BOARD, shows(*still_in)]))
    assert money(one) == expected


def test_the_part_of_a_round_s_highest_bet_nobody_matched_goes_back_to_the_bettor() -> None:
    rounds = [("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Al", "Call", 1)]),
              ("Flop", "2c 3d 9h", [("Al", "Bet", 6), ("Bo", "Raise", 20), ("Al", "Fold", 0)])]
    (one,) = read(hand([AL, BO], rounds, [(14, 0, 0, [("Bo", 14)])]))
    assert money(one) == [("Al", F(8), None, True), ("Bo", F(8), None, False)]
    assert one.record.returned == (F(0), F(14))
    assert one.record.winnings == (F(0), F(14))


def test_a_muck_puts_out_and_the_last_cards_shown_are_the_player_s() -> None:
    rounds = [("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Call", 2), ("Al", "Call", 1),
                               ("Al", "Dealt Cards", 0, "As Ad")]), *BOARD,
              ("Showdown", "", [("Bo", "Shows Cards", 0, "Kc Kd"), ("Cy", "Mucks Cards", 0),
                                ("Al", "Shows Cards", 0, "As Ad")])]
    (one,) = read(hand([AL, BO, CY], rounds))
    assert [(player.name, player.folded) for player in one.showdown.players] == [
        ("Al", False), ("Bo", False), ("Cy", True)]
    assert [player.cards for player in one.showdown.players][:2] == [
        tuple(one.showdown.players[0].cards), tuple(one.showdown.players[1].cards)]
    assert " ".join(card.text for card in one.showdown.players[1].cards) == "Kc Kd"


def test_a_player_still_in_who_shows_nothing_cannot_win_a_pot_another_showed_for(tmp_path: Path) -> None:
    rounds = [("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Al", "Call", 1)]), *BOARD,
              ("Showdown", "", [("Bo", "Shows Cards", 0, "Kc Kd")])]  # Al's aces are never shown
    plan = hand([(AL[0], 1, 100, ""), BO], rounds, [(4, 0, 0, [("Bo", 4)])])
    (found,) = check(tmp_path, plan)
    assert found["verdict"] == "agree"
    assert [player["ruled"]["payout"] for player in found["players"]] == ["0", "4"]


def test_a_side_pot_only_an_unshown_player_contests_is_his() -> None:
    short = ("Cy", 3, 10, "7h 2d")
    rounds = [("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Call", 10), ("Al", "Raise", 49),
                               ("Bo", "Call", 48)]),
              ("Flop", "2c 3d 9h", [("Al", "Bet", 20), ("Bo", "Fold", 0)]), ("Turn", "Js", []), ("River", "8s", []),
              ("Showdown", "", [("Cy", "Shows Cards", 0, "7h 2d")])]
    (one,) = read(hand([(AL[0], 1, 100, ""), BO, short], rounds))
    assert one.uncontested is not None  # Bo's 40 and Al's: Al's, though he never showed
    assert (one.uncontested.player, one.uncontested.amount) == ("Al", F(80))
    assert [(player.name, player.bet) for player in one.showdown.players] == [("Al", 10), ("Bo", 10), ("Cy", 10)]
    with pytest.raises(InvalidShowdown, match="cannot be settled: none of the players in it"):
        read(hand([(AL[0], 1, 100, ""), (BO[0], 2, 100, "")], [
            ("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Al", "Call", 1)]), *BOARD]))


def test_a_street_dealt_again_is_a_run_of_the_board_after_the_cards_before_it(tmp_path: Path) -> None:
    rounds = [("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Al", "Raise", 99), ("Bo", "Call", 98)]),
              ("Flop", "2c 3d 9h", []), ("Turn", "Js", []), ("River", "Kh", []), ("River", "Ah", []),
              shows(AL, BO)]
    (one,) = read(hand([AL, BO], rounds))
    assert [" ".join(card.text for card in board) for board in one.showdown.boards] == [
        "2c 3d 9h Js Kh", "2c 3d 9h Js Ah"]
    (found,) = check(tmp_path, hand([AL, BO], rounds, [(200, 0, 0, [("Al", 100), ("Bo", 100)])]))
    assert found["verdict"] == "agree", found
    twice = [*rounds[:2], ("Turn", "Js", []), ("River", "Kh", []), ("Flop", "4c 5d 6h", []), ("Turn", "Qs", []),
             ("River", "Qh", []), shows(AL, BO)]
    (one,) = read(hand([AL, BO], twice))
    assert [" ".join(card.text for card in board) for board in one.showdown.boards] == [
        "2c 3d 9h Js Kh", "4c 5d 6h Qs Qh"]


PREFLOP = ("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Al", "Raise", 19), ("Bo", "Call", 18)])


@pytest.mark.parametrize(
    ("pots", "verdict", "pot_agrees"),
    [
        ([(40, 0, 0, [("Al", 40)])], "agree", True),
        ([(40, "1.5", 0, [("Al", "38.5")])], "agree", True),
        ([(40, 2, 1, [("Al", 37)])], "agree", True),
        ([(40, 2, 0, [("Al", 37)])], "differ", False),  # a chip missing: neither the rake nor the winner's
        ([(40, 0, 0, [("Bo", 40)])], "differ", False),
        ([(40, 0, 0, [("Al", 20), ("Bo", 20)])], "differ", False),
    ],
    ids=["no-rake", "rake", "rake-and-jackpot", "short", "wrong-winner", "split"],
)
def test_check_compares_each_pot_s_amount_rake_jackpot_and_winners(
    tmp_path: Path, pots: list[Any], verdict: str, pot_agrees: bool
) -> None:
    (found,) = check(tmp_path, hand([AL, BO], [PREFLOP, *BOARD, shows(AL, BO)], pots))
    assert found["verdict"] == verdict
    assert [pot["agrees"] for pot in found["pots"]] == [pot_agrees]
    rake = F(str(pots[0][1])) + F(str(pots[0][2]))
    assert found["rake"] == (None if not rake else {"amount": str(rake), "share": str(rake / 40)})
    assert found["pots"][0]["ruled"]["rake"] == str(F(str(pots[0][1])))


def test_a_record_that_lists_its_pots_otherwise_is_compared_player_by_player(tmp_path: Path) -> None:
    short = ("Cy", 3, 10, "7h 2d")
    rounds = [("Preflop", "", [("Al", "Post SB", 1), ("Bo", "Post BB", 2), ("Cy", "Call", 10), ("Al", "Raise", 49),
                               ("Bo", "Call", 48)]), *BOARD, shows(AL, BO, short)]
    (found,) = check(tmp_path, hand([AL, BO, short], rounds, [(110, 0, 0, [("Al", 110)])]))
    assert found["verdict"] == "agree"
    assert "pots" not in found
    assert found["note"] == "the record lists 1 pot, the ruling 2: each player's total is compared"


def test_the_table_says_which_pot_differs_and_how(tmp_path: Path) -> None:
    path = tmp_path / "hand.ohh"
    path.write_text(text([hand([AL, BO], [PREFLOP, *BOARD, shows(AL, BO)], [(40, 0, 0, [("Bo", 40)])])]))
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert "main: ruled 40, rake 0, jackpot 0: Al 40; recorded 40, rake 0, jackpot 0: Bo 40" in result.stdout


@pytest.mark.parametrize("style", ["lines", "list", "pretty"])
def test_a_stream_is_objects_one_a_line_a_list_or_pretty_printed_each_at_its_line(style: str) -> None:
    plan = hand([AL, BO], [PREFLOP, *BOARD, shows(AL, BO)])
    stream = "# two hands\n" + text([plan, plan], style)
    found = list(numbered(stream, "x.ohh"))
    assert [origin.document for origin, _ in found] == [1, 2]
    lines = stream.splitlines()
    assert [lines[origin.line - 1].lstrip("[ ").startswith("{") for origin, _ in found] == [True, True]
    assert len(list(read_showdowns(stream, "x.ohh"))) == 2
    assert len(list(read_showdowns(stream.encode(), "<stdin>"))) == 2  # told by its content


GOOD = text([hand([AL, BO], [PREFLOP, *BOARD, shows(AL, BO)])]).strip()


@pytest.mark.parametrize(
    ("stream", "where", "message"),
    [
        (GOOD + "\n" + GOOD[:-5] + "\n", "x.ohh:3:1", "not valid JSON: Expecting"),
        (GOOD.replace('"starting_stack": 100', '"starting_stack": 1e2', 1), "x.ohh:1", "without an exponent"),
        (GOOD.replace('"starting_stack": 100', '"starting_stack": NaN', 1), "x.ohh:1", "not NaN"),
        (GOOD.replace('"starting_stack": 100', '"starting_stack": ' + "9" * 31, 1), "x.ohh:1", "more than 30"),
        (GOOD.replace('"Call"', '"Cal"', 1), "x.ohh:1:1", "unknown action 'Cal': did you mean 'call'?"),
        (GOOD.replace('"player_id": 1', '"player_id": 7', 1), "x.ohh:1:1", "there is no player with the id 7"),
        (GOOD.replace('"Holdem"', '"Pineapple"', 1), "x.ohh:1:1", "unknown game_type 'Pineapple'"),
        ('{"hand": {}}\n', "x.ohh:1:1", "an OHH hand is an object whose one key is ohh"),
        (GOOD + "\nnonsense\n", "x.ohh:2:1", "not an OHH hand: between hands"),
        ('{"ohh": ' + "[" * 70 + "]" * 70 + "}\n", "x.ohh:1:1", "nested more than 64 deep"),
        (GOOD.replace('"Js"', '"Jx"', 1), "x.ohh:1:1", "unknown card 'Jx'"),
        (GOOD.replace('"Js"', '"As"', 1).replace('"As", "Ad"', '"As", "Ad"'), "x.ohh:1:1", "As"),
    ],
    ids=["json", "exponent", "nan", "digits", "action", "player", "game", "not-ohh", "stray", "deep", "card",
         "card-twice"],
)
def test_what_cannot_be_read_is_an_error_at_its_hand_never_a_traceback(stream: str, where: str, message: str,
                                                                         tmp_path: Path) -> None:
    path = tmp_path / "x.ohh"
    path.write_text(stream)
    result = CliRunner().invoke(main, ["resolve", str(path)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output + result.stderr
    errors = result.stderr.replace(str(tmp_path) + "/", "")
    assert where in errors and message in errors, errors


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda ohh: ohh["players"][0].update(id=[1]), "player 1's id must be a number or text"),
        (lambda ohh: ohh["rounds"][0]["actions"][0].update(player_id={"a": 1}), "there is no player with the id"),
        (lambda ohh: ohh.update(pots=5), "pots must be a list of pots"),
        (lambda ohh: ohh["pots"][0].update(player_wins=True), "player_wins must be a list"),
        (lambda ohh: ohh["rounds"][0]["actions"][1].update(amount=-2), "must be an amount (0 or more), not -2"),
        (lambda ohh: ohh.update(rounds={}), "rounds must be a list of rounds"),
        (lambda ohh: ohh["players"].append(dict(ohh["players"][0], id=9)), "two players are named 'Al'"),
    ],
    ids=["id-list", "player-id-mapping", "pots", "player-wins", "negative", "rounds", "name-twice"],
)
def test_a_value_of_the_wrong_kind_is_an_error_naming_it(change: Any, message: str) -> None:
    written = hand([AL, BO], [PREFLOP, *BOARD, shows(AL, BO)], [(40, 0, 0, [("Al", 40)])])
    change(written["ohh"])
    with pytest.raises(InvalidShowdown) as raised:
        read(written)
    assert message in str(raised.value)
    assert str(raised.value).startswith("x.ohh:1:1: hand 1, ")


def test_a_hand_in_which_nothing_was_put_in_wins_nothing() -> None:
    (one,) = read(hand([AL, BO], [("Preflop", "", [("Al", "Fold", 0)])]))
    assert one.pot_less
