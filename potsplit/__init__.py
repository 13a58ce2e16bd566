"""potsplit: who wins a poker pot, and exactly how much.

The library is pure: cards (:mod:`potsplit.cards`), hand values
(:mod:`potsplit.ranking`), games (:mod:`potsplit.games`); the command line is
in :mod:`potsplit.cli`.
"""

__version__ = "0.1.0"
