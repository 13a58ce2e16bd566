"""A showdown as data: the players, their cards and declarations, the pot, the rules.

Everything here is typed and immutable, and checks what it is given. A value may be the type itself or plain
text as a file writes it (each field is read by :mod:`potsplit.engine.fields`), and a constructor checks all
that its own fields can tell: a name that is empty, a bet below 0, a pot that is not above 0, a card dealt twice
in one hand, two players of one name, a dealer who is not a player, no player. Every problem is raised at once,
in one :class:`~potsplit.errors.InvalidShowdown` that names each field (``Player.bet``); what needs the whole
showdown (the game's card counts, the bets against the pot, whole chips) waits for resolving
(:mod:`potsplit.engine.checks`). A reader of files or options hands its plain values to :func:`gathered`, which
reads them the same way and keeps each problem's path, for the reader to tell where it is. The defaults are
filled in by :func:`effective`, and nowhere else, into an :class:`EffectiveShowdown`, whose fields are never
left to a default.

>>> bob = Player("Bob", "6h 5h 4h 3h 2h", "swing", bet="12.50")
>>> bob.cards[0], bob.declare, bob.bet
(Card('6h'), <Declaration.SWING: 'swing'>, Fraction(25, 2))
>>> Player("Al", "As Ks Qs Js Xs", bet=-1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: Player.cards: Al's cards: unknown card 'Xs': a card is a rank ... ('X' is not ...)
Player.bet: a bet cannot be negative: -1
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, TypeVar

from potsplit.engine.accepted import AmountGiven, CardsGiven, MappingGiven, WildGiven
from potsplit.engine.declarations import DEFAULT_CHIPS, Declaration, declaration
from potsplit.engine.fields import (
    MAX_PLAYERS,
    Owner,
    amount_of,
    boards_given,
    cards_of,
    check_name,
    dealer_of,
    folded_of,
    game_given,
    in_python,
    kind,
    nested,
    not_read,
    not_text,
    plain,
    preflop_of,
    rake_given,
    runs_given,
    too_many_players,
    wild_of,
)
from potsplit.engine.rake import RakeSchedule
from potsplit.engine.rules import (
    DEFAULT_RULES,
    GAME_RULES,
    NO_QUALIFIER,
    PLAIN_HALVES,
    RULES,
    BoardsSplit,
    Book,
    Forfeit,
    GameRules,
    HalfName,
    Joker,
    Method,
    NoWinner,
    OddChip,
    OddChipCards,
    OddChipHalf,
    OddChipLow,
    Rules,
    SwingTies,
    book_setting,
    named_halves,
    rules_of,
)
from potsplit.errors import InvalidShowdown, quoted, shortened, text_of_value, unknown_word
from potsplit.hands.cards import Card, Rank
from potsplit.hands.games import Game, infer_game
from potsplit.hands.ranking import HandKind
from potsplit.said import Said

if TYPE_CHECKING:  # imported where a card may be wild, not at every start
    from potsplit.hands.wild import WildPlay

T = TypeVar("T")


class Direction(enum.Enum):
    """One of the two halves of a split pot: ``HIGH`` the first, ``LOW`` the second. In most games these are the
    high hand and the low one; in a split game with two kinds of hand, the first kind and the second (badeucy's
    deuce-to-seven low and its badugi), which the rules table names (:data:`~potsplit.engine.rules.GAME_RULES`,
    ``halves``)."""

    # Hashed by identity, in C (an Enum hashes its name, in Python): these key the evaluators' and the
    # declare steps' dicts, and resolving took 1 to 2.5% longer without (benchmarks/resolve.py, interleaved).
    __hash__ = object.__hash__

    HIGH = "high"
    LOW = "low"

    @property
    def other(self) -> Direction:
        """The other half."""
        return Direction.LOW if self is Direction.HIGH else Direction.HIGH


CHECK_KINDS = ("players", "cards", "rules", "money", "chips")
"""The kinds of check of a showdown (see :func:`~potsplit.engine.checks.problems`): a value that cannot be read
(left at its default) would mislead those that read it, which are then skipped (see :func:`depends`). ``money``
is the bets together and against the pot, ``chips`` whether they are whole chips."""
DEPENDS: Mapping[str, tuple[str, ...]] = {
    "name": CHECK_KINDS, "folded": CHECK_KINDS, "players": CHECK_KINDS,
    "cards": ("cards",), "board": ("cards",), "game": ("cards",), "wild": ("cards",), "jokers": ("cards",),
    "boards": ("cards",),
    "declare": ("rules",), "rules": ("rules",),
    "bet": ("money", "chips"), "ante": ("money", "chips"), "pot": ("money", "chips"), "chip": ("chips",),
    "dealer": ("players",),
}
"""For each key of a showdown and of a player, the kinds of check that read its value (none reads ``expect``:
``potsplit check`` compares it with the ruling)."""


def depends(key: str) -> tuple[str, ...]:
    """The kinds of check that read the value of *key* (of a showdown, a player, or the rules: see :data:`DEPENDS`).

    >>> depends("bet"), depends("swing-ties"), depends("seat")
    (('money', 'chips'), ('rules',), ())
    """
    return DEPENDS.get(key) or (("rules",) if key in RULES else ())


def _made(cls: type[T], values: Mapping[str, Any]) -> T:
    """An object of the dataclass *cls* with the fields *values*, each already read: not read again."""
    made = object.__new__(cls)
    made.__dict__.update(values)
    return made


class _Reading:
    """The problems found while reading one showdown's fields (each with its path), and the kinds of check that
    the values not read would mislead (see :data:`CHECK_KINDS`): those of the keys *unread* (meant, but not read
    by a reader: a key misspelled), and those of each value that is not one."""

    __slots__ = ("found", "skip", "unread")

    def __init__(self, unread: Iterable[str] = ()) -> None:
        self.found: list[InvalidShowdown] = []
        self.unread = frozenset(unread)
        self.skip = {kind for key in self.unread for kind in depends(key)}

    def read(
        self, convert: Callable[..., T], value: object, at: tuple[str | int, ...], key: str, *more: Any
    ) -> T | None:
        """*value* converted (with *more*); ``None`` when it is not one, its problem kept at the field *key* of the
        part at *at* (and below)."""
        try:
            return convert(value, *more)
        except InvalidShowdown as error:
            self.failed(error, (*at, key))
            return None
        except Exception as error:  # a Python caller's value whose own methods raise (see fields.not_read)
            self.failed(not_read(error), (*at, key))
            return None

    def failed(self, error: InvalidShowdown, path: tuple[str | int, ...]) -> None:
        """*error* kept at *path* (and below), its field's value not read."""
        self.found.append(InvalidShowdown(error.message, path=(*path, *error.path)))
        self.skip.update(depends(str(path[-1])) if path else CHECK_KINDS)


