"""The command line: thin commands over the library.

:data:`main` runs it: the language is chosen once (``--lang``, else the environment), the commands are built in it
(:func:`commands`) and run, each given it; Click's own words are said in it too. Exit status: 0 every showdown
resolved; 1 some input was invalid (the valid documents are still resolved and printed); 2 a usage error; 3 an
input could not be read or the output not written; 130 interrupted; a broken pipe ends potsplit as the signal would
(see :data:`EXIT_STATUSES`).
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import IO, TYPE_CHECKING, Any

import click

from potsplit import __version__
from potsplit.cli.inputs import CommandLine, Errors, InputFile, Inputs, Named, each_showdown, keep
from potsplit.cli.language import CLICK_WORDS, click_words, command, help_text, language_option, start_language
from potsplit.cli.options import (
    RANKING_RULES,
    command_line_showdown,
    display_options,
    format_option,
    input_option,
    overrides_given,
    rule_options,
    showdown_options,
    terminal,
    writing_for,
)
from potsplit.errors import InvalidShowdown, UnreadableInput
from potsplit.language import ENGLISH, English
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language


class ShowdownError(click.ClickException):
    """An input that cannot be resolved: printed as ``error: MESSAGE`` on stderr (in *lang*), exit status 1."""

    exit_code = 1

    def __init__(self, message: str, lang: Language) -> None:
        super().__init__(message)
        self.lang = lang

    def show(self, file: IO[Any] | None = None) -> None:
        show_error(self.message, self.lang)


def show_error(message: object, lang: Language) -> None:
    """The one format of every command's errors about its input: ``error: FILE:LINE:COL: message`` (in *lang*)."""
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


class Potsplit:
    """potsplit's command line, as its entry point runs it: the language chosen once, the commands built in it
    (:func:`commands`), and Click's handling of errors, with exit statuses scripts can tell apart."""

    name = "potsplit"

    def __call__(self, args: Sequence[str] | None = None, prog_name: str | None = None, **extra: Any) -> Any:
        return self.main(args, prog_name, **extra)

    def main(
        self, args: Sequence[str] | None = None, prog_name: str | None = None, standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:  # Click's signature, passed on as it is
        given = sys.argv[1:] if args is None else list(args)
        try:
            lang = start_language(given, os.environ)
        except InvalidShowdown as error:
            show_error(error.message, ENGLISH)
            sys.exit(2)
        with click_words(lang):
            group = commands(lang, lazy=True)
            if not standalone_mode:
                return group.main(given, prog_name, standalone_mode=False, **extra)
            return _run(group, lang, given, prog_name, extra)


def _run(group: click.Group, lang: Language, args: list[str], prog_name: str | None, extra: dict[str, Any]) -> Any:
    if sys.stdout is sys.__stdout__:  # the real standard output, not a test's
        if sys.stdout is None or not _open(1):
            show_error(Said("cannot write the output: standard output is closed"), lang)
            sys.exit(3)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # a closed pipe ends potsplit quietly, as it ends cat
    try:
        status = group.main(args, prog_name, standalone_mode=False, **extra)
        sys.stdout.flush()
    except click.ClickException as error:
        error.show()
        sys.exit(error.exit_code)
    except click.Abort:
        click.echo(lang.t("Aborted!"), err=True)
        sys.exit(130)
    except UnreadableInput as error:
        show_error(error, lang)
        sys.exit(3)
    except OSError as error:  # writing: a full disk, a closed output
        show_error(Said("cannot write the output: {why}", why=error.strerror or str(error)), lang)
        sys.exit(3)
    sys.exit(status if isinstance(status, int) else 0)


def _open(descriptor: int) -> bool:
    try:
        os.fstat(descriptor)
    except OSError:
        return False
    return True


main = Potsplit()
"""The command line (``potsplit``, ``python -m potsplit``): called, or given to Click's test runner."""


def commands(lang: Language, lazy: bool = False) -> _Commands:
    """potsplit's group of commands, built in *lang*: their help in it, and everything they write.

    *lazy*: each command is built when Click first asks for it (see :class:`_Commands`), as a run of the command
    line needs: it builds the one command it runs, not the others with their options and help.
    """
    group = _group(lang)
    if lazy:
        group.builders = _BUILDERS
    else:
        for build in _BUILDERS.values():
            group.add_command(build(lang))
    return group


class _Commands(click.Group):
    """A group whose commands are built in its language when first asked for (``builders``: by name, how each is
    built), so that ``potsplit resolve`` builds neither the other commands nor their options, nor imports
    their modules (``check``, ``examples``, ``keys``); ``--help`` asks for them all."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:  # Click's signature, passed on as it is
        super().__init__(*args, **kwargs)
        self.builders: Mapping[str, Callable[[Language], click.Command]] = {}
        self.lang: Language = ENGLISH

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.builders:
            self.add_command(self.builders[cmd_name](self.lang))
        return super().get_command(ctx, cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *self.builders})


def _check_command(lang: Language) -> click.Command:
    from potsplit.cli.check import check_command

    return check_command(lang)


def _examples_command(lang: Language) -> click.Command:
    from potsplit.cli.reference import examples_command

    return examples_command(lang)


def _keys_command(lang: Language) -> click.Command:
    from potsplit.cli.reference import keys_command

    return keys_command(lang)


class _Asked(English):
    """English, noting every text the commands ask to be translated whole (for the catalogues)."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def t(self, message: str) -> str:
        self.asked.append(message)
        return message


def help_messages() -> list[tuple[str, str | None]]:
    """Every text of the command line's help, to translate (with its plural, for Click's messages with a number):
    each text the commands ask for whole as they are built (their help and epilog, an option's help; an option's
    help said as a :class:`~potsplit.said.Said` is translated by its parts, found in the sources), and Click's
    own words."""
    asking = _Asked()
    commands(asking)
    return list(dict.fromkeys([*CLICK_WORDS, *((text, None) for text in asking.asked)]))


def _group(lang: Language) -> _Commands:
    @click.group(
        "potsplit", cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]},
        epilog=help_text(lang, EXIT_STATUSES), help=help_text(lang, _MAIN_HELP),
    )
    @click.version_option(__version__, prog_name="potsplit", help=lang.t("Show the version and exit."))
    @language_option(lang)
    def potsplit() -> None:
        pass

    assert isinstance(potsplit, _Commands)
    potsplit.lang = lang
    return potsplit


