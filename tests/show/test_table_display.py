"""What a table shows and how (spec section 6a, issue item 1): the columns that carry something, --color, --suits,
the width it is fitted to, and the layout underneath."""

from __future__ import annotations

import io
import os
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import potsplit.cli.options
from potsplit.cli import main
from potsplit.errors import InvalidShowdown
from potsplit.language import Writing
from potsplit.run.streams import resolve_documents
from potsplit.show.layout import Table, block, table_lines, together, width_of, wrap
from potsplit.show.tables import resolution_table

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SEED = str(EXAMPLES / "seed-swing-split.yaml")


def run(*args: str, stdin: str | None = None, **env: str | None) -> str:
    result = CliRunner().invoke(main, list(args), input=stdin, env=env)
    assert result.exit_code == 0, result.output
    return result.stdout


def headings(printed: str, first: str) -> list[str]:
    """The headings of the table whose first heading is *first*."""
    line = next(line for line in printed.splitlines() if line.split(" ")[0] == first and "  " in line)
    return re.split(r" {2,}", line.strip())


def showdown(*players: tuple[str, str, str], rules: str = "{}") -> str:
    listed = ", ".join(f"{{name: {name}, cards: {cards}, declare: {declare}}}" for name, cards, declare in players)
    return f"rules: {rules}\nplayers: [{listed}]\n"


def in_blocks(args: list[str], stdin: str | None) -> str:
    """The resolution of ``resolve ARGS`` (a file or -, then options) in blocks: at 30 columns no table fits."""
    text = stdin if stdin is not None else Path(args[0]).read_text(encoding="utf-8")
    options = dict(zip(args[1::2], args[2::2], strict=True))
    adjust = potsplit.cli.options.overrides_given(**{option.lstrip("-"): value for option, value in options.items()})
    [result] = resolve_documents(text, "-", adjust)
    assert not isinstance(result, InvalidShowdown)
    return resolution_table(result.resolution, "showdown 1", False, Writing(width=30))


HANDS = ["player", "declared", "high", "high hand", "place", "low", "low hand", "place"]
POTS = ["pot", "amount", "players", "high", "low", "carried over"]
ALL_HIGH = showdown(("Al", "As Ks Qs Js 9d", "high"), ("Bo", "2h 2d Kc Qd Jh", "high"), rules="{qualifier: 8}")
ALL_LOW = showdown(("Al", "7s 5s 4h 3d 2c", "low"), ("Bo", "8h 6d 4c 3s 2h", "low"), rules="{qualifier: 8}")
NO_LOW_QUALIFIES = showdown(("Al", "As Ks Qs Js 9d", "low"), ("Bo", "2h 2d Kc Qd Jh", "low"), rules="{qualifier: 8}")


@pytest.mark.parametrize(
    ("args", "stdin", "hands", "pots"),
    [
        ([SEED], None, HANDS, POTS[:-1]),  # declare, both ways, nothing carried over
        ([SEED, "--method", "high"], None, HANDS[:1] + HANDS[2:5], POTS[:4]),  # no low, no declaration
        ([SEED, "--method", "cards-speak"], None, HANDS[:1] + HANDS[2:], POTS[:-1]),
        ([str(EXAMPLES / "ace-to-six-razz.yaml")], None, HANDS[:1] + HANDS[5:], POTS[:3] + POTS[4:5]),  # no high
        ([str(EXAMPLES / "omaha-hi-lo-quartered.yaml")], None, HANDS[:1] + HANDS[2:], POTS[:-1]),
        (["-"], ALL_HIGH, HANDS[:5], POTS[:4]),  # declare: nobody in for low
        (["-"], ALL_LOW, HANDS[:2] + HANDS[5:], POTS[:3] + POTS[4:5]),  # declare: nobody in for high
        (["-"], NO_LOW_QUALIFIES, HANDS, POTS[:-1]),  # played as cards speak: the high half is awarded after all
        ([str(EXAMPLES / "no-winner-carry-over.yaml")], None, HANDS, POTS),  # something carried over
    ],
    ids=["declare", "method-high", "cards-speak", "method-low", "omaha", "all-high", "all-low", "no-low-qualifies",
         "carried-over"],
)
def test_columns_that_carry_nothing_are_left_out(
    args: list[str], stdin: str | None, hands: list[str], pots: list[str]
) -> None:
    printed = run("resolve", *args, stdin=stdin)
    assert headings(printed, "player") == hands
    assert headings(printed, "pot") == pots
    blocks = in_blocks(args, stdin)  # the blocks leave out the same
    body = re.split(r"\n\n(?:Notes|Why):", blocks)[0].split("\n\n", 1)[1]  # after the title, before the notes
    labels = {re.split(r"[:(]", line)[0].strip() for line in body.splitlines() if re.match("  [^ ]", line)}
    assert ("declared" in labels) == ("declared" in hands)
    assert ("high" in labels) == ("high hand" in hands) == ("high" in pots)
    assert ("low" in labels) == ("low hand" in hands) == ("low" in pots)
    assert ("carried over" in labels) == ("carried over" in pots)


