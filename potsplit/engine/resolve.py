"""Resolving a showdown: every pot, its winners, the money, and the reasons.

>>> from potsplit.engine.model import Player, Showdown
>>> bob = Player("Bob", "5h 4h 3h 2h Ah", "swing")
>>> carol = Player("Carol", "5c 4c 3d 2d Ad", "low")
>>> alice = Player("Alice", "Kc Kd Ks 9c 9d", "low")
>>> resolution = resolve(Showdown((alice, bob, carol)))
>>> {name: str(amount) for name, amount in resolution.payouts.items()}
{'Alice': '0', 'Bob': '3/4', 'Carol': '1/4'}
"""

from __future__ import annotations

import functools
from fractions import Fraction

from potsplit.engine.checks import check
from potsplit.engine.contest import Contestant
from potsplit.engine.declare import declare
from potsplit.engine.methods import cards_speak, one_way, single_contestant
from potsplit.engine.model import Direction, EffectiveShowdown, Showdown, effective, seat_order
from potsplit.engine.odd_chip import OddChipOrder, odd_chip_cards, odd_half
from potsplit.engine.records import Award, HandResult, Outcome, PotResult, Resolution
from potsplit.engine.rules import RULES, Method
from potsplit.engine.shares import chip_payouts, exact_payouts, half_amounts
from potsplit.engine.side_pots import Pot, build_pots
from potsplit.hands.games import hand_values
from potsplit.hands.placing import place_hands
from potsplit.said import Said

_ZERO = Fraction(0)


def decide(players: list[Contestant], showdown: EffectiveShowdown) -> Outcome:
    """The outcome of one pot among *players* (two or more) under the showdown's rules."""
    rules = showdown.rules
    if rules.method is Method.HIGH:
        return one_way(players, Direction.HIGH, RULES["method"].label(rules.method), rules)
    if rules.method is Method.LOW:
        return one_way(players, Direction.LOW, RULES["method"].label(rules.method), rules)
    if rules.method is Method.CARDS_SPEAK:
        return cards_speak(players, rules)
    return declare(players, rules)


def checked_showdown(showdown: Showdown) -> EffectiveShowdown:
    """*showdown* checked, with every default filled in; raises :class:`~potsplit.errors.InvalidShowdown`."""
    if not isinstance(showdown, Showdown):
        from potsplit.errors import InvalidShowdown, quoted

        raise InvalidShowdown(f"resolve takes a Showdown, not {quoted(showdown)}")
    return effective(showdown, check(showdown))


def ranked(showdown: EffectiveShowdown) -> tuple[HandResult, ...]:
    """Every player still in, his best five high and low and their places: the one way hands are ranked.

    A lone player still in whose cards are unknown (none given) has no hand to rank: he takes every pot anyway.
    """
    in_hand, game, board, low, play = showdown.in_hand, showdown.game, showdown.board, showdown.rules.low, showdown.play
    if len(in_hand) == 1 and not in_hand[0].cards:
        return ()
    holes = [player.cards for player in in_hand]
    qualifier, high_qualifier = showdown.rules.qualifier, showdown.rules.high_qualifier
    if play is None:
        values = [hand_values(hole, board, game, low) for hole in holes]
        hands = place_hands(holes, board, game, low, qualifier, values, high_qualifier=high_qualifier)
    else:  # some card in play is wild: every hand is valued and shown with the wild cards
        from potsplit.hands.wild_eval import wild_hand_values
        from potsplit.hands.wild_show import best_wild_hand

        values = [wild_hand_values(hole, board, game, low, play) for hole in holes]
        find = functools.partial(best_wild_hand, play=play)
        hands = place_hands(holes, board, game, low, qualifier, values, find, high_qualifier)
    return tuple([
        HandResult(player.name, player.declare, hand.cards, hand.high, hand.low)
        for player, hand in zip(in_hand, hands, strict=True)
    ])


def resolve(showdown: Showdown) -> Resolution:
    """Resolve *showdown*; raise :class:`~potsplit.errors.InvalidShowdown` if it cannot be."""
    settled = checked_showdown(showdown)
    rules = settled.rules
    hands = ranked(settled)
    declaring = rules.method is Method.DECLARE
    contestants = {
        hand.player: Contestant(
            hand.player, hand.declare if declaring else None,
            hand.high.value if hand.high is not None and hand.high.qualifies else None,
            hand.low.value if hand.low is not None and hand.low.qualifies else None,
        )
        for hand in hands
    }
    chip = settled.chip
    order = None if chip is None else OddChipOrder(  # only whole chips need an order
        rules, settled.game, seat_order(settled.players, settled.dealer),
        odd_chip_cards(rules.odd_chip_cards, settled, hands), settled.jokers > 0,
    )
    pots = tuple(
        _resolve_pot(pot, [contestants[name] for name in pot.contestants if name in contestants], settled, order)
        for pot in build_pots(settled.players, settled.pot)
    )
    payouts = dict.fromkeys((player.name for player in settled.players), _ZERO)
    carried = _ZERO
    for pot in pots:
        for name, amount in pot.payouts.items():
            payouts[name] += amount
        carried += pot.carried_over
    return Resolution(settled, hands, pots, payouts, carried, _notes(settled))


def _resolve_pot(
    pot: Pot, players: list[Contestant], showdown: EffectiveShowdown, order: OddChipOrder | None
) -> PotResult:
    if len(pot.contestants) == 1:  # his, whatever the rules (and his cards, which may be unknown)
        outcome = single_contestant(pot.contestants[0], Direction.HIGH if showdown.game.high is not None else
                                    Direction.LOW)
    else:
        outcome = decide(players, showdown)
    steps, halves, chip = outcome.steps, outcome.halves, showdown.chip
    if not halves:
        return PotResult(pot.name, pot.amount, pot.contestants, None, None, {}, pot.amount, steps)
    odd = None
    if chip is None or order is None:
        payouts = exact_payouts(pot.amount, halves)
    else:
        chips = int(pot.amount / chip)
        if len(halves) == 2 and chips % 2:
            odd = odd_half(halves, chips, showdown.rules, order.seats)
        rule = RULES["odd-chip"].label(showdown.rules.odd_chip)
        payouts, chip_steps = chip_payouts(pot.amount, halves, chip, order, rule, order.reason, odd)
        steps += tuple(chip_steps)
    awards = {
        half.direction: Award(half.receivers, amount)
        for half, amount in zip(halves, half_amounts(pot.amount, len(halves), chip, odd.half if odd else 0),
                                strict=True)
    }
    return PotResult(
        pot.name, pot.amount, pot.contestants, awards.get(Direction.HIGH), awards.get(Direction.LOW), payouts, _ZERO,
        steps,
    )


def _notes(showdown: EffectiveShowdown) -> tuple[str, ...]:
    method = showdown.rules.method
    if method is not Method.DECLARE and any(player.declare for player in showdown.in_hand):
        return (Said("declarations are ignored: the method is {method}", method=RULES["method"].text(method)),)
    return ()
