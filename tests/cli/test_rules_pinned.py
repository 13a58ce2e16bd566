"""Rules of the spec (spec: ../shared/spec/showdown.md) pinned through the command line only.

Every test feeds YAML text to ``potsplit resolve - --format json`` through Click's CliRunner and reads the
JSON lines back, so that the tests hold whatever the package's modules are called. Each rule pinned here was
checked to be caught: breaking it in the code makes at least one case below fail.

- the odd chip by suit looks at a player's own cards, never the board (spec 5);
- the default method and the inferred game look only at the players still in (spec 1);
- declarations, rule values and game names are read in any case (spec 1);
- the declaration aliases hi, lo and both (spec 1);
- a key given as null is the same as the key left out (spec 1);
- under ``swing-ties: clear-half``, a failed swing player tied for a half gets no part of it, so no part of it
  is passed on for him (spec 3, step 4).
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

import pytest
from click.testing import CliRunner

from potsplit.cli import main


def resolve_all(text: str) -> list[dict[str, Any]]:
    """The JSON objects (one a showdown) that ``potsplit resolve - --format json`` prints for *text*."""
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json"], input=textwrap.dedent(text))
    assert result.exit_code == 0, result.stdout + result.stderr
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def resolve(text: str) -> dict[str, Any]:
    """The one showdown of *text*, resolved, without its ``source`` (which says where the text was)."""
    (showdown,) = resolve_all(text)
    showdown.pop("source", None)
    return showdown


# --- 1. The odd chip by suit ignores the board (spec 5) ---------------------------------------------------
#
# The board is shared, so counting it can only make two players' best card equal: that happens when the board
# holds a card above every hole card. Each case below has such a board card; by their own cards alone p2 comes
# first, while with the board counted both hold the same top (or bottom) card and the tie falls back to p1
# (listed first, first to the dealer's left, first in any stable order).

ODD_CHIP_BOARD = [
    pytest.param(
        # Both play the board's royal flush; 3 chips among two. Own cards: p2's 5d beats p1's 3c, so p2 gets
        # the odd chip. Counting the board, both hold As.
        """
        chip: 1
        pot: 3
        rules: {odd-chip: suit}
        board: As Ks Qs Js Ts
        players:
          - {name: p1, cards: 2c 3c}
          - {name: p2, cards: 4d 5d}
        """,
        {"p1": "1", "p2": "2"},
        id="holdem-high",
    ),
    pytest.param(
        # Omaha: both make A-K-Q-J-7 high (two hole cards, three board cards), no pair, no flush, no straight.
        # Own cards: p2's Qh beats p1's Qd (hearts above diamonds). Counting the board, both hold As.
        """
        chip: 1
        pot: 3
        rules: {odd-chip: suit}
        board: As Kd 7c 4h 2s
        players:
          - {name: p1, cards: Qd Jd 8c 9c}
          - {name: p2, cards: Qh Jh 8d 9d}
        """,
        {"p1": "1", "p2": "2"},
        id="omaha-high",
    ),
    pytest.param(
        # Cards speak, qualifier 8, pot 6: p3's four kings take the high half (3 chips) alone; p1 and p2 both
        # make the wheel A-2-3-4-5 for low and split the low half (3 chips). Own cards: p2's 4c is the lowest
        # card (clubs lowest), so p2 gets the odd chip. Counting the board, both hold Ac. (p1's and p2's
        # wheels are straights for high, below p3's four of a kind.)
        """
        chip: 1
        pot: 6
        rules: {method: cards-speak, qualifier: 8, odd-chip: suit}
        board: Ac 2d 3h Kc Ks
        players:
          - {name: p1, cards: 4d 5d}
          - {name: p2, cards: 4c 5h}
          - {name: p3, cards: Kh Kd}
        """,
        {"p1": "1", "p2": "2", "p3": "3"},
        id="holdem-low",
    ),
]


@pytest.mark.parametrize(("text", "payouts"), ODD_CHIP_BOARD)
def test_odd_chip_by_suit_looks_at_own_cards_only(text: str, payouts: dict[str, str]) -> None:
    showdown = resolve(text)
    assert showdown["rules"]["odd-chip"] == "suit"
    assert showdown["payouts"] == payouts
    odd = [reason for reason in showdown["pots"][0]["reasons"] if reason["event"] == "odd-chip"]
    assert [reason["players"] for reason in odd] == [["p2"]]


# --- 2. The default method ignores folded players' declarations (spec 1) --------------------------------

FOLDED_DECLARATIONS = [
    pytest.param(
        """
        players:
          - {name: al, cards: As Ad Ac Kd Kc}
          - {name: bo, cards: 5h 4h 3d 2d 7c}
          - {name: cy, cards: 9s 8s 7s 6s 4s, declare: low, folded: true}
        """,
        {"al": "1", "bo": "0", "cy": "0"},
        id="folded-low-with-cards",
    ),
    pytest.param(
        """
        players:
          - {name: al, cards: As Ad Ac Kd Kc}
          - {name: bo, cards: 5h 4h 3d 2d 7c}
          - {name: cy, declare: swing, folded: true}
        """,
        {"al": "1", "bo": "0", "cy": "0"},
        id="folded-swing-no-cards",
    ),
    pytest.param(
        """
        players:
          - {name: al, cards: As Ad Ac Kd Kc, bet: 10}
          - {name: bo, cards: 5h 4h 3d 2d 7c, bet: 10}
          - {name: cy, declare: hi, folded: true, bet: 4}
        """,
        {"al": "24", "bo": "0", "cy": "0"},
        id="folded-hi-with-bets",
    ),
]


@pytest.mark.parametrize(("text", "payouts"), FOLDED_DECLARATIONS)
def test_default_method_ignores_folded_declarations(text: str, payouts: dict[str, str]) -> None:
    showdown = resolve(text)
    assert showdown["rules"]["method"] == "high"
    assert showdown["payouts"] == payouts


# --- 3. Game inference ignores folded hands (spec 1) ---------------------------------------------------

FOLDED_HANDS = [
    pytest.param(
        """
        players:
          - {name: al, cards: As Ad Ac Kd Kc}
          - {name: bo, cards: 5h 4h 3d 2d 7c}
          - {name: cy, cards: 9s 8s 7s 6s 4s 3s 2s, folded: true}
        """,
        "draw",
        {"al": "1", "bo": "0", "cy": "0"},
        id="folded-7-draw",
    ),
    pytest.param(
        """
        players:
          - {name: al, cards: As Ad Ac Kd Kc}
          - {name: bo, cards: 5h 4h 3d 2d 7c}
          - {name: cy, cards: 9s 8s 7s 6s, folded: true}
        """,
        "draw",
        {"al": "1", "bo": "0", "cy": "0"},
        id="folded-4-draw",
    ),
    pytest.param(
        """
        board: 2c 7d 9h
        players:
          - {name: al, cards: As Ad}
          - {name: bo, cards: 5h 4h}
          - {name: cy, cards: Ks Kd Kc Kh, folded: true}
        """,
        "holdem",
        {"al": "1", "bo": "0", "cy": "0"},
        id="folded-4-holdem",
    ),
    pytest.param(
        """
        board: 2c 7d 9h
        players:
          - {name: al, cards: As Ad 3s 4s}
          - {name: bo, cards: 5h 4h Jc Qc}
          - {name: cy, cards: Ks Kd, folded: true}
        """,
        "omaha",
        {"al": "1", "bo": "0", "cy": "0"},
        id="folded-2-omaha",
    ),
]


@pytest.mark.parametrize(("text", "game", "payouts"), FOLDED_HANDS)
def test_game_inference_ignores_folded_hands(text: str, game: str, payouts: dict[str, str]) -> None:
    showdown = resolve(text)
    assert showdown["game"] == game
    assert showdown["payouts"] == payouts


# --- 4. Declarations, rule values and game names in any case (spec 1) ----------------------------------
#
# Names here are lower case, so the same document lowered must give the same result. The shared hands:
# bob's 6-high straight flush is the best high and 6-5-4-3-2 his low; carol's wheel 5-4-3-2-A is the best low
# (a 5-high straight for high); dan's kings full is the second high.

BOB, CAROL, DAN = "6h 5h 4h 3h 2h", "5c 4c 3d 2d Ad", "Kc Kd Ks 9c 9d"

ANY_CASE = [
    pytest.param(
        # bob swings and loses low to carol: he fails; next-best gives his high half to dan.
        f"""
        players:
          - {{name: bob, cards: {BOB}, declare: SWING}}
          - {{name: carol, cards: {CAROL}, declare: Low}}
          - {{name: dan, cards: {DAN}, declare: HIGH}}
        """,
        ("method", "declare"),
        {"bob": "0", "carol": "1/2", "dan": "1/2"},
        id="declare-HIGH-Low-SWING",
    ),
    pytest.param(
        f"""
        rules: {{chips: [HIGH, LOW, Swing]}}
        players:
          - {{name: bob, cards: {BOB}, declare: 2}}
          - {{name: carol, cards: {CAROL}, declare: 1}}
          - {{name: dan, cards: {DAN}, declare: 0}}
        """,
        ("chips", ["high", "low", "swing"]),
        {"bob": "0", "carol": "1/2", "dan": "1/2"},
        id="chips-HIGH-LOW-Swing",
    ),
    pytest.param(
        f"""
        rules: {{method: Declare}}
        players:
          - {{name: bob, cards: {BOB}, declare: swing}}
          - {{name: carol, cards: {CAROL}, declare: low}}
          - {{name: dan, cards: {DAN}, declare: high}}
        """,
        ("method", "declare"),
        {"bob": "0", "carol": "1/2", "dan": "1/2"},
        id="method-Declare",
    ),
    pytest.param(
        f"""
        rules: {{method: CARDS-SPEAK}}
        players:
          - {{name: bob, cards: {BOB}}}
          - {{name: carol, cards: {CAROL}}}
        """,
        ("method", "cards-speak"),
        {"bob": "1/2", "carol": "1/2"},
        id="method-CARDS-SPEAK",
    ),
    pytest.param(
        f"""
        rules: {{forfeit: Defeater}}
        players:
          - {{name: bob, cards: {BOB}, declare: swing}}
          - {{name: carol, cards: {CAROL}, declare: low}}
          - {{name: dan, cards: {DAN}, declare: high}}
        """,
        ("forfeit", "defeater"),
        {"bob": "0", "carol": "1", "dan": "0"},
        id="forfeit-Defeater",
    ),
    pytest.param(
        # The seed's worked example: bob swings with the best high and ties carol for low.
        """
        rules: {swing-ties: LOSE}
        players:
          - {name: alice, cards: Kc Kd Ks 9c 9d, declare: low}
          - {name: bob, cards: 5h 4h 3h 2h Ah, declare: swing}
          - {name: carol, cards: 5c 4c 3d 2d Ad, declare: low}
        """,
        ("swing-ties", "lose"),
        {"alice": "0", "bob": "0", "carol": "1"},
        id="swing-ties-LOSE",
    ),
    pytest.param(
        # Both swing and both fail (bob loses low, carol loses high): nobody can receive the pot.
        f"""
        rules: {{no-winner: Carry-Over}}
        players:
          - {{name: bob, cards: {BOB}, declare: swing}}
          - {{name: carol, cards: {CAROL}, declare: swing}}
        """,
        ("no-winner", "carry-over"),
        {"bob": "0", "carol": "0"},
        id="no-winner-Carry-Over",
    ),
    pytest.param(
        # Method low: the wheel is the best ace-to-five low but ace high in deuce-to-seven, where 7-5-4-3-2 wins.
        """
        rules: {method: low, low: DEUCE-TO-SEVEN}
        players:
          - {name: ann, cards: 7c 5d 4h 3s 2c}
          - {name: bob, cards: Ad 2d 3h 4d 5c}
        """,
        ("low", "deuce-to-seven"),
        {"ann": "1", "bob": "0"},
        id="low-DEUCE-TO-SEVEN",
    ),
    pytest.param(
        """
        rules: {method: low, low: Ace-To-Five}
        players:
          - {name: ann, cards: 7c 5d 4h 3s 2c}
          - {name: bob, cards: Ad 2d 3h 4d 5c}
        """,
        ("low", "ace-to-five"),
        {"ann": "0", "bob": "1"},
        id="low-Ace-To-Five",
    ),
    pytest.param(
        # Stud (6 cards), where the default odd-chip rule is suit (bob's As first); seat gives it to ann, the
        # first to the dealer's (bob's) left. Both play A-K-Q-J-9 high.
        """
        chip: 1
        pot: 3
        rules: {odd-chip: SEAT}
        players:
          - {name: ann, cards: Ah Kd Qd Jd 9c 2c}
          - {name: bob, cards: As Kc Qc Jc 9d 2h}
        """,
        ("odd-chip", "seat"),
        {"ann": "2", "bob": "1"},
        id="odd-chip-SEAT",
    ),
    pytest.param(
        # Five cards each would be draw; the game given is stud.
        f"""
        game: STUD
        players:
          - {{name: bob, cards: {BOB}}}
          - {{name: dan, cards: {DAN}}}
        """,
        ("game", "stud"),
        {"bob": "1", "dan": "0"},
        id="game-STUD",
    ),
    pytest.param(
        """
        game: Omaha
        board: 2c 7d 9h
        players:
          - {name: al, cards: As Ad 3s 4s}
          - {name: bo, cards: 5h 4h Jc Qc}
        """,
        ("game", "omaha"),
        {"al": "1", "bo": "0"},
        id="game-Omaha",
    ),
]


@pytest.mark.parametrize(("text", "field", "payouts"), ANY_CASE)
def test_words_are_read_in_any_case(text: str, field: tuple[str, Any], payouts: dict[str, str]) -> None:
    showdown = resolve(text)
    key, value = field
    assert (showdown["game"] if key == "game" else showdown["rules"][key]) == value
    assert showdown["payouts"] == payouts
    assert showdown == resolve(text.lower())


def test_carried_over_with_carry_over_in_any_case() -> None:
    text = f"""
    rules: {{no-winner: CARRY-over}}
    players:
      - {{name: bob, cards: {BOB}, declare: swing}}
      - {{name: carol, cards: {CAROL}, declare: swing}}
    """
    assert resolve(text)["carried_over"] == "1"


# --- 5. The declaration aliases hi, lo and both, in any case (spec 1) ----------------------------------

ALIASES = [
    pytest.param("both", "lo", "hi", id="both-lo-hi"),
    pytest.param("BOTH", "Lo", "Hi", id="BOTH-Lo-Hi"),
    pytest.param("Both", "LO", "HI", id="Both-LO-HI"),
]


@pytest.mark.parametrize(("swing", "low", "high"), ALIASES)
def test_declaration_aliases(swing: str, low: str, high: str) -> None:
    showdown = resolve(f"""
    players:
      - {{name: bob, cards: {BOB}, declare: {swing}}}
      - {{name: carol, cards: {CAROL}, declare: {low}}}
      - {{name: dan, cards: {DAN}, declare: {high}}}
    """)
    assert {hand["player"]: hand["declare"] for hand in showdown["hands"]} == {
        "bob": "swing", "carol": "low", "dan": "high",
    }
    assert showdown["payouts"] == {"bob": "0", "carol": "1/2", "dan": "1/2"}


@pytest.mark.parametrize(
    "chips",
    [pytest.param("[lo, hi, both]", id="lo-hi-both"), pytest.param("[Lo, HI, Both]", id="Lo-HI-Both")],
)
def test_declaration_aliases_in_chips(chips: str) -> None:
    showdown = resolve(f"""
    rules: {{chips: {chips}}}
    players:
      - {{name: bob, cards: {BOB}, declare: 2}}
      - {{name: carol, cards: {CAROL}, declare: 0}}
      - {{name: dan, cards: {DAN}, declare: 1}}
    """)
    assert showdown["rules"]["chips"] == ["low", "high", "swing"]
    assert {hand["player"]: hand["declare"] for hand in showdown["hands"]} == {
        "bob": "swing", "carol": "low", "dan": "high",
    }
    assert showdown["payouts"] == {"bob": "0", "carol": "1/2", "dan": "1/2"}


# --- 6. A key given as null is the same as the key left out (spec 1) -----------------------------------

NULL_KEYS = [
    pytest.param(
        "pot: null\nplayers: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="pot-null",
    ),
    pytest.param(
        "pot: ~\nplayers: [{name: al, cards: As Ad Ac Kd Kc, bet: 7}, {name: bo, cards: 5h 4h 3d 2d 7c, bet: 7}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc, bet: 7}, {name: bo, cards: 5h 4h 3d 2d 7c, bet: 7}]",
        {"al": "14", "bo": "0"},
        id="pot-tilde-with-bets",
    ),
    pytest.param(
        "chip: ~\npot: 3\nplayers: [{name: al, cards: As Kd Qd Jd 9c}, {name: bo, cards: Ad Kc Qc Jc 9d}]",
        "pot: 3\nplayers: [{name: al, cards: As Kd Qd Jd 9c}, {name: bo, cards: Ad Kc Qc Jc 9d}]",
        {"al": "3/2", "bo": "3/2"},
        id="chip-tilde",
    ),
    pytest.param(
        "chip:\npot: 3\nplayers: [{name: al, cards: As Kd Qd Jd 9c}, {name: bo, cards: Ad Kc Qc Jc 9d}]",
        "pot: 3\nplayers: [{name: al, cards: As Kd Qd Jd 9c}, {name: bo, cards: Ad Kc Qc Jc 9d}]",
        {"al": "3/2", "bo": "3/2"},
        id="chip-empty",
    ),
    pytest.param(
        f"rules: null\nplayers: [{{name: bob, cards: {BOB}, declare: swing}}, {{name: carol, cards: {CAROL}, "
        f"declare: low}}, {{name: dan, cards: {DAN}, declare: high}}]",
        f"players: [{{name: bob, cards: {BOB}, declare: swing}}, {{name: carol, cards: {CAROL}, "
        f"declare: low}}, {{name: dan, cards: {DAN}, declare: high}}]",
        {"bob": "0", "carol": "1/2", "dan": "1/2"},
        id="rules-null",
    ),
    pytest.param(
        f"rules: {{method: null}}\nplayers: [{{name: bob, cards: {BOB}, declare: swing}}, "
        f"{{name: carol, cards: {CAROL}, declare: low}}, {{name: dan, cards: {DAN}, declare: high}}]",
        f"players: [{{name: bob, cards: {BOB}, declare: swing}}, "
        f"{{name: carol, cards: {CAROL}, declare: low}}, {{name: dan, cards: {DAN}, declare: high}}]",
        {"bob": "0", "carol": "1/2", "dan": "1/2"},
        id="rules-method-null",
    ),
    pytest.param(
        "rules: {low: null, qualifier: null, swing-ties: null, forfeit: null, no-winner: null, odd-chip: null,"
        f" chips: null}}\nplayers: [{{name: bob, cards: {BOB}, declare: swing}}, "
        f"{{name: carol, cards: {CAROL}, declare: low}}, {{name: dan, cards: {DAN}, declare: high}}]",
        f"rules: {{}}\nplayers: [{{name: bob, cards: {BOB}, declare: swing}}, "
        f"{{name: carol, cards: {CAROL}, declare: low}}, {{name: dan, cards: {DAN}, declare: high}}]",
        {"bob": "0", "carol": "1/2", "dan": "1/2"},
        id="rules-all-null",
    ),
    pytest.param(
        "players: [{name: al, cards: As Ad Ac Kd Kc, bet: null}, {name: bo, cards: 5h 4h 3d 2d 7c, bet: ~}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="bet-null-nobody-bets",
    ),
    pytest.param(
        # Seat order from the dealer's left: the dealer left out is bo (the last player), so al gets the odd chip.
        "dealer: null\nchip: 1\npot: 3\n"
        "players: [{name: al, cards: As Kd Qd Jd 9c}, {name: bo, cards: Ad Kc Qc Jc 9d}]",
        "chip: 1\npot: 3\nplayers: [{name: al, cards: As Kd Qd Jd 9c}, {name: bo, cards: Ad Kc Qc Jc 9d}]",
        {"al": "2", "bo": "1"},
        id="dealer-null",
    ),
    pytest.param(
        "board: null\nplayers: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="board-null-draw",
    ),
    pytest.param(
        "game: null\nplayers: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="game-null",
    ),
    pytest.param(
        "rules: {method: high}\n"
        "players: [{name: al, cards: As Ad Ac Kd Kc, declare: null}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        "rules: {method: high}\nplayers: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="declare-null-method-high",
    ),
    pytest.param(
        # With no method given, a null declaration is no declaration: the method stays high.
        "players: [{name: al, cards: As Ad Ac Kd Kc, declare: ~}, {name: bo, cards: 5h 4h 3d 2d 7c, declare: ~}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="declare-null-default-method",
    ),
    pytest.param(
        "players: [{name: al, cards: As Ad Ac Kd Kc, folded: null}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}]",
        {"al": "1", "bo": "0"},
        id="folded-null",
    ),
    pytest.param(
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c},"
        " {name: cy, cards: null, folded: true}]",
        "players: [{name: al, cards: As Ad Ac Kd Kc}, {name: bo, cards: 5h 4h 3d 2d 7c}, {name: cy, folded: true}]",
        {"al": "1", "bo": "0", "cy": "0"},
        id="cards-null-folded",
    ),
]


@pytest.mark.parametrize(("with_null", "without", "payouts"), NULL_KEYS)
def test_null_is_the_same_as_left_out(with_null: str, without: str, payouts: dict[str, str]) -> None:
    showdown = resolve(with_null)
    assert showdown["payouts"] == payouts
    assert showdown == resolve(without)


# --- 7. clear-half: a failed swing player tied for a half gets none of it (spec 3, step 4) --------------
#
# Seven-card stud, pot 1, method declare (everyone declares), swing-ties clear-half:
#   a: As 2d 5s 6h 7d 8c 9s, swing: high 9-8-7-6-5 straight; low 7-6-5-2-A.
#   b: Kd Qd 5h 6s 7c 8d 9h, swing: high 9-8-7-6-5 straight; low 9-8-7-6-5.
#   d: Kc Qc 5c 6c 7s 8s 9d, high:  high 9-8-7-6-5 straight.
# (No flush: nobody holds five cards of one suit; no straight above 9-high: nobody holds a ten.)
# Step 1: H = {a, b, d} (high or swing); L = {a, b} (low or swing; no qualifier, every low counts).
# Step 2: a ties b and d for the best high and has the best low in L alone: with clear-half a tie counts as
#   best, so a succeeds. b ties for high but loses low to a: b fails, wins nothing, receives nothing.
# Step 3: both sets are in play: a high half 1/2 and a low half 1/2.
# Step 4, high: a, b and d tie. a succeeded by swinging and keeps only the halves he wins alone, so the tied
#   high half goes, whole, to the other tied players who did not declare swing: d alone. b declared swing too:
#   he gets no part of that half, so no part of it is passed on for him (step 5 does not apply to it).
#   Low: a alone has the best low in L: a takes the low half.
# Result: a 1/2, b 0, d 1/2, whatever the forfeit rule (nothing is passed on).
# The reading this pins down is against one where b, a tied player who did not *succeed* at swinging, took part
# of the high half (d 1/4, b 1/4) and had it passed on: under next-best that part would go to the best high
# among those who have not failed, a and d, and under clear-half to d only (payouts unchanged, but the half's
# winners would name b); under defeater to the best low among them, a alone (a 3/4, d 1/4).

CLEAR_HALF = """
rules: {{swing-ties: clear-half, forfeit: {forfeit}}}
players:
  - {{name: a, cards: As 2d 5s 6h 7d 8c 9s, declare: swing}}
  - {{name: b, cards: Kd Qd 5h 6s 7c 8d 9h, declare: swing}}
  - {{name: d, cards: Kc Qc 5c 6c 7s 8s 9d, declare: high}}
"""


@pytest.mark.parametrize(
    "forfeit", [pytest.param("next-best", id="next-best"), pytest.param("defeater", id="defeater")]
)
def test_clear_half_failed_swing_tied_gets_no_part(forfeit: str) -> None:
    showdown = resolve(CLEAR_HALF.format(forfeit=forfeit))
    assert showdown["game"] == "stud"
    assert showdown["rules"]["swing-ties"] == "clear-half"
    assert showdown["payouts"] == {"a": "1/2", "b": "0", "d": "1/2"}
    (pot,) = showdown["pots"]
    assert pot["high"] == {"winners": ["d"], "amount": "1/2"}
    assert pot["low"] == {"winners": ["a"], "amount": "1/2"}
    assert [reason["event"] for reason in pot["reasons"] if reason["event"] == "passed"] == []
    swing = {tuple(reason["players"]): reason["event"] for reason in pot["reasons"] if "swing" in reason["event"]}
    assert swing == {("a",): "swing-succeeds", ("b",): "swing-fails"}
