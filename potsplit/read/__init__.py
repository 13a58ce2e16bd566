"""Reading: showdowns out of the text people and sites write, every mistake located.

Reading checks only what is the text's own (YAML's node kinds, tags, aliases and sizes; a hand history's
fields and actions) and hands plain values to the model, which checks what a showdown may hold.

- :mod:`~potsplit.read.splitting`: a stream cut into one piece a document, in bounded memory.
- :mod:`~potsplit.read.documents`: each piece parsed into YAML nodes, on its own.
- :mod:`~potsplit.read.syntax`: YAML's syntax errors worded for people and placed where the mistake is.
- :mod:`~potsplit.read.nodes`: where each node is, and the walk that refuses what a showdown cannot hold.
- :mod:`~potsplit.read.keys`: the keys of a showdown file at each place, and where a misplaced key belongs.
- :mod:`~potsplit.read.showdowns`: a YAML document read into a :class:`~potsplit.engine.model.Showdown`.
- :mod:`~potsplit.read.phh`: hand histories in the PHH format, replayed into showdowns.
- :mod:`~potsplit.read.ohh`: hand histories in the OHH format (Open Hand History, JSON), replayed into showdowns.
- :mod:`~potsplit.read.pokerstars`: PokerStars hand histories (cash games, in English), replayed into showdowns.
- :mod:`~potsplit.read.histories`: what the hand-history readers do alike: a stream's showdowns, hand by hand.
- :mod:`~potsplit.read.contenders`: who contests a hand history's showdown (the players still in who showed).
- :mod:`~potsplit.read.sources`: the formats read (YAML, PHH, OHH, PokerStars text), told apart by content.
- :mod:`~potsplit.read.examples`: the example showdowns shipped inside the package.
"""
