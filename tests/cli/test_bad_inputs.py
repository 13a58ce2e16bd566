"""Bad input through the command line: every error of spec section 7, and hostile input.

Each file in ``tests/bad_inputs/`` is one invalid showdown (its first line says what is wrong).
``EXPECTED`` gives, for each, the line and column the error must name and a piece of its message.
Every run must exit 1, print ``FILE:LINE:COLUMN: message`` on stderr, never a traceback, and take
under a second. Large hostile inputs (10 MB of junk, 100,000 nested lists) are written into
``tmp_path`` by the tests themselves.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from potsplit.cli import main

BAD = Path(__file__).parents[1] / "bad_inputs"
SECONDS = 1.0
"""The longest any one run may take."""
CARD_HELP = "a card is a rank 2-9, T or 10, J, Q, K, A and a suit s, h, d, c"
TOP = "(game, chip, dealer, rules, players, pot, board, boards, boards-split, runs, rake, wild, jokers)"
PLAYER_KEYS = "(name, cards, declare, bet, folded, ante, expect)"
PLAIN = "is not allowed: a showdown holds plain values only"

EXPECTED: dict[str, tuple[int, int, str]] = {
    # unknown keys: the nearest known one, or all of them
    "unknown_top_key.yaml": (3, 1, "unknown key 'playrs': did you mean 'players'?"),
    "unknown_player_key.yaml": (6, 5, "unknown key 'cads': did you mean 'cards'?"),
    "unknown_rule_key.yaml": (3, 3, "unknown key 'metod': did you mean 'method'?"),
    "merge_key.yaml": (2, 1, f"unknown key 'base': did you mean 'boards'? (allowed: {TOP[1:-1]})"),
    "key_is_list.yaml": (5, 3, f"a key must be text {TOP}, not a list"),
    # unknown rule values and games: the allowed ones
    "unknown_method.yaml": (4, 11, "unknown method 'split' (allowed: high, low, cards-speak, declare)"),
    "unknown_low_system.yaml": (
        4, 8, "unknown low system 'razz' (allowed: ace-to-five, deuce-to-seven, ace-to-six, badugi)"
    ),
    "unknown_swing_ties.yaml": (2, 38, "unknown swing-ties rule 'chop' (allowed: split, lose, clear-half)"),
    "unknown_forfeit.yaml": (3, 12, "unknown forfeit rule 'winner' (allowed: next-best, defeater)"),
    "unknown_no_winner.yaml": (3, 14, "unknown no-winner rule 'refund' (allowed: cards-speak, carry-over)"),
    "unknown_odd_chip.yaml": (5, 13, "unknown odd-chip rule 'random' (allowed: seat, suit)"),
    "unknown_game.yaml": (
        2, 7, "unknown game 'studd8': did you mean 'stud8'? (allowed: draw, stud, holdem, omaha, razz, stud8, omaha8, "
        "big-o, 2-7, a-5, california, badugi, short-deck, badeucy, badacey, razzdugi, razzdeucy, archie, chicago, "
        "low-chicago, drawmaha, drawmaha-2-7, drawmaha-a-5, drawmaha-badugi, hidugi, stud-hi-lo-regular, "
        "omaha-hi-lo-regular, courchevel-hi-lo; also stud-hi-lo, stud/8, omaha-hi-lo, o8, omaha/8, deuce-to-seven, "
        "kansas-city, 2-7-triple-draw, ace-to-five, a-5-triple-draw, california-lowball, 6-plus, six-plus, baduci, "
        "badaci, razzduci, high-chicago, courchevel8)"
    ),
    "qualifier_with_method_low.yaml": (4, 14, "a qualifier cannot go with method: low"),
    "qualifier_out_of_range.yaml": (4, 14, "qualifier must be 5 to 14 (the highest card of a qualifying low), not 3"),
    "qualifier_not_a_number.yaml": (4, 14, "qualifier must be a whole number, not 'eight'"),
    "chips_rule_too_short.yaml": (3, 10, "chips must list what 0, 1 and 2 chips mean, e.g. [low, high, swing]"),
    "chips_rule_repeated.yaml": (3, 10, "chips must give low, high and swing once each"),
    # cards: the card text (at the card itself), the card dealt twice, the count for the game
    "unknown_card.yaml": (6, 18, f"Bob's cards: unknown card 'Xx': {CARD_HELP}"),
    "unknown_card_in_list.yaml": (9, 9, f"Bob's cards: unknown card '1s': {CARD_HELP}"),
    "unknown_board_card.yaml": (2, 14, f"the board: unknown card 'Kz': {CARD_HELP}"),
    "duplicate_card.yaml": (6, 12, "card As is dealt twice: to Alice and Bob"),
    "duplicate_card_in_one_hand.yaml": (6, 12, "card 7c is dealt twice"),
    "duplicate_card_board.yaml": (8, 12, "card Ks is dealt twice: to the board and Bob"),
    "wrong_card_count_draw.yaml": (7, 12, "Bob: draw needs 5 cards a player, not 6"),
    "wrong_card_count_stud.yaml": (6, 12, "Bob: stud needs 5 to 7 cards a player, not 4"),
    "wrong_card_count_holdem.yaml": (8, 12, "Bob: holdem needs 2 cards a player, not 3"),
    "board_too_small.yaml": (6, 8, "holdem needs a board of 3 to 5 cards, not 2"),
    "board_in_draw.yaml": (8, 8, "draw has no board, but 3 board cards are given"),
    "game_cannot_be_told.yaml": (2, 8, "cannot tell the game: with a board every hand must have 2 cards (holdem)"),
    "cards_mapping.yaml": (6, 12, "Bob's cards must be text or a list of cards, not a mapping"),
    "card_is_list.yaml": (6, 21, "a card must be text, not a list"),
    "no_cards.yaml": (5, 5, "Bob has no cards (only a folded player may leave them out)"),
    # declarations
    "missing_declaration.yaml": (8, 5, "Bob has no declaration (method: declare): declare high, low or swing"),
    "unknown_declaration.yaml": (8, 14, "unknown declaration 'middle': declare high, low or swing (hi, lo, both)"),
    "declaration_three_chips.yaml": (8, 14, "unknown declaration '3': declare high, low or swing"),
    # money: the pot, the bets, the chip
    "pot_zero.yaml": (2, 6, "the pot must be a positive amount, not 0"),
    "pot_negative.yaml": (5, 6, "the pot must be a positive amount, not -5"),
    "pot_text.yaml": (2, 6, "the pot must be an amount (40, 12.50 or \"3/4\"), not 'a lot'"),
    "pot_divides_by_zero.yaml": (2, 6, "the pot '1/0' divides by zero"),
    "pot_huge_float.yaml": (2, 6, "the pot must be an amount (40, 12.50 or \"3/4\"), not '1e400'"),
    "pot_infinite.yaml": (2, 6, "the pot must be an amount (40, 12.50 or \"3/4\"), not '.inf'"),
    "pot_nan.yaml": (2, 6, "the pot must be an amount (40, 12.50 or \"3/4\"), not '.nan'"),
    "pot_is_list.yaml": (2, 6, "the pot must be text, not a list"),
    "bets_do_not_add_up.yaml": (2, 6, "the pot is 100 but the bets add up to 90"),
    "bet_missing.yaml": (9, 5, "Carol has no bet: when one player has a bet, every player must"),
    "bet_negative.yaml": (8, 10, "a bet cannot be negative: -10"),
    "bets_all_zero.yaml": (3, 3, "the bets add up to nothing: the pot must be positive"),
    "chip_does_not_divide_pot.yaml": (3, 6, "the pot 12 is not a whole number of 5 chips"),
    "chip_does_not_divide_bet.yaml": (9, 10, "Bob's bet 15/2 is not a whole number of 5 chips"),
    "chip_zero.yaml": (3, 7, "the chip must be a positive amount, not 0"),
    # players
    "duplicate_player_name.yaml": (7, 11, "two players are named 'Alice'"),
    "empty_player_name.yaml": (5, 11, "a player's name must not be empty"),
    "player_without_name.yaml": (5, 5, "player 2 has no name"),
    "name_is_mapping.yaml": (5, 11, "a player's name must be text, not a mapping"),
    "all_folded.yaml": (3, 3, "every player has folded: at least one must still be in"),
    "folded_not_boolean.yaml": (7, 13, "folded must be true or false, not 'maybe'"),
    "unknown_dealer.yaml": (2, 9, "the dealer 'Zed' is not one of the players"),
    "players_missing.yaml": (2, 1, "a showdown needs players:"),
    "players_empty.yaml": (3, 10, f"a showdown needs players: a list of players {PLAYER_KEYS}"),
    "players_mapping.yaml": (3, 3, f"players must be a list of players {PLAYER_KEYS}"),
    "player_is_string.yaml": (5, 5, f"player 2 must be a mapping of keys {PLAYER_KEYS}, not 'Bob"),
    # a key given twice (a null value counts)
    "duplicate_key.yaml": (6, 1, "key 'pot' is given twice"),
    "duplicate_key_in_player.yaml": (7, 5, "key 'cards' is given twice"),
    # the shape of a document
    "document_is_list.yaml": (2, 1, f"a showdown must be a mapping of keys {TOP}, not a list"),
    "document_is_scalar.yaml": (2, 1, f"a showdown must be a mapping of keys {TOP}, not 'just some text'"),
    # YAML: tags, aliases, syntax
    "python_tag.yaml": (5, 11, f"the YAML tag '!!python/object/apply:os.system' {PLAIN}"),
    "python_tag_document.yaml": (2, 1, f"the YAML tag '!!python/object/apply:os.system' {PLAIN}"),
    "custom_tag.yaml": (2, 6, f"the YAML tag '!fraction' {PLAIN}"),
    "alias_bomb.yaml": (2, 1, "unknown key 'a'"),
    "alias_bomb_in_players.yaml": (5, 9, "a card must be text, not a list"),
    "undefined_alias.yaml": (4, 12, "not valid YAML: the alias '*hand' repeats no anchor '&hand' above it"),
    "yaml_syntax_error.yaml": (4, 12, "not valid YAML: the '[' opened here is not closed"),
    "tab_indentation.yaml": (4, 1, "not valid YAML: tabs cannot indent YAML"),
    # several documents: the error of the second, the first and third still resolved
    "three_documents.yaml": (8, 31, f"Dave's cards: unknown card 'Zz': {CARD_HELP}"),
}


def resolve(path: Path, *options: str) -> Result:
    """``potsplit resolve PATH`` through click's test runner; fails the test if it takes a second or more.

    CPU time of this process: other tests running beside it on a busy machine do not count.
    """
    start = time.process_time()
    result = CliRunner().invoke(main, ["resolve", str(path), *options])
    seconds = time.process_time() - start
    assert seconds < SECONDS, f"{path.name} took {seconds:.2f} s"
    return result


def errors_of(result: Result, path: Path) -> list[tuple[int, int, str]]:
    """The (line, column, message) of each located error on stderr, after checking the run failed cleanly."""
    assert result.exit_code == 1, (result.exit_code, result.output)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert lines, "no error printed"
    found = []
    for number, line in enumerate(lines):
        if line.startswith("  "):  # the source line under an error, then a caret under its column
            previous = lines[number - 1]
            if re.fullmatch(r"  (\d+) \| .*", line):
                assert previous.startswith("error: ") and int(line.split()[0]) == found[-1][0], (previous, line)
            else:
                assert re.fullmatch(r"  +\| [ \t]*\^", line) and re.fullmatch(r"  \d+ \| .*", previous), line
            continue
        match = re.fullmatch(rf"error: {re.escape(str(path))}:(\d+):(\d+): (.+)", line)
        assert match, f"not FILE:LINE:COLUMN: message: {line!r}"
        found.append((int(match[1]), int(match[2]), match[3]))
    return found


def the_error(result: Result, path: Path) -> tuple[int, int, str]:
    """The one located error of a run that printed nothing on stdout."""
    errors = errors_of(result, path)
    assert len(errors) == 1, errors
    assert result.stdout == ""
    return errors[0]


def test_there_are_at_least_30_bad_inputs_and_each_has_an_expectation() -> None:
    files = {path.name for path in BAD.glob("*.yaml")}
    assert len(files) >= 30
    assert files == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_bad_input_is_an_error_at_its_line_and_column_with_a_readable_message(name: str) -> None:
    path = BAD / name
    line, column, message = EXPECTED[name]
    result = resolve(path)
    found = errors_of(result, path)
    assert found == sorted(found, key=lambda error: error[:2]), "not in line order"
    assert any((at_line, at_column) == (line, column) and message in text for at_line, at_column, text in found), found
    if name != "three_documents.yaml":
        assert result.stdout == ""


def test_of_three_documents_the_first_and_third_are_printed_and_the_second_is_the_error() -> None:
    path = BAD / "three_documents.yaml"
    result = resolve(path, "--format", "json")
    [(line, column, message)] = errors_of(result, path)
    assert (line, column) == (8, 31) and "'Zz'" in message
    printed = [json.loads(line) for line in result.stdout.splitlines()]
    assert [showdown.get("payouts") for showdown in printed] == [
        {"Alice": "1", "Bob": "0"}, None, {"Erin": "1", "Finn": "0"}
    ]
    assert printed[1]["errors"][0]["line"] == 8 and printed[1]["source"]["document"] == 2


def test_of_three_documents_the_table_shows_the_first_and_the_third() -> None:
    path = BAD / "three_documents.yaml"
    result = resolve(path)
    assert len(errors_of(result, path)) == 1
    assert "showdown 1" in result.stdout and "showdown 3" in result.stdout
    assert "showdown 2" not in result.stdout and "Carol" not in result.stdout


def test_a_missing_file_is_an_input_that_cannot_be_read() -> None:
    result = CliRunner().invoke(main, ["resolve", str(BAD / "no-such-file.yaml")])
    assert result.exit_code == 3
    assert "No such file" in result.stderr and "no-such-file.yaml" in result.stderr
    assert "Traceback" not in result.output and result.stdout == ""


# --- hostile input, written into tmp_path ---------------------------------------------------------

TEN_MB = 10 * 1024 * 1024
TWO_PLAYERS = "players:\n  - {name: Alice, cards: As Ks Qs Js 9s}\n  - {name: Bob, cards: 2c 3d 4h 5s 7c}\n"


def write(tmp_path: Path, name: str, data: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_bytes(data)
    return path


def junk(alphabet: bytes, size: int, seed: int) -> bytes:
    """*size* seeded random bytes drawn from *alphabet*."""
    table = bytes(alphabet[byte % len(alphabet)] for byte in range(256))
    return random.Random(seed).randbytes(size).translate(table)


def test_invalid_utf8_is_located_at_its_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, "latin1.yaml", "players:\n  - name: Zoé\n    cards: As Ks Qs Js 9s\n".encode("latin-1"))
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (2, 13)
    assert message == "not UTF-8 text: byte 0xe9 at line 2"


def test_a_nul_byte_is_located_after_multibyte_characters(tmp_path: Path) -> None:
    path = write(tmp_path, "nul.yaml", "players:\n  - name: Zoé Ærø\n    cards: As\0 Ks Qs Js 9s\n".encode())
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (3, 14)
    assert "control character" in message and "U+0000" in message


def test_ten_megabytes_of_random_bytes(tmp_path: Path) -> None:
    path = write(tmp_path, "random.bin", random.Random(20261130).randbytes(TEN_MB))
    errors = errors_of(resolve(path), path)
    assert errors and all(line >= 1 and column >= 1 for line, column, _ in errors)
    assert any(message.startswith(("not UTF-8 text", "this document is over 1 MiB")) for _, _, message in errors)


def test_a_megabyte_of_random_bytes_is_not_utf8_at_its_place(tmp_path: Path) -> None:
    data = random.Random(20261130).randbytes(50_000).translate(bytes.maketrans(b"-.%", b"+,!"))  # no markers
    path = write(tmp_path, "random.bin", b"players:\n" + data)
    line, column, message = the_error(resolve(path), path)
    assert line >= 2 and column >= 1
    assert message.startswith("not UTF-8 text: byte 0x")


def test_ten_megabytes_of_random_yaml_punctuation(tmp_path: Path) -> None:
    """Its thousands of directive lines are as many documents, each read (and refused) on its own: seconds."""
    path = write(tmp_path, "punctuation.yaml", junk(b"abc: -[]{}\n#&*!|>'\"%@`,?", TEN_MB, 7))
    start = time.process_time()
    result = CliRunner().invoke(main, ["resolve", str(path)])
    assert time.process_time() - start < 20
    errors = errors_of(result, path)
    assert len(errors) > 1000 and all(len(message) < 300 for _, _, message in errors)


def test_ten_megabytes_of_words_are_a_document_over_the_limit_not_read(tmp_path: Path) -> None:
    path = write(tmp_path, "words.yaml", junk(b"abcdefghij \n", TEN_MB, 8))
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (1, 1)
    assert message == "this document is over 1 MiB: not read (a showdown takes a few KiB)"


def test_half_a_megabyte_of_words_is_one_scalar_shown_cut_short(tmp_path: Path) -> None:
    path = write(tmp_path, "words.yaml", junk(b"abcdefghij \n", 500_000, 8))
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (1, 1)
    assert message.startswith("a showdown must be a mapping of keys")
    assert len(message) < 300 and "characters)" in message


LIBYAML_LIMIT = "not valid YAML: lists and mappings are nested too deep to be read"


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("brackets.yaml", "[" * 100_000, (1, 65)),
        ("braces.yaml", "{a: " * 100_000, (1, 257)),
        ("dashes.yaml", "- " * 100_000 + "x\n", (1, 129)),
        ("in-a-player.yaml", "players:\n  - name: " + "[" * 100_000 + "\n", (2, 72)),
    ],
    ids=["brackets", "braces", "dashes", "in-a-player"],
)
def test_deep_nesting_is_refused_at_the_depth_limit(
    tmp_path: Path, name: str, text: str, where: tuple[int, int]
) -> None:
    """The 65th list or mapping down is where the error is."""
    path = write(tmp_path, name, text)
    line, column, message = the_error(resolve(path), path)
    if message == LIBYAML_LIMIT:  # libyaml >= 0.2.6 (PyYAML >= 6.0.4) stops flow nesting at 1000 itself
        assert line == where[0] and column > where[1]
    else:
        assert (line, column) == where
        assert message == "not a showdown: lists and mappings nested more than 64 deep"


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("brackets.yaml", "[" * 100 + "]" * 100, (1, 65)),
        ("braces.yaml", "{a: " * 100 + "}" * 100, (1, 257)),
        ("dashes.yaml", "- " * 100 + "x\n", (1, 129)),
        ("in-a-player.yaml", "players:\n  - name: " + "[" * 100 + "]" * 100 + "\n", (2, 72)),
    ],
    ids=["brackets", "braces", "dashes", "in-a-player"],
)
def test_within_libyaml_s_own_limit_the_65th_level_is_refused(
    tmp_path: Path, name: str, text: str, where: tuple[int, int]
) -> None:
    """libyaml stops at 1,000 levels itself; potsplit's own walk of the nodes stops at the 65th."""
    from potsplit.read import nodes

    path = write(tmp_path, name, text)
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == where
    assert message == f"not a showdown: lists and mappings nested more than {nodes.MAX_DEPTH} deep"


