"""potsplit's message catalogues: extract the messages, update the ``.po`` of each language, compile the ``.mo``.

    python tools/catalogues.py update     # the template (potsplit.pot) and each .po brought up to date
    python tools/catalogues.py compile    # each .po compiled to the .mo shipped in the package
    python tools/catalogues.py check      # what the tests check: nothing to extract, translate or compile
    python tools/catalogues.py tables     # each example's table in each language written beside it, afresh

A message is every literal that potsplit says to people: the first argument of ``Said(...)``, the two of
``Said.counted(...)``, the argument of a language's ``t(...)`` (``lang.t``, or ``t = lang.t``), the help
of the command line (its commands' texts and its options', and Click's own words, which Click looks up with
gettext in potsplit's catalogues: from :func:`potsplit.cli.help_messages`), and the examples'
descriptions (the first sentence of each example's comment).

Adding one: write it where it is said (a ``Said`` in the core, ``lang.t`` or a ``Said`` at the edge), run
``update``, translate the new entries of each ``.po`` (their ``msgstr`` is empty; a placeholder may ask for a
form of its value, ``{players:dat}``), run ``compile``, and run the tests (``tests/language/test_catalogues.py``).
Babel (a test dependency) reads and writes the catalogues.
"""

from __future__ import annotations

import ast
import io
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "potsplit"
LOCALE = PACKAGE / "language" / "locale"
LANGUAGES = ("ru", "kk")
LOOKED_UP = frozenset({"potsplit/cli/language.py", "potsplit/read/examples.py"})
"""The modules that look up messages written elsewhere: the help texts (the commands' docstrings, extracted as
the commands are built) and the examples' descriptions (from their files)."""
Message = tuple[str, str | None, str | None]
"""A message: its msgid, its plural msgid for a message with a number, and its context (``Said.about``)."""


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def source_messages() -> tuple[dict[Message, list[str]], list[str]]:
    """Every message said in potsplit's sources, with where; and each call that says a message not written
    out (which could not be extracted)."""
    found: dict[Message, list[str]] = {}
    unwritten: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = str(path.relative_to(ROOT))
        if where == "potsplit/said.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func, count, context = node.func, 0, None
            if isinstance(func, ast.Name) and func.id == "Said":
                count = 1
            elif isinstance(func, ast.Attribute) and func.attr == "about" and getattr(func.value, "id", "") == "Said":
                context = _literal(node.args[0]) if node.args else None
                node.args = node.args[1:]
                count = 1 if context is not None else 0
            elif isinstance(func, ast.Attribute) and func.attr == "counted" and getattr(func.value, "id", "") == "Said":
                count = 2
            elif getattr(func, "attr", getattr(func, "id", "")) == "t":
                count = 1
            if not count:
                continue
            texts = [_literal(arg) for arg in node.args[:count]]
            if len(texts) < count or None in texts:
                if where not in LOOKED_UP:
                    unwritten.append(f"{where}:{node.lineno}")
                continue
            message: Message = (texts[0] or "", texts[1] if count == 2 else None, context)
            found.setdefault(message, []).append(where)
    return found, unwritten


def help_messages() -> dict[Message, list[str]]:
    """The help of the command line: each command's and option's text, and Click's words."""
    sys.path.insert(0, str(ROOT))
    from potsplit.cli import help_messages as messages

    return {(text, plural, None): ["potsplit/cli/__init__.py"] for text, plural in messages()}


def example_messages() -> dict[Message, list[str]]:
    """The description of each example (the first sentence of its file's comment), as ``potsplit examples``
    lists it."""
    from potsplit.read.examples import description, names

    return {(description(name), None, None): [f"potsplit/examples/{name}"] for name in names()}


def messages() -> dict[Message, list[str]]:
    """Every message, from the sources, the help and the examples, with where it is said."""
    found, _ = source_messages()
    for more in (help_messages(), example_messages()):
        for message, where in more.items():
            found.setdefault(message, []).extend(where)
    return found


