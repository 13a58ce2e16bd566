"""A plain, slow reference of several boards, runs and the rake, written from the rule texts (docs/rules.md:
"Resolving a pot", "Declare, step by step", "Side pots and antes", "Whole chips and the odd chip", "Several
boards and runs", "Rake"), for hold'em and omaha hands.

It calls nothing of potsplit's engine nor its hand evaluators: it reads a :class:`~potsplit.engine.model.Showdown`
as data (names, cards as text, bets, rules) and works everything out again its own way:

- hands: every five cards the game allows are ranked by a brute-force ranking of its own (a high hand as
  category and ranks; an ace-to-five low as the same with the ace counting one and no straight or flush);
- side pots by levels of the bets; the rake cumulative from the main pot outward, over the pots that more than
  one player put money into, with caps, caps by players, units, the jackpot and no-flop-no-drop;
- each pot divided among the boards it is played on (``each``: the chips that do not divide to the first
  boards) or resolved once with each player's best over them (``either``);
- each pot (or board's part) by the four methods, declarations step by step, and whole chips with the odd chip
  by seat or by suit (all of a player's own cards; the lowest or the highest card in a low share).

Its domain is what :func:`reference_showdowns` deals: hold'em, omaha and omaha8, no wild cards, no antes,
``odd-chip-cards: all``, the ace-to-five low.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from hypothesis import strategies as st

from potsplit.engine.model import Player, Showdown
from potsplit.engine.rules import Rules

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs lowest, spades highest
ZERO = Fraction(0)


def rank_of(card: str) -> int:
    """2 to 14 (the ace), from the card's text."""
    return RANKS.index(card[0].upper()) + 2


def suit_of(card: str) -> int:
    """0 (clubs) to 3 (spades)."""
    return SUITS.index(card[1].lower())


def high_key(five: Sequence[str]) -> tuple[int, ...]:
    """A high hand's worth, greater is better: its category (8 straight flush ... 0 high card), then its ranks."""
    ranks = sorted((rank_of(card) for card in five), reverse=True)
    flush = len({suit_of(card) for card in five}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = 0
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight_top = distinct[0]
    if distinct == [14, 5, 4, 3, 2]:
        straight_top = 5
    counts = sorted(((ranks.count(rank), rank) for rank in distinct), reverse=True)
    grouped = [rank for _, rank in counts]
    shape = [count for count, _ in counts]
    if straight_top and flush:
        return (8, straight_top)
    if shape == [4, 1]:
        return (7, *grouped)
    if shape == [3, 2]:
        return (6, *grouped)
    if flush:
        return (5, *ranks)
    if straight_top:
        return (4, straight_top)
    if shape == [3, 1, 1]:
        return (3, *grouped)
    if shape == [2, 2, 1]:
        return (2, *grouped)
    if shape == [2, 1, 1, 1]:
        return (1, *grouped)
    return (0, *ranks)


def low_badness(five: Sequence[str]) -> tuple[int, ...]:
    """An ace-to-five low's badness, smaller is better: the ace counts one, straights and flushes do not count;
    a hand with no pair beats any with a pair, and so on up."""
    ranks = [1 if rank_of(card) == 14 else rank_of(card) for card in five]
    distinct = sorted(set(ranks), reverse=True)
    counts = sorted(((ranks.count(rank), rank) for rank in distinct), reverse=True)
    shape = tuple(count for count, _ in counts)
    order = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}
    return (order[shape], *(rank for _, rank in counts))


def qualifies(five: Sequence[str], qualifier: int | None) -> bool:
    """An ace-to-five low of five different ranks, the highest at most *qualifier* (``None``: every low)."""
    if qualifier is None:
        return True
    ranks = [1 if rank_of(card) == 14 else rank_of(card) for card in five]
    return len(set(ranks)) == 5 and max(ranks) <= qualifier


def fives(hole: Sequence[str], board: Sequence[str], omaha: bool) -> list[tuple[str, ...]]:
    """Every five cards the game allows: two hole and three board cards in omaha, any five in hold'em."""
    if omaha:
        return [two + three for two in itertools.combinations(hole, 2) for three in itertools.combinations(board, 3)]
    return list(itertools.combinations([*hole, *board], 5))


