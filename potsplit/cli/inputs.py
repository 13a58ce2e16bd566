"""The inputs of the commands that read showdowns (``resolve``, ``compare``, ``check``), and the one loop that reads
them all: the files (or stdin), or the showdown given with -p; each document resolved (after the command line's
options) and rendered as the command asks, the invalid ones printed as they come (on stderr, and in their place as
data), making the exit status 1."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from typing import IO, TYPE_CHECKING, Any, NamedTuple, TypeVar, cast

import click

from potsplit.errors import InvalidShowdown, UnreadableInput, escaped
from potsplit.said import Said

if TYPE_CHECKING:  # imported by the commands that read files, not at every start
    from potsplit.language import Language
    from potsplit.run.overrides import Overrides
    from potsplit.run.results import Invalid, Resolved
    from potsplit.run.streams import Render, Stream

T = TypeVar("T")
R = TypeVar("R")
Named = IO[bytes] | str
"""A file a command reads: stdin (or a file given from Python), or a path named on the command line, opened when
it is read."""


class InputFile(click.File):
    """A FILE argument (``-`` is stdin). A file named is checked to open at once but kept as its path until it is
    read: open files, or click's lazy ones with what closes them, held about 7 KB or 1 KB each (70 or 10 MB for
    10,000 files), where a path holds what its name does. One that cannot be opened (a missing file, a directory,
    a file without permission) is an input that cannot be read, exit status 3 (see
    :class:`~potsplit.errors.UnreadableInput`), not a usage error."""

    def __init__(self) -> None:
        super().__init__("rb")

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if not isinstance(value, str) or value == "-":
            return super().convert(value, param, ctx)
        open_input(value).close()  # a check that it opens; read later
        return value


def open_input(path: str) -> IO[bytes]:
    """The file at *path*, opened to read in binary; one that cannot be opened is an input that cannot be read."""
    try:
        return open(path, "rb")  # the caller closes it
    except OSError as error:
        raise UnreadableInput(Said(
            "{name}: cannot be read: {why}", name=escaped(os.fsdecode(path)), why=error.strerror or str(error)
        )) from None


def hint_at_a_terminal(file: IO[bytes], lang: Language) -> None:
    """A line on stderr when the showdowns are to be typed at a terminal: how to end them."""
    if source_name(file) == "<stdin>" and file.isatty():
        click.echo(lang.t("potsplit: reading showdowns typed here (--- between two); end with Ctrl-D"), err=True)


def source_name(file: IO[bytes]) -> str:
    r"""How errors and results name the input: its path (every character that could drive or spoof a terminal
    written as an escape: a file's name is the user's, but printed), or ``<stdin>``.

    >>> import io
    >>> named = io.BytesIO(); named.name = "x\u202ey.yaml"
    >>> print(source_name(named))
    x\u202ey.yaml
    """
    name = getattr(file, "name", "-")
    return "<stdin>" if not isinstance(name, str) or name in ("<stdin>", "-") else escaped(name)


class Errors:
    """The invalid showdowns of a command's input: each printed as it comes, in *lang*; any of them makes the exit
    status 1."""

    def __init__(
        self, lang: Language, data: Callable[[Invalid, Language], str] | None = None,
        before: Callable[[], None] | None = None,
    ) -> None:
        self.count = 0
        self.lang = lang
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
                    click.echo(self.data(result, self.lang), nl=False)
                click.echo(error_text(result, self.lang), err=True)
            else:
                yield result

    def exit(self, ctx: click.Context) -> None:
        """Once the input is read: exit status 1 if any showdown was invalid (the valid ones are printed)."""
        if self.count:
            ctx.exit(1)


class CommandLine(NamedTuple):
    """A showdown given on the command line instead of a file: ``-p`` once per player, and the rest."""

    players: tuple[str, ...]
    board: tuple[str, ...]
    pot: str | None
    dealer: str | None


class Input(NamedTuple):
    """One input of a command: a file (or stdin), or (*file* ``None``) the showdown given with -p; what it holds
    (a format's name), and whether it is one of several (its tables' titles then name it); and, for a file in a
    format potsplit does not read, the error saying what it looks like."""

    file: IO[bytes] | None
    kind: str
    several: bool
    unread: InvalidShowdown | None = None

    def title(self, number: int) -> Said:
        """The title of the table of its *number*-th showdown (see :func:`table_title`)."""
        if self.file is None:
            return Said("showdown")
        return table_title(self.file, number, self.several, self.kind)


class Inputs(NamedTuple):
    """What a command reads: the *files* (none: stdin), each holding what ``--input`` says (*given*), or the
    showdown of the command line (*command_line*, with no file)."""

    files: tuple[Named, ...]
    given: str | None = None
    command_line: CommandLine | None = None

    def each(self, lang: Language) -> Iterator[Input]:
        """Each input in order, each file (or stdin, with a hint at a terminal) opened when it comes and closed when
        the next one is asked for."""
        if self.command_line is not None:
            yield Input(None, "yaml", False)
            return
        several = len(self.files) > 1
        for named in opened_inputs(self.files, lang):
            if isinstance(named, str):
                with open_input(named) as file:
                    yield self._input(file, several)
            else:
                yield self._input(named, several)

    def _input(self, file: IO[bytes], several: bool) -> Input:
        """*file* as an input: what it holds, and the file to read it from; or the error of a format not read."""
        try:
            read, kind = input_kind(file, self.given)
        except InvalidShowdown as error:
            return Input(file, "yaml", several, error)
        return Input(read, kind, several)


def each_showdown(
    inputs: Inputs, adjust: Overrides | None, errors: Errors, render: Render[R], lang: Language, jobs: int = 1,
) -> Iterator[tuple[Input, R]]:
    """Every valid showdown of *inputs*, in order: resolved (after *adjust*), rendered in *lang* by *render*, with
    the input it comes from; each invalid one printed by *errors*, in its place.

    The files are one long run of documents, each file opened when the one before it is read (and closed then):
    with *jobs* more than 1, a long run, of one file or of many, is resolved and rendered by that many processes
    (see :func:`~potsplit.run.streams.render_streams`), and what comes back is a batch's renderings at a time.
    """
    from potsplit.read.origins import Origin
    from potsplit.run.results import Invalid
    from potsplit.run.streams import render_streams

    if inputs.command_line is not None:
        where = next(inputs.each(lang))
        for result in errors.valid([_given_showdown(inputs.command_line, adjust)]):
            yield where, render(result, lang)
        return
    started: dict[int, Input] = {}
    """Each input read and not yet passed in the output."""

    def streams() -> Iterator[Stream | Invalid]:
        for index, where in enumerate(inputs.each(lang)):
            assert where.file is not None  # a file, or stdin
            started[index] = where
            name = source_name(where.file)
            yield (where.file, name, where.kind) if where.unread is None else Invalid(Origin(name), where.unread, {})

    last, current = -1, None
    for index, found in render_streams(streams(), adjust, render, lang, jobs):
        while last < index:  # the inputs before it are passed
            last += 1
            current = started.pop(last)
        assert current is not None
        for item in errors.valid([found]):
            yield current, item


def _given_showdown(given: CommandLine | None, adjust: Overrides | None) -> Resolved | Invalid:
    from potsplit.run.overrides import resolve_options

    assert given is not None  # an input without a file is the command line's showdown
    return resolve_options(given.players, given.board, given.pot, given.dealer, adjust)


def keep(result: Resolved, lang: Language) -> Resolved:
    """A resolved showdown as it is, for a command that writes it itself (a table, a comparison)."""
    return result


def input_kind(file: IO[bytes], given: str | None) -> tuple[IO[bytes], str]:
    """What *file* holds, and the file to read it from: as ``--input`` says (*given*), else told by its name's
    extension, else by its content (see :func:`potsplit.read.sources.sniffed`: the file is peeked at, the one
    returned reads it from its start). Raises :class:`InvalidShowdown` for a hand history potsplit does not read.

    >>> import io
    >>> named = io.BytesIO(b"[1]"); named.name = "night.PHHS"
    >>> input_kind(named, None)[1], input_kind(named, "yaml")[1], input_kind(io.BytesIO(b"variant = 'NT'"), None)[1]
    ('phh', 'yaml', 'phh')
    """
    from potsplit.read.sources import sniffed

    if given is not None:
        return file, given.lower()
    read, kind = sniffed(file, source_name(file))
    return cast(IO[bytes], read), kind


def opened_inputs(files: tuple[Named, ...], lang: Language) -> tuple[Named, ...]:
    """The inputs to read, in order: the files given, or standard input (with a hint at a terminal)."""
    inputs: tuple[Named, ...] = files or (click.open_file("-", "rb"),)
    for file in inputs:
        if not isinstance(file, str):
            hint_at_a_terminal(file, lang)
    return inputs


def table_title(file: IO[bytes], number: int, several: bool, kind: str = "yaml") -> Said:
    """A table's title: ``showdown 2`` (``hand 2`` of hand histories), or with several inputs
    ``night.yaml, showdown 2``."""
    if kind != "yaml":
        what = Said.about("deal", "hand {number}", number=number)
    else:
        what = Said("showdown {number}", number=number)
    return Said("{file}, {what}", file=source_name(file), what=what) if several else what
