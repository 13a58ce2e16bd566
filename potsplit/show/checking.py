"""``potsplit check``: each showdown's recorded result against its ruling, for people and for scripts (docs/rules.md:
"Checking a record").

A hand history records ``finishing_stacks`` (a finishing stack is the
starting stack, less what the player put in, plus his payout) or ``winnings``
(the pots he collected); a YAML showdown records the payout each player was
expected to get (``expect``; a player without one, when another has one, was
expected to get nothing). Each hand is ``agree`` (perhaps with a rake),
``differ``, ``no record`` (resolved, nothing to check) or ``invalid``.

What is printed for scripts comes with its verdict as data (a :class:`~potsplit.run.results.Rendered`), which
the command counts; for people, each hand's table shows the board and each player's cards as the writing asks
(suits as letters or symbols), its headings and the players paid something in colour when it has colour.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import lcm
from typing import TYPE_CHECKING, NamedTuple

from potsplit.engine.records import Resolution
from potsplit.engine.verdicts import DEFAULT_MAX_RAKE, Verdict, favoured, verdict
from potsplit.hands.cards import Card, format_cards
from potsplit.language import Writing
from potsplit.read.origins import Origin
from potsplit.read.phh.record import PotRecord
from potsplit.run.results import Invalid, Rendered, Resolved
from potsplit.said import Said
from potsplit.show.data import JSON, amount_text, errors_data, to_json, to_yaml
from potsplit.show.money import money_text, percent_text
from potsplit.show.tables import Paint

if TYPE_CHECKING:
    from potsplit.language import Language

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
    cards: tuple[Card, ...] = ()
    """The cards he showed (none when they are not known)."""


class PotCheck(NamedTuple):
    """One pot a hand history records, against the ruling's pot in its place: its name, all it held, its rake and
    jackpot, and each winner's amount, ruled and recorded; and whether they agree."""

    name: str
    ruled: PotRecord
    recorded: PotRecord
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
    board: tuple[Card, ...] = ()
    resolution: Resolution | None = None
    """The ruling (its steps say why, for ``--explain``; its boards, where there are several)."""
    favours: tuple[tuple[str, Fraction], ...] = ()
    """Each player a differing record pays other than the ruling, and by how much more (see
    :func:`~potsplit.engine.verdicts.favoured`)."""
    max_rake: Fraction | None = None
    """The biggest shortfall that could have been the rake (0: the ruling took the rake by its schedule)."""
    note: str | None = None
    """Why a record was not compared (winnings that pay nobody in a hand with a winner), or was compared player
    by player rather than pot by pot."""
    pots: tuple[PotCheck, ...] = ()
    """Each pot the hand records, against the ruling's (none: it records no pots, or lists them otherwise than
    the ruling, and each player's total is compared)."""


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
    note: str | None = None
    if record is None:
        unit = resolution.showdown.chip or Fraction(1, lcm(*(amount.denominator for amount in _amounts(players))))
        if any(player.expect is not None for player in players):
            recorded.append("expect")
            payouts = {player.name: player.expect or Fraction(0) for player in players}
            records.append(payouts)
    else:  # (a hand with an amount that is no decimal: the finest unit of what was put in)
        unit = record.unit or Fraction(1, lcm(*(amount.denominator for amount in record.put_in)))
        put_in = dict(zip(names, record.put_in, strict=True))
        for name, start, paid in zip(names, record.stacks, record.put_in, strict=True):
            ruled_stacks[name] = None if start is None else start - paid + ruled[name]
        if record.winnings is not None and (any(record.winnings) or not any(ruled.values())):
            recorded.append("winnings")
            payouts = dict(zip(names, record.winnings, strict=True))
            records.append(dict(payouts))
        elif record.winnings is not None:
            note = Said("the recorded winnings pay nobody, though the hand has a winner: they are not its result")
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
    if "winnings" in recorded and record is not None and not found[0].agrees and any(record.returned):
        won = {name: None if amount is None else amount - back  # a site that records a returned bet as won
               for (name, amount), back in zip(records[0].items(), record.returned, strict=True)}
        counted = verdict(ruled, won, unit, pot, most)
        if counted.agrees:
            found[0], records[0] = counted, won
    pots: tuple[PotCheck, ...] = ()
    if record is not None and record.pots:
        pots, why = _pots_checked(resolution, record.pots)
        note = note or why
        if any(not pot.agrees for pot in pots):
            names_off = {name for pot in pots if not pot.agrees
                         for name in {*dict(pot.ruled.winners), *dict(pot.recorded.winners)}}
            found.append(Verdict(False, tuple(sorted(names_off, key=names.index)), None, None))
            records.append(records[0] if records else dict(ruled))  # (whom it favours: as the players' totals)
    differing = {name for one in found for name in one.differing}
    cards = {player.name: player.cards for player in players}
    rows = tuple(
        Row(name, put_in[name], ruled[name], ruled_stacks[name], payouts.get(name), stacks.get(name),
            name not in differing, cards.get(name, ()))
        for name in names
    )
    word = NO_RECORD if not found else AGREE if all(one.agrees for one in found) else DIFFER
    raked = next((one for one in found if one.rake is not None), Verdict(True, (), None, None))
    if record is not None and record.pots and resolution.rake + resolution.jackpot and pot:
        taken = resolution.rake + resolution.jackpot  # the record's own rake, which the ruling took
        raked = Verdict(True, (), taken, taken / pot)
    exact = resolution.showdown.chip is None
    odd = unit if word == DIFFER and exact and _within(ruled, records, unit) else None
    favours = tuple(favoured(ruled, next(one for one, said in zip(records, found, strict=True) if not said.agrees))
                    ) if word == DIFFER else ()
    return Checked(result.origin, tuple(recorded), rows, word, raked.rake, raked.share, odd,
                   resolution.showdown.chip, resolution.showdown.board, resolution, favours, most, note, pots)


