"""The inputs of the commands that read showdowns: the files (or stdin), each document resolved, and the
invalid ones printed as they come (on stderr, and in their place as data), making the exit status 1."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import IO, TYPE_CHECKING, TypeVar

import click

from potsplit.said import Said

if TYPE_CHECKING:  # imported by the commands that read files, not at every start
    from potsplit.run.overrides import Overrides
    from potsplit.run.results import Invalid, Resolved

T = TypeVar("T")


def hint_at_a_terminal(file: IO[bytes]) -> None:
    """A line on stderr when the showdowns are to be typed at a terminal: how to end them."""
    if source_name(file) == "<stdin>" and file.isatty():
        from potsplit.language import current

        click.echo(current().t("potsplit: reading showdowns typed here (--- between two); end with Ctrl-D"), err=True)


def source_name(file: IO[bytes]) -> str:
    """How errors name the input: its path, or ``<stdin>``."""
    name = getattr(file, "name", "-")
    return "<stdin>" if not isinstance(name, str) or name in ("<stdin>", "-") else name


class Errors:
    """The invalid showdowns of a command's input: each printed as it comes; any of them makes the exit status 1."""

    def __init__(self, data: Callable[[Invalid], str] | None = None, before: Callable[[], None] | None = None) -> None:
        self.count = 0
        self.data = data
        """How an invalid document is printed in its place on stdout (json, yaml), if it is."""
        self.before = before
        """What to do before an error is printed (clear a progress line from the terminal), if anything."""

    def valid(self, results: Iterable[T | Invalid]) -> Iterator[T]:
        """Each valid result; each invalid document's errors printed to stderr (and in its place, as data)."""
        from potsplit.run.results import Invalid
        from potsplit.show.excerpt import error_text

        for result in results:
            if isinstance(result, Invalid):
                self.count += 1
                if self.before is not None:
                    self.before()
                if self.data is not None and result.origin.document is not None:  # a document, not a whole input
                    click.echo(self.data(result), nl=False)
                click.echo(error_text(result), err=True)
            else:
                yield result

    def exit(self, ctx: click.Context) -> None:
        """Once the input is read: exit status 1 if any showdown was invalid (the valid ones are printed)."""
        if self.count:
            ctx.exit(1)


def resolved(file: IO[bytes], errors: Errors, adjust: Overrides | None = None, given: str | None = None
             ) -> Iterator[Resolved]:
    """Each valid showdown of *file* resolved (see :class:`Errors`), read as :func:`input_kind` says."""
    from potsplit.run.streams import resolve_documents

    return errors.valid(resolve_documents(file, source_name(file), adjust, input_kind(file, given)))


def input_kind(file: IO[bytes], given: str | None) -> str:
    """What *file* holds: as ``--input`` says (*given*), else ``phh`` for a name ending in .phh or .phhs,
    else ``yaml``.

    >>> import io
    >>> named = io.BytesIO(); named.name = "night.PHHS"
    >>> input_kind(named, None), input_kind(named, "yaml")
    ('phh', 'yaml')
    """
    from potsplit.read.phh import HAND_HISTORIES

    if given is not None:
        return given.lower()
    return "phh" if source_name(file).lower().endswith(HAND_HISTORIES) else "yaml"


def opened_inputs(files: tuple[IO[bytes], ...]) -> tuple[IO[bytes], ...]:
    """The inputs to read, in order: the files given, or standard input (with a hint at a terminal)."""
    inputs: tuple[IO[bytes], ...] = files or (click.open_file("-", "rb"),)
    for file in inputs:
        hint_at_a_terminal(file)
    return inputs


def table_title(file: IO[bytes], number: int, several: bool, kind: str = "yaml") -> Said:
    """A table's title: ``showdown 2`` (``hand 2`` of hand histories), or with several inputs
    ``night.yaml, showdown 2``."""
    if kind == "phh":
        what = Said.about("deal", "hand {number}", number=number)
    else:
        what = Said("showdown {number}", number=number)
    return Said("{file}, {what}", file=source_name(file), what=what) if several else what
