"""Long streams: documents read one by one, errors kept per document, and the work shared among processes.

A stream resolved by several processes must print exactly what one process prints, in the same
order, errors included: the processes are a matter of speed only.
"""

from __future__ import annotations

import os
import pickle
import random
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from potsplit.cli import main
from potsplit.errors import InvalidShowdown, Location, several
from potsplit.language import ENGLISH
from potsplit.run import streams as batch
from potsplit.run.results import Invalid, Rendered, Resolved
from potsplit.run.streams import SERIAL, render_documents, resolve_documents
from potsplit.show import data

RANKS, SUITS = "23456789TJQKA", "shdc"


def showdown(rng: random.Random) -> str:
    deck = [rank + suit for rank in RANKS for suit in SUITS]
    rng.shuffle(deck)
    lines = ["rules:", f"  method: {rng.choice(['declare', 'cards-speak', 'high'])}", "players:"]
    for number in range(rng.randint(2, 5)):
        lines += [f"  - name: P{number}", "    cards: " + " ".join(deck.pop() for _ in range(7)),
                  f"    declare: {rng.choice(['high', 'low', 'swing'])}", f"    bet: {rng.choice([20, 40])}"]
    return "\n".join(lines) + "\n"


def stream(count: int, seed: int = 1) -> str:
    """*count* documents: mostly valid, some invalid (a bad card, broken YAML, a quoted name), some empty."""
    rng = random.Random(seed)
    documents = []
    for number in range(count):
        text = showdown(rng)
        kind = number % 17
        if kind == 3:
            text = text.replace("cards: ", "cards: Xx ", 1)  # an unknown card
        elif kind == 7:
            text = text.replace("players:", "players: [", 1)  # not valid YAML
        elif kind == 11:
            text = text.replace("name: P0", "name: 'P0'")  # read by PyYAML, not the fast path
        elif kind == 13:
            text = "# an empty document\n"
        documents.append(text)
    return "---\n".join(documents)


def rendered(text: str, jobs: int) -> list[str]:
    """What is printed, a line each (the texts of a batch come joined), errors in their places."""
    lines: list[str] = []
    for result in render_documents(text.encode(), "s.yaml", None, data.json_line, ENGLISH, jobs):
        lines += [f"error: {result.error}"] if isinstance(result, Invalid) else result.text.splitlines()
    return lines


def test_processes_print_what_one_process_prints_errors_included(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "BATCH", 7)  # many batches, several in flight
    text = stream(SERIAL + 150)
    alone = rendered(text, 1)
    assert rendered(text, 2) == alone
    assert len(alone) == SERIAL + 150 - len(range(13, SERIAL + 150, 17))  # an empty document prints nothing
    errors = [line for line in alone if line.startswith("error:")]
    assert any("unknown card 'Xx'" in line for line in errors)
    assert any("not valid YAML" in line for line in errors)


def test_a_broken_document_does_not_stop_the_next_ones() -> None:
    results = list(resolve_documents(stream(10), "s.yaml"))
    assert [type(result).__name__ for result in results][6:9] == ["Resolved", "Invalid", "Resolved"]
    assert str(results[7].error).startswith("s.yaml:")


def test_after_a_directive_the_rest_is_read_in_order_by_processes_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "BATCH", 5)
    rng = random.Random(3)
    head = "---\n".join(showdown(rng) for _ in range(SERIAL + 12))
    tail = "...\n%YAML 1.1\n---\n" + "---\n".join(showdown(rng) for _ in range(9))
    text = head + tail
    assert rendered(text, 2) == rendered(text, 1)
    assert len(rendered(text, 2)) == SERIAL + 21


def test_invalid_showdowns_come_back_from_a_process_whole() -> None:
    error = InvalidShowdown("unknown card 'Xx'", Location("s.yaml", 3, 9), ("players", 0, "cards"))
    again = pickle.loads(pickle.dumps(error))
    assert (again.message, again.location, again.path, str(again)) == (
        error.message, error.location, error.path, str(error)
    )
    gathered = several([error, InvalidShowdown("unknown key 'x'", Location("s.yaml", 1, 1))])
    again = pickle.loads(pickle.dumps(gathered))
    assert [str(one) for one in again.errors] == [str(one) for one in gathered.errors] and len(again.errors) == 2


