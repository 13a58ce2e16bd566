"""Playing cards: ranks, suits, and the notations players write them in.

A card is written as a rank (``2``-``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``,
``A``) followed by a suit (``s h d c`` or ``♠ ♥ ♦ ♣``), in any case, and is
printed back canonically:

>>> parse_cards("as 10h, T♦ 2C")
(Card('As'), Card('Th'), Card('Td'), Card('2c'))
>>> str(parse_card("q♠"))
'Qs'

Each of the 52 cards has a ``code`` from 0 to 51, ``4 * (rank - 2) + suit``,
so that a higher code is a higher card by rank, then by suit (spades, hearts,
diamonds, clubs from high to low), the order used to hand out odd chips.

The joker (docs/rules.md: "Wild cards and jokers") is a card of its own, :data:`JOKER`, written ``Jk``
(or ``joker``, ``🃏``, in any case), code 52: it has no rank nor suit, and how
it plays (the bug, or a wild card) is the showdown's rule.

>>> parse_cards("jk Joker 🃏"), JOKER.code
((Card('Jk'), Card('Jk'), Card('Jk')), 52)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Mapping

from potsplit.errors import InvalidShowdown, quoted
from potsplit.said import Said


class Rank(enum.IntEnum):
    """A card's rank; the ace is high here, low systems treat it themselves."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The one-character symbol: ``A``, ``K``, ... ``T``, ``9``, ... ``2``."""
        return RANK_SYMBOLS[self - 2]


class Suit(enum.IntEnum):
    """A card's suit, valued by the odd-chip order: spades high, clubs low."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        """The letter: ``s``, ``h``, ``d`` or ``c``."""
        return SUIT_SYMBOLS[self]


RANK_SYMBOLS = "23456789TJQKA"
SUIT_SYMBOLS = "cdhs"
SUIT_GLYPHS = "♣♦♥♠"
"""The suits as a table can show them instead of letters, by suit (see :func:`format_cards`)."""
_RANK_TEXT = {symbol: Rank(i + 2) for i, symbol in enumerate(RANK_SYMBOLS)} | {"10": Rank.TEN}
_SUIT_TEXT = {symbol: Suit(i) for i, symbol in enumerate(SUIT_SYMBOLS)} | {
    glyph: Suit(i) for glyphs in (SUIT_GLYPHS, "♧♢♡♤") for i, glyph in enumerate(glyphs)  # and the white suits
}
CARD_WORDS = re.compile(r"[^\s,，]+")
"""A card in a string of cards, which is split on spaces and commas (see :func:`card_words`)."""


def card_words(text: str, most: int = -1) -> list[str]:
    """The words of a string of cards, split on spaces and commas, as :data:`CARD_WORDS` finds them.

    With *most*, at most *most* splits are made (the last word then holds the rest).

    >>> card_words("As, Kd,Qh  Jc"), card_words("As Kd Qh", 1)
    (['As', 'Kd', 'Qh', 'Jc'], ['As', 'Kd Qh'])
    """
    return text.replace(",", " ").replace("，", " ").split(None, most)
CARD_HELP = Said("a card is a rank 2-9, T or 10, J, Q, K, A and a suit s, h, d, c (or ♠ ♥ ♦ ♣), e.g. As, 10h, Td")


class Card:
    """One of the 52 cards: use :func:`parse_card` or ``DECK``. Cards compare by rank, then suit.

    >>> DECK[51], DECK[51] > DECK[50] > DECK[47], DECK[51] == (14, 3, 51, "As")
    (Card('As'), True, False)
    """

    __slots__ = ("code", "rank", "suit", "text")

    def __init__(self, rank: Rank, suit: Suit) -> None:
        self.rank = rank
        self.suit = suit
        self.code = 4 * (rank - 2) + suit
        """0 to 51, higher for a higher rank, then a higher suit: ``4 * (rank - 2) + suit``."""
        self.text = rank.symbol + suit.symbol
        """How it is printed: ``As``, ``Td``, ``2c``."""

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        """Pickled as its code: the same card comes back."""
        return DECK.__getitem__, (self.code,)

    def __eq__(self, other: object) -> bool:
        return self.code == other.code if isinstance(other, Card) else NotImplemented

    def __hash__(self) -> int:
        return self.code

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code

    def __le__(self, other: Card) -> bool:
        return self.code <= other.code

    def __gt__(self, other: Card) -> bool:
        return self.code > other.code

    def __ge__(self, other: Card) -> bool:
        return self.code >= other.code


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
"""All 52 cards, indexed by code."""
JOKER_CODE = 52
"""The joker's code: above every card's, so that tables indexed by the 52 codes never take it for one."""


class JokerCard(Card):
    """The joker: a card of its own, written ``Jk``, code :data:`JOKER_CODE`. It has no rank and no suit
    (reading them raises :class:`AttributeError`); use the one :data:`JOKER`.

    >>> JOKER, str(JOKER), JOKER == parse_card("JK"), JOKER > DECK[51]
    (Card('Jk'), 'Jk', True, True)
    >>> JOKER.rank
    Traceback (most recent call last):
    ...
    AttributeError: 'JokerCard' object has no attribute 'rank'
    """

    __slots__ = ()

    def __init__(self) -> None:  # the rank and the suit are left unset: the joker has neither
        self.code = JOKER_CODE
        self.text = "Jk"

    def __reduce__(self) -> tuple[Callable[[], Card], tuple[()]]:  # type: ignore[override]
        """Pickled as itself: the one joker comes back."""
        return _the_joker, ()


JOKER: Card = JokerCard()
"""The joker (every joker of a deck is this card: a hand may hold it as many times as the deck has jokers)."""
JOKER_WORDS = frozenset({"jk", "joker", "\N{PLAYING CARD BLACK JOKER}"})
"""How a joker is written, in any case."""


def _the_joker() -> Card:
    return JOKER


WILD_NAMES = {"deuces": "2", "one-eyed-jacks": "Js Jh", "suicide-king": "Kh"}
"""The home games' names for their wild cards, beside ranks and cards (see :mod:`potsplit.hands.wild`)."""


