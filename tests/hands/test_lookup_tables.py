"""The lookup tables' two sources agree: entries worked out by the rulebook as needed, and the shipped file."""

from __future__ import annotations

import pytest

from potsplit.hands import lookup as tables
from potsplit.hands.ranking import HandKind


@pytest.mark.parametrize("ranking", tables.RANKINGS, ids=lambda ranking: ranking.value)
def test_every_rank_key_worked_out_by_the_rulebook_equals_the_shipped_entry(
    ranking: HandKind, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables, "LOAD_AFTER", 10**9)  # never load: every entry is worked out
    memo = tables.rank_table.__wrapped__(ranking)
    shipped = tables.shipped_rank_table(ranking)
    assert len(shipped) == 73_775
    for key, code in shipped.items():
        assert memo[key] == code, key


@pytest.mark.parametrize("ranking", tables.FLUSH_RANKINGS, ids=lambda ranking: ranking.value)
def test_every_flush_worked_out_by_the_rulebook_equals_the_shipped_entry(
    ranking: HandKind, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables, "LOAD_AFTER", 10**9)
    memo = tables.flush_table.__wrapped__(ranking)
    for bits, code in enumerate(tables.shipped_flush_table(ranking)):
        if code:
            assert memo[bits] == code, bits


def test_a_memo_loads_the_shipped_table_after_enough_misses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables, "LOAD_AFTER", 3)
    memo = tables.rank_table.__wrapped__(HandKind.HIGH)
    keys = list(tables.shipped_rank_table(HandKind.HIGH))
    for key in keys[:2]:
        memo[key]
    assert len(memo) < 100  # worked out one by one, with the sub-hands they needed
    memo[keys[2]]
    assert len(memo) == len(keys)  # the third miss loaded the whole table


def test_one_showdown_loads_no_table() -> None:
    import subprocess
    import sys

    code = (
        "from potsplit.run.streams import resolve_documents\n"
        "from potsplit.hands import lookup as tables\n"
        "text = 'players: [{name: A, cards: As Ks Qs Js 9s 4d 2c, declare: swing},"
        " {name: B, cards: 5h 4h 3h 2h 7d Kd Kc, declare: low}]'\n"
        "[result] = resolve_documents(text, 'x')\n"
        "print(tables._shipped.cache_info().currsize)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "0"
