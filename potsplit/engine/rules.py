"""The rule variants (docs/rules.md): each rule's enum, and one table of their names and values.

:data:`RULES` is the one place where a rule is named: its key in a showdown file
(and the command line's option), the field of :class:`Rules`, how a message
names it, a sentence for each of its values, and its default. The reader, the
output, ``compare``, the command line's options and the steps' labels all read
it, so adding a rule is one entry here plus the code that implements it.

>>> RULES["forfeit"].label(Forfeit.DEFEATER)
'forfeit: defeater'
>>> RULES["qualifier"].label(None), RULES["low"].text(HandKind.ACE_TO_SIX)
('qualifier: none', 'ace-to-six')
>>> Rules(method="Cards-Speak", qualifier="8").method, Rules(qualifier="8").qualifier
(<Method.CARDS_SPEAK: 'cards-speak'>, 8)
>>> Rules(forfeit="defeat")
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: rules.forfeit: unknown forfeit rule 'defeat': did you mean 'defeater'? \
(allowed: next-best, defeater)

>>> book_setting(Book.WSOP, "odd_chip_low"), book_setting(None, "odd_chip_cards")
(<OddChipLow.HIGHEST: 'highest'>, <OddChipCards.ALL: 'all'>)

>>> GAME_RULES[Game.STUD8][:4]
(<Method.CARDS_SPEAK: 'cards-speak'>, <HandKind.ACE_TO_FIVE: 'ace-to-five'>, 8, 0)
>>> [half.value for half in GAME_RULES[Game.BADEUCY].halves], GAME_RULES[Game.ARCHIE].high_qualifier
(['deuce-to-seven', 'badugi'], 9)
>>> Game.HOLDEM in GAME_RULES  # the four ways set no rule
False
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar, cast

from potsplit.engine.declarations import DEFAULT_CHIPS, Declaration, chips_meaning
from potsplit.engine.fields import in_python, kind, nested, not_read, not_text, plain
from potsplit.errors import InvalidShowdown, text_of_value, unknown_word
from potsplit.hands.cards import typed
from potsplit.hands.games import Game
from potsplit.hands.ranking import HandKind
from potsplit.said import Said

# --------------------
# The values of the rules that are not a choice among an enum's members: the qualifier, and a rule that is on
# or off (see :data:`~potsplit.engine.rules.RULES`, which reads each rule's value with them).

QUALIFIERS = range(5, 15)
"""A qualifier below 5 could never be met; above 14 it would mean nothing."""


class NoQualifier(enum.Enum):
    """``qualifier: none`` as written: every low counts, even in a game whose default is 8 (``stud8``)."""

    NONE = "none"


NO_QUALIFIER = NoQualifier.NONE


def qualifier(value: object) -> int | NoQualifier | None:
    """A qualifier: a whole number 5 to 14 (:data:`QUALIFIERS`), :data:`NO_QUALIFIER` for ``"none"``, or ``None``
    (the game's default: none, or 8 in the hi-lo games)."""
    if value is None:
        return None
    if value is NO_QUALIFIER or (isinstance(value, str) and value.strip().lower() == "none"):
        return NO_QUALIFIER
    number = value.strip() if isinstance(value, str) else value
    if isinstance(number, str) and number.isascii() and number.isdigit() and len(number) <= 3:
        number = int(number)
    if not isinstance(number, int) or isinstance(number, bool):
        raise InvalidShowdown(Said("qualifier must be a whole number, not {value}", value=kind(value)))
    if number not in QUALIFIERS:
        raise InvalidShowdown(Said(
            "qualifier must be {fewest} to {most} (the highest card of a qualifying low), not {number}",
            fewest=QUALIFIERS[0], most=QUALIFIERS[-1], number=text_of_value(number),
        ))
    return number


YES_NO = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False, "y": True, "n": False}
"""How a rule that is on or off is written (in any case), as YAML reads yes and no."""


