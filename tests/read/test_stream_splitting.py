"""Reading streams (spec section 7): cut where YAML ends a document, each document read on its own.

The splitter is held to a reference written plainly here, line by line, on
streams of random lines and line breaks cut into random blocks; the fuzzing
harness in ``tests/fuzz/streams.py`` is run briefly with fixed seeds.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potsplit.read import splitting
from potsplit.read.splitting import split_documents

sys.path.insert(0, str(Path(__file__).parents[1] / "fuzz"))
import streams as fuzz

BREAKS = [b"\n", b"\r\n", b"\r", b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9"]
LINES = [b"a: 1", b"---", b"...", b"# c", b"%YAML 1.1", b"", b"  ", b"\xef\xbb\xbf---", b"- x", b"---x", b"--- a",
         b"....", b"\xc3\xa9", b"\xc3\x85", b"%x", b" %y", b"- ---", b"...\t#"]


def lines_of(data: bytes) -> list[tuple[bytes, bytes]]:
    """Each line of *data* and the break that ends it (none for a last line without one), byte by byte."""
    lines, line, at = [], bytearray(), 0
    while at < len(data):
        brk = next((brk for brk in BREAKS if data.startswith(brk, at)), None)
        if brk is None:
            line.append(data[at])
            at += 1
        else:
            lines.append((bytes(line), brk))
            line, at = bytearray(), at + len(brk)
    if line:
        lines.append((bytes(line), b""))
    return lines


def is_marker(line: bytes, marker: bytes) -> bool:
    body = line.removeprefix(b"\xef\xbb\xbf")
    return body.startswith(marker) and body[3:4] in (b"", b" ", b"\t")


def holds_nothing(line: bytes) -> bool:
    body = line.removeprefix(b"\xef\xbb\xbf").lstrip(b" \t")
    return body == b"" or body[:1] in (b"#", b"%")


def reference(data: bytes, longest: int) -> list[tuple[bytes, int, int, bool]]:
    """The pieces of *data*, as the spec cuts them: before a ``---`` or a directive once the piece holds a
    document (or is over *longest* bytes), after a ``...`` line."""
    pieces: list[tuple[bytes, int, int]] = []
    piece: list[bytes] = []
    holds, line, offset, first_line, first_offset = False, 0, 0, 0, 0
    for text, brk in lines_of(data):
        if (is_marker(text, b"---") or text.startswith(b"%")) and (holds or len(b"".join(piece)) > longest):
            pieces.append((b"".join(piece), first_line, first_offset))
            piece, holds, first_line, first_offset = [], False, line, offset
        piece.append(text + brk)
        line, offset = line + (1 if brk else 0), offset + len(text) + len(brk)
        if is_marker(text, b"..."):
            pieces.append((b"".join(piece), first_line, first_offset))
            piece, holds, first_line, first_offset = [], False, line, offset
        elif not holds_nothing(text):
            holds = True
    if piece:
        pieces.append((b"".join(piece), first_line, first_offset))
    return [(b"" if len(data) > longest else data, line, offset, len(data) > longest) for data, line, offset in pieces]


@st.composite
def streams(draw: st.DrawFn) -> tuple[bytes, list[bytes]]:
    """A stream of random lines and breaks, and the same cut into random blocks."""
    parts = []
    for _ in range(draw(st.integers(0, 14))):
        parts.append(draw(st.sampled_from(LINES)) * draw(st.integers(1, 3)))
        parts.append(draw(st.sampled_from([*BREAKS, b""])))
    data = b"".join(parts)
    cuts = sorted(draw(st.lists(st.integers(0, len(data)), max_size=8)))
    return data, [data[start:end] for start, end in zip([0, *cuts], [*cuts, len(data)], strict=True)]


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(stream=streams(), longest=st.sampled_from([12, 40, splitting.LONGEST]))
def test_a_stream_is_cut_as_the_reference_cuts_it_whatever_its_blocks(
    stream: tuple[bytes, list[bytes]], longest: int
) -> None:
    data, blocks = stream
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(splitting, "LONGEST", longest)
        got = [(piece.data, piece.line, piece.offset, piece.too_long) for piece in split_documents(blocks)]
    expected = reference(data, longest)
    assert [piece for piece in got if not markers_only(piece[0])] == [
        piece for piece in expected if not markers_only(piece[0])]
    assert _in_order(got, expected)


def markers_only(data: bytes) -> bool:
    """Whether a piece is empty documents alone: ``---`` and ``...`` lines, each ended by LF or CRLF (the splitter
    may pass over them without a piece: each would hold no document)."""
    return bool(data) and data.endswith(b"\n") and all(
        line in (b"---", b"...", b"---\r", b"...\r") for line in data.split(b"\n")[:-1])


def _in_order(got: list[tuple[bytes, int, int, bool]], expected: list[tuple[bytes, int, int, bool]]) -> bool:
    """Whether *got* is *expected* with some pieces left out."""
    remaining = iter(expected)
    return all(piece in remaining for piece in got)


@pytest.mark.parametrize("line", [b"---\n", b"---\r\n", b"...\n", b"---\n...\n"])
def test_a_stream_of_empty_documents_is_passed_over_in_few_pieces(line: bytes) -> None:
    """A mebibyte of empty documents, in blocks of 64 KiB: a few pieces, not one a line (a gigabyte of them cost
    70 CPU minutes cut one by one), and the document after them where it is."""
    count = (1 << 20) // len(line)
    data = line * count + b"x: 1\n"
    pieces = list(split_documents(data[at : at + 65536] for at in range(0, len(data), 65536)))
    assert len(pieces) <= 3 * len(data) // 65536, len(pieces)
    last = pieces[-1]
    assert last.data.endswith(b"x: 1\n") and last.offset + len(last.data) == len(data)
    assert last.line + last.data.count(b"\n") == count * line.count(b"\n") + 1


def test_a_long_document_is_skipped_while_reading_and_the_next_one_kept() -> None:
    blocks = [b"a: " + b"x" * 100_000 for _ in range(20)] + [b"\n---\nb: 1\n"]
    pieces = list(split_documents(blocks))
    assert [(piece.too_long, piece.line, piece.offset) for piece in pieces] == [(True, 0, 0), (False, 1, 2_000_061)]
    assert pieces[1].data == b"---\nb: 1\n"


@settings(max_examples=400, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32))
def test_documents_read_in_a_stream_read_as_each_reads_alone(seed: int) -> None:
    """The fuzzing harness's case, drawn by hypothesis: a stream of valid and broken documents, with random
    line breaks (CR, NEL, LS, PS), BOMs, comments and junk inside, in random blocks."""
    assert fuzz.check_case(random.Random(seed)) >= 1


def test_a_piece_of_a_mebibyte_of_blank_lines_is_told_apart_in_bounded_memory() -> None:
    """Blank lines and comments up to the size limit, with no document or with one after them: under a hard cap
    of 200 MB (one match over the whole piece once peaked at 534 MB)."""
    code = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (200 << 20, 200 << 20))\n"
        "from potsplit.read.splitting import Piece, document_line\n"
        "size = (1 << 20) - 64\n"
        "for data in (b'\\n' * size, b'# c\\r\\n' * (size // 5) + b'x: 1\\n', b'--- # c\\n' * (size // 8)):\n"
        "    print(document_line(Piece(data, 0, 0, False)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.split() == ["None", str(((1 << 20) - 64) // 5), "None"]  # the line of x: 1, from 0
