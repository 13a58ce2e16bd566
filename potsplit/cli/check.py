"""``potsplit check``: every recorded result of the inputs against the ruling (docs/rules.md: "Hand histories"),
built in the language it writes in."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

from potsplit.cli.inputs import Errors, InputFile, Inputs, Named, each_showdown, keep
from potsplit.cli.language import command, language_option
from potsplit.cli.options import (
    Read,
    display_options,
    format_option,
    input_option,
    overrides_given,
    rule_options,
    terminal,
    writing_for,
)
from potsplit.errors import InvalidShowdown
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.language import Language
    from potsplit.show.checking import MaxRake


def max_rake(value: str) -> MaxRake:
    """``--max-rake``: a share of the pot (``10%``) or an amount (``5``, ``2.50``).

    >>> max_rake("5%"), max_rake("2.50")
    (MaxRake(amount=Fraction(1, 20), share=True), MaxRake(amount=Fraction(5, 2), share=False))
    """
    from potsplit.engine.amounts import amount
    from potsplit.show.checking import MaxRake

    text = value.strip()
    share = text.endswith("%")
    found = amount(text.removesuffix("%"))
    if found < 0 or (share and found > 100):
        raise InvalidShowdown(Said(
            "the most a rake may be is a share of the pot (0% to 100%) or an amount, not {value}", value=repr(value)
        ))
    return MaxRake(found / 100 if share else found, share)


def check_command(lang: Language) -> click.Command:
    @command(lang, "check")
    @click.argument("files", metavar="[FILE]...", type=InputFile(), nargs=-1)
    @format_option(lang.t("table for people; json (one object per line per hand) or yaml for scripts."))
    @click.option("--explain", is_flag=True, help=lang.t(
        "For each hand whose record differs: the ruling's steps, and the players the record favours."
    ))
    @click.option("--max-rake", "most", type=Read("max-rake", max_rake, lang), metavar="PERCENT%|AMOUNT",
                  help=lang.t(
                      "Without a rake schedule (--rake), the biggest shortfall of a record taken for the house's "
                      "rake: a share of the pot (5%) or an amount; a bigger one is a difference. Default: 10% of "
                      "the pot."
                  ))
    @click.option("--jobs", type=click.IntRange(min=1), metavar="N",
                  help=lang.t("Processes checking a long stream for json or yaml (default: one per core)."))
    @input_option(lang)
    @rule_options(lang)
    @display_options(lang)
    @language_option(lang)
    @click.pass_context
    def check(ctx: click.Context, /, files: tuple[Named, ...], fmt: str, explain: bool, most: MaxRake | None,
              jobs: int | None, given_input: str | None, color: str, suits: str, **overrides: Any) -> None:
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

        limit = most or checking.DEFAULT_RAKE_LIMIT
        writing, adjust = writing_for(lang, color, suits), overrides_given(**overrides)
        progress = Progress(sys.stderr if sys.stderr is not None and sys.stderr.isatty() else None, "checked",
                            noun="hands")
        errors = Errors(lang, checking.INVALID_TEXTS.get(fmt), before=progress.clear)
        counts = dict.fromkeys(checking.VERDICTS, 0)
        printed = 0
        try:
            if fmt != "table":
                from potsplit.run.streams import available_cores

                renderer = functools.partial(checking.RENDERERS[fmt], max_rake=limit, explain=explain)
                processes = jobs or available_cores()
                for _, rendered in each_showdown(Inputs(files, given_input), adjust, errors, renderer, lang, processes):
                    if terminal():  # the progress line shares the terminal with the output: out of its way
                        progress.clear()
                    click.echo(rendered.text, nl=False)
                    for verdict in rendered.verdicts:
                        counts[verdict] += 1
                        progress.step()
            else:
                for where, result in each_showdown(Inputs(files, given_input), adjust, errors, keep, lang):
                    found = checking.checked(result, limit)
                    counts[found.verdict] += 1
                    if terminal():
                        progress.clear()
                    if printed:
                        click.echo()
                    table = checking.checked_table(found, where.title(result.number), writing, explain)
                    click.echo(table, color=writing.color)
                    printed += 1
                    progress.step()
        finally:
            progress.clear()
        counts[checking.INVALID] = errors.count
        if fmt == "table" and printed + errors.count > 1:
            click.echo()
            click.echo(checking.summary_line(counts, lang))
        if errors.count or counts[checking.DIFFER]:
            ctx.exit(1)

    return check
