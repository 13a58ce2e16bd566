"""Cutting a .phhs into hands (spec sections 7 and 8): one piece a table, read a block at a time."""

from __future__ import annotations

import random

import pytest

from potsplit.read.phh.pieces import hand_pieces, whole_piece
from potsplit.read.splitting import LONGEST

TEXT = (
    b"# a night\n"
    b"[1]\n"
    b"variant = 'NT'\n"
    b"_notes = '''\n"
    b"[2]\n"  # inside a multi-line string: not a header
    b"'''\n"
    b"[1._extra]\n"  # a sub-table of hand 1
    b"a = 1\n"
    b'["2"]\r\n'  # a quoted key, a CRLF
    b"variant = 'FT'\n"
    b"[3] # the last\n"
    b"variant = 'PO'"
)


def cut(data: bytes, size: int) -> list[bytes]:
    return [data[start : start + size] for start in range(0, len(data), size)] or [b""]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 64, 1 << 16])
def test_each_table_is_a_hand_wherever_the_blocks_are_cut(size: int) -> None:
    pieces = list(hand_pieces(cut(TEXT, size)))
    starts = [TEXT.index(b"[1]"), TEXT.index(b'["2"]'), TEXT.index(b"[3]")]
    assert [(piece.line, piece.offset) for piece in pieces] == list(zip([1, 8, 10], starts, strict=True))
    assert pieces[0].data.startswith(b"[1]\n") and b"[1._extra]\na = 1\n" in pieces[0].data
    assert pieces[1].data == b'["2"]\r\nvariant = \'FT\'\n'
    assert pieces[2].data == b"[3] # the last\nvariant = 'PO'"
    assert b"".join(piece.data for piece in pieces) == TEXT[TEXT.index(b"[1]"):]


def test_an_array_of_tables_and_a_nested_list_are_not_hands() -> None:
    text = b"[1]\nx = [\n  [1, 2],\n]\n[[1.y]]\nz = 2\n"
    assert len(list(hand_pieces([text]))) == 1


def test_text_before_the_first_table_is_a_piece_only_when_it_holds_something() -> None:
    assert [piece.line for piece in hand_pieces([b"# only comments\n\n[1]\na = 1\n"])] == [2]
    assert [piece.line for piece in hand_pieces([b"author = 'me'\n[1]\na = 1\n"])] == [0, 1]


def test_a_hand_too_long_is_not_kept_and_the_next_is_read() -> None:
    text = b"[1]\n" + b"# " + b"x" * LONGEST + b"\n[2]\na = 1\n"
    first, second = hand_pieces(cut(text, 1 << 16))
    assert first.too_long and first.data == b""
    assert second.data == b"[2]\na = 1\n" and second.line == 2


def test_a_phh_is_one_piece_and_too_long_is_said() -> None:
    assert whole_piece(iter([b"a = 1\n", b"b = 2\n"])).data == b"a = 1\nb = 2\n"
    assert whole_piece(iter([b"x" * LONGEST, b"y"])).too_long


def test_random_streams_cut_anywhere_give_the_same_hands() -> None:
    rng = random.Random(7)
    lines = [b"[1]", b"[2]", b"a = 1", b"# c", b"", b"s = '''", b"'''", b'"""', b"[2.x]", b"  [3]"]
    for _ in range(200):
        text = b"\n".join(rng.choice(lines) for _ in range(rng.randint(0, 30)))
        whole = [(piece.line, piece.data) for piece in hand_pieces([text])]
        assert [(piece.line, piece.data) for piece in hand_pieces(cut(text, rng.randint(1, 9)))] == whole
