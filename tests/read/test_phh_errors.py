"""Hand histories that cannot be resolved (spec sections 7 and 8): every error located, never a traceback.

Each case is a .phh (or .phhs) file run through ``potsplit resolve``: it must
exit 1 and print ``FILE:LINE:COLUMN: message`` on stderr, with the source line
and a caret; the other hands of a .phhs are still resolved.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.phh_text import hand, hands

from potsplit.cli import main

DEAL = ["d dh p1 AsAd", "d dh p2 KsKd"]
GOOD = hand([*DEAL, "p2 f"])


def run(tmp_path: Path, name: str, text: str | bytes, *options: str) -> tuple[int, str, str]:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    result = CliRunner().invoke(main, ["resolve", str(path), *options])
    assert "Traceback" not in result.output + result.stderr, result.stderr
    return result.exit_code, result.stdout, result.stderr.replace(str(tmp_path) + "/", "")


CASES = [
    ("invalid TOML", "variant = 'NT'\nantes = [0, 0\nmin_bet = 2\n", "a.phh:3:1: not valid TOML: "),
    ("an unclosed string", "variant = \"NT\nantes = [0, 0]\n", "a.phh:1:14: not valid TOML: illegal character"),
    ("a missing required field", hand(DEAL).replace("min_bet = 2\n", ""),
     "a.phh:1:1: the field 'min_bet' is missing: variant NT needs variant, antes, blinds_or_straddles, min_bet, "
     "starting_stacks, actions"),
    ("a misspelled field", hand(DEAL).replace("antes =", "antse ="),
     "the field 'antes' is missing: variant NT needs variant, antes, blinds_or_straddles, min_bet, "
     "starting_stacks, actions ('antse' is not a field: is it 'antes' misspelled?)"),
    ("an unknown variant", hand(DEAL).replace('"NT"', '"XT"'),
     "a.phh:1:1: unknown variant 'XT' (allowed: FT, NT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB)"),
    ("a misspelled variant", hand(DEAL).replace('"NT"', '"fo8"'),
     "a.phh:1:1: unknown variant 'fo8': did you mean 'FO/8'? (allowed: FT, NT,"),
    ("a player who does not exist", hand([*DEAL, "p9 cbr 20"]),
     "a.phh:9:3: actions[2] 'p9 cbr 20': there is no player p9 (the hand has 2: p1 to p2)"),
    ("a cbr below the current bet", hand([*DEAL, "p2 cbr 10", "p1 cbr 5"]),
     "a.phh:10:3: actions[3] 'p1 cbr 5': cbr 5 is not above the bet of this street, 10"),
    ("a list of the wrong length", hand(DEAL).replace("antes = [0, 0]", "antes = [0, 0, 0]"),
     "a.phh:2:1: antes has 3 items, but the hand has 2 players (starting_stacks)"),
    ("an amount that is not a number", hand(DEAL).replace("antes = [0, 0]", 'antes = [0, "x"]'),
     "a.phh:2:13: antes[1] must be a number, not 'x'"),
    ("a negative ante", hand(DEAL, antes=[-1, 0]),
     "a.phh:2:10: antes[0] cannot be negative: -1"),
    ("a stack of nothing", hand(DEAL, stacks=[100, 0]),
     "a.phh:5:25: starting_stacks[1]: a stack must be more than 0 (inf when unknown)"),
    ("one player", hand([], stacks=[100]).replace("[1, 2]", "[1]"),
     "a.phh:5:1: starting_stacks must give every player's stack: a hand has 2 players or more, not 1"),
    ("an action that is not text", hand(DEAL).replace('"d dh p2 KsKd",', "7,"),
     "a.phh:8:3: actions[1] must be text (an action), not '7'"),
    ("a card dealt twice", hand(["d dh p1 AsAd", "d dh p2 AsKd", "p2 cc", "p1 cc", "d db 2c7d9h", "d db Th",
                                 "d db 3s", "p1 sm AsAd", "p2 sm AsKd"]),
     "a.phh:15:3: card As is dealt twice: to p1 and p2"),
    ("two cards too many", hand(["d dh p1 AsAdAh", "d dh p2 KsKd", "p2 cc", "p1 cc", "d db 2c7d9h", "d db Th",
                                 "d db 3s", "p1 sm -", "p2 sm -"]),
     "a.phh:7:3: p1: holdem needs 2 cards a player, not 3"),
    ("ante trimming that is not a boolean", hand(DEAL, ante_trimming_status="yes"),
     "a.phh:10:1: ante_trimming_status must be true or false, not 'yes'"),
    ("not UTF-8", b"variant = 'NT'\n# caf\xe9\n", "a.phh:2:6: not UTF-8 text: byte 0xe9 at line 2"),
]


@pytest.mark.parametrize(("what", "text", "message"), CASES, ids=[case[0] for case in CASES])
def test_each_bad_hand_is_a_located_error(tmp_path: Path, what: str, text: str | bytes, message: str) -> None:
    status, _, errors = run(tmp_path, "a.phh", text)
    assert status == 1
    assert message in errors, errors
    assert errors.startswith("error: a.phh:")


def test_an_error_shows_its_line_and_a_caret(tmp_path: Path) -> None:
    _, _, errors = run(tmp_path, "a.phh", hand([*DEAL, "p9 cbr 20"]))
    assert errors.splitlines()[1:] == ['  9 |   "p9 cbr 20",', "    |   ^"]


def test_every_problem_of_a_hand_is_reported(tmp_path: Path) -> None:
    text = hand([*DEAL, "p9 cc", "p1 jump"], antes=[0, -5]).replace("min_bet = 2\n", "")
    _, _, errors = run(tmp_path, "a.phh", text)
    lines = [line for line in errors.splitlines() if line.startswith("error: ")]
    assert lines == [
        "error: a.phh:1:1: the field 'min_bet' is missing: variant NT needs variant, antes, blinds_or_straddles, "
        "min_bet, starting_stacks, actions",
        "error: a.phh:2:13: antes[1] cannot be negative: -5",
    ]


def test_the_other_hands_of_a_phhs_are_still_resolved(tmp_path: Path) -> None:
    text = hands(GOOD, "variant = 'NT\n", hand([*DEAL, "p3 f"]), GOOD)
    status, out, _ = run(tmp_path, "night.phhs", text, "--format", "json")
    assert status == 1
    found = [json.loads(line) for line in out.splitlines()]
    assert [("errors" in one, one["source"]["document"]) for one in found] == [
        (False, 1), (True, 2), (True, 3), (False, 4)
    ]
    assert "hand 3, actions[2] 'p3 f': there is no player p3" in found[2]["errors"][0]["message"]
    assert found[3]["source"] == {"file": str(tmp_path / "night.phhs"), "document": 4, "line": 28}


def test_text_outside_every_hand_of_a_phhs(tmp_path: Path) -> None:
    status, _, errors = run(tmp_path, "x.phhs", "author = 'me'\n[1]\n" + GOOD)
    assert status == 1 and "x.phhs:1:1: not a hand: a .phhs file holds hands as tables [1], [2]" in errors


@pytest.mark.parametrize(("name", "text"), [("empty.phh", ""), ("comments.phhs", "# nothing\n\n# here\n")])
def test_an_input_without_any_hand_is_an_error(tmp_path: Path, name: str, text: str) -> None:
    status, _, errors = run(tmp_path, name, text)
    assert status == 1 and f"{name}: no hand in this input" in errors


def test_badugi_and_short_deck_hand_histories(tmp_path: Path) -> None:
    """FB is badugi (low only, its own ranking), NS short-deck hold'em (36 cards: a card below six is an error)."""
    draws = ["p1 sd", "p2 sd", "p1 cc", "p2 cc"] * 3
    badugi = hand(["d dh p1 As2d3h4c", "d dh p2 KsKdQcJh", "p2 cc", "p1 cc", *draws, "p1 sm -", "p2 sm -"],
                  variant="FB")
    status, out, _ = run(tmp_path, "a.phh", badugi, "--format", "json")
    assert status == 0 and json.loads(out)["game"] == "badugi" and json.loads(out)["payouts"] == {"p1": "4", "p2": "0"}
    board = ["d db 9c9d6h", "d db Th", "d db 7s"]
    short = hand(["d dh p1 AsKs", "d dh p2 QsQd", "p2 cc", "p1 cc", *board, "p1 sm -", "p2 sm -"], variant="NS")
    status, out, _ = run(tmp_path, "a.phh", short, "--format", "json")
    assert status == 0 and json.loads(out)["game"] == "short-deck"
    assert json.loads(out)["payouts"] == {"p1": "0", "p2": "4"}  # queens full of nines
    status, _, errors = run(tmp_path, "a.phh", short.replace("d db Th", "d db 2h"))
    assert status == 1 and "a.phh:13:3: the board: 2h is not in a short deck" in errors  # at its last deal


def test_stdin_with_input_phh(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["resolve", "--input", "phh", "--format", "json"], input=GOOD)
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["payouts"] == {"p1": "2", "p2": "0"}  # p1's uncalled blind came back
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json"], input=GOOD)  # told by its content
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["payouts"] == {"p1": "2", "p2": "0"}
    result = CliRunner().invoke(main, ["resolve", "--input", "yaml", "--format", "json"], input=GOOD)
    assert result.exit_code == 1  # read as YAML, as --input says: not a showdown
