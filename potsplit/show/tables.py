"""What potsplit prints for people: the tables of ``resolve``, ``compare`` and ``rank``, and the amounts in them.

What each table holds, and how it gives way to blocks at a narrow width, is here; :mod:`potsplit.show.layout`
fits them to the width, imported only when a table is printed. Every word is in the language the table is
written in (a :class:`~potsplit.language.Writing`, with the width, the colour and the suits): headings, hand
names, declarations, pot names, steps and notes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple

from potsplit.engine.model import Direction
from potsplit.engine.odd_chip import odd_chip_labels
from potsplit.engine.records import Award, HandResult, Resolution, Step
from potsplit.engine.rules import RULES, Declaration, Method
from potsplit.hands.cards import Card, format_cards
from potsplit.hands.placing import Placed
from potsplit.hands.showing import Hand
from potsplit.language import PLAIN, Writing
from potsplit.said import Said
from potsplit.show.money import money_text
from potsplit.show.wild_text import five_text, wild_labels

if TYPE_CHECKING:  # imported by the commands that need them, not at every start
    from potsplit.language import Language
    from potsplit.show.layout import Table


def _place_text(place: int | None) -> str:
    """A place for a table: ``-`` for a low that does not qualify."""
    return "-" if place is None else str(place)


def _hand_name(placed: Placed, lang: Language) -> str:
    """A hand's name for a table, saying when a low does not qualify (a high always has a place)."""
    if placed.qualifies:
        return lang.hand(placed.value)
    return lang.say(Said("{hand.name} (does not qualify)", hand=placed.value))


def _step_line(step: Step, lang: Language) -> str:
    """A step for people, with the rule that decided it where the sentence does not already name it."""
    text = lang.say(step.text)
    if step.rule and step.rule not in step.text:
        return f"{text} [{step.rule}]"
    return text


NOTED_EVENTS = frozenset(
    {"swing-succeeds", "swing-fails", "passed", "clear-half", "no-low", "no-winner", "carried-over", "uncontested",
     "odd-chip"}
)
"""Steps shown as notes without --explain: those where a rule, not just the best hand, decided."""


class Paint:
    """A table's restrained colour, when it is written in colour: headings bold, winners green and bold."""

    def __init__(self, writing: Writing) -> None:
        self.color = writing.color

    def heading(self, text: str) -> str:
        import click

        return click.style(text, bold=True) if self.color and text else text

    def headings(self, *texts: str) -> list[str]:
        return [self.heading(text) for text in texts]

    def winner(self, text: str) -> str:
        import click

        return click.style(text, fg="green", bold=True) if self.color else text


class Shown(NamedTuple):
    """Which of a resolution's columns carry something: the others are left out of its tables (and blocks)."""

    declared: bool
    high: bool
    low: bool
    carried_over: bool


def shown(resolution: Resolution) -> Shown:
    """The columns that carry something: *declared* only when the method is declare; the *high* ones (each hand's
    high cards, name and place, each pot's high winners) unless no high is played, and the *low* ones likewise;
    *carried over* only when some pot carries something over.

    No low is played when the method is high, or declare and nobody declared low or swing; no high when the
    method is low, or declare and nobody declared high or swing. A direction a pot awards all the same is shown
    (nobody could take a declare pot, and it was played as cards speak).

    >>> from potsplit.engine.model import Player, Showdown
    >>> from potsplit.engine.resolve import resolve
    >>> from potsplit.engine.rules import Rules
    >>> from potsplit.hands.cards import parse_cards
    >>> bob, carol = parse_cards("6h 5h 4h 3h 2h"), parse_cards("6c 5c 4d 3d 2s")
    >>> shown(resolve(Showdown((Player("Bob", bob, "swing"), Player("Carol", carol, "low")))))
    Shown(declared=True, high=True, low=True, carried_over=False)
    >>> shown(resolve(Showdown((Player("Bob", bob, "high"), Player("Carol", carol, "high")))))
    Shown(declared=True, high=True, low=False, carried_over=False)
    >>> shown(resolve(Showdown((Player("Bob", bob), Player("Carol", carol)), rules=Rules(method="low"))))
    Shown(declared=False, high=False, low=True, carried_over=False)
    >>> ace_king, twos = parse_cards("As Ks Qs Js 9d"), parse_cards("2h 2d Kc Qd Jh")  # no low 8 or better
    >>> low_only = Showdown((Player("Al", ace_king, "low"), Player("Bo", twos, "low")), rules=Rules(qualifier=8))
    >>> shown(resolve(low_only)).high  # nobody declared high, but the pot went to the best high
    True
    """
    method = resolution.showdown.rules.method
    declared = {hand.declare for hand in resolution.hands}

    def played(way: Declaration, plays: Method, awarded: bool) -> bool:
        if method is Method.DECLARE:
            return bool(declared & {way, Declaration.SWING}) or awarded
        return method in (plays, Method.CARDS_SPEAK) or awarded

    return Shown(
        declared=method is Method.DECLARE,
        high=played(Declaration.HIGH, Method.HIGH, any(pot.high for pot in resolution.pots)),
        low=played(Declaration.LOW, Method.LOW, any(pot.low for pot in resolution.pots)),
        carried_over=any(pot.carried_over for pot in resolution.pots),
    )


