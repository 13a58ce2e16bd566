"""The rules reference in the repository (docs/rules.md): every pointer to it from the code names a heading it has,
and no docstring or help text cites a section of a document outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
SOURCES = sorted((ROOT / "potsplit").rglob("*.py"))


def headings() -> set[str]:
    return {line[3:].strip() for line in RULES.read_text(encoding="utf-8").splitlines() if line.startswith("## ")}


def pointers() -> list[tuple[str, str]]:
    """Each heading a source names after ``docs/rules.md:``, with the file that names it."""
    found = []
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r'docs/rules\.md:((?:\s*"[^"]+",?)+)', text):
            names = re.findall(r'"([^"]+)"', match.group(1))
            found += [(path.name, " ".join(name.replace("#", " ").split())) for name in names]
    return found


def test_every_pointer_to_the_rules_names_one_of_its_headings() -> None:
    known = headings()
    assert len(pointers()) > 40  # the code points to it throughout
    assert [(where, name) for where, name in pointers() if name not in known] == []


def test_no_source_cites_the_sections_of_an_outside_document() -> None:
    cited = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in SOURCES
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bspec sections?\s+\d|\bthe spec\b|\bspec's\b|\(spec \d", line)
    ]
    assert cited == []
