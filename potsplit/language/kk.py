"""Kazakh: the words of potsplit's tables and sentences, and their grammar.

The vocabulary is that of the declaration article in Kazakh: жоғары and төмен (the high and the low hand:
жоғары қол, төменгі қол), екі жаққа for swing, банк for the pot, шоудаун; the hands keep the names the
Russian rules give them (флаш-рояль, стрэйт-флаш, каре, фулл-хаус, флаш, стрэйт), with the Kazakh жұп (pair)
and үштік (three of a kind). A hand's name is built from its category and its ranks, each in the form its
phrase needs: the plural before a possessive head (``тұздар жұбы``), the dative before дейін (``тұзға дейін``);
two ranks are joined by мен, бен or пен as the first one ends (:func:`conjunction`).

>>> from potsplit.hands.ranking import HandValue, HandKind, five_card_value
>>> def named(ranks, suited=False, ranking=HandKind.HIGH):
...     return hand_name(HandValue.of(five_card_value(ranks, suited, ranking), ranking))
>>> named([13, 13, 13, 9, 9]), named([14, 14, 7, 5, 3]), named([12, 12, 6, 6, 2])
('фулл-хаус: корольдер мен тоғыздықтар', 'тұздар жұбы', 'екі жұп: дамалар мен алтылықтар')
>>> named([14, 13, 12, 11, 10]), named([9, 8, 7, 6, 5, 4][:5], True)
('стрэйт: тұзға дейін', 'стрэйт-флаш: тоғыздыққа дейін')

Players' names are never given case endings (which ending a name takes depends on how it sounds): a phrase
that needs a case puts ойыншы after the names with the possessive and that case (``Bob ойыншысына``, ``Bob
және Carol ойыншыларына``), and names are joined by және, which never changes.
"""

from __future__ import annotations

from collections.abc import Callable

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction
from potsplit.engine.rules import HalfName
from potsplit.engine.wording import Share
from potsplit.hands.ranking import Category, HandKind, HandValue, spade_text
from potsplit.language.words import Forms, NameList

CODE = "kk"
DECIMAL_POINT = ","
THOUSANDS = "\u00a0"
"""A no-break space between the thousands: 1 000."""

RANKS: dict[int, tuple[str, str, str]] = {
    2: ("екілік", "екіліктер", "екілікке"),
    3: ("үштік", "үштіктер", "үштікке"),
    4: ("төрттік", "төрттіктер", "төрттікке"),
    5: ("бестік", "бестіктер", "бестікке"),
    6: ("алтылық", "алтылықтар", "алтылыққа"),
    7: ("жетілік", "жетіліктер", "жетілікке"),
    8: ("сегіздік", "сегіздіктер", "сегіздікке"),
    9: ("тоғыздық", "тоғыздықтар", "тоғыздыққа"),
    10: ("ондық", "ондықтар", "ондыққа"),
    11: ("валет", "валеттер", "валетке"),
    12: ("дама", "дамалар", "дамаға"),
    13: ("король", "корольдер", "корольге"),
    14: ("тұз", "тұздар", "тұзға"),
}
"""Each rank (ace 14) in the forms the hands' names use: singular, plural, and dative singular."""
SINGULAR, PLURAL, DATIVE = range(3)


def rank(value: int, form: int) -> str:
    """A rank (the ace 1 or 14) in one of the forms of :data:`RANKS`."""
    return RANKS[14 if value == 1 else value][form]


def conjunction(word: str) -> str:
    """The "and" that follows *word*: мен after a vowel or р, л, й, у; бен after м, н, ң, з, ж; пен after the
    other consonants (a soft or hard sign is passed over).

    >>> [f"{word} {conjunction(word)}" for word in ("дамалар", "тұз", "валет", "король", "он")]
    ['дамалар мен', 'тұз бен', 'валет пен', 'король мен', 'он бен']
    """
    last = word.rstrip("ьъ")[-1:].lower()
    if last in "аәеиоөұүыіэюяуйлр":
        return "мен"
    if last in "мнңзж":
        return "бен"
    return "пен"


