"""PokerStars hand histories (cash games, in English; docs/rules.md: "PokerStars hand histories"): read, replayed
into showdowns, and checked.

The modules, in the order a hand goes through them: :mod:`~potsplit.read.pokerstars.text` cuts a stream into
hands and decodes each (UTF-8, else Windows-1252), :mod:`~potsplit.read.pokerstars.header` reads its first two
lines (the game and stakes, the button), :mod:`~potsplit.read.pokerstars.seats` its seats and stacks,
:mod:`~potsplit.read.pokerstars.posts` the antes and blinds, :mod:`~potsplit.read.pokerstars.actions` the
streets and actions, :mod:`~potsplit.read.pokerstars.summary` the showdown's ``collected`` lines and the summary;
:mod:`~potsplit.read.pokerstars.replay` replays the lines into the money and the cards,
:mod:`~potsplit.read.pokerstars.hands` makes the showdown and its record, and
:mod:`~potsplit.read.pokerstars.streams` numbers the hands of a stream (resolved by
:mod:`potsplit.run.hand_histories`).
"""
