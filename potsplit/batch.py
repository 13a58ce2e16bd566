"""Resolving a stream of showdowns, one document at a time, errors kept per document.

>>> text = "players: [{name: A, cards: As Ks Qs Js Ts}, {name: B, cards: 2c 3d 4h 5s 7c}]\\n---\\nplayers: []\\n"
>>> [type(result).__name__ for result in resolve_documents(text, "x.yaml")]
['Resolved', 'InvalidShowdown']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

from potsplit.errors import InvalidShowdown
from potsplit.model import Showdown
from potsplit.reader import Source, locate, read_nodes, showdown_from_node
from potsplit.resolution import Resolution
from potsplit.resolve import resolve


class Resolved(NamedTuple):
    """One document resolved; ``sized`` when the pot has a size (a pot or bets were given)."""

    number: int
    resolution: Resolution
    sized: bool


def resolve_documents(
    stream: Source, source: str, adjust: Callable[[Showdown], Showdown] | None = None
) -> Iterator[Resolved | InvalidShowdown]:
    """Each document of *stream* resolved (after *adjust*, e.g. rule overrides), or its located error.

    A YAML syntax error ends the stream: nothing after it can be read reliably.
    """
    nodes = read_nodes(stream, source)
    number = 0
    while True:
        try:
            node = next(nodes)
        except StopIteration:
            return
        except InvalidShowdown as error:
            yield error
            return
        number += 1
        try:
            showdown = showdown_from_node(node, source)
            if adjust is not None:
                showdown = adjust(showdown)
            sized = showdown.pot is not None or any(player.bet is not None for player in showdown.players)
            yield Resolved(number, resolve(showdown), sized)
        except InvalidShowdown as error:
            yield locate(error, node, source)
