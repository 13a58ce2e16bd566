r"""A count of the showdowns done, on one line of a terminal, for a long input.

Nothing is written before the *after*-th showdown, so a short input prints no
progress at all; from then on the line is rewritten in place (``\r``) at most
every *every* seconds, and :meth:`Progress.clear` blanks it, before anything
else is printed to the terminal and at the end. The caller decides whether there
is a terminal to write to (*stream* ``None`` when there is not: a pipe or a file
gets no progress).

>>> import io
>>> stream = io.StringIO()
>>> progress = Progress(stream, "compared", after=2, every=0)
>>> for _ in range(3):
...     progress.step()
>>> progress.clear()
>>> stream.getvalue().split("\r")[:3], stream.getvalue().endswith("\r" + " " * len("compared 3 showdowns...") + "\r")
(['', 'compared 2 showdowns...', 'compared 3 showdowns...'], True)
"""

from __future__ import annotations

import time
from typing import TextIO

AFTER = 64
"""The showdowns an input must reach before its progress is shown: a shorter one is over before it is read."""
EVERY = 0.1
"""The least time, in seconds, between two rewrites of the line (a terminal is slow to write to)."""


class Progress:
    """``VERB N showdowns...`` on *stream*, from the *after*-th showdown on, cleared by :meth:`clear`; what is
    counted may be named otherwise (*noun*: ``hands``)."""

    def __init__(
        self, stream: TextIO | None, verb: str, after: int = AFTER, every: float = EVERY, noun: str = "showdowns"
    ) -> None:
        self.stream, self.verb, self.after, self.every, self.noun = stream, verb, after, every, noun
        self.count = 0
        self.shown = 0
        """The width of the line on the terminal now, 0 when it is blank."""
        self.last = 0.0

    def step(self) -> None:
        """One more showdown done: the line rewritten, when it is due (see above)."""
        self.count += 1
        if self.stream is None or self.count < self.after:
            return
        now = time.monotonic()
        if self.shown and now - self.last < self.every:
            return
        text = f"{self.verb} {self.count:,} {self.noun}..."
        self.stream.write("\r" + text.ljust(self.shown))
        self.stream.flush()
        self.shown, self.last = max(len(text), self.shown), now

    def clear(self) -> None:
        """The line blanked and the cursor back at its start, if anything is shown; it is redrawn at the next step."""
        if self.stream is not None and self.shown:
            self.stream.write("\r" + " " * self.shown + "\r")
            self.stream.flush()
            self.shown = 0
