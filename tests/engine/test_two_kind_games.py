"""The split games with two kinds of hand (docs/rules.md: "Split games with two kinds of hand"): each row of their
table, and each sentence under it, one test or one table row each.

- Each game: how it deals, its two halves (what they are called and how each ranks), its method, and where the
  odd chip between its halves goes.
- The halves play as high and low do: cards speak (a half taking all when nobody qualifies for the other),
  declarations (high the first half, low the second, swing both: a swing in badeucy), ``method: high`` and
  ``low``, side pots, whole chips.
- ``rules.odd-chip-half``: both readings on the same pot; the drawmaha games' default.
- Archie's qualifier and its three fallbacks.
- Chicago's hole: the first two cards and the seventh; no spade in the hole; a wild card in the hole.
- The names: each half's hand in its kind's words, the tables' columns by the halves' names, the JSON's
  ``halves``; wild cards in every half.

Every expected payout was worked out by hand from the rules.
"""

from __future__ import annotations

import json
import textwrap
from fractions import Fraction
from typing import Any

import pytest
from click.testing import CliRunner

from potsplit import Player, Rules, Showdown, compare, resolve
from potsplit.cli import main
from potsplit.engine.compare import varied
from potsplit.engine.rules import GAME_RULES, Method, OddChipHalf
from potsplit.hands.games import Game
from potsplit.hands.ranking import LOW_SYSTEMS, HandKind


def payouts(showdown: Showdown) -> dict[str, Fraction]:
    return dict(resolve(showdown).payouts)


def run(*args: str, stdin: str | None = None, columns: int = 200) -> tuple[int, str, str]:
    result = CliRunner(env={"COLUMNS": str(columns)}).invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


# --- the table, row by row -----------------------------------------------------------------------------

# game, aliases, cards as, cards a player, first half (name, kind), second half (name, kind), method, qualifiers
# (first, second), odd chip between the halves
ROWS = [
    (Game.BADEUCY, ("baduci",), Game.DRAW, (5, 5), ("deuce-to-seven", HandKind.DEUCE_TO_SEVEN),
     ("badugi", HandKind.BADUGI_ACE_HIGH), Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.BADACEY, ("badaci",), Game.DRAW, (5, 5), ("ace-to-five", HandKind.ACE_TO_FIVE),
     ("badugi", HandKind.BADUGI), Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.RAZZDUGI, (), Game.STUD, (7, 7), ("razz", HandKind.ACE_TO_FIVE), ("badugi", HandKind.BADUGI),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.RAZZDEUCY, ("razzduci",), Game.STUD, (7, 7), ("razz", HandKind.ACE_TO_FIVE),
     ("deuce-to-seven", HandKind.DEUCE_TO_SEVEN), Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.ARCHIE, (), Game.STUD, (7, 7), ("high", HandKind.HIGH), ("low", HandKind.ACE_TO_FIVE),
     Method.CARDS_SPEAK, (9, 8), OddChipHalf.FIRST),
    (Game.CHICAGO, ("high-chicago",), Game.STUD, (7, 7), ("high", HandKind.HIGH),
     ("high spade", HandKind.HIGH_SPADE), Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.LOW_CHICAGO, (), Game.STUD, (7, 7), ("high", HandKind.HIGH), ("low spade", HandKind.LOW_SPADE),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.DRAWMAHA, (), Game.OMAHA, (5, 5), ("omaha", HandKind.HIGH), ("draw", HandKind.HIGH),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.POSITION),
    (Game.DRAWMAHA_2_7, (), Game.OMAHA, (5, 5), ("omaha", HandKind.HIGH),
     ("deuce-to-seven", HandKind.DEUCE_TO_SEVEN), Method.CARDS_SPEAK, (None, None), OddChipHalf.POSITION),
    (Game.DRAWMAHA_A_5, (), Game.OMAHA, (5, 5), ("omaha", HandKind.HIGH), ("ace-to-five", HandKind.ACE_TO_FIVE),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.POSITION),
    (Game.DRAWMAHA_BADUGI, (), Game.OMAHA, (5, 5), ("omaha", HandKind.HIGH), ("badugi", HandKind.BADUGI),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.POSITION),
    (Game.HIDUGI, (), Game.BADUGI, (4, 4), ("hidugi", HandKind.HIDUGI), None, Method.HIGH, (None, None),
     OddChipHalf.FIRST),
    (Game.STUD_HI_LO_REGULAR, (), Game.STUD, (5, 7), ("high", HandKind.HIGH), ("low", HandKind.ACE_TO_FIVE),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.OMAHA_HI_LO_REGULAR, (), Game.OMAHA, (4, 4), ("high", HandKind.HIGH), ("low", HandKind.ACE_TO_FIVE),
     Method.CARDS_SPEAK, (None, None), OddChipHalf.FIRST),
    (Game.COURCHEVEL_HI_LO, ("courchevel8",), Game.OMAHA, (5, 5), ("high", HandKind.HIGH),
     ("low", HandKind.ACE_TO_FIVE), Method.CARDS_SPEAK, (None, 8), OddChipHalf.FIRST),
]


