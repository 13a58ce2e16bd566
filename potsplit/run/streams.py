"""Resolving a stream of showdowns, one document at a time, errors kept per document.

>>> text = "players: [{name: A, cards: As Ks Qs Js Ts}, {name: B, cards: 2c 3d 4h 5s 7c}]\\n---\\nplayers: []\\n"
>>> [(type(result).__name__, result.origin) for result in resolve_documents(text, "x.yaml")]
[('Resolved', Origin(file='x.yaml', document=1, line=1)), ('Invalid', Origin(file='x.yaml', document=2, line=3))]

Each document resolved can be rendered as it comes (:func:`render_documents`), in the language the command
writes in; a long stream by several processes: documents are handed out in batches, a few at a time so that
memory stays bounded, each batch with what renders it and the language, and what they print comes back in the
order of the stream. Many streams (files) are read one after another as one long run (:func:`render_streams`):
the processes share many small files as they share one long stream.

A stream is YAML showdowns (*kind* ``yaml``) or hand histories (``phh``: one hand, or many in a ``.phhs``; see
:mod:`potsplit.run.hand_histories`), each hand a document; both are read and resolved the same way here.
"""

from __future__ import annotations

import functools
import os
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from potsplit.engine.resolve import resolve
from potsplit.errors import InvalidShowdown, Location
from potsplit.hands.lookup import load_tables
from potsplit.read.documents import NO_HAND, NO_SHOWDOWN, Source, blocks_of, or_no_showdown, read_piece
from potsplit.read.nodes import locate
from potsplit.read.origins import Origin
from potsplit.read.showdowns import showdown_from_node
from potsplit.read.splitting import Piece, document_line, lines_of, split_documents
from potsplit.run.overrides import Overrides
from potsplit.run.results import Invalid, Rendered, Resolved
from potsplit.said import Said

if TYPE_CHECKING:
    from concurrent.futures import Future

    from potsplit.language import Language

T = TypeVar("T")
Numbered = tuple[Origin, Piece]
"""A document's piece of the stream, and where it is."""
Parts = Callable[[Source, str], Iterator[Any]]
"""The documents of a stream, each a part that :data:`ResolvePiece` reads and resolves (a module-level function)."""
ResolvePiece = Callable[[Any, "Overrides | None"], Iterator["Resolved | Invalid"]]
"""One document (a part of the stream) resolved, or its errors."""
def reader(kind: str) -> tuple[Parts, ResolvePiece]:
    """How a stream of *kind* (the name of a format: :data:`potsplit.read.sources.FORMATS`) is cut into documents
    and each one resolved (a hand history's reader loaded only for it)."""
    if kind == "yaml":
        return numbered, resolve_piece
    if kind == UNREAD:
        return _no_parts, _unread
    from potsplit.run import hand_histories

    return hand_histories.READERS[kind]


UNREAD = "unread"
"""The kind of an input that cannot be read (a format potsplit does not read): its one part is its error."""


def _no_parts(stream: Source, source: str) -> Iterator[Any]:
    return iter(())


def _unread(part: Invalid, adjust: Overrides | None) -> Iterator[Invalid]:
    yield part


def resolve_documents(
    stream: Source, source: str, adjust: Overrides | None = None, kind: str = "yaml"
) -> Iterator[Resolved | Invalid]:
    """Each document of *stream* (of *kind*) resolved (after *adjust*), or its errors, in order; an input
    without any document is an error too.

    A document that is not valid YAML (or TOML) is an error like any other: the next one is read afresh.
    """
    parts, resolved = reader(kind)
    results = (result for part in parts(stream, source) for result in resolved(part, adjust))
    return _or_no_showdown(results, source, kind)


def _or_no_showdown(results: Iterable[T], source: str, kind: str) -> Iterator[T | Invalid]:
    """*results*, or for an input that holds no document, its error."""
    for result in or_no_showdown(results, source, NO_SHOWDOWN if kind == "yaml" else NO_HAND):
        yield Invalid(Origin(source), result, {}) if isinstance(result, InvalidShowdown) else result


def numbered(stream: Source, source: str) -> Iterator[Numbered]:
    """The pieces of *stream* that hold a document, each with its number (from 1) and its first line."""
    number = 0
    for piece in split_documents(blocks_of(stream)):
        line = document_line(piece)
        if line is not None:
            number += 1
            yield Origin(source, number, line + 1), piece


