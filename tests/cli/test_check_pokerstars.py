"""``potsplit resolve`` and ``check`` of PokerStars text: told by its content (a file of any name, stdin too) or by
``--input pokerstars``; each collected line compared pot by pot, the recorded rake reported; an unreadable hand
one error, exit 1, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from potsplit.cli import main

EXAMPLE = Path(__file__).resolve().parents[2] / "potsplit" / "examples" / "pokerstars-run-twice.txt"


def run(*args: str, stdin: bytes | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    assert "Traceback" not in result.output + result.stderr
    return result.exit_code, result.output


def test_a_pokerstars_file_is_told_by_its_content_on_stdin_and_in_a_file_of_any_name(tmp_path: Path) -> None:
    data = EXAMPLE.read_bytes()
    path = tmp_path / "session.log"
    path.write_bytes(data)
    for args, stdin in ((["check", str(path)], None), (["check", "-"], data),
                        (["check", "-", "--input", "pokerstars"], data)):
        status, output = run(*args, "--format", "json", stdin=stdin)
        assert status == 0, output
        found = json.loads(output)
        assert found["verdict"] == "agree"
        assert {row["player"]: row["recorded"]["winnings"] for row in found["players"]} == {
            "Ann": "117/4", "Bo": "751/4", "Cy": "0"}


def test_the_recorded_rake_is_the_rulings_and_a_pot_paid_to_the_wrong_pot_differs(tmp_path: Path) -> None:
    status, output = run("resolve", str(EXAMPLE), "--format", "json")
    assert status == 0 and json.loads(output)["rake"] == "3"
    status, output = run("check", str(EXAMPLE), "--format", "json")
    assert status == 0 and json.loads(output)["rake"] == {"amount": "3", "share": "3/220"}
    assert run("check", str(EXAMPLE))[1].startswith("hand 1: agree, rake 3 (1.364% of the pot)")
    swapped = EXAMPLE.read_text(encoding="utf-8").replace(
        "Bo collected $79.25 from side pot\nAnn: shows [Ah Ad] (a pair of Aces)\nBo collected $29.25 from main pot",
        "Bo collected $79.25 from main pot\nAnn: shows [Ah Ad] (a pair of Aces)\nBo collected $29.25 from side pot")
    path = tmp_path / "swapped.txt"
    path.write_text(swapped, encoding="utf-8")
    status, output = run("check", str(path), "--format", "json")
    found = json.loads(output)
    assert status == 1 and found["verdict"] == "differ"
    assert [(pot["pot"], pot["agrees"]) for pot in found["pots"]] == [("main", False), ("side 1", False)]
    assert found["pots"][0]["recorded"]["winners"] == {"Bo": "317/4", "Ann": "117/4"}
    assert found["pots"][0]["ruled"]["winners"] == {"Bo": "117/4", "Ann": "117/4"}


def test_a_tournament_hand_is_one_error_and_the_next_hand_is_still_read(tmp_path: Path) -> None:
    data = ("PokerStars Hand #1: Tournament #9, $1+$0.10 USD Hold'em No Limit - Level I (10/20) - 2026/12/04\n\n"
            + EXAMPLE.read_text(encoding="utf-8").split("\n", 1)[1])
    path = tmp_path / "two.txt"
    path.write_text(data, encoding="utf-8")
    status, output = run("check", str(path))
    assert status == 1
    assert f"{path}:1:21: a tournament hand: potsplit reads PokerStars cash games written in English" in output
    assert "hand 2: agree" in output
