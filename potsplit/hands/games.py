"""The games: how many cards a player holds, and which five make his hand.

| game   | cards per player | board  | a player's hand                            |
|--------|------------------|--------|--------------------------------------------|
| draw   | exactly 5        | none   | the five cards                             |
| stud   | 5 to 7           | none   | best five of them                          |
| holdem | 2                | 3 to 5 | best five of hole + board                  |
| omaha  | 4 to 6           | 3 to 5 | exactly two hole cards + three board cards |

High and low are chosen separately. The high ranking may be short deck's
(hold'em from a 36-card deck: :mod:`potsplit.hands.short_deck`); a badugi hand
is one to four cards. Which five cards make a value, to show them, is
:mod:`potsplit.hands.showing`.

A pot splits into two halves, the first and the second, each judged by its own
kind of hand: in most games a high hand and a low one, but in the split games
with two kinds of hand (docs/rules.md: "Split games with two kinds of hand")
two other kinds: badeucy's first half is a deuce-to-seven low of the five cards
and its second a badugi of them, the ace high; Chicago's second half is the
highest spade in the hole. :attr:`Game.high` is how the first half's hands
rank and :attr:`Game.lows` how the second half's may; in the drawmaha games
the second half is the five hole cards alone, as a draw hand
(:attr:`Game.second_from_hole`, :func:`half_cards`).

>>> from potsplit.hands.cards import parse_cards
>>> hole, board = parse_cards("As Ks Qs Js"), parse_cards("2c 3c 4c 9d Td")
>>> hand_value(hole, board, Game.OMAHA, HandKind.HIGH).name
'ace-king high'
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import NamedTuple

from potsplit.errors import InvalidShowdown, unknown_word
from potsplit.hands.cards import Card, typed
from potsplit.hands.evaluate import best_code, best_omaha_codes
from potsplit.hands.ranking import LOW_SYSTEMS, HandKind, HandValue
from potsplit.hands.short_deck import check_short_deck
from potsplit.said import Said


class Game(enum.Enum):
    """A poker game: one of the four ways cards make a hand, or a named game (docs/rules.md: "Named games",
    "Badugi and short deck", "Split games with two kinds of hand").

    A named game deals its cards as one of the four (``razz`` is dealt as stud; badugi is its own way, four
    cards and no board) and sets defaults for some rules (see :data:`potsplit.engine.rules.GAME_RULES`); its
    value is its name as the table of named games writes it (docs/rules.md).
    """

    # Hashed by identity, in C, as Ranking is: games key the dealing table, looked up for every hand.
    __hash__ = object.__hash__

    DRAW = "draw"
    STUD = "stud"
    HOLDEM = "holdem"
    OMAHA = "omaha"
    RAZZ = "razz"
    STUD8 = "stud8"
    OMAHA8 = "omaha8"
    BIG_O = "big-o"
    DEUCE_TO_SEVEN = "2-7"
    ACE_TO_FIVE = "a-5"
    CALIFORNIA = "california"
    BADUGI = "badugi"
    SHORT_DECK = "short-deck"
    BADEUCY = "badeucy"
    BADACEY = "badacey"
    RAZZDUGI = "razzdugi"
    RAZZDEUCY = "razzdeucy"
    ARCHIE = "archie"
    CHICAGO = "chicago"
    LOW_CHICAGO = "low-chicago"
    DRAWMAHA = "drawmaha"
    DRAWMAHA_2_7 = "drawmaha-2-7"
    DRAWMAHA_A_5 = "drawmaha-a-5"
    DRAWMAHA_BADUGI = "drawmaha-badugi"
    HIDUGI = "hidugi"
    STUD_HI_LO_REGULAR = "stud-hi-lo-regular"
    OMAHA_HI_LO_REGULAR = "omaha-hi-lo-regular"
    COURCHEVEL_HI_LO = "courchevel-hi-lo"

    @property
    def cards_as(self) -> Game:
        """The way (draw, stud, holdem, omaha; badugi) this game's cards make a hand."""
        return _DEALT[self].cards_as

    @property
    def high(self) -> HandKind | None:
        """How the first half's hands rank: high (short deck's own ranking in short deck), or the first kind of a
        split game with two kinds of hand (deuce-to-seven in badeucy, razz's low in razzdugi, the highest badugi
        in hidugi); ``None``: no first half (badugi)."""
        return _DEALT[self].high

    @property
    def lows(self) -> tuple[HandKind, ...]:
        """How the second half's hands may rank: the low systems, badugi only in badugi, the one kind of a split
        game with two kinds of hand (badugi in razzdugi, the highest spade in Chicago), none in short deck and
        hidugi."""
        return _DEALT[self].lows

    @property
    def second_from_hole(self) -> bool:
        """Whether the second half's hand is the hole cards alone, as a draw hand (the drawmaha games), where
        the first is made as the game makes it (Omaha's two hole and three board cards)."""
        return _DEALT[self].second_from_hole

    @property
    def hole_cards(self) -> tuple[int, int]:
        """The fewest and most cards a player may hold."""
        return _DEALT[self].hole_cards

    @property
    def has_board(self) -> bool:
        """Whether the game has community cards (3 to 5 of them)."""
        return self.cards_as in (Game.HOLDEM, Game.OMAHA)

    @property
    def aliases(self) -> tuple[str, ...]:
        """The other names the game is known by (``stud-hi-lo`` for ``stud8``)."""
        return _DEALT[self].aliases


