"""Resolving a showdown: every pot, its winners, the money, and the reasons.

>>> from potsplit.cards import parse_cards
>>> from potsplit.model import Declaration, Player, Showdown, Rules, SwingTies
>>> bob = Player("Bob", parse_cards("5h 4h 3h 2h Ah"), Declaration.SWING)
>>> carol = Player("Carol", parse_cards("5c 4c 3d 2d Ad"), Declaration.LOW)
>>> alice = Player("Alice", parse_cards("Kc Kd Ks 9c 9d"), Declaration.LOW)
>>> resolution = resolve(Showdown((alice, bob, carol)))
>>> {name: str(amount) for name, amount in resolution.payouts.items()}
{'Alice': '0', 'Bob': '3/4', 'Carol': '1/4'}
"""

from __future__ import annotations

from fractions import Fraction

from potsplit.checks import check
from potsplit.declare import declare
from potsplit.games import Game, hand_value
from potsplit.methods import Contestant, cards_speak, one_way, single_contestant
from potsplit.model import Direction, Method, Rules, Showdown, effective, seat_order
from potsplit.pots import Pot, build_pots
from potsplit.ranking import HandValue, Ranking
from potsplit.resolution import Award, HandResult, Outcome, PotResult, Resolution
from potsplit.shares import Order, chip_payouts, exact_payouts, half_chips, odd_chip_order
from potsplit.standings import places


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
    check(showdown)
    showdown = effective(showdown)
    rules, game = showdown.rules, showdown.game
    assert game is not None and showdown.pot is not None and showdown.dealer is not None
    in_hand = showdown.in_hand
    values: dict[str, tuple[HandValue, HandValue]] = {
        player.name: (
            hand_value(player.cards, showdown.board, game, Ranking.HIGH),
            hand_value(player.cards, showdown.board, game, rules.low),
        )
        for player in in_hand
    }
    declaring = rules.method is Method.DECLARE
    contestants = {
        player.name: Contestant(
            player.name,
            player.declare if declaring else None,
            values[player.name][0],
            values[player.name][1] if values[player.name][1].qualifies(rules.qualifier) else None,
        )
        for player in in_hand
    }
    order = odd_chip_order(
        rules.odd_chip.value if rules.odd_chip else "seat",
        seat_order(showdown.players, showdown.dealer),
        {player.name: player.cards for player in in_hand},
        rules.low,
    )
    pots = tuple(
        _resolve_pot(pot, [contestants[name] for name in pot.contestants], rules, showdown.chip, order)
        for pot in build_pots(showdown.players, showdown.pot)
    )
    payouts = {player.name: Fraction(0) for player in showdown.players}
    for pot in pots:
        for name, amount in pot.payouts.items():
            payouts[name] += amount
    carried = sum((pot.carried_over for pot in pots), Fraction(0))
    return Resolution(showdown, _hands(showdown, game, values, rules), pots, payouts, carried, _notes(showdown))


def _resolve_pot(pot: Pot, players: list[Contestant], rules: Rules, chip: Fraction | None, order: Order) -> PotResult:
    outcome = decide(players, rules)
    steps = list(outcome.steps)
    halves = outcome.halves
    if not halves:
        return PotResult(pot.name, pot.amount, pot.contestants, None, None, {}, pot.amount, tuple(steps))
    if chip is None:
        payouts = exact_payouts(pot.amount, halves)
        half_amounts = [pot.amount / len(halves)] * len(halves)
    else:
        payouts, chip_steps = chip_payouts(pot.amount, halves, chip, order, f"odd-chip: {_odd_rule(rules)}")
        steps += chip_steps
        half_amounts = [chip * count for count in half_chips(int(pot.amount / chip), len(halves))]
    awards = {half.direction: Award(half.receivers, amount) for half, amount in zip(halves, half_amounts, strict=True)}
    return PotResult(
        pot.name, pot.amount, pot.contestants, awards.get(Direction.HIGH), awards.get(Direction.LOW),
        payouts, Fraction(0), tuple(steps),
    )


def _odd_rule(rules: Rules) -> str:
    return rules.odd_chip.value if rules.odd_chip else "seat"


def _hands(
    showdown: Showdown, game: Game, values: dict[str, tuple[HandValue, HandValue]], rules: Rules
) -> tuple[HandResult, ...]:
    in_hand = showdown.in_hand
    highs = [values[player.name][0] for player in in_hand]
    lows = [values[player.name][1] for player in in_hand]
    qualifies = [low.qualifies(rules.qualifier) for low in lows]
    high_places = places(highs)
    low_places = places([low if ok else None for low, ok in zip(lows, qualifies, strict=True)])
    return tuple(
        HandResult(player.name, player.declare, high, low, ok, high_place or 0, low_place)
        for player, high, low, ok, high_place, low_place in zip(
            in_hand, highs, lows, qualifies, high_places, low_places, strict=True
        )
    )


def _notes(showdown: Showdown) -> tuple[str, ...]:
    rules = showdown.rules
    notes = []
    if rules.method is not Method.DECLARE and any(player.declare for player in showdown.in_hand):
        assert rules.method is not None
        notes.append(f"declarations are ignored: the method is {rules.method.value}")
    return tuple(notes)
