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
from support.showdowns import OTHER_NAMES, showdowns

from potsplit.engine.model import Showdown
from potsplit.engine.records import PotResult, Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import OddChip, OddChipCards, OddChipHalf

SETTINGS = settings(
    max_examples=250, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
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
    """A showdown and the same with the players in other seats (odd chips by suit, all cards counted, and the odd
    chip between halves the first half's, when there is a chip: under ``odd-chip-cards: five`` those with none of
    their own cards in their five go by seat, and under ``odd-chip-half: position`` the odd chip between halves
    goes by seat)."""
    showdown = draw(showdowns())
    if showdown.chip is not None:
        rules = replace(showdown.rules, odd_chip=OddChip.SUIT, odd_chip_cards=OddChipCards.ALL,
                        odd_chip_half=OddChipHalf.FIRST)
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
