"""The command line: thin commands over the library.

Users' errors (bad cards, bad files) print one line and exit 1; usage errors
exit 2, as Click does.
"""

from __future__ import annotations

import click

from potsplit import __version__
from potsplit.errors import InvalidShowdown
from potsplit.games import Game
from potsplit.ranking import LOW_SYSTEMS

GAMES = [game.value for game in Game]
LOWS = [ranking.value for ranking in LOW_SYSTEMS]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="potsplit")
def main() -> None:
    """potsplit: who wins a poker pot, and exactly how much.

    \b
    Examples:
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad"
      potsplit rank "Ah 2h" "Kc Kd" --board "3h 4c 5d Ks 9h" --qualifier 8
    """


@main.command()
@click.argument("hands", nargs=-1, required=True)
@click.option("--board", default="", metavar="CARDS", help="Community cards (holdem, omaha).")
@click.option("--game", type=click.Choice(GAMES, case_sensitive=False), help="The game; inferred when left out.")
@click.option(
    "--low", type=click.Choice(LOWS, case_sensitive=False), default="ace-to-five", show_default=True,
    help="The low system.",
)
@click.option("--qualifier", type=click.IntRange(2, 14), help="A low must be N-or-better to count.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def rank(hands: tuple[str, ...], board: str, game: str | None, low: str, qualifier: int | None, fmt: str) -> None:
    """Rank HANDS (one argument each, e.g. "As Kd Qh Jc 9s") high and low.

    \b
    Examples:
      potsplit rank "As Ks Qs Js Ts" "5h 4h 3h 2h Ad" --qualifier 8
      potsplit rank "Ah 2h 3s Kd" "Qc Qd Jc Jd" --board "4h 5c 9d Ks 7h" --format json
    """
    from potsplit.rank import rank_cards

    try:
        ranked = rank_cards(hands, board, game, low, qualifier)
    except InvalidShowdown as error:
        raise click.ClickException(str(error)) from None
    from potsplit import output

    if fmt == "json":
        click.echo(output.to_json(output.ranked_data(ranked)))
    else:
        click.echo(output.ranked_table(ranked))