@dataclass(frozen=True)
class Player:
    """A player at the showdown, in seat order. A folded player's cards are optional.

    ``cards`` may be a string of cards or a list of them, ``declare`` a word or a number of chips in hand
    (under the default ``chips``), ``bet`` an amount (see :mod:`potsplit.engine.amounts`). ``ante`` is what he
    anted: dead money in the main pot, not part of his bet (docs/rules.md: "Side pots and antes"); ``expect`` the
    payout the table agreed on, which ``potsplit check`` compares with the ruling. The name is read without the
    spaces around it. The constructor refuses, every problem at once, a name that is not one (empty, too long,
    holding a control character), cards that are not or a card dealt twice (but the joker: the showdown says how
    many its deck holds), an amount below 0.
    """

    name: str
    cards: tuple[Card, ...] = ()
    declare: Declaration | None = None
    bet: Fraction | None = None
    folded: bool = False
    ante: Fraction | None = None
    expect: Fraction | None = None

    def __init__(
        self, name: str, cards: CardsGiven = (), declare: Declaration | str | int | None = None,
        bet: AmountGiven | None = None, folded: bool = False, ante: AmountGiven | None = None,
        expect: AmountGiven | None = None,
    ) -> None:
        """Each field read from its plain value (see :mod:`potsplit.engine.accepted`), every problem raised at
        once."""
        given = {"name": name, "cards": cards, "declare": declare, "bet": bet, "folded": folded, "ante": ante,
                 "expect": expect}
        reading = _Reading()
        values = _player_values(plain(given), DEFAULT_CHIPS, reading, (), None)
        if reading.found or values is None:
            raise in_python("Player", reading.found)
        self.__dict__.update(values)


PLAYER_KEYS = ("name", "cards", "declare", "bet", "folded", "ante", "expect")
"""The fields of :class:`Player`, as a mapping of a player's keys names them (and messages list them)."""
_PLAYER_DEFAULTS: Mapping[str, Any] = {key: Player.__dataclass_fields__[key].default for key in PLAYER_KEYS[1:]}


