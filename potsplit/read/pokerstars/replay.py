"""A PokerStars hand's lines replayed: what each player put in (live and dead), what came back to him, the cards
he holds at the end and whether he showed them, who folded or mucked, the boards, and what the hand records of its
result (the ``collected`` lines, the summary's pots, rake and jackpot, cash-outs).

A betting round starts at each section line that deals (the flop, turn and river, each stud street after the
third, each draw) and, in files whose draws have no section line, at a draw's first discard. ``bets $X`` and
``calls $X`` add X to the player's bet in the round, ``raises $X to $Y`` makes it Y; ``Uncalled bet ($X) returned
to NAME`` takes X back. A player's cards are those of his last ``Dealt to`` line (its groups joined), or of his
show; a show of fewer cards than the game deals is no show. In stud, a community card (``Board [6h]``: the deck
ran out) is every player's last card.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from potsplit.errors import InvalidShowdown, several
from potsplit.hands.cards import Card
from potsplit.hands.games import Game
from potsplit.read.pokerstars.actions import (
    CASHED_OUT,
    RETURNED,
    SAYS_NOTHING,
    Act,
    Draw,
    Muck,
    Show,
    read_action,
    read_dealt,
    read_street,
)
from potsplit.read.pokerstars.header import Header, Table, read_header, read_table
from potsplit.read.pokerstars.posts import read_post
from potsplit.read.pokerstars.seats import Seat, read_seat
from potsplit.read.pokerstars.summary import (
    CANCELLED,
    RUN_TWICE,
    Collected,
    SeatResult,
    Total,
    read_board,
    read_collected,
    read_seat_result,
    read_total,
)
from potsplit.read.pokerstars.text import Line, amount_of
from potsplit.said import Said

_NO_ROUND = ("HOLE CARDS", "DEALING HANDS", "PRE-FLOP", "3RD STREET")
"""The section lines that start no new betting round (the first round's posts are bets in it)."""
_SHOW_DOWNS = {"SHOW DOWN": 0, "FIRST SHOW DOWN": 1, "SECOND SHOW DOWN": 2}


class Won(NamedTuple):
    """A ``collected`` line, and on which board's showdown it is (0: the one; 1, 2: a hand run twice)."""

    run: int
    collected: Collected


class Played(NamedTuple):
    """A PokerStars hand replayed; one item a player dealt in, in seat order."""

    header: Header
    table: Table
    seats: tuple[Seat, ...]
    live: tuple[Fraction, ...]
    """What each put in as bets (blinds, the bring-in, straddles, bets, raises, calls), uncalled bets returned."""
    dead: tuple[Fraction, ...]
    """Each one's dead money: antes, and the small blind of ``posts small & big blinds``."""
    returned: tuple[Fraction, ...]
    cards: tuple[tuple[Card, ...], ...]
    showed: tuple[bool, ...]
    out: tuple[bool, ...]
    """Whether each folded, or mucked at the showdown."""
    boards: tuple[tuple[Card, ...], ...]
    """The board (one), the two of a hand run twice or of split hold'em, or none."""
    won: tuple[Won, ...]
    results: tuple[SeatResult | None, ...]
    cashed_out: tuple[bool, ...]
    total: Total | None
    cancelled: bool
    card_lines: tuple[int, ...]
    """The line each player's cards were last given on (his show, else his last ``Dealt to``; 0: none)."""
    first: Line
    board_line: int


class _Replay:
    """The state of the replay, line by line."""

    def __init__(self, header: Header, table: Table, seats: list[Seat], first: Line) -> None:
        self.header, self.table, self.seats, self.first = header, table, seats, first
        count = len(seats)
        self.index = {seat.name: at for at, seat in enumerate(seats)}
        self.names = sorted(self.index, key=len, reverse=True)
        self.live = [Fraction(0)] * count
        self.dead = [Fraction(0)] * count
        self.returned = [Fraction(0)] * count
        self.street = [Fraction(0)] * count
        self.cards: list[tuple[Card, ...]] = [()] * count
        self.shown: list[tuple[Card, ...] | None] = [None] * count
        self.out = [False] * count
        self.acted = [False] * count
        self.card_lines = [0] * count
        self.cashed = [False] * count
        self.boards: dict[int, tuple[Card, ...]] = {}
        self.board_line = 0
        self.won: list[Won] = []
        self.results: dict[int, SeatResult] = {}
        self.total: Total | None = None
        self.cancelled = self.run_twice = self.drawing = self.summary = False
        self.run = 0
        self.big_blind: Fraction | None = None
        self.small_blind = False

    def new_round(self) -> None:
        """The next betting round: the last one's uncalled bet back to its bettor, as the table gives it back
        (older files write no ``Uncalled bet`` line for it)."""
        street = self.street
        if len(street) > 1:
            top = max(range(len(street)), key=street.__getitem__)
            others = max(amount for at, amount in enumerate(street) if at != top)
            if street[top] > others:
                self.live[top] -= street[top] - others
                self.returned[top] += street[top] - others
        self.street = [Fraction(0)] * len(self.seats)

    def player(self, text: str) -> tuple[int, str] | None:
        """The seated player whose ``NAME: `` starts *text*, and the words after it."""
        for name in self.names:
            if text.startswith(name + ":") and (len(text) == len(name) + 1 or text[len(name) + 1] == " "):
                return self.index[name], text[len(name) + 1:].strip()
        return None

    def bet(self, at: int, amount: Fraction) -> None:
        self.street[at] += amount
        self.live[at] += amount

    def line(self, line: Line) -> None:
        text = line.text
        if self.summary:
            self.summary_line(line)
            return
        street = read_street(line)
        if street is not None:
            if street.name == "SUMMARY":
                self.new_round()
                self.summary = True
            elif street.name in _SHOW_DOWNS:
                self.new_round()
                self.run = _SHOW_DOWNS[street.name]
            elif not any(name in street.name for name in _NO_ROUND):
                self.new_round()
                self.drawing = False
            return
        dealt = read_dealt(line)
        if dealt is not None:
            name, cards = dealt
            if name in self.index:
                at = self.index[name]
                self.cards[at], self.card_lines[at], self.acted[at] = cards, line.number, True
            return
        returned = RETURNED.match(text)
        if returned is not None and returned.group(2) in self.index:
            at = self.index[returned.group(2)]
            amount = amount_of(returned.group(1), line, returned.start(1) + 1)
            self.live[at] -= amount
            self.street[at] -= amount
            self.returned[at] += amount
            return
        collected = read_collected(line)
        if collected is not None and collected.name in self.index:
            self.won.append(Won(self.run, collected))
            return
        cashed = CASHED_OUT.match(text)
        if cashed is not None and cashed.group(1) in self.index:
            self.cashed[self.index[cashed.group(1)]] = True
            return
        if text == CANCELLED:
            self.cancelled = True
            return
        acting = self.player(text)
        if acting is not None and self.act(acting[0], acting[1], line, len(text) - len(acting[1]) + 1):
            return
        if SAYS_NOTHING.match(text):
            return
        raise InvalidShowdown(Said("a line potsplit cannot read in a PokerStars hand: {line}", line=text[:60]),
                              line.at(len(text) - len(acting[1]) + 1 if acting else 1))

    def act(self, at: int, action: str, line: Line, column: int) -> bool:
        """Whether *action* is one the player at *at* does (and it is done)."""
        post = read_post(action, line, column)
        if post is not None:
            self.acted[at] = True
            if post.dead or (post.kind == "small" and self.small_blind):  # a second small blind: made up, dead
                self.dead[at] += post.amount
            elif post.kind == "both":
                live = min(post.amount, self.big_blind or _big_blind(self.header))
                self.bet(at, live)
                self.dead[at] += post.amount - live
            else:
                self.small_blind = self.small_blind or post.kind == "small"
                if post.kind == "big" and self.big_blind is None:
                    self.big_blind = post.amount
                self.bet(at, post.amount)
            return True
        done = read_action(action, line, column)
        if done is None:
            return False
        self.acted[at] = True
        if isinstance(done, Act):
            self.drawing = False
            if done.verb == "folds":
                self.out[at] = True
            elif done.verb == "raises" and done.amount is not None:
                self.bet(at, done.amount - self.street[at])
            elif done.amount is not None:
                self.bet(at, done.amount)
        elif isinstance(done, Draw):
            if not self.drawing:
                self.new_round()
                self.drawing = True
            if done.discarded:
                kept = tuple(card for card in self.cards[at] if card not in done.cards)
                self.cards[at] = kept if done.cards else ()
        elif isinstance(done, Show):
            self.shown[at] = done.cards
            self.card_lines[at] = line.number
        elif isinstance(done, Muck):
            self.out[at] = True
        return True

    def summary_line(self, line: Line) -> None:
        text = line.text
        total = read_total(line)
        if total is not None:
            self.total = total
            return
        board = read_board(line)
        if board is not None:
            self.boards[board[0]] = board[1]
            self.board_line = line.number
            return
        if text == RUN_TWICE:
            self.run_twice = True
            return
        result = read_seat_result(line)
        if result is not None:
            self.results[result.number] = result
            return
        if text == CANCELLED:
            self.cancelled = True
            return
        raise InvalidShowdown(Said("a line potsplit cannot read in a PokerStars hand: {line}", line=text[:60]),
                              line.at())

    def played(self) -> Played:
        dealt = [at for at in range(len(self.seats)) if self.acted[at] or self.live[at] or self.dead[at]]
        game = self.header.game
        community = self.boards.get(0, ()) if game.cards_as is Game.STUD else ()
        boards = () if game.cards_as is Game.STUD else _boards(self.boards)
        cards, showed, out = [], [], []
        for at in range(len(self.seats)):
            result = self.results.get(self.seats[at].number)
            shown = self.shown[at]
            if shown is None and result is not None and result.cards and not result.mucked:
                shown = result.cards
            mucked = result is not None and result.mucked
            full = shown is not None and len(shown) + len(community) >= game.hole_cards[0]
            held = (shown if full and shown is not None else self.cards[at]) + community
            cards.append(held)
            showed.append(full)
            out.append(self.out[at] or mucked)
        return Played(
            self.header, self.table, tuple(self.seats[at] for at in dealt),
            tuple(self.live[at] for at in dealt), tuple(self.dead[at] for at in dealt),
            tuple(self.returned[at] for at in dealt), tuple(cards[at] for at in dealt),
            tuple(showed[at] for at in dealt), tuple(out[at] for at in dealt), boards, tuple(self.won),
            tuple(self.results.get(self.seats[at].number) for at in dealt),
            tuple(self.cashed[at] for at in dealt), self.total, self.cancelled,
            tuple(self.card_lines[at] for at in dealt), self.first, self.board_line,
        )


def _big_blind(header: Header) -> Fraction:
    """The big blind the stakes name: the second amount (no limit, pot limit), else half the big bet."""
    stakes = header.stakes
    if not stakes:
        return Fraction(0)
    if header.limit in ("Limit", "Fixed Limit"):
        return stakes[0]
    return stakes[1] if len(stakes) > 1 else stakes[0]


def _boards(found: dict[int, tuple[Card, ...]]) -> tuple[tuple[Card, ...], ...]:
    if 1 in found or 2 in found:
        return tuple(found[which] for which in (1, 2) if which in found)
    return (found[0],) if 0 in found else ()


def replay(lines: Sequence[Line]) -> Played:
    """The hand of *lines* replayed; raises :class:`InvalidShowdown`, every line it cannot read located."""
    header = read_header(lines[0])
    if len(lines) < 2:
        raise InvalidShowdown(Said("the hand ends after its first line"), lines[0].at())
    table = read_table(lines[1])
    seats: list[Seat] = []
    at = 2
    while at < len(lines):
        seat = read_seat(lines[at])
        if seat is None:
            break
        if not seat.out:
            seats.append(seat)
        at += 1
    if not seats:
        raise InvalidShowdown(Said("the hand has no seat line: Seat N: NAME ($X in chips)"),
                              lines[min(at, len(lines) - 1)].at())
    state = _Replay(header, table, seats, lines[0])
    problems: list[InvalidShowdown] = []
    for line in lines[at:]:
        try:
            state.line(line)
        except InvalidShowdown as error:
            problems.append(error)
    if problems:
        raise several(problems)
    return state.played()
