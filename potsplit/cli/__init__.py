"""The command line: thin commands over the library.

Exit status: 0 every showdown resolved; 1 some input was invalid (the valid
documents are still resolved and printed); 2 a usage error; 3 an input could
not be read or the output not written; 130 interrupted; a broken pipe ends
potsplit as the signal would (see :data:`EXIT_STATUSES`).
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Iterable
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from potsplit import __version__
from potsplit.cli.inputs import Errors, input_kind, opened_inputs, resolved, source_name, table_title
from potsplit.cli.language import language_option, start_language
from potsplit.cli.options import (
    FORMATS,
    check_qualifier,
    command_line_showdown,
    current_display,
    display_options,
    game_option,
    input_option,
    overrides_given,
    rule_options,
    showdown_options,
    terminal,
    values_help,
    wild_options,
)
from potsplit.engine.rules import RULES
from potsplit.errors import InvalidShowdown, UnreadableInput
from potsplit.said import Said

if TYPE_CHECKING:  # imported by the commands that read files, not at every start
    from potsplit.run.results import Resolved

T = TypeVar("T")
FC = TypeVar("FC", bound=Callable[..., Any])


class ShowdownError(click.ClickException):
    """An input that cannot be resolved: printed as ``error: MESSAGE`` on stderr, exit status 1."""

    exit_code = 1

    def show(self, file: IO[Any] | None = None) -> None:
        show_error(self.message)


def show_error(message: object) -> None:
    """The one format of every command's errors about its input: ``error: FILE:LINE:COL: message`` (in the
    language in use)."""
    from potsplit.language import current

    lang = current()
    click.echo(lang.say(Said("error: {message}", message=_worded(message, lang.say))), err=True)


def _worded(message: object, say: Callable[[str], str]) -> str:
    """An error's text in the language: an :class:`InvalidShowdown` located, another exception by what it says,
    a sentence (:class:`~potsplit.said.Said`) said; other text as it is."""
    if isinstance(message, InvalidShowdown):
        return message.worded(say)
    if isinstance(message, BaseException) and message.args:
        message = message.args[0]
    return say(message) if isinstance(message, str) else str(message)


EXIT_STATUSES = """\b
Exit status:
  0    every showdown resolved
  1    some showdown was invalid (the valid ones are still printed), or the input holds none
  2    a usage error
  3    an input could not be read, or the output could not be written (a full disk, a closed stdout)
  130  interrupted (Ctrl-C); a broken pipe ends quietly, as the signal would (141)"""


class _Potsplit(click.Group):
    """potsplit's group of commands: Click's handling of errors, with exit statuses scripts can tell apart."""

    def main(self, *args: Any, **kwargs: Any) -> Any:  # Click's signature, passed on as it is
        given = kwargs.get("args", args[0] if args else None)
        try:
            start_language(sys.argv[1:] if given is None else list(given), self)
        except InvalidShowdown as error:
            show_error(error.message)
            sys.exit(2)
        if not kwargs.get("standalone_mode", True):
            return super().main(*args, **kwargs)
        if sys.stdout is sys.__stdout__:  # the real standard output, not a test's
            if sys.stdout is None or not _open(1):
                show_error(Said("cannot write the output: standard output is closed"))
                sys.exit(3)
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # a closed pipe ends potsplit quietly, as it ends cat
        try:
            status = super().main(*args, **{**kwargs, "standalone_mode": False})
            sys.stdout.flush()
        except click.ClickException as error:
            error.show()
            sys.exit(error.exit_code)
        except click.Abort:
            from potsplit.language import current

            click.echo(current().t("Aborted!"), err=True)
            sys.exit(130)
        except UnreadableInput as error:
            show_error(error)
            sys.exit(3)
        except OSError as error:  # writing: a full disk, a closed output
            show_error(Said("cannot write the output: {why}", why=error.strerror or str(error)))
            sys.exit(3)
        sys.exit(status if isinstance(status, int) else 0)


def _open(descriptor: int) -> bool:
    try:
        os.fstat(descriptor)
    except OSError:
        return False
    return True


@click.group(cls=_Potsplit, context_settings={"help_option_names": ["-h", "--help"]}, epilog=EXIT_STATUSES)
@click.version_option(__version__, prog_name="potsplit", help="Show the version and exit.")
@language_option
def main() -> None:
    """potsplit: who wins a poker pot, and exactly how much.

    Reads a showdown (players' cards, declarations, bets, the pot and the rule
    variant) and prints the ranked hands, the winners of each pot and every
    player's exact payout, with the rules that decided it. Tables fit the
    terminal's width (or COLUMNS); into a pipe or a file they are printed whole.

    \b
    Examples:
      potsplit examples
      potsplit examples seed-swing-split | potsplit resolve -
      potsplit examples seed-swing-split | potsplit resolve - --swing-ties lose --explain
      potsplit resolve games.yaml --format json | jq '.payouts'
      potsplit examples defeater | potsplit compare -
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8
      potsplit keys

    Shell completion: eval "$(_POTSPLIT_COMPLETE=bash_source potsplit)"
    (zsh_source, fish_source for zsh and fish).
    """


@main.command()
@click.argument("files", metavar="[FILE]...", type=click.File("rb"), nargs=-1)
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one object per line per showdown) or yaml for scripts.")
@click.option("--explain", is_flag=True, help="Print every step and the rule that decided it.")
@click.option("--jobs", type=click.IntRange(min=1), metavar="N",
              help="Processes resolving a long stream for json or yaml (default: one per core).")
@input_option
@showdown_options
@rule_options
@display_options
@language_option
@click.pass_context
def resolve(
    ctx: click.Context, /, files: tuple[IO[bytes], ...], fmt: str, explain: bool, jobs: int | None,
    given_input: str | None, players: tuple[str, ...], board: tuple[str, ...], pot: str | None,
    dealer: str | None, **overrides: Any
) -> None:
    """Resolve the showdowns in each FILE, in order (YAML, or hand histories .phh/.phhs; - or nothing for
    stdin), or the one given with -p.

    Several showdowns in one file are separated by ---; each is resolved on its
    own, and each file is a stream of its own. A hand history's actions are replayed into each player's
    bets and antes, and its showdown resolved (every hand of a .phhs in turn). Options override the files'
    rules. With json or yaml, a stream of more than 64 showdowns is shared out among processes (see --jobs);
    the output keeps the order of the input.

    \b
    Examples:
      potsplit examples seed-swing-split | potsplit resolve -
      potsplit examples seed-swing-split | potsplit resolve - --swing-ties lose --forfeit defeater --explain
      potsplit resolve -p "Bob: 6h 5h 4h 3h 2h swing" -p "Carol: 6c 5c 4d 3d 2s low" --swing-ties lose
      cat showdowns.yaml | potsplit resolve --format json | jq -c '.payouts'
      potsplit resolve night.phhs
    """
    from potsplit.show import data, tables

    adjust, printed = overrides_given(**overrides), 0
    errors = Errors(data.ERRORS_TEXTS.get(fmt))
    if command_line_showdown(files, players, board, pot, dealer):
        from potsplit.run.overrides import resolve_options

        for result in errors.valid([resolve_options(players, board, pot, dealer, adjust)]):
            if fmt in ("json", "yaml"):
                click.echo(data.SHOWDOWN_TEXTS[fmt](result), nl=False)
            else:
                display = current_display()
                table = tables.resolution_table(result.resolution, Said("showdown"), explain, display)
                click.echo(table, color=display.color)
        errors.exit(ctx)
        return
    for file in opened_inputs(files):
        if fmt in ("json", "yaml"):
            from potsplit.run.streams import available_cores, render_documents

            render, processes = data.SHOWDOWN_TEXTS[fmt], jobs or available_cores()
            texts = render_documents(file, source_name(file), adjust, render, processes, input_kind(file, given_input))
            for text in errors.valid(texts):
                click.echo(text, nl=False)
            continue
        display = current_display()
        kind = input_kind(file, given_input)
        for result in resolved(file, errors, adjust, kind):
            if printed:
                click.echo()
            title = table_title(file, result.number, len(files) > 1, kind)
            click.echo(tables.resolution_table(result.resolution, title, explain, display), color=display.color)
            printed += 1
    errors.exit(ctx)


@main.command()
@click.argument("files", metavar="[FILE]...", type=click.File("rb"), nargs=-1)
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one object per line per showdown) or yaml for scripts.")
@input_option
@showdown_options
@rule_options
@display_options
@language_option
@click.pass_context
def compare(
    ctx: click.Context, /, files: tuple[IO[bytes], ...], fmt: str, given_input: str | None,
    players: tuple[str, ...], board: tuple[str, ...], pot: str | None, dealer: str | None, **overrides: Any
) -> None:
    """Show every player's payout under every rule variant that applies to each FILE (or stdin), or to the
    showdown given with -p.

    The method is tried as declare and as cards speak where it can be (cards
    speak as declare only when every player still in declared); then declare
    varies the qualifier (none or 8), swing-ties, forfeit and no-winner; cards
    speak each low system and the qualifier; low each low system; high nothing;
    with whole chips, each odd-chip order too, and each book (robert, wsop)
    where leftover chips go by suit; with several boards, boards-split (each,
    either). A rule given as an option is
    applied and held fixed: it is not varied. The rules as given come first;
    each other row names what it changes, marked when it changes someone's
    payout. When no variant changes any, one line says so. A long input shows
    its progress on stderr, when that is a terminal.

    \b
    Examples:
      potsplit examples seed-swing-split | potsplit compare -
      potsplit examples seed-swing-split | potsplit compare - --method declare --swing-ties lose
      potsplit compare -p "Bob: 6h 5h 4h 3h 2h swing" -p "Carol: 6c 5c 4d 3d 2s low"
      potsplit examples omaha-hi-lo-quartered | potsplit compare - --format json | jq '.variants[] | select(.changed)'
    """
    from potsplit.engine.compare import compare as compare_variants
    from potsplit.show import comparing, data
    from potsplit.show.progress import Progress

    adjust = overrides_given(**overrides)
    fixed = () if adjust is None else adjust.fixed
    progress = Progress(sys.stderr if sys.stderr is not None and sys.stderr.isatty() else None, "compared")
    errors = Errors(data.ERRORS_TEXTS.get(fmt), before=progress.clear)
    printed = 0
    if command_line_showdown(files, players, board, pot, dealer):
        from potsplit.run.overrides import resolve_options

        inputs: list[tuple[IO[bytes] | None, Iterable[Resolved]]] = [
            (None, errors.valid([resolve_options(players, board, pot, dealer, adjust)]))
        ]
    else:
        inputs = [(file, resolved(file, errors, adjust, given_input)) for file in opened_inputs(files)]
    try:
        for file, results in inputs:
            for result in results:
                rows = compare_variants(result.resolution, fixed)
                if terminal():  # the progress line shares the terminal with the output: out of its way
                    progress.clear()
                if fmt != "table":
                    click.echo(_data_text({"source": result.origin.data()} | data.comparison_data(rows), fmt),
                               nl=fmt == "json")
                else:
                    if printed:
                        click.echo()
                    display = current_display()
                    title = Said("showdown") if file is None else table_title(
                        file, result.number, len(files) > 1, input_kind(file, given_input)
                    )
                    click.echo(comparing.comparison_table(rows, title, display), color=display.color)
                    printed += 1
                progress.step()
    finally:
        progress.clear()
    errors.exit(ctx)


@main.command()
@click.argument("hands", nargs=-1, required=True)
@click.option("--board", "board", multiple=True, metavar="CARDS", help=(
    "Community cards (holdem, omaha); once for each board of several, each written in full: the hands are ranked "
    "on each."
))
@game_option()
@click.option("--low", type=click.Choice(list(RULES["low"].values), case_sensitive=False),
              help=values_help(RULES["low"]))
@click.option("--qualifier", callback=check_qualifier, metavar="N|none", help=values_help(RULES["qualifier"]))
@wild_options
@click.option("--joker", type=click.Choice(RULES["joker"].choices or [], case_sensitive=False), default="bug",
              show_default=True, help=values_help(RULES["joker"]))
@click.option("--natural-beats-wild", "natural_beats_wild", default="no", show_default=True,
              type=click.Choice(RULES["natural-beats-wild"].choices or [], case_sensitive=False),
              help=values_help(RULES["natural-beats-wild"]))
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one list of hands) or yaml for scripts.")
@display_options
@language_option
def rank(
    hands: tuple[str, ...], board: tuple[str, ...], game: str | None, low: str | None, qualifier: str | None,
    wild: tuple[Any, ...] | None, jokers: int | None, joker: str, natural_beats_wild: str, fmt: str,
) -> None:
    """Rank HANDS (one argument each, e.g. "As Kd Qh Jc 9s") high and low.

    \b
    Examples:
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8
      potsplit rank "Ah 2h 3s Kd" "Qc Qd Jc Jd" --board "4h 5c 9d Ks 7h" --format json
      potsplit rank "2h As Ad Kc Kd" "Jk 7c 5d 4s 3c" --wild 2 --jokers 1
      potsplit rank "As Ah" "Ks Kh" --board "2c 7d 9h Jc 3s" --board "2c 7d 9h Kd 3d"
    """
    from potsplit.engine.ranked import rank_boards, rank_hands
    from potsplit.show import data, tables

    try:
        if len(board) > 1:
            on_boards = rank_boards(hands, board, game, low, qualifier, wild or (), jokers, joker, natural_beats_wild)
        else:
            on_boards = [rank_hands(hands, board[0] if board else (), game, low, qualifier, wild or (), jokers, joker,
                                    natural_beats_wild)]
    except InvalidShowdown as error:
        raise ShowdownError(error.message) from None
    if fmt != "table":
        click.echo(_data_text(data.ranked_data(on_boards[0], on_boards if len(board) > 1 else ()), fmt),
                   nl=fmt == "json")
    else:
        display = current_display()
        if len(board) > 1:
            click.echo(tables.boards_ranked_table(board, on_boards, display), color=display.color)
        else:
            click.echo(tables.ranked_table(on_boards[0], display), color=display.color)


def _data_text(found: Any, fmt: str) -> str:
    """*found* (JSON-ready data) as one line of JSON, or as one YAML document."""
    from potsplit.show import data

    return data.to_json(found) if fmt == "json" else data.to_yaml(found)


from potsplit.cli.check import check  # noqa: E402  # commands of their own modules, registered here
from potsplit.cli.reference import examples, keys  # noqa: E402

main.add_command(check)
main.add_command(examples)
main.add_command(keys)
