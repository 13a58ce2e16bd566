"""The tables of several boards and of the rake: each player's hand on each board (a column group a board where
that fits whole, else a table a board, else a block a player), each board's part of each pot on a row of its
own, the rake and the jackpot; at every width down to 40 columns, in every language."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.boards_reference import reference_showdowns

from potsplit.engine.model import Showdown
from potsplit.engine.resolve import resolve
from potsplit.language import Writing, language_named
from potsplit.show.layout import width_of
from potsplit.show.tables import resolution_table

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(reference_showdowns(), st.integers(40, 200), st.sampled_from(["en", "ru", "kk"]), st.booleans())
def test_every_table_fits_its_width_and_shows_every_player_and_board(
    case: tuple[Showdown, str, bool, int | None], width: int, lang: str, explain: bool
) -> None:
    resolution = resolve(case[0])
    table = resolution_table(resolution, "showdown", explain, Writing(language_named(lang), width))
    lines = table.splitlines()
    assert max(width_of(line) for line in lines) <= width
    for player in resolution.showdown.players:
        assert player.name in table
    boards = len(resolution.showdown.boards)
    if boards > 1:
        said = {"en": "board", "ru": "борд", "kk": "борд"}[lang]
        for number in range(1, boards + 1):
            assert f"{said} {number}" in table


def test_the_wide_table_gives_each_board_a_column_group_and_a_narrow_one_a_table_a_board() -> None:
    from potsplit.engine.model import Player

    showdown = Showdown(players=(Player("Ann", "As Ah"), Player("Bob", "Ks Kh")),
                        boards=("2c 7d 9h Jc 3s", "2c 7d 9h Kd 3d"), game="holdem", rake="10%")
    resolution = resolve(showdown)
    whole = resolution_table(resolution, "showdown", False, Writing())
    assert "high (board 1)" in whole and "high hand (board 2)" in whole
    narrow = resolution_table(resolution, "showdown", False, Writing(width=80))
    assert "\nboard 1\nplayer" in narrow and "\nboard 2\nplayer" in narrow and "high (board 1)" not in narrow
    blocks = resolution_table(resolution, "showdown", False, Writing(width=40))
    assert "  board 2: high (place 1):" in blocks and "  board 1, high: Ann:" in blocks
    assert "  rake: 1/10 (10% of the pot)" in blocks
