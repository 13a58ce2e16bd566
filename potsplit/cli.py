"""The command line: thin commands over the library.

Exit status: 0 every showdown resolved; 1 some input was invalid (the valid
documents are still resolved and printed); 2 a usage error.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from fractions import Fraction
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from potsplit import __version__
from potsplit.engine.checks import QUALIFIERS
from potsplit.engine.model import Forfeit, Method, NoWinner, OddChip, Showdown, SwingTies
from potsplit.errors import InvalidShowdown
from potsplit.hands.games import Game
from potsplit.hands.ranking import LOW_SYSTEMS, Ranking

if TYPE_CHECKING:  # imported by the commands that read files, not at every start
    from potsplit.io.streams import Resolved

T = TypeVar("T")


def _choice(members: Iterable[Any]) -> click.Choice[str]:
    """A choice of the values of enum *members* (an enum, or some of its members), in any case."""
    return click.Choice([member.value for member in members], case_sensitive=False)


def _qualifier(ctx: click.Context, param: click.Parameter, value: str | None) -> int | str | None:
    """A qualifier N (see :data:`~potsplit.engine.checks.QUALIFIERS`), or ``none`` to remove the file's."""
    if value is None:
        return None
    text = value.strip().lower()
    if text == "none":
        return "none"
    if text.isdigit() and int(text) in QUALIFIERS:
        return int(text)
    raise click.BadParameter(f"{value!r} is not a qualifier: give {QUALIFIERS[0]} to {QUALIFIERS[-1]}, or none")


def _amount(ctx: click.Context, param: click.Parameter, value: str | None) -> Fraction | None:
    """An exact positive amount: 5, 0.25 or 1/4."""
    if value is None:
        return None
    try:
        amount = Fraction(value.strip())
    except (ValueError, ZeroDivisionError):
        raise click.BadParameter(f"{value!r} is not an amount such as 5, 0.25 or 1/4") from None
    if amount <= 0:
        raise click.BadParameter(f"{value!r} is not a positive amount")
    return amount


def _source_name(file: IO[bytes]) -> str:
    """How errors name the input: its path, or ``<stdin>``."""
    name = getattr(file, "name", "-")
    return "<stdin>" if not isinstance(name, str) or name in ("<stdin>", "-") else name


def _valid(results: Iterable[T | InvalidShowdown]) -> Iterator[T]:
    """Each valid result; each invalid showdown's located error printed to stderr.

    Once the input is read, exit status 1 if any showdown was invalid (the valid ones are printed).
    """
    failed = False
    for result in results:
        if isinstance(result, InvalidShowdown):
            failed = True
            click.echo(f"error: {result}", err=True)
        else:
            yield result
    if failed:
        sys.exit(1)


def _resolved(file: IO[bytes], adjust: Callable[[Showdown], Showdown] | None = None) -> Iterator[Resolved]:
    """Each valid showdown of *file* resolved (see :func:`_valid`)."""
    from potsplit.io.streams import resolve_documents

    return _valid(resolve_documents(file, _source_name(file), adjust))


def _use_color() -> bool:
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="potsplit")
def main() -> None:
    """potsplit: who wins a poker pot, and exactly how much.

    Reads a showdown (players' cards, declarations, bets, the pot and the rule
    variant) and prints the ranked hands, the winners of each pot and every
    player's exact payout, with the rules that decided it.

    \b
    Examples:
      potsplit resolve examples/seed-swing-split.yaml
      potsplit resolve game.yaml --swing-ties lose --explain
      potsplit resolve games.yaml --format json | jq '.payouts'
      potsplit compare examples/seed-swing-split.yaml
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8

    Shell completion: eval "$(_POTSPLIT_COMPLETE=bash_source potsplit)"
    (zsh_source, fish_source for zsh and fish).
    """


def _overrides(**given: Any) -> Callable[[Showdown], Showdown] | None:
    """A function applying the command-line rule overrides to a showdown, or ``None`` without any.

    A :func:`functools.partial`, so that other processes can be sent it.
    """
    given = {name: value for name, value in given.items() if value is not None}
    return functools.partial(_overridden, given) if given else None


def _overridden(given: dict[str, Any], showdown: Showdown) -> Showdown:
    """*showdown* with the rules *given* on the command line."""
    def pick(name: str, kind: Any, current: Any) -> Any:
        return current if given.get(name) is None else kind(given[name].lower())

    rules = showdown.rules
    rules = replace(
        rules,
        method=pick("method", Method, rules.method),
        low=pick("low", Ranking, rules.low),
        swing_ties=pick("swing_ties", SwingTies, rules.swing_ties),
        forfeit=pick("forfeit", Forfeit, rules.forfeit),
        no_winner=pick("no_winner", NoWinner, rules.no_winner),
        odd_chip=pick("odd_chip", OddChip, rules.odd_chip),
    )
    if given.get("qualifier") is not None:
        rules = replace(rules, qualifier=None if given["qualifier"] == "none" else given["qualifier"])
    if given.get("game") is not None:
        showdown = replace(showdown, game=Game(given["game"].lower()))
    if given.get("chip") is not None:
        showdown = replace(showdown, chip=given["chip"])
    return replace(showdown, rules=rules)


