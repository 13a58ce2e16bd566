"""The command line's language (spec section 9): ``--lang``, the environment, and the help in the language.

The language is chosen before Click reads the command line (:func:`start_language`), so that ``--help`` is in
it wherever ``--lang`` stands; ``--lang`` is also an option of every command (checked, and listed in the help).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import click

from potsplit.io.language import LANGUAGES, choose_language, use

FC = TypeVar("FC", bound=Callable[..., Any])


def _lang_given(args: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` on the command line (``--lang ru``, ``--lang=ru``) before ``--``."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(args):
            found = args[index + 1]
        elif arg.startswith("--lang="):
            found = arg.removeprefix("--lang=")
    return found


def start_language(args: Sequence[str]) -> None:
    """Use the language ``--lang`` gives, else the environment's (see
    :func:`~potsplit.io.language.choose_language`); an unknown ``--lang`` is left to the option to refuse.

    Raises :class:`~potsplit.errors.InvalidShowdown` for an unknown ``POTSPLIT_LANG``.
    """
    given = _lang_given(args)
    given = given.strip().lower() if given is not None else None
    use(given if given in LANGUAGES else choose_language(os.environ))


def _use(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        use(value.lower())
    return value


def language_option(command: FC) -> FC:
    """``--lang en|ru|kk``: the language of everything written for people."""
    return click.option(
        "--lang", type=click.Choice(list(LANGUAGES), case_sensitive=False), expose_value=False, is_eager=True,
        callback=_use, help=(
            "The language of the tables, hand names, steps, notes, errors and help: en (English), ru (Russian) "
            "or kk (Kazakh). Default: POTSPLIT_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG), else English."
        ),
    )(command)


def help_messages() -> list[str]:
    """Every text of the command line's help, to translate: each command's help and epilog, each option's."""
    return []
