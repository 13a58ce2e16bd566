"""Every rule of spec section 2b (wild cards and jokers), with hands worked out by hand.

Each case gives the cards, what is wild and the rules; the expected name and what each wild card plays as
are worked out from the spec, not from the code.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest
from click.testing import CliRunner

import potsplit
from potsplit import InvalidShowdown, Player, Rules, Showdown
from potsplit.cli import main
from potsplit.hands.cards import JOKER, parse_cards
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind
from potsplit.hands.wild import WildPlay, wild_cards, wild_codes
from potsplit.hands.wild_eval import wild_hand_values
from potsplit.hands.wild_show import best_wild_hand, played_as, shown_cards

A5, D7, A6, HIGH = HandKind.ACE_TO_FIVE, HandKind.DEUCE_TO_SEVEN, HandKind.ACE_TO_SIX, HandKind.HIGH


def shown(cards: str, ranking: HandKind, wild: str = "2", joker: str = "bug", game: Game = Game.DRAW,
          board: str = "") -> tuple[str, str]:
    """The hand's name in *ranking* and its five as shown (``2h=T``)."""
    play = WildPlay(wild_codes(wild_cards(wild)), joker == "wild")
    hole, common = parse_cards(cards), parse_cards(board)
    hand = best_wild_hand(hole, common, game, ranking, play=play)
    return hand.name, " ".join(shown_cards(hand))