def _and(first: str, second: str) -> str:
    return f"{first} {conjunction(first)} {second}"


def _pair(ranks: tuple[int, ...]) -> str:
    return f"{rank(ranks[0], SINGULAR)}-{rank(ranks[1], SINGULAR)}"


CATEGORIES: dict[Category, Callable[[tuple[int, ...], HandKind], str]] = {
    Category.HIGH_CARD: lambda r, ranking: (
        "колесо" if ranking is HandKind.ACE_TO_FIVE and r == (5, 4, 3, 2, 1)
        else f"{'төмен' if ranking.is_low else 'жоғары карта'}: {_pair(r)}"
    ),
    Category.ONE_PAIR: lambda r, ranking: f"{rank(r[0], PLURAL)} жұбы",
    Category.TWO_PAIR: lambda r, ranking: f"екі жұп: {_and(rank(r[0], PLURAL), rank(r[2], PLURAL))}",
    Category.THREE_OF_A_KIND: lambda r, ranking: f"{rank(r[0], PLURAL)} үштігі",
    Category.STRAIGHT: lambda r, ranking: f"стрэйт: {rank(r[0], DATIVE)} дейін",
    Category.FLUSH: lambda r, ranking: f"флаш: {_pair(r)}",
    Category.FULL_HOUSE: lambda r, ranking: f"фулл-хаус: {_and(rank(r[0], PLURAL), rank(r[3], PLURAL))}",
    Category.FOUR_OF_A_KIND: lambda r, ranking: f"{rank(r[0], PLURAL)} каресі",
    Category.FIVE_OF_A_KIND: lambda r, ranking: f"бес {rank(r[0], SINGULAR)}",
    Category.STRAIGHT_FLUSH: lambda r, ranking: (
        "флаш-рояль" if r[0] == 14 else f"стрэйт-флаш: {rank(r[0], DATIVE)} дейін"
    ),
}
"""How each category of hand is named from its ranks (in reading order) and its ranking."""


BADUGI_SIZES = {4: "төрт карталы бадуги", 3: "үш карталы қол", 2: "екі карталы қол", 1: "бір карталы қол"}
"""A badugi by how many cards make it (a set of four is a badugi; fewer, a hand)."""


def hand_name(value: HandValue) -> str:
    """A hand's name in Kazakh (see the module's docstring); a category without a Kazakh name keeps its own.

    A badugi (the ace low or high, and hidugi) is named by its size and its highest card, a spade in the hole
    (жабық карталар) as the card:

    >>> from potsplit.hands.ranking import badugi_code, spade_code
    >>> hand_name(HandValue.of(badugi_code([14, 13, 12, 11], HandKind.HIDUGI), HandKind.HIDUGI))
    'төрт карталы бадуги: тұзға дейін'
    >>> [hand_name(HandValue.of(spade_code(rank, HandKind.LOW_SPADE), HandKind.LOW_SPADE)) for rank in (2, None)]
    ['жабық карталардағы 2♠', 'жабық карталарда пика жоқ']
    """
    if value.ranking.is_badugi:
        return f"{BADUGI_SIZES[value.size]}: {rank(value.ranks[0], DATIVE)} дейін"
    if value.ranking.is_spade:
        return f"жабық карталардағы {spade_text(value.ranks[0])}" if value.ranks else "жабық карталарда пика жоқ"
    named = CATEGORIES.get(value.category)
    return value.name if named is None else named(value.ranks, value.ranking)


