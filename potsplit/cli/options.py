"""The command line's options, shared by its commands: the rules (one option each, from the rules table), a
showdown given with -p, the display of the tables, and the output formats; each built in the language the help
and the errors are written in. Each option's values are explained in a sentence.

Every value is read once, by its option's type, into what the engine takes (a rule's member or number, a
:class:`~potsplit.hands.games.Game`, an exact amount, the wild cards): the commands pass those values on, never
text to read again. How the tables are written (the language, the width, the colour, the suits) is worked out
once per command (:func:`writing_for`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, Any, TypeVar

import click

from potsplit.engine.amounts import amount
from potsplit.engine.model import MOST_JOKERS
from potsplit.engine.rules import RULES, Rule
from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import Card, Rank
from potsplit.hands.games import NAMED_GAMES, Game, game_named
from potsplit.language import Writing
from potsplit.read.sources import FORMATS as FORMATS_READ
from potsplit.run import PLAYER_SHAPE
from potsplit.said import Said

FC = TypeVar("FC", bound=Callable[..., Any])

if TYPE_CHECKING:  # imported by the commands that use them, not at every start
    from typing import Protocol

    from potsplit.engine.rake import RakeSchedule
    from potsplit.language import Language
    from potsplit.run.overrides import Overrides

    class Option(Protocol):
        """What ``click.option`` gives: a decorator that adds options to any command."""

        def __call__(self, command: FC, /) -> FC: ...


def values_help(rule: Rule, lang: Language) -> str:
    """An option's help: each value with its sentence, and the default, said in *lang* by its parts."""
    said: Said | None = None
    for value, sentence in rule.values.items():
        part = Said("{value}: {sentence}", value=value, sentence=sentence)
        said = part if said is None else Said("{said}; {more}", said=said, more=part)
    return lang.say(Said("{values}. Default: {default}.", values=said, default=rule.default))


class RuleChoice(click.Choice):  # type: ignore[type-arg]  # generic from click 8.2 on, not subscriptable in 8.1
    """The values of a rule, as an option's choices: read as a file reads them (in any case, full-width letters
    too) into the rule's value, and an unknown one named as a file's is, with the nearest value and all of them
    (docs/rules.md: "Limits of input")."""

    def __init__(self, rule: Rule, lang: Language) -> None:
        super().__init__(rule.choices or [], case_sensitive=False)
        self.rule = rule
        self.lang = lang

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return self.rule.parse(value)
        except InvalidShowdown as error:
            self.fail(self.lang.say(error.message), param, ctx)


class Read(click.ParamType):  # type: ignore[type-arg]  # generic from click 8.2 on
    """A value read by *read* (a qualifier, a game, an amount), its error said in *lang*."""

    def __init__(self, name: str, read: Callable[[Any], Any], lang: Language) -> None:
        self.name = name
        self.read = read
        self.lang = lang

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return self.read(value)
        except InvalidShowdown as error:
            self.fail(self.lang.say(error.message), param, ctx)


def positive_amount(value: str) -> Fraction:
    """An exact positive amount, in the grammar of a file's (see :mod:`potsplit.engine.amounts`)."""
    given = amount(value)
    if given <= 0:
        raise InvalidShowdown(Said("{value} is not a positive amount", value=repr(value)))
    return given


def _rule_option(rule: Rule, lang: Language) -> Option:
    if rule.choices is not None:
        return click.option(f"--{rule.key}", rule.field, type=RuleChoice(rule, lang), help=values_help(rule, lang))
    return click.option(
        f"--{rule.key}", rule.field, type=Read(rule.key, rule.parse, lang), metavar="N|none",
        help=values_help(rule, lang),
    )


