"""Resolving pots: the showdown as typed values, its checks, and and the rules that resolve them (docs/rules.md).

Pure Python over :mod:`potsplit.hands`; it knows nothing of YAML, Click or terminals.
"""
