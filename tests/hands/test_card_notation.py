"""Card notation: every way of writing a card in spec section 1, and bad text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potsplit.errors import InvalidShowdown
from potsplit.hands.cards import (
    CARD_WORDS,
    DECK,
    Rank,
    Suit,
    card_words,
    format_cards,
    parse_card,
    parse_cards,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("As", "As"), ("as", "As"), ("AS", "As"), ("aS", "As"), ("A♠", "As"),
        ("10h", "Th"), ("Th", "Th"), ("th", "Th"), ("10♥", "Th"), ("T♥", "Th"),
        ("2c", "2c"), ("2♣", "2c"), ("9d", "9d"), ("9♦", "9d"), ("kD", "Kd"), ("q♠", "Qs"), (" Jc ", "Jc"),
    ],
)
def test_every_notation_reads_to_the_canonical_card(text: str, expected: str) -> None:
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize("text", ["", "A", "s", "1s", "11s", "Ax", "AsKs", "10", "Zz", "♠A", "0h", "A s"])
def test_bad_card_text_is_an_error_that_shows_it_and_what_a_card_looks_like(text: str) -> None:
    with pytest.raises(InvalidShowdown) as caught:
        parse_card(text)
    assert repr(text) in str(caught.value)
    assert "a card is a rank" in str(caught.value)


def test_a_non_text_card_is_an_error_not_a_crash() -> None:
    with pytest.raises(InvalidShowdown):
        parse_cards([10, "As"])  # type: ignore[list-item]


def test_strings_split_on_spaces_and_commas_and_lists_are_read_item_by_item() -> None:
    assert format_cards(parse_cards("As, Kd,Qh  Jc")) == "As Kd Qh Jc"
    assert format_cards(parse_cards(["As", "10d"])) == "As Td"


def test_codes_order_cards_by_rank_then_spades_hearts_diamonds_clubs() -> None:
    assert [card.code for card in DECK] == list(range(52))
    assert parse_card("As").code > parse_card("Ah").code > parse_card("Ad").code > parse_card("Ac").code
    assert parse_card("2s").code < parse_card("3c").code
    assert (DECK[51].rank, DECK[51].suit) == (Rank.ACE, Suit.SPADES)
    assert (DECK[0].rank, DECK[0].suit) == (Rank.TWO, Suit.CLUBS)
    assert sorted(DECK, reverse=True) == list(reversed(DECK))  # cards compare as their codes do


def test_cards_are_interned_and_hashable() -> None:
    assert parse_card("as") is parse_card("A♠")
    assert {parse_card("As"), DECK[51], parse_card("ks")} == {DECK[51], DECK[47]}
    assert hash(parse_card("Th")) == hash(DECK[parse_card("Th").code])


@given(st.text(alphabet=" ,\t\n\u00a0\u2003As10h♠xé", max_size=30))
@settings(derandomize=True)
def test_card_words_cut_as_the_card_word_pattern_finds_them(text: str) -> None:
    assert card_words(text) == CARD_WORDS.findall(text)


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("A♥\ufe0f", "Ah"), ("K♠\ufe0e", "Ks"), ("Ａｓ", "As"), ("１０ｈ", "Th"), ("ｔ♦", "Td"), ("Ｑ♤", "Qs"),
        ("２♧\ufe0f", "2c"),
    ],
    ids=["emoji-heart", "text-spade", "full-width", "full-width-ten", "full-width-lower", "outline", "outline-emoji"],
)
def test_cards_typed_on_a_phone_are_read(typed: str, card: str) -> None:
    assert parse_card(typed).text == card


def test_words_and_commas_typed_on_a_phone_are_read_in_a_file() -> None:
    import json

    from click.testing import CliRunner

    from potsplit.cli import main

    text = (
        "rules: {method: ｄｅｃｌａｒｅ, swing-ties: ＬＯＳＥ}\n"
        "players:\n  - {name: A, cards: \"A♥\ufe0f K♥\ufe0f Q♥ J♡ １０ｈ\", declare: ＨＩＧＨ}\n"
        "  - {name: B, cards: 2c，3d，4h 5s 7c, declare: ｌｏｗ}\n"
    )
    result = CliRunner().invoke(main, ["resolve", "-", "--format", "json"], input=text)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["rules"]["method"] == "declare" and data["rules"]["swing-ties"] == "lose"
    assert [hand["declare"] for hand in data["hands"]] == ["high", "low"]
    assert data["hands"][0]["high"]["name"] == "royal flush" and data["payouts"] == {"A": "1/2", "B": "1/2"}
