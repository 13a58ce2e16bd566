"""The command line's part in a showdown: rules and fields given as options, and the errors they cause.

The options' values come as their types read them (a rule's member or number, a game, an amount, the wild
cards): they are set on each showdown as they are, never read again. An error that the options cause (a
``--chip`` that does not divide a file's pot, ``--qualifier 8`` with ``method: low``) names the option, not the
file: the file as written has no such problem (docs/rules.md: "Limits of input").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from enum import Enum
from typing import Any, TypeVar

from potsplit.engine.checks import problems, read_showdown
from potsplit.engine.declarations import DECLARATIONS_LISTED, declaration, nearest_declaration
from potsplit.engine.model import Player, Showdown
from potsplit.engine.resolve import resolve
from potsplit.engine.rules import RULES
from potsplit.errors import InvalidShowdown, Location, escaped, nearest, quoted, several, shortened
from potsplit.hands.cards import DECK, Card, card_words, parse_card, text_of
from potsplit.read.origins import COMMAND_LINE, Origin
from potsplit.run import PLAYER_SHAPE
from potsplit.run.results import Invalid, Resolved
from potsplit.said import Said

T = TypeVar("T")
_RULE_KEYS = {rule.field: key for key, rule in RULES.items()}
"""Each rule's key (and option), by its field of :class:`~potsplit.engine.rules.Rules`."""


class Overrides:
    """The rules and showdown fields given on the command line, applied to every showdown of the input.

    Each value is read once, by its option; the object is plain, so that other processes can be sent it.
    """

    def __init__(
        self, rules: dict[str, Any], fields: dict[str, Any], options: dict[str, str],
        rake: dict[str, Any] | None = None,
    ) -> None:
        self.rules = rules
        """Each rule given, by its field of :class:`~potsplit.engine.rules.Rules`, as read."""
        self.fields = fields
        """Each field of :class:`~potsplit.engine.model.Showdown` given (``game``, ``chip``, ``wild``, ``jokers``,
        ``runs``, ``rake``), as read."""
        self.options = options
        """Each option as errors name it (``--chip 7``), by its field."""
        self.rake = rake or {}
        """The changes to the rake schedule (``--rake``'s, or the file's), by its fields: ``unit``, ``jackpot``,
        ``no_flop_no_drop``."""

    @classmethod
    def given(cls, values: Mapping[str, Any]) -> Overrides | None:
        """The overrides of the options given: *values* by field (a rule's, or a showdown's), each as its option
        read it; ``None`` without any.

        >>> from fractions import Fraction
        >>> from potsplit.engine.rules import SwingTies
        >>> Overrides.given({"swing_ties": SwingTies.LOSE, "chip": Fraction(5, 2)}).options
        {'swing_ties': '--swing-ties lose', 'chip': '--chip 5/2'}
        """
        if not values:
            return None
        rules = {field: value for field, value in values.items() if field in _RULE_KEYS}
        changes = {_RAKE_CHANGES[field]: value for field, value in values.items() if field in _RAKE_CHANGES}
        fields = {
            field: value for field, value in values.items() if field not in _RULE_KEYS and field not in _RAKE_CHANGES
        }
        options = {field: _written(field, value) for field, value in values.items()}
        if changes:  # an error of the schedule they change names them all, the schedule's own option too
            options["rake"] = " ".join(option for field, option in options.items() if field in (*_RAKE_CHANGES,
                                                                                                  "rake"))
        return cls(rules, fields, options, changes)

    @property
    def fixed(self) -> tuple[str, ...]:
        """The keys of the rules given (``swing-ties``): the rules ``compare`` holds fixed rather than varies."""
        return tuple(rule_key(field) for field in self.rules)

    def __call__(self, showdown: Showdown) -> Showdown:
        """*showdown* with the options' rules and fields in place of its own, and its rake changed as they say
        (a change of the rake without a rake to change is an error naming the options)."""
        if not self.rules:  # the fields alone (--chip, --game): the rules need not be made again
            changed = replace(showdown, **self.fields)
        else:
            changed = replace(showdown, rules=replace(showdown.rules, **self.rules), **self.fields)
        if not self.rake:
            return changed
        if changed.rake is None:
            raise InvalidShowdown(Said(
                "this changes the rake, but there is none to change: give one with --rake (or in the file, rake:)"
            ), path=("rake",))
        return replace(changed, rake=replace(changed.rake, **self.rake))

    def blame(
        self, error: InvalidShowdown, showdown: Showdown, where: str,
        located: Callable[[InvalidShowdown], InvalidShowdown],
    ) -> InvalidShowdown:
        """*error*, found in *showdown* once the options were applied: each problem the options caused named by
        its option (and *where* the showdown is), each problem of the showdown's own *located* in its input.

        A problem in a part of the showdown an option sets (``("chip",)``, ``("rules", "qualifier")``) is that
        option's: the file's value is not played. A problem elsewhere (the pot, a player's bet or cards) is the
        options' only when the showdown as written does not have it: that is the one case the showdown is checked
        again, as written, once for all such problems.
        """
        own: set[tuple[str, tuple[str | int, ...]]] | None = None
        found = []
        for one in error.errors:
            option = _given_option(one.path, self.options)
            if option is None:
                if own is None:
                    own = {(str(problem.message), problem.path) for problem in problems(showdown)}
                if (str(one.message), one.path) in own:
                    found.append(located(one))
                    continue
                option = ", ".join(self.options.values())
            found.append(self._named(one, option, where))
        return several(found, error.hidden)

    @staticmethod
    def _named(error: InvalidShowdown, option: str, where: str) -> InvalidShowdown:
        return InvalidShowdown(Said("{message} (in {where})", message=error.message, where=where), Location(option),
                               error.path)


