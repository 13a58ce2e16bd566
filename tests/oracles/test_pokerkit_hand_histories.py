"""Differential test: hand histories written by pokerkit, replayed and resolved by potsplit (spec section 8).

Random hands (seeded) of every PHH variant are played in pokerkit 0.7.7 with
its game states, the cards chosen here, and written out as PHH by pokerkit
(``HandHistory.from_game_state``, with ``finishing_stacks``). potsplit reads
each file back, replays its actions and resolves its showdown. Two things
must agree:

- each player's contribution: what potsplit's replay says he put in (antes and
  bets, each street's uncalled bet returned) against the bets pokerkit
  collected from him. When the hand ends with everyone but one folded,
  pokerkit does not collect the last street's bets of the player left (it
  hands them back whole), where potsplit returns only their uncalled part and
  pays the rest back in the pot: the same money either way, so that player's
  net result is compared instead;
- each player's net result (payout less contribution) against pokerkit's
  ``payoffs``, except where pokerkit departs from the spec, which is modelled
  (:mod:`pokerkit_quirks`) so that any other disagreement still fails.

How the hands are played: 2 to 6 players (4 in the draw games, whose decks
would run out), stacks of 1 to 14 units, every amount a multiple of the unit
(120 = 2 * lcm(1..6)) so that no pot has an odd chip (pokerkit's odd chips
are pinned apart, in :func:`test_pokerkit_gives_every_odd_chip_to_the_lowest_seat`
and :func:`test_pokerkit_halves_a_pot_that_identical_hands_scoop`). Antes
(uniform, a big-blind ante, or none), straddles, ante trimming and the
bring-in or a completion are chosen at random; mostly two players never
fold (sometimes one) and raise at random, so they go all in at different amounts and side
pots form; the others fold to a bet from a chosen street on; at the showdown
some players muck. Half the decks are stacked towards low cards, so lows
qualify and hands tie.

A variant whose game potsplit could not resolve would have its contributions
checked and its payouts skipped, saying so (none is, now that short deck and
badugi are games).
"""

from __future__ import annotations

import copy
import dataclasses
import random
import warnings
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pokerkit
import pytest
from pokerkit import Automation, BetCollection, HandHistory, HoleCardsShowingOrMucking, Mode, State
from support.phh_text import hand
from support.pokerkit_quirks import pokerkit_side_pot_low, pokerkit_unclaimed_pot

from potsplit import InvalidShowdown, read_showdowns, resolve
from potsplit.engine.records import Resolution
from potsplit.hands.games import game_named
from potsplit.read.phh.hands import replayed_hand
from potsplit.read.phh.parse import parse_piece
from potsplit.read.phh.places import Places
from potsplit.read.phh.variants import VARIANTS
from potsplit.read.splitting import Piece
from potsplit.run.hand_histories import resolve_hands
from potsplit.run.results import Resolved
from potsplit.show.checking import checked

pytestmark = pytest.mark.slow

UNIT = 120
HANDS = 40
"""Hands per variant."""
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


def play(kind: Kind, rng: random.Random) -> Played:
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
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns of burned cards it has to make up
        while state.status:
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
    history.finishing_stacks = list(state.stacks)
    collected = [0] * count
    for operation in state.operations:
        if isinstance(operation, BetCollection):
            collected = [total + bet for total, bet in zip(collected, operation.bets, strict=True)]
    folded_out = not any(isinstance(operation, HoleCardsShowingOrMucking) for operation in state.operations)
    return Played(history.dumps(), state, collected, folded_out)


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


def contributions(text: str) -> list[Fraction]:
    """What potsplit's replay says each player put in (antes and bets), whether or not it can resolve the hand."""
    table, parsed = parse_piece(Piece(text.encode(), 0, 0), "hand.phh", False)
    _, played = replayed_hand(table, Places(parsed, "hand.phh", 0), "")
    return [ante + bet for ante, bet in zip(played.antes, played.bets, strict=True)]


@dataclass
class Tally:
    hands: int = 0
    side_pots: int = 0
    split: int = 0
    two_way: int = 0
    folded_out: int = 0
    mucked: int = 0
    low_quirk: int = 0
    unclaimed: int = 0
    empty: int = 0


def check_hand(kind: Kind, played: Played, tally: Tally) -> None:
    text, state = played.text, played.state
    mine = contributions(text)
    theirs = played.contributions
    for index, (ours, pokerkits) in enumerate(zip(mine, theirs, strict=True)):
        if played.folded_out and state.payoffs[index] >= 0:
            continue  # the player left, whose last bets pokerkit did not collect (see above)
        assert ours == pokerkits, f"p{index + 1} put in {ours}, pokerkit {pokerkits}:\n{text}"
    tally.hands += 1
    tally.folded_out += played.folded_out
    tally.mucked += " sm\n" in text or "sm'," in text or "sm']" in text
    if not any(mine):  # every bet came back (a bring-in nobody called, without antes): no pot, no showdown
        tally.empty += 1
        with pytest.raises(InvalidShowdown, match="nothing was put in"):
            list(read_showdowns(text, kind="phh"))
        return
    if not kind.resolvable:
        return
    (result,) = resolve_hands(text, "hand.phh")
    assert isinstance(result, Resolved), result
    resolution = result.resolution
    payouts = dict(resolution.payouts)
    quirk = pokerkit_side_pot_low(resolution)
    if quirk is not None and quirk != payouts:
        tally.low_quirk += 1
        payouts = quirk
    unclaimed = pokerkit_unclaimed_pot(resolution, payouts)
    if unclaimed is not None:
        tally.unclaimed += 1
        payouts = unclaimed
    for index, name in enumerate(payouts):
        net = payouts[name] - mine[index]
        assert net == state.payoffs[index], f"{name}: potsplit {net}, pokerkit {state.payoffs[index]}\n{text}"
    # potsplit check: pokerkit's finishing stacks agree with the ruling, but where pokerkit departs from it
    assert checked(result).verdict == ("agree" if payouts == resolution.payouts else "differ"), text
    _count(resolution, tally)