HANDS = [
    # five of a kind, the category above the straight flush
    ("9c 9d 9h 9s 2h", HIGH, "2", "bug", "five nines", "9s 9h 9d 9c 2h=9"),
    ("Ac Ad 2h 2s 2c", HIGH, "2", "bug", "five aces", "Ad Ac 2s=A 2h=A 2c=A"),
    ("2c 2d 2h 2s 7c", HIGH, "2", "bug", "five sevens", "7c 2s=7 2h=7 2d=7 2c=7"),
    # a wild card in a flush: the highest card of the suit the five do not hold
    ("Ah 9h 7h 3h 2c", HIGH, "2", "bug", "flush, ace-king high", "Ah 2c=Kh 9h 7h 3h"),
    ("Ah Kh 7h 3h 2c", HIGH, "2", "bug", "flush, ace-king high", "Ah Kh 2c=Qh 7h 3h"),
    ("Kh Qh Jh 9h 2c", HIGH, "2", "bug", "straight flush, king high", "Kh Qh Jh 2c=Th 9h"),
    ("Ah Kh Qh Jh 2c", HIGH, "2", "bug", "royal flush", "Ah Kh Qh Jh 2c=Th"),
    # a wild card takes a rank the hand holds: four aces and a wild card are five aces
    ("As Ad Ah Ac 2c", HIGH, "2", "bug", "five aces", "As Ah Ad Ac 2c=A"),
    ("Ks Kd 7c 4h 2c", HIGH, "2", "bug", "three of a kind, kings", "Ks Kd 2c=K 7c 4h"),
    ("Ks Kd 7c 7h 2c", HIGH, "2", "bug", "full house, kings over sevens", "Ks Kd 2c=K 7h 7c"),
    # the bug: an ace (a fifth ace too), or a card that completes a straight, a flush or a straight flush
    ("Jk As Ad Ah Ac", HIGH, "", "bug", "five aces", "As Ah Ad Ac Jk=A"),
    ("Jk Ks Kd Kh Kc", HIGH, "", "bug", "four of a kind, kings", "Ks Kh Kd Kc Jk=A"),
    ("Jk Ks Kd 7h 3c", HIGH, "", "bug", "pair of kings", "Ks Kd Jk=A 7h 3c"),
    ("Jk Ah Kd 7h 3c", HIGH, "", "bug", "pair of aces", "Ah Jk=A Kd 7h 3c"),
    ("Jk 9s 8d 7h 6c", HIGH, "", "bug", "straight, ten high", "Jk=T 9s 8d 7h 6c"),
    ("Jk 2c 3d 4h 5s", HIGH, "", "bug", "straight, six high", "Jk=6 5s 4h 3d 2c"),
    ("Jk Kh 9h 5h 3h", HIGH, "", "bug", "flush, ace-king high", "Jk=Ah Kh 9h 5h 3h"),
    ("Jk Ah 9h 5h 3h", HIGH, "", "bug", "flush, ace-king high", "Ah Jk=Kh 9h 5h 3h"),
    ("Jk 9h 8h 7h 6h", HIGH, "", "bug", "straight flush, ten high", "Jk=Th 9h 8h 7h 6h"),
    ("Jk Kh Qh Jh Th", HIGH, "", "bug", "royal flush", "Jk=Ah Kh Qh Jh Th"),
    # the joker as a wild card instead: any card
    ("Jk Ks Kd Kh Kc", HIGH, "", "wild", "five kings", "Ks Kh Kd Kc Jk=K"),
    ("Jk Ks Kd 7h 3c", HIGH, "", "wild", "three of a kind, kings", "Ks Kd Jk=K 7h 3c"),
    # two jokers: as bugs the pair of kings gets two aces; as wild cards, two more kings
    ("Jk Jk Kd Kc 5s", HIGH, "", "bug", "two pair, aces and kings", "Jk=A Jk=A Kd Kc 5s"),
    ("Jk Jk Kd Kc 5s", HIGH, "", "wild", "four of a kind, kings", "Kd Kc Jk=K Jk=K 5s"),
    ("Jk Jk 9h 8h 7h", HIGH, "", "bug", "straight flush, jack high", "Jk=Jh Jk=Th 9h 8h 7h"),
    # a bug left out of the five when a natural card does better (stud: the best five of seven)
    ("Jk Ks Kd Kh Qs Qd 3c", HIGH, "", "bug", "full house, kings over queens", "Ks Kh Kd Qs Qd"),
    # low: the wild card is whatever card makes the best low, the bug too, in every low system
    ("2c 7h 5d 4s 3c", A5, "2", "bug", "seven-five low", "7h 5d 4s 3c 2c=A"),
    ("Jk 8h 7d 6s 5c", A5, "", "bug", "eight-seven low", "8h 7d 6s 5c Jk=A"),
    ("Jk 5h 4d 3s 2c", A5, "", "bug", "wheel", "5h 4d 3s 2c Jk=A"),
    ("Kc 7h 5d 4s 3c", A5, "K", "bug", "seven-five low", "7h 5d 4s 3c Kc=A"),
    # deuce-to-seven: the ace is high, so a wild card is a deuce ... unless that makes a straight
    ("Jk 7h 5d 4s 3c", D7, "", "bug", "seven-five low", "7h 5d 4s 3c Jk=2"),
    ("Jk 6h 5d 4s 3c", D7, "", "bug", "eight-six low", "Jk=8 6h 5d 4s 3c"),
    ("Jk 7h 5h 4h 3h", D7, "", "bug", "seven-five low", "7h 5h 4h 3h Jk=2"),  # no flush: it takes another suit
    ("Kc 7h 6d 5s 4c", D7, "K", "bug", "seven-six low", "7h 6d 5s 4c Kc=2"),  # not 3: 7-6-5-4-3 is a straight
    # ace-to-six: the ace is low and A-2-3-4-5 is a straight
    ("Jk 6h 4d 3s 2c", A6, "", "bug", "six-four low", "6h 4d 3s 2c Jk=A"),
    ("Jk 5h 4d 3s 2c", A6, "", "bug", "seven-five low", "Jk=7 5h 4d 3s 2c"),
    ("Jk 7h 5h 4h 3h", A6, "", "wild", "seven-five low", "7h 5h 4h 3h Jk=A"),
]