def yes_no(value: object, what: str) -> bool:
    """A rule that is on or off: ``True``, ``False``, or one of :data:`YES_NO`.

    >>> yes_no("Yes", "natural-beats-wild rule"), yes_no(False, "natural-beats-wild rule")
    (True, False)
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in YES_NO:
        return YES_NO[value.strip().lower()]
    raise InvalidShowdown(unknown_word(what, value, ["yes", "no"]))


# --------------------
# The rulebooks whose odd-chip rules ``rules.book`` takes at once (docs/rules.md: "Whole chips and the odd chip"),
# and those rules' values.
#
# Both books give the odd chip of a game with a button to the first player to the dealer's left, and order it by
# suit in stud (``odd-chip``'s own default). What they differ in, when the order is by suit:
#
# - Robert's Rules of Poker: the highest card by suit in a high share and the lowest in a low one, all of a
#   player's cards counting, not only the five of his hand.
# - WSOP 2024 Tournament Rule 73 and Live Action Rule 149 (the TDA's odd-chip rule): in stud, razz and the stud
#   high-low games, the high card by suit in the player's five-card winning hand, in a low share too.

class OddChipCards(enum.Enum):
    """Which of a player's cards the odd chip by suit compares: ``rules.odd-chip-cards``."""

    ALL = "all"
    FIVE = "five"


class OddChipLow(enum.Enum):
    """Whether the odd chip by suit of a low share goes to the lowest card or the highest: ``rules.odd-chip-low``."""

    LOWEST = "lowest"
    HIGHEST = "highest"


class Book(enum.Enum):
    """A rulebook whose odd-chip settings are taken at once: ``rules.book``."""

    # Hashed by identity, in C (an Enum hashes its name, in Python): filling in every showdown's rules looks a
    # book up twice.
    __hash__ = object.__hash__

    ROBERT = "robert"
    WSOP = "wsop"


class OddChipHalf(enum.Enum):
    """Who gets the odd chip of a pot split unevenly between its halves: ``rules.odd-chip-half``."""

    FIRST = "first"
    POSITION = "position"


POSITION_SOURCE = Said("WSOP Live Action Rule 149")
"""The rule ``odd-chip-half: position`` follows: the odd chip of low-low split games by position, clockwise from the
button (and drawmaha's, which the same rulebook gives by position)."""


class Rulebook(NamedTuple):
    """What a rulebook says of the odd chip: how a reason names it, and the value it gives each rule it sets."""

    source: str
    """How a step's reason names the book and its rule: ``WSOP Tournament Rule 73``."""
    settings: Mapping[str, enum.Enum]
    """The value of each rule the book sets, by its field of :class:`~potsplit.engine.rules.Rules`."""


BOOKS: Mapping[Book, Rulebook] = {
    # These are the defaults of the two rules (DEFAULT_BOOK).
    Book.ROBERT: Rulebook(
        Said("Robert's Rules of Poker"),
        {"odd_chip_cards": OddChipCards.ALL, "odd_chip_low": OddChipLow.LOWEST},
    ),
    Book.WSOP: Rulebook(
        Said("WSOP Tournament Rule 73"),
        {"odd_chip_cards": OddChipCards.FIVE, "odd_chip_low": OddChipLow.HIGHEST},
    ),
}
"""What each rulebook says of the odd chip by suit."""
DEFAULT_BOOK = Book.ROBERT
"""The book whose settings are the defaults of the rules it sets, when no book is given."""
BOOK_FIELDS = tuple(BOOKS[DEFAULT_BOOK].settings)
"""The fields of ``Rules`` that a book sets (every book sets the same)."""


def book_setting(book: Book | None, field: str) -> Any:
    """The value *book* (or, for ``None``, :data:`DEFAULT_BOOK`) gives the rule of *field* (of ``Rules``)."""
    return BOOKS[book or DEFAULT_BOOK].settings[field]


E = TypeVar("E", bound=enum.Enum)


class Method(enum.Enum):
    """How a pot is split: ``rules.method``."""

    HIGH = "high"
    LOW = "low"
    CARDS_SPEAK = "cards-speak"
    DECLARE = "declare"


class SwingTies(enum.Enum):
    """What a tie does to a swing player: ``rules.swing-ties``."""

    SPLIT = "split"
    LOSE = "lose"
    CLEAR_HALF = "clear-half"


class Forfeit(enum.Enum):
    """Where a failed swing player's share goes: ``rules.forfeit``."""

    NEXT_BEST = "next-best"
    DEFEATER = "defeater"


class NoWinner(enum.Enum):
    """What happens when no declared player can take the pot: ``rules.no-winner``."""

    CARDS_SPEAK = "cards-speak"
    CARRY_OVER = "carry-over"


class OddChip(enum.Enum):
    """Who gets the chips a share cannot split evenly: ``rules.odd-chip``."""

    SEAT = "seat"
    SUIT = "suit"