class _Cells:
    """How one resolution's cells are written: amounts, cards, and its winners marked."""

    def __init__(self, resolution: Resolution, writing: Writing) -> None:
        self.lang = writing.language
        self.paint = Paint(writing)
        self.symbols = writing.symbols
        self.chip, self.sized = resolution.showdown.chip, resolution.showdown.sized
        self.winners = {name for pot in resolution.pots for name, amount in pot.payouts.items() if amount > 0}

    def mark(self, name: str) -> str:
        """A player's name, in the winners' colour if he wins something."""
        return self.paint.winner(name) if name in self.winners else name

    def money(self, amount: Fraction) -> str:
        return money_text(amount, self.chip, self.sized, self.lang)

    def cards(self, cards: Sequence[Card]) -> str:
        return format_cards(cards, glyphs=self.symbols)

    def five(self, hand: Hand) -> str:
        return five_text(hand, self.symbols)

    def award(self, award: Award | None, kept: Callable[[str], str] = str) -> str:
        """Who won one direction of a pot and how much (``-`` for nobody); the amount passed through *kept*."""
        if award is None:
            return "-"
        return ", ".join(self.mark(name) for name in award.winners) + f": {kept(self.money(award.amount))}"


def resolution_table(resolution: Resolution, title: str, explain: bool, writing: Writing = PLAIN) -> str:
    """The default output: ranked hands, each pot's winners, payouts, and notes, fitted to the writing's width.

    The three tables when each of them fits (see :func:`~potsplit.show.layout.table_lines`), else the block
    layout (:func:`_blocks`); either way the columns that carry nothing are left out (:func:`shown`), and the
    title and the notes wrap.
    """
    from potsplit.show.layout import table_lines, wrap

    showdown, cells, width = resolution.showdown, _Cells(resolution, writing), writing.width
    rules, show, lang = showdown.rules, shown(resolution), cells.lang
    keys = ["method"] + [key for key in ("low", "qualifier") if getattr(rules, RULES[key].field) is not None]
    if rules.method is Method.DECLARE:
        keys += ["swing-ties", "forfeit", "no-winner"]
    what = [showdown.game.value] + [RULES[key].label(getattr(rules, RULES[key].field)) for key in keys]
    if showdown.wild or showdown.jokers:
        what += wild_labels(showdown)
    if showdown.chip is not None:
        what.append(lang.say(Said(
            "chip: {chip}, {rules}", chip=showdown.chip, rules=", ".join(odd_chip_labels(rules))
        )))
    heading = Said("{title}: {rules}; pot {amount}", title=title, rules=", ".join(what),
                   amount=cells.money(showdown.pot))
    lines = wrap(lang.say(heading), width)
    if showdown.board:
        lines += wrap(lang.say(Said("board: {cards}", cards=cells.cards(showdown.board))), width)
    tables = [table_lines(table, width) for table in _tables(resolution, show, cells)]
    if all(table is not None for table in tables):
        for table in tables:
            lines += ["", *(table or ())]
    else:
        lines += _blocks(resolution, show, cells, width)
    notes = [lang.say(note) for note in resolution.notes]
    for pot in resolution.pots:
        prefix = f"{lang.say(pot.name)}: " if len(resolution.pots) > 1 else ""
        notes += [prefix + _step_line(step, lang) for step in pot.steps if explain or step.event in NOTED_EVENTS]
    if notes:
        lines += ["", cells.paint.heading(lang.t("Why:") if explain else lang.t("Notes:"))]
        for note in notes:
            lines += wrap(note, width, first="- ", rest="  ")
    return "\n".join(lines)


