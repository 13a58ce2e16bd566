"""Our own writer of PokerStars hand histories, for the tests: a hand planned street by street written as the
site writes it, and the showdown it must read back to.

A plan is the players (seat, name, stack, cards), the game's header name, the blinds, each street's betting (one
player opens, each other player then calls what he can or folds), the board(s), and the rake. The writer plays it
as a table does: it returns each street's uncalled bet (``Uncalled bet ($X) returned to NAME``), has the players
still in show at the showdown, and pays the pots of the ruling it is given in ``collected`` lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction


def money(amount: Fraction, sign: str = "$") -> str:
    """An amount as PokerStars writes it: ``$5``, ``$0.50``, ``$1.25``."""
    whole = amount.numerator // amount.denominator
    if amount.denominator == 1:
        return f"{sign}{whole}"
    cents = round(amount * 100)
    assert cents == amount * 100, amount
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def cards_text(cards: Sequence[str]) -> str:
    return "[" + " ".join(cards) + "]"


@dataclass
class Seated:
    """A player: his seat, name, stack and hole cards."""

    seat: int
    name: str
    stack: Fraction
    cards: tuple[str, ...]


@dataclass
class Plan:
    """A hand as planned: the header's game (``Hold'em No Limit``), the blinds, the players in seat order, the
    button's seat, each street's opener and the amount he bets (``None``: checks around), who folds on each
    street instead of calling, the board, and the rake."""

    game: str
    blinds: tuple[Fraction, Fraction]
    players: list[Seated]
    button: int
    bets: list[tuple[int, Fraction] | None]
    folds: list[set[int]]
    board: tuple[str, ...]
    rake: Fraction = Fraction(0)
    number: int = 1
    antes: Fraction = Fraction(0)
    played: dict[str, object] = field(default_factory=dict)


@dataclass
class Outcome:
    """What the plan comes to: each player's bets (live) and antes, who folded, and the lines written."""

    bets: list[Fraction]
    antes: list[Fraction]
    folded: list[bool]
    lines: list[str]


STREETS = ("HOLE CARDS", "FLOP", "TURN", "RIVER")


