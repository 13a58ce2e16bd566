"""PokerStars text read rule by rule: each case a small hand written for the test (no real player's hand), and
what its showdown holds (each player's bet, dead money, whether he is out, his cards; the boards) or the error it
is, located."""

from __future__ import annotations

from fractions import Fraction

import pytest

from potsplit.errors import InvalidShowdown
from potsplit.read.pokerstars import streams
from potsplit.run.hand_histories import resolve_pokerstars
from potsplit.run.results import Invalid, Resolved
from potsplit.show.checking import checked

F = Fraction


def text(header: str, *lines: str, button: int | None = 3) -> str:
    table = "Table 'T' 6-max" + ("" if button is None else f" Seat #{button} is the button")
    return "\n".join([f"PokerStars Hand #7:  {header} - 2026/12/04 12:00:00 ET", table, *lines]) + "\n"


HOLDEM = "Hold'em No Limit ($0.50/$1 USD)"
SEATS = ("Seat 1: Al ($100 in chips)", "Seat 2: Bo ($100 in chips)", "Seat 3: Cy ($100 in chips)")
SUMMARY_BOARD = "Board [Ks 7h 2c Ts 3d]"
STREETS = ("*** FLOP *** [Ks 7h 2c]", "*** TURN *** [Ks 7h 2c] [Ts]", "*** RIVER *** [Ks 7h 2c Ts] [3d]")

