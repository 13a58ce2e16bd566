"""Wrong calls of the public API, each refused by ``mypy --strict`` on the line marked with the error's code
(``tests/api/test_typing.py``); never called."""

from __future__ import annotations

from fractions import Fraction

import potsplit
from potsplit import Player, Rules, Showdown


def wrong() -> None:
    bob = Player("Bob", "6h 5h 4h 3h 2h", "swing")
    Player("Al", "As Ks Qs Js Ts", bet=0.5)  # error: arg-type (a float is not exact)
    Player("Al", 5)  # error: arg-type (cards are text or a list)
    Player(None, "As")  # error: arg-type (a name is text)
    Player("Al", "As", declare=1.0)  # error: arg-type
    Player("Al", "As", hand="As")  # error: call-arg (no such field)
    Showdown(bob)  # error: arg-type (players are a sequence of players)
    Showdown([bob], pot=1.5)  # error: arg-type
    Showdown([bob], rules="lose")  # error: arg-type (rules are Rules or a mapping)
    Showdown([bob, "Carol"])  # error: list-item
    Rules(swing_ties=3)  # error: arg-type
    Rules(metod="low")  # error: call-arg
    potsplit.resolve([bob])  # error: arg-type
    bet: Fraction = bob.name  # error: assignment (a field keeps its converted type)
    name: int = potsplit.resolve(Showdown([bob])).hands[0].player  # error: assignment
    print(bet, name)