@pytest.mark.parametrize(("cards", "ranking", "wild", "joker", "name", "five"), HANDS)
def test_a_wild_hand_is_named_and_shown_as_the_spec_says(
    cards: str, ranking: HandKind, wild: str, joker: str, name: str, five: str
) -> None:
    game = Game.DRAW if len(cards.split()) == 5 else Game.STUD
    assert shown(cards, ranking, wild, joker, game) == (name, five)


def test_five_of_a_kind_beats_a_royal_flush() -> None:
    ranked = potsplit.rank_hands(["Ah Kh Qh Jh Th", "9c 9d 9h 9s 2h"], wild="2")
    assert [(hand.high.hand.name, hand.high.place) for hand in ranked] == [("royal flush", 2), ("five nines", 1)]


def test_the_same_wild_card_plays_apart_high_and_low() -> None:
    ranked = potsplit.rank_hands(["2c 3d 4h 5s 7c"], wild="2")[0]
    assert (ranked.high.hand.name, played_as(ranked.high.hand)) == ("straight, seven high", {"2c": "6"})
    assert (ranked.low.hand.name, played_as(ranked.low.hand)) == ("seven-five low", {"2c": "A"})


QUALIFYING = [
    ("2c 8h 6d 4s 3c", "2", 8, True),  # the deuce plays as an ace: 8-6-4-3-A
    ("Jk 8h 7d 6s 5c", "", 8, True),  # the bug plays as an ace: 8-7-6-5-A
    ("2c 9h 6d 4s 3c", "2", 8, False),  # 9-6-4-3-A: nine high
    ("Jk 8h 8d 6s 5c", "", 8, False),  # a pair of eights: a wild card cannot unpair it
    ("2c 2d 2h 2s 9c", "2", 8, False),  # four wild cards and a nine: 9-4-3-2-A
    ("2c 2d 2h 2s 8c", "2", 8, True),  # 8-4-3-2-A
]


@pytest.mark.parametrize(("cards", "wild", "qualifier", "qualifies"), QUALIFYING)
def test_the_qualifier_is_tested_on_the_low_the_cards_play_as(
    cards: str, wild: str, qualifier: int, qualifies: bool
) -> None:
    ranked = potsplit.rank_hands([cards], wild=wild, jokers=1, qualifier=qualifier)[0]
    assert ranked.low.qualifies is qualifies


def resolve(*players: Player, **fields: Any) -> dict[str, Fraction]:
    return dict(potsplit.resolve(Showdown(players, **fields)).payouts)


def test_natural_beats_wild_decides_a_tie() -> None:
    natural, wild = Player("Ann", "Ks Kd 9c 7h 4s"), Player("Bob", "Kh 2c 9d 7c 4d")  # pair of kings, 9-7-4 each
    assert resolve(natural, wild, wild="2") == {"Ann": Fraction(1, 2), "Bob": Fraction(1, 2)}
    on = Rules(natural_beats_wild=True)
    assert resolve(natural, wild, wild="2", rules=on) == {"Ann": 1, "Bob": 0}
    other = Player("Cy", "Kc 2d 9s 7d 4c")  # the same hand with a wild card: Bob and Cy tie
    assert resolve(wild, other, wild="2", rules=on) == {"Bob": Fraction(1, 2), "Cy": Fraction(1, 2)}
    assert resolve(natural, wild, other, wild="2", rules=on) == {"Ann": 1, "Bob": 0, "Cy": 0}


def test_natural_beats_wild_chooses_a_natural_five_when_one_is_as_good() -> None:
    # Ann's seven cards make a natural royal flush and, with the deuce, a royal flush too; Bob's needs the deuce.
    ann, bob = Player("Ann", "As Ks Qs Js Ts 2h 3c"), Player("Bob", "Ah Kh Qh Jh 2d 5c 6c")
    assert resolve(ann, bob, wild="2", game="stud") == {"Ann": Fraction(1, 2), "Bob": Fraction(1, 2)}
    resolution = potsplit.resolve(Showdown((ann, bob), game="stud", wild="2", rules=Rules(natural_beats_wild=True)))
    assert dict(resolution.payouts) == {"Ann": 1, "Bob": 0}
    assert [card.text for card in resolution.hands[0].high.hand.cards] == ["As", "Ks", "Qs", "Js", "Ts"]
    assert resolution.hands[0].high.hand.wild == ()