@dataclass(frozen=True)
class Hands:
    """One player's hands on one board (or his best over several): high, greater better; low, a negated badness
    so that greater is better too, ``None`` when he has no qualifying low."""

    high: tuple[int, ...]
    low: tuple[int, ...] | None
    raw_low: tuple[int, ...]
    """His best low, qualifying or not (for a low pot, which takes no qualifier)."""


def hands_on(hole: Sequence[str], board: Sequence[str], omaha: bool, qualifier: int | None) -> Hands:
    tried = fives(hole, board, omaha)
    high = max(high_key(five) for five in tried)
    best_low = min(tried, key=low_badness)
    raw = tuple(-part for part in low_badness(best_low))
    return Hands(high, raw if qualifies(best_low, qualifier) else None, raw)


# --------------------
# One pot (or one board's part of one) among its contestants: who gets which half.

HIGH, LOW = "high", "low"


@dataclass
class Half:
    """One direction's money: split equally among *players*; a failed swing player's part goes to *passed*."""

    direction: str
    players: list[str]
    passed: dict[str, list[str]]


def best_of(players: Sequence[str], hand: Callable[[str], tuple[int, ...] | None]) -> list[str]:
    known = [(player, hand(player)) for player in players if hand(player) is not None]
    if not known:
        return []
    top = max(value for _, value in known if value is not None)
    return [player for player, value in known if value == top]


def halves_of(contestants: Sequence[str], hands: dict[str, Hands], declared: dict[str, str], rules: Rules,
              method: str) -> list[Half] | None:
    """The halves of a pot by *method* (``None``: carried over)."""
    def high(player: str) -> tuple[int, ...] | None:
        return hands[player].high

    def low(player: str) -> tuple[int, ...] | None:
        return hands[player].low

    if method == "high":
        return [Half(HIGH, best_of(contestants, high), {})]
    if method == "low":
        return [Half(LOW, best_of(contestants, lambda player: hands[player].raw_low), {})]
    if method == "cards-speak":
        return cards_speak(contestants, high, low)
    return declared_halves(contestants, high, low, declared, rules)


def cards_speak(contestants: Sequence[str], high: Callable[[str], tuple[int, ...] | None],
                low: Callable[[str], tuple[int, ...] | None]) -> list[Half]:
    lows = best_of(contestants, low)
    if not lows:
        return [Half(HIGH, best_of(contestants, high), {})]
    return [Half(HIGH, best_of(contestants, high), {}), Half(LOW, lows, {})]


def declared_halves(contestants: Sequence[str], high: Callable[[str], tuple[int, ...] | None],
                    low: Callable[[str], tuple[int, ...] | None], declared: dict[str, str],
                    rules: Rules) -> list[Half] | None:
    """Declare, steps 1 to 6."""
    ties = rules.swing_ties.value
    hand = {HIGH: high, LOW: low}
    sets = {
        HIGH: [p for p in contestants if declared[p] in ("high", "swing")],
        LOW: [p for p in contestants if declared[p] in ("low", "swing") and low(p) is not None],
    }
    failed = set()
    for player in contestants:
        if declared[player] != "swing":
            continue
        for direction in (HIGH, LOW):
            mine = hand[direction](player)
            others = [hand[direction](other) for other in sets[direction] if other != player]
            others = [value for value in others if value is not None]
            beaten = mine is None or any(value > mine for value in others)
            if beaten or (ties == "lose" and any(value == mine for value in others)):
                failed.add(player)
    standing = {p for d in (HIGH, LOW) for p in sets[d] if p not in failed}
    in_play = [d for d in (HIGH, LOW) if sets[d]]
    if not standing:
        if rules.no_winner.value == "carry-over":
            return None
        return cards_speak(contestants, high, low)

    def plain(players: list[str]) -> list[str]:
        """Under clear-half, those who did not declare swing, where there are any."""
        if ties != "clear-half":
            return players
        return [p for p in players if declared[p] != "swing"] or players

    def forfeit_to(player: str, direction: str) -> list[str]:
        other = LOW if direction == HIGH else HIGH
        eligible = {d: [p for p in sets[d] if p in standing] for d in (HIGH, LOW)}
        if rules.forfeit.value == "defeater":
            beaters = best_of(eligible[other], hand[other])
            if beaters:
                theirs, his = hand[other](beaters[0]), hand[other](player)
                assert theirs is not None
                if his is None or theirs > his or (theirs == his and ties == "lose"):
                    return plain(beaters)
        if eligible[direction]:
            return plain(best_of(eligible[direction], hand[direction]))
        return plain(best_of(eligible[other], hand[other]))

    halves = []
    for direction in in_play:
        winners = best_of(sets[direction], hand[direction])
        receivers = winners
        successful = [p for p in winners if declared[p] == "swing" and p not in failed]
        if ties == "clear-half" and len(winners) > 1 and successful:
            receivers = plain(winners)
        passed = {p: forfeit_to(p, direction) for p in receivers if p in failed}
        halves.append(Half(direction, receivers, passed))
    return halves


