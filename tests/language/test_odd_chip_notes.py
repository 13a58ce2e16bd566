"""Every odd chip is explained by what decided it (spec section 6a), in English, Russian and Kazakh: the seat (the
players served first and the dealer they sit after) or the cards compared (a card of each player served first, of
his own cards), over every odd-chip case of the engine's tests and every shipped example.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest

from potsplit import read_showdowns
from potsplit.engine.model import Showdown
from potsplit.engine.records import Resolution, Step
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import OddChip
from potsplit.hands.cards import format_cards
from potsplit.language import language_named

ROOT = Path(__file__).resolve().parents[2]


def _cases() -> dict[str, Showdown]:
    """The odd-chip cases of the engine's tests (their showdowns, by id), loaded from the file beside them."""
    path = ROOT / "tests" / "engine" / "test_odd_chip_books.py"
    spec = importlib.util.spec_from_file_location("odd_chip_books_cases", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found: dict[str, Showdown] = {}
    for name, players, pot, board, rules, _ in module.CASES:
        given: dict[str, Any] = dict(rules)
        game = given.pop("game", None)
        found[f"case-{name}"] = Showdown(players, board=board, game=game, pot=pot, chip=1, rules=given)
    for name, players, board, rules, _ in module.WORDS:
        found[f"words-{name}"] = Showdown(players, board=board, pot=4 if len(players) == 3 else 3, chip=1,
                                          rules=rules)
    return found


def _examples() -> dict[str, Showdown]:
    found: dict[str, Showdown] = {}
    for path in sorted((ROOT / "potsplit" / "examples").iterdir()):
        if path.suffix in (".yaml", ".phh", ".phhs"):
            for number, showdown in enumerate(read_showdowns(path), 1):
                found[f"{path.stem}-{number}"] = showdown
    return found


SHOWDOWNS = {**_cases(), **_examples()}
RESOLVED: dict[str, Resolution] = {name: resolve(showdown) for name, showdown in SHOWDOWNS.items()}
NOTES = [(name, step) for name, resolution in RESOLVED.items() for pot in resolution.pots
         for step in pot.every_step if step.event == "odd-chip"]
ENGLISH = ("by the", "card", "against", "sits", "clockwise", "dealer")
"""Words of the English note that a translation of it must not keep."""


def test_the_odd_chip_cases_and_the_examples_have_odd_chips_both_ways() -> None:
    rules = {RESOLVED[name].showdown.rules.odd_chip for name, _ in NOTES}
    assert rules == set(OddChip)
    assert len({name for name, _ in NOTES if not name.startswith(("case-", "words-"))}) >= 5  # examples among them


@pytest.mark.parametrize("code", ["en", "ru", "kk"])
@pytest.mark.parametrize(("name", "step"), NOTES, ids=[f"{name}-{number}" for number, (name, _) in enumerate(NOTES)])
def test_the_odd_chip_note_names_what_decided_it(name: str, step: Step, code: str) -> None:
    resolution = RESOLVED[name]
    showdown = resolution.showdown
    text = language_named(code).say(step.text)
    served = step.players
    assert served and all(player in text for player in served)
    if showdown.rules.odd_chip is OddChip.SEAT:
        assert showdown.dealer in text.split("(", 1)[1]  # the seat: who the players served first sit after
    else:
        own = {player.name: player.cards for player in showdown.players}
        english = str(step.text)
        for player in served:
            if f"{player} has none of his own cards" in english or "have none of their own cards" in english:
                continue  # the seats decided among those none of whose cards counted (the note says so)
            codes = format_cards(own[player]).split()
            assert any(f"{player}'s {card}" in english for card in codes), english
            assert any(card in text for card in codes), text
    if code != "en":
        words = re.sub(r"[a-z-]+: [a-z0-9-]+", "", text)  # the rules' labels stay as a file writes them
        assert not any(word in words for word in ENGLISH), text