def test_deep_nesting_does_not_crash_a_real_process(tmp_path: Path) -> None:
    """The C composer recursed without limit and the interpreter died of a segmentation fault."""
    path = write(tmp_path, "deep.yaml", "[" * 100_000)
    done = subprocess.run(
        [sys.executable, "-m", "potsplit", "resolve", str(path)],
        capture_output=True, text=True, timeout=60, cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 1, done.stderr
    assert f"{path}:1:65: not a showdown" in done.stderr or LIBYAML_LIMIT in done.stderr
    assert "Traceback" not in done.stderr


def test_a_billion_laughs_of_twenty_levels_fails_fast(tmp_path: Path) -> None:
    """10**20 strings if expanded; every node is visited once (the check for YAML tags walks them all)."""
    lines = ["players:", "  - name: Alice", "    cards:", "      - &a0 [" + ", ".join(["lol"] * 10) + "]"]
    lines += [f"      - &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]" for level in range(1, 20)]
    lines += ["    declare: *a19", "    bet: *a19"]
    path = write(tmp_path, "bomb.yaml", "\n".join(lines) + "\n")
    found = errors_of(resolve(path), path)
    assert found == [
        (4, 9, "a card must be text, not a list"),
        (23, 9, "declaration must be text, not a list"),
        (23, 9, "Alice's bet must be text, not a list"),  # the node the alias repeats
    ]


def test_one_player_aliased_thirty_thousand_times_fails_fast(tmp_path: Path) -> None:
    players = ", ".join(["&p {name: A, cards: As Ks Qs Js 9s}"] + ["*p"] * 30_000)
    path = write(tmp_path, "players.yaml", f"players: [{players}]\n")
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (1, 11)  # an alias is located where its anchor is
    assert message == "player 2 is player 1 again (a YAML alias)"


def test_a_recursive_alias_is_not_followed_for_ever(tmp_path: Path) -> None:
    path = write(tmp_path, "recursive.yaml", "players:\n  - name: A\n    cards: &c [As, *c]\n")
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (3, 12)
    assert message == "a card must be text, not a list"


def test_a_pot_of_a_million_digits_is_shown_cut_short(tmp_path: Path) -> None:
    path = write(tmp_path, "pot.yaml", TWO_PLAYERS + "pot: " + "9" * 1_000_000 + "\n")
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (4, 6)
    assert message.startswith("the pot must be an amount") and len(message) < 300


def test_a_hundred_thousand_cards_are_refused_before_they_are_read(tmp_path: Path) -> None:
    path = write(tmp_path, "cards.yaml", "players:\n  - name: A\n    cards: " + "As Kd " * 100_000 + "\n")
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (3, 12)
    assert message == "A's cards: more than the 52 cards of a deck"


def test_a_long_name_given_twice_is_shown_cut_short(tmp_path: Path) -> None:
    name = "n" * 64
    text = f"players:\n  - name: {name}\n    cards: As Ks Qs Js 9s\n  - name: {name}\n    cards: 2c 3d 4h 5s 7c\n"
    path = write(tmp_path, "names.yaml", text)
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (4, 11)
    assert message.startswith("two players are named 'nnnn") and len(message) < 300


def test_a_huge_name_is_refused_where_it_is_and_shown_cut_short(tmp_path: Path) -> None:
    text = f"players:\n  - name: {'n' * 500_000}\n    cards: As Ks Qs Js 9s\n"
    path = write(tmp_path, "names.yaml", text)
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (2, 11)
    assert message.startswith("a player's name is at most 64 characters, not 500,000: 'nnnn") and len(message) < 300


def test_a_long_unknown_key_is_shown_cut_short(tmp_path: Path) -> None:
    path = write(tmp_path, "key.yaml", TWO_PLAYERS + "k" * 1000 + ": 1\n")  # from 1,024 on, YAML reads no key
    line, column, message = the_error(resolve(path), path)
    assert (line, column) == (4, 1)
    assert message.startswith("unknown key 'kkkk") and len(message) < 300


def test_empty_documents_are_skipped_not_errors(tmp_path: Path) -> None:
    """A trailing ``---``, or a document of comments only, is no showdown and no error."""
    path = write(tmp_path, "trailing.yaml", "---\n" + TWO_PLAYERS + "---\n# nothing here\n---\n")
    result = resolve(path, "--format", "json")
    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == 1
