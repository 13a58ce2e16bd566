"""The help of potsplit's commands and options in the language in use, and Click's own headings in it.

Imported only for a language other than English (:func:`~potsplit.cli.language.start_language`), which gives
potsplit's group and commands a class of their own that writes their help in it: a command's text and an
option's are looked up whole in the catalogue, an option's help said by its parts
(:data:`~potsplit.cli.language.SAID_HELP`) is said so; the group's list of commands and Click's own headings
(``Usage:``, ``Options``, ``Commands``, ``default``) are in it too. Click's messages for a mistyped command line
stay Click's.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Iterator
from typing import Any

import click

from potsplit.cli.language import SAID_HELP
from potsplit.language import ENGLISH, current


def _local(text: str | None) -> str | None:
    """A help text in the language in use: one said (:data:`~potsplit.cli.language.SAID_HELP`) by its parts, the
    others looked up whole."""
    if not text:
        return text
    lang, cleaned = current(), inspect.cleandoc(text)
    said = SAID_HELP.get(cleaned)
    return lang.t(cleaned) if said is None else lang.say(said())


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


class LocalGroup(_Local, click.Group):
    """potsplit's group of commands, its help (and each command's) in the language in use."""

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


_TRANSLATED: dict[type[click.Command], type[click.Command]] = {}
"""For each class of command, its class that writes its help in the language (made once)."""


def _translated(kind: type[click.Command]) -> type[click.Command]:
    if issubclass(kind, _Local):
        return kind
    if kind not in _TRANSLATED:
        local = LocalGroup if issubclass(kind, click.Group) else _Local
        _TRANSLATED[kind] = type(f"Translated{kind.__name__}", (local, kind), {})
    return _TRANSLATED[kind]


def translate_help(group: click.Group) -> None:
    """Give *group* and its commands their help in the language in use (in English, their own, untouched)."""
    for command in [group, *group.commands.values()]:
        command.__class__ = _translated(type(command))