_MAIN_HELP = """potsplit: who wins a poker pot, and exactly how much.

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


def showdown_inputs(
    files: tuple[Named, ...], given_input: str | None, players: tuple[str, ...], board: tuple[str, ...],
    pot: str | None, dealer: str | None, lang: Language,
) -> Inputs:
    """What ``resolve`` and ``compare`` read: the showdown given with -p, or the files (a usage error to mix them)."""
    if command_line_showdown(files, players, board, pot, dealer, lang):
        return Inputs(files, given_input, CommandLine(players, board, pot, dealer))
    return Inputs(files, given_input)


def resolve_command(lang: Language) -> click.Command:
    @command(lang, "resolve")
    @click.argument("files", metavar="[FILE]...", type=InputFile(), nargs=-1)
    @format_option(lang.t("table for people; json (one object per line per showdown) or yaml for scripts."))
    @click.option("--explain", is_flag=True, help=lang.t("Print every step and the rule that decided it."))
    @click.option("--jobs", type=click.IntRange(min=1), metavar="N",
                  help=lang.t("Processes resolving a long stream for json or yaml (default: one per core)."))
    @input_option(lang)
    @showdown_options(lang)
    @rule_options(lang)
    @display_options(lang)
    @language_option(lang)
    @click.pass_context
    def resolve(
        ctx: click.Context, /, files: tuple[Named, ...], fmt: str, explain: bool, jobs: int | None,
        given_input: str | None, players: tuple[str, ...], board: tuple[str, ...], pot: str | None,
        dealer: str | None, color: str, suits: str, **overrides: Any
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

        inputs = showdown_inputs(files, given_input, players, board, pot, dealer, lang)
        writing, adjust = writing_for(lang, color, suits), overrides_given(**overrides)
        errors = Errors(lang, data.ERRORS_TEXTS.get(fmt))
        if fmt in ("json", "yaml"):
            from potsplit.run.streams import available_cores

            render, processes = data.SHOWDOWN_TEXTS[fmt], jobs or available_cores()
            for _, rendered in each_showdown(inputs, adjust, errors, render, lang, processes):
                click.echo(rendered.text, nl=False)
        else:
            for printed, (where, result) in enumerate(each_showdown(inputs, adjust, errors, keep, lang)):
                if printed:
                    click.echo()
                table = tables.resolution_table(result.resolution, where.title(result.number), explain, writing)
                click.echo(table, color=writing.color)
        errors.exit(ctx)

    return resolve


def compare_command(lang: Language) -> click.Command:
    @command(lang, "compare")
    @click.argument("files", metavar="[FILE]...", type=InputFile(), nargs=-1)
    @format_option(lang.t("table for people; json (one object per line per showdown) or yaml for scripts."))
    @input_option(lang)
    @showdown_options(lang)
    @rule_options(lang)
    @display_options(lang)
    @language_option(lang)
    @click.pass_context
    def compare(
        ctx: click.Context, /, files: tuple[Named, ...], fmt: str, given_input: str | None,
        players: tuple[str, ...], board: tuple[str, ...], pot: str | None, dealer: str | None, color: str,
        suits: str, **overrides: Any
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
        """  # noqa: E501  # the help's example, as it is printed
        from potsplit.engine.compare import compare as compare_variants
        from potsplit.show import comparing, data
        from potsplit.show.progress import Progress

        inputs = showdown_inputs(files, given_input, players, board, pot, dealer, lang)
        writing, adjust = writing_for(lang, color, suits), overrides_given(**overrides)
        fixed = () if adjust is None else adjust.fixed
        progress = Progress(sys.stderr if sys.stderr is not None and sys.stderr.isatty() else None, "compared")
        errors = Errors(lang, data.ERRORS_TEXTS.get(fmt), before=progress.clear)
        printed = 0
        try:
            for where, result in each_showdown(inputs, adjust, errors, keep, lang):
                rows = compare_variants(result.resolution, fixed)
                if terminal():  # the progress line shares the terminal with the output: out of its way
                    progress.clear()
                if fmt != "table":
                    click.echo(_data_text({"source": result.origin.data()} | data.comparison_data(rows), fmt),
                               nl=fmt == "json")
                else:
                    if printed:
                        click.echo()
                    table = comparing.comparison_table(rows, where.title(result.number), writing)
                    click.echo(table, color=writing.color)
                    printed += 1
                progress.step()
        finally:
            progress.clear()
        errors.exit(ctx)

    return compare


