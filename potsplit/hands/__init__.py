"""The cards and the hands they make: pure, and knowing nothing of files, pots or people.

- :mod:`~potsplit.hands.cards`: the 52 cards and the joker, and how players write them.
- :mod:`~potsplit.hands.ranking`: the rulebook: what five cards are worth, high, in short deck and in each
  low system, and what a badugi is worth.
- :mod:`~potsplit.hands.lookup`: lookup tables derived from the rulebook (shipped as ``lookup.bin``).
- :mod:`~potsplit.hands.evaluate`: the best five of a player's cards, fast (the hot path).
- :mod:`~potsplit.hands.badugi`: which of four cards make a badugi, and its code, fast.
- :mod:`~potsplit.hands.short_deck`: the 36 cards of a short deck, and the check that cards are among them.
- :mod:`~potsplit.hands.games`: the games, named ones too: how many cards a player holds and which make his
  hand, and what the best of them is worth.
- :mod:`~potsplit.hands.showing`: the best five to show, and every card of the fives that make a value.
- :mod:`~potsplit.hands.wild`, :mod:`~potsplit.hands.wild_eval`, :mod:`~potsplit.hands.wild_show`: wild cards,
  jokers and the bug: the rule, the fast search, and what each wild card played as.
- :mod:`~potsplit.hands.placing`: hands placed 1, 2, 2, 4 among each other.
"""
