"""Hand names in Russian and Kazakh, built from grammatical parts (spec section 9): every category, with every
rank it can be made of, in each rank's form its phrase needs.

Each rank's forms are written out here by hand (nominative and genitive singular, nominative and genitive
plural in Russian; singular, plural and dative in Kazakh), and each category's phrase says which form it takes:
пара + genitive plural (``пара тузов``), две пары and фулл-хаус + nominative plural after a colon, стрэйт до +
genitive singular; Kazakh plural + possessive head (``тұздар жұбы``), dative + дейін, мен/бен/пен after the
first of two ranks.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from potsplit.hands.ranking import Category, HandKind, HandValue, badugi_code, encode, five_card_value
from potsplit.language import kk, ru

RU_FORMS = {
    14: ("туз", "туза", "тузы", "тузов"), 13: ("король", "короля", "короли", "королей"),
    12: ("дама", "дамы", "дамы", "дам"), 11: ("валет", "валета", "валеты", "валетов"),
    10: ("десятка", "десятки", "десятки", "десяток"), 9: ("девятка", "девятки", "девятки", "девяток"),
    8: ("восьмёрка", "восьмёрки", "восьмёрки", "восьмёрок"), 7: ("семёрка", "семёрки", "семёрки", "семёрок"),
    6: ("шестёрка", "шестёрки", "шестёрки", "шестёрок"), 5: ("пятёрка", "пятёрки", "пятёрки", "пятёрок"),
    4: ("четвёрка", "четвёрки", "четвёрки", "четвёрок"), 3: ("тройка", "тройки", "тройки", "троек"),
    2: ("двойка", "двойки", "двойки", "двоек"),
}
KK_FORMS = {
    14: ("тұз", "тұздар", "тұзға"), 13: ("король", "корольдер", "корольге"), 12: ("дама", "дамалар", "дамаға"),
    11: ("валет", "валеттер", "валетке"), 10: ("ондық", "ондықтар", "ондыққа"),
    9: ("тоғыздық", "тоғыздықтар", "тоғыздыққа"), 8: ("сегіздік", "сегіздіктер", "сегіздікке"),
    7: ("жетілік", "жетіліктер", "жетілікке"), 6: ("алтылық", "алтылықтар", "алтылыққа"),
    5: ("бестік", "бестіктер", "бестікке"), 4: ("төрттік", "төрттіктер", "төрттікке"),
    3: ("үштік", "үштіктер", "үштікке"), 2: ("екілік", "екіліктер", "екілікке"),
}
RANKS = range(2, 15)


def value(ranks: list[int], suited: bool = False, ranking: HandKind = HandKind.HIGH) -> HandValue:
    return HandValue.of(five_card_value(ranks, suited, ranking), ranking)


def other(rank: int, *taken: int) -> int:
    """A rank for the rest of a hand, unlike *rank* and *taken*, never making a straight."""
    return next(candidate for candidate in (2, 3, 4, 7, 9, 11, 12) if candidate not in (rank, *taken))


def kickers(rank: int, count: int) -> list[int]:
    found: list[int] = []
    for candidate in (14, 12, 9, 7, 4, 3, 2):
        if candidate != rank and len(found) < count:
            found.append(candidate)
    return found


Hand = Callable[[int], tuple[HandValue, str, str]]
"""For a rank: a hand of a category with that rank, its Russian name and its Kazakh name."""
R, K = RU_FORMS, KK_FORMS


def _second(rank: int) -> int:
    return 14 if rank != 14 else 13


CASES: dict[str, tuple[range | list[int], Hand]] = {
    "one pair": (RANKS, lambda r: (
        value([r, r, *kickers(r, 3)]), f"пара {R[r][3]}", f"{K[r][1]} жұбы")),
    "two pair": (range(3, 15), lambda r: (
        value([r, r, r - 1, r - 1, other(r, r - 1)]), f"две пары: {R[r][2]} и {R[r - 1][2]}",
        f"екі жұп: {K[r][1]} мен {K[r - 1][1]}")),  # every Kazakh plural ends in р: мен
    "three of a kind": (RANKS, lambda r: (
        value([r, r, r, *kickers(r, 2)]), f"тройка {R[r][3]}", f"{K[r][1]} үштігі")),
    "straight": (range(5, 15), lambda r: (
        value([r, r - 1, r - 2, r - 3, r - 4] if r > 5 else [5, 4, 3, 2, 14]), f"стрэйт до {R[r][1]}",
        f"стрэйт: {K[r][2]} дейін")),
    "flush": (range(7, 15), lambda r: (
        value([r, r - 1, r - 3, r - 5, 2] if r > 7 else [7, 5, 4, 3, 2], True),
        f"флаш: {R[r][0]}-{R[r - 1 if r > 7 else 5][0]}", f"флаш: {K[r][0]}-{K[r - 1 if r > 7 else 5][0]}")),
    "full house": (RANKS, lambda r: (
        value([r, r, r, _second(r), _second(r)]), f"фулл-хаус: {R[r][2]} и {R[_second(r)][2]}",
        f"фулл-хаус: {K[r][1]} мен {K[_second(r)][1]}")),
    "four of a kind": (RANKS, lambda r: (
        value([r, r, r, r, kickers(r, 1)[0]]), f"каре {R[r][3]}", f"{K[r][1]} каресі")),
    "five of a kind": (RANKS, lambda r: (
        HandValue.of(encode(Category.FIVE_OF_A_KIND, [r] * 5), HandKind.HIGH), f"пять {R[r][3]}", f"бес {K[r][0]}")),
    "straight flush": (range(5, 14), lambda r: (
        value([r, r - 1, r - 2, r - 3, r - 4] if r > 5 else [5, 4, 3, 2, 14], True), f"стрэйт-флаш до {R[r][1]}",
        f"стрэйт-флаш: {K[r][2]} дейін")),
    "high card": (range(7, 15), lambda r: (
        value([r, r - 1, r - 3, r - 5, 2] if r > 7 else [7, 5, 4, 3, 2]),
        f"старшая карта: {R[r][0]}-{R[r - 1 if r > 7 else 5][0]}",
        f"жоғары карта: {K[r][0]}-{K[r - 1 if r > 7 else 5][0]}")),
    "low": (range(6, 14), lambda r: (
        value([r, r - 1 if r > 6 else 4, 3, 2, 14], False, HandKind.ACE_TO_FIVE),
        f"младшая: {R[r][0]}-{R[r - 1 if r > 6 else 4][0]}", f"төмен: {K[r][0]}-{K[r - 1 if r > 6 else 4][0]}")),
}


@pytest.mark.parametrize("category", sorted(CASES))
def test_every_rank_of_every_category_is_named_in_russian_and_kazakh(category: str) -> None:
    ranks, hand = CASES[category]
    for rank in ranks:
        hand_value, russian, kazakh = hand(rank)
        assert ru.hand_name(hand_value) == russian, (category, rank)
        assert kk.hand_name(hand_value) == kazakh, (category, rank)


def test_every_category_has_a_russian_and_a_kazakh_name() -> None:
    assert set(ru.CATEGORIES) == set(Category) == set(kk.CATEGORIES)


@pytest.mark.parametrize(("ranks", "suited", "ranking", "russian", "kazakh"), [
    ([14, 13, 12, 11, 10], True, HandKind.HIGH, "флаш-рояль", "флаш-рояль"),
    ([5, 4, 3, 2, 14], False, HandKind.ACE_TO_FIVE, "колесо", "колесо"),
    ([13, 13, 13, 9, 9], False, HandKind.HIGH, "фулл-хаус: короли и девятки", "фулл-хаус: корольдер мен тоғыздықтар"),
    ([14, 14, 13, 13, 2], False, HandKind.HIGH, "две пары: тузы и короли", "екі жұп: тұздар мен корольдер"),
    ([14, 14, 14, 13, 13], False, HandKind.HIGH, "фулл-хаус: тузы и короли", "фулл-хаус: тұздар мен корольдер"),
    ([13, 13, 7, 5, 3], False, HandKind.HIGH, "пара королей", "корольдер жұбы"),
    ([12, 12, 6, 6, 2], False, HandKind.HIGH, "две пары: дамы и шестёрки", "екі жұп: дамалар мен алтылықтар"),
    ([14, 14, 7, 5, 3], False, HandKind.HIGH, "пара тузов", "тұздар жұбы"),
    ([7, 5, 4, 3, 2], False, HandKind.DEUCE_TO_SEVEN, "младшая: семёрка-пятёрка", "төмен: жетілік-бестік"),
    ([6, 4, 3, 2, 14], False, HandKind.ACE_TO_SIX, "младшая: шестёрка-четвёрка", "төмен: алтылық-төрттік"),
    ([5, 4, 3, 2, 14], False, HandKind.ACE_TO_SIX, "стрэйт до пятёрки", "стрэйт: бестікке дейін"),
    ([13, 13, 14, 14, 2], False, HandKind.ACE_TO_FIVE, "две пары: короли и тузы", "екі жұп: корольдер мен тұздар"),
])
def test_hands_named_as_the_sources_name_them(
    ranks: list[int], suited: bool, ranking: HandKind, russian: str, kazakh: str
) -> None:
    hand_value = value(ranks, suited, ranking)
    assert (ru.hand_name(hand_value), kk.hand_name(hand_value)) == (russian, kazakh)


@pytest.mark.parametrize(("ranks", "russian", "kazakh"), [
    ([4, 3, 2, 14], "четырёхкарточное бадуги до четвёрки", "төрт карталы бадуги: төрттікке дейін"),
    ([13, 12, 11, 10], "четырёхкарточное бадуги до короля", "төрт карталы бадуги: корольге дейін"),
    ([5, 3, 14], "трёхкарточная рука до пятёрки", "үш карталы қол: бестікке дейін"),
    ([12, 9], "двухкарточная рука до дамы", "екі карталы қол: дамаға дейін"),
    ([14], "однокарточная рука до туза", "бір карталы қол: тұзға дейін"),
])
def test_a_badugi_is_named_by_its_size_and_its_highest_card(ranks: list[int], russian: str, kazakh: str) -> None:
    hand_value = HandValue.of(badugi_code(ranks), HandKind.BADUGI)
    assert (ru.hand_name(hand_value), kk.hand_name(hand_value)) == (russian, kazakh)


@pytest.mark.parametrize(("ranks", "suited", "russian", "kazakh"), [
    ([14, 9, 8, 7, 6], False, "стрэйт до девятки", "стрэйт: тоғыздыққа дейін"),
    ([13, 11, 9, 8, 6], True, "флаш: король-валет", "флаш: король-валет"),
    ([10, 10, 10, 7, 7], False, "фулл-хаус: десятки и семёрки", "фулл-хаус: ондықтар мен жетіліктер"),
])
def test_short_deck_hands_are_named_as_their_category(
    ranks: list[int], suited: bool, russian: str, kazakh: str
) -> None:
    hand_value = value(ranks, suited, HandKind.SHORT_DECK)
    assert (ru.hand_name(hand_value), kk.hand_name(hand_value)) == (russian, kazakh)


@pytest.mark.parametrize(("word", "conjunction"), [
    ("дамалар", "мен"), ("тұз", "бен"), ("валет", "пен"), ("король", "мен"), ("ондық", "пен"), ("он", "бен"),
    ("алты", "мен"), ("бес", "пен"), ("жеті", "мен"), ("сегіз", "бен"), ("үштік", "пен"), ("ағаш", "пен"),
])
def test_kazakh_and_follows_the_sound_its_word_ends_in(word: str, conjunction: str) -> None:
    assert kk.conjunction(word) == conjunction


@pytest.mark.parametrize(("module", "names", "forms"), [
    (ru, ("Bob",), {"": "Bob", "gen": "игрока Bob", "dat": "игроку Bob", "acc": "игрока Bob", "ins": "игроком Bob"}),
    (ru, ("Bob", "Carol"), {"": "Bob и Carol", "gen": "игроков Bob и Carol", "dat": "игрокам Bob и Carol",
                            "ins": "игроками Bob и Carol"}),
    (ru, ("A", "B", "C"), {"": "A, B и C", "dat": "игрокам A, B и C"}),
    (ru, (), {"": "никто", "gen": "никого", "dat": "никому", "ins": "никем"}),
    (kk, ("Bob",), {"": "Bob", "gen": "Bob ойыншысының", "dat": "Bob ойыншысына", "acc": "Bob ойыншысын",
                    "loc": "Bob ойыншысында", "abl": "Bob ойыншысынан", "ins": "Bob ойыншысымен"}),
    (kk, ("Bob", "Carol"), {"": "Bob және Carol", "dat": "Bob және Carol ойыншыларына",
                            "ins": "Bob және Carol ойыншыларымен"}),
    (kk, (), {"": "ешкім", "dat": "ешкімге", "gen": "ешкімнің"}),
])
def test_players_names_are_put_in_a_case_by_the_word_for_player(
    module: object, names: tuple[str, ...], forms: dict[str, str]
) -> None:
    from potsplit.said import Names

    words = module.PlayerNames(Names(names))  # type: ignore[attr-defined]
    assert {form: format(words, form) for form in forms} == forms
