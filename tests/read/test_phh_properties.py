"""Properties of replaying hand histories (spec section 8), on hands that hypothesis makes up.

Each hand is hold'em among 2 to 6 players with random stacks, forced bets and a
random sequence of calls, raises (full ones, within the stack) and folds, each
by the player whose turn it is, streets dealt between them, and every player
still in showing at the end. Whatever the actions:

- each player's bet is what a plain model of the rule says: the sum, street by
  street, of his bet in it, less what nobody matched of the street's highest
  (antes apart); nobody puts in more than his stack;
- the ruling pays out the whole pot, what everybody put in, and a record
  written from it (finishing stacks) is checked as agreeing.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from support.phh_text import hand

from potsplit import read_showdowns, resolve
from potsplit.cli.options import overrides_given
from potsplit.run.hand_histories import resolve_hands
from potsplit.run.results import Resolved
from potsplit.show.checking import checked

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]


def _matched(street: list[int]) -> list[int]:
    """A street's bets, the part of the highest that nobody matched taken off."""
    top, second = sorted(street)[-1], sorted(street)[-2]
    return [min(bet, second) if bet == top else bet for bet in street]


def _first(count: int, street: int) -> int:
    """Who acts first: after the big blind before the flop (heads up the button, p2), the dealer's left after."""
    if street:
        return 0
    return 1 if count == 2 else 2 % count


@st.composite
def hands(draw: st.DrawFn) -> tuple[str, list[int], list[int], bool]:
    """A hand's text, the players' stacks, their bets as the model says, and whether anybody anted."""
    count = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(1, 60), min_size=count, max_size=count))
    antes = [draw(st.sampled_from([0, 0, 1, 3]))] * count
    blinds = [1, 2] + [0] * (count - 2)
    deck = draw(st.permutations(DECK))
    order = [1, 0] if count == 2 else list(range(count))
    left = [stack - min(antes[seat], stack) for stack, seat in zip(stacks, order, strict=True)]
    street = [min(blinds[seat], money) for money, seat in zip(left, order, strict=True)]
    left = [money - bet for money, bet in zip(left, street, strict=True)]
    folded = [False] * count
    bets = [0] * count
    actions = [f"d dh p{seat + 1} {deck[2 * seat]}{deck[2 * seat + 1]}" for seat in range(count)]
    board = iter([deck[2 * count : 2 * count + 3], [deck[2 * count + 3]], [deck[2 * count + 4]]])
    for number in range(4):  # four streets, each played in turn
        first = _first(count, number)
        turn = [(first + step) % count for step in range(count)]
        waiting = [seat for seat in turn if not folded[seat] and left[seat] > 0 and any(  # another can call him
            left[other] + street[other] > street[seat] for other in range(count)
            if other != seat and not folded[other])]
        if len(waiting) == 1 and street[waiting[0]] >= max(street):
            waiting = []
        size = 0  # the round's biggest raise: every raise here is a full one
        while waiting and sum(not out for out in folded) > 1:
            seat = waiting.pop(0)
            top = max(street)
            others = [other for other in range(count) if other != seat and not folded[other]]
            can_raise = left[seat] + street[seat] >= top + max(size, 1) and any(
                left[other] + street[other] > top for other in others)  # someone could call more
            move = draw(st.sampled_from(["cc", "cc", "f", "cbr"]))
            if move == "cbr" and can_raise:
                to = draw(st.integers(top + max(size, 1), left[seat] + street[seat]))
                actions.append(f"p{seat + 1} cbr {to}")
                size = max(size, to - top)
                left[seat] -= to - street[seat]
                street[seat] = to
                waiting = [(seat + step) % count for step in range(1, count)]
                waiting = [other for other in waiting if not folded[other] and left[other] > 0]
            elif move == "f":
                actions.append(f"p{seat + 1} f")
                folded[seat] = True
            else:
                paid = min(max(top - street[seat], 0), left[seat])
                actions.append(f"p{seat + 1} cc")
                left[seat] -= paid
                street[seat] += paid
        cards = next(board, None)
        matched = _matched(street)
        left = [money + bet - kept for money, bet, kept in zip(left, street, matched, strict=True)]  # back to him
        bets = [bet + kept for bet, kept in zip(bets, matched, strict=True)]
        street = [0] * count
        if sum(not out for out in folded) < 2:
            break
        if cards is not None:
            actions.append("d db " + "".join(cards))
    if sum(not out for out in folded) > 1:
        actions += [f"p{seat + 1} sm -" for seat in range(count) if not folded[seat]]
    return hand(actions, stacks=stacks, antes=antes, blinds=blinds), stacks, bets, antes[0] > 0


@settings(max_examples=150, deadline=None)
@given(hands())
def test_the_money_of_any_hand_adds_up(made: tuple[str, list[int], list[int], bool]) -> None:
    text, stacks, bets, anted = made
    if not any(bets) and not anted:  # every bet came back and nobody anted: no pot, nothing won
        assert list(read_showdowns(text, kind="phh")) == []
        (nothing,) = resolve_hands(text, "hand.phh")
        assert isinstance(nothing, Resolved) and not any(nothing.resolution.payouts.values())
        return
    (showdown,) = read_showdowns(text, kind="phh")
    assert [player.bet for player in showdown.players] == bets
    put_in = [(player.ante or 0) + (player.bet or 0) for player in showdown.players]
    assert all(0 <= paid <= stack for paid, stack in zip(put_in, stacks, strict=True))
    resolution = resolve(showdown)
    assert sum(resolution.payouts.values()) == sum(put_in) == resolution.showdown.pot
    finishing = [stack - paid + resolution.payouts[player.name]
                 for stack, paid, player in zip(stacks, put_in, showdown.players, strict=True)]
    whole = any(amount.denominator != 1 for amount in finishing)  # a record is whole chips: ruled in whole chips
    if whole:
        finishing = [stack - paid + payout for stack, paid, payout in zip(
            stacks, put_in, resolve(dataclasses.replace(showdown, chip=Fraction(1))).payouts.values(), strict=True)]
    recorded = text + f"finishing_stacks = [{', '.join(str(amount) for amount in finishing)}]\n"
    (result,) = resolve_hands(recorded, "hand.phh", overrides_given(chip=Fraction(1)) if whole else None)
    assert isinstance(result, Resolved)
    assert checked(result).verdict == "agree"
