"""The fields of a showdown as given: each one's plain value converted and checked once, its problems worded once.

A field may be given as its type (cards, a :class:`~fractions.Fraction`) or as plain text, as a file or a
command-line option writes it (``"As Ks"``, ``"12.50"``). Every reader hands its values to the model's
constructors (:mod:`potsplit.engine.model`), which read them here: so a problem is worded the same whether it
comes from a file, an option or Python, and only where it is told differs (``FILE:LINE:COL``, ``--player 2
(Carol)``, ``Player.bet``). A converter raises :class:`~potsplit.errors.InvalidShowdown` with the path of the
part at fault below its field (the index of a card), or none.

A field that takes text may be given a list or a mapping: a file's reader hands one over empty, for its kind
alone (an alias may repeat its content without end), and a Python caller may pass one by mistake; the message
names its kind either way.

>>> cards_of("As, kd", "Al"), amount_of("12.50", "bet", "Al")
((Card('As'), Card('Kd')), Fraction(25, 2))
>>> amount_of(["12"], "bet", "Al")
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: Al's bet must be text, not a list
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from potsplit.engine.amounts import TOO_LONG, amount
from potsplit.errors import CONTROL, SPOOFING, InvalidShowdown, Location, quoted, several, shortened
from potsplit.hands.cards import DECK, JOKER_CODE, Card, card_words, parse_card
from potsplit.hands.games import Game, game_named
from potsplit.said import Said

if TYPE_CHECKING:
    from potsplit.engine.rake import RakeSchedule
    from potsplit.hands.cards import Rank

Owner = str | int | None
"""Whose field a value is: a player's, by his name (or, when it cannot be read, his number from 1); ``None``,
the showdown's own."""

MAX_PLAYERS = 64
"""The most players a showdown may have (a card room's biggest table seats ten)."""
MAX_NAME = 64
"""The longest player name, in characters."""


def nested(value: object) -> bool:
    """Whether *value* is a list or a mapping: what a field that takes text cannot hold."""
    return type(value) is not str and isinstance(value, list | tuple | Mapping)


def kind(value: object) -> str:
    """How a message names a value of the wrong kind: a list, a mapping, or the value itself, quoted.

    >>> kind([1, 2]), kind({}), kind("x")
    ('a list', 'a mapping', "'x'")
    """
    if isinstance(value, Mapping):
        return Said("a mapping")
    if isinstance(value, list | tuple):
        return Said("a list")
    return quoted(value)


def not_text(what: str, value: object) -> InvalidShowdown:
    """The error of a field (named *what*) that takes text but was given *value*."""
    return InvalidShowdown(Said("{what} must be text, not {kind}", what=what, kind=kind(value)))


def whose(owner: Owner) -> str:
    """How a message names the player *owner* (see :data:`Owner`): his name, cut short; or ``player 2``."""
    if isinstance(owner, int):
        return Said("player {number}", number=owner)
    return shortened(owner or "")


def too_many_players(count: int) -> Said:
    return Said("a showdown has at most {most} players, not {count:,}", most=MAX_PLAYERS, count=count)


def check_name(name: object) -> str:
    r"""*name* as a player's name: text, without the spaces around it, not empty, at most :data:`MAX_NAME`
    characters, no control character and no character that reorders or breaks text on a screen (see
    :data:`~potsplit.errors.SPOOFING`).

    >>> check_name(" Al ")
    'Al'
    >>> check_name("Al\x1b]0;x\x07")
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: a player's name must not hold a control character (U+001B): 'Al\x1b]0;x\x07'
    """
    if not isinstance(name, str):
        raise not_text(Said("a player's name"), name)
    stripped = name.strip()
    if stripped != name:  # as it is, else: a name may be said (rank_hands' "hand 1")
        name = stripped
    if not name:
        raise InvalidShowdown(Said("a player's name must not be empty"))
    if len(name) > MAX_NAME:
        raise InvalidShowdown(Said(
            "a player's name is at most {most} characters, not {count:,}: {name}",
            most=MAX_NAME, count=len(name), name=quoted(name),
        ))
    control = CONTROL.search(name)
    if control is not None:
        raise InvalidShowdown(Said(
            "a player's name must not hold a control character ({character}): {name}",
            character=f"U+{ord(control.group()):04X}", name=quoted(name),
        ))
    spoofing = SPOOFING.search(name)
    if spoofing is not None:
        raise InvalidShowdown(Said(
            "a player's name must not hold a character that reorders or breaks text on a screen ({character}): "
            "{name}",
            character=f"U+{ord(spoofing.group()):04X}", name=quoted(name),
        ))
    return name