def resolve_piece(part: Numbered, adjust: Overrides | None) -> Iterator[Resolved | Invalid]:
    """The document of one piece resolved (after *adjust*), or every problem found in it."""
    origin, piece = part
    source = origin.file
    for document in read_piece(piece, source):
        if isinstance(document, InvalidShowdown):
            yield _invalid(origin, piece, document)
            continue
        try:
            showdown = showdown_from_node(document.node, source, document.line)
        except InvalidShowdown as error:
            yield _invalid(origin, piece, locate(error, document, source))
            continue
        try:
            yield Resolved(origin, resolve(showdown if adjust is None else adjust(showdown)))
        except InvalidShowdown as error:
            located = functools.partial(locate, document=document, source=source)
            if adjust is None:
                yield _invalid(origin, piece, located(error))
            else:
                where = Said("{file}, showdown {number}", file=source, number=origin.document)
                yield _invalid(origin, piece, adjust.blame(error, showdown, where, located))


def _invalid(origin: Origin, piece: Piece, error: InvalidShowdown) -> Invalid:
    """The errors of one document, with the lines of the stream they point at."""
    lines = [one.location.line for one in error.errors if one.location and one.location.file == origin.file]
    return Invalid(origin, error, lines_of(piece, [line for line in lines if line is not None]))


R = TypeVar("R")
Render = Callable[[Resolved, "Language"], R]
"""How a resolved showdown is printed in a language: for the processes that share a long stream, a
:class:`~potsplit.run.results.Rendered` ending with a line break, by a module-level function (so that other
processes can be sent it); in the calling process alone, anything."""

LONG = 8
"""A stream of more documents is a long run: the shipped lookup tables are loaded whole at once, rather than
a thousand entries of each worked out by the rules first (see :class:`~potsplit.hands.lookup.Memo`)."""
SERIAL = 64
"""The documents resolved by the calling process before others are started: a short stream starts no process."""
BATCH = 64
"""The documents handed to a process at a time."""


Stream = tuple[Source, str, str]
"""A stream of documents, the name its errors give it, and what it holds (a format's name, see :func:`reader`)."""


Tagged = tuple[int, str, Any]
"""A document's part of a stream, with the stream's number and kind."""


def render_documents(
    stream: Source, source: str, adjust: Overrides | None, render: Render[R], lang: Language, jobs: int = 1,
    kind: str = "yaml",
) -> Iterator[R | Invalid]:
    """Each document of *stream* (of *kind*) resolved and rendered in *lang*, or its errors, in order (processes:
    see :func:`_rendered_all`); an input without any document is an error."""
    return (result for _, result in render_streams([(stream, source, kind)], adjust, render, lang, jobs))


def render_streams(
    streams: Iterable[Stream | Invalid], adjust: Overrides | None, render: Render[R], lang: Language, jobs: int = 1,
) -> Iterator[tuple[int, R | Invalid]]:
    """Each document of each of *streams*, one stream after another, resolved and rendered in *lang*, or its
    errors, in order, each with the number of its stream (from 0); a stream without any document is an error in
    its place, as is an input that cannot be read (given as its error).

    The streams are read one at a time, each when the one before it is read to its end (a file can be closed then),
    and their documents are one long run: many small files are shared among *jobs* processes as one long stream
    is (see :func:`_rendered_all`), and memory stays bounded whatever the number of streams.
    """
    names: dict[int, tuple[str, str]] = {}
    """Each stream started and not yet passed in the output: its name and kind, to say it holds nothing."""

    def parts() -> Iterator[Tagged]:
        for index, given in enumerate(streams):
            if isinstance(given, Invalid):
                yield index, UNREAD, given
                continue
            stream, source, kind = given
            names[index] = (source, kind)
            for part in reader(kind)[0](stream, source):
                yield index, kind, part

    return _with_empty_streams(_rendered_all(parts(), adjust, render, lang, jobs), names)


def _with_empty_streams(results: Iterable[tuple[int, T]], names: dict[int, tuple[str, str]]) -> Iterator[
        tuple[int, T | Invalid]]:
    """*results*, each with the number of its stream, and in the place of each stream that gave none (*names*
    holds it, until passed), the error that it holds no document."""
    last = -1
    for index, result in results:
        if index != last:
            for empty in range(last + 1, index):
                yield empty, _nothing_in(*names.pop(empty))
            names.pop(index, None)
            last = index
        yield index, result
    for empty in sorted(names):
        yield empty, _nothing_in(*names.pop(empty))


