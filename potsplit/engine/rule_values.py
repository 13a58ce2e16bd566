"""The values of the rules that are not a choice among an enum's members: the qualifier, and a rule that is on
or off (see :data:`~potsplit.engine.rules.RULES`, which reads each rule's value with them).
"""

from __future__ import annotations

import enum

from potsplit.errors import InvalidShowdown, quoted, unknown_word
from potsplit.said import Said

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
        raise InvalidShowdown(Said("qualifier must be a whole number, not {value}", value=quoted(value)))
    if number not in QUALIFIERS:
        raise InvalidShowdown(Said(
            "qualifier must be {fewest} to {most} (the highest card of a qualifying low), not {number}",
            fewest=QUALIFIERS[0], most=QUALIFIERS[-1], number=number,
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
