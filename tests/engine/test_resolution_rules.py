"""Spec sections 3, 4 and 5, rule by rule: every case worked out by hand.

Each case gives the hands, the rules and every player's exact payout; the
comment above it says which hand is best, which rule decides and the
arithmetic. Unless a case says otherwise the game is five-card draw, the low
is ace-to-five without a qualifier, the pot is 1 (payouts read as shares), and
the rules are the spec's defaults (swing-ties: split, forfeit: next-best,
no-winner: cards-speak).

Hands used again and again (five-card draw, ace-to-five):

- ``Kc Kd Ks 9c 9d``: high a full house, kings over nines; low paired (worst).
- ``5h 4h 3h 2h Ah``: high a straight flush, five high; low the wheel (best).
- ``9h 8h 7h 6h 5h``: high a straight flush, nine high; low nine-eight.
- ``5c 4c 3d 2d Ad``: high a straight, five high; low the wheel.
- ``7c 6d 4s 3h 2s``: high seven high (the worst high); low seven-six.

Chips in hand: ``rules.chips`` maps 0, 1, 2 chips to a declaration; the model
takes :class:`Declaration` values and the reader maps the numbers, so chips in
hand are tested through :func:`potsplit.read.showdowns.read_showdowns`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

import pytest

from potsplit.engine.declarations import DEFAULT_CHIPS, Declaration
from potsplit.engine.model import Player, Showdown
from potsplit.engine.records import Resolution, Step
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import Forfeit, Method, NoWinner, OddChip, Rules, SwingTies
from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import parse_cards
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind
from potsplit.read.showdowns import read_showdowns

F = Fraction
HIGH, LOW, SWING = Declaration.HIGH, Declaration.LOW, Declaration.SWING
SPLIT, LOSE, CLEAR_HALF = SwingTies.SPLIT, SwingTies.LOSE, SwingTies.CLEAR_HALF
NEXT_BEST, DEFEATER = Forfeit.NEXT_BEST, Forfeit.DEFEATER


def pl(
    name: str, cards: str = "", declare: Declaration | None = None, bet: int | None = None, folded: bool = False
) -> Player:
    """A player; *cards* as written in a showdown file."""
    return Player(name, parse_cards(cards), declare, None if bet is None else F(bet), folded)


def sd(
    *players: Player,
    rules: Rules | None = None,
    board: str = "",
    game: Game | None = None,
    pot: int | Fraction | None = None,
    chip: int | None = None,
    dealer: str | None = None,
) -> Showdown:
    """A showdown of *players* in seat order."""
    return Showdown(
        players=players,
        board=parse_cards(board),
        game=game,
        pot=None if pot is None else F(pot),
        chip=None if chip is None else F(chip),
        dealer=dealer,
        rules=rules or Rules(),
    )


def declare(
    swing_ties: SwingTies = SPLIT,
    forfeit: Forfeit = NEXT_BEST,
    no_winner: NoWinner = NoWinner.CARDS_SPEAK,
    qualifier: int | None = None,
    low: HandKind = HandKind.ACE_TO_FIVE,
    odd_chip: OddChip | None = None,
) -> Rules:
    """Method declare with the given variants."""
    return Rules(
        method=Method.DECLARE, swing_ties=swing_ties, forfeit=forfeit, no_winner=no_winner,
        qualifier=qualifier, low=low, odd_chip=odd_chip,
    )


@dataclass(frozen=True)
class Case:
    """One showdown and what every player must get."""

    id: str
    showdown: Showdown
    payouts: dict[str, Fraction]
    carried: Fraction = Fraction(0)
    rules_in_steps: tuple[str, ...] = ()
    pots: tuple[tuple[str, Fraction, tuple[str, ...]], ...] = ()


def all_steps(resolution: Resolution) -> list[Step]:
    return [step for pot in resolution.pots for step in pot.steps]


def check_case(case: Case) -> Resolution:
    resolution = resolve(case.showdown)
    assert dict(resolution.payouts) == case.payouts
    assert resolution.carried_over == case.carried
    total = resolution.showdown.pot
    assert total is not None
    assert sum(resolution.payouts.values(), F(0)) + resolution.carried_over == total
    steps = all_steps(resolution)
    for rule in case.rules_in_steps:
        deciding = [step for step in steps if step.rule == rule]
        assert deciding, f"no step decided by {rule!r}: {[s.rule for s in steps]}"
        assert any(rule in step.text for step in deciding), f"{rule!r} not said in {[s.text for s in deciding]}"
    if case.pots:
        assert [(pot.name, pot.amount, pot.players) for pot in resolution.pots] == list(case.pots)
    return resolution


def run(cases: Sequence[Case]) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("case", cases, ids=[case.id for case in cases])


# --------------------------------------------------------------------------------------------------
# Section 3, method declare: the seed's worked example and the swing-ties variants.

# Alice declares low with a full house (a paired low, the worst), Bob swings with the steel wheel
# (straight flush five high: clearly the best high; the wheel: the best low), Carol declares low
# with a plain wheel (ties Bob for low). H = {Bob}, L = {Alice, Bob, Carol}.
SEED = (pl("Alice", "Kc Kd Ks 9c 9d", LOW), pl("Bob", "5h 4h 3h 2h Ah", SWING), pl("Carol", "5c 4c 3d 2d Ad", LOW))
# The same with Alice declaring high: H = {Alice, Bob}; Bob's straight flush beats her full house.
SEED_ALICE_HIGH = (replace(SEED[0], declare=HIGH), *SEED[1:])

SWING_TIES_CASES = [
    # split: a tie counts as best, Bob succeeds. High half (1/2) to Bob alone; low half split Bob/Carol,
    # 1/4 each. Bob 1/2 + 1/4 = 3/4, Carol 1/4 (the seed's three fourths / one fourth).
    Case("seed-split", sd(*SEED, rules=declare()), {"Alice": F(0), "Bob": F(3, 4), "Carol": F(1, 4)},
         rules_in_steps=("swing-ties: split",)),
    # lose: Bob ties for low, so he fails. High half: nobody else is in H, so (next-best) it goes to the
    # best low of the others, Carol (wheel beats Alice's full house as a low). Low half: Bob's 1/4 part goes
    # to the next best low, Carol, who has the other 1/4. Carol 1/2 + 1/4 + 1/4 = 1.
    Case("seed-lose-next-best", sd(*SEED, rules=declare(LOSE)), {"Alice": F(0), "Bob": F(0), "Carol": F(1)},
         rules_in_steps=("swing-ties: lose", "forfeit: next-best")),
    # lose + defeater: Bob's high half goes to the best low among the others, Carol, whose wheel tied his
    # (a tie defeats him under lose). His 1/4 of the low half: nobody else is in for high, so next-best
    # low, Carol. Carol takes the whole pot: 1.
    Case("seed-lose-defeater", sd(*SEED, rules=declare(LOSE, DEFEATER)),
         {"Alice": F(0), "Bob": F(0), "Carol": F(1)}, rules_in_steps=("swing-ties: lose", "forfeit: defeater")),
    # lose + next-best with Alice in for high: Bob's high half goes to the next best high, Alice (1/2);
    # his 1/4 of the low half to Carol, who has the other 1/4. Alice 1/2, Carol 1/2.
    Case("seed-lose-next-best-alice-high", sd(*SEED_ALICE_HIGH, rules=declare(LOSE)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}, rules_in_steps=("forfeit: next-best",)),
    # lose + defeater with Alice in for high: Bob's high half goes to Carol (her low tied his: under lose
    # that defeats him). His 1/4 of the low: the best high among the others, Alice, did not beat his
    # straight flush, so next-best low: Carol. Carol 1/2 + 1/4 + 1/4 = 1, Alice 0.
    Case("seed-lose-defeater-alice-high", sd(*SEED_ALICE_HIGH, rules=declare(LOSE, DEFEATER)),
         {"Alice": F(0), "Bob": F(0), "Carol": F(1)}, rules_in_steps=("forfeit: defeater",)),
    # clear-half: Bob succeeds (a tie counts) but keeps only the halves he wins alone: the high half (1/2).
    # The low half he ties for goes to the other tied player who did not swing, Carol: 1/2.
    Case("seed-clear-half", sd(*SEED, rules=declare(CLEAR_HALF)),
         {"Alice": F(0), "Bob": F(1, 2), "Carol": F(1, 2)}, rules_in_steps=("swing-ties: clear-half",)),
    # clear-half, two swing players with identical hands (steel wheels in hearts and spades) and Carol low
    # with a wheel. Both succeed (ties count). High half: Bob and Dave tie and both swung, so they share it:
    # 1/4 each. Low half: three-way tie; it goes to the tied player who did not swing, Carol: 1/2.
    Case("clear-half-all-tied-swing",
         sd(pl("Bob", "5h 4h 3h 2h Ah", SWING), pl("Carol", "5c 4c 3d 2d Ad", LOW),
            pl("Dave", "5s 4s 3s 2s As", SWING), rules=declare(CLEAR_HALF)),
         {"Bob": F(1, 4), "Carol": F(1, 2), "Dave": F(1, 4)}, rules_in_steps=("swing-ties: clear-half",)),
    # The same under split: high half 1/4 each to Bob and Dave; low half three ways, 1/6 each.
    # Bob = Dave = 1/4 + 1/6 = 5/12, Carol 1/6.
    Case("split-all-tied-swing",
         sd(pl("Bob", "5h 4h 3h 2h Ah", SWING), pl("Carol", "5c 4c 3d 2d Ad", LOW),
            pl("Dave", "5s 4s 3s 2s As", SWING), rules=declare(SPLIT)),
         {"Bob": F(5, 12), "Carol": F(1, 6), "Dave": F(5, 12)}, rules_in_steps=("swing-ties: split",)),
]


@run(SWING_TIES_CASES)
def test_swing_ties(case: Case) -> None:
    check_case(case)


def test_seed_split_awards_name_the_winners_of_each_half() -> None:
    pot = resolve(sd(*SEED, rules=declare())).pots[0]
    assert pot.high is not None and pot.low is not None
    assert (pot.high.winners, pot.high.amount) == (("Bob",), F(1, 2))
    assert (set(pot.low.winners), pot.low.amount) == ({"Bob", "Carol"}, F(1, 2))
    assert [step.event for step in pot.steps if step.event.startswith("swing")] == ["swing-succeeds"]


def test_seed_lose_reports_the_swing_failure() -> None:
    steps = resolve(sd(*SEED, rules=declare(LOSE))).pots[0].steps
    failed = [step for step in steps if step.event == "swing-fails"]
    assert [step.players for step in failed] == [("Bob",)]
    assert "swing-ties: lose" in failed[0].text and "Bob" in failed[0].text


# --------------------------------------------------------------------------------------------------
# Section 3 step 5: where a failed swing player's share goes.

# Alice high with a full house; Bob swings with the nine-high straight flush (the best high) and a
# nine-eight low; Carol low with the wheel, which beats Bob's low: Bob fails under every swing-ties rule.
# H = {Alice, Bob}, L = {Bob, Carol}.
FAILED = (pl("Alice", "Kc Kd Ks 9c 9d", HIGH), pl("Bob", "9h 8h 7h 6h 5h", SWING), pl("Carol", "5c 4c 3d 2d Ad", LOW))

# The stud hands of the clear-half passing cases (best five of seven chosen high and low separately):
# Bob swing: Ts 9s 8h 7h 6d + Kc Qc: high ten-high straight; low ten-nine-eight-seven-six.
# Carol low: 8s 7s 6s 2c Ac + Kd Qd: low eight-seven-six-two-ace.
# Dave swing: Tc 9c 8d 7d 6c + Ah 2h: high ten-high straight (ties Bob); low 8-7-6-2-A (ties Carol).
# H = {Bob, Dave}, L = {Bob, Carol, Dave}. Bob loses low: he fails under every rule. Dave ties both ways:
# he succeeds under split and clear-half, fails under lose.
STUD_SWINGS = (
    pl("Bob", "Ts 9s 8h 7h 6d Kc Qc", SWING), pl("Carol", "8s 7s 6s 2c Ac Kd Qd", LOW),
    pl("Dave", "Tc 9c 8d 7d 6c Ah 2h", SWING),
)

DEFEATER_TIE = (
    pl("Alice", "Kc Kd Ks 9c 9d", HIGH), pl("Bob", "9h 8h 7h 6h 5h", SWING), pl("Carol", "9s 8s 7d 6c 5c", LOW),
    pl("Dave", "7c 6d 4s 3h 2s", SWING),
)

FORFEIT_CASES = [
    # next-best: Bob's high half goes to the next best high among those who have not failed, Alice: 1/2.
    # Low half to Carol: 1/2.
    Case("failed-swing-next-best", sd(*FAILED, rules=declare()), {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)},
         rules_in_steps=("forfeit: next-best",)),
    # defeater: Bob's high half goes to the best low among the others, Carol, since her wheel beat his low;
    # with her own low half she takes the whole pot: 1.
    Case("failed-swing-defeater", sd(*FAILED, rules=declare(forfeit=DEFEATER)),
         {"Alice": F(0), "Bob": F(0), "Carol": F(1)}, rules_in_steps=("forfeit: defeater",)),
    # Qualifier 8: Bob's nine-eight low does not qualify, so he is not in L and cannot be best there: he fails.
    # next-best: high half to Alice, low half to Carol (1/2 each).
    Case("swing-without-qualifying-low-next-best", sd(*FAILED, rules=declare(qualifier=8)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # defeater: a qualifying low beats a hand with no qualifying low: Carol takes Bob's high half too: 1.
    Case("swing-without-qualifying-low-defeater", sd(*FAILED, rules=declare(forfeit=DEFEATER, qualifier=8)),
         {"Alice": F(0), "Bob": F(0), "Carol": F(1)}),
    # Bob ties for high with Alice (identical ace-king high, no flush) and loses low to Carol: he fails.
    # High half: Alice and Bob share it, 1/4 each. next-best: Bob's 1/4 to the next best high, Alice:
    # Alice 1/2, Carol 1/2 (her low half).
    Case("failed-swing-tied-high-next-best",
         sd(pl("Alice", "As Kd Qc Jh 9s", HIGH), pl("Bob", "Ah Kc Qd Js 9c", SWING),
            pl("Carol", "5c 4c 3d 2d Ad", LOW), rules=declare()),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # defeater: Bob's 1/4 goes to Carol (her wheel beat his ace-king low). Alice 1/4, Carol 1/2 + 1/4 = 3/4.
    Case("failed-swing-tied-high-defeater",
         sd(pl("Alice", "As Kd Qc Jh 9s", HIGH), pl("Bob", "Ah Kc Qd Js 9c", SWING),
            pl("Carol", "5c 4c 3d 2d Ad", LOW), rules=declare(forfeit=DEFEATER)),
         {"Alice": F(1, 4), "Bob": F(0), "Carol": F(3, 4)}),
    # Under split a tie in the other direction is no defeat. Alice high (full house); Bob swing, the nine-high
    # straight flush (best high) and a nine-eight low; Carol low, nine-eight too (ties Bob); Dave swing,
    # seven-six low (the best) and seven high. Bob fails (Dave's low beats his), Dave fails (his high loses).
    # split + defeater: Bob's high half: the best low among those who have not failed, Carol's, only tied
    # his: no defeat, so next-best high: Alice. Dave's low half: the best high among the others, Alice's
    # full house, beat his seven high: Alice. Alice 1.
    Case("defeater-tie-is-no-defeat-under-split", sd(*DEFEATER_TIE, rules=declare(forfeit=DEFEATER)),
         {"Alice": F(1), "Bob": F(0), "Carol": F(0), "Dave": F(0)}),
    # lose + defeater: now Carol's tie defeats Bob: his high half to Carol; Dave's low half to Alice.
    Case("defeater-tie-defeats-under-lose", sd(*DEFEATER_TIE, rules=declare(LOSE, DEFEATER)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2), "Dave": F(0)}),
    # split + next-best: Bob's high half to the next best high, Alice; Dave's low half to the next best low,
    # Carol. 1/2 each.
    Case("defeater-tie-hands-next-best", sd(*DEFEATER_TIE, rules=declare()),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2), "Dave": F(0)}),
    # Stud, split + next-best: high half: Bob and Dave tie (1/4 each); Bob failed, his 1/4 goes to the best
    # high among those who have not failed, Dave. Low half: Carol and Dave tie, 1/4 each.
    # Dave 1/4 + 1/4 + 1/4 = 3/4, Carol 1/4.
    Case("stud-split-next-best", sd(*STUD_SWINGS, rules=declare()), {"Bob": F(0), "Carol": F(1, 4), "Dave": F(3, 4)}),
    # split + defeater: Bob's 1/4 goes to the best lows among the others, Carol and Dave (tied, both beat his
    # ten low): 1/8 each. Dave 1/4 + 1/8 + 1/4 = 5/8; Carol 1/8 + 1/4 = 3/8.
    Case("stud-split-defeater", sd(*STUD_SWINGS, rules=declare(forfeit=DEFEATER)),
         {"Bob": F(0), "Carol": F(3, 8), "Dave": F(5, 8)}),
    # clear-half + next-best: high half tied by two swing players only, so they share it (1/4 each); Bob's
    # 1/4 goes to the next best high, Dave (the only recipient, a swing player: "where there are any").
    # Low half: Dave ties Carol, so it goes to Carol, who did not swing. Dave 1/2, Carol 1/2.
    Case("stud-clear-half-next-best", sd(*STUD_SWINGS, rules=declare(CLEAR_HALF)),
         {"Bob": F(0), "Carol": F(1, 2), "Dave": F(1, 2)}, rules_in_steps=("swing-ties: clear-half",)),
    # clear-half + defeater: Bob's 1/4 goes to the best lows among the others, Carol and Dave, but under
    # clear-half a passed share goes only to those who did not swing: Carol. Dave keeps his 1/4 of the high;
    # the low half goes to Carol. Carol 1/4 + 1/2 = 3/4, Dave 1/4.
    Case("stud-clear-half-defeater", sd(*STUD_SWINGS, rules=declare(CLEAR_HALF, DEFEATER)),
         {"Bob": F(0), "Carol": F(3, 4), "Dave": F(1, 4)}, rules_in_steps=("forfeit: defeater",)),
    # lose + next-best: Dave's ties now make him fail too; only Carol stands. High half: both failed
    # players' parts, nobody else in H, so the best low of the others: Carol. Low half: Dave's 1/4 to the
    # next best low, Carol, who has the other 1/4. Carol 1.
    Case("stud-lose-next-best", sd(*STUD_SWINGS, rules=declare(LOSE)), {"Bob": F(0), "Carol": F(1), "Dave": F(0)}),
]


@run(FORFEIT_CASES)
def test_forfeit(case: Case) -> None:
    check_case(case)


def test_next_best_and_defeater_differ_for_the_same_failed_swing() -> None:
    next_best = resolve(sd(*FAILED, rules=declare())).payouts
    defeater = resolve(sd(*FAILED, rules=declare(forfeit=DEFEATER))).payouts
    assert next_best != defeater
    assert (next_best["Alice"], defeater["Alice"]) == (F(1, 2), F(0))


def test_passed_share_step_names_recipients_and_rule() -> None:
    steps = resolve(sd(*FAILED, rules=declare(forfeit=DEFEATER))).pots[0].steps
    passed = [step for step in steps if step.event == "passed"]
    assert [(step.players, step.rule) for step in passed] == [(("Carol",), "forfeit: defeater")]
    assert "Bob" in passed[0].text and "Carol" in passed[0].text


# --------------------------------------------------------------------------------------------------
# Section 3 steps 3 and 6: directions in play, and nobody eligible.

# Bob swings with the nine-high straight flush (best high, nine-eight low); Carol swings with the
# wheel (five-high straight, best low). Each beats the other one way: both fail.
BOTH_FAIL = (pl("Alice", folded=True), pl("Bob", "9h 8h 7h 6h 5h", SWING), pl("Carol", "5c 4c 3d 2d Ad", SWING))
# Everyone declares low with qualifier 8 and nobody qualifies: Alice's full house (paired), Bob
# king-queen, Carol ten-nine. H and L are both empty.
NOBODY_IN = (pl("Alice", "Kc Kd Ks 9c 9d", LOW), pl("Bob", "Kh Qh 9s 8d 7c", LOW), pl("Carol", "Ts 9h 7s 6c 4d", LOW))

DIRECTION_CASES = [
    # All declare low: only L is in play, and the best low (Carol's wheel) takes all of it.
    Case("all-low", sd(pl("Alice", "Kc Kd Ks 9c 9d", LOW), pl("Bob", "9h 8h 7h 6h 5h", LOW),
                       pl("Carol", "5c 4c 3d 2d Ad", LOW), rules=declare()),
         {"Alice": F(0), "Bob": F(0), "Carol": F(1)}),
    # All declare high: only H is in play; Bob's straight flush takes all.
    Case("all-high", sd(pl("Alice", "Kc Kd Ks 9c 9d", HIGH), pl("Bob", "9h 8h 7h 6h 5h", HIGH),
                        pl("Carol", "5c 4c 3d 2d Ad", HIGH), rules=declare()),
         {"Alice": F(0), "Bob": F(1), "Carol": F(0)}),
    # Alice alone declares high with the worst high there is (seven-six): she takes the high half
    # regardless; the low half goes to Carol's wheel. Alice 1/2, Carol 1/2.
    Case("lone-high-declarer", sd(pl("Alice", "7c 6d 4s 3h 2s", HIGH), pl("Bob", "9h 8h 7h 6h 5h", LOW),
                                  pl("Carol", "5c 4c 3d 2d Ad", LOW), rules=declare()),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # Both swing players fail; nobody can receive the pot. no-winner cards-speak: the pot is played as
    # cards speak over all contestants: high half to Bob, low half to Carol. Folded Alice gets 0.
    Case("both-swings-fail-cards-speak", sd(*BOTH_FAIL, rules=declare()),
         {"Alice": F(0), "Bob": F(1, 2), "Carol": F(1, 2)}, rules_in_steps=("no-winner: cards-speak",)),
    # no-winner carry-over: nobody is paid, the whole pot is carried over.
    Case("both-swings-fail-carry-over", sd(*BOTH_FAIL, rules=declare(no_winner=NoWinner.CARRY_OVER)),
         {"Alice": F(0), "Bob": F(0), "Carol": F(0)}, carried=F(1), rules_in_steps=("no-winner: carry-over",)),
    # The same two swing players with Alice in for high with the worst high. Both fail; Alice stands.
    # High half: Bob's (failed) goes to the next best high, Alice. Low half: Carol's goes to the next best
    # low among those who have not failed: nobody, so the best high of the others: Alice. Alice 1.
    Case("both-swings-fail-third-player-next-best",
         sd(pl("Alice", "7c 6d 4s 3h 2s", HIGH), *BOTH_FAIL[1:], rules=declare()),
         {"Alice": F(1), "Bob": F(0), "Carol": F(0)}),
    # defeater: Bob's high half: nobody else is in for low, so next-best: Alice. Carol's low half: Alice's
    # seven high did not beat Carol's straight, so next-best (best high of the others): Alice. Alice 1.
    Case("both-swings-fail-third-player-defeater",
         sd(pl("Alice", "7c 6d 4s 3h 2s", HIGH), *BOTH_FAIL[1:], rules=declare(forfeit=DEFEATER)),
         {"Alice": F(1), "Bob": F(0), "Carol": F(0)}),
    # H and L both empty (nobody qualifies): cards speak over all contestants; no low qualifies, so the
    # best high (Alice's full house) takes the whole pot.
    Case("nobody-qualifies-cards-speak", sd(*NOBODY_IN, rules=declare(qualifier=8)),
         {"Alice": F(1), "Bob": F(0), "Carol": F(0)}, rules_in_steps=("no-winner: cards-speak", "qualifier: 8")),
    Case("nobody-qualifies-carry-over", sd(*NOBODY_IN, rules=declare(qualifier=8, no_winner=NoWinner.CARRY_OVER)),
         {"Alice": F(0), "Bob": F(0), "Carol": F(0)}, carried=F(1), rules_in_steps=("no-winner: carry-over",)),
    # Carry-over of a pot of 40 with whole chips: all 40 ride, nobody gets a chip.
    Case("carry-over-chips", sd(*BOTH_FAIL, rules=declare(no_winner=NoWinner.CARRY_OVER), pot=40, chip=5),
         {"Alice": F(0), "Bob": F(0), "Carol": F(0)}, carried=F(40)),
]


@run(DIRECTION_CASES)
def test_directions_and_no_winner(case: Case) -> None:
    check_case(case)


def test_carry_over_reports_the_pot_carried() -> None:
    resolution = resolve(sd(*BOTH_FAIL, rules=declare(no_winner=NoWinner.CARRY_OVER), pot=F(7, 2)))
    assert resolution.carried_over == F(7, 2)
    (pot,) = resolution.pots
    assert pot.carried_over == F(7, 2) and pot.high is None and pot.low is None
    assert all(amount == 0 for amount in resolution.payouts.values())
    fails = [step.players for step in pot.steps if step.event == "swing-fails"]
    assert fails == [("Bob",), ("Carol",)]


def test_chips_in_hand_map_is_a_rule_of_the_model() -> None:
    # The default: 0 chips low, 1 high, 2 swing.
    assert Rules().chips == DEFAULT_CHIPS == (LOW, HIGH, SWING)
    # A custom map changes how numbers are read (by the reader), not what a Declaration means: the seed
    # resolves the same.
    custom = replace(declare(), chips=(HIGH, LOW, SWING))
    assert dict(resolve(sd(*SEED, rules=custom)).payouts) == {"Alice": F(0), "Bob": F(3, 4), "Carol": F(1, 4)}
    # A map that does not give low, high and swing once each is an error at rules.chips.
    with pytest.raises(InvalidShowdown) as caught:
        resolve(sd(*SEED, rules=replace(declare(), chips=(HIGH, HIGH, SWING))))
    assert caught.value.path == ("rules", "chips")


# Chips in hand: Alice 1 chip, Bob 0, Carol 1 (the seed's hands).
CHIPS_IN_HAND = """
rules: {%s}
players:
  - {name: Alice, cards: Kc Kd Ks 9c 9d, declare: 1}
  - {name: Bob, cards: 5h 4h 3h 2h Ah, declare: 0}
  - {name: Carol, cards: 5c 4c 3d 2d Ad, declare: 1}