def rule_options(command: Any) -> Any:
    """The options that override the file's rules, one per rule."""
    options = [
        click.option("--method", type=_choice(Method), help="high, low, cards-speak or declare."),
        click.option("--game", type=_choice(Game), help="draw, stud, holdem or omaha."),
        click.option("--low", type=_choice(LOW_SYSTEMS), help="The low system."),
        click.option("--qualifier", callback=_qualifier, metavar="N|none", help="Low must be N-or-better; none: any."),
        click.option("--swing-ties", type=_choice(SwingTies), help="split, lose or clear-half."),
        click.option("--forfeit", type=_choice(Forfeit), help="next-best or defeater."),
        click.option("--no-winner", type=_choice(NoWinner), help="cards-speak or carry-over."),
        click.option("--odd-chip", type=_choice(OddChip), help="seat or suit."),
        click.option("--chip", callback=_amount, metavar="AMOUNT", help="Pay whole chips of this size."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


@main.command()
@click.argument("file", type=click.File("rb"), default="-")
@click.option("--format", "fmt", type=click.Choice(["table", "json", "yaml"]), default="table", show_default=True,
              help="table for people; json (one object per line per showdown) or yaml for scripts.")
@click.option("--explain", is_flag=True, help="Print every step and the rule that decided it.")
@click.option("--jobs", type=click.IntRange(min=1), metavar="N",
              help="Processes resolving a long stream for json or yaml (default: one per core).")
@rule_options
def resolve(file: IO[bytes], fmt: str, explain: bool, jobs: int | None, **overrides: Any) -> None:
    """Resolve the showdowns in FILE (YAML; - or nothing for stdin).

    Several showdowns in one file are separated by ---; each is resolved on its
    own. Options override the file's rules. With json or yaml, a stream of more
    than 64 showdowns is shared out among processes (see --jobs); the output
    keeps the order of the input.

    \b
    Examples:
      potsplit resolve examples/seed-swing-split.yaml
      potsplit resolve examples/seed-swing-split.yaml --swing-ties lose --forfeit defeater --explain
      cat showdowns.yaml | potsplit resolve --format json | jq -c '.payouts'
    """
    from potsplit.io import output

    adjust = _overrides(**overrides)
    if fmt in ("json", "yaml"):
        from potsplit.io.streams import available_cores, render_documents

        render = output.json_line if fmt == "json" else output.yaml_document
        for text in _valid(render_documents(file, _source_name(file), adjust, render, jobs or available_cores())):
            click.echo(text, nl=False)
        return
    color = _use_color()
    for number, result in enumerate(_resolved(file, adjust), 1):
        if number > 1:
            click.echo()
        title = f"showdown {result.number}"
        table = output.resolution_table(result.resolution, title, explain, result.sized, color)
        click.echo(table, color=color)


@main.command()
@click.argument("file", type=click.File("rb"), default="-")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def compare(file: IO[bytes], fmt: str) -> None:
    """Show every player's payout under every rule variant that applies to FILE.

    Declare: every swing-ties x forfeit x no-winner combination; cards speak:
    qualifier none or 8 in each low system; low: each low system; with whole
    chips, each odd-chip order too. Rows that change someone's payout are marked.

    \b
    Examples:
      potsplit compare examples/seed-swing-split.yaml
      potsplit compare examples/omaha-hi-lo-quartered.yaml --format json | jq '.variants[] | select(.changed)'
    """
    from potsplit.engine.compare import compare as compare_variants
    from potsplit.io import output

    for number, result in enumerate(_resolved(file), 1):
        rows = compare_variants(result.resolution)
        if fmt == "json":
            click.echo(output.to_json(output.comparison_data(rows)))
        else:
            if number > 1:
                click.echo()
            click.echo(output.comparison_table(rows, f"showdown {result.number}", result.sized))


@main.command()
@click.argument("hands", nargs=-1, required=True)
@click.option("--board", default="", metavar="CARDS", help="Community cards (holdem, omaha).")
@click.option("--game", type=_choice(Game), help="The game; inferred when left out.")
@click.option(
    "--low", type=_choice(LOW_SYSTEMS), default="ace-to-five", show_default=True,
    help="The low system.",
)
@click.option(
    "--qualifier", type=click.IntRange(QUALIFIERS[0], QUALIFIERS[-1]), help="A low must be N-or-better to count."
)
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def rank(hands: tuple[str, ...], board: str, game: str | None, low: str, qualifier: int | None, fmt: str) -> None:
    """Rank HANDS (one argument each, e.g. "As Kd Qh Jc 9s") high and low.

    \b
    Examples:
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8
      potsplit rank "Ah 2h 3s Kd" "Qc Qd Jc Jd" --board "4h 5c 9d Ks 7h" --format json
    """
    from potsplit.hands.rank_text import rank_cards

    try:
        ranked = rank_cards(hands, board, game, low, qualifier)
    except InvalidShowdown as error:
        raise click.ClickException(str(error)) from None
    from potsplit.io import output

    if fmt == "json":
        click.echo(output.to_json(output.ranked_data(ranked)))
    else:
        click.echo(output.ranked_table(ranked))
