"""The odd chip by suit as the rulebooks have it (spec section 5): ``rules.odd-chip-cards``, ``rules.odd-chip-low``
and ``rules.book``, case by case worked out by hand, their words, their errors, and what ``compare`` does with them.

Unless a case says otherwise there are two players, whole chips of 1 and a pot of 3: the tied share of 3 chips
gives 1 each and one left over, so the player served first gets 2 and the other 1.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.showdowns import showdowns

from potsplit import Book, OddChipCards, OddChipLow, Player, Rules, Showdown, compare, resolve
from potsplit.cli import main
from potsplit.engine.compare import varied
from potsplit.engine.records import Resolution, Step
from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import format_cards, parse_cards
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind
from potsplit.hands.showing import cards_of_best_fives

F = Fraction

# Stud, both nine-high straights, one five each (one card of each rank). Bob holds the highest card, As, but not
# in his five; in the fives Al's 9s is above Bob's 9h. Counting all cards Bob is first, counting the five Al is.
STRAIGHTS = (Player("Al", "9s 8s 7d 6d 5c Qd 2c"), Player("Bob", "9h 8h 7c 6c 5d As 3h"))

# Hold'em, the board a nine-high straight. Al's 9d can stand for the board's 9c in a nine-high straight, so it
# is in one of his best fives; Bob's Ah and Cy's Kh are in none: they play the board. Counting all cards, Bob's
# Ah is the highest, then Cy's Kh, then Al's 9d.
BOARD = "5c 6d 7h 8s 9c"
BOARD_PLAYS = (Player("Al", "9d 2c"), Player("Bob", "Ah 3h"), Player("Cy", "Kh 2d"))

# Stud high-low, eight or better: Alice's three aces take the high half; Bob and Carol tie for low with
# 7-5-4-3-2. Bob holds the lowest card, 2c; in the five, Carol's 7s is the highest; of all the cards, Bob's Kd.
STUD8 = (
    Player("Alice", "As Ah Ad 9c 8c 6h Jd"),
    Player("Bob", "7h 5d 4c 3s 2c Kc Kd"),
    Player("Carol", "7s 5c 4d 3h 2d Qh Qs"),
)


def low_pair(first: str, second: str) -> tuple[Player, Player]:
    return Player("P1", first), Player("P2", second)


# Five-card draw, method low, two equal lows in each system (the hands' suits differ).
A5_WHEELS = low_pair("As 2c 3d 4d 5h", "Ah 2h 3c 4c 5c")  # lowest: Ah (the ace low, hearts below spades); highest: 5h
A5_ACE_LOW = low_pair("As 2h 3d 4d 5c", "Ah 2c 3c 4c 5h")  # highest: 5h (P2), not the As (P1): the ace is low
A6_LOWS = low_pair("As 2c 3d 4d 6h", "Ah 2h 3c 4c 6c")  # 6-4-3-2-A each: lowest Ah (P2), highest 6h (P1)
D7_LOWS = low_pair("7h 5c 4d 3d 2s", "7c 5h 4c 3c 2h")  # 7-5-4-3-2 each: lowest 2h (P2), highest 7h (P1)
D7_ACE_HIGH = low_pair("Ah 5h 4d 3d 2s", "As 5c 4c 3c 2h")  # ace-high: highest As (P2); lowest 2h (P2), not Ah

# Declare, stud, chips of 1, pot 6. Bob (swing, aces full) has the best high but loses low to Eve, so he fails;
# his high half (3 chips) goes to the next best highs, Carol and Dave, whose nine-high straights tie: 2 and 1
# by the high order. Eve takes the low half (3). By the cards of their high fives Carol's 9s is above Dave's 9c;
# by their low fives (Carol 7-6-5-3-2, Dave 7-6-5-4-3) Dave's 7s would be above Carol's 7d.
PASSED = (
    Player("Bob", "As Ah Ad Kc Kd 9h 8h", "swing"),
    Player("Carol", "9s 8s 7d 6d 5h 2c 3c", "high"),
    Player("Dave", "9c 8d 7s 6c 5s 4h 3d", "high"),
    Player("Eve", "7c 5c 4d 3h 2s Jh Jd", "low"),
)


BADUGIS = low_pair("As 2d 3c 4h", "Ad 2s 3h 4c")
BADUGI_THREES = low_pair("As 2d 3c Kc", "Ah 2s 3d Qd")
SHORT_DECK = low_pair("Ah Kd", "Ad Ks")


def odd_chip(resolution: Resolution) -> list[Step]:
    return [step for pot in resolution.pots for step in pot.steps if step.event == "odd-chip"]


def pays(players: tuple[Player, ...], pot: int = 3, board: str = "", **rules: Any) -> dict[str, Fraction]:
    """The payouts of *players* (*rules* may name the ``game`` too)."""
    game = rules.pop("game", None)
    resolution = resolve(Showdown(players, board=board, game=game, pot=pot, chip=1, rules=rules))
    assert resolution.showdown.game.value == (game or resolution.showdown.game.value)
    assert sum(resolution.payouts.values(), F(0)) == pot
    return dict(resolution.payouts)


CASES = [
    # (id, players, pot, board, rules, payouts)
    # --- odd-chip-cards: five counts only the five; all (the default, Robert's) every own card
    ("all-cards", STRAIGHTS, 3, "", {}, {"Al": 1, "Bob": 2}),
    ("five-cards", STRAIGHTS, 3, "", {"odd_chip_cards": "five"}, {"Al": 2, "Bob": 1}),
    # --- a player with none of his own cards in his five comes after those with some, by seat among them. The
    # dealer is the last player listed (Cy): seats from Al; 5 chips among three, 1 each and 2 left over.
    ("board-plays-all", BOARD_PLAYS, 5, BOARD, {"odd_chip": "suit"}, {"Al": 1, "Bob": 2, "Cy": 2}),
    # five: Al (9d) first, then Bob and Cy by seat (Bob first): Al and Bob get the two.
    ("board-plays-five", BOARD_PLAYS, 5, BOARD, {"odd_chip": "suit", "odd_chip_cards": "five"},
     {"Al": 2, "Bob": 2, "Cy": 1}),
    # --- odd-chip-low in a low share, the ace as each low system ranks it
    ("a5-lowest", A5_WHEELS, 3, "", {"method": "low", "odd_chip": "suit"}, {"P1": 1, "P2": 2}),
    ("a5-highest", A5_WHEELS, 3, "", {"method": "low", "odd_chip": "suit", "odd_chip_low": "highest"},
     {"P1": 2, "P2": 1}),
    ("a5-highest-ace-low", A5_ACE_LOW, 3, "", {"method": "low", "odd_chip": "suit", "odd_chip_low": "highest"},
     {"P1": 1, "P2": 2}),
    ("a6-lowest", A6_LOWS, 3, "", {"method": "low", "low": "ace-to-six", "odd_chip": "suit"}, {"P1": 1, "P2": 2}),
    ("a6-highest", A6_LOWS, 3, "", {"method": "low", "low": "ace-to-six", "odd_chip": "suit",
                                    "odd_chip_low": "highest"}, {"P1": 2, "P2": 1}),
    ("d7-lowest", D7_LOWS, 3, "", {"method": "low", "low": "deuce-to-seven", "odd_chip": "suit"},
     {"P1": 1, "P2": 2}),
    ("d7-highest", D7_LOWS, 3, "", {"method": "low", "low": "deuce-to-seven", "odd_chip": "suit",
                                    "odd_chip_low": "highest"}, {"P1": 2, "P2": 1}),
    ("d7-highest-ace-high", D7_ACE_HIGH, 3, "", {"method": "low", "low": "deuce-to-seven", "odd_chip": "suit",
                                                 "odd_chip_low": "highest"}, {"P1": 1, "P2": 2}),
    ("d7-lowest-ace-high", D7_ACE_HIGH, 3, "", {"method": "low", "low": "deuce-to-seven", "odd_chip": "suit"},
     {"P1": 1, "P2": 2}),
    # --- the books: 15 chips, high half 8 to Alice, the low half's 7 split 4 and 3.
    # wsop: the highest card in the five, Carol's 7s; robert (and no book): the lowest card, Bob's 2c.
    ("stud8-wsop", STUD8, 15, "", {"method": "cards-speak", "qualifier": 8, "book": "wsop"},
     {"Alice": 8, "Bob": 3, "Carol": 4}),
    ("stud8-robert", STUD8, 15, "", {"method": "cards-speak", "qualifier": 8, "book": "robert"},
     {"Alice": 8, "Bob": 4, "Carol": 3}),
    ("stud8-no-book", STUD8, 15, "", {"method": "cards-speak", "qualifier": 8}, {"Alice": 8, "Bob": 4, "Carol": 3}),
    ("straights-wsop", STRAIGHTS, 3, "", {"book": "wsop"}, {"Al": 2, "Bob": 1}),
    ("straights-robert", STRAIGHTS, 3, "", {"book": "robert"}, {"Al": 1, "Bob": 2}),
    # --- a rule given overrides its book: all cards under wsop (the highest of all: Bob's Kd), and the lowest
    # card under wsop (Bob's 2c, in his five too); the five under robert (Al's 9s).
    ("wsop-but-all", STUD8, 15, "", {"method": "cards-speak", "qualifier": 8, "book": "wsop",
                                     "odd_chip_cards": "all"}, {"Alice": 8, "Bob": 4, "Carol": 3}),
    ("wsop-but-lowest", STUD8, 15, "", {"method": "cards-speak", "qualifier": 8, "book": "wsop",
                                        "odd_chip_low": "lowest"}, {"Alice": 8, "Bob": 4, "Carol": 3}),
    ("robert-but-five", STRAIGHTS, 3, "", {"book": "robert", "odd_chip_cards": "five"}, {"Al": 2, "Bob": 1}),
    # --- a passed share is ordered by the fives of the direction it came from (high): Carol's 9s
    ("passed-share-wsop", PASSED, 6, "", {"method": "declare", "book": "wsop"},
     {"Bob": 0, "Carol": 2, "Dave": 1, "Eve": 3}),
    # badugi (low only, the ace low): A-2-3-4 each. Lowest: Ad (P2) below As; highest: 4h (P1) above 4c.
    ("badugi-lowest", BADUGIS, 3, "", {"odd_chip": "suit"}, {"P1": 1, "P2": 2}),
    ("badugi-highest", BADUGIS, 3, "", {"odd_chip": "suit", "odd_chip_low": "highest"}, {"P1": 2, "P2": 1}),
    # A-2-3 each, the Kc and Qd in no set (a suit taken): the highest of all is P1's Kc, of the sets P2's 3d
    ("badugi-all", BADUGI_THREES, 3, "", {"odd_chip": "suit", "odd_chip_low": "highest"}, {"P1": 2, "P2": 1}),
    ("badugi-wsop", BADUGI_THREES, 3, "", {"odd_chip": "suit", "book": "wsop"}, {"P1": 1, "P2": 2}),
    # short deck (high only; no straight: no ten, no six): A-K-Q-J-9 each, P1's Ah above P2's Ad in the fives
    ("short-deck-wsop", SHORT_DECK, 3, "9h 8s 7c Qd Jh", {"game": "short-deck", "odd_chip": "suit", "book": "wsop"},
     {"P1": 2, "P2": 1}),
    ("badugi-game", BADUGIS, 3, "", {"game": "badugi", "odd_chip": "suit"}, {"P1": 1, "P2": 2}),
    # a book never changes the order by seat (both books give it to games with a button)
    ("seat-wsop", STRAIGHTS, 3, "", {"odd_chip": "seat", "book": "wsop"}, {"Al": 2, "Bob": 1}),
]


@pytest.mark.parametrize(
    ("players", "pot", "board", "rules", "expected"), [case[1:] for case in CASES], ids=[case[0] for case in CASES]
)
def test_who_gets_the_odd_chip(
    players: tuple[Player, ...], pot: int, board: str, rules: dict[str, Any], expected: dict[str, int]
) -> None:
    assert pays(players, pot, board, **rules) == {name: F(amount) for name, amount in expected.items()}


DECIDED = {
    # what each case's note says decided, as its comment above works it out: the cards compared, or the seat
    "all-cards": "Bob (by the highest card, Bob's As against Al's Qd",
    "five-cards": "Al (by the highest card, Al's 9s against Bob's 9h",
    "board-plays-all": "Bob, Cy (by the highest card, Bob's Ah and Cy's Kh against Al's 9d",
    "board-plays-five": "Al, Bob (by the highest card, Al's 9d; ",  # Bob's cards are not in his five
    "a5-lowest": "P2 (by the lowest card, P2's Ah against P1's As",
    "a5-highest": "P1 (by the highest card, P1's 5h against P2's 5c",
    "a5-highest-ace-low": "P2 (by the highest card, P2's 5h against P1's 5c",
    "a6-lowest": "P2 (by the lowest card, P2's Ah against P1's As",
    "a6-highest": "P1 (by the highest card, P1's 6h against P2's 6c",
    "d7-lowest": "P2 (by the lowest card, P2's 2h against P1's 2s",
    "d7-highest": "P1 (by the highest card, P1's 7h against P2's 7c",
    "d7-highest-ace-high": "P2 (by the highest card, P2's As against P1's Ah",
    "d7-lowest-ace-high": "P2 (by the lowest card, P2's 2h against P1's 2s",
    "stud8-wsop": "Carol (by the highest card, Carol's 7s against Bob's 7h",
    "stud8-robert": "Bob (by the lowest card, Bob's 2c against Carol's 2d",
    "stud8-no-book": "Bob (by the lowest card, Bob's 2c against Carol's 2d",
    "straights-wsop": "Al (by the highest card, Al's 9s against Bob's 9h",
    "straights-robert": "Bob (by the highest card, Bob's As against Al's Qd",
    "wsop-but-all": "Bob (by the highest card, Bob's Kd against Carol's Qs",
    "wsop-but-lowest": "Bob (by the lowest card, Bob's 2c against Carol's 2d",
    "robert-but-five": "Al (by the highest card, Al's 9s against Bob's 9h",
    "passed-share-wsop": "Carol (by the highest card, Carol's 9s against Dave's 9c",
    "badugi-lowest": "P2 (by the lowest card, P2's Ad against P1's As",
    "badugi-highest": "P1 (by the highest card, P1's 4h against P2's 4c",
    "badugi-all": "P1 (by the highest card, P1's Kc against P2's Qd",
    "badugi-wsop": "P2 (by the highest card, P2's 3d against P1's 3c",
    "short-deck-wsop": "P1 (by the highest card, P1's Ah against P2's Ad",
    "badugi-game": "P2 (by the lowest card, P2's Ad against P1's As",
    "seat-wsop": "Al (Al sits first clockwise from the dealer, Bob",
}


@pytest.mark.parametrize(
    ("players", "pot", "board", "rules", "decided"), [(*case[1:5], DECIDED[case[0]]) for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_the_odd_chip_step_names_the_cards_or_the_seat_that_decided(
    players: tuple[Player, ...], pot: int, board: str, rules: dict[str, Any], decided: str
) -> None:
    rules = dict(rules)
    game = rules.pop("game", None)
    [step] = odd_chip(resolve(Showdown(players, board=board, game=game, pot=pot, chip=1, rules=rules)))
    assert "one more to " + decided in step.text


def test_every_case_has_its_deciding_words() -> None:
    assert set(DECIDED) == {case[0] for case in CASES}


def test_the_cards_of_the_best_fives_are_every_card_of_every_five_making_the_hand() -> None:
    cards = cards_of_best_fives(parse_cards("9d 2c"), parse_cards(BOARD), Game.HOLDEM, HandKind.HIGH)
    assert format_cards(sorted(cards, reverse=True)) == "9d 9c 8s 7h 6d 5c"
    low = cards_of_best_fives(parse_cards("8c 7d 5h 4c 3s 2d Ah"), (), Game.STUD, HandKind.ACE_TO_FIVE)
    assert format_cards(sorted(low, reverse=True)) == "Ah 5h 4c 3s 2d"
    omaha = cards_of_best_fives(parse_cards("Ks Kd Qs 2c"), parse_cards("Kh 7s 3s 9d 2s"), Game.OMAHA, HandKind.HIGH)
    assert format_cards(sorted(omaha, reverse=True)) == "Ks Qs 7s 3s 2s"  # the flush: two suited hole cards only
    hole, board = parse_cards("Ks Kd Qs 2c"), parse_cards("Kh 7s 3s 9d 2s")
    assert cards_of_best_fives(hole, board, Game.OMAHA8, HandKind.HIGH) == omaha  # a named game, dealt as omaha
    # short deck: A-6-7-8-9 is a straight, with either six; the king plays no part
    short = cards_of_best_fives(parse_cards("Ah Kd"), parse_cards("9h 8s 7c 6d 6h"), Game.HOLDEM, HandKind.SHORT_DECK)
    assert format_cards(sorted(short, reverse=True)) == "Ah 9h 8s 7c 6h 6d"
    # badugi: a three-card 7-4-2 with either deuce; then with the 2c, the Kc (clubs again) being in no best set
    badugi = cards_of_best_fives(parse_cards("2c 2d 4h 7s"), (), Game.DRAW, HandKind.BADUGI)
    assert format_cards(sorted(badugi)) == "2c 2d 4h 7s"
    badugi = cards_of_best_fives(parse_cards("2c 4h 7s Kc"), (), Game.DRAW, HandKind.BADUGI)
    assert format_cards(sorted(badugi)) == "2c 4h 7s"


def test_the_rules_follow_the_book_and_a_rule_given_overrides_it() -> None:
    def filled(**rules: Any) -> tuple[Any, ...]:
        given = resolve(Showdown(STRAIGHTS, rules=rules)).showdown.rules
        return given.book, given.odd_chip_cards, given.odd_chip_low

    assert filled() == (None, OddChipCards.ALL, OddChipLow.LOWEST)
    assert filled(book="robert") == (Book.ROBERT, OddChipCards.ALL, OddChipLow.LOWEST)
    assert filled(book="WSOP") == (Book.WSOP, OddChipCards.FIVE, OddChipLow.HIGHEST)
    assert filled(book="wsop", odd_chip_low="lowest") == (Book.WSOP, OddChipCards.FIVE, OddChipLow.LOWEST)


# --- the words ------------------------------------------------------------------------------------------

WORDS = [
    ("no-book", STRAIGHTS, "", {}, "3 chips do not split evenly among Bob, Al: one more to Bob ("
     "by the highest card, Bob's As against Al's Qd; odd-chip: suit)"),
    ("no-book-five", STRAIGHTS, "", {"odd_chip_cards": "five"},
     "3 chips do not split evenly among Al, Bob: one more to Al ("
     "by the highest card, Al's 9s against Bob's 9h; odd-chip: suit, odd-chip-cards: five)"),
    ("wsop-high", STRAIGHTS, "", {"book": "wsop"},
     "3 chips do not split evenly among Al, Bob: one more to Al ("
     "by the highest card, Al's 9s against Bob's 9h; odd-chip: suit; by WSOP Tournament Rule 73, first "
     "the player with the highest card by suit of his own cards in the five he wins the share with)"),
    ("robert-high", STRAIGHTS, "", {"book": "robert"},
     "3 chips do not split evenly among Bob, Al: one more to Bob ("
     "by the highest card, Bob's As against Al's Qd; odd-chip: suit; by Robert's Rules of Poker, first "
     "the player with the highest card by suit of all his own cards)"),
    ("wsop-but-all", STRAIGHTS, "", {"book": "wsop", "odd_chip_cards": "all"},
     "3 chips do not split evenly among Bob, Al: one more to Bob ("
     "by the highest card, Bob's As against Al's Qd; odd-chip: suit; by WSOP Tournament Rule 73 but "
     "odd-chip-cards: all, first the player with the highest card by suit of all his own cards)"),
    ("robert-low", A5_WHEELS, "", {"method": "low", "odd_chip": "suit", "book": "robert"},
     "3 chips do not split evenly among P2, P1: one more to P2 ("
     "by the lowest card, P2's Ah against P1's As; odd-chip: suit; by Robert's Rules of Poker but "
     "odd-chip: suit, first the player with the lowest card by suit of all his own cards, the ace low)"),
    ("wsop-seat", STRAIGHTS, "", {"odd_chip": "seat", "book": "wsop"},
     "3 chips do not split evenly among Al, Bob: one more to Al ("
     "Al sits first clockwise from the dealer, Bob; odd-chip: seat; by WSOP Tournament Rule 73 but "
     "odd-chip: seat, clockwise from the dealer's left)"),
    ("wsop-board-plays", BOARD_PLAYS, BOARD, {"odd_chip": "suit", "book": "wsop"},
     "4 chips do not split evenly among Al, Bob, Cy: one more to Al ("
     "by the highest card, Al's 9d; odd-chip: suit; by WSOP Tournament Rule 73 but "
     "odd-chip: suit, first the player with the highest card by suit of his own cards in the five he wins the share "
     "with; Bob and Cy have none of their own cards in their fives and come after the others, in seat order)"),
]


@pytest.mark.parametrize(("players", "board", "rules", "text"), [case[1:] for case in WORDS],
                         ids=[case[0] for case in WORDS])
def test_an_odd_chip_step_says_which_rules_decided_and_with_a_book_which_book(
    players: tuple[Player, ...], board: str, rules: dict[str, Any], text: str
) -> None:
    pot = 4 if len(players) == 3 else 3  # three players: 1 each and one left over
    [step] = odd_chip(resolve(Showdown(players, board=board, pot=pot, chip=1, rules=rules)))
    assert step.text == text
    assert step.rule == "odd-chip: " + text.split("; odd-chip: ")[1][:4]  # the rule that decided, as a file writes it


def test_the_title_names_the_book_and_any_rule_given_against_it() -> None:
    text = "game: stud\nchip: 1\npot: 3\nrules: {book: wsop, odd-chip-low: lowest}\nplayers:\n" + "".join(
        f"  - {{name: {player.name}, cards: {format_cards(player.cards)}}}\n" for player in STRAIGHTS
    )
    out = CliRunner().invoke(main, ["resolve", "-"], input=text).stdout
    assert out.splitlines()[0] == (
        "showdown 1: stud, method: high, low: ace-to-five, chip: 1, odd-chip: suit, book: wsop, odd-chip-low: lowest; "
        "pot 3"
    )


# --- files, options, JSON -------------------------------------------------------------------------------

def text_of(rules: str) -> str:
    players = "".join(f"  - {{name: {player.name}, cards: {format_cards(player.cards)}}}\n" for player in STRAIGHTS)
    return f"chip: 1\npot: 3\nrules:\n{rules}players:\n{players}"


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("rules", "line", "column", "message"),
    [
        ("  book: wsopp\n", 4, 9, "unknown book 'wsopp': did you mean 'wsop'? (allowed: robert, wsop)"),
        ("  method: high\n  odd-chip-cards: fiev\n", 5, 19,
         "unknown odd-chip-cards rule 'fiev': did you mean 'five'? (allowed: all, five)"),
        ("  odd-chip-low: middle\n", 4, 17, "unknown odd-chip-low rule 'middle' (allowed: lowest, highest)"),
        ("  book: tda\n", 4, 9, "unknown book 'tda' (allowed: robert, wsop)"),
    ],
)
def test_an_unknown_value_in_a_file_is_located_at_it(rules: str, line: int, column: int, message: str) -> None:
    code, out, err = run("resolve", "-", "--format", "json", stdin=text_of(rules))
    assert code == 1
    assert f"error: <stdin>:{line}:{column}: {message}" in err.splitlines()
    [printed] = [json.loads(row) for row in out.splitlines()]
    assert printed["errors"] == [{"message": message, "line": line, "column": column}]


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--book", "wsopp", "unknown book 'wsopp': did you mean 'wsop'? (allowed: robert, wsop)"),
        ("--odd-chip-cards", "fiev", "unknown odd-chip-cards rule 'fiev': did you mean 'five'? (allowed: all, five)"),
        ("--odd-chip-low", "hihgest", "unknown odd-chip-low rule 'hihgest': did you mean 'highest'? "
                                      "(allowed: lowest, highest)"),
    ],
)
def test_an_unknown_value_of_an_option_is_a_usage_error_naming_it(option: str, value: str, message: str) -> None:
    for command in ("resolve", "compare"):
        code, _, err = run(command, "-", option, value, stdin=text_of(""))
        assert code == 2
        assert f"Error: Invalid value for '{option}': {message}" in err


@pytest.mark.parametrize("command", ["resolve", "compare"])
def test_the_options_set_the_rules_for_resolve_and_compare(command: str) -> None:
    def first_payouts(*options: str) -> dict[str, str]:
        code, out, err = run(command, "-", "--format", "json", *options, stdin=text_of(""))
        assert code == 0, err
        data = json.loads(out)
        return data["payouts"] if command == "resolve" else data["variants"][0]["payouts"]

    assert first_payouts() == {"Al": "1", "Bob": "2"}
    assert first_payouts("--book", "wsop") == {"Al": "2", "Bob": "1"}
    assert first_payouts("--odd-chip-cards", "FIVE") == {"Al": "2", "Bob": "1"}
    assert first_payouts("--book", "wsop", "--odd-chip-cards", "all") == {"Al": "1", "Bob": "2"}


def test_the_json_rules_give_the_rules_as_resolved_and_the_book_as_given() -> None:
    def rules_of(rules: str) -> dict[str, Any]:
        code, out, _ = run("resolve", "-", "--format", "json", stdin=text_of(rules))
        assert code == 0
        shown: dict[str, Any] = json.loads(out)["rules"]
        return {key: shown[key] for key in ("odd-chip-cards", "odd-chip-low", "book")}

    assert rules_of("") == {"odd-chip-cards": "all", "odd-chip-low": "lowest", "book": None}
    assert rules_of("  book: wsop\n") == {"odd-chip-cards": "five", "odd-chip-low": "highest", "book": "wsop"}
    assert rules_of("  book: wsop\n  odd-chip-cards: all\n") == {
        "odd-chip-cards": "all", "odd-chip-low": "highest", "book": "wsop",
    }
    code, out, _ = run("resolve", "-", "--format", "yaml", stdin=text_of("  book: robert\n"))
    assert code == 0 and "  book: robert\n" in out and "  odd-chip-cards: all\n" in out


def test_the_keys_reference_lists_the_three_rules() -> None:
    out = " ".join(run("keys")[1].split())
    for text in ("odd-chip-cards all:", "odd-chip-low lowest:", "book robert: Robert's Rules of Poker",
                 "wsop: WSOP 2024 Tournament Rule 73 and Live Action Rule 149"):
        assert text in out


def test_a_bad_value_from_python_names_the_rule() -> None:
    with pytest.raises(InvalidShowdown, match=re.escape("rules.book: unknown book 'wsopp': did you mean 'wsop'?")):
        Rules(book="wsopp")  # type: ignore[arg-type]
    with pytest.raises(InvalidShowdown, match=re.escape("rules.odd-chip-cards: unknown odd-chip-cards rule '3'")):
        Rules(odd_chip_cards=3)  # type: ignore[arg-type]


# --- compare ----------------------------------------------------------------------------------------------

def test_compare_varies_the_book_where_leftover_chips_go_by_suit() -> None:
    rows = compare(Showdown(STUD8, pot=15, chip=1, rules={"method": "cards-speak", "qualifier": 8, "book": "wsop"}))
    assert varied(rows) == ("low", "qualifier", "odd-chip", "book")
    assert len(rows) == 3 * 2 * 2 * 2
    assert rows[0].label == "low: ace-to-five, qualifier: 8, odd-chip: suit, book: wsop"
    robert = next(row for row in rows if row.label == "book: robert")
    assert robert.changed and robert.resolution.payouts["Bob"] == 4
    assert (robert.rules.odd_chip_cards, robert.rules.odd_chip_low) == (OddChipCards.ALL, OddChipLow.LOWEST)


def test_compare_counts_a_showdown_without_a_book_as_robert_s_rules() -> None:
    rows = compare(Showdown(STRAIGHTS, pot=3, chip=1))
    assert [row.label for row in rows] == ["odd-chip: suit, book: robert", "odd-chip: seat",
                                           "odd-chip: seat, book: wsop", "book: wsop"]
    assert [row.changed for row in rows] == [False, True, True, True]
    # one that sets a rule the book sets is "book: none", and both books are rows of their own
    rows = compare(Showdown(STRAIGHTS, pot=3, chip=1, rules={"odd_chip_cards": "five"}))
    al = {row.label: str(row.resolution.payouts["Al"]) for row in rows}
    assert rows[0].label == "odd-chip: suit, book: none" and len(rows) == 2 * 3
    assert (al["odd-chip: suit, book: none"], al["book: robert"], al["book: wsop"]) == ("2", "1", "2")


def test_compare_holds_a_rule_the_book_sets_when_an_option_gives_it() -> None:
    code, out, _ = run("compare", "-", "--format", "json", "--odd-chip-cards", "five", "--odd-chip", "suit",
                       stdin=text_of(""))
    assert code == 0
    data = json.loads(out)
    assert data["varied"] == ["book"]
    assert [variant["variant"] for variant in data["variants"]] == ["book: robert", "book: wsop"]
    assert all(variant["payouts"] == {"Al": "2", "Bob": "1"} for variant in data["variants"])  # five in both
    code, out, _ = run("compare", "-", "--format", "json", "--book", "robert", stdin=text_of(""))
    assert "book" not in json.loads(out)["varied"]


@pytest.mark.parametrize(
    ("showdown", "count"),
    [
        (Showdown(STRAIGHTS), 1),  # no chip: nothing varies
        (Showdown(STRAIGHTS, pot=4, chip=1), 2),  # chips, but 4 split evenly: odd-chip only
        (Showdown(STRAIGHTS, pot=3, chip=1, rules={"odd_chip": "seat"}), 4),  # by seat as given, by suit varied
    ],
    ids=["no-chip", "no-odd-chips", "seat-as-given"],
)
def test_compare_adds_no_book_rows_without_leftover_chips_by_suit(showdown: Showdown, count: int) -> None:
    rows = compare(showdown)
    assert len(rows) == count
    assert ("book" in varied(rows)) == (count == 4)


# --- properties ---------------------------------------------------------------------------------------

BOOKS = [None, *Book]
CARDS = [None, *OddChipCards]
LOWS = [None, *OddChipLow]


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(showdowns(chips=(1, 5), twin_odds=2), st.sampled_from(BOOKS), st.sampled_from(CARDS), st.sampled_from(LOWS))
def test_every_combination_pays_whole_chips_and_loses_nothing(
    showdown: Showdown, book: Book | None, cards: OddChipCards | None, low: OddChipLow | None
) -> None:
    chip = showdown.chip
    assert chip is not None
    rules = replace(showdown.rules, book=book, odd_chip_cards=cards, odd_chip_low=low)
    resolution = resolve(replace(showdown, rules=rules))
    assert sum(resolution.payouts.values(), F(0)) + resolution.carried_over == resolution.showdown.pot
    for pot in resolution.pots:
        assert sum(pot.payouts.values(), F(0)) + pot.carried_over == pot.amount
        assert all(amount % chip == 0 and amount >= 0 for amount in pot.payouts.values())
    for step in odd_chip(resolution):
        assert len(set(step.players)) == len(step.players) and step.amount == chip * len(step.players)
        assert (book is not None) == ("; by " in step.text)  # a book is named in every odd-chip step, and only a book
    # a book is its settings: robert the defaults, wsop five and highest
    settings_of = {None: (None, None), Book.ROBERT: (OddChipCards.ALL, OddChipLow.LOWEST),
                   Book.WSOP: (OddChipCards.FIVE, OddChipLow.HIGHEST)}[book]
    spelled = replace(showdown.rules, odd_chip_cards=cards or settings_of[0], odd_chip_low=low or settings_of[1])
    same = resolve(replace(showdown, rules=spelled))
    assert dict(same.payouts) == dict(resolution.payouts)
    assert [step.players for step in odd_chip(same)] == [step.players for step in odd_chip(resolution)]