"""


@pytest.mark.parametrize(
    ("chips", "declared", "payouts"),
    [
        # Default map: 0 low, 1 high, 2 swing: Alice and Carol high, Bob low. High half: Alice's full house
        # beats Carol's straight (1/2); low half: Bob alone (1/2).
        ("", (HIGH, LOW, HIGH), {"Alice": F(1, 2), "Bob": F(1, 2), "Carol": F(0)}),
        ("chips: [low, high, swing]", (HIGH, LOW, HIGH), {"Alice": F(1, 2), "Bob": F(1, 2), "Carol": F(0)}),
        # chips: [swing, low, high]: 0 is swing, 1 low: Alice low, Bob swing, Carol low: the seed, 3/4 and 1/4.
        ("chips: [swing, low, high]", (LOW, SWING, LOW), {"Alice": F(0), "Bob": F(3, 4), "Carol": F(1, 4)}),
    ],
)
def test_chips_in_hand_are_read_by_the_chips_map(
    chips: str, declared: tuple[Declaration, ...], payouts: dict[str, Fraction]
) -> None:
    (showdown,) = read_showdowns(CHIPS_IN_HAND % chips, "chips.yaml")
    assert tuple(player.declare for player in showdown.players) == declared
    assert dict(resolve(showdown).payouts) == payouts


# --------------------------------------------------------------------------------------------------
# Section 3: methods high, low, cards-speak; section 2 low systems; games with a board.

# Alice and Carol: ace-king-queen-jack-nine high, no flush (tie for high); Bob eight-seven (the best low).
TIE_HIGH = (pl("Alice", "As Kd Qc Jh 9s"), pl("Bob", "8c 7d 5h 4s 2d"), pl("Carol", "Ah Kc Qd Js 9c"))
# deuce-to-seven: Alice 7-5-4-3-2 (the best); Bob A-2-3-4-5 is ace high (no straight) but a five-high
# straight as a high; Carol 7-5-4-3-2 all hearts: a flush, bad as a low, the best high.
DEUCE = (pl("Alice", "7s 5d 4c 3d 2s"), pl("Bob", "Ah 2d 3c 4d 5c"), pl("Carol", "7h 5h 4h 3h 2h"))
# ace-to-six: Alice 6-4-3-2-A (the best); Bob A-2-3-4-5 is a straight (bad); Carol A-K-Q-J-T is king-queen
# low (no straight, the ace is low only) but an ace-high straight as a high.
ACE_SIX = (pl("Alice", "6s 4d 3c 2h Ad"), pl("Bob", "5s 4s 3h 2c Ah"), pl("Carol", "Ks Qd Jc Th As"))
# cards speak: Alice full house (best high, paired low); Bob T-9-7-6-4 low; Carol 9-8-7-6-5 (a straight as a
# high; in ace-to-five straights do not count: nine-eight low, the best low, but not 8-or-better).
NO_QUALIFY = (pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "Th 9h 7s 6c 4d"), pl("Carol", "9s 8d 7c 6h 5s"))
# Hold'em, board 2c 3d 7h Kc Ks. Alice Ac 4s: high kings with A-7-4; low 7-4-3-2-A. Bob Kd 9h: three kings,
# the best high; low K-9-7-3-2, no 8-or-better. Carol Ad 4h: the same as Alice both ways.
HOLDEM = (pl("Alice", "Ac 4s"), pl("Bob", "Kd 9h"), pl("Carol", "Ad 4h"))
# Omaha (two hole cards and three of the board), board 2h 5h 9h Kh 3c. Alice Ah 4c 4d 7s: one heart only, so
# no flush (in hold'em she would have the ace-high flush); her high is the wheel straight (Ah 4c + 2h 5h 3c),
# her low the wheel. Bob Qh Jh 6c 6d: flush K-Q-J-9-5 (Qh Jh + Kh 9h 5h); no 8-or-better low.
OMAHA = (pl("Alice", "Ah 4c 4d 7s"), pl("Bob", "Qh Jh 6c 6d"))

METHOD_CASES = [
    # high: Alice and Carol tie for the best high and share the pot.
    Case("high-tie", sd(*TIE_HIGH, rules=Rules(method=Method.HIGH)), {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)},
         rules_in_steps=("method: high",)),
    # high is the default without declarations.
    Case("high-default", sd(*TIE_HIGH), {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # low: Bob's eight-seven beats Alice's and Carol's king-queen lows (the ace plays low: K-Q-J-9-A).
    Case("low", sd(*TIE_HIGH, rules=Rules(method=Method.LOW)), {"Alice": F(0), "Bob": F(1), "Carol": F(0)},
         rules_in_steps=("method: low",)),
    # cards speak, qualifier 8, no low qualifies: the best high, Alice's full house, takes all.
    Case("cards-speak-no-qualifying-low",
         sd(*NO_QUALIFY, rules=Rules(method=Method.CARDS_SPEAK, qualifier=8)),
         {"Alice": F(1), "Bob": F(0), "Carol": F(0)}, rules_in_steps=("qualifier: 8",)),
    # the same without a qualifier: high half to Alice, low half to Carol's nine-eight.
    Case("cards-speak-without-qualifier", sd(*NO_QUALIFY, rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}, rules_in_steps=("method: cards-speak",)),
    # qualifier 9: Carol's nine-eight qualifies: 1/2 each again.
    Case("cards-speak-qualifier-9", sd(*NO_QUALIFY, rules=Rules(method=Method.CARDS_SPEAK, qualifier=9)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # one player wins both halves: Bob's steel wheel scoops.
    Case("cards-speak-scoop", sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "5h 4h 3h 2h Ah"),
                                 rules=Rules(method=Method.CARDS_SPEAK)), {"Alice": F(0), "Bob": F(1)}),
    # Hold'em quartering: high half to Bob (1/2); low half tied by Alice and Carol: 1/4 each.
    Case("holdem-quartering", sd(*HOLDEM, board="2c 3d 7h Kc Ks", rules=Rules(method=Method.CARDS_SPEAK, qualifier=8)),
         {"Alice": F(1, 4), "Bob": F(1, 2), "Carol": F(1, 4)}),
    # Hold'em method high: Bob's three kings.
    Case("holdem-high", sd(*HOLDEM, board="2c 3d 7h Kc Ks", game=Game.HOLDEM),
         {"Alice": F(0), "Bob": F(1), "Carol": F(0)}),
    # Omaha: Bob's flush wins high (Alice has no flush: exactly two hole cards); Alice's wheel the low.
    Case("omaha-two-from-hand", sd(*OMAHA, board="2h 5h 9h Kh 3c", rules=Rules(method=Method.CARDS_SPEAK, qualifier=8)),
         {"Alice": F(1, 2), "Bob": F(1, 2)}),
    Case("omaha-high", sd(*OMAHA, board="2h 5h 9h Kh 3c", game=Game.OMAHA), {"Alice": F(0), "Bob": F(1)}),
    # deuce-to-seven cards speak: high Carol's flush (1/2), low Alice's seven-five (1/2).
    Case("deuce-to-seven", sd(*DEUCE, rules=Rules(method=Method.CARDS_SPEAK, low=HandKind.DEUCE_TO_SEVEN)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # the same hands in ace-to-five: Bob's wheel wins the low.
    Case("deuce-hands-in-ace-to-five", sd(*DEUCE, rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(0), "Bob": F(1, 2), "Carol": F(1, 2)}),
    # deuce-to-seven, qualifier 13: Bob's ace counts 14, so A-5-4-3-2 does not qualify; Carol's flush does
    # not either; high Carol, low Alice.
    Case("deuce-to-seven-ace-is-14", sd(*DEUCE, rules=Rules(method=Method.CARDS_SPEAK, low=HandKind.DEUCE_TO_SEVEN,
                                                            qualifier=13)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # deuce-to-seven between Bob and Carol only, qualifier 13: nobody qualifies, Carol's flush takes all;
    # qualifier 14: Bob's ace-high qualifies and takes the low half.
    Case("deuce-to-seven-q13-no-low", sd(*DEUCE[1:], rules=Rules(method=Method.CARDS_SPEAK,
                                                                 low=HandKind.DEUCE_TO_SEVEN, qualifier=13)),
         {"Bob": F(0), "Carol": F(1)}),
    Case("deuce-to-seven-q14-ace-low", sd(*DEUCE[1:], rules=Rules(method=Method.CARDS_SPEAK,
                                                                  low=HandKind.DEUCE_TO_SEVEN, qualifier=14)),
         {"Bob": F(1, 2), "Carol": F(1, 2)}),
    # ace-to-six cards speak: high Carol's broadway (1/2); low Alice's six-four (1/2); Bob's wheel is a straight.
    Case("ace-to-six", sd(*ACE_SIX, rules=Rules(method=Method.CARDS_SPEAK, low=HandKind.ACE_TO_SIX, qualifier=8)),
         {"Alice": F(1, 2), "Bob": F(0), "Carol": F(1, 2)}),
    # the same hands in ace-to-five: Bob's wheel is the best low.
    Case("ace-six-hands-in-ace-to-five", sd(*ACE_SIX, rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(0), "Bob": F(1, 2), "Carol": F(1, 2)}),
    # method low in ace-to-six: Alice.
    Case("low-ace-to-six", sd(*ACE_SIX, rules=Rules(method=Method.LOW, low=HandKind.ACE_TO_SIX)),
         {"Alice": F(1), "Bob": F(0), "Carol": F(0)}),
]


@run(METHOD_CASES)
def test_methods(case: Case) -> None:
    check_case(case)


def test_declarations_are_ignored_by_other_methods() -> None:
    # Everyone declared, but the method is high: the declarations do not count, and a note says so.
    players = (pl("Alice", "As Kd Qc Jh 9s", LOW), pl("Bob", "8c 7d 5h 4s 2d", HIGH))
    resolution = resolve(sd(*players, rules=Rules(method=Method.HIGH)))
    assert dict(resolution.payouts) == {"Alice": F(1), "Bob": F(0)}
    assert any("ignored" in note for note in resolution.notes)


def test_method_low_with_a_qualifier_is_invalid() -> None:
    with pytest.raises(InvalidShowdown) as caught:
        resolve(sd(*TIE_HIGH, rules=Rules(method=Method.LOW, qualifier=8)))
    assert caught.value.path == ("rules", "qualifier")


def test_a_single_player_still_in_takes_the_pot_whatever_the_rules() -> None:
    # Bob's steel wheel is folded; Alice, the only one still in, declared low with a full house and takes it.
    players = (pl("Alice", "Kc Kd Ks 9c 9d", LOW), pl("Bob", "5h 4h 3h 2h Ah", SWING, folded=True))
    resolution = resolve(sd(*players, rules=declare(LOSE, no_winner=NoWinner.CARRY_OVER), pot=10))
    assert dict(resolution.payouts) == {"Alice": F(10), "Bob": F(0)}
    assert resolution.carried_over == 0


# --------------------------------------------------------------------------------------------------
# Section 4: side pots.

SIDE_POT_CASES = [
    # Bob swings all in for 20 with the steel wheel; Dave folded after putting in 10 (dead money).
    # Levels 20 and 40. Main: 20 each from Alice, Bob, Carol + Dave's 10 = 70, among Alice, Bob, Carol.
    # Side 1: 20 each from Alice and Carol = 40, among Alice and Carol.
    # Main: Bob's straight flush beats Alice's full house, his wheel beats Carol's seven-six: he succeeds
    # and scoops 70. Side: Bob is not in it; Alice high 20, Carol low 20.
    Case("short-swing-scoops-main",
         sd(pl("Alice", "Kc Kd Ks 9c 9d", HIGH, bet=40), pl("Bob", "5h 4h 3h 2h Ah", SWING, bet=20),
            pl("Carol", "7s 6c 4d 3c 2s", LOW, bet=40), pl("Dave", folded=True, bet=10), rules=declare()),
         {"Alice": F(20), "Bob": F(70), "Carol": F(20), "Dave": F(0)},
         pots=(("main", F(70), ("Alice", "Bob", "Carol")), ("side 1", F(40), ("Alice", "Carol")))),
    # Judged pot by pot the other way: Carol is all in for 10 with the wheel. Main: 10 x 3 = 30 among all
    # three; Bob (nine-high straight flush, nine-eight low) loses low to Carol and fails there: next-best,
    # high half to Alice (15), low half to Carol (15). Side 1: 40 + 40 = 80 between Alice and Bob; there
    # H = {Alice, Bob}, L = {Bob}: Bob is best both ways and scoops 80.
    Case("swing-fails-main-succeeds-side",
         sd(pl("Alice", "Kc Kd Ks 9c 9d", HIGH, bet=50), pl("Bob", "9h 8h 7h 6h 5h", SWING, bet=50),
            pl("Carol", "5c 4c 3d 2d Ad", LOW, bet=10), rules=declare()),
         {"Alice": F(15), "Bob": F(80), "Carol": F(15)},
         pots=(("main", F(30), ("Alice", "Bob", "Carol")), ("side 1", F(80), ("Alice", "Bob")))),
    # Alice folded the steel wheel after putting in 30: she wins nothing; her 30 is dead money. Her bet is
    # above the one level (20) of the players still in, so it all goes into that (last) pot:
    # 30 + 20 + 20 = 70 between Bob and Carol. Method high: Bob's full house beats Carol's seven high: Bob 70.
    Case("folded-dead-money",
         sd(pl("Alice", "5h 4h 3h 2h Ah", bet=30, folded=True), pl("Bob", "Kc Kd Ks 9c 9d", bet=20),
            pl("Carol", "7s 6c 4d 3c 2s", bet=20)),
         {"Alice": F(0), "Bob": F(70), "Carol": F(0)}, pots=(("main", F(70), ("Bob", "Carol")),)),
    # Folded bets of 10 and 25 below the one level (40) of the players still in: one pot, not three
    # (the pots of the folded bets would have the same contestants and are one pot): 40+40+10+25 = 115.
    Case("pots-merged",
         sd(pl("Alice", "Kc Kd Ks 9c 9d", bet=40), pl("Bob", "7s 6c 4d 3c 2s", bet=40),
            pl("Dave", folded=True, bet=10), pl("Eve", folded=True, bet=25)),
         {"Alice": F(115), "Bob": F(0), "Dave": F(0), "Eve": F(0)}, pots=(("main", F(115), ("Alice", "Bob")),)),
    # Dave folded after putting in 50, above the highest bet of a player still in (30). Levels 20, 30.
    # Main: 20 x 3 = 60 between Alice and Bob: Alice's full house. Last pot: Bob's 10 above 20 and Dave's 30
    # above 20 = 40; Bob is its only contestant: it goes to him.
    Case("money-above-top-level-to-last-pot",
         sd(pl("Alice", "Kc Kd Ks 9c 9d", bet=20), pl("Bob", "7s 6c 4d 3c 2s", bet=30),
            pl("Dave", folded=True, bet=50)),
         {"Alice": F(60), "Bob": F(40), "Dave": F(0)},
         pots=(("main", F(60), ("Alice", "Bob")), ("side 1", F(40), ("Bob",)))),
    # Uncalled bet: Alice all in for 40, Bob bet 100. Main 80: Alice's full house. Side 60: Bob alone, his
    # uncalled 60 comes back, even under declare with a losing declaration and carry-over.
    Case("uncalled-bet-returned",
         sd(pl("Alice", "Kc Kd Ks 9c 9d", HIGH, bet=40), pl("Bob", "7s 6c 4d 3c 2s", HIGH, bet=100),
            rules=declare(no_winner=NoWinner.CARRY_OVER)),
         {"Alice": F(80), "Bob": F(60)}, pots=(("main", F(80), ("Alice", "Bob")), ("side 1", F(60), ("Bob",)))),
    # Three levels, method high: Carol all in for 10 with the best hand (steel wheel), Alice for 30 with the
    # full house, Bob 50 with seven-six. Main 10 x 3 = 30: Carol. Side 1: 20 x 2 = 40 (Alice, Bob): Alice.
    # Side 2: Bob's last 20: back to Bob.
    Case("three-levels",
         sd(pl("Alice", "Kc Kd Ks 9c 9d", bet=30), pl("Bob", "7s 6c 4d 3c 2s", bet=50),
            pl("Carol", "5h 4h 3h 2h Ah", bet=10)),
         {"Alice": F(40), "Bob": F(20), "Carol": F(30)},
         pots=(("main", F(30), ("Alice", "Bob", "Carol")), ("side 1", F(40), ("Alice", "Bob")),
               ("side 2", F(20), ("Bob",)))),
]


@run(SIDE_POT_CASES)
def test_side_pots(case: Case) -> None:
    check_case(case)


def test_swing_is_judged_pot_by_pot_in_the_steps() -> None:
    case = next(case for case in SIDE_POT_CASES if case.id == "swing-fails-main-succeeds-side")
    main, side = resolve(case.showdown).pots
    assert [step.event for step in main.steps if step.event.startswith("swing")] == ["swing-fails"]
    assert [step.event for step in side.steps if step.event.startswith("swing")] == ["swing-succeeds"]


def test_uncalled_pot_says_so() -> None:
    case = next(case for case in SIDE_POT_CASES if case.id == "uncalled-bet-returned")
    side = resolve(case.showdown).pots[1]
    assert dict(side.payouts) == {"Bob": F(60)}
    assert [step.event for step in side.steps] == ["uncontested"]


# --------------------------------------------------------------------------------------------------
# Section 5: whole chips.

# Bob swings with the nine-high straight flush and loses low to Carol's wheel; Alice (As Kd Qc Jh 9s) and
# Dave (Ah Kc Qd Js 9c) declared high and tie for the next best high (ace-king, no flush).
# Odd-chip orders: high share by the highest card (Alice's As before Dave's Ah); low share by the lowest
# card, the ace lowest (Dave's Ah before Alice's As).
PASSED_TIE = (
    pl("Alice", "As Kd Qc Jh 9s", HIGH), pl("Bob", "9h 8h 7h 6h 5h", SWING), pl("Carol", "5c 4c 3d 2d Ad", LOW),
    pl("Dave", "Ah Kc Qd Js 9c", HIGH),
)
# Bob and Dave swing with identical straight flushes (nine high, hearts and spades), both lose low to
# Carol's wheel: both fail. Alice and Eve declared high and tie with ace-king-queen-jack-deuce flushes.
POOLED = (
    pl("Alice", "Ah Kh Qh Jh 2h", HIGH), pl("Bob", "9h 8h 7h 6h 5h", SWING), pl("Carol", "5c 4c 3d 2d Ad", LOW),
    pl("Dave", "9s 8s 7s 6s 5s", SWING), pl("Eve", "As Ks Qs Js 2s", HIGH),
)
# Low ties: Alice 5c 4d 3h 2s Ah and Carol 5d 4c 3s 2h As, a wheel each (in deuce-to-seven: ace-five-four,
# a tie too); Bob a pair of kings. Lowest card: ace-to-five the aces, Ah (Alice) below As (Carol);
# deuce-to-seven the deuces, 2h (Carol) below 2s (Alice).
LOW_TIE = (pl("Alice", "5c 4d 3h 2s Ah"), pl("Bob", "Kc Kd 9h 8s 7d"), pl("Carol", "5d 4c 3s 2h As"))
# Identical hands both ways: Alice and Carol a wheel each; Bob queen-jack, worse both ways.
SAME_BOTH = (pl("Alice", "5c 4c 3d 2d Ad"), pl("Bob", "Qh Jh 9s 8d 7c"), pl("Carol", "5s 4d 3s 2h Ac"))

CHIP_CASES = [
    # seat: Alice and Carol tie, 5 chips: 2 each and 1 odd chip. Dealer Alice: the order starts at her
    # left, Bob, Carol, Alice: the odd chip to Carol. Carol 3, Alice 2.
    Case("odd-chip-seat-dealer", sd(*TIE_HIGH, pot=5, chip=1, dealer="Alice"),
         {"Alice": F(2), "Bob": F(0), "Carol": F(3)}, rules_in_steps=("odd-chip: seat",)),
    # Dealer defaults to the last player, Carol: the order is Alice, Bob, Carol: Alice 3, Carol 2.
    Case("odd-chip-seat-default-dealer", sd(*TIE_HIGH, pot=5, chip=1), {"Alice": F(3), "Bob": F(0), "Carol": F(2)}),
    # Three-way tie (ace-king-queen-jack-nine, no flush), 8 chips: 2 each and 2 left over, one each to the
    # first two in seat order (default dealer Carol: Alice, Bob, Carol): Alice 3, Bob 3, Carol 2.
    Case("odd-chips-one-each",
         sd(pl("Alice", "As Kd Qc Jh 9s"), pl("Bob", "Ah Kc Qd Js 9c"), pl("Carol", "Ad Ks Qh Jc 9d"), pot=8, chip=1),
         {"Alice": F(3), "Bob": F(3), "Carol": F(2)}),
    # Alice and Carol tie as in the first case, in chips of 5: pot 25 = 5 chips, 2 each and the odd one to
    # Alice (first from the default dealer Carol): Alice 15, Carol 10.
    Case("odd-chip-seat-chip-5", sd(*TIE_HIGH, pot=25, chip=5), {"Alice": F(15), "Bob": F(0), "Carol": F(10)}),
    # suit, high share: the highest card, As (Alice) before Ah (Carol), whatever the dealer: Alice 3.
    Case("odd-chip-suit-high", sd(*TIE_HIGH, pot=5, chip=1, dealer="Alice", rules=Rules(odd_chip=OddChip.SUIT)),
         {"Alice": F(3), "Bob": F(0), "Carol": F(2)}, rules_in_steps=("odd-chip: suit",)),
    # stud defaults to suit: the same.
    Case("odd-chip-stud-default-suit", sd(*TIE_HIGH, pot=5, chip=1, dealer="Alice", game=Game.STUD),
         {"Alice": F(3), "Bob": F(0), "Carol": F(2)}, rules_in_steps=("odd-chip: suit",)),
    # suit, low share in ace-to-five: the lowest card is Alice's Ah (hearts below spades): Alice 3, Carol 2
    # (seat order from dealer Alice would give Carol the chip).
    Case("odd-chip-suit-low-ace-to-five",
         sd(*LOW_TIE, pot=5, chip=1, dealer="Alice", rules=Rules(method=Method.LOW, odd_chip=OddChip.SUIT)),
         {"Alice": F(3), "Bob": F(0), "Carol": F(2)}),
    # suit, low share in deuce-to-seven: the ace is high, the lowest card is Carol's 2h: Carol 3, Alice 2.
    Case("odd-chip-suit-low-deuce-to-seven",
         sd(*LOW_TIE, pot=5, chip=1,
            rules=Rules(method=Method.LOW, low=HandKind.DEUCE_TO_SEVEN, odd_chip=OddChip.SUIT)),
         {"Alice": F(2), "Bob": F(0), "Carol": F(3)}),
    # A halved pot's odd chip goes to the high half: cards speak, Alice (full house) high, Bob (seven-six) low;
    # 5 chips: high 3, low 2.
    Case("odd-chip-high-half",
         sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "7s 6c 4d 3c 2s"), pot=5, chip=1,
            rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(3), "Bob": F(2)}),
    # The same in chips of 5, pot 25: high half 15 (3 chips), low half 10.
    Case("odd-chip-high-half-chip-5",
         sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "7s 6c 4d 3c 2s"), pot=25, chip=5,
            rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(15), "Bob": F(10)}),
    # TDA: identical hands both ways, 66: the pot is not halved (33 + 33 would give 17/16 twice = 34/32 by
    # seat): one share of 66 among Alice and Carol, 33 each.
    Case("tda-identical-both-ways-66", sd(*SAME_BOTH, pot=66, chip=1, rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(33), "Bob": F(0), "Carol": F(33)}),
    # 67 as one share: 33 each and the odd chip by the high order (seat from the default dealer Carol:
    # Alice first): Alice 34, Carol 33.
    Case("tda-identical-both-ways-67", sd(*SAME_BOTH, pot=67, chip=1, rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(34), "Bob": F(0), "Carol": F(33)}),
    # Declare: Alice and Carol swing with identical wheels (each a five-high straight and a wheel: they tie
    # both ways and both succeed under split), Bob low. High half to Alice and Carol, low half to Alice and
    # Carol: the same players, equal totals: one share of 66, 33 each.
    Case("tda-identical-swings",
         sd(replace(SAME_BOTH[0], declare=SWING), replace(SAME_BOTH[1], declare=LOW),
            replace(SAME_BOTH[2], declare=SWING), pot=66, chip=1, rules=declare()),
         {"Alice": F(33), "Bob": F(0), "Carol": F(33)}),
    # Halves won by different players split separately: Alice and Carol tie high (ace-king), Bob's
    # eight-seven is the best low. 10 chips: high 5 -> Alice 3 (first from the default dealer Carol), Carol 2;
    # low 5 -> Bob.
    Case("separate-halves", sd(*TIE_HIGH, pot=10, chip=1, rules=Rules(method=Method.CARDS_SPEAK)),
         {"Alice": F(3), "Bob": F(5), "Carol": F(2)}),
    # One share only when the final receivers' exact totals are equal. Stud, split + defeater (exact: Dave
    # 5/8, Carol 3/8): both halves end with Carol and Dave, but with unequal totals, so the halves are split
    # separately. Pot 19: high half 10 chips, low half 9. Odd-chip: suit (the stud default).
    # High 10 between Bob and Dave, 5 each; Bob's 5 pass to Carol and Dave, split by the high order (highest
    # card: Dave's Ah before Carol's Ac): Dave 3, Carol 2. Low 9 between Carol and Dave by the low order
    # (lowest card, the ace lowest: Carol's Ac before Dave's Ah): Carol 5, Dave 4.
    # Dave 5 + 3 + 4 = 12, Carol 2 + 5 = 7 (one share would have been 10/9).
    Case("unequal-totals-split-separately", sd(*STUD_SWINGS, pot=19, chip=1, rules=declare(forfeit=DEFEATER)),
         {"Bob": F(0), "Carol": F(7), "Dave": F(12)}, rules_in_steps=("odd-chip: suit",)),
    # Declare, next-best, whole chips, pot 9: high half 5 chips, low half 4 (odd chip to the high half).
    # Bob fails; his 5 high chips go to the next best highs, Alice and Dave: 2 each and 1 odd chip, in the
    # order of the direction it came from (high). suit: Alice's As first: Alice 3, Dave 2. Carol 4.
    Case("passed-share-high-order-suit",
         sd(*PASSED_TIE, pot=9, chip=1, rules=declare(odd_chip=OddChip.SUIT)),
         {"Alice": F(3), "Bob": F(0), "Carol": F(4), "Dave": F(2)}, rules_in_steps=("odd-chip: suit",)),
    # seat with dealer Alice: the order is Bob, Carol, Dave, Alice: Dave 3, Alice 2.
    Case("passed-share-seat", sd(*PASSED_TIE, pot=9, chip=1, dealer="Alice", rules=declare()),
         {"Alice": F(2), "Bob": F(0), "Carol": F(4), "Dave": F(3)}),
    # Exact: Bob and Dave share the high half (1/4 each), both parts pass to Alice and Eve: pooled 1/2, 1/4
    # each. Carol low 1/2.
    Case("pooled-exact", sd(*POOLED, rules=declare()),
         {"Alice": F(1, 4), "Bob": F(0), "Carol": F(1, 2), "Dave": F(0), "Eve": F(1, 4)},
         rules_in_steps=("forfeit: next-best",)),
    # Whole chips, pot 4: high half 2 chips, Bob 1 and Dave 1; both pass to Alice and Eve and are pooled
    # first: 2 chips, 1 each (split one by one, Alice would get both odd chips: 2 and 0). Carol 2.
    Case("pooled-chips", sd(*POOLED, pot=4, chip=1, rules=declare()),
         {"Alice": F(1), "Bob": F(0), "Carol": F(2), "Dave": F(0), "Eve": F(1)}),
    # The seed with whole chips, pot 10: high half 5 to Bob; low half 5 split Bob/Carol 3/2 by the low
    # order; the default dealer is Carol, so seat order is Alice, Bob, Carol: Bob first. Bob 8, Carol 2.
    Case("seed-chips", sd(*SEED, pot=10, chip=1, rules=declare()), {"Alice": F(0), "Bob": F(8), "Carol": F(2)}),
    # The same with suit: the lowest card of the low share: Bob's Ah and Carol's Ad are both aces (lowest);
    # diamonds below hearts: Carol first. Bob 5 + 2 = 7, Carol 3.
    Case("seed-chips-suit", sd(*SEED, pot=10, chip=1, rules=declare(odd_chip=OddChip.SUIT)),
         {"Alice": F(0), "Bob": F(7), "Carol": F(3)}),
]


@run(CHIP_CASES)
def test_whole_chips(case: Case) -> None:
    check_case(case)


def test_odd_chip_steps_give_one_chip_each() -> None:
    resolution = resolve(sd(*PASSED_TIE, pot=9, chip=1, rules=declare(odd_chip=OddChip.SUIT)))
    odd = [step for step in all_steps(resolution) if step.event == "odd-chip"]
    assert [(step.players, step.amount, step.rule) for step in odd] == [(("Alice",), F(1), "odd-chip: suit")]


def test_odd_chips_go_one_each_not_all_to_the_first() -> None:
    # Three equal highs share 11 chips: 3 each and 2 left over, one to each of the two highest cards by suit
    # (As, then Ah; Carol's best is Ad): 4, 4, 3, not 5, 3, 3.
    three = (pl("Alice", "As Kd Qc Jh 9s"), pl("Bob", "Ah Ks Qd Jc 9h"), pl("Carol", "Ad Kh Qs Jd 9c"))
    resolution = resolve(sd(*three, pot=11, chip=1, rules=Rules(method=Method.HIGH, odd_chip=OddChip.SUIT)))
    assert resolution.payouts == {"Alice": F(4), "Bob": F(4), "Carol": F(3)}
    odd = [step for step in all_steps(resolution) if step.event == "odd-chip"]
    assert [(step.players, step.amount) for step in odd] == [(("Alice", "Bob"), F(2))]


def test_tda_one_share_has_no_odd_chip() -> None:
    resolution = resolve(sd(*SAME_BOTH, pot=66, chip=1, rules=Rules(method=Method.CARDS_SPEAK)))
    assert not [step for step in all_steps(resolution) if step.event == "odd-chip"]


# --------------------------------------------------------------------------------------------------
# Invalid showdowns (potsplit.engine.checks): the error names where the problem is.

GOOD = (pl("Alice", "Kc Kd Ks 9c 9d", HIGH), pl("Bob", "5h 4h 3h 2h Ah", SWING))
INVALID: list[tuple[str, Callable[[], Showdown], tuple[str | int, ...]]] = [
    ("duplicate-card", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "5h 4h 3h 2h Kd")),
     ("players", 1, "cards", 4)),  # at the card
    ("duplicate-card-folded", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "Kc", folded=True)),
     ("players", 1, "cards", 0)),
    ("duplicate-card-board", lambda: sd(pl("Alice", "Kc Kd"), pl("Bob", "5h 4h"), board="Kc 2d 3d"),
     ("players", 0, "cards", 0)),
    ("wrong-count-draw", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d 2c"), pl("Bob", "5h 4h 3h 2h Ah"), game=Game.DRAW),
     ("players", 0, "cards")),
    ("wrong-count-stud", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Bob", "5h 4h 3h 2h")), ("players", 1, "cards")),
    ("wrong-count-holdem", lambda: sd(pl("Alice", "Kc Kd"), pl("Bob", "5h 4h 3h"), board="2c 3c 4c", game=Game.HOLDEM),
     ("players", 1, "cards")),
    ("board-too-short", lambda: sd(pl("Alice", "Kc Kd"), pl("Bob", "5h 4h"), board="2c 3c"), ("board",)),
    ("all-folded", lambda: sd(pl("Alice", folded=True), pl("Bob", folded=True)), ("players",)),
    ("missing-declaration", lambda: sd(GOOD[0], replace(GOOD[1], declare=None), rules=declare()), ("players", 1)),
    # method left out: it is declare because Alice declared, so Bob's missing declaration is an error too.
    ("missing-declaration-inferred-method", lambda: sd(GOOD[0], replace(GOOD[1], declare=None)), ("players", 1)),
    ("bets-not-adding-up",
     lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d", bet=10), pl("Bob", "5h 4h 3h 2h Ah", bet=20), pot=25), ("pot",)),
    ("missing-bet", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d", bet=10), pl("Bob", "5h 4h 3h 2h Ah")), ("players", 1)),
    # 10 + 12 + 13 = 35 is a whole number of 5 chips, Bob's 12 is not.
    ("chip-not-dividing-bet", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d", bet=10), pl("Bob", "5h 4h 3h 2h Ah", bet=12),
                                         pl("Carol", "7s 6c 4d 3c 2s", bet=13), chip=5), ("players", 1, "bet")),
    ("chip-not-dividing-pot", lambda: sd(*GOOD, pot=12, chip=5, rules=declare()), ("pot",)),
    ("chip-not-dividing-default-pot", lambda: sd(*GOOD, chip=5, rules=declare()), ("chip",)),
    ("low-with-qualifier", lambda: sd(*GOOD, rules=Rules(method=Method.LOW, qualifier=8)), ("rules", "qualifier")),
]
"""What needs the whole showdown: found when it is resolved."""


@pytest.mark.parametrize(("showdown", "path"), [case[1:] for case in INVALID], ids=[case[0] for case in INVALID])
def test_invalid_showdown_names_the_path(showdown: Callable[[], Showdown], path: tuple[str | int, ...]) -> None:
    made = showdown()
    with pytest.raises(InvalidShowdown) as caught:
        resolve(made)
    assert caught.value.path == path
    assert caught.value.message


AT_CONSTRUCTION: list[tuple[str, Callable[[], object], tuple[str | int, ...]]] = [
    ("duplicate-card-in-hand", lambda: pl("Alice", "Kc Kd Ks 9c Kc"), ("cards", 4)),
    ("duplicate-names", lambda: sd(pl("Alice", "Kc Kd Ks 9c 9d"), pl("Alice", "5h 4h 3h 2h Ah")),
     ("players", 1, "name")),
    ("empty-name", lambda: pl(" ", "Kc Kd Ks 9c 9d"), ("name",)),
    ("negative-bet", lambda: pl("Bob", "5h 4h 3h 2h Ah", bet=-5), ("bet",)),
    ("chip-not-positive", lambda: sd(*GOOD, pot=10, chip=0, rules=declare()), ("chip",)),
    ("pot-not-positive", lambda: sd(*GOOD, pot=0, rules=declare()), ("pot",)),
    ("unknown-dealer", lambda: sd(*GOOD, dealer="Zed", rules=declare()), ("dealer",)),
]
"""What a constructor's own fields tell: refused by the constructor, before any resolving."""


