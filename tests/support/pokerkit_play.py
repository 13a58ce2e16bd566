"""Hands of every PHH variant played in pokerkit 0.7.7 at random (seeded), and written out as PHH by pokerkit.

The cards are chosen here and pokerkit's game states play them (``HandHistory.from_game_state``, with
``finishing_stacks``). 2 to 6 players (4 in the draw games, whose decks would run out), stacks of 1 to 14
units, every amount a multiple of the unit (120 = 2 * lcm(1..6)) so that no pot has an odd chip. Antes
(uniform, a big-blind ante, or none), straddles, ante trimming and the bring-in or a completion are chosen at
random; mostly two players never fold (sometimes one) and raise at random, so they go all in at different
amounts and side pots form; the others fold to a bet from a chosen street on; at the showdown some players
muck. Half the decks are stacked towards low cards, so lows qualify and hands tie.
"""

from __future__ import annotations

import copy
import random
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pokerkit
from pokerkit import Automation, BetCollection, HandHistory, HoleCardsShowingOrMucking, Mode, State
from pokerkit.notation import parse_action

from potsplit import InvalidShowdown
from potsplit.hands.games import game_named
from potsplit.read.phh.variants import VARIANTS

UNIT = 120
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
"""Dealing, the bring-in, betting, discarding and showing are done here; the rest pokerkit does."""
FULL_DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
SHORT_DECK = [card for card in FULL_DECK if card[0] not in "2345"]
LOW_RANKS = set("A2345678")


@dataclass(frozen=True)
class Kind:
    """A variant as pokerkit plays it: its class, its betting, its players at most, its deck."""

    code: str
    game: type[pokerkit.Poker]
    structure: str  # "blinds" (no-limit, pot-limit: min bet), "limit" (small and big bet), "stud"
    most: int = 6
    deck: tuple[str, ...] = tuple(FULL_DECK)

    @property
    def resolvable(self) -> bool:
        """Whether potsplit plays this variant's game (short-deck and badugi: once they are named games)."""
        try:
            game_named(VARIANTS[self.code].game)
        except InvalidShowdown:
            return False
        return True


KINDS = {
    kind.code: kind
    for kind in (
        Kind("FT", pokerkit.FixedLimitTexasHoldem, "limit"),
        Kind("NT", pokerkit.NoLimitTexasHoldem, "blinds"),
        Kind("NS", pokerkit.NoLimitShortDeckHoldem, "blinds", deck=tuple(SHORT_DECK)),
        Kind("PO", pokerkit.PotLimitOmahaHoldem, "blinds"),
        Kind("FO/8", pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter, "limit"),
        Kind("F7S", pokerkit.FixedLimitSevenCardStud, "stud"),
        Kind("F7S/8", pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter, "stud"),
        Kind("FR", pokerkit.FixedLimitRazz, "stud"),
        Kind("N2L1D", pokerkit.NoLimitDeuceToSevenLowballSingleDraw, "blinds", most=5),
        Kind("F2L3D", pokerkit.FixedLimitDeuceToSevenLowballTripleDraw, "limit", most=4),
        Kind("FB", pokerkit.FixedLimitBadugi, "limit", most=4),
    )
}


def _game(kind: Kind, count: int, rng: random.Random) -> tuple[Any, list[int]]:
    """The pokerkit game (its forced bets chosen at random), and the antes."""
    choice = rng.random()
    if choice < 0.4:
        antes = [0] * count
    elif choice < 0.8 or kind.structure == "stud":
        antes = [UNIT] * count
    else:  # a big-blind ante (heads up, the lists are reversed: the big blind is the first player)
        antes = [0] * count
        antes[0 if count == 2 else 1] = 2 * UNIT
    trimming = len(set(antes)) == 1 and rng.random() < 0.3
    if kind.structure == "stud":
        return kind.game(AUTOMATIONS, trimming, antes, UNIT, 2 * UNIT, 4 * UNIT, mode=Mode.CASH_GAME), antes
    blinds = [UNIT, 2 * UNIT] + [0] * (count - 2)
    if count >= 4 and rng.random() < 0.3:
        blinds[2] = 4 * UNIT  # a straddle
    if kind.structure == "limit":
        return kind.game(AUTOMATIONS, trimming, antes, blinds, 2 * UNIT, 4 * UNIT, mode=Mode.CASH_GAME), antes
    return kind.game(AUTOMATIONS, trimming, antes, blinds, 2 * UNIT, mode=Mode.CASH_GAME), antes


@dataclass
class Played:
    """One hand as pokerkit played it, and its PHH."""

    text: str
    state: State
    contributions: list[int]
    folded_out: bool
    refused: tuple[str, str] | None = None
    """The action pokerkit refused (the last of the text), and why."""