_RAKE_CHANGES = {"rake_unit": "unit", "jackpot": "jackpot", "no_flop_no_drop": "no_flop_no_drop"}
"""The options that change the rake schedule (by their fields), and the field of the schedule each changes."""


def _written(field: str, value: Any) -> str:
    """How an error names the option that gave *value* to *field*: ``--swing-ties lose``, ``--wild 2 --wild Jh``,
    ``--runs 2,1``, ``--rake "5% cap 3"``, ``--no-flop-no-drop``.

    >>> from potsplit.hands.games import Game
    >>> _written("game", Game.OMAHA8), _written("qualifier", 8), _written("jokers", 1), _written("runs", (2, 1))
    ('--game omaha8', '--qualifier 8', '--jokers 1', '--runs 2,1')
    """
    from potsplit.engine.rake import RakeSchedule

    option = field.replace("_", "-")
    if field in _RULE_KEYS:
        key = _RULE_KEYS[field]
        return f"--{key} {RULES[key].text(value)}"
    if value is True:
        return f"--{option}"
    if isinstance(value, RakeSchedule):
        return f'--{option} "{value.text()}"'
    if isinstance(value, tuple) and field == "runs":
        return f"--{option} {','.join(map(str, value))}"
    if isinstance(value, tuple):
        return " ".join(f"--{option} {text_of(one)}" for one in value)
    return f"--{option} {value.value if isinstance(value, Enum) else value}"


def _given_option(path: tuple[str | int, ...], options: dict[str, str]) -> str | None:
    """The option given (as errors name it, from *options* by field) that holds the part of a showdown at *path*:
    ``("chip",)`` is ``--chip 3``, ``("rules", "swing-ties")`` is ``--swing-ties lose``; ``None`` if none does."""
    if len(path) > 1 and path[0] == "rules" and isinstance(path[1], str) and path[1] in RULES:
        return options.get(RULES[path[1]].field)
    return options.get(path[0]) if path and isinstance(path[0], str) else None


def rule_key(field: str) -> str:
    """The key (and option) of a rule, from its field: ``swing_ties`` -> ``swing-ties``."""
    return _RULE_KEYS[field]


def player_from_option(text: str) -> Player:
    """The player one ``-p/--player`` gives: ``NAME: CARDS [DECLARATION] [bet=AMOUNT] [ante=AMOUNT]
    [expect=AMOUNT] [folded]`` (a declaration may be two words: ``екі жаққа``), every key a player has in a file.

    >>> bob = player_from_option("Bob: 6h 5h 4h 3h 2h swing bet=12.50")
    >>> bob.name, len(bob.cards), bob.declare.value, bob.bet
    ('Bob', 5, 'swing', Fraction(25, 2))
    >>> player_from_option("Бөкей: 6h 5h 4h 3h 2h екі жаққа").declare.value
    'swing'
    >>> ann = player_from_option("Ann: As Ks Qs Js Ts хай ante=1 expect=7/2")
    >>> ann.declare.value, ann.ante, ann.expect
    ('high', Fraction(1, 1), Fraction(7, 2))
    """
    return Player(**_player_fields(text))