def _pots_checked(resolution: Resolution, recorded: Sequence[PotRecord]) -> tuple[tuple[PotCheck, ...], str | None]:
    """Each recorded pot against the ruling's in its place (all it held, its rake and jackpot, each winner's
    amount); or, where the record lists its pots otherwise (another number of them: one for all, as PokerNow
    writes them), none, and the note that each player's total is compared instead."""
    ruled = [pot for pot in resolution.pots if pot.amount]
    if len(ruled) != len(recorded):
        return (), Said.counted(
            "the record lists {count} pot, the ruling {ruled}: each player's total is compared",
            "the record lists {count} pots, the ruling {ruled}: each player's total is compared", len(recorded),
            ruled=len(ruled),
        )
    checks = []
    for pot, record in zip(ruled, recorded, strict=True):
        winners = tuple((name, amount) for name, amount in pot.payouts.items() if amount)
        mine = PotRecord(pot.amount, pot.rake, pot.jackpot, winners)
        theirs: dict[str, Fraction] = {}
        for name, amount in record.winners:
            theirs[name] = theirs.get(name, Fraction(0)) + amount
        agrees = (pot.amount, pot.rake, pot.jackpot) == (record.amount, record.rake, record.jackpot) and \
            dict(winners) == {name: amount for name, amount in theirs.items() if amount}
        checks.append(PotCheck(pot.name, mine, record, agrees))
    return tuple(checks), None


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


def checked_data(found: Checked, lang: Language | None = None, explain: bool = False) -> JSON:
    """The JSON of one checked showdown: where it is, the verdict, each player's ruled and recorded amounts,
    the rake; with *explain*, for a record that differs, the ruling's steps (in *lang*) and whom the record
    favours."""
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
        "note": None if found.note is None else (lang or _english()).say(found.note),
    }
    if found.pots:
        data["pots"] = [{"pot": pot.name, "ruled": _pot_data(pot.ruled), "recorded": _pot_data(pot.recorded),
                         "agrees": pot.agrees} for pot in found.pots]
    if explain and found.verdict == DIFFER and found.resolution is not None:
        from potsplit.show.tables import why_lines

        data["favours"] = [{"player": name, "by": amount_text(by)} for name, by in found.favours]
        data["steps"] = why_lines(found.resolution, True, lang or _english())
    return data


def _pot_data(pot: PotRecord) -> JSON:
    winners: dict[str, Fraction] = {}
    for name, amount in pot.winners:
        winners[name] = winners.get(name, Fraction(0)) + amount
    return {"amount": amount_text(pot.amount), "rake": amount_text(pot.rake), "jackpot": amount_text(pot.jackpot),
            "winners": {name: amount_text(amount) for name, amount in winners.items()}}


def _english() -> Language:
    from potsplit.language import ENGLISH

    return ENGLISH


def checked_line(found: Checked, lang: Language | None = None, explain: bool = False) -> str:
    """A checked showdown as one line of JSON, with its line break (``check --format json``)."""
    return to_json(checked_data(found, lang, explain)) + "\n"


def checked_document(found: Checked, lang: Language | None = None, explain: bool = False) -> str:
    """A checked showdown as one YAML document (``check --format yaml``)."""
    return to_yaml(checked_data(found, lang, explain))