class Joker(enum.Enum):
    """How a joker plays: ``rules.joker`` (docs/rules.md: "Wild cards and jokers")."""

    BUG = "bug"
    WILD = "wild"


class BoardsSplit(enum.Enum):
    """How a pot played on several boards is shared among them: ``boards-split`` (docs/rules.md: "Several boards
    and runs")."""

    EACH = "each"
    EITHER = "either"


def choose(kind: type[E], value: object, what: str, allowed: Iterable[E] | None = None) -> E:
    """The member of *kind* that *value* is or names (its value, in any case), among *allowed*.

    >>> choose(OddChip, "SUIT", "odd-chip rule")
    <OddChip.SUIT: 'suit'>
    """
    members = None if allowed is None else tuple(allowed)  # every member: not listed unless a message needs them
    if isinstance(value, kind) and (members is None or value in members):
        return value
    if isinstance(value, str):
        option = kind._value2member_map_.get(value.strip().lower())
        if option is None:  # typed on a phone, perhaps: full-width letters
            option = kind._value2member_map_.get(typed(value).strip().lower())
        if option is not None and (members is None or option in members):
            return cast(E, option)  # the member of *kind* whose value is *value*
    shown = tuple(kind) if members is None else members
    raise InvalidShowdown(unknown_word(what, value, [str(member.value) for member in shown]))


class Rule(NamedTuple):
    """One rule: how files, options, messages and steps name it, and what its values mean."""

    key: str
    """Its key under ``rules:`` in a showdown file, and the command line's option (``--swing-ties``)."""
    field: str
    """Its field of :class:`Rules`."""
    what: str
    """How a message names it: ``unknown forfeit rule 'x'``."""
    values: Mapping[str, str]
    """Each value as written, with a sentence saying what it does."""
    default: str
    """The default, in words."""
    kind: type[enum.Enum] | None = None
    """The enum of its values, for a choice."""
    members: tuple[enum.Enum, ...] = ()
    """The members allowed, where not every member of *kind* is."""

    @property
    def switch(self) -> bool:
        """Whether the rule is on or off: its values are ``yes`` and ``no`` (see :func:`yes_no`)."""
        return self.values.keys() == {"yes", "no"}

    @property
    def choices(self) -> list[str] | None:
        """Its values as written, when it takes one of a few (an enum's members, yes or no); else ``None``."""
        if self.kind is not None:
            return [str(member.value) for member in self.members or self.kind]
        return list(self.values) if self.switch else None

    def parse(self, value: object) -> Any:
        """The rule's value from what a file, an option or a Python caller gives (text, or the value itself; a
        list of three for ``chips``)."""
        if nested(value) and self.key not in ("chips", "qualifier"):  # the qualifier says what it takes
            raise not_text(self.what, value)
        if self.kind is not None:
            return choose(self.kind, value, self.what, self.members or None)
        if self.key == "qualifier":
            return qualifier(value)
        if self.switch:
            return yes_no(value, self.what)
        return chips_meaning(value)

    def text(self, value: object) -> str:
        """A value as written in a file: ``defeater``, ``8``, ``none``, ``[low, high, swing]``."""
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, enum.Enum):
            return str(value.value)
        if isinstance(value, tuple):
            return "[" + ", ".join(self.text(item) for item in value) + "]"
        return str(value)

    def label(self, value: object) -> str:
        """How a step names the rule that decided it: ``swing-ties: split``."""
        return f"{self.key}: {self.text(value)}"

    def data(self, value: object) -> Any:
        """The value in the JSON and YAML output: the enum's value, the number, ``null``, a list."""
        if isinstance(value, enum.Enum):  # its value itself, not read through its property in Python: every rule
            return value._value_  # of every showdown is written out
        if isinstance(value, tuple):
            return [self.data(item) for item in value]
        return value


def _enum_rule(key: str, field: str, what: str, kind: type[enum.Enum], default: str, **sentences: str) -> Rule:
    """A rule whose values are the members of *kind*, each with its sentence (keyword: the member's name)."""
    values = {str(kind[name].value): sentence for name, sentence in sentences.items()}
    members = tuple(kind[name] for name in sentences)
    return Rule(key, field, what, values, default, kind, members if len(members) < len(kind) else ())


