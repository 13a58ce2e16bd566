"""The checks of a document's nodes as a whole, before any value is read: plain values only, not nested too deep.

>>> import yaml
>>> from potsplit.errors import InvalidShowdown
>>> check_nodes(yaml.compose("a: !!python/object x"), lambda node, message: InvalidShowdown(message))
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: the YAML tag '!!python/object' is not allowed: a showdown holds plain values only
"""

from __future__ import annotations

from collections.abc import Callable

import yaml

from potsplit.errors import InvalidShowdown, quoted
from potsplit.said import Said

PLAIN_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("null", "bool", "int", "float", "str", "timestamp", "merge", "value", "seq", "map")
)
"""The tags a showdown's nodes may have: those YAML gives plain values, and the same written out (``!!str 10``)."""

MAX_DEPTH = 64
"""The deepest nesting of lists and mappings read; a showdown needs 4."""


def check_nodes(root: yaml.Node, error: Callable[[yaml.Node, str], InvalidShowdown]) -> None:
    """The one walk over a document's nodes: each visited once, however many aliases name it.

    Refuses a node with a tag of its own (``!!python/object``, ``!fraction``: a showdown holds plain values;
    nodes are never constructed into objects, so a tag could do no harm, but it is not silently ignored),
    and lists and mappings nested deeper than :data:`MAX_DEPTH`: *error* is the problem, at its node.
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
