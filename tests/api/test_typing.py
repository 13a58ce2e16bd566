"""The type hints say what the API accepts (spec section 10): README's Python section and a file of typical calls,
with plain values everywhere, pass ``mypy --strict``; a file of wrong calls fails it on each line marked, with the
error's code, and nowhere else."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CASES = Path(__file__).resolve().parent / "typing_cases"
MARKED = re.compile(r"# error: ([a-z-]+)")


def readme_python() -> str:
    """README's Python section as a module: each example's source, but those whose output is a traceback (a wrong
    value shown refused at run time: the wrong calls' file holds such calls for the type checker)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    block = section.split("```python\n", 1)[1].split("```", 1)[0]
    examples: list[tuple[list[str], list[str]]] = []
    for line in block.splitlines():
        if line.startswith(">>> "):
            examples.append(([line[4:]], []))
        elif line.startswith("... ") and examples and not examples[-1][1]:
            examples[-1][0].append(line[4:])
        elif line.strip() and examples:
            examples[-1][1].append(line)
    kept = [source for source, output in examples if not (output and output[0].startswith("Traceback"))]
    assert len(kept) >= 10, "README's Python section is read"
    return "\n".join(line for source in kept for line in source) + "\n"


def mypy(*files: Path) -> dict[str, list[tuple[int, str]]]:
    """``mypy --strict`` over *files* (no cache: a fresh check each time): each file's errors, as (line, code)."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", "/dev/null", "--no-error-summary",
         "--show-error-codes", *map(str, files)],
        capture_output=True, text=True, cwd=ROOT, timeout=300,
    )
    assert done.returncode in (0, 1), done.stderr
    found: dict[str, list[tuple[int, str]]] = {str(file): [] for file in files}
    for line in done.stdout.splitlines():
        if re.match(r".+?:\d+: note: ", line):  # what an error refers to
            continue
        matched = re.match(r"(.+?):(\d+): error: .*\[([a-z-]+)\]$", line)
        assert matched, line  # nothing but errors of these files
        found[str((ROOT / matched[1]).resolve())].append((int(matched[2]), matched[3]))
    return found


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, list[tuple[int, str]]], Path]:
    readme = tmp_path_factory.mktemp("readme") / "readme_python.py"
    readme.write_text(readme_python(), encoding="utf-8")
    return mypy(readme, CASES / "typical_calls.py", CASES / "wrong_calls.py"), readme


def test_readme_s_python_section_passes_mypy_strict(checked: tuple[dict[str, list[tuple[int, str]]], Path]) -> None:
    found, readme = checked
    assert found[str(readme)] == []


def test_typical_calls_with_plain_values_pass_mypy_strict(
    checked: tuple[dict[str, list[tuple[int, str]]], Path],
) -> None:
    found, _ = checked
    assert found[str(CASES / "typical_calls.py")] == []


def test_each_wrong_call_fails_mypy_strict_where_it_is_marked_and_nowhere_else(
    checked: tuple[dict[str, list[tuple[int, str]]], Path],
) -> None:
    found, _ = checked
    lines = (CASES / "wrong_calls.py").read_text(encoding="utf-8").splitlines()
    marked = [(number, match[1]) for number, line in enumerate(lines, 1) if (match := MARKED.search(line))]
    assert len(marked) >= 10
    assert sorted(set(found[str(CASES / "wrong_calls.py")])) == marked


def test_the_typical_calls_run() -> None:
    from api.typing_cases import typical_calls

    assert len(typical_calls.showdowns()) == 6
    assert len(typical_calls.results()) == 10