Meddle = Callable[[State, random.Random], "str | None"]
"""An action to try in the middle of a hand (PHH notation), or ``None``; called before each step, and once
after the end."""


def play(kind: Kind, rng: random.Random, meddle: Meddle | None = None) -> Played:
    """A hand of *kind* played at random; with *meddle*, the actions it gives are tried on the way: one pokerkit
    takes is played, and the first one it refuses ends the hand (the text then holds it, last)."""
    count = rng.randint(2, kind.most)
    game, _ = _game(kind, count, rng)
    stacks = [UNIT * rng.randint(1, 14) for _ in range(count)]
    state = game(stacks, count)
    deck = list(kind.deck)
    if rng.random() < 0.5:
        deck.sort(key=lambda card: rng.random() * (1.0 if card[0] in LOW_RANKS else 2.5))
    else:
        rng.shuffle(deck)
    stays = set(rng.sample(range(count), 2 if rng.random() < 0.6 else 1))  # one: the others may all fold
    fold_street = [None if index in stays else rng.randrange(len(state.streets)) for index in range(count)]
    raised: dict[tuple[int | None, int], int] = {}
    refused: tuple[str, str] | None = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns of burned cards it has to make up
        while True:
            tried = None if meddle is None else meddle(state, rng)
            if tried is not None:
                try:
                    parse_action(state, tried)
                except ValueError as error:
                    refused = (tried, str(error))
                    break
                continue
            if not state.status:
                break
            if state.can_deal_hole():
                state.deal_hole(deck.pop())
            elif state.can_deal_board():
                number = state.board_dealing_count
                assert number is not None
                state.deal_board("".join(deck.pop() for _ in range(number)))
            elif state.can_post_bring_in():
                if rng.random() < 0.8 or not state.can_complete_bet_or_raise_to():
                    state.post_bring_in()
                else:
                    state.complete_bet_or_raise_to()  # a completion instead of the bring-in
            elif state.can_stand_pat_or_discard():
                index = state.stand_patter_or_discarder_index
                assert index is not None
                hole = list(state.hole_cards[index])
                state.stand_pat_or_discard(rng.sample(hole, min(rng.randint(0, 2), len(deck) // 8)))
            elif state.actor_index is not None:
                _act(state, state.actor_index, fold_street, raised, rng)
            elif state.can_show_or_muck_hole_cards():
                showing = [index for index in state.player_indices if state.statuses[index]]
                state.show_or_muck_hole_cards(len(showing) < 3 or rng.random() < 0.8 or not _can_muck(state, deck))
            else:  # pragma: no cover
                raise AssertionError(f"pokerkit is waiting for something unexpected: {state}")
    history = HandHistory.from_game_state(game, state)
    if refused is None:
        history.finishing_stacks = list(state.stacks)
    else:
        history.actions = [*history.actions, refused[0]]
    collected = [0] * count
    for operation in state.operations:
        if isinstance(operation, BetCollection):
            collected = [total + bet for total, bet in zip(collected, operation.bets, strict=True)]
    folded_out = not any(isinstance(operation, HoleCardsShowingOrMucking) for operation in state.operations)
    return Played(history.dumps(), state, collected, folded_out, refused)


def _can_muck(state: State, deck: list[str]) -> bool:
    """Whether pokerkit can play the hand out after the player to show mucks: tried on a copy, to the end,
    since pokerkit 0.7.7 fails an assertion (``State.push_chips``) when its hand killing then leaves a pot of
    several players with a single player still in."""
    trial, cards = copy.deepcopy(state), list(deck)
    try:
        trial.show_or_muck_hole_cards(False)
        while trial.status:
            if trial.can_show_or_muck_hole_cards():
                trial.show_or_muck_hole_cards(True)
            elif trial.can_deal_board():
                trial.deal_board("".join(cards.pop() for _ in range(trial.board_dealing_count or 0)))
            else:
                trial.deal_hole(cards.pop())
    except AssertionError:
        return False
    return True


def _act(state: State, actor: int, fold_street: list[int | None], raised: dict[tuple[int | None, int], int],
         rng: random.Random) -> None:
    street = state.street_index
    plan = fold_street[actor]
    if plan is not None:
        if street is not None and street >= plan and state.checking_or_calling_amount and state.can_fold():
            state.fold()
        else:
            state.check_or_call()
        return
    times = raised.get((street, actor), 0)
    if times < 2 and rng.random() < 0.6 and state.can_complete_bet_or_raise_to():
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        assert low is not None and high is not None
        state.complete_bet_or_raise_to(low + UNIT * min((high - low) // UNIT, int(rng.expovariate(0.5))))
        raised[(street, actor)] = times + 1
    else:
        state.check_or_call()


