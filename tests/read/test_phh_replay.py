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
from potsplit.run.hand_histories import resolve_hands
from potsplit.run.results import Resolved

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


def test_a_player_still_in_whose_cards_are_unknown_did_not_show() -> None:
    """p2 reaches the end with p1, his cards unknown: he did not show, and p1, who did, takes the pot."""
    text = hand(["d dh p1 AsAd", "d dh p2 ????", "p2 cc", "p1 cc", *BOARD, "p1 sm AsAd"])
    (showdown,) = read_showdowns(text, kind="phh")
    assert [player.folded for player in showdown.players] == [False, True]
    assert resolve(showdown).payouts == {"p1": 4, "p2": 0}


def test_a_pot_nobody_showed_for_is_an_error_naming_the_hand_and_the_pot() -> None:
    good = hand(["d dh p1 ????", "d dh p2 ????", "p2 f"])
    bad = hand(["d dh p1 ????", "d dh p2 ????", "p2 cc", "p1 cc", *BOARD, "p2 sm ????", "p1 sm ????"])
    showdowns = read_showdowns(hands(good, bad), "night.phhs")
    next(showdowns)
    with pytest.raises(InvalidShowdown) as caught:
        next(showdowns)
    assert str(caught.value) == (
        "night.phhs:20:3: hand 2, the main pot cannot be settled: none of the players in it (p1, p2) showed his "
        "cards, and a player must show them all to win"
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


# The order of turns: what no game allows is an error naming the action and why (as pokerkit refuses it).

TURNS = [
    ("one player raising three times in a row", ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 4", "p2 cbr 8"],
     "actions[3] 'p2 cbr 8': it is p1's turn, not p2's"),
    ("betting out of turn before the flop", ["d dh p1 AsAd", "d dh p2 KsKd", "p1 cc"],
     "actions[2] 'p1 cc': it is p2's turn, not p1's"),
    ("betting out of turn after the flop (heads up, the big blind first)",
     ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", "d db 2c7d9h", "p2 cbr 4"],
     "actions[5] 'p2 cbr 4': it is p1's turn, not p2's"),
    ("a bet after the showdown", ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", "d db 2c7d9h", "p1 cc",
                                  "p2 cc", "d db Th", "p1 cc", "p2 cc", "d db 3s", "p1 cc", "p2 cc", "p1 sm AsAd",
                                  "p2 sm KsKd", "p1 cbr 10"],
     "actions[15] 'p1 cbr 10': the betting is over: this comes after the last betting round"),
    ("a bet after everyone else folded", ["d dh p1 AsAd", "d dh p2 KsKd", "p2 f", "p1 cbr 10"],
     "actions[3] 'p1 cbr 10': the hand is over: everyone but one has folded, and p1 cannot bet"),
    ("a bet before the flop is dealt", ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", "p1 cbr 4"],
     "actions[4] 'p1 cbr 4': it is nobody's turn to bet: this betting round is over, and the next cards are not "
     "dealt"),
    ("a bet while the cards are dealt", ["d dh p1 AsAd", "p2 cc", "d dh p2 KsKd"],
     "actions[1] 'p2 cc': it is nobody's turn to bet: this street's cards are still being dealt (p2 has not had "
     "his)"),
    ("a bet when every other player is all in", ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 100", "p1 cc",
                                                 "d db 2c7d9h", "p1 cbr 10"],
     "actions[5] 'p1 cbr 10': there is no more betting: every player still in but one is all in"),
]


@pytest.mark.parametrize(("what", "actions", "message"), TURNS, ids=[case[0] for case in TURNS])
def test_an_action_out_of_turn_is_an_error_naming_it(what: str, actions: list[str], message: str) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        list(read_showdowns(hand(actions, stacks=[200, 100]), "a.phh"))
    assert message in caught.value.message
    at = int(message.split("]")[0].removeprefix("actions["))
    assert caught.value.location is not None and caught.value.location.line == 7 + at


def test_a_raise_he_may_not_reopen_is_an_error() -> None:
    """p3 bets 100, p1 goes all in for 150 (less than a full raise, to 200), p2 calls: p3, who has acted, may
    call or fold, not raise; p2, who had not acted, could have raised."""
    deal = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 QsQd", "p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h"]
    text = hand([*deal, "p1 cc", "p2 cc", "p3 cbr 100", "p1 cbr 150", "p2 cc", "p3 cbr 400"], stacks=[152, 500, 500])
    with pytest.raises(InvalidShowdown, match=r"actions\[12\] 'p3 cbr 400': p3 cannot raise: the bet he faces is "
                                              r"not a full raise over his own \(an all in for less\), so he may "
                                              r"only call or fold"):
        list(read_showdowns(text, "a.phh"))
    reopened = hand([*deal, "p1 cc", "p2 cc", "p3 cbr 100", "p1 cbr 150", "p2 cbr 400", "p3 f", *BOARD[1:],
                     "p1 sm AsAd", "p2 sm KsKd"], stacks=[152, 500, 500])
    assert len(list(read_showdowns(reopened, "a.phh"))) == 1