@pytest.mark.parametrize(
    ("example", "carried"), [("seed-swing-split.yaml", False), ("no-winner-carry-over.yaml", True)]
)
def test_compare_shows_carried_over_only_when_a_variant_carries_something(example: str, carried: bool) -> None:
    printed = run("compare", str(EXAMPLES / example))
    assert (headings(printed, "variant")[-1] == "carried over") is carried
    assert ("carried over:" in run("compare", str(EXAMPLES / example), COLUMNS="40")) is carried


def test_rank_always_shows_both_ways() -> None:
    printed = run("rank", "As Ks Qs Js Ts", "--qualifier", "8")
    assert headings(printed, "cards") == ["cards", "high", "high hand", "place", "low", "low hand", "place"]


# --- colour ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "terminal", "env", "coloured"),
    [
        ("auto", True, {}, True),
        ("auto", True, {"NO_COLOR": ""}, True),  # set but empty: not a request
        ("auto", True, {"NO_COLOR": "1"}, False),
        ("auto", True, {"TERM": "dumb"}, False),
        ("auto", False, {}, False),  # a pipe or a file
        ("AUTO", True, {}, True),
        ("always", False, {}, True),
        ("always", True, {"NO_COLOR": "1", "TERM": "dumb"}, True),  # asked for on the command line
        ("never", True, {}, False),
    ],
)
@pytest.mark.parametrize(
    "command", [["resolve", SEED], ["compare", SEED], ["rank", "As Ks Qs Js Ts", "2c 3d 4h 5s 7c"]],
    ids=["resolve", "compare", "rank"],
)
def test_color(
    command: list[str], option: str, terminal: bool, env: dict[str, str], coloured: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(potsplit.cli.options, "terminal", lambda: terminal)
    environment: dict[str, str | None] = {"NO_COLOR": None, "TERM": "xterm", "COLUMNS": "300", **env}
    printed = run(*command, "--color", option, **environment)
    assert ("\x1b[" in printed) is coloured
    assert re.sub(r"\x1b\[[0-9;]*m", "", printed) == run(*command, "--color", "never", COLUMNS="300")


def test_colour_is_for_tables_only() -> None:
    assert "\x1b[" not in run("resolve", SEED, "--color", "always", "--format", "json")


# --- suits ----------------------------------------------------------------------------------------


CARD_CODE = re.compile(r"\b[2-9TJQKA][shdc]\b")
CARD_SYMBOL = re.compile(r"\b[2-9TJQKA][♠♥♦♣]")


@pytest.mark.parametrize("columns", [None, "40"])
@pytest.mark.parametrize(
    "command",
    [["resolve", SEED], ["compare", SEED], ["rank", "As Ks Qs Js Ts", "2c 3d 4h 5s 7c"]],
    ids=["resolve", "compare", "rank"],
)
def test_suits_are_letters_or_symbols_in_tables_and_codes_in_json(command: list[str], columns: str | None) -> None:
    letters = run(*command, COLUMNS=columns)
    symbols = run(*command, "--suits", "symbols", COLUMNS=columns)
    assert run(*command, "--suits", "LETTERS", COLUMNS=columns) == letters
    assert not CARD_SYMBOL.search(letters) and not CARD_CODE.search(symbols)
    assert len(CARD_CODE.findall(letters)) == len(CARD_SYMBOL.findall(symbols))  # none in compare: it shows no cards
    as_json = run(*command, "--format", "json")
    assert run(*command, "--format", "json", "--suits", "symbols") == as_json
    assert CARD_CODE.search(as_json) or command[0] == "compare"


def test_suits_on_the_board_too() -> None:
    assert "board: 9♣ T♦ J♥ Q♠ K♠" in run("resolve", str(EXAMPLES / "holdem-board-plays.yaml"), "--suits", "symbols")


# --- the width ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("columns", "terminal", "width"),
    [
        (None, False, None),  # a pipe or a file: no limit
        ("", False, None),
        ("abc", False, None),
        ("0", False, None),
        ("-5", False, None),
        ("100", False, 100),
        ("100", True, 100),  # COLUMNS before the terminal's
        ("12", False, 40),  # never under 40
        (None, True, 80),  # a terminal that does not say how wide (the runner's stand-in)
    ],
)
def test_the_width_tables_are_fitted_to(
    columns: str | None, terminal: bool, width: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(potsplit.cli.options, "terminal", lambda: terminal)
    monkeypatch.setattr(sys, "__stdout__", io.StringIO())  # the process's own stdout says no width either
    printed = run("resolve", str(EXAMPLES / "stud-side-pots.yaml"), "--color", "never", COLUMNS=columns)
    widest = max(map(width_of, printed.splitlines()))
    if width is None:
        assert widest > 160  # the title, whole
    else:
        assert width - 10 < widest <= width


def test_a_terminal_says_its_width_as_shutil_reads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal's width is what :func:`shutil.get_terminal_size` says (COLUMNS first, then the terminal)."""
    monkeypatch.setattr(potsplit.cli.options, "terminal", lambda: True)
    monkeypatch.setattr(shutil, "get_terminal_size", lambda fallback=(80, 24): os.terminal_size((64, 24)))
    printed = run("resolve", str(EXAMPLES / "stud-side-pots.yaml"), "--color", "never")
    assert 54 < max(map(width_of, printed.splitlines())) <= 64


def test_the_help_names_every_value_of_the_new_options() -> None:
    for command in ("resolve", "compare", "rank"):
        printed = run(command, "--help", COLUMNS="200")
        for value in ("auto:", "always:", "never:", "letters:", "symbols:", "NO_COLOR", "TERM is dumb", "JSON"):
            assert value in printed, (command, value)


def test_golden_blocks_of_the_seed_case_at_forty_columns() -> None:
    assert run("resolve", SEED, COLUMNS="40") == (
        "showdown 1: draw, method: declare, low:\n"
        "  ace-to-five, swing-ties: split,\n"
        "  forfeit: next-best, no-winner:\n"
        "  cards-speak; pot 1\n"
        "\n"
        "Alice\n"
        "  declared: low\n"
        "  high (place 2): Ks Kd Kc 9d 9c, full\n"
        "    house, kings over nines\n"
        "  low (place 3): Ks Kd Kc 9d 9c, full\n"
        "    house, kings over nines\n"
        "Bob\n"
        "  declared: swing\n"
        "  high (place 1): 6h 5h 4h 3h 2h,\n"
        "    straight flush, six high\n"
        "  low (place 1): 6h 5h 4h 3h 2h,\n"
        "    six-five low\n"
        "Carol\n"
        "  declared: low\n"
        "  high (place 3): 6c 5c 4d 3d 2s,\n"
        "    straight, six high\n"
        "  low (place 1): 6c 5c 4d 3d 2s,\n"
        "    six-five low\n"
        "\n"
        "pot main: 1\n"
        "  players: Alice, Bob, Carol\n"
        "  high: Bob: 1/2 (50% of the pot)\n"
        "  low: Bob, Carol: 1/2 (50% of the pot)\n"
        "\n"
        "payouts\n"
        "  Alice: 0\n"
        "  Bob: 3/4 (75% of the pot)\n"
        "  Carol: 1/4 (25% of the pot)\n"
        "\n"
        "Notes:\n"
        "- Bob declared swing: best high\n"
        "  (straight flush, six high) and tied\n"
        "  Carol for low (six-five low);\n"
        "  swing-ties: split, so the swing\n"
        "  succeeds\n"
    )


def test_a_table_that_fits_wrapped_is_kept() -> None:
    """Method high at 40 columns: the hand names wrap, and the table stays a table."""
    printed = run("resolve", str(EXAMPLES / "five-card-draw.yaml"), COLUMNS="40")
    assert headings(printed, "player") == ["player", "high", "high hand", "place"]
    assert "fives" in [line.strip() for line in printed.splitlines()]  # "two pair, kings and fives", wrapped


# --- the layout -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "width"),
    [("Bob", 3), ("\x1b[32m\x1b[1mBob\x1b[0m", 3), ("李小龍", 6), ("Ｂｏｂ", 6), ("e\u0301", 1), ("\u200b", 0),
     ("한국어", 6), ("A♠", 2), ("Мария", 5), ("", 0), ("é\x07", 2)],  # a control character: never a negative width
)
def test_display_width(text: str, width: int) -> None:
    assert width_of(text) == width


