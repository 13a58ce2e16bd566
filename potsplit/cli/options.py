"""The command line's options, shared by its commands: the rules (one option each, from the rules table), a
showdown given with -p, the display of the tables, and the output formats. Each option's values are explained
in a sentence; values are read once, when the options are.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from fractions import Fraction
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from potsplit.cli.language import said_help
from potsplit.engine.amounts import amount
from potsplit.engine.model import MOST_JOKERS
from potsplit.engine.rules import RULES, Rule
from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import Card, Rank, text_of
from potsplit.hands.games import NAMED_GAMES, game_named
from potsplit.run import PLAYER_SHAPE
from potsplit.said import Said

if TYPE_CHECKING:  # imported by the commands that use them, not at every start
    from potsplit.engine.rake import RakeSchedule
    from potsplit.run.overrides import Overrides
    from potsplit.show.tables import Display

FC = TypeVar("FC", bound=Callable[..., Any])


def said(message: str) -> str:
    """*message* in the language in use (for Click, which prints what it is given)."""
    from potsplit.language import current

    return current().say(message)


def values_help(rule: Rule) -> str:
    """An option's help: each value with its sentence, and the default; said by its parts in another language
    (:func:`_values_said`)."""
    text = "; ".join(f"{value}: {sentence}" for value, sentence in rule.values.items()) + f". Default: {rule.default}."
    return said_help(text, lambda: _values_said(rule))


def _values_said(rule: Rule) -> Said:
    """:func:`values_help` said, so that each sentence is translated."""
    said: Said | None = None
    for value, sentence in rule.values.items():
        part = Said("{value}: {sentence}", value=value, sentence=sentence)
        said = part if said is None else Said("{said}; {more}", said=said, more=part)
    return Said("{values}. Default: {default}.", values=said, default=rule.default)


def check_qualifier(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A qualifier N (see :data:`~potsplit.engine.rules.QUALIFIERS`), or ``none`` to remove the file's."""
    if value is not None:
        try:
            RULES["qualifier"].parse(value)
        except InvalidShowdown as error:
            raise click.BadParameter(said(error.message)) from None
    return value


def amount_option(ctx: click.Context, param: click.Parameter, value: str | None) -> Fraction | None:
    """An exact positive amount, in the grammar of a file's (see :mod:`potsplit.engine.amounts`)."""
    if value is None:
        return None
    try:
        given = amount(value)
    except InvalidShowdown as error:
        raise click.BadParameter(said(error.message)) from None
    if given <= 0:
        raise click.BadParameter(said(Said("{value} is not a positive amount", value=repr(value))))
    return given