def _player_values(
    given: Mapping[str, Any], chips: tuple[Declaration, ...], reading: _Reading, at: tuple[str | int, ...],
    number: int | None,
) -> dict[str, Any] | None:
    """The fields of one player, from *given* (his fields, or a mapping of his keys: then he is the *number*-th
    player, at path *at*), each read once; a field that is not one left at its default, its problem kept in
    *reading*. ``None`` when he cannot be made: his name is missing or is not one."""
    values = dict(_PLAYER_DEFAULTS)
    if number is not None and not _PLAYER_KEY_SET.issuperset(given):  # a Python caller's (a reader's keys are known)
        for key in given:
            if key not in _PLAYER_KEY_SET:
                reading.failed(InvalidShowdown(unknown_word(Said("key"), key, PLAYER_KEYS)), at)
    name = given.get("name")
    owner: Owner
    if name is None and number is not None:
        reading.failed(InvalidShowdown(Said("player {number} has no name", number=number)), at)
        owner = number
    else:
        owner = read = reading.read(check_name, name, at, "name")
        if read is None:
            owner = number or 1
        else:
            values["name"] = read
    cards = given.get("cards")
    if cards is not None:
        values["cards"] = reading.read(cards_of, cards, at, "cards", owner) or ()
    declare = given.get("declare")
    if declare is not None:
        values["declare"] = reading.read(_declaration, declare, at, "declare", chips)
    for key in ("bet", "ante", "expect"):
        money = given.get(key)
        if money is not None:
            values[key] = reading.read(amount_of, money, at, key, key, owner)
    folded = given.get("folded")
    if folded is not None and folded is not False:
        values["folded"] = bool(reading.read(folded_of, folded, at, "folded"))
    return values if "name" in values else None


_PLAYER_KEY_SET = frozenset(PLAYER_KEYS)


def _declaration(value: object, chips: tuple[Declaration, ...]) -> Declaration:
    """A declaration (see :func:`~potsplit.engine.rules.declaration`), a number of chips in hand meaning what
    *chips* says."""
    if type(value) is Declaration:
        return value
    if nested(value):
        raise not_text(Said("declaration"), value)
    return declaration(value, chips)


@dataclass(frozen=True)
class Showdown:
    """One showdown: players in seat order (clockwise), the board, the pot and the rules.

    ``pot`` ``None`` means the default: the sum of the bets, or 1 without bets
    (payouts then read as shares of the pot). ``dealer`` ``None`` means the
    last player listed. ``wild`` names the wild cards, by rank and by card (``"2 Js Jh"``, ``[2, "Js"]``: see
    :func:`~potsplit.hands.wild.wild_cards`); ``jokers`` is how many jokers the deck holds, 0 to 2 (``None``:
    the default, none). Each field may be given as a file writes it (see :class:`Player`): a player as a
    mapping of his keys (a number of chips in hand then means what ``rules.chips`` says), the rules as a mapping
    of theirs. The constructor refuses, every problem at once, a field that is not one, a pot or a chip not above
    0, a board holding a card twice, no player (or more than 64), two players of one name, a dealer who is not a
    player.

    ``boards`` (instead of ``board``): two or more boards the pots are played on, each written out in full;
    ``runs``: on how many of them (the first) each pot is played, main pot first (docs/rules.md: "Several boards
    and runs"; how the boards share a pot is ``rules.boards_split``, which a mapping of a file's keys gives at
    its top, ``boards-split``). ``rake``: how the house rakes the hand (:class:`~potsplit.engine.rake.RakeSchedule`,
    a mapping of its keys or text such as ``"5% cap 3"``); ``preflop``: the hand ended before the flop (a hand
    history's), which ``no-flop-no-drop`` does not rake.
    """

    players: tuple[Player, ...]
    board: tuple[Card, ...] = ()
    game: Game | None = None
    pot: Fraction | None = None
    chip: Fraction | None = None
    dealer: str | None = None
    rules: Rules = DEFAULT_RULES
    wild: tuple[Rank | Card, ...] = ()
    jokers: int | None = None
    boards: tuple[tuple[Card, ...], ...] = ()
    runs: tuple[int, ...] = ()
    rake: RakeSchedule | None = None
    preflop: bool = False

    def __init__(
        self, players: Iterable[Player | MappingGiven], board: CardsGiven = (), game: Game | str | None = None,
        pot: AmountGiven | None = None, chip: AmountGiven | None = None, dealer: str | None = None,
        rules: Rules | MappingGiven | None = DEFAULT_RULES, wild: WildGiven = (), jokers: int | str | None = None,
        boards: Iterable[CardsGiven] = (), runs: Iterable[int | str] = (),
        rake: RakeSchedule | MappingGiven | str | None = None, preflop: bool = False,
    ) -> None:
        """Each field read from its plain value (see :mod:`potsplit.engine.accepted`), every problem raised at
        once."""
        given = {
            "players": players, "board": board, "game": game, "pot": pot, "chip": chip, "dealer": dealer,
            "rules": rules, "wild": wild, "jokers": jokers, "boards": boards, "runs": runs, "rake": rake,
            "preflop": preflop,
        }
        reading = _Reading()
        try:
            values = _showdown_values(plain(given), reading)
        except InvalidShowdown:
            raise
        except Exception as error:  # the players' own iteration or comparison raising (see fields.not_read)
            reading.failed(not_read(error), ("players",))
            values = None
        if reading.found or values is None:
            raise in_python("Showdown", reading.found)
        self.__dict__.update(values)

    @functools.cached_property
    def in_hand(self) -> tuple[Player, ...]:
        """The players who have not folded (worked out once: a showdown does not change)."""
        return tuple([player for player in self.players if not player.folded])