@pytest.mark.parametrize("row", ROWS, ids=[row[0].value for row in ROWS])
def test_each_game_of_the_table(row: tuple[Any, ...]) -> None:
    game, aliases, cards_as, hole, first, second, method, qualifiers, odd = row
    assert (game.aliases, game.cards_as, game.hole_cards) == (aliases, cards_as, hole)
    assert game.high is first[1]
    rules = GAME_RULES[game]
    assert rules.low is (None if second is None else second[1])
    if game in (Game.STUD_HI_LO_REGULAR, Game.OMAHA_HI_LO_REGULAR, Game.COURCHEVEL_HI_LO):
        assert game.lows == LOW_SYSTEMS  # a hi-lo game: rules.low may still choose another low system
    else:
        assert game.lows == (() if second is None else (second[1],))  # the game fixes its second half
    halves = [first[0]] + ([] if second is None else [second[0]])
    assert [half.value for half in rules.halves or ()] == halves
    assert (rules.method, rules.high_qualifier, rules.qualifier, rules.odd_chip_half) == (method, *qualifiers, odd)
    assert game.second_from_hole is (cards_as is Game.OMAHA and game.value.startswith("drawmaha"))


def test_the_table_holds_every_split_game_with_two_kinds_of_hand() -> None:
    assert {row[0] for row in ROWS} == {game for game, rules in GAME_RULES.items() if rules.halves is not None}


# --- the halves play as high and low do ----------------------------------------------------------------

# Badeucy: Al's 7-5-4-3-2 is the best deuce-to-seven; Bo's 5-4-3-2 of four suits the best badugi (the ace high);
# Cy has neither (king-five, and a king-high badugi).
AL, BO, CY = "7h 5c 4c 3s 2d", "Ad 5h 4d 3c 2s", "Ks 9s 4h 3d 2c"


def badeucy(*declares: str | None, pot: int = 12, chip: int | None = None, **rules: object) -> Showdown:
    names = ("Al", "Bo", "Cy")
    hands = (AL, BO, CY)
    players = [Player(name, cards, declare) for name, cards, declare in zip(names, hands, declares or (None,) * 3,
                                                                                    strict=True)]
    return Showdown(players, game="badeucy", pot=pot, chip=chip, dealer="Cy", rules=Rules(**rules))  # type: ignore[arg-type]


def test_cards_speak_gives_each_half_to_the_best_hand_of_its_kind() -> None:
    assert payouts(badeucy()) == {"Al": 6, "Bo": 6, "Cy": 0}
    resolution = resolve(badeucy())
    assert [pot.high.winners for pot in resolution.pots] == [("Al",)]  # type: ignore[union-attr]
    assert [pot.low.winners for pot in resolution.pots] == [("Bo",)]  # type: ignore[union-attr]


