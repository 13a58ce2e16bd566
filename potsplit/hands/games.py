"""The games: how many cards a player holds, and which five make his hand.

| game   | cards per player | board  | a player's hand                            |
|--------|------------------|--------|--------------------------------------------|
| draw   | exactly 5        | none   | the five cards                             |
| stud   | 5 to 7           | none   | best five of them                          |
| holdem | 2                | 3 to 5 | best five of hole + board                  |
| omaha  | 4 to 6           | 3 to 5 | exactly two hole cards + three board cards |

High and low are chosen separately. The high ranking may be short deck's
(hold'em from a 36-card deck: :mod:`potsplit.hands.short_deck`); a badugi hand
is one to four cards (:func:`best_badugi`).

>>> from potsplit.hands.cards import format_cards, parse_cards
>>> hole, board = parse_cards("As Ks Qs Js"), parse_cards("2c 3c 4c 9d Td")
>>> hand = best_hand(hole, board, Game.OMAHA, Ranking.HIGH)
>>> hand.name, format_cards(hand.cards)
('ace-king high', 'As Ks Td 9d 4c')
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from potsplit.errors import InvalidShowdown, unknown_word
from potsplit.hands.badugi import badugi_set
from potsplit.hands.cards import DECK, Card, typed
from potsplit.hands.evaluate import best_code, best_omaha_codes, evaluator
from potsplit.hands.ranking import LOW_SYSTEMS, Category, HandValue, Ranking, badugi_code
from potsplit.hands.short_deck import check_short_deck


class Game(enum.Enum):
    """A poker game: one of the four ways cards make a hand (section 2), or a named game (sections 2a, 2c).

    A named game deals its cards as one of the four (``razz`` is dealt as stud; badugi is its own way, four
    cards and no board) and sets defaults for some rules (see :data:`potsplit.engine.games.GAME_RULES`); its
    value is its name as the spec's table writes it.
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

    @property
    def cards_as(self) -> Game:
        """The way (draw, stud, holdem, omaha; badugi) this game's cards make a hand."""
        return _DEALT[self].cards_as

    @property
    def high(self) -> Ranking | None:
        """How high hands rank (short deck's own ranking in short deck); ``None``: no high hand (badugi)."""
        return _DEALT[self].high

    @property
    def lows(self) -> tuple[Ranking, ...]:
        """The low systems the game may be played with: badugi only in badugi, none in short deck."""
        return _DEALT[self].lows

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
    high: Ranking | None = Ranking.HIGH
    lows: tuple[Ranking, ...] = LOW_SYSTEMS


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
    Game.BADUGI: _Dealt(Game.BADUGI, (4, 4), (), None, (Ranking.BADUGI,)),
    Game.SHORT_DECK: _Dealt(Game.HOLDEM, (2, 2), ("6-plus", "six-plus"), Ranking.SHORT_DECK, ()),
}
"""How each game deals: the way its cards make a hand, how many a player holds, its other names, how its high
hands rank and the low systems it may play (spec 2, 2a, 2c)."""
_NAMED = {name: game for game in Game for name in (game.value, *game.aliases)}
NAMED_GAMES = tuple(game for game in Game if game not in (Game.DRAW, Game.STUD, Game.HOLDEM, Game.OMAHA))
"""The named games (sections 2a, 2c): every game but the four ways of section 2."""
BOARD_CARDS = (3, 5)


