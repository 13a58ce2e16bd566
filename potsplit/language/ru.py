"""Russian: the words of potsplit's tables and sentences, and their grammar.

The vocabulary is that of the sources (the five-card draw rules and the declaration article in Russian): the
hands Флаш-Рояль, Стрэйт-Флаш, Каре, Фулл-хаус, Флаш, Стрэйт, Тройка, Две пары, Пара; the declarations
старшая, младшая, обе; the pot is the банк. A hand's name is built from its category and its ranks, each rank in
the case its phrase needs: the genitive plural after пара, тройка, каре (``пара тузов``), the nominative plural
after a colon (``фулл-хаус: короли и девятки``), the genitive singular after до (``стрэйт до туза``).

>>> from potsplit.hands.ranking import HandValue, HandKind, five_card_value
>>> def named(ranks, suited=False, ranking=HandKind.HIGH):
...     return hand_name(HandValue.of(five_card_value(ranks, suited, ranking), ranking))
>>> named([13, 13, 13, 9, 9]), named([14, 14, 7, 5, 3]), named([12, 12, 6, 6, 2])
('фулл-хаус: короли и девятки', 'пара тузов', 'две пары: дамы и шестёрки')
>>> named([5, 4, 3, 2, 14], ranking=HandKind.ACE_TO_FIVE), named([7, 5, 4, 3, 2], ranking=HandKind.DEUCE_TO_SEVEN)
('колесо', 'младшая: семёрка-пятёрка')

Players' names are never declined (a name from any language has no Russian case endings): a phrase that needs
a case puts the word игрок in it, in that case and number, before the names (``игроку Bob``, ``игрокам Bob и
Carol``); a verb whose subject is a name is in the present tense, which has no gender.
"""

from __future__ import annotations

from collections.abc import Callable

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction
from potsplit.engine.rules import HalfName
from potsplit.engine.wording import Share
from potsplit.hands.ranking import Category, HandKind, HandValue, spade_text
from potsplit.language.words import Forms, NameList

CODE = "ru"
DECIMAL_POINT = ","
THOUSANDS = "\u00a0"
"""A no-break space between the thousands: 1 000."""

RANKS: dict[int, tuple[str, str, str, str]] = {
    2: ("двойка", "двойки", "двойки", "двоек"),
    3: ("тройка", "тройки", "тройки", "троек"),
    4: ("четвёрка", "четвёрки", "четвёрки", "четвёрок"),
    5: ("пятёрка", "пятёрки", "пятёрки", "пятёрок"),
    6: ("шестёрка", "шестёрки", "шестёрки", "шестёрок"),
    7: ("семёрка", "семёрки", "семёрки", "семёрок"),
    8: ("восьмёрка", "восьмёрки", "восьмёрки", "восьмёрок"),
    9: ("девятка", "девятки", "девятки", "девяток"),
    10: ("десятка", "десятки", "десятки", "десяток"),
    11: ("валет", "валета", "валеты", "валетов"),
    12: ("дама", "дамы", "дамы", "дам"),
    13: ("король", "короля", "короли", "королей"),
    14: ("туз", "туза", "тузы", "тузов"),
}
"""Each rank (ace 14) in the forms the hands' names use: nominative and genitive singular, then plural."""
NOMINATIVE, GENITIVE, PLURAL, GENITIVE_PLURAL = range(4)


def rank(value: int, case: int) -> str:
    """A rank (the ace 1 or 14) in one of the forms of :data:`RANKS`."""
    return RANKS[14 if value == 1 else value][case]


def _pair(ranks: tuple[int, ...]) -> str:
    return f"{rank(ranks[0], NOMINATIVE)}-{rank(ranks[1], NOMINATIVE)}"