# --------------------
# The money: exact, or whole chips with the odd chip.


def exact_money(amount: Fraction, halves: list[Half]) -> dict[str, Fraction]:
    paid: dict[str, Fraction] = {}
    pooled: dict[tuple[str, ...], Fraction] = {}
    for half in halves:
        part = amount / len(halves) / len(half.players)
        for player in half.players:
            if player in half.passed:
                key = tuple(half.passed[player])
                pooled[key] = pooled.get(key, ZERO) + part
            else:
                paid[player] = paid.get(player, ZERO) + part
    for to, total in pooled.items():
        for player in to:
            paid[player] = paid.get(player, ZERO) + total / len(to)
    return paid


def receivers(half: Half) -> set[str]:
    names = {p for p in half.players if p not in half.passed}
    for to in half.passed.values():
        names |= set(to)
    return names


class Order:
    """The odd-chip order: by seat from the dealer's left, or by suit (all of a player's own cards)."""

    def __init__(self, showdown: Showdown, rule: str, low_first: str) -> None:
        names = [player.name for player in showdown.players]
        dealer = showdown.dealer or names[-1]
        start = names.index(dealer) + 1
        self.seats = names[start:] + names[:start]
        self.cards = {player.name: [card.text for card in player.cards] for player in showdown.players}
        self.rule, self.low_first = rule, low_first

    def __call__(self, direction: str, players: Sequence[str]) -> list[str]:
        seated = [p for p in self.seats if p in players]
        if self.rule == "seat" or len(seated) < 2:
            return seated
        if direction == HIGH:
            def key(player: str) -> tuple[int, int]:
                return max((rank_of(card), suit_of(card)) for card in self.cards[player])
            return sorted(seated, key=key, reverse=True)

        def ace_low(card: str) -> tuple[int, int]:
            return (1 if rank_of(card) == 14 else rank_of(card), suit_of(card))
        if self.low_first == "highest":
            return sorted(seated, key=lambda p: max(ace_low(card) for card in self.cards[p]), reverse=True)
        return sorted(seated, key=lambda p: min(ace_low(card) for card in self.cards[p]))


def split(chips: int, ordered: list[str]) -> dict[str, int]:
    each, left = divmod(chips, len(ordered))
    return {player: each + (1 if index < left else 0) for index, player in enumerate(ordered)}


