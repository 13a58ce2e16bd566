"""``potsplit check``: every recorded result of the inputs against the ruling (docs/rules.md: "Hand histories")."""

from __future__ import annotations

import sys
from typing import IO, TYPE_CHECKING, Any

import click

from potsplit.cli.inputs import Errors, input_kind, opened_inputs, resolved, source_name, table_title
from potsplit.cli.language import language_option
from potsplit.cli.options import (
    FORMATS,
    current_display,
    display_options,
    input_option,
    overrides_given,
    rule_options,
    said,
    terminal,
)
from potsplit.said import Said

if TYPE_CHECKING:  # imported when check runs, not at every start
    from potsplit.show.checking import MaxRake


def max_rake_option(ctx: click.Context, param: click.Parameter, value: str | None) -> MaxRake:
    """``--max-rake``: a share of the pot (``10%``) or an amount (``5``, ``2.50``)."""
    from potsplit.engine.amounts import amount
    from potsplit.errors import InvalidShowdown
    from potsplit.show.checking import DEFAULT_RAKE_LIMIT, MaxRake

    if value is None:
        return DEFAULT_RAKE_LIMIT
    text = value.strip()
    share = text.endswith("%")
    try:
        found = amount(text.removesuffix("%"))
    except InvalidShowdown as error:
        raise click.BadParameter(said(error.message)) from None
    if found < 0 or (share and found > 100):
        raise click.BadParameter(said(Said(
            "the most a rake may be is a share of the pot (0% to 100%) or an amount, not {value}", value=repr(value)
        )))
    return MaxRake(found / 100 if share else found, share)


@click.command()
@click.argument("files", metavar="[FILE]...", type=click.File("rb"), nargs=-1)
@click.option("--format", "fmt", type=FORMATS, default="table", show_default=True,
              help="table for people; json (one object per line per hand) or yaml for scripts.")
@click.option("--explain", is_flag=True, help=(
    "For each hand whose record differs: the ruling's steps, and the players the record favours."
))
@click.option("--max-rake", "max_rake", callback=max_rake_option, metavar="PERCENT%|AMOUNT", help=(
    "Without a rake schedule (--rake), the biggest shortfall of a record taken for the house's rake: a share of "
    "the pot (5%) or an amount; a bigger one is a difference. Default: 10% of the pot."
))
@click.option("--jobs", type=click.IntRange(min=1), metavar="N",
              help="Processes checking a long stream for json or yaml (default: one per core).")
@input_option
@rule_options
@display_options
@language_option
@click.pass_context
def check(ctx: click.Context, /, files: tuple[IO[bytes], ...], fmt: str, explain: bool, max_rake: MaxRake,
          jobs: int | None, given_input: str | None, **overrides: Any) -> None:
    """Check each hand's recorded result against the ruling: hand histories (.phh, .phhs) that record
    finishing_stacks or winnings, and YAML showdowns whose players carry expect.

    For each hand: agree or differ, with every player's ruled and recorded
    amounts (a finishing stack is the starting stack, less what the player put
    in, plus his payout). With a rake schedule (--rake, or a file's rake), the
    ruling takes the rake and a record agrees only when it matches exactly.
    Without one, a recorded total below what the ruling pays out is shown as
    the rake (its amount and its share of the pot), not as a difference, when
    everything else agrees and the shortfall is at most --max-rake (10% of the
    pot); a bigger one is a difference. A hand that records nothing is
    resolved and marked "no record". The rule options change the ruling
    (--chip 1 rules in whole chips, as most records are). With json or yaml, a
    stream of more than 64 hands is shared out among processes (see --jobs),
    the output in the order of the input. A long input shows its progress on
    stderr, when that is a terminal. Exit status: 0 when every record agrees
    (or records nothing), 1 when some differ or are invalid.

    \b
    Examples:
      potsplit check night.phhs
      potsplit check night.phhs --chip 1 --format json | jq -c 'select(.verdict == "differ")'
      potsplit check agreed.yaml
      potsplit check night.phhs --rake "5% cap 3" --chip 1 --explain
    """
    import functools

    from potsplit.show import checking
    from potsplit.show.progress import Progress

    adjust = overrides_given(**overrides)
    progress = Progress(sys.stderr if sys.stderr is not None and sys.stderr.isatty() else None, "checked",
                        noun="hands")
    errors = Errors(checking.INVALID_TEXTS.get(fmt), before=progress.clear)
    counts = dict.fromkeys(checking.VERDICTS, 0)
    printed = 0
    try:
        for file in opened_inputs(files):
            kind = input_kind(file, given_input)
            if fmt != "table":
                from potsplit.run.streams import available_cores, render_documents

                render = functools.partial(checking.RENDERERS[fmt], max_rake=max_rake, explain=explain)
                texts = render_documents(file, source_name(file), adjust, render, jobs or available_cores(), kind)
                for text in errors.valid(texts):
                    if terminal():  # the progress line shares the terminal with the output: out of its way
                        progress.clear()
                    click.echo(text, nl=False)
                    for verdict in checking.verdicts_in(text, fmt):
                        counts[verdict] += 1
                        progress.step()
                continue
            for result in resolved(file, errors, adjust, kind):
                found = checking.checked(result, max_rake)
                counts[found.verdict] += 1
                if terminal():
                    progress.clear()
                if printed:
                    click.echo()
                title = table_title(file, result.number, len(files) > 1, kind)
                click.echo(checking.checked_table(found, title, current_display().width, explain))
                printed += 1
                progress.step()
    finally:
        progress.clear()
    counts[checking.INVALID] = errors.count
    if fmt == "table" and printed + errors.count > 1:
        click.echo()
        click.echo(checking.summary_line(counts))
    if errors.count or counts[checking.DIFFER]:
        ctx.exit(1)