def _player_fields(text: str) -> dict[str, Any]:
    """The fields of the player one ``-p`` gives, as it writes them, for the model to read: what each word is
    (a card, a declaration, ``bet=``, ``folded``) is told here, what is wrong with it there."""
    name, colon, rest = _split_name(text)
    if not colon or not name.strip():
        raise InvalidShowdown(Said(
            "a player is written {shape}, not {text}", shape=repr(PLAYER_SHAPE), text=quoted(text)
        ), path=("name",))
    words = card_words(rest, len(DECK) + 4)
    cards: list[Card | str] = []
    for word in words:
        card = _read(parse_card, word)
        if card is None:
            break
        cards.append(card)
    fields: dict[str, Any] = {"name": name, "cards": cards}
    for word in _declaration_words(words[len(cards):]):
        declared = None if "declare" in fields else _read(declaration, word)
        if word.lower() == "folded":
            fields["folded"] = True
        elif _key_word(word) is not None:
            key = _key_word(word)
            assert key is not None
            fields[key] = word[len(key) + 1:]
        elif declared is not None:
            fields["declare"] = declared
        elif len(word) <= 3:  # meant as a card (every declaration word of three letters or less is read above)
            cards.append(word)
        else:
            said = Said(
                "{name}: {word} is not a card, a declaration ({declarations}), bet=AMOUNT, ante=AMOUNT, "
                "expect=AMOUNT or folded",
                name=shortened(name.strip()), word=quoted(word), declarations=DECLARATIONS_LISTED,
            )
            close = None if "declare" in fields else nearest_declaration(word)
            if close is None:
                key = word.partition("=")[0] + "=" if "=" in word else word
                close = nearest(key, ["folded", *(f"{key}=" for key in _AMOUNT_KEYS)])
            if close is not None:
                said = Said("{said}; did you mean {close}?", said=said, close=repr(close))
            raise InvalidShowdown(said)
    return fields


_AMOUNT_KEYS = ("bet", "ante", "expect")
"""The keys of a player that ``-p`` writes ``KEY=AMOUNT``."""


def _key_word(word: str) -> str | None:
    """The key *word* gives an amount for (``bet=12``, ``Ante=1``), or ``None``."""
    key, equals, _ = word.partition("=")
    return key.lower() if equals and key.lower() in _AMOUNT_KEYS else None


def _declaration_words(words: list[str]) -> list[str]:
    """*words*, each declaration written in two words (``екі жаққа``) joined into one."""
    joined: list[str] = []
    index = 0
    while index < len(words):
        pair = " ".join(words[index:index + 2])
        if index + 1 < len(words) and _read(declaration, pair) is not None and _read(declaration, words[index]) is None:
            joined.append(pair)
            index += 2
        else:
            joined.append(words[index])
            index += 1
    return joined


def _read(parse: Callable[[str], T], word: str) -> T | None:
    """What *parse* reads *word* as (a card, a declaration), or ``None``."""
    try:
        return parse(word)
    except InvalidShowdown:
        return None


def showdown_from_options(
    players: Sequence[str], board: Sequence[str], pot: str | None, dealer: str | None
) -> Showdown:
    """The showdown the command line gives (``-p`` once per player, in seat order; ``--board`` once, or once per
    board of several), read and checked as a file is, by the model: every problem found, each naming its option
    (``--player 2 (Carol)``, ``--board 2``).

    >>> showdown_from_options(["Al: As Ks Qs Js Xs", "Bo: 2c 3d"], (), "0", None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: --player 1 (Al): Al's cards: unknown card 'Xs': ...
    --pot: the pot must be a positive amount, not 0
    """
    syntax: list[InvalidShowdown] = []
    read: list[dict[str, Any]] = []
    numbers: list[int] = []  # the option of each player read, by its number
    for number, text in enumerate(players, 1):
        try:
            read.append(_player_fields(text))
            numbers.append(number)
        except InvalidShowdown as error:
            syntax.append(InvalidShowdown(error.message, Location(_player_option(number, text))))
    values: dict[str, Any] = {"players": read, "pot": pot, "dealer": dealer}
    if len(board) == 1:
        values["board"] = board[0]
    elif board:
        values["boards"] = list(board)
    try:  # a player who could not be read: none of the checks of the players together
        return read_showdown({key: value for key, value in values.items() if value is not None},
                             ("players",) if syntax else (), syntax)
    except InvalidShowdown as error:
        texts = [players[number - 1] for number in numbers]
        raise named_options(error, texts, None, numbers) from None



