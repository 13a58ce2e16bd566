"""One hand history made a showdown: the players still in, their final cards, the board, the money, the game;
and what the hand records of its result (docs/rules.md: "Hand histories").

The players who neither folded nor mucked are still in, with the cards they
hold at the end. Each player's antes (and the dead part of a post) are his
``ante`` (dead money in the main pot); the rest of what he put in, each
street's uncalled bet returned, is his ``bet``, and the pots follow from the
bets (docs/rules.md: "Side pots and antes"). Names come from ``players``
(else ``p1``, ``p2``...); the last player is the dealer. Without ``--chip``,
the hand is played in whole chips of its unit: the largest power of ten, 1 at
most, that divides every amount written in it.

A player still in who did not show (his last show is of unknown cards,
``sm ????``, or his cards at the end are not all known) cannot win a pot that
another contestant showed for: in the showdown he is out, like a player who
mucked. A pot of two or more contestants none of whom showed cannot be settled:
an error naming the hand and the pot. A side pot whose only contestant did not
show (the others who put money in it folded) is his, before the showdown: the
showdown holds the rest of the money (each bet up to the level below that
pot), and :class:`Uncontested` says who takes the side pot and how much.

When one player alone is still in, his cards decide nothing, and are left out
unless they (and the board) are a whole hand of the game. A board card nobody
saw is an error when two or more are still in, and so is a hand of two or more
contestants that ends before its last cards are dealt (a board short of five
cards, a stud hand short of seven). A hand in which nothing was put in (every
bet came back: everyone folded to a lone blind, or to the bring-in) has no pot:
nothing is won (:attr:`Hand.pot_less`). A folded player's cards are not carried
into the showdown: they decide nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.model import Showdown
from potsplit.errors import InvalidShowdown, Location, several
from potsplit.hands.cards import Card
from potsplit.hands.games import Game, check_board, check_hole, game_named
from potsplit.read.contenders import contest
from potsplit.read.phh.actions import Action, Money, parse_action
from potsplit.read.phh.fields import HandFields, decimal_unit, read_fields
from potsplit.read.phh.places import Places
from potsplit.read.phh.record import Record
from potsplit.read.phh.replay import Replayed, replay
from potsplit.said import Said

FULL_BOARD = 5
FULL_STUD = 7
STUD_THIRD_STREET = 3
"""The cards a stud player holds before fourth street: a hand that ends there ended before its flop."""


class Uncontested(NamedTuple):
    """A side pot that the only player in it takes before the showdown, though he did not show: his name, the
    pot, and the whole showdown (every bet as put in) that the hand's tables show."""

    player: str
    amount: Fraction
    whole: Showdown


class Hand(NamedTuple):
    """One hand history: its showdown, its record, and where its parts are written (to locate errors)."""

    showdown: Showdown
    record: Record
    places: Places
    played: Replayed
    label: str
    """How messages name the hand: ``hand 3, `` in a ``.phhs``, nothing in a ``.phh``."""
    uncontested: Uncontested | None = None

    @property
    def pot_less(self) -> bool:
        """Whether nothing was put in (every bet came back): the hand has no pot, and nothing is won."""
        return not any(self.played.bets) and not any(self.played.antes)


def read_hand(table: dict[str, Any], places: Places, label: str) -> Hand:
    """The hand whose fields are *table*; raises :class:`InvalidShowdown` (every problem, located)."""
    fields, played = replayed_hand(table, places, label)
    showdown, uncontested = _showdown(fields, played, places, label)
    record = Record(
        _exact(fields.stacks), tuple(ante + bet for ante, bet in zip(played.antes, played.bets, strict=True)),
        None if fields.finishing is None else _exact(fields.finishing),
        None if fields.winnings is None else tuple(Fraction(amount) for amount in fields.winnings), fields.unit,
        played.returned,
    )
    return Hand(showdown, record, places, played, label, uncontested)


def _exact(amounts: tuple[Money | None, ...]) -> tuple[Fraction | None, ...]:
    return tuple(None if amount is None else Fraction(amount) for amount in amounts)