def wild_options(lang: Language) -> Option:
    """--wild and --jokers: what is wild, for every command that ranks hands."""

    def read_wild(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> tuple[Rank | Card, ...] | None:
        """The wild cards the ``--wild`` options name, all of them together (``None`` when none is given)."""
        if not value:
            return None
        from potsplit.hands.wild import wild_cards  # only when a card is wild

        try:
            return wild_cards(list(value))
        except InvalidShowdown as error:
            raise click.BadParameter(lang.say(error.message).removeprefix("wild: ")) from None

    def options(command: FC) -> FC:
        command = click.option("--jokers", type=click.IntRange(0, MOST_JOKERS), metavar="N", help=lang.t(
            "How many jokers the deck holds, 0 to 2 (a joker is written Jk). Default: the file's, or 0."
        ))(command)
        return click.option("--wild", multiple=True, callback=read_wild, metavar="RANK|CARD", help=lang.t(
            "A wild card: a rank (every card of it: --wild 2 for deuces wild), a card (--wild Jh) or deuces, "
            "one-eyed-jacks, suicide-king; once for each. Default: the file's wild cards, or none."
        ))(command)

    return options


COLORS = click.Choice(["auto", "always", "never"], case_sensitive=False)
SUITS = click.Choice(["letters", "symbols"], case_sensitive=False)
NARROWEST = 40
"""The narrowest width a table is fitted to: a narrower terminal (or COLUMNS) gets 40 columns."""


def display_options(lang: Language) -> Option:
    """--color and --suits, for the tables of every command (see :func:`writing_for`)."""

    def options(command: FC) -> FC:
        command = click.option("--suits", type=SUITS, default="letters", show_default=True, help=lang.t(
            "letters: tables show cards as As, Td, 2c; symbols: tables show them as A♠, T♦, 2♣. JSON and YAML "
            "always give the card codes (As), for scripts."
        ))(command)
        return click.option("--color", type=COLORS, default="auto", show_default=True, help=lang.t(
            "auto: colour the tables (winners green, headings bold) when standard output is a terminal, unless "
            "NO_COLOR is set (not empty) or TERM is dumb; always: colour them even in a pipe or a file; never: "
            "no colour."
        ))(command)

    return options


def terminal() -> bool:
    """Whether standard output is a terminal (tests stand one in here)."""
    return sys.stdout.isatty()


def writing_for(lang: Language, color: str, suits: str) -> Writing:
    """How the running command writes for people: in *lang*, at its width, in colour or not, with its suits.

    Width: ``COLUMNS`` when it is set to a positive integer, else the terminal's when standard output is one
    (80 if it does not say), as :func:`shutil.get_terminal_size` gives them, else no limit (a pipe or a file);
    never under :data:`NARROWEST`. Colour: ``--color always`` or ``never``; with ``auto``, when standard output
    is a terminal, ``NO_COLOR`` is unset or empty and ``TERM`` is not ``dumb``. Suits: ``--suits``.
    """
    columns = os.environ.get("COLUMNS", "").strip()
    width = None
    if (columns.isdecimal() and int(columns) > 0) or terminal():
        import shutil  # only where a width is told: shutil loads bz2 and lzma, 3 to 5 ms of every start

        width = shutil.get_terminal_size().columns
    choice = color.lower()
    auto = terminal() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
    colored = choice == "always" or (choice == "auto" and auto)
    return Writing(lang, None if width is None else max(width, NARROWEST), colored, suits.lower() == "symbols")


INPUTS = click.Choice([row.name for row in FORMATS_READ], case_sensitive=False)
"""What the input files hold: YAML showdowns, or hand histories (PHH, OHH...): a row of the formats' table."""


def input_option(lang: Language) -> Option:
    """--input: what the files (and stdin) hold, when their names do not say."""
    return click.option("--input", "given_input", type=INPUTS, help=lang.t(
        "What the files hold: yaml (showdowns), or hand histories of the format named. Default: told by "
        "a file's extension (.yaml, .phh, .phhs, .ohh...), else by its content (stdin too)."
    ))


FORMATS = click.Choice(["table", "json", "yaml"], case_sensitive=False)
"""What every command prints: a table for people, JSON or YAML for scripts (any case: ``--format JSON``)."""


def format_option(help_text: str) -> Option:
    """--format, with *help_text* (in the language) saying what each format prints."""
    return click.option("--format", "fmt", type=FORMATS, default="table", show_default=True, help=help_text)


OPTION_RULES = tuple(rule for key, rule in RULES.items() if key != "chips")
"""The rules the command line can override, one option each (``rules.chips`` is written in files only)."""
RANKING_RULES = tuple(RULES[key] for key in ("low", "qualifier", "joker", "natural-beats-wild"))
"""The rules that rank hands, which ``potsplit rank`` takes (the others decide a pot)."""


def overrides_given(**given: Any) -> Overrides | None:
    """The command-line overrides of the showdowns' rules and fields, from the options' values as their types
    read them (by field), or ``None`` without any."""
    from potsplit.run.overrides import Overrides

    return Overrides.given({name: value for name, value in given.items() if value is not None})


def game_option(lang: Language) -> Option:
    named = ", ".join(game.value for game in NAMED_GAMES)
    said = Said(
        "draw: the five cards; stud: the best five of 5 to 7; holdem: the best five of 2 and the board; omaha: two "
        "of 4 to 6 and three of the board; or a named game ({named}), which sets the method, the low and the "
        "qualifier too (see potsplit keys). Default: inferred from the cards.", named=named,
    )
    read: Callable[[Any], Game] = game_named
    return click.option("--game", type=Read("game", read, lang), metavar="GAME", help=lang.say(said))


def runs(value: str) -> tuple[int, ...]:
    """``--runs 2,1``: on how many boards each pot is played, main pot first.

    >>> runs("2,1"), runs("3")
    ((2, 1), (3,))
    """
    words = value.replace(",", " ").split()
    if not words or not all(word.isascii() and word.isdigit() and len(word) <= 2 and int(word) >= 1 for word in words):
        raise InvalidShowdown(Said(
            "runs is a number of boards for each pot, main pot first, each 1 or more (such as 2,1), not {value}",
            value=repr(value),
        ))
    return tuple(int(word) for word in words)


def rake_schedule(value: str) -> RakeSchedule:
    """A rake schedule as the command line writes it (``5% cap 3``: :func:`~potsplit.engine.rake.rake_from_text`)."""
    from potsplit.engine.rake import rake_from_text

    return rake_from_text(value)


RAKE_HELP = Said(
    "How the house rakes every hand, overriding a file's rake: P% or R per S (R for every whole S of the pot), "
    "then cap C or caps by players dealt (cap 2:1,3:2,5:3: the cap of the largest number of players not above "
    "those dealt in); such as 5% cap 3. The rake comes off the pots from the main pot outward, before they are "
    "split. Default: the file's rake, or none."
)


def rake_options(lang: Language) -> Option:
    """--rake and what changes it (--rake-unit, --jackpot, --no-flop-no-drop), for every command that resolves."""
    made = [
        click.option("--rake", "rake", type=Read("rake", rake_schedule, lang), metavar="SCHEDULE",
                     help=lang.say(RAKE_HELP)),
        click.option("--rake-unit", "rake_unit", type=Read("rake-unit", positive_amount, lang), metavar="AMOUNT",
                     help=lang.t(
                         "The rake is taken in whole units of this, rounded down. Default: the schedule's, else the "
                         "chip, else exact."
                     )),
        click.option("--jackpot", type=Read("jackpot", positive_amount, lang), metavar="AMOUNT", help=lang.t(
            "A fixed jackpot drop taken after the rake, the same way, when the hand pays any rake."
        )),
        click.option("--no-flop-no-drop", "no_flop_no_drop", is_flag=True, default=None, help=lang.t(
            "A hand that ended before the flop (a hand history's) pays no rake and no jackpot."
        )),
    ]

    def options(command: FC) -> FC:
        for option in reversed(made):
            command = option(command)
        return command

    return options


def rule_options(lang: Language, rules: tuple[Rule, ...] = OPTION_RULES, chip: bool = True) -> Option:
    """The options that override the file's *rules*, one per rule, with the game (and, for a pot, the chip, the
    runs and the rake), and what is wild."""

    def options(command: FC) -> FC:
        made: list[Option] = [_rule_option(rule, lang) for rule in rules]
        made.insert(1 if rules[0].key == "method" else 0, game_option(lang))  # after the method, if it is one
        if chip:
            made.append(click.option(
                "--chip", type=Read("chip", positive_amount, lang), metavar="AMOUNT",
                help=lang.t("Pay whole chips of this size."),
            ))
            made.append(click.option("--runs", type=Read("runs", runs, lang), metavar="N,N...", help=lang.t(
                "On how many of the boards each pot is played (the first ones), main pot first: 2,1 runs the main "
                "pot twice and the side pot once. Default: the file's runs, or every pot on every board."
            )))
            made.append(rake_options(lang))
        for option in reversed(made):
            command = option(command)
        return wild_options(lang)(command)

    return options


def showdown_options(lang: Language) -> Option:
    """The options that give a showdown on the command line, without a file."""
    player = Said(
        'A player of a showdown given here instead of a file, in seat order: "{shape}"; once per player.',
        shape=PLAYER_SHAPE,
    )
    made = [
        click.option("-p", "--player", "players", multiple=True, metavar='"NAME: CARDS..."', help=lang.say(player)),
        click.option("--board", "board", multiple=True, metavar="CARDS", help=lang.t(
            "With -p: the community cards (holdem, omaha); once for each board of several (a double board, a pot "
            "run twice), each written in full."
        )),
        click.option("--pot", metavar="AMOUNT", help=lang.t(
            "With -p: the pot (default: the bets, or 1 without bets)."
        )),
        click.option("--dealer", metavar="NAME", help=lang.t("With -p: the dealer (default: the last player).")),
    ]

    def options(command: FC) -> FC:
        for option in reversed(made):
            command = option(command)
        return command

    return options


def command_line_showdown(
    files: tuple[object, ...], players: tuple[str, ...], board: tuple[str, ...], pot: str | None,
    dealer: str | None, lang: Language,
) -> bool:
    """Whether the showdown is given on the command line (-p), not in files; a usage error to mix them."""
    if players and files:
        raise click.UsageError(lang.say(Said("give FILEs or a showdown with -p/--player, not both")))
    if not players and (board or any(value is not None for value in (pot, dealer))):
        raise click.UsageError(lang.say(Said("--board, --pot and --dealer go with -p/--player (a file has its own)")))
    return bool(players)
