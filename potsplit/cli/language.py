"""The command line's language (docs/rules.md: "Languages"): ``--lang`` and the environment.

The language is chosen before Click reads the command line (:func:`start_language`), so that ``--help`` is in
it wherever ``--lang`` stands; ``--lang`` is also an option of every command (checked, and listed in the help).
In another language than English, the commands are then given their help in it (:mod:`potsplit.cli.help`,
imported only then: English start-up loads none of it).
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import click

from potsplit.language import ENGLISH, LANGUAGES, choose_language, current, use
from potsplit.said import Said

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


def start_language(args: Sequence[str], group: click.Group) -> None:
    """Use the language ``--lang`` gives, else the environment's (see
    :func:`~potsplit.language.choose_language`); an unknown ``--lang`` is left to the option to refuse. In
    another language than English, *group* and its commands write their help in it.

    Raises :class:`~potsplit.errors.InvalidShowdown` for an unknown ``POTSPLIT_LANG``.
    """
    given = _lang_given(args)
    given = given.strip().lower() if given is not None else None
    use(given if given in LANGUAGES else choose_language(os.environ))
    if current() is not ENGLISH:
        from potsplit.cli.help import translate_help

        translate_help(group)


SAID_HELP: dict[str, Callable[[], Said]] = {}
"""How each option's help that is translated by its parts is said (:class:`~potsplit.said.Said`), by its
English text: made only when another language asks for it."""


def said_help(text: str, said: Callable[[], Said]) -> str:
    """*text*, an option's help in English, that another language says as *said* says it (see
    :data:`SAID_HELP`)."""
    SAID_HELP[text] = said
    return text


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
    """Every text of the command line's help, to translate: each command's help and epilog, each option's (an
    option's help said as a :class:`~potsplit.said.Said` is translated by its parts), and Click's own words."""
    from potsplit.cli import main
    from potsplit.cli.help import CLICK_WORDS

    texts: list[str] = list(CLICK_WORDS)
    for command in [main, *main.commands.values()]:
        texts += [inspect.cleandoc(text) for text in (command.help, command.epilog) if text]
        for param in command.params:
            help_text = getattr(param, "help", None)
            if help_text and help_text not in SAID_HELP:
                texts.append(inspect.cleandoc(help_text))
    return list(dict.fromkeys(texts))
