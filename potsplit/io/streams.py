"""Resolving a stream of showdowns, one document at a time, errors kept per document.

>>> text = "players: [{name: A, cards: As Ks Qs Js Ts}, {name: B, cards: 2c 3d 4h 5s 7c}]\\n---\\nplayers: []\\n"
>>> [type(result).__name__ for result in resolve_documents(text, "x.yaml")]
['Resolved', 'InvalidShowdown']

A long stream can be resolved by several processes (:func:`render_documents`):
documents are handed out in batches, a few at a time so that memory stays
bounded, and what they print comes back in the order of the stream.
"""

from __future__ import annotations

import os
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from potsplit.engine.model import Showdown
from potsplit.engine.records import Resolution
from potsplit.engine.resolve import resolve
from potsplit.errors import InvalidShowdown
from potsplit.hands.lookup import load_tables
from potsplit.io.documents import Document, Source, blocks_of, or_no_showdown, read_documents, read_piece
from potsplit.io.reader import locate, showdown_from_node
from potsplit.io.splitting import Piece, split_documents

if TYPE_CHECKING:
    from concurrent.futures import Future

Adjust = Callable[[Showdown], Showdown]
"""What to do to each showdown before it is resolved (e.g. the command line's rule overrides)."""


class Resolved(NamedTuple):
    """One document resolved: its number in the stream (from 1), and its resolution."""

    number: int
    resolution: Resolution


def resolve_documents(
    stream: Source, source: str, adjust: Adjust | None = None
) -> Iterator[Resolved | InvalidShowdown]:
    """Each document of *stream* resolved (after *adjust*), or its located error, in order.

    A document that is not valid YAML is an error like any other: the next one is read afresh.
    """
    return _resolved(read_documents(stream, source), source, adjust)


def _resolved(
    documents: Iterable[Document | InvalidShowdown], source: str, adjust: Adjust | None
) -> Iterator[Resolved | InvalidShowdown]:
    number = 0
    for document in documents:
        number += 1
        if isinstance(document, InvalidShowdown):
            yield document
            continue
        try:
            showdown = showdown_from_node(document.node, source, document.line)
            if adjust is not None:
                showdown = adjust(showdown)
            yield Resolved(number, resolve(showdown))
        except InvalidShowdown as error:
            yield locate(error, document, source)


Render = Callable[[Resolution], str]
"""How a resolved showdown is printed, ending with a line break (a module-level function, so that other
processes can be sent it)."""

LONG = 8
"""A stream of more documents is a long run: the shipped lookup tables are loaded whole at once, rather than
a thousand entries of each worked out by the rules first (see :class:`~potsplit.hands.lookup.Memo`)."""
SERIAL = 64
"""The documents resolved by the calling process before others are started: a short stream starts no process."""
BATCH = 64
"""The documents handed to a process at a time."""


def render_documents(
    stream: Source, source: str, adjust: Adjust | None, render: Render, jobs: int
) -> Iterator[str | InvalidShowdown]:
    """Each document of *stream* resolved and rendered, or its located error, in order (processes: see
    :func:`_rendered_all`); an input without any document is an error."""
    return or_no_showdown(_rendered_all(stream, source, adjust, render, jobs), source)


def _rendered_all(
    stream: Source, source: str, adjust: Adjust | None, render: Render, jobs: int
) -> Iterator[str | InvalidShowdown]:
    """Each document of *stream* resolved and rendered, or its located error, in order.

    With *jobs* greater than 1 and a stream longer than :data:`SERIAL` documents, the rest is resolved
    by *jobs* processes (*adjust* and *render* must then be picklable), and the texts of a batch's
    documents come joined, between its errors.
    """
    parts = split_documents(blocks_of(stream))
    for index, part in enumerate(parts):
        yield from _rendered(_resolved(read_piece(part, source), source, adjust), render)
        if index + 1 == LONG:
            load_tables()
        if index + 1 == SERIAL and jobs > 1:
            break
    else:
        return
    yield from _in_processes(parts, source, adjust, render, jobs)


def _in_processes(
    parts: Iterator[Piece], source: str, adjust: Adjust | None, render: Render, jobs: int
) -> Iterator[str | InvalidShowdown]:
    import gc
    import multiprocessing
    import threading
    from concurrent.futures import ProcessPoolExecutor

    def batches() -> Iterator[list[Piece]]:
        batch: list[Piece] = []
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
    pending: deque[Future[list[str | InvalidShowdown]]] = deque()
    for output in (sys.stdout, sys.stderr):  # a forked process must not print again what waits in a buffer
        output.flush()
    gc.freeze()  # what exists now lives on: the processes' collectors need not walk it (and copy its pages)
    # An executor, not a multiprocessing pool: if a process dies, the result says so instead of never coming.
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),))
    try:
        for batch in batches():
            pending.append(pool.submit(_work, batch, source, adjust, render))
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


def _work(parts: list[Piece], source: str, adjust: Adjust | None, render: Render) -> list[str | InvalidShowdown]:
    """In another process: a batch of documents resolved and rendered, the texts between two errors joined."""
    documents = (document for part in parts for document in read_piece(part, source))
    done: list[str | InvalidShowdown] = []
    texts: list[str] = []
    for result in _rendered(_resolved(documents, source, adjust), render):
        if isinstance(result, str):
            texts.append(result)
            continue
        if texts:
            done.append("".join(texts))
            texts = []
        done.append(result)
    if texts:
        done.append("".join(texts))
    return done


def _rendered(results: Iterable[Resolved | InvalidShowdown], render: Render) -> Iterator[str | InvalidShowdown]:
    for result in results:
        yield result if isinstance(result, InvalidShowdown) else render(result.resolution)


def available_cores() -> int:
    """The processor cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1