class _Dealt(NamedTuple):
    cards_as: Game
    hole_cards: tuple[int, int]
    aliases: tuple[str, ...] = ()
    high: HandKind | None = HandKind.HIGH
    lows: tuple[HandKind, ...] = LOW_SYSTEMS
    second_from_hole: bool = False


_DEALT = {
    Game.DRAW: _Dealt(Game.DRAW, (5, 5)),
    Game.STUD: _Dealt(Game.STUD, (5, 7)),
    Game.HOLDEM: _Dealt(Game.HOLDEM, (2, 2)),
    Game.OMAHA: _Dealt(Game.OMAHA, (4, 6)),
    Game.RAZZ: _Dealt(Game.STUD, (5, 7)),
    Game.STUD8: _Dealt(Game.STUD, (5, 7), ("stud-hi-lo", "stud/8")),
    Game.OMAHA8: _Dealt(Game.OMAHA, (4, 4), ("omaha-hi-lo", "o8", "omaha/8")),
    Game.BIG_O: _Dealt(Game.OMAHA, (5, 5)),
    Game.DEUCE_TO_SEVEN: _Dealt(Game.DRAW, (5, 5), ("deuce-to-seven", "kansas-city", "2-7-triple-draw")),
    Game.ACE_TO_FIVE: _Dealt(Game.DRAW, (5, 5), ("ace-to-five", "a-5-triple-draw")),
    Game.CALIFORNIA: _Dealt(Game.DRAW, (5, 5), ("california-lowball",)),
    Game.BADUGI: _Dealt(Game.BADUGI, (4, 4), (), None, (HandKind.BADUGI,)),
    Game.SHORT_DECK: _Dealt(Game.HOLDEM, (2, 2), ("6-plus", "six-plus"), HandKind.SHORT_DECK, ()),
    Game.BADEUCY: _Dealt(Game.DRAW, (5, 5), ("baduci",), HandKind.DEUCE_TO_SEVEN, (HandKind.BADUGI_ACE_HIGH,)),
    Game.BADACEY: _Dealt(Game.DRAW, (5, 5), ("badaci",), HandKind.ACE_TO_FIVE, (HandKind.BADUGI,)),
    Game.RAZZDUGI: _Dealt(Game.STUD, (7, 7), (), HandKind.ACE_TO_FIVE, (HandKind.BADUGI,)),
    Game.RAZZDEUCY: _Dealt(Game.STUD, (7, 7), ("razzduci",), HandKind.ACE_TO_FIVE, (HandKind.DEUCE_TO_SEVEN,)),
    Game.ARCHIE: _Dealt(Game.STUD, (7, 7), (), HandKind.HIGH, (HandKind.ACE_TO_FIVE,)),
    Game.CHICAGO: _Dealt(Game.STUD, (7, 7), ("high-chicago",), HandKind.HIGH, (HandKind.HIGH_SPADE,)),
    Game.LOW_CHICAGO: _Dealt(Game.STUD, (7, 7), (), HandKind.HIGH, (HandKind.LOW_SPADE,)),
    Game.DRAWMAHA: _Dealt(Game.OMAHA, (5, 5), (), HandKind.HIGH, (HandKind.HIGH,), True),
    Game.DRAWMAHA_2_7: _Dealt(Game.OMAHA, (5, 5), (), HandKind.HIGH, (HandKind.DEUCE_TO_SEVEN,), True),
    Game.DRAWMAHA_A_5: _Dealt(Game.OMAHA, (5, 5), (), HandKind.HIGH, (HandKind.ACE_TO_FIVE,), True),
    Game.DRAWMAHA_BADUGI: _Dealt(Game.OMAHA, (5, 5), (), HandKind.HIGH, (HandKind.BADUGI,), True),
    Game.HIDUGI: _Dealt(Game.BADUGI, (4, 4), (), HandKind.HIDUGI, ()),
    Game.STUD_HI_LO_REGULAR: _Dealt(Game.STUD, (5, 7)),
    Game.OMAHA_HI_LO_REGULAR: _Dealt(Game.OMAHA, (4, 4)),
    Game.COURCHEVEL_HI_LO: _Dealt(Game.OMAHA, (5, 5), ("courchevel8",)),
}
"""How each game deals: the way its cards make a hand, how many a player holds, its other names, how its first
half's hands rank and how its second half's may, and whether the second is the hole cards alone (docs/rules.md:
"Cards and games", "Named games", "Badugi and short deck", "Split games with two kinds of hand")."""
_NAMED = {name: game for game in Game for name in (game.value, *game.aliases)}
NAMED_GAMES = tuple(game for game in Game if game not in (Game.DRAW, Game.STUD, Game.HOLDEM, Game.OMAHA))
"""The named games: every game but the four ways cards make a hand."""
BOARD_CARDS = (3, 5)