RULES: Mapping[str, Rule] = {
    rule.key: rule
    for rule in (
        _enum_rule(
            "method", "method", Said("method"), Method,
            Said("the named game's; else declare when a player still in declared, else high"),
            HIGH=Said("the best high hand takes the pot"),
            LOW=Said("the best low hand takes the pot (no qualifier)"),
            CARDS_SPEAK=Said(
                "half to the best high, half to the best qualifying low; with no qualifying low, the high takes all"
            ),
            DECLARE=Said(
                "by the declarations: half to the best high among those in for high, half to the best qualifying "
                "low among those in for low; a swing player must win both ways"
            ),
        ),
        _enum_rule(
            "low", "low", Said("low system"), HandKind, Said("the named game's; else ace-to-five"),
            ACE_TO_FIVE=Said("ace low, straights and flushes do not count: the best low is 5-4-3-2-A"),
            DEUCE_TO_SEVEN=Said("ace high only, straights and flushes count against: the best low is 7-5-4-3-2"),
            ACE_TO_SIX=Said("ace low only, straights and flushes count against: the best low is 6-4-3-2-A"),
            BADUGI=Said(
                "badugi's own (game: badugi only): the most cards of different ranks and suits, then the lowest"
            ),
        ),
        Rule(
            "qualifier", "qualifier", Said("qualifier"),
            {"N": Said(
                "a low counts only with five different ranks, the highest N or lower ({fewest} to {most}), and no "
                "straight or flush where they count", fewest=QUALIFIERS[0], most=QUALIFIERS[-1],
            ),
             "none": Said("every low counts")},
            Said("the named game's (8 in stud8, omaha8, big-o); else none"),
        ),
        _enum_rule(
            "swing-ties", "swing_ties", Said("swing-ties rule"), SwingTies, "split",
            SPLIT=Said("a tie counts as winning: the swing player shares the half he ties for"),
            LOSE=Said("a swing player must win both ways outright: a tie makes him fail"),
            CLEAR_HALF=Said(
                "a swing player keeps only the halves he wins alone; a half he ties for goes to the other tied "
                "players who did not declare swing"
            ),
        ),
        _enum_rule(
            "forfeit", "forfeit", Said("forfeit rule"), Forfeit, "next-best",
            NEXT_BEST=Said(
                "a failed swing player's share goes to the next best hand that way (if none, the best the other way)"
            ),
            DEFEATER=Said("a failed swing player's share goes to the player who beat him the other way"),
        ),
        _enum_rule(
            "no-winner", "no_winner", Said("no-winner rule"), NoWinner, "cards-speak",
            CARDS_SPEAK=Said("when nobody can take the pot, it is played as cards speak"),
            CARRY_OVER=Said("when nobody can take the pot, it rides to the next hand"),
        ),
        _enum_rule(
            "odd-chip", "odd_chip", Said("odd-chip rule"), OddChip, Said("suit in stud, seat in the other games"),
            SEAT=Said("leftover chips go one each clockwise from the dealer's left"),
            SUIT=Said(
                "leftover chips go one each, first to the highest card by suit (the lowest in a low share)"
            ),
        ),
        _enum_rule(
            "odd-chip-cards", "odd_chip_cards", Said("odd-chip-cards rule"), OddChipCards,
            Said("all (with a book, the book's)"),
            ALL=Said("the odd chip by suit compares all of a player's own cards (Robert's Rules of Poker)"),
            FIVE=Said(
                "the odd chip by suit compares only his own cards in the five he wins the share with; a player "
                "with none of his own cards in them comes after those with some (the WSOP rules)"
            ),
        ),
        _enum_rule(
            "odd-chip-low", "odd_chip_low", Said("odd-chip-low rule"), OddChipLow,
            Said("lowest (with a book, the book's)"),
            LOWEST=Said("in a low share the odd chip by suit goes first to the lowest card (Robert's Rules of Poker)"),
            HIGHEST=Said(
                "in a low share the odd chip by suit goes first to the highest card, as in a high one (the WSOP "
                "rules)"
            ),
        ),
        _enum_rule(
            "odd-chip-half", "odd_chip_half", Said("odd-chip-half rule"), OddChipHalf,
            Said("first; position in the drawmaha games"),
            FIRST=Said(
                "the odd chip of a pot split unevenly between its halves goes to the first half (the high half, in "
                "most games)"
            ),
            POSITION=Said(
                "the odd chip of a pot split unevenly between its halves goes to the winner nearest the dealer's "
                "left, whichever half he won (WSOP Live Action Rule 149)"
            ),
        ),
        _enum_rule(
            "book", "book", Said("book"), Book, Said("none: odd-chip-cards and odd-chip-low take their own defaults"),
            ROBERT=Said("Robert's Rules of Poker: odd-chip-cards all, odd-chip-low lowest"),
            WSOP=Said(
                "WSOP 2024 Tournament Rule 73 and Live Action Rule 149: odd-chip-cards five, odd-chip-low highest"
            ),
        ),
        Rule(
            "chips", "chips", Said("chips rule"),
            {"[A, B, C]": Said("what 0, 1 and 2 chips in hand mean: low, high and swing, once each")},
            "[low, high, swing]",
        ),
        _enum_rule(
            "joker", "joker", Said("joker rule"), Joker, "bug",
            BUG=Said(
                "a joker is the bug: for high an ace, or a card that completes a straight, a flush or a straight "
                "flush; for low any card"
            ),
            WILD=Said("a joker is a wild card: any card, high and low"),
        ),
        Rule(
            "natural-beats-wild", "natural_beats_wild", Said("natural-beats-wild rule"),
            {"yes": Said("of two equal hands, one whose five hold no wild card nor bug wins"),
             "no": Said("two equal hands tie, wild cards or not")},
            "no",
        ),
        _enum_rule(
            "boards-split", "boards_split", Said("boards-split rule"), BoardsSplit, "each",
            EACH=Said(
                "a pot played on several boards is divided equally among them, and each board's part is a pot of "
                "its own on that board"
            ),
            EITHER=Said(
                "a pot played on several boards is resolved once, each player's hand being his best on any of them"
            ),
        ),
    )
}
"""Every rule, by its key, in the order files and outputs list them."""
TOP_LEVEL_RULES = frozenset({"boards-split"})
"""The rules a showdown file writes at its top level, beside what they decide (``boards-split`` beside
``boards``), not under ``rules:``; and that a showdown with one board leaves out of its output."""
RULES_BY_FIELD: Mapping[str, Rule] = {rule.field: rule for rule in RULES.values()}
"""Every rule, by its field of :class:`Rules`."""


