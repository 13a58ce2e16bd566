"""The commands that teach the format: ``potsplit examples`` (the showdowns shipped in the package) and
``potsplit keys`` (every key of a showdown file), each built in the language it writes in."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from potsplit.cli.language import command, language_option

if TYPE_CHECKING:
    from potsplit.language import Language


def _example_names(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """The examples' names that start with what is typed, for shell completion."""
    from potsplit.read.examples import names

    return [name for name in names() if name.startswith(incomplete.lower())]


def examples_command(lang: Language) -> click.Command:
    @command(lang, "examples")
    @click.argument("name", required=False, shell_complete=_example_names)
    @language_option(lang)
    def examples(name: str | None) -> None:
        """List the example showdowns shipped with potsplit, or print the one called NAME.

        Without NAME: every example's name and the first sentence of what it shows.
        With NAME: its file as it is (YAML, or a hand history in PHH or OHH,
        opening with a comment that explains it), to read, to copy, or to pipe to
        resolve -, compare - or check - (its content says what it is). An unknown
        NAME is a usage error naming the nearest example.

        \b
        Examples:
          potsplit examples
          potsplit examples seed-swing-split | potsplit resolve -
          potsplit examples defeater | potsplit compare -
          potsplit examples stud-side-pots > night.yaml
          potsplit examples night | potsplit check -
        """
        from potsplit.read import examples as shipped

        if name is None:
            click.echo(shipped.listing(lang), nl=False)
            return
        try:
            text = shipped.example(name)
        except LookupError as error:
            raise click.BadParameter(lang.say(error.args[0]), param_hint="NAME") from None
        click.echo(text, nl=False)

    return examples


def keys_command(lang: Language) -> click.Command:
    @command(lang, "keys")
    @language_option(lang)
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
        from potsplit.show.reference import reference

        click.echo(reference(lang), nl=False)

    return keys