def _split_name(text: str) -> tuple[str, str, str]:
    """A ``-p`` split into its name and the rest: at the first colon followed by a space, so that a name may
    hold a colon (``a:b: As Ks``); else, with none, at the first colon (``Bob:6h 5h``).

    >>> _split_name("a:b: As Ks"), _split_name("Bob:6h 5h")
    (('a:b', ':', ' As Ks'), ('Bob', ':', '6h 5h'))
    """
    name, colon, rest = text.partition(": ")
    if colon:
        return name, ":", " " + rest
    return text.partition(":")


def _player_option(number: int, text: str) -> str:
    """How an error names the *number*-th ``--player``: ``--player 2 (Carol)``."""
    name, colon, _ = _split_name(text)
    return f"--player {number} ({escaped(shortened(name.strip()))})" if colon and name.strip() else f"--player {number}"


def named_options(
    error: InvalidShowdown, players: Sequence[str], overrides: Overrides | None, numbers: Sequence[int] = ()
) -> InvalidShowdown:
    """*error*, found in a showdown the command line gives (its ``-p`` *players*, the *numbers*-th of them when
    not all), with each problem naming the option it is in; a problem that already names one is kept."""
    options = {} if overrides is None else overrides.options
    named = []
    for one in error.errors:
        path = one.path
        if one.location is not None:
            named.append(one)
            continue
        if path and path[0] == "players" and len(path) > 1 and isinstance(path[1], int):
            where = _player_option(numbers[path[1]] if numbers else path[1] + 1, players[path[1]])
        elif path and path[0] == "boards" and len(path) > 1 and isinstance(path[1], int):
            where = f"--board {path[1] + 1}"  # one of several
        elif path and path[0] == "boards":
            where = "--board"
        elif path and path[0] != "players":  # the option given, or the one to give (--board, --pot)
            where = _given_option(path, options) or f"--{path[1] if path[0] == 'rules' else path[0]}"
        else:  # the players as a whole (all folded, the bets adding up to nothing)
            where = "--player"
        named.append(InvalidShowdown(as_option(one.message), Location(where), one.path))
    return several(named, error.hidden)


_OPTION_ADVICE: dict[str, Callable[[Mapping[str, Any]], Said]] = {
    "{what}: Jk is a joker, but the deck has none: say how many it holds with jokers: 1 (or 2)": lambda values: Said(
        "{what}: Jk is a joker, but the deck has none: say how many it holds with --jokers 1 (or 2)", **values),
}
"""A message whose advice names a file's key, and the same advice for the command line, naming the option."""


def as_option(message: str) -> str:
    """*message* with its advice naming the option, not the file's key, where it names one (``--jokers 1``, not
    ``jokers: 1``).

    >>> print(as_option(Said("{what}: Jk is a joker, but the deck has none: say how many it holds with jokers: 1 "
    ...                      "(or 2)", what="the board")))
    the board: Jk is a joker, but the deck has none: say how many it holds with --jokers 1 (or 2)
    """
    if isinstance(message, Said) and message.message in _OPTION_ADVICE:
        return _OPTION_ADVICE[message.message](message.arguments)
    return message


def resolve_options(
    players: Sequence[str], board: Sequence[str], pot: str | None, dealer: str | None, overrides: Overrides | None
) -> Resolved | Invalid:
    """The showdown the command line gives, resolved (with *overrides*), or its problems, each naming its option."""
    origin = Origin(COMMAND_LINE, 1, None)
    try:
        showdown = showdown_from_options(players, board, pot, dealer)
    except InvalidShowdown as error:
        return Invalid(origin, error, {})
    try:
        return Resolved(origin, resolve(showdown if overrides is None else overrides(showdown)))
    except InvalidShowdown as error:
        return Invalid(origin, named_options(error, players, overrides), {})