def game_named(value: object) -> Game:
    """The game *value* is or names: a name or alias of the spec's tables, in any case.

    >>> game_named("Stud-Hi-Lo"), game_named("O8")
    (<Game.STUD8: 'stud8'>, <Game.OMAHA8: 'omaha8'>)
    >>> game_named("omaha-8")
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: unknown game 'omaha-8': did you mean 'omaha8'? (allowed: draw, stud, holdem, \
omaha, razz, stud8, omaha8, big-o, 2-7, a-5, california, badugi, short-deck; also stud-hi-lo, stud/8, omaha-hi-lo, \
o8, omaha/8, deuce-to-seven, kansas-city, 2-7-triple-draw, ace-to-five, a-5-triple-draw, california-lowball, \
6-plus, six-plus)
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, str):
        game = _NAMED.get(value.strip().lower()) or _NAMED.get(typed(value).strip().lower())
        if game is not None:
            return game
    aliases = [alias for game in Game for alias in game.aliases]
    raise InvalidShowdown(unknown_word("game", value, [game.value for game in Game], aliases=aliases))


def infer_game(hands: Sequence[Sequence[Card]], board: Sequence[Card]) -> Game:
    """The game a showdown is, from the hands still in and the board.

    No board: ``draw`` when every hand has 5 cards, ``badugi`` when every one
    has 4, else ``stud``. With a board: ``holdem`` when every hand has 2
    cards, ``omaha`` when 4 to 6.

    >>> from potsplit.hands.cards import parse_cards
    >>> infer_game([parse_cards("As Ks"), parse_cards("2c 2d")], parse_cards("3c 4c 5c"))
    <Game.HOLDEM: 'holdem'>
    """
    sizes = {len(hand) for hand in hands}
    if board and not sizes:
        raise InvalidShowdown("cannot tell the game from the board alone: give game:")
    if not board:
        if sizes == set(Game.BADUGI.hole_cards):
            return Game.BADUGI
        return Game.DRAW if sizes == set(Game.DRAW.hole_cards) else Game.STUD
    if sizes == set(Game.HOLDEM.hole_cards):
        return Game.HOLDEM
    fewest, most = Game.OMAHA.hole_cards
    if sizes and all(fewest <= size <= most for size in sizes):
        return Game.OMAHA
    raise InvalidShowdown(
        "cannot tell the game: with a board every hand must have 2 cards (holdem) "
        f"or 4 to 6 (omaha), not {', '.join(str(size) for size in sorted(sizes))}; give game:"
    )


def check_hole(hole: Sequence[Card], game: Game) -> None:
    """Raise :class:`InvalidShowdown` unless a player's cards fit *game*: their count, and in short deck the deck."""
    fewest, most = game.hole_cards
    if not fewest <= len(hole) <= most:
        wanted = str(fewest) if fewest == most else f"{fewest} to {most}"
        raise InvalidShowdown(f"{game.value} needs {wanted} cards a player, not {len(hole)}")
    if game is Game.SHORT_DECK:
        check_short_deck(hole)


def check_board(board: Sequence[Card], game: Game) -> None:
    """Raise :class:`InvalidShowdown` (at ``board``) unless the board fits *game*: its count, and in short deck the
    deck."""
    fewest, most = BOARD_CARDS
    if game.has_board and not fewest <= len(board) <= most:
        raise InvalidShowdown(
            f"{game.value} needs a board of {fewest} to {most} cards, not {len(board)}", path=("board",)
        )
    if not game.has_board and board:
        raise InvalidShowdown(f"{game.value} has no board, but {len(board)} board cards are given", path=("board",))
    if game is Game.SHORT_DECK:
        try:
            check_short_deck(board)
        except InvalidShowdown as error:
            raise InvalidShowdown(f"the board: {error.message}", path=("board",)) from None


def hand_value(hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: Ranking) -> HandValue:
    """What the best hand of *hole* (and *board*) is worth in *ranking*.

    The cards are assumed checked by :func:`check_hole` and :func:`check_board`.
    """
    return HandValue.of(_best_codes(hole, board, game, (ranking,))[0], ranking)


def hand_values(
    hole: Sequence[Card], board: Sequence[Card], game: Game, low: Ranking | None
) -> tuple[HandValue | None, HandValue | None]:
    """:func:`hand_value` high, as the game ranks high hands, and in the *low* system, the cards read once;
    ``None`` where there is no hand that way (badugi has no high; *low* ``None``: no low is played).
    """
    high = game.high
    if high is None or low is None:
        return (
            None if high is None else hand_value(hole, board, game, high),
            None if low is None else hand_value(hole, board, game, low),
        )
    high_code, low_code = _best_codes(hole, board, game, (high, low))
    return HandValue.of(high_code, high), HandValue.of(low_code, low)


def _best_codes(hole: Sequence[Card], board: Sequence[Card], game: Game, rankings: Sequence[Ranking]) -> list[int]:
    """The code of the best hand in each of *rankings*: two hole and three board cards in Omaha."""
    if game.cards_as is Game.OMAHA:
        return best_omaha_codes(rankings, [card.code for card in hole], [card.code for card in board])
    codes = [card.code for card in hole]
    if board:
        codes += [card.code for card in board]
    return [best_code(ranking, codes) for ranking in rankings]