def play(plan: Plan) -> Outcome:
    """The lines of *plan* up to the showdown, and what each player put in."""
    players = plan.players
    count = len(players)
    out = [
        f"PokerStars Hand #{plan.number}:  {plan.game} ({money(plan.blinds[0])}/{money(plan.blinds[1])} USD)"
        f" - 2026/12/04 12:00:00 ET",
        f"Table 'Writer' 9-max Seat #{plan.button} is the button",
    ]
    out += [f"Seat {one.seat}: {one.name} ({money(one.stack)} in chips)" for one in players]
    left = [one.stack for one in players]
    bets = [Fraction(0)] * count
    antes = [Fraction(0)] * count
    folded = [False] * count
    button = next(at for at, one in enumerate(players) if one.seat == plan.button)
    order = [(button + 1 + step) % count for step in range(count)]
    if count == 2:
        order = [button, (button + 1) % 2]
    if plan.antes:
        for at in order:
            paid = min(plan.antes, left[at])
            antes[at] += paid
            left[at] -= paid
            out.append(f"{players[at].name}: posts the ante {money(paid)}")
    street = [Fraction(0)] * count
    for at, blind, word in ((order[0], plan.blinds[0], "small"), (order[1], plan.blinds[1], "big")):
        paid = min(blind, left[at])
        street[at] += paid
        left[at] -= paid
        out.append(f"{players[at].name}: posts {word} blind {money(paid)}" + (" and is all-in" if not left[at]
                                                                                else ""))
    out.append("*** HOLE CARDS ***")
    shown = plan.board
    for number, name in enumerate(STREETS):
        if number:
            if sum(not one for one in folded) < 2:
                break
            board = shown[: 2 + number]
            written = cards_text(board) if number == 1 else f"{cards_text(board[:-1])} {cards_text(board[-1:])}"
            out.append(f"*** {name} *** {written}")
            street = [Fraction(0)] * count
        opener = plan.bets[number] if number < len(plan.bets) else None
        acting = [at for at in (order[2:] + order[:2] if number == 0 else order) if not folded[at] and left[at]]
        if opener is not None and acting:
            first, amount = opener
            first = acting[first % len(acting)]
            top = max(street)
            target = max(top + amount, plan.blinds[1]) if number == 0 else amount
            put = min(target - street[first], left[first])
            if put > 0:
                word = "raises" if top > 0 else "bets"
                street[first] += put
                left[first] -= put
                allin = " and is all-in" if not left[first] else ""
                if word == "raises" and street[first] <= top:  # all in for no more than the bet: a call
                    out.append(f"{players[first].name}: calls {money(put)}{allin}")
                else:
                    out.append(f"{players[first].name}: raises {money(street[first] - top)} to "
                               f"{money(street[first])}{allin}" if word == "raises"
                               else f"{players[first].name}: bets {money(put)}{allin}")
            start = acting.index(first)
            acting = acting[start + 1:] + acting[:start]
        for at in acting:
            top = max(street)
            if at in (plan.folds[number] if number < len(plan.folds) else set()) and street[at] < top:
                folded[at] = True
                out.append(f"{players[at].name}: folds")
                continue
            need = min(top - street[at], left[at])
            if need > 0:
                street[at] += need
                left[at] -= need
                out.append(f"{players[at].name}: calls {money(need)}" + (" and is all-in" if not left[at] else ""))
            else:
                out.append(f"{players[at].name}: checks")
        top = max(range(count), key=street.__getitem__)
        second = max(amount for at, amount in enumerate(street) if at != top)
        if street[top] > second:
            back = street[top] - second
            street[top] -= back
            left[top] += back
            out.append(f"Uncalled bet ({money(back)}) returned to {players[top].name}")
        for at in range(count):
            bets[at] += street[at]
    return Outcome(bets, antes, folded, out)


def write(plan: Plan, outcome: Outcome, collected: Sequence[tuple[str, Fraction, str]]) -> str:
    """The whole hand: *outcome*'s lines, the showdown (each player still in shows), the ``collected`` lines
    (name, amount, ``pot``, ``main pot`` or ``side pot-N``) and the summary."""
    players = plan.players
    lines = list(outcome.lines)
    still_in = [at for at in range(len(players)) if not outcome.folded[at]]
    board = plan.board if len(still_in) > 1 else ()
    if len(still_in) > 1:
        if not any(line.startswith("*** RIVER") for line in lines):
            have = next((n for n in (3, 2, 1) if any(line.startswith(f"*** {STREETS[n]}") for line in lines)), 0)
            for number in range(have + 1, 4):
                written = cards_text(board[:3]) if number == 1 else \
                    f"{cards_text(board[: 1 + number])} {cards_text(board[1 + number: 2 + number])}"
                lines.append(f"*** {STREETS[number]} *** {written}")
        lines.append("*** SHOW DOWN ***")
        lines += [f"{players[at].name}: shows {cards_text(players[at].cards)}" for at in still_in]
    lines += [f"{name} collected {money(amount)} from {pot}" for name, amount, pot in collected]
    lines.append("*** SUMMARY ***")
    total = sum(outcome.bets, Fraction(0)) + sum(outcome.antes, Fraction(0))
    lines.append(f"Total pot {money(total)} | Rake {money(plan.rake)}")
    if board:
        lines.append(f"Board {cards_text(board)}")
    for at, one in enumerate(players):
        if outcome.folded[at]:
            lines.append(f"Seat {one.seat}: {one.name} folded")
        else:
            won = sum((amount for name, amount, _ in collected if name == one.name), Fraction(0))
            lines.append(f"Seat {one.seat}: {one.name} showed {cards_text(one.cards)} and "
                         + (f"won ({money(won)})" if won else "lost"))
    return "\n".join(lines) + "\n"
