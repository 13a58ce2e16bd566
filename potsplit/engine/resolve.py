"""Resolving a showdown: every pot, its winners, the money, and the reasons.

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.engine.model import Declaration, Player, Showdown, Rules, SwingTies
>>> bob = Player("Bob", parse_cards("5h 4h 3h 2h Ah"), Declaration.SWING)
>>> carol = Player("Carol", parse_cards("5c 4c 3d 2d Ad"), Declaration.LOW)
>>> alice = Player("Alice", parse_cards("Kc Kd Ks 9c 9d"), Declaration.LOW)
>>> resolution = resolve(Showdown((alice, bob, carol)))
>>> {name: str(amount) for name, amount in resolution.payouts.items()}
{'Alice': '0', 'Bob': '3/4', 'Carol': '1/4'}
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from potsplit.engine.checks import check
from potsplit.engine.declare import declare
from potsplit.engine.methods import Contestant, cards_speak, one_way, single_contestant
from potsplit.engine.model import Direction, Method, OddChip, Player, Rules, Showdown, effective, seat_order
from potsplit.engine.records import Award, HandResult, Outcome, PotResult, Resolution
from potsplit.engine.shares import Order, chip_payouts, exact_payouts, half_amounts, odd_chip_order
from potsplit.engine.side_pots import Pot, build_pots
from potsplit.hands.games import hand_values
from potsplit.hands.ranking import HandValue, low_places, places

_ZERO = Fraction(0)


def decide(players: list[Contestant], rules: Rules) -> Outcome:
    """The outcome of one pot among *players* under *rules* (method filled in)."""
    if len(players) == 1:
        return single_contestant(players[0])
    if rules.method is Method.HIGH:
        return one_way(players, Direction.HIGH, "method: high")
    if rules.method is Method.LOW:
        return one_way(players, Direction.LOW, "method: low")
    if rules.method is Method.CARDS_SPEAK:
        return cards_speak(players, rules)
    return declare(players, rules)


def resolve(showdown: Showdown) -> Resolution:
    """Resolve *showdown*; raise :class:`~potsplit.errors.InvalidShowdown` if it cannot be."""
    showdown = effective(showdown, check(showdown))
    rules, game = showdown.rules, showdown.game
    assert game is not None and showdown.pot is not None and showdown.dealer is not None
    in_hand = showdown.in_hand
    board, low_ranking, qualifier = showdown.board, rules.low, rules.qualifier
    declaring = rules.method is Method.DECLARE
    values: dict[str, tuple[HandValue, HandValue]] = {}
    contestants: dict[str, Contestant] = {}
    for player in in_hand:
        name = player.name
        high, low = values[name] = hand_values(player.cards, board, game, low_ranking)
        qualifying = low if low.qualifies(qualifier) else None
        contestants[name] = Contestant(name, player.declare if declaring else None, high, qualifying)
    chip = showdown.chip
    order = None if chip is None else odd_chip_order(  # only whole chips need an order
        _odd_chip(rules),
        seat_order(showdown.players, showdown.dealer),
        {player.name: player.cards for player in in_hand},
        rules.low,
    )
    pots = tuple(
        _resolve_pot(pot, [contestants[name] for name in pot.contestants], rules, chip, order)
        for pot in build_pots(showdown.players, showdown.pot)
    )
    payouts = dict.fromkeys((player.name for player in showdown.players), _ZERO)
    carried = _ZERO
    for pot in pots:
        for name, amount in pot.payouts.items():
            payouts[name] = payouts[name] + amount if payouts[name] else amount
        if pot.carried_over:
            carried += pot.carried_over
    hands = _hands(in_hand, values, qualifier)
    return Resolution(showdown, hands, pots, payouts, carried, _notes(showdown, in_hand))


def _resolve_pot(
    pot: Pot, players: list[Contestant], rules: Rules, chip: Fraction | None, order: Order | None
) -> PotResult:
    outcome = decide(players, rules)
    steps = outcome.steps
    halves = outcome.halves
    if not halves:
        return PotResult(pot.name, pot.amount, pot.contestants, None, None, {}, pot.amount, steps)
    if chip is None:
        payouts = exact_payouts(pot.amount, halves)
    else:
        assert order is not None
        payouts, chip_steps = chip_payouts(pot.amount, halves, chip, order, f"odd-chip: {_odd_chip(rules).value}")
        steps += tuple(chip_steps)
    high = low = None
    for half, amount in zip(halves, half_amounts(pot.amount, len(halves), chip), strict=True):
        if half.direction is Direction.HIGH:
            high = Award(half.receivers, amount)
        else:
            low = Award(half.receivers, amount)
    return PotResult(pot.name, pot.amount, pot.contestants, high, low, payouts, _ZERO, steps)


def _odd_chip(rules: Rules) -> OddChip:
    assert rules.odd_chip is not None  # filled in by effective()
    return rules.odd_chip


def _hands(
    in_hand: Sequence[Player], values: dict[str, tuple[HandValue, HandValue]], qualifier: int | None
) -> tuple[HandResult, ...]:
    pairs = [values[player.name] for player in in_hand]
    high_places = places([high for high, _ in pairs])
    lows_places = low_places([low for _, low in pairs], qualifier)
    return tuple([
        HandResult(player.name, player.declare, high, low, low_place is not None, high_place or 0, low_place)
        for player, (high, low), high_place, low_place in zip(in_hand, pairs, high_places, lows_places, strict=True)
    ])


def _notes(showdown: Showdown, in_hand: Sequence[Player]) -> tuple[str, ...]:
    rules = showdown.rules
    notes = []
    if rules.method is not Method.DECLARE and any(player.declare for player in in_hand):
        assert rules.method is not None
        notes.append(f"declarations are ignored: the method is {rules.method.value}")
    return tuple(notes)
