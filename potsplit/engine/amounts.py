"""Exact amounts of money: one grammar for files, options and Python callers (docs/rules.md: "The showdown", "Limits
of input").

An amount is an integer, a decimal as written (``0.1`` is exactly 1/10, never a
binary float) or a fraction ``"3/4"``, read in decimal: ``010`` is ten. A float
or a bool is refused, since neither says an exact amount; so are the other
ways Python writes numbers, each saying why.

>>> amount("12.50"), amount(" 3 / 4 "), amount(7), amount("010")
(Fraction(25, 2), Fraction(3, 4), Fraction(7, 1), Fraction(10, 1))
>>> amount("1e3")
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: must be an amount (40, 12.50 or "3/4"), not '1e3': an exponent is not allowed; \
write the digits (1000)
>>> amount(0.1)
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: must be an amount (40, 12.50 or "3/4"), not 0.1: a float is not exact; give the \
text '0.1' or a Fraction
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from potsplit.errors import InvalidShowdown, quoted
from potsplit.said import Said

LONGEST = 40
"""The longest amount read, in characters: more digits mean nothing at a poker table."""
TOO_LONG = 10**LONGEST
"""The least number longer than :data:`LONGEST` digits."""
_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)|[+-]?\d+\s*/\s*\d+")


def amount(value: object) -> Fraction:
    """*value* as an exact :class:`~fractions.Fraction`; :class:`~potsplit.errors.InvalidShowdown` if it is none
    (or longer than :data:`LONGEST` digits, as text, an ``int``, a ``Decimal`` or a ``Fraction``)."""
    if isinstance(value, Fraction):
        if abs(value.numerator) >= TOO_LONG or value.denominator >= TOO_LONG:
            raise _too_long(value)
        return value
    if isinstance(value, bool | float):
        if isinstance(value, float):
            raise InvalidShowdown(Said(
                'must be an amount (40, 12.50 or "3/4"), not {value}: a float is not exact; give the text {text} or '
                "a Fraction", value=repr(value), text=repr(str(value)),
            ))
        raise InvalidShowdown(Said(
            'must be an amount (40, 12.50 or "3/4"), not {value}: true or false is not an amount; give the text '
            "{text} or a Fraction", value=repr(value), text=repr(str(value)),
        ))
    if isinstance(value, int):
        if abs(value) >= TOO_LONG:
            raise _too_long(value)
        return Fraction(value)
    if isinstance(value, Decimal) and value.is_finite():
        _, digits, exponent = value.as_tuple()  # a huge exponent is refused, never expanded
        if len(digits) > LONGEST or not isinstance(exponent, int) or abs(exponent) > LONGEST:
            raise _too_long(value)
        return Fraction(value)
    if not isinstance(value, str):
        raise InvalidShowdown(Said('must be an amount (40, 12.50 or "3/4"), not {value}', value=quoted(value)))
    text = value.strip()
    # The usual whole amount, without the pattern and Fraction's parsing of text: a JSON stream took 5% longer.
    if text.isascii() and text.isdigit() and len(text) <= LONGEST:
        return Fraction(int(text))
    if len(text) > LONGEST:
        raise _too_long(value)
    if not _NUMBER.fullmatch(text):
        said = Said('must be an amount (40, 12.50 or "3/4"), not {value}', value=quoted(value))
        why = _why_not(text)
        raise InvalidShowdown(said if why is None else Said("{said}: {why}", said=said, why=why))
    try:
        return Fraction(text.replace(" ", ""))
    except ZeroDivisionError:
        raise InvalidShowdown(Said("{value} divides by zero", value=quoted(value))) from None


def _too_long(value: object) -> InvalidShowdown:
    return InvalidShowdown(Said(
        'must be an amount (40, 12.50 or "3/4"), not {value}: more than {longest} characters',
        value=quoted(value), longest=LONGEST,
    ))


def _why_not(text: str) -> Said | None:
    """What makes *text* not an amount, where it is a number Python or YAML would read (``0x10``, ``1_000``)."""
    lowered = text.lower().lstrip("+-")
    bases = {
        "0x": Said("hexadecimal is not read; write amounts in decimal"),
        "0o": Said("octal is not read; write amounts in decimal"),
        "0b": Said("binary is not read; write amounts in decimal"),
    }
    if lowered[:2] in bases:
        return bases[lowered[:2]]
    if "_" in lowered and lowered.replace("_", "").replace(".", "", 1).isdigit():
        return Said("underscores are not allowed; write the digits ({digits})", digits=lowered.replace("_", ""))
    mantissa, e, exponent = lowered.partition("e")
    if e and _NUMBER.fullmatch(mantissa) and exponent.lstrip("+-").isdigit():
        if len(exponent.lstrip("+-")) <= 2:
            digits = Fraction(mantissa) * Fraction(10) ** int(exponent)
            return Said("an exponent is not allowed; write the digits ({digits})", digits=str(digits))
        return Said("an exponent is not allowed; write the digits")
    return None
