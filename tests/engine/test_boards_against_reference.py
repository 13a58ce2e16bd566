"""The engine against a plain reference of several boards, runs and the rake (:mod:`support.boards_reference`),
written from the rule texts without the engine: random hold'em and omaha showdowns with 1 to 3 boards (their
flops shared or not), runs, side pots, whole chips, every method (declare and cards speak among them), every
swing, forfeit, no-winner and odd-chip rule, both ways of sharing a pot among boards, and every form of rake.

For each, every player's payout, the hand's rake, jackpot and carried-over amount, and each pot's rake, are the
reference's exactly; and nothing is lost: payouts, rake, jackpot and what is carried over add up to the pot.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from support.boards_reference import reference, reference_showdowns

from potsplit.engine.model import Showdown
from potsplit.engine.resolve import resolve

SETTINGS = settings(max_examples=500, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(reference_showdowns())
def test_the_engine_rules_as_the_reference_does(case: tuple[Showdown, str, bool, int | None]) -> None:
    showdown, method, omaha, qualifier = case
    resolution = resolve(showdown)
    expected = reference(showdown, method, omaha, qualifier)
    assert dict(resolution.payouts) == expected.payouts
    assert (resolution.rake, resolution.jackpot, resolution.carried_over) == (
        expected.rake, expected.jackpot, expected.carried
    )
    assert [pot.rake for pot in resolution.pots] == expected.pot_rakes


@SETTINGS
@given(reference_showdowns())
def test_payouts_rake_jackpot_and_carried_over_are_the_pot(case: tuple[Showdown, str, bool, int | None]) -> None:
    resolution = resolve(case[0])
    total = sum(resolution.payouts.values(), Fraction(0))
    assert total + resolution.rake + resolution.jackpot + resolution.carried_over == resolution.showdown.pot
    for pot in resolution.pots:
        paid = sum(pot.payouts.values(), Fraction(0))
        assert paid + pot.rake + pot.jackpot + pot.carried_over == pot.amount
        for part in pot.boards:
            assert sum(part.payouts.values(), Fraction(0)) + part.carried_over == part.amount
        if pot.boards:
            assert sum((part.amount for part in pot.boards), Fraction(0)) == pot.amount - pot.rake - pot.jackpot
    if resolution.showdown.chip is not None:
        chip = resolution.showdown.chip
        assert all((paid / chip).denominator == 1 for paid in resolution.payouts.values())
        assert (resolution.rake / chip).denominator == 1