def _cards_words(owner: Owner, board: int | None = None) -> str:
    """How a message names cards: ``Al's cards``, ``the board``, or the *board*-th of several (``board 2``)."""
    if board is not None:
        return Said("board {number}", number=board)
    return Said("the board") if owner is None else Said("{name}'s cards", name=whose(owner))


def _items(value: str | Iterable[object]) -> list[object]:
    """The items of a list, or the words of a string (split on spaces and commas): at most one more than a deck
    holds, a longer string not split further (10 MB of cards would take seconds to read)."""
    return list(card_words(value, len(DECK)) if isinstance(value, str) else value)


def _more_than_a_deck(what: str) -> InvalidShowdown:
    return InvalidShowdown(Said("{what}: more than the {count} cards of a deck", what=what, count=len(DECK)))


def cards_of(value: object, owner: Owner, board: int | None = None) -> tuple[Card, ...]:
    """*value* as the cards of *owner* (``None``: the board, or the *board*-th board of several): a string split
    on spaces and commas, or a list of cards; none dealt twice but the joker (a deck may hold two: how many is
    the showdown's to say).

    >>> cards_of(["Kd", "Ks", "Kd"], "Al")
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: card Kd is dealt twice
    """
    if type(value) is tuple and all(type(card) is Card for card in value):
        cards: tuple[Card, ...] = value
    else:
        if type(value) is not str and (isinstance(value, Mapping) or not isinstance(value, Iterable)):
            raise InvalidShowdown(Said(
                "{what} must be text or a list of cards, not {kind}", what=_cards_words(owner, board),
                kind=kind(value),
            ))
        items = _items(value)
        if len(items) > len(DECK):
            raise _more_than_a_deck(_cards_words(owner, board))
        try:
            cards = tuple([parse_card(item) for item in items])  # type: ignore[arg-type]  # else said below
        except InvalidShowdown:
            cards = _each_card(items, owner, board)
    if len(cards) > 1 and len({card.code for card in cards}) < len(cards):
        seen: set[int] = set()
        for card in cards:
            if card.code in seen and card.code != JOKER_CODE:  # the jokers are counted against the deck's
                raise InvalidShowdown(Said("card {card} is dealt twice", card=str(card)))
            seen.add(card.code)
    return cards


def _each_card(items: Sequence[object], owner: Owner, board: int | None = None) -> tuple[Card, ...]:
    """The cards *items* name, one by one: an error at the first that is not one, with its index."""
    read = []
    for index, item in enumerate(items):
        if nested(item):
            raise InvalidShowdown(not_text(Said("a card"), item).message, path=(index,))
        try:
            read.append(parse_card(item))  # type: ignore[arg-type]  # a card that is not text says so
        except InvalidShowdown as error:
            said = Said("{what}: {message}", what=_cards_words(owner, board), message=error.message)
            raise InvalidShowdown(said, path=(index,)) from None
    return tuple(read)


def _amount_words(key: str, owner: Owner) -> str:
    """How a message names the amount *key* of *owner*: ``Al's bet``, ``the pot``."""
    if key == "bet":
        return Said("{name}'s bet", name=whose(owner))
    if key == "ante":
        return Said("{name}'s ante", name=whose(owner))
    if key == "expect":
        return Said("{name}'s expected payout", name=whose(owner))
    return Said("the pot") if key == "pot" else Said("the chip")


