"""Tables fit the width (spec section 6a, issue item 1): a real terminal's, or COLUMNS; no line is ever wider.

In a pseudo-terminal the width is the terminal's own (COLUMNS unset); through Click's runner it is COLUMNS,
with random names (up to 64 characters, wide ones among them) at random widths. Either way every player and
every payout is still shown.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.terminal import read_terminal

from potsplit.cli import main
from potsplit.hands.cards import DECK
from potsplit.show.layout import ESCAPE, width_of

ROOT = Path(__file__).resolve().parents[2]
SHOWDOWNS = sorted((ROOT / "examples").glob("*.yaml"))
POTSPLIT = [sys.executable, "-m", "potsplit"]
HANDS = ["As Ks Qs Js Ts", "5h 4h 3h 2h Ad", "7c 5d 4s 3c 2c", "Kc Kd 9s 9h 2d", "8c 7d 6h 5s 3d"]


def in_a_terminal(args: list[str], columns: int, **env: str) -> str:
    """What potsplit prints to a pseudo-terminal *columns* wide (COLUMNS and NO_COLOR unset, TERM xterm)."""
    import fcntl
    import pty
    import struct
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    environment = {name: value for name, value in os.environ.items() if name not in ("COLUMNS", "NO_COLOR")}
    environment |= {"TERM": "xterm", "PYTHONPATH": str(ROOT), **env}
    try:
        child = subprocess.Popen(
            [*POTSPLIT, *args], stdin=subprocess.DEVNULL, stdout=follower, stderr=subprocess.PIPE,
            env=environment, cwd=ROOT,
        )
        os.close(follower)
        printed = read_terminal(leader)
        assert child.wait(timeout=60) == 0, child.stderr.read() if child.stderr else ""
    finally:
        os.close(leader)
    return printed.decode().replace("\r\n", "\n")


def assert_fits(text: str, width: int) -> None:
    for line in text.split("\n"):  # not splitlines: a name may hold U+2028, which a terminal does not break at
        assert width_of(line) <= width, f"{width_of(line)} > {width}: {line!r}"


def plain(text: str) -> str:
    return ESCAPE.sub("", text)


def squeezed(text: str) -> str:
    """*text* without any space or line break: a name or an amount wrapped over lines still reads whole in it."""
    return "".join(plain(text).split())


def sections(text: str, paths: list[str]) -> dict[str, str]:
    """The output of several files, cut where each file's first title starts (``examples/NAME.yaml, showdown 1``)."""
    lines = text.split("\n")
    starts = [next(number for number, line in enumerate(lines) if line.startswith(f"{path},")) for path in paths]
    ends = [*starts[1:], len(lines)]
    return {path: "\n".join(lines[start:end]) for path, start, end in zip(paths, starts, ends, strict=True)}


def payouts(path: str) -> list[dict[str, str]]:
    """Each showdown's payouts, as the example's expected JSON gives them."""
    lines = (ROOT / path).with_suffix(".json").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["payouts"] for line in lines]


PATHS = [str(path.relative_to(ROOT)) for path in SHOWDOWNS]


@pytest.mark.parametrize("columns", [80, 60, 40])
def test_every_example_fits_a_terminal_and_shows_every_player_and_payout(columns: int) -> None:
    printed = in_a_terminal(["resolve", *PATHS], columns)
    assert_fits(printed, columns)
    assert "\x1b[" in printed  # a terminal gets colour
    for path, section in sections(printed, PATHS).items():
        for paid in payouts(path):
            for name, amount in paid.items():
                assert squeezed(name) in squeezed(section), (path, name)
                assert squeezed(amount) in squeezed(section), (path, amount)


@pytest.mark.parametrize("columns", [80, 60, 40])
def test_compare_fits_a_terminal_and_shows_every_variant_and_payout(columns: int) -> None:
    assert_fits(in_a_terminal(["compare", *PATHS], columns), columns)  # the summary, and each rule alone
    printed = in_a_terminal(["compare", "--all", *PATHS], columns)
    assert_fits(printed, columns)
    for path, section in sections(printed, PATHS).items():
        data = CliRunner().invoke(main, ["compare", str(ROOT / path), "--format", "json"]).stdout
        for showdown in map(json.loads, data.splitlines()):
            if showdown["unchanged"]:  # one line instead of the rows: the payouts all the variants give
                assert "No variant changes any payout" in plain(section).replace("\n", " ").replace("  ", " ")
                for name, amount in showdown["variants"][0]["payouts"].items():
                    assert all(word in squeezed(section) for word in name.split()), (path, name)
                    assert amount in squeezed(section), (path, amount)
                continue
            for variant in showdown["variants"]:
                assert all(word in squeezed(section) for word in variant["variant"].split())  # wrapped in a column
                for name, amount in variant["payouts"].items():
                    assert all(word in squeezed(section) for word in name.split()), (path, name)
                    assert amount in squeezed(section), (path, amount)


