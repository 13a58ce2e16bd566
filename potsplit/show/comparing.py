"""What ``compare`` prints for people: a summary of what changes the ruling, then one row per rule variant, one
column per player, or one line when no variant changes any payout (in the language it is written in).

Which rows the table shows (:data:`SHOWN`): by default the rules as given and each rule changed alone (what the
summary speaks of); ``changed`` the rules as given and every row that changes a payout; ``all`` every row."""

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


SHOWN = ("summary", "changed", "all")
"""Which rows ``compare``'s table shows: the rules as given and each rule changed alone (the default), those and
every row that changes a payout, or every row."""
SUMMARY_LINES = 11
"""At most this many lines of summary (wrapped to the width): the rules changed alone beyond them are counted."""


def shown_rows(rows: Sequence[Variant], shown: str = "summary") -> list[Variant]:
    """The rows of *rows* (the rules as given first) that the table shows, as *shown* (:data:`SHOWN`) says."""
    if shown == "all":
        return list(rows)
    if shown == "changed":
        return [rows[0], *(row for row in rows[1:] if row.changed)]
    from potsplit.engine.compare import alone

    return [rows[0], *alone(rows)]


def summary_lines(rows: Sequence[Variant], lang: Language, width: int | None) -> list[str]:
    """What changes the ruling, before the rows: how many variants change a payout; each rule that does so alone,
    with whose payout it changes and how (``swing-ties: lose alone: Bob 3/4 → 0, Carol 1/4 → 1``); the rules
    that change nothing alone; and how many rows of several rules pay otherwise than each of them alone. At most
    :data:`SUMMARY_LINES` lines at *width*: the rules beyond are counted on the last.

    >>> from potsplit.engine.compare import compare
    >>> from potsplit.engine.model import Player, Showdown
    >>> from potsplit.language import ENGLISH
    >>> bob, carol = Player("Bob", "6h 5h 4h 3h 2h", "swing"), Player("Carol", "6c 5c 4d 3d 2s", "low")
    >>> print("\\n".join(summary_lines(compare(Showdown((bob, carol)), fixed=["method"]), ENGLISH, None)))
    16 of 24 variants change someone's payout:
    - swing-ties: lose alone: Bob 3/4 → 0, Carol 1/4 → 1
    - swing-ties: clear-half alone: Bob 3/4 → 1/2, Carol 1/4 → 1/2
    - qualifier, forfeit, no-winner alone change nothing
    """
    from potsplit.engine.compare import combined, effects, inert
    from potsplit.show.layout import wrap

    changed = sum(row.changed for row in rows)
    head = Said.counted("{changed} of {count} variant changes someone's payout:",
                        "{changed} of {count} variants change someone's payout:", len(rows), changed=changed)
    lines = wrap(lang.say(head), width)
    said = []
    for effect in effects(rows):
        moves = ", ".join(
            f"{lang.t('carried over') if name is None else name} {before} → {after}"
            for name, before, after in effect.moves
        )
        said.append(wrap(lang.say(Said("{rule} alone: {moves}", rule=effect.row.label, moves=moves)), width, "- "))
    nothing = inert(rows)
    closing = []
    if nothing:
        closing.append(Said.counted("{rules} alone changes nothing", "{rules} alone change nothing", len(nothing),
                                    rules=", ".join(nothing)))
    several = len(combined(rows))
    if several:
        closing.append(Said.counted("{count} variant of several rules pays otherwise than each of its rules alone",
                                    "{count} variants of several rules pay otherwise than each of their rules alone",
                                    several))
    ends = [wrap(lang.say(text), width, "- ") for text in closing]
    room = SUMMARY_LINES - len(lines) - sum(map(len, ends))
    if sum(map(len, said)) > room:  # the rules beyond the room counted, on a line of their own

        def more(count: int) -> list[str]:
            return wrap(lang.say(Said.counted("{count} more rule changes a payout alone (see the rows)",
                                              "{count} more rules change a payout alone (see the rows)", count)),
                        width, "- ")

        kept = len(said)
        while kept and sum(map(len, said[:kept])) + len(more(len(said) - kept or 1)) > room:
            kept -= 1
        said = [*said[:kept], more(len(said) - kept)]
    return [*lines, *(line for text in said for line in text), *(line for text in ends for line in text)]


def comparison_table(rows: Sequence[Variant], title: str, writing: Writing = PLAIN, shown: str = "summary") -> str:
    """A summary of what changes the ruling (:func:`summary_lines`), then one row per variant that *shown* shows
    (:func:`shown_rows`), one column per player; rows that change someone's payout marked with *.

    The rules as given come first, named in full; each other row names the rules it changes. When no variant
    changes any payout, one line says so instead (:func:`unchanged_line`). When the table cannot fit the
    writing's width, one block per variant instead: its label (and mark), then each player's payout on a line of
    its own. A player's name is never broken over lines (a column too narrow for it gives way to the blocks),
    unless it is wider than a line. When rows are left out, the last line says how many and how to see them.
    """
    from potsplit.engine.compare import unchanged
    from potsplit.show.layout import Table, block, table_lines, together, wrap

    lang, width = writing.language, writing.width
    if unchanged(rows):
        return "\n".join([*wrap(lang.say(title), width), *wrap(unchanged_line(rows, lang), width)])
    summary = summary_lines(rows, lang, width)
    every = rows
    rows = shown_rows(rows, shown)
    first = rows[0].resolution
    players = list(first.payouts)
    chip, sized = first.showdown.chip, first.showdown.sized
    carries = any(row.resolution.carried_over for row in rows)
    paint = Paint(writing)
    marks = [lang.t("(as given)") if row.as_given else ("*" if row.changed else "") for row in rows]
    table = Table(
        paint.headings(lang.t("variant"), "", *map(together, players), lang.t("carried over")),
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
            amounts = [f"{together(name)}: {together(money_text(amount, chip, sized, lang))}" for name, amount in paid]
            lines += block(paint.heading(f"{lang.say(row.label)} {mark}".rstrip()), amounts, width)
    legend = lang.t("* changes someone's payout from the rules as given; each other row names the rules it changes")
    hidden: list[str] = []
    if len(rows) < len(every):
        changed = sum(row.changed for row in every)
        hidden = wrap(lang.say(Said.counted(
            "{shown} of {count} variant shown: --changed for the {changed} that change a payout, --all for every one",
            "{shown} of {count} variants shown: --changed for the {changed} that change a payout, --all for every one",
            len(every), shown=len(rows), changed=changed,
        )), width)
    return "\n".join([*wrap(lang.say(title), width), *summary, "", *lines, *wrap(legend, width), *hidden])


def _label_cell(label: str, together: Callable[[str], str]) -> str:
    """A variant's label for its table cell: wrapped between its rules, each ``key: value`` kept whole."""
    return ", ".join(together(part) for part in label.split(", "))
