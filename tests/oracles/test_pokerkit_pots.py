"""Differential test: potsplit's ``high`` and ``cards-speak`` against pokerkit, side pots included.

Random hands (seeded, so every run plays the same ones) are played to showdown
in pokerkit 0.7 with the cards chosen here: seven-card stud high-low eight or
better and pot-limit Omaha high-low eight or better (potsplit ``cards-speak``,
``qualifier: 8``, ``low: ace-to-five``), seven-card stud and no-limit hold'em
(potsplit ``high``). Every player's winnings in pokerkit (``State.payoffs``:
what he got back minus what he put in) must equal potsplit's exact payout
minus his bet.

How the money is chosen. pokerkit pays whole chips and gives a remainder to
the high half, then to the first winner by player index; potsplit without
``chip`` pays exact fractions. Rather than map pokerkit's odd-chip rules onto
one of potsplit's (they differ: pokerkit gives the whole remainder of a share
to one player, not one chip each, and halves a pot that the same players scoop
before splitting it), every amount here is a multiple of a unit ``UNIT`` = 120
= 2 * lcm(1..6): the antes, blinds, bring-in, bets, stacks and raises. Then
every pot (and so every half of one) is divisible among any number of its at
most six contestants, no chip is ever odd, and pokerkit's integers must agree
with potsplit's fractions exactly, whatever rule either uses for odd chips.

How the hands are played. Every player gets a stack of 1 to 14 units. At least
two players never fold; they raise at random (to a random multiple of the unit
in no-limit and pot-limit), so they go all in at different amounts and side
pots form. The others fold when facing a bet from a chosen street on (or go
all in calling, or reach the showdown), leaving dead money. What each player
put in is read back from pokerkit (his starting stack less his stack at the
showdown) and becomes his ``bet`` in potsplit, ``folded`` as he did; the pots
with two or more contestants at pokerkit's showdown must be potsplit's (a pot
of one is an uncalled bet, which pokerkit hands back before the showdown).
Every player still in shows his cards (no mucking), so both libraries know
the same hands. Half of the decks are stacked towards low cards, and in half
of the deals one player's ranks are partly copied by another's, so that lows
qualify and hands tie often; each test checks that side pots, split halves and
(in high-low) two-way pots occurred.

One disagreement is pokerkit's (0.7.7, ``State._begin_chips_pushing`` and
``State.push_chips``): it plays a low half in every pot as soon as *any*
player still in has a qualifying low, even in a side pot none of whose
contestants has one (the low belonging to a short all-in player), and there
it shares that low half among the pot's contestants, since "no low" equals
"no low" to it; only those it did not kill as unable to win anything take
part. The spec, potsplit and the card rooms give such a pot whole to the best
high (section 3: "if no low qualifies the best high takes all"). Those
showdowns are checked against that description of pokerkit's behaviour (see
:func:`pokerkit_quirks.pokerkit_side_pot_low`), so that any other disagreement still fails.
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import pytest
from pokerkit import (
    Automation,
    FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    NoLimitTexasHoldem,
    State,
)
from support.pokerkit_quirks import pokerkit_side_pot_low

from potsplit.engine.model import Player, Showdown
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import Method, Rules
from potsplit.hands.cards import parse_cards
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind

pytestmark = pytest.mark.slow

UNIT = 120
"""Every amount is a multiple of this: 2 * lcm(1, ..., 6), so no pot of up to six players has an odd chip."""

CHUNKS = 4
PER_CHUNK = 40
"""Showdowns per test function; CHUNKS test functions per game, so ``pytest -n 2`` can balance them."""

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
"""Dealing, burning, the bring-in, betting and showing are done by hand; the rest pokerkit does."""

HIGH = Rules(method=Method.HIGH)
HIGH_LOW = Rules(method=Method.CARDS_SPEAK, qualifier=8, low=HandKind.ACE_TO_FIVE)
DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
LOW_RANKS = set("A2345678")


@dataclass(frozen=True)
class Variant:
    """A game as both libraries play it."""

    name: str
    create: Callable[[list[int], int], State]
    game: Game
    rules: Rules
    hole: int
    board: int


def _stud_high(stacks: list[int], count: int) -> State:
    return FixedLimitSevenCardStud.create_state(AUTOMATIONS, True, UNIT, UNIT, 2 * UNIT, 4 * UNIT, stacks, count)


def _stud_high_low(stacks: list[int], count: int) -> State:
    return FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, UNIT, UNIT, 2 * UNIT, 4 * UNIT, stacks, count
    )


def _holdem(stacks: list[int], count: int) -> State:
    return NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (UNIT, 2 * UNIT), 2 * UNIT, stacks, count)


def _omaha_high_low(stacks: list[int], count: int) -> State:
    # pokerkit 0.7's "FixedLimit..." Omaha high-low class is pot-limit (PotLimitPokerMixin).
    return FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (UNIT, 2 * UNIT), 2 * UNIT, 2 * UNIT, stacks, count
    )


VARIANTS = {
    variant.name: variant
    for variant in (
        Variant("stud-high-low", _stud_high_low, Game.STUD, HIGH_LOW, 7, 0),
        Variant("omaha-high-low", _omaha_high_low, Game.OMAHA, HIGH_LOW, 4, 5),
        Variant("stud-high", _stud_high, Game.STUD, HIGH, 7, 0),
        Variant("holdem-high", _holdem, Game.HOLDEM, HIGH, 2, 5),
    )
}


@dataclass
class Played:
    """One hand as pokerkit played it, and the same showdown for potsplit."""

    showdown: Showdown
    winnings: list[int]
    contributions: list[int]
    folded: set[int]
    holes: list[list[str]]
    board: list[str]
    pots: list[tuple[int, tuple[str, ...]]]


def _deal(rng: random.Random, count: int, hole: int) -> list[str]:
    """A deck in dealing order: the first *hole* cards to the first player, and so on, then the board.

    Half the decks are stacked towards low cards (more qualifying lows); in
    half the deals one player's cards are partly copied in rank by another's
    (same ranks, other suits), so that hands tie and pots are split and quartered.
    """
    deck = list(DECK)
    if rng.random() < 0.5:  # low cards come out first more often
        deck.sort(key=lambda card: rng.random() * (1.0 if card[0] in LOW_RANKS else 2.5))
    else:
        rng.shuffle(deck)
    if rng.random() < 0.5:
        copied, copier = rng.sample(range(count), 2)
        keep = set(range(copied * hole, (copied + 1) * hole))
        for offset in rng.sample(range(hole), rng.randint(2, hole)):
            target = copier * hole + offset
            rank = deck[copied * hole + offset][0]
            spare = [place for place, card in enumerate(deck) if card[0] == rank and place not in keep]
            if spare:
                place = rng.choice(spare)
                deck[target], deck[place] = deck[place], deck[target]
                keep.add(target)
    return deck


def play(variant: Variant, rng: random.Random) -> Played:
    """Deal and play one random hand of *variant* in pokerkit to the end."""
    count = rng.randint(2, 6)
    deck = _deal(rng, count, variant.hole)
    holes = [deck[variant.hole * index : variant.hole * (index + 1)] for index in range(count)]
    board = deck[variant.hole * count : variant.hole * count + variant.board]
    stacks = [UNIT * rng.randint(1, 14) for _ in range(count)]
    # Who folds, and on which street (None: never); at least two players never fold.
    stays = set(rng.sample(range(count), rng.randint(2, count)))
    fold_street = [None if index in stays else rng.randint(0, 3) for index in range(count)]
    return play_cards(variant, holes, board, stacks, fold_street, rng)


def play_cards(
    variant: Variant,
    holes: list[list[str]],
    board: list[str],
    stacks: list[int],
    fold_street: Sequence[int | None],
    rng: random.Random,
) -> Played:
    """Play one hand of *variant* in pokerkit with these cards and stacks; who folds when."""
    count = len(holes)
    state = variant.create(stacks, count)
    dealt = [0] * count
    dealt_board = 0
    raised: dict[tuple[int | None, int], int] = {}
    folded: set[int] = set()
    lowest = list(stacks)
    pots: list[tuple[int, tuple[str, ...]]] = []
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pokerkit warns when chips are burned or cards misdealt
        while state.status:
            lowest = [min(low, stack) for low, stack in zip(lowest, state.stacks, strict=True)]
            if state.can_burn_card("??"):
                state.burn_card("??")
            elif state.can_deal_hole():
                dealee = state.hole_dealee_index
                assert dealee is not None
                state.deal_hole(holes[dealee][dealt[dealee]])
                dealt[dealee] += 1
            elif state.can_deal_board():
                number = state.board_dealing_count
                assert number is not None
                state.deal_board("".join(board[dealt_board : dealt_board + number]))
                dealt_board += number
            elif state.can_post_bring_in():
                state.post_bring_in()
            elif state.actor_index is not None:
                _act(state, state.actor_index, fold_street, raised, folded, rng)
            elif state.can_show_or_muck_hole_cards():
                # The pots as they stand at the showdown, before pokerkit kills the losing hands.
                pots = [(pot.amount, tuple(f"P{index}" for index in pot.player_indices)) for pot in state.pots]
                state.show_or_muck_hole_cards(True)
            else:  # pragma: no cover
                raise AssertionError(f"pokerkit is waiting for something unexpected: {state}")
    contributions = [start - low for start, low in zip(stacks, lowest, strict=True)]
    players = tuple(
        Player(
            f"P{index}",
            parse_cards(holes[index][: dealt[index]]),
            bet=Fraction(contributions[index]),
            folded=index in folded,
        )
        for index in range(count)
    )
    showdown = Showdown(players, parse_cards(board), variant.game, rules=variant.rules)
    return Played(showdown, list(state.payoffs), contributions, folded, holes, board, pots)


def _act(
    state: State,
    actor: int,
    fold_street: Sequence[int | None],
    raised: dict[tuple[int | None, int], int],
    folded: set[int],
    rng: random.Random,
) -> None:
    """One betting decision: a folder folds to a bet from his street on, the others raise at random."""
    street = state.street_index
    plan = fold_street[actor]
    if plan is not None:
        if street is not None and street >= plan and state.checking_or_calling_amount and state.can_fold():
            state.fold()
            folded.add(actor)
        else:
            state.check_or_call()
        return
    times = raised.get((street, actor), 0)
    if times < 2 and rng.random() < 0.6 and state.can_complete_bet_or_raise_to():
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        assert low is not None and high is not None
        steps = (high - low) // UNIT
        state.complete_bet_or_raise_to(low + UNIT * min(steps, int(rng.expovariate(0.5))))
        raised[(street, actor)] = times + 1
    else:
        state.check_or_call()


@dataclass
class Tally:
    """What the showdowns covered."""

    showdowns: int = 0
    side_pots: int = 0
    split_halves: int = 0
    quartered: int = 0
    two_way: int = 0
    dead_money: int = 0
    pokerkit_low_quirk: int = 0


def describe(played: Played, resolution: Resolution | None = None) -> str:
    """The showdown and both results, to reproduce a failure."""
    lines = [f"board: {' '.join(played.board)}"] if played.board else []
    for index, player in enumerate(played.showdown.players):
        state = "folded" if player.folded else "in"
        mine = f" potsplit {resolution.payouts[player.name] - played.contributions[index]}" if resolution else ""
        lines.append(
            f"{player.name}: {' '.join(played.holes[index])} bet {played.contributions[index]} ({state});"
            f" pokerkit {played.winnings[index]}{mine}"
        )
    if resolution:
        lines += [f"{pot.name} {pot.amount} {pot.players}: high {pot.high} low {pot.low}" for pot in resolution.pots]
    return "\n".join(lines)


def check_chunk(variant: Variant, chunk: int) -> Tally:
    """Play PER_CHUNK hands of *variant* and compare every player's winnings."""
    rng = random.Random(f"{variant.name}/{chunk}")
    tally = Tally()
    for _ in range(PER_CHUNK):
        played = play(variant, rng)
        assert all(amount % UNIT == 0 for amount in played.contributions), describe(played)
        resolution = resolve(played.showdown)
        # The same pots (pokerkit hands an uncalled bet back before the showdown: potsplit's pot of one).
        contested = [(pot.amount, pot.players) for pot in resolution.pots if len(pot.players) > 1]
        theirs = [(Fraction(amount), names) for amount, names in played.pots if len(names) > 1]
        assert contested == theirs, describe(played, resolution)
        ours = dict(resolution.payouts)
        quirk = pokerkit_side_pot_low(resolution)
        if quirk is not None and quirk != ours:
            tally.pokerkit_low_quirk += 1
            ours = quirk
        for index, player in enumerate(played.showdown.players):
            net = ours[player.name] - played.contributions[index]
            assert net == played.winnings[index], f"{player.name} differs:\n{describe(played, resolution)}"
        tally.showdowns += 1
        tally.side_pots += len(resolution.pots) > 1
        tally.dead_money += bool(played.folded) and any(played.contributions[i] for i in played.folded)
        for pot in resolution.pots:
            awards = [award for award in (pot.high, pot.low) if award is not None]
            tally.split_halves += any(len(award.winners) > 1 for award in awards)
            tally.two_way += len(awards) == 2
            tally.quartered += len(awards) == 2 and any(len(award.winners) > 1 for award in awards)
    return tally