_SHOWDOWN_DEFAULTS: Mapping[str, Any] = {
    "board": (), "game": None, "pot": None, "chip": None, "dealer": None, "rules": DEFAULT_RULES, "wild": (),
    "jokers": None, "boards": (), "runs": (), "rake": None, "preflop": False,
}


def _showdown_values(given: Mapping[str, Any], reading: _Reading) -> dict[str, Any] | None:
    """The fields of a showdown, from *given* (its fields, or a mapping of its keys as a file writes them), each
    read once (a field that is not one left at its default, its problem kept in *reading*, in the order of the
    fields); then what they tell together: two players of one name, a dealer who is not a player. ``None`` when
    the players cannot be made."""
    values = dict(_SHOWDOWN_DEFAULTS)
    rules = given.get("rules")
    ruled: list[InvalidShowdown] = []
    if rules is not None and type(rules) is not Rules:
        rules = rules_of(rules, ruled)  # read first: the players' chips in hand mean what they say
        if ruled:
            reading.skip.add("rules")
    values["rules"] = rules or DEFAULT_RULES
    players = _players(given.get("players"), values["rules"].chips, reading)
    values["players"] = players
    for key, convert, *more in (
        ("board", cards_of, None), ("game", game_given), ("pot", amount_of, "pot"), ("chip", amount_of, "chip"),
        ("dealer", dealer_of),
    ):
        value = given.get(key)
        if value is not None:
            read = reading.read(convert, value, (), key, *more)
            if read is not None:
                values[key] = read
    reading.found += ruled
    if given.get("wild") is not None:
        values["wild"] = reading.read(wild_of, given["wild"], (), "wild") or ()
    if given.get("jokers") is not None:
        values["jokers"] = reading.read(_jokers, given["jokers"], (), "jokers")
    several: tuple[tuple[str, Callable[[object], object], object], ...] = (
        ("boards", boards_given, ()), ("runs", runs_given, ()), ("rake", rake_given, None),
        ("preflop", preflop_of, False),
    )
    for key, read_as, default in several:
        value = given.get(key)
        if value is not None and value != default:
            read = reading.read(read_as, value, (), key)
            values[key] = default if read is None else read
    split = given.get("boards-split")  # a file's, at its top beside the boards: a rule
    if split is not None:
        read = reading.read(_boards_split, split, (), "boards-split")
        if read is not None:
            values["rules"] = replace(values["rules"], boards_split=read)
    if players is None:
        return None
    if "players" not in reading.skip:
        _check_names(players, values["dealer"], reading)
    return values


