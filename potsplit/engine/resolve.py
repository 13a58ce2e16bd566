"""Resolving a showdown: every pot, its winners, the money, and the reasons.

The pots are built from the bets (:mod:`~potsplit.engine.side_pots`); the house's rake comes off each first
(:mod:`~potsplit.engine.rake`); a pot with one contestant is his; every other is decided by the method, on its
one board, or on each of the boards it is played on, or once on the best of them (:mod:`~potsplit.engine.boards`),
and its money split exactly or in whole chips (:mod:`~potsplit.engine.shares`).

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
from collections.abc import Mapping, Sequence
from fractions import Fraction

from potsplit.engine.boards import (
    best_hands,
    best_on_any,
    board_amounts,
    boards_with_best,
    division_steps,
    either_step,
)
from potsplit.engine.checks import check
from potsplit.engine.contest import Contestant
from potsplit.engine.declare import declare
from potsplit.engine.methods import cards_speak, one_way, single_contestant
from potsplit.engine.model import Direction, EffectiveShowdown, Showdown, effective, seat_order
from potsplit.engine.odd_chip import Counted, OddChipOrder, odd_chip_cards, odd_half
from potsplit.engine.rake import RakeTaken, figure, take_rake
from potsplit.engine.records import Award, BoardPart, HandResult, Outcome, PotResult, Resolution, Step
from potsplit.engine.rules import RULES, BoardsSplit, Method
from potsplit.engine.shares import chip_payouts, exact_payouts, half_amounts
from potsplit.engine.side_pots import Pot, build_pots
from potsplit.hands.cards import Card
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


def ranked(showdown: EffectiveShowdown, board: Sequence[Card] | None = None) -> tuple[HandResult, ...]:
    """Every player still in, his best five high and low and their places: the one way hands are ranked; on
    *board* (default: the showdown's first).

    A lone player still in whose cards are unknown (none given) has no hand to rank: he takes every pot anyway.
    """
    in_hand, game, low, play = showdown.in_hand, showdown.game, showdown.rules.low, showdown.play
    board = showdown.board if board is None else board
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


def _contestants(hands: Sequence[HandResult], declaring: bool) -> dict[str, Contestant]:
    """The players of *hands* as a pot's rules see them: a declaration only under declare, a low only where it
    qualifies."""
    return {
        hand.player: Contestant(
            hand.player, hand.declare if declaring else None,
            hand.high.value if hand.high is not None and hand.high.qualifies else None,
            hand.low.value if hand.low is not None and hand.low.qualifies else None,
        )
        for hand in hands
    }


class _Table:
    """What every pot of one showdown is resolved with: its contestants on each board (and on any of its first
    boards, under ``either``), and the odd-chip order of each (only with whole chips)."""

    def __init__(self, showdown: EffectiveShowdown, board_hands: Sequence[Sequence[HandResult]]) -> None:
        self.showdown, self.board_hands = showdown, board_hands
        declaring = showdown.rules.method is Method.DECLARE
        self.boards = [_contestants(hands, declaring) for hands in board_hands]
        self._either: dict[int, dict[str, Contestant]] = {}
        self._orders: dict[tuple[int, bool], OddChipOrder] = {}
        self.first = self.boards[0]
        """The contestants on the first board (the only one, mostly)."""
        self.first_order = None if showdown.chip is None else self.order(0)
        """The odd-chip order on the first board."""

    def either(self, played: int) -> dict[str, Contestant]:
        """The contestants as ``either`` plays them on the first *played* boards."""
        if played not in self._either:
            self._either[played] = best_on_any(self.boards, played)
        return self._either[played]

    def order(self, board: int, either: bool = False) -> OddChipOrder | None:
        """The odd-chip order of the part of a pot on *board* (with *either*: of a pot played on the first
        *board* boards at once); ``None`` without whole chips."""
        showdown = self.showdown
        if showdown.chip is None:
            return None
        key = (board, either)
        if key not in self._orders:
            rules = showdown.rules
            if either:
                counted = self._counted_on_any(board)
            else:
                counted = odd_chip_cards(rules.odd_chip_cards, showdown, self.board_hands[board],
                                         showdown.boards[board])
            self._orders[key] = OddChipOrder(
                rules, showdown.game, seat_order(showdown.players, showdown.dealer), counted, showdown.jokers > 0,
            )
        return self._orders[key]

    def _counted_on_any(self, played: int) -> Counted:
        """The cards the odd chip by suit compares under ``either``: those of a player's fives on every board where
        his hand is his best."""
        showdown = self.showdown
        on_board = [
            odd_chip_cards(showdown.rules.odd_chip_cards, showdown, self.board_hands[board], showdown.boards[board])
            for board in range(played)
        ]
        boards, best = self.boards[:played], self.either(played)

        def counted(player: str, direction: Direction) -> Sequence[Card]:
            found: list[Card] = []
            for board in boards_with_best(boards, best, player, direction):
                found += [card for card in on_board[board](player, direction) if card not in found]
            return found

        return counted


def resolve(showdown: Showdown) -> Resolution:
    """Resolve *showdown*: who wins each pot, and exactly how much, under its rules (docs/rules.md).

    The whole showdown is checked first, every problem at once (the game's card counts, a card in two hands, the
    bets against the pot, whole chips...): :class:`~potsplit.errors.InvalidShowdown` if it cannot be resolved,
    never another exception. Then the pots are built from the bets (a side pot for each level), the house's rake
    taken, and each pot decided by the method (high, low, cards speak or declare) on its board or boards, its money
    split exactly or in whole chips.

    The :class:`~potsplit.engine.records.Resolution` holds the showdown with every default filled in
    (``showdown``), each player's hands with their places (``hands``), each pot with its winners, payouts and the
    steps that decided it (``pots``), every player's payout (``payouts``, folded players too, as ``Fraction``) and
    what is carried over: they add up to the pot. ``to_dict()`` gives it all as data, the object ``potsplit
    resolve --format json`` prints.

    >>> from potsplit.engine.model import Player, Showdown
    >>> bob, carol = Player("Bob", "6h 5h 4h 3h 2h", "swing"), Player("Carol", "6c 5c 4d 3d 2s", "low")
    >>> resolution = resolve(Showdown([bob, carol]))
    >>> {name: str(amount) for name, amount in resolution.payouts.items()}, resolution.pots[0].steps[-1].event
    ({'Bob': '3/4', 'Carol': '1/4'}, 'wins')
    """
    settled = checked_showdown(showdown)
    boards = settled.boards
    if len(boards) == 1:
        board_hands: tuple[tuple[HandResult, ...], ...] = (ranked(settled),)
        hands = board_hands[0]
    else:
        board_hands = tuple(ranked(settled, board) for board in boards)
        either = settled.rules.boards_split is BoardsSplit.EITHER
        hands = best_hands(board_hands) if either and board_hands[0] else board_hands[0]
    table = _Table(settled, board_hands)
    built = build_pots(settled.players, settled.pot)
    taken = None if settled.rake is None else take_rake(
        settled.rake, [pot.amount for pot in built], [pot.shared for pot in built], len(settled.players),
        settled.preflop, settled.chip,
    )
    pots = tuple(
        _resolve_pot(number, pot, taken, table) for number, pot in enumerate(built)
    )
    payouts = dict.fromkeys((player.name for player in settled.players), _ZERO)
    carried = _ZERO
    for pot in pots:
        for name, amount in pot.payouts.items():
            payouts[name] += amount
        carried += pot.carried_over
    if taken is None:  # no schedule, no rake: nothing to add up
        return Resolution(settled, hands, pots, payouts, carried, _notes(settled), board_hands)
    notes = _notes(settled) + (() if taken.note is None else (taken.note,))
    return Resolution(
        settled, hands, pots, payouts, carried, notes, board_hands, sum(taken.rake, _ZERO),
        sum(taken.jackpot, _ZERO),
    )


def _rake_steps(rake: Fraction, jackpot: Fraction, showdown: EffectiveShowdown) -> tuple[Step, ...]:
    """What a pot says of the rake and the jackpot drop taken from it."""
    schedule = showdown.rake
    if schedule is None or not (rake or jackpot):
        return ()
    unit = schedule.unit if schedule.unit is not None else showdown.chip
    if schedule.recorded:  # no schedule to name: what the hand history says was taken
        taken = Said("the house takes {amount} of this pot as rake, as the hand records it", amount=figure(rake, unit))
    else:
        taken = Said("the house takes {amount} of this pot as rake ({schedule})", amount=figure(rake, unit),
                     schedule=schedule.text())
    steps = [Step("rake", "", (), rake, taken)]
    if jackpot:
        steps.append(Step("jackpot", "", (), jackpot, Said(
            "{amount} of it goes to the jackpot", amount=figure(jackpot, unit)
        )))
    return tuple(steps)


def _resolve_pot(number: int, pot: Pot, taken: RakeTaken | None, table: _Table) -> PotResult:
    """One pot resolved: its rake taken first (*taken*: the rake of every pot; ``None``: no schedule), then by
    the rules, on its one board, on each of the boards it is played on, or once on the best of them."""
    showdown = table.showdown
    raked: tuple[Step, ...] = ()
    if taken is None:
        rake = jackpot = _ZERO
        amount = pot.amount
    else:
        rake, jackpot = taken.rake[number], taken.jackpot[number]
        amount = pot.amount - rake - jackpot
        raked = _rake_steps(rake, jackpot, showdown)
    if len(pot.contestants) == 1:  # his, whatever the rules (and his cards, which may be unknown); never run
        outcome = single_contestant(pot.contestants[0], Direction.HIGH if showdown.game.high is not None else
                                    Direction.LOW)
        return _pot(pot, amount, outcome, table.first_order, showdown, raked, rake, jackpot)
    boards = len(showdown.boards)
    if boards == 1:
        first = table.first
        outcome = decide([first[name] for name in pot.contestants], showdown)
        return _pot(pot, amount, outcome, table.first_order, showdown, raked, rake, jackpot)
    played = showdown.runs_of(number)
    if showdown.rules.boards_split is BoardsSplit.EITHER:
        players = table.either(played)
        outcome = decide([players[name] for name in pot.contestants], showdown)
        steps = (*raked, *either_step(boards, played))
        return _pot(pot, amount, outcome, table.order(played, either=True), showdown, steps, rake, jackpot, played)
    parts = []
    for board, part in enumerate(board_amounts(amount, played, showdown.chip)):
        outcome = decide([table.boards[board][name] for name in pot.contestants], showdown)
        high, low, payouts, carried, steps = _shared(part, outcome, table.order(board), showdown)
        parts.append(BoardPart(board, part, high, low, payouts, carried, steps))
    payouts = {}
    for part_result in parts:
        for name, paid in part_result.payouts.items():
            payouts[name] = payouts.get(name, _ZERO) + paid
    carried_over = sum((part_result.carried_over for part_result in parts), _ZERO)
    steps = (*raked, *division_steps(amount, boards, played, showdown.chip))
    one = parts[0] if played == 1 else None
    return PotResult(
        pot.name, pot.amount, pot.contestants, one and one.high, one and one.low, payouts, carried_over, steps,
        rake, jackpot, tuple(parts), played,
    )


def _shared(
    amount: Fraction, outcome: Outcome, order: OddChipOrder | None, showdown: EffectiveShowdown
) -> tuple[Award | None, Award | None, Mapping[str, Fraction], Fraction, tuple[Step, ...]]:
    """The money of a pot (or a board's part) of *amount*: the award of each direction, the payouts, what is
    carried over, and the steps (the odd chips' added)."""
    steps, halves, chip = outcome.steps, outcome.halves, showdown.chip
    if not halves:
        return None, None, {}, amount, steps
    odd = None
    if chip is None or order is None:
        payouts = exact_payouts(amount, halves)
    else:
        chips = int(amount / chip)
        if len(halves) == 2 and chips % 2:
            odd = odd_half(halves, chips, showdown.rules, order.seats)
        rule = RULES["odd-chip"].label(showdown.rules.odd_chip)
        payouts, chip_steps = chip_payouts(amount, halves, chip, order, rule, order.reason, odd)
        steps += tuple(chip_steps)
    awards = {
        half.direction: Award(half.receivers, share)
        for half, share in zip(halves, half_amounts(amount, len(halves), chip, odd.half if odd else 0), strict=True)
    }
    return awards.get(Direction.HIGH), awards.get(Direction.LOW), payouts, _ZERO, steps


def _pot(
    pot: Pot, amount: Fraction, outcome: Outcome, order: OddChipOrder | None, showdown: EffectiveShowdown,
    before: tuple[Step, ...], rake: Fraction, jackpot: Fraction, played: int = 0,
) -> PotResult:
    """A pot resolved as one, its money *amount* after the rake; *before*: the steps that come first."""
    high, low, payouts, carried, steps = _shared(amount, outcome, order, showdown)
    return PotResult(
        pot.name, pot.amount, pot.contestants, high, low, payouts, carried, before + steps, rake, jackpot, (),
        played,
    )


def _notes(showdown: EffectiveShowdown) -> tuple[str, ...]:
    method = showdown.rules.method
    if method is not Method.DECLARE and any(player.declare for player in showdown.in_hand):
        return (Said("declarations are ignored: the method is {method}", method=RULES["method"].text(method)),)
    return ()
