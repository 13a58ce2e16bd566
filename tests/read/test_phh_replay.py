"""Replaying hand histories (spec section 8): each action and forced bet, hand-worked.

Each case is one hand written as PHH, the bets and antes every player ends
with (each street's uncalled bet returned), who is out (folded or mucked), and
where it matters the payouts the showdown resolves to.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from support.phh_text import hand, hands

from potsplit import InvalidShowdown, read_showdowns, resolve
from potsplit.hands.cards import parse_cards

F = Fraction
BOARD = ["d db 2c7d9h", "d db Th", "d db 3s"]


def replayed(text: str) -> tuple[list[Fraction | None], list[Fraction | None], list[bool]]:
    (showdown,) = read_showdowns(text, kind="phh")
    players = showdown.players
    return [p.bet for p in players], [p.ante for p in players], [p.folded for p in players]


# (what it shows, the hand, bets, antes (None: no antes), out, payouts or None)
CASES = [
    (
        "antes heads-up are taken reversed: the big-blind ante [0, 3] is posted by p1, the big blind, and stays "
        "dead money in the pot (it is not an uncalled bet)",
        hand(["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", *BOARD, "p1 sm AsAd", "p2 sm KsKd"],
             antes=[0, 3]),
        [2, 2], [3, 0], [False, False], [7, 0],
    ),
    (
        "a straddle is the street's bet to call; a check is cc with nothing to call; a bet nobody calls comes "
        "back at the end of its street",
        hand(["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "p4 cc", "p1 f", "p2 f", "p3 cc",
              "d db 2c7d9h", "p3 cbr 10", "p4 f"], stacks=[100] * 4, blinds=[1, 2, 4, 0]),
        [1, 2, 4, 4], None, [True, True, False, True], [0, 0, 11, 0],
    ),
    (
        "a bring-in, then a completion it is called to; antes are dead money; a lone winner's cards may be unknown",
        hand(["d dh p1 ????Ah", "d dh p2 ????Kd", "d dh p3 ????2c", "p3 pb", "p1 cbr 2", "p2 f", "p3 cc",
              "d dh p1 7h", "d dh p3 8c", "p1 cbr 2", "p3 f"], stacks=[50, 50, 50], variant="F7S", antes=[1, 1, 1]),
        [2, 0, 2], [1, 1, 1], [False, True, True], [7, 0, 0],
    ),
    (
        "a short all-in call: the caller puts in what he has, and the raise above it comes back to the raiser",
        hand(["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 10", "p1 cbr 60", "p2 cc", *BOARD, "p1 sm AsAd",
              "p2 sm KsKd"], stacks=[100, 30]),
        [30, 30], None, [False, False], [60, 0],
    ),
    (
        "a short all-in call among three: a side pot for the two who bet more",
        hand(["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 QsQd", "p3 cbr 50", "p1 cc", "p2 cc", "d db 2c7d9h",
              "p1 cbr 20", "p3 cc", "d db Th", "d db 3s", "p1 sm AsAd", "p2 sm KsKd", "p3 sm QsQd"],
             stacks=[100, 30, 100]),
        [70, 30, 70], None, [False, False, False], [170, 0, 0],
    ),
    (
        "forced bets capped by the stack: p1's blind is what his ante left him; every ante is in the main pot",
        hand(["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 QsQd", "p3 cc", "p2 cc", *BOARD, "p2 cc", "p3 cc",
              "p1 sm AsAd", "p2 sm KsKd", "p3 sm QsQd"],
             stacks=[12, 100, 100], antes=[5, 5, 5], blinds=[10, 20, 0]),
        [7, 20, 20], [5, 5, 5], [False, False, False], [36, 26, 0],
    ),
    (
        "a mucked hand gives up every pot, as if folded",
        hand(["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 5c5s", "p3 cc", "p1 cc", "p2 cc", *BOARD, "p1 sm AsAd",
              "p2 sm", "p3 sm 5c5s"], stacks=[100, 100, 100]),
        [2, 2, 2], None, [False, True, False], [6, 0, 0],
    ),
    (
        "a bettor who then mucks keeps his uncalled bet: it came back at the end of its street",
        hand(["d dh p1 2h3d", "d dh p2 KsKd", "p2 cbr 10", "p1 cbr 60", "p2 cc", *BOARD, "p2 sm KsKd", "p1 sm"],
             stacks=[100, 30]),
        [30, 30], None, [True, False], [0, 60],
    ),
    (
        "shown before the river (all in): the board is dealt after, and the shown cards are the hand",
        hand(["d dh p1 Ac2d", "d dh p2 ????", "d dh p3 7h6h", "p3 cbr 7", "p1 cbr 23", "p2 f", "p3 cc",
              "d db Jc3d5c", "p1 cbr 35", "p3 cc", "d db 4h", "p1 cbr 90", "p3 cc", "p1 sm Ac2d", "p3 sm 7h6h",
              "d db Jh"], stacks=[1000, 1000, 148], antes=[1, 1, 1]),
        [147, 2, 147], [1, 1, 1], [False, True, False], [0, 0, 299],
    ),
    (
        "ante trimming (true): the antes are bets of a street of their own, so a big-blind ante comes back to "
        "him beyond what the others anted, and antes make levels",
        hand(["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 QsQd", "p3 cc", "p1 cc", "p2 cc", *BOARD, "p1 sm AsAd",
              "p2 sm KsKd", "p3 sm QsQd"], stacks=[100, 100, 100], antes=[0, 5, 0], ante_trimming_status=True),
        [2, 2, 2], [None, None, None], [False, False, False], [6, 0, 0],
    ),
    (
        "fold with nothing to call is a fold; the last player in takes what the others put in",
        hand(["d dh p1 ????", "d dh p2 ????", "p2 cc", "p1 cc", "d db 2c7d9h", "p1 f"]),
        [2, 2], None, [True, False], [0, 4],
    ),
]


@pytest.mark.parametrize(("shows", "text", "bets", "antes", "out", "payouts"), CASES, ids=[c[0][:48] for c in CASES])
def test_each_action_and_forced_bet(
    shows: str, text: str, bets: list[int], antes: list[int | None] | None, out: list[bool], payouts: list[int]
) -> None:
    got_bets, got_antes, got_out = replayed(text)
    assert got_bets == [F(bet) for bet in bets]
    assert got_antes == (antes if antes is not None and None in antes else
                         [None] * len(bets) if antes is None else [F(ante) for ante in antes])
    assert got_out == out
    (showdown,) = read_showdowns(text, kind="phh")
    assert list(resolve(showdown).payouts.values()) == [F(amount) for amount in payouts]


def test_a_draw_replaces_the_cards_discarded() -> None:
    text = hand(["d dh p1 7h6c4c3d2c", "d dh p2 AsQs6s5c3c", "p2 cbr 6", "p1 cc", "p1 sd", "p2 sd AsQs",
                 "d dh p2 2hQh", "p1 cc", "p2 cc", "p1 sm -", "p2 sm -"], variant="N2L1D")
    (showdown,) = read_showdowns(text, kind="phh")
    assert [player.cards for player in showdown.players] == [parse_cards("7h 6c 4c 3d 2c"),
                                                             parse_cards("6s 5c 3c 2h Qh")]
    assert showdown.game is not None and showdown.game.value == "2-7"
    assert resolve(showdown).payouts == {"p1": 12, "p2": 0}


def test_the_shown_cards_replace_the_unknown_ones() -> None:
    """Stud: down cards dealt unknown (??), shown at the end; the hand is ranked on what was shown."""
    deal = ["d dh p1 ????Ah", "d dh p2 ????Kd", "p2 pb", "p1 cc"]
    streets = [f"d dh p1 {a}" if i % 2 == 0 else f"d dh p2 {a}" for i, a in enumerate(
        ["2h", "Kc", "3h", "9c", "4h", "9d", "??", "??"])]
    text = hand([*deal, *streets, "p1 sm AsKsAh2h3h4h5h", "p2 sm QsQdKdKc9c9d7s"], variant="F7S", stacks=[50, 50])
    (showdown,) = read_showdowns(text, kind="phh")
    assert [len(player.cards) for player in showdown.players] == [7, 7]
    assert resolve(showdown).payouts == {"p1": 2, "p2": 0}


def test_unknown_cards_of_a_player_who_folded_are_no_problem() -> None:
    text = hand(["d dh p1 AsAd", "d dh p2 ????", "d dh p3 KsKd", "p3 cc", "p1 cc", "p2 f", *BOARD, "p1 sm AsAd",
                 "p3 sm KsKd"], stacks=[100, 100, 100])
    (showdown,) = read_showdowns(text, kind="phh")
    assert showdown.players[1].folded and showdown.players[1].cards == ()


def test_unknown_cards_of_a_player_still_in_are_an_error_naming_the_hand() -> None:
    good = hand(["d dh p1 ????", "d dh p2 ????", "p2 f"])
    bad = hand(["d dh p1 AsAd", "d dh p2 ????", "p2 cc", "p1 cc", *BOARD, "p1 sm AsAd"])
    showdowns = read_showdowns(hands(good, bad), "night.phhs")
    next(showdowns)
    with pytest.raises(InvalidShowdown) as caught:
        next(showdowns)
    assert str(caught.value) == (
        "night.phhs:21:3: hand 2, p2 is still in at the end, but his cards are not all known (????): the hand "
        "cannot be resolved"
    )


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 2"],
         "actions[2] 'p2 cbr 2': cbr 2 is not above the bet of this street, 2"),
        (["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 500"],
         "actions[2] 'p2 cbr 500': p2 cannot bet 500 in this street: he has 100 in all"),
        (["d dh p1 AsAd", "d dh p2 KsKd", "p2 f", "p2 cc"], "actions[3] 'p2 cc': p2 has folded already"),
        (["d dh p1 AsAd", "d dh p2 KsKd", "p2 sd Qc"], "actions[2] 'p2 sd Qc': p2 discards Qc, but does not hold it"),
        (["d dh p1 AsAd", "d dh p2 KsKd", "p3 cc"],
         "actions[2] 'p3 cc': there is no player p3 (the hand has 2: p1 to p2)"),
        (["d dh p1 AsAd", "p1 raise 20"], "actions[1] 'p1 raise 20': not an action (allowed: d db CARDS,"),
        (["d dh p1 AsA"], "actions[0] 'd dh p1 AsA': 'AsA' is not cards: each card is two characters"),
        (["d dh p1 AsAd", "p2 cbr -3"], "actions[1] 'p2 cbr -3': the amount must be more than 0, not -3"),
    ],
)
def test_an_action_that_cannot_be_is_an_error_at_it(actions: list[str], message: str) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        list(read_showdowns(hand(actions), "a.phh"))
    error = caught.value
    assert message in error.message
    assert error.location is not None and error.location.line == 7 + len(actions) - 1


def test_a_call_with_nothing_to_call_is_a_check() -> None:
    text = hand(["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", "d db 2c7d9h", "p1 cc", "p2 cc", "d db Th",
                 "p1 cc", "p2 cc", "d db 3s", "p1 cc", "p2 cc", "p1 sm AsAd", "p2 sm KsKd"])
    assert replayed(text)[0] == [2, 2]


def test_a_hand_that_stops_before_its_showdown_is_an_error() -> None:
    text = hand(["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", "d db 2c7d9h"])
    with pytest.raises(InvalidShowdown, match="the hand does not reach its showdown: 2 players are still in, and "
                                              "the board has 3 cards, not 5"):
        list(read_showdowns(text, "a.phh"))


def test_names_come_from_players_else_pn_and_the_last_player_is_the_dealer() -> None:
    text = hand(["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f", "p1 f"], stacks=[100, 100, 100],
                players=["Ivey", "", "Dwan"])
    (showdown,) = read_showdowns(text, kind="phh")
    assert [player.name for player in showdown.players] == ["Ivey", "p2", "Dwan"]
    assert resolve(showdown).showdown.dealer == "Dwan"


def test_amounts_are_exact() -> None:
    text = hand(["d dh p1 ????", "d dh p2 ????", "p2 cbr 2.75", "p1 f"], blinds=["0.25", "0.50"],
                stacks=["10.00", "10.00"]).replace('"0.25"', "0.25").replace('"0.50"', "0.50").replace(
                    '"10.00"', "10.00")
    assert replayed(text)[0] == [F(1, 2), F(1, 2)]
