"""What potsplit prints for people: the tables of ``resolve``, ``compare`` and ``rank``, and the amounts in them.

What each table holds, and how it gives way to blocks at a narrow width, is here; :mod:`potsplit.io.layout`
fits them to the width, imported only when a table is printed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple

from potsplit.engine.odd_chip import odd_chip_labels
from potsplit.engine.records import Award, HandResult, Resolution, Step
from potsplit.engine.rules import RULES, Declaration, Method
from potsplit.hands.cards import Card, format_cards
from potsplit.hands.placing import Placed
from potsplit.hands.showing import Hand
from potsplit.io.money import money_text
from potsplit.io.wild_text import five_text, wild_labels

if TYPE_CHECKING:  # imported by the commands that need them, not at every start
    from potsplit.engine.compare import Variant
    from potsplit.io.layout import Table


def _place_text(place: int | None) -> str:
    """A place for a table: ``-`` for a low that does not qualify."""
    return "-" if place is None else str(place)


def _hand_name(placed: Placed) -> str:
    """A hand's name for a table, saying when a low does not qualify (a high always has a place)."""
    return placed.hand.name if placed.qualifies else f"{placed.hand.name} (does not qualify)"


def _step_line(step: Step) -> str:
    """A step for people, with the rule that decided it where the sentence does not already name it."""
    if step.rule and step.rule not in step.text:
        return f"{step.text} [{step.rule}]"
    return step.text


NOTED_EVENTS = frozenset(
    {"swing-succeeds", "swing-fails", "passed", "clear-half", "no-low", "no-winner", "carried-over", "uncontested",
     "odd-chip"}
)
"""Steps shown as notes without --explain: those where a rule, not just the best hand, decided."""


class Display(NamedTuple):
    """How a table is printed: at most *width* columns (``None``: no limit), in *color* or not, and each card's
    suit as a letter (As) or, with *symbols*, as the suit's symbol (A♠). JSON and YAML are never changed by it.
    """

    width: int | None = None
    color: bool = False
    symbols: bool = False


PLAIN = Display()
"""A table as a pipe or a file gets it: whole, no colour, suits as letters."""


class _Paint:
    """A table's restrained colour, when the display has colour: headings bold, winners green and bold."""

    def __init__(self, display: Display) -> None:
        self.color = display.color

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
    """How one resolution's cells are written for a display: amounts, cards, and its winners marked."""

    def __init__(self, resolution: Resolution, display: Display) -> None:
        self.paint = _Paint(display)
        self.symbols = display.symbols
        self.chip, self.sized = resolution.showdown.chip, resolution.showdown.sized
        self.winners = {name for pot in resolution.pots for name, amount in pot.payouts.items() if amount > 0}

    def mark(self, name: str) -> str:
        """A player's name, in the winners' colour if he wins something."""
        return self.paint.winner(name) if name in self.winners else name

    def money(self, amount: Fraction) -> str:
        return money_text(amount, self.chip, self.sized)

    def cards(self, cards: Sequence[Card]) -> str:
        return format_cards(cards, glyphs=self.symbols)

    def five(self, hand: Hand) -> str:
        return five_text(hand, self.symbols)

    def award(self, award: Award | None, kept: Callable[[str], str] = str) -> str:
        """Who won one direction of a pot and how much (``-`` for nobody); the amount passed through *kept*."""
        if award is None:
            return "-"
        return ", ".join(self.mark(name) for name in award.winners) + f": {kept(self.money(award.amount))}"


def resolution_table(resolution: Resolution, title: str, explain: bool, display: Display = PLAIN) -> str:
    """The default output: ranked hands, each pot's winners, payouts, and notes, fitted to the display's width.

    The three tables when each of them fits (see :func:`~potsplit.io.layout.table_lines`), else the block
    layout (:func:`_blocks`); either way the columns that carry nothing are left out (:func:`shown`), and the
    title and the notes wrap.
    """
    from potsplit.io.layout import table_lines, wrap

    showdown, cells, width = resolution.showdown, _Cells(resolution, display), display.width
    rules, show = showdown.rules, shown(resolution)
    keys = ["method"] + [key for key in ("low", "qualifier") if getattr(rules, RULES[key].field) is not None]
    if rules.method is Method.DECLARE:
        keys += ["swing-ties", "forfeit", "no-winner"]
    what = [showdown.game.value] + [RULES[key].label(getattr(rules, RULES[key].field)) for key in keys]
    if showdown.wild or showdown.jokers:
        what += wild_labels(showdown)
    if showdown.chip is not None:
        what.append(f"chip: {showdown.chip}, " + ", ".join(odd_chip_labels(rules)))
    lines = wrap(f"{title}: " + ", ".join(what) + f"; pot {cells.money(showdown.pot)}", width)
    if showdown.board:
        lines += wrap(f"board: {cells.cards(showdown.board)}", width)
    tables = [table_lines(table, width) for table in _tables(resolution, show, cells)]
    if all(table is not None for table in tables):
        for table in tables:
            lines += ["", *(table or ())]
    else:
        lines += _blocks(resolution, show, cells, width)
    notes = list(resolution.notes)
    for pot in resolution.pots:
        prefix = f"{pot.name}: " if len(resolution.pots) > 1 else ""
        notes += [prefix + _step_line(step) for step in pot.steps if explain or step.event in NOTED_EVENTS]
    if notes:
        lines += ["", cells.paint.heading("Why:" if explain else "Notes:")]
        for note in notes:
            lines += wrap(note, width, first="- ", rest="  ")
    return "\n".join(lines)


