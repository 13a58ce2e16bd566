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
    find_repeated,
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
    assert find_repeated(parse_cards("As Kd as")) == parse_card("As")
    assert find_repeated(parse_cards("As Kd")) is None


@given(st.text(alphabet=" ,\t\n\u00a0\u2003As10h♠xé", max_size=30))
@settings(derandomize=True)
def test_card_words_cut_as_the_card_word_pattern_finds_them(text: str) -> None:
    assert card_words(text) == CARD_WORDS.findall(text)