DECLARED = [
    # high is for the first half, low for the second, swing for both
    (("high", "low", "low"), {"Al": 6, "Bo": 6, "Cy": 0}),
    # Cy's king-nine beats Bo's ace-five (the ace high in deuce-to-seven); Al's badugi is the only one in for it
    (("low", "high", "high"), {"Al": 6, "Bo": 0, "Cy": 6}),
    # Al's swing fails (Bo's badugi): Cy has the next best deuce-to-seven
    (("swing", "low", "high"), {"Al": 0, "Bo": 6, "Cy": 6}),
    (("high", "swing", "high"), {"Al": 12, "Bo": 0, "Cy": 0}),  # Bo's swing fails (Al's deuce-to-seven)
]


@pytest.mark.parametrize(("declares", "paid"), DECLARED)
def test_declarations_are_for_the_first_half_the_second_or_both(declares: tuple[str, ...], paid: dict) -> None:
    assert payouts(badeucy(*declares, method="declare")) == paid


def test_a_swing_in_badeucy_wins_both_halves_or_fails() -> None:
    # Bo holds a 7-5-4-3-2 too: swinging, he ties Al for the deuce-to-seven half and has the best badugi
    bo = "7d 5h 4d 3c 2s"
    players = [Player("Al", AL, "high"), Player("Bo", bo, "swing"), Player("Cy", CY, "low")]
    split = resolve(Showdown(players, game="badeucy", rules=Rules(method="declare")))
    assert dict(split.payouts) == {"Al": Fraction(1, 4), "Bo": Fraction(3, 4), "Cy": 0}
    steps = [step.text for step in split.pots[0].steps]
    assert any("Bo declared swing: tied Al for deuce-to-seven (seven-five low) and best badugi (four-card badugi, "
               "five high)" in text for text in steps), steps
    lose = resolve(Showdown(players, game="badeucy", rules=Rules(method="declare", swing_ties="lose")))
    assert dict(lose.payouts) == {"Al": Fraction(1, 2), "Bo": 0, "Cy": Fraction(1, 2)}  # the badugi half to Cy


def test_method_high_and_low_give_the_whole_pot_to_one_half() -> None:
    assert payouts(badeucy(method="high")) == {"Al": 12, "Bo": 0, "Cy": 0}
    assert payouts(badeucy(method="low")) == {"Al": 0, "Bo": 12, "Cy": 0}


def test_side_pots_split_each_into_its_halves() -> None:
    players = [Player("Al", AL, bet=2), Player("Bo", BO, bet=6), Player("Cy", CY, bet=6)]
    resolution = resolve(Showdown(players, game="badeucy"))
    # main pot 6: Al's deuce-to-seven, Bo's badugi; side pot 8 between Bo and Cy: Cy's king-nine, Bo's badugi
    assert dict(resolution.payouts) == {"Al": 3, "Bo": 7, "Cy": 4}


# --- the odd chip between the halves ---------------------------------------------------------------------

def test_both_readings_of_odd_chip_half_on_the_same_pot() -> None:
    # 13 chips: 7 and 6. first: the deuce-to-seven half (Al's) takes the odd chip; position: the winner nearest
    # the dealer's left (seats Cy, Bo, Al, Al dealing: Cy, Bo, Al from his left) is Bo, the badugi's
    players = [Player("Cy", CY), Player("Bo", BO), Player("Al", AL)]
    first = Showdown(players, game="badeucy", pot=13, chip=1, dealer="Al")
    position = Showdown(players, game="badeucy", pot=13, chip=1, dealer="Al", rules=Rules(odd_chip_half="position"))
    assert payouts(first) == {"Cy": 0, "Bo": 6, "Al": 7}
    assert payouts(position) == {"Cy": 0, "Bo": 7, "Al": 6}
    said = [step.text for step in resolve(first).pots[0].steps if step.event == "odd-chip-half"]
    assert said == ["13 chips do not split evenly between the halves: the odd chip goes to the deuce-to-seven half "
                    "(odd-chip-half: first; by WSOP Live Action Rule 303)"]
    said = [step.text for step in resolve(position).pots[0].steps if step.event == "odd-chip-half"]
    assert said == ["13 chips do not split evenly between the halves: the odd chip goes to Bo, the winner nearest "
                    "the dealer's left (odd-chip-half: position; by WSOP Live Action Rule 149)"]
    pot = resolve(position).pots[0]
    assert (pot.high and pot.high.amount, pot.low and pot.low.amount) == (6, 7)  # the odd chip is in Bo's half


