"""The command line's arguments as text: one that is not (bytes that are not UTF-8, as a Latin-1 terminal sends
``Jos\\xe9``) is a usage error naming its option, before anything is read or printed (docs/rules.md: "Limits of
input").

Python hands such bytes over as lone surrogates (U+DC80-U+DCFF, its ``surrogateescape``); written out, they would
break the JSON or the table they reached.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import click

from potsplit.language import ENGLISH
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language

_NOT_TEXT = re.compile("[\ud800-\udfff]")
"""A lone surrogate: what Python makes of a byte of an argument that is not UTF-8."""


class TextArguments(click.Command):
    """A command whose every argument must be text: checked before Click parses them, the error said in *lang*."""

    def __init__(self, *args: Any, lang: Language = ENGLISH, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lang = lang

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        not_text(self.params, args, self.lang)
        return super().parse_args(ctx, args)


def not_text(params: Sequence[click.Parameter], args: Sequence[str], lang: Language = ENGLISH) -> None:
    r"""Refuse the first of *args* that is not text, naming the option it is the value of (or the argument).

    >>> option = click.Option(["-p", "--player"], multiple=True)
    >>> not_text([option], ["-p", "Al: As Ks"])
    >>> not_text([option], ["-p", "Jos\udce9: As Ks"])
    Traceback (most recent call last):
    ...
    click.exceptions.UsageError: -p is not valid text: byte 0xe9 is not UTF-8 (is the terminal's encoding UTF-8?)
    """
    taking = {name: param for param in params if isinstance(param, click.Option) and not param.is_flag
              for name in param.opts}
    given: str | None = None
    for arg in args:
        option, given = given, None
        if option is None and arg.startswith("-") and arg != "-":
            name, equals, _ = arg.partition("=")
            if not equals and name in taking:
                given = name
            elif equals:
                option = name
            elif not arg.startswith("--") and arg[:2] in taking:
                option = arg[:2]
            else:
                option = arg
        bad = _NOT_TEXT.search(arg)
        if bad is not None:
            raise click.UsageError(lang.say(Said(
                "{option} is not valid text: byte {byte} is not UTF-8 (is the terminal's encoding UTF-8?)",
                option=option or _argument(params), byte=_byte(bad.group()),
            )))


def _argument(params: Sequence[click.Parameter]) -> str:
    """How the error names a command's argument (``FILE``)."""
    names = [param.human_readable_name.strip("[].") for param in params if isinstance(param, click.Argument)]
    return names[0] if names else Said("an argument")


def _byte(character: str) -> str:
    code = ord(character)
    return f"{code - 0xDC00:#04x}" if 0xDC80 <= code <= 0xDCFF else f"U+{code:04X}"
