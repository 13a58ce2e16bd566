"""Random valid showdowns for property tests (hypothesis): every game, method, rule, bet and chip."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Player, Showdown
from potsplit.engine.rules import (
    GAME_RULES,
    RULES,
    Book,
    Forfeit,
    Method,
    NoWinner,
    OddChip,
    OddChipCards,
    OddChipLow,
    Rules,
    SwingTies,
)
from potsplit.hands.cards import DECK, Card
from potsplit.hands.games import Game
from potsplit.hands.short_deck import SHORT_DECK

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


OTHER_NAMES = ("Xia", "Yuri", "Zoe", "Walt", "Vera", "Ugo")


def rotated(card: Card, turn: int) -> Card:
    """The card of the same rank *turn* suits further on."""
    return DECK[card.code - card.code % 4 + (card.code + turn) % 4]


METHODS = {Game.BADUGI: (Method.LOW,), Game.SHORT_DECK: (Method.HIGH,), Game.HIDUGI: (Method.HIGH,)}
"""The methods a game with one direction only can be played by; every other game takes them all."""
LOWS_WRITTEN = RULES["low"].members
"""The low systems ``rules.low`` may be written as (a split game with two kinds of hand fixes its second half's
kind, which is not one of them)."""


def plays_low(game: Game, method: Method | None) -> bool:
    """Whether a showdown of *game* under *method* (``None``: the default) is a low pot, which takes no qualifier."""
    if method is None and game in GAME_RULES:
        return GAME_RULES[game].method is Method.LOW
    return method is Method.LOW


@st.composite
def showdowns(draw: st.DrawFn, chips: tuple[int | None, ...] = (None, 1, 5), twin_odds: int = 3) -> Showdown:
    """A random valid showdown, its chip (``None``: exact payouts) drawn from *chips*.

    Random deals seldom tie, so in one showdown in *twin_odds* two to four players are "twins": the same
    ranks in other suits (a base hand of distinct ranks, its suits turned round by 1, 2, 3), which tie
    both ways, with or without a board.
    """
    game = draw(st.sampled_from(list(Game)))
    count = draw(st.integers(2, 6))
    fewest, most = game.hole_cards
    held = [draw(st.integers(fewest, most)) for _ in range(count)]
    folded = [draw(st.sampled_from([False, False, True])) for _ in range(count)]
    twins: list[int] = []
    if draw(st.integers(1, twin_odds)) == 1:
        twins = sorted(draw(st.permutations(range(count)))[: draw(st.integers(2, min(4, count)))])
        for index in twins:  # the twins are still in, mostly
            folded[index] = folded[index] and draw(st.booleans())
    if all(folded):
        folded[draw(st.integers(0, count - 1))] = False
    shuffled = list(draw(st.permutations(SHORT_DECK if game is Game.SHORT_DECK else DECK)))
    hands: dict[int, tuple[Card, ...]] = {}
    if twins:
        # the base hand of distinct ranks: any, or the highest ranks (a straight), or the lowest (a wheel)
        strength = draw(st.sampled_from(["any", "high", "low"]))
        if strength != "any":
            shuffled.sort(key=lambda card: (-card.rank if strength == "high" else card.rank % 14))
        base: list[Card] = []
        for card in shuffled:
            if len(base) < held[twins[0]] and all(card.rank != other.rank for other in base):
                base.append(card)
        for turn, index in enumerate(twins):
            held[index] = len(base)
            hands[index] = tuple(rotated(card, turn) for card in base)
        taken = {card for hand in hands.values() for card in hand}
        shuffled = [card for card in shuffled if card not in taken]
    deck = iter(shuffled)
    board = tuple(next(deck) for _ in range(draw(st.integers(3, 5)))) if game.has_board else ()
    unit = draw(st.sampled_from(chips))
    scale = unit or 1
    bets: list[int] | None = None
    if draw(st.booleans()):
        bets = [scale * draw(st.integers(0, 12)) for _ in range(count)]
        if sum(bets) == 0:
            bets[draw(st.integers(0, count - 1))] = scale
    players = []
    for index in range(count):
        if index not in hands:
            number = 0 if folded[index] and draw(st.booleans()) else held[index]  # a folded player's are optional
            hands[index] = tuple(next(deck) for _ in range(number))
        players.append(Player(
            name=NAMES[index],
            cards=hands[index],
            declare=draw(st.sampled_from(list(Declaration))),
            bet=None if bets is None else Fraction(bets[index]),
            folded=folded[index],
        ))
    method = draw(st.sampled_from([None, *METHODS.get(game, Method)]))
    rules = Rules(
        method=method,
        low=draw(st.sampled_from([None, *(low for low in game.lows if low in LOWS_WRITTEN)])),
        qualifier=None if plays_low(game, method) else draw(st.sampled_from([None, "none", 8])),
        swing_ties=draw(st.sampled_from(list(SwingTies))),
        forfeit=draw(st.sampled_from(list(Forfeit))),
        no_winner=draw(st.sampled_from(list(NoWinner))),
        odd_chip=draw(st.sampled_from([None, *OddChip])),
        odd_chip_cards=draw(st.sampled_from([None, *OddChipCards])),
        odd_chip_low=draw(st.sampled_from([None, *OddChipLow])),
        book=draw(st.sampled_from([None, *Book])),
    )
    pot: Fraction | None = None
    if bets is None:
        if unit is None:
            pot = draw(st.sampled_from([None, Fraction(1), Fraction(7, 3), Fraction(100)]))
        else:
            pot = Fraction(scale * draw(st.integers(1, 40)))
    # Left out, the game is told by the cards: a way of dealing (stud8 is read as stud), whose rules must still
    # hold (a badugi low, or hidugi's one method, is not stud's nor badugi's).
    told = game.cards_as
    # Every player declares, and four cards with declarations and no board tell no game (spec section 1): badugi
    # is given.
    inferred = (rules.low is None or rules.low in told.lows) \
        and (method is None or method in METHODS.get(told, Method)) and told is not Game.BADUGI
    return Showdown(
        players=tuple(players),
        board=board,
        game=draw(st.sampled_from([None, game] if inferred else [game])),
        pot=pot,
        chip=None if unit is None else Fraction(unit),
        dealer=draw(st.sampled_from([None, *NAMES[:count]])),
        rules=rules,
    )
