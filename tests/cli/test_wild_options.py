"""Wild cards and jokers on the command line: resolve, compare and rank (--wild, --jokers, --joker,
--natural-beats-wild), what the tables and the JSON show of each wild card, and the errors options cause."""

from __future__ import annotations

import json
from typing import Any

import yaml
from click.testing import CliRunner, Result

from potsplit.cli import main

DECLARE = """\
wild: [2]
jokers: 1
players:
  - {name: Ann, cards: Jk 9h 9d 9c 4s, declare: high}
  - {name: Bob, cards: 8c 6d 4d 3h Ah, declare: low}
  - {name: Cy, cards: 2c 3d 4h 5s 7c, declare: swing}
"""


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def data(*args: str, input: str | None = None) -> Any:
    result = run(*args, "--format", "json", input=input)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_each_direction_of_a_hand_says_what_each_wild_card_played_as() -> None:
    found = data("resolve", "-", input=DECLARE)
    assert (found["wild"], found["jokers"]) == (["2"], 1)
    assert (found["rules"]["joker"], found["rules"]["natural-beats-wild"]) == ("bug", False)
    hands = {hand["player"]: hand for hand in found["hands"]}
    assert hands["Cy"]["high"] == {"cards": ["7c", "2c", "5s", "4h", "3d"], "name": "straight, seven high",
                                   "place": 1, "wild": {"2c": "6"}}
    assert hands["Cy"]["low"]["wild"] == {"2c": "A"} and hands["Cy"]["low"]["name"] == "seven-five low"
    assert hands["Ann"]["high"]["wild"] == {"Jk": "A"} and hands["Bob"]["high"]["wild"] == {}
    assert found["payouts"] == {"Ann": "0", "Bob": "0", "Cy": "1"}


def test_the_table_shows_each_wild_card_as_dealt_and_what_it_played_as() -> None:
    result = run("resolve", "-", input=DECLARE)
    assert result.exit_code == 0, result.output
    assert "wild: 2, jokers: 1 (joker: bug), natural-beats-wild: no" in result.output
    assert "7c 2c=6 5s 4h 3d" in result.output and "7c 5s 4h 3d 2c=A" in result.output
    assert "9h 9d 9c Jk=A 4s" in result.output


def test_a_suit_is_shown_where_it_matters_in_letters_or_symbols() -> None:
    hand = ["rank", "Ah 9h 7h 3h 2c", "--wild", "2"]
    assert data(*hand)[0]["high"]["wild"] == {"2c": "Kh"}
    assert "Ah 2c=Kh 9h 7h 3h" in run(*hand).output
    assert "A♥ 2♣=K♥ 9♥ 7♥ 3♥" in run(*hand, "--suits", "symbols").output


def test_yaml_gives_the_same_wild_cards_as_json() -> None:
    as_json = data("resolve", "-", input=DECLARE)
    as_yaml = run("resolve", "-", "--format", "yaml", input=DECLARE)
    assert yaml.safe_load(as_yaml.stdout) == as_json


def test_options_give_the_wild_cards_and_the_jokers_of_a_showdown_on_the_command_line() -> None:
    found = data("resolve", "-p", "Ann: Jk 9h 9d 9c 4s high", "-p", "Bob: 2h 2c Kd Kc 4d high",
                 "--wild", "2", "--jokers", "1")
    assert [hand["high"]["name"] for hand in found["hands"]] == ["three of a kind, nines", "four of a kind, kings"]
    found = data("resolve", "-p", "Ann: Jk 9h 9d 9c 4s high", "-p", "Bob: 2h 2c Kd Kc 4d high",
                 "--wild", "2", "--jokers", "1", "--joker", "wild")
    assert [hand["high"]["name"] for hand in found["hands"]] == ["four of a kind, nines", "four of a kind, kings"]
    assert found["payouts"] == {"Ann": "0", "Bob": "1"}


def test_options_override_a_files_wild_cards_and_rules() -> None:
    found = data("resolve", "-", "--wild", "3", "--joker", "wild", input=DECLARE)
    assert found["wild"] == ["3"] and found["rules"]["joker"] == "wild"
    cy = next(hand for hand in found["hands"] if hand["player"] == "Cy")
    assert (cy["high"]["name"], cy["high"]["wild"]) == ("pair of sevens", {"3d": "7"})  # the trey wild, no straight
    tie = "players:\n  - {name: Ann, cards: Ks Kd 9c 7h 4s}\n  - {name: Bob, cards: Kh 2c 9d 7c 4d}\nwild: 2\n"
    assert data("resolve", "-", input=tie)["payouts"] == {"Ann": "1/2", "Bob": "1/2"}
    assert data("resolve", "-", "--natural-beats-wild", "yes", input=tie)["payouts"] == {"Ann": "1", "Bob": "0"}