def _players(value: object, chips: tuple[Declaration, ...], reading: _Reading) -> tuple[Player, ...] | None:
    """The players *value* gives (each a :class:`Player` or a mapping of his keys), at most :data:`MAX_PLAYERS`;
    ``None`` when one of them cannot be made."""
    if type(value) is tuple and value and all(type(player) is Player for player in value):
        return value
    if value is None or (isinstance(value, list | tuple) and not value):
        if "players" not in reading.unread:  # else meant, but not read: a key misspelled, a player given twice
            reading.failed(InvalidShowdown(Said(
                "a showdown needs players: a list of players ({keys})", keys=", ".join(PLAYER_KEYS)
            )), ("players",))
        return None
    if isinstance(value, str | Mapping) or not isinstance(value, Iterable):
        reading.failed(InvalidShowdown(Said(
            "players must be a list of players ({keys}), not {kind}", keys=", ".join(PLAYER_KEYS), kind=kind(value)
        )), ("players",))
        return None
    items = list(value)
    if len(items) > MAX_PLAYERS:
        reading.failed(InvalidShowdown(too_many_players(len(items))), ("players",))
        return None
    players: list[Player] = []
    for index, item in enumerate(items):
        if type(item) is Player:
            players.append(item)
        elif type(item) is dict or isinstance(item, Mapping):
            values = _player_values(item, chips, reading, ("players", index), index + 1)
            if values is not None:
                players.append(_made(Player, values))
        else:
            reading.failed(InvalidShowdown(Said(
                "{what} must be a mapping of keys ({keys}), not {kind}", what=Said("player {number}", number=index + 1),
                keys=", ".join(PLAYER_KEYS), kind=kind(item),
            )), ("players", index))
    return tuple(players) if len(players) == len(items) else None


def _check_names(players: tuple[Player, ...], dealer: str | None, reading: _Reading) -> None:
    """Two players of one name, and a dealer who is not a player, kept in *reading* (their values read)."""
    seen: set[str] = set()
    for index, player in enumerate(players):
        if player.name in seen:
            reading.found.append(InvalidShowdown(
                Said("two players are named {name}", name=repr(shortened(player.name))), path=("players", index, "name")
            ))
        seen.add(player.name)
    if dealer is not None and dealer not in seen:
        reading.found.append(InvalidShowdown(Said(
            "the dealer {name} is not one of the players", name=repr(shortened(dealer))
        ), path=("dealer",)))


def _boards_split(value: object) -> BoardsSplit:
    """``boards-split`` at the top of a file (see :data:`~potsplit.engine.rules.RULES`)."""
    if nested(value):
        raise not_text("boards-split", value)
    found: BoardsSplit = RULES["boards-split"].parse(value)
    return found


def _jokers(value: object) -> int:
    if nested(value):
        raise not_text("jokers", value)
    return jokers_count(value)


def gathered(
    values: Mapping[str, Any], unread: Iterable[str] = ()
) -> tuple[Showdown | None, list[InvalidShowdown], frozenset[str]]:
    """The showdown *values* give (a mapping of its keys as a file writes them, a player's and the rules' as
    mappings too), read as :class:`Showdown` reads its fields, without raising: the showdown, each field that
    is not one left at its default (``None`` when a player cannot be made); every problem found, each with its
    path; and the kinds of check (:data:`CHECK_KINDS`) that a value not read would mislead, or one of the keys
    *unread* (meant, but not read by a reader: a key misspelled, ``players`` when a player is given twice). What
    the players tell together (two players of one name, a dealer who is not a player) is not looked for when a
    value they read is missing.

    >>> showdown, found, skip = gathered({"players": [{"name": "Al", "cards": "As Ks", "bet": "x"}], "pot": 0})
    >>> for error in found:
    ...     print(error.path, error)
    ('players', 0, 'bet') Al's bet must be an amount (40, 12.50 or "3/4"), not 'x'
    ('pot',) the pot must be a positive amount, not 0
    >>> showdown.players[0].bet, sorted(skip)
    (None, ['chips', 'money'])
    """
    reading = _Reading(unread)
    made = _showdown_values(values, reading)
    return (None if made is None else _made(Showdown, made)), reading.found, frozenset(reading.skip)


def boards_of(showdown: Showdown) -> tuple[tuple[Card, ...], ...]:
    """The boards the pots are played on: ``boards``, else the one ``board`` (perhaps none)."""
    return showdown.boards or (showdown.board,)


def game_of(showdown: Showdown) -> Game:
    """The game: as given, else inferred from the hands still in (those known) and the (first) board."""
    board = showdown.board or (showdown.boards[0] if showdown.boards else ())
    if showdown.game is not None:
        return showdown.game
    declared = any(player.declare is not None for player in showdown.in_hand)
    return infer_game([player.cards for player in showdown.in_hand if player.cards], board, declared)


