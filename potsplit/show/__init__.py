"""Showing: what potsplit prints, for people (tables that fit the width) and for scripts (JSON, YAML).

- :mod:`~potsplit.show.layout`: fitting text to a width, and tables (laid out by tabulate) that fit or give way to
  blocks.
- :mod:`~potsplit.show.tables`: the tables of ``resolve`` and ``rank``.
- :mod:`~potsplit.show.comparing`: the table of ``compare``.
- :mod:`~potsplit.show.checking`: what ``check`` prints: each record against its ruling.
- :mod:`~potsplit.show.money`: amounts for people (chips, decimals, shares of the pot).
- :mod:`~potsplit.show.wild_text`: what each wild card played as, for the tables.
- :mod:`~potsplit.show.data`: JSON-ready data, printed as JSON or YAML.
- :mod:`~potsplit.show.yaml_text`: YAML text for that data, written directly.
- :mod:`~potsplit.show.excerpt`: an invalid document's errors, each under its source line with a caret.
- :mod:`~potsplit.show.progress`: a count of the showdowns done, on a terminal.
- :mod:`~potsplit.show.reference`: the reference of the showdown file's keys (``potsplit keys``).
"""
