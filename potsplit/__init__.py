"""potsplit: who wins a poker pot, and exactly how much.

The library is pure: cards (:mod:`potsplit.hands.cards`), hand values
(:mod:`potsplit.hands.ranking`), games (:mod:`potsplit.hands.games`); the command line is
in :mod:`potsplit.cli`.
"""

__version__ = "0.1.0"
