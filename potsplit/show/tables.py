"""What potsplit prints for people: the tables of ``resolve``, ``compare`` and ``rank``, and the amounts in them.

What each table holds, and how it gives way to blocks at a narrow width, is here; :mod:`potsplit.show.layout`
fits them to the width, imported only when a table is printed. Every word is in the language the table is
written in (a :class:`~potsplit.language.Writing`, with the width, the colour and the suits): headings, hand
names, declarations, pot names, steps and notes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from potsplit.engine.declarations import Declaration
from potsplit.engine.model import Direction
from potsplit.engine.odd_chip import odd_chip_labels
from potsplit.engine.records import Award, HandResult, PotResult, Resolution, Step
from potsplit.engine.rules import RULES, HalfName, Method
from potsplit.hands.cards import Card, format_cards
from potsplit.hands.placing import Placed, places
from potsplit.hands.showing import Hand
from potsplit.language import PLAIN, Writing
from potsplit.said import Said
from potsplit.show.money import chip_text, money_text
from potsplit.show.wild_text import five_text, wild_labels

if TYPE_CHECKING:  # imported by the commands that need them, not at every start
    from potsplit.engine.rake import RakeSchedule
    from potsplit.language import Language
    from potsplit.show.layout import Table

T = TypeVar("T")


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
    {"swing-succeeds", "swing-fails", "passed", "clear-half", "no-low", "no-high", "shared", "no-winner",
     "carried-over", "uncontested", "odd-chip", "odd-chip-half", "board-chip", "runs"}
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
    rake: bool = False
    jackpot: bool = False


def shown(resolution: Resolution) -> Shown:
    """The columns that carry something: *declared* only when the method is declare; the *high* ones (each hand's
    high cards, name and place, each pot's high winners) unless no high is played, and the *low* ones likewise;
    *carried over* only when some pot carries something over; the *rake* and the *jackpot* only when some pot pays
    them.

    No low is played when the method is high, or declare and nobody declared low or swing; no high when the
    method is low, or declare and nobody declared high or swing. A direction a pot awards all the same is shown
    (nobody could take a declare pot, and it was played as cards speak).

    >>> from potsplit.engine.model import Player, Showdown
    >>> from potsplit.engine.resolve import resolve
    >>> from potsplit.engine.rules import Rules
    >>> from potsplit.hands.cards import parse_cards
    >>> bob, carol = parse_cards("6h 5h 4h 3h 2h"), parse_cards("6c 5c 4d 3d 2s")
    >>> shown(resolve(Showdown((Player("Bob", bob, "swing"), Player("Carol", carol, "low")))))
    Shown(declared=True, high=True, low=True, carried_over=False, rake=False, jackpot=False)
    >>> shown(resolve(Showdown((Player("Bob", bob, "high"), Player("Carol", carol, "high")))))
    Shown(declared=True, high=True, low=False, carried_over=False, rake=False, jackpot=False)
    >>> shown(resolve(Showdown((Player("Bob", bob), Player("Carol", carol)), rules=Rules(method="low"))))
    Shown(declared=False, high=False, low=True, carried_over=False, rake=False, jackpot=False)
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

    awards = [(pot.high, pot.low) for pot in resolution.pots]
    awards += [(part.high, part.low) for pot in resolution.pots for part in pot.boards]
    return Shown(
        declared=method is Method.DECLARE,
        high=played(Declaration.HIGH, Method.HIGH, any(high for high, _ in awards)),
        low=played(Declaration.LOW, Method.LOW, any(low for _, low in awards)),
        carried_over=any(pot.carried_over for pot in resolution.pots),
        rake=any(pot.rake for pot in resolution.pots),
        jackpot=any(pot.jackpot for pot in resolution.pots),
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


RULE_NAMES = {
    "method": Said.about("rule", "method"), "low": Said.about("rule", "low"),
    "qualifier": Said.about("rule", "qualifier"), "swing-ties": Said.about("rule", "swing-ties"),
    "forfeit": Said.about("rule", "forfeit"), "no-winner": Said.about("rule", "no-winner"),
    "odd-chip": Said.about("rule", "odd-chip"), "odd-chip-half": Said.about("rule", "odd-chip-half"),
    "odd-chip-cards": Said.about("rule", "odd-chip-cards"), "odd-chip-low": Said.about("rule", "odd-chip-low"),
    "book": Said.about("rule", "book"), "boards-split": Said.about("rule", "boards-split"),
    "wild": Said.about("rule", "wild"), "jokers": Said.about("rule", "jokers"),
    "natural-beats-wild": Said.about("rule", "natural-beats-wild"),
}
"""The rules' names as a table's first line says them in the language (English: the keys); their values stay as
written (docs/rules.md: "Languages")."""


def heading_label(label: str, lang: Language) -> str:
    """A rule's label (``method: declare``) as a table's first line says it: its name in the language, its value as
    written (``метод: declare``)."""
    key, colon, value = label.partition(": ")
    name = RULE_NAMES.get(key)
    return f"{lang.say(name)}: {value}" if colon and name is not None else label


def resolution_table(resolution: Resolution, title: str, explain: bool, writing: Writing = PLAIN) -> str:
    """The default output: ranked hands, each pot's winners, payouts, and notes, fitted to the writing's width.

    The three tables when each of them fits (see :func:`~potsplit.show.layout.table_lines`), else the block
    layout (:func:`_blocks`); either way the columns that carry nothing are left out (:func:`shown`), and the
    title and the notes wrap.
    """
    from potsplit.show.layout import wrap

    showdown, cells, width = resolution.showdown, _Cells(resolution, writing), writing.width
    rules, show, lang = showdown.rules, shown(resolution), cells.lang
    # a split game with two kinds of hand names its halves itself: its second half's kind is no low system to name
    told = ("qualifier",) if rules.two_kinds else ("low", "qualifier")
    keys = ["method"] + [key for key in told if getattr(rules, RULES[key].field) is not None]
    if rules.method is Method.DECLARE:
        keys += ["swing-ties", "forfeit", "no-winner"]
    what = [showdown.game.value] + [RULES[key].label(getattr(rules, RULES[key].field)) for key in keys]
    if showdown.wild or showdown.jokers:
        what += wild_labels(showdown)
    what = [heading_label(label, lang) for label in what]
    if showdown.chip is not None:
        what.append(lang.say(Said(
            "chip: {chip}, {rules}", chip=chip_text(showdown.chip, lang),
            rules=", ".join(heading_label(label, lang) for label in odd_chip_labels(rules)),
        )))
    several = len(showdown.boards) > 1
    if several:
        what.append(heading_label(RULES["boards-split"].label(rules.boards_split), lang))
    if showdown.rake is not None:
        what.append(lang.say(_rake_label(showdown.rake, cells)))
    heading = Said("{title}: {rules}; pot {amount}", title=title, rules=", ".join(what),
                   amount=cells.money(showdown.pot))
    lines = wrap(lang.say(heading), width)
    if several:
        for number, board in enumerate(showdown.boards, 1):
            lines += wrap(lang.say(Said("{board}: {cards}", board=_board(number), cards=cells.cards(board))), width)
    elif showdown.board:
        lines += wrap(lang.say(Said("board: {cards}", cards=cells.cards(showdown.board))), width)
    lines += _laid_out(resolution, show, cells, width)
    notes = why_lines(resolution, explain, lang)
    if notes:
        lines += ["", cells.paint.heading(lang.t("Why:") if explain else lang.t("Notes:"))]
        for note in notes:
            lines += wrap(note, width, first="- ", rest="  ")
    return "\n".join(lines)


def half_headings(halves: tuple[HalfName, ...] | None, lang: Language) -> tuple[str, str, str, str]:
    """The headings of the halves' columns: ``high``, ``high hand``, ``low``, ``low hand``; where a split game with
    two kinds of hand names its halves, their names: ``deuce-to-seven``, ``deuce-to-seven hand``, ``badugi``..."""
    if halves is None:
        return lang.t("high"), lang.t("high hand"), lang.t("low"), lang.t("low hand")
    first, second = halves[0], halves[-1]
    return (lang.say(Said("{half.value}", half=first)), lang.say(Said("{half.value} hand", half=first)),
            lang.say(Said("{half.value}", half=second)), lang.say(Said("{half.value} hand", half=second)))


def _halves(resolution: Resolution) -> tuple[HalfName, ...] | None:
    """The halves' own names, where the resolution's game names them; else ``None`` (high and low)."""
    rules = resolution.showdown.rules
    return rules.halves if rules.named_halves else None


def why_lines(resolution: Resolution, explain: bool, lang: Language) -> list[str]:
    """The notes of a resolution, in *lang*: what it says of the showdown, then each pot's steps where a rule
    decided (every step, with *explain*), each board's part after its pot, each named where there are several pots
    or boards (``side 1: ...``, ``main, board 2: ...``)."""
    notes = [lang.say(note) for note in resolution.notes]
    for pot in resolution.pots:
        prefix = f"{lang.say(pot.name)}: " if len(resolution.pots) > 1 else ""
        notes += [prefix + _step_line(step, lang) for step in pot.steps if explain or step.event in NOTED_EVENTS]
        for part in pot.boards:
            where = lang.say(_part_name(pot, part.board))
            notes += [f"{where}: {_step_line(step, lang)}" for step in part.steps
                      if explain or step.event in NOTED_EVENTS]
    return notes


def _rake_label(rake: RakeSchedule, cells: _Cells) -> Said:
    """The rake in a table's first line: a schedule as the command line writes it (``rake: 5% cap 3``), or what a
    hand history recorded (``rake: 3 as recorded``, and its jackpot)."""
    if not rake.recorded:
        return Said("rake: {schedule}", schedule=rake.text())
    taken = Said("rake: {rake} as recorded", rake=cells.money(rake.cap or Fraction(0)))
    if rake.jackpot is None:
        return taken
    return Said("{rake}, jackpot {jackpot}", rake=taken, jackpot=cells.money(rake.jackpot))


def _board(number: int) -> Said:
    """``board 2``: a board of several, counted from 1."""
    return Said("board {number}", number=number)


def _part_name(pot: PotResult, board: int) -> Said:
    """``main, board 2``: one board's part of a pot (*board* counted from 0)."""
    return Said("{pot}, {board}", pot=pot.name, board=_board(board + 1))


def _laid_out(resolution: Resolution, show: Shown, cells: _Cells, width: int | None) -> list[str]:
    """The hands, the pots and the payouts, each table fitted to *width*, after a blank line; with several boards,
    the hands of every board in one table (a column group a board) where it fits whole, else a table a board;
    and the blocks when even those cannot fit."""
    from potsplit.show.layout import table_lines, width_of

    hands = _hands_tables(resolution, show, cells)
    rest = [table_lines(table, width) for table in _money_tables(resolution, show, cells)]
    for number, tables in enumerate(hands):
        fitted = [table_lines(table, width) for _, table in tables]
        if number < len(hands) - 1 and width is not None:  # a wide way only whole: never its cells wrapped
            whole = [table_lines(table, None) or [] for _, table in tables]
            if any(width_of(line) > width for lines in whole for line in lines):
                continue
        if all(table is not None for table in fitted) and all(table is not None for table in rest):
            lines: list[str] = []
            for (title, _), table in zip(tables, fitted, strict=True):
                lines += ["", *([title] if title else []), *(table or ())]
            for table in rest:
                lines += ["", *(table or ())]
            return lines
    return _blocks(resolution, show, cells, width)


def _hands_tables(resolution: Resolution, show: Shown, cells: _Cells) -> list[list[tuple[str, Table]]]:
    """The ways to show the hands, the first that fits taken: one table (no hands: none, a lone player's
    unknown); with several boards, one with a column group a board, then one table a board under its title."""
    from potsplit.show.layout import Table

    if not resolution.hands:
        return [[]]
    headings, lang = cells.paint.headings, cells.lang
    t = lang.t
    keep = [*[show.high] * 3, *[show.low] * 3]
    wraps = [False, True, False, False, True, False]

    def group(hands: tuple[HandResult, ...]) -> list[list[str]]:
        return [[*_hand_cells(hand.high, cells.five, lang), *_hand_cells(hand.low, cells.five, lang)]
                for hand in contested(hands, resolution)]

    def kept(cells_: list[T]) -> list[T]:
        return [cell for cell, wanted in zip(cells_, keep, strict=True) if wanted]

    names = [[cells.mark(hand.player), lang.declaration(hand.declare) if hand.declare else ""]
             for hand in resolution.hands]
    first = [t("player"), t("declared")]
    high, high_hand, low, low_hand = half_headings(_halves(resolution), lang)
    own = [high, high_hand, t("place"), low, low_hand, t("place")]
    if len(resolution.board_hands) < 2:
        one = Table(headings(*first, *own), [[*name, *row] for name, row in zip(names, group(resolution.hands),
                                                                               strict=True)],
                    [False, False, *wraps]).keeping([True, show.declared, *keep])
        return [[("", one)]]
    groups = [group(hands) for hands in resolution.board_hands]
    titled = [
        lang.say(Said("{heading} ({board})", heading=heading, board=_board(number)))
        for number in range(1, len(groups) + 1) for heading in kept(own)
    ]
    rows = [[*name, *(cell for rows in groups for cell in kept(rows[index]))] for index, name in enumerate(names)]
    wide = Table(headings(*first, *titled), rows, [False, False, *(kept(wraps) * len(groups))]).keeping(
        [True, show.declared, *[True] * len(titled)]
    )
    apart = [
        (cells.paint.heading(lang.say(_board(number))),
         Table(headings(*first, *own), [[*name, *row] for name, row in zip(names, rows_, strict=True)],
               [False, False, *wraps]).keeping([True, show.declared, *keep]))
        for number, rows_ in enumerate(groups, 1)
    ]
    return [[("", wide)], apart]


def _money_tables(resolution: Resolution, show: Shown, cells: _Cells) -> list[Table]:
    """The pots (each board's part of a pot on a row of its own) and the payouts (with the rake, the jackpot and
    what is carried over); the lists of players and winners may wrap."""
    from potsplit.show.layout import Table

    headings, lang = cells.paint.headings, cells.lang
    t = lang.t
    high, _, low, _ = half_headings(_halves(resolution), lang)

    def carried(amount: Fraction) -> str:
        return "" if not amount else cells.money(amount)

    rows = []
    for pot in resolution.pots:
        name, players = lang.say(pot.name), ", ".join(pot.players)
        rake = ["" if not pot.rake else cells.money(pot.rake), "" if not pot.jackpot else cells.money(pot.jackpot)]
        if len(pot.boards) == 1:
            name = lang.say(_part_name(pot, pot.boards[0].board))
        if len(pot.boards) > 1:
            rows.append([name, cells.money(pot.amount), players, "", "", carried(pot.carried_over), *rake])
            rows += [
                [lang.say(_part_name(pot, part.board)), cells.money(part.amount), "", cells.award(part.high),
                 cells.award(part.low), carried(part.carried_over), "", ""]
                for part in pot.boards
            ]
        else:
            rows.append([name, cells.money(pot.amount), players, cells.award(pot.high), cells.award(pot.low),
                         carried(pot.carried_over), *rake])
    pots = Table(
        headings(t("pot"), t("amount"), t("players"), high, low, t("carried over"), t("rake"),
                 t("jackpot")),
        rows,
        [False, False, True, True, True, False, False, False],
    ).keeping([True, True, True, show.high, show.low, show.carried_over, show.rake, show.jackpot])
    paid = [[cells.mark(name), cells.money(amount)] for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        paid.append([t("(carried over)"), cells.money(resolution.carried_over)])
    if resolution.rake:
        paid.append([t("(rake)"), cells.money(resolution.rake)])
    if resolution.jackpot:
        paid.append([t("(jackpot)"), cells.money(resolution.jackpot)])
    payouts = Table(headings(t("player"), t("payout")), paid, [False, False])
    return [pots, payouts]


def _blocks(resolution: Resolution, show: Shown, cells: _Cells, width: int | None) -> list[str]:
    """The block layout, where the tables cannot fit: each player's block (his declaration, his high and his
    low on lines of their own), each pot's, and the payouts', every line wrapped to *width*."""
    from potsplit.show.layout import block, together

    lang, halves = cells.lang, _halves(resolution)
    lines = [""]
    several = len(resolution.board_hands) > 1
    for index, hand in enumerate(resolution.hands):
        name = hand.player
        declared = lang.declaration(hand.declare) if hand.declare else "-"
        placed = []
        for number, hands in enumerate(resolution.board_hands if several else (resolution.hands,), 1):
            on = contested(hands, resolution)[index]
            found = [
                _placed_line(direction, one, cells.five, lang, halves)
                for direction, one, wanted in ((Direction.HIGH, on.high, show.high), (Direction.LOW, on.low, show.low))
                if wanted and one
            ]
            placed += [lang.say(Said("{board}: {line}", board=_board(number), line=line)) if several else line
                       for line in found]
        lines += block(cells.mark(name) if name in cells.winners else cells.paint.heading(name), [
            *([lang.say(Said("declared: {declared}", declared=declared))] if show.declared else []),
            *placed,
        ], width)
    lines.append("")
    for pot in resolution.pots:
        heading = Said("pot {name}: {amount}", name=pot.name, amount=cells.money(pot.amount))
        parts: list[tuple[Said | None, Award | None, Award | None, Fraction]] = [
            (_board(part.board + 1), part.high, part.low, part.carried_over) for part in pot.boards
        ] or [(None, pot.high, pot.low, pot.carried_over)]
        said = []
        for board, high, low, carried in parts:
            awards = [
                *([_award_line(Direction.HIGH, cells.award(high, together), lang, halves)] if show.high else []),
                *([_award_line(Direction.LOW, cells.award(low, together), lang, halves)] if show.low else []),
                *([lang.say(Said("carried over: {amount}", amount=together(cells.money(carried))))] if carried else []),
            ]
            said += [award if board is None else lang.say(Said("{board}, {line}", board=board, line=award))
                     for award in awards]
        lines += block(cells.paint.heading(lang.say(heading)), [
            lang.say(Said("players: {players}", players=", ".join(pot.players))),
            *([lang.say(Said("rake: {amount}", amount=together(cells.money(pot.rake))))] if pot.rake else []),
            *([lang.say(Said("jackpot: {amount}", amount=together(cells.money(pot.jackpot))))] if pot.jackpot else []),
            *said,
        ], width)
    paid = [f"{cells.mark(name)}: {together(cells.money(amount))}" for name, amount in resolution.payouts.items()]
    if resolution.carried_over:
        paid.append(lang.say(Said("carried over: {amount}", amount=together(cells.money(resolution.carried_over)))))
    if resolution.rake:
        paid.append(lang.say(Said("rake: {amount}", amount=together(cells.money(resolution.rake)))))
    if resolution.jackpot:
        paid.append(lang.say(Said("jackpot: {amount}", amount=together(cells.money(resolution.jackpot)))))
    return [*lines, "", *block(cells.paint.heading(lang.t("payouts")), paid, width)]


class _NotIn(Placed):
    """A player's hand one way when, under declare, he is not in for that way (he declared the other): shown
    without a place, which is among those in for it."""

    __slots__ = ()

    @property
    def qualifies(self) -> bool:
        return True


def contested(hands: Sequence[HandResult], resolution: Resolution) -> tuple[HandResult, ...]:
    """*hands* as the tables place them: under declare, each way's places among the players in for it (who
    declared it or swing; a low that does not qualify has none), the others' hands that way without a place
    (:class:`_NotIn`); a way nobody is in for keeps its places among every hand, as the pot is then played. Any
    other method's places are among every hand, as they are.

    Alice declared low with the best high cards, Bob swings: his high is first among those in for high.

    >>> from potsplit.engine.model import Player, Showdown
    >>> from potsplit.engine.resolve import resolve
    >>> players = (Player("Alice", "As Ad Ac Ks Kd", "low"), Player("Bob", "9h 9d 9c 3s 2s", "swing"),
    ...            Player("Carol", "7c 5d 4h 3c 2d", "low"))
    >>> resolution = resolve(Showdown(players))
    >>> [(hand.high.place, hand.low.place) for hand in resolution.hands]
    [(1, 3), (2, 2), (3, 1)]
    >>> [(type(hand.high).__name__, hand.high.place, hand.low.place) for hand in contested(resolution.hands,
    ...                                                                                       resolution)]
    [('_NotIn', None, 3), ('Placed', 1, 2), ('_NotIn', None, 1)]
    """
    if resolution.showdown.rules.method is not Method.DECLARE:
        return tuple(hands)
    ways = {Direction.HIGH: Declaration.HIGH, Direction.LOW: Declaration.LOW}
    found: dict[Direction, dict[str, Placed]] = {}
    for direction, way in ways.items():
        inside = [hand for hand in hands if hand.declare in (way, Declaration.SWING)]
        if not inside:
            continue
        made = [(hand.player, hand.high if direction is Direction.HIGH else hand.low) for hand in inside]
        counted = [(player, one) for player, one in made if one is not None and one.qualifies]
        ranks = places([one.value for _, one in counted])
        found[direction] = {player: one.placed_at(place) for (player, one), place in zip(counted, ranks,
                                                                                       strict=True)}
        found[direction] |= {player: one for player, one in made if one is not None and not one.qualifies}

    def among(hand: HandResult, direction: Direction) -> Placed | None:
        one = hand.high if direction is Direction.HIGH else hand.low
        if one is None or direction not in found:
            return one
        return found[direction].get(hand.player) or _NotIn(one.value, None, lambda: one.hand)

    return tuple(hand._replace(high=among(hand, Direction.HIGH), low=among(hand, Direction.LOW)) for hand in hands)


def _hand_cells(placed: Placed | None, five: Callable[[Hand], str], lang: Language) -> list[str]:
    """A hand's three cells one way: its five cards (with what each wild card plays as), its name (and whether a
    low qualifies), its place; empty in a game without a hand that way."""
    if placed is None:
        return ["", "", "-"]
    place = "" if isinstance(placed, _NotIn) else _place_text(placed.place)
    return [five(placed.hand), _hand_name(placed, lang), place]


def _award_line(direction: Direction, award: str, lang: Language, halves: tuple[HalfName, ...] | None) -> str:
    """Who won one half of a pot, on a line of a block: ``high: Bob: 10`` (``badugi: Bob: 10``)."""
    if halves is not None:
        return lang.say(Said("{half.value}: {award}", half=halves[0 if direction is Direction.HIGH else -1],
                             award=award))
    if direction is Direction.HIGH:
        return lang.say(Said("high: {award}", award=award))
    return lang.say(Said("low: {award}", award=award))


def _placed_line(
    direction: Direction, placed: Placed, five: Callable[[Hand], str], lang: Language,
    halves: tuple[HalfName, ...] | None = None,
) -> str:
    """A hand's best five one way, on a line of a block: ``high (place 1): 6h 5h 4h 3h 2h, straight flush, six
    high``, or ``low (does not qualify): ...`` for a low that has no place (``badugi (place 1): ...`` where the
    halves have names); the place and the cards each kept on one line.
    """
    from potsplit.show.layout import together

    if halves is not None:
        half = halves[0 if direction is Direction.HIGH else -1]
        if placed.place is None:
            where = Said("{half.value} (does not qualify):", half=half)
        else:
            where = Said("{half.value} (place {place}):", half=half, place=placed.place)
    elif isinstance(placed, _NotIn):
        where = Said("{direction.value} (not declared):", direction=direction)
    elif placed.place is None:
        where = Said("{direction.value} (does not qualify):", direction=direction)
    else:
        where = Said("{direction.value} (place {place}):", direction=direction, place=placed.place)
    return f"{together(lang.say(where))} {together(five(placed.hand))}, {lang.hand(placed.value)}"


def ranked_table(
    ranked: Sequence[HandResult], writing: Writing = PLAIN, halves: tuple[HalfName, ...] | None = None
) -> str:
    """The table of ``potsplit rank``: each hand's best five high and low, named and placed (under the halves'
    own names, where a split game with two kinds of hand gives *halves*).

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
    high, high_hand, low, low_hand = half_headings(halves, lang)
    table = Table(
        paint.headings(t("cards"), high, high_hand, t("place"), low, low_hand, t("place")),
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
                _placed_line(direction, hand_placed, five, lang, halves)
                for direction, hand_placed in ((Direction.HIGH, hand.high), (Direction.LOW, hand.low))
                if hand_placed is not None
            ]
            lines += block(paint.heading(cards(hand.cards)), placed, writing.width)
    return "\n".join(lines)


def boards_ranked_table(
    boards: Sequence[str], on_boards: Sequence[Sequence[HandResult]], writing: Writing = PLAIN,
    halves: tuple[HalfName, ...] | None = None,
) -> str:
    """The table of ``potsplit rank`` with several boards: under each board's cards, the hands ranked on it (under
    the halves' own names, as :func:`ranked_table`'s)."""
    from potsplit.hands.cards import parse_cards

    lang, paint, lines = writing.language, Paint(writing), list[str]()
    for number, (board, ranked) in enumerate(zip(boards, on_boards, strict=True), 1):
        cards = format_cards(parse_cards(board), glyphs=writing.symbols)
        title = paint.heading(lang.say(Said("{board}: {cards}", board=_board(number), cards=cards)))
        lines += [*([""] if lines else []), title, ranked_table(ranked, writing, halves)]
    return "\n".join(lines)