def wild_option(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> tuple[Rank | Card, ...] | None:
    """The wild cards the ``--wild`` options name, all of them together (``None`` when none is given)."""
    if not value:
        return None
    from potsplit.hands.wild import wild_cards  # only when a card is wild

    try:
        return wild_cards(list(value))
    except InvalidShowdown as error:
        raise click.BadParameter(error.message.removeprefix("wild: ")) from None


WILD_HELP = (
    "A wild card: a rank (every card of it: --wild 2 for deuces wild), a card (--wild Jh) or deuces, "
    "one-eyed-jacks, suicide-king; once for each. Default: the file's wild cards, or none."
)
JOKERS_HELP = "How many jokers the deck holds, 0 to 2 (a joker is written Jk). Default: the file's, or 0."


def wild_options(command: FC) -> FC:
    """--wild and --jokers: what is wild, for every command that ranks hands."""
    command = click.option("--jokers", type=click.IntRange(0, MOST_JOKERS), metavar="N", help=JOKERS_HELP)(command)
    return click.option("--wild", multiple=True, callback=wild_option, metavar="RANK|CARD", help=WILD_HELP)(command)


COLORS = click.Choice(["auto", "always", "never"], case_sensitive=False)
SUITS = click.Choice(["letters", "symbols"], case_sensitive=False)
NARROWEST = 40
"""The narrowest width a table is fitted to: a narrower terminal (or COLUMNS) gets 40 columns."""


def _keep(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """An option of the display, kept in the context for :func:`current_display` rather than passed to the command."""
    ctx.meta[f"potsplit.{param.name}"] = value
    return value


def display_options(command: FC) -> FC:
    """--color and --suits, for the tables of every command (see :func:`current_display`)."""
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


def terminal() -> bool:
    """Whether standard output is a terminal (tests stand one in here)."""
    return sys.stdout.isatty()


def current_display() -> Display:
    """How the running command prints its tables: its width, colour and suits.

    Width: ``COLUMNS`` when it is set to a positive integer, else the terminal's when standard output is one
    (80 if it does not say), else no limit; never under :data:`NARROWEST`. Colour: ``--color always`` or
    ``never``; with ``auto``, when standard output is a terminal, ``NO_COLOR`` is unset or empty and ``TERM`` is
    not ``dumb``. Suits: ``--suits``.
    """
    from potsplit.show.tables import Display

    meta = click.get_current_context().meta
    columns = os.environ.get("COLUMNS", "").strip()
    width = int(columns) if columns.isdecimal() and int(columns) > 0 else None
    if width is None and terminal():
        try:
            width = os.get_terminal_size(sys.stdout.fileno()).columns or 80
        except (OSError, ValueError, AttributeError):  # a terminal that does not say, or a stand-in for one
            width = 80
    choice = meta["potsplit.color"]
    auto = terminal() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
    color = choice == "always" or (choice == "auto" and auto)
    return Display(None if width is None else max(width, NARROWEST), color, meta["potsplit.suits"] == "symbols")


INPUTS = click.Choice(["yaml", "phh"], case_sensitive=False)
"""What the input files hold: YAML showdowns, or hand histories (PHH)."""


def input_option(command: FC) -> FC:
    """--input: what the files (and stdin) hold, when their names do not say."""
    return click.option("--input", "given_input", type=INPUTS, help=(
        "yaml: showdowns (YAML documents); phh: hand histories (PHH, TOML: one hand, or many as [1], [2]... "
        "tables). Default: phh for a file named .phh or .phhs, else yaml (stdin too)."
    ))(command)


FORMATS = click.Choice(["table", "json", "yaml"], case_sensitive=False)
"""What every command prints: a table for people, JSON or YAML for scripts (any case: ``--format JSON``)."""
OPTION_RULES = tuple(rule for key, rule in RULES.items() if key != "chips")
"""The rules the command line can override, one option each (``rules.chips`` is written in files only)."""


def overrides_given(**given: Any) -> Overrides | None:
    """The command-line overrides of the showdowns' rules and fields, or ``None`` without any.

    The rules' values are read once here, not again for every showdown.
    """
    from potsplit.run.overrides import Overrides

    given = {name: value for name, value in given.items() if value is not None}
    if not given:
        return None
    keys = {rule.field: rule.key for rule in OPTION_RULES}  # the other options (game, chip) are named as fields
    options = {field: _written(keys.get(field, field.replace("_", "-")), value) for field, value in given.items()}
    rules = {rule.field: rule.parse(given.pop(rule.field)) for rule in OPTION_RULES if rule.field in given}
    changes = {name: given.pop(name) for name in RAKE_OPTIONS[1:] if name in given}
    if changes:  # an error in the changed schedule names the options that changed it
        options["rake"] = " ".join(option for name, option in options.items() if name in RAKE_OPTIONS)
    return Overrides(rules, given, options, changes)


def _written(option: str, value: Any) -> str:
    """An option as it was written: ``--chip 7``, ``--wild 2 --wild Jh``, ``--runs 2,1``, ``--no-flop-no-drop``."""
    from potsplit.engine.rake import RakeSchedule

    if value is True:
        return f"--{option}"
    if isinstance(value, RakeSchedule):
        return f'--{option} "{value.text()}"'
    if isinstance(value, tuple) and option == "runs":
        return f"--{option} {','.join(map(str, value))}"
    if isinstance(value, tuple):
        return " ".join(f"--{option} {text_of(one)}" for one in value)
    return f"--{option} {value}"


class RuleChoice(click.Choice):  # type: ignore[type-arg]  # generic from click 8.2 on, not subscriptable in 8.1
    """The values of a rule, as an option's choices: read as a file reads them (in any case, full-width letters
    too), and an unknown one named as a file's is, with the nearest value and all of them (docs/rules.md: "Limits of
    input")."""

    def __init__(self, rule: Rule) -> None:
        super().__init__(rule.choices or [], case_sensitive=False)
        self.rule = rule

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            try:
                return self.rule.text(self.rule.parse(value))
            except InvalidShowdown as error:
                self.fail(said(error.message), param, ctx)


def _rule_option(rule: Rule) -> Callable[[FC], FC]:
    if rule.choices is not None:
        return click.option(f"--{rule.key}", rule.field, type=RuleChoice(rule), help=values_help(rule))
    return click.option(
        f"--{rule.key}", rule.field, callback=check_qualifier, metavar="N|none", help=values_help(rule),
    )


def check_game(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A game's name or alias (``o8``), in any case."""
    if value is not None:
        try:
            game_named(value)
        except InvalidShowdown as error:
            raise click.BadParameter(said(error.message)) from None
    return value


def game_option() -> Callable[[FC], FC]:
    named = ", ".join(game.value for game in NAMED_GAMES)
    said = Said(
        "draw: the five cards; stud: the best five of 5 to 7; holdem: the best five of 2 and the board; omaha: two "
        "of 4 to 6 and three of the board; or a named game ({named}), which sets the method, the low and the "
        "qualifier too (see potsplit keys). Default: inferred from the cards.", named=named,
    )
    return click.option("--game", callback=check_game, metavar="GAME", help=said_help(str(said), lambda: said))


def rake_option(ctx: click.Context, param: click.Parameter, value: str | None) -> RakeSchedule | None:
    """A rake schedule as the command line writes it (``5% cap 3``: :func:`~potsplit.engine.rake.rake_from_text`)."""
    if value is None:
        return None
    from potsplit.engine.rake import rake_from_text

    try:
        return rake_from_text(value)
    except InvalidShowdown as error:
        raise click.BadParameter(said(error.message)) from None


def runs_option(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[int, ...] | None:
    """``--runs 2,1``: on how many boards each pot is played, main pot first."""
    if value is None:
        return None
    words = value.replace(",", " ").split()
    if not words or not all(word.isascii() and word.isdigit() and len(word) <= 2 and int(word) >= 1 for word in words):
        raise click.BadParameter(said(Said(
            "runs is a number of boards for each pot, main pot first, each 1 or more (such as 2,1), not {value}",
            value=repr(value),
        )))
    return tuple(int(word) for word in words)


RAKE_HELP = Said(
    "How the house rakes every hand, overriding a file's rake: P% or R per S (R for every whole S of the pot), "
    "then cap C or caps by players dealt (cap 2:1,3:2,5:3: the cap of the largest number of players not above "
    "those dealt in); such as 5% cap 3. The rake comes off the pots from the main pot outward, before they are "
    "split. Default: the file's rake, or none."
)
RAKE_OPTIONS = ("rake", "rake_unit", "jackpot", "no_flop_no_drop")
"""The options of the rake (their parameters' names): ``--rake`` the schedule, the others changes to it."""


def rake_options(command: FC) -> FC:
    """--rake and what changes it (--rake-unit, --jackpot, --no-flop-no-drop), for every command that resolves."""
    options = [
        click.option("--rake", "rake", callback=rake_option, metavar="SCHEDULE",
                     help=said_help(str(RAKE_HELP), lambda: RAKE_HELP)),
        click.option("--rake-unit", "rake_unit", callback=amount_option, metavar="AMOUNT", help=(
            "The rake is taken in whole units of this, rounded down. Default: the schedule's, else the chip, else "
            "exact."
        )),
        click.option("--jackpot", callback=amount_option, metavar="AMOUNT", help=(
            "A fixed jackpot drop taken after the rake, the same way, when the hand pays any rake."
        )),
        click.option("--no-flop-no-drop", "no_flop_no_drop", is_flag=True, default=None, help=(
            "A hand that ended before the flop (a hand history's) pays no rake and no jackpot."
        )),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def rule_options(command: FC) -> FC:
    """The options that override the file's rules, one per rule, and the game, the chip, the runs and the rake."""
    options = [_rule_option(rule) for rule in OPTION_RULES]
    options.insert(1, game_option())
    options.append(
        click.option("--chip", callback=amount_option, metavar="AMOUNT", help="Pay whole chips of this size.")
    )
    options.append(click.option("--runs", callback=runs_option, metavar="N,N...", help=(
        "On how many of the boards each pot is played (the first ones), main pot first: 2,1 runs the main pot "
        "twice and the side pot once. Default: the file's runs, or every pot on every board."
    )))
    for option in reversed(options):
        command = option(command)
    return rake_options(wild_options(command))


def showdown_options(command: FC) -> FC:
    """The options that give a showdown on the command line, without a file."""
    player = Said(
        'A player of a showdown given here instead of a file, in seat order: "{shape}"; once per player.',
        shape=PLAYER_SHAPE,
    )
    options = [
        click.option("-p", "--player", "players", multiple=True, metavar='"NAME: CARDS..."', help=said_help(
            str(player), lambda: player
        )),
        click.option("--board", "board", multiple=True, metavar="CARDS", help=(
            "With -p: the community cards (holdem, omaha); once for each board of several (a double board, a pot "
            "run twice), each written in full."
        )),
        click.option("--pot", metavar="AMOUNT", help="With -p: the pot (default: the bets, or 1 without bets)."),
        click.option("--dealer", metavar="NAME", help="With -p: the dealer (default: the last player)."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def command_line_showdown(
    files: tuple[IO[bytes], ...], players: tuple[str, ...], board: tuple[str, ...], pot: str | None,
    dealer: str | None
) -> bool:
    """Whether the showdown is given on the command line (-p), not in files; a usage error to mix them."""
    if players and files:
        raise click.UsageError(said(Said("give FILEs or a showdown with -p/--player, not both")))
    if not players and (board or any(value is not None for value in (pot, dealer))):
        raise click.UsageError(said(Said("--board, --pot and --dealer go with -p/--player (a file has its own)")))
    return bool(players)