def game_named(value: object) -> Game:
    """The game *value* is or names: a name or alias of the tables of games, in any case.

    >>> game_named("Stud-Hi-Lo"), game_named("O8")
    (<Game.STUD8: 'stud8'>, <Game.OMAHA8: 'omaha8'>)
    >>> game_named("omaha-8")
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: unknown game 'omaha-8': did you mean 'omaha8'? (allowed: draw, stud, holdem, \
omaha, razz, stud8, omaha8, big-o, 2-7, a-5, california, badugi, short-deck, badeucy, badacey, razzdugi, razzdeucy, \
archie, chicago, low-chicago, drawmaha, drawmaha-2-7, drawmaha-a-5, drawmaha-badugi, hidugi, stud-hi-lo-regular, \
omaha-hi-lo-regular, courchevel-hi-lo; also stud-hi-lo, stud/8, omaha-hi-lo, o8, omaha/8, deuce-to-seven, \
kansas-city, 2-7-triple-draw, ace-to-five, a-5-triple-draw, california-lowball, 6-plus, six-plus, baduci, badaci, \
razzduci, high-chicago, courchevel8)
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, str):
        game = _NAMED.get(value.strip().lower()) or _NAMED.get(typed(value).strip().lower())
        if game is not None:
            return game
    aliases = [alias for game in Game for alias in game.aliases]
    raise InvalidShowdown(unknown_word(Said("game"), value, [game.value for game in Game], aliases=aliases))


def infer_game(hands: Sequence[Sequence[Card]], board: Sequence[Card], declared: bool = False) -> Game:
    """The game a showdown is, from the hands still in, the board and whether any of them *declared*.

    No board: ``draw`` when every hand has 5 cards, ``badugi`` when every one has 4 and nobody declared, ``stud``
    when every one has 5 to 7, or some do (the others have the wrong number for stud). With a board: ``holdem``
    when every hand has 2 cards, ``omaha`` when 4 to 6. Any other showdown is an error that says what the cards
    look like and what is missing (a forgotten board is never ruled as another game).

    >>> from potsplit.hands.cards import parse_cards
    >>> infer_game([parse_cards("As Ks"), parse_cards("2c 2d")], parse_cards("3c 4c 5c"))
    <Game.HOLDEM: 'holdem'>
    >>> infer_game([parse_cards("As Ks"), parse_cards("2c 2d")], ())
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: 2 cards each and no board: hold'em needs the board (or give the game)
    """
    sizes = {len(hand) for hand in hands}
    if board and not sizes:
        raise InvalidShowdown(Said("cannot tell the game from the board alone: give game:"))
    if not board:
        fewest, most = Game.STUD.hole_cards
        if not sizes or sizes == set(Game.DRAW.hole_cards):
            return Game.DRAW if sizes else Game.STUD  # no cards known: the cards' checks say what is missing
        if sizes == set(Game.BADUGI.hole_cards) and not declared:
            return Game.BADUGI
        if any(fewest <= size <= most for size in sizes):
            return Game.STUD  # beside a hand of stud's size, another is the wrong number of cards for stud
        raise InvalidShowdown(_untold(sizes, declared))
    if sizes == set(Game.HOLDEM.hole_cards):
        return Game.HOLDEM
    fewest, most = Game.OMAHA.hole_cards
    if sizes and all(fewest <= size <= most for size in sizes):
        return Game.OMAHA
    raise InvalidShowdown(Said(
        "cannot tell the game: with a board every hand must have 2 cards (holdem) or 4 to 6 (omaha), not {sizes}; "
        "give game:", sizes=", ".join(str(size) for size in sorted(sizes)),
    ))


def _untold(sizes: set[int], declared: bool) -> Said:
    """Why hands of *sizes* cards and no board tell no game: what the cards look like, and what is missing."""
    if sizes == {2}:
        return Said("2 cards each and no board: hold'em needs the board (or give the game)")
    if sizes == {4} and declared:
        return Said("4 cards each, declarations and no board: give the board for omaha, or the game (badugi is "
                    "not declared)")
    if len(sizes) == 1:
        [size] = sizes
        return Said.counted(
            "{count} card each and no board: no game is played so; give the board, or the game",
            "{count} cards each and no board: no game is played so; give the board, or the game", size,
        )
    return Said("hands of {sizes} cards and no board: cannot tell the game; give the game (and the board, if "
                "one is played)", sizes=", ".join(str(size) for size in sorted(sizes)))


def check_hole(hole: Sequence[Card], game: Game) -> None:
    """Raise :class:`InvalidShowdown` unless a player's cards fit *game*: their count, and in short deck the deck."""
    fewest, most = game.hole_cards
    if not fewest <= len(hole) <= most:
        if fewest == most:
            raise InvalidShowdown(Said(
                "{game} needs {wanted} cards a player, not {count}", game=game.value, wanted=fewest, count=len(hole)
            ))
        raise InvalidShowdown(Said(
            "{game} needs {fewest} to {most} cards a player, not {count}",
            game=game.value, fewest=fewest, most=most, count=len(hole),
        ))
    if game is Game.SHORT_DECK:
        check_short_deck(hole)