def _coverage(variant: Variant, tally: Tally) -> None:
    assert tally.showdowns == PER_CHUNK
    assert tally.side_pots >= PER_CHUNK // 8, tally
    assert tally.split_halves >= 1, tally
    assert tally.dead_money >= 1, tally
    if variant.rules.method is Method.CARDS_SPEAK:
        assert tally.two_way >= PER_CHUNK // 4, tally


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", list(VARIANTS))
def test_variant_against_pokerkit(name: str, chunk: int) -> None:
    variant = VARIANTS[name]
    _coverage(variant, check_chunk(variant, chunk))


def test_pokerkit_shares_the_low_half_of_a_side_pot_with_no_low() -> None:
    """The disagreement, on purpose: a side pot among high hands only, the one low in the main pot.

    P0 (all in for the ante) has the only low; P1 (short) the best high; P2
    beats P3 for the last side pot, so pokerkit does not kill P2's hand and
    shares the first side pot's low half between P1 and P2. potsplit gives P1
    that whole side pot.
    """
    hands = (
        "Ah 2d 3c 4h 6s Jc Qd",  # a six-four low, ace high
        "Ks Kh Kd 9s 9c Tc Jd",  # kings full: the best high
        "Qs Qh Qc Th Td 7c 8d",  # queens full
        "Js Jh 9d 9h 7s 8s 5d",  # two pair
    )
    stacks = [UNIT, 5 * UNIT, 30 * UNIT, 30 * UNIT]
    played = play_cards(
        VARIANTS["stud-high-low"], [hand.split() for hand in hands], [], stacks, [None] * 4, random.Random(0)
    )
    resolution = resolve(played.showdown)
    main, side, last = resolution.pots
    assert main.low is not None and main.low.winners == ("P0",)
    assert side.players == ("P1", "P2", "P3") and side.low is None and side.payouts == {"P1": side.amount}
    assert last.players == ("P2", "P3") and last.payouts == {"P2": last.amount}
    quirk = pokerkit_side_pot_low(resolution)
    assert quirk is not None
    assert quirk["P1"] == resolution.payouts["P1"] - side.amount / 4
    assert quirk["P2"] == resolution.payouts["P2"] + side.amount / 4
    assert [quirk[f"P{index}"] - bet for index, bet in enumerate(played.contributions)] == played.winnings