def test_the_jobs_option_changes_nothing_in_the_output(tmp_path: Path) -> None:
    path = tmp_path / "stream.yaml"
    path.write_text(stream(SERIAL + 40, seed=5), encoding="utf-8")
    runs = [CliRunner().invoke(main, ["resolve", str(path), "--format", "json", "--jobs", jobs]) for jobs in "12"]
    assert runs[0].exit_code == runs[1].exit_code == 1  # some documents are invalid
    assert runs[0].stdout == runs[1].stdout and runs[0].stderr == runs[1].stderr
    assert runs[0].stdout.count("\n") > SERIAL
    assert CliRunner().invoke(main, ["resolve", str(path), "--jobs", "0"]).exit_code == 2
    overridden = [
        CliRunner().invoke(main, ["resolve", str(path), "--format", "yaml", "--swing-ties", "lose", "--chip", "5",
                                  "--jobs", jobs])
        for jobs in "12"
    ]  # the overrides and the YAML output go to the other processes too
    assert overridden[0].stdout == overridden[1].stdout and overridden[0].stdout != runs[0].stdout
    assert "swing-ties: lose" in overridden[1].stdout


def test_with_another_thread_running_processes_are_spawned_not_forked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forking a process that has other threads can copy a held lock; then the processes start afresh."""
    import multiprocessing
    import threading

    methods: list[str | None] = []
    get_context = multiprocessing.get_context

    def recorded(method: str | None = None) -> Any:
        methods.append(method)
        return get_context(method)

    monkeypatch.setattr(threading, "active_count", lambda: 2)
    monkeypatch.setattr(multiprocessing, "get_context", recorded)
    monkeypatch.setattr(batch, "BATCH", 40)
    text = stream(SERIAL + 50, seed=9)
    assert rendered(text, 2) == rendered(text, 1)
    assert methods == ["spawn"]


_TEST_PROCESS = os.getpid()


def _render_or_die(result: Resolved, lang: object) -> Rendered:
    """Renders in this process; kills any other process it runs in."""
    if os.getpid() != _TEST_PROCESS:
        os._exit(3)
    return data.json_line(result, ENGLISH)


def test_a_process_that_dies_is_an_error_not_a_wait_for_ever() -> None:
    with pytest.raises(BrokenProcessPool):
        list(render_documents(stream(SERIAL + 10).encode(), "s.yaml", None, _render_or_die, ENGLISH, 2))


def _render_with_process(result: Resolved, lang: object) -> Rendered:
    """A document's JSON line, with the process that rendered it (slowly in another: each process gets batches)."""
    if os.getpid() != _TEST_PROCESS:
        time.sleep(0.01)
    line = data.json_line(result, ENGLISH)
    return Rendered(f"{os.getpid()} {line.text}", line.verdicts)


def test_many_small_streams_are_shared_among_processes_in_their_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files of one document each (some of none, some broken) are one long run: past the first SERIAL
    documents, other processes resolve them, and every result comes back in its stream's place, each stream's
    number with it; a stream that holds nothing is its error in its place."""
    monkeypatch.setattr(batch, "BATCH", 6)
    rng = random.Random(11)
    texts = [showdown(rng) for _ in range(SERIAL + 60)]
    texts[5] = texts[SERIAL + 20] = "# nothing here\n"
    texts[SERIAL + 30] = texts[SERIAL + 30].replace("cards: ", "cards: Xx ", 1)
    streams = [(text.encode(), f"{number}.yaml", "yaml") for number, text in enumerate(texts)]

    def run(jobs: int) -> list[tuple[int, str, str]]:
        found = []
        for index, result in batch.render_streams(iter(streams), None, _render_with_process, ENGLISH, jobs):
            if isinstance(result, Invalid):
                found.append((index, "", f"error: {result.error}"))
                continue
            for line in result.text.splitlines():
                pid, text = line.split(" ", 1)
                found.append((index, pid, text))
        return found

    alone, shared = run(1), run(2)
    assert [(index, text) for index, _, text in shared] == [(index, text) for index, _, text in alone]
    assert [index for index, _, _ in alone] == list(range(len(texts)))  # one result a stream, in order
    assert alone[5][2] == alone[SERIAL + 20][2].replace(f"{SERIAL + 20}.yaml", "5.yaml")
    assert "no showdown in this input" in alone[5][2] and "unknown card 'Xx'" in alone[SERIAL + 30][2]
    pids = [pid for _, pid, _ in shared if pid]  # the documents of the streams, not the errors of empty ones
    assert set(pids[:SERIAL]) == {str(os.getpid())}  # the first SERIAL, in this process
    workers = set(pids[SERIAL:])
    assert str(os.getpid()) not in workers and len(workers) == 2  # the rest, the other processes' work
