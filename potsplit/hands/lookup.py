"""Lookup tables that make hand evaluation fast, and how they are made.

Every table is derived from :func:`potsplit.hands.ranking.five_card_value`, the
rulebook. Hands of five to seven cards are looked up by their *rank key*, the
sum of ``5 ** (rank - 2)`` over the cards (a different number for every
multiset of ranks), and flushes by the bit set of the suited ranks.

Each table is a :class:`Memo`: it works out the entries asked for by the
rulebook, and after :data:`LOAD_AFTER` of them loads the rest from
``lookup.bin``, the same tables built whole in advance (``python -m
potsplit.hands.lookup``, a few seconds). The tests rebuild the file and compare.
Short deck's tables are not shipped: of its nine ranks, 5 to 7 cards make
only 10,230 rank multisets (and 246 suited sets of 5 to 7 ranks), each worked
out once when first asked for, so that the file, and the time to load it,
stay as they are.
"""

from __future__ import annotations

import functools
import itertools
import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:  # array and zlib are imported when a table is read or written, not at every start
    import array

from potsplit.hands.ranking import HandKind, five_card_value

K = TypeVar("K")
_FILE = "lookup.bin"
_MAGIC = b"potsplit-tables-1\n"
RANKINGS = (HandKind.HIGH, HandKind.ACE_TO_FIVE, HandKind.DEUCE_TO_SEVEN, HandKind.ACE_TO_SIX)
"""The rankings whose tables ``lookup.bin`` holds."""
FLUSH_RANKINGS = (HandKind.HIGH, HandKind.DEUCE_TO_SEVEN, HandKind.ACE_TO_SIX)
"""The shipped rankings in which a flush counts (ace-to-five ignores suits)."""


def rank_key(ranks: Iterable[int]) -> int:
    """The key of a multiset of ranks (2..14): the sum of ``5 ** (rank - 2)``."""
    return sum(5 ** (rank - 2) for rank in ranks)


def rank_multisets(size: int) -> list[tuple[int, ...]]:
    """Every multiset of *size* ranks with no rank more than four times, sorted."""
    return [
        combo
        for combo in itertools.combinations_with_replacement(range(2, 15), size)
        if all(combo.count(rank) <= 4 for rank in set(combo))
    ]


def _better(ranking: HandKind) -> Callable[[Iterable[int]], int]:
    """``max`` for high and short deck, where greater is better; ``min`` for the low badness."""
    return min if ranking.is_low else max


def _to_bytes(values: list[int]) -> bytes:
    import array

    data = array.array("I", values)
    if sys.byteorder == "big":
        data.byteswap()
    return data.tobytes()


def _from_bytes(data: bytes) -> array.array[int]:
    import array

    values = array.array("I")
    values.frombytes(data)
    if sys.byteorder == "big":
        values.byteswap()
    return values


def serialize() -> bytes:
    """All the tables, built from the rulebook, as the bytes of ``lookup.bin``."""
    tables = {ranking: build_rank_table(ranking) for ranking in RANKINGS}
    keys = sorted(tables[HandKind.HIGH])
    parts = [_to_bytes(keys)]
    parts += [_to_bytes([tables[ranking][key] for key in keys]) for ranking in RANKINGS]
    parts += [_to_bytes(build_flush_table(ranking)) for ranking in FLUSH_RANKINGS]
    header = _MAGIC + len(keys).to_bytes(4, "little")
    import zlib

    return zlib.compress(header + b"".join(parts), 9)


@functools.cache
def _shipped() -> tuple[int, bytes]:
    import zlib
    from importlib.resources import files

    raw = zlib.decompress(files("potsplit.hands").joinpath(_FILE).read_bytes())
    if not raw.startswith(_MAGIC):
        raise RuntimeError(f"potsplit/hands/{_FILE} is not a table file: rebuild it: python -m potsplit.hands.lookup")
    size = int.from_bytes(raw[len(_MAGIC) : len(_MAGIC) + 4], "little")
    return size, raw[len(_MAGIC) + 4 :]


def _section(index: int, length: int, start: int) -> array.array[int]:
    data = _shipped()[1]
    begin = start + index * length * 4
    return _from_bytes(data[begin : begin + length * 4])


@functools.cache
def shipped_rank_table(ranking: HandKind) -> dict[int, int]:
    """The shipped rank table of *ranking* (see :func:`build_rank_table`)."""
    size = _shipped()[0]
    keys = _section(0, size, 0).tolist()
    values = _section(1 + RANKINGS.index(ranking), size, 0).tolist()
    return dict(zip(keys, values, strict=True))


@functools.cache
def shipped_flush_table(ranking: HandKind) -> list[int]:
    """The shipped flush table of *ranking* (see :func:`build_flush_table`)."""
    size = _shipped()[0]
    start = (1 + len(RANKINGS)) * size * 4
    return _section(FLUSH_RANKINGS.index(ranking), 8192, start).tolist()


LOAD_AFTER = 1000
"""Entries worked out by the rulebook before a table loads its shipped copy whole."""


