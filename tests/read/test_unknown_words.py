"""Unknown words and empty inputs (spec section 7): the nearest known word when one is close, always them all.

Each case writes one word where a showdown file expects a known one, with a near
miss (a slip of the keyboard) and a far miss (something else entirely), and
reads the located error ``potsplit resolve`` prints.
"""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from potsplit.cli import main

TWO = (
    "players:\n  - {name: Alice, cards: As Ks Qs Js 9s, declare: high}\n"
    "  - {name: Bob, cards: 2c 3d 4h 5s 7c, declare: low}\n"
)
TOP = "game, chip, dealer, rules, players, pot, board, boards, boards-split, runs, rake, wild, jokers"
RULE_KEYS = (
    "method, low, qualifier, swing-ties, forfeit, no-winner, odd-chip, odd-chip-cards, odd-chip-low, odd-chip-half, "
    "book, chips, joker, natural-beats-wild"
)
PLAYER_KEYS = "name, cards, declare, bet, folded, ante, expect"
DECLARATIONS = "high, hi, low, lo, swing, both, 0, 1, 2"


def with_rule(key: str, value: str) -> str:
    return f"rules:\n  {key}: {value}\n" + TWO


def error_of(text: str) -> str:
    """The one error ``potsplit resolve -`` prints for *text*, without its place."""
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json"], input=text)
    assert result.exit_code == 1, result.output
    lines = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    [line] = [line for line in lines if "unknown" in line] if len(lines) > 1 else lines  # others may be reported too
    match = re.fullmatch(r"error: <stdin>:\d+:\d+: (.+)", line)
    assert match, line
    return match[1]


GAMES = (
    "draw, stud, holdem, omaha, razz, stud8, omaha8, big-o, 2-7, a-5, california, badugi, short-deck, badeucy, "
    "badacey, razzdugi, razzdeucy, archie, chicago, low-chicago, drawmaha, drawmaha-2-7, drawmaha-a-5, "
    "drawmaha-badugi, hidugi, stud-hi-lo-regular, omaha-hi-lo-regular, courchevel-hi-lo; also "
    "stud-hi-lo, stud/8, omaha-hi-lo, o8, omaha/8, deuce-to-seven, kansas-city, 2-7-triple-draw, ace-to-five, "
    "a-5-triple-draw, california-lowball, 6-plus, six-plus, baduci, badaci, razzduci, high-chicago, courchevel8"
)
CASES = [
    # (id, text, the nearest or None, the allowed list)
    ("top-key-near", TWO + "dealr: Bob\n", "dealer", TOP),
    ("top-key-far", TWO + "xyzzy: 1\n", None, TOP),
    ("rule-key-near", with_rule("forfiet", "defeater"), "forfeit", RULE_KEYS),
    ("rule-key-far", with_rule("house", "yes"), None, RULE_KEYS),
    ("player-key-near", TWO.replace("declare: low", "declar: low"), "declare", PLAYER_KEYS),
    ("player-key-far", TWO.replace("declare: low", "seat: 3"), None, PLAYER_KEYS),
    ("method-near", with_rule("method", "delcare"), "declare", "high, low, cards-speak, declare"),
    ("method-far", with_rule("method", "split"), None, "high, low, cards-speak, declare"),
    ("low-near", with_rule("low", "ace-to-fiv"), "ace-to-five", "ace-to-five, deuce-to-seven, ace-to-six, badugi"),
    ("low-far", with_rule("low", "razz"), None, "ace-to-five, deuce-to-seven, ace-to-six, badugi"),
    ("swing-ties-near", with_rule("swing-ties", "spilt"), "split", "split, lose, clear-half"),
    ("swing-ties-far", with_rule("swing-ties", "chop"), None, "split, lose, clear-half"),
    ("forfeit-near", with_rule("forfeit", "defeat"), "defeater", "next-best, defeater"),
    ("forfeit-far", with_rule("forfeit", "winner"), None, "next-best, defeater"),
    ("no-winner-near", with_rule("no-winner", "carry-ovr"), "carry-over", "cards-speak, carry-over"),
    ("no-winner-far", with_rule("no-winner", "refund"), None, "cards-speak, carry-over"),
    ("odd-chip-near", with_rule("odd-chip", "seats"), "seat", "seat, suit"),
    ("odd-chip-far", with_rule("odd-chip", "random"), None, "seat, suit"),
    ("odd-chip-cards-near", with_rule("odd-chip-cards", "al"), "all", "all, five"),
    ("odd-chip-cards-far", with_rule("odd-chip-cards", "hole"), None, "all, five"),
    ("odd-chip-low-near", with_rule("odd-chip-low", "lowst"), "lowest", "lowest, highest"),
    ("odd-chip-low-far", with_rule("odd-chip-low", "middle"), None, "lowest, highest"),
    ("book-near", with_rule("book", "wsopp"), "wsop", "robert, wsop"),
    ("book-far", with_rule("book", "tda"), None, "robert, wsop"),
    ("game-near", "game: studd\n" + TWO, "stud", GAMES),
    ("game-alias", "game: omaha-hilo\n" + TWO, "omaha-hi-lo", GAMES),
    ("game-far", "game: bridge\n" + TWO, None, GAMES),
    ("declaration-near", TWO.replace("declare: low", "declare: swign"), "swing", DECLARATIONS),
    ("declaration-far", TWO.replace("declare: low", "declare: middle"), None, DECLARATIONS),
    ("chips-declaration-near", with_rule("chips", "[low, hihg, swing]"), "high", DECLARATIONS),
]


