"""A hand's actions replayed into what every player put in, and what he holds at the end (docs/rules.md: "Hand
histories").

Pure: the hand's fields and its actions in, the money and the cards out. As
the standard (and pokerkit) define the forced bets: each player's ante, then
his blind or straddle, each capped by his stack (a blind by what the ante left
him); with two players both lists are taken reversed (the second player, on
the button, posts the first blind). A negative blind (how HandHQ writes a post
by a player outside the blinds) is a post of that amount: one big blind of it
is live, his bet, and the rest dead money, like an ante; a post smaller than
the big blind (a small blind made up) is all dead (Robert's Rules: the big
blind a returning player posts is live, the small blind he makes up is dead;
the sites' records count it so). The bring-in (``pb``) is the bring-in amount; ``cbr X`` makes his bet in
this street X (it must be above the street's bet, and within his stack);
``cc`` calls the street's highest bet, all in for less when his stack is
short, or checks when there is nothing to call; ``f`` folds (with or without a
bet to call); ``sd`` discards, the next cards dealt to him replacing them;
``sm CARDS`` shows (those become his cards, and the cards he holds that it does
not show fill its unknown ones), ``sm -`` shows the cards he was dealt, and a
bare ``sm`` mucks: he gives up every pot, as if he had folded. A show of unknown
cards only (``sm ????``) shows nothing: his cards stay as they were (a stud
player's up cards too), and if it is his last show he did not show.

Streets: the board's cards (``d db``) always begin a new street; a deal to a
player or a discard begins one when the street has seen a player act;
the last action ends the last. At the end of each street its uncalled bet
(the part of its highest bet that nobody matched) goes back to the bettor,
before any pot is built: a bettor who then mucks keeps it. Antes are dead
money, not a street's bet, so the big-blind ante one player posts for the table
never comes back to him; with ``ante_trimming_status = true`` the antes are
bets of a street of their own before the blinds, as pokerkit plays them, and
what one player anted beyond every other comes back to him.

Whose turn it is is followed by :mod:`~potsplit.read.phh.turns`: a betting
action out of turn, a raise he may not make, or a bet after the last betting
round is an error naming it. So is what would make the money wrong: an action
of a player who has folded or mucked, a ``cbr`` that does not raise the bet or
goes beyond his stack, a discard of a card he does not hold.

>>> from potsplit.read.phh.actions import parse_action
>>> from potsplit.read.phh.variants import VARIANTS
>>> texts = ["d dh p1 AhKh", "d dh p2 2c2d", "p2 cbr 6", "p1 cbr 20", "p2 cc", "d db 2h3h4h", "p1 cbr 30", "p2 f"]
>>> actions = [parse_action(text, at, 2) for at, text in enumerate(texts)]
>>> played = replay(VARIANTS["NT"], [0, 0], [1, 2], 0, [100, 100], actions)
>>> played.bets, played.out, played.returned
((Fraction(20, 1), Fraction(20, 1)), (False, True), (Fraction(30, 1), Fraction(0, 1)))
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import lcm
from typing import NamedTuple

from potsplit.hands.cards import Card
from potsplit.read.phh.actions import Action, Money
from potsplit.read.phh.turns import Turns
from potsplit.read.phh.variants import Variant
from potsplit.said import Said

BETTING_VERBS = frozenset(("pb", "cbr", "cc", "f"))
"""The actions that bet (or fold): the ones taken in turn."""


class Replayed(NamedTuple):
    """What a hand's actions come to, one item a player: dead money (antes, and the dead part of a post; all 0
    with ante trimming and no dead post, where antes are bets), bets (everything else put in, each street's
    uncalled bet returned), who is out (folded or mucked), who mucked, the cards each holds at the end
    (``None``: unknown), whether each showed (his last ``sm`` showed a known card, or was ``sm -``: ``True``;
    it showed none: ``False``; he never showed: ``None``), what came back to each as uncalled bets, the
    board, and where each player's cards and the board were last given (the action's place in ``actions``, for
    errors)."""

    antes: tuple[Fraction, ...]
    bets: tuple[Fraction, ...]
    out: tuple[bool, ...]
    mucked: tuple[bool, ...]
    cards: tuple[tuple[Card | None, ...], ...]
    showed: tuple[bool | None, ...]
    returned: tuple[Fraction, ...]
    board: tuple[Card | None, ...]
    dealt_at: tuple[int | None, ...]
    board_at: int | None


class _Player:
    """One player's money (in whole units of the hand's scale), his cards, and whether he is out."""

    __slots__ = ("ante", "at", "cards", "committed", "folded", "mucked", "returned", "showed", "stack", "street")

    def __init__(self, stack: int | None) -> None:
        self.stack = stack  # None: unknown (inf), never runs out
        self.ante = 0
        self.committed = 0  # the bets of the streets before this one, less what came back
        self.street = 0  # his bet in this street
        self.returned = 0  # what came back to him as uncalled bets
        self.cards: list[Card | None] = []
        self.folded = self.mucked = False
        self.showed: bool | None = None
        self.at: int | None = None

    def pay(self, wanted: int) -> int:
        """*wanted* from his stack, or all of it when it is shorter; what he paid."""
        paid = wanted if self.stack is None else min(wanted, self.stack)
        if self.stack is not None:
            self.stack -= paid
        return paid


class _Hand:
    """The hand being replayed: its players, its board, and whether a player has acted in this street.

    Money is counted in whole units of 1/*scale* (the amounts' common denominator): integers add and compare
    several times faster than fractions.
    """

    def __init__(self, stacks: Sequence[Money | None], scale: int) -> None:
        self.scale = scale
        self.players = [_Player(None if stack is None else self.units(stack)) for stack in stacks]
        self.board: list[Card | None] = []
        self.board_at: int | None = None
        self.acted = False
        self.top = 0
        """The street's highest bet."""

    def units(self, amount: Money) -> int:
        if type(amount) is int:
            return amount * self.scale
        return amount.numerator * (self.scale // amount.denominator)

    def money(self, units: int) -> Fraction:
        return Fraction(units, self.scale)

    def end_street(self) -> None:
        """The street's uncalled bet back to its bettor; every bet of it committed."""
        bets = sorted(player.street for player in self.players)
        if len(bets) > 1 and bets[-1] > bets[-2]:
            bettor = next(player for player in self.players if player.street == bets[-1])
            excess = bets[-1] - bets[-2]
            bettor.street -= excess
            bettor.returned += excess
            if bettor.stack is not None:
                bettor.stack += excess
        for player in self.players:
            player.committed += player.street
            player.street = 0
        self.acted = False
        self.top = 0

    def bet(self, player: _Player, to: int) -> None:
        """*player*'s bet in this street raised to *to*, or all in for less."""
        if to > player.street:
            player.street += player.pay(to - player.street)
            self.top = max(self.top, player.street)


def replay(
    variant: Variant,
    antes: Sequence[Money],
    blinds: Sequence[Money],
    bring_in: Money,
    stacks: Sequence[Money | None],
    actions: Sequence[Action],
    ante_trimming: bool = False,
) -> Replayed:
    """What the *actions* of a hand of *variant* come to, from its forced bets and stacks (see above); raises
    :class:`InvalidShowdown` at an action that cannot be (see above), naming it."""
    amounts = [*antes, *blinds, bring_in, *(stack for stack in stacks if stack is not None),
               *(action.amount for action in actions if action.amount is not None)]
    hand = _Hand(stacks, lcm(*(amount.denominator for amount in amounts)))
    count = len(hand.players)
    order = [1, 0] if count == 2 else list(range(count))  # heads up, the forced bets are taken reversed
    for player, forced in zip(hand.players, order, strict=True):
        ante = player.pay(hand.units(antes[forced]))
        if ante_trimming:
            player.street = ante
            hand.top = max(hand.top, ante)
        else:
            player.ante = ante
    if ante_trimming:
        hand.end_street()
    big = max((hand.units(blind) for blind in blinds[:2] if blind > 0), default=None)
    for player, forced in zip(hand.players, order, strict=True):
        post = hand.units(-blinds[forced] if blinds[forced] < 0 else blinds[forced])
        live = post if blinds[forced] >= 0 or big is None else big if post >= big else 0
        hand.bet(player, live)
        player.ante += player.pay(post - live)  # the dead part of a post out of position
    turns = Turns(variant, hand.players, blinds, hand.units(bring_in))
    names = [f"p{number}" for number in range(1, count + 1)]
    for at, action in enumerate(actions):
        if action.verb:
            _act(hand, turns, names, at, action, hand.units(bring_in))
    hand.end_street()
    players = hand.players
    return Replayed(
        antes=tuple(hand.money(player.ante) for player in players),
        bets=tuple(hand.money(player.committed) for player in players),
        out=tuple(player.folded or player.mucked for player in players),
        mucked=tuple(player.mucked for player in players),
        cards=tuple(tuple(player.cards) for player in players),
        showed=tuple(player.showed for player in players),
        returned=tuple(hand.money(player.returned) for player in players),
        board=tuple(hand.board),
        dealt_at=tuple(player.at for player in players),
        board_at=hand.board_at,
    )


def _act(hand: _Hand, turns: Turns, names: Sequence[str], at: int, action: Action, bring_in: int) -> None:
    """The *at*-th action of the hand."""
    verb = action.verb
    if verb == "db":
        hand.end_street()
        hand.board += action.cards
        hand.board_at = at
        turns.dealt(action)
        return
    assert action.player is not None
    player, name = hand.players[action.player], names[action.player]
    if verb == "dh":
        if hand.acted:
            hand.end_street()
        player.cards += action.cards
        player.at = at
        turns.dealt(action)
        return
    if player.folded or player.mucked:
        if player.folded:
            raise action.problem(at, Said("{player} has folded already", player=name))
        raise action.problem(at, Said("{player} has mucked already", player=name))
    if verb in BETTING_VERBS:
        why = turns.check(action, name, names)
        if why is not None:
            raise action.problem(at, why)
        before = hand.top
        hand.acted = True
        if verb == "cc":
            hand.bet(player, hand.top)
        elif verb == "f":
            player.folded = True
        elif verb == "cbr":
            _raise(hand, player, at, action, name)
        else:
            hand.bet(player, bring_in)
        turns.acted(action, before)
    elif verb == "sd":
        if hand.acted:
            hand.end_street()
        _discard(player, at, action, name)
        turns.dealt(action)
    else:
        _show(player, at, action)
        turns.dealt(action)


def _raise(hand: _Hand, player: _Player, at: int, action: Action, name: str) -> None:
    assert action.amount is not None
    to, highest, money = hand.units(action.amount), hand.top, hand.money
    if to <= highest:
        raise action.problem(at, Said(
            "cbr {to} is not above the bet of this street, {highest}: a completion, bet or raise goes above it (a call "
            "is cc)", to=money(to), highest=money(highest),
        ))
    if player.stack is not None and to - player.street > player.stack:
        raise action.problem(at, Said(
            "{player} cannot bet {to} in this street: he has {all} in all (his bet of {bet} and his stack of {stack})",
            player=name, to=money(to), all=money(player.street + player.stack), bet=money(player.street),
            stack=money(player.stack),
        ))
    hand.bet(player, to)


def _discard(player: _Player, at: int, action: Action, name: str) -> None:
    for card in action.cards:
        if card not in player.cards:
            held = Said("an unknown card") if card is None else str(card)
            raise action.problem(at, Said("{player} discards {card}, but does not hold it", player=name, card=held))
        player.cards.remove(card)


def _show(player: _Player, at: int, action: Action) -> None:
    """``sm CARDS`` (those are now his cards: the cards he holds that it does not show fill its unknown ones,
    then come after them), ``sm -`` (shown as dealt), ``sm ????`` (nothing shown: his cards stay) and a bare
    ``sm`` (mucked)."""
    if not action.shown:
        player.mucked = True
        return
    if not action.cards:  # sm -
        player.showed = True
        return
    shown = action.cards
    player.showed = any(card is not None for card in shown)
    if not player.showed:
        return
    unshown = iter([card for card in player.cards if card is not None and card not in shown])
    cards = [card if card is not None else next(unshown, None) for card in shown]
    cards += list(unshown)[: max(0, len(player.cards) - len(cards))]
    player.cards = cards + [None] * max(0, len(player.cards) - len(cards))
    player.at = at