def test_a_deuces_wild_declare_showdown_with_a_swing_whose_wild_card_plays_apart() -> None:
    players = (
        Player("Ann", "Kc Kd Ks 9h 4c", "high"),  # three kings
        Player("Bob", "8c 6d 4d 3h Ah", "low"),  # 8-6-4-3-A
        Player("Cy", "2c 3d 4h 5s 7c", "swing"),  # high: a straight, seven high (2c=6); low: 7-5-4-3-A (2c=A)
    )
    resolution = potsplit.resolve(Showdown(players, wild="2"))
    assert dict(resolution.payouts) == {"Ann": 0, "Bob": 0, "Cy": 1}
    cy = resolution.hands[2]
    assert (played_as(cy.high.hand), played_as(cy.low.hand)) == ({"2c": "6"}, {"2c": "A"})


def test_the_odd_chip_by_suit_takes_the_cards_as_dealt() -> None:
    # A tie for high (pair of kings, A-7-4): Ann's joker ranks below every card, so Bob's As is the highest card.
    ann, bob = Player("Ann", "Jk Kh Kd 7c 4c"), Player("Bob", "Ks Kc As 7d 4d")
    rules = Rules(method="high", odd_chip="suit")
    assert resolve(ann, bob, jokers=1, chip=1, pot=3, rules=rules) == {"Ann": 1, "Bob": 2}
    # A tie for low (7-5-4-3-A): Ann's wild deuce is a deuce, not the ace it plays: Bob's Ah is the lowest card.
    ann, bob = Player("Ann", "2c 5h 4d 3s 7h"), Player("Bob", "Ah 5c 4h 3d 7d")
    rules = Rules(method="low", odd_chip="suit")
    assert resolve(ann, bob, wild="2", chip=1, pot=3, rules=rules) == {"Ann": 1, "Bob": 2}
    # A joker is the lowest card of a low share: Ann is served first.
    ann, bob = Player("Ann", "Jk 5h 4d 3s 7h"), Player("Bob", "Ah 5c 4h 3d 7d")
    assert resolve(ann, bob, jokers=1, chip=1, pot=3, rules=rules) == {"Ann": 2, "Bob": 1}
    # The highest card served first (WSOP): Ann's 7h beats Bob's 7d, hearts above diamonds.
    wsop = Rules(method="low", odd_chip="suit", book="wsop")
    assert resolve(ann, bob, jokers=1, chip=1, pot=3, rules=wsop) == {"Ann": 2, "Bob": 1}
    # Only the cards of the five count under the WSOP, a wild card as dealt: Ann's five of a 7-card hand holds
    # her joker and the 7h, not her Kh (seven cards, stud: Kh and Qh are left out of her low).
    ann, bob = Player("Ann", "Jk 5h 4d 3s 7h Kh Qh"), Player("Bob", "Ah 5c 4h 3d 7d Ks Qs")
    assert resolve(ann, bob, jokers=1, chip=1, pot=3, rules=wsop, game="stud") == {"Ann": 2, "Bob": 1}
    high = Rules(method="high", odd_chip="suit", book="wsop")
    ann, bob = Player("Ann", "Jk Kh Kd 7c 4c 2s 3s"), Player("Bob", "Ks Kc As 7d 4d 2h 3h")
    assert resolve(ann, bob, jokers=1, chip=1, pot=3, rules=high, game="stud") == {"Ann": 1, "Bob": 2}


