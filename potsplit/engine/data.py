"""A resolution as data: plain dicts, lists, strings and numbers, keys and values for scripts in English, exactly as
``potsplit resolve --format json`` prints it (README: "In a pipeline"; :meth:`~potsplit.engine.records.Resolution.
to_dict` gives it in Python).

Each amount is a :class:`~fractions.Fraction`, or, made JSON-ready, its exact ``str()`` (``"90"``, ``"45/2"``). The
texts for people (hand names, steps, notes) are English here; the edge gives the words of another language (any
object with :meth:`say` and :meth:`hand`, as :class:`potsplit.language.English` has them).

>>> from potsplit.engine.model import Player, Showdown
>>> from potsplit.engine.resolve import resolve
>>> bob, carol = Player("Bob", "6h 5h 4h 3h 2h", "swing"), Player("Carol", "6c 5c 4d 3d 2s", "low")
>>> resolution = resolve(Showdown([bob, carol]))
>>> resolution_data(resolution)["payouts"], resolution_data(resolution, amount=amount_text)["payouts"]
({'Bob': Fraction(3, 4), 'Carol': Fraction(1, 4)}, {'Bob': '3/4', 'Carol': '1/4'})
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from potsplit.engine.records import Award, BoardPart, PotResult, Resolution, Step
from potsplit.engine.rules import RULES, TOP_LEVEL_RULES
from potsplit.hands.cards import text_of
from potsplit.hands.placing import Placed
from potsplit.hands.showing import Hand

if TYPE_CHECKING:  # the protocol only for the type checker: a Protocol class costs every start its creation
    from typing import Protocol

    from potsplit.hands.ranking import HandValue

    class Words(Protocol):
        """What the data asks of a language: a sentence said (a :class:`~potsplit.said.Said`), a hand's name."""

        def say(self, text: str) -> str:
            """A sentence in this language; other text as it is."""

        def hand(self, value: HandValue) -> str:
            """A hand's name: ``full house, kings over nines``."""


JSON = dict[str, Any]
Amount = Callable[[Fraction], Any]
"""How an amount is given: as it is (a ``Fraction``), or JSON-ready (:func:`amount_text`)."""


class _English:
    """The core's own words: English, each sentence and hand name as the core says it."""

    def say(self, text: str) -> str:
        return str(text)  # plain text, not the sentence's record of how it was said

    def hand(self, value: HandValue) -> str:
        return str(value.name)


ENGLISH_WORDS: Words = _English()


def exact(amount: Fraction) -> Fraction:
    """An amount as it is, an exact :class:`~fractions.Fraction`."""
    return amount


def amount_text(amount: Fraction) -> str:
    """An exact amount as in the JSON: ``str()`` of the Fraction ("90", "45/2")."""
    return str(amount)


def _rules_data(resolution: Resolution) -> JSON:
    """Every rule as the showdown was resolved under it, by its key (see :data:`~potsplit.engine.rules.RULES`); those
    of several boards only where there are several."""
    rules, several = resolution.showdown.rules, len(resolution.showdown.boards) > 1
    return {
        key: rule.data(getattr(rules, rule.field)) for key, rule in RULES.items()
        if several or key not in TOP_LEVEL_RULES
    }


def hand_data(placed: Placed | None, lang: Words) -> JSON | None:
    """A hand in one direction; ``None`` (null) in a game without a hand that way (badugi's high, short deck's low)."""
    if placed is None:
        return None
    hand = placed.hand
    return {"cards": [card.text for card in hand.cards], "name": lang.hand(placed.value), "place": placed.place,
            "wild": _played_as(hand) if hand.wild else {}}


def _played_as(hand: Hand) -> dict[str, str | list[str]]:
    from potsplit.hands.wild_show import played_as  # only where a card is wild

    return played_as(hand)


def qualified_data(placed: Placed | None, lang: Words) -> JSON | None:
    """A hand in one direction, and whether it qualifies: a low's (or, in a split game with two kinds of hand,
    either half's)."""
    shown = hand_data(placed, lang)
    return None if shown is None or placed is None else shown | {"qualifies": placed.qualifies}


def _step_data(step: Step, lang: Words, amount: Amount) -> JSON:
    """A step as data for scripts: what happened, under which rule, to whom, and the sentence (in *lang*; the
    rest in English)."""
    return {
        "event": step.event,
        "rule": step.rule or None,
        "players": list(step.players),
        "amount": None if step.amount is None else amount(step.amount),
        "text": lang.say(step.text),
    }