def json_check(
    result: Resolved, lang: Language, max_rake: MaxRake = DEFAULT_RAKE_LIMIT, explain: bool = False
) -> Rendered:
    """A resolved showdown checked (a shortfall up to *max_rake* the rake), as one line of JSON and its verdict (a
    module-level function: other processes are sent it). The JSON's texts are the language's: a check's JSON has
    none but its data, and with *explain* the ruling's steps."""
    found = checked(result, max_rake)
    return Rendered(checked_line(found, lang, explain), (found.verdict,))


def yaml_check(
    result: Resolved, lang: Language, max_rake: MaxRake = DEFAULT_RAKE_LIMIT, explain: bool = False
) -> Rendered:
    """A resolved showdown checked, as one YAML document and its verdict."""
    found = checked(result, max_rake)
    return Rendered(checked_document(found, lang, explain), (found.verdict,))


RENDERERS = {"json": json_check, "yaml": yaml_check}
"""How ``check`` checks and prints a resolved showdown for scripts, by ``--format`` (given its ``--max-rake`` and
``--explain`` by :func:`functools.partial`)."""


def invalid_data(invalid: Invalid, lang: Language) -> JSON:
    """The JSON of a showdown that cannot be checked: its verdict ``invalid``, and every problem found (in
    *lang*)."""
    data = errors_data(invalid, lang)
    return {"source": data["source"], "verdict": INVALID, "errors": data["errors"]}


def invalid_line(invalid: Invalid, lang: Language) -> str:
    return to_json(invalid_data(invalid, lang)) + "\n"


def invalid_document(invalid: Invalid, lang: Language) -> str:
    return to_yaml(invalid_data(invalid, lang))


INVALID_TEXTS = {"json": invalid_line, "yaml": invalid_document}
"""How ``check`` prints a showdown it cannot check, in its place, by ``--format``."""


VERDICT_WORDS = {AGREE: Said("agree"), DIFFER: Said("differ"), NO_RECORD: Said("no record"), INVALID: Said("invalid")}
"""Each verdict as people read it (the JSON gives the verdict itself)."""


def verdict_line(found: Checked, title: str, lang: Language) -> str:
    """The first line of a checked showdown for people: its title and verdict, the rake or the differences (in
    *lang*)."""
    text = Said("{title}: {verdict}", title=title, verdict=VERDICT_WORDS[found.verdict])
    if found.rake is not None and found.share is not None:
        text = Said("{said}, rake {amount} ({percent} of the pot)", said=text, amount=_money(found.rake, found, lang),
                    percent=percent_text(found.share, lang))
    elif found.verdict == DIFFER:
        text = Said("{said} ({players})", said=text, players=", ".join(row.player for row in found.rows
                                                                        if not row.agrees))
    return lang.say(text)