def test_a_wild_board_card_is_wild_for_every_player() -> None:
    ranked = potsplit.rank_hands(["Ah Ad", "Kc Qc"], board="2s 9c 8c 7d 3h", wild="2")
    assert [hand.high.hand.name for hand in ranked] == ["three of a kind, aces", "flush, ace-king high"]
    omaha = potsplit.rank_hands(["Ah Ad Kc Qc", "9h 9d 5s 4s"], board="2s 9c 8c 7d 3h", wild="2")
    assert [hand.high.hand.name for hand in omaha] == ["flush, ace-king high", "four of a kind, nines"]


def test_a_named_game_plays_its_wild_cards_as_it_deals_its_cards() -> None:
    # omaha8: two of the four hole cards and three of the board; the deuce on the board is wild for both.
    ranked = potsplit.rank_hands(["Ah 3h Kc Kd", "9h 9d 5s 4s"], board="2s 9c 8c 7d 6h", game="omaha8", wild="2")
    assert [hand.high.hand.name for hand in ranked] == ["three of a kind, kings", "four of a kind, nines"]
    assert [hand.low.hand.name for hand in ranked] == ["seven-six low", "seven-six low"]  # 7-6-3-2-A, 7-6-5-4-A
    assert [hand.low.place for hand in ranked] == [1, 2]
    assert [card.text for card in ranked[0].high.hand.cards] == ["Kd", "Kc", "2s", "9c", "8c"]  # two hole cards


def test_a_showdown_without_a_wild_card_in_play_is_resolved_as_one_without_wild_cards() -> None:
    players = (Player("Ann", "Ks Kd 9c 7h 4s"), Player("Bob", "Kh Kc 9d 7c 4d"))
    given = potsplit.resolve(Showdown(players, wild="2", jokers=2, rules=Rules(natural_beats_wild=True)))
    plain = potsplit.resolve(Showdown(players))
    assert given.showdown.play is None and dict(given.payouts) == dict(plain.payouts)
    assert [hand.high.value for hand in given.hands] == [hand.high.value for hand in plain.hands]


def test_the_values_of_a_wild_hand_and_of_its_five_shown_agree() -> None:
    play = WildPlay(wild_codes(wild_cards("2")), natural_first=True)
    hole = (JOKER, *parse_cards("2c Ah Kh 5d 4s 3c"))
    for ranking, value in zip((HIGH, A5), wild_hand_values(hole, (), Game.STUD, A5, play), strict=True):
        assert best_wild_hand(hole, (), Game.STUD, ranking, value, play=play).value == value


ERRORS = [
    ("jokers-none", {"players": [Player("Ann", "Jk 9h 9d 9c 4s")]},
     "Ann's cards: Jk is a joker, but the deck has none"),
    ("jokers-zero", {"players": [Player("Ann", "Jk 9h 9d 9c 4s")], "jokers": 0},
     "Ann's cards: Jk is a joker, but the deck has none"),
    ("jokers-dealt-twice", {"players": [Player("Ann", "Jk 9h 9d 9c 4s"), Player("Bob", "Jk 8h 8d 8c 4c")],
                            "jokers": 1},
     "card Jk is dealt twice: to Ann and Bob (the deck has 1 joker: jokers: 1)"),
    ("jokers-three", {"players": [Player("Ann", "Jk Jk Jk 9c 4s")], "jokers": 2},
     "card Jk is dealt three times (the deck has 2 jokers: jokers: 2)"),
    ("jokers-too-many", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "jokers": 3},
     "Showdown.jokers: jokers is how many jokers the deck holds, 0 to 2, not 3"),
    ("jokers-text", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "jokers": "one"},
     "Showdown.jokers: jokers is how many jokers the deck holds, 0 to 2, not 'one'"),
    ("wild-unknown", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "wild": "deuce"},
     "Showdown.wild: wild: unknown wild card 'deuce': wild names ranks (2-9, T or 10, J, Q, K, A), cards (Js) or "
     "deuces, one-eyed-jacks, suicide-king; did you mean 'deuces'?"),
    ("wild-not-a-card", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "wild": ["2", "Zs"]},
     "Showdown.wild: wild: unknown card 'Zs'"),
    ("wild-joker", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "wild": "Jk"},
     "Showdown.wild: wild: a joker is not named in wild: rules.joker says how it plays (bug or wild)"),
    ("wild-number", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "wild": [1]},
     "Showdown.wild: wild: unknown wild card '1'"),
    ("joker-rule", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "rules": {"joker": "bugg"}},
     "rules.joker: unknown joker rule 'bugg': did you mean 'bug'? (allowed: bug, wild)"),
    ("natural-rule", {"players": [Player("Ann", "9h 9d 9c 4s 4c")], "rules": {"natural-beats-wild": "maybe"}},
     "rules.natural-beats-wild: unknown natural-beats-wild rule 'maybe' (allowed: yes, no)"),
]


