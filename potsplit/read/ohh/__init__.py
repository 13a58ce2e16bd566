"""Hand histories in OHH, the Open Hand History JSON standard (docs/rules.md: "Hand histories in OHH").

The modules, in the order a hand goes through them: :mod:`~potsplit.read.ohh.pieces` cuts a stream into its
``{"ohh": ...}`` objects (one a line, a JSON list, or one after another pretty-printed), in bounded memory;
:mod:`~potsplit.read.ohh.parse` parses one as JSON, amounts exact; :mod:`~potsplit.read.ohh.hands` reads its
players, posts, rounds and pots into a showdown and its record; :mod:`~potsplit.read.ohh.streams` numbers the
hands of a stream (resolved by :mod:`potsplit.run.hand_histories`).
"""