def template() -> Catalog:
    """The template of every catalogue: each message, untranslated."""
    catalog = Catalog(project="potsplit", fuzzy=False)
    for (message, plural, context), where in sorted(messages().items(), key=lambda item: (item[0][0], item[0][1] or "",
                                                                                       item[0][2] or "")):
        catalog.add(
            message if plural is None else (message, plural), locations=[(path, None) for path in sorted(set(where))],
            context=context,
        )
    return catalog


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "potsplit.po"


def mo_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "potsplit.mo"


def read(code: str) -> Catalog:
    with po_path(code).open("rb") as file:
        return read_po(file, locale=code)


def _po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=0, include_lineno=False, ignore_obsolete=True, sort_output=True)
    return out.getvalue()


def updated(code: str) -> Catalog:
    """A language's catalogue with the template's messages: its translations kept, new messages untranslated,
    messages no longer said left out."""
    catalog = read(code) if po_path(code).exists() else Catalog(locale=code, project="potsplit", fuzzy=False)
    messages = template()
    messages.creation_date = catalog.creation_date  # the header changes only when a translator changes it
    catalog.update(messages, no_fuzzy_matching=True, update_header_comment=False)
    return catalog


def compiled(code: str) -> bytes:
    """The ``.mo`` a language's ``.po`` compiles to."""
    out = io.BytesIO()
    write_mo(out, read(code), use_fuzzy=False)
    return out.getvalue()


def update() -> None:
    for code in LANGUAGES:
        catalog = updated(code)
        po_path(code).parent.mkdir(parents=True, exist_ok=True)
        po_path(code).write_bytes(_po_text(catalog))


def compile_all() -> None:
    for code in LANGUAGES:
        mo_path(code).write_bytes(compiled(code))


def problems() -> Iterator[str]:
    """What ``check`` finds wrong: messages not written out, not extracted, untranslated, or not compiled."""
    _, unwritten = source_messages()
    for where in unwritten:
        yield f"{where}: a message that is not a literal cannot be extracted"
    for code in LANGUAGES:
        if _po_text(updated(code)) != po_path(code).read_bytes():
            yield f"{po_path(code).relative_to(ROOT)}: not up to date with the sources (run update)"
        for entry in read(code):
            if entry.id and (not entry.string or (isinstance(entry.string, tuple) and not all(entry.string))):
                yield f"{po_path(code).relative_to(ROOT)}: untranslated: {entry.id!r}"
            elif entry.id and entry.fuzzy:  # a fuzzy translation is not compiled: the message would be English
                yield f"{po_path(code).relative_to(ROOT)}: fuzzy (check it, then drop the flag): {entry.id!r}"
        if not mo_path(code).exists() or compiled(code) != mo_path(code).read_bytes():
            yield f"{mo_path(code).relative_to(ROOT)}: not compiled from its .po (run compile)"


def translated_table(example: Path, code: str) -> str:
    """What ``potsplit resolve EXAMPLE --explain --lang CODE`` prints (the table kept beside the example)."""
    from click.testing import CliRunner

    from potsplit.cli import main

    result = CliRunner(env={"COLUMNS": None}).invoke(main, ["resolve", str(example), "--explain", "--lang", code])
    return result.stdout


def table_path(example: Path, code: str) -> Path:
    """Where an example's table in a language is kept: beside it, ``NAME.CODE.txt``."""
    return example.with_name(f"{example.stem}.{code}.txt")


def write_tables() -> None:
    for example in sorted((PACKAGE / "examples").glob("*.yaml")):
        for code in LANGUAGES:
            table_path(example, code).write_text(translated_table(example, code), encoding="utf-8")


def main() -> None:
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "update":
        update()
    elif command == "tables":
        write_tables()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = list(problems())
        print("\n".join(found) or "catalogues up to date")
        sys.exit(1 if found else 0)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
