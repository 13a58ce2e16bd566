"""The message catalogues (spec section 9): every message extracted, translated and compiled, and every
translation a template potsplit can fill.

The ``.po`` files are the sources (``potsplit/language/locale/LANG/LC_MESSAGES/potsplit.po``); the ``.mo``
shipped beside them must be what they compile to now. A translation may put the values of its message in any
order and ask for a form of one (``{players:dat}``), never for one the value does not have: each template is
filled here with values of every kind its placeholders take.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

import pytest

from potsplit.engine.model import Direction
from potsplit.engine.rules import HalfName
from potsplit.engine.wording import Share
from potsplit.hands.ranking import HandKind, HandValue, five_card_value
from potsplit.language.spoken import catalogue_path, spoken
from potsplit.said import Listed, Names, Said

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import catalogues  # noqa: E402  # the tool beside the tests

FULL_HOUSE = HandValue.of(five_card_value([13, 13, 13, 9, 9], False, HandKind.HIGH), HandKind.HIGH)
SAMPLES: dict[str, object] = {
    "players": Names(("Bob", "Carol")), "swinging": Names(("Bob",)), "lucky": Listed(("Carol",)),
    "high": Names(("Alice",)), "low": Names(()), "direction": Direction.LOW, "other": Direction.HIGH,
    "hand": FULL_HOUSE, "share": Share.HIGH, "count": 3, "number": 2, "place": 1, "most": 64, "fewest": 5,
    "wanted": 5, "depth": 64, "size": 1, "longest": 40, "first": 2, "total": 12, "half": HalfName.BADUGI,
    "holder": Names(("Bob",)), "dealer": Names(("Alice",)),
}
"""A value of the kind each placeholder takes (any other placeholder takes text)."""


def test_the_catalogues_are_up_to_date_translated_and_compiled() -> None:
    assert list(catalogues.problems()) == []


@pytest.mark.parametrize("code", catalogues.LANGUAGES)
def test_the_shipped_mo_is_what_the_po_compiles_to(code: str) -> None:
    assert Path(catalogue_path(code)).read_bytes() == catalogues.compiled(code)
    assert Path(catalogue_path(code, "po")) == catalogues.po_path(code)


def _fields(template: str) -> dict[str, set[str]]:
    """Each placeholder's name (without attributes) and the forms asked of it."""
    found: dict[str, set[str]] = {}
    for _, field, spec, _ in string.Formatter().parse(template):
        if field is not None:
            found.setdefault(field.split(".")[0], set()).add(spec or "")
    return found


def _entries(code: str) -> list[tuple[str, str | None, tuple[str, ...]]]:
    """Each message of a catalogue: its msgid, its plural, its translations (a message with a context too)."""
    entries = []
    for entry in catalogues.read(code):
        if not entry.id:
            continue
        if isinstance(entry.id, tuple):
            entries.append((entry.id[0], entry.id[1], tuple(entry.string)))
        else:
            entries.append((entry.id, None, (entry.string,)))
    return entries


@pytest.mark.parametrize("code", catalogues.LANGUAGES)
def test_every_translation_says_the_values_of_its_message_and_only_them(code: str) -> None:
    """A message with a plural is given the values of both of its forms (Click's ``{choice}`` and ``{choices}``
    are one text): each translated form says only those, and every value the two forms share."""
    for message, plural, translations in _entries(code):
        wanted = set(_fields(message)) | set(_fields(plural or ""))
        shared = set(_fields(message)) & set(_fields(plural)) if plural is not None else wanted
        for translation in translations:
            got = _fields(translation)
            assert shared <= set(got) <= wanted, (message, translation)
            assert "." not in "".join(name for name in got), (message, translation)  # a form, never an attribute


@pytest.mark.parametrize("code", catalogues.LANGUAGES)
def test_every_template_is_filled_in_its_language(code: str) -> None:
    language = spoken(code)
    for message, plural, translations in _entries(code):
        names = set(_fields(message)) | set(_fields(plural or ""))
        if not names:
            continue
        values = {name: SAMPLES.get(name, "x") for name in names}
        for count in (1, 2, 5, 21):
            if plural is None:
                said = Said(message, **values)
            else:
                said = Said.counted(message, plural, count, **{k: v for k, v in values.items() if k != "count"})
            text = language.say(said)
            assert "{" not in text.replace("{ }", ""), (message, text)
        assert len(translations) == (1 if plural is None else (3 if code == "ru" else 2))


def test_a_russian_plural_follows_the_number() -> None:
    ru = spoken("ru")
    chips = [ru.say(Said.counted("{exact} ({count} chips)", "{exact} ({count} chips)", n, exact="x")) for n in
             (1, 3, 5, 11, 21, 22, 25)]
    assert chips == ["x (1 фишка)", "x (3 фишки)", "x (5 фишек)", "x (11 фишек)", "x (21 фишка)", "x (22 фишки)",
                     "x (25 фишек)"]