def test_the_drawmaha_games_give_the_odd_chip_by_position() -> None:
    board = "6c 7d 8s Jh Qc"
    players = [Player("Al", "As 2s 3d 4c Td"), Player("Bo", "Ks Kd 5h 9h 2c")]  # Bo: Omaha; Al: the hole low
    for dealer, lucky in (("Bo", "Al"), ("Al", "Bo")):
        shown = Showdown(players, board, "drawmaha-2-7", pot=7, chip=1, dealer=dealer)
        assert payouts(shown)[lucky] == 4
        assert resolve(shown).showdown.rules.odd_chip_half is OddChipHalf.POSITION
    first = Showdown(players, board, "drawmaha-2-7", pot=7, chip=1, dealer="Bo", rules=Rules(odd_chip_half="first"))
    assert payouts(first) == {"Al": 3, "Bo": 4}  # Bo's Omaha is the first half


def test_compare_varies_odd_chip_half_where_it_changes_a_payout() -> None:
    players = [Player("Cy", CY), Player("Bo", BO), Player("Al", AL)]
    fixed = ("odd-chip", "method", "qualifier")
    rows = compare(Showdown(players, game="badeucy", pot=13, chip=1, dealer="Al"), fixed=fixed)
    assert [(row.label, row.changed, dict(row.resolution.payouts)["Bo"]) for row in rows] == [
        ("odd-chip-half: first", False, 6), ("odd-chip-half: position", True, 7),
    ]
    assert "odd-chip-half" not in varied(compare(Showdown(players, game="badeucy", pot=13)))  # exact: no odd chip
    stud8 = [Player("Al", "As 2s 3d 4c 6h 7h 8h"), Player("Bo", "Ks Kd 5h 4h 3h 2h 9c")]
    assert "odd-chip-half" not in varied(compare(Showdown(stud8, game="stud8", pot=13, chip=1)))  # high and low


# --- Archie's qualifier and its three fallbacks ----------------------------------------------------------

NINES, EIGHTS = "9s 9d Kc Qh Jd 3c 2h", "8s 8d Kc Qh Jd 3c 2h"
SEVEN_FIVE, NO_LOW = "7s 5d 4c 3h 2d Td Js", "Ks Qd Jc 9h 6d 5s 4h"

ARCHIE = [
    # Both halves qualify: half each.
    ((NINES, SEVEN_FIVE), {"A": Fraction(1, 2), "B": Fraction(1, 2)}),
    # No high of a pair of nines or better: the low takes the whole pot.
    ((EIGHTS, SEVEN_FIVE), {"A": 0, "B": 1}),
    # No low of 8 or better: the high takes the whole pot.
    ((NINES, NO_LOW), {"A": 1, "B": 0}),
    # Neither: everyone in the pot shares it equally.
    ((EIGHTS, NO_LOW.replace("9h", "Th")), {"A": Fraction(1, 2), "B": Fraction(1, 2)}),
]


@pytest.mark.parametrize(("hands", "paid"), ARCHIE, ids=["both", "no-high", "no-low", "neither"])
def test_archie_s_qualifier_and_fallbacks(hands: tuple[str, str], paid: dict) -> None:
    players = [Player("A", hands[0]), Player("B", hands[1])]
    assert payouts(Showdown(players, game="archie")) == paid


def test_archie_s_neither_shares_the_odd_chips_by_odd_chip() -> None:
    players = [Player("A", EIGHTS), Player("B", NO_LOW.replace("Qd", "Qc").replace("Jc", "Jh")),
               Player("C", "6s 6c 7h 8h Tc Qs 2s")]
    resolution = resolve(Showdown(players, game="archie", pot=8, chip=1))
    # three players share 8 chips: 3, 3, 2, the odd chips by suit (stud) to the highest cards: B's Ks, A's Kc
    assert dict(resolution.payouts) == {"A": 3, "B": 3, "C": 2}
    assert [step.event for step in resolution.pots[0].steps] == ["shared", "odd-chip"]
    assert resolution.pots[0].steps[0].text == (
        "no hand qualifies for either half (a pair of nines or better; qualifier: 8): everyone in the pot shares it "
        "equally (method: cards-speak)"
    )