CATEGORIES: dict[Category, Callable[[tuple[int, ...], HandKind], str]] = {
    Category.HIGH_CARD: lambda r, ranking: (
        "колесо" if ranking is HandKind.ACE_TO_FIVE and r == (5, 4, 3, 2, 1)
        else f"{'младшая' if ranking.is_low else 'старшая карта'}: {_pair(r)}"
    ),
    Category.ONE_PAIR: lambda r, ranking: f"пара {rank(r[0], GENITIVE_PLURAL)}",
    Category.TWO_PAIR: lambda r, ranking: f"две пары: {rank(r[0], PLURAL)} и {rank(r[2], PLURAL)}",
    Category.THREE_OF_A_KIND: lambda r, ranking: f"тройка {rank(r[0], GENITIVE_PLURAL)}",
    Category.STRAIGHT: lambda r, ranking: f"стрэйт до {rank(r[0], GENITIVE)}",
    Category.FLUSH: lambda r, ranking: f"флаш: {_pair(r)}",
    Category.FULL_HOUSE: lambda r, ranking: f"фулл-хаус: {rank(r[0], PLURAL)} и {rank(r[3], PLURAL)}",
    Category.FOUR_OF_A_KIND: lambda r, ranking: f"каре {rank(r[0], GENITIVE_PLURAL)}",
    Category.FIVE_OF_A_KIND: lambda r, ranking: f"пять {rank(r[0], GENITIVE_PLURAL)}",
    Category.STRAIGHT_FLUSH: lambda r, ranking: (
        "флаш-рояль" if r[0] == 14 else f"стрэйт-флаш до {rank(r[0], GENITIVE)}"
    ),
}
"""How each category of hand is named from its ranks (in reading order) and its ranking."""


BADUGI_SIZES = {
    4: "четырёхкарточное бадуги", 3: "трёхкарточная рука", 2: "двухкарточная рука", 1: "однокарточная рука",
}
"""A badugi by how many cards make it (a set of four is a badugi; fewer, a hand): the adjective agrees with бадуги
(neuter) or рука (feminine)."""


def hand_name(value: HandValue) -> str:
    """A hand's name in Russian (see the module's docstring); a category without a Russian name keeps its own.

    A badugi (the ace low or high, and hidugi) is named by its size and its highest card, a spade in the hole
    (закрытые карты) as the card:

    >>> from potsplit.hands.ranking import badugi_code, spade_code
    >>> hand_name(HandValue.of(badugi_code([14, 13, 12, 11], HandKind.HIDUGI), HandKind.HIDUGI))
    'четырёхкарточное бадуги до туза'
    >>> [hand_name(HandValue.of(spade_code(rank, HandKind.HIGH_SPADE), HandKind.HIGH_SPADE)) for rank in (13, None)]
    ['K♠ в закрытых картах', 'нет пик в закрытых картах']
    """
    if value.ranking.is_badugi:
        return f"{BADUGI_SIZES[value.size]} до {rank(value.ranks[0], GENITIVE)}"
    if value.ranking.is_spade:
        return f"{spade_text(value.ranks[0])} в закрытых картах" if value.ranks else "нет пик в закрытых картах"
    named = CATEGORIES.get(value.category)
    return value.name if named is None else named(value.ranks, value.ranking)


