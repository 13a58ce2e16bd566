"""What the YAML reader hands the model (spec sections 1, 7 and 10): plain values, read once by the model.

The reader keeps what is YAML's (node kinds, tags, aliases, keys); each value goes to the model as text (a
YAML boolean as itself only where a key is on or off), a list as its items, and a list or a mapping where the
model takes text as an empty one of its kind, whose content is never read.
"""

from __future__ import annotations

import pytest

from potsplit import InvalidShowdown
from potsplit.engine.model import PLAYER_KEYS
from potsplit.engine.rules import RULES, TOP_LEVEL_RULES
from potsplit.read.keys import KEYS, SWITCHES
from potsplit.read.showdowns import read_showdowns

TWO = "players:\n  - {name: Al, cards: As Ks Qs Js Ts%s}\n  - {name: Bo, cards: 2c 3d 4h 5s 7c}\n"


def errors(text: str) -> list[str]:
    with pytest.raises(InvalidShowdown) as caught:
        next(read_showdowns(text, "a.yaml"))
    return [str(error) for error in caught.value.errors]


def test_the_reader_s_keys_are_the_model_s_in_the_same_order() -> None:
    """Messages list them from either side: ``player 2 must be a mapping of keys (name, cards, ...)``."""
    assert KEYS["player"] == PLAYER_KEYS and KEYS["rules"] == tuple(key for key in RULES if key not in TOP_LEVEL_RULES)
    assert {"folded", "natural-beats-wild", "no-flop-no-drop"} == SWITCHES


def test_a_yaml_boolean_is_one_only_where_a_key_is_on_or_off() -> None:
    (showdown,) = read_showdowns("rules: {natural-beats-wild: on}\n" + TWO % ", folded: yes", "a.yaml")
    assert showdown.rules.natural_beats_wild is True
    assert showdown.players[0].folded is True and showdown.players[0].name == "Al"
    (named,) = read_showdowns(TWO.replace("name: Al", "name: yes") % "", "a.yaml")
    assert named.players[0].name == "yes"  # a name is text, even one YAML reads as true
    assert errors(TWO % ", folded: 'true'") == ["a.yaml:2:47: folded must be true or false, not 'true'"]
    assert errors(TWO % ", declare: no") == [
        "a.yaml:2:48: unknown declaration 'no': declare high, low or swing (hi, lo, both), or 0, 1 or 2 chips in "
        "hand (allowed: high, hi, low, lo, swing, both, 0, 1, 2)"
    ]


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("[10, 20]", "Al's bet must be text, not a list"),
        ("{a: 1}", "Al's bet must be text, not a mapping"),
        ("&l [[[1]]]", "Al's bet must be text, not a list"),
    ],
)
def test_a_list_or_a_mapping_where_text_goes_is_named_by_its_kind_at_its_node(value: str, message: str) -> None:
    assert errors(TWO % f", bet: {value}") == [f"a.yaml:2:44: {message}"]


def test_a_tag_inside_a_value_handed_over_empty_is_still_refused() -> None:
    assert errors(TWO % ", bet: [1, [!!python/name:os.system x]]") == [
        "a.yaml:2:49: the YAML tag '!!python/name:os.system' is not allowed: a showdown holds plain values only"
    ]


def test_a_misspelled_key_hides_only_what_its_value_would_tell() -> None:
    """``playrs`` meant the players: their absence is not a second problem; ``dealr`` hides no other check."""
    assert errors("playrs: []\n") == [
        "a.yaml:1:1: unknown key 'playrs': did you mean 'players'? (allowed: game, chip, dealer, rules, players, "
        "pot, board, boards, boards-split, runs, rake, wild, jokers)"
    ]
    found = errors("dealr: Al\npot: 0\n" + TWO % "")
    assert len(found) == 2
    assert found[0].startswith("a.yaml:1:1: unknown key 'dealr': did you mean 'dealer'?")
    assert found[1] == "a.yaml:2:6: the pot must be a positive amount, not 0"


def test_a_player_given_twice_by_an_alias_is_read_once_and_the_checks_of_the_players_are_skipped() -> None:
    text = "players:\n  - &a {name: Al, cards: As Ks Qs Js Ts}\n  - *a\n  - {name: Al, cards: 2c 3d 4h 5s 7c}\n"
    assert errors(text) == ["a.yaml:2:5: player 2 is player 1 again (a YAML alias)"]  # where its anchor is