@dataclass(frozen=True)
class Rules:
    """The rule variant. ``None`` means "the default for this showdown": the named game's, else the rule's own (see
    :mod:`potsplit.engine.model`); ``qualifier`` :data:`NO_QUALIFIER` (``"none"``) means none, whatever the game.

    Each value may be given as the enum member, or as written in a file (``"declare"``, ``"8"``); every bad one
    is reported at once, in one :class:`~potsplit.errors.InvalidShowdown` that names each rule
    (``rules.forfeit``).
    """

    method: Method | None = None
    low: HandKind | None = None
    qualifier: int | NoQualifier | None = None
    swing_ties: SwingTies = SwingTies.SPLIT
    forfeit: Forfeit = Forfeit.NEXT_BEST
    no_winner: NoWinner = NoWinner.CARDS_SPEAK
    odd_chip: OddChip | None = None
    chips: tuple[Declaration, Declaration, Declaration] = DEFAULT_CHIPS
    # Fields added later go after the first ones, which a caller may give by position.
    odd_chip_cards: OddChipCards | None = None
    odd_chip_low: OddChipLow | None = None
    book: Book | None = None
    joker: Joker = Joker.BUG
    natural_beats_wild: bool = False
    odd_chip_half: OddChipHalf | None = None
    boards_split: BoardsSplit = BoardsSplit.EACH

    def __init__(
        self, method: Method | str | None = None, low: HandKind | str | None = None,
        qualifier: int | str | NoQualifier | None = None, swing_ties: SwingTies | str = SwingTies.SPLIT,
        forfeit: Forfeit | str = Forfeit.NEXT_BEST, no_winner: NoWinner | str = NoWinner.CARDS_SPEAK,
        odd_chip: OddChip | str | None = None,
        chips: Iterable[Declaration | str | int] = DEFAULT_CHIPS,
        odd_chip_cards: OddChipCards | str | None = None, odd_chip_low: OddChipLow | str | None = None,
        book: Book | str | None = None, joker: Joker | str = Joker.BUG, natural_beats_wild: bool | str = False,
        odd_chip_half: OddChipHalf | str | None = None, boards_split: BoardsSplit | str = BoardsSplit.EACH,
    ) -> None:
        """Each rule read from its value or its words (see the class's docstring), every bad one raised at once."""
        given = {
            "method": method, "low": low, "qualifier": qualifier, "swing_ties": swing_ties, "forfeit": forfeit,
            "no_winner": no_winner, "odd_chip": odd_chip, "chips": chips, "odd_chip_cards": odd_chip_cards,
            "odd_chip_low": odd_chip_low, "book": book, "joker": joker, "natural_beats_wild": natural_beats_wild,
            "odd_chip_half": odd_chip_half, "boards_split": boards_split,
        }
        self.__dict__.update(plain(given))
        found: list[InvalidShowdown] = []
        for field, value in given.items():
            if (value is None and field in _OPTIONAL) or _safely_checked(field, value):
                continue
            read = _rule_value(RULES_BY_FIELD[field], value, found)
            if read is not None:
                self.__dict__[field] = read
        if found:
            raise in_python(None, found)

    @classmethod
    def of(cls, rules: Rules | Mapping[str, object] | None) -> Rules:
        """*rules* as :class:`Rules`: itself, the default, or built from a mapping of keys (as in a file)."""
        if isinstance(rules, Rules):
            return rules
        found: list[InvalidShowdown] = []
        made = rules_of(rules, found)
        if found:
            raise in_python(None, found)
        return made