def method_of(showdown: Showdown, game: Game | None = None) -> Method:
    """The method: as given, else the named game's (badugi's, too, when the cards say it is badugi), else
    ``declare`` when any player still in declared, else ``high``. *game*, when already worked out, is the game."""
    if showdown.rules.method is not None:
        return showdown.rules.method
    told = game or showdown.game or game_told(showdown)
    named = GAME_RULES.get(told) if told is not None else None
    if named is not None:
        return named.method
    return Method.DECLARE if any(player.declare is not None for player in showdown.in_hand) else Method.HIGH


def game_told(showdown: Showdown) -> Game | None:
    """The game the cards tell, if they tell one (the checks report it when they do not)."""
    try:
        return game_of(showdown)
    except InvalidShowdown:
        return None


def bets_total(players: Sequence[Player]) -> Fraction | None:
    """What the players put in, all told, their bets and antes; ``None`` when no bets are given."""
    bets = [player.bet for player in players if player.bet is not None]
    if not bets:
        return None
    bets += [player.ante for player in players if player.ante is not None]
    if all(bet.denominator == 1 for bet in bets):  # whole bets summed as ints: resolving took 5-8% longer without
        return Fraction(sum(bet.numerator for bet in bets))
    return sum(bets, Fraction(0))


def pot_of(showdown: Showdown) -> Fraction:
    """The pot: as given, else the sum of the bets and antes, else 1 (payouts then read as shares of the pot)."""
    if showdown.pot is not None:
        return showdown.pot
    total = bets_total(showdown.players)
    return Fraction(1) if total is None else total


class EffectiveRules:
    """:class:`Rules` with every default filled in for one showdown (``low`` ``None``: the game has no low hand);
    ``book`` alone stays ``None`` when none is given (the rules it sets are filled in, and the reasons then name no
    book).

    Beside the rules, what the game says of its halves: what they are called (``halves``: high and low, or a split
    game's own names), whether the game is one of the split games with two kinds of hand (``two_kinds``), the
    first half's qualifier (``high_qualifier``, Archie's pair of nines; ``None`` under ``method: high``, as a
    low's qualifier is under ``low``), and the rulebook's rule that gives the first half the odd chip
    (``source``).

    A plain class, not a dataclass as :class:`Rules` is: making a frozen dataclass takes 1.6 ms at start-up,
    and this and :class:`EffectiveShowdown` were 3 ms of a 110 ms run of ``potsplit resolve``.
    """

    __slots__ = (
        "boards_split", "book", "chips", "forfeit", "halves", "high_qualifier", "joker", "low", "method",
        "natural_beats_wild", "no_winner", "odd_chip", "odd_chip_cards", "odd_chip_half", "odd_chip_low", "qualifier",
        "source", "swing_ties", "two_kinds",
    )

    def __init__(
        self, *, method: Method, low: HandKind | None, qualifier: int | None, swing_ties: SwingTies, forfeit: Forfeit,
        no_winner: NoWinner, odd_chip: OddChip, odd_chip_cards: OddChipCards, odd_chip_low: OddChipLow,
        book: Book | None, chips: tuple[Declaration, Declaration, Declaration], joker: Joker, natural_beats_wild: bool,
        odd_chip_half: OddChipHalf = OddChipHalf.FIRST, halves: tuple[HalfName, ...] = PLAIN_HALVES,
        two_kinds: bool = False, high_qualifier: int | None = None, source: str | None = None,
        boards_split: BoardsSplit = BoardsSplit.EACH,
    ) -> None:
        self.method, self.low, self.qualifier = method, low, qualifier
        self.swing_ties, self.forfeit, self.no_winner = swing_ties, forfeit, no_winner
        self.odd_chip, self.odd_chip_cards, self.odd_chip_low = odd_chip, odd_chip_cards, odd_chip_low
        self.book, self.chips = book, chips
        self.joker, self.natural_beats_wild = joker, natural_beats_wild
        self.odd_chip_half, self.halves, self.two_kinds = odd_chip_half, halves, two_kinds
        self.high_qualifier, self.source = high_qualifier, source
        self.boards_split = boards_split

    @property
    def named_halves(self) -> bool:
        """Whether the halves have names of their own (badugi, razz...), not high and low: the steps and the
        tables then name them so."""
        return named_halves(self.halves)

    def __repr__(self) -> str:
        return _repr(self)


