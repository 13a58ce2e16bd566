"""How rule variants change a result: one showdown resolved under every variant that applies.

The method is tried both ways where it can be: a declare showdown as cards speak
too, and a cards-speak one as declare when every player still in declared (a
showdown without declarations cannot be declared). Each method's rows then vary
that method's own rules:

- declare: the qualifier (none or 8) x ``swing-ties`` x ``forfeit`` x ``no-winner``;
- cards-speak: each low system x the qualifier (none or 8);
- low: each low system (a low pot takes no qualifier);
- high: nothing (no variant changes a high pot);

and, when a card in play is wild, ``natural-beats-wild`` (and ``joker`` when a joker is), and with whole
chips each ``odd-chip`` order too (and, in a split game with two kinds of hand, where its odd chip between the
halves goes: ``odd-chip-half``), and with several boards ``boards-split`` (each, either); and where some of a
method's
rows hand out leftover chips by suit, each ``book`` (robert, wsop), whose rules
(``odd-chip-cards``, ``odd-chip-low``) follow it unless they are held fixed; a
showdown without a book is played by Robert's Rules' settings, and counts as
``book: robert`` unless it sets one of those rules otherwise (it is then ``book:
none``). A rule named in *fixed* is held as given: it is not varied. The first
row is the rules as given; each other row is labelled with the rules it changes
from them.

>>> from potsplit.hands.cards import parse_cards
>>> from potsplit.engine.model import Player, Showdown
>>> bob = Player("Bob", parse_cards("6h 5h 4h 3h 2h"), "swing")
>>> carol = Player("Carol", parse_cards("6c 5c 4d 3d 2s"), "low")
>>> rows = compare(Showdown((bob, carol)))
>>> len(rows), varied(rows)
(30, ('method', 'low', 'qualifier', 'swing-ties', 'forfeit', 'no-winner'))
>>> [(row.label, str(row.resolution.payouts["Bob"]), row.changed)
...  for row in rows if row.as_given or "," not in row.label]
[('method: declare, qualifier: none, swing-ties: split, forfeit: next-best, no-winner: cards-speak', '3/4', False), \
('no-winner: carry-over', '3/4', False), ('forfeit: defeater', '3/4', False), ('swing-ties: lose', '0', True), \
('swing-ties: clear-half', '1/2', True), ('qualifier: 8', '3/4', False), ('method: cards-speak', '3/4', False)]
>>> rows[-1].label, str(rows[-1].resolution.payouts["Bob"])
('method: cards-speak, low: ace-to-six, qualifier: 8', '1')
>>> [row.label for row in compare(Showdown((bob, carol)), fixed=("method", "swing-ties", "forfeit", "no-winner"))]
['qualifier: none', 'qualifier: 8']
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.model import EffectiveRules, EffectiveShowdown, Showdown, with_rules
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import BOOK_FIELDS, RULES, RULES_BY_FIELD, Book, Method, OddChip, Rule, book_setting
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import JOKER
from potsplit.said import Said


class Variant(NamedTuple):
    """One row of a comparison: its label, the rules, the result, and whether it differs from the rules as given."""

    label: str
    rules: EffectiveRules
    resolution: Resolution
    as_given: bool
    changed: bool
    varied: Mapping[str, Any]
    """The value of each rule this row's method varies, by its key (:data:`~potsplit.engine.rules.RULES`)."""
    changes: tuple[str, ...] = ()
    """The keys of the rules this row changes from the rules as given, in its label's order (none: as given)."""


_VARIED = {
    Method.DECLARE: ("qualifier", "swing-ties", "forfeit", "no-winner"),
    Method.CARDS_SPEAK: ("low", "qualifier"),
    Method.LOW: ("low",),
    Method.HIGH: (),
}
"""The rules a comparison varies under each method (and, with whole chips, ``odd-chip`` too)."""
_OTHER = {Method.DECLARE: Method.CARDS_SPEAK, Method.CARDS_SPEAK: Method.DECLARE}
"""The method a showdown is also tried under, where it can be played that way too (see :func:`methods`)."""


def _values(rule: Rule, current: Any) -> list[Any]:
    """Every value of *rule* to try: its choices; for the qualifier none and 8 (and the one given)."""
    if rule.kind is not None:
        return list(rule.members or rule.kind)
    if rule.switch:
        return [False, True]
    return [None, 8] + ([current] if current not in (None, 8) else [])


def methods(showdown: EffectiveShowdown, fixed: Collection[str] = ()) -> tuple[Method, ...]:
    """The methods a comparison tries: the one given, then the other of declare and cards speak where it applies.

    A declare showdown can always be played as cards speak (the cards speak, whatever was declared); a
    cards-speak one as declare only when every player still in declared; high and low are only themselves, and
    so is a showdown whose ``method`` is in *fixed*.
    """
    given = showdown.rules.method
    other = _OTHER.get(given)
    if other is None or "method" in fixed:
        return (given,)
    if other is Method.DECLARE and any(player.declare is None for player in showdown.in_hand):
        return (given,)
    return (given, other)