def text_of(item: Rank | Card) -> str:
    """A rank or a card as written: ``2``, ``T``, ``Js`` (as ``wild`` names them)."""
    return item.symbol if isinstance(item, Rank) else item.text


def parse_card(text: str) -> Card:
    """The card written as *text*, e.g. ``As``, ``as``, ``10h``, ``A♠``.

    >>> parse_card("10c").code, parse_card("Ac").code
    (32, 48)
    >>> parse_card("1s")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: unknown card '1s': a card is a rank 2-9, T or 10, ...
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise InvalidShowdown(Said("unknown card {card}: {help}", card=quoted(text), help=CARD_HELP))
    card = _SPELLINGS.get(text)
    if card is not None:
        return card
    cleaned = text.strip()
    rank = _RANK_TEXT.get(cleaned[:-1].upper())
    suit = _SUIT_TEXT.get(cleaned[-1:].lower())
    if rank is None or suit is None:  # typed on a phone, perhaps: "A♥️", "Ａｓ"
        cleaned = typed(cleaned)
        rank = _RANK_TEXT.get(cleaned[:-1].upper())
        suit = _SUIT_TEXT.get(cleaned[-1:].lower())
    if rank is None or suit is None:
        if cleaned.lower() in JOKER_WORDS:
            return JOKER
        foreign = _foreign_letters(cleaned)
        if foreign is not None:
            raise InvalidShowdown(Said("unknown card {card}: {wrong}", card=quoted(text), wrong=foreign))
        raise InvalidShowdown(Said(
            "unknown card {card}: {help} ({wrong})", card=quoted(text), help=CARD_HELP,
            wrong=_what_is_wrong(cleaned, rank, suit),
        ))
    card = DECK[4 * (rank - 2) + suit]
    if cleaned == text:
        _SPELLINGS[text] = card  # at most the 304 ways to write a card
    return card


_SPELLINGS: dict[str, Card] = {}
"""The cards already read, by how they were written."""
_VARIATION_SELECTORS = dict.fromkeys(map(ord, "\ufe0e\ufe0f"))


def typed(text: str) -> str:
    """*text* as a phone types it, made plain: variation selectors dropped (``♥️`` is ``♥``), full-width
    letters, digits and punctuation read as ASCII (Unicode's compatibility form, NFKC).

    >>> typed("A\u2665\ufe0f"), typed("\uff21\uff53"), typed("\uff28\uff49\uff47\uff48")
    ('A♥', 'As', 'High')
    """
    import unicodedata  # only for what is not read as written

    return unicodedata.normalize("NFKC", text.translate(_VARIATION_SELECTORS))


LOOK_ALIKES = str.maketrans(
    "АаКкТтСсЅѕҺһԁΑαΚκΤτϲ",
    "AaKkTtCcSsHhdAaKkTtc",
)
"""The Cyrillic and Greek letters that look like a card's Latin letters (a Russian or a Kazakh keyboard types
А, К, Т, с; һ is Kazakh), each as the Latin letter it looks like."""
RUSSIAN_RANKS = {"Т": Said("туз, an ace: A"), "К": Said("король, a king: K"), "Д": Said("дама, a queen: Q"),
                 "В": Said("валет, a jack: J")}
"""The Russian card letters, which potsplit does not read: what each stands for, and the Latin letter for it."""


def _foreign_letters(text: str) -> Said | None:
    """What is wrong with a card written with Cyrillic (or Greek) letters: the look-alikes named and the card in
    the Latin letters they look like, or the Russian card letter named and the Latin one for it; ``None`` for a
    card without such letters.

    >>> _foreign_letters("Ас")
    "typed with Cyrillic letters (А, с): in Latin letters it is 'Ac'"
    >>> print(_foreign_letters("Дc"))
    'Д' is a Russian card letter (дама, a queen: Q); cards are written in Latin letters: A, K, Q, J, T
    >>> _foreign_letters("Тс")
    "typed with Cyrillic letters (Т, с): in Latin letters it is 'Tc', a ten ('Т' for туз, an ace, is A)"
    >>> _foreign_letters("As") is None, _foreign_letters("Кд")
    (True, 'typed with Cyrillic letters (К, д): cards are written in Latin letters, e.g. As, Kd, Tc')
    """
    letters = [char for char in dict.fromkeys(text) if not char.isascii() and char.isalpha()
               and ("\u0370" <= char <= "\u03ff" or "\u0400" <= char <= "\u052f")]
    if not letters:
        return None
    rank_letter = text[:-1].upper()
    if rank_letter in RUSSIAN_RANKS and rank_letter not in "ТК":
        return Said(
            "{letter} is a Russian card letter ({meaning}); cards are written in Latin letters: A, K, Q, J, T",
            letter=repr(rank_letter), meaning=RUSSIAN_RANKS[rank_letter],
        )
    latin = text.translate(LOOK_ALIKES)
    rank, suit = _RANK_TEXT.get(latin[:-1].upper()), _SUIT_TEXT.get(latin[-1:].lower())
    if rank is None or suit is None:
        return Said("typed with Cyrillic letters ({letters}): cards are written in Latin letters, e.g. As, Kd, Tc",
                    letters=", ".join(letters))
    if rank_letter == "Т":
        return Said(
            "typed with Cyrillic letters ({letters}): in Latin letters it is {card}, a ten ({letter} for туз, an ace, "
            "is A)", letters=", ".join(letters), card=repr(DECK[4 * (rank - 2) + suit].text), letter=repr(rank_letter),
        )
    return Said("typed with Cyrillic letters ({letters}): in Latin letters it is {card}",
                letters=", ".join(letters), card=repr(DECK[4 * (rank - 2) + suit].text))


def _what_is_wrong(text: str, rank: Rank | None, suit: Suit | None) -> Said:
    """Which part of a card that is not one is wrong, and the card it is nearest to, if one is close.

    >>> _what_is_wrong("Kz", Rank.KING, None), _what_is_wrong("1s", None, Suit.SPADES)
    ("'z' is not a suit: s, h, d, c or ♠ ♥ ♦ ♣", "'1' is not a rank: 2-9, T or 10, J, Q, K, A")
    >>> _what_is_wrong("Ahh", None, Suit.HEARTS), _what_is_wrong("6sx", None, None)
    ("'Ah' is a card, and 'h' after it is too much: did you mean 'Ah'?", "'6s' is a card, and 'x' after it is too \
much: did you mean '6s'?")
    """
    from potsplit.errors import nearest, shortened

    if len(text) < 2:
        return Said("a card is a rank and a suit")
    parts = []
    if rank is None:
        parts.append(Said("{rank} is not a rank: 2-9, T or 10, J, Q, K, A", rank=repr(shortened(text[:-1]))))
    if suit is None:
        parts.append(Said("{suit} is not a suit: s, h, d, c or ♠ ♥ ♦ ♣", suit=repr(shortened(text[-1:]))))
    texts = {card.text.lower(): card.text for card in DECK}
    if text[:-1].lower() in texts or text[:-2].lower() in texts:  # a card and more: 6sx, Ahh
        card = texts[text[:-1].lower()] if text[:-1].lower() in texts else texts[text[:-2].lower()]
        return Said("{card} is a card, and {rest} after it is too much: did you mean {card}?",
                    card=repr(card), rest=repr(shortened(text[len(card):])))
    close = nearest(text, list(texts))
    if close is not None:
        parts.append(Said("did you mean {card}?", card=repr(texts[close])))
    said = parts[0]
    for part in parts[1:]:
        said = Said("{said}; {more}", said=said, more=part)
    return said


def parse_cards(cards: str | Iterable[str]) -> tuple[Card, ...]:
    """Cards from a string split on spaces and commas, or from a list of strings.

    >>> parse_cards(["Kd", "kc"])
    (Card('Kd'), Card('Kc'))
    >>> parse_cards("")
    ()
    """
    if isinstance(cards, str):
        items: Iterable[str] = card_words(str.__str__(cards))
    else:
        try:
            if isinstance(cards, bytes | bytearray | Mapping):
                raise TypeError(cards)
            items = list(cards)
        except Exception:  # not a list, or one whose own iteration raises
            said = Said("cards must be text or a list of cards, not {value}", value=quoted(cards))
            raise InvalidShowdown(said) from None
    return tuple(parse_card(item) for item in items)


def format_cards(cards: Iterable[Card], glyphs: bool = False) -> str:
    """Cards printed canonically, separated by spaces; with *glyphs*, each suit as its symbol.

    >>> format_cards(parse_cards("as 10h")), format_cards(parse_cards("as 10h 2c"), glyphs=True)
    ('As Th', 'A♠ T♥ 2♣')
    """
    if glyphs:
        return " ".join(card.text if card.code == JOKER_CODE else card.rank.symbol + SUIT_GLYPHS[card.suit]
                        for card in cards)
    return " ".join(str(card) for card in cards)