def test_a_bad_wild_card_or_jokers_option_is_a_usage_error() -> None:
    for args, message in [
        (["--wild", "Zz"], "Invalid value for '--wild': unknown card 'Zz'"),
        (["--wild", "deuce"], "unknown wild card 'deuce'"),
        (["--jokers", "3"], "Invalid value for '--jokers'"),
        (["--joker", "bugg"], "Invalid value for '--joker'"),
        (["--natural-beats-wild", "maybe"], "Invalid value for '--natural-beats-wild'"),
    ]:
        result = run("resolve", "-p", "Ann: 9h 9d 9c 4s 4c", *args)
        assert result.exit_code == 2 and message in result.output, (args, result.output)


def test_an_error_the_jokers_option_causes_names_the_option() -> None:
    result = run("resolve", "-", "--jokers", "0", "--format", "json", input=DECLARE)
    assert result.exit_code == 1
    [error] = json.loads(result.stdout)["errors"]
    assert error["message"].startswith("--jokers 0: Ann's cards: Jk is a joker, but the deck has none")


def test_a_joker_held_without_jokers_is_an_error_at_the_card() -> None:
    result = run("resolve", "-p", "Ann: 9h 9d Jk 9c 4s high", "-p", "Bob: 8h 8d 8c 4d 4h high")
    assert result.exit_code == 1
    assert "--player 1 (Ann): Ann's cards: Jk is a joker, but the deck has none" in result.output


def test_compare_varies_the_joker_and_natural_beats_wild_where_they_apply() -> None:
    found = data("compare", "-", "--method", "high", input=DECLARE)
    assert found["varied"] == ["joker", "natural-beats-wild"]
    assert len(found["variants"]) == 4
    fixed = data("compare", "-", "--method", "high", "--joker", "bug", input=DECLARE)
    assert fixed["varied"] == ["natural-beats-wild"]
    plain = "players:\n  - {name: Ann, cards: Ks Kd 9c 7h 4s}\n  - {name: Bob, cards: Kh Kc 9d 7c 4d}\nwild: 2\n"
    assert data("compare", "-", "--method", "high", input=plain)["varied"] == []  # no wild card in play


def test_rank_takes_wild_cards_jokers_and_both_rules() -> None:
    hands = ["Jk As Ad Ah Kc", "2h Ks Kd Kh 7c"]
    found = data("rank", *hands, "--wild", "2", "--jokers", "1")
    assert [(hand["high"]["name"], hand["high"]["place"]) for hand in found] == [
        ("four of a kind, aces", 1), ("four of a kind, kings", 2),
    ]
    hands = ["Jk Ks Kd Kh 7c", "2h 2c Qd Qh 7s", "--wild", "2", "--jokers", "1"]
    found = data("rank", *hands)
    assert [hand["high"]["name"] for hand in found] == ["three of a kind, kings", "four of a kind, queens"]
    assert found[0]["high"]["wild"] == {"Jk": "A"}  # the bug: an ace, not a fourth king
    found = data("rank", *hands, "--joker", "wild")
    assert [hand["high"]["name"] for hand in found] == ["four of a kind, kings", "four of a kind, queens"]
    assert [hand["high"]["place"] for hand in found] == [1, 2]
    tie = ["Ks Kd 9c 7h 4s", "Kh 2c 9d 7c 4d", "--wild", "2"]
    assert [hand["high"]["place"] for hand in data("rank", *tie)] == [1, 1]
    assert [hand["high"]["place"] for hand in data("rank", *tie, "--natural-beats-wild", "yes")] == [1, 2]


def test_a_showdown_without_wild_cards_loads_none_of_their_modules() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from potsplit.cli import main\n"
        "try:\n"
        "    main(['resolve', '-p', 'Ann: As Ks Qs Js Ts', '-p', 'Bob: 2c 3d 4h 5s 7c', '--format', 'json'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(sorted(name for name in sys.modules if name.startswith('potsplit.hands.wild')), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stderr.strip().splitlines()[-1] == "[]"