def replayed_hand(table: dict[str, Any], places: Places, label: str) -> tuple[HandFields, Replayed]:
    """The fields of the hand *table* (its unit counting the actions' amounts too) and what its actions come to
    (before any showdown is made of them)."""
    fields = read_fields(table, places, label)
    count = len(fields.stacks)
    actions: list[Action] = []
    problems: list[InvalidShowdown] = []
    for at, text in enumerate(fields.actions):
        try:
            actions.append(parse_action(text, at, count))
        except InvalidShowdown as error:
            problems.append(InvalidShowdown(label + error.message, places.item("actions", at)))
    if problems:
        raise several(problems)
    try:
        played = replay(fields.variant, fields.antes, fields.blinds, fields.bring_in, fields.stacks, actions,
                        fields.ante_trimming)
    except InvalidShowdown as error:
        step = error.path[1] if error.path[:1] == ("actions",) else None
        place = _card_place(places, step if isinstance(step, int) else None)
        raise InvalidShowdown(Said("{hand}{message}", hand=label, message=error.message), place) from None
    bet = [action.amount for action in actions if action.amount is not None]
    return fields._replace(unit=decimal_unit(bet, fields.unit)), played


def _showdown(fields: HandFields, played: Replayed, places: Places, label: str) -> tuple[Showdown,
                                                                                          Uncontested | None]:
    game = game_named(fields.variant.game)
    names = fields.names
    antes = played.antes if any(played.antes) else None  # dead money: antes, and the dead part of posts
    made = _made(game, fields.unit, _before_the_flop(game, played, fields.actions), places, played, label)
    if not any(played.bets) and antes is None:  # nothing was put in: no pot, nothing won, nothing to check
        return made(_players(names, played.bets, antes, played.out, {}), ()), None
    still_in = [index for index, out in enumerate(played.out) if not out]
    contenders, uncontested, problems = _contenders(played, still_in, names, antes, places, label)
    lone = len(contenders) == 1
    board = played.board
    if len(still_in) > 1 and not lone:
        problems += _unfinished(game, played, contenders, names, places, label)
    if None in board and not lone:
        problems.append(InvalidShowdown(
            Said("{hand}a board card is not known ({cards}): the hand cannot be resolved", hand=label,
                 cards=_cards_text(board)),
            _card_place(places, played.board_at),
        ))
    if problems:
        raise several(problems)
    hands = {index: tuple(card for card in played.cards[index] if card is not None) for index in contenders}
    known_board = tuple(card for card in board if card is not None)
    if lone and not _whole(hands[contenders[0]], known_board, board, played.cards[contenders[0]], game):
        hands[contenders[0]], known_board = (), ()  # unknown, or not a whole hand: it decides nothing anyway
    out = [index not in hands for index in range(len(names))]
    showdown = made(_players(names, played.bets, antes, out, hands), known_board)
    if uncontested is None:
        return showdown, None
    taker, level = uncontested
    capped = [min(bet, level) for bet in played.bets]
    amount = sum(played.bets, Fraction(0)) - sum(capped, Fraction(0))
    contested = made(_players(names, capped, antes, out, hands), known_board)
    return contested, Uncontested(names[taker], amount, showdown)


Players = list[dict[str, Any]]
"""A showdown's players, each a mapping of his fields: a problem of one has his index in its path."""


def _players(
    names: tuple[str, ...], bets: Sequence[Fraction], antes: Sequence[Fraction] | None, out: Sequence[bool],
    hands: dict[int, tuple[Card, ...]],
) -> Players:
    """The showdown's players: each his name, cards (if he contests it), bet, whether he is out, dead money."""
    return [{"name": name, "cards": hands.get(index, ()), "bet": bets[index], "folded": out[index],
             "ante": None if antes is None else antes[index]} for index, name in enumerate(names)]


def _made(
    game: Game, chip: Fraction | None, preflop: bool, places: Places, played: Replayed, label: str
) -> Callable[[Players, tuple[Card, ...]], Showdown]:
    """How the hand's showdowns are made of their players and board (in *game*, its chip, whether it ended
    before the flop): what the players' own fields tell (a card dealt twice in one hand) located in the hand
    history."""

    def made(players: Players, board: tuple[Card, ...]) -> Showdown:
        try:
            return Showdown(players, board, game, chip=chip,
                            preflop=preflop)
        except InvalidShowdown as error:
            raise located(error, places, played, label) from None

    return made