@pytest.mark.parametrize("columns", [80, 60, 40])
def test_rank_fits_a_terminal_and_shows_every_hand(columns: int) -> None:
    printed = in_a_terminal(["rank", *HANDS, "--qualifier", "8"], columns)
    assert_fits(printed, columns)
    data = json.loads(CliRunner().invoke(main, ["rank", *HANDS, "--qualifier", "8", "--format", "json"]).stdout)
    for hand in data:
        assert " ".join(hand["cards"]) in plain(printed)
        for way in ("high", "low"):
            assert " ".join(hand[way]["cards"]) in plain(printed)
            assert squeezed(hand[way]["name"]) in squeezed(printed)


def test_no_color_in_a_terminal_prints_the_same_without_colour() -> None:
    coloured = in_a_terminal(["resolve", PATHS[0]], 60)
    uncoloured = in_a_terminal(["resolve", PATHS[0]], 60, NO_COLOR="1")
    assert "\x1b[" in coloured and "\x1b[" not in uncoloured
    assert plain(coloured) == uncoloured  # colour never changes a width


# --- random names at random widths ----------------------------------------------------------------

NAME_CHARACTERS = st.one_of(
    st.characters(categories=("L", "M", "N", "P", "S", "Zs")),
    st.sampled_from("李小龍王菲ｂｏｂ한국어テスト"),  # wide and full-width, often
)
NAMES = st.text(NAME_CHARACTERS, min_size=1, max_size=64).map(str.strip).filter(bool)


@st.composite
def showdowns(draw: st.DrawFn) -> str:
    """A showdown of 2 to 6 players with random names, as YAML: any method, perhaps bets, a fold and chips."""
    names = draw(st.lists(NAMES, min_size=2, max_size=6, unique=True))
    cards = random.Random(draw(st.integers(0, 2**32))).sample(DECK, 5 * len(names))
    method = draw(st.sampled_from(["declare", "cards-speak", "high", "low"]))
    chip = draw(st.sampled_from([None, 5]))
    players = []
    for number, name in enumerate(names):
        player: dict[str, object] = {"name": name, "cards": " ".join(card.text for card in cards[5 * number:][:5])}
        if method == "declare":
            player["declare"] = draw(st.sampled_from(["high", "low", "swing"]))
        players.append(player)
    if draw(st.booleans()):
        for player in players:
            player["bet"] = draw(st.sampled_from([10, 25, 40, 55]))
        if len(players) > 2 and draw(st.booleans()):
            players[-1]["folded"] = True
    document: dict[str, object] = {"rules": {"method": method}, "players": players}
    if method == "cards-speak" and draw(st.booleans()):
        document["rules"] = {"method": method, "qualifier": 8}
    if chip is not None and "bet" in players[0]:
        document["chip"] = chip
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False)


def invoke(args: list[str], text: str, columns: int | None) -> str:
    env = {"COLUMNS": None if columns is None else str(columns)}
    result = CliRunner().invoke(main, args, input=text, env=env)
    assert result.exit_code == 0, (result.output, text)
    return result.stdout


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(showdowns(), st.integers(40, 200), st.booleans(), st.sampled_from(["letters", "symbols"]))
def test_random_names_at_random_widths_fit_and_show_every_payout(
    text: str, columns: int, explain: bool, suits: str
) -> None:
    options = ["--suits", suits] + (["--explain"] if explain else [])
    table = invoke(["resolve", "-", *options, "--color", "never"], text, columns)
    coloured = invoke(["resolve", "-", *options, "--color", "always"], text, columns)
    assert_fits(table, columns)
    assert_fits(coloured, columns)
    assert plain(coloured) == table  # colour never changes widths
    data = json.loads(invoke(["resolve", "-", "--format", "json"], text, None))
    for name, amount in data["payouts"].items():
        assert squeezed(name) in squeezed(table)
        assert amount in squeezed(table)
    assert_fits(invoke(["compare", "-", "--color", "always", "--suits", suits], text, columns), columns)
    compared = invoke(["compare", "-", "--all", "--color", "always", "--suits", suits], text, columns)
    assert_fits(compared, columns)
    for variant in json.loads(invoke(["compare", "-", "--format", "json"], text, None))["variants"]:
        for name, amount in variant["payouts"].items():
            assert all(word in squeezed(compared) for word in name.split())
            assert amount in squeezed(compared)