CASES = {
    # A second small blind (a player coming back) is dead; of "small & big blinds" the big blind is live.
    "dead posts": (text(HOLDEM, *SEATS, "Seat 4: Di ($100 in chips)", "Al: posts small blind $0.50",
                        "Bo: posts big blind $1", "Cy: posts small & big blinds $1.50", "Di: posts small blind $0.50",
                        "*** HOLE CARDS ***", "Di: calls $1", "Cy: checks", "Al: folds", "Bo: checks", *STREETS,
                        "Bo: checks", "Cy: checks", "Di: checks", "Bo: checks", "Cy: checks", "Di: checks",
                        "Bo: checks", "Cy: checks", "Di: checks", "*** SHOW DOWN ***", "Bo: shows [Kc Kd]",
                        "Cy: shows [Qs Js]", "Di: shows [2h 2d]", "Bo collected $4.50 from pot", "*** SUMMARY ***",
                        "Total pot $4.50 | Rake $0", SUMMARY_BOARD),
                   {"Al": (F(1, 2), F(0), True), "Bo": (F(1), F(0), False), "Cy": (F(1), F(1, 2), False),
                    "Di": (F(1), F(1, 2), False)}),
    # A straddle is live: the others call it; the uncalled part of a raise comes back at the end of its street.
    "straddle": (text(HOLDEM, *SEATS, "Al: posts small blind $0.50", "Bo: posts big blind $1",
                      "Cy: posts straddle $2", "*** HOLE CARDS ***", "Al: calls $1.50", "Bo: raises $6 to $8",
                      "Cy: folds", "Al: folds", "Uncalled bet ($6) returned to Bo", "Bo collected $6 from pot",
                      "*** SUMMARY ***", "Total pot $6 | Rake $0"),
                 {"Al": (F(2), None, True), "Bo": (F(2), None, False), "Cy": (F(2), None, True)}),
    # Older files return no uncalled bet in words: the big blind's unmatched half comes back all the same.
    "silent return": (text("Hold'em Limit ($1/$2 USD)", *SEATS, "Al: posts small blind $0.50",
                           "Bo: posts big blind $1", "*** HOLE CARDS ***", "Cy: folds", "Al: folds",
                           "Bo collected $1 from pot", "*** SUMMARY ***", "Total pot $1 | Rake $0"),
                      {"Al": (F(1, 2), None, True), "Bo": (F(1, 2), None, False), "Cy": (F(0), None, True)}),
    # A player still in who shows one card of two did not show: the one who showed both wins.
    "shows one card": (text(HOLDEM, *SEATS, "Al: posts small blind $0.50", "Bo: posts big blind $1",
                            "*** HOLE CARDS ***", "Cy: folds", "Al: calls $0.50", "Bo: checks", *STREETS,
                            "Al: checks", "Bo: checks", "Al: checks", "Bo: checks", "Al: checks", "Bo: checks",
                            "*** SHOW DOWN ***", "Al: shows [Ac]", "Bo: shows [9c 8c]", "Bo collected $2 from pot",
                            "*** SUMMARY ***", "Total pot $2 | Rake $0", SUMMARY_BOARD),
                       {"Al": (F(1), None, True), "Bo": (F(1), None, False), "Cy": (F(0), None, True)}),
    # 6+ hold'em: the button blind is live, antes dead.
    "button blind": (text("6+ Hold'em No Limit (Button Blind $1 - Ante $1 USD)", *SEATS, "Al: posts the ante $1",
                          "Bo: posts the ante $1", "Cy: posts the ante $1", "Cy: posts button blind $1",
                          "*** HOLE CARDS ***", "Al: folds", "Bo: folds", "Uncalled bet ($1) returned to Cy",
                          "Cy collected $3 from pot", "*** SUMMARY ***", "Total pot $3 | Rake $0"),
                     {"Al": (F(0), F(1), True), "Bo": (F(0), F(1), True), "Cy": (F(0), F(1), False)}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_rule_of_the_money(name: str) -> None:
    hand, expected = CASES[name]
    [showdown] = list(streams.read_showdowns(hand, f"{name}.txt"))
    got = {player.name: (player.bet, player.ante, player.folded) for player in showdown.players}
    assert got == expected
    [result] = resolve_pokerstars(next(streams.numbered(hand, f"{name}.txt")), None)
    assert isinstance(result, Resolved)
    assert checked(result).verdict == "agree"


STUD8 = text(
    "7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD)", *SEATS, "Al: posts the ante $0.01", "Bo: posts the ante $0.01",
    "Cy: posts the ante $0.01", "*** 3rd STREET ***", "Dealt to Al [2c 3c 4d]", "Dealt to Bo [Kd]",
    "Dealt to Cy [9s]", "Al: brings in for $0.02", "Bo: calls $0.02", "Cy: folds", "*** 4th STREET ***",
    "Dealt to Al [2c 3c 4d] [5h]", "Dealt to Bo [Kd] [Kc]", "Bo: checks", "Al: checks", "*** 5th STREET ***",
    "Dealt to Al [2c 3c 4d 5h] [8d]", "Dealt to Bo [Kd Kc] [8s]", "Bo: checks", "Al: checks",
    "*** 6th STREET ***", "Dealt to Al [2c 3c 4d 5h 8d] [Td]", "Dealt to Bo [Kd Kc 8s] [7h]", "Bo: checks",
    "Al: checks", "*** RIVER ***", "Dealt to Al [2c 3c 4d 5h 8d Td] [Jd]", "Bo: checks", "Al: checks",
    "*** SHOW DOWN ***", "Bo: shows [Ks Kh Kd Kc 8s 7h 6c] (HI: four of a kind, Kings)",
    "Al: shows [2c 3c 4d 5h 8d Td Jd] (HI: high card Jack; LO: 8,5,4,3,2)", "Bo collected $0.04 from pot",
    "Al collected $0.03 from pot", "*** SUMMARY ***", "Total pot $0.07 | Rake $0", button=None,
)


def test_stud_hi_lo_splits_with_the_antes_dead_and_the_odd_cent_as_the_game_gives_it() -> None:
    [showdown] = list(streams.read_showdowns(STUD8, "stud8.txt"))
    assert showdown.game is not None and showdown.game.value == "stud8"
    assert [(player.name, player.bet, player.ante, len(player.cards)) for player in showdown.players] == [
        ("Al", F(2, 100), F(1, 100), 7), ("Bo", F(2, 100), F(1, 100), 7), ("Cy", F(0), F(1, 100), 0)]
    [result] = resolve_pokerstars(next(streams.numbered(STUD8, "stud8.txt")), None)
    assert isinstance(result, Resolved)
    found = checked(result)
    assert found.verdict == "agree", [(row.player, row.payout, row.recorded_payout) for row in found.rows]


DRAW = text(
    "5 Card Draw Limit ($0.10/$0.20 USD)", *SEATS, "Al: posts small blind $0.05", "Bo: posts big blind $0.10",
    "*** DEALING HANDS ***", "Dealt to Al [2c 3c 4d 5h 8d]", "Cy: folds", "Al: raises $0.10 to $0.20",
    "Bo: calls $0.10", "Al: discards 1 card [8d]", "Dealt to Al [2c 3c 4d 5h] [6s]", "Bo: stands pat",
    "Al: bets $0.20", "Bo: raises $0.20 to $0.40", "Al: calls $0.20", "*** SHOW DOWN ***",
    "Bo: shows [Kd Kc Ks 8s 8h] (a full house, Kings full of Eights)",
    "Al: shows [2c 3c 4d 5h 6s] (a straight, Deuce to Six)", "Bo collected $1.20 from pot", "*** SUMMARY ***",
    "Total pot $1.20 | Rake $0",
)


def test_a_draw_without_its_section_line_starts_a_new_betting_round_at_the_first_discard() -> None:
    [showdown] = list(streams.read_showdowns(DRAW, "draw.txt"))
    assert [(player.name, player.bet, player.folded) for player in showdown.players] == [
        ("Al", F(60, 100), False), ("Bo", F(60, 100), False), ("Cy", F(0), True)]
    assert [card.text for card in showdown.players[0].cards] == ["2c", "3c", "4d", "5h", "6s"]


RUN_TWICE_TIE = text(
    "Omaha Hi/Lo Pot Limit ($1/$2 USD)", "Seat 1: Al ($50 in chips)", "Seat 2: Bo ($50 in chips)",
    "Al: posts small blind $1", "Bo: posts big blind $2", "*** HOLE CARDS ***", "Al: raises $48 to $50 and is all-in",
    "Bo: calls $48 and is all-in", "*** FIRST FLOP *** [Ks 7h 2c]", "*** FIRST TURN *** [Ks 7h 2c] [Ts]",
    "*** FIRST RIVER *** [Ks 7h 2c Ts] [3d]", "*** SECOND FLOP *** [Qs 8h 4c]", "*** SECOND TURN *** [Qs 8h 4c] [5s]",
    "*** SECOND RIVER *** [Qs 8h 4c 5s] [Jd]", "*** FIRST SHOW DOWN ***", "Al: shows [Ac 2d Kh 9c]",
    "Bo: shows [Ad 3c 6s 6d]", "Al collected $24.75 from pot", "Bo collected $24.75 from pot",
    "*** SECOND SHOW DOWN ***", "Al: shows [Ac 2d Kh 9c]", "Bo: shows [Ad 3c 6s 6d]",
    "Bo collected $24.75 from pot", "Al collected $24.75 from pot", "*** SUMMARY ***",
    "Total pot $100 | Rake $1", "Hand was run twice", "FIRST Board [Ks 7h 2c Ts 3d]", "SECOND Board [Qs 8h 4c 5s Jd]",
    button=2,
)


def test_a_hand_run_twice_is_played_on_its_two_boards_after_the_recorded_rake() -> None:
    [showdown] = list(streams.read_showdowns(RUN_TWICE_TIE, "twice.txt"))
    assert [[card.text for card in board] for board in showdown.boards] == [
        ["Ks", "7h", "2c", "Ts", "3d"], ["Qs", "8h", "4c", "5s", "Jd"]]
    assert showdown.rake is not None and showdown.rake.recorded and showdown.rake.shares == (F(1),)
    [result] = resolve_pokerstars(next(streams.numbered(RUN_TWICE_TIE, "twice.txt")), None)
    assert isinstance(result, Resolved)
    assert result.resolution.rake == F(1)
    assert checked(result).verdict == "agree"  # each board splits its half: high to one, low to the other


CANCELLED = text(HOLDEM, "Seat 1: Al ($10 in chips)", "Al: posts small blind $0.50", "Hand cancelled",
                 "*** SUMMARY ***", "Seat 1: Al (button) collected ($0)", button=1)
CASH_OUT = text(
    HOLDEM, "Seat 1: Al ($20 in chips)", "Seat 2: Bo ($20 in chips)", "Al: posts small blind $0.50",
    "Bo: posts big blind $1", "*** HOLE CARDS ***", "Al: raises $19 to $20 and is all-in",
    "Bo: calls $19 and is all-in", "*** FLOP *** [Ks 7h 2c]", "Bo cashed out the hand for $30 | Cash Out Fee $0.30",
    "*** TURN *** [Ks 7h 2c] [Ts]", "*** RIVER *** [Ks 7h 2c Ts] [3d]", "*** SHOW DOWN ***", "Al: shows [Qc Qd]",
    "Bo: shows [Kc Kd]", "*** SUMMARY ***", "Total pot $40 | Rake $0", SUMMARY_BOARD,
    "Seat 1: Al (button) (small blind) showed [Qc Qd] and lost with a pair of Queens",
    "Seat 2: Bo (big blind) showed [Kc Kd] and won ($40) with three of a kind, Kings (pot not awarded as player "
    "cashed out)", button=1,
)


def test_a_cancelled_hand_wins_nothing_and_is_no_record_and_a_cash_out_is_ruled_by_the_cards() -> None:
    [result] = resolve_pokerstars(next(streams.numbered(CANCELLED, "cancelled.txt")), None)
    assert isinstance(result, Resolved) and result.record is None
    assert checked(result).verdict == "no record" and not any(result.resolution.payouts.values())
    [cashed] = resolve_pokerstars(next(streams.numbered(CASH_OUT, "cash-out.txt")), None)
    assert isinstance(cashed, Resolved)
    assert dict(cashed.resolution.payouts) == {"Al": 0, "Bo": 40}
    assert checked(cashed).verdict == "agree"


def test_windows_1252_a_byte_order_mark_and_lone_cr_line_ends_are_read() -> None:
    euro = text("Hold'em No Limit (€0.50/€1 EUR)", "Seat 1: Al (€10 in chips)", "Seat 2: Bo (€10 in chips)",
                "Al: posts small blind €0.50", "Bo: posts big blind €1", "*** HOLE CARDS ***", "Al: folds",
                "Uncalled bet (€0.50) returned to Bo", "Bo collected €1 from pot", "*** SUMMARY ***",
                "Total pot €1 | Rake €0", button=1)
    for data in (euro.encode("cp1252"), b"\xef\xbb\xbf" + euro.replace("\n", "\r").encode("utf-8")):
        [showdown] = list(streams.read_showdowns(data, "euro.txt"))
        assert [(player.name, player.bet) for player in showdown.players] == [("Al", F(1, 2)), ("Bo", F(1, 2))]


@pytest.mark.parametrize(("hand", "where", "says"), [
    ("PokerStars Hand #1: Tournament #9, $1+$0.10 USD Hold'em No Limit - Level I (10/20) - 2026/12/04\n",
     (1, 21), "a tournament hand: potsplit reads PokerStars cash games written in English"),
    ("PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2026/12/04\nTisch 'T' 6-max Platz #1 ist der "
     "Button\n", (2, 1), "this PokerStars hand history is not in English"),
    ("PokerStars Hand #1:  Pineapple No Limit ($0.01/$0.02 USD) - 2026/12/04\n", (1, 22),
     "a game potsplit does not rule: Pineapple"),
    (text(HOLDEM, *SEATS, "Al: posts small blind $0.50", "Bo: juggles $5"), (7, 5),
     "a line potsplit cannot read in a PokerStars hand: Bo: juggles $5"),
    (text(HOLDEM, *SEATS, "Al: posts small blind $0.50", "*** SUMMARY ***", "Board [Ks 7h 2x]"), (8, 14),
     "unknown card '2x'"),
])
def test_a_hand_that_cannot_be_read_is_one_error_at_its_line_and_column(hand: str, where: tuple[int, int],
                                                                          says: str) -> None:
    with pytest.raises(InvalidShowdown) as raised:
        list(streams.read_showdowns(hand, "bad.txt"))
    error = raised.value
    assert error.location is not None and (error.location.file, error.location.line, error.location.column) == (
        "bad.txt", *where)
    assert error.message.startswith(says), error.message
    [result] = resolve_pokerstars(next(streams.numbered(hand, "bad.txt")), None)
    assert isinstance(result, Invalid)


def test_a_hand_over_a_mebibyte_is_one_error_in_bounded_memory_and_the_next_hand_is_read() -> None:
    import io

    long = text(HOLDEM, *SEATS, "x" * (3 << 20)) + CANCELLED
    results = [result for part in streams.numbered(io.BytesIO(long.encode()), "long.txt")
               for result in resolve_pokerstars(part, None)]
    assert [type(result).__name__ for result in results] == ["Invalid", "Resolved"]
    assert isinstance(results[0], Invalid) and results[0].error.message == "this hand is over 1 MiB: it is not read"
    no_line_ends = b"PokerStars Hand #1: " + b"y" * (5 << 20)
    [only] = [result for part in streams.numbered(io.BytesIO(no_line_ends), "one-line.txt")
              for result in resolve_pokerstars(part, None)]
    assert isinstance(only, Invalid) and only.error.location is not None and only.error.location.line == 1


def test_a_players_name_that_could_drive_a_terminal_is_refused() -> None:
    hand = text(HOLDEM, "Seat 1: Al\x1b[2J ($10 in chips)", "Seat 2: Bo ($10 in chips)",
                "Al\x1b[2J: posts small blind $0.50", "Bo: posts big blind $1", "*** HOLE CARDS ***",
                "Al\x1b[2J: folds", "Bo collected $1 from pot", "*** SUMMARY ***", "Total pot $1 | Rake $0", button=1)
    [result] = resolve_pokerstars(next(streams.numbered(hand, "name.txt")), None)
    assert isinstance(result, Invalid)
    assert "control character" in result.error.message


@pytest.mark.parametrize(("written", "game", "unit"), [
    ("Hold'em No Limit ($0.01/$0.02 USD)", "holdem", F(1, 100)),
    ("Hold'em No Limit (100/200)", "holdem", F(1)),
    ("6+ Hold'em No Limit (Button Blind $5 - Ante $5 USD)", "short-deck", F(1, 100)),
    ("Split Hold'em No Limit ($1/$2 USD)", "holdem", F(1, 100)),
    ("Omaha Pot Limit ($0.05/$0.10 USD)", "omaha", F(1, 100)),
    ("5 Card Omaha Pot Limit ($3/$6 USD)", "omaha", F(1, 100)),
    ("6 Card Omaha Pot Limit ($1/$2 USD)", "omaha", F(1, 100)),
    ("Courchevel Pot Limit ($0.50/$1.00 USD)", "omaha", F(1, 100)),
    ("Omaha Hi/Lo Pot Limit ($0.01/$0.02 USD)", "omaha8", F(1, 100)),
    ("5 Card Omaha Hi/Lo Pot Limit ($2/$4 USD)", "big-o", F(1, 100)),
    ("Courchevel Hi/Lo Pot Limit ($1/$2 USD)", "courchevel-hi-lo", F(1, 100)),
    ("7 Card Stud Limit ($0.04/$0.08 USD)", "stud", F(1, 100)),
    ("8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD)", "stud8", F(1, 100)),
    ("Razz Limit ($0.04/$0.08 USD)", "razz", F(1, 100)),
    ("5 Card Draw Limit ($30/$60 USD)", "draw", F(1, 100)),
    ("Triple Draw 2-7 Lowball Limit ($0.10/$0.20 USD)", "2-7", F(1, 100)),
    ("Single Draw 2-7 Lowball No Limit ($0.25/$0.50 USD)", "2-7", F(1, 100)),
    ("Badugi Limit ($0.25/$0.50 USD)", "badugi", F(1, 100)),
    ("Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD)", "holdem", F(1, 100)),
])
def test_each_game_the_header_names_is_played_as_potsplit_plays_it(written: str, game: str, unit: Fraction) -> None:
    from potsplit.read.pokerstars.header import read_header
    from potsplit.read.pokerstars.text import Line

    header = read_header(Line(1, f"PokerStars Hand #1:  {written} - 2026/12/04 12:00:00 ET", "x"))
    assert (header.game.value, header.unit) == (game, unit)