class EffectiveShowdown:
    """A checked :class:`Showdown` with every default filled in (see :func:`effective`).

    ``sized`` says whether the pot has a size (given, or the bets' sum); when it does not, the pot is 1
    and payouts read as shares of it. ``given`` is the showdown as given, before its defaults were filled in.
    ``wild`` and ``jokers`` are as given (jokers: 0 by default); ``play`` is what plays wild, ``None`` when no
    card in play is wild (see :func:`wild_play`).

    ``boards`` are the boards the pots are played on (one, the ``board``, unless several are given; it is empty
    in a game without a board), ``board`` the first of them; ``runs`` on how many boards each pot is played,
    main pot first (every pot not listed on all of them); ``rake`` the house's schedule (``None``: no rake),
    ``preflop`` whether the hand ended before the flop.
    """

    __slots__ = (
        "board", "boards", "chip", "dealer", "game", "given", "in_hand", "jokers", "play", "players", "pot",
        "preflop", "rake", "rules", "runs", "sized", "wild",
    )

    def __init__(
        self, *, players: tuple[Player, ...], in_hand: tuple[Player, ...], board: tuple[Card, ...], game: Game,
        pot: Fraction, sized: bool, chip: Fraction | None, dealer: str, rules: EffectiveRules, given: Showdown,
        wild: tuple[Rank | Card, ...], jokers: int, play: WildPlay | None,
        boards: tuple[tuple[Card, ...], ...] | None = None, runs: tuple[int, ...] = (),
        rake: RakeSchedule | None = None, preflop: bool = False,
    ) -> None:
        self.players, self.in_hand, self.board, self.game = players, in_hand, board, game
        self.pot, self.sized, self.chip, self.dealer = pot, sized, chip, dealer
        self.rules, self.given = rules, given
        self.wild, self.jokers, self.play = wild, jokers, play
        self.boards = (board,) if boards is None else boards
        self.runs, self.rake, self.preflop = runs, rake, preflop

    def runs_of(self, pot: int) -> int:
        """On how many boards the pot numbered *pot* (0: the main pot) is played."""
        return self.runs[pot] if pot < len(self.runs) else len(self.boards)

    def __repr__(self) -> str:
        return _repr(self)


def _repr(record: EffectiveRules | EffectiveShowdown) -> str:
    fields = ", ".join(f"{name}={getattr(record, name)!r}" for name in record.__slots__)
    return f"{type(record).__name__}({fields})"


def default_odd_chip(game: Game) -> OddChip:
    """``odd-chip`` left out: ``suit`` in the games dealt as stud (stud, razz, stud8), ``seat`` in the other
    games (those with a button)."""
    return OddChip.SUIT if game.cards_as is Game.STUD else OddChip.SEAT


def effective(showdown: Showdown, game: Game | None = None) -> EffectiveShowdown:
    """*showdown* with every default filled in.

    - ``game``: inferred from the hands still in and the board (unless *game*, already worked out, is given).
    - ``method``, ``low``, ``qualifier``: the named game's (:data:`~potsplit.engine.rules.GAME_RULES`), else
      ``declare`` when any player still in declared, else ``high``; ``ace-to-five``; none. A game's qualifier
      is for its split pots: under ``method: low`` it does not apply.
    - ``odd-chip``: ``suit`` in the games dealt as stud, ``seat`` in the others (as both rulebooks have it).
    - ``odd-chip-cards``, ``odd-chip-low``: the book's value, else Robert's Rules' (``all``, ``lowest``).
    - ``odd-chip-half``: the named game's (``position`` in the drawmaha games), else ``first``.
    - ``pot``: the sum of the bets, or 1.
    - ``dealer``: the last player listed.
    - ``jokers``: the named game's (one in California lowball), else none.
    """
    game, rules, jokers = game or game_of(showdown), showdown.rules, jokers_of(showdown)
    method, named = method_of(showdown, game), GAME_RULES.get(game)
    filled = EffectiveRules(
        method=method,
        low=(rules.low or named.low) if named is not None else (rules.low or HandKind.ACE_TO_FIVE),
        qualifier=_qualifier(rules, method, named),
        swing_ties=rules.swing_ties,
        forfeit=rules.forfeit,
        no_winner=rules.no_winner,
        odd_chip=rules.odd_chip or default_odd_chip(game),
        odd_chip_cards=rules.odd_chip_cards or book_setting(rules.book, "odd_chip_cards"),
        odd_chip_low=rules.odd_chip_low or book_setting(rules.book, "odd_chip_low"),
        book=rules.book,
        chips=rules.chips,
        joker=rules.joker,
        natural_beats_wild=rules.natural_beats_wild,
        odd_chip_half=rules.odd_chip_half or (OddChipHalf.FIRST if named is None else named.odd_chip_half),
        halves=PLAIN_HALVES if named is None or named.halves is None else named.halves,
        two_kinds=named is not None and named.halves is not None,
        high_qualifier=None if named is None or method is Method.HIGH else named.high_qualifier,
        source=None if named is None else named.source,
        boards_split=rules.boards_split,
    )
    sized = showdown.pot is not None or any(player.bet is not None for player in showdown.players)
    boards = showdown.boards or (showdown.board,)
    return EffectiveShowdown(
        players=showdown.players,
        in_hand=showdown.in_hand,
        board=boards[0],
        boards=boards,
        runs=showdown.runs,
        rake=showdown.rake,
        preflop=showdown.preflop,
        game=game,
        pot=pot_of(showdown),
        sized=sized,
        chip=showdown.chip,
        dealer=showdown.dealer or showdown.players[-1].name,
        rules=filled,
        given=showdown,
        wild=showdown.wild,
        jokers=jokers,
        play=None if not showdown.wild and not jokers else wild_play(showdown),
    )


