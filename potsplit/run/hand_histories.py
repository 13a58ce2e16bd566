"""Hand histories resolved one hand at a time: each hand's ruling with its record, or its errors, with where it is.

A hand has its showdown resolved, and two things a showdown cannot hold are added to the ruling: a side pot
that the only player in it takes without showing (:class:`~potsplit.read.phh.hands.Uncontested`: a pot of his,
the tables showing every bet as put in), and a hand in which nothing was put in (everyone folded to a lone
blind, or to the bring-in), whose ruling is that nothing is won.

>>> text = "[1]\\nvariant = 'NT'\\n\\n[2]\\nvariant = 'XX'\\n"
>>> [(type(result).__name__, result.origin) for result in resolve_hands(text, "x.phhs")]  # doctest: +ELLIPSIS
[('Invalid', Origin(file='x.phhs', document=1, line=1)), ('Invalid', Origin(file='x.phhs', document=2, line=4))]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any, Protocol, TypeVar

from potsplit.engine.methods import single_contestant
from potsplit.engine.model import Showdown, effective
from potsplit.engine.records import Award, PotResult, Resolution
from potsplit.engine.resolve import checked_showdown, resolve
from potsplit.errors import InvalidShowdown, several
from potsplit.read.documents import Source
from potsplit.read.ohh.hands import OhhHand
from potsplit.read.ohh.streams import Numbered as OhhNumbered
from potsplit.read.ohh.streams import hand_of as ohh_hand_of
from potsplit.read.ohh.streams import numbered as ohh_numbered
from potsplit.read.origins import Origin
from potsplit.read.phh.hands import Uncontested, locate
from potsplit.read.phh.record import Record
from potsplit.read.phh.streams import Numbered, hand_of, numbered
from potsplit.read.pokerstars.hands import locate as locate_pokerstars
from potsplit.read.pokerstars.streams import Numbered as PokerStarsPart
from potsplit.read.pokerstars.streams import hand_of as pokerstars_hand
from potsplit.read.pokerstars.streams import numbered as pokerstars_hands
from potsplit.read.splitting import Piece, lines_of
from potsplit.run.overrides import Overrides
from potsplit.run.results import Invalid, Resolved
from potsplit.said import Said


class Played(Protocol):
    """What resolving a hand history's showdown needs of the hand, whatever its format: whether nothing was put
    in, and a side pot its only player took without showing."""

    @property
    def pot_less(self) -> bool: ...

    @property
    def uncontested(self) -> Uncontested | None: ...


class Read(Played, Protocol):
    """A hand history's hand as read, whatever its format: its showdown and record besides."""

    @property
    def showdown(self) -> Showdown: ...

    @property
    def record(self) -> Record | None: ...


H = TypeVar("H", bound=Read)


def _resolved(
    origin: Origin, piece: Piece, read: Callable[[], H], locate_in: Callable[[InvalidShowdown, H], InvalidShowdown],
    adjust: Overrides | None,
) -> Iterator[Resolved | Invalid]:
    """The hand *read* from one piece of a stream resolved (after *adjust*), with its record; or every problem
    found in it, a problem of the showdown placed in the hand by *locate_in* (or blamed on an option)."""
    try:
        hand = read()
    except InvalidShowdown as error:
        yield _invalid(origin, piece, error)
        return
    showdown: Showdown = hand.showdown if adjust is None else adjust(hand.showdown)
    try:
        yield Resolved(origin, resolve_hand(hand, showdown), hand.record)
    except InvalidShowdown as error:
        what = Said.about("deal", "hand {number}", number=origin.document)
        where = Said("{file}, {what}", file=origin.file, what=what)
        yield _invalid(origin, piece, locate_in(error, hand) if adjust is None else adjust.blame(
            error, hand.showdown, where, lambda found: locate_in(found, hand)
        ))


def resolve_piece(part: Numbered, adjust: Overrides | None) -> Iterator[Resolved | Invalid]:
    """The PHH hand of one piece resolved (after *adjust*), with its record; or every problem found in it."""
    return _resolved(part[0], part[1], lambda: hand_of(part), locate, adjust)


