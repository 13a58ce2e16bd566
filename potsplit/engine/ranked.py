"""Ranking hands without a pot (``potsplit rank``, and :func:`potsplit.rank_hands`).

The hands are checked as a showdown's are (the same card counts, board and
duplicates), each named ``hand 1``, ``hand 2``... in messages, and ranked by the
one path that ranks a showdown's hands (:func:`~potsplit.engine.resolve.ranked`).

>>> [(hand.high.place, hand.low.place) for hand in rank_hands(["As Ks Qs Js Ts", "7c 5d 4s 3c 2c"], qualifier=8)]
[(1, None), (2, 1)]
>>> rank_hands(["As Ks Qs Js Ts", "As 5d 4s 3c 2c"])
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: card As is dealt twice: to hand 1 and hand 2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from potsplit.engine.model import EffectiveShowdown, Player, Showdown, game_told
from potsplit.engine.records import HandResult
from potsplit.engine.resolve import checked_showdown, ranked
from potsplit.engine.rules import Joker, Method, Rules
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import Card, parse_cards
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind
from potsplit.said import Said


def rank_hands(
    hands: Sequence[str | Iterable[str | Card]],
    board: str | Iterable[str | Card] = (),
    game: Game | str | None = None,
    low: HandKind | str | None = None,
    qualifier: int | str | None = None,
    wild: str | Iterable[object] = (),
    jokers: int | str | None = None,
    joker: Joker | str = Joker.BUG,
    natural_beats_wild: bool | str = False,
) -> list[HandResult]:
    """Every hand's best five high and low, and its place among *hands* (a low that does not qualify has none).

    *game* is inferred when left out, as in a showdown; *wild*, *jokers*, *joker* and *natural_beats_wild* are
    a showdown's (docs/rules.md: "Wild cards and jokers"). Bad cards or counts raise
    :class:`~potsplit.errors.InvalidShowdown` naming
    the hand at fault.

    >>> [hand.high.hand.name for hand in rank_hands(["Jk As Ad Ah Ac", "2s 2h Kd Kc Ks"], wild="2", jokers=1)]
    ['five aces', 'five kings']
    """
    settled = _settled(hands, board, (), game, low, qualifier, wild, jokers, joker, natural_beats_wild)
    return list(ranked(settled))


def rank_boards(
    hands: Sequence[str | Iterable[str | Card]],
    boards: Sequence[str | Iterable[str | Card]],
    game: Game | str | None = None,
    low: HandKind | str | None = None,
    qualifier: int | str | None = None,
    wild: str | Iterable[object] = (),
    jokers: int | str | None = None,
    joker: Joker | str = Joker.BUG,
    natural_beats_wild: bool | str = False,
) -> list[list[HandResult]]:
    """:func:`rank_hands` on each of several *boards* (``potsplit rank --board ... --board ...``): for each board,
    every hand ranked and placed on it. The cards are checked as a showdown's with those boards are (a card may
    be on several boards, never in a hand and on a board).

    >>> on = rank_boards(["As Ah", "Ks Kh"], ["2c 7d 9h Jc 3s", "2c 7d 9h Kd 3d"])
    >>> [[hand.high.place for hand in board] for board in on]
    [[1, 2], [2, 1]]
    """
    settled = _settled(hands, (), boards, game, low, qualifier, wild, jokers, joker, natural_beats_wild)
    return [list(ranked(settled, board)) for board in settled.boards]


def _settled(
    hands: Sequence[str | Iterable[str | Card]], board: str | Iterable[str | Card],
    boards: Sequence[str | Iterable[str | Card]], game: Game | str | None, low: HandKind | str | None,
    qualifier: int | str | None, wild: str | Iterable[object], jokers: int | str | None, joker: Joker | str,
    natural_beats_wild: bool | str,
) -> EffectiveShowdown:
    """The hands as a showdown's (each named ``hand 1``, ``hand 2``...), checked, its defaults filled in."""
    if isinstance(hands, str) or not isinstance(hands, Sequence) or not hands:
        raise InvalidShowdown(f"rank_hands takes a list of hands, not {quoted(hands)}")
    players = []
    for number, cards in enumerate(hands, 1):
        name = Said("hand {number}", number=number)
        if not isinstance(cards, str | Iterable):
            message = Said("cards must be text or a list of cards, not {value}", value=quoted(cards))
            raise InvalidShowdown(Said("{name}: {message}", name=name, message=message))
        try:
            players.append(Player(name, parse_cards(cards)))  # type: ignore[arg-type]  # a Card is read as itself
        except InvalidShowdown as error:
            raise InvalidShowdown(Said("{name}: {message}", name=name, message=error.message)) from None
    rules = Rules(low=low, qualifier=qualifier, joker=joker, natural_beats_wild=natural_beats_wild)
    showdown = Showdown(tuple(players), board, game, rules=rules, wild=wild, jokers=jokers,  # type: ignore[arg-type]
                        boards=boards)
    # ranked as the hands of a split pot, in which every game's hands are ranked, each half's qualifying as it does
    # there (Archie's high with a pair of nines); a game with one half (badugi, short deck, hidugi) as that half's
    told = game_told(showdown)
    if told is not None and told.high is None:
        method = Method.LOW
    elif told is None or not told.lows:
        method = Method.HIGH
    else:
        method = Method.CARDS_SPEAK
    showdown = replace(showdown, rules=replace(showdown.rules, method=method))
    try:
        return checked_showdown(showdown)
    except InvalidShowdown as error:
        raise InvalidShowdown(error.message) from None