def rank_command(lang: Language) -> click.Command:
    @command(lang, "rank")
    @click.argument("hands", nargs=-1, required=True)
    @click.option("--board", "board", multiple=True, metavar="CARDS", help=lang.t(
        "Community cards (holdem, omaha); once for each board of several, each written in full: the hands are "
        "ranked on each."
    ))
    @rule_options(lang, RANKING_RULES, chip=False)
    @format_option(lang.t("table for people; json (one list of hands) or yaml for scripts."))
    @display_options(lang)
    @language_option(lang)
    def rank(hands: tuple[str, ...], board: tuple[str, ...], fmt: str, color: str, suits: str, **rules: Any) -> None:
        """Rank HANDS (one argument each, e.g. "As Kd Qh Jc 9s") high and low.

        \b
        Examples:
          potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8
          potsplit rank "Ah 2h 3s Kd" "Qc Qd Jc Jd" --board "4h 5c 9d Ks 7h" --format json
          potsplit rank "2h As Ad Kc Kd" "Jk 7c 5d 4s 3c" --wild 2 --jokers 1
          potsplit rank "As Ah" "Ks Kh" --board "2c 7d 9h Jc 3s" --board "2c 7d 9h Kd 3d"
        """
        from potsplit.engine.ranked import rank_boards, rank_hands
        from potsplit.engine.rules import halves_of, named_halves
        from potsplit.show import data, tables

        writing = writing_for(lang, color, suits)
        given = {name: value for name, value in rules.items() if value is not None}
        try:
            if len(board) > 1:
                on_boards = rank_boards(hands, board, **given)
            else:
                on_boards = [rank_hands(hands, board[0] if board else "", **given)]
        except InvalidShowdown as error:
            raise ShowdownError(error.message, lang) from None
        halves = halves_of(rules.get("game"))  # a split game with two kinds of hand is shown by its halves
        shown = halves if halves is not None and named_halves(halves) else None
        several = on_boards if len(board) > 1 else ()
        if fmt != "table":
            click.echo(_data_text(data.ranked_data(on_boards[0], lang, several, halves is not None), fmt),
                       nl=fmt == "json")
        elif several:
            click.echo(tables.boards_ranked_table(board, on_boards, writing, shown), color=writing.color)
        else:
            click.echo(tables.ranked_table(on_boards[0], writing, shown), color=writing.color)

    return rank


def _data_text(found: Any, fmt: str) -> str:
    """*found* (JSON-ready data) as one line of JSON, or as one YAML document."""
    from potsplit.show import data

    return data.to_json(found) if fmt == "json" else data.to_yaml(found)


_BUILDERS: dict[str, Callable[[Language], click.Command]] = {
    "resolve": resolve_command, "compare": compare_command, "rank": rank_command, "check": _check_command,
    "examples": _examples_command, "keys": _keys_command,
}
"""How each command is built, by name, in the order they were added."""
