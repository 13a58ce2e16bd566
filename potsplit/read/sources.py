"""Showdowns read from an input of either kind: YAML documents, or hand histories (PHH), told apart.

>>> [showdown.players[0].name for showdown in read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]", "x")]
['Al']
"""

from __future__ import annotations

from collections.abc import Iterator

from potsplit.engine.model import Showdown
from potsplit.read.documents import Source


def read_showdowns(stream: Source, source: str, kind: str | None = None) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document (or hand, of hand histories); raises at the first invalid one.

    *kind*: ``yaml``, ``phh`` or ``pokerstars``; ``None``: told from *source*'s extension, else from the text (see
    :func:`potsplit.read.phh.streams.holds_hands`; text that starts with ``PokerStars`` is PokerStars hands).
    """
    from potsplit.read.phh import streams as phh
    from potsplit.read.showdowns import read_showdowns as read_yaml

    if kind is None:
        stream, hands = phh.holds_hands(stream, source)
        kind = "phh" if hands else "pokerstars" if _pokerstars(stream) else "yaml"
    if kind == "pokerstars":
        from potsplit.read.pokerstars import streams as pokerstars

        yield from pokerstars.read_showdowns(stream, source)
        return
    yield from phh.read_showdowns(stream, source) if kind == "phh" else read_yaml(stream, source)


def _pokerstars(stream: Source) -> bool:
    """Whether *stream* (text, bytes, or a file peeked at, its start kept) starts as PokerStars text."""
    from potsplit.read.pokerstars.text import looks_like

    if isinstance(stream, str):
        return looks_like(stream[:4096].encode("utf-8", "surrogatepass"))
    if isinstance(stream, bytes):
        return looks_like(stream[:4096])
    first = getattr(stream, "first", None)  # a file whose first bytes were read already
    return isinstance(first, bytes) and looks_like(first[:4096])
