"""Round trip: a hand played and written out as PHH by pokerkit reads back, in potsplit, as the showdown pokerkit
played (hypothesis draws the variant and the deal).

The expected showdown is worked out from pokerkit's own record of the hand, its operations, not from potsplit:
each player's cards are those dealt to him less those he discarded, a player who folded or mucked is out, the
board is the cards dealt to it, and what each player put in is what pokerkit collected from him (antes and bets,
each street's uncalled part handed back). potsplit's showdown must hold the same players still in with the same
cards, the same board, and each player's ante plus bet equal to pokerkit's collection (except, where everyone
but one folded, the player left, whose last bets pokerkit hands back whole: see
``tests/oracles/test_pokerkit_hand_histories.py``). The player left when everyone else folded may have no cards
in the showdown: he takes the pot whatever he holds, and a stud hand may end before his cards are all dealt.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pokerkit import BoardDealing, Folding, HoleCardsShowingOrMucking, HoleDealing, StandingPatOrDiscarding
from support.pokerkit_play import KINDS, Played, play

from potsplit import read_showdowns

pytestmark = pytest.mark.slow


def played_showdown(played: Played) -> tuple[dict[int, Counter[str]], set[int], list[str]]:
    """What pokerkit's operations say of the hand's end: each player's cards (dealt, less discarded), the players
    out of it (folded, or mucked at the showdown), and the board."""
    cards: dict[int, Counter[str]] = {index: Counter() for index in range(len(played.contributions))}
    out: set[int] = set()
    board: list[str] = []
    for operation in played.state.operations:
        if isinstance(operation, HoleDealing):
            cards[operation.player_index].update(repr(card) for card in operation.cards)
        elif isinstance(operation, StandingPatOrDiscarding):
            cards[operation.player_index].subtract(repr(card) for card in operation.cards)
        elif isinstance(operation, BoardDealing):
            board += [repr(card) for card in operation.cards]
        elif isinstance(operation, Folding):
            out.add(operation.player_index)
        elif isinstance(operation, HoleCardsShowingOrMucking) and not operation.hole_cards:
            out.add(operation.player_index)  # mucked: he gives up every pot
    return {index: +held for index, held in cards.items()}, out, board


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=st.sampled_from(sorted(KINDS)), seed=st.integers(0, 2**32 - 1))
def test_a_hand_pokerkit_writes_reads_back_as_the_showdown_it_played(code: str, seed: int) -> None:
    played = play(KINDS[code], random.Random(seed))
    showdowns = list(read_showdowns(played.text, kind="phh"))
    if not any(played.contributions):  # every bet came back: nothing to settle, no showdown
        assert showdowns == []
        return
    (showdown,) = showdowns
    cards, out, board = played_showdown(played)
    assert [card.text for card in showdown.board] == board, played.text
    players = {int(player.name[1:]) - 1: player for player in showdown.players}  # p1, p2... as pokerkit writes
    assert sorted(players) == sorted(cards), played.text
    for index, player in players.items():
        assert player.folded == (index in out), (player, played.text)
        if not player.folded and not (played.folded_out and not player.cards):  # a lone winner's may go unsaid
            assert Counter(card.text for card in player.cards) == cards[index], (player, played.text)
        put_in = (player.ante or 0) + (player.bet or 0)
        if not (played.folded_out and not player.folded):
            assert put_in == played.contributions[index], (player, played.text)