def test_fixed_limit_betting_is_capped_at_four_bets_and_raises() -> None:
    raises = ["p1 cbr 2", "p2 cbr 4", "p1 cbr 6", "p2 cbr 8"]
    deal = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", "d db 2c7d9h"]
    assert len(list(read_showdowns(hand([*deal, *raises, "p1 cc", *BOARD[1:], "p1 sm -", "p2 sm -"],
                                        variant="FT"), "a.phh"))) == 1
    with pytest.raises(InvalidShowdown, match=r"actions\[9\] 'p1 cbr 10': the betting is capped: this round has "
                                              r"had 4 bets and raises, as many as fixed limit allows"):
        list(read_showdowns(hand([*deal, *raises, "p1 cbr 10"], variant="FT"), "a.phh"))


def test_the_bring_in_opens_stud_by_the_lowest_up_card_and_the_best_hand_showing_opens_later() -> None:
    """p2's 2c is the lowest up card: he brings in (a call first is an error); on fourth street p1's pair of
    aces showing opens."""
    deal = ["d dh p1 ????Ah", "d dh p2 ????2c", "d dh p3 ????Kd"]
    with pytest.raises(InvalidShowdown, match=r"'p2 cc': p2 brings in: he posts the bring-in \(pb\) or "
                                              r"completes \(cbr\) first"):
        list(read_showdowns(hand([*deal, "p2 cc"], stacks=[50] * 3, variant="F7S", antes=[1] * 3), "a.phh"))
    with pytest.raises(InvalidShowdown, match="'p1 pb': it is p2's turn, not p1's"):
        list(read_showdowns(hand([*deal, "p1 pb"], stacks=[50] * 3, variant="F7S", antes=[1] * 3), "a.phh"))
    fourth = [*deal, "p2 pb", "p3 cc", "p1 cc", "d dh p1 Ad", "d dh p2 3c", "d dh p3 Qd"]
    with pytest.raises(InvalidShowdown, match="'p3 cc': it is p1's turn, not p3's"):
        list(read_showdowns(hand([*fourth, "p3 cc"], stacks=[50] * 3, variant="F7S", antes=[1] * 3), "a.phh"))
    hidden = [*deal[:2], "d dh p3 ??????", "p3 pb", "p1 f", "p2 f"]  # an up card nobody saw: the first to bet opens
    assert resolve_hand_payouts(hand(hidden, stacks=[50] * 3, variant="F7S", antes=[1] * 3)) == [0, 0, 3]


def test_showing_may_come_at_any_time_after_the_cards_are_dealt() -> None:
    text = hand(["d dh p1 AsAd", "d dh p2 KsKd", "p1 sm AsAd", "p2 cc", "p1 cc", *BOARD, "p2 sm KsKd"])
    assert list(resolve(next(read_showdowns(text, kind="phh"))).payouts.values()) == [4, 0]


# Real hand histories bend the standard: potsplit reads them as the table played them.


def resolve_hand_payouts(text: str) -> list[Fraction]:
    (result,) = resolve_hands(text, "a.phh")
    assert isinstance(result, Resolved), result
    return list(result.resolution.payouts.values())


def test_a_show_of_unknown_cards_at_the_end_is_no_show() -> None:
    """p2 `sm ????` at the end: he did not show, and p1 takes the pot (though p2's cards were the better);
    shown unknown before the board was out (all in), then shown, it is a show."""
    end = hand(["d dh p1 8c8d", "d dh p2 KsKd", "p2 cc", "p1 cc", *BOARD, "p1 sm 8c8d", "p2 sm ????"])
    assert resolve_hand_payouts(end) == [4, 0]
    early = hand(["d dh p1 8c8d", "d dh p2 ????", "p2 cbr 100", "p1 cc", "p1 sm ????", "p2 sm ????", *BOARD,
                  "p1 sm 8c8d", "p2 sm KsKd"])
    assert resolve_hand_payouts(early) == [0, 200]


