"""One hand history made a showdown: the players still in, their final cards, the board, the money, the game;
and what the hand records of its result (docs/rules.md: "Hand histories").

The players who neither folded nor mucked are still in, with the cards they
hold at the end. Each player's antes are his ``ante`` (dead money in the main
pot); the rest of what he put in, each street's uncalled bet returned, is his
``bet``, and the pots follow section 4. Names come from ``players`` (else
``p1``, ``p2``...); the last player is the dealer. A player still in whose
cards are not all known (``??``) makes the hand unresolvable, unless he is
its only contestant: his cards then decide nothing, and are left out unless
they (and the board) are a whole hand of the game. So is a board card nobody
saw, and a hand of two or more players that ends before its last cards are
dealt (a board short of five cards, a stud hand short of seven), and one in
which nothing was put in (a bring-in nobody called, without antes). A folded
player's cards are not carried into the showdown: they decide nothing.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.model import Showdown
from potsplit.errors import InvalidShowdown, Location, several
from potsplit.hands.cards import Card
from potsplit.hands.games import Game, check_board, check_hole, game_named
from potsplit.read.phh.actions import Action, Money, parse_action
from potsplit.read.phh.fields import HandFields, read_fields
from potsplit.read.phh.places import Places
from potsplit.read.phh.record import Record
from potsplit.read.phh.replay import Replayed, replay
from potsplit.said import Said

FULL_BOARD = 5
FULL_STUD = 7
STUD_THIRD_STREET = 3
"""The cards a stud player holds before fourth street: a hand that ends there ended before its flop."""


class Hand(NamedTuple):
    """One hand history: its showdown, its record, and where its parts are written (to locate errors)."""

    showdown: Showdown
    record: Record
    places: Places
    played: Replayed
    label: str
    """How messages name the hand: ``hand 3, `` in a ``.phhs``, nothing in a ``.phh``."""


def read_hand(table: dict[str, Any], places: Places, label: str) -> Hand:
    """The hand whose fields are *table*; raises :class:`InvalidShowdown` (every problem, located)."""
    fields, played = replayed_hand(table, places, label)
    showdown = _showdown(fields, played, places, label)
    record = Record(
        _exact(fields.stacks), tuple(ante + bet for ante, bet in zip(played.antes, played.bets, strict=True)),
        None if fields.finishing is None else _exact(fields.finishing),
        None if fields.winnings is None else tuple(Fraction(amount) for amount in fields.winnings), fields.unit,
    )
    return Hand(showdown, record, places, played, label)


def _exact(amounts: tuple[Money | None, ...]) -> tuple[Fraction | None, ...]:
    return tuple(None if amount is None else Fraction(amount) for amount in amounts)


def replayed_hand(table: dict[str, Any], places: Places, label: str) -> tuple[HandFields, Replayed]:
    """The fields of the hand *table* and what its actions come to (before any showdown is made of them)."""
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
        played = replay(fields.antes, fields.blinds, fields.bring_in, fields.stacks, actions, fields.ante_trimming)
    except InvalidShowdown as error:
        step = error.path[1] if error.path[:1] == ("actions",) else None
        place = _card_place(places, step if isinstance(step, int) else None)
        raise InvalidShowdown(Said("{hand}{message}", hand=label, message=error.message), place) from None
    return fields, played


def _showdown(fields: HandFields, played: Replayed, places: Places, label: str) -> Showdown:
    game = game_named(fields.variant.game)
    if not any(played.bets) and not any(played.antes):
        raise InvalidShowdown(Said("{hand}nothing was put in: every bet came back, so the hand has no pot to resolve",
                                   hand=label),
                              places.start())
    still_in = [index for index, out in enumerate(played.out) if not out]
    lone = len(still_in) == 1
    board = played.board
    problems = []
    if not lone:
        problems += _unfinished(game, played, still_in, fields.names, places, label)
    hands: dict[int, tuple[Card, ...]] = {}
    for index in still_in:
        cards = played.cards[index]
        if None in cards and not lone:
            where = _card_place(places, played.dealt_at[index])
            problems.append(InvalidShowdown(
                Said("{hand}{player} is still in at the end, but his cards are not all known ({cards}): the hand "
                     "cannot be resolved", hand=label, player=fields.names[index], cards=_cards_text(cards)), where
            ))
        hands[index] = tuple(card for card in cards if card is not None)
    if None in board and not lone:
        problems.append(InvalidShowdown(
            Said("{hand}a board card is not known ({cards}): the hand cannot be resolved", hand=label,
                 cards=_cards_text(board)),
            _card_place(places, played.board_at),
        ))
    if problems:
        raise several(problems)
    known_board = tuple(card for card in board if card is not None)
    if lone and not _whole(hands[still_in[0]], known_board, board, played.cards[still_in[0]], game):
        hands[still_in[0]], known_board = (), ()  # unknown, or not a whole hand: it decides nothing anyway
    trimming = fields.ante_trimming or not any(played.antes)
    players = [  # each a mapping of his fields: a problem of one has his index in its path
        {"name": name, "cards": hands.get(index, ()), "bet": played.bets[index], "folded": played.out[index],
         "ante": None if trimming else played.antes[index]}
        for index, name in enumerate(fields.names)
    ]
    try:
        return Showdown(players, known_board, game,  # type: ignore[arg-type]  # the model reads the mappings
                        preflop=_before_the_flop(game, played, fields.actions))
    except InvalidShowdown as error:  # what the players' own fields tell: a card dealt twice in one hand
        raise located(error, places, played, label) from None


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
    """A hand of two or more players still in that ends before its last cards: no showdown yet."""
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
