"""Hand histories in the PHH format (spec section 8): read, replayed into showdowns, and checked.

The modules, in the order a hand goes through them: :mod:`~potsplit.io.phh.pieces` cuts a stream into hands,
:mod:`~potsplit.io.phh.parse` parses one as TOML, :mod:`~potsplit.io.phh.fields` reads its fields (the
variants are :mod:`~potsplit.io.phh.variants`), :mod:`~potsplit.io.phh.actions` its actions,
:mod:`~potsplit.io.phh.replay` replays them into the money and the cards, :mod:`~potsplit.io.phh.hands` makes
the showdown, and :mod:`~potsplit.io.phh.streams` resolves a stream of them; :mod:`~potsplit.io.phh.places`
locates errors. Only :mod:`~potsplit.io.phh.parse` imports :mod:`tomllib`, when a hand is read.
"""

HAND_HISTORIES = (".phh", ".phhs")
"""The extensions of hand history files (PHH: one hand, or many)."""
