"""A PokerStars hand's first two lines: the header (the game, its limit and stakes) and the table (the button).

The header reads ``PokerStars Hand #N:  GAME LIMIT (STAKES) - DATE`` (older files: ``Game #N``; ``Zoom Hand``,
``Home Game Hand #N: {club}``; a mixed game names its current game inside: ``8-Game (7 Card Stud Hi/Lo Limit,
$400/$800 USD)``). The games read are those potsplit rules (docs/rules.md: "PokerStars hand histories"); a
tournament hand, or a hand written in another language than English, is an error that says so.

>>> header = read_header(Line(1, "PokerStars Hand #1:  Omaha Hi/Lo Pot Limit ($0.01/$0.02 USD) - 2009/11/05", "x"))
>>> header.game, header.unit, header.number
(<Game.OMAHA8: 'omaha8'>, Fraction(1, 100), '1')
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from potsplit.errors import InvalidShowdown
from potsplit.hands.games import Game
from potsplit.read.pokerstars.text import AMOUNT, Line, amount_of
from potsplit.said import Said

_HEADER = re.compile(r"PokerStars (?:Zoom |Home Game |Rush )?(?:Hand|Game) #(\d+):\s*(?:\{[^}]*\}\s*)?(.*)$")
_TOURNAMENT = re.compile(r"Tournament #|\bTourney\b", re.IGNORECASE)
_DATE = re.compile(r"\s+-\s+\d{4}/\d{2}/\d{2}.*$")
_STAKES = re.compile(r"^(.*?)\s*\((.*)\)\s*(?:\[[^]]*\])?$")
_LIMITS = ("Pot Limit", "No Limit", "Fixed Limit", "Limit")
GAMES: dict[str, Game] = {
    "hold'em": Game.HOLDEM, "split hold'em": Game.HOLDEM, "6+ hold'em": Game.SHORT_DECK,
    "omaha": Game.OMAHA, "5 card omaha": Game.OMAHA, "6 card omaha": Game.OMAHA, "courchevel": Game.OMAHA,
    "omaha hi/lo": Game.OMAHA8, "5 card omaha hi/lo": Game.BIG_O, "courchevel hi/lo": Game.COURCHEVEL_HI_LO,
    "7 card stud": Game.STUD, "7 card stud hi/lo": Game.STUD8, "razz": Game.RAZZ,
    "5 card draw": Game.DRAW, "triple draw 2-7 lowball": Game.DEUCE_TO_SEVEN,
    "single draw 2-7 lowball": Game.DEUCE_TO_SEVEN, "triple draw a-5 lowball": Game.ACE_TO_FIVE,
    "badugi": Game.BADUGI,
}
"""Each game a PokerStars header names (lower case), as potsplit plays it."""
TWO_BOARDS = ("split hold'em",)
"""The games dealt on two boards from the flop, each board half of every pot."""
_TABLE = re.compile(r"Table '(.*)'(?: \d+-max)?(?: \([^)]*\))?(?: Seat #(\d+) is the button)?\s*$")
_OTHER_LANGUAGE = re.compile(r"(?:Tisch|Mesa|Tavolo|Table|Стол|Tafel|Bord|Mesa) '|(?:Main|Mano|Mão|Раздача) ",
                             re.IGNORECASE)
READS = Said("potsplit reads PokerStars cash games written in English")


class Header(NamedTuple):
    """What a hand's header says: its number, the game (as potsplit plays it), its name as written, the stakes'
    amounts (blinds, or the small and big bets, as written), and the smallest unit of its money (a cent, or a
    chip of 1 in a game of play money or a home game's chips)."""

    number: str
    game: Game
    name: str
    limit: str
    stakes: tuple[Fraction, ...]
    unit: Fraction

    @property
    def two_boards(self) -> bool:
        """Whether the game deals two boards from the flop (split hold'em)."""
        return self.name.lower() in TWO_BOARDS


def read_header(line: Line) -> Header:
    """The header of a hand (its first line); raises :class:`InvalidShowdown` for a tournament hand, another
    language, a game potsplit does not rule, or a line that is not a header."""
    found = _HEADER.match(line.text)
    if found is None:
        if _OTHER_LANGUAGE.search(line.text):
            raise InvalidShowdown(Said("this PokerStars hand history is not in English: {reads}", reads=READS),
                                  line.at())
        raise InvalidShowdown(Said("not a PokerStars hand's first line: {reads}", reads=READS), line.at())
    number, rest = found.groups()
    if _TOURNAMENT.search(rest):
        raise InvalidShowdown(Said("a tournament hand: {reads}", reads=READS), line.at(found.start(2) + 1))
    rest = _DATE.sub("", rest)
    described = _STAKES.match(rest)
    if described is None:
        raise InvalidShowdown(Said("the game and its stakes are not written as PokerStars writes them"),
                              line.at(found.start(2) + 1))
    game_text, stakes = described.groups()
    inner, comma, after = stakes.partition(",")
    if comma and inner.strip().endswith(_LIMITS):  # a mixed game: 8-Game (Razz Limit, $1/$2 USD)
        game_text, stakes = inner, after
    name, limit = _game_and_limit(game_text.strip())
    game = GAMES.get(name.lower())
    if game is None:
        raise InvalidShowdown(Said("a game potsplit does not rule: {game} (it rules {games})", game=name,
                                   games=", ".join(_names())), line.at(found.start(2) + 1))
    column = found.start(2) + 1
    amounts = tuple(amount_of(text, line, column) for text in re.findall(AMOUNT, stakes))
    money = any(sign in stakes for sign in "$€£") or re.search(r"\b(?:USD|EUR|GBP|CAD|INR)\b", stakes)
    unit = Fraction(1, 100) if money or any(amount.denominator != 1 for amount in amounts) else Fraction(1)
    return Header(number, game, name, limit, amounts, unit)


def _game_and_limit(text: str) -> tuple[str, str]:
    for limit in _LIMITS:
        if text.endswith(" " + limit):
            return text[: -len(limit) - 1].strip(), limit
    return text, ""


def _names() -> list[str]:
    return sorted({name.title().replace("'E", "'e").replace("Hi/Lo", "Hi/Lo") for name in GAMES})


class Table(NamedTuple):
    """What a hand's table line says: the table's name and the button's seat (``None``: none, in stud)."""

    name: str
    button: int | None


def read_table(line: Line) -> Table:
    """The table line of a hand (its second); raises :class:`InvalidShowdown` for one in another language."""
    found = _TABLE.match(line.text)
    if found is None:
        if _OTHER_LANGUAGE.match(line.text) or "'" in line.text:
            raise InvalidShowdown(Said("this PokerStars hand history is not in English: {reads}", reads=READS),
                                  line.at())
        raise InvalidShowdown(Said("the table line is missing: Table 'NAME' ... Seat #N is the button"),
                              line.at())
    button = found.group(2)
    return Table(found.group(1), None if button is None else int(button))
