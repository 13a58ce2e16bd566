"""Differential test: the order of turns, against pokerkit 0.7.7, on hands with random actions put in, legal or
not (spec section 8), as :mod:`support.pokerkit_turns` plays and judges them: 120 hands a variant from fixed
seeds here, and hypothesis's hands in ``test_pokerkit_illegal_actions.py``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.pokerkit_play import KINDS
from support.pokerkit_turns import judged, legal, wild

pytestmark = pytest.mark.slow

HANDS = 120
"""Hands per variant."""


@pytest.mark.parametrize("code", list(KINDS))
def test_potsplit_refuses_the_actions_pokerkit_refuses_and_pays_the_rest_alike(code: str) -> None:
    kind, rng = KINDS[code], random.Random(f"turns/{code}")
    tally: Counter[str] = Counter()
    for _ in range(HANDS):
        verdict, _, refusal = judged(code, kind, rng, legal if rng.random() < 0.5 else wild).partition("; ")
        tally[verdict] += 1
        if refusal:
            tally[refusal] += 1
    assert tally["refused alike"] >= HANDS // 4 and tally["taken alike"] >= HANDS // 4, tally
    assert tally["refused: out of turn"] and tally["refused: after the last round"] + tally["refused: after the hand"]


def test_the_hands_showing_open_as_pokerkit_opens_them() -> None:
    """Stud's later rounds open with the best hand showing (razz: the lowest): potsplit's order of up cards,
    one to four of them, is pokerkit's opening lookups' (``_HighHandOpeningLookup``, ``_LowHandOpeningLookup``),
    equal hands equal."""
    from pokerkit.state import _HighHandOpeningLookup, _LowHandOpeningLookup  # the lookups pokerkit opens by

    from potsplit.hands.cards import parse_cards
    from potsplit.read.phh.turns import showing

    rng = random.Random("showing")
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]
    lookups = {False: _HighHandOpeningLookup(), True: _LowHandOpeningLookup()}
    for _ in range(3000):
        size, ace_low = rng.randint(1, 4), rng.random() < 0.5
        cards = rng.sample(deck, 2 * size)
        first, second = "".join(cards[:size]), "".join(cards[size:])
        ours = [showing(parse_cards(" ".join(hand[i:i + 2] for i in range(0, len(hand), 2))), ace_low)
                for hand in (first, second)]
        theirs = [lookups[ace_low].get_entry(hand).index for hand in (first, second)]
        assert (ours[0] > ours[1]) - (ours[0] < ours[1]) == (theirs[0] > theirs[1]) - (theirs[0] < theirs[1]), (
            first, second, ace_low)