def _rule_value(rule: Rule, value: object, found: list[InvalidShowdown]) -> Any:
    """*value* read as *rule*'s; ``None``, the problem kept in *found* (its path: ``rules``, the rule's key, and
    below it), when it is not one."""
    try:
        return rule.parse(value)
    except InvalidShowdown as error:
        found.append(InvalidShowdown(error.message, path=("rules", rule.key, *error.path)))
        return None
    except Exception as error:  # a Python caller's value whose own methods raise (see fields.not_read)
        found.append(InvalidShowdown(not_read(error).message, path=("rules", rule.key)))
        return None


def rules_of(given: object, found: list[InvalidShowdown]) -> Rules:
    """The rules *given* (``None``, or a mapping of them by key as a file writes it, ``swing-ties``, or by field,
    ``swing_ties``), each value read once; a rule that is not one, or whose value is not, kept in *found* with its
    path (``rules``, its key) and left at its default. A value ``None`` is the default."""
    if given is None:
        return DEFAULT_RULES
    if not isinstance(given, Mapping):
        found.append(InvalidShowdown(Said(
            "{what} must be a mapping of keys ({keys}), not {kind}", what="rules", keys=", ".join(RULES),
            kind=kind(given),
        ), path=("rules",)))
        return DEFAULT_RULES
    values: dict[str, Any] = {}
    for key, value in given.items():
        rule = RULES.get(str(key)) or RULES_BY_FIELD.get(str(key))
        if rule is None:
            found.append(InvalidShowdown(unknown_word(Said("rule"), key, list(RULES)), path=("rules", str(key))))
        elif value is not None:
            read = _rule_value(rule, value, found)
            if read is not None:
                values[rule.field] = read
    if not values:
        return DEFAULT_RULES
    made = object.__new__(Rules)  # each value read above: not read again
    made.__dict__.update(DEFAULT_RULES.__dict__)
    made.__dict__.update(values)
    return made


_OPTIONAL = frozenset(
    {"method", "low", "qualifier", "odd_chip", "odd_chip_cards", "odd_chip_low", "book", "odd_chip_half"}
)
"""The rules whose ``None`` means "the default for this showdown"."""


def _safely_checked(field: str, value: object) -> bool:
    """:func:`_checked`, ``False`` for a value whose own comparison raises (then read, and refused, as a rule's)."""
    try:
        return _checked(field, value)
    except Exception:
        return False


def _checked(field: str, value: object) -> bool:
    """Whether *value* is already of the field's type: a member it allows, an int qualifier, a chips tuple."""
    rule = RULES_BY_FIELD[field]
    if rule.kind is not None:
        return isinstance(value, rule.kind) and (not rule.members or value in rule.members)
    if field == "qualifier":
        return value is NO_QUALIFIER or (type(value) is int and value in QUALIFIERS)
    if rule.switch:
        return type(value) is bool
    return (
        isinstance(value, tuple) and len(value) == 3 and len(set(value)) == 3
        and all(isinstance(item, Declaration) for item in value)
    )


DEFAULT_RULES = Rules()
"""Every rule's default (a showdown without ``rules:``)."""


