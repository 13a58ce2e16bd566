"""The command line's part in a showdown: rules and fields given as options, and the errors they cause.

An error that the options cause (a ``--chip`` that does not divide a file's pot,
``--qualifier 8`` with ``method: low``) names the option, not the file: the
file as written has no such problem (spec section 7).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from potsplit.engine.checks import check
from potsplit.engine.model import Showdown
from potsplit.engine.rules import RULES
from potsplit.errors import InvalidShowdown, Location, several

_RULE_KEYS = {rule.field: key for key, rule in RULES.items()}


class Overrides:
    """The rules and showdown fields given on the command line, applied to every showdown of the input.

    Each value is read once, when the options are; the object is plain, so that other processes can be sent it.
    """

    def __init__(self, rules: dict[str, Any], fields: dict[str, Any], options: dict[str, str]) -> None:
        self.rules = rules
        """Each rule given, by its field of :class:`~potsplit.engine.rules.Rules`, as read."""
        self.fields = fields
        """Each field of :class:`~potsplit.engine.model.Showdown` given (``game``, ``chip``), as read."""
        self.options = options
        """Each option as it was written (``--chip 7``), by its field."""

    @property
    def fixed(self) -> tuple[str, ...]:
        """The keys of the rules given (``swing-ties``): the rules ``compare`` holds fixed rather than varies."""
        return tuple(rule_key(field) for field in self.rules)

    def __call__(self, showdown: Showdown) -> Showdown:
        """*showdown* with the options' rules and fields in place of its own."""
        return replace(showdown, rules=replace(showdown.rules, **self.rules), **self.fields)

    def blame(self, error: InvalidShowdown, showdown: Showdown, where: str) -> InvalidShowdown | None:
        """*error*, found in *showdown* once the options were applied, as the options' own error, naming them
        (and *where* the showdown is); ``None`` when the showdown as written has a problem of its own."""
        try:
            check(showdown)
        except InvalidShowdown:
            return None
        return several([self._named(one, where) for one in error.errors])

    def _named(self, error: InvalidShowdown, where: str) -> InvalidShowdown:
        path = error.path
        field = path[1] if len(path) > 1 and path[0] == "rules" else path[0] if path else None
        named = [self.options[field]] if field in self.options else list(self.options.values())
        return InvalidShowdown(f"{error.message} (in {where})", Location(", ".join(named)), error.path)


def rule_key(field: str) -> str:
    """The key (and option) of a rule, from its field: ``swing_ties`` -> ``swing-ties``."""
    return _RULE_KEYS[field]
