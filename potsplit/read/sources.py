"""Showdowns read from an input of any kind it may hold, told apart by its name or its content: the formats.

:data:`FORMATS` is the table of what potsplit reads: each format's name (what ``--input`` and ``kind=`` say), the
extensions that name it, how its text is recognised (a function of the stream's start, see :data:`PEEK`) and its
reader. :data:`UNREAD` names what other hand histories look like, so that such a file is one error saying what
it is, not a YAML syntax error. An input is told by its extension when it has a format's, else by its start:
the first format whose recogniser takes it, YAML when none does.

>>> [showdown.players[0].name for showdown in read_showdowns("players: [{name: Al, cards: As Ks Qs Js Ts}]", "x")]
['Al']
>>> sniffed('{"ohh": {"spec_version": "1.4"}}', "<stdin>")[1], sniffed("variant = 'NT'", "<stdin>")[1]
('ohh', 'phh')
>>> sniffed("Full Tilt Hand #1: Hold'em", "x.txt")
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: x.txt: this looks like a Full Tilt hand history; potsplit reads YAML, PHH and OHH
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING, NamedTuple, cast

from potsplit.errors import InvalidShowdown, Location
from potsplit.read.splitting import LONGEST
from potsplit.said import Said

if TYPE_CHECKING:  # the table is read at every start (--input's choices): the readers are loaded when used
    from potsplit.engine.model import Showdown
    from potsplit.read.documents import Source

PEEK = 4096
"""How much of a stream's start its recognisers see: at least its first line that holds anything, and up to
this many bytes when that line opens JSON (``{`` or ``[``: an OHH object's key may be on a later line)."""

Recognise = Callable[[str], bool]
"""Whether a stream's start (its first bytes as text, a UTF-8 byte order mark left out, bytes that are not
UTF-8 replaced) is text of a format."""
Read = Callable[["Source", str], Iterator["Showdown"]]
"""A format's reader: the showdowns of a stream (named *source* in errors), one per document or hand."""


class Format(NamedTuple):
    """One format potsplit reads: its name, the extensions of its files, how its text is recognised, and its
    reader."""

    name: str
    extensions: tuple[str, ...]
    recognises: Recognise
    read: Read


_BLANK = re.compile(r"(?:[ \t\r\n\ufeff]+|#[^\r\n]*)*")


def _significant(text: str) -> str:
    """*text* from its first character that is neither blank nor in a comment (``#`` to the end of its line, in
    YAML, TOML and potsplit's OHH examples alike)."""
    found = _BLANK.match(text)
    return text[found.end():] if found else text


def _read_yaml(stream: Source, source: str) -> Iterator[Showdown]:
    from potsplit.read.showdowns import read_showdowns as read

    return read(stream, source)


def _read_phh(stream: Source, source: str) -> Iterator[Showdown]:
    from potsplit.read.phh.streams import read_showdowns as read

    return read(stream, source)


def _read_ohh(stream: Source, source: str) -> Iterator[Showdown]:
    from potsplit.read.ohh.streams import read_showdowns as read

    return read(stream, source)


_NOT_A_HEADER = re.compile(r"\[(?![ \t]*(?:[A-Za-z0-9_-]+|\"[^\"\n]*\"|'[^'\n]*')[ \t]*[.\]])")
"""A ``[`` that opens no TOML table's header (``[1]``, ``[1._notes]``): a JSON list of objects (``[{``), a YAML
flow list (``[a, b``)."""


def _looks_like_phh(text: str) -> bool:
    """TOML opens the text: a field (``key =``) or a table's header (a JSON or YAML list opens none)."""
    from potsplit.read.phh.streams import looks_like_toml

    return looks_like_toml(text) and _NOT_A_HEADER.match(_significant(text)) is None


_OHH_START = re.compile(r'\s*\[?\s*\{\s*"ohh"\s*:')


def _looks_like_ohh(text: str) -> bool:
    """An OHH object (``{"ohh": ...}``), or a JSON list of them, opens the text."""
    return _OHH_START.match(_significant(text)) is not None


def _anything(text: str) -> bool:
    return True


FORMATS: list[Format] = [
    Format("ohh", (".ohh",), _looks_like_ohh, _read_ohh),
    Format("phh", (".phh", ".phhs"), _looks_like_phh, _read_phh),
    Format("yaml", (".yaml", ".yml"), _anything, _read_yaml),
]
"""What potsplit reads, in the order the recognisers are tried (YAML, which takes anything, last). A format is
added by a row before YAML's."""


class Unread(NamedTuple):
    """What a hand history potsplit does not read looks like: its name for people, and how it is recognised."""

    name: str
    recognises: Recognise


def _starts(*openings: str) -> Recognise:
    def recognises(text: str) -> bool:
        return _significant(text).startswith(openings)

    return recognises


def _holds(pattern: str) -> Recognise:
    found = re.compile(pattern)

    def recognises(text: str) -> bool:
        return found.search(text[:PEEK]) is not None

    return recognises


_JSON_KEY = re.compile(r'[\[{]\s*(?:\{\s*)?"((?:[^"\\\n]|\\.)*)"\s*:')


def _other_json(text: str) -> bool:
    """JSON whose first key is none of a showdown's (a showdown written as JSON is YAML)."""
    from potsplit.read.keys import KEYS

    found = _JSON_KEY.match(_significant(text))
    return found is not None and found.group(1) not in KEYS["showdown"]


UNREAD: list[Unread] = [
    Unread(Said("a PokerStars tournament summary"), _starts("PokerStars Tournament #")),
    Unread(Said("a Full Tilt hand history"), _starts("Full Tilt Hand #", "Full Tilt Poker Game #")),
    Unread(Said("a GGPoker hand history"), _starts("Poker Hand #")),
    Unread(Said("a Run It Once hand history"), _starts("Run It Once Poker Hand #")),
    Unread(Said("a Winamax hand history"), _starts("Winamax Poker -")),
    Unread(Said("an 888 hand history"), _holds(r"\*\*\*\*\* (?:Cassava|888poker|888 ?Poker) Hand History")),
    Unread(Said("a PartyPoker hand history"), _holds(r"\*\*\*\*\* Hand History [Ff]or Game|#Game No ?:")),
    Unread(Said("an iPoker hand history (XML)"), _holds(r"^\s*(?:\ufeff)?<(?:\?xml|session)")),
    Unread(Said("a PokerNow log (CSV)"), _starts("entry,at,order")),
    Unread(Said("JSON that is not OHH"), _other_json),
]
"""What other hand histories look like (after every format's recogniser but YAML's has passed them by)."""


def reads() -> str:
    """The formats potsplit reads, for people: ``YAML, PHH and OHH``."""
    told = ("phh", "ohh", "pokerstars")  # as they came to potsplit
    names = sorted((row.name for row in FORMATS if row.name != "yaml"),
                   key=lambda name: told.index(name) if name in told else len(told))
    names = [{"pokerstars": "PokerStars"}.get(name, name.upper()) for name in names]
    return Said("{first} and {last}", first=", ".join(["YAML", *names[:-1]]), last=names[-1])


def unread_error(text: str, source: str) -> InvalidShowdown | None:
    """The error for a stream whose start (*text*) is a hand history potsplit does not read, if it is one."""
    for row in UNREAD:
        if row.recognises(text):
            return InvalidShowdown(Said(
                "this looks like {what}; potsplit reads {formats}", what=row.name, formats=reads()
            ), Location(source))
    return None


def kind_of(text: str, source: str) -> str:
    """The format of a stream named *source* that starts with *text*: by its extension, else by its content (see
    :data:`FORMATS`); a ``.yaml`` file is YAML, unless it is another site's hand history. Raises
    :class:`InvalidShowdown` for a hand history potsplit does not read (:data:`UNREAD`).
    """
    lowered = source.lower()
    named = next((row.name for row in FORMATS if lowered.endswith(row.extensions)), None)
    if named is not None and named != "yaml":
        return named
    for row in FORMATS:
        if named is None and row.name != "yaml" and row.recognises(text):
            return row.name
    error = unread_error(text, source)
    if error is not None:
        raise error
    return "yaml"


def sniffed(stream: Source, source: str) -> tuple[Source, str]:
    """The format of *stream* (see :func:`kind_of`), and the stream to read it from: a file is peeked at, not
    consumed (the stream returned reads it from its start)."""
    if isinstance(stream, str):
        return stream, kind_of(stream[:PEEK], source)
    if isinstance(stream, bytes):
        return stream, kind_of(_text(stream[:PEEK]), source)
    from potsplit.read.documents import blocks_of

    blocks = blocks_of(stream)
    seen = _peek(blocks)
    return cast(IO[bytes], Peeked(seen, blocks, stream)), kind_of(_text(b"".join(seen)), source)


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace").removeprefix("\ufeff")


def _peek(blocks: Iterator[bytes]) -> list[bytes]:
    """The blocks of a stream read until its start is enough to tell its format (see :data:`PEEK`); no more, so
    that a live feed's first document is read as soon as it comes, and never more than a document's most
    (:data:`~potsplit.read.splitting.LONGEST`): a gigabyte of junk without a line break is told from its start,
    not held in memory whole (nor joined again at every block)."""
    seen: list[bytes] = []
    size = 0
    for block in blocks:
        seen.append(block)
        size += len(block)
        if size >= LONGEST:
            break
        start = _significant(_text(b"".join(seen)))
        line_done = "\n" in start or "\r" in start
        if line_done and (not start.startswith(("{", "[")) or '"ohh"' in start or size >= PEEK):
            break
    return seen


class Peeked:
    """A file whose first blocks were read already (as :func:`~potsplit.read.documents.blocks_of` gives them):
    they come first, then the rest of it."""

    def __init__(self, first: list[bytes], rest: Iterator[bytes], file: IO[str] | IO[bytes]) -> None:
        self.first, self.rest = first, rest
        self.name = getattr(file, "name", "-")

    def readable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False

    def read(self, size: int = -1) -> bytes:
        if self.first:
            return self.first.pop(0)
        return next(self.rest, b"")

    read1 = read


def reader(kind: str) -> Read:
    """The reader of the format named *kind* (one of :data:`FORMATS`)."""
    return next(row.read for row in FORMATS if row.name == kind)


def read_showdowns(stream: Source, source: str, kind: str | None = None) -> Iterator[Showdown]:
    """The showdowns of *stream*, one per document (or hand, of hand histories); raises at the first invalid one.

    *kind*: the name of one of :data:`FORMATS`; ``None``: told from *source*'s extension, else from the text
    (see :func:`kind_of`).
    """
    if kind is None:
        stream, kind = sniffed(stream, source)
    yield from reader(kind)(stream, source)
