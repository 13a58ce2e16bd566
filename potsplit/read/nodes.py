"""A document's YAML nodes: where each is in the stream, the one walk that refuses what a showdown cannot hold,
and an error located at the node its path names.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import yaml

from potsplit.errors import InvalidShowdown, Location, quoted, several
from potsplit.hands.cards import CARD_WORDS
from potsplit.read.documents import Document
from potsplit.said import Said

PLAIN_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("null", "bool", "int", "float", "str", "timestamp", "merge", "value", "seq", "map")
)
"""The tags a showdown's nodes may have: those YAML gives plain values, and the same written out (``!!str 10``)."""


def node_location(node: yaml.Node, source: str, line: int) -> Location:
    """Where *node* is, in a document whose piece of the stream starts at (0-based) *line*."""
    mark = node.start_mark
    return Location(source, line + mark.line + 1, mark.column + 1)


def word_location(node: yaml.Node, index: int, source: str, line: int) -> Location:
    """Where the *index*-th card of a string of cards is, when it is plain text on one line; else the node."""
    mark = node.start_mark
    if isinstance(node, yaml.ScalarNode) and not node.style and node.end_mark.line == mark.line:
        word = next(itertools.islice(CARD_WORDS.finditer(str(node.value)), index, None), None)
        if word is not None:
            return Location(source, line + mark.line + 1, mark.column + word.start() + 1)
    return node_location(node, source, line)


MAX_DEPTH = 64
"""The deepest nesting of lists and mappings read; a showdown needs 4."""


def check_nodes(root: yaml.Node, error: Callable[[yaml.Node, str], InvalidShowdown]) -> None:
    """The one walk over a document's nodes: each visited once, however many aliases name it.

    Refuses a node with a tag of its own (``!!python/object``, ``!fraction``: a showdown holds plain values;
    nodes are never constructed into objects, so a tag could do no harm, but it is not silently ignored),
    and lists and mappings nested deeper than :data:`MAX_DEPTH`, raising what *error* makes of the node and
    the message.
    """
    seen: set[int] = set()
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if node.tag not in PLAIN_TAGS:
            tag = str(node.tag).replace("tag:yaml.org,2002:", "!!")
            raise error(node, Said(
                "the YAML tag {tag} is not allowed: a showdown holds plain values only", tag=quoted(tag)
            ))
        if isinstance(node, yaml.ScalarNode) or id(node) in seen:
            continue
        if depth > MAX_DEPTH:
            raise error(node, Said(
                "not a showdown: lists and mappings nested more than {depth} deep", depth=MAX_DEPTH
            ))
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            stack.extend((item, depth + 1) for item in reversed(node.value))
        else:
            for key, value in reversed(node.value):
                stack.append((value, depth + 1))
                stack.append((key, depth + 1))



def locate(error: InvalidShowdown, document: Document, source: str) -> InvalidShowdown:
    """*error* located at the node its ``path`` names (or the nearest one given); each of several, so."""
    if error.errors != (error,):
        return several([locate(one, document, source) for one in error.errors], error.hidden)
    here = document.node
    for step in error.path:
        if isinstance(here, yaml.MappingNode) and isinstance(step, str):
            found = [value for key, value in here.value if getattr(key, "value", None) == step]
            if not found:
                break
            here = found[0]
        elif isinstance(here, yaml.SequenceNode) and isinstance(step, int) and step < len(here.value):
            here = here.value[step]
        elif isinstance(here, yaml.ScalarNode) and isinstance(step, int):  # one card of a string of cards
            return error.located(word_location(here, step, source, document.line))
        else:
            break
    return error.located(node_location(here, source, document.line))