def _tables(resolution: Resolution, show: Shown, cells: _Cells) -> list[Table]:
    """A resolution's three tables: the hands, the pots, the payouts; the hand names and the lists of players
    and winners may wrap."""
    from potsplit.io.layout import Table

    headings = cells.paint.headings
    hands = Table(
        headings("player", "declared", "high", "high hand", "place", "low", "low hand", "place"),
        [
            [
                cells.mark(hand.player),
                hand.declare.value if hand.declare else "",
                *_hand_cells(hand.high, cells.five), *_hand_cells(hand.low, cells.five),
            ]
            for hand in resolution.hands
        ],
        [False, False, False, True, False, False, True, False],
    ).keeping([True, show.declared, *[show.high] * 3, *[show.low] * 3])
    pots = Table(
        headings("pot", "amount", "players", "high", "low", "carried over"),
        [
            [
                pot.name, cells.money(pot.amount), ", ".join(pot.players), cells.award(pot.high), cells.award(pot.low),
                "" if not pot.carried_over else cells.money(pot.carried_over),
            ]
            for pot in resolution.pots
        ],
        [False, False, True, True, True, False],
    ).keeping([True, True, True, show.high, show.low, show.carried_over])
    paid = [[cells.mark(name), cells.money(amount)] for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        paid.append(["(carried over)", cells.money(resolution.carried_over)])
    payouts = Table(headings("player", "payout"), paid, [False, False])
    return [hands, pots, payouts] if resolution.hands else [pots, payouts]  # no hands: a lone player's, unknown


def _blocks(resolution: Resolution, show: Shown, cells: _Cells, width: int | None) -> list[str]:
    """The block layout, where the tables cannot fit: each player's block (his declaration, his high and his
    low on lines of their own), each pot's, and the payouts', every line wrapped to *width*."""
    from potsplit.io.layout import block, together

    lines = [""]
    for hand in resolution.hands:
        name = hand.player
        lines += block(cells.mark(name) if name in cells.winners else cells.paint.heading(name), [
            *([f"declared: {hand.declare.value if hand.declare else '-'}"] if show.declared else []),
            *([_placed_line("high", hand.high, cells.five)] if show.high and hand.high else []),
            *([_placed_line("low", hand.low, cells.five)] if show.low and hand.low else []),
        ], width)
    lines.append("")
    for pot in resolution.pots:
        lines += block(cells.paint.heading(f"pot {pot.name}: {cells.money(pot.amount)}"), [
            "players: " + ", ".join(pot.players),
            *([f"high: {cells.award(pot.high, together)}"] if show.high else []),
            *([f"low: {cells.award(pot.low, together)}"] if show.low else []),
            *([f"carried over: {together(cells.money(pot.carried_over))}"] if pot.carried_over else []),
        ], width)
    paid = [f"{cells.mark(name)}: {together(cells.money(amount))}" for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        paid.append(f"carried over: {together(cells.money(resolution.carried_over))}")
    return [*lines, "", *block(cells.paint.heading("payouts"), paid, width)]


def _hand_cells(placed: Placed | None, five: Callable[[Hand], str]) -> list[str]:
    """A hand's three cells one way: its five cards (with what each wild card plays as), its name (and whether a
    low qualifies), its place; empty in a game without a hand that way."""
    if placed is None:
        return ["", "", "-"]
    return [five(placed.hand), _hand_name(placed), _place_text(placed.place)]


def _placed_line(direction: str, placed: Placed, five: Callable[[Hand], str]) -> str:
    """A hand's best five one way, on a line of a block: ``high (place 1): 6h 5h 4h 3h 2h, straight flush, six
    high``, or ``low (does not qualify): ...`` for a low that has no place; the place and the cards each kept on
    one line.
    """
    from potsplit.io.layout import together

    where = "does not qualify" if placed.place is None else f"place {placed.place}"
    return f"{together(f'{direction} ({where}):')} {together(five(placed.hand))}, {placed.hand.name}"


def unchanged_line(rows: Sequence[Variant]) -> str:
    """The one line ``compare`` prints when no variant changes any payout: how many variants of which rules, and
    the payouts they all give.

    >>> from potsplit.engine.compare import compare
    >>> from potsplit.engine.model import Player, Showdown
    >>> unchanged_line(compare(Showdown((Player("Al", "As Ad Kc Kd 2s"), Player("Bo", "Qs Qd Jc Jd 3s")))))
    'No variant changes any payout (no rule varies for this showdown): Al 1, Bo 0'
    """
    from potsplit.engine.compare import varied

    given = rows[0].resolution
    chip, sized = given.showdown.chip, given.showdown.sized
    paid = list(given.payouts.items())
    if given.carried_over:
        paid.append(("carried over", given.carried_over))
    amounts = ", ".join(f"{name} {money_text(amount, chip, sized)}" for name, amount in paid)
    keys = varied(rows)
    tried = f"{len(rows)} variants of {', '.join(keys)}" if keys else "no rule varies for this showdown"
    return f"No variant changes any payout ({tried}): {amounts}"


def comparison_table(rows: Sequence[Variant], title: str, display: Display = PLAIN) -> str:
    """One row per variant, one column per player; rows that change someone's payout marked with *.

    The rules as given come first, named in full; each other row names the rules it changes. When no variant
    changes any payout, one line says so instead (:func:`unchanged_line`). When the table cannot fit the
    display's width, one block per variant instead: its label (and mark), then each player's payout on a line of
    its own.
    """
    from potsplit.engine.compare import unchanged
    from potsplit.io.layout import Table, block, table_lines, together, wrap

    if unchanged(rows):
        return "\n".join([*wrap(title, display.width), *wrap(unchanged_line(rows), display.width)])
    first = rows[0].resolution
    players = list(first.payouts)
    chip, sized = first.showdown.chip, first.showdown.sized
    carries = any(row.resolution.carried_over for row in rows)
    paint = _Paint(display)
    marks = ["(as given)" if row.as_given else ("*" if row.changed else "") for row in rows]
    table = Table(
        paint.headings("variant", "", *players, "carried over"),
        [
            [
                _label_cell(row.label, together), mark,
                *(money_text(row.resolution.payouts[name], chip, sized) for name in players),
                money_text(row.resolution.carried_over, chip, sized),
            ]
            for row, mark in zip(rows, marks, strict=True)
        ],
        [True, False, *[False] * len(players), False],
    ).keeping([True, True, *[True] * len(players), carries])
    lines = table_lines(table, display.width)
    if lines is None:
        lines = []
        for row, mark in zip(rows, marks, strict=True):
            paid = list(row.resolution.payouts.items())
            if carries:
                paid.append(("carried over", row.resolution.carried_over))
            amounts = [f"{name}: {together(money_text(amount, chip, sized))}" for name, amount in paid]
            lines += block(paint.heading(f"{row.label} {mark}".rstrip()), amounts, display.width)
    legend = "* changes someone's payout from the rules as given; each other row names the rules it changes"
    return "\n".join([*wrap(title, display.width), *lines, *wrap(legend, display.width)])


def _label_cell(label: str, together: Callable[[str], str]) -> str:
    """A variant's label for its table cell: wrapped between its rules, each ``key: value`` kept whole."""
    return ", ".join(together(part) for part in label.split(", "))


def ranked_table(ranked: Sequence[HandResult], display: Display = PLAIN) -> str:
    """The table of ``potsplit rank``: each hand's best five high and low, named and placed.

    When it cannot fit the display's width, a block per hand instead: its cards, then a line for its high and
    one for its low. Both ways are always shown.
    """
    from potsplit.io.layout import Table, block, table_lines

    def cards(cards: Sequence[Card]) -> str:
        return format_cards(cards, glyphs=display.symbols)

    def five(hand: Hand) -> str:
        return five_text(hand, display.symbols)

    paint = _Paint(display)
    table = Table(
        paint.headings("cards", "high", "high hand", "place", "low", "low hand", "place"),
        [
            [
                cards(hand.cards), *_hand_cells(hand.high, five), *_hand_cells(hand.low, five),
            ]
            for hand in ranked
        ],
        [False, False, True, False, False, True, False],
    ).keeping([True, *[any(hand.high for hand in ranked)] * 3, *[any(hand.low for hand in ranked)] * 3])
    lines = table_lines(table, display.width)
    if lines is None:
        lines = []
        for hand in ranked:
            placed = [
                _placed_line(direction, hand_placed, five)
                for direction, hand_placed in (("high", hand.high), ("low", hand.low)) if hand_placed is not None
            ]
            lines += block(paint.heading(cards(hand.cards)), placed, display.width)
    return "\n".join(lines)