def _dimensions(showdown: EffectiveShowdown, method: Method, fixed: Collection[str]) -> list[tuple[Rule, list[Any]]]:
    """The rules varied in *method*'s rows of this showdown (not those in *fixed*), each with the values it tries."""
    keys = _VARIED[method] + _wild_rules(showdown) + _chip_rules(showdown)
    if len(showdown.boards) > 1:  # how the boards share a pot, where there are several
        keys += ("boards-split",)
    dimensions = []
    for key in keys:
        rule = RULES[key]
        values = _values(rule, getattr(showdown.rules, rule.field))
        if key == "low":  # only the low systems the game plays (badugi's own in badugi)
            values = [value for value in values if value in showdown.game.lows]
        if key not in fixed and len(values) > 1:
            dimensions.append((rule, values))
    return dimensions


def _chip_rules(showdown: EffectiveShowdown) -> tuple[str, ...]:
    """The rules of whole chips a comparison varies: ``odd-chip``, and in a split game with two kinds of hand (a
    halved pot's odd chip being its concern) ``odd-chip-half``; none without whole chips."""
    if showdown.chip is None:
        return ()
    return ("odd-chip", "odd-chip-half") if showdown.rules.two_kinds else ("odd-chip",)


def _wild_rules(showdown: EffectiveShowdown) -> tuple[str, ...]:
    """The rules of wild cards a comparison varies: ``natural-beats-wild`` when a card in play is wild, and
    ``joker`` too when one of them is a joker."""
    if showdown.play is None:
        return ()
    cards = [*showdown.board, *(card for player in showdown.in_hand for card in player.cards)]
    return (("joker",) if JOKER in cards else ()) + ("natural-beats-wild",)


def compare(baseline: Resolution | Showdown, fixed: Collection[str] = ()) -> list[Variant]:
    """The showdown of *baseline* (resolved, or to resolve) under every variant that applies (see above).

    *fixed* names rules (by key: ``"swing-ties"``) held as given. The rules as given come first, labelled with
    every rule varied; each other row is labelled with the rules it changes, and is ``changed`` when someone's
    payout (or what is carried over) differs from the rules as given.
    """
    if isinstance(baseline, Showdown):
        baseline = resolve(baseline)
    elif not isinstance(baseline, Resolution):
        raise InvalidShowdown(f"compare takes a Showdown or its Resolution, not {quoted(baseline)}")
    given = baseline.showdown
    tried = methods(given, fixed)
    first: list[Variant] = []
    rows: list[Variant] = []
    for method in tried:
        dimensions = _dimensions(given, method, fixed)
        if len(tried) > 1:
            dimensions.insert(0, (RULES["method"], [method]))
        found = [
            _variant([(rule, value) for (rule, _), value in zip(dimensions, values, strict=True)], baseline, fixed)
            for values in itertools.product(*(options for _, options in dimensions))
        ]
        if _book_varies(given, fixed) and any(_odd_chips_by_suit(row.resolution) for row in found):
            book = RULES["book"]
            found = [
                row if value == _given_value(book, given.rules, fixed)
                else _variant([*((RULES[key], row.varied[key]) for key in row.varied), (book, value)], baseline, fixed)
                for row in found
                for value in _book_values(given.rules, fixed)
            ]
            found = [_with_book(row, given.rules, fixed) for row in found]
        for row in found:
            (first if row.as_given else rows).append(row)
    return first + rows


def _variant(chosen: list[tuple[Rule, Any]], baseline: Resolution, fixed: Collection[str]) -> Variant:
    """The row of the rules *chosen* (each rule with its value), resolved unless they are the rules as given."""
    given = baseline.showdown
    as_given = all(_given_value(rule, given.rules, fixed) == value for rule, value in chosen)
    if as_given:
        label = ", ".join(rule.label(value) for rule, value in chosen) or Said("as given")
        resolution = baseline
        keys: tuple[str, ...] = ()
    else:
        changes = [(rule, value) for rule, value in chosen if _given_value(rule, given.rules, fixed) != value]
        label = ", ".join(rule.label(value) for rule, value in changes)
        keys = tuple(rule.key for rule, _ in changes)
        made = {rule.field: value for rule, value in chosen}
        if any(rule.key == "book" for rule, _ in changes):  # the rules a book sets follow it, unless held fixed
            made |= {field: None for field in BOOK_FIELDS if RULES_BY_FIELD[field].key not in fixed}
        resolution = resolve(with_rules(given, **made))
    changed = (resolution.payouts, resolution.carried_over) != (baseline.payouts, baseline.carried_over)
    return Variant(
        label, resolution.showdown.rules, resolution, as_given, changed, {rule.key: value for rule, value in chosen},
        keys,
    )


def _with_book(row: Variant, given: EffectiveRules, fixed: Collection[str]) -> Variant:
    """*row*, from before the book was varied, with the book as given in its label and its rules varied."""
    if "book" in row.varied:
        return row
    value = _given_value(RULES["book"], given, fixed)
    label = row.label
    if row.as_given:  # named in full
        label = RULES["book"].label(value) if row.varied == {} else f"{label}, {RULES['book'].label(value)}"
    return row._replace(label=label, varied={**row.varied, "book": value})