WORDS = st.text(st.sampled_from("ab李Ｂ\u0301 \x1b"), max_size=90).map(lambda text: text.replace("\x1b", "\x1b[1m"))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(WORDS, st.integers(4, 60))
def test_wrapped_lines_fit_and_keep_every_character(text: str, width: int) -> None:
    lines = wrap(text, width)
    assert all(width_of(line) <= width for line in lines)
    strip = re.compile(r"\x1b\[[0-9;]*m|\s")
    assert strip.sub("", "".join(lines)) == strip.sub("", text)


CELLS = st.text(st.sampled_from("ab ,-/()Ы李\u0301"), max_size=12).map(str.strip)  # tabulate strips a cell


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(1, 6).flatmap(lambda count: st.tuples(
    st.lists(CELLS, min_size=count, max_size=count), st.lists(st.lists(CELLS, min_size=count, max_size=count)),
    st.lists(st.booleans(), min_size=count, max_size=count))), st.integers(10, 80))
def test_a_table_fits_or_gives_way_and_keeps_every_character(
    table: tuple[list[str], list[list[str]], list[bool]], width: int
) -> None:
    headings, rows, wraps = table
    whole = table_lines(Table(headings, rows, wraps), None)
    assert whole is not None
    fitted = table_lines(Table(headings, rows, wraps), width)
    if fitted is not None:
        assert all(width_of(line) <= width for line in fitted)
        for column, wrapping in enumerate(wraps):
            if not wrapping:  # a cell of a column that does not wrap is on one line of the table
                assert all(not row[column].strip() or row[column].strip() in "\n".join(fitted) for row in rows)
        kept = "".join([*headings, *(cell for row in rows for cell in row)])
        shown = "".join(fitted)  # every heading and every cell, on lines of its own column; nothing lost
        assert Counter(shown.replace(" ", "").replace("-", "")) == Counter(kept.replace(" ", "").replace("-", ""))
        if all(heading or any(row[column] for row in rows) for column, heading in enumerate(headings)):
            runs = [line.split("  ") for line in fitted if re.fullmatch("-+(  -+)*", line)]
            assert [len(headings)] in [[len(run)] for run in runs], fitted  # the rule: a run of dashes a column
    else:
        assert max(map(width_of, whole)) > width


