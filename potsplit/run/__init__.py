"""Running: the showdowns of an input resolved one document at a time, in one process or several.

- :mod:`~potsplit.run.results`: what each document gives: its resolution, or its errors, and where it is.
- :mod:`~potsplit.run.overrides`: what the command line sets on every showdown (rules, a showdown from ``-p``).
- :mod:`~potsplit.run.streams`: a stream resolved document by document, errors kept per document, with workers.
"""

PLAYER_SHAPE = "NAME: CARDS [DECLARATION] [bet=AMOUNT] [ante=AMOUNT] [expect=AMOUNT] [folded]"
"""How ``-p/--player`` writes a player (cards as in a file; the first word that is not a card ends them).
Here, where the command line's help reads it without loading the reading modules."""