def test_archie_declared_high_needs_a_qualifying_high() -> None:
    players = [Player("A", EIGHTS, "high"), Player("B", SEVEN_FIVE.replace("Td", "Th"), "low")]
    resolution = resolve(Showdown(players, game="archie", rules=Rules(method="declare")))
    assert dict(resolution.payouts) == {"A": 0, "B": 1}
    assert resolution.pots[0].steps[0].text == (
        "in for high (with a qualifying high): nobody; in for low (with a qualifying low): B"
    )


# --- Chicago's hole ------------------------------------------------------------------------------------

def test_chicago_counts_only_the_first_two_cards_and_the_seventh() -> None:
    # Al's Ks is face up (his third card), his 4s in the hole; Bo's Qs in the hole: Bo has the higher spade there
    players = [Player("Al", "4s 9h Ks Ad Ac 2c 3d"), Player("Bo", "Qs Jh 8d 8c 7c 6c 5h")]
    resolution = resolve(Showdown(players, game="chicago"))
    names = [(hand.high and hand.high.hand.name, hand.low and hand.low.hand.name) for hand in resolution.hands]
    assert names == [("pair of aces", "the 4♠ in the hole"), ("pair of eights", "the Q♠ in the hole")]
    assert dict(resolution.payouts) == {"Al": Fraction(1, 2), "Bo": Fraction(1, 2)}
    low = resolve(Showdown(players, game="low-chicago"))
    assert dict(low.payouts) == {"Al": 1, "Bo": 0}  # Al's 4s is the lower spade in the hole


def test_chicago_without_a_spade_in_the_hole() -> None:
    players = [Player("Al", "4h 9h Ks Ad Ac 2c 3d"), Player("Bo", "Qh Jh 8d 8c 7s 6s 5h")]
    resolution = resolve(Showdown(players, game="chicago"))
    assert dict(resolution.payouts) == {"Al": 1, "Bo": 0}  # nobody has a spade in the hole: the high takes all
    assert resolution.pots[0].steps[0].text == (
        "no high spade hand qualifies (a spade in the hole): the best high takes the whole pot"
    )
    assert [hand.low.qualifies for hand in resolution.hands if hand.low] == [False, False]
    alone = resolve(Showdown(players, game="chicago", rules=Rules(method="low")))
    assert dict(alone.payouts) == {"Al": Fraction(1, 2), "Bo": Fraction(1, 2)}  # nobody has the half: all share


def test_chicago_with_a_wild_card_in_the_hole() -> None:
    # Bo's wild deuce in the hole plays as the ace of spades: it ties Al's natural As, which wins only under
    # natural-beats-wild
    players = [Player("Al", "As 9h Kd Qc Jc 3c 4d"), Player("Bo", "2h Th 8d 8c 7c 6c 5h")]
    tie = resolve(Showdown(players, game="chicago", wild="2", rules=Rules(method="low")))
    assert dict(tie.payouts) == {"Al": Fraction(1, 2), "Bo": Fraction(1, 2)}
    assert tie.hands[1].low is not None and tie.hands[1].low.hand.name == "the A♠ in the hole"
    natural = resolve(Showdown(players, game="chicago", wild="2", rules=Rules(method="low", natural_beats_wild=True)))
    assert dict(natural.payouts) == {"Al": 1, "Bo": 0}
    up = [Player("Al", "As 9h Kd Qc Jc 3c 4d"), Player("Bo", "Th 8h 2h 8c 7c 6c 5h")]  # Bo's deuce face up
    assert payouts(Showdown(up, game="chicago", wild="2", rules=Rules(method="low"))) == {"Al": 1, "Bo": 0}


# --- names and output ------------------------------------------------------------------------------------

