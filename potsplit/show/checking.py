"""``potsplit check``: each showdown's recorded result against its ruling, for people and for scripts (docs/rules.md:
"Checking a record").

A hand history records ``finishing_stacks`` (a finishing stack is the
starting stack, less what the player put in, plus his payout) or ``winnings``
(the pots he collected); a YAML showdown records the payout each player was
expected to get (``expect``; a player without one, when another has one, was
expected to get nothing). Each hand is ``agree`` (perhaps with a rake),
``differ``, ``no record`` (resolved, nothing to check) or ``invalid``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import lcm
from typing import NamedTuple

from potsplit.engine.records import Resolution
from potsplit.engine.verdicts import DEFAULT_MAX_RAKE, Verdict, favoured, verdict
from potsplit.language import current
from potsplit.read.origins import Origin
from potsplit.run.results import Invalid, Resolved
from potsplit.said import Said
from potsplit.show.data import JSON, amount_text, errors_data, to_json, to_yaml
from potsplit.show.money import money_text, percent_text

AGREE, DIFFER, NO_RECORD, INVALID = "agree", "differ", "no record", "invalid"
VERDICTS = (AGREE, DIFFER, NO_RECORD, INVALID)


class Row(NamedTuple):
    """One player: what he put in (a hand history's), his ruled payout and finishing stack, and what the record
    says (``None`` where it says nothing, or his stack is unknown)."""

    player: str
    put_in: Fraction | None
    payout: Fraction
    stack: Fraction | None
    recorded_payout: Fraction | None
    recorded_stack: Fraction | None
    agrees: bool


class Checked(NamedTuple):
    """One showdown checked: where it is, what it records, each player's row, the verdict and its rake."""

    origin: Origin
    recorded: tuple[str, ...]
    """The record's fields: ``finishing_stacks``, ``winnings``, ``expect``; none: no record."""
    rows: tuple[Row, ...]
    verdict: str
    rake: Fraction | None
    share: Fraction | None
    odd_chips: Fraction | None
    """When the record differs from the exact ruling by less than one unit each: that unit (whole chips)."""
    chip: Fraction | None
    resolution: Resolution | None = None
    """The ruling (its steps say why, for ``--explain``)."""
    favours: tuple[tuple[str, Fraction], ...] = ()
    """Each player a differing record pays other than the ruling, and by how much more (see
    :func:`~potsplit.engine.verdicts.favoured`)."""
    max_rake: Fraction | None = None
    """The biggest shortfall that could have been the rake (0: the ruling took the rake by its schedule)."""


class MaxRake(NamedTuple):
    """``check --max-rake``: the biggest shortfall taken for the house's rake, a share of the pot (``10%``) or an
    amount."""

    amount: Fraction
    share: bool

    def of(self, pot: Fraction) -> Fraction:
        """The biggest shortfall in a hand of *pot*."""
        return self.amount * pot if self.share else self.amount


DEFAULT_RAKE_LIMIT = MaxRake(DEFAULT_MAX_RAKE, True)


def checked(result: Resolved, max_rake: MaxRake = DEFAULT_RAKE_LIMIT) -> Checked:
    """The record of *result* (a resolved hand history, or a YAML showdown with ``expect``) against its ruling: with
    a rake schedule the ruling takes the rake and the record must match it exactly; without one, a shortfall up to
    *max_rake* may be the rake."""
    resolution = result.resolution
    ruled = resolution.payouts
    names = list(ruled)
    players = resolution.showdown.players
    record = result.record
    recorded: list[str] = []
    payouts: dict[str, Fraction | None] = {}
    stacks: dict[str, Fraction | None] = {}
    put_in: dict[str, Fraction | None] = dict.fromkeys(names)
    ruled_stacks: dict[str, Fraction | None] = dict.fromkeys(names)
    records: list[dict[str, Fraction | None]] = []
    if record is None:
        unit = resolution.showdown.chip or Fraction(1, lcm(*(amount.denominator for amount in _amounts(players))))
        if any(player.expect is not None for player in players):
            recorded.append("expect")
            payouts = {player.name: player.expect or Fraction(0) for player in players}
            records.append(payouts)
    else:
        unit = record.unit
        put_in = dict(zip(names, record.put_in, strict=True))
        for name, start, paid in zip(names, record.stacks, record.put_in, strict=True):
            ruled_stacks[name] = None if start is None else start - paid + ruled[name]
        if record.winnings is not None:
            recorded.append("winnings")
            payouts = dict(zip(names, record.winnings, strict=True))
            records.append(dict(payouts))
        if record.finishing is not None:
            recorded.append("finishing_stacks")
            stacks = dict(zip(names, record.finishing, strict=True))
            records.append({
                name: None if stack is None or start is None else stack - start + paid
                for name, stack, start, paid in zip(names, record.finishing, record.stacks, record.put_in, strict=True)
            })
    pot = resolution.showdown.pot
    most = Fraction(0) if resolution.showdown.rake is not None else max_rake.of(pot)
    found = [verdict(ruled, one, unit, pot, most) for one in records]
    differing = {name for one in found for name in one.differing}
    rows = tuple(
        Row(name, put_in[name], ruled[name], ruled_stacks[name], payouts.get(name), stacks.get(name),
            name not in differing)
        for name in names
    )
    word = NO_RECORD if not found else AGREE if all(one.agrees for one in found) else DIFFER
    raked = next((one for one in found if one.rake is not None), Verdict(True, (), None, None))
    odd = unit if word == DIFFER and _within(ruled, records, unit) else None
    favours = tuple(favoured(ruled, next(one for one, said in zip(records, found, strict=True) if not said.agrees))
                    ) if word == DIFFER else ()
    return Checked(result.origin, tuple(recorded), rows, word, raked.rake, raked.share, odd,
                   resolution.showdown.chip, resolution, favours, most)


def _amounts(players: Sequence[object]) -> list[Fraction]:
    found = [Fraction(1)]
    for player in players:
        for key in ("bet", "ante", "expect"):
            value = getattr(player, key)
            if value is not None:
                found.append(value)
    return found


def _within(ruled: Mapping[str, Fraction], records: Sequence[Mapping[str, Fraction | None]], unit: Fraction) -> bool:
    """Whether every recorded payout is within one *unit* of the exact ruling (odd chips, not a ruling)."""
    return all(
        amount is None or abs(amount - ruled[name]) < unit for record in records for name, amount in record.items()
    )


def checked_data(found: Checked, explain: bool = False) -> JSON:
    """The JSON of one checked showdown: where it is, the verdict, each player's ruled and recorded amounts,
    the rake; with *explain*, for a record that differs, the ruling's steps and whom the record favours."""
    players = []
    for row in found.rows:
        ruled: JSON = {"payout": amount_text(row.payout)}
        recorded: JSON = {}
        if row.put_in is not None:
            ruled = {"put_in": amount_text(row.put_in), **ruled}
        if row.stack is not None:
            ruled["finishing_stack"] = amount_text(row.stack)
        if row.recorded_payout is not None:
            recorded["expect" if "expect" in found.recorded else "winnings"] = amount_text(row.recorded_payout)
        if "finishing_stacks" in found.recorded:
            recorded["finishing_stack"] = None if row.recorded_stack is None else amount_text(row.recorded_stack)
        players.append({"player": row.player, "ruled": ruled, "recorded": recorded, "agrees": row.agrees})
    rake = None if found.rake is None or found.share is None else {
        "amount": amount_text(found.rake), "share": amount_text(found.share)
    }
    data: JSON = {
        "source": found.origin.data(),
        "verdict": found.verdict,
        "recorded": list(found.recorded),
        "players": players,
        "rake": rake,
        "odd_chips": None if found.odd_chips is None else amount_text(found.odd_chips),
    }
    if explain and found.verdict == DIFFER and found.resolution is not None:
        from potsplit.show.tables import why_lines

        data["favours"] = [{"player": name, "by": amount_text(by)} for name, by in found.favours]
        data["steps"] = why_lines(found.resolution, explain=True)
    return data


def checked_line(found: Checked, explain: bool = False) -> str:
    """A checked showdown as one line of JSON, with its line break (``check --format json``)."""
    return to_json(checked_data(found, explain)) + "\n"


def checked_document(found: Checked, explain: bool = False) -> str:
    """A checked showdown as one YAML document (``check --format yaml``)."""
    return to_yaml(checked_data(found, explain))


def json_check(result: Resolved, max_rake: MaxRake = DEFAULT_RAKE_LIMIT, explain: bool = False) -> str:
    """A resolved showdown checked, as one line of JSON (a module-level function: other processes are sent it)."""
    return checked_line(checked(result, max_rake), explain)


def yaml_check(result: Resolved, max_rake: MaxRake = DEFAULT_RAKE_LIMIT, explain: bool = False) -> str:
    """A resolved showdown checked, as one YAML document."""
    return checked_document(checked(result, max_rake), explain)


RENDERERS = {"json": json_check, "yaml": yaml_check}
"""How ``check`` checks and prints a resolved showdown for scripts, by ``--format`` (given its ``--max-rake`` and
``--explain`` by :func:`functools.partial`)."""
_VERDICT = {
    "json": re.compile(r'"verdict": "([a-z ]+)"'),  # once a line: a name or a file's quotes are escaped
    "yaml": re.compile(r"^verdict: ([a-z ]+)$", re.MULTILINE),  # once a document, at its top level
}


def verdicts_in(text: str, fmt: str) -> list[str]:
    r"""The verdicts of the checked showdowns printed in *text* (``--format`` *fmt*), in order.

    >>> verdicts_in('{"source": {"file": "a\\"verdict\\": \\"agree"}, "verdict": "differ"}', "json")
    ['differ']
    """
    return _VERDICT[fmt].findall(text)


def invalid_data(invalid: Invalid) -> JSON:
    """The JSON of a showdown that cannot be checked: its verdict ``invalid``, and every problem found."""
    data = errors_data(invalid)
    return {"source": data["source"], "verdict": INVALID, "errors": data["errors"]}


def invalid_line(invalid: Invalid) -> str:
    return to_json(invalid_data(invalid)) + "\n"


def invalid_document(invalid: Invalid) -> str:
    return to_yaml(invalid_data(invalid))


INVALID_TEXTS = {"json": invalid_line, "yaml": invalid_document}
"""How ``check`` prints a showdown it cannot check, in its place, by ``--format``."""


VERDICT_WORDS = {AGREE: Said("agree"), DIFFER: Said("differ"), NO_RECORD: Said("no record"), INVALID: Said("invalid")}
"""Each verdict as people read it (the JSON gives the verdict itself)."""


def verdict_line(found: Checked, title: str) -> str:
    """The first line of a checked showdown for people: its title and verdict, the rake or the differences (in
    the language in use)."""
    text = Said("{title}: {verdict}", title=title, verdict=VERDICT_WORDS[found.verdict])
    if found.rake is not None and found.share is not None:
        text = Said("{said}, rake {amount} ({percent} of the pot)", said=text, amount=_money(found.rake, found),
                    percent=percent_text(found.share))
    elif found.verdict == DIFFER:
        text = Said("{said} ({players})", said=text, players=", ".join(row.player for row in found.rows
                                                                        if not row.agrees))
    return current().say(text)


def checked_table(found: Checked, title: str, width: int | None, explain: bool = False) -> str:
    """One checked showdown for people: the verdict line, then each player's ruled and recorded amounts; with
    *explain*, for a record that differs, the ruling's steps and whom the record favours."""
    from potsplit.show.layout import Table, block, table_lines, wrap

    t = current().t
    stacks = any(row.stack is not None for row in found.rows)
    recorded_payout = t("expected") if "expect" in found.recorded else t("recorded winnings")
    headings = [t("player"), t("put in"), t("payout"), recorded_payout, t("finishing stack"), t("recorded stack"), ""]
    keep = [True, any(row.put_in is not None for row in found.rows), True,
            any(row.recorded_payout is not None for row in found.rows), stacks, "finishing_stacks" in found.recorded,
            found.verdict == DIFFER]
    rows = [
        [row.player, _maybe(row.put_in, found), _money(row.payout, found), _maybe(row.recorded_payout, found),
         _maybe(row.stack, found), _maybe(row.recorded_stack, found), "" if row.agrees else t("differs")]
        for row in found.rows
    ]
    table = Table(headings, rows, [False] * len(headings)).keeping(keep)
    lines = wrap(verdict_line(found, title), width)
    fitted = table_lines(table, width)
    if fitted is None:  # too narrow: each player's block, his amounts on lines of their own
        fitted = []
        for row in table.rows:
            named = [f"{heading}: {cell}" for heading, cell in zip(table.headings[1:], row[1:], strict=True) if cell]
            fitted += block(row[0], [text.removeprefix(": ") for text in named], width)
    lines += ["", *fitted]
    if found.odd_chips is not None:
        lines += ["", *wrap(current().say(Said(
            "Every difference is less than {chip}, the smallest amount the hand is written in: the record pays whole "
            "chips, the ruling exact shares (--chip {chip} rules in whole chips)", chip=str(found.odd_chips),
        )), width)]
    if explain and found.verdict == DIFFER and found.resolution is not None:
        lines += ["", *_explained(found, width)]
    return "\n".join(lines)


def _explained(found: Checked, width: int | None) -> list[str]:
    """Why the ruling is what it is, step by step, and whom the record favours (``check --explain``)."""
    from potsplit.show.layout import wrap
    from potsplit.show.tables import why_lines

    assert found.resolution is not None  # asked only of a ruling
    lang = current()
    lines = [lang.t("Why:")]
    for step in why_lines(found.resolution, explain=True):
        lines += wrap(step, width, first="- ", rest="  ")
    more = [(name, by) for name, by in found.favours if by > 0]
    less = [(name, by) for name, by in found.favours if by < 0]

    def listed(players: list[tuple[str, Fraction]]) -> str:
        return ", ".join(f"{name} {'+' if by > 0 else '-'}{_money(abs(by), found)}" for name, by in players)

    if more:
        said = Said("The record favours {players}", players=listed(more))
        if less:
            said = Said("{said}, over {players}", said=said, players=listed(less))
    else:
        short = -sum((by for _, by in less), Fraction(0))
        said = Said("The record favours no player: it pays {amount} less than the ruling ({players})",
                    amount=_money(short, found), players=listed(less))
        if found.max_rake:
            said = Said("{said}, more than the {most} a rake may be (--max-rake)", said=said,
                        most=_money(found.max_rake, found))
        elif found.resolution.rake:
            said = Said("{said}; the ruling has taken the rake of {rake} by its schedule already", said=said,
                        rake=_money(found.resolution.rake, found))
    return lines + wrap(lang.say(said), width)


def summary_line(counts: Mapping[str, int]) -> str:
    """The last line of ``check``: how many showdowns, and how many of each verdict."""
    total, lang = sum(counts.values()), current()
    each = ", ".join(
        lang.say(Said("{count:,} {verdict}", count=counts.get(word, 0), verdict=VERDICT_WORDS[word]))
        for word in VERDICTS
    )
    return lang.say(Said("{total:,} checked: {counts}", total=total, counts=each))


def _money(amount: Fraction, found: Checked) -> str:
    return money_text(amount, found.chip, True)


def _maybe(amount: Fraction | None, found: Checked) -> str:
    return "" if amount is None else _money(amount, found)