def _tables(resolution: Resolution, show: Shown, cells: _Cells) -> list[Table]:
    """A resolution's three tables: the hands, the pots, the payouts; the hand names and the lists of players
    and winners may wrap."""
    from potsplit.show.layout import Table

    headings, lang = cells.paint.headings, cells.lang
    t = lang.t
    hands = Table(
        headings(t("player"), t("declared"), t("high"), t("high hand"), t("place"), t("low"), t("low hand"),
                 t("place")),
        [
            [
                cells.mark(hand.player),
                lang.declaration(hand.declare) if hand.declare else "",
                *_hand_cells(hand.high, cells.five, lang), *_hand_cells(hand.low, cells.five, lang),
            ]
            for hand in resolution.hands
        ],
        [False, False, False, True, False, False, True, False],
    ).keeping([True, show.declared, *[show.high] * 3, *[show.low] * 3])
    pots = Table(
        headings(t("pot"), t("amount"), t("players"), t("high"), t("low"), t("carried over")),
        [
            [
                lang.say(pot.name), cells.money(pot.amount), ", ".join(pot.players), cells.award(pot.high),
                cells.award(pot.low),
                "" if not pot.carried_over else cells.money(pot.carried_over),
            ]
            for pot in resolution.pots
        ],
        [False, False, True, True, True, False],
    ).keeping([True, True, True, show.high, show.low, show.carried_over])
    paid = [[cells.mark(name), cells.money(amount)] for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        paid.append([t("(carried over)"), cells.money(resolution.carried_over)])
    payouts = Table(headings(t("player"), t("payout")), paid, [False, False])
    return [hands, pots, payouts] if resolution.hands else [pots, payouts]  # no hands: a lone player's, unknown


def _blocks(resolution: Resolution, show: Shown, cells: _Cells, width: int | None) -> list[str]:
    """The block layout, where the tables cannot fit: each player's block (his declaration, his high and his
    low on lines of their own), each pot's, and the payouts', every line wrapped to *width*."""
    from potsplit.show.layout import block, together

    lang = cells.lang
    lines = [""]
    for hand in resolution.hands:
        name = hand.player
        declared = lang.declaration(hand.declare) if hand.declare else "-"
        lines += block(cells.mark(name) if name in cells.winners else cells.paint.heading(name), [
            *([lang.say(Said("declared: {declared}", declared=declared))] if show.declared else []),
            *([_placed_line(Direction.HIGH, hand.high, cells.five, lang)] if show.high and hand.high else []),
            *([_placed_line(Direction.LOW, hand.low, cells.five, lang)] if show.low and hand.low else []),
        ], width)
    lines.append("")
    for pot in resolution.pots:
        heading = Said("pot {name}: {amount}", name=pot.name, amount=cells.money(pot.amount))
        lines += block(cells.paint.heading(lang.say(heading)), [
            lang.say(Said("players: {players}", players=", ".join(pot.players))),
            *([lang.say(Said("high: {award}", award=cells.award(pot.high, together)))] if show.high else []),
            *([lang.say(Said("low: {award}", award=cells.award(pot.low, together)))] if show.low else []),
            *([lang.say(Said("carried over: {amount}", amount=together(cells.money(pot.carried_over))))]
              if pot.carried_over else []),
        ], width)
    paid = [f"{cells.mark(name)}: {together(cells.money(amount))}" for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        paid.append(lang.say(Said("carried over: {amount}", amount=together(cells.money(resolution.carried_over)))))
    return [*lines, "", *block(cells.paint.heading(lang.t("payouts")), paid, width)]


def _hand_cells(placed: Placed | None, five: Callable[[Hand], str], lang: Language) -> list[str]:
    """A hand's three cells one way: its five cards (with what each wild card plays as), its name (and whether a
    low qualifies), its place; empty in a game without a hand that way."""
    if placed is None:
        return ["", "", "-"]
    return [five(placed.hand), _hand_name(placed, lang), _place_text(placed.place)]


def _placed_line(direction: Direction, placed: Placed, five: Callable[[Hand], str], lang: Language) -> str:
    """A hand's best five one way, on a line of a block: ``high (place 1): 6h 5h 4h 3h 2h, straight flush, six
    high``, or ``low (does not qualify): ...`` for a low that has no place; the place and the cards each kept on
    one line.
    """
    from potsplit.show.layout import together

    if placed.place is None:
        where = Said("{direction.value} (does not qualify):", direction=direction)
    else:
        where = Said("{direction.value} (place {place}):", direction=direction, place=placed.place)
    return f"{together(lang.say(where))} {together(five(placed.hand))}, {lang.hand(placed.value)}"


def ranked_table(ranked: Sequence[HandResult], writing: Writing = PLAIN) -> str:
    """The table of ``potsplit rank``: each hand's best five high and low, named and placed.

    When it cannot fit the writing's width, a block per hand instead: its cards, then a line for its high and
    one for its low. Both ways are always shown.
    """
    from potsplit.show.layout import Table, block, table_lines

    def cards(cards: Sequence[Card]) -> str:
        return format_cards(cards, glyphs=writing.symbols)

    def five(hand: Hand) -> str:
        return five_text(hand, writing.symbols)

    paint, lang = Paint(writing), writing.language
    t = lang.t
    table = Table(
        paint.headings(t("cards"), t("high"), t("high hand"), t("place"), t("low"), t("low hand"), t("place")),
        [
            [
                cards(hand.cards), *_hand_cells(hand.high, five, lang), *_hand_cells(hand.low, five, lang),
            ]
            for hand in ranked
        ],
        [False, False, True, False, False, True, False],
    ).keeping([True, *[any(hand.high for hand in ranked)] * 3, *[any(hand.low for hand in ranked)] * 3])
    lines = table_lines(table, writing.width)
    if lines is None:
        lines = []
        for hand in ranked:
            placed = [
                _placed_line(direction, hand_placed, five, lang)
                for direction, hand_placed in ((Direction.HIGH, hand.high), (Direction.LOW, hand.low))
                if hand_placed is not None
            ]
            lines += block(paint.heading(cards(hand.cards)), placed, writing.width)
    return "\n".join(lines)
