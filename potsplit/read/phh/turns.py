"""Whose turn it is to bet, and what he may do: the betting rounds of a hand history, followed action by action
(docs/rules.md: "Hand histories").

A variant has its streets (:class:`~potsplit.read.phh.variants.Street`); each deals, then has a betting
round. A round begins once its cards are dealt (every player still in dealt all his, the board all its, or
every player still in has drawn and been dealt as many as he discarded), with the players still in who have
chips to bet (and someone to call them), in turn from its opener:

- by position: the player after the biggest blind or straddle (a negative one, a post out of position, is
  not it) in the first round, the first player (the dealer's left) in the others;
- in stud: the lowest up card (razz: the highest; ties of rank by suit, clubs lowest) brings in, and in
  later rounds the best hand showing (razz: the lowest) opens, the first of equal ones. When an up card is
  unknown (``??``), the first to bet is taken as the opener.

A betting action (``pb``, ``cbr``, ``cc``, ``f``) is an error, naming the action and why, when it is nobody's
turn (the cards are still being dealt, the round is over, the last round is over, the hand is over) or
another player's; the bring-in player must bring in or complete (``pb``, ``cbr``) before anything else, and
``pb`` is that alone. A ``cbr`` is refused, as the standard and pokerkit refuse it, when the bet he faces is
not a raise he may reopen (an all in for less than a full raise, after he acted), when a fixed-limit round
has had its four bets and raises, and when every other player still in is all in. Its amount is the
replay's to check. Showing, mucking, discarding and dealing are never out of turn.

A player who mucks (a bare ``sm``) is out, as if he folded; a deal in the middle of a round ends it (the
replay ends the street there too).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Protocol

from potsplit.hands.cards import Card, Rank
from potsplit.read.phh.actions import Action, Money
from potsplit.read.phh.variants import Opening, Street, Variant
from potsplit.said import Said

_DEALING, _BETTING, _DONE, _OVER = range(4)
"""Where a hand is: its street's cards being dealt, a round's betting, a round over, the betting over."""
_UP = range(2, 6)
"""The cards of a stud hand (counted from 0, as dealt) that are dealt face up: the third to the sixth."""
_LABELS = {(1,): 0, (2,): 1, (2, 2): 2, (3,): 3, (4,): 4}
"""The hands showing, from the worst: no pair, a pair, two pair, three of a kind, four (kickers apart)."""


class Seat(Protocol):
    """A player as the replay keeps him: his stack (``None``: unknown, never short) and his bet this street."""

    stack: int | None
    street: int
    folded: bool
    mucked: bool


class Turns:
    """The betting of one hand, followed: :meth:`check` before a betting action, :meth:`acted` after it,
    :meth:`dealt` after a deal, a discard or a muck."""

    def __init__(self, variant: Variant, players: Sequence[Seat], blinds: Sequence[Money], bring_in: int) -> None:
        self.streets: tuple[Street, ...] = variant.streets
        self.cap, self.players, self.bring_in = variant.cap, players, bring_in
        count = len(players)
        ordered = list(blinds) if count != 2 else list(blinds)[::-1]  # heads up, the lists are taken reversed
        self.signs = [(amount > 0) - (amount < 0) for amount in ordered]
        self.cards: list[list[Card | None]] = [[] for _ in players]
        self.street, self.phase = 0, _DEALING
        self.served: dict[int, int] = {}  # the cards dealt to each player in this street
        self.owed: dict[int, int] = {}  # in a draw, the cards each player discarded
        self.board = 0  # the board's cards dealt in this street
        self.actors: deque[int] = deque()
        self.guess = False  # the opener is unknown: the first to bet is taken as him
        self.bringing = False  # the bring-in is due
        self.size = self.raises = 0  # the round's biggest completion, bet or raise; how many there were
        self.acted_since: set[int] = set()
        self.short: list[int] = []  # the all-ins for less than a full raise in a row
        self.left = count  # the players still in
        self.pending = count  # the players still in whose cards of this street are not all dealt yet
        self.up = any(street.opening is not Opening.POSITION for street in self.streets)  # stud: the up cards count

    def _in(self, index: int) -> bool:
        player = self.players[index]
        return not (player.folded or player.mucked)

    def _all_in(self, index: int) -> bool:
        return self.players[index].stack == 0

    def dealt(self, action: Action) -> None:
        """A deal (``db``, ``dh``), a discard (``sd``) or a muck (a bare ``sm``), after the replay made it."""
        verb, index = action.verb, action.player
        if verb == "sm":  # a show changes nothing here; a muck takes him out
            if index is not None and not self._in(index):
                self.left -= 1
                if index in self.actors:
                    self.actors.remove(index)
                    self._settle()
                elif self.phase == _DEALING and not self._ready(index):
                    self.pending -= 1
                    if self._dealt_all():
                        self._begin()
            return
        if self.phase == _BETTING:  # dealt in the middle of a round: it is over
            self._end_round()
        if self.phase == _DONE:
            if self.street + 1 >= len(self.streets):
                self.phase = _OVER
            else:
                self.street += 1
                self.phase, self.served, self.owed, self.board, self.pending = _DEALING, {}, {}, 0, self.left
        if verb == "db":
            self.board += len(action.cards)
        elif index is not None:
            was = self._ready(index)
            if verb == "dh":
                if self.up:
                    self.cards[index] += action.cards
                self.served[index] = self.served.get(index, 0) + len(action.cards)
            else:  # sd
                self.owed[index], self.served[index] = len(action.cards), 0
            if self.phase == _DEALING and self._in(index):
                self.pending += was - self._ready(index)
        if self.phase == _DEALING and self._dealt_all():
            self._begin()

    def _dealt_all(self) -> bool:
        """Whether this street's cards are dealt: the board's, or every player still in his (and, in a draw, he
        has drawn)."""
        street = self.streets[self.street]
        if street.deals == "board":
            return self.board >= street.cards
        return self.pending <= 0 or self.board > 0  # (a stud deck that runs out deals its last card to the board)

    def _waiting(self) -> int | None:
        """The first player still in whose cards of this street are not all dealt (``-1``: the board's)."""
        street = self.streets[self.street]
        if street.deals == "board":
            return None if self.board >= street.cards else -1
        if self.board:  # (a stud deck that runs out deals its last card to the board)
            return None
        return next((index for index in range(len(self.players)) if self._in(index) and not self._ready(index)),
                    None)

    def _ready(self, index: int) -> bool:
        """Whether the player has all his cards of this street (in a draw: he drew, and has his new ones)."""
        street = self.streets[self.street]
        wanted = self.owed.get(index) if street.deals == "draw" else street.cards
        return wanted is not None and self.served.get(index, 0) >= wanted

    def _begin(self) -> None:
        """This street's betting round, from its opener: the players still in with chips to bet, and someone
        who could call them (another player still in whose bet and stack, ``None`` when unknown, top his bet)."""
        players, count = self.players, len(self.players)
        opener = self._opener()
        self.guess = opener is None
        start = opener or 0
        top = max(player.street for player in players)
        most: list[tuple[int | None, int]] = []  # the two biggest totals of the players still in, and whose
        for index, player in enumerate(players):
            if self._in(index):
                total = None if player.stack is None else player.street + player.stack
                most = sorted([*most, (total, index)], key=_biggest)[:2]
        self.actors = deque()
        for step in range(count):
            index = (start + step) % count
            player = players[index]
            if player.folded or player.mucked or player.stack == 0:
                continue
            other = next((total for total, whose in most if whose != index), 0)
            if other is None or other > player.street:
                self.actors.append(index)
        self.phase = _BETTING
        self.bringing = self.street == 0 and self.bring_in > 0
        self.size = self.raises = 0
        self.acted_since, self.short = set(), []
        alone = len(self.actors) == 1 and players[self.actors[0]].street >= top
        if alone or not self.actors or self.left <= 1:
            self._end_round()

    def _opener(self) -> int | None:
        """Who opens this street's round (``None``: unknown, an up card nobody saw)."""
        opening = self.streets[self.street].opening
        count = len(self.players)
        if opening is Opening.POSITION:
            bets = [player.street * sign for player, sign in zip(self.players, self.signs, strict=True)]
            biggest = max(range(count), key=lambda index: (bets[index], index))
            return (biggest + 1) % count
        shown = {index: [card for at, card in enumerate(self.cards[index]) if at in _UP]
                 for index in range(count) if self._in(index)}
        if any(None in cards or not cards for cards in shown.values()):
            return None
        known = {index: [card for card in cards if card is not None] for index, cards in shown.items()}
        ace_low = opening in (Opening.HIGH_CARD, Opening.LOW_HAND)  # razz
        highest = opening in (Opening.HIGH_CARD, Opening.HIGH_HAND)
        keys: dict[int, tuple[int, ...]] = {}
        for index, cards in known.items():
            if opening in (Opening.LOW_CARD, Opening.HIGH_CARD):  # the bring-in: an up card, by rank then suit
                ranked = [(_rank(card, ace_low), int(card.suit)) for card in cards]
                keys[index] = max(ranked) if highest else min(ranked)
            else:
                keys[index] = showing(cards, ace_low)
        chosen = max(keys.values()) if highest else min(keys.values())
        return min(index for index, key in keys.items() if key == chosen)

    def check(self, action: Action, name: str, names: Sequence[str]) -> Said | None:
        """Why the betting action cannot be (``None``: it can), before the replay makes it."""
        index = action.player
        assert index is not None
        if self.phase == _DEALING:
            waiting = self._waiting()
            if waiting is None or waiting < 0:
                return Said("it is nobody's turn to bet: the board of this street is not dealt yet")
            return Said("it is nobody's turn to bet: this street's cards are still being dealt ({player} has "
                        "not had his)", player=names[waiting])
        if self.phase != _BETTING:
            return self._no_round(name)
        if self.guess:
            if index not in self.actors:
                return Said("{player} cannot bet: he is all in", player=name)
            while self.actors[0] != index:
                self.actors.rotate(-1)
            self.guess = False
        if self.actors[0] != index:
            if self._all_in(index):
                return Said("it is {actor}'s turn, not {player}'s (who is all in)", actor=names[self.actors[0]],
                            player=name)
            return Said("it is {actor}'s turn, not {player}'s", actor=names[self.actors[0]], player=name)
        verb = action.verb
        if self.bringing and verb in ("cc", "f"):
            return Said("{player} brings in: he posts the bring-in (pb) or completes (cbr) first", player=name)
        if verb == "pb" and not self.bringing:
            return Said("no bring-in is due: pb is the first action of the first betting round")
        if verb == "cbr":
            return self._no_raise(index, name)
        return None

    def _no_round(self, name: str) -> Said:
        """Why no betting round is under way."""
        if self.left <= 1:
            return Said("the hand is over: everyone but one has folded, and {player} cannot bet", player=name)
        if self.phase == _OVER:
            return Said("the betting is over: this comes after the last betting round")
        with_chips = sum(self._in(index) and not self._all_in(index) for index in range(len(self.players)))
        if with_chips <= 1:
            return Said("there is no more betting: every player still in but one is all in")
        return Said("it is nobody's turn to bet: this betting round is over, and the next cards are not dealt")

    def _no_raise(self, index: int, name: str) -> Said | None:
        """Why the player in turn may not complete, bet or raise (``None``: he may, or has not the chips to,
        which the replay says)."""
        players = self.players
        player, top = players[index], max(seat.street for seat in players)
        owed = top - player.street
        if player.stack is not None and player.stack <= owed:
            return None
        reopened = not self.short or sum(self.short) >= self.size or index not in self.acted_since
        if owed < self.size or not reopened:
            return Said("{player} cannot raise: the bet he faces is not a full raise over his own (an all in for "
                        "less), so he may only call or fold", player=name)
        if self.cap is not None and self.raises >= self.cap:
            return Said("the betting is capped: this round has had {count} bets and raises, as many as fixed "
                        "limit allows", count=self.cap)
        if all(seat.stack is not None and seat.street + seat.stack <= top
               for other, seat in enumerate(players) if other != index and self._in(other)):
            return Said("{player} cannot raise: every other player still in is all in", player=name)
        return None

    def acted(self, action: Action, before: int) -> None:
        """After the betting action of the player in turn (*before*: the street's biggest bet before it)."""
        index = action.player
        assert index is not None
        if action.verb == "cbr":
            count = len(self.players)
            raised = self.players[index].street - before
            self.bringing = False
            self.actors = deque(other for other in ((index + step) % count for step in range(1, count))
                                if self._in(other) and not self._all_in(other))
            if raised >= self.size:
                self.acted_since.clear()
            self.acted_since.add(index)
            self.size = max(self.size, raised)
            self.raises += 1
            if self._all_in(index):
                self.short.append(raised)
            else:
                self.short.clear()
            if sum(self.short) >= self.size:
                self.short.clear()
        else:
            if self.actors and self.actors[0] == index:
                self.actors.popleft()
            self.acted_since.add(index)
            if action.verb == "f":
                self.left -= 1
            if action.verb == "pb":
                self.bringing = False
        self._settle()

    def _settle(self) -> None:
        if self.phase == _BETTING and (not self.actors or self.left <= 1):
            self._end_round()

    def _end_round(self) -> None:
        self.actors.clear()
        self.phase = _OVER if self.left <= 1 or self.street + 1 >= len(self.streets) else _DONE


def _biggest(pair: tuple[int | None, int]) -> tuple[bool, int]:
    """Biggest first (``None``, unknown, biggest of all)."""
    return pair[0] is not None, -(pair[0] or 0)


def _rank(card: Card, ace_low: bool) -> int:
    return 1 if ace_low and card.rank is Rank.ACE else int(card.rank)


def showing(cards: Sequence[Card], ace_low: bool) -> tuple[int, ...]:
    """How good the up cards of a stud hand are, to open a round: pairs and more first, then the ranks (the
    ace low in razz), biggest groups and highest ranks first; suits do not count.

    >>> from potsplit.hands.cards import parse_cards
    >>> showing(parse_cards("Kd Kh 2c"), False) > showing(parse_cards("As Qh Jd"), False)
    True
    >>> showing(parse_cards("As 2h"), True) < showing(parse_cards("3s 2d"), True)
    True
    """
    counts: dict[int, int] = {}
    for card in cards:
        rank = _rank(card, ace_low)
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    label = _LABELS[tuple(size for _, size in groups if size > 1) or (1,)]
    return (label, len(cards), *(rank for rank, _ in groups))