def chip_money(amount: Fraction, halves: list[Half], chip: Fraction, order: Order) -> dict[str, Fraction]:
    chips = int(amount / chip)
    if len(halves) == 2 and receivers(halves[0]) == receivers(halves[1]):
        exact = exact_money(amount, halves)
        if len({exact[p] for p in receivers(halves[0])}) == 1:  # one share, in the high order
            got = split(chips, order(HIGH, sorted(receivers(halves[0]))))
            return {p: count * chip for p, count in got.items()}
    counts = [chips // 2 + chips % 2, chips // 2] if len(halves) == 2 else [chips]
    got: dict[str, int] = {}
    pooled: dict[tuple[str, ...], tuple[int, str]] = {}
    for half, count in zip(halves, counts, strict=True):
        for player, share in split(count, order(half.direction, half.players)).items():
            if player in half.passed:
                key = tuple(half.passed[player])
                total, direction = pooled.get(key, (0, half.direction))
                pooled[key] = (total + share, direction)
            else:
                got[player] = got.get(player, 0) + share
    for to, (count, direction) in pooled.items():
        for player, share in split(count, order(direction, to)).items():
            got[player] = got.get(player, 0) + share
    return {p: count * chip for p, count in got.items()}


# --------------------
# The rake, and the showdown.


def rake_of(showdown: Showdown, amounts: list[Fraction], raked: list[bool]) -> tuple[list[Fraction], list[Fraction]]:
    """Each pot's rake and jackpot drop, cumulatively from the main pot outward."""
    schedule = showdown.rake
    none = [ZERO] * len(amounts)
    if schedule is None or (schedule.no_flop_no_drop and showdown.preflop):
        return none, list(none)
    unit = schedule.unit if schedule.unit is not None else showdown.chip
    cap = schedule.cap
    if schedule.cap_by_players:
        posted = sorted(schedule.cap_by_players)
        fitting = [c for n, c in posted if n <= len(showdown.players)]
        cap = fitting[-1] if fitting else posted[0][1]

    def hand_rake(total: Fraction) -> Fraction:
        if schedule.percent is not None:
            raw = total * schedule.percent / 100
        else:
            assert schedule.per is not None
            raw = (total // schedule.per[1]) * schedule.per[0]
        if unit is not None:
            raw = (raw // unit) * unit
        return raw if cap is None else min(raw, cap)

    rakes, paid, running = [], ZERO, ZERO
    for amount, paying in zip(amounts, raked, strict=True):
        if not paying:
            rakes.append(ZERO)
            continue
        running += amount
        take = max(ZERO, min(amount, hand_rake(running) - paid))
        rakes.append(take)
        paid += take
    jackpots = list(none)
    left = schedule.jackpot or ZERO
    if paid:
        for index, (amount, paying) in enumerate(zip(amounts, raked, strict=True)):
            if paying and left:
                jackpots[index] = min(left, amount - rakes[index])
                left -= jackpots[index]
    return rakes, jackpots


def pots_of(showdown: Showdown) -> list[tuple[Fraction, list[str], bool]]:
    """The pots (amount, contestants, whether more than one player's money is in it), main pot first."""
    players = showdown.players
    if any(player.bet is None for player in players):
        total = showdown.pot if showdown.pot is not None else Fraction(1)
        return [(total, [p.name for p in players if not p.folded], len(players) > 1)]
    levels = sorted({p.bet for p in players if not p.folded and p.bet is not None})
    highest = max(p.bet for p in players if p.bet is not None)
    pots: list[tuple[Fraction, list[str], bool]] = []
    previous = ZERO
    for level in levels:
        top = highest if level == levels[-1] else level
        amount = sum((min(p.bet, top) - previous for p in players if p.bet is not None and p.bet > previous), ZERO)
        givers = [p for p in players if p.bet is not None and p.bet > previous]
        contestants = [p.name for p in players if not p.folded and p.bet is not None and p.bet >= level]
        if amount > 0:
            if pots and pots[-1][1] == contestants:
                pots[-1] = (pots[-1][0] + amount, contestants, True)
            else:
                pots.append((amount, contestants, len(givers) > 1))
        previous = level
    return pots


@dataclass
class Reference:
    """What the reference rules: each player's payout, and the rake, the jackpot and what is carried over."""

    payouts: dict[str, Fraction]
    rake: Fraction
    jackpot: Fraction
    carried: Fraction
    pot_rakes: list[Fraction]


def reference(showdown: Showdown, method: str, omaha: bool, qualifier: int | None) -> Reference:
    """The ruling of *showdown* (of the domain above), its *method*, card use and *qualifier* given as the rules
    texts fill them in."""
    rules = showdown.rules
    boards = [[card.text for card in board] for board in (showdown.boards or (showdown.board,))]
    in_hand = [p for p in showdown.players if not p.folded]
    per_board = [
        {p.name: hands_on([card.text for card in p.cards], board, omaha, qualifier) for p in in_hand}
        for board in boards
    ]
    declared = {p.name: (p.declare.value if p.declare is not None else "") for p in in_hand}
    odd_rule = rules.odd_chip.value if rules.odd_chip is not None else "seat"
    low_first = rules.odd_chip_low.value if rules.odd_chip_low is not None else (
        "highest" if rules.book is not None and rules.book.value == "wsop" else "lowest"
    )
    order = Order(showdown, odd_rule, low_first)
    pots = pots_of(showdown)
    rakes, jackpots = rake_of(showdown, [amount for amount, _, _ in pots], [shared for _, _, shared in pots])
    payouts = {p.name: ZERO for p in showdown.players}
    carried = ZERO
    chip = showdown.chip
    either = len(boards) > 1 and rules.boards_split.value == "either"

    def settle(amount: Fraction, contestants: list[str], hands: dict[str, Hands]) -> None:
        nonlocal carried
        halves = halves_of(contestants, hands, declared, rules, method)
        if halves is None:
            carried += amount
            return
        money = exact_money(amount, halves) if chip is None else chip_money(amount, halves, chip, order)
        for player, paid in money.items():
            payouts[player] += paid

    for number, ((amount, contestants, _), rake, jackpot) in enumerate(zip(pots, rakes, jackpots, strict=True)):
        left = amount - rake - jackpot
        if len(contestants) == 1:
            payouts[contestants[0]] += left
            continue
        played = showdown.runs[number] if number < len(showdown.runs) else len(boards)
        if either:
            best = {
                name: Hands(
                    max(board[name].high for board in per_board[:played]),
                    max((low for board in per_board[:played] if (low := board[name].low) is not None), default=None),
                    max(board[name].raw_low for board in per_board[:played]),
                )
                for name in contestants
            }
            settle(left, contestants, best)
            continue
        if chip is None:
            parts = [left / played] * played
        else:
            chips = int(left / chip)
            parts = [chip * (chips // played + (1 if board < chips % played else 0)) for board in range(played)]
        for board, part in enumerate(parts):
            settle(part, contestants, per_board[board])
    return Reference(payouts, sum(rakes, ZERO), sum(jackpots, ZERO), carried, rakes)


# --------------------
# Random showdowns of the domain: 1 to 3 boards, runs, side pots, whole chips, every method and rake form.

DECK = [rank + suit for rank in RANKS for suit in SUITS]
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


@st.composite
def reference_showdowns(draw: st.DrawFn) -> tuple[Showdown, str, bool, int | None]:
    """A random showdown of the reference's domain, with the method, whether it is omaha, and the qualifier the
    rules texts give it."""
    game = draw(st.sampled_from(["holdem", "omaha", "omaha8"]))
    omaha = game != "holdem"
    count = draw(st.integers(2, 5))
    deck = list(draw(st.permutations(DECK)))
    if draw(st.booleans()):  # low cards first: lows qualify, hands tie
        deck.sort(key=lambda card: rank_of(card) % 14 + draw(st.integers(0, 3)))
    holes = [[deck.pop() for _ in range(4 if omaha else 2)] for _ in range(count)]
    if draw(st.integers(0, 2)) == 0:  # a twin: the second player's ranks are the first's, in other suits
        twin = []
        for card in holes[0]:
            others = [other for other in deck if other[0] == card[0]]
            if others:
                twin.append(others[0])
                deck.remove(others[0])
        if len(twin) == len(holes[1]):
            deck += holes[1]
            holes[1] = twin
    board_count = draw(st.integers(1, 3))
    flop = [deck.pop() for _ in range(3)]
    shared = draw(st.booleans())
    boards = [
        (flop if shared else [deck.pop() for _ in range(3)]) + [deck.pop() for _ in range(2)]
        for _ in range(board_count)
    ]
    folded = [draw(st.sampled_from([False, False, False, True])) for _ in range(count)]
    if all(folded):
        folded[0] = False
    chip = draw(st.sampled_from([None, 1, 5]))
    scale = chip or 1
    bets = None
    if draw(st.booleans()):
        bets = [scale * draw(st.integers(0, 12)) for _ in range(count)]
        if not any(bet for bet, out in zip(bets, folded, strict=True) if not out):
            bets[folded.index(False)] = scale
    method = draw(st.sampled_from(["high", "low", "cards-speak", "declare"]))
    qualifier = draw(st.sampled_from([None, 8])) if method != "low" else None
    if game == "omaha8" and method != "low" and qualifier is None and draw(st.booleans()):
        qualifier = 8
    players = tuple(
        Player(NAMES[index], " ".join(holes[index]), draw(st.sampled_from(["high", "low", "swing"])),
               bet=None if bets is None else bets[index], folded=folded[index])
        for index in range(count)
    )
    rules = Rules(
        method=method, qualifier="none" if qualifier is None else qualifier, low="ace-to-five",
        swing_ties=draw(st.sampled_from(["split", "lose", "clear-half"])),
        forfeit=draw(st.sampled_from(["next-best", "defeater"])),
        no_winner=draw(st.sampled_from(["cards-speak", "carry-over"])),
        odd_chip=draw(st.sampled_from(["seat", "suit"])),
        odd_chip_low=draw(st.sampled_from(["lowest", "highest"])),
        boards_split=draw(st.sampled_from(["each", "either"])),
    )
    pot = None if bets is not None else (Fraction(scale * draw(st.integers(1, 60))) if chip else
                                          draw(st.sampled_from([None, Fraction(100), Fraction(7, 3)])))
    runs: tuple[int, ...] = ()
    if board_count > 1 and draw(st.booleans()):
        pots = 1 if bets is None else len({bet for bet, out in zip(bets, folded, strict=True) if not out and bet})
        runs = tuple(draw(st.integers(1, board_count)) for _ in range(draw(st.integers(1, max(1, pots)))))
    rake = draw(rakes(chip))
    return (
        Showdown(
            players=players, game=game, pot=pot, chip=None if chip is None else Fraction(chip),
            dealer=draw(st.sampled_from([None, *NAMES[:count]])), rules=rules,
            board=boards[0] if board_count == 1 else (), boards=() if board_count == 1 else tuple(boards),
            runs=runs, rake=rake, preflop=draw(st.booleans()),
        ),
        method, omaha, qualifier,
    )


@st.composite
def rakes(draw: st.DrawFn, chip: int | None) -> dict[str, object] | None:
    """A rake schedule in every form: percent or per, a cap or caps by players, a unit, a jackpot,
    no-flop-no-drop; its amounts in whole units where the chip asks for them."""
    if draw(st.integers(0, 3)) == 0:
        return None
    scale = chip or 1
    unit = draw(st.sampled_from([None, scale, 5 * scale])) if chip else draw(st.sampled_from([None, Fraction(1, 100)]))
    whole = unit if unit is not None else scale
    rake: dict[str, object] = {}
    if draw(st.booleans()):
        rake["percent"] = draw(st.sampled_from([Fraction(5), Fraction(10), Fraction(5, 2), Fraction(100)]))
    else:
        rake["per"] = [draw(st.sampled_from([Fraction(1, 4), Fraction(1), Fraction(2)])), Fraction(5 * scale)]
    cap = draw(st.sampled_from(["none", "cap", "players"]))
    if cap == "cap":
        rake["cap"] = whole * draw(st.integers(0, 6))
    elif cap == "players":
        rake["cap-by-players"] = {n: whole * draw(st.integers(0, 6)) for n in draw(st.sets(st.integers(2, 6),
                                                                                            min_size=1))}
    if draw(st.booleans()):
        rake["jackpot"] = whole * draw(st.integers(1, 3))
    if unit is not None:
        rake["unit"] = unit
    rake["no-flop-no-drop"] = draw(st.booleans())
    return rake
