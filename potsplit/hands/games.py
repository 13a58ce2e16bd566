"""The games: how many cards a player holds, and which five make his hand.

| game   | cards per player | board  | a player's hand                            |
|--------|------------------|--------|--------------------------------------------|
| draw   | exactly 5        | none   | the five cards                             |
| stud   | 5 to 7           | none   | best five of them                          |
| holdem | 2                | 3 to 5 | best five of hole + board                  |
| omaha  | 4 to 6           | 3 to 5 | exactly two hole cards + three board cards |

High and low are chosen separately.

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

from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import DECK, Card
from potsplit.hands.evaluate import best_code, best_omaha_codes, evaluator
from potsplit.hands.ranking import Category, HandValue, Ranking


class Game(enum.Enum):
    """A poker game, as far as it decides which cards make a hand."""

    DRAW = "draw"
    STUD = "stud"
    HOLDEM = "holdem"
    OMAHA = "omaha"

    @property
    def hole_cards(self) -> tuple[int, int]:
        """The fewest and most cards a player may hold."""
        return _HOLE_CARDS[self]

    @property
    def has_board(self) -> bool:
        """Whether the game has community cards (3 to 5 of them)."""
        return self in (Game.HOLDEM, Game.OMAHA)


_HOLE_CARDS = {Game.DRAW: (5, 5), Game.STUD: (5, 7), Game.HOLDEM: (2, 2), Game.OMAHA: (4, 6)}
BOARD_CARDS = (3, 5)


def infer_game(hands: Sequence[Sequence[Card]], board: Sequence[Card]) -> Game:
    """The game a showdown is, from the hands still in and the board.

    No board: ``draw`` when every hand has 5 cards, else ``stud``. With a
    board: ``holdem`` when every hand has 2 cards, ``omaha`` when 4 to 6.

    >>> from potsplit.hands.cards import parse_cards
    >>> infer_game([parse_cards("As Ks"), parse_cards("2c 2d")], parse_cards("3c 4c 5c"))
    <Game.HOLDEM: 'holdem'>
    """
    sizes = {len(hand) for hand in hands}
    if board and not sizes:
        raise InvalidShowdown("cannot tell the game from the board alone: give game:")
    if not board:
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
    """Raise :class:`InvalidShowdown` unless a player's card count fits *game*."""
    fewest, most = game.hole_cards
    if not fewest <= len(hole) <= most:
        wanted = str(fewest) if fewest == most else f"{fewest} to {most}"
        raise InvalidShowdown(f"{game.value} needs {wanted} cards a player, not {len(hole)}")


def check_board(board: Sequence[Card], game: Game) -> None:
    """Raise :class:`InvalidShowdown` (at ``board``) unless the board's card count fits *game*."""
    fewest, most = BOARD_CARDS
    if game.has_board and not fewest <= len(board) <= most:
        raise InvalidShowdown(
            f"{game.value} needs a board of {fewest} to {most} cards, not {len(board)}", path=("board",)
        )
    if not game.has_board and board:
        raise InvalidShowdown(f"{game.value} has no board, but {len(board)} board cards are given", path=("board",))


def hand_value(hole: Sequence[Card], board: Sequence[Card], game: Game, ranking: Ranking) -> HandValue:
    """What the best hand of *hole* (and *board*) is worth in *ranking*.

    The cards are assumed checked by :func:`check_hole` and :func:`check_board`.
    """
    return HandValue.of(_best_codes(hole, board, game, (ranking,))[0], ranking)


def hand_values(hole: Sequence[Card], board: Sequence[Card], game: Game, low: Ranking) -> tuple[HandValue, HandValue]:
    """:func:`hand_value` high and in the *low* system, the cards read once."""
    high_code, low_code = _best_codes(hole, board, game, (Ranking.HIGH, low))
    return HandValue.of(high_code, Ranking.HIGH), HandValue.of(low_code, low)


def _best_codes(hole: Sequence[Card], board: Sequence[Card], game: Game, rankings: Sequence[Ranking]) -> list[int]:
    """The code of the best hand in each of *rankings*: two hole and three board cards in Omaha."""
    if game is Game.OMAHA:
        return best_omaha_codes(rankings, [card.code for card in hole], [card.code for card in board])
    codes = [card.code for card in hole]
    if board:
        codes += [card.code for card in board]
    return [best_code(ranking, codes) for ranking in rankings]


class Hand(NamedTuple):
    """A player's best five cards in one ranking, in reading order, and their value."""

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
    """The best hand of *hole* (and *board*) in *ranking*, with its five cards.

    Slower than :func:`hand_value`; for showing a hand (pass its *value* when
    it is known). Of several fives of the same value, the first is shown in
    the order of :func:`_fives` with the cards taken highest first (by rank,
    then suit); in Omaha, that is the highest pair of hole cards that can
    make the value.
    """
    if value is None:
        value = hand_value(hole, board, game, ranking)
    if game is not Game.OMAHA and ranking in (Ranking.HIGH, Ranking.ACE_TO_FIVE):
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