@pytest.mark.parametrize(("fields", "message"), [case[1:] for case in ERRORS], ids=[case[0] for case in ERRORS])
def test_a_bad_wild_card_or_joker_is_an_invalid_showdown_naming_it(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        potsplit.resolve(Showdown(**fields))
    assert message in str(caught.value)


FILE_ERRORS = [
    ("players:\n  - {name: Ann, cards: 9h 9d Jk 9c 4s}\n", 2, 30, "Ann's cards: Jk is a joker, but the deck has none"),
    ("jokers: 1\nplayers:\n  - {name: Ann, cards: [9h, Jk, 9c, 4s, 4c]}\n  - {name: Bob, cards: 8h 8d 8c 4d Jk}\n",
     4, 36, "card Jk is dealt twice: to Ann and Bob"),
    ("wild: [2, deuce]\nplayers:\n  - {name: Ann, cards: 9h 9d 9c 4s 4c}\n", 1, 11,
     "wild: unknown wild card 'deuce'"),
    ("wild: 2 Zs\nplayers:\n  - {name: Ann, cards: 9h 9d 9c 4s 4c}\n", 1, 9, "wild: unknown card 'Zs'"),
    ("jokers: 3\nplayers:\n  - {name: Ann, cards: 9h 9d 9c 4s 4c}\n", 1, 9,
     "jokers is how many jokers the deck holds, 0 to 2, not '3'"),
    ("rules: {joker: wld}\nplayers:\n  - {name: Ann, cards: 9h 9d 9c 4s 4c}\n", 1, 16,
     "unknown joker rule 'wld': did you mean 'wild'?"),
]


@pytest.mark.parametrize(("text", "line", "column", "message"), FILE_ERRORS)
def test_a_bad_wild_card_or_joker_in_a_file_is_located(text: str, line: int, column: int, message: str) -> None:
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json"], input=text)
    assert result.exit_code == 1
    found = [(error["line"], error["column"], error["message"]) for error in json.loads(result.stdout)["errors"]]
    assert any((at_line, at_column) == (line, column) and message in text for at_line, at_column, text in found), found


def test_california_lowball_deals_one_joker_as_the_bug_unless_the_showdown_says_otherwise() -> None:
    ann, bob = Player("Ann", "Jk 6h 4d 3s 2c"), Player("Bob", "6c 5d 4h 3c 2d")
    resolution = potsplit.resolve(Showdown((ann, bob), game="california-lowball"))
    assert resolution.showdown.jokers == 1 and resolution.showdown.rules.joker.value == "bug"
    assert dict(resolution.payouts) == {"Ann": 1, "Bob": 0}  # 6-4-3-2-A: the bug plays as the ace
    with pytest.raises(InvalidShowdown, match="Jk is a joker, but the deck has none"):
        potsplit.resolve(Showdown((ann, bob), game="california", jokers=0))
    with pytest.raises(InvalidShowdown, match="card Jk is dealt twice"):
        potsplit.resolve(Showdown((ann, Player("Bob", "Jk 5d 4h 3c 2d")), game="california"))
    with pytest.raises(InvalidShowdown, match="Jk is a joker, but the deck has none"):
        potsplit.resolve(Showdown((ann, bob), game="a-5"))


BADUGI_AND_SHORT_DECK = [
    # badugi: a wild card (the bug too, badugi is a low) plays as the lowest rank the set lacks, in a suit it lacks
    ("badugi", ["Jk 2c 3c 7h"], "", "", 1, "bug", ["three-card hand, seven high"], [{"Jk": "A"}]),
    ("badugi", ["2h Kc 3c 3d"], "", "2", 0, "bug", ["three-card hand, king high"], [{"2h": "A"}]),
    ("badugi", ["2c 2d 2h 2s"], "", "2", 0, "bug", ["four-card badugi, four high"],
     [{"2s": "4", "2h": "3", "2d": "2", "2c": "A"}]),
    ("badugi", ["Jk Jk 9s 9d"], "", "", 2, "wild", ["three-card hand, nine high"], [{"Jk": ["2", "A"]}]),
    # short deck: a wild card plays as a card of the 36; a flush beats a full house, A-6-7-8-9 is a straight
    ("short-deck", ["Jk As", "Kd Kc"], "Ks Qs Ts 7h 6d", "", 1, "bug", ["royal flush", "three of a kind, kings"],
     [{"Jk": "Js"}, {}]),
    ("short-deck", ["Jk 7c", "6c 6s"], "8d 9h Ah Kd Qc", "", 1, "bug", ["straight, nine high", "pair of sixes"],
     [{"Jk": "6"}, {}]),
    ("short-deck", ["Jk Kh", "Ac Ad"], "Qh 9h 7h Kd Ks", "", 1, "bug",
     ["flush, ace-king high", "two pair, aces and kings"], [{"Jk": "Ah"}, {}]),
    ("short-deck", ["Jk Kh", "Ac Ad"], "Qh 9h 7h Kd Ks", "", 1, "wild",
     ["four of a kind, kings", "two pair, aces and kings"], [{"Jk": "K"}, {}]),
    ("short-deck", ["Jk 6c", "9c 9d"], "6h 6d 6s Ah Kd", "", 1, "wild", ["five sixes", "full house, sixes over nines"],
     [{"Jk": "6"}, {}]),
]


@pytest.mark.parametrize(("game", "hands", "board", "wild", "jokers", "joker", "names", "plays"),
                         BADUGI_AND_SHORT_DECK)
def test_wild_cards_in_badugi_and_short_deck(
    game: str, hands: list[str], board: str, wild: str, jokers: int, joker: str, names: list[str],
    plays: list[dict[str, Any]],
) -> None:
    ranked = potsplit.rank_hands(hands, board=board, game=game, wild=wild, jokers=jokers, joker=joker)
    shown_hands = [hand.low if game == "badugi" else hand.high for hand in ranked]
    assert [placed.hand.name for placed in shown_hands if placed is not None] == names
    assert [played_as(placed.hand) for placed in shown_hands if placed is not None] == plays


def test_two_jokers_in_short_deck_and_a_badugis_natural_set_beating_a_wild_one() -> None:
    # 9-8-7 and two wild cards (or bugs): J-T, a straight, jack high, beats three aces
    for joker in ("wild", "bug"):
        ranked = potsplit.rank_hands(["Jk Jk"], board="9h 8d 7c Ks As", game="short-deck", jokers=2, joker=joker)
        assert ranked[0].high is not None and ranked[0].high.hand.name == "straight, jack high"
    natural, wild = Player("Ann", "Ah 2s 3d 4c"), Player("Bob", "Jk 2h 3s 4d")
    assert resolve(natural, wild, game="badugi", jokers=1) == {"Ann": Fraction(1, 2), "Bob": Fraction(1, 2)}
    assert resolve(natural, wild, game="badugi", jokers=1, rules=Rules(natural_beats_wild=True)) == {"Ann": 1, "Bob": 0}