class Hand(NamedTuple):
    """A player's best five cards in one ranking (a badugi's one to four), in reading order, and their value."""

    value: HandValue
    cards: tuple[Card, ...]

    @property
    def name(self) -> str:
        """The hand as a player says it."""
        return self.value.name


def _fives(hole: Sequence[int], board: Sequence[int], game: Game) -> Iterator[tuple[int, ...]]:
    """Every five card codes that may make a hand in *game*: two hole and three board cards in Omaha."""
    if game is Game.OMAHA:
        for pair in itertools.combinations(hole, 2):
            for triple in itertools.combinations(board, 3):
                yield pair + triple
    else:
        yield from itertools.combinations((*hole, *board), 5)


def best_hand(
    hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: Ranking, value: HandValue | None = None
) -> Hand:
    """The best hand of *hole* (and *board*) in *ranking*, with its five cards (badugi: :func:`best_badugi`).

    Slower than :func:`hand_value`; for showing a hand (pass its *value* when
    it is known). Of several fives of the same value, the first is shown in
    the order of :func:`_fives` with the cards taken highest first (by rank,
    then suit); in Omaha, that is the highest pair of hole cards that can
    make the value.

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hand = best_hand(parse_cards("Ah Kd"), parse_cards("9h 8s 7c 6d 6h"), Game.HOLDEM, Ranking.SHORT_DECK)
    >>> hand.name, format_cards(hand.cards)
    ('straight, nine high', '9h 8s 7c 6h Ah')
    """
    if ranking is Ranking.BADUGI:
        return best_badugi((*hole, *board), value)
    if value is None:
        value = hand_value(hole, board, game, ranking)
    game = game.cards_as
    if game is not Game.OMAHA and ranking in (Ranking.HIGH, Ranking.SHORT_DECK, Ranking.ACE_TO_FIVE):
        return Hand(value, _pick((*hole, *board), value))
    if game is Game.OMAHA:
        hole, board = sorted(hole, reverse=True), sorted(board, reverse=True)  # higher cards tried first
    else:
        hole, board = sorted((*hole, *board), reverse=True), ()
    five = _first_of_ranks(hole, board, game, value)
    evaluate, target = evaluator(ranking), value.code
    if five is None or evaluate([card.code for card in five]) != target:  # a low that the suits made a flush
        hole_codes, board_codes = [card.code for card in hole], [card.code for card in board]
        codes = next(five for five in _fives(hole_codes, board_codes, game) if evaluate(five) == target)
        five = [DECK[code] for code in codes]
    return Hand(value, _reading_order(five, value))


def best_badugi(cards: Sequence[Card], value: HandValue | None = None) -> Hand:
    """A player's badugi: the cards of his best set (one to four), highest first with the ace lowest, and its value.

    Of several sets of the same value, the one with the higher cards by suit
    is shown (see :func:`potsplit.hands.badugi.badugi_set`).

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hand = best_badugi(parse_cards("As 2s 3h 4d"))
    >>> hand.name, format_cards(hand.cards), hand.value.size
    ('three-card hand, four high', '4d 3h As', 3)
    """
    shown = badugi_set(cards)
    if value is None:
        value = HandValue.of(badugi_code([card.rank for card in shown]), Ranking.BADUGI)
    return Hand(value, shown)


