"""What makes a whole showdown resolvable (docs/rules.md: "The showdown", "Side pots and antes", "Whole chips and the
odd chip", "Limits of input"): what its fields tell together, beyond what each constructor checks of its own
(:mod:`potsplit.engine.model`): at least one player still in, a card dealt to two hands, the cards the game
plays, the rules that cannot go with it, the bets together and against the pot, whole chips.

Each failed check raises :class:`InvalidShowdown` with the ``path`` of the part
of the showdown that is wrong (``("players", 1, "cards")``), which a reader
turns into a file, line and column (or an option).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any

from potsplit.engine.model import (
    CHECK_KINDS,
    Showdown,
    bets_total,
    game_of,
    gathered,
    jokers_of,
    method_of,
    pot_of,
)
from potsplit.engine.rake import figure
from potsplit.engine.rules import Method
from potsplit.errors import InvalidShowdown, several, shortened
from potsplit.hands.cards import JOKER_CODE, Card
from potsplit.hands.games import Game, check_board, check_hole
from potsplit.hands.ranking import HandKind
from potsplit.said import Said


def check(showdown: Showdown) -> Game:
    """Raise :class:`InvalidShowdown` if *showdown* cannot be resolved, with every problem found (see
    :func:`~potsplit.errors.several`); return its game."""
    found, game = _problems(showdown, frozenset())
    if found or game is None:
        raise several(found)
    return game


def problems(showdown: Showdown, skip: frozenset[str] = frozenset()) -> list[InvalidShowdown]:
    """Every problem of *showdown*, but those of the kinds of check in *skip* (see :data:`CHECK_KINDS`): a reader
    that could not read some values skips the checks that depend on them, and reports the others."""
    return _problems(showdown, skip)[0]


def read_showdown(
    values: Mapping[str, Any], unread: Iterable[str] = (), found: Sequence[InvalidShowdown] = ()
) -> Showdown:
    """The showdown a reader's plain *values* give (see :func:`~potsplit.engine.model.gathered`), each field read
    once; raises :class:`InvalidShowdown` with every problem, each with its path: *found* (the reader's own, such
    as a key misspelled: the keys it meant are *unread*), each field's, and, when there is one, the whole
    showdown's that read no value left unread, so that every problem of a document is reported at once. Without
    any problem, the whole showdown is checked when it is resolved.
    """
    showdown, problems_found, skip = gathered(values, unread)
    every = [*found, *problems_found]
    if every:
        if showdown is not None and set(CHECK_KINDS) - skip:
            every += _problems(showdown, skip)[0]
        raise several(every)
    assert showdown is not None  # every player was made
    return showdown


def _problems(showdown: Showdown, skip: frozenset[str]) -> tuple[list[InvalidShowdown], Game | None]:
    found: list[InvalidShowdown] = []
    if "players" not in skip:
        found += _check_players(showdown)
    if "rules" not in skip:
        found += _check_rules(showdown)
    if "money" not in skip:
        money = list(_check_money(showdown))
        found += money
        if not money and "chips" not in skip:  # whole chips of amounts that add up
            found += _check_chips(showdown)
            if showdown.rake is not None:
                found += _check_rake(showdown)
    game = None
    if "cards" not in skip:
        if showdown.boards or showdown.runs:
            found += _check_boards(showdown)
        try:
            game = _check_cards(showdown)
        except InvalidShowdown as error:
            found.append(error)
    if "money" not in skip and showdown.runs and not found:
        found += _check_runs(showdown)
    return found, game


def _check_players(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """At least one player still in (each player's own fields, and the names, the showdown checks itself)."""
    if not showdown.in_hand:
        yield InvalidShowdown(Said("every player has folded: at least one must still be in"), path=("players",))


def _check_cards(showdown: Showdown) -> Game:
    """The showdown's game; raises at a card dealt to two hands (or to a hand and a board), or at cards the
    game cannot play (each hand and each board holds no card twice: see :func:`~potsplit.engine.fields.cards_of`).
    With several boards, a card may be on more than one of them (a flop dealt once, run twice)."""
    seen: dict[int, int] = {}  # by code, the place dealt: a card's hash is a call in Python; by card, 3% longer
    boards: list[tuple[tuple[str | int, ...], str, tuple[Card, ...]]] = [
        (("board",), Said("the board"), showdown.board)
    ] if not showdown.boards else [
        (("boards", index), Said("board {number}", number=index + 1), board)
        for index, board in enumerate(showdown.boards)
    ]
    places = list(boards)
    places += [
        (("players", index, "cards"), player.name, player.cards) for index, player in enumerate(showdown.players)
    ]
    last_board = len(boards) - 1
    for place, (path, owner, cards) in enumerate(places):
        for index, card in enumerate(cards):
            first = seen.setdefault(card.code, place)
            if first != place and card.code != JOKER_CODE:  # the jokers are counted below
                if place <= last_board:  # on an earlier board too: shared by both
                    continue
                raise InvalidShowdown(Said(
                    "card {card} is dealt twice: to {first} and {second}",
                    card=str(card), first=shortened(places[first][1]), second=shortened(owner),
                ), path=(*path, index))  # at the card, the second time it is dealt
    if JOKER_CODE in seen:  # jokers on several boards may be the same: the board with the most counts
        most = max(boards, key=lambda place: sum(card.code == JOKER_CODE for card in place[2]))
        _check_jokers(jokers_of(showdown), [most, *places[len(boards):]])
    try:
        game = game_of(showdown)
    except InvalidShowdown as error:
        raise InvalidShowdown(error.message, path=boards[0][0]) from None
    if showdown.boards and not game.has_board:
        raise InvalidShowdown(Said(
            "{game} has no board, but {count} boards are given", game=game.value, count=len(showdown.boards)
        ), path=("boards",))
    unknown = len(showdown.in_hand) == 1 and not showdown.in_hand[0].cards
    if not unknown:  # the only player still in takes everything: his cards (and the board) may be unknown
        for path, _, board in boards:
            try:
                check_board(board, game)
            except InvalidShowdown as error:
                raise InvalidShowdown(error.message, path=path) from None
    for index, player in enumerate(showdown.players):
        if player.folded or unknown:
            continue
        try:
            check_hole(player.cards, game)
        except InvalidShowdown as error:
            where: tuple[str | int, ...] = ("players", index, "cards")
            raise InvalidShowdown(Said("{name}: {message}", name=shortened(player.name), message=error.message),
                                  path=where) from None
    return game


def _check_jokers(jokers: int, places: list[tuple[tuple[str | int, ...], str, tuple[Card, ...]]]) -> None:
    """Raise at the first joker beyond the deck's *jokers* (docs/rules.md: "Wild cards and jokers"), located at the
    card."""
    dealt, first = 0, ""
    for path, owner, cards in places:
        for index, card in enumerate(cards):
            if card.code == JOKER_CODE:
                dealt += 1
                if dealt > jokers:
                    raise _too_many_jokers(jokers, dealt, first, owner, (*path, index))
                first = first or owner


def _too_many_jokers(jokers: int, dealt: int, first: str, owner: str, path: tuple[str | int, ...]) -> InvalidShowdown:
    """The error at a joker beyond the deck's ``jokers``: none in the deck, or one dealt once too often."""
    if not jokers:
        where = Said("the board") if path[0] == "board" else Said("{name}'s cards", name=shortened(owner))
        return InvalidShowdown(Said(
            "{what}: Jk is a joker, but the deck has none: say how many it holds with jokers: 1 (or 2)", what=where
        ), path=path)
    if dealt in (2, 3):
        times = Said("twice") if dealt == 2 else Said("three times")
    else:
        times = Said.counted("{count} times", "{count} times", dealt)
    deck = Said.counted("{count} joker", "{count} jokers", jokers)
    if first == owner:
        said = Said("card Jk is dealt {times} (the deck has {deck}: jokers: {jokers})", times=times, deck=deck,
                    jokers=jokers)
    else:
        said = Said(
            "card Jk is dealt {times}: to {first} and {second} (the deck has {deck}: jokers: {jokers})",
            times=times, first=shortened(first), second=shortened(owner), deck=deck, jokers=jokers,
        )
    return InvalidShowdown(said, path=path)


def _check_rules(showdown: Showdown) -> Iterator[InvalidShowdown]:
    rules = showdown.rules  # each value is checked by Rules itself; here, how they go together
    if isinstance(rules.qualifier, int) and method_of(showdown) is Method.LOW:
        played = "method: low" if rules.method is not None or showdown.game is None else showdown.game.value
        yield InvalidShowdown(
            Said("a qualifier cannot go with {played} (the best low takes the pot)", played=played),
            path=("rules", "qualifier"),
        )
    yield from _check_game_rules(showdown)
    if showdown.players and method_of(showdown) is Method.DECLARE and len(showdown.in_hand) > 1:
        for index, player in enumerate(showdown.players):
            if not player.folded and player.declare is None:
                yield InvalidShowdown(Said(
                    "{name} has no declaration (method: declare): declare high, low or swing",
                    name=shortened(player.name),
                ), path=("players", index))


def _whole_chips(amount: Fraction, chip: Fraction) -> bool:
    """Whether *amount* is a whole number of *chip* (whole amounts and chips tested as ints: a Fraction's ``%``
    made checking a 10,000-hand history 4% slower)."""
    if amount.denominator == 1 and chip.denominator == 1:
        return amount.numerator % chip.numerator == 0
    return amount % chip == 0


def _check_game_rules(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """The rules a game cannot be played by: badugi only for low, by its own ranking; short deck only for high."""
    rules = showdown.rules
    try:
        game = game_of(showdown)
    except InvalidShowdown:
        game = None  # the cards' check says why
    if rules.low is HandKind.BADUGI and (game is None or HandKind.BADUGI not in game.lows):
        yield InvalidShowdown(Said(
            "low: badugi goes only with game: badugi (or {games}, whose second half is a badugi)",
            games=", ".join(game.value for game in Game if HandKind.BADUGI in game.lows and game is not Game.BADUGI),
        ), path=("rules", "low"))
    if game is None:
        return
    if rules.low is not None and rules.low is not HandKind.BADUGI and rules.low not in game.lows:
        if game.lows:
            said = Said(
                "{game} ranks its lows only as {ranking}: low: {low} cannot go with it",
                game=game.value, ranking=game.lows[0].value, low=rules.low.value,
            )
        else:
            said = Said("{game} has no low hand: low: {low} cannot go with it", game=game.value, low=rules.low.value)
        yield InvalidShowdown(said, path=("rules", "low"))
    method = method_of(showdown, game)
    if game.high is None and method is not Method.LOW:
        yield InvalidShowdown(Said(
            "{game} has no high hand, only a low: method: {method} cannot go with it (use low)",
            game=game.value, method=method.value,
        ), path=("rules", "method"))
    if not game.lows and method is not Method.HIGH:
        yield InvalidShowdown(Said(
            "{game} has no low hand: method: {method} cannot go with it (use high)",
            game=game.value, method=method.value,
        ), path=("rules", "method"))


def _check_money(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """The bets together (every player's, or none) and against the pot (each amount's own sign, and the pot's,
    the showdown checks itself)."""
    bets = [player.bet for player in showdown.players]
    with_bets = [index for index, bet in enumerate(bets) if bet is not None]
    if with_bets and len(with_bets) != len(bets):
        missing = next(index for index, bet in enumerate(bets) if bet is None)
        yield InvalidShowdown(Said(
            "{name} has no bet: when one player has a bet, every player must",
            name=shortened(showdown.players[missing].name),
        ), path=("players", missing))
        return
    alone = False
    for index, player in enumerate(showdown.players):
        if player.ante is not None and not with_bets:
            alone = True
            yield InvalidShowdown(Said(
                "{name} has an ante but no bet: antes go with bets (give every player's bet, 0 for one who only "
                "anted)", name=shortened(player.name),
            ), path=("players", index, "ante"))
    if alone:
        return
    total = bets_total(showdown.players)
    antes = any(player.ante is not None for player in showdown.players)
    if total is not None and total <= 0:
        if antes:
            yield InvalidShowdown(Said("the bets and antes add up to nothing: the pot must be positive"),
                                  path=("players",))
        else:
            yield InvalidShowdown(Said("the bets add up to nothing: the pot must be positive"), path=("players",))
        return
    if showdown.pot is not None and total is not None and showdown.pot != total:
        if antes:
            said = Said("the pot is {pot} but the bets and antes add up to {total}", pot=str(showdown.pot),
                        total=str(total))
        else:
            said = Said("the pot is {pot} but the bets add up to {total}", pot=str(showdown.pot), total=str(total))
        yield InvalidShowdown(said, path=("pot",))


def _check_chips(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """The pot, each bet and each ante a whole number of chips."""
    chip = showdown.chip
    if chip is None:
        return
    pot = pot_of(showdown)
    if not _whole_chips(pot, chip):
        where: tuple[str | int, ...] = ("pot",) if showdown.pot is not None else ("chip",)
        yield InvalidShowdown(Said(
            "the pot {pot} is not a whole number of {chip} chips", pot=str(pot), chip=str(chip)
        ), path=where)
    for index, player in enumerate(showdown.players):
        for key, value in (("bet", player.bet), ("ante", player.ante)):
            if value is not None and not _whole_chips(value, chip):
                if key == "bet":
                    said = Said("{name}'s bet {value} is not a whole number of {chip} chips",
                                name=shortened(player.name), value=str(value), chip=str(chip))
                else:
                    said = Said("{name}'s ante {value} is not a whole number of {chip} chips",
                                name=shortened(player.name), value=str(value), chip=str(chip))
                yield InvalidShowdown(said, path=("players", index, key))


def _check_boards(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """How the boards and the runs are given (docs/rules.md: "Several boards and runs"): ``boards`` instead of
    ``board``, two or more of them; ``runs`` only with them, none above their number."""
    boards = showdown.boards
    if boards and showdown.board:
        yield InvalidShowdown(Said(
            "board and boards are both given: write one board as board:, or every board under boards:"
        ), path=("boards",))
    if len(boards) == 1:
        yield InvalidShowdown(Said(
            "boards lists one board: several boards need two or more (one board is board:)"
        ), path=("boards",))
    if showdown.runs and len(boards) < 2:
        yield InvalidShowdown(Said(
            "runs says on how many boards each pot is played, but there is one board: give the boards under boards:"
        ), path=("runs",))
        return
    for index, runs in enumerate(showdown.runs):
        if runs > len(boards):
            yield InvalidShowdown(Said.counted(
                "runs: this pot is played on {runs} boards, but {count} board is given",
                "runs: this pot is played on {runs} boards, but {count} boards are given",
                len(boards), runs=runs,
            ), path=("runs", index))


def _check_runs(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """``runs`` names no more pots than the bets build (the pots are known once the money is right)."""
    from potsplit.engine.side_pots import build_pots  # only with runs

    pots = len(build_pots(showdown.players, pot_of(showdown)))
    if len(showdown.runs) > pots:
        yield InvalidShowdown(Said.counted(
            "runs lists {listed} pots, but the bets make {count} pot (main pot first)",
            "runs lists {listed} pots, but the bets make {count} pots (main pot first)",
            pots, listed=len(showdown.runs),
        ), path=("runs", pots))


def _check_rake(showdown: Showdown) -> Iterator[InvalidShowdown]:
    """The rake in whole chips (docs/rules.md: "Rake"): with a chip, the rake's unit, caps and jackpot are whole
    chips, so that what is left of a pot still splits in whole chips; with a unit, the caps and the jackpot are
    whole units."""
    rake, chip = showdown.rake, showdown.chip
    assert rake is not None  # asked only with a schedule
    if chip is not None and rake.unit is not None and not _whole_chips(rake.unit, chip):
        yield InvalidShowdown(Said(
            "rake: unit: {unit} is not a whole number of {chip} chips: the pots would not split in whole chips",
            unit=figure(rake.unit), chip=figure(chip),
        ), path=("rake", "unit"))
        return
    unit = rake.unit if rake.unit is not None else chip
    if unit is None:
        return
    amounts = [("cap", rake.cap), ("jackpot", rake.jackpot)]
    amounts += [("cap-by-players", cap) for _, cap in rake.cap_by_players]
    for key, value in amounts:
        if value is not None and not _whole_chips(value, unit):
            yield InvalidShowdown(Said(
                "rake: {key}: {value} is not a whole number of {unit} (the rake is taken in whole units)",
                key=key, value=figure(value), unit=figure(unit),
            ), path=("rake", key))