def _award_data(award: Award | None, amount: Amount) -> JSON | None:
    if award is None:
        return None
    return {"winners": list(award.winners), "amount": amount(award.amount)}


def _hands_data(resolution: Resolution, lang: Words) -> list[JSON]:
    """Each player's hands: those the pots are decided with, and with several boards his hands on each board."""
    several = len(resolution.showdown.boards) > 1
    high = qualified_data if resolution.showdown.rules.two_kinds else hand_data  # a first half may not qualify
    hands = []
    for number, hand in enumerate(resolution.hands):
        data: JSON = {
            "player": hand.player,
            "declare": hand.declare.value if hand.declare else None,
            "high": high(hand.high, lang),
            "low": qualified_data(hand.low, lang),
        }
        if several:
            data["boards"] = [
                {"board": board, "high": high(on[number].high, lang), "low": qualified_data(on[number].low, lang)}
                for board, on in enumerate(resolution.board_hands, 1)
            ]
        hands.append(data)
    return hands


def _shared_data(shared: PotResult | BoardPart, lang: Words, amount: Amount) -> JSON:
    """How a pot, or one board's part of it, was shared: each half's winners, the payouts, what is carried over,
    and the steps (the same keys for both)."""
    return {
        "high": _award_data(shared.high, amount),
        "low": _award_data(shared.low, amount),
        "payouts": {name: amount(paid) for name, paid in shared.payouts.items()},
        "carried_over": amount(shared.carried_over),
        "steps": [lang.say(step.text) for step in shared.steps],
        "reasons": [_step_data(step, lang, amount) for step in shared.steps],
    }


def _pot_data(pot: PotResult, lang: Words, amount: Amount, several: bool, raked: bool) -> JSON:
    """One pot: its amount, players, winners, payouts and steps; its rake with a schedule; with several boards,
    on how many it is played and each board's part."""
    data: JSON = {
        "name": pot.name,
        "amount": amount(pot.amount),
        "players": list(pot.players),
    } | _shared_data(pot, lang, amount)
    if raked:
        data |= {"rake": amount(pot.rake), "jackpot": amount(pot.jackpot)}
    if several:
        data["runs"] = pot.runs
        data["boards"] = [
            {"board": part.board + 1, "amount": amount(part.amount)} | _shared_data(part, lang, amount)
            for part in pot.boards
        ]
    return data


def resolution_data(resolution: Resolution, lang: Words = ENGLISH_WORDS, amount: Amount = exact) -> JSON:
    """Everything a resolution says, as data (README: "In a pipeline"): keys and values for scripts in English, the
    texts for people (hand names, steps, notes) in *lang*, each amount as *amount* gives it (:func:`exact`, or
    JSON-ready: :func:`amount_text`).

    A split game with two kinds of hand adds ``halves``, the names of its halves (``high`` and ``low`` stay the
    keys of the first and the second), and its first half's hands too say whether they qualify. With several
    boards, ``boards`` (each board's cards), each hand's ``boards`` and each pot's ``runs`` and ``boards`` (each
    board's part); with a rake schedule, ``rake`` and ``jackpot`` (what it took), ``rake_schedule``, and each
    pot's ``rake`` and ``jackpot``. Without them, nothing of either is there.
    """
    showdown = resolution.showdown
    two_kinds = showdown.rules.two_kinds
    several, raked = len(showdown.boards) > 1, showdown.rake is not None
    data: JSON = {
        "game": showdown.game.value,
        **({"halves": [half.value for half in showdown.rules.halves]} if two_kinds else {}),
        "pot": amount(showdown.pot),
        "chip": None if showdown.chip is None else amount(showdown.chip),
        "dealer": showdown.dealer,
        "wild": [text_of(item) for item in showdown.wild],
        "jokers": showdown.jokers,
    }
    if several:
        data["boards"] = [[card.text for card in board] for board in showdown.boards]
    data |= {
        "rules": _rules_data(resolution),
        "hands": _hands_data(resolution, lang),
        "pots": [_pot_data(pot, lang, amount, several, raked) for pot in resolution.pots],
        "payouts": {name: amount(paid) for name, paid in resolution.payouts.items()},
        "carried_over": amount(resolution.carried_over),
    }
    if showdown.rake is not None:
        data |= {"rake": amount(resolution.rake), "jackpot": amount(resolution.jackpot),
                 "rake_schedule": showdown.rake.text()}
    data["notes"] = [lang.say(note) for note in resolution.notes]
    return data


