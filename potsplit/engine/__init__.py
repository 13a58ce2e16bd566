"""Resolving pots: the showdown as typed values, its checks, and the rules of spec sections 3 to 5.

Pure Python over :mod:`potsplit.hands`; it knows nothing of YAML, Click or terminals.
"""
