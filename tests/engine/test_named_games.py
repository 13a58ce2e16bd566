"""Named games (spec 2a): each name and alias, the defaults it sets, and what overrides them.

Through the command line (``potsplit resolve - --format json``), so that the tests hold whatever the modules
are called; the table of names is also checked against the Python API.
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

import pytest
from click.testing import CliRunner

from potsplit import Game, InvalidShowdown, Showdown, resolve
from potsplit.cli import main
from potsplit.hands.games import NAMED_GAMES

# Seven-card hands: Al has a six-four low and no pair; Bo a pair of kings and a nine-five low (no 8 low).
STUD = "  - {name: Al, cards: As 2s 3d 4c 6h 7h 8h}\n  - {name: Bo, cards: Ks Kd 5h 4h 3h 2h 9c}\n"
DRAW = "  - {name: Al, cards: 7h 5d 4c 3s 2h}\n  - {name: Bo, cards: As 2d 3c 4h 5s}\n"
OMAHA4 = "board: 6c 7d 8s Jh Qc\nplayers:\n  - {name: Al, cards: As 2s 3d 4c}\n  - {name: Bo, cards: Ks Kd 5h 9h}\n"
OMAHA5 = (
    "board: 6c 7d 8s Jh Qc\nplayers:\n  - {name: Al, cards: As 2s 3d 4c Td}\n  - {name: Bo, cards: Ks Kd 5h 9h 2c}\n"
)
FOUR = "  - {name: Al, cards: As 2d 3h 4c}\n  - {name: Bo, cards: 2s 3s 4d 5h}\n"
SHORT = "board: 9h 8h 6h Ks Kd\nplayers:\n  - {name: Al, cards: Ah Th}\n  - {name: Bo, cards: Kh 9s}\n"


def run(text: str, *options: str) -> tuple[int, list[dict[str, Any]], str]:
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json", *options], input=textwrap.dedent(text))
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines()], result.stderr


def resolved(text: str, *options: str) -> dict[str, Any]:
    code, [showdown], stderr = run(text, *options)
    assert code == 0, stderr
    return showdown


# name written, the game's name in the output, its cards, method, low, qualifier, odd-chip, Al's and Bo's payouts
GAMES = [
    ("razz", "razz", STUD, "low", "ace-to-five", None, "suit", ("1", "0")),
    ("stud8", "stud8", STUD, "cards-speak", "ace-to-five", 8, "suit", ("1/2", "1/2")),
    ("stud-hi-lo", "stud8", STUD, "cards-speak", "ace-to-five", 8, "suit", ("1/2", "1/2")),
    ("Stud/8", "stud8", STUD, "cards-speak", "ace-to-five", 8, "suit", ("1/2", "1/2")),
    ("omaha8", "omaha8", OMAHA4, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
    ("omaha-hi-lo", "omaha8", OMAHA4, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
    ("o8", "omaha8", OMAHA4, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
    ("omaha/8", "omaha8", OMAHA4, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
    ("big-o", "big-o", OMAHA5, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
    # 2-7: the wheel is ace high, so 7-5-4-3-2 wins; in a-5 and california the wheel wins
    ("2-7", "2-7", DRAW, "low", "deuce-to-seven", None, "seat", ("1", "0")),
    ("deuce-to-seven", "2-7", DRAW, "low", "deuce-to-seven", None, "seat", ("1", "0")),
    ("kansas-city", "2-7", DRAW, "low", "deuce-to-seven", None, "seat", ("1", "0")),
    ("2-7-triple-draw", "2-7", DRAW, "low", "deuce-to-seven", None, "seat", ("1", "0")),
    ("a-5", "a-5", DRAW, "low", "ace-to-five", None, "seat", ("0", "1")),
    ("ace-to-five", "a-5", DRAW, "low", "ace-to-five", None, "seat", ("0", "1")),
    ("a-5-triple-draw", "a-5", DRAW, "low", "ace-to-five", None, "seat", ("0", "1")),
    ("california", "california", DRAW, "low", "ace-to-five", None, "seat", ("0", "1")),
    ("California-Lowball", "california", DRAW, "low", "ace-to-five", None, "seat", ("0", "1")),
    # badugi: Al's four-card badugi beats Bo's three cards; short deck: Al's flush beats Bo's full house
    ("badugi", "badugi", FOUR, "low", "badugi", None, "seat", ("1", "0")),
    ("short-deck", "short-deck", SHORT, "high", None, None, "seat", ("1", "0")),
    ("6-plus", "short-deck", SHORT, "high", None, None, "seat", ("1", "0")),
    ("Six-Plus", "short-deck", SHORT, "high", None, None, "seat", ("1", "0")),
    # The split games with two kinds of hand. badeucy: Al's 7-5-4-3-2 wins the deuce-to-seven half, and the two
    # five-high badugis (the ace high) tie; badacey: Bo's wheel and A-2-3-4 badugi scoop.
    ("badeucy", "badeucy", DRAW, "cards-speak", "badugi-ace-high", None, "seat", ("3/4", "1/4")),
    ("baduci", "badeucy", DRAW, "cards-speak", "badugi-ace-high", None, "seat", ("3/4", "1/4")),
    ("badacey", "badacey", DRAW, "cards-speak", "badugi", None, "seat", ("0", "1")),
    ("badaci", "badacey", DRAW, "cards-speak", "badugi", None, "seat", ("0", "1")),
    # razzdugi: Al's six-four razz and six-high badugi beat Bo's nine-five and three-card king; razzdeucy: Al's
    # seven-six deuce-to-seven beats Bo's nine-five
    ("razzdugi", "razzdugi", STUD, "cards-speak", "badugi", None, "suit", ("1", "0")),
    ("razzdeucy", "razzdeucy", STUD, "cards-speak", "deuce-to-seven", None, "suit", ("1", "0")),
    ("razzduci", "razzdeucy", STUD, "cards-speak", "deuce-to-seven", None, "suit", ("1", "0")),
    # archie: Bo's kings qualify high (Al's ace high does not), Al's six-four low; chicago: Bo's kings, Al's As in
    # the hole; low chicago: Al's 2s in the hole, the lowest spade
    ("archie", "archie", STUD, "cards-speak", "ace-to-five", 8, "suit", ("1/2", "1/2")),
    ("chicago", "chicago", STUD, "cards-speak", "high-spade", None, "suit", ("1/2", "1/2")),
    ("High-Chicago", "chicago", STUD, "cards-speak", "high-spade", None, "suit", ("1/2", "1/2")),
    ("low-chicago", "low-chicago", STUD, "cards-speak", "low-spade", None, "suit", ("1/2", "1/2")),
    # drawmaha: Bo's nine-high straight (5h 9h with 6-7-8) wins Omaha high, his kings the five hole cards; the
    # five hole cards as a low or a badugi go to Al's ace-two-three-four
    ("drawmaha", "drawmaha", OMAHA5, "cards-speak", "high", None, "seat", ("0", "1")),
    ("drawmaha-2-7", "drawmaha-2-7", OMAHA5, "cards-speak", "deuce-to-seven", None, "seat", ("1/2", "1/2")),
    ("drawmaha-a-5", "drawmaha-a-5", OMAHA5, "cards-speak", "ace-to-five", None, "seat", ("1/2", "1/2")),
    ("drawmaha-badugi", "drawmaha-badugi", OMAHA5, "cards-speak", "badugi", None, "seat", ("1/2", "1/2")),
    # hidugi: Al's A-4-3-2 of four suits, the highest badugi, beats Bo's three cards
    ("hidugi", "hidugi", FOUR, "high", None, None, "seat", ("1", "0")),
    # the hi-lo games without a qualifier, and courchevel's five hole cards with one
    ("stud-hi-lo-regular", "stud-hi-lo-regular", STUD, "cards-speak", "ace-to-five", None, "suit", ("1/2", "1/2")),
    ("omaha-hi-lo-regular", "omaha-hi-lo-regular", OMAHA4, "cards-speak", "ace-to-five", None, "seat",
     ("1/2", "1/2")),
    ("courchevel-hi-lo", "courchevel-hi-lo", OMAHA5, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
    ("courchevel8", "courchevel-hi-lo", OMAHA5, "cards-speak", "ace-to-five", 8, "seat", ("1/2", "1/2")),
]


@pytest.mark.parametrize(
    ("written", "name", "cards", "method", "low", "qualifier", "odd_chip", "payouts"), GAMES,
    ids=[game[0] for game in GAMES],
)
def test_a_named_game_sets_its_defaults_and_is_named_as_the_table_writes_it(
    written: str, name: str, cards: str, method: str, low: str | None, qualifier: int | None, odd_chip: str,
    payouts: tuple[str, str],
) -> None:
    players = cards if cards.startswith("board") else "players:\n" + cards
    showdown = resolved(f"game: {written}\n{players}")
    assert showdown["game"] == name
    rules = showdown["rules"]
    assert (rules["method"], rules["low"], rules["qualifier"], rules["odd-chip"]) == (method, low, qualifier, odd_chip)
    assert (showdown["payouts"]["Al"], showdown["payouts"]["Bo"]) == payouts


def test_every_named_game_and_alias_is_tested_and_reads_in_the_api() -> None:
    names = {game.value for game in NAMED_GAMES}
    assert names == {name for _, name, *_ in GAMES}
    for game in Game:
        for written in (game.value, *game.aliases):
            assert Showdown([{"name": "Al", "cards": "As Ks Qs Js Ts"}], game=written.upper()).game is game
    assert {alias for game in Game for alias in game.aliases} <= {written.lower() for written, *_ in GAMES}


OVERRIDES = [
    # a rule in rules: (or an option) overrides the game's default
    ("rules: {qualifier: none}\n", (), "qualifier", None, ("1/2", "1/2")),
    ("", ("--qualifier", "none"), "qualifier", None, ("1/2", "1/2")),
    # Al's low is seven-six under deuce-to-seven (his ace plays high) and still the only one of 8 or better
    ("rules: {low: deuce-to-seven}\n", (), "low", "deuce-to-seven", ("1/2", "1/2")),
    ("", ("--method", "high"), "method", "high", ("0", "1")),
    ("", ("--method", "declare"), "method", "declare", ("1/2", "1/2")),
]


@pytest.mark.parametrize(("rules", "options", "key", "value", "payouts"), OVERRIDES)
def test_a_rule_given_overrides_the_named_games_default(
    rules: str, options: tuple[str, ...], key: str, value: object, payouts: tuple[str, str]
) -> None:
    declared = STUD.replace("8h}", "8h, declare: low}").replace("9c}", "9c, declare: high}")
    showdown = resolved(f"game: stud8\n{rules}players:\n{declared}", *options)
    assert showdown["rules"][key] == value
    assert (showdown["payouts"]["Al"], showdown["payouts"]["Bo"]) == payouts
    al_low = showdown["hands"][0]["low"]["name"]
    assert al_low == ("seven-six low" if value == "deuce-to-seven" else "six-four low")


def test_a_named_games_method_holds_when_players_declare_and_the_output_says_so() -> None:
    declared = STUD.replace("8h}", "8h, declare: high}").replace("9c}", "9c, declare: low}")
    showdown = resolved(f"game: stud8\nplayers:\n{declared}")
    assert showdown["rules"]["method"] == "cards-speak"
    assert showdown["notes"] == ["declarations are ignored: the method is cards-speak"]
    # declared: Bo's nine-five low does not qualify for 8, so only the high is in play, and Al, alone in for
    # high, takes the pot with less than Bo's pair
    assert resolved(f"game: stud8\nrules: {{method: declare}}\nplayers:\n{declared}")["payouts"] == {
        "Al": "1", "Bo": "0"
    }


def test_under_method_low_a_games_qualifier_does_not_apply_but_a_written_one_is_an_error() -> None:
    assert resolved(f"game: stud8\nrules: {{method: low}}\nplayers:\n{STUD}")["rules"]["qualifier"] is None
    code, _, stderr = run(f"game: razz\nrules: {{qualifier: 8}}\nplayers:\n{STUD}")
    assert code == 1 and "a qualifier cannot go with razz (the best low takes the pot)" in stderr
    code, _, stderr = run(f"game: stud8\nrules: {{method: low, qualifier: 8}}\nplayers:\n{STUD}")
    assert code == 1 and "a qualifier cannot go with method: low" in stderr


@pytest.mark.parametrize(
    ("game", "cards", "message"),
    [
        ("big-o", OMAHA4, "Al: big-o needs 5 cards a player, not 4"),
        ("omaha8", OMAHA5, "Al: omaha8 needs 4 cards a player, not 5"),
        ("razz", "players:\n  - {name: Al, cards: As 2s 3d 4c}\n", "Al: razz needs 5 to 7 cards a player, not 4"),
        ("2-7", "players:\n" + STUD, "Al: 2-7 needs 5 cards a player, not 7"),
        ("stud8", "board: 6c 7d 8s\nplayers:\n" + STUD, "stud8 has no board, but 3 board cards are given"),
    ],
)
def test_a_named_game_checks_the_cards_as_it_deals_them(game: str, cards: str, message: str) -> None:
    code, _, stderr = run(f"game: {game}\n{cards}")
    assert code == 1 and message in stderr, stderr


@pytest.mark.parametrize(
    ("written", "nearest"),
    [
        ("stud-8", "stud8"), ("studd8", "stud8"), ("omaha-hilo", "omaha-hi-lo"), ("razzz", "razz"),
        ("2-7-draw", "2-7-triple-draw"),
    ],
)
def test_an_unknown_game_names_the_nearest_named_game(written: str, nearest: str) -> None:
    code, _, stderr = run(f"game: {written}\nplayers:\n{STUD}")
    assert code == 1 and f"unknown game '{written}': did you mean '{nearest}'?" in stderr, stderr
    with pytest.raises(InvalidShowdown, match=f"did you mean '{nearest}'"):
        Showdown([{"name": "Al", "cards": "As Ks Qs Js Ts"}], game=written)


def test_the_game_option_takes_names_and_aliases_and_refuses_others_as_a_usage_error() -> None:
    showdown = resolved("players:\n" + STUD, "--game", "STUD-HI-LO")
    assert showdown["game"] == "stud8"
    result = CliRunner().invoke(main, ["resolve", "-", "--game", "stud-8"], input="players:\n" + STUD)
    assert result.exit_code == 2 and "did you mean 'stud8'?" in result.stderr


def test_rank_plays_the_named_games_low_and_qualifier() -> None:
    result = CliRunner().invoke(main, ["rank", "7h 5d 4c 3s 2h", "As 2d 3c 4h 5s", "--game", "2-7", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    first, second = json.loads(result.stdout)
    assert (first["low"]["place"], second["low"]["place"]) == (1, 2)
    result = CliRunner().invoke(main, ["rank", "As 2s 3d 4c", "Ks Kd 5h 9h", "--board", "6c 7d 8s Jh Qc",
                                       "--game", "o8", "--format", "json"])
    first, second = json.loads(result.stdout)
    assert (first["low"]["qualifies"], second["low"]["qualifies"]) == (True, False)


def test_the_api_resolves_a_named_game_given_by_its_member() -> None:
    players = [{"name": "Al", "cards": "As 2s 3d 4c 6h 7h 8h"}, {"name": "Bo", "cards": "Ks Kd 5h 4h 3h 2h 9c"}]
    showdown = Showdown(players, game=Game.RAZZ)
    assert resolve(showdown).payouts == {"Al": 1, "Bo": 0}


# --- badugi and short deck (spec 2c) ---------------------------------------------------------------------

BADUGI = "players:\n" + FOUR + "  - {name: Cy, cards: Ks Qh Jd Tc}\n"


def test_badugi_is_played_for_low_by_its_own_ranking_named_or_inferred() -> None:
    for text in ("game: badugi\n" + BADUGI, BADUGI):  # four cards each and no board: badugi
        showdown = resolved(text)
        assert showdown["game"] == "badugi"
        assert (showdown["rules"]["method"], showdown["rules"]["low"]) == ("low", "badugi")
        hands = {hand["player"]: hand for hand in showdown["hands"]}
        assert hands["Al"]["high"] is None
        assert [hands[name]["low"]["place"] for name in ("Al", "Bo", "Cy")] == [1, 3, 2]  # four cards beat three
        assert hands["Bo"]["low"] == {
            "cards": ["5h", "4d", "2s"], "name": "three-card hand, five high", "place": 3, "wild": {}, "qualifies": True
        }
        assert showdown["payouts"] == {"Al": "1", "Bo": "0", "Cy": "0"}


def test_badugi_declarations_are_ignored_and_a_lone_player_takes_the_pot_as_a_low() -> None:
    declared = (
        "game: badugi\nplayers:\n  - {name: Al, cards: As 2d 3h 4c, declare: high}\n"
        "  - {name: Bo, cards: 2s 3s 4d 5h, folded: true}\n"
    )
    showdown = resolved(declared)
    assert showdown["payouts"] == {"Al": "1", "Bo": "0"}
    assert showdown["pots"][0]["low"] == {"winners": ["Al"], "amount": "1"} and showdown["pots"][0]["high"] is None


def test_short_deck_ranks_a_flush_above_a_full_house_and_has_no_low() -> None:
    text = """
        game: short-deck
        board: 9h 8h 6h Ks Kd
        players:
          - {name: Al, cards: Ah Th}
          - {name: Bo, cards: Kh 9s}
    """
    showdown = resolved(text)
    hands = {hand["player"]: hand for hand in showdown["hands"]}
    assert hands["Al"]["high"]["name"] == "flush, ace-ten high" and hands["Bo"]["high"]["name"].startswith("full house")
    assert hands["Al"]["low"] is None and showdown["rules"]["low"] is None
    assert showdown["payouts"] == {"Al": "1", "Bo": "0"}
    assert resolved(text.replace("short-deck", "six-plus"))["game"] == "short-deck"


def test_a_to_9_is_short_decks_lowest_straight() -> None:
    text = "game: short-deck\nboard: 9h 8s 7c Kd Qd\nplayers:\n  - {name: Al, cards: As 6d}\n"
    text += "  - {name: Bo, cards: Ts 6h}\n"
    hands = resolved(text)["hands"]
    assert [hand["high"]["name"] for hand in hands] == ["straight, nine high", "straight, ten high"]
    assert hands[0]["high"]["cards"] == ["9h", "8s", "7c", "6d", "As"]


BADUGI_AND_SHORT_DECK_ERRORS = [
    ("game: badugi\nboard: 5c 6c 7c\n" + BADUGI, (2, 8), "badugi has no board, but 3 board cards are given"),
    ("game: badugi\nplayers:\n  - {name: Al, cards: As 2d 3h}\n  - {name: Bo, cards: 2s 3s 4d 5h}\n", (3, 23),
     "Al: badugi needs 4 cards a player, not 3"),
    ("game: stud\nrules: {low: badugi}\nplayers:\n" + STUD, (2, 14), "low: badugi goes only with game: badugi"),
    ("game: badugi\nrules: {low: ace-to-five}\n" + BADUGI, (2, 14),
     "badugi ranks its lows only as badugi: low: ace-to-five cannot go with it"),
    ("game: badugi\nrules: {method: cards-speak}\n" + BADUGI, (2, 17),
     "badugi has no high hand, only a low: method: cards-speak cannot go with it (use low)"),
    ("rules: {method: high}\n" + BADUGI, (1, 17), "badugi has no high hand, only a low: method: high cannot go"),
    ("game: badugi\nrules: {method: declare}\n" + BADUGI, (2, 17), "method: declare cannot go with it"),
    ("game: short-deck\nboard: 9h 8s 7c\nplayers:\n  - {name: Al, cards: As 2d}\n  - {name: Bo, cards: Ts 6h}\n",
     (4, 23), "Al: 2d is not in a short deck, which holds the 36 cards from six to ace"),
    ("game: short-deck\nboard: 9h 8s 5c\nplayers:\n  - {name: Al, cards: As 6d}\n  - {name: Bo, cards: Ts 6h}\n",
     (2, 8), "the board: 5c is not in a short deck"),
    ("game: short-deck\nrules: {method: cards-speak}\nboard: 9h 8s 7c\nplayers:\n  - {name: Al, cards: As 6d}\n"
     "  - {name: Bo, cards: Ts 6h}\n", (2, 17), "short-deck has no low hand: method: cards-speak cannot go with it"),
    ("game: short-deck\nrules: {low: ace-to-five}\nboard: 9h 8s 7c\nplayers:\n  - {name: Al, cards: As 6d}\n"
     "  - {name: Bo, cards: Ts 6h}\n", (2, 14), "short-deck has no low hand: low: ace-to-five cannot go with it"),
]


@pytest.mark.parametrize(("text", "where", "message"), BADUGI_AND_SHORT_DECK_ERRORS)
def test_badugi_and_short_deck_errors_are_located(text: str, where: tuple[int, int], message: str) -> None:
    result = CliRunner().invoke(main, ["resolve", "-"], input=text)
    assert result.exit_code == 1, result.stdout
    line, column = where
    assert f"<stdin>:{line}:{column}: " in result.stderr and message in result.stderr, result.stderr


def test_rank_takes_badugi_and_short_deck() -> None:
    result = CliRunner().invoke(main, ["rank", "As 2d 3h 4c", "2s 3s 4d 5h", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    first, second = json.loads(result.stdout)
    assert first["high"] is None and (first["low"]["place"], second["low"]["place"]) == (1, 2)
    result = CliRunner().invoke(main, ["rank", "Ah Th", "Kh 9s", "--board", "9h 8h 6h Ks Kd", "--game", "6-plus"])
    assert result.exit_code == 0, result.stderr
    assert "flush, ace-ten high" in result.stdout and "low" not in result.stdout
    result = CliRunner().invoke(main, ["rank", "Ah 2h", "Kh 9s", "--board", "9h 8h 6h", "--game", "short-deck"])
    assert result.exit_code == 1 and "hand 1: 2h is not in a short deck" in result.stderr
