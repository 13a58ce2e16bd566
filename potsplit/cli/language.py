"""The command line's language (docs/rules.md: "Languages"): chosen once, from ``--lang`` and the environment,
before the commands are built in it.

The language is chosen before Click reads the command line (:func:`start_language`), so that ``--help`` is in
it wherever ``--lang`` stands; the commands are then built with their help in it (:func:`help_text`), and
everything they write is given it. ``--lang`` is also an option of every command (checked, and listed in the
help). Click's own words (``Usage:``, ``Options``, its usage errors) are Click's gettext messages: for another
language than English they are looked up in potsplit's catalogue while the command runs (:func:`click_words`);
English binds nothing, loads no catalogue.
"""

from __future__ import annotations

import contextlib
import inspect
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import click

from potsplit.cli.arguments import TextArguments
from potsplit.language import ENGLISH, LANGUAGES, choose_language, language_named

if TYPE_CHECKING:
    from potsplit.cli.options import Option
    from potsplit.language import Language


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


def start_language(args: Sequence[str], environ: Mapping[str, str]) -> Language:
    """The language ``--lang`` gives, else the environment's (see :func:`~potsplit.language.choose_language`);
    an unknown ``--lang`` is left to the option to refuse.

    Raises :class:`~potsplit.errors.InvalidShowdown` for an unknown ``POTSPLIT_LANG``.
    """
    given = _lang_given(args)
    given = given.strip().lower() if given is not None else None
    return language_named(given if given in LANGUAGES else choose_language(environ))


def language_option(lang: Language) -> Option:
    """``--lang en|ru|kk``: the language of everything written for people (already chosen: see
    :func:`start_language`; the option checks it and lists it in the help)."""
    return click.option(
        "--lang", type=click.Choice(list(LANGUAGES), case_sensitive=False), expose_value=False, is_eager=True,
        help=lang.t(
            "The language of the tables, hand names, steps, notes, errors and help: en (English), ru (Russian) "
            "or kk (Kazakh). Default: POTSPLIT_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG), else English."
        ),
    )


def command(lang: Language, name: str) -> Callable[[Callable[..., Any]], click.Command]:
    """Click's command *name*, its help (the function's docstring, written in English) in *lang*, every argument
    of it text (:class:`~potsplit.cli.arguments.TextArguments`)."""

    def made(function: Callable[..., Any]) -> click.Command:
        return click.command(name, cls=TextArguments, lang=lang, help=help_text(lang, function.__doc__))(function)

    return made


def help_text(lang: Language, text: str | None) -> str | None:
    """A command's help or epilog (written in English, as Click takes it) in *lang*: looked up whole."""
    if not text:
        return text
    if lang is ENGLISH:
        return text
    return lang.t(inspect.cleandoc(text))


CLICK_WORDS: tuple[tuple[str, str | None], ...] = (
    ("Usage:", None),
    ("Options", None),
    ("Commands", None),
    ("default: {default}", None),
    ("required", None),
    ("Show this message and exit.", None),
    ("%(prog)s, version %(version)s", None),
    ("Error: {message}", None),
    ("Try '{command} {option}' for help.", None),
    ("Invalid value: {message}", None),
    ("Invalid value for {param_hint}: {message}", None),
    ("Missing argument", None),
    ("Missing option", None),
    ("Missing parameter", None),
    ("Missing {param_type}", None),
    ("Missing parameter: {param_name}", None),
    ("Missing command.", None),
    ("No such option {name!r}.", None),
    ("No such command {name!r}.", None),
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    ("{value!r} is not a valid {number_type}.", None),
    ("integer", None),
    ("{value} is not in the range {range}.", None),
    ("Could not open file {filename!r}: {message}", None),
)
"""Click's own words that potsplit's help and usage errors show, as Click's gettext asks for them (a msgid, and
its plural for a message with a number), translated in potsplit's catalogues (see :func:`click_words`)."""


@contextlib.contextmanager
def click_words(lang: Language) -> Iterator[None]:
    """While inside, Click says its own words (:data:`CLICK_WORDS`) in *lang*.

    Click looks its words up with the standard gettext functions, in the text domain in use, in the language the
    environment names first (``LANGUAGE``, which gettext reads before the locale's variables). For a language
    other than English, the domain is potsplit's (its catalogues) and ``LANGUAGE`` the language's code while
    inside; then both are given back. In English nothing is bound: Click's words are its own, and gettext reads
    no catalogue.
    """
    if lang.code == "en":
        yield
        return
    import gettext

    from potsplit.language.spoken import DOMAIN, LOCALE

    domain, kept = gettext.textdomain(), os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, LOCALE)
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = lang.code
    try:
        yield
    finally:
        gettext.textdomain(domain)
        if kept is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = kept