DIRECTIONS = {
    Direction.HIGH: Forms({"": "жоғары", "adj": "жоғары", "gen": "жоғарының", "dat": "жоғарыға",
                           "loc": "жоғарыда", "abl": "жоғарыдан"}),
    Direction.LOW: Forms({"": "төмен", "adj": "төменгі", "gen": "төменнің", "dat": "төменге",
                          "loc": "төменде", "abl": "төменнен"}),
}
"""High and low, as a word of their own (in its cases: ``төменде``, in the low) or before a noun (``adj``:
``төменгі қол``, the low hand)."""
HALVES = {
    HalfName.HIGH: "жоғары", HalfName.LOW: "төмен", HalfName.RAZZ: "разз", HalfName.DEUCE_TO_SEVEN: "екілік-жетілік",
    HalfName.ACE_TO_FIVE: "тұз-бестік", HalfName.BADUGI: "бадуги", HalfName.HIDUGI: "хидуги",
    HalfName.HIGH_SPADE: "жоғары пика", HalfName.LOW_SPADE: "төмен пика", HalfName.OMAHA: "омаха",
    HalfName.DRAW: "дро",
}
"""The names of the halves of the split games with two kinds of hand, as the templates put them: in quotes, before
the noun they name (``«бадуги» жартысы``, ``«разз» қолы``), so that they take no ending."""
SHARES = {
    Share.POT: Forms({"": "банк", "gen": "банктің", "dat": "банкке", "acc": "банкті", "loc": "банкте",
                      "abl": "банктен"}),
    Share.HIGH: Forms({"": "банктің жоғары жартысы", "gen": "банктің жоғары жартысының",
                       "dat": "банктің жоғары жартысына", "acc": "банктің жоғары жартысын",
                       "loc": "банктің жоғары жартысында", "abl": "банктің жоғары жартысынан"}),
    Share.LOW: Forms({"": "банктің төменгі жартысы", "gen": "банктің төменгі жартысының",
                      "dat": "банктің төменгі жартысына", "acc": "банктің төменгі жартысын",
                      "loc": "банктің төменгі жартысында", "abl": "банктің төменгі жартысынан"}),
}
DECLARATIONS = {Declaration.HIGH: "жоғары", Declaration.LOW: "төмен", Declaration.SWING: "екі жаққа"}

def phrase_form(text: str, form: str) -> str | None:
    """A phrase in a form a template asks for: ``unknown``, after белгісіз (which agrees with nothing).

    >>> phrase_form("ойын", "unknown")
    'белгісіз ойын'
    """
    return f"белгісіз {text}" if form == "unknown" else None


_PLAYER = {"gen": ("ойыншысының", "ойыншыларының"), "dat": ("ойыншысына", "ойыншыларына"),
           "acc": ("ойыншысын", "ойыншыларын"), "loc": ("ойыншысында", "ойыншыларында"),
           "abl": ("ойыншысынан", "ойыншыларынан"), "ins": ("ойыншысымен", "ойыншыларымен")}
"""ойыншы with the possessive, in each case, singular and plural, to stand after names put in that case."""
_NOBODY = {"": "ешкім", "gen": "ешкімнің", "dat": "ешкімге", "acc": "ешкімді", "loc": "ешкімде",
           "abl": "ешкімнен", "ins": "ешкіммен"}


class PlayerNames(NameList):
    """Players' names: ``Bob``, ``Bob және Carol``, ``A, B және C``; in a case, before ойыншы in it (``Bob
    және Carol ойыншыларына``); none: ешкім, in its case.

    >>> from potsplit.said import Names
    >>> names = PlayerNames(Names(("Bob", "Carol")))
    >>> one, none = PlayerNames(Names(("Al",))), PlayerNames(Names(()))
    >>> str(names), format(names, "dat"), format(one, "ins"), format(none, "dat")
    ('Bob және Carol', 'Bob және Carol ойыншыларына', 'Al ойыншысымен', 'ешкімге')
    """

    __slots__ = ()
    AND, PLAYER, NOBODY, PLAYER_FIRST = "және", _PLAYER, _NOBODY, False

    def form(self, name: str) -> str | None:
        """Besides the cases, ``odd``: who gets the chips left over, one each (``артық фишка Al ойыншысына
        беріледі``; for several, ``артық фишкалар бір-бірден ... беріледі``).

        >>> from potsplit.said import Names
        >>> format(PlayerNames(Names(("Al",))), "odd")
        'артық фишка Al ойыншысына беріледі'
        """
        if name == "odd":
            several = len(self.names) > 1
            return f"{'артық фишкалар бір-бірден' if several else 'артық фишка'} {self.form('dat')} беріледі"
        return super().form(name)

    def forms(self) -> tuple[str, ...]:
        return (*super().forms(), "odd")