def _contenders(
    played: Replayed, still_in: list[int], names: tuple[str, ...], antes: Sequence[Fraction] | None,
    places: Places, label: str,
) -> tuple[list[int], tuple[int, Fraction] | None, list[InvalidShowdown]]:
    """Who contests the showdown (the players still in who showed; the one player still in, shown or not); the
    player who takes a side pot alone without showing, and the level below it; and every pot nobody showed for.
    """
    showed = [index for index in still_in if played.showed[index] is not False and played.cards[index]
              and None not in played.cards[index]]
    found = contest(names, played.bets, antes, still_in, showed)
    problems = [InvalidShowdown(pot.said(label, names), _card_place(places, played.dealt_at[pot.players[0]]))
                for pot in found.unsettled]
    return found.contenders, found.uncontested, problems


def _before_the_flop(game: Game, played: Replayed, actions: tuple[str, ...]) -> bool:
    """Whether the hand ended before the flop: no board dealt (hold'em, omaha), no fourth card dealt to anyone
    (stud), no draw (the draw games), the street ``no-flop-no-drop`` does not rake before."""
    if game.has_board:
        return not played.board
    if game.cards_as is Game.STUD:
        return all(len(cards) <= STUD_THIRD_STREET for cards in played.cards)
    return not any(text.split()[1:2] == ["sd"] for text in actions)


def _whole(hole: tuple[Card, ...], board: tuple[Card, ...], dealt_board: tuple[Card | None, ...],
           dealt: tuple[Card | None, ...], game: Game) -> bool:
    """Whether a lone contestant's cards and the board are all known and a whole hand of *game*."""
    if None in dealt or None in dealt_board:
        return False
    try:
        check_hole(hole, game)
        check_board(board, game)
    except InvalidShowdown:
        return False
    return True


def _unfinished(
    game: Game, played: Replayed, still_in: list[int], names: tuple[str, ...], places: Places, label: str
) -> list[InvalidShowdown]:
    """A hand of two or more contestants that ends before its last cards: no showdown yet."""
    if game.has_board and len(played.board) < FULL_BOARD:
        return [InvalidShowdown(
            Said("{hand}the hand does not reach its showdown: {count} players are still in, and the board has "
                 "{board} cards, not {full}", hand=label, count=len(still_in), board=len(played.board),
                 full=FULL_BOARD), _card_place(places, played.board_at)
        )]
    if game.cards_as is Game.STUD:
        short = [index for index in still_in if len(played.cards[index]) < FULL_STUD]
        return [InvalidShowdown(
            Said("{hand}the hand does not reach its showdown: {player} has {count} cards, not {full}", hand=label,
                 player=names[index], count=len(played.cards[index]), full=FULL_STUD),
            _card_place(places, played.dealt_at[index])
        ) for index in short]
    return []


def _card_place(places: Places, at: int | None) -> Location:
    """Where an action is (the *at*-th of ``actions``), or the hand's first line for none."""
    return places.start() if at is None else places.item("actions", at)


def _cards_text(cards: tuple[Card | None, ...]) -> str:
    return "".join("??" if card is None else card.text for card in cards)


def locate(error: InvalidShowdown, hand: Hand) -> InvalidShowdown:
    """An error the engine found in a hand's showdown, at the place in the hand history it comes from: a
    player's cards at the action that last gave them, the board at its last card, a name at ``players``; each
    message naming the hand."""
    return located(error, hand.places, hand.played, hand.label)


def located(error: InvalidShowdown, places: Places, played: Replayed, label: str) -> InvalidShowdown:
    """*error* at the place in the hand history (written at *places*, its actions come to *played*) that its path
    names (see :func:`locate`), its message naming the hand (*label*)."""
    if error.errors != (error,):
        return several([located(one, places, played, label) for one in error.errors], error.hidden)
    path = error.path
    where = places.start()
    if path[:1] == ("board",):
        where = _card_place(places, played.board_at)
    elif len(path) >= 2 and path[0] == "players" and isinstance(path[1], int):
        index = path[1]
        if path[2:3] == ("cards",):
            where = _card_place(places, played.dealt_at[index])
        elif path[2:3] == ("name",):
            where = places.item("players", index)
    elif path[:1] == ("players",):
        where = places.field("players")
    return InvalidShowdown(label + error.message, where, error.path)