def checked_table(found: Checked, title: str, writing: Writing, explain: bool = False) -> str:
    """One checked showdown for people: the verdict line (and the board, or each board of several), then each
    player's cards and ruled and recorded amounts, as *writing* asks (its language, width, colour and suits); with
    *explain*, for a record that differs, the ruling's steps and whom the record favours."""
    from potsplit.show.layout import Table, block, table_lines, wrap

    lang, width, paint = writing.language, writing.width, Paint(writing)
    t = lang.t
    stacks = any(row.stack is not None for row in found.rows)
    recorded_payout = t("expected") if "expect" in found.recorded else t("recorded winnings")
    headings = [t("player"), t("cards"), t("put in"), t("payout"), recorded_payout, t("finishing stack"),
                t("recorded stack"), ""]
    keep = [True, any(row.cards for row in found.rows), any(row.put_in is not None for row in found.rows), True,
            any(row.recorded_payout is not None for row in found.rows), stacks, "finishing_stacks" in found.recorded,
            found.verdict == DIFFER]
    rows = [
        [paint.winner(row.player) if row.payout > 0 else row.player, format_cards(row.cards, glyphs=writing.symbols),
         _maybe(row.put_in, found, lang), _money(row.payout, found, lang), _maybe(row.recorded_payout, found, lang),
         _maybe(row.stack, found, lang), _maybe(row.recorded_stack, found, lang), "" if row.agrees else t("differs")]
        for row in found.rows
    ]
    table = Table(paint.headings(*headings), rows, [False, True, *[False] * (len(headings) - 2)]).keeping(keep)
    lines = wrap(verdict_line(found, title, lang), width)
    boards = found.resolution.showdown.boards if found.resolution is not None else (found.board,)
    if len(boards) > 1:
        for number, board in enumerate(boards, 1):
            lines += wrap(lang.say(Said("{board}: {cards}", board=Said("board {number}", number=number),
                                        cards=format_cards(board, glyphs=writing.symbols))), width)
    elif found.board:
        lines += wrap(lang.say(Said("board: {cards}", cards=format_cards(found.board, glyphs=writing.symbols))), width)
    fitted = table_lines(table, width)
    if fitted is None:  # too narrow: each player's block, his amounts on lines of their own
        fitted = []
        for row in table.rows:
            named = [f"{heading}: {cell}" for heading, cell in zip(table.headings[1:], row[1:], strict=True) if cell]
            fitted += block(row[0], [text.removeprefix(": ") for text in named], width)
    lines += ["", *fitted]
    for pot in found.pots:
        if not pot.agrees:
            lines += ["", *wrap(lang.say(Said(
                "{pot}: ruled {ruled}; recorded {recorded}", pot=pot.name, ruled=_pot_text(pot.ruled, found, lang),
                recorded=_pot_text(pot.recorded, found, lang),
            )), width)]
    if found.note is not None:
        lines += ["", *wrap(lang.say(Said("Note: {note}", note=found.note)), width)]
    if found.odd_chips is not None:
        lines += ["", *wrap(lang.say(Said(
            "Every difference is less than {chip}, the smallest amount the hand is written in: the record pays whole "
            "chips, the ruling exact shares (--chip {chip} rules in whole chips)", chip=str(found.odd_chips),
        )), width)]
    if explain and found.verdict == DIFFER and found.resolution is not None:
        lines += ["", *_explained(found, lang, width)]
    return "\n".join(lines)


def _explained(found: Checked, lang: Language, width: int | None) -> list[str]:
    """Why the ruling is what it is, step by step, and whom the record favours (``check --explain``)."""
    from potsplit.show.layout import wrap
    from potsplit.show.tables import why_lines

    assert found.resolution is not None  # asked only of a ruling
    lines = [lang.t("Why:")]
    for step in why_lines(found.resolution, True, lang):
        lines += wrap(step, width, first="- ", rest="  ")
    more = [(name, by) for name, by in found.favours if by > 0]
    less = [(name, by) for name, by in found.favours if by < 0]

    def listed(players: list[tuple[str, Fraction]]) -> str:
        return ", ".join(f"{name} {'+' if by > 0 else '-'}{_money(abs(by), found, lang)}" for name, by in players)

    if more:
        said = Said("The record favours {players}", players=listed(more))
        if less:
            said = Said("{said}, over {players}", said=said, players=listed(less))
    else:
        short = -sum((by for _, by in less), Fraction(0))
        said = Said("The record favours no player: it pays {amount} less than the ruling ({players})",
                    amount=_money(short, found, lang), players=listed(less))
        if found.max_rake:
            said = Said("{said}, more than the {most} a rake may be (--max-rake)", said=said,
                        most=_money(found.max_rake, found, lang))
        elif found.resolution.rake:
            said = Said("{said}; the ruling has taken the rake of {rake} by its schedule already", said=said,
                        rake=_money(found.resolution.rake, found, lang))
    return lines + wrap(lang.say(said), width)


def summary_line(counts: Mapping[str, int], lang: Language) -> str:
    """The last line of ``check``: how many showdowns, and how many of each verdict."""
    total = sum(counts.values())
    each = ", ".join(
        lang.say(Said("{count:,} {verdict}", count=counts.get(word, 0), verdict=VERDICT_WORDS[word]))
        for word in VERDICTS
    )
    return lang.say(Said("{total:,} checked: {counts}", total=total, counts=each))


def _pot_text(pot: PotRecord, found: Checked, lang: Language) -> str:
    """A pot for people: ``1.06, rake 0.06, jackpot 0: Al 0.50, Bo 0.50``."""
    winners = ", ".join(f"{name} {_money(amount, found, lang)}" for name, amount in pot.winners) or "-"
    return lang.say(Said("{amount}, rake {rake}, jackpot {jackpot}: {winners}", amount=_money(pot.amount, found, lang),
                         rake=_money(pot.rake, found, lang), jackpot=_money(pot.jackpot, found, lang),
                         winners=winners))


def _money(amount: Fraction, found: Checked, lang: Language) -> str:
    return money_text(amount, found.chip, True, lang)


def _maybe(amount: Fraction | None, found: Checked, lang: Language) -> str:
    return "" if amount is None else _money(amount, found, lang)