class Memo(dict[K, int], Generic[K]):
    """A lookup table that starts empty and works entries out as they are asked for.

    One showdown needs a few hundred entries, which the rulebook gives in a
    millisecond; a long run needs tens of thousands, which the shipped table
    gives at once. So a memo with a *load* works out its first
    :data:`LOAD_AFTER` misses, then loads the rest whole. Hits are plain
    ``dict`` lookups.
    """

    __slots__ = ("_load", "_misses", "_work_out")

    def __init__(self, work_out: Callable[[K], int], load: Callable[[], dict[K, int]] | None = None) -> None:
        super().__init__()
        self._work_out = work_out
        self._load = load
        self._misses = 0

    def __missing__(self, key: K) -> int:
        self._misses += 1
        if self._misses >= LOAD_AFTER and self._load is not None:
            self.load()
            if key in self:
                return self[key]
        value = self[key] = self._work_out(key)
        return value

    def load(self) -> None:
        """Load the shipped table whole now, if it is not yet (a long run is coming)."""
        if self._load is not None:
            self.update(self._load())
            self._load = None


def ranks_of_key(key: int) -> tuple[int, ...]:
    """The ranks (2..14) whose :func:`rank_key` is *key*.

    >>> ranks_of_key(rank_key((14, 14, 2)))
    (2, 14, 14)
    """
    ranks: list[int] = []
    for rank in range(2, 15):
        key, count = divmod(key, 5)
        ranks += [rank] * count
    return tuple(ranks)


def _rank_memo(ranking: HandKind, load: Callable[[], dict[int, int]] | None) -> Memo[int]:
    """Rank key of 5 to 7 unsuited cards -> the code of their best five, worked out as needed."""
    better = _better(ranking)

    def work_out(key: int) -> int:
        ranks = ranks_of_key(key)
        if len(ranks) == 5:
            return five_card_value(ranks, False, ranking)
        # The best of n cards is the best of its (n - 1)-card sub-multisets.
        return better(table[key - 5 ** (rank - 2)] for rank in set(ranks))

    table = Memo(work_out, load)
    return table


def _flush_memo(ranking: HandKind, load: Callable[[], dict[int, int]] | None) -> Memo[int]:
    """Bit set of 5 or more suited ranks -> the code of their best five, worked out as needed."""
    better = _better(ranking)

    def work_out(bits: int) -> int:
        ranks = [rank for rank in range(2, 15) if bits >> (rank - 2) & 1]
        if len(ranks) == 5:
            return five_card_value(ranks, True, ranking)
        return better(table[bits & ~(1 << (rank - 2))] for rank in ranks)

    table = Memo(work_out, load)
    return table


def build_rank_table(ranking: HandKind) -> dict[int, int]:
    """Every rank key of 5 to 7 unsuited cards -> the code of their best five: the shipped rank table."""
    table = _rank_memo(ranking, None)
    return {key: table[key] for size in (5, 6, 7) for key in map(rank_key, rank_multisets(size))}


def build_flush_table(ranking: HandKind) -> list[int]:
    """Bit set of 5 suited ranks (5 to 7 for high) -> the code of their best five; 0 elsewhere."""
    table, memo = [0] * 8192, _flush_memo(ranking, None)
    for size in range(5, (7 if ranking is HandKind.HIGH else 5) + 1):
        for ranks in itertools.combinations(range(13), size):
            bits = sum(1 << rank for rank in ranks)
            table[bits] = memo[bits]
    return table


@functools.cache
def rank_table(ranking: HandKind) -> Memo[int]:
    """The rank table of *ranking* (see :func:`build_rank_table`), filled as needed.

    >>> table = rank_table(HandKind.HIGH)
    >>> table[rank_key((14, 14, 14, 13, 13, 2))] == table[rank_key((14, 14, 14, 13, 13))]
    True
    """
    if ranking not in RANKINGS:  # not shipped: every entry is worked out
        return _rank_memo(ranking, None)
    return _rank_memo(ranking, lambda: shipped_rank_table(ranking))


@functools.cache
def flush_table(ranking: HandKind) -> Memo[int]:
    """The flush table of *ranking* (see :func:`build_flush_table`), filled as needed."""
    if ranking not in FLUSH_RANKINGS:  # not shipped: every entry is worked out
        return _flush_memo(ranking, None)

    def load() -> dict[int, int]:
        return {bits: code for bits, code in enumerate(shipped_flush_table(ranking)) if code}

    return _flush_memo(ranking, load)


def load_tables() -> None:
    """Load every shipped table now: before a long run shared among processes, which then share them too."""
    for ranking in RANKINGS:
        rank_table(ranking).load()
    for ranking in FLUSH_RANKINGS:
        flush_table(ranking).load()


def main() -> None:
    """Rebuild ``lookup.bin`` beside this module."""
    path = os.path.join(os.path.dirname(__file__), _FILE)
    data = serialize()
    with open(path, "wb") as file:
        file.write(data)
    print(f"wrote {path} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
