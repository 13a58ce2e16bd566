"""The example showdowns shipped inside the package: ``potsplit/examples/NAME.yaml`` (or a hand history,
``NAME.phh``, ``NAME.phhs`` or ``NAME.ohh``), each beside its expected output ``NAME.json`` (README: "Commands").

They are read as package resources, so that they are there after a plain install, wherever the package is (a
wheel, a zip). An example is named by its file's name without its extension, and described by the first sentence
of the comment it opens with.

>>> "seed-swing-split" in names()
True
>>> description("seed-swing-split")
"The seed's worked example: Bob declares swing with the clearly best high (a six-high straight flush) and ties \
Carol for low (6-5-4-3-2)."
>>> example("Seed-Swing-Split").startswith(b"# The seed's worked example")
True
>>> example("seed-swing-splt")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
LookupError: unknown example 'seed-swing-splt': did you mean 'seed-swing-split'? (allowed: ...)
"""

from __future__ import annotations

import textwrap
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING

from potsplit.errors import unknown_word
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language

SUFFIXES = (".yaml", ".phh", ".phhs", ".ohh")
"""The examples' files: YAML showdowns, and hand histories (PHH: one hand, or many)."""


def _folder() -> Traversable:
    return files("potsplit") / "examples"


def _files() -> dict[str, str]:
    """Every example's file name, by its name (the file's name without its extension)."""
    found = {}
    for item in _folder().iterdir():
        stem, dot, suffix = item.name.rpartition(".")
        if dot and f".{suffix}" in SUFFIXES:
            found[stem] = item.name
    return found


def names() -> list[str]:
    """Every example's name, in alphabetical order."""
    return sorted(_files())


def file_name(name: str) -> str:
    """The file of the example *name* (in any case): ``night.phhs``.

    An unknown name raises :class:`LookupError` naming the nearest example, when one is close, and every one.

    >>> file_name("Night")
    'night.phhs'
    """
    known = _files()
    wanted = name.strip().lower()
    if wanted not in known:
        raise LookupError(unknown_word(Said("example"), name, sorted(known)))
    return known[wanted]


def example(name: str) -> bytes:
    """The file of the example *name* (in any case), byte for byte as shipped (see :func:`file_name`)."""
    return (_folder() / file_name(name)).read_bytes()


def description(name: str) -> str:
    """What the example *name* shows: the first sentence of the comment its file opens with.

    >>> description("chips-in-hand")
    'Declarations made with chips in hand, in a house that counts them its own way: no chip means high, one chip \
low, two chips swing (rules.chips).'
    """
    comment = []
    for line in example(name).decode("utf-8").lstrip("\ufeff").splitlines():
        if not line.startswith("#"):
            break
        comment.append(line.removeprefix("#").strip())
    text = " ".join(comment)
    end = text.find(". ")
    return text if end < 0 else text[: end + 1]


def listing(lang: Language, width: int = 80) -> str:
    """Every example on its own line, its name and then its description (in *lang*: each file's own comment is
    English), wrapped to *width* columns.

    >>> from potsplit.language import ENGLISH
    >>> print(listing(ENGLISH, 60).splitlines()[0])
    ace-to-six-razz          Seven-card stud low, ace-to-six
    """
    known = names()
    column = max(map(len, known)) + 2
    lines = []
    for name in known:
        lines.extend(
            textwrap.wrap(
                lang.t(description(name)), max(width, column + 20), initial_indent=name.ljust(column),
                subsequent_indent=" " * column, break_on_hyphens=False,
            )
            or [name]
        )
    return "\n".join(lines) + "\n"
