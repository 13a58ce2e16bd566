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

    *kind*: ``yaml`` or ``phh``; ``None``: told from *source*'s extension, else from the text (see
    :func:`potsplit.read.phh.streams.holds_hands`).
    """
    from potsplit.read.phh import streams as phh
    from potsplit.read.showdowns import read_showdowns as read_yaml

    if kind is None:
        stream, hands = phh.holds_hands(stream, source)
        kind = "phh" if hands else "yaml"
    yield from phh.read_showdowns(stream, source) if kind == "phh" else read_yaml(stream, source)
