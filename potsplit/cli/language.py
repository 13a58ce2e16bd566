"""The command line's language (spec section 9): ``--lang``, the environment, and the help in the language.

The language is chosen before Click reads the command line (:func:`start_language`), so that ``--help`` is in
it wherever ``--lang`` stands; ``--lang`` is also an option of every command (checked, and listed in the help).
"""

from __future__ import annotations

import contextlib
import inspect
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import click

from potsplit.io.language import ENGLISH, LANGUAGES, choose_language, current, use
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


def _local(text: str | None) -> str | None:
    """A help text in the language in use: a sentence said (:class:`~potsplit.said.Said`), other text looked up."""
    if not text:
        return text
    lang = current()
    return lang.say(text) if isinstance(text, Said) else lang.t(inspect.cleandoc(text))


@contextlib.contextmanager
def _as(owner: object, name: str, value: Any) -> Iterator[None]:
    """*owner*'s attribute *name* set to *value* while a help is written, then given back."""
    kept = getattr(owner, name)
    setattr(owner, name, value)
    try:
        yield
    finally:
        setattr(owner, name, kept)


CLICK_WORDS = ("Usage:", "Options", "Commands", "default", "required", "Show this message and exit.")
"""Click's own words in a help, said in the language too."""


class _Local(click.Command):
    """A command whose help is in the language in use; in English, Click's help as it is (nothing looked up)."""

    def format_usage(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if current() is ENGLISH:
            return super().format_usage(ctx, formatter)
        pieces = self.collect_usage_pieces(ctx)
        formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=f"{current().t('Usage:')} ")
        return None

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if current() is ENGLISH:
            return super().format_help_text(ctx, formatter)
        with _as(self, "help", _local(self.help)):
            return super().format_help_text(ctx, formatter)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if current() is ENGLISH:
            return super().format_epilog(ctx, formatter)
        with _as(self, "epilog", _local(self.epilog)):
            return super().format_epilog(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        if current() is ENGLISH:
            return super().get_short_help_str(limit)
        with _as(self, "help", _local(self.help)):
            return super().get_short_help_str(limit)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if current() is ENGLISH:
            return super().format_options(ctx, formatter)
        lang, records = current(), []
        for param in self.get_params(ctx):
            if isinstance(param, click.Argument):
                continue
            with _as(param, "help", _local(getattr(param, "help", None))) if hasattr(param, "help") else \
                    contextlib.nullcontext():
                record = param.get_help_record(ctx)
            if record is not None:
                extra = record[1].replace("[default: ", f"[{lang.t('default')}: ")
                records.append((record[0], extra.replace("[required]", f"[{lang.t('required')}]")))
        if records:
            with formatter.section(lang.t("Options")):
                formatter.write_dl(records)
        if isinstance(self, click.Group):
            self.format_commands(ctx, formatter)
        return None


class LocalOption(click.Option):
    """An option whose help is said (a :class:`~potsplit.said.Said`, translated by its parts): kept as it is, where
    Click would make plain text of it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        given = kwargs.get("help")
        if isinstance(given, Said):
            self.help = given


class LocalCommand(_Local):
    """A command of potsplit, its help in the language in use."""


class LocalGroup(_Local, click.Group):
    """potsplit's group of commands, its help (and each command's) in the language in use."""

    command_class = LocalCommand

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if current() is ENGLISH:
            return super().format_commands(ctx, formatter)
        rows = []
        commands = [(name, self.get_command(ctx, name)) for name in self.list_commands(ctx)]
        shown = [(name, command) for name, command in commands if command is not None and not command.hidden]
        if shown:
            limit = formatter.width - 6 - max(len(name) for name, _ in shown)
            rows = [(name, command.get_short_help_str(limit)) for name, command in shown]
            with formatter.section(current().t("Commands")):
                formatter.write_dl(rows)
        return None


def help_messages() -> list[str]:
    """Every text of the command line's help, to translate: each command's help and epilog, each option's (an
    option's help said as a :class:`~potsplit.said.Said` is translated by its parts), and Click's own words."""
    from potsplit.cli import main

    texts: list[str] = list(CLICK_WORDS)
    for command in [main, *main.commands.values()]:
        texts += [inspect.cleandoc(text) for text in (command.help, command.epilog) if text]
        for param in command.params:
            help_text = getattr(param, "help", None)
            if help_text and not isinstance(help_text, Said):
                texts.append(inspect.cleandoc(help_text))
    return list(dict.fromkeys(texts))
