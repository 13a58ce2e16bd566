"""Properties of every resolution, over random showdowns (spec sections 3, 4 and 5).

A random showdown: a shuffled deck dealt for a random game (draw, stud,
hold'em, omaha), 2 to 6 players, random declarations and folds (at least one
player still in), random rules from every enum (the odd-chip books too), an optional qualifier 8,
optional integer bets (side pots, dead money, uncalled bets) and an optional
chip. For all of them:

- nothing is lost: the payouts plus the carried-over amount are the pot, pot
  by pot and in total, exactly;
- nobody gets a negative amount, a folded player gets nothing, and nobody gets
  more than the pots he contests;
- renaming the players, or reordering their seats (where seat order cannot
  decide an odd chip), changes nobody's payout;
- with a chip, every payout is whole chips, odd chips go one to a player, and
  the players of one share get within one chip of each other.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potsplit.engine.books import Book, OddChipCards, OddChipLow
from potsplit.engine.games import GAME_RULES
from potsplit.engine.model import Player, Showdown
from potsplit.engine.records import PotResult, Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import Declaration, Forfeit, Method, NoWinner, OddChip, Rules, SwingTies
from potsplit.hands.cards import DECK, Card
from potsplit.hands.games import Game
from potsplit.hands.short_deck import SHORT_DECK

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
OTHER_NAMES = ("Xia", "Yuri", "Zoe", "Walt", "Vera", "Ugo")
SETTINGS = settings(
    max_examples=250, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def _rotated(card: Card, turn: int) -> Card:
    """The card of the same rank *turn* suits further on."""
    return DECK[card.code - card.code % 4 + (card.code + turn) % 4]


METHODS = {Game.BADUGI: (Method.LOW,), Game.SHORT_DECK: (Method.HIGH,)}
"""The methods a game with one direction only can be played by (spec 2c); every other game takes them all."""


def _plays_low(game: Game, method: Method | None) -> bool:
    """Whether a showdown of *game* under *method* (``None``: the default) is a low pot, which takes no qualifier."""
    if method is None and game in GAME_RULES:
        return GAME_RULES[game].method is Method.LOW
    return method is Method.LOW


@st.composite
def showdowns(draw: st.DrawFn, chips: tuple[int | None, ...] = (None, 1, 5), twin_odds: int = 3) -> Showdown:
    """A random valid showdown, its chip (``None``: exact payouts) drawn from *chips*.

    Random deals seldom tie, so in one showdown in *twin_odds* two to four players are "twins": the same
    ranks in other suits (a base hand of distinct ranks, its suits turned round by 1, 2, 3), which tie
    both ways, with or without a board.
    """
    game = draw(st.sampled_from(list(Game)))
    count = draw(st.integers(2, 6))
    fewest, most = game.hole_cards
    held = [draw(st.integers(fewest, most)) for _ in range(count)]
    folded = [draw(st.sampled_from([False, False, True])) for _ in range(count)]
    twins: list[int] = []
    if draw(st.integers(1, twin_odds)) == 1:
        twins = sorted(draw(st.permutations(range(count)))[: draw(st.integers(2, min(4, count)))])
        for index in twins:  # the twins are still in, mostly
            folded[index] = folded[index] and draw(st.booleans())
    if all(folded):
        folded[draw(st.integers(0, count - 1))] = False
    shuffled = list(draw(st.permutations(SHORT_DECK if game is Game.SHORT_DECK else DECK)))
    hands: dict[int, tuple[Card, ...]] = {}
    if twins:
        # the base hand of distinct ranks: any, or the highest ranks (a straight), or the lowest (a wheel)
        strength = draw(st.sampled_from(["any", "high", "low"]))
        if strength != "any":
            shuffled.sort(key=lambda card: (-card.rank if strength == "high" else card.rank % 14))
        base: list[Card] = []
        for card in shuffled:
            if len(base) < held[twins[0]] and all(card.rank != other.rank for other in base):
                base.append(card)
        for turn, index in enumerate(twins):
            held[index] = len(base)
            hands[index] = tuple(_rotated(card, turn) for card in base)
        taken = {card for hand in hands.values() for card in hand}
        shuffled = [card for card in shuffled if card not in taken]
    deck = iter(shuffled)
    board = tuple(next(deck) for _ in range(draw(st.integers(3, 5)))) if game.has_board else ()
    unit = draw(st.sampled_from(chips))
    scale = unit or 1
    bets: list[int] | None = None
    if draw(st.booleans()):
        bets = [scale * draw(st.integers(0, 12)) for _ in range(count)]
        if sum(bets) == 0:
            bets[draw(st.integers(0, count - 1))] = scale
    players = []
    for index in range(count):
        if index not in hands:
            number = 0 if folded[index] and draw(st.booleans()) else held[index]  # a folded player's are optional
            hands[index] = tuple(next(deck) for _ in range(number))
        players.append(Player(
            name=NAMES[index],
            cards=hands[index],
            declare=draw(st.sampled_from(list(Declaration))),
            bet=None if bets is None else Fraction(bets[index]),
            folded=folded[index],
        ))
    method = draw(st.sampled_from([None, *METHODS.get(game, Method)]))
    rules = Rules(
        method=method,
        low=draw(st.sampled_from([None, *game.lows])),
        qualifier=None if _plays_low(game, method) else draw(st.sampled_from([None, "none", 8])),
        swing_ties=draw(st.sampled_from(list(SwingTies))),
        forfeit=draw(st.sampled_from(list(Forfeit))),
        no_winner=draw(st.sampled_from(list(NoWinner))),
        odd_chip=draw(st.sampled_from([None, *OddChip])),
        odd_chip_cards=draw(st.sampled_from([None, *OddChipCards])),
        odd_chip_low=draw(st.sampled_from([None, *OddChipLow])),
        book=draw(st.sampled_from([None, *Book])),
    )
    pot: Fraction | None = None
    if bets is None:
        if unit is None:
            pot = draw(st.sampled_from([None, Fraction(1), Fraction(7, 3), Fraction(100)]))
        else:
            pot = Fraction(scale * draw(st.integers(1, 40)))
    return Showdown(
        players=tuple(players),
        board=board,
        game=draw(st.sampled_from([None, game])),
        pot=pot,
        chip=None if unit is None else Fraction(unit),
        dealer=draw(st.sampled_from([None, *NAMES[:count]])),
        rules=rules,
    )


def contested(resolution: Resolution, name: str) -> Fraction:
    """The sum of the pots *name* contests."""
    return sum((pot.amount for pot in resolution.pots if name in pot.players), Fraction(0))


@SETTINGS
@given(showdowns())
def test_nothing_is_lost_and_nobody_gets_what_he_cannot_win(showdown: Showdown) -> None:
    resolution = resolve(showdown)
    total = resolution.showdown.pot
    assert total is not None
    payouts = resolution.payouts
    assert set(payouts) == {player.name for player in showdown.players}
    assert sum(payouts.values(), Fraction(0)) + resolution.carried_over == total
    assert resolution.carried_over >= 0
    assert sum((pot.amount for pot in resolution.pots), Fraction(0)) == total
    for pot in resolution.pots:
        assert sum(pot.payouts.values(), Fraction(0)) + pot.carried_over == pot.amount
        assert set(pot.payouts) <= set(pot.players)
        assert pot.carried_over in (0, pot.amount)
        if len(pot.players) == 1:  # a single contestant takes his pot, whatever the rules
            assert dict(pot.payouts) == {pot.players[0]: pot.amount}
    for player in showdown.players:
        assert payouts[player.name] >= 0
        assert payouts[player.name] <= contested(resolution, player.name)
        if player.folded:
            assert payouts[player.name] == 0
            assert all(player.name not in pot.players for pot in resolution.pots)


@SETTINGS
@given(showdowns(), st.permutations(OTHER_NAMES))
def test_renaming_players_changes_no_payout(showdown: Showdown, pool: list[str]) -> None:
    rename = {name: pool[index] for index, name in enumerate(player.name for player in showdown.players)}
    renamed = replace(
        showdown,
        players=tuple(replace(player, name=rename[player.name]) for player in showdown.players),
        dealer=None if showdown.dealer is None else rename[showdown.dealer],
    )
    before, after = resolve(showdown), resolve(renamed)
    assert {rename[name]: amount for name, amount in before.payouts.items()} == dict(after.payouts)
    assert before.carried_over == after.carried_over


@st.composite
def reseated(draw: st.DrawFn) -> tuple[Showdown, Showdown]:
    """A showdown and the same with the players in other seats (odd chips by suit, all cards counted, when there
    is a chip: under ``odd-chip-cards: five`` those with none of their own cards in their five go by seat)."""
    showdown = draw(showdowns())
    if showdown.chip is not None:
        rules = replace(showdown.rules, odd_chip=OddChip.SUIT, odd_chip_cards=OddChipCards.ALL)
        showdown = replace(showdown, rules=rules)
    order = draw(st.permutations(range(len(showdown.players))))
    return showdown, replace(showdown, players=tuple(showdown.players[index] for index in order))


@SETTINGS
@given(reseated())
def test_reordering_seats_changes_no_payout(pair: tuple[Showdown, Showdown]) -> None:
    before, after = (resolve(showdown) for showdown in pair)
    assert dict(before.payouts) == dict(after.payouts)
    assert before.carried_over == after.carried_over
    assert sorted((pot.amount, sorted(pot.players)) for pot in before.pots) == sorted(
        (pot.amount, sorted(pot.players)) for pot in after.pots
    )


def _within_one_chip(pot: PotResult, chip: Fraction) -> None:
    """Players who share one direction of a pot, and get nothing else from it, are within one chip."""
    awards = [award for award in (pot.high, pot.low) if award is not None]
    groups: list[set[str]] = []
    if len(awards) == 1:
        groups.append(set(awards[0].winners))
    elif len(awards) == 2:
        high, low = (set(award.winners) for award in awards)
        if high == low:
            groups.append(high)
        else:
            groups += [high - low, low - high] if not high & low else []
    for group in groups:
        amounts = [pot.payouts.get(name, Fraction(0)) for name in group]
        if amounts:
            assert max(amounts) - min(amounts) <= chip, (pot.name, pot.payouts)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(showdowns(chips=(1, 5), twin_odds=2))
def test_whole_chips(showdown: Showdown) -> None:
    chip = showdown.chip
    assert chip is not None
    resolution = resolve(showdown)
    exact = resolve(replace(showdown, chip=None))
    assert exact.carried_over == resolution.carried_over
    for amount in (*resolution.payouts.values(), resolution.carried_over):
        assert amount % chip == 0
    for pot, exact_pot in zip(resolution.pots, exact.pots, strict=True):
        assert (pot.name, pot.amount, pot.players) == (exact_pot.name, exact_pot.amount, exact_pot.players)
        for step in pot.steps:
            if step.event == "odd-chip":
                # the leftover chips go one each, to different players
                assert len(set(step.players)) == len(step.players)
                assert step.amount == chip * len(step.players)
                assert step.rule.startswith("odd-chip: ")
        if any(step.event == "passed" for step in pot.steps):
            continue
        _within_one_chip(pot, chip)
        for name in pot.players:
            # without passed shares a player gets at most two pieces (a half each way), each rounded by
            # less than a chip
            difference = pot.payouts.get(name, Fraction(0)) - exact_pot.payouts.get(name, Fraction(0))
            assert abs(difference) < 2 * chip, (pot.name, name, pot.payouts, exact_pot.payouts)
