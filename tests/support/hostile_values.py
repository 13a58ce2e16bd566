"""Values made to break an API that reads them: objects whose own methods raise, and a str subclass whose
comparison, hash and str() raise. The API's tests and its fuzzing harness draw on them; none of what they raise
may come out of potsplit."""

from __future__ import annotations

from typing import Any


class Raising(Exception):
    """What a hostile value raises: never to come out of the API."""


def hostile(*names: str) -> object:
    """An object whose dunder methods *names* raise :class:`Raising`."""

    def fail(*args: object, **kwargs: object) -> Any:
        raise Raising(names)

    return type("Hostile", (), dict.fromkeys(names, fail))()


class Odd(str):
    """A str subclass whose comparison and hashing raise, and whose str() is not itself."""

    def __eq__(self, other: object) -> bool:
        raise Raising("eq")

    def __hash__(self) -> int:
        raise Raising("hash")

    def __str__(self) -> str:
        raise Raising("str")
