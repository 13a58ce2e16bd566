"""Who gets the chips a share cannot split evenly, one each, and why (docs/rules.md: "Whole chips and the odd chip").

- ``odd-chip: seat``: clockwise from the first player to the dealer's left.
- ``odd-chip: suit``: in a high share the player with the highest card (by rank, then spades, hearts,
  diamonds, clubs) first; in a low share the lowest card first (``odd-chip-low: lowest``) or the highest
  (``highest``), the ace ranked as the low system ranks it (low in ace-to-five and ace-to-six, high in
  deuce-to-seven), ties of rank by the same suit order. A share is high or low as its half's kind of hand is:
  badeucy's first half, a deuce-to-seven low, is a low share; Chicago's second, the highest spade, a high one.
- ``odd-chip-cards``: which cards ``suit`` compares: all of a player's own cards (``all``), or only those of
  them in the five he wins the share with (``five``; a card in any of the fives that make his hand, when
  several do); a player none of whose own cards are in his five comes after those with some, by seat among
  themselves. A passed share is judged by the fives of the direction it came from. The board never counts.
- ``book``: the rulebook those two rules follow unless given; a step's reason then names the book.
- ``odd-chip-half``: the odd chip of a pot split unevenly between its two halves goes to the first half
  (``first``), or to the winning player nearest the dealer's left, whichever half he won (``position``); see
  :func:`odd_half`.

Robert's Rules count all the cards and give a low share to the lowest; the WSOP counts the five and gives the
highest card in every share. Al and Bob tie with nine-high straights; Bob holds the highest card, As, but
not in his five, and Al's 9s is above Bob's 9h:

>>> from potsplit.engine.model import Player, Showdown
>>> from potsplit.engine.resolve import resolve
>>> from potsplit.engine.rules import Rules
>>> players = (Player("Al", "9s 8s 7d 6d 5c Qd 2c"), Player("Bob", "9h 8h 7c 6c 5d As 3h"))
>>> showdowns = [Showdown(players, pot=3, chip=1, rules=Rules(book=book)) for book in ("robert", "wsop")]
>>> [dict(resolve(showdown).payouts) for showdown in showdowns]
[{'Al': Fraction(1, 1), 'Bob': Fraction(2, 1)}, {'Al': Fraction(2, 1), 'Bob': Fraction(1, 1)}]
>>> print(resolve(showdowns[1]).pots[0].steps[-1].text)
3 chips do not split evenly among Al, Bob: one more to Al (by the highest card, Al's 9s against Bob's 9h; \
odd-chip: suit; by WSOP Tournament Rule 73, first the player with the highest card by suit of his own cards in the \
five he wins the share with)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from potsplit.engine.model import Direction, EffectiveRules, EffectiveShowdown, default_odd_chip
from potsplit.engine.records import Half, HandResult, Step
from potsplit.engine.rules import (
    BOOK_FIELDS,
    BOOKS,
    POSITION_SOURCE,
    RULES,
    RULES_BY_FIELD,
    OddChip,
    OddChipCards,
    OddChipHalf,
    OddChipLow,
    book_setting,
)
from potsplit.engine.shares import OddHalf
from potsplit.hands.cards import JOKER_CODE, Card
from potsplit.hands.games import Game, half_cards
from potsplit.hands.ranking import HandKind
from potsplit.hands.showing import cards_of_best_fives
from potsplit.said import Listed, Names, Said

Counted = Callable[[str, Direction], Sequence[Card]]
"""The cards of a player that the order by suit compares, for a share of one direction."""


def odd_chip_cards(
    rule: OddChipCards, showdown: EffectiveShowdown, hands: Sequence[HandResult], board: Sequence[Card] | None = None
) -> Counted:
    """``odd-chip-cards``: all of a player's own cards, or those of them in some five making his hand in the
    direction of the share (worked out the first time a share asks, and only under ``five``; a drawmaha game's
    second half of his hole cards alone). In a game with a hand one way only (badugi, short deck), that hand is
    his in a share of either direction (a pot he alone contests is a high share, even in badugi). *hands* are the
    hands on *board* (default: the showdown's first)."""
    own = {player.name: player.cards for player in showdown.in_hand}
    played = showdown.board if board is None else board
    if rule is OddChipCards.ALL:
        return lambda player, direction: own[player]
    placed = {hand.player: hand for hand in hands}
    found: dict[tuple[str, Direction], tuple[Card, ...]] = {}

    def in_five(player: str, direction: Direction) -> Sequence[Card]:
        cards = found.get((player, direction))
        if cards is None:
            hand = placed[player]
            first, other = (hand.high, hand.low) if direction is Direction.HIGH else (hand.low, hand.high)
            made = first or other  # every game has a hand one way at least
            if made is None:
                return own[player]
            hole, shared, game = half_cards(own[player], played, showdown.game, made is hand.low)
            if showdown.play is None:
                fives = cards_of_best_fives(hole, shared, game, made.value.ranking, made.value)
            else:  # some card is wild: the fives as they play with it
                from potsplit.hands.wild_show import cards_of_wild_fives

                fives = cards_of_wild_fives(hole, shared, game, made.value, showdown.play)
            cards = found[player, direction] = tuple([card for card in own[player] if card in fives])
        return cards

    return in_five


class OddChipOrder:
    """The order of ``odd-chip`` (with ``odd-chip-cards`` and ``odd-chip-low``) for one showdown: called with a
    share's direction and players, it gives them first served first; :meth:`reason` says why."""

    def __init__(
        self, rules: EffectiveRules, game: Game, seats: Sequence[str], counted: Counted, jokers: bool = False
    ) -> None:
        self.rules, self.game, self.seats, self.counted = rules, game, seats, counted
        self.jokers = jokers
        """Whether the deck holds jokers: a joker ranks below every other card (docs/rules.md: "Wild cards and
        jokers")."""

    def __call__(self, direction: Direction, players: Sequence[str]) -> list[str]:
        seated = [player for player in self.seats if player in players]
        if self.rules.odd_chip is OddChip.SEAT or len(seated) < 2:  # one: nothing to order (his cards may be unknown)
            return seated
        key = self._key(direction)
        counted = self.counted

        def first(player: str) -> int:
            cards = counted(player, direction)
            return max([key(card) for card in cards]) if cards else -1_000  # none counted: after the others

        return sorted(seated, key=first, reverse=True)  # stable: those without cards keep their seats' order

    def deciding(self, direction: Direction, player: str) -> Card | None:
        """The card of *player* that places him in the order by suit for a share of *direction* (his highest by
        that order's key); ``None`` when none of his own cards is counted."""
        cards = self.counted(player, direction)
        return max(cards, key=self._key(direction)) if cards else None

    def kind(self, direction: Direction) -> HandKind | None:
        """The kind of hand of *direction*'s half: the game's first half's, or the low system of the second."""
        return self.game.high if direction is Direction.HIGH else self.rules.low

    def low_share(self, direction: Direction) -> bool:
        """Whether a share of *direction* is a low one: its half's kind of hand is a low (the lowest wins)."""
        kind = self.kind(direction)
        return kind is not None and kind.is_low

    def _key(self, direction: Direction) -> Callable[[Card], int]:
        """The key of a card in a share of *direction*, greater first: a player is placed by his card of the
        greatest key.

        A card's code orders the cards by rank, then suit (:mod:`potsplit.hands.cards`); in a low share where the
        ace is low, the aces are moved below the deuces. The cards are taken as dealt: a wild deuce is a deuce, and
        a joker (only where the deck holds one) is below every card, the lowest of a low share.
        """
        if not self.low_share(direction):
            if self.jokers:
                return lambda card: -1 if card.code == JOKER_CODE else card.code
            return _code
        kind = self.kind(direction)
        if kind is not None and kind.ace_is_low:
            def dealt(card: Card) -> int:
                return card.code + 4 if card.rank != 14 else card.suit
        else:
            dealt = _code
        if self.jokers:
            def low(card: Card) -> int:
                return -1 if card.code == JOKER_CODE else dealt(card)
        else:
            low = dealt
        if self.rules.odd_chip_low is OddChipLow.HIGHEST:
            return low
        return lambda card: -low(card)

    def reason(self, direction: Direction, ordered: Sequence[str], lucky: int = 1) -> str:
        """The words in brackets after who gets the leftover chips of a share of *direction* (in the order
        *ordered*, the first *lucky* served): what decided (the seat, or the cards compared), the rules that did
        and, with a book, the book, its rule and what it says.

        Without a book, the ``odd-chip`` rule and the other two where they apply and are not their defaults
        (``odd-chip: suit``, ``odd-chip: suit, odd-chip-cards: five``); with one, also the book, any rule given
        against it, and the order in words.
        """
        rules, book = self.rules, self.rules.book
        fields = self._applying(direction)
        main = RULES["odd-chip"].label(rules.odd_chip)
        last = self._last(direction, ordered)
        if book is None:
            given = [_label(field, rules) for field in fields if getattr(rules, field) != book_setting(None, field)]
            labels = ", ".join([main, *given])
            said: str = labels if last is None else Said("{said}; {more}", said=labels, more=last)
        else:
            against = [field for field in fields if getattr(rules, field) != book_setting(book, field)]
            if rules.odd_chip is not default_odd_chip(self.game):
                against.insert(0, "odd_chip")
            source: str = BOOKS[book].source
            if against:
                overridden = ", ".join(_label(field, rules) for field in against)
                source = Said("{source} but {rules}", source=source, rules=overridden)
            said = Said("{rule}; by {source}, {order}", rule=main, source=source, order=self._order_words(direction))
            said = said if last is None else Said("{said}; {more}", said=said, more=last)
        decided = self.decided(direction, ordered, lucky)
        return said if decided is None else Said("{decided}; {rules}", decided=decided, rules=said)

    def decided(self, direction: Direction, ordered: Sequence[str], lucky: int = 1) -> Said | None:
        """What put the first *lucky* of *ordered* first in a share of *direction*: their seats (``Bob sits first
        clockwise from the dealer, Al``), or the cards compared (``by the highest card, Bob's As against Al's
        Kd``); ``None`` when nobody's cards count (the seats then decide, as :meth:`_last` says)."""
        first, after = ordered[:lucky], ordered[lucky:]
        if self.rules.odd_chip is OddChip.SEAT:
            return Said.counted(
                "{lucky} sits first clockwise from the dealer, {dealer}",
                "{lucky} sit first clockwise from the dealer, {dealer}",
                len(first), lucky=Names(first), dealer=Names(self.seats[-1:]),
            )
        held = [self._held(direction, player) for player in first]
        against = [self._held(direction, player) for player in after]
        winners = [said for said in held if said is not None]
        if not winners:
            return None
        others = [said for said in against if said is not None]
        lowest = self.low_share(direction) and self.rules.odd_chip_low is OddChipLow.LOWEST
        if not others:
            if lowest:
                return Said("by the lowest card, {lucky}", lucky=_joined(winners))
            return Said("by the highest card, {lucky}", lucky=_joined(winners))
        if lowest:
            return Said("by the lowest card, {lucky} against {others}", lucky=_joined(winners), others=_joined(others))
        return Said("by the highest card, {lucky} against {others}", lucky=_joined(winners), others=_joined(others))

    def _held(self, direction: Direction, player: str) -> Said | None:
        """``Bob's As``: the card that placed *player* in a share of *direction* (``None``: none counted)."""
        card = self.deciding(direction, player)
        return None if card is None else Said("{holder}'s {card}", holder=Names((player,)), card=card.text)

    def _applying(self, direction: Direction) -> list[str]:
        """The fields of the rules besides ``odd-chip`` that decide a share of *direction*."""
        if self.rules.odd_chip is OddChip.SEAT:
            return []
        return ["odd_chip_cards"] + (["odd_chip_low"] if self.low_share(direction) else [])

    def _order_words(self, direction: Direction) -> Said:
        rules = self.rules
        if rules.odd_chip is OddChip.SEAT:
            return Said("clockwise from the dealer's left")
        kind, low = self.kind(direction), self.low_share(direction)
        if rules.odd_chip_cards is OddChipCards.ALL:
            among = Said("all his own cards")
        elif kind is not None and kind.is_badugi:
            among = Said("his own cards in the badugi he wins the share with")
        elif kind is not None and kind.is_spade:
            among = Said("his own cards in the spade in the hole he wins the share with")
        else:
            among = Said("his own cards in the five he wins the share with")
        if not low:
            ace: str = ""
        else:
            ace = Said(", the ace low") if kind is not None and kind.ace_is_low else Said(", the ace high")
        if not low or rules.odd_chip_low is OddChipLow.HIGHEST:
            return Said("first the player with the highest card by suit of {among}{ace}", among=among, ace=ace)
        return Said("first the player with the lowest card by suit of {among}{ace}", among=among, ace=ace)

    def _last(self, direction: Direction, ordered: Sequence[str]) -> Said | None:
        """Under ``five``, who comes last for having none of his own cards in his five (``None`` if nobody)."""
        if self.rules.odd_chip is OddChip.SEAT or self.rules.odd_chip_cards is OddChipCards.ALL:
            return None
        without = [player for player in ordered if not self.counted(player, direction)]
        if not without:
            return None
        if len(without) == len(ordered):
            return Said(
                "{players} have none of their own cards in their fives: seat order decides", players=Names(without)
            )
        if len(without) == 1:
            return Said("{player} has none of his own cards in his five and comes after the others", player=without[0])
        return Said(
            "{players} have none of their own cards in their fives and come after the others, in seat order",
            players=Names(without),
        )


def odd_half(halves: Sequence[Half], chips: int, rules: EffectiveRules, seats: Sequence[str]) -> OddHalf:
    """Where the odd chip of a pot of *chips* (an odd number) split between its two *halves* goes, by
    ``odd-chip-half``, and the step that says so, naming the rule and its source (said in the split games with two
    kinds of hand, and wherever it goes by position; elsewhere the high half's, as it always was, goes unsaid).

    - ``first``: the first half (the high half), as the game's rulebook rules (badeucy's WSOP Live Action Rule 303).
    - ``position``: the winning player nearest the dealer's left (*seats*, clockwise from there), whichever half he
      won (WSOP Live Action Rule 149).

    Drawmaha 2-7, pot 7 in chips of 1: Bo's straight wins Omaha high, Al's hole cards the deuce-to-seven low; by
    position the odd chip is Al's, the first to the dealer's (Bo's) left:

    >>> from potsplit.engine.model import Player, Showdown
    >>> from potsplit.engine.resolve import resolve
    >>> players = (Player("Al", "As 2s 3d 4c Td"), Player("Bo", "Ks Kd 5h 9h 2c"))
    >>> resolution = resolve(Showdown(players, "6c 7d 8s Jh Qc", "drawmaha-2-7", pot=7, chip=1, dealer="Bo"))
    >>> {name: int(amount) for name, amount in resolution.payouts.items()}
    {'Al': 4, 'Bo': 3}
    >>> print(resolution.pots[0].steps[-1].text)
    7 chips do not split evenly between the halves: the odd chip goes to Al, the winner nearest the dealer's left \
(odd-chip-half: position; by WSOP Live Action Rule 149)
    """
    rule = RULES["odd-chip-half"].label(rules.odd_chip_half)
    if rules.odd_chip_half is OddChipHalf.POSITION:
        receivers = {player for half in halves for player in half.receivers}
        lucky = next(player for player in seats if player in receivers)
        index = 0 if lucky in halves[0].receivers else 1
        said = Said.counted(
            "{count} chip does not split evenly between the halves: the odd chip goes to {lucky}, the winner "
            "nearest the dealer's left ({why})",
            "{count} chips do not split evenly between the halves: the odd chip goes to {lucky}, the winner "
            "nearest the dealer's left ({why})",
            chips, lucky=Listed((lucky,)), why=Said("{rule}; by {source}", rule=rule, source=POSITION_SOURCE),
        )
        return OddHalf(index, lucky, Step("odd-chip-half", rule, (lucky,), None, said))
    if not rules.two_kinds:
        return OddHalf()
    why: str = rule if rules.source is None else Said("{rule}; by {source}", rule=rule, source=rules.source)
    said = Said.counted(
        "{count} chip does not split evenly between the halves: the odd chip goes to the {half.value} half ({why})",
        "{count} chips do not split evenly between the halves: the odd chip goes to the {half.value} half ({why})",
        chips, half=rules.halves[0], why=why,
    )
    return OddHalf(0, None, Step("odd-chip-half", rule, halves[0].receivers, None, said))


def odd_chip_labels(rules: EffectiveRules) -> list[str]:
    """The odd-chip rules as a title names them: ``odd-chip``, ``odd-chip-half`` in a split game with two kinds of
    hand (or wherever it is not ``first``), the book when one is given, and, under ``suit``, ``odd-chip-cards``
    and ``odd-chip-low`` where they are not what the book (or, without one, the default) gives.

    >>> from potsplit.engine.model import effective, Player, Showdown
    >>> from potsplit.engine.rules import Rules
    >>> players = (Player("Al", "As Ks Qs Js 9s"), Player("Bo", "Ah Kh Qh Jh 9h"))
    >>> rules = Rules(odd_chip="suit", book="wsop", odd_chip_low="lowest")
    >>> odd_chip_labels(effective(Showdown(players, rules=rules)).rules)
    ['odd-chip: suit', 'book: wsop', 'odd-chip-low: lowest']
    """
    labels = [RULES["odd-chip"].label(rules.odd_chip)]
    if rules.two_kinds or rules.odd_chip_half is not OddChipHalf.FIRST:  # where the odd chip between halves is said
        labels.append(RULES["odd-chip-half"].label(rules.odd_chip_half))
    if rules.book is not None:
        labels.append(RULES["book"].label(rules.book))
    if rules.odd_chip is OddChip.SUIT:
        labels += [
            _label(field, rules) for field in BOOK_FIELDS if getattr(rules, field) != book_setting(rules.book, field)
        ]
    return labels


def _joined(items: Sequence[Said]) -> Said:
    """Sentences listed: ``A``, ``A and B``, ``A, B and C``, in the language's words for "and".

    >>> _joined([Said("x"), Said("y"), Said("z")])
    'x, y and z'
    """
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Said("{one} and {other}", one=items[0], other=items[1])
    return Said("{one}, {other}", one=items[0], other=_joined(items[1:]))


def _code(card: Card) -> int:
    return card.code


def _label(field: str, rules: EffectiveRules) -> str:
    """``odd-chip-cards: five``: the rule of *field* as *rules* have it, as a step names it."""
    return RULES_BY_FIELD[field].label(getattr(rules, field))
