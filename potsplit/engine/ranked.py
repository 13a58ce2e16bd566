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

from potsplit.engine.model import Player, Showdown, game_told
from potsplit.engine.records import HandResult
from potsplit.engine.resolve import ranked, settle
from potsplit.engine.rules import Method, Rules
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import Card
from potsplit.hands.games import Game
from potsplit.hands.ranking import Ranking


def rank_hands(
    hands: Sequence[str | Iterable[str | Card]],
    board: str | Iterable[str | Card] = (),
    game: Game | str | None = None,
    low: Ranking | str | None = None,
    qualifier: int | str | None = None,
) -> list[HandResult]:
    """Every hand's best five high and low, and its place among *hands* (a low that does not qualify has none).

    *game* is inferred when left out, as in a showdown; bad cards or counts raise
    :class:`~potsplit.errors.InvalidShowdown` naming the hand at fault.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence) or not hands:
        raise InvalidShowdown(f"rank_hands takes a list of hands, not {quoted(hands)}")
    players = []
    for number, cards in enumerate(hands, 1):
        try:
            players.append(Player(f"hand {number}", cards))  # type: ignore[arg-type]  # cards are checked
        except InvalidShowdown as error:
            raise InvalidShowdown(f"hand {number}: {error.message.removeprefix('Player.cards: ')}") from None
    showdown = Showdown(tuple(players), board, game, rules=Rules(low=low, qualifier=qualifier))  # type: ignore[arg-type]
    # ranked as the hands of a high pot, in which every game's hands (its lows too) are ranked; but badugi has no
    # high hand, so its hands are ranked as a low pot's
    method = Method.LOW if game_told(showdown) is Game.BADUGI else Method.HIGH
    showdown = replace(showdown, rules=replace(showdown.rules, method=method))
    try:
        return list(ranked(settle(showdown)))
    except InvalidShowdown as error:
        raise InvalidShowdown(error.message) from None
