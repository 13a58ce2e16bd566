"""Every kind of step said in Russian and in Kazakh (spec section 9): each sentence built from the step's parts
(players, hands, directions, shares, rules) in the language's own order, its names put in the case the sentence
needs by the word for player, its verbs agreeing with one player or several.

The sentences are in ``tests/golden/steps_in_languages.yaml``, read and checked by hand; the showdowns that make
them are here, one for each way a pot is decided: a swing that succeeds or fails (under split and lose), a share
passed on (next-best both ways, defeater), clear-half, nobody able to take the pot (cards speak, carry over,
nobody in), no qualifying low, an odd chip (by seat; by suit, two chips left over) and an uncontested side pot.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from potsplit.engine.model import Player, Showdown
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import Rules
from potsplit.language import language_named

GOLDEN = yaml.safe_load((Path(__file__).parents[1] / "golden" / "steps_in_languages.yaml").read_text(encoding="utf-8"))
BOB_SWINGS = (Player("Alice", "Ks Kd Kc 9d 9c", "low"), Player("Bob", "6h 5h 4h 3h 2h", "swing"),
              Player("Carol", "6c 5c 4d 3d 2s", "low"))
BOTH_SWING = (Player("Al", "As Ks Qs Js 9s", "swing"), Player("Bo", "7c 5d 4s 3c 2c", "swing"))
SHOWDOWNS = {
    "split": Showdown(BOB_SWINGS),
    "lose": Showdown(BOB_SWINGS, rules=Rules(swing_ties="lose")),
    "defeater": Showdown((Player("Bob", "8h 7d 6c 5s 4h", "swing"), Player("Carol", "5c 4d 3h 2s Ac", "low"),
                          Player("Dan", "Kc Kd 9h 8s 2d", "high")), rules=Rules(forfeit="defeater")),
    "clear-half": Showdown(BOB_SWINGS[1:], rules=Rules(swing_ties="clear-half")),
    "carry-over": Showdown(BOTH_SWING, rules=Rules(no_winner="carry-over")),
    "nobody-in": Showdown((Player("Al", "As Kd Qs Js 9s", "low"), Player("Bo", "Ac Kc Qd Jd 9c", "low")),
                          rules=Rules(qualifier=8)),
    "no-low": Showdown((Player("Al", "As Ks Qs Js 9s"), Player("Bo", "Kc Kd 9d 8c 8d")),
                       rules=Rules(method="cards-speak", qualifier=8)),
    "odd-chip": Showdown((Player("Al", "As Kd Qs Js 9s", bet="5"), Player("Bo", "Ac Kc Qd Jd 9c", bet="5"),
                          Player("Cy", "2c 3c 4d 8h 9h", bet="7")), rules=Rules(method="high"), chip="1"),
    "odd-chip-suit": Showdown((Player("Al", "As Kd Qs Js 9s", bet="5"), Player("Bo", "Ac Kc Qd Jd 9h", bet="5"),
                               Player("Cy", "Ad Kh Qc Jc 9d", bet="5"), Player("Di", "2c 3c 4d 8h 7h", bet="5")),
                              rules=Rules(method="high", odd_chip="suit"), chip="1"),
}
RESOLVED: dict[str, Resolution] = {name: resolve(showdown) for name, showdown in SHOWDOWNS.items()}
EVENTS = {"declared", "swing-succeeds", "swing-fails", "wins", "passed", "clear-half", "no-winner", "carried-over",
          "uncontested", "odd-chip", "no-low"}


@pytest.mark.parametrize("code", ["ru", "kk"])
@pytest.mark.parametrize("row", GOLDEN, ids=[f"{row['showdown']}-{row['pot']}-{row['step']}" for row in GOLDEN])
def test_every_step_is_said_in_the_language(row: dict[str, object], code: str) -> None:
    step = RESOLVED[str(row["showdown"])].pots[int(str(row["pot"]))].steps[int(str(row["step"]))]
    assert step.event == row["event"]
    assert language_named(code).say(step.text) == row[code]


def test_the_sentences_cover_every_step_of_the_showdowns_and_every_kind_of_step() -> None:
    made = {(name, pot, step) for name, resolution in RESOLVED.items() for pot, result in enumerate(resolution.pots)
            for step in range(len(result.steps))}
    assert {(row["showdown"], row["pot"], row["step"]) for row in GOLDEN} == made
    assert {row["event"] for row in GOLDEN} == EVENTS


@pytest.mark.parametrize(("code", "note"), [
    ("ru", "объявления не учитываются: метод — high"), ("kk", "декларациялар ескерілмейді: әдіс — high"),
])
def test_the_note_on_declarations_ignored(code: str, note: str) -> None:
    ignored = resolve(Showdown((Player("Al", "As Kd Qs Js 9s", "high"), Player("Bo", "Ac Kc Qd Jd 9c", "low")),
                               rules=Rules(method="high")))
    assert [language_named(code).say(text) for text in ignored.notes] == [note]