@pytest.mark.parametrize(("text", "close", "allowed"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_an_unknown_word_names_the_nearest_when_close_and_always_every_allowed_one(
    text: str, close: str | None, allowed: str
) -> None:
    message = error_of(text)
    assert message.startswith("unknown "), message
    assert message.endswith(f"(allowed: {allowed})"), message
    if close is None:
        assert "did you mean" not in message, message
    else:
        assert f"did you mean {close!r}?" in message, message


@pytest.mark.parametrize(
    ("card", "says"),
    [
        ("Kz", "('z' is not a suit: s, h, d, c or ♠ ♥ ♦ ♣)"),
        ("1s", "('1' is not a rank: 2-9, T or 10, J, Q, K, A)"),
        ("Ahh", "did you mean 'Ah'?"),
        ("Xx", "'X' is not a rank: 2-9, T or 10, J, Q, K, A; 'x' is not a suit: s, h, d, c or ♠ ♥ ♦ ♣)"),
    ],
)
def test_an_unknown_card_says_which_part_is_wrong_and_every_rank_and_suit(card: str, says: str) -> None:
    message = error_of(TWO.replace("2c 3d 4h 5s 7c", f"2c 3d 4h 5s {card}"))
    assert message.startswith(f"Bob's cards: unknown card {card!r}: a card is a rank 2-9, T or 10, J, Q, K, A")
    assert says in message


@pytest.mark.parametrize(
    "text", ["", "# only a comment\n# and another\n", "---\n---\n---\n", "\n\n   \n"],
    ids=["empty", "comments", "only-markers", "blank-lines"],
)
@pytest.mark.parametrize("fmt", ["table", "json"])
def test_an_input_without_any_showdown_is_an_error_naming_it(text: str, fmt: str) -> None:
    result = CliRunner().invoke(main, ["resolve", "-", "--format", fmt], input=text)
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == "error: <stdin>: no showdown in this input: it is empty, or holds only comments and ---\n"


def test_an_empty_file_is_named_in_its_error(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "night.yaml"
    path.write_text("# nothing yet\n")
    for command in ("resolve", "compare"):
        result = CliRunner().invoke(main, [command, str(path)])
        assert result.exit_code == 1
        assert result.stderr.startswith(f"error: {path}: no showdown in this input")
