"""A hand written as PokerStars text by our own writer (tests/support/pokerstars_text.py) reads back to the
showdown it plays: the players still in with their cards, the board, what each put in (each street's uncalled bet
returned), who folded; and its ``collected`` lines, written from the ruling, agree with it under ``check``."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from potsplit import Showdown, resolve
from potsplit.read.pokerstars import streams
from potsplit.run.hand_histories import resolve_pokerstars
from potsplit.run.results import Resolved
from potsplit.show.checking import checked
from tests.support.pokerstars_text import Plan, Seated, play, write

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
GAMES = {"Hold'em No Limit": ("holdem", 2), "Omaha Pot Limit": ("omaha", 4), "Omaha Hi/Lo Pot Limit": ("omaha8", 4),
         "5 Card Omaha Pot Limit": ("omaha", 5)}
CENT = Fraction(1, 100)


@st.composite
def plans(draw: st.DrawFn) -> Plan:
    game = draw(st.sampled_from(sorted(GAMES)))
    holes = GAMES[game][1]
    count = draw(st.integers(2, 6))
    deck = draw(st.permutations(DECK))
    small = draw(st.sampled_from([CENT, 5 * CENT, Fraction(1, 4), Fraction(1)]))
    seats = sorted(draw(st.lists(st.integers(1, 9), min_size=count, max_size=count, unique=True)))
    players = [
        Seated(seat, f"Player {seat}", draw(st.integers(1, 400)) * small, tuple(deck[at * holes:(at + 1) * holes]))
        for at, seat in enumerate(seats)
    ]
    board = tuple(deck[count * holes: count * holes + 5])
    bets = draw(st.lists(st.one_of(st.none(), st.tuples(st.integers(0, 5), st.integers(1, 200).map(
        lambda chips: chips * small))), min_size=4, max_size=4))
    folds = [set(draw(st.lists(st.integers(0, count - 1), max_size=count - 1))) for _ in range(4)]
    antes = draw(st.sampled_from([Fraction(0), Fraction(0), CENT]))
    return Plan(game, (small, 2 * small), players, draw(st.sampled_from(seats)), bets, folds, board, antes=antes)


def _showdown(plan: Plan, bets: list[Fraction], antes: list[Fraction], folded: list[bool]) -> Showdown:
    """The showdown the plan comes to, as the reader makes it (a lone player's cards and the board left out)."""
    lone = sum(not one for one in folded) == 1
    players = [{"name": one.name, "cards": () if folded[at] or lone else one.cards, "bet": bets[at],
                "folded": folded[at], "ante": antes[at] if any(antes) else None}
               for at, one in enumerate(plan.players)]
    button = next(one.name for one in plan.players if one.seat == plan.button)
    return Showdown(players, () if lone else plan.board, GAMES[plan.game][0],  # type: ignore[arg-type]
                    chip=CENT, dealer=button)


def _collected(showdown: Showdown) -> list[tuple[str, Fraction, str]]:
    pots = resolve(showdown).pots
    lines = []
    for number, pot in enumerate(pots):
        where = "pot" if len(pots) == 1 else "main pot" if number == 0 else f"side pot-{number}"
        lines += [(name, amount, where) for name, amount in pot.payouts.items() if amount]
    return lines


@settings(max_examples=80, deadline=None)
@given(plans())
def test_a_written_hand_reads_back_to_its_showdown(plan: Plan) -> None:
    outcome = play(plan)
    if not any(outcome.bets) and not any(outcome.antes):
        return
    expected = _showdown(plan, outcome.bets, outcome.antes, outcome.folded)
    text = write(plan, outcome, _collected(expected))
    read = list(streams.read_showdowns(text, "written.txt"))
    assert len(read) == 1, text
    got = read[0]
    assert got.players == expected.players, text
    assert (got.board, got.game, got.dealer, got.chip) == (expected.board, expected.game, expected.dealer,
                                                           expected.chip)
    [result] = resolve_pokerstars(next(streams.numbered(text, "written.txt")), None)
    assert isinstance(result, Resolved)
    assert checked(result).verdict == "agree", text