LONG_NAMES = ["Alexandria Konstantinopoulou", "Mohammed bin Rashid Al-Falasi", "Bo"]


@pytest.mark.parametrize("columns", [80, 60, 40])
@pytest.mark.parametrize("shown", [[], ["--changed"], ["--all"]], ids=["summary", "changed", "all"])
def test_compare_keeps_long_names_whole_beside_their_payouts(columns: int, shown: list[str]) -> None:
    """Each player's name on one line, whole, in a table's heading or in a block, and every payout shown."""
    cards = ["6h 5h 4h 3h 2h", "6c 5c 4d 3d 2s", "Ks Kd Kc 9d 9c"]
    players = [{"name": name, "cards": hand, "declare": declare}
               for name, hand, declare in zip(LONG_NAMES, cards, ["swing", "low", "high"], strict=True)]
    for count in (2, 3):
        text = yaml.safe_dump({"players": players[:count]}, allow_unicode=True)
        path = Path(f"/tmp/potsplit-long-names-{os.getpid()}-{count}.yaml")
        path.write_text(text, encoding="utf-8")
        try:
            printed = plain(in_a_terminal(["compare", str(path), *shown], columns))
        finally:
            path.unlink()
        assert_fits(printed, columns)
        lines = printed.split("\n")
        for name in LONG_NAMES[:count]:
            assert any(name in line for line in lines), (name, printed)
        data = json.loads(invoke(["compare", "-", "--format", "json"], text, None))
        for variant in data["variants"]:
            if shown == ["--all"] or variant["as_given"]:
                for amount in variant["payouts"].values():
                    assert amount in squeezed(printed)


LONGEST = ["龍" * 64, "Ａ" * 30 + " " + "b" * 33, "e\u0301" * 32, "x", "Mary Ann " * 7]


@pytest.mark.parametrize("columns", [40, 57, 80, 133])
def test_the_longest_names_wrap_too(columns: int) -> None:
    """Names of 64 characters, all wide (128 columns), or with spaces, or with combining marks: never overflowing."""
    cards = random.Random(3).sample(DECK, 25)
    declared, bets = ["swing", "low", "high", "low", "high"], ["1234567890123/7", "10", "10", "3", "3"]
    players = [
        {"name": name.strip(), "cards": " ".join(card.text for card in cards[5 * number:][:5]),
         "declare": declared[number], "bet": bets[number]}
        for number, name in enumerate(LONGEST)
    ]
    text = yaml.safe_dump({"players": players}, allow_unicode=True)
    data = json.loads(invoke(["resolve", "-", "--format", "json"], text, None))
    for args in (["resolve", "-", "--explain", "--color", "always"], ["compare", "-"]):
        printed = invoke(args, text, columns)
        assert_fits(printed, columns)
        for name, amount in data["payouts"].items():
            assert squeezed(name) in squeezed(printed) if args[0] == "resolve" else name.split()[0] in squeezed(printed)
            assert amount in squeezed(printed)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(columns=st.integers(1, 200), seed=st.integers(0, 2**32), count=st.integers(1, 7))
def test_rank_fits_any_width_from_forty(columns: int, seed: int, count: int) -> None:
    cards = random.Random(seed).sample(DECK, 7 * count)
    hands = [" ".join(card.text for card in cards[7 * number:][:7]) for number in range(count)]
    printed = invoke(["rank", *hands, "--suits", "symbols"], "", columns)
    assert_fits(printed, max(columns, 40))
    for hand in hands:
        assert squeezed(hand.translate(str.maketrans("shdc", "♠♥♦♣"))) in squeezed(printed)


def test_no_width_prints_the_full_table() -> None:
    """With no COLUMNS and no terminal (a pipe, a file), nothing is wrapped: the title stays one long line."""
    printed = invoke(["resolve", str(SHOWDOWNS[0].parent / "stud-side-pots.yaml")], "", None)
    assert max(map(width_of, printed.split("\n"))) > 160
    assert re.search(r"^player +declared +high +high hand +place +low +low hand +place$", printed, re.MULTILINE)
