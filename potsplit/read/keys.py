"""The keys of a showdown file, at each place (the top level, ``rules:``, each player): what each holds, its
default, and where a key written in the wrong place belongs (docs/rules.md: "The showdown", "Limits of input").

>>> KEYS["player"]
('name', 'cards', 'declare', 'bet', 'folded', 'ante', 'expect')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from potsplit.engine.declarations import DECLARATION_WORDS, SPOKEN_DECLARATIONS
from potsplit.engine.fields import MAX_NAME
from potsplit.engine.rake import RAKE_KEYS
from potsplit.engine.rules import RULES, TOP_LEVEL_RULES
from potsplit.hands.cards import CARD_HELP, WILD_NAMES
from potsplit.hands.games import Game
from potsplit.said import Said


class Key(NamedTuple):
    """What a key of a showdown (or of a player) is for, what it holds, and what leaving it out means."""

    meaning: str
    values: str
    default: str


AMOUNT = Said('an amount: 40, 12.50 or "3/4"')
TOP_KEYS: Mapping[str, Key] = {
    "game": Key(Said("which cards make a hand; a named game also sets the method, low and qualifier it is played by"),
                Said("{games} (also {aliases})", games=" | ".join(game.value for game in Game),
                     aliases=", ".join(alias for game in Game for alias in game.aliases)),
                Said("inferred from how many cards the hands still in hold, and whether there is a board")),
    "chip": Key(Said("the smallest chip: payouts are then whole chips"), AMOUNT,
                Said("none: payouts are exact shares")),
    "dealer": Key(Said("who has the button (the odd chip by seat starts at his left)"), Said("a player's name"),
                  Said("the last player listed")),
    "rules": Key(Said("the rule variant"), Said("a mapping of the rules below, each optional"),
                 Said("every rule's default")),
    "players": Key(Said("the players, in seat order (clockwise)"), Said("a list of players (their keys below)"),
                   Said("none: at least one player must still be in")),
    "pot": Key(Said("the whole pot"), Said("{amount}, above 0", amount=AMOUNT),
               Said("the sum of the bets; without bets 1, so that payouts read as shares of the pot")),
    "board": Key(Said("the community cards, in holdem and omaha"), Said("3 to 5 cards, written as a player's"),
                 Said("none")),
    "boards": Key(Said("several boards the pots are played on (a double board, a pot run twice), instead of board"),
                  Said("a list of two or more boards, each written as board is; a card the boards share is written "
                       "on each"), Said("none: one board")),
    "boards-split": Key(Said("how a pot played on several boards is shared among them"),
                        " | ".join(RULES["boards-split"].values), RULES["boards-split"].default),
    "runs": Key(Said("on how many of the boards each pot is played (the first ones), main pot first"),
                Said("a list of numbers, each 1 to the number of boards, such as [2, 1]"),
                Said("every pot on every board")),
    "rake": Key(Said("what the house takes from the pots before they are split, and how"),
                Said("a mapping of the keys under rake: below"), Said("none: no rake")),
    "wild": Key(Said("the wild cards: each plays as the card that makes the best hand, high and low chosen apart"),
                Said("a list or a string of ranks 2-9, T or 10, J, Q, K, A (every card of the rank), cards (Js) and "
                     "{names}", names=", ".join(WILD_NAMES)), Said("none")),
    "jokers": Key(Said("how many jokers the deck holds; a joker is written Jk (rules.joker says how it plays)"),
                  Said("0, 1 or 2"), Said("0; 1 in california (the joker plays as the bug)")),
}
"""The keys at the top of a showdown, in the order messages list them."""
RAKE: Mapping[str, Key] = {
    "percent": Key(Said("the rake is this percentage of the pots it is taken from"), Said("a number, 0 to 100"),
                   Said("none: give percent or per")),
    "per": Key(Said("the rake is R for every whole S in the pots it is taken from"),
               Said("[R, S]: two amounts, such as [0.25, 5]"), Said("none: give percent or per")),
    "cap": Key(Said("the most the hand pays"), AMOUNT, Said("none: no cap")),
    "cap-by-players": Key(Said("the cap by how many players were dealt in: that of the largest number not above "
                               "them"), Said("a mapping of numbers of players to caps, such as {example}",
                                             example="{2: 1, 3: 2, 5: 3}"), Said("none: no cap")),
    "no-flop-no-drop": Key(Said("a hand that ended before the flop pays no rake and no jackpot"), "yes | no", "no"),
    "jackpot": Key(Said("a fixed drop taken with the rake, the same way, when the hand pays any rake"), AMOUNT,
                   Said("none")),
    "unit": Key(Said("the rake is taken in whole units of this, rounded down"), AMOUNT,
                Said("the chip; without one, exact")),
}
"""The keys under ``rake:``, in the order messages list them (those of
:data:`~potsplit.engine.rake.RAKE_KEYS`)."""
RULE_KEYS = tuple(key for key in RULES if key not in TOP_LEVEL_RULES)
"""The keys under ``rules:``: every rule but those written at the top of a showdown, beside what they decide."""
PLAYER_KEYS: Mapping[str, Key] = {
    "name": Key(Said("the player's name, unique in the showdown"),
                Said("text, at most {most} characters", most=MAX_NAME), Said("none: needed")),
    "cards": Key(Said("his cards"), Said("a string split on spaces or commas, or a list; {cards}", cards=CARD_HELP),
                 Said("none: only a folded player may leave them out")),
    "declare": Key(Said("what he declared"),
                   Said("{words} (in Russian {russian}; in Kazakh {kazakh}); or 0, 1, 2 chips in hand (see "
                        "rules.chips)", words=" | ".join(DECLARATION_WORDS),
                        russian=" | ".join(SPOKEN_DECLARATIONS["ru"]), kazakh=" | ".join(SPOKEN_DECLARATIONS["kk"])),
                   Said("none: needed when the method is declare, ignored (and said so) under any other")),
    "bet": Key(Said("all he put into the pot; bets build the side pots"), AMOUNT, Said("none")),
    "folded": Key(Said("whether he folded: he wins nothing and his bet is dead money"), "true | false", "false"),
    "ante": Key(Said("what he anted: dead money in the main pot, contested by every player still in; not part of "
                     "his bet, and it makes no side pot (with bets)"), AMOUNT, "0"),
    "expect": Key(Said("the payout the table agreed on: potsplit check compares it with the ruling"), AMOUNT,
                  Said("none: nothing to check (when another player has one, 0)")),
}
"""The keys of each player, in the order messages list them."""


KEYS = {"showdown": tuple(TOP_KEYS), "rules": RULE_KEYS, "rake": RAKE_KEYS, "player": tuple(PLAYER_KEYS)}
"""The keys of each place of a showdown: its top level, its ``rules:``, its ``rake:``, each of its ``players:``."""
SWITCHES = frozenset({"folded", "no-flop-no-drop", *(rule.key for rule in RULES.values() if rule.switch)})
"""The keys that are on or off: their value may be a YAML boolean (``true``, ``yes``), the others' never is (a
name ``yes`` is text)."""
WHERE = {
    "showdown": Said("at the top of the showdown"),
    "rules": Said("under rules:"),
    "rake": Said("under rake:"),
    "player": Said("in a player (under players:)"),
}
"""Where each place is, for a key written in the wrong one."""
_NOT_WHERE = {
    "showdown": Said("at the top of the showdown"),
    "rules": Said("rules:"),
    "rake": Said("rake:"),
    "player": Said("in a player (under players:)"),
}
"""Where each place is, after "not": ``not rules:``."""


def misplaced(key: str, place: str) -> Said | None:
    """What to say of a *key* written at *place* that belongs in another place (``None`` if it belongs nowhere).

    >>> misplaced("method", "showdown")
    "'method' goes under rules:, not at the top of the showdown"
    >>> misplaced("chip", "rules")
    "'chip' is not a rule: the chip is the top-level key 'chip' (rules.chips says which chips in hand mean low, \
high and swing)"
    """
    if place == "rules" and key == "chip":
        return Said(
            "'chip' is not a rule: the chip is the top-level key 'chip' "
            "(rules.chips says which chips in hand mean low, high and swing)"
        )
    for other, keys in KEYS.items():
        if other != place and key in keys:
            return Said("{key} goes {where}, not {place}", key=repr(key), where=WHERE[other], place=_NOT_WHERE[place])
    return None