def test_the_json_names_the_halves_and_keeps_high_and_low_as_their_keys() -> None:
    text = textwrap.dedent(f"""\
        game: badeucy
        players:
          - {{name: Al, cards: {AL}}}
          - {{name: Bo, cards: {BO}}}
    """)
    code, out, _ = run("resolve", "-", "--format", "json", stdin=text)
    data = json.loads(out)
    assert code == 0 and list(data)[:3] == ["source", "game", "halves"]
    assert data["halves"] == ["deuce-to-seven", "badugi"]
    al, bo = data["hands"]
    assert (al["high"]["name"], al["high"]["qualifies"]) == ("seven-five low", True)
    assert bo["low"]["name"] == "four-card badugi, five high"
    code, out, _ = run("resolve", "-", "--format", "json", stdin=text.replace("badeucy", "stud8").replace(
        AL, AL + " 8c 9c").replace(BO, BO + " Kh Kd"))
    assert "halves" not in json.loads(out)  # a game of high and low says nothing of halves


def test_the_tables_head_each_half_by_its_name() -> None:
    text = ("game: razzdugi\nplayers:\n  - {name: Al, cards: As 2d 3h 4c 5s 9h Kd}\n"
            "  - {name: Bo, cards: 6c 3d 7h 8s Jc Jd Jh}\n")
    code, out, _ = run("resolve", "-", stdin=text)
    assert code == 0
    hands, pots = (out.split("\n\n")[index].splitlines()[0].split() for index in (1, 2))
    assert hands == ["player", "razz", "razz", "hand", "place", "badugi", "badugi", "hand", "place"]
    assert pots == ["pot", "amount", "players", "razz", "badugi"]
    code, out, _ = run("resolve", "-", stdin=text, columns=40)  # too narrow for the tables: a block each
    assert "razz (place 1):" in out and "badugi (place 1):" in out and "badugi: Al: 1/2" in out


def test_rank_shows_both_halves_of_a_split_game() -> None:
    code, out, _ = run("rank", "--game", "badeucy", AL, BO)
    assert code == 0
    heading = out.splitlines()[0].split()
    assert heading == ["cards", "deuce-to-seven", "deuce-to-seven", "hand", "place", "badugi", "badugi", "hand",
                       "place"]
    assert "seven-five low" in out and "four-card badugi, five high" in out
    code, out, _ = run("rank", "--game", "archie", EIGHTS, SEVEN_FIVE, "--format", "json")
    ranked = json.loads(out)
    assert [hand["high"]["qualifies"] for hand in ranked] == [False, False]
    assert [hand["low"]["qualifies"] for hand in ranked] == [False, True]


def test_wild_cards_play_in_every_half() -> None:
    # Al's joker (wild) is a deuce for the deuce-to-seven half (7-5-4-3-2) and the ace-high badugi's best card
    players = [Player("Al", "Jk 7h 5c 4d 3s"), Player("Bo", "7d 5h 4s 3c 2c")]
    resolution = resolve(Showdown(players, game="badeucy", jokers=1, rules=Rules(joker="wild")))
    al = resolution.hands[0]
    assert al.high is not None and al.low is not None
    assert (al.high.hand.name, al.low.hand.name) == ("seven-five low", "four-card badugi, five high")
    assert dict(resolution.payouts) == {"Al": Fraction(3, 4), "Bo": Fraction(1, 4)}


def test_keys_and_options_know_odd_chip_half() -> None:
    code, out, _ = run("keys")
    assert code == 0 and "odd-chip-half" in out and "position" in out
    players = [Player("Cy", CY), Player("Bo", BO), Player("Al", AL)]
    text = "game: badeucy\npot: 13\nchip: 1\ndealer: Al\nplayers:\n" + "".join(
        f"  - {{name: {player.name}, cards: {' '.join(map(str, player.cards))}}}\n" for player in players
    )
    code, out, _ = run("resolve", "-", "--format", "json", "--odd-chip-half", "position", stdin=text)
    assert code == 0 and json.loads(out)["payouts"]["Bo"] == "7"