DIRECTIONS = {
    Direction.HIGH: Forms({"": "старшая", "gen": "старшей", "dat": "старшей", "acc": "старшую", "ins": "старшей",
                           "pl": "старшие"}),
    Direction.LOW: Forms({"": "младшая", "gen": "младшей", "dat": "младшей", "acc": "младшую", "ins": "младшей",
                          "pl": "младшие"}),
}
"""High and low, as the adjective of a (feminine) комбинация or половина, or standing for it: ``лучшая
старшая``, ``по младшей``."""
HALVES = {
    HalfName.HIGH: "старшая", HalfName.LOW: "младшая", HalfName.RAZZ: "разз", HalfName.DEUCE_TO_SEVEN: "двойка-семёрка",
    HalfName.ACE_TO_FIVE: "туз-пятёрка", HalfName.BADUGI: "бадуги", HalfName.HIDUGI: "хидуги",
    HalfName.HIGH_SPADE: "старшая пика", HalfName.LOW_SPADE: "младшая пика", HalfName.OMAHA: "омаха",
    HalfName.DRAW: "дро",
}
"""The names of the halves of the split games with two kinds of hand, as the templates put them: in quotes, after
a noun (``половина «бадуги»``, ``комбинация «разз»``), so that they are never declined."""
SHARES = {
    Share.POT: Forms({"": "банк", "gen": "банка", "dat": "банку", "acc": "банк", "ins": "банком"}),
    Share.HIGH: Forms({"": "старшая половина", "gen": "старшей половины", "dat": "старшей половине",
                       "acc": "старшую половину", "ins": "старшей половиной"}),
    Share.LOW: Forms({"": "младшая половина", "gen": "младшей половины", "dat": "младшей половине",
                      "acc": "младшую половину", "ins": "младшей половиной"}),
}
DECLARATIONS = {Declaration.HIGH: "старшая", Declaration.LOW: "младшая", Declaration.SWING: "обе"}

def phrase_form(text: str, form: str) -> str | None:
    """A phrase in a form a template asks for: ``unknown``, the phrase after неизвестный agreeing with the
    gender of its first word (``неизвестное объявление``, ``неизвестная игра``, ``неизвестный ключ``).

    >>> phrase_form("объявление", "unknown"), phrase_form("дикая карта", "unknown"), phrase_form("ключ", "unknown")
    ('неизвестное объявление', 'неизвестная дикая карта', 'неизвестный ключ')
    """
    if form != "unknown":
        return None
    first = text.split(" ", 1)[0].lower()
    if first.endswith(("о", "е")):
        adjective = "неизвестное"
    elif first.endswith(("а", "я")):
        adjective = "неизвестная"
    else:
        adjective = "неизвестный"
    return f"{adjective} {text}"


_PLAYER = {"gen": ("игрока", "игроков"), "dat": ("игроку", "игрокам"), "acc": ("игрока", "игроков"),
           "ins": ("игроком", "игроками")}
"""игрок in each case, singular and plural, to stand before names that a phrase puts in that case."""
_NOBODY = {"": "никто", "gen": "никого", "dat": "никому", "acc": "никого", "ins": "никем"}


class PlayerNames(NameList):
    """Players' names: ``Bob``, ``Bob и Carol``, ``A, B и C``; in a case, after игрок in it (``игрокам Bob и
    Carol``); none: никто, in its case.

    >>> from potsplit.said import Names
    >>> names = PlayerNames(Names(("Bob", "Carol")))
    >>> one, none = PlayerNames(Names(("Al",))), PlayerNames(Names(()))
    >>> str(names), format(names, "dat"), format(one, "ins"), format(none, "dat")
    ('Bob и Carol', 'игрокам Bob и Carol', 'игроком Al', 'никому')
    """

    __slots__ = ()
    AND, PLAYER, NOBODY, PLAYER_FIRST = "и", _PLAYER, _NOBODY, True

    def form(self, name: str) -> str | None:
        """Besides the cases, ``odd``: who gets the chips left over, one each (``лишняя фишка — игроку Al``; for
        several, ``по одной лишней фишке — игрокам Al и Bo``).

        >>> from potsplit.said import Names
        >>> format(PlayerNames(Names(("Al",))), "odd"), format(PlayerNames(Names(("Al", "Bo"))), "odd")
        ('лишняя фишка — игроку Al', 'по одной лишней фишке — игрокам Al и Bo')
        """
        if name == "odd":
            several = len(self.names) > 1
            return f"{'по одной лишней фишке' if several else 'лишняя фишка'} — {self.form('dat')}"
        return super().form(name)

    def forms(self) -> tuple[str, ...]:
        return (*super().forms(), "odd")
