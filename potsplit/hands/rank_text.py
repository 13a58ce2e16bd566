"""``potsplit rank``: hands given as text, checked, and ranked."""

from __future__ import annotations

from collections.abc import Sequence

from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import find_repeated, parse_cards
from potsplit.hands.games import Game, check_board, check_hole, infer_game
from potsplit.hands.placing import RankedHand, rank_hands
from potsplit.hands.ranking import Ranking


def rank_cards(
    hands: Sequence[str], board: str, game: str | None, low: str, qualifier: int | None
) -> list[RankedHand]:
    """Parse *hands* and *board*, check them for *game* (or infer it), and rank them.

    >>> [h.high.place for h in rank_cards(["As Ks Qs Js Ts", "2c 2d 2h 3s 3c"], "", None, "ace-to-five", None)]
    [1, 2]
    """
    holes = [parse_cards(hand) for hand in hands]
    community = parse_cards(board)
    repeated = find_repeated(card for hole in (*holes, community) for card in hole)
    if repeated is not None:
        raise InvalidShowdown(f"card {repeated} is dealt twice")
    chosen = Game(game.lower()) if game else infer_game(holes, community)
    for number, hole in enumerate(holes, 1):
        try:
            check_hole(hole, chosen)
        except InvalidShowdown as error:
            raise InvalidShowdown(f"hand {number} ({hands[number - 1]}): {error.message}") from None
    check_board(community, chosen)
    return rank_hands(holes, community, chosen, Ranking(low.lower()), qualifier)
