"""Calls of the public API as scripts write them, for the type checker (``tests/api/test_typing.py``)."""