# --- what a table shows as it is ------------------------------------------------------------------


def names_table(*names: str) -> str:
    """A declare showdown of players with these *names*, each putting in 1,000."""
    cards = ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c", "Kc Kd 9s 9h 2d", "8c 7d 6h 4s 3h"]
    declared = ["swing", "low", "high", "low"]
    players = ", ".join(f"{{name: '{name}', cards: {hand}, declare: {way}, bet: 1000}}"
                        for name, hand, way in zip(names, cards, declared, strict=False))
    return f"players: [{players}]\n"


@pytest.mark.parametrize("columns", [None, "100", "70", "40"], ids=["whole", "narrowed", "compare-narrowed", "blocks"])
def test_a_no_break_space_of_a_name_is_printed_as_it_is(columns: str | None) -> None:
    """A no-break space in a player's name (or in Russian's thousands) is the name's own: never taken for
    the space :func:`~potsplit.show.layout.together` keeps, never printed as a plain space, never broken at."""
    text = names_table("Mary\u00a0Ann Smith-Jones", "Bob\u00a0Li", "Zoë\u00a0Ю")
    for args in (["resolve", "-"], ["compare", "-"], ["--lang", "ru", "resolve", "-"]):
        printed = run(*args, stdin=text, COLUMNS=columns)
        assert "Bob\u00a0Li" in printed and "Zoë\u00a0Ю" in printed and "Mary\u00a0Ann" in printed, printed
        assert "Bob Li" not in printed and "Mary Ann" not in printed and "\x1f" not in printed
    lines = block("Mary\u00a0Ann", ["high: " + together("Mary\u00a0Ann: 4\u00a0000 (50%)")], 28)
    assert lines == ["Mary\u00a0Ann", "  high:", "    Mary\u00a0Ann: 4\u00a0000 (50%)"]
    assert wrap("x " + together("a b\u00a0c"), 40) == ["x a b\u00a0c"]


@pytest.mark.parametrize("columns", [None, "70", "40"], ids=["whole", "narrowed", "blocks"])
def test_names_that_read_as_numbers_or_booleans_are_printed_as_they_are(columns: str | None) -> None:
    """tabulate reads no cell: a name like ``False``, ``1,000`` or ``1e5`` is printed as written, on the left."""
    text = names_table("False", "1,000", "1e5", "nan")
    for command in ("resolve", "compare"):
        printed = run(command, "-", stdin=text, COLUMNS=columns)
        for name in ("False", "1,000", "1e5", "nan"):
            assert re.search(rf"(^|  ){re.escape(name)}(:|  | *$)", printed, re.MULTILINE), (name, printed)
        assert "True" not in printed and "1000 " not in printed and "100000" not in printed


def test_a_cell_holding_a_line_separator_is_never_cut() -> None:
    """tabulate cuts a cell of several lines at U+2028 (and drops what follows): such a table gives way to
    blocks once it must wrap. A player's name can no longer hold one (it is refused, the character escaped in the
    error), but the layout does not rely on that."""
    narrow = Table(["player", "hand"], [["Ann\u2028Lee", "two pair, kings and nines"]], [False, True])
    assert table_lines(narrow, None) is not None and table_lines(narrow, 30) is None
    result = CliRunner().invoke(main, ["resolve", "-"], input=names_table("Ann\u2028Lee", "Bob"))
    assert result.exit_code == 1 and "\\u2028" in result.stderr and "\u2028" not in result.stderr
