"""What people read of wild cards: a hand's five as dealt with what each wild card plays as, and what is wild in
a showdown, for a table's title (docs/rules.md: "Wild cards and jokers").
"""

from __future__ import annotations

from potsplit.engine.model import EffectiveShowdown
from potsplit.engine.rules import RULES
from potsplit.hands.cards import format_cards, text_of
from potsplit.hands.showing import Hand


def five_text(hand: Hand, symbols: bool = False) -> str:
    """A hand's five cards as dealt, with what each wild card plays as (``2h=T``, ``2h=Ks``), suits as symbols or
    letters."""
    if not hand.wild:
        return format_cards(hand.cards, glyphs=symbols)
    from potsplit.hands.wild_show import shown_cards  # only where a card is wild

    return " ".join(shown_cards(hand, symbols))


def wild_labels(showdown: EffectiveShowdown) -> list[str]:
    """What is wild, for a table's title: ``wild: 2 Js``, ``jokers: 1 (joker: bug)``, and the rule of naturals."""
    labels = [f"wild: {' '.join(text_of(item) for item in showdown.wild)}"] if showdown.wild else []
    if showdown.jokers:
        labels.append(f"jokers: {showdown.jokers} ({RULES['joker'].label(showdown.rules.joker)})")
    return [*labels, RULES["natural-beats-wild"].label(showdown.rules.natural_beats_wild)]