def cards_of_best_fives(
    hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: Ranking, value: HandValue | None = None
) -> frozenset[Card]:
    """Every card of *hole* and *board* that is in some five making the best hand in *ranking* (in badugi, in
    some set of one to four cards making it).

    When several fives make the same hand, a card in any of them counts (the odd chip by the cards of the
    hand a player wins with looks at them). Slower than :func:`hand_value`: every five is valued (pass the
    *value* when it is known).

    >>> from potsplit.hands.cards import format_cards, parse_cards
    >>> hole, board = parse_cards("Kh 2c"), parse_cards("Ah Ad Kd 9s 3c")
    >>> format_cards(sorted(cards_of_best_fives(hole, board, Game.HOLDEM, Ranking.HIGH), reverse=True))
    'Ah Ad Kh Kd 9s'
    >>> hole = parse_cards("Ks Qs Js Ts 9s 9h 9d")  # the king-high straight flush, or the nine-high flush...
    >>> format_cards(sorted(cards_of_best_fives(hole, (), Game.STUD, Ranking.HIGH), reverse=True))
    'Ks Qs Js Ts 9s'
    >>> hole = parse_cards("Ah Ad 2c 3d 4h 5s 8c")  # the wheel, with either ace
    >>> format_cards(sorted(cards_of_best_fives(hole, (), Game.STUD, Ranking.ACE_TO_FIVE), reverse=True))
    'Ah Ad 5s 4h 3d 2c'
    >>> format_cards(sorted(cards_of_best_fives(parse_cards("2c 2d 5h 7s"), (), Game.DRAW, Ranking.BADUGI)))
    '2c 2d 5h 7s'
    """
    if ranking is Ranking.BADUGI:
        return _cards_of_best_badugis((*hole, *board), value)
    if value is None:
        value = hand_value(hole, board, game, ranking)
    evaluate, target = evaluator(ranking), value.code
    found = 0
    for five in _fives([card.code for card in hole], [card.code for card in board], game.cards_as):
        if evaluate(five) == target:
            for code in five:
                found |= 1 << code
    return frozenset(card for card in (*hole, *board) if found >> card.code & 1)


def _cards_of_best_badugis(cards: Sequence[Card], value: HandValue | None) -> frozenset[Card]:
    """Every card in some badugi set (all ranks and suits different) of *cards* that makes the best badugi."""
    target = (value or best_badugi(cards).value).code
    found: set[Card] = set()
    for size in range(min(4, len(cards)), 0, -1):
        for chosen in itertools.combinations(cards, size):
            ranks = {card.rank for card in chosen}
            if len(ranks) == size == len({card.suit for card in chosen}) and badugi_code(ranks) == target:
                found.update(chosen)
    return frozenset(found)


def _first_of_ranks(hole: Sequence[Card], board: Sequence[Card], game: Game, value: HandValue) -> list[Card] | None:
    """The first five cards, in the order :func:`_fives` tries them, with the ranks of *value*.

    In Omaha, two of *hole* and three of *board* (all of one suit for a flush); in the other games, the
    first of all the cards. Their value is still to be checked: in a low that counts flushes, the cards
    of these ranks may happen to make one.
    """
    ranks = [14 if rank == 1 else rank for rank in value.ranks]
    if game is not Game.OMAHA:
        five = _of_ranks([*hole, *board], ranks, None)
        return five if len(five) == 5 else None
    suited = value.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
    for first, second in itertools.combinations(hole, 2):
        if suited and first.suit != second.suit:
            continue
        rest = list(ranks)
        if first.rank not in rest:
            continue
        rest.remove(first.rank)
        if second.rank not in rest:
            continue
        rest.remove(second.rank)
        triple = _of_ranks(board, rest, first.suit if suited else None)
        if len(triple) == 3:
            return [first, second, *triple]
    return None


def _of_ranks(cards: Sequence[Card], ranks: list[int], suit: int | None) -> list[Card]:
    """The first of *cards*, in order, with the ranks in *ranks*, each rank used as often as it is listed."""
    wanted = list(ranks)
    picked = []
    for card in cards:
        if card.rank in wanted and (suit is None or card.suit == suit):
            wanted.remove(card.rank)
            picked.append(card)
    return picked


def _pick(cards: Sequence[Card], value: HandValue) -> tuple[Card, ...]:
    """The five of *cards* that make *value*, in reading order, found by rank.

    Any cards of the value's ranks make it, except that a flush must come from
    its suit: in high, a non-flush value is never made all of one suit (that
    would be a better flush), and ace-to-five ignores suits.
    """
    if value.category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        suits = [card.suit for card in cards]
        suit = max(set(suits), key=suits.count)
        cards = [card for card in cards if card.suit == suit]
    return _reading_order(cards, value)


def _reading_order(cards: Sequence[Card], value: HandValue) -> tuple[Card, ...]:
    """Five of *cards* in the order of the value's ranks (the pair first, 5-4-3-2-A), higher suits first."""
    ordered = sorted(cards, reverse=True)  # cards compare by rank, then suit
    ranks: list[int] = [card.rank for card in ordered]
    shown = []
    for rank in value.ranks:
        index = ranks.index(14 if rank == 1 else rank)
        ranks[index] = 0  # taken
        shown.append(ordered[index])
    return tuple(shown)
