"""What every test starts from: tables whole, as a pipe gets them, unless a test sets a width itself.

pytest-xdist gives its workers ``COLUMNS`` (the terminal's width, for its own report), and the tables fit
``COLUMNS``: a test that wants a width sets it, and the others, run in a worker or not, see none. Likewise
the language: English unless a test asks for another.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.pop("COLUMNS", None)
os.environ["POTSPLIT_LANG"] = "en"  # English, whatever the machine's locale; a test of another language asks for it


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """Each test starts in English, whatever language a test before it left in use."""
    from potsplit import language

    language.use("en")
    yield
    language.use("en")
