"""What makes a showdown resolvable (spec sections 1, 4, 5 and 7), checked in one place.

Each failed check raises :class:`InvalidShowdown` with the ``path`` of the part
of the showdown that is wrong (``("players", 1, "cards")``), which the reader
turns into a file, line and column.
"""

from __future__ import annotations

from fractions import Fraction

from potsplit.cards import Card
from potsplit.errors import InvalidShowdown
from potsplit.games import Game, check_cards, infer_game
from potsplit.model import Method, Showdown, effective

QUALIFIERS = range(5, 15)
"""A qualifier below 5 could never be met; above 14 it would mean nothing."""
_NAME_SHOWN = 40


def _named(name: str) -> str:
    """A name for a message, cut short when long (a 5 MB name must not make a 5 MB message)."""
    return name if len(name) <= _NAME_SHOWN else f"{name[:_NAME_SHOWN]}... ({len(name):,} characters)"


def check(showdown: Showdown) -> Game:
    """Raise :class:`InvalidShowdown` if *showdown* cannot be resolved; return its game."""
    _check_players(showdown)
    game = _check_cards(showdown)
    _check_rules(showdown)
    _check_money(showdown)
    return game


def _check_players(showdown: Showdown) -> None:
    if not showdown.players:
        raise InvalidShowdown("a showdown needs players", path=("players",))
    seen: set[str] = set()
    for index, player in enumerate(showdown.players):
        if not player.name.strip():
            raise InvalidShowdown("a player's name must not be empty", path=("players", index, "name"))
        if player.name in seen:
            raise InvalidShowdown(f"two players are named {_named(player.name)!r}", path=("players", index, "name"))
        seen.add(player.name)
    if not showdown.in_hand:
        raise InvalidShowdown("every player has folded: at least one must still be in", path=("players",))
    if showdown.dealer is not None and showdown.dealer not in seen:
        raise InvalidShowdown(f"the dealer {_named(showdown.dealer)!r} is not one of the players", path=("dealer",))


def _check_cards(showdown: Showdown) -> Game:
    seen: dict[int, str] = {}  # by code: hashed much faster than the card
    places: list[tuple[tuple[str | int, ...], str, tuple[Card, ...]]] = [
        (("board",), "the board", showdown.board)
    ]
    places += [
        (("players", index, "cards"), player.name, player.cards) for index, player in enumerate(showdown.players)
    ]
    for path, owner, cards in places:
        for card in cards:
            key = card.code
            if key in seen:
                first = seen[key]
                also = "twice" if first == owner else f"twice: to {_named(first)} and {_named(owner)}"
                raise InvalidShowdown(f"card {card} is dealt {also}", path=path)
            seen[key] = owner
    in_hand = [(index, player) for index, player in enumerate(showdown.players) if not player.folded]
    try:
        game = showdown.game or infer_game([player.cards for _, player in in_hand], showdown.board)
    except InvalidShowdown as error:
        raise InvalidShowdown(error.message, path=("board",)) from None
    for index, player in in_hand:
        try:
            check_cards(player.cards, showdown.board, game)
        except InvalidShowdown as error:
            if "board" in error.message:
                raise InvalidShowdown(error.message, path=("board",)) from None
            raise InvalidShowdown(f"{_named(player.name)}: {error.message}", path=("players", index, "cards")) from None
    return game


def _check_rules(showdown: Showdown) -> None:
    rules = showdown.rules
    if rules.qualifier is not None and rules.qualifier not in QUALIFIERS:
        raise InvalidShowdown(
            f"qualifier must be 5 to 14 (the highest card of a qualifying low), not {rules.qualifier}",
            path=("rules", "qualifier"),
        )
    if rules.method is Method.LOW and rules.qualifier is not None:
        raise InvalidShowdown(
            "a qualifier cannot go with method: low (the best low takes the pot)", path=("rules", "qualifier")
        )
    if len(set(rules.chips)) != 3:
        raise InvalidShowdown("chips must give low, high and swing once each", path=("rules", "chips"))
    # The method as resolved: left out, it is declare when any player still in declared (spec section 1).
    # (Called after the cards are checked, so the game can be inferred.)
    if (rules.method or effective(showdown).rules.method) is Method.DECLARE and len(showdown.in_hand) > 1:
        for index, player in enumerate(showdown.players):
            if not player.folded and player.declare is None:
                raise InvalidShowdown(
                    f"{_named(player.name)} has no declaration (method: declare): declare high, low or swing",
                    path=("players", index),
                )


def _check_money(showdown: Showdown) -> None:
    bets = [player.bet for player in showdown.players]
    with_bets = [index for index, bet in enumerate(bets) if bet is not None]
    if with_bets and len(with_bets) != len(bets):
        missing = next(index for index, bet in enumerate(bets) if bet is None)
        raise InvalidShowdown(
            f"{_named(showdown.players[missing].name)} has no bet: when one player has a bet, every player must",
            path=("players", missing),
        )
    for index in with_bets:
        bet = bets[index]
        # A fraction's sign is its numerator's: read without a fraction comparison's work.
        if bet is not None and (bet.numerator < 0 if type(bet) is Fraction else bet < 0):
            raise InvalidShowdown(f"a bet cannot be negative: {bet}", path=("players", index, "bet"))
    total = _total([bet for bet in bets if bet is not None])
    if with_bets and total <= 0:
        raise InvalidShowdown("the bets add up to nothing: the pot must be positive", path=("players",))
    if showdown.pot is not None:
        if showdown.pot <= 0:
            raise InvalidShowdown(f"the pot must be a positive amount, not {showdown.pot}", path=("pot",))
        if with_bets and showdown.pot != total:
            raise InvalidShowdown(
                f"the pot is {showdown.pot} but the bets add up to {total}", path=("pot",)
            )
    chip = showdown.chip
    if chip is None:
        return
    if chip <= 0:
        raise InvalidShowdown(f"the chip must be a positive amount, not {chip}", path=("chip",))
    pot = showdown.pot if showdown.pot is not None else (total if with_bets else Fraction(1))
    if pot % chip:
        where: tuple[str | int, ...] = ("pot",) if showdown.pot is not None else ("chip",)
        raise InvalidShowdown(f"the pot {pot} is not a whole number of {chip} chips", path=where)
    for index in with_bets:
        bet = bets[index]
        if bet is not None and bet % chip:
            raise InvalidShowdown(
                f"{_named(showdown.players[index].name)}'s bet {bet} is not a whole number of {chip} chips",
                path=("players", index, "bet"),
            )


def _total(amounts: list[Fraction]) -> Fraction:
    """The sum of *amounts*; in whole numbers (the usual bets) without a fraction's work at every step."""
    if all(amount.denominator == 1 for amount in amounts):
        return Fraction(sum(amount.numerator for amount in amounts))
    return sum(amounts, Fraction(0))