# --------------------
# The rules a named game sets (docs/rules.md: "Named games", "Badugi and short deck", "Split games with two kinds
# of hand"): its defaults, which ``rules:`` and the command line override.
#
# A named game deals its cards as one of the four ways (:class:`~potsplit.hands.games.Game`, ``cards_as``) and
# plays by its own method, low system and qualifier unless a showdown says otherwise. Its method holds even
# when players declare: ``stud8`` is cards speak, and ``rules.method: declare`` plays it with declarations.
#
# | game | method | low | qualifier | other |
# |---|---|---|---|---|
# | razz | low | ace-to-five | none | |
# | stud8, omaha8, big-o | cards-speak | ace-to-five | 8 | |
# | 2-7 | low | deuce-to-seven | none | |
# | a-5 | low | ace-to-five | none | |
# | california | low | ace-to-five | none | ``jokers: 1`` (the joker plays as the bug, the default ``rules.joker``) |
# | badugi | low | badugi | none | |
# | short-deck | high | no low | none | |
#
# A pot splits into two halves, the first (the high one) and the second (the low one), each judged by its own
# kind of hand (the game's, :class:`~potsplit.hands.games.Game` ``high`` and ``lows``). The split games with two
# kinds of hand name their halves, and may set a qualifier of the first half and the odd chip between them:
#
# | game | halves | second half ranks as | qualifiers | odd chip between the halves |
# |---|---|---|---|---|
# | badeucy | deuce-to-seven, badugi | badugi, the ace high | | first (WSOP Live Action Rule 303) |
# | badacey | ace-to-five, badugi | badugi | | first (WSOP Live Action Rules 311-313) |
# | razzdugi | razz, badugi | badugi | | first (WSOP Live Action Rule 327) |
# | razzdeucy | razz, deuce-to-seven | deuce-to-seven | | first |
# | archie | high, low | ace-to-five | a pair of nines; 8 | first (WSOP Live Action Rules 289-292) |
# | chicago, low-chicago | high, high spade (low spade) | the spade in the hole | | first |
# | drawmaha | omaha, draw | the five hole cards: high | | position |
# | drawmaha-2-7, -a-5, -badugi | omaha, deuce-to-seven (ace-to-five, badugi) | the five hole cards | | position |
# | hidugi | hidugi (one half) | | | |
# | the regular hi-lo games, courchevel-hi-lo | high, low | ace-to-five | none (8 in courchevel) | first |


class HalfName(enum.Enum):
    """What a half of a pot is called in the steps and the tables: high and low in most games; in a split game
    with two kinds of hand, its kind (``badugi``, ``razz``, ``high spade``, ``omaha``...)."""

    __hash__ = object.__hash__

    HIGH = "high"
    LOW = "low"
    RAZZ = "razz"
    DEUCE_TO_SEVEN = "deuce-to-seven"
    ACE_TO_FIVE = "ace-to-five"
    BADUGI = "badugi"
    HIDUGI = "hidugi"
    HIGH_SPADE = "high spade"
    LOW_SPADE = "low spade"
    OMAHA = "omaha"
    DRAW = "draw"


PLAIN_HALVES = (HalfName.HIGH, HalfName.LOW)
"""The halves of every game but the split games with two kinds of hand: high and low."""


def named_halves(halves: tuple[HalfName, ...]) -> bool:
    """Whether *halves* have names of their own (badugi, razz...), not high and low: the steps and the tables then
    name them so (Archie's and the regular hi-lo games' are high and low)."""
    return halves != PLAIN_HALVES[: len(halves)]
NINES = 9
"""A high hand's qualifier: a pair of nines or better (Archie's first half)."""


class GameRules(NamedTuple):
    """The defaults a named game sets."""

    method: Method
    low: HandKind | None
    """``None``: the game has no low hand (short deck)."""
    qualifier: int | None
    jokers: int = 0
    """How many jokers its deck holds, unless the showdown says (``jokers:``)."""
    halves: tuple[HalfName, ...] | None = None
    """A split game with two kinds of hand: what its halves are called (one, in hidugi); ``None``: high and low."""
    high_qualifier: int | None = None
    """The first half's qualifier: a pair of that rank or better (Archie's nines); ``None``: every high counts."""
    odd_chip_half: OddChipHalf = OddChipHalf.FIRST
    """Who gets the odd chip between the halves, unless ``rules.odd-chip-half`` says."""
    source: str | None = None
    """The rulebook's rule that gives the first half the odd chip, as a step names it."""