def _qualifier(rules: Rules, method: Method, named: GameRules | None) -> int | None:
    if rules.qualifier is NO_QUALIFIER:
        return None
    if rules.qualifier is not None:
        return rules.qualifier
    return None if named is None or method is Method.LOW else named.qualifier


def with_rules(showdown: EffectiveShowdown, **changes: Any) -> Showdown:
    """The showdown as given, with the rules *changes* made (for ``compare``): to be resolved again.

    The changes are effective values: a qualifier of ``None`` is none, whatever the game's default.
    """
    if "qualifier" in changes and changes["qualifier"] is None:
        changes["qualifier"] = NO_QUALIFIER
    return replace(showdown.given, rules=replace(showdown.given.rules, **changes))


def seat_order(players: Sequence[Player], dealer: str) -> list[str]:
    """Names clockwise from the first player to the dealer's left.

    >>> seat_order([Player("A"), Player("B"), Player("C")], "B")
    ['C', 'A', 'B']
    """
    names = [player.name for player in players]
    start = names.index(dealer) + 1
    return names[start:] + names[:start]


# --------------------
# What plays wild in a showdown (docs/rules.md: "Named games", "Wild cards and jokers"): how many jokers its deck
# holds, and which of the
# cards in play are wild.

MOST_JOKERS = 2
"""The most jokers a deck holds."""


def jokers_count(value: object) -> int:
    """How many jokers the deck holds: a whole number 0 to :data:`MOST_JOKERS` (or its digits).

    >>> jokers_count("2")
    2
    >>> jokers_count(3)
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: jokers is how many jokers the deck holds, 0 to 2, not 3
    """
    number = value.strip() if isinstance(value, str) else value
    if isinstance(number, str) and number.isascii() and number.isdigit() and len(number) == 1:
        number = int(number)
    if isinstance(number, int) and not isinstance(number, bool) and 0 <= number <= MOST_JOKERS:
        return number
    shown = text_of_value(value) if isinstance(value, int) and not isinstance(value, bool) else quoted(value)
    raise InvalidShowdown(Said(
        "jokers is how many jokers the deck holds, 0 to {most}, not {value}", most=MOST_JOKERS, value=shown
    ))


def jokers_of(showdown: Showdown) -> int:
    """How many jokers the deck holds: as given, else the named game's (California lowball's one), else none."""
    if showdown.jokers is not None:
        return showdown.jokers
    named = GAME_RULES.get(showdown.game) if showdown.game is not None else None
    return 0 if named is None else named.jokers


def wild_play(showdown: Showdown) -> WildPlay | None:
    """What plays wild among the cards of the players still in and the board, or ``None`` when nothing does:
    then the showdown is evaluated as one without wild cards, as it is."""
    from potsplit.hands.wild import WildPlay, wild_codes  # only when a card may be wild

    codes = wild_codes(showdown.wild) if showdown.wild else frozenset()
    play = WildPlay(codes, showdown.rules.joker is Joker.WILD, showdown.rules.natural_beats_wild)
    cards = [card for player in showdown.in_hand for card in player.cards]
    return play if play.holds_wild([*cards, *(card for board in boards_of(showdown) for card in board)]) else None