def amount_of(value: object, key: str, owner: Owner = None) -> Fraction:
    """*value* as the amount *key* of *owner* (see :func:`~potsplit.engine.amounts.amount`): a player's ``bet``,
    ``ante`` or ``expect``, never negative; the showdown's ``pot`` or ``chip``, above 0."""
    if type(value) is Fraction and abs(value.numerator) < TOO_LONG and value.denominator < TOO_LONG:
        exact = value
    else:
        if nested(value):  # a Python caller's, or a file's (read empty)
            raise not_text(_amount_words(key, owner), value)
        try:
            exact = amount(value)
        except InvalidShowdown as error:
            raise InvalidShowdown(Said("{what} {message}", what=_amount_words(key, owner), message=error.message)) \
                from None
    if owner is None:
        if exact.numerator <= 0:
            if key == "pot":
                raise InvalidShowdown(Said("the pot must be a positive amount, not {pot}", pot=str(exact)))
            raise InvalidShowdown(Said("the chip must be a positive amount, not {chip}", chip=str(exact)))
    elif exact.numerator < 0:
        what = Said("a bet") if key == "bet" else Said("an ante") if key == "ante" else Said("an expected payout")
        raise InvalidShowdown(Said("{what} cannot be negative: {value}", what=what, value=str(exact)))
    return exact


def folded_of(value: object) -> bool:
    """Whether a player folded: ``True`` or ``False``."""
    if type(value) is bool:
        return value
    raise InvalidShowdown(Said("{what} must be true or false, not {kind}", what="folded", kind=kind(value)))


def game_given(value: object) -> Game:
    """The game named by *value* (see :func:`~potsplit.hands.games.game_named`)."""
    if type(value) is Game:
        return value
    if nested(value):
        raise not_text(Said("game"), value)
    return game_named(value)


def dealer_of(value: object) -> str:
    """The dealer's name, without the spaces around it (that he is a player is the showdown's to check)."""
    if not isinstance(value, str):
        raise not_text(Said("the dealer"), value)
    return value.strip()


def wild_of(value: object) -> tuple[Rank | Card, ...]:
    """The wild cards *value* names: a list or a string of ranks, cards and names (see
    :func:`~potsplit.hands.wild.wild_cards`), each once, in the order named; an error at the item at fault."""
    if value is None or (isinstance(value, str | list | tuple) and not value):
        return ()
    from potsplit.hands.wild import wild_cards  # only when a card is wild

    if isinstance(value, Mapping):
        raise not_text("wild", value)
    items = _items(value) if isinstance(value, str | Iterable) else [value]
    if len(items) > len(DECK):
        raise _more_than_a_deck("wild")
    found: list[Rank | Card] = []
    for index, item in enumerate(items):
        if nested(item):
            raise InvalidShowdown(not_text(Said("a card"), item).message, path=(index,))
        try:
            named = wild_cards(item)
        except InvalidShowdown as error:
            said = error.message
            told = isinstance(said, Said) and said.message == "{what}: {message}" and said.arguments["what"] == "wild"
            if not told:
                said = Said("{what}: {message}", what="wild", message=said)  # unless it says so ("wild: unknown card")
            raise InvalidShowdown(said, path=(index,)) from None
        found += [one for one in named if one not in found]
    return tuple(found)


MAX_BOARDS = 10
"""The most boards a showdown may be played on (a room runs a pot out three times at most)."""


def boards_given(value: object) -> tuple[tuple[Card, ...], ...]:
    """``boards``: a list of boards, each a string or a list of cards as ``board`` is, at most
    :data:`MAX_BOARDS`; an error at the board (and the card) at fault.

    >>> boards_given(["As Kd 7h", ["2c", "3c", "4c"]])[1]
    (Card('2c'), Card('3c'), Card('4c'))
    """
    if type(value) is tuple and all(type(board) is tuple and all(type(card) is Card for card in board)
                                    for board in value):
        return value
    if isinstance(value, str | Mapping) or not isinstance(value, Iterable):
        raise InvalidShowdown(Said(
            "boards must be a list of boards, each written as board is, not {kind}", kind=kind(value)
        ))
    items = list(value)
    if len(items) > MAX_BOARDS:
        raise InvalidShowdown(Said(
            "boards: a pot is played on at most {most} boards, not {count:,}", most=MAX_BOARDS, count=len(items)
        ))
    boards = []
    for index, board in enumerate(items):
        try:
            boards.append(cards_of(board, None, index + 1))
        except InvalidShowdown as error:
            raise InvalidShowdown(error.message, path=(index, *error.path)) from None
    return tuple(boards)


