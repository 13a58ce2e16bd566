"""A showdown as data: the players, their cards and declarations, the pot, the rules.

Everything here is typed and immutable, and checks what it is given: a value
may be the type itself or plain text as a file writes it, and a bad one raises
:class:`~potsplit.errors.InvalidShowdown` naming the field. Reading files is
elsewhere (:mod:`potsplit.read.showdowns`). The defaults are filled in by
:func:`effective`, and nowhere else, into an :class:`EffectiveShowdown`, whose
fields are never left to a default.

>>> bob = Player("Bob", "6h 5h 4h 3h 2h", "swing", bet="12.50")
>>> bob.cards[0], bob.declare, bob.bet
(Card('6h'), <Declaration.SWING: 'swing'>, Fraction(25, 2))
>>> Player("Al", "As Ks Qs Js Xs")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: Player.cards: unknown card 'Xs': a card is a rank ... ('X' is not a rank: ...)
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from potsplit.engine.amounts import amount
from potsplit.engine.rake import RakeSchedule
from potsplit.engine.rules import (
    GAME_RULES,
    NO_QUALIFIER,
    BoardsSplit,
    Book,
    Declaration,
    Forfeit,
    GameRules,
    Joker,
    Method,
    NoWinner,
    OddChip,
    OddChipCards,
    OddChipLow,
    Rules,
    SwingTies,
    book_setting,
    declaration,
)
from potsplit.errors import InvalidShowdown, quoted
from potsplit.hands.cards import Card, Rank, parse_cards
from potsplit.hands.games import Game, game_named, infer_game
from potsplit.hands.ranking import HandKind
from potsplit.said import Said

if TYPE_CHECKING:  # imported where a card may be wild, not at every start
    from potsplit.hands.wild import WildPlay


class Direction(enum.Enum):
    """One of the two halves of a split pot."""

    # Hashed by identity, in C (an Enum hashes its name, in Python): these key the evaluators' and the
    # declare steps' dicts, and resolving took 1 to 2.5% longer without (benchmarks/resolve.py, interleaved).
    __hash__ = object.__hash__

    HIGH = "high"
    LOW = "low"

    @property
    def other(self) -> Direction:
        """The other half."""
        return Direction.LOW if self is Direction.HIGH else Direction.HIGH


def _field_error(owner: str, name: str, error: InvalidShowdown, path: tuple[str | int, ...]) -> InvalidShowdown:
    return InvalidShowdown(f"{owner}.{name}: {error.message}", path=path)


def _cards(value: object, owner: str, name: str) -> tuple[Card, ...]:
    if type(value) is tuple and all(type(card) is Card for card in value):
        return value
    if not isinstance(value, str | Iterable):
        error = InvalidShowdown(f"cards must be text or a list of cards, not {quoted(value)}")
        raise _field_error(owner, name, error, (name,))
    try:
        return parse_cards(value)
    except InvalidShowdown as error:
        raise _field_error(owner, name, error, (name,)) from None


def _amount(value: object, owner: str, name: str) -> Fraction | None:
    if value is None or type(value) is Fraction:
        return value  # None or an exact amount
    try:
        return amount(value)
    except InvalidShowdown as error:
        raise _field_error(owner, name, error, (name,)) from None


def _text(value: object, owner: str, name: str) -> str:
    if not isinstance(value, str):
        raise InvalidShowdown(f"{owner}.{name}: must be text, not {quoted(value)}", path=(name,))
    return value


@dataclass(frozen=True)
class Player:
    """A player at the showdown, in seat order. A folded player's cards are optional.

    ``cards`` may be a string of cards or a list of them, ``declare`` a word or a number of chips in hand
    (under the default ``chips``), ``bet`` an amount (see :mod:`potsplit.engine.amounts`). ``ante`` is what he
    anted: dead money in the main pot, not part of his bet (docs/rules.md: "Side pots and antes"); ``expect`` the
    payout the table
    agreed on, which ``potsplit check`` compares with the ruling.
    """

    name: str
    cards: tuple[Card, ...] = ()
    declare: Declaration | None = None
    bet: Fraction | None = None
    folded: bool = False
    ante: Fraction | None = None
    expect: Fraction | None = None

    def __post_init__(self) -> None:
        _text(self.name, "Player", "name")
        object.__setattr__(self, "cards", _cards(self.cards, "Player", "cards"))
        if self.declare is not None and type(self.declare) is not Declaration:
            try:
                object.__setattr__(self, "declare", declaration(self.declare))
            except InvalidShowdown as error:
                raise _field_error("Player", "declare", error, ("declare",)) from None
        object.__setattr__(self, "bet", _amount(self.bet, "Player", "bet"))
        object.__setattr__(self, "ante", _amount(self.ante, "Player", "ante"))
        object.__setattr__(self, "expect", _amount(self.expect, "Player", "expect"))
        if type(self.folded) is not bool:
            raise InvalidShowdown(f"Player.folded: must be true or false, not {quoted(self.folded)}", path=("folded",))


def _players(value: object) -> tuple[Player, ...]:
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise InvalidShowdown(f"Showdown.players: must be a list of players, not {quoted(value)}", path=("players",))
    players = []
    for index, item in enumerate(value):
        try:
            if isinstance(item, Player):
                players.append(item)
            elif isinstance(item, Mapping):
                players.append(Player(**item))
            else:
                raise InvalidShowdown(f"must be a Player or a mapping of its fields, not {quoted(item)}")
        except TypeError as error:  # a mapping with a key that is not a field, or without a name
            raise InvalidShowdown(f"Showdown.players[{index}]: {error}", path=("players", index)) from None
        except InvalidShowdown as error:
            raise InvalidShowdown(
                f"Showdown.players[{index}]: {error.message.removeprefix('Player.')}",
                path=("players", index, *error.path),
            ) from None
    return tuple(players)


@dataclass(frozen=True)
class Showdown:
    """One showdown: players in seat order (clockwise), the board, the pot and the rules.

    ``pot`` ``None`` means the default: the sum of the bets, or 1 without bets
    (payouts then read as shares of the pot). ``dealer`` ``None`` means the
    last player listed. ``wild`` names the wild cards, by rank and by card (``"2 Js Jh"``, ``[2, "Js"]``: see
    :func:`~potsplit.hands.wild.wild_cards`); ``jokers`` is how many jokers the deck holds, 0 to 2 (``None``:
    the default, none). Each field may be given as a file writes it (see :class:`Player`).

    ``boards`` (instead of ``board``): two or more boards the pots are played on, each written out in full;
    ``runs``: on how many of them (the first) each pot is played, main pot first (docs/rules.md: "Several boards
    and runs"; how the boards share a pot is ``rules.boards_split``). ``rake``: how the house rakes the hand
    (:class:`~potsplit.engine.rake.RakeSchedule`, a mapping of its keys or text such as ``"5% cap 3"``);
    ``preflop``: the hand ended before the flop (a hand history's), which ``no-flop-no-drop`` does not rake.
    """

    players: tuple[Player, ...]
    board: tuple[Card, ...] = ()
    game: Game | None = None
    pot: Fraction | None = None
    chip: Fraction | None = None
    dealer: str | None = None
    rules: Rules = field(default_factory=Rules)
    wild: tuple[Rank | Card, ...] = ()
    jokers: int | None = None
    boards: tuple[tuple[Card, ...], ...] = ()
    runs: tuple[int, ...] = ()
    rake: RakeSchedule | None = None
    preflop: bool = False

    def __post_init__(self) -> None:
        if not (type(self.players) is tuple and all(type(player) is Player for player in self.players)):
            object.__setattr__(self, "players", _players(self.players))
        object.__setattr__(self, "board", _cards(self.board, "Showdown", "board"))
        if self.boards != ():
            object.__setattr__(self, "boards", _boards(self.boards))
        if self.runs != ():
            object.__setattr__(self, "runs", _runs(self.runs))
        if self.rake is not None and type(self.rake) is not RakeSchedule:
            try:
                object.__setattr__(self, "rake", RakeSchedule.of(self.rake))
            except InvalidShowdown as error:
                raise InvalidShowdown(f"Showdown.{error.message}", path=error.path or ("rake",)) from None
        if type(self.preflop) is not bool:
            raise InvalidShowdown(f"Showdown.preflop: must be true or false, not {quoted(self.preflop)}",
                                  path=("preflop",))
        if self.game is not None and type(self.game) is not Game:
            try:
                object.__setattr__(self, "game", game_named(self.game))
            except InvalidShowdown as error:
                raise _field_error("Showdown", "game", error, ("game",)) from None
        object.__setattr__(self, "pot", _amount(self.pot, "Showdown", "pot"))
        object.__setattr__(self, "chip", _amount(self.chip, "Showdown", "chip"))
        if self.dealer is not None:
            _text(self.dealer, "Showdown", "dealer")
        if type(self.rules) is not Rules:
            object.__setattr__(self, "rules", Rules.of(self.rules))
        if self.wild is None or (isinstance(self.wild, str | list) and not self.wild):
            object.__setattr__(self, "wild", ())
        elif self.wild != ():
            from potsplit.hands.wild import wild_cards  # only when a card is wild

            try:
                object.__setattr__(self, "wild", wild_cards(self.wild))
            except InvalidShowdown as error:
                raise _field_error("Showdown", "wild", error, ("wild",)) from None
        if self.jokers is not None:
            try:
                object.__setattr__(self, "jokers", jokers_count(self.jokers))
            except InvalidShowdown as error:
                raise _field_error("Showdown", "jokers", error, ("jokers",)) from None

    @functools.cached_property
    def in_hand(self) -> tuple[Player, ...]:
        """The players who have not folded (worked out once: a showdown does not change)."""
        return tuple([player for player in self.players if not player.folded])


def _boards(value: object) -> tuple[tuple[Card, ...], ...]:
    """``boards``: a list of boards, each text or a list of cards."""
    if value is None:
        return ()
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise InvalidShowdown(f"Showdown.boards: must be a list of boards, not {quoted(value)}", path=("boards",))
    boards = []
    for index, board in enumerate(value):
        try:
            boards.append(_cards(board, "Showdown", "boards"))
        except InvalidShowdown as error:
            message = error.message.removeprefix("Showdown.boards: ")
            raise InvalidShowdown(f"Showdown.boards[{index}]: {message}", path=("boards", index)) from None
    return tuple(boards)


def _runs(value: object) -> tuple[int, ...]:
    """``runs``: on how many boards each pot is played, each a whole number from 1."""
    if value is None:
        return ()
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise InvalidShowdown(
            f"Showdown.runs: must list on how many boards each pot is played (such as [2, 1]), not {quoted(value)}",
            path=("runs",),
        )
    runs = []
    for index, item in enumerate(value):
        number = item.strip() if isinstance(item, str) else item
        if isinstance(number, str) and number.isascii() and number.isdigit() and len(number) <= 2:
            number = int(number)
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise InvalidShowdown(
                f"Showdown.runs[{index}]: a pot is played on 1 board or more, not {quoted(item)}",
                path=("runs", index),
            )
        runs.append(number)
    return tuple(runs)


def boards_of(showdown: Showdown) -> tuple[tuple[Card, ...], ...]:
    """The boards the pots are played on: ``boards``, else the one ``board`` (perhaps none)."""
    return showdown.boards or (showdown.board,)


def game_of(showdown: Showdown) -> Game:
    """The game: as given, else inferred from the hands still in (those known) and the (first) board."""
    board = showdown.board or (showdown.boards[0] if showdown.boards else ())
    return showdown.game or infer_game([player.cards for player in showdown.in_hand if player.cards], board)


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

    A plain class, not a dataclass as :class:`Rules` is: making a frozen dataclass takes 1.6 ms at start-up,
    and this and :class:`EffectiveShowdown` were 3 ms of a 110 ms run of ``potsplit resolve``.
    """

    __slots__ = (
        "boards_split", "book", "chips", "forfeit", "joker", "low", "method", "natural_beats_wild", "no_winner",
        "odd_chip", "odd_chip_cards", "odd_chip_low", "qualifier", "swing_ties",
    )

    def __init__(
        self, *, method: Method, low: HandKind | None, qualifier: int | None, swing_ties: SwingTies, forfeit: Forfeit,
        no_winner: NoWinner, odd_chip: OddChip, odd_chip_cards: OddChipCards, odd_chip_low: OddChipLow,
        book: Book | None, chips: tuple[Declaration, Declaration, Declaration], joker: Joker, natural_beats_wild: bool,
        boards_split: BoardsSplit = BoardsSplit.EACH,
    ) -> None:
        self.method, self.low, self.qualifier = method, low, qualifier
        self.swing_ties, self.forfeit, self.no_winner = swing_ties, forfeit, no_winner
        self.odd_chip, self.odd_chip_cards, self.odd_chip_low = odd_chip, odd_chip_cards, odd_chip_low
        self.book, self.chips = book, chips
        self.joker, self.natural_beats_wild = joker, natural_beats_wild
        self.boards_split = boards_split

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
    shown = str(value) if isinstance(value, int) and not isinstance(value, bool) else quoted(value)
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
