"""A differential property test of PHH replay against pokerkit 0.7.7 (spec section 8: what no game allows is an
error naming the action, as pokerkit refuses it): hypothesis draws the variant and every random choice of a hand
played in pokerkit with random actions put in (most likely illegal ones: out of turn, a raise by a player who
may not raise, after the last round or the hand, by a player who folded...; or legal ones that make unusual
hands), and shrinks a difference to a short hand. potsplit refuses exactly the hands pokerkit refuses for an
illegal action, naming that action, and agrees with pokerkit's finishing stacks on the rest, but where README
says pokerkit departs from the rules (:mod:`support.pokerkit_turns` judges each hand; the fixed seeds of
``test_pokerkit_turns.py`` play 120 hands a variant).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.pokerkit_play import KINDS
from support.pokerkit_turns import judged, legal, wild


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(code=st.sampled_from(sorted(KINDS)), rng=st.randoms(use_true_random=False), illegal=st.booleans())
def test_potsplit_refuses_exactly_the_actions_pokerkit_refuses(code: str, rng: random.Random, illegal: bool) -> None:
    verdict = judged(code, KINDS[code], rng, wild if illegal else legal)
    assert verdict.startswith(("refused alike", "taken alike", "left out: ")), verdict


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(code=st.sampled_from(sorted(KINDS)), seed=st.integers(0, 2**32))
def test_an_illegal_action_at_any_point_is_refused_as_pokerkit_refuses_it(code: str, seed: int) -> None:
    """Hands where the meddling is frequent: an illegal action is tried at nearly every step, so that most hands
    end at one (a refusal potsplit must name), at every street."""
    rng = random.Random(seed)

    def often(state: object, chooser: random.Random) -> str | None:
        for _ in range(20):  # wild tries one now and then: asked often, it tries one at most steps
            action = wild(state, chooser)  # type: ignore[arg-type]
            if action is not None:
                return action
        return None

    verdict = judged(code, KINDS[code], rng, often if rng.random() < 0.5 else wild)
    assert verdict.startswith(("refused alike", "taken alike", "left out: ")), verdict
