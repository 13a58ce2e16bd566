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
from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from potsplit import __version__
from potsplit.engine.amounts import amount
from potsplit.engine.rules import RULES, Rule
from potsplit.errors import InvalidShowdown, UnreadableInput
from potsplit.hands.games import Game
from potsplit.io import PLAYER_SHAPE

if TYPE_CHECKING:  # imported by the commands that read files, not at every start
    from potsplit.io.options import Overrides
    from potsplit.io.results import Invalid, Resolved
    from potsplit.io.tables import Display

T = TypeVar("T")
FC = TypeVar("FC", bound=Callable[..., Any])


class ShowdownError(click.ClickException):
    """An input that cannot be resolved: printed as ``error: MESSAGE`` on stderr, exit status 1."""

    exit_code = 1

    def show(self, file: IO[Any] | None = None) -> None:
        show_error(self.message)


def show_error(message: object) -> None:
    """The one format of every command's errors about its input: ``error: FILE:LINE:COL: message``."""
    click.echo(f"error: {message}", err=True)


def _values_help(rule: Rule) -> str:
    """An option's help: each value with its sentence, and the default."""
    return "; ".join(f"{value}: {sentence}" for value, sentence in rule.values.items()) + f". Default: {rule.default}."


def _check_qualifier(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A qualifier N (see :data:`~potsplit.engine.rules.QUALIFIERS`), or ``none`` to remove the file's."""
    if value is not None:
        try:
            RULES["qualifier"].parse(value)
        except InvalidShowdown as error:
            raise click.BadParameter(error.message) from None
    return value


def _amount(ctx: click.Context, param: click.Parameter, value: str | None) -> Fraction | None:
    """An exact positive amount, in the grammar of a file's (see :mod:`potsplit.engine.amounts`)."""
    if value is None:
        return None
    try:
        given = amount(value)
    except InvalidShowdown as error:
        raise click.BadParameter(error.message) from None
    if given <= 0:
        raise click.BadParameter(f"{value!r} is not a positive amount")
    return given


def _hint_at_a_terminal(file: IO[bytes]) -> None:
    """A line on stderr when the showdowns are to be typed at a terminal: how to end them."""
    if _source_name(file) == "<stdin>" and file.isatty():
        click.echo("potsplit: reading showdowns typed here (--- between two); end with Ctrl-D", err=True)


def _source_name(file: IO[bytes]) -> str:
    """How errors name the input: its path, or ``<stdin>``."""
    name = getattr(file, "name", "-")
    return "<stdin>" if not isinstance(name, str) or name in ("<stdin>", "-") else name


class _Errors:
    """The invalid showdowns of a command's input: each printed as it comes; any of them makes the exit status 1."""

    def __init__(self, data: Callable[[Invalid], str] | None = None, before: Callable[[], None] | None = None) -> None:
        self.count = 0
        self.data = data
        """How an invalid document is printed in its place on stdout (json, yaml), if it is."""
        self.before = before
        """What to do before an error is printed (clear a progress line from the terminal), if anything."""

    def valid(self, results: Iterable[T | Invalid]) -> Iterator[T]:
        """Each valid result; each invalid document's errors printed to stderr (and in its place, as data)."""
        from potsplit.io.excerpt import error_text
        from potsplit.io.results import Invalid

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


def _resolved(file: IO[bytes], errors: _Errors, adjust: Overrides | None = None) -> Iterator[Resolved]:
    """Each valid showdown of *file* resolved (see :class:`_Errors`)."""
    from potsplit.io.streams import resolve_documents

    return errors.valid(resolve_documents(file, _source_name(file), adjust))


COLORS = click.Choice(["auto", "always", "never"], case_sensitive=False)
SUITS = click.Choice(["letters", "symbols"], case_sensitive=False)
NARROWEST = 40
"""The narrowest width a table is fitted to: a narrower terminal (or COLUMNS) gets 40 columns."""


def _keep(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """An option of the display, kept in the context for :func:`_display` rather than passed to the command."""
    ctx.meta[f"potsplit.{param.name}"] = value
    return value


def display_options(command: FC) -> FC:
    """--color and --suits, for the tables of every command (see :func:`_display`)."""
    command = click.option(
        "--suits", type=SUITS, default="letters", show_default=True, expose_value=False, callback=_keep, help=(
            "letters: tables show cards as As, Td, 2c; symbols: tables show them as A♠, T♦, 2♣. JSON and YAML "
            "always give the card codes (As), for scripts."
        ),
    )(command)
    return click.option(
        "--color", type=COLORS, default="auto", show_default=True, expose_value=False, callback=_keep, help=(
            "auto: colour the tables (winners green, headings bold) when standard output is a terminal, unless "
            "NO_COLOR is set (not empty) or TERM is dumb; always: colour them even in a pipe or a file; never: "
            "no colour."
        ),
    )(command)


def _terminal() -> bool:
    """Whether standard output is a terminal (tests stand one in here)."""
    return sys.stdout.isatty()


def _display() -> Display:
    """How the running command prints its tables: its width, colour and suits.

    Width: ``COLUMNS`` when it is set to a positive integer, else the terminal's when standard output is one
    (80 if it does not say), else no limit; never under :data:`NARROWEST`. Colour: ``--color always`` or
    ``never``; with ``auto``, when standard output is a terminal, ``NO_COLOR`` is unset or empty and ``TERM`` is
    not ``dumb``. Suits: ``--suits``.
    """
    from potsplit.io.tables import Display

    meta = click.get_current_context().meta
    columns = os.environ.get("COLUMNS", "").strip()
    width = int(columns) if columns.isdecimal() and int(columns) > 0 else None
    if width is None and _terminal():
        try:
            width = os.get_terminal_size(sys.stdout.fileno()).columns or 80
        except (OSError, ValueError, AttributeError):  # a terminal that does not say, or a stand-in for one
            width = 80
    choice = meta["potsplit.color"]
    auto = _terminal() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
    color = choice == "always" or (choice == "auto" and auto)
    return Display(None if width is None else max(width, NARROWEST), color, meta["potsplit.suits"] == "symbols")


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
        if not kwargs.get("standalone_mode", True):
            return super().main(*args, **kwargs)
        if sys.stdout is sys.__stdout__:  # the real standard output, not a test's
            if sys.stdout is None or not _open(1):
                show_error("cannot write the output: standard output is closed")
                sys.exit(3)
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # a closed pipe ends potsplit quietly, as it ends cat
        try:
            status = super().main(*args, **{**kwargs, "standalone_mode": False})
            sys.stdout.flush()
        except click.ClickException as error:
            error.show()
            sys.exit(error.exit_code)
        except click.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(130)
        except UnreadableInput as error:
            show_error(error)
            sys.exit(3)
        except OSError as error:  # writing: a full disk, a closed output
            show_error(f"cannot write the output: {error.strerror or error}")
            sys.exit(3)
        sys.exit(status if isinstance(status, int) else 0)


def _open(descriptor: int) -> bool:
    try:
        os.fstat(descriptor)
    except OSError:
        return False
    return True


@click.group(cls=_Potsplit, context_settings={"help_option_names": ["-h", "--help"]}, epilog=EXIT_STATUSES)
@click.version_option(__version__, prog_name="potsplit")
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


FORMATS = click.Choice(["table", "json", "yaml"], case_sensitive=False)
"""What every command prints: a table for people, JSON or YAML for scripts (any case: ``--format JSON``)."""
OPTION_RULES = tuple(rule for key, rule in RULES.items() if key != "chips")
"""The rules the command line can override, one option each (``rules.chips`` is written in files only)."""


def _overrides(**given: Any) -> Overrides | None:
    """The command-line overrides of the showdowns' rules and fields, or ``None`` without any.

    The rules' values are read once here, not again for every showdown.
    """
    from potsplit.io.options import Overrides

    given = {name: value for name, value in given.items() if value is not None}
    if not given:
        return None
    options = {field: f"--{field.replace('_', '-')} {value}" for field, value in given.items()}
    options |= {rule.field: f"--{rule.key} {given[rule.field]}" for rule in OPTION_RULES if rule.field in given}
    rules = {rule.field: rule.parse(given.pop(rule.field)) for rule in OPTION_RULES if rule.field in given}
    return Overrides(rules, given, options)


def _rule_option(rule: Rule) -> Callable[[FC], FC]:
    if rule.kind is not None:
        values = [str(member.value) for member in rule.members or rule.kind]
        choice = click.Choice(values, case_sensitive=False)
        return click.option(f"--{rule.key}", rule.field, type=choice, help=_values_help(rule))
    return click.option(
        f"--{rule.key}", rule.field, callback=_check_qualifier, metavar="N|none", help=_values_help(rule)
    )


def _game_option() -> Callable[[FC], FC]:
    return click.option(
        "--game", type=click.Choice([game.value for game in Game], case_sensitive=False), help=(
            "draw: the five cards; stud: the best five of 5 to 7; holdem: the best five of 2 and the board; "
            "omaha: two of 4 to 6 and three of the board. Default: inferred from the cards."
        ),
    )


def rule_options(command: FC) -> FC:
    """The options that override the file's rules, one per rule, and the game and the chip."""
    options = [_rule_option(rule) for rule in OPTION_RULES]
    options.insert(1, _game_option())
    options.append(click.option("--chip", callback=_amount, metavar="AMOUNT", help="Pay whole chips of this size."))
    for option in reversed(options):
        command = option(command)
    return command


def showdown_options(command: FC) -> FC:
    """The options that give a showdown on the command line, without a file."""
    options = [
        click.option("-p", "--player", "players", multiple=True, metavar='"NAME: CARDS..."', help=(
            f"A player of a showdown given here instead of a file, in seat order: \"{PLAYER_SHAPE}\"; "
            "once per player."
        )),
        click.option("--board", metavar="CARDS", help="With -p: the community cards (holdem, omaha)."),
        click.option("--pot", metavar="AMOUNT", help="With -p: the pot (default: the bets, or 1 without bets)."),
        click.option("--dealer", metavar="NAME", help="With -p: the dealer (default: the last player)."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


@main.command()
@click.argument("files", metavar="[FILE]...", type=click.File("rb"), nargs=-1)
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one object per line per showdown) or yaml for scripts.")
@click.option("--explain", is_flag=True, help="Print every step and the rule that decided it.")
@click.option("--jobs", type=click.IntRange(min=1), metavar="N",
              help="Processes resolving a long stream for json or yaml (default: one per core).")
@showdown_options
@rule_options
@display_options
@click.pass_context
def resolve(
    ctx: click.Context, /, files: tuple[IO[bytes], ...], fmt: str, explain: bool, jobs: int | None,
    players: tuple[str, ...], board: str | None, pot: str | None, dealer: str | None, **overrides: Any
) -> None:
    """Resolve the showdowns in each FILE, in order (YAML; - or nothing for stdin), or the one given with -p.

    Several showdowns in one file are separated by ---; each is resolved on its
    own, and each file is a stream of its own. Options override the files' rules. With json or yaml, a stream of more
    than 64 showdowns is shared out among processes (see --jobs); the output
    keeps the order of the input.

    \b
    Examples:
      potsplit examples seed-swing-split | potsplit resolve -
      potsplit examples seed-swing-split | potsplit resolve - --swing-ties lose --forfeit defeater --explain
      potsplit resolve -p "Bob: 6h 5h 4h 3h 2h swing" -p "Carol: 6c 5c 4d 3d 2s low" --swing-ties lose
      cat showdowns.yaml | potsplit resolve --format json | jq -c '.payouts'
    """
    from potsplit.io import data, tables

    adjust, printed = _overrides(**overrides), 0
    errors = _Errors({"json": data.errors_line, "yaml": data.errors_document}.get(fmt))
    if _command_line_showdown(files, players, board, pot, dealer):
        from potsplit.io.options import settle_options

        for result in errors.valid([settle_options(players, board, pot, dealer, adjust)]):
            if fmt in ("json", "yaml"):
                click.echo((data.json_line if fmt == "json" else data.yaml_document)(result), nl=False)
            else:
                display = _display()
                table = tables.resolution_table(result.resolution, "showdown", explain, display)
                click.echo(table, color=display.color)
        errors.exit(ctx)
        return
    for file in _inputs(files):
        if fmt in ("json", "yaml"):
            from potsplit.io.streams import available_cores, render_documents

            render = data.json_line if fmt == "json" else data.yaml_document
            texts = render_documents(file, _source_name(file), adjust, render, jobs or available_cores())
            for text in errors.valid(texts):
                click.echo(text, nl=False)
            continue
        display = _display()
        for result in _resolved(file, errors, adjust):
            if printed:
                click.echo()
            title = _title(file, result.number, len(files) > 1)
            click.echo(tables.resolution_table(result.resolution, title, explain, display), color=display.color)
            printed += 1
    errors.exit(ctx)


def _command_line_showdown(
    files: tuple[IO[bytes], ...], players: tuple[str, ...], board: str | None, pot: str | None, dealer: str | None
) -> bool:
    """Whether the showdown is given on the command line (-p), not in files; a usage error to mix them."""
    if players and files:
        raise click.UsageError("give FILEs or a showdown with -p/--player, not both")
    if not players and any(value is not None for value in (board, pot, dealer)):
        raise click.UsageError("--board, --pot and --dealer go with -p/--player (a file has its own)")
    return bool(players)


def _inputs(files: tuple[IO[bytes], ...]) -> tuple[IO[bytes], ...]:
    """The inputs to read, in order: the files given, or standard input (with a hint at a terminal)."""
    inputs: tuple[IO[bytes], ...] = files or (click.open_file("-", "rb"),)
    for file in inputs:
        _hint_at_a_terminal(file)
    return inputs


def _title(file: IO[bytes], number: int, several: bool) -> str:
    """A table's title: ``showdown 2``, or with several inputs ``night.yaml, showdown 2``."""
    return f"{_source_name(file)}, showdown {number}" if several else f"showdown {number}"


@main.command()
@click.argument("files", metavar="[FILE]...", type=click.File("rb"), nargs=-1)
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one object per line per showdown) or yaml for scripts.")
@showdown_options
@rule_options
@display_options
@click.pass_context
def compare(
    ctx: click.Context, /, files: tuple[IO[bytes], ...], fmt: str,
    players: tuple[str, ...], board: str | None, pot: str | None, dealer: str | None, **overrides: Any
) -> None:
    """Show every player's payout under every rule variant that applies to each FILE (or stdin), or to the
    showdown given with -p.

    The method is tried as declare and as cards speak where it can be (cards
    speak as declare only when every player still in declared); then declare
    varies the qualifier (none or 8), swing-ties, forfeit and no-winner; cards
    speak each low system and the qualifier; low each low system; high nothing;
    with whole chips, each odd-chip order too. A rule given as an option is
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
    from potsplit.io import data, tables
    from potsplit.io.progress import Progress

    adjust = _overrides(**overrides)
    fixed = () if adjust is None else adjust.fixed
    progress = Progress(sys.stderr if sys.stderr is not None and sys.stderr.isatty() else None, "compared")
    errors = _Errors({"json": data.errors_line, "yaml": data.errors_document}.get(fmt), before=progress.clear)
    printed = 0
    if _command_line_showdown(files, players, board, pot, dealer):
        from potsplit.io.options import settle_options

        inputs: list[tuple[IO[bytes] | None, Iterable[Resolved]]] = [
            (None, errors.valid([settle_options(players, board, pot, dealer, adjust)]))
        ]
    else:
        inputs = [(file, _resolved(file, errors, adjust)) for file in _inputs(files)]
    try:
        for file, results in inputs:
            for result in results:
                rows = compare_variants(result.resolution, fixed)
                if _terminal():  # the progress line shares the terminal with the output: out of its way
                    progress.clear()
                if fmt != "table":
                    click.echo(_data_text({"source": result.origin.data()} | data.comparison_data(rows), fmt),
                               nl=fmt == "json")
                else:
                    if printed:
                        click.echo()
                    display = _display()
                    title = "showdown" if file is None else _title(file, result.number, len(files) > 1)
                    click.echo(tables.comparison_table(rows, title, display), color=display.color)
                    printed += 1
                progress.step()
    finally:
        progress.clear()
    errors.exit(ctx)


@main.command()
@click.argument("hands", nargs=-1, required=True)
@click.option("--board", default="", metavar="CARDS", help="Community cards (holdem, omaha).")
@_game_option()
@click.option("--low", type=click.Choice(list(RULES["low"].values), case_sensitive=False), default="ace-to-five",
              show_default=True, help=_values_help(RULES["low"]))
@click.option("--qualifier", callback=_check_qualifier, metavar="N|none", help=_values_help(RULES["qualifier"]))
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one list of hands) or yaml for scripts.")
@display_options
def rank(hands: tuple[str, ...], board: str, game: str | None, low: str, qualifier: str | None, fmt: str) -> None:
    """Rank HANDS (one argument each, e.g. "As Kd Qh Jc 9s") high and low.

    \b
    Examples:
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8
      potsplit rank "Ah 2h 3s Kd" "Qc Qd Jc Jd" --board "4h 5c 9d Ks 7h" --format json
    """
    from potsplit.engine.ranked import rank_hands
    from potsplit.io import data, tables

    try:
        ranked = rank_hands(hands, board, game, low, qualifier)
    except InvalidShowdown as error:
        raise ShowdownError(error.message) from None
    if fmt != "table":
        click.echo(_data_text(data.ranked_data(ranked), fmt), nl=fmt == "json")
    else:
        display = _display()
        click.echo(tables.ranked_table(ranked, display), color=display.color)


def _data_text(found: Any, fmt: str) -> str:
    """*found* (JSON-ready data) as one line of JSON, or as one YAML document."""
    from potsplit.io import data

    return data.to_json(found) if fmt == "json" else data.to_yaml(found)


def _example_names(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """The examples' names that start with what is typed, for shell completion."""
    from potsplit.io.examples import names

    return [name for name in names() if name.startswith(incomplete.lower())]


@main.command()
@click.argument("name", required=False, shell_complete=_example_names)
def examples(name: str | None) -> None:
    """List the example showdowns shipped with potsplit, or print the one called NAME.

    Without NAME: every example's name and the first sentence of what it shows.
    With NAME: its file as it is (YAML, opening with a comment that explains
    it), to read, to copy, or to pipe to resolve - or compare -. An unknown
    NAME is a usage error naming the nearest example.

    \b
    Examples:
      potsplit examples
      potsplit examples seed-swing-split | potsplit resolve -
      potsplit examples defeater | potsplit compare -
      potsplit examples stud-side-pots > night.yaml
    """
    from potsplit.io import examples as shipped

    if name is None:
        click.echo(shipped.listing(), nl=False)
        return
    try:
        text = shipped.example(name)
    except LookupError as error:
        raise click.BadParameter(str(error), param_hint="NAME") from None
    click.echo(text, nl=False)


@main.command()
def keys() -> None:
    """Print the showdown file format: every key, what it holds, its default.

    Grouped as a file is written: the keys at its top, under rules:, and in
    each player (under players:); each rule with every value it takes and what
    that value does. Generated from the tables the reader uses, so it is always
    the format this potsplit reads.

    \b
    Examples:
      potsplit keys
      potsplit keys | less
    """
    from potsplit.io.reference import reference

    click.echo(reference(), nl=False)