def _book_varies(showdown: EffectiveShowdown, fixed: Collection[str]) -> bool:
    """Whether a comparison may vary ``book``: with whole chips, unless it is held fixed."""
    return showdown.chip is not None and "book" not in fixed


def _odd_chips_by_suit(resolution: Resolution) -> bool:
    """Whether some pot of *resolution* has leftover chips handed out by suit, the order a book decides."""
    return resolution.showdown.rules.odd_chip is OddChip.SUIT and any(
        step.event == "odd-chip" for pot in resolution.pots for step in pot.steps
    )


def _given_value(rule: Rule, given: EffectiveRules, fixed: Collection[str]) -> Any:
    """The value of *rule* as given, as a comparison row names it: a showdown without a book is played by the
    defaults, Robert's Rules', so it counts as ``book: robert`` unless it gives another value of a rule that book
    sets (held fixed or not varied, it is then ``book: none``)."""
    value = getattr(given, rule.field)
    if rule.key != "book" or value is not None:
        return value
    followed = [field for field in BOOK_FIELDS if RULES_BY_FIELD[field].key not in fixed]
    robert = all(getattr(given, field) == book_setting(Book.ROBERT, field) for field in followed)
    return Book.ROBERT if robert else None


def _book_values(given: EffectiveRules, fixed: Collection[str]) -> list[Book | None]:
    """The books a comparison tries: the one as given (perhaps none), then the others."""
    value: Book | None = _given_value(RULES["book"], given, fixed)
    return [value, *(book for book in Book if book is not value)]


def varied(rows: Sequence[Variant]) -> tuple[str, ...]:
    """The keys of the rules a comparison varies, in the order of :data:`~potsplit.engine.rules.RULES`."""
    keys = {key for row in rows for key in row.varied}
    return tuple(key for key in RULES if key in keys)


class Effect(NamedTuple):
    """What one rule changed alone does to the payouts: its *row*, and each player whose payout it changes with his
    payout as given and in that row (``carried over``, under the name ``None``, as one)."""

    row: Variant
    moves: tuple[tuple[str | None, Fraction, Fraction], ...]


def alone(rows: Sequence[Variant]) -> list[Variant]:
    """The rows that change a single rule from the rules as given (the first of *rows*), in their order."""
    return [row for row in rows if len(row.changes) == 1]


def effects(rows: Sequence[Variant]) -> list[Effect]:
    """What each rule changed alone does, for each of those rows that changes someone's payout (see :func:`alone`).

    >>> from potsplit.engine.model import Player, Showdown
    >>> bob, carol = Player("Bob", "6h 5h 4h 3h 2h", "swing"), Player("Carol", "6c 5c 4d 3d 2s", "low")
    >>> [(effect.row.label, effect.moves) for effect in effects(compare(Showdown((bob, carol)), fixed=["method"]))]
    [('swing-ties: lose', (('Bob', Fraction(3, 4), Fraction(0, 1)), ('Carol', Fraction(1, 4), Fraction(1, 1)))), \
('swing-ties: clear-half', (('Bob', Fraction(3, 4), Fraction(1, 2)), ('Carol', Fraction(1, 4), Fraction(1, 2))))]
    """
    given = rows[0].resolution
    found = []
    for row in alone(rows):
        if not row.changed:
            continue
        paid = row.resolution.payouts
        moves: list[tuple[str | None, Fraction, Fraction]] = [
            (name, amount, paid[name]) for name, amount in given.payouts.items() if paid[name] != amount
        ]
        if row.resolution.carried_over != given.carried_over:
            moves.append((None, given.carried_over, row.resolution.carried_over))
        found.append(Effect(row, tuple(moves)))
    return found


def inert(rows: Sequence[Variant]) -> tuple[str, ...]:
    """The keys of the rules varied that change no payout when changed alone, in the order of
    :data:`~potsplit.engine.rules.RULES`."""
    single = alone(rows)
    return tuple(
        key for key in varied(rows)
        if any(row.changes == (key,) for row in single) and not any(row.changes == (key,) and row.changed
                                                                    for row in single)
    )


def combined(rows: Sequence[Variant]) -> list[Variant]:
    """The rows changing several rules whose payouts differ from those of the rules as given and from those of
    each of its rules changed alone: what only rules together do."""
    result = {
        (row.changes[0], repr(row.varied[row.changes[0]])): (row.resolution.payouts, row.resolution.carried_over)
        for row in alone(rows)
    }
    found = []
    for row in rows:
        if len(row.changes) < 2 or not row.changed:
            continue
        own = (row.resolution.payouts, row.resolution.carried_over)
        if all(result.get((key, repr(row.varied[key]))) != own for key in row.changes):
            found.append(row)
    return found


def unchanged(rows: Sequence[Variant]) -> bool:
    """Whether no variant changes anyone's payout (nor what is carried over)."""
    return not any(row.changed for row in rows)
