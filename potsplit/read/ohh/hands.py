"""One OHH hand made a showdown and its record (docs/rules.md: "Hand histories in OHH").

The players (``players``: id, seat, name, starting stack) and the dealer's seat; the rounds' cards (the board:
the flop, turn and river, and a street dealt again is a run of the board after the cards before it, as a hand
run twice records it) and actions. Each action's ``amount`` is what the player put in by it (the standard's
"total amount put in during this action"): posts of the blinds, straddles and extra blinds are live bets, antes
and dead posts (``Post Dead``) are dead money (the player's ``ante``); at the end of each round, the part of its
highest bet that nobody matched goes back to the bettor. ``Fold`` and ``Mucks Cards`` put a player out;
``Dealt Cards`` and ``Shows Cards`` give his cards (the last shown are his). A player still in whose cards are
not known did not show: he cannot win a pot another contestant showed for; a side pot only he contests is his
(:class:`~potsplit.read.phh.hands.Uncontested`); a pot of two or more contestants none of whom showed cannot be
settled. The recorded ``pots`` (amount, rake, jackpot, each winner's ``win_amount``) are the record; their rake
and jackpot are the hand's (the ruling takes them, from the main pot outward). The hand is played in whole
chips of the largest power of ten dividing every amount written in it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.model import Showdown
from potsplit.engine.rake import RakeSchedule
from potsplit.errors import InvalidShowdown, Location, quoted, several, unknown_word
from potsplit.hands.cards import Card, parse_cards
from potsplit.hands.games import Game, game_named
from potsplit.read.contenders import contest
from potsplit.read.phh.fields import decimal_unit
from potsplit.read.phh.hands import Uncontested
from potsplit.read.phh.record import PotRecord, Record
from potsplit.said import Said

GAMES = {
    "holdem": "holdem", "omaha": "omaha", "omahahilo": "omaha8", "omaha8": "omaha8", "omahahi/lo": "omaha8",
    "stud": "stud", "studhilo": "stud8", "stud8": "stud8", "razz": "razz", "shortdeck": "short-deck",
    "sixplusholdem": "short-deck",
}
"""Each OHH ``game_type`` (lower case, without blanks or hyphens) and the game potsplit plays it as."""
LIVE = frozenset({"post sb", "post bb", "straddle", "post extra blind", "bet", "raise", "call", "post bring in",
                  "bring in"})
"""The actions that put live money in (a bet this round's others must match)."""
DEAD = frozenset({"post ante", "post dead"})
"""The actions that put dead money in (the player's ``ante``)."""
OTHER = frozenset({"check", "fold", "mucks cards", "shows cards", "dealt cards", "added chips", "sits down",
                   "stands up", "payout", "timeout", "leaves", "joins"})
"""The actions that put nothing in."""
ACTIONS = sorted(LIVE | DEAD | OTHER)
BOARD_STREETS = ("flop", "turn", "river")
FULL_BOARD = 5
_ZERO = Fraction(0)


class OhhHand(NamedTuple):
    """One OHH hand: its showdown, its record, how messages name it, and a side pot its only player took without
    showing; ``pot_less``: nothing was put in (nothing is won)."""

    showdown: Showdown
    record: Record
    label: str
    where: Location
    uncontested: Uncontested | None = None
    pot_less: bool = False


class _Problem(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _field(table: Mapping[str, Any], key: str, what: str) -> Any:
    if key not in table or table[key] is None:
        raise _Problem(Said("{what} has no {key}", what=what, key=key))
    return table[key]


def _amount(value: object, what: str) -> Fraction:
    if isinstance(value, Fraction) and value >= 0:
        return value
    shown = str(value) if isinstance(value, Fraction) else quoted(value)
    raise _Problem(Said("{what} must be an amount (0 or more), not {value}", what=what, value=shown))


def _cards(value: object, what: str) -> tuple[Card, ...]:
    """Cards as OHH writes them: a list of codes (``"Ah"``), or a string of them (``""``: none)."""
    if value is None:
        return ()
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise _Problem(Said("{what} must be a list of cards, not {value}", what=what, value=quoted(value)))
    try:
        return tuple(parse_cards(" ".join(card for card in value if card.strip() not in ("", "??", "X", "x"))))
    except InvalidShowdown as error:
        raise _Problem(Said("{what}: {message}", what=what, message=error.message)) from None


def _listed(value: object) -> object:
    """A list that may be left out (``null`` or missing: none)."""
    return [] if value is None else value


def _key(value: object, what: str) -> object:
    """A player's id: a number or text."""
    if isinstance(value, Fraction | str):
        return value
    raise _Problem(Said("{what} must be a number or text, not {value}", what=what, value=quoted(value)))


def _game(table: Mapping[str, Any]) -> Game:
    given = _field(table, "game_type", Said("the hand"))
    key = str(given).lower().replace(" ", "").replace("-", "").replace("'", "")
    if key not in GAMES:
        raise _Problem(unknown_word(Said("game_type"), str(given), ["Holdem", "Omaha", "OmahaHiLo", "Stud",
                                                                   "StudHiLo", "Razz"]))
    return game_named(GAMES[key])


class _Seat:
    """One player as the rounds go: his money, his cards, whether he is out."""

    __slots__ = ("ante", "cards", "committed", "out", "returned", "shown", "stack", "street")

    def __init__(self, stack: Fraction | None) -> None:
        self.stack = stack
        self.ante = self.committed = self.street = self.returned = _ZERO
        self.cards: tuple[Card, ...] = ()
        self.shown = False
        self.out = False


def read_hand(hand: object, where: Location, label: str) -> OhhHand:
    """The hand of one parsed OHH object (``{"ohh": {...}}``) written at *where*; raises :class:`InvalidShowdown`
    (located at the hand)."""
    try:
        return _read(hand, where, label)
    except _Problem as problem:
        raise InvalidShowdown(label + problem.message, where) from None
    except InvalidShowdown as error:
        raise several([InvalidShowdown(label + one.message, where, one.path) for one in error.errors],
                      error.hidden) from None


def _read(hand: object, where: Location, label: str) -> OhhHand:
    if not isinstance(hand, dict) or not isinstance(hand.get("ohh"), dict):
        raise _Problem(Said("an OHH hand is an object whose one key is ohh, not {value}", value=quoted(hand)))
    table: dict[str, Any] = hand["ohh"]
    game = _game(table)
    players = _field(table, "players", Said("the hand"))
    if not isinstance(players, list) or not players:
        raise _Problem(Said("players must be a list of players, not {value}", value=quoted(players)))
    ids: dict[object, int] = {}
    names: list[str] = []
    seats: list[object] = []
    stacks: list[Fraction | None] = []
    for number, player in enumerate(players, 1):
        what = Said("player {number}", number=number)
        if not isinstance(player, dict):
            raise _Problem(Said("{what} must be an object, not {value}", what=what, value=quoted(player)))
        ids[_key(player.get("id", number), Said("{what}'s id", what=what))] = len(names)
        name = player.get("name")
        names.append(name if isinstance(name, str) and name.strip() else f"p{number}")
        seats.append(player.get("seat"))
        stack = player.get("starting_stack")
        stacks.append(None if stack is None else _amount(stack, Said("{what}'s starting_stack", what=what)))
    seated = [_Seat(stack) for stack in stacks]
    boards: list[list[Card]] = [[]]
    streets_dealt: list[str] = []
    written: list[Fraction] = [stack for stack in stacks if stack is not None]
    rounds = _listed(table.get("rounds"))
    if not isinstance(rounds, list):
        raise _Problem(Said("rounds must be a list of rounds, not {value}", value=quoted(rounds)))
    for number, round_ in enumerate(rounds, 1):
        what = Said("round {number}", number=number)
        if not isinstance(round_, dict):
            raise _Problem(Said("{what} must be an object, not {value}", what=what, value=quoted(round_)))
        street = str(round_.get("street", "")).lower()
        if street in BOARD_STREETS:
            _deal_board(boards, streets_dealt, street, _cards(round_.get("cards"), Said("{what}'s cards", what=what)))
        actions = _listed(round_.get("actions"))
        if not isinstance(actions, list):
            raise _Problem(Said("{what}'s actions must be a list, not {value}", what=what, value=quoted(actions)))
        for at, action in enumerate(actions, 1):
            _act(action, Said("{what}, action {number}", what=what, number=at), ids, seated, written)
        _end_round(seated)
    _end_round(seated)
    unit = decimal_unit(written + _record_amounts(table))
    pots = _pots(table, ids, names)
    rake = sum((pot.rake for pot in pots), _ZERO)
    jackpot = sum((pot.jackpot for pot in pots), _ZERO)
    schedule = RakeSchedule.recorded_as(rake, jackpot) if rake or jackpot else None
    dealer = _dealer(table.get("dealer_seat"), seats, names)
    full = [board for board in boards if board]
    preflop = not full if game.has_board else all(len(seat.cards) <= 3 for seat in seated)
    record = Record(
        tuple(stacks), tuple(seat.ante + seat.committed for seat in seated), None,
        tuple(sum((amount for pot in pots for name, amount in pot.winners if name == player), _ZERO)
              for player in names) if pots else None,
        unit, tuple(seat.returned for seat in seated), pots,
    )
    bets = [seat.committed for seat in seated]
    antes = [seat.ante for seat in seated]
    pot_less = not any(bets) and not any(antes)
    still_in = [index for index, seat in enumerate(seated) if not seat.out]
    showed = [index for index in still_in if seated[index].cards and (seated[index].shown or len(still_in) > 1)]
    contenders, uncontested = (still_in, None) if pot_less else _contenders(still_in, showed, names, bets, antes)
    lone = len(contenders) == 1

    def made(bet: Sequence[Fraction]) -> Showdown:
        listed = [{
            "name": name, "cards": seated[index].cards if index in contenders and not lone else (),
            "bet": bet[index], "folded": index not in contenders,
            "ante": antes[index] if any(antes) else None,
        } for index, name in enumerate(names)]
        if lone:
            listed[contenders[0]]["cards"] = seated[contenders[0]].cards if _whole(seated[contenders[0]].cards,
                                                                                     full, game) else ()
        board_cards = tuple(full[0]) if full and (not lone or listed[contenders[0]]["cards"]) else ()
        several_boards = len(full) > 1 and not lone
        return Showdown(
            listed, () if several_boards else board_cards, game, chip=unit, dealer=dealer,
            boards=tuple(tuple(board) for board in full) if several_boards else (), rake=schedule, preflop=preflop,
        )

    if not lone and len(still_in) > 1 and game.has_board and any(len(board) < FULL_BOARD for board in full or [[]]):
        raise _Problem(Said("{hand}the hand does not reach its showdown: {count} players are still in, and the board "
                            "has {board} cards, not {full}", hand="", count=len(contenders),
                            board=len(full[-1]) if full else 0, full=FULL_BOARD))
    if pot_less:
        return OhhHand(made(bets), record, label, where, None, True)
    if uncontested is None:
        return OhhHand(made(bets), record, label, where)
    taker, level = uncontested
    capped = [min(bet, level) for bet in bets]
    amount = sum(bets, _ZERO) - sum(capped, _ZERO)
    return OhhHand(made(capped), record, label, where, Uncontested(names[taker], amount, made(bets)))


def _deal_board(boards: list[list[Card]], dealt: list[str], street: str, cards: tuple[Card, ...]) -> None:
    """A board street's cards: on the board being dealt, or (a street dealt again) on a new run of the board,
    which holds the cards of the streets before it."""
    if street in dealt:
        keep = BOARD_STREETS.index(street)
        base = boards[0]
        sizes = {"flop": 0, "turn": 3, "river": 4}
        boards.append(list(base[:sizes[street]]))
        del dealt[keep:]
    boards[-1].extend(cards)
    dealt.append(street)


def _act(action: object, what: str, ids: Mapping[object, int], seated: list[_Seat], written: list[Fraction]) -> None:
    if not isinstance(action, dict):
        raise _Problem(Said("{what} must be an object, not {value}", what=what, value=quoted(action)))
    name = str(action.get("action", "")).strip()
    kind = name.lower()
    if kind not in LIVE and kind not in DEAD and kind not in OTHER:
        raise _Problem(Said("{what}: {message}", what=what, message=unknown_word(Said("action"), name, ACTIONS)))
    player = action.get("player_id")
    if not isinstance(player, Hashable) or player not in ids:
        shown = str(player) if isinstance(player, Fraction) else quoted(player)
        raise _Problem(Said("{what}: there is no player with the id {id}", what=what, id=shown))
    seat = seated[ids[player]]
    amount = _amount(action.get("amount", 0) or _ZERO, Said("{what}'s amount", what=what))
    written.append(amount)
    if kind in LIVE:
        seat.street += amount
    elif kind in DEAD:
        seat.ante += amount
    elif kind in ("fold", "mucks cards"):
        seat.out = True
    elif kind in ("dealt cards", "shows cards"):
        cards = _cards(action.get("cards"), Said("{what}'s cards", what=what))
        if kind == "shows cards" and cards:
            seat.cards, seat.shown = cards, True
        elif cards and not seat.shown:
            seat.cards = seat.cards + cards if seat.cards and len(seat.cards) + len(cards) <= 7 else cards


def _end_round(seated: list[_Seat]) -> None:
    """The round's bets committed; the part of its highest bet nobody matched goes back to the bettor."""
    bets = sorted((seat.street for seat in seated), reverse=True)
    if len(bets) > 1 and bets[0] > bets[1]:
        top = next(seat for seat in seated if seat.street == bets[0])
        top.returned += bets[0] - bets[1]
        top.street = bets[1]
    for seat in seated:
        seat.committed += seat.street
        seat.street = _ZERO


def _record_amounts(table: Mapping[str, Any]) -> list[Fraction]:
    found: list[Fraction] = []
    pots = _listed(table.get("pots"))
    for pot in pots if isinstance(pots, list) else []:
        wins = _listed(pot.get("player_wins")) if isinstance(pot, dict) else None
        if isinstance(pot, dict) and isinstance(wins, list):
            found += [value for value in (pot.get("amount"), pot.get("rake"), pot.get("jackpot"))
                      if isinstance(value, Fraction)]
            for win in wins:
                if isinstance(win, dict) and isinstance(win.get("win_amount"), Fraction):
                    found.append(win["win_amount"])
    return found


def _pots(table: Mapping[str, Any], ids: Mapping[object, int], names: Sequence[str]) -> tuple[PotRecord, ...]:
    """The recorded pots, in their order (main pot first)."""
    found: list[PotRecord] = []
    pots = _listed(table.get("pots"))
    if not isinstance(pots, list):
        raise _Problem(Said("pots must be a list of pots, not {value}", value=quoted(pots)))
    for number, pot in enumerate(pots, 1):
        what = Said("pot {number}", number=number)
        if not isinstance(pot, dict):
            raise _Problem(Said("{what} must be an object, not {value}", what=what, value=quoted(pot)))
        winners: list[tuple[str, Fraction]] = []
        wins = _listed(pot.get("player_wins"))
        if not isinstance(wins, list):
            raise _Problem(Said("{what}: player_wins must be a list, not {value}", what=what, value=quoted(wins)))
        for win in wins:
            if not isinstance(win, dict) or not isinstance(win.get("player_id"), Hashable) or \
                    win.get("player_id") not in ids:
                raise _Problem(Said("{what}: a winner names no player of the hand: {value}", what=what,
                                    value=quoted(win)))
            winners.append((names[ids[win["player_id"]]],
                            _amount(win.get("win_amount", 0) or _ZERO, Said("{what}'s win_amount", what=what))))
        found.append(PotRecord(
            _amount(pot.get("amount", 0) or _ZERO, Said("{what}'s amount", what=what)),
            _amount(pot.get("rake", 0) or _ZERO, Said("{what}'s rake", what=what)),
            _amount(pot.get("jackpot", 0) or _ZERO, Said("{what}'s jackpot", what=what)),
            tuple(winners),
        ))
    return tuple(found)


def _dealer(seat: object, seats: Sequence[object], names: Sequence[str]) -> str | None:
    """The dealer: the player in the dealer's seat, else the last one seated before it, else none."""
    if seat in seats:
        return names[seats.index(seat)]
    numbered = [(value, index) for index, value in enumerate(seats) if isinstance(value, Fraction)]
    if not isinstance(seat, Fraction) or not numbered:
        return None
    before = [item for item in numbered if item[0] < seat] or numbered
    return names[max(before)[1]]


def _contenders(
    still_in: list[int], showed: list[int], names: Sequence[str], bets: Sequence[Fraction],
    antes: Sequence[Fraction],
) -> tuple[list[int], tuple[int, Fraction] | None]:
    """Who contests the showdown and who takes a side pot alone without showing (see
    :mod:`potsplit.read.contenders`); a pot nobody showed for is the hand's problem."""
    found = contest(names, bets, antes if any(antes) else None, still_in, showed)
    if found.unsettled:
        raise _Problem(found.unsettled[0].said("", names))
    return found.contenders, found.uncontested


def _whole(cards: tuple[Card, ...], boards: list[list[Card]], game: Game) -> bool:
    """Whether a lone contestant's cards (and the board) are a whole hand of *game*."""
    from potsplit.hands.games import check_board, check_hole

    try:
        check_hole(cards, game)
        if game.has_board:
            check_board(tuple(boards[0]) if boards else (), game)
    except InvalidShowdown:
        return False
    return True
