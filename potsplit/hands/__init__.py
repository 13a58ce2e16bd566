"""The cards and the hands they make: pure, and knowing nothing of files, pots or people.

- :mod:`~potsplit.hands.cards`: the 52 cards and how players write them.
- :mod:`~potsplit.hands.ranking`: the rulebook: what five cards are worth, high, in short deck and in each
  low system, and what a badugi is worth.
- :mod:`~potsplit.hands.lookup`: lookup tables derived from the rulebook (shipped as ``lookup.bin``).
- :mod:`~potsplit.hands.evaluate`: the best five of a player's cards, fast (the hot path).
- :mod:`~potsplit.hands.badugi`: which of four cards make a badugi, and its code, fast.
- :mod:`~potsplit.hands.short_deck`: the 36 cards of a short deck, and the check that cards are among them.
- :mod:`~potsplit.hands.games`: which cards make a hand in each game; the best five to show.
- :mod:`~potsplit.hands.placing`: hands placed 1, 2, 2, 4 among each other.
"""
