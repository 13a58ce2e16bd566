"""Amounts for people: exact, and with what a reader wants beside it (chips, a decimal, a share of the pot).

Never a float on the way: decimals are worked out from the fraction itself.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language


def money_text(amount: Fraction, chip: Fraction | None, sized: bool, lang: Language) -> str:
    """An amount for people: exact, and as chips or a decimal where the pot has a size,
    or as a percentage where the pot is the default 1 (a share), in *lang* (its decimal point too).

    >>> from potsplit.language import ENGLISH, language_named
    >>> money_text(Fraction(45, 2), None, True, ENGLISH), money_text(Fraction(3, 4), None, False, ENGLISH)
    ('45/2 (22.5)', '3/4 (75% of the pot)')
    >>> russian = language_named("ru")
    >>> money_text(Fraction(90), Fraction(5), True, ENGLISH), money_text(Fraction(45, 2), None, True, russian)
    ('90 (18 chips)', '45/2 (22,5)')

    With a chip below one that a decimal writes (0.01, 0.05, 0.5), an amount of whole chips is written as money
    is, to the chip's places (whole amounts without them); one that is not whole chips stays a fraction:

    >>> cent = Fraction(1, 100)
    >>> money_text(Fraction(601, 10), cent, True, ENGLISH), money_text(Fraction(220), cent, True, russian)
    ('60.10', '220')
    >>> money_text(Fraction(601, 10), cent, True, russian), money_text(Fraction(1, 300), cent, True, ENGLISH)
    ('60,10', '1/300 (1/3 chips)')
    """
    exact = str(amount)
    if amount == 0:
        return exact
    if chip is not None and chip != 1:
        chips = amount / chip
        places = decimal_places(chip)
        if chips.denominator == 1 and places:  # a cent's chip: the amount as money is written, 60.10
            return _fixed(amount, places if amount.denominator != 1 else 0).replace(".", lang.decimal_point)
        if chips.denominator != 1:  # not whole chips: said as an exact fraction, in the plural
            return lang.say(Said("{exact} ({chips} chips)", exact=exact, chips=str(chips)))
        return lang.say(Said.counted("{exact} ({count} chips)", "{exact} ({count} chips)", int(chips), exact=exact))
    if not sized:
        if amount in (0, 1):
            return exact
        return lang.say(Said("{exact} ({percent} of the pot)", exact=exact, percent=percent_text(amount, lang)))
    if amount.denominator != 1:
        return f"{exact} ({_decimal(amount).replace('.', lang.decimal_point)})"
    return exact


def decimal_places(chip: Fraction) -> int:
    """How many decimal places write *chip* exactly, if it is below one and a decimal writes it (0 otherwise).

    >>> [decimal_places(Fraction(*chip)) for chip in [(1, 100), (1, 20), (1, 2), (1, 3), (5, 1)]]
    [2, 2, 1, 0, 0]
    """
    if chip >= 1:
        return 0
    for places in range(1, 13):
        if (chip * 10**places).denominator == 1:
            return places
    return 0


def chip_text(chip: Fraction, lang: Language) -> str:
    """A chip as people write it: a decimal where one writes it below one (``0.01``, with *lang*'s decimal point),
    else exact (``5``, ``1/3``)."""
    places = decimal_places(chip)
    return _fixed(chip, places).replace(".", lang.decimal_point) if places else str(chip)


def percent_text(share: Fraction, lang: Language) -> str:
    """A positive share as a percentage for people, to four significant digits, with *lang*'s decimal point.

    >>> from potsplit.language import ENGLISH
    >>> percent_text(Fraction(3, 100), ENGLISH), percent_text(Fraction(1, 3), ENGLISH)
    ('3%', '33.33%')
    """
    return f"{_significant(share * 100).replace('.', lang.decimal_point)}%"


def _decimal(amount: Fraction) -> str:
    """A decimal for people, exact when it terminates, else to 4 places with "~"."""
    denominator = amount.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator == 1:
        whole, part = divmod(abs(amount.numerator) * 10**12 // amount.denominator, 10**12)
        sign = "-" if amount < 0 else ""
        return f"{sign}{whole}." + f"{part:012d}".rstrip("0") if part else f"{sign}{whole}"
    return "~" + _fixed(amount, 4)


def _fixed(amount: Fraction, places: int) -> str:
    """*amount* rounded to *places* decimals, all of them written, with no float on the way.

    >>> _fixed(Fraction(2, 3), 4), _fixed(Fraction(-1, 7), 4), _fixed(Fraction(1, 3), 0)
    ('0.6667', '-0.1429', '0')
    """
    scaled = round(abs(amount) * 10**places)
    whole, part = divmod(scaled, 10**places)
    sign = "-" if amount < 0 and scaled else ""
    return f"{sign}{whole}.{part:0{places}d}" if places else f"{sign}{whole}"


def _significant(amount: Fraction, digits: int = 4) -> str:
    """A positive *amount* to *digits* significant digits, trailing zeros dropped (as ``%g`` would write it).

    >>> [_significant(Fraction(*value)) for value in [(75,), (100, 3), (25, 3), (1, 8)]]
    ['75', '33.33', '8.333', '0.125']
    """
    exponent = 0  # of the leading digit
    while amount >= 10 ** (exponent + 1):
        exponent += 1
    while amount < Fraction(10) ** exponent:
        exponent -= 1
    text = _fixed(amount, max(0, digits - 1 - exponent))
    return text.rstrip("0").rstrip(".") if "." in text else text
