"""Resolving pots: the showdown as typed values, the rules, and how they divide every pot (docs/rules.md).

Pure Python over :mod:`potsplit.hands`; it knows nothing of YAML, Click, gettext or terminals.

- :mod:`~potsplit.engine.rules`: the one table of rules (:data:`~potsplit.engine.rules.RULES`): each rule's
  enum, key, values, sentences and default; the rulebooks, the named games' defaults.
- :mod:`~potsplit.engine.declarations`: high, low or swing, the words players write them in (English, Russian,
  Kazakh, and Kazakh typed on a Russian keyboard), and chips in hand.
- :mod:`~potsplit.engine.amounts`: exact amounts of money, one grammar for files, options and Python.
- :mod:`~potsplit.engine.fields`: each field of a showdown read from its plain value once, its problems worded
  once for a file, an option and Python.
- :mod:`~potsplit.engine.accepted`: what the constructors accept, as types: the plain values a file writes.
- :mod:`~potsplit.engine.model`: a showdown as data (players, cards, pot, rules), its effective form with every
  default filled in, and what plays wild in it.
- :mod:`~potsplit.engine.checks`: what makes a whole showdown resolvable, every problem found at once.
- :mod:`~potsplit.engine.side_pots`: the pots built by levels of the bets, and who contests each.
- :mod:`~potsplit.engine.rake`: the house's rake: a schedule, and what it takes from each pot, main pot first.
- :mod:`~potsplit.engine.boards`: several boards and runs: a pot divided among its boards, or played once on the
  best of them.
- :mod:`~potsplit.engine.contest`: the players of one pot as the rules see them.
- :mod:`~potsplit.engine.methods`: high, low and cards speak; a lone contestant.
- :mod:`~potsplit.engine.declare`: high-low with declarations, step by step.
- :mod:`~potsplit.engine.shares`: a share split in exact fractions or in whole chips.
- :mod:`~potsplit.engine.odd_chip`: who gets the chips a share cannot split evenly, and why.
- :mod:`~potsplit.engine.wording`: the words of the steps.
- :mod:`~potsplit.engine.records`: what a resolution says: pots, winners, payouts, steps, notes.
- :mod:`~potsplit.engine.data`: a resolution as data, the object of the JSON output (``Resolution.to_dict``).
- :mod:`~potsplit.engine.resolve`: a showdown resolved, every pot in turn.
- :mod:`~potsplit.engine.ranked`: hands ranked without a pot.
- :mod:`~potsplit.engine.compare`: one showdown under every rule variant that applies.
- :mod:`~potsplit.engine.verdicts`: a recorded result against the ruling.
"""