def check_board(board: Sequence[Card], game: Game) -> None:
    """Raise :class:`InvalidShowdown` (at ``board``) unless the board fits *game*: its count, and in short deck the
    deck."""
    fewest, most = BOARD_CARDS
    if game.has_board and not fewest <= len(board) <= most:
        raise InvalidShowdown(Said(
            "{game} needs a board of {fewest} to {most} cards, not {count}",
            game=game.value, fewest=fewest, most=most, count=len(board),
        ), path=("board",))
    if not game.has_board and board:
        raise InvalidShowdown(Said(
            "{game} has no board, but {count} board cards are given", game=game.value, count=len(board)
        ), path=("board",))
    if game is Game.SHORT_DECK:
        try:
            check_short_deck(board)
        except InvalidShowdown as error:
            raise InvalidShowdown(Said("{what}: {message}", what=Said("the board"), message=error.message),
                                  path=("board",)) from None


def hand_value(hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: HandKind) -> HandValue:
    """What the best hand of *hole* (and *board*) is worth in *ranking*.

    The cards are assumed checked by :func:`check_hole` and :func:`check_board`.
    """
    return HandValue.of(_best_codes(hole, board, game, (ranking,))[0], ranking)


def hand_values(
    hole: Sequence[Card], board: Sequence[Card], game: Game, low: HandKind | None
) -> tuple[HandValue | None, HandValue | None]:
    """:func:`hand_value` of the first half, as the game ranks it (high, in most games), and of the second in
    *low* (a low system, in most games), the cards read once; ``None`` where there is no hand that way (badugi
    has no high; *low* ``None``: no second half is played). The second half of a drawmaha game is made of the
    hole cards alone (:func:`half_cards`).
    """
    high = game.high
    if high is None or low is None or game.second_from_hole:
        return (
            None if high is None else hand_value(hole, board, game, high),
            None if low is None else hand_value(*half_cards(hole, board, game, True), low),
        )
    high_code, low_code = _best_codes(hole, board, game, (high, low))
    return HandValue.of(high_code, high), HandValue.of(low_code, low)


def half_cards(
    hole: Sequence[Card], board: Sequence[Card], game: Game, second: bool
) -> tuple[Sequence[Card], Sequence[Card], Game]:
    """The cards one half's hand is made of, and the way it is made of them: the hole cards alone, as a draw
    hand, for the *second* half of a drawmaha game; else *hole* and *board*, as *game* makes a hand.

    >>> from potsplit.hands.cards import parse_cards
    >>> hole, board = parse_cards("As Ks Qd Jd Tc"), parse_cards("2c 3c 4c 9d 9h")
    >>> hand_value(*half_cards(hole, board, Game.DRAWMAHA, True), HandKind.HIGH).name
    'straight, ace high'
    >>> hand_value(*half_cards(hole, board, Game.DRAWMAHA, False), HandKind.HIGH).name
    'pair of nines'
    """
    if second and game.second_from_hole:
        return hole, (), Game.DRAW
    return hole, board, game


def _best_codes(hole: Sequence[Card], board: Sequence[Card], game: Game, rankings: Sequence[HandKind]) -> list[int]:
    """The code of the best hand in each of *rankings*: two hole and three board cards in Omaha."""
    if game.cards_as is Game.OMAHA:
        return best_omaha_codes(rankings, [card.code for card in hole], [card.code for card in board])
    codes = [card.code for card in hole]
    if board:
        codes += [card.code for card in board]
    return [best_code(ranking, codes) for ranking in rankings]
