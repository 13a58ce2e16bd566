"""Formats told apart by their content (spec section 8a): the table of formats, what an unread file looks like.

Each format's start is recognised from text, bytes or a file (stdin too, peeked at and then read whole);
another site's hand history is one error naming what it looks like and what potsplit reads.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.phh_text import hand

from potsplit import read_showdowns
from potsplit.cli import main
from potsplit.errors import InvalidShowdown
from potsplit.read.sources import FORMATS, UNREAD, kind_of, sniffed
from potsplit.read.splitting import LONGEST

YAML = "players:\n  - {name: Al, cards: As Ks Qs Js Ts}\n  - {name: Bo, cards: 2c 3d 4h 5s 7c}\n"
PHH = hand(["d dh p1 AsAd", "d dh p2 KsKd", "p2 f"])
DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "real-hands"
DATA = DATA if DATA.is_dir() else Path("/work/shared/data/real-hands")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (YAML, "yaml"),
        ("# a comment\n\n" + YAML, "yaml"),
        ('{"players": [{"name": "Al", "cards": "As Ks Qs Js Ts"}]}', "yaml"),  # JSON showdowns are YAML
        ("{players: [{name: Al, cards: As Ks Qs Js Ts}]}", "yaml"),
        (PHH, "phh"),
        ("\ufeff" + PHH, "phh"),
        ("# hand 1\n[1]\nvariant = 'NT'\n", "phh"),
        ('{"ohh": {"spec_version": "1.4.6"}}\n', "ohh"),
        ('{\n    "ohh": {\n        "spec_version": "1.2.2"\n    }\n}\n', "ohh"),
        ('[{"ohh": {}}, {"ohh": {}}]', "ohh"),
        ('# an example\n\n  [\n {\n "ohh" : {}}]', "ohh"),
    ],
    ids=["yaml", "yaml-comment", "yaml-as-json", "yaml-flow", "phh", "phh-bom", "phhs", "ohh", "ohh-pretty",
         "ohh-list", "ohh-comment"],
)
def test_each_format_is_told_by_its_start(text: str, kind: str) -> None:
    assert kind_of(text, "<stdin>") == kind
    assert sniffed(text, "<stdin>")[1] == kind
    assert sniffed(text.encode(), "<stdin>")[1] == kind
    stream, found = sniffed(io.BytesIO(text.encode()), "<stdin>")
    assert found == kind
    assert stream.read(-1) + stream.read(-1) == text.encode()  # a file peeked at reads from its start


def test_a_file_is_peeked_at_no_further_than_its_first_line_when_that_says() -> None:
    class Feed(io.RawIOBase):
        """A live feed: its first line, then nothing yet (reading more would wait)."""

        def __init__(self) -> None:
            self.lines = [b"players:\n"]

        def readable(self) -> bool:
            return True

        def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
            if not self.lines:
                raise AssertionError("read past what tells the format")
            line = self.lines.pop()
            buffer[:len(line)] = line
            return len(line)

    assert sniffed(Feed(), "<stdin>")[1] == "yaml"


@pytest.mark.parametrize("junk", [b"\0", b"x", b"[a,", b" "])
def test_a_stream_without_a_line_break_is_peeked_at_no_further_than_a_document(junk: bytes) -> None:
    """A gigabyte of zero bytes or of one flow list's line was read whole to tell its format (and joined again at
    every block: 29 CPU s and 208 MB for 50 MB): the peek stops at a document's most, the rest still read after."""
    class Endless(io.RawIOBase):
        def __init__(self) -> None:
            self.given = 0

        def readable(self) -> bool:
            return True

        def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
            block = junk * (65536 // len(junk))
            buffer[: len(block)] = block
            self.given += len(block)
            return len(block)

    feed = Endless()
    stream, _ = sniffed(feed, "<stdin>")
    assert feed.given <= LONGEST + 65536
    assert len(stream.read(-1)) > 0


@pytest.mark.parametrize(
    ("start", "what"),
    [
        ("Full Tilt Hand #153580143072:  Hold'em No Limit (5/10)", "a Full Tilt hand history"),
        ("Poker Hand #OM232657303: PLO ($2/$5) - 2021/01/21", "a GGPoker hand history"),
        ("Run It Once Poker Hand #30266126:  Hold'em No Limit", "a Run It Once hand history"),
        ("Winamax Poker - CashGame - HandId: #2769259-665", "a Winamax hand history"),
        ("#Game No : 1\n***** Cassava Hand History for Game 1 *****\n", "an 888 hand history"),
        ("#Game No : 1\n***** Hand History for Game 2 *****\n", "a PartyPoker hand history"),
        ('<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="1">\n', "an iPoker hand history (XML)"),
        ("PokerStars Tournament #2663538841, No Limit 6+ Hold'em\nBuy-In: $0.92/$0.08 USD\n",
         "a PokerStars tournament summary"),
        ('entry,at,order\n"The player ""A"" quits",2022-11-12T02:32:57.784Z,1\n', "a PokerNow log (CSV)"),
        ('{"hand": {"id": 1}}', "JSON that is not OHH"),
        ('[{"hand_id": 1}]', "JSON that is not OHH"),
    ],
    ids=["fulltilt", "ggpoker", "runitonce", "winamax", "888", "partypoker", "ipoker", "summary", "pokernow-csv",
         "json", "json-list"],
)
def test_a_hand_history_potsplit_does_not_read_is_one_error_naming_what_it_looks_like(start: str, what: str) -> None:
    names = ", ".join(row.name.upper() for row in FORMATS if row.name != "yaml")
    for name in ("<stdin>", "x.txt", "x.yaml"):  # a .yaml file too: it is no showdown
        with pytest.raises(InvalidShowdown) as raised:
            kind_of(start, name)
        assert raised.value.message.startswith(f"this looks like {what}; potsplit reads YAML")
        assert names.split(", ")[-1] in raised.value.message
    with pytest.raises(InvalidShowdown, match=what.replace("(", r"\(").replace(")", r"\)")):
        list(read_showdowns(start))


def test_a_format_forced_by_name_or_kind_is_read_as_that() -> None:
    assert kind_of("Full Tilt Hand #1", "x.phh") == "phh"  # the extension says
    with pytest.raises(InvalidShowdown, match=r"not a showdown|must be a mapping"):
        list(read_showdowns(PHH, kind="yaml"))
    with pytest.raises(InvalidShowdown, match=r"read_showdowns reads kind .*'phh'.*not 'toml'"):
        list(read_showdowns(PHH, kind="toml"))


def test_the_command_line_says_what_an_unread_file_looks_like(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text("Full Tilt Hand #153580143072:  Hold'em No Limit (5/10) - 2016/05/20 8:19:23 ET\n")
    result = CliRunner().invoke(main, ["resolve", str(path), "-"], input=YAML)
    assert result.exit_code == 1
    assert result.stderr.strip().endswith("hand.txt: this looks like a Full Tilt hand history; potsplit reads "
                                          + result.stderr.strip().rsplit("potsplit reads ", 1)[1])
    assert "Al" in result.stdout  # the other input is still resolved
    result = CliRunner().invoke(main, ["resolve", "--lang", "ru"], input=path.read_text())
    assert "это похоже на: история раздачи Full Tilt; potsplit читает YAML" in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.skipif(not (DATA / "other").is_dir(), reason="the real hand histories are not here")
@pytest.mark.parametrize("name", sorted(path.name for path in (DATA / "other").glob("*")) or ["none"])
def test_every_real_file_of_another_format_is_one_error_naming_it(name: str) -> None:
    data = (DATA / "other" / name).read_bytes()
    with pytest.raises(InvalidShowdown) as raised:
        sniffed(io.BytesIO(data), name)
    assert raised.value.message.startswith("this looks like ")
    assert any(raised.value.message.startswith(f"this looks like {row.name};") for row in UNREAD)
