"""Each rule of several boards, runs and the rake (docs/rules.md: "Several boards and runs", "Rake"), a table of
cases a sentence, through the Python API; the card rooms' own cases among them (a hold'em pot run twice at
PokerStars, 225.32 less a rake of 2.15 paying 111.59 and 111.58; a Courchevel high-low pot run twice, four
quarters of 40.75 and a tied low of 20.38 and 20.37, the odd cent by seat)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from potsplit.engine.model import Player, Showdown
from potsplit.engine.rake import RakeSchedule, rake_from_text
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import Rules
from potsplit.errors import InvalidShowdown

F = Fraction


def paid(resolution: Resolution) -> dict[str, Fraction]:
    return dict(resolution.payouts)


def conserved(resolution: Resolution) -> bool:
    total = sum(resolution.payouts.values(), F(0)) + resolution.rake + resolution.jackpot + resolution.carried_over
    return total == resolution.showdown.pot


# Hold'em, run twice from the flop: Ann's aces hold on the first board, Bob's kings make trips on the second.
ACES, KINGS = "As Ah", "Ks Kh"
RUN_TWICE = ("2c 7d 9h Jc 3s", "2c 7d 9h Kd 3d")


def holdem(*players: Player, boards: tuple[str, ...] = RUN_TWICE, **given: object) -> Showdown:
    return Showdown(players=players, boards=boards, game="holdem", **given)  # type: ignore[arg-type]


# --------------------
# Several boards: how they are given.

@pytest.mark.parametrize(
    ("given", "said", "path"),
    [
        ({"board": "2c 7d 9h", "boards": RUN_TWICE}, "board and boards are both given", ("boards",)),
        ({"boards": RUN_TWICE[:1]}, "boards lists one board", ("boards",)),
        ({"boards": RUN_TWICE, "game": "stud"}, "stud has no board, but 2 boards are given", ("boards",)),
        ({"boards": ("2c 7d 9h Jc Jc", RUN_TWICE[1])}, "card Jc is dealt twice", ("boards", 0, 4)),  # at the card
        ({"boards": ("2c 7d 9h As 3s", RUN_TWICE[1])}, "card As is dealt twice: to board 1 and Ann", ("players", 0,
                                                                                                      "cards", 0)),
        ({"boards": (RUN_TWICE[0], "2c 7d 9h Kh 3d")}, "card Kh is dealt twice: to board 2 and Bob", ("players", 1,
                                                                                                     "cards", 1)),
        ({"boards": ("2c 7d", RUN_TWICE[1])}, "holdem needs a board of 3 to 5 cards, not 2", ("boards", 0)),
        ({"board": "2c 7d 9h Jc 3s", "runs": (1,)}, "runs says on how many boards each pot is played, but there "
         "is one board", ("runs",)),
        ({"boards": RUN_TWICE, "runs": (3,)}, "runs: this pot is played on 3 boards, but 2 boards are given",
         ("runs", 0)),
        ({"boards": RUN_TWICE, "runs": (2, 1)}, "runs lists 2 pots, but the bets make 1 pot", ("runs", 1)),
    ],
    ids=["board-and-boards", "one-board", "no-board-game", "twice-on-a-board", "board-and-hand",
         "second-board-and-hand", "short-board", "runs-without-boards", "runs-above-boards", "runs-beyond-pots"],
)
def test_each_misuse_of_boards_and_runs_is_an_error_at_its_place(
    given: dict[str, object], said: str, path: tuple[str | int, ...]
) -> None:
    with pytest.raises(InvalidShowdown) as error:  # the constructor's own, or the whole showdown's
        resolve(Showdown(
            players=(Player("Ann", ACES), Player("Bob", KINGS)), **{"game": "holdem", **given}  # type: ignore[arg-type]
        ))
    found = [one for one in error.value.errors if said in one.message]
    assert found, [one.message for one in error.value.errors]
    assert found[0].path == path


@pytest.mark.parametrize("runs", [0, -1, "x", True])
def test_a_pot_runs_on_one_board_or_more(runs: object) -> None:
    with pytest.raises(InvalidShowdown, match=r"Showdown.runs: runs: a pot is played on 1 board or more"):
        Showdown(players=(Player("Ann", ACES),), boards=RUN_TWICE, runs=(runs,))  # type: ignore[arg-type]


def test_a_card_shared_by_the_boards_is_written_on_each() -> None:
    # the flop 2c 7d 9h is on both boards: dealt once, it is no card dealt twice
    resolution = resolve(holdem(Player("Ann", ACES), Player("Bob", KINGS)))
    assert paid(resolution) == {"Ann": F(1, 2), "Bob": F(1, 2)}


# --------------------
# boards-split: each.

def test_each_board_s_part_is_a_pot_of_its_own() -> None:
    resolution = resolve(holdem(Player("Ann", ACES, bet=50), Player("Bob", KINGS, bet=50)))
    pot = resolution.pots[0]
    assert [part.amount for part in pot.boards] == [F(50), F(50)]
    assert [part.high.winners for part in pot.boards if part.high] == [("Ann",), ("Bob",)]
    assert pot.high is None and pot.runs == 2
    assert paid(resolution) == {"Ann": F(50), "Bob": F(50)}


def test_the_pokerstars_pot_run_twice_pays_the_odd_cent_to_the_first_board() -> None:
    # 225.32 less 2.15 rake is 223.17: 111.59 on the first board, 111.58 on the second
    rake = {"percent": 5, "cap": "2.15", "unit": "0.01"}
    showdown = holdem(Player("Ann", ACES, bet="112.66"), Player("Bob", KINGS, bet="112.66"), chip="0.01", rake=rake)
    resolution = resolve(showdown)
    assert resolution.rake == F(215, 100)
    assert [part.amount for part in resolution.pots[0].boards] == [F("111.59"), F("111.58")]
    assert paid(resolution) == {"Ann": F("111.59"), "Bob": F("111.58")}
    assert [step.event for step in resolution.pots[0].steps] == ["rake", "boards", "board-chip"]
    assert conserved(resolution)


@pytest.mark.parametrize(("dealer", "odd"), [("Ann", "Bob"), ("Bob", "Cy")])
def test_courchevel_high_low_run_twice_pays_quarters_and_a_tied_low_by_seat(dealer: str, odd: str) -> None:
    # five-card omaha high-low 8 (big-o plays as Courchevel high-low does), 165 less a rake of 2 is 163: each
    # board 81.50, each half 40.75; Ann scoops the high of both, Bob the first low, Bob and Cy tie the second
    players = (
        Player("Ann", "Ks Kc Qd Jh Th", bet="55"),
        Player("Bob", "As 3h 5s 9c Js", bet="55"),
        Player("Cy", "Ah 5c Td Tc 9d", bet="55"),
    )
    showdown = Showdown(
        players=players, boards=("Kh Kd 7c 4s 2d", "Qs Qc 8d 6h 3c"), game="big-o", chip="0.01", dealer=dealer,
        rake={"percent": 5, "cap": 2, "unit": "0.01"},
    )
    resolution = resolve(showdown)
    first, second = resolution.pots[0].boards
    assert (first.high, first.low) == ((("Ann",), F("40.75")), (("Bob",), F("40.75")))
    assert second.high == (("Ann",), F("40.75")) and second.low == (("Bob", "Cy"), F("40.75"))
    other = "Cy" if odd == "Bob" else "Bob"
    assert (second.payouts[odd], second.payouts[other]) == (F("20.38"), F("20.37"))
    odd_chips = [step for step in second.steps if step.event == "odd-chip"]
    assert odd_chips[0].players == (odd,) and "odd-chip: seat" in odd_chips[0].text
    assert resolution.payouts["Ann"] == F("81.50") and conserved(resolution)


def test_whole_chips_that_do_not_divide_go_to_the_boards_in_order() -> None:
    boards = (*RUN_TWICE, "2c 7d 9h 4h 5h")  # the third board: Ann's aces again
    showdown = holdem(Player("Ann", ACES, bet=56), Player("Bob", KINGS, bet=55), chip=1, boards=boards)
    resolution = resolve(showdown)
    main, side = resolution.pots
    assert [part.amount for part in main.boards] == [F(37), F(37), F(36)]  # 110 chips: the first two one more
    assert side.players == ("Ann",) and side.boards == () and side.runs == 0  # an uncalled chip: never run
    assert paid(resolution) == {"Ann": F(37 + 36 + 1), "Bob": F(37)}


def test_each_board_has_its_own_high_and_low_halves() -> None:
    # omaha high-low: Ann's high and Bob's low on the first board, Bob's scoop of the second
    players = (Player("Ann", "Ah 2h Kc Qd", bet=100), Player("Bob", "3d 4d Qc Jh", bet=100))
    resolution = resolve(Showdown(players=players, boards=("As Kd 7h 4c 2s", "Qh Qs 9d 3c 8c"), game="omaha8"))
    first, second = resolution.pots[0].boards
    assert (first.high.winners, first.low.winners) == (("Ann",), ("Bob",))  # type: ignore[union-attr]
    assert (second.high.winners, second.low) == (("Bob",), None)  # type: ignore[union-attr]
    assert paid(resolution) == {"Ann": F(50), "Bob": F(150)}


def test_a_swing_player_is_judged_board_by_board() -> None:
    # Bob swings: on the first board (no ace for Ann) his straight and wheel win both ways; on the second Ann's
    # flush beats his high, so he fails there and Carol's low and Ann's high share that board
    players = (
        Player("Ann", "Kh Qh", "high", bet=30), Player("Bob", "As 2d", "swing", bet=30),
        Player("Cy", "Ac 6d", "low", bet=30),
    )
    boards = ("3c 4s 5d Th Jc", "3c 4s 5h 7h 9h")
    resolution = resolve(Showdown(players=players, boards=boards, game="holdem"))
    first, second = resolution.pots[0].boards
    assert dict(first.payouts) == {"Bob": F(45)}
    events = [step.event for step in second.steps]
    assert "swing-fails" in events
    assert paid(resolution) == {"Ann": F(45, 2), "Bob": F(45), "Cy": F(45, 2)}


def test_the_no_winner_rule_carries_a_board_s_part_after_the_rake() -> None:
    # both declare low and neither has a low of 8 or better on either board: each board's part rides, what the
    # rake left of it
    players = (Player("Ann", ACES, "low", bet=50), Player("Bob", KINGS, "low", bet=50))
    rules = Rules(method="declare", qualifier=8, no_winner="carry-over")
    showdown = holdem(*players, rules=rules, rake="10% cap 4")
    resolution = resolve(showdown)
    assert resolution.rake == 4 and resolution.carried_over == 96
    assert [part.carried_over for part in resolution.pots[0].boards] == [F(48), F(48)]
    assert conserved(resolution)


# --------------------
# Runs.

def test_a_side_pot_may_be_run_fewer_times_than_the_main_pot() -> None:
    players = (Player("Ann", ACES, bet=20), Player("Bob", KINGS, bet=50), Player("Cy", "Qs Qh", bet=50))
    resolution = resolve(holdem(*players, runs=(2, 1)))
    main, side = resolution.pots
    assert (main.runs, side.runs) == (2, 1)
    assert [part.board for part in side.boards] == [0]
    assert side.high is not None and side.high.winners == ("Bob",)  # his kings, on the first board only
    assert [step.event for step in side.steps] == ["runs"]
    assert paid(resolution) == {"Ann": F(30), "Bob": F(30 + 60), "Cy": F(0)}


@pytest.mark.parametrize(("runs", "played"), [((), (2, 2)), ((1,), (1, 2)), ((2, 2), (2, 2)), ((1, 1), (1, 1))])
def test_a_pot_not_listed_in_runs_is_played_on_every_board(runs: tuple[int, ...], played: tuple[int, int]) -> None:
    players = (Player("Ann", ACES, bet=20), Player("Bob", KINGS, bet=50), Player("Cy", "Qs Qh", bet=50))
    resolution = resolve(holdem(*players, runs=runs))
    assert tuple(pot.runs for pot in resolution.pots) == played


# --------------------
# boards-split: either.

def test_either_plays_each_player_s_best_hand_on_any_board() -> None:
    # Bob's trips on the second board beat Ann's aces on the first: one pot, his
    showdown = holdem(Player("Ann", ACES), Player("Bob", KINGS), rules=Rules(boards_split="either"))
    resolution = resolve(showdown)
    assert paid(resolution) == {"Ann": 0, "Bob": 1}
    assert resolution.pots[0].boards == () and resolution.pots[0].runs == 2
    assert [hand.high.hand.name for hand in resolution.hands if hand.high] == ["pair of aces", "three of a kind, kings"]
    assert [[hand.high.place for hand in board if hand.high] for board in resolution.board_hands] == [[1, 2], [2, 1]]


def test_either_splits_high_low_on_the_best_of_each_way_across_the_boards() -> None:
    # Ultimate Big O: five hole cards; the best high on either board and the best low on either board
    players = (Player("Ann", "Ks Kc Qd Jh Th"), Player("Bob", "As 3h 5s 9c Js"), Player("Cy", "Ah 5c Td Tc 9d"))
    showdown = Showdown(players=players, boards=("Kh Kd 7c 4s 2d", "Qs Qc 8d 6h 3c"), game="big-o",
                        rules=Rules(boards_split="either"), pot=100)
    resolution = resolve(showdown)
    assert paid(resolution) == {"Ann": F(50), "Bob": F(50), "Cy": F(0)}  # Bob's 7-4-3-2-A is the best low


def test_either_gives_the_high_all_when_no_low_qualifies_on_any_board() -> None:
    players = (Player("Ann", "Ks Kc Qd Jh"), Player("Bob", "9s 9c Td Th"))
    boards = ("Kh Kd 7c Js 9d", "Qs Qc 8d Jd Ts")
    showdown = Showdown(players=players, boards=boards, game="omaha8", rules=Rules(boards_split="either"), pot=10)
    resolution = resolve(showdown)
    assert resolution.pots[0].low is None and paid(resolution) == {"Ann": F(10), "Bob": F(0)}


def test_one_board_changes_nothing() -> None:
    one = resolve(Showdown(players=(Player("Ann", ACES), Player("Bob", KINGS)), board=RUN_TWICE[1]))
    assert one.board_hands == (one.hands,) and one.pots[0].boards == () and one.pots[0].runs == 0
    assert one.rake == 0 and one.jackpot == 0 and one.notes == ()


# --------------------
# The rake.

def rake_showdown(bets: tuple[int, ...], rake: object, folded: tuple[bool, ...] = (), **given: object) -> Showdown:
    names = ("Ann", "Bob", "Cy", "Dan", "Eve", "Fay")
    hands = ("As Ah", "Ks Kh", "Qs Qh", "Js Jh", "Ts Th", "9s 9h")
    folded = folded or (False,) * len(bets)
    players = tuple(Player(names[i], hands[i], bet=bet, folded=folded[i]) for i, bet in enumerate(bets))
    return Showdown(players=players, board="2c 7d 3h 8c 4s", rake=rake, **given)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("bets", "rake", "expected"),
    [
        # the main pot first: 5% of 150 is 7.50, above the cap, so the main pot pays all 3 and the side pot none
        ((50, 90, 90), "5% cap 3", (F(3), F(0))),
        # cumulative: 5% of 70 is 3.50, capped at 3: the main pot pays its own 5% of 30, the side pot the rest
        ((10, 30, 30), "5% cap 3", (F(3, 2), F(3, 2))),
        # without a cap, each pot pays 5% of what it holds: 3 of 60, and 5 of 100 less those 3
        ((20, 40, 40), "5%", (F(3), F(2))),
        # R for every whole S: 0.25 for every whole 5 of 60 and 40
        ((20, 40, 40), "0.25 per 5", (F(3), F(2))),
        # rounded down to the unit: 5% of 60 is 3, of 100 is 5; in units of 2, 2 and then 4 in all
        ((20, 40, 40), "5% unit 2", (F(2), F(2))),
    ],
    ids=["cap-in-main-pot", "cumulative-cap", "no-cap", "per", "unit"],
)
def test_the_rake_is_taken_cumulatively_from_the_main_pot_outward(
    bets: tuple[int, ...], rake: str, expected: tuple[Fraction, ...]
) -> None:
    resolution = resolve(rake_showdown(bets, rake))
    assert tuple(pot.rake for pot in resolution.pots) == expected
    assert conserved(resolution)


def test_the_note_says_why_the_rake_is_what_it_is() -> None:
    resolution = resolve(rake_showdown((80, 80, 70), {"percent": 5, "cap": 3, "unit": "0.01"}))
    assert resolution.notes == ("rake: 5% of 230 is 11.50, capped at 3",)
    rounded = resolve(rake_showdown((50, 50), {"percent": 5, "unit": 1}, pot=None))
    assert rounded.notes == ("rake: 5% of 100 is 5",)
    odd = resolve(rake_showdown((45, 45), {"percent": 5, "unit": 1}))
    assert odd.notes == ("rake: 5% of 90 is 4.5, rounded down to 4 (whole units of 1)",)


def test_an_uncalled_bet_pays_no_rake() -> None:
    resolution = resolve(rake_showdown((100, 50), "10%"))
    main, uncalled = resolution.pots
    assert (main.rake, uncalled.rake, uncalled.players) == (F(10), F(0), ("Ann",))


def test_a_pot_the_others_folded_from_pays_the_rake() -> None:
    resolution = resolve(rake_showdown((30, 30), "10%", folded=(False, True)))
    assert resolution.pots[0].rake == 6 and paid(resolution) == {"Ann": F(54), "Bob": F(0)}


@pytest.mark.parametrize(("players", "cap"), [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_the_cap_by_players_is_that_of_the_largest_number_not_above_the_players_dealt(players: int, cap: int) -> None:
    bets = (100,) * players
    resolution = resolve(rake_showdown(bets, "10% cap 2:1,3:2,5:3"))
    assert resolution.rake == cap


def test_fewer_players_than_any_cap_lists_take_the_cap_of_the_fewest() -> None:
    assert RakeSchedule.of("10% cap 3:2,5:3").cap_for(2) == 2


def test_no_flop_no_drop_takes_nothing_from_a_hand_that_ended_before_the_flop() -> None:
    schedule = {"percent": 10, "no-flop-no-drop": True, "jackpot": 1}
    before = resolve(rake_showdown((30, 30), schedule, preflop=True))
    assert (before.rake, before.jackpot) == (0, 0)
    assert before.notes == ("no rake: the hand ended before the flop (no-flop-no-drop)",)
    after = resolve(rake_showdown((30, 30), schedule))
    assert (after.rake, after.jackpot) == (6, 1)
    without = resolve(rake_showdown((30, 30), "10%", preflop=True))  # the rule off: a preflop hand pays
    assert without.rake == 6


def test_the_jackpot_is_taken_after_the_rake_main_pot_first_only_when_the_hand_pays_rake() -> None:
    # a main pot of 4 (Ann's 2 called): 10% is 0.4, below a unit of 1, so no rake: no jackpot
    none = resolve(rake_showdown((2, 2), {"percent": 10, "jackpot": 1, "unit": 1}))
    assert (none.rake, none.jackpot) == (0, 0)
    # the main pot of 20 pays 2 rake and 18 would cover the jackpot of 3: all from it
    some = resolve(rake_showdown((10, 30, 30), {"percent": 10, "jackpot": 3}))
    assert [(pot.rake, pot.jackpot) for pot in some.pots] == [(F(3), F(3)), (F(4), F(0))]
    # a jackpot larger than the main pot leaves: the rest from the side pot
    spill = resolve(rake_showdown((2, 30, 30), {"percent": 10, "cap": 1, "jackpot": 8}))
    assert [(pot.rake, pot.jackpot) for pot in spill.pots] == [(F(6, 10), F(54, 10)), (F(4, 10), F(26, 10))]
    assert "jackpot drop: 8" in spill.notes[-1]
    assert all(conserved(resolution) for resolution in (none, some, spill))


def test_the_rake_comes_off_before_the_halves() -> None:
    players = (Player("Ann", "As Kd Qd Jd Td"), Player("Bob", "7c 5d 4s 3c 2c"))
    resolution = resolve(Showdown(players=players, pot=100, rules=Rules(method="cards-speak"), rake="10%"))
    assert resolution.pots[0].high == (("Ann",), F(45)) and paid(resolution) == {"Ann": F(45), "Bob": F(45)}


@pytest.mark.parametrize(
    ("rake", "said", "where"),
    [
        ({"percent": 5, "per": [1, 20]}, "percent and per are two ways of giving the rake", ("per",)),
        ({"percent": 5, "cap": 3, "cap-by-players": {2: 1}}, "cap and cap-by-players are two caps",
         ("cap-by-players",)),
        ({"cap": 3}, "give how much is taken", ()),
        ({"percent": 101}, "percent: is at most 100", ("percent",)),
        ({"percent": -1}, "percent: cannot be negative", ("percent",)),
        ({"per": [6, 5]}, "takes 6 for every 5", ("per",)),
        ({"per": [1, 0]}, "the step S of [R, S] must be a positive amount", ("per",)),
        ({"percent": 5, "unit": 0}, "unit: must be a positive amount", ("unit",)),
        ({"percent": 5, "cap-by-players": {0: 1}}, "a cap is keyed by a number of players", ("cap-by-players",)),
        ({"percent": 5, "house": 1}, "unknown rake key 'house'", ("house",)),
        ("5 percent", "cannot read '5 percent'", ()),
    ],
    ids=["percent-and-per", "cap-and-caps", "no-amount", "above-100", "negative", "per-above-step", "zero-step",
         "zero-unit", "players-zero", "unknown-key", "unreadable-text"],
)
def test_a_rake_given_twice_over_or_wrongly_is_an_error_naming_its_key(
    rake: object, said: str, where: tuple[str, ...]
) -> None:
    with pytest.raises(InvalidShowdown) as error:
        RakeSchedule.of(rake)  # type: ignore[arg-type]
    assert said in error.value.message and error.value.path == where


@pytest.mark.parametrize(
    ("rake", "said", "where"),
    [
        ({"percent": 5, "unit": "0.5"}, "unit: 0.5 is not a whole number of 1 chips", ("rake", "unit")),
        ({"percent": 5, "cap": "2.5"}, "cap: 2.5 is not a whole number of 1", ("rake", "cap")),
        ({"percent": 5, "jackpot": "0.5"}, "jackpot: 0.5 is not a whole number of 1", ("rake", "jackpot")),
        ({"percent": 5, "unit": 2, "cap": 3}, "cap: 3 is not a whole number of 2", ("rake", "cap")),
    ],
)
def test_the_rake_of_whole_chips_is_whole_chips(rake: object, said: str, where: tuple[str, ...]) -> None:
    with pytest.raises(InvalidShowdown) as error:
        resolve(rake_showdown((10, 10), rake, chip=1))
    assert said in error.value.message and error.value.path == where


def test_the_command_line_s_text_is_the_file_s_schedule() -> None:
    assert rake_from_text("5% cap 3") == RakeSchedule.of({"percent": 5, "cap": 3})
    assert rake_from_text("0.25 per 5 cap 2:1,3:2,5:3 jackpot 1 unit 0.01 no-flop-no-drop") == RakeSchedule.of({
        "per": ["0.25", 5], "cap-by-players": {2: 1, 3: 2, 5: 3}, "jackpot": 1, "unit": "0.01",
        "no-flop-no-drop": "yes",
    })
    assert RakeSchedule.of("0.25 per 5 cap 2:1,3:2").text() == "0.25 per 5 cap 2:1,3:2"


def test_the_odd_chip_books_judge_each_board_by_its_own_fives() -> None:
    # WSOP: the highest card of a player's own in the five he wins with. On the first board both play the
    # board's royal flush (no own card: seat order, Bob first left of Ann); on the second, Ann's Ah beats Bob's Ad.
    players = (Player("Ann", "Ah 4d"), Player("Bob", "Ad 4c"))
    boards = ("As Ks Qs Js Ts", "2c 7d 9h Jc 3s")
    showdown = Showdown(players=players, boards=boards, game="holdem", pot=6, chip=1, dealer="Ann",
                        rules=Rules(odd_chip="suit", book="wsop"))
    first, second = resolve(showdown).pots[0].boards
    assert (dict(first.payouts), dict(second.payouts)) == ({"Bob": 2, "Ann": 1}, {"Ann": 2, "Bob": 1})
    assert "seat order decides" in first.steps[-1].text and "seat order" not in second.steps[-1].text
    # either: each player's best is the first board's royal flush, so his five holds none of his own cards
    either = resolve(Showdown(players=players, boards=boards, game="holdem", pot=3, chip=1, dealer="Ann",
                              rules=Rules(odd_chip="suit", book="wsop", boards_split="either")))
    assert dict(either.payouts) == {"Ann": 1, "Bob": 2} and "seat order decides" in either.pots[0].steps[-1].text