def runs_given(value: object) -> tuple[int, ...]:
    """``runs``: on how many boards each pot is played, main pot first: a list of whole numbers from 1 (or their
    digits); an error at the number at fault.

    >>> runs_given(["2", 1])
    (2, 1)
    """
    if type(value) is tuple and all(type(number) is int and number >= 1 for number in value):
        return value
    if isinstance(value, str | Mapping) or not isinstance(value, Iterable):
        raise InvalidShowdown(Said(
            "runs must list on how many boards each pot is played, main pot first (such as [2, 1]), not {kind}",
            kind=kind(value),
        ))
    items = list(value)
    if len(items) > MAX_PLAYERS:  # a pot a level of the bets: never more than players
        raise InvalidShowdown(Said("runs: at most {most} pots, not {count:,}", most=MAX_PLAYERS, count=len(items)))
    runs = []
    for index, item in enumerate(items):
        number = item.strip() if isinstance(item, str) else item
        if isinstance(number, str) and number.isascii() and number.isdigit() and len(number) <= 2:
            number = int(number)
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise InvalidShowdown(Said("runs: a pot is played on 1 board or more, not {value}", value=kind(item)),
                                  path=(index,))
        runs.append(number)
    return tuple(runs)


def rake_given(value: object) -> RakeSchedule:
    """``rake``: a schedule, a mapping of its keys as a file writes them, or the command line's text (see
    :class:`~potsplit.engine.rake.RakeSchedule`); an error at the key at fault."""
    from potsplit.engine.rake import RakeSchedule

    return RakeSchedule.of(value)  # type: ignore[arg-type]  # what it cannot take it says


def preflop_of(value: object) -> bool:
    """Whether the hand ended before the flop: ``True`` or ``False``."""
    if type(value) is bool:
        return value
    raise InvalidShowdown(Said("{what} must be true or false, not {kind}", what="preflop", kind=kind(value)))


def python_name(owner: str | None, path: tuple[str | int, ...]) -> str:
    """The field at *path* as Python names it, on a constructor *owner*'s object: ``Showdown.players[1].bet``;
    ``rules.swing-ties`` for a rule (whose path names the rules).

    >>> python_name("Showdown", ("players", 1, "cards", 3)), python_name(None, ("rules", "swing-ties"))
    ('Showdown.players[1].cards', 'rules.swing-ties')
    """
    parts = [owner] if owner else []
    for previous, step in zip((None, *path), path, strict=False):
        if isinstance(step, int):
            if previous != "players":  # a card of a string of cards: the field names it
                break
            parts[-1] += f"[{step}]"
        else:
            parts.append(step)
    return ".".join(parts)


def plain(given: dict[str, Any]) -> dict[str, Any]:
    """A Python caller's fields *given*, each text of a subclass of ``str`` made plain text (its own ``__eq__``,
    ``__hash__`` or ``__str__`` is never asked): read as the text it holds."""
    for key, value in given.items():
        if isinstance(value, str) and type(value) is not str:
            given[key] = str.__str__(value)
    return given


def not_read(error: Exception) -> InvalidShowdown:
    """The error of a value that raised *error* (not an :class:`InvalidShowdown`) while it was read: its own
    ``__iter__``, ``__eq__``, ``__hash__``... raising, which no other exception than the API's may say."""
    return InvalidShowdown(Said("this value cannot be read: reading it raised {error}", error=type(error).__name__))


def in_python(owner: str | None, found: Sequence[InvalidShowdown]) -> InvalidShowdown:
    """Every problem *found* in the fields of a Python caller's *owner* (``Player``, ``Showdown``, ``None`` for
    ``Rules``), each told at the field it is in (see :func:`python_name`), in the order of the fields."""
    return several([
        InvalidShowdown(error.message, Location(python_name(owner, error.path)), error.path) for error in found
    ])
