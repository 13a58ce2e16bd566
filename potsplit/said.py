"""Text for people that remembers how it was said, so that the edge can say it again in another language.

The core (hands, engine, errors) writes English and knows nothing of languages:
it never imports gettext. Each sentence it writes for people (a step, a note, an
error) is a :class:`Said`: a ``str``, the English text itself, so that every
caller, test and output that reads it as text is unchanged; and beside it the
*message* (its English template with named placeholders, the msgid of its
translations) and the *arguments*, kept as they are: player names, numbers, and
structured values (a hand's value, a direction, a share of a pot, a list of
names, another :class:`Said`). The English template reads an argument's English
through ``str.format`` (``{hand.name}``, ``{direction.value}``); a language
(:mod:`potsplit.language`) formats its own template with its own words for
the same values, in the cases and numbers its grammar needs.

>>> step = Said("{players} split {share}", players=Names(("Bob", "Carol")), share="the pot")
>>> step, step.message, sorted(step.arguments)
('Bob and Carol split the pot', '{players} split {share}', ['players', 'share'])
>>> Said.counted("{count} chip", "{count} chips", 3)
'3 chips'

A :class:`Said` pickles whole (an error comes back from another process with it):

>>> import pickle
>>> again = pickle.loads(pickle.dumps(step))
>>> again == step, again.message, again.arguments["players"]
(True, '{players} split {share}', Names(('Bob', 'Carol')))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Said(str):
    """English text, with the message it was said with and its arguments (see the module's docstring).

    ``plural`` and ``number``: a message whose words follow a number (``1 chip``, ``3 chips``); English takes
    ``message`` for 1 and ``plural`` otherwise, and each language its own plural forms.
    """

    message: str
    plural: str | None
    number: int | None
    arguments: Mapping[str, Any]
    context: str | None = None
    """What the message is about, where the same English says two things (a gettext context): ``hand`` is a
    player's cards (рука) and a hand history's deal (раздача)."""

    def __new__(cls, message: str, /, **arguments: Any) -> Said:
        said = str.__new__(cls, message.format_map(arguments) if arguments else message)
        said.message, said.plural, said.number, said.arguments = message, None, None, arguments
        return said

    @classmethod
    def about(cls, context: str, message: str, /, **arguments: Any) -> Said:
        """A message in *context* (see :attr:`context`): its English as *message*'s, its translation its own.

        >>> Said.about("deal", "hand {number}", number=4), Said.about("deal", "hand {number}", number=4).context
        ('hand 4', 'deal')
        """
        said = cls(message, **arguments)
        said.context = context
        return said

    @classmethod
    def counted(cls, message: str, plural: str, count: int, /, **arguments: Any) -> Said:
        """A message whose words follow *count*: *message* for one, *plural* for any other number.

        *count* is an argument of both too (``{count}``).
        """
        arguments = {"count": count, **arguments}
        said = cls(message if count == 1 else plural, **arguments)
        said.message, said.plural, said.number = message, plural, count
        return said

    def __reduce__(self) -> tuple[Any, ...]:
        return _again, (str(self), self.message, self.plural, self.number, dict(self.arguments), self.context)


def _again(
    text: str, message: str, plural: str | None, number: int | None, arguments: dict[str, Any],
    context: str | None = None,
) -> Said:
    """A :class:`Said` unpickled: its text as it was, its message and arguments."""
    said = str.__new__(Said, text)
    said.message, said.plural, said.number, said.arguments = message, plural, number, arguments
    if context is not None:
        said.context = context
    return said


class Names(tuple[str, ...]):
    """Players' names as a sentence lists them: ``A``, ``A and B``, ``A, B and C``; none: ``nobody``.

    A language lists them with its own conjunction, and may put them in a case (:mod:`potsplit.language`).

    >>> str(Names(("Alice", "Bob", "Carol"))), str(Names(()))
    ('Alice, Bob and Carol', 'nobody')
    """

    __slots__ = ()

    def __str__(self) -> str:
        if not self:
            return "nobody"
        return self[0] if len(self) == 1 else ", ".join(self[:-1]) + " and " + self[-1]

    def __format__(self, spec: str) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"Names({tuple(self)!r})"


class Listed(Names):
    """Names listed with commas only (an order: ``C, A, B``)."""

    __slots__ = ()

    def __str__(self) -> str:
        return ", ".join(self)

    def __repr__(self) -> str:
        return f"Listed({tuple(self)!r})"


class Figure(str):
    """A number as written with a decimal point (``11.50``), which a language writes with its own (``11,50``).

    >>> Figure("11.50"), Figure("11.50").replace(".", ",")
    ('11.50', '11,50')
    """

    __slots__ = ()
