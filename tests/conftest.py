"""What every test starts from: tables whole, as a pipe gets them, unless a test sets a width itself.

pytest-xdist gives its workers ``COLUMNS`` (the terminal's width, for its own report), and the tables fit
``COLUMNS``: a test that wants a width sets it, and the others, run in a worker or not, see none. Likewise the
language the environment chooses: English, whatever the machine's locale, unless a test asks for another (each
command is given its language; nothing is left in use from one test to the next).
"""

from __future__ import annotations

import os

os.environ.pop("COLUMNS", None)
os.environ["POTSPLIT_LANG"] = "en"  # English, whatever the machine's locale; a test of another language asks for it