def resolve_ohh_piece(part: OhhNumbered, adjust: Overrides | None) -> Iterator[Resolved | Invalid]:
    """The OHH hand of one piece resolved (after *adjust*), with its record; or every problem found in it."""
    def at_hand(found: InvalidShowdown, hand: OhhHand) -> InvalidShowdown:
        return several([InvalidShowdown(hand.label + one.message, hand.where, one.path) for one in found.errors],
                       found.hidden)

    return _resolved(part[0], part[1].piece, lambda: ohh_hand_of(part), at_hand, adjust)


def resolve_pokerstars(part: PokerStarsPart, adjust: Overrides | None) -> Iterator[Resolved | Invalid]:
    """The PokerStars hand of one part of a stream resolved (after *adjust*), with its record; or every problem
    found in it."""
    return _resolved(part[0], part[1].piece, lambda: pokerstars_hand(part), locate_pokerstars, adjust)


def resolve_hand(hand: Played, showdown: Showdown) -> Resolution:
    """The ruling of *hand*, whose showdown (changed by the options) is *showdown*."""
    if hand.pot_less:
        return _nothing_won(showdown)
    resolution = resolve(showdown)
    if hand.uncontested is None:
        return resolution
    return _with_uncontested(resolution, hand.uncontested, showdown)


def _nothing_won(showdown: Showdown) -> Resolution:
    """Every bet came back: no pot, and every payout nothing."""
    settled = effective(showdown, showdown.game)
    taker = next((player.name for player in showdown.players if not player.folded), None)
    note = Said("nothing was won: every bet came back (everyone folded to {player})", player=taker) if taker else \
        Said("nothing was won: every bet came back")
    return Resolution(settled, (), (), dict.fromkeys((player.name for player in showdown.players), Fraction(0)),
                      Fraction(0), (note,), board_hands=((),))


def _with_uncontested(resolution: Resolution, uncontested: Uncontested, showdown: Showdown) -> Resolution:
    """*resolution* with the side pot that the only player in it took without showing, as its last pot, and the
    whole showdown (every bet as put in, with the options of *showdown*)."""
    name, amount = uncontested.player, uncontested.amount
    outcome = single_contestant(name)
    pot = PotResult(Said("side {number}", number=len(resolution.pots)), amount, (name,), Award((name,), amount), None,
                    {name: amount}, Fraction(0), outcome.steps)
    whole = checked_showdown(_options(uncontested.whole, showdown))
    payouts = dict(resolution.payouts)
    payouts[name] += amount
    return resolution._replace(showdown=whole, pots=(*resolution.pots, pot), payouts=payouts)


def _options(whole: Showdown, showdown: Showdown) -> Showdown:
    """*whole* (every bet as put in) with what the options changed in *showdown* (its bets capped)."""
    bets = {player.name: player.bet for player in whole.players}
    players = tuple(dataclasses.replace(player, bet=bets.get(player.name, player.bet)) for player in showdown.players)
    return dataclasses.replace(showdown, players=players, pot=None)


def resolve_hands(stream: Source, source: str, adjust: Overrides | None = None) -> Iterator[Resolved | Invalid]:
    """Each hand of *stream* resolved (after *adjust*), or its errors, in order."""
    for part in numbered(stream, source):
        yield from resolve_piece(part, adjust)


READERS: dict[str, tuple[Callable[[Source, str], Iterator[Any]], Callable[[Any, Overrides | None],
                                                                         Iterator[Resolved | Invalid]]]] = {
    "phh": (numbered, resolve_piece),
    "ohh": (ohh_numbered, resolve_ohh_piece),
    "pokerstars": (pokerstars_hands, resolve_pokerstars),
}
"""Each hand history format's name (see :data:`potsplit.read.sources.FORMATS`): how a stream of it is cut into
hands, and how each hand is read and resolved (module-level functions, which other processes can be sent)."""


def _invalid(origin: Origin, piece: Piece, error: InvalidShowdown) -> Invalid:
    """The errors of one hand, with the lines of the stream they point at."""
    lines = [one.location.line for one in error.errors if one.location and one.location.file == origin.file]
    return Invalid(origin, error, lines_of(piece, [line for line in lines if line is not None]))
