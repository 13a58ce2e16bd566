"""Hand histories in the PHH format (docs/rules.md: "Hand histories"): read, replayed into showdowns, and checked.

The modules, in the order a hand goes through them: :mod:`~potsplit.read.phh.pieces` cuts a stream into hands,
:mod:`~potsplit.read.phh.parse` parses one as TOML (held first to the limits of
:mod:`~potsplit.read.phh.limits`; plain TOML read by :mod:`~potsplit.read.phh.plain_toml`),
:mod:`~potsplit.read.phh.fields` reads its fields (the variants are
:mod:`~potsplit.read.phh.variants`), :mod:`~potsplit.read.phh.actions` its actions,
:mod:`~potsplit.read.phh.replay` replays them into the money and the cards (whose turn it is:
:mod:`~potsplit.read.phh.turns`), :mod:`~potsplit.read.phh.hands` makes the showdown and its
:mod:`~potsplit.read.phh.record` (what the hand records of its result), and :mod:`~potsplit.read.phh.streams`
numbers the hands of a stream (resolved by :mod:`potsplit.run.hand_histories`); :mod:`~potsplit.read.phh.places`
locates errors. Only :mod:`~potsplit.read.phh.parse` imports :mod:`tomllib`, when a hand is not plain TOML.
"""

HAND_HISTORIES = (".phh", ".phhs")
"""The extensions of hand history files (PHH: one hand, or many)."""
