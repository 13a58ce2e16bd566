"""A PokerStars hand made a showdown and its record (docs/rules.md: "PokerStars hand histories").

The showdown's players are those dealt in, in seat order, the button the dealer: each one's live money is his
``bet``, his dead money (antes, a dead small blind) his ``ante``; the players who folded or mucked are out. A player
still in who showed no cards (or fewer than the game deals) cannot win a pot that another contestant showed for:
he is out of the showdown; a side pot that he alone contests is his, before the showdown
(:class:`~potsplit.read.phh.hands.Uncontested`), and a pot of two or more contestants none of whom showed cannot
be settled. A hand run twice (or split hold'em) is played on its two boards. The summary's rake (and jackpot) is
the house's take: the showdown's rake schedule takes exactly that, from the main pot outward. Amounts are played
in whole cents (a chip of 1 in play money and home games' chips) unless ``--chip`` says otherwise.

The record: each player's starting stack, what he put in, and what the ``collected`` lines pay him (a
cashed-out player's winnings from his summary line: the site paid him his cash-out instead); a hand the site
cancelled has no record, and nothing is won in it.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.model import Showdown
from potsplit.engine.rake import RakeSchedule
from potsplit.engine.side_pots import build_pots
from potsplit.errors import InvalidShowdown, Location, several
from potsplit.hands.cards import Card
from potsplit.read.contenders import contest
from potsplit.read.phh.hands import Uncontested
from potsplit.read.phh.record import PotRecord, Record
from potsplit.read.pokerstars.replay import Played
from potsplit.read.pokerstars.summary import Total
from potsplit.said import Said


class Hand(NamedTuple):
    """One PokerStars hand: its showdown, its record (``None``: cancelled), what its lines come to, how messages
    name it, the side pot its only contestant takes without showing, and whether nothing was put in."""

    showdown: Showdown
    record: Record | None
    played: Played
    label: str
    uncontested: Uncontested | None = None
    pot_less: bool = False


Players = list[dict[str, Any]]


def make_hand(played: Played, label: str) -> Hand:
    """The showdown and record of the hand *played*; raises :class:`InvalidShowdown`, located."""
    names = tuple(seat.name for seat in played.seats)
    count = len(names)
    live = (Fraction(0),) * count if played.cancelled else played.live
    dead = (Fraction(0),) * count if played.cancelled else played.dead
    antes = dead if any(dead) else None
    pot_less = not any(live) and not any(dead)
    if pot_less:
        return Hand(_made(played, label, _players(names, live, antes, played.out, {}), ()),
                    None if played.cancelled else _record(played, None), played, label, None, True)
    still_in = [at for at in range(count) if not played.out[at]]
    showed = [at for at in still_in if played.showed[at]]
    lone = len(still_in) == 1
    problems: list[InvalidShowdown] = []
    uncontested: tuple[int, Fraction] | None = None
    if not lone:
        contenders, uncontested, problems = _contenders(played, names, live, antes, still_in, showed, label)
    else:
        contenders = still_in
    boards = played.boards
    if not lone:
        problems += _unfinished(played, label)
    if problems:
        raise several(problems)
    hands = {at: played.cards[at] for at in contenders}
    if lone:
        hands, boards = {contenders[0]: ()}, ()
    out = [at not in hands for at in range(count)]
    showdown = _made(played, label, _players(names, live, antes, out, hands), boards)
    record = _record(played, showdown)
    if uncontested is None:
        return Hand(showdown, record, played, label)
    taker, level = uncontested
    capped = tuple(min(bet, level) for bet in live)
    amount = sum(live, Fraction(0)) - sum(capped, Fraction(0))
    contested = _made(played, label, _players(names, capped, antes, out, hands), boards)
    return Hand(contested, record, played, label, Uncontested(names[taker], amount, showdown))


def _record(played: Played, showdown: Showdown | None) -> Record:
    """What the hand records: each player's stack, what he put in, what the collected lines pay him, and the pots
    as the summary lists them (see :func:`_pots`)."""
    winnings = [Fraction(0)] * len(played.seats)
    index = {seat.name: at for at, seat in enumerate(played.seats)}
    for won in played.won:
        winnings[index[won.collected.name]] += won.collected.amount
    cashed = False
    for at, (cashed_out, result) in enumerate(zip(played.cashed_out, played.results, strict=True)):
        if cashed_out and not winnings[at] and result is not None and result.won:
            winnings[at], cashed = sum(result.won, Fraction(0)), True
    pots = () if cashed or showdown is None or played.total is None else _pots(played, showdown, played.total)
    return Record(
        tuple(seat.stack for seat in played.seats), tuple(a + b for a, b in zip(played.live, played.dead, strict=True)),
        None, tuple(winnings), played.header.unit, played.returned, pots,
    )


def _pots(played: Played, showdown: Showdown, total: Total) -> tuple[PotRecord, ...]:
    """The pots the hand records, main pot first, where the summary lists them as the ruling builds them (or one
    pot, of one): each pot's whole amount, the rake it paid (what the summary's amount of it lacks), the jackpot,
    and what each player collected from it (on either board of a hand run twice); else none (each player's
    total is compared)."""
    built = _built(showdown)
    listed = total.pots or (total.total - total.rake - total.jackpot,)
    if len(listed) != len(built):
        return ()
    winners: list[dict[str, Fraction]] = [{} for _ in built]
    for won in played.won:
        if won.collected.pot >= len(built):
            return ()
        paid = winners[won.collected.pot]
        paid[won.collected.name] = paid.get(won.collected.name, Fraction(0)) + won.collected.amount
    rakes = showdown.rake.shares if showdown.rake is not None and showdown.rake.shares else (total.rake,)
    return tuple(
        PotRecord(amount, rakes[at] if at < len(rakes) else Fraction(0), total.jackpot if at == 0 else Fraction(0),
                  tuple(paid.items()))
        for at, (amount, paid) in enumerate(zip(built, winners, strict=True))
    )


def _built(showdown: Showdown) -> list[Fraction]:
    """The amounts of the pots the showdown's money makes (those of more than one player's money)."""
    money = sum(((player.bet or Fraction(0)) + (player.ante or Fraction(0)) for player in showdown.players),
                Fraction(0))
    return [pot.amount for pot in build_pots(showdown.players, money) if pot.shared]


def _players(names: tuple[str, ...], bets: tuple[Fraction, ...], antes: tuple[Fraction, ...] | None,
             out: list[bool] | tuple[bool, ...], hands: dict[int, tuple[Card, ...]]) -> Players:
    return [{"name": name, "cards": hands.get(at, ()), "bet": bets[at], "folded": out[at],
             "ante": None if antes is None else antes[at]} for at, name in enumerate(names)]


def _dealer(played: Played) -> str | None:
    """The player on the button, else the last one dealt in before it (whose left is the button's)."""
    button = played.table.button
    if button is None:
        return None
    before = [seat for seat in played.seats if seat.number <= button]
    return (before or list(played.seats))[-1].name


def _made(played: Played, label: str, players: Players, boards: tuple[tuple[Card, ...], ...]) -> Showdown:
    several_boards = len(boards) > 1
    try:
        showdown = Showdown(players, () if several_boards or not boards else boards[0],
                            played.header.game, chip=played.header.unit, dealer=_dealer(played),
                            boards=boards if several_boards else ())
        total = played.total
        if total is None or not (total.rake or total.jackpot):
            return showdown
        return dataclasses.replace(showdown, rake=RakeSchedule.recorded_as(
            total.rake, total.jackpot or None, _pots_rake(showdown, total)
        ))
    except InvalidShowdown as error:
        raise located(error, played, label) from None


def _pots_rake(showdown: Showdown, total: Total) -> tuple[Fraction, ...]:
    """The rake each pot paid: where the summary lists the pots as they are built (section 4), each pot's amount
    less what the summary says it held; else the whole rake, from the main pot outward."""
    built = _built(showdown)
    listed = total.pots
    if len(listed) == len(built) and len(listed) > 1:
        taken = [pot - left for pot, left in zip(built, listed, strict=True)]
        if all(one >= 0 for one in taken) and sum(taken, Fraction(0)) == total.rake:
            return tuple(taken)
    shares, left = [], total.rake
    for pot in built:
        shares.append(min(pot, left))
        left -= shares[-1]
    return tuple(shares) or (total.rake,)


def _contenders(
    played: Played, names: tuple[str, ...], live: tuple[Fraction, ...], antes: tuple[Fraction, ...] | None,
    still_in: list[int], showed: list[int], label: str,
) -> tuple[list[int], tuple[int, Fraction] | None, list[InvalidShowdown]]:
    """Who contests the showdown, who takes a side pot alone without showing, and every pot nobody showed for,
    located at the first card line of its players (see :mod:`potsplit.read.contenders`)."""
    found = contest(names, live, antes, still_in, showed)
    problems = [InvalidShowdown(pot.said(label, names), _line(played, played.card_lines[pot.players[0]]))
                for pot in found.unsettled]
    return found.contenders, found.uncontested, problems


def _unfinished(played: Played, label: str) -> list[InvalidShowdown]:
    """A hand of two or more players still in whose board is short: it did not reach its showdown."""
    game = played.header.game
    if game.has_board and (not played.boards or any(len(board) < 5 for board in played.boards)):
        cards = max((len(board) for board in played.boards), default=0)
        return [InvalidShowdown(Said(
            "{hand}the hand does not reach its showdown: {count} players are still in, and the board has "
            "{board} cards, not {full}", hand=label, count=sum(not out for out in played.out), board=cards, full=5,
        ), _line(played, played.board_line))]
    return []


def _line(played: Played, number: int) -> Location:
    first = played.first
    return Location(first.file, number or first.number, 1)


def locate(error: InvalidShowdown, hand: Hand) -> InvalidShowdown:
    """An error the engine found in a hand's showdown, at the line it comes from (see :func:`located`)."""
    return located(error, hand.played, hand.label)


def located(error: InvalidShowdown, played: Played, label: str) -> InvalidShowdown:
    """*error* at the line of the hand its path names: a player's cards at his show (or the cards dealt to him),
    the board at the summary's board line, anything else at the hand's first line; its message naming the hand."""
    if error.errors != (error,):
        return several([located(one, played, label) for one in error.errors], error.hidden)
    path = error.path
    number = 0
    if path[:1] in (("board",), ("boards",)):
        number = played.board_line
    elif len(path) >= 3 and path[0] == "players" and isinstance(path[1], int) and path[2] == "cards":
        number = played.card_lines[path[1]]
    return InvalidShowdown(label + error.message, _line(played, number), error.path)
