"""What ``compare`` prints for people: one row per rule variant, one column per player, or one line when no
variant changes any payout (in the language it is written in)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from potsplit.engine.compare import Variant
from potsplit.language import PLAIN, Writing
from potsplit.said import Said
from potsplit.show.money import money_text
from potsplit.show.tables import Paint

if TYPE_CHECKING:
    from potsplit.language import Language


def unchanged_line(rows: Sequence[Variant], lang: Language) -> str:
    """The one line ``compare`` prints when no variant changes any payout: how many variants of which rules, and
    the payouts they all give.

    >>> from potsplit.engine.compare import compare
    >>> from potsplit.engine.model import Player, Showdown
    >>> from potsplit.language import ENGLISH
    >>> unchanged_line(compare(Showdown((Player("Al", "As Ad Kc Kd 2s"), Player("Bo", "Qs Qd Jc Jd 3s")))), ENGLISH)
    'No variant changes any payout (no rule varies for this showdown): Al 1, Bo 0'
    """
    from potsplit.engine.compare import varied

    given = rows[0].resolution
    chip, sized = given.showdown.chip, given.showdown.sized
    paid = list(given.payouts.items())
    if given.carried_over:
        paid.append((lang.t("carried over"), given.carried_over))
    amounts = ", ".join(f"{name} {money_text(amount, chip, sized, lang)}" for name, amount in paid)
    keys = varied(rows)
    if keys:
        tried = Said.counted(
            "{count} variant of {rules}", "{count} variants of {rules}", len(rows), rules=", ".join(keys)
        )
    else:
        tried = Said("no rule varies for this showdown")
    return lang.say(Said("No variant changes any payout ({tried}): {amounts}", tried=tried, amounts=amounts))


def comparison_table(rows: Sequence[Variant], title: str, writing: Writing = PLAIN) -> str:
    """One row per variant, one column per player; rows that change someone's payout marked with *.

    The rules as given come first, named in full; each other row names the rules it changes. When no variant
    changes any payout, one line says so instead (:func:`unchanged_line`). When the table cannot fit the
    writing's width, one block per variant instead: its label (and mark), then each player's payout on a line of
    its own.
    """
    from potsplit.engine.compare import unchanged
    from potsplit.show.layout import Table, block, table_lines, together, wrap

    lang, width = writing.language, writing.width
    if unchanged(rows):
        return "\n".join([*wrap(lang.say(title), width), *wrap(unchanged_line(rows, lang), width)])
    first = rows[0].resolution
    players = list(first.payouts)
    chip, sized = first.showdown.chip, first.showdown.sized
    carries = any(row.resolution.carried_over for row in rows)
    paint = Paint(writing)
    marks = [lang.t("(as given)") if row.as_given else ("*" if row.changed else "") for row in rows]
    table = Table(
        paint.headings(lang.t("variant"), "", *players, lang.t("carried over")),
        [
            [
                _label_cell(lang.say(row.label), together), mark,
                *(money_text(row.resolution.payouts[name], chip, sized, lang) for name in players),
                money_text(row.resolution.carried_over, chip, sized, lang),
            ]
            for row, mark in zip(rows, marks, strict=True)
        ],
        [True, False, *[False] * len(players), False],
    ).keeping([True, True, *[True] * len(players), carries])
    lines = table_lines(table, width)
    if lines is None:
        lines = []
        for row, mark in zip(rows, marks, strict=True):
            paid = list(row.resolution.payouts.items())
            if carries:
                paid.append((lang.t("carried over"), row.resolution.carried_over))
            amounts = [f"{name}: {together(money_text(amount, chip, sized, lang))}" for name, amount in paid]
            lines += block(paint.heading(f"{lang.say(row.label)} {mark}".rstrip()), amounts, width)
    legend = lang.t("* changes someone's payout from the rules as given; each other row names the rules it changes")
    return "\n".join([*wrap(lang.say(title), width), *lines, *wrap(legend, width)])


def _label_cell(label: str, together: Callable[[str], str]) -> str:
    """A variant's label for its table cell: wrapped between its rules, each ``key: value`` kept whole."""
    return ", ".join(together(part) for part in label.split(", "))