def _nothing_in(source: str, kind: str) -> Invalid:
    """The error of an input that holds no document."""
    message = NO_SHOWDOWN if kind == "yaml" else NO_HAND
    return Invalid(Origin(source), InvalidShowdown(message, Location(source)), {})


def _rendered_all(
    parts: Iterator[Tagged], adjust: Overrides | None, render: Render[R], lang: Language, jobs: int
) -> Iterator[tuple[int, R | Invalid]]:
    """Each document of *parts* resolved and rendered, or its errors, in order, with the number of its stream.

    With *jobs* greater than 1 and more than :data:`SERIAL` documents, the rest is resolved by *jobs* processes
    (*render* must then be picklable, and give a :class:`~potsplit.run.results.Rendered`), and the renderings of a
    batch's documents of one stream come joined, between its errors.
    """
    for count, (index, kind, part) in enumerate(parts, 1):
        for result in _rendered(reader(kind)[1](part, adjust), render, lang):
            yield index, result
        if count == LONG:
            load_tables()
        if count == SERIAL and jobs > 1:
            break
    else:
        return
    yield from _in_processes(parts, adjust, render, lang, jobs)


def _in_processes(
    parts: Iterator[Tagged], adjust: Overrides | None, render: Render[Any], lang: Language, jobs: int
) -> Iterator[tuple[int, Any]]:
    import gc
    import multiprocessing
    import threading
    from concurrent.futures import ProcessPoolExecutor

    def batches() -> Iterator[list[Tagged]]:
        batch: list[Tagged] = []
        for part in parts:
            batch.append(part)
            if len(batch) == BATCH:
                yield batch
                batch = []
        if batch:
            yield batch

    # Fork (no imports to redo, tables shared) where it is safe: with no other thread, which could hold a lock.
    forkable = "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1
    context = multiprocessing.get_context("fork" if forkable else "spawn")
    pending: deque[Future[list[tuple[int, Rendered | Invalid]]]] = deque()
    for output in (sys.stdout, sys.stderr):  # a forked process must not print again what waits in a buffer
        output.flush()
    gc.freeze()  # what exists now lives on: the processes' collectors need not walk it (and copy its pages)
    # An executor, not a multiprocessing pool: if a process dies, the result says so instead of never coming.
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),))
    try:
        for batch in batches():
            pending.append(pool.submit(_work, batch, adjust, render, lang))
            while len(pending) > 4 * jobs:  # a few batches ahead at most: memory stays bounded
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
    finally:
        pool.shutdown(cancel_futures=True)
        gc.unfreeze()


def _start_worker(parent: int) -> None:
    """In another process, first: it ends with the calling one, and leaves Ctrl-C to it.

    Ctrl-C is the calling process's to handle (it stops them all), not a traceback here. Should the calling
    process be killed (SIGTERM, SIGKILL), the kernel kills this one too (Linux's parent-death signal), so
    that no process of potsplit is left behind, idle.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the calling process died before the signal was asked for
        os._exit(1)


def _work(
    parts: list[Tagged], adjust: Overrides | None, render: Render[Rendered], lang: Language
) -> list[tuple[int, Rendered | Invalid]]:
    """In another process: a batch of documents resolved and rendered in *lang* (which it is sent with, as it is
    sent *render*), each with the number of its stream, the renderings of one stream between two errors joined."""
    done: list[tuple[int, Rendered | Invalid]] = []
    texts: list[Rendered] = []
    last = -1

    def flush() -> None:
        if texts:
            done.append((last, Rendered.joined(texts)))
            texts.clear()

    for index, kind, part in parts:
        if index != last:
            flush()
            last = index
        for result in _rendered(reader(kind)[1](part, adjust), render, lang):
            if isinstance(result, Invalid):
                flush()
                done.append((index, result))
            else:
                texts.append(result)
    flush()
    return done


def _rendered(results: Iterable[Resolved | Invalid], render: Render[R], lang: Language) -> Iterator[R | Invalid]:
    for result in results:
        yield result if isinstance(result, Invalid) else render(result, lang)


def available_cores() -> int:
    """The processor cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1