@pytest.mark.parametrize(("make", "path"), [case[1:] for case in AT_CONSTRUCTION],
                         ids=[case[0] for case in AT_CONSTRUCTION])
def test_a_constructor_refuses_what_its_own_fields_tell_naming_the_path(
    make: Callable[[], object], path: tuple[str | int, ...]
) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        make()
    assert caught.value.path == path
    assert caught.value.message


def test_a_qualifier_out_of_range_is_refused_by_the_rules_themselves_naming_the_path() -> None:
    with pytest.raises(InvalidShowdown) as caught:
        declare(qualifier=4)
    assert caught.value.path == ("rules", "qualifier")
    assert "qualifier must be 5 to 14" in caught.value.message


def test_clear_half_swing_players_tied_with_only_each_other_share_and_the_step_says_so() -> None:
    # Alice and Bob both swing with the same ranks, 7-5-4-3-2: each ties the other for high (seven-five high)
    # and for low (seven-five low). Ties count, so both succeed. Under clear-half a successful swing player
    # keeps only the halves he wins alone, but each half's tied players all declared swing, so they share
    # it: 1/4 + 1/4 each. Each half is still recorded as a step (it once went unrecorded).
    alice = Player("Alice", parse_cards("7s 5d 4c 3h 2s"), SWING)
    bob = Player("Bob", parse_cards("7d 5c 4h 3s 2d"), SWING)
    resolution = resolve(Showdown((alice, bob), rules=Rules(swing_ties=SwingTies.CLEAR_HALF)))
    assert resolution.payouts == {"Alice": Fraction(1, 2), "Bob": Fraction(1, 2)}
    wins = [step for step in resolution.pots[0].steps if step.event == "wins"]
    assert [step.players for step in wins] == [("Alice", "Bob"), ("Alice", "Bob")]
    assert "split the high half" in wins[0].text and "split the low half" in wins[1].text