def test_a_show_of_unknown_cards_keeps_the_cards_known() -> None:
    """A stud player's up cards stay his when he shows unknown cards; he did not show, all the same."""
    up = ["d dh p1 ????Ah", "d dh p2 ????2c", "p2 pb", "p1 cc", "d dh p1 Ad", "d dh p2 3c", "p1 cc", "p2 cc",
          "d dh p1 As", "d dh p2 4c", "p1 cc", "p2 cc", "d dh p1 Ac", "d dh p2 5c", "p1 cc", "p2 cc", "d dh p1 ??",
          "d dh p2 ??", "p1 cc", "p2 cc", "p1 sm ??????????????", "p2 sm 6c7c2c3c4c5cKd"]
    text = hand(up, variant="F7S", stacks=[50, 50])
    (result,) = resolve_hands(text, "a.phh")
    assert isinstance(result, Resolved) and result.resolution.payouts == {"p1": 0, "p2": 2}
    (showdown,) = read_showdowns(text, kind="phh")
    assert showdown.players[0].folded


def test_a_side_pot_that_only_a_player_who_did_not_show_contests_is_his() -> None:
    """p3 is all in for 20 and shows; p1 and p2 bet on, p2 folds on the river, and p1 does not show: p3 takes
    the main pot (60), p1 the side pot p2 folded to (80 + his own), though he did not show."""
    actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 QsQd", "p3 cbr 20", "p1 cc", "p2 cc", "d db 2c7d9h",
               "p1 cbr 40", "p2 cc", "d db Th", "p1 cbr 50", "p2 f", "d db 3s", "p3 sm QsQd", "p1 sm ????"]
    text = hand(actions, stacks=[200, 200, 20], blinds=[1, 2, 0])
    (result,) = resolve_hands(text, "a.phh")
    assert isinstance(result, Resolved)
    resolution = result.resolution
    assert resolution.payouts == {"p1": 80, "p2": 0, "p3": 60}
    assert [(pot.amount, pot.players) for pot in resolution.pots] == [(60, ("p3",)), (80, ("p1",))]
    assert resolution.showdown.pot == 140 and [player.bet for player in resolution.showdown.players] == [60, 60, 20]
    (showdown,) = read_showdowns(text, kind="phh")  # the showdown holds the money contested
    assert [player.bet for player in showdown.players] == [20, 20, 20]


def test_a_post_out_of_position_has_a_big_blind_live_and_the_rest_dead() -> None:
    """HandHQ writes a post by a player outside the blinds as a negative blind: of -3 (big blind 2), 2 is his
    bet and 1 dead money; of -2, all is live; of -1 (a small blind made up), all is dead."""
    deal = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????"]
    folds = ["p3 cc", "p4 f", "p1 f", "p2 cc", "d db 2c7d9h", "p2 f"]
    for post, bet, dead in ((-3, 2, 1), (-2, 2, 0), (-1, 2, 1)):
        text = hand([*deal, *folds], stacks=[100] * 4, blinds=[1, 2, post, 0])
        (showdown,) = read_showdowns(text, kind="phh")
        assert (showdown.players[2].bet, showdown.players[2].ante or 0) == (bet, dead), post


def test_everyone_folding_to_a_lone_blind_or_the_bring_in_wins_nothing() -> None:
    """The blind (or the bring-in) comes back: nothing was put in, nothing is won; the hand is valid."""
    blind = hand(["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f", "p1 f"], stacks=[100] * 3,
                 blinds=[0, 2, 0])
    bring_in = hand(["d dh p1 ????Ah", "d dh p2 ????2c", "p2 pb", "p1 f"], stacks=[50, 50], variant="F7S")
    for text in (blind, bring_in):
        assert list(read_showdowns(text, kind="phh")) == []
        (result,) = resolve_hands(text, "a.phh")
        assert isinstance(result, Resolved) and not any(result.resolution.payouts.values())
        assert "nothing was won" in result.resolution.notes[0]


def test_a_hand_is_played_in_whole_chips_of_its_unit() -> None:
    """Without --chip, the chip is the largest power of ten (1 at most) dividing every amount written."""
    whole = hand(["d dh p1 ????", "d dh p2 ????", "p2 f"])
    cents = hand(["d dh p1 ????", "d dh p2 ????", "p2 cbr 2.75", "p1 f"], blinds=["0.25", "0.50"]).replace(
        '"0.25"', "0.25").replace('"0.50"', "0.50")
    dimes = whole.replace("[100, 100]", "[100.5, 100]")
    assert [next(read_showdowns(text, kind="phh")).chip for text in (whole, cents, dimes)] == [1, F(1, 100),
                                                                                                F(1, 10)]