_HI_LO = GameRules(Method.CARDS_SPEAK, HandKind.ACE_TO_FIVE, 8)
_LOWBALL = GameRules(Method.LOW, HandKind.ACE_TO_FIVE, None)
_SPLIT = GameRules(Method.CARDS_SPEAK, None, None, halves=PLAIN_HALVES)
"""The split games with two kinds of hand: cards speak, no qualifier; the halves and the second half's kind are
each game's."""
_DRAWMAHA = _SPLIT._replace(odd_chip_half=OddChipHalf.POSITION)

GAME_RULES: Mapping[Game, GameRules] = {
    Game.RAZZ: _LOWBALL,
    Game.STUD8: _HI_LO,
    Game.OMAHA8: _HI_LO,
    Game.BIG_O: _HI_LO,
    Game.DEUCE_TO_SEVEN: GameRules(Method.LOW, HandKind.DEUCE_TO_SEVEN, None),
    Game.ACE_TO_FIVE: _LOWBALL,
    Game.CALIFORNIA: _LOWBALL._replace(jokers=1),
    Game.BADUGI: GameRules(Method.LOW, HandKind.BADUGI, None),
    Game.SHORT_DECK: GameRules(Method.HIGH, None, None),
    Game.BADEUCY: _SPLIT._replace(low=HandKind.BADUGI_ACE_HIGH, halves=(HalfName.DEUCE_TO_SEVEN, HalfName.BADUGI),
                                  source=Said("WSOP Live Action Rule 303")),
    Game.BADACEY: _SPLIT._replace(low=HandKind.BADUGI, halves=(HalfName.ACE_TO_FIVE, HalfName.BADUGI),
                                  source=Said("WSOP Live Action Rules 311-313")),
    Game.RAZZDUGI: _SPLIT._replace(low=HandKind.BADUGI, halves=(HalfName.RAZZ, HalfName.BADUGI),
                                   source=Said("WSOP Live Action Rule 327")),
    Game.RAZZDEUCY: _SPLIT._replace(low=HandKind.DEUCE_TO_SEVEN, halves=(HalfName.RAZZ, HalfName.DEUCE_TO_SEVEN)),
    Game.ARCHIE: _SPLIT._replace(low=HandKind.ACE_TO_FIVE, qualifier=8, high_qualifier=NINES,
                                 source=Said("WSOP Live Action Rules 289-292")),
    Game.CHICAGO: _SPLIT._replace(low=HandKind.HIGH_SPADE, halves=(HalfName.HIGH, HalfName.HIGH_SPADE)),
    Game.LOW_CHICAGO: _SPLIT._replace(low=HandKind.LOW_SPADE, halves=(HalfName.HIGH, HalfName.LOW_SPADE)),
    Game.DRAWMAHA: _DRAWMAHA._replace(low=HandKind.HIGH, halves=(HalfName.OMAHA, HalfName.DRAW)),
    Game.DRAWMAHA_2_7: _DRAWMAHA._replace(low=HandKind.DEUCE_TO_SEVEN,
                                          halves=(HalfName.OMAHA, HalfName.DEUCE_TO_SEVEN)),
    Game.DRAWMAHA_A_5: _DRAWMAHA._replace(low=HandKind.ACE_TO_FIVE, halves=(HalfName.OMAHA, HalfName.ACE_TO_FIVE)),
    Game.DRAWMAHA_BADUGI: _DRAWMAHA._replace(low=HandKind.BADUGI, halves=(HalfName.OMAHA, HalfName.BADUGI)),
    Game.HIDUGI: _SPLIT._replace(method=Method.HIGH, halves=(HalfName.HIDUGI,)),
    Game.STUD_HI_LO_REGULAR: _SPLIT._replace(low=HandKind.ACE_TO_FIVE),
    Game.OMAHA_HI_LO_REGULAR: _SPLIT._replace(low=HandKind.ACE_TO_FIVE),
    Game.COURCHEVEL_HI_LO: _SPLIT._replace(low=HandKind.ACE_TO_FIVE, qualifier=8),
}
"""Every named game's defaults; the four ways cards make a hand (draw, stud, holdem, omaha) set none.

Badugi is inferred, too, when every hand still in holds four cards and there is no board: its defaults then
hold as when it is named."""


def halves_of(game: Game | None) -> tuple[HalfName, ...] | None:
    """The names of *game*'s halves, where it is a split game with two kinds of hand; else ``None``.

    >>> [half.value for half in halves_of(Game.CHICAGO)], halves_of(Game.STUD8)
    (['high', 'high spade'], None)
    """
    named = GAME_RULES.get(game) if game is not None else None
    return None if named is None else named.halves