def _count(resolution: Resolution, tally: Tally) -> None:
    tally.side_pots += sum(len(pot.players) > 1 for pot in resolution.pots) > 1
    for pot in resolution.pots:
        awards = [award for award in (pot.high, pot.low) if award is not None]
        tally.split += any(len(award.winners) > 1 for award in awards)
        tally.two_way += len(awards) == 2


@pytest.mark.parametrize("code", list(KINDS))
def test_pokerkit_hand_histories_replay_and_resolve_alike(code: str) -> None:
    kind = KINDS[code]
    rng = random.Random(f"phh/{code}")
    tally = Tally()
    for _ in range(HANDS):
        check_hand(kind, play(kind, rng), tally)
    assert tally.hands == HANDS
    assert tally.folded_out >= 1 and tally.folded_out < HANDS and tally.mucked >= 1, tally
    if not kind.resolvable:
        pytest.skip(f"{code}: contributions agree; potsplit cannot resolve its game yet, so payouts are not compared")
    assert tally.side_pots >= 1, tally
    if code in ("FO/8", "F7S/8"):
        assert tally.two_way >= 1, tally


# The departures, each pinned on a hand written here, replayed by pokerkit (HandHistory.loads) and by potsplit.


def _pokerkit(text: str) -> list[int]:
    """Each player's net result as pokerkit replays the hand history *text*."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        *_, state = HandHistory.loads(text)
    return list(state.payoffs)


def _potsplit(text: str, chip: int | None = None) -> tuple[Resolution, list[Fraction]]:
    (showdown,) = read_showdowns(text, kind="phh")
    resolution = resolve(showdown if chip is None else dataclasses.replace(showdown, chip=Fraction(chip)))
    return resolution, list(resolution.payouts.values())


def test_pokerkit_gives_every_odd_chip_to_the_lowest_seat() -> None:
    """Three players tie (the board is a royal flush) for a pot of 11: potsplit, in whole chips, gives the two
    chips left over one each, clockwise from the dealer's left (p2, p3: 4, 4, 3); pokerkit gives both to the
    lowest seat (p2: 5, 3, 3)."""
    checks = ["p2 cc", "p3 cc", "p4 cc"]
    text = hand(["d dh p1 2c3c", "d dh p2 2d3d", "d dh p3 2h3h", "d dh p4 4s5s", "p3 cc", "p4 cc", "p1 f", "p2 cc",
                 "d db AsKsQs", *checks, "d db Js", *checks, "d db Ts", *checks, "p2 sm 2d3d", "p3 sm 2h3h",
                 "p4 sm 4s5s"], stacks=[100] * 4, antes=[1] * 4)
    _, payouts = _potsplit(text, chip=1)
    assert payouts == [0, 4, 4, 3]
    assert _pokerkit(text) == [-2, 5 - 3, 3 - 3, 3 - 3]


def test_pokerkit_halves_a_pot_that_identical_hands_scoop() -> None:
    """Omaha high-low: both players hold A-2 (the nut low and a wheel both ways) for a pot of 6. The same
    players win both halves, so the spec splits the pot as one share (3, 3); pokerkit splits each half of 3,
    its odd chip to the lowest seat each time (4, 2)."""
    streets = [["p1 cc", "p2 cc"]] * 3
    text = hand(["d dh p1 As2s9c9h", "d dh p2 Ad2d9s9d", "p2 cc", "p1 cc", "d db 3h4c5d", *streets[0], "d db Td",
                 *streets[1], "d db Jc", *streets[2], "p1 sm As2s9c9h", "p2 sm Ad2d9s9d"],
                variant="FO/8", antes=[1, 1])
    resolution, payouts = _potsplit(text, chip=1)
    assert payouts == [3, 3] and resolution.pots[0].high is not None and resolution.pots[0].low is not None
    assert _pokerkit(text) == [4 - 3, 2 - 3]


def test_pokerkit_pays_nobody_the_bets_above_every_player_still_in() -> None:
    """p1 and p3 put in 100 each; p1 mucks at the showdown and p3 folded, so the players still in are p2 (all
    in for 50) and p4 (all in for 30). The spec puts the money above the highest of their bets into the last
    pot (p2 takes it: 160); pokerkit makes it a pot of its own that nobody can win, and its 100 chips are gone
    from the finishing stacks. :func:`pokerkit_quirks.pokerkit_unclaimed_pot` says so."""
    text = hand(["d dh p1 7c2h", "d dh p2 KsKd", "d dh p3 QsQd", "d dh p4 AsAd", "p3 cc", "p4 cc", "p1 cbr 100",
                 "p2 cc", "p3 cc", "p4 cc", "d db 2c7d9h", "p1 cbr 50", "p3 f", "d db Th", "d db 3s", "p1 sm",
                 "p2 sm KsKd", "p4 sm AsAd"], stacks=[200, 50, 200, 30])
    resolution, payouts = _potsplit(text)
    assert payouts == [0, 160, 0, 120]
    theirs = _pokerkit(text)
    assert theirs == [-100, 60 - 50, -100, 120 - 30] and sum(theirs) == -100
    modelled = pokerkit_unclaimed_pot(resolution, resolution.payouts)
    assert modelled is not None
    assert [modelled[name] - put for name, put in zip(modelled, [100, 50, 100, 30], strict=True)] == theirs
