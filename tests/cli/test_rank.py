"""``potsplit rank`` from the command line (spec section 6): table, JSON, options and errors."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from click.testing import CliRunner, Result

from potsplit.cli import main


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["rank", *args])


def ranked(*args: str) -> list[dict[str, Any]]:
    result = run(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert isinstance(data, list)
    return data


COLUMNS = ["cards", "high", "high hand", "place", "low", "low hand", "place"]


def table_rows(output: str) -> dict[str, list[str]]:
    """The table's rows split into columns, by the hand's first card."""
    lines = output.splitlines()
    assert re.split(r"\s{2,}", lines[0].strip()) == COLUMNS
    rows = [re.split(r"\s{2,}", line.strip()) for line in lines[2:]]
    assert all(len(row) == len(COLUMNS) for row in rows), rows
    return {row[0].split()[0]: row for row in rows}


# --- the table ------------------------------------------------------------------------------------


def test_table_shows_each_hand_named_and_placed() -> None:
    result = run("As Ks Qs Js Ts", "5h 4h 3h 2h Ad", "Kc Kd 9s 9h 2c", "--qualifier", "8")
    assert result.exit_code == 0, result.output
    rows = table_rows(result.output)
    assert list(rows) == ["As", "5h", "Kc"]
    # high: royal flush 1, the wheel straight 2, two pair 3; low (8): wheel 1, the others do not qualify
    assert rows["As"][:4] == ["As Ks Qs Js Ts", "As Ks Qs Js Ts", "royal flush", "1"]
    assert rows["5h"][1:4] == ["5h 4h 3h 2h Ad", "straight, five high", "2"]
    # within a rank, the higher suit first (spades, hearts, diamonds, clubs)
    assert rows["Kc"][1:4] == ["Kd Kc 9s 9h 2c", "two pair, kings and nines", "3"]
    assert rows["As"][4] == "Ks Qs Js Ts As"
    assert rows["As"][5].startswith("king-queen low") and rows["As"][6] == "-"
    assert rows["5h"][5:] == ["wheel", "1"]
    assert rows["Kc"][5].startswith("two pair, kings and nines") and rows["Kc"][6] == "-"


def test_table_places_are_shared_and_skip() -> None:
    result = run("Ac Ad Kc Qd 2h", "Ah As Ks Qh 2c", "7s 5d 4c 3h 2s", "9c 9d 8h 6h 5c")
    assert result.exit_code == 0, result.output
    rows = table_rows(result.output)
    # high: the two pairs of aces tie for 1, pair of nines 3, seven high 4
    assert {first: row[3] for first, row in rows.items()} == {"Ac": "1", "Ah": "1", "7s": "4", "9c": "3"}
    # low (ace-to-five, no qualifier): 7-5-4-3-2 1, the pairs of aces 2, the pair of nines 4
    assert {first: row[6] for first, row in rows.items()} == {"Ac": "2", "Ah": "2", "7s": "1", "9c": "4"}


# --- JSON -----------------------------------------------------------------------------------------


def test_json_golden_output() -> None:
    result = run("As Ks Qs Js Ts", "5h 4h 3h 2h Ad", "--qualifier", "8", "--format", "json")
    assert result.exit_code == 0, result.output
    assert result.output == (
        '[{"cards": ["As", "Ks", "Qs", "Js", "Ts"], '
        '"high": {"cards": ["As", "Ks", "Qs", "Js", "Ts"], "name": "royal flush", "place": 1, "wild": {}}, '
        '"low": {"cards": ["Ks", "Qs", "Js", "Ts", "As"], "name": "king-queen low", '
        '"place": null, "wild": {}, "qualifies": false}}, '
        '{"cards": ["5h", "4h", "3h", "2h", "Ad"], '
        '"high": {"cards": ["5h", "4h", "3h", "2h", "Ad"], "name": "straight, five high", "place": 2, "wild": {}}, '
        '"low": {"cards": ["5h", "4h", "3h", "2h", "Ad"], "name": "wheel", "place": 1, "wild": {}, '
        '"qualifies": true}}]\n'
    )


def test_json_shape_is_a_list_in_argument_order() -> None:
    data = ranked("7s 5d 4c 3h 2s", "As Ks Qs Js Ts", "Kc Kd 9s 9h 2c")
    assert [hand["cards"] for hand in data] == [
        ["7s", "5d", "4c", "3h", "2s"], ["As", "Ks", "Qs", "Js", "Ts"], ["Kc", "Kd", "9s", "9h", "2c"],
    ]
    for hand in data:
        assert list(hand) == ["cards", "high", "low"]
        assert list(hand["high"]) == ["cards", "name", "place", "wild"]
        assert list(hand["low"]) == ["cards", "name", "place", "wild", "qualifies"]
    assert [hand["high"]["place"] for hand in data] == [3, 1, 2]
    # no qualifier: every low qualifies and has a place
    assert [hand["low"]["place"] for hand in data] == [1, 2, 3]
    assert [hand["low"]["qualifies"] for hand in data] == [True, True, True]
    assert [hand["low"]["name"] for hand in data] == ["seven-five low", "king-queen low", "two pair, kings and nines"]


def test_json_cards_are_canonical_whatever_the_notation() -> None:
    data = ranked("as 10s qS j♠ KS")
    assert data[0]["cards"] == ["As", "Ts", "Qs", "Js", "Ks"]
    assert data[0]["high"]["cards"] == ["As", "Ks", "Qs", "Js", "Ts"]


def test_non_qualifying_low_has_qualifies_false_and_place_null() -> None:
    data = ranked("9c 4d 3h 2s Ac", "8c 7d 6h 5s Ad", "--qualifier", "8")
    assert data[0]["low"] == {
        "cards": ["9c", "4d", "3h", "2s", "Ac"], "name": "nine-four low", "place": None, "wild": {}, "qualifies": False,
    }
    assert data[1]["low"] == {
        "cards": ["8c", "7d", "6h", "5s", "Ad"], "name": "eight-seven low", "place": 1, "wild": {}, "qualifies": True,
    }
    assert [hand["high"]["place"] for hand in data] == [1, 2]  # ace-nine high beats ace-eight high


# --- options --------------------------------------------------------------------------------------


def test_holdem_board() -> None:
    data = ranked("Ah 2h", "Kc Kd", "--board", "3h 4c 5d Ks 9h", "--qualifier", "8")
    assert data[0]["cards"] == ["Ah", "2h"]
    assert data[0]["high"] == {
        "cards": ["5d", "4c", "3h", "2h", "Ah"], "name": "straight, five high", "place": 1, "wild": {},
    }
    assert data[1]["high"] == {
        "cards": ["Ks", "Kd", "Kc", "9h", "5d"], "name": "three of a kind, kings", "place": 2, "wild": {},
    }
    assert data[0]["low"] == {
        "cards": ["5d", "4c", "3h", "2h", "Ah"], "name": "wheel", "place": 1, "wild": {}, "qualifies": True,
    }
    # K-K with 3-4-5-9: K-9-5-4-3 (no low card but the board's): does not qualify
    assert data[1]["low"]["name"] == "king-nine low"
    assert data[1]["low"]["place"] is None and data[1]["low"]["qualifies"] is False


def test_omaha_board_uses_two_hole_cards() -> None:
    data = ranked("As Ks Qs Js", "2c 3d 7h 8h", "--board", "2s 3c 4c 9d Td", "--qualifier", "8")
    # four spades in hand, one on the board: no flush, ace-king high
    assert data[0]["high"]["name"] == "ace-king high"
    assert data[0]["high"]["cards"] == ["As", "Ks", "Td", "9d", "4c"]
    assert data[0]["low"]["qualifies"] is False and data[0]["low"]["place"] is None
    # 2c 3d with 2s 3c and the ten: two pair (8-7 with 9-T makes no straight without a J or 6)
    assert data[1]["high"]["name"] == "two pair, threes and twos"
    assert data[1]["high"]["place"] == 1
    # low: 7-8 with 2-3-4: 8-7-4-3-2
    assert data[1]["low"] == {
        "cards": ["8h", "7h", "4c", "3c", "2s"], "name": "eight-seven low", "place": 1, "wild": {}, "qualifies": True,
    }


def test_game_option_overrides_inference() -> None:
    # Five cards would be draw; as stud they are the same; with a board, omaha accepts 5 hole cards.
    data = ranked("As Ks Qs Js 2h", "--game", "stud")
    assert data[0]["high"]["name"] == "ace-king high"
    result = run("As Ks Qs Js 2h", "--game", "holdem", "--board", "3c 4c 5c")
    assert result.exit_code == 1
    assert "holdem" in result.output and "2" in result.output
    data = ranked("As Ks Qs Js 2h", "--game", "OMAHA", "--board", "Ts 4c 5c")
    # exactly two hole cards: A-K with T-5-4 (the spade royal would need four hole cards)
    assert data[0]["high"]["name"] == "ace-king high"


@pytest.mark.parametrize(
    ("low", "name", "qualifies"),
    [
        ("ace-to-five", "wheel", True),
        ("deuce-to-seven", "ace-five low", False),
        ("ace-to-six", "straight, five high", False),
        ("Deuce-To-Seven", "ace-five low", False),
    ],
)
def test_low_option(low: str, name: str, qualifies: bool) -> None:
    data = ranked("Ah 2c 3d 4s 5h", "--low", low, "--qualifier", "8")
    assert data[0]["low"]["name"] == name
    assert data[0]["low"]["qualifies"] is qualifies
    assert data[0]["low"]["place"] == (1 if qualifies else None)


def test_deuce_to_seven_ranks_lows() -> None:
    data = ranked("7c 5d 4h 3s 2c", "Ah 2h 3d 4d 5s", "8c 6c 5c 4c 3c", "--low", "deuce-to-seven")
    assert [hand["low"]["name"] for hand in data] == ["seven-five low", "ace-five low", "flush, eight-six high"]
    assert [hand["low"]["place"] for hand in data] == [1, 2, 3]


def test_qualifier_option_is_the_top_card() -> None:
    hands = ("8c 7d 6h 5s Ad", "7c 5d 4h 3s 2c")
    assert [hand["low"]["place"] for hand in ranked(*hands, "--qualifier", "8")] == [2, 1]
    assert [hand["low"]["place"] for hand in ranked(*hands, "--qualifier", "7")] == [None, 1]
    assert [hand["low"]["place"] for hand in ranked(*hands, "--qualifier", "6")] == [None, None]


# --- errors ---------------------------------------------------------------------------------------


def assert_user_error(result: Result, *fragments: str) -> None:
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


def test_a_bad_card_is_a_one_line_error() -> None:
    assert_user_error(run("As Ks Qs Js Xx"), "'Xx'", "a card is")
    assert_user_error(run("As Ks Qs Js 1s", "2c 3c 4c 5c 6c"), "'1s'")
    assert_user_error(run("As Ks", "2c 3c", "--board", "4d 5d Zz"), "'Zz'")


def test_a_card_dealt_twice_is_an_error() -> None:
    assert_user_error(run("As Ks Qs Js Ts", "as 2c 3c 4c 5c"), "As", "twice")
    assert_user_error(run("As Ks", "2c 3c", "--board", "Ks 5d 6d"), "Ks", "twice")
    assert_user_error(run("As Ks", "2c 3c", "--board", "4d 5d 4d"), "4d", "twice")


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (["As Ks Qs"], ["3 cards each and no board"]),  # no board: no game has three cards (nor is stud named)
        (["As Ks Qs Js", "2c 3c 4c"], ["hands of 3, 4 cards and no board"]),  # nor four and three
        (["As Ks Qs Js Ts 9s 8s 7s"], ["8 cards each"]),
        (["As Ks", "Qd Qc"], ["2 cards each and no board: hold'em needs the board"]),
        (["As Ks Qs Js Ts", "2c 3c 4c"], ["hand 2", "stud", "not 3"]),  # a stud hand beside it: the other is wrong
        (["As Ks Qs Js Ts", "2c 3c 4c 5c 6c 7c", "--game", "draw"], ["hand 2", "draw", "not 6"]),
        (["As Ks Qs Js Ts 9s", "--game", "draw"], ["draw", "not 6"]),
        (["As Ks Qs", "--board", "2c 3c 4c"], ["game"]),
        (["As Ks", "--board", "2c 3c"], ["board", "not 2"]),
        (["As Ks", "--board", "2c 3c 4c 5c 6c 7c"], ["board", "not 6"]),
        (["As Ks Qs Js", "--board", "2c 3c", "--game", "omaha"], ["board", "not 2"]),
        (["As Ks Qs Js Ts 9s 8s", "--board", "2c 3c 4c", "--game", "omaha"], ["omaha", "not 7"]),
        (["As Ks Qs Js Ts", "--board", "2c 3c 4c", "--game", "stud"], ["board"]),
        (["As Ks", "--game", "holdem"], ["board", "not 0"]),
    ],
)
def test_a_wrong_card_count_is_an_error(args: list[str], fragments: list[str]) -> None:
    assert_user_error(run(*args), *fragments)


@pytest.mark.parametrize("args", [["--game", "lowball"], ["--low", "short-deck"], ["--format", "xml"]])
def test_a_bad_option_value_is_a_usage_error(args: list[str]) -> None:
    result = run("As Ks Qs Js Ts", *args)
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert args[1] in result.output


def test_no_hands_is_a_usage_error() -> None:
    assert run().exit_code == 2


# --- the same rule options as resolve's ----------------------------------------------------------


def _options(command: str) -> dict[str, Any]:
    from potsplit.cli import commands
    from potsplit.language import ENGLISH

    return {param.name: param for param in commands(ENGLISH).commands[command].params}


def test_rank_takes_resolves_options_for_the_rules_that_rank_hands() -> None:
    ranking, resolving = _options("rank"), _options("resolve")
    names = {"game", "low", "qualifier", "joker", "natural_beats_wild", "wild", "jokers"}
    assert names <= set(ranking) and not {"method", "swing_ties", "chip", "book"} & set(ranking)
    for name in names:  # the same option: its flag, its type, its help
        ours, theirs = ranking[name], resolving[name]
        assert (ours.opts, type(ours.type), ours.help, ours.metavar) == (theirs.opts, type(theirs.type), theirs.help,
                                                                         theirs.metavar), name


def test_rank_reads_its_rule_options_as_resolve_does() -> None:
    """In any case, with the nearest value named for a slip, the same message as resolve's."""
    jokers = ["Jk Kd Kc Ks 7h", "As Ad Ah Qc Qd", "--jokers", "1"]  # four kings when the joker is wild
    assert ranked(*jokers, "--joker", "WILD") == ranked(*jokers, "--joker", "wild") != ranked(*jokers, "--joker", "bug")
    assert ranked("7c 5d 4s 3c 2c", "--low", "Deuce-To-Seven")[0]["low"] == ranked(
        "7c 5d 4s 3c 2c", "--low", "deuce-to-seven")[0]["low"]
    for option, value in (("--low", "ace-to-sx"), ("--joker", "wld"), ("--natural-beats-wild", "yse")):
        by_rank = run("As Ks Qs Js Ts", option, value)
        by_resolve = CliRunner().invoke(main, ["resolve", "examples/seed-swing-split.yaml", option, value])
        assert by_rank.exit_code == by_resolve.exit_code == 2
        assert by_rank.stderr.splitlines()[-1] == by_resolve.stderr.splitlines()[-1]
        assert "did you mean" in by_rank.stderr
