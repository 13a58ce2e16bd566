"""The fast evaluation of hands with wild cards and jokers agrees with the brute-force reference (spec 2b).

Random hands of every game and low system (the split games with two kinds of hand too: badugis of five and seven
cards, hidugi, the spade in the hole, drawmaha's hole cards alone), 0 to 4 wild cards and 0 to 2 jokers (at most
four of them together: a five of wild cards only is tried in ``test_wild_rules.py``), jokers as the bug and as wild
cards, ``natural-beats-wild`` on and off: :func:`potsplit.hands.wild_eval.wild_hand_values` must give the
reference's value (:mod:`wild_reference`), and under the rule its natural flag too. The reference itself is
checked against the literal 52-card search, and the five shown for a hand are checked to be the player's
cards, playing (with what each wild card plays as) exactly the hand's value.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.wild_reference import SHAPES, best_five, reference

from potsplit import Player, Rules, Showdown, resolve
from potsplit.hands.cards import DECK, JOKER, Card, parse_cards
from potsplit.hands.games import Game, half_cards
from potsplit.hands.ranking import Category, HandKind, badugi_code, five_card_value
from potsplit.hands.short_deck import SHORT_DECK
from potsplit.hands.wild import NaturalValue, WildPlay, wild_cards, wild_codes
from potsplit.hands.wild_eval import wild_hand_values
from potsplit.hands.wild_show import best_wild_hand, shown_cards

SETTINGS = settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
WILD_SPECS = ("2", "Js Jh", "2 Kh", "", "9 T", "A")
"""What is wild: deuces, one-eyed jacks, deuces and the suicide king, only the jokers, nines and tens, aces."""


class Deal:
    """A hand to evaluate, with what is wild."""

    def __init__(self, hole: Sequence[Card], board: Sequence[Card], wild: frozenset[Card], play: WildPlay,
                 low: HandKind | None) -> None:
        self.hole, self.board, self.wild, self.play, self.low = hole, board, wild, play, low

    def __repr__(self) -> str:
        cards = " ".join(map(str, self.hole)) + (" / " + " ".join(map(str, self.board)) if self.board else "")
        wild = " ".join(sorted(map(str, self.wild)))
        return (f"Deal({cards}; wild: {wild}; joker: {'wild' if self.play.jokers_wild else 'bug'}; "
                f"natural-beats-wild: {self.play.natural_first}; low: {self.low and self.low.value})")


@st.composite
def deals(draw: st.DrawFn, game: Game) -> Deal:
    spec = draw(st.sampled_from(WILD_SPECS))
    codes = wild_codes(wild_cards(spec))
    deck = SHORT_DECK if game is Game.SHORT_DECK else DECK  # short deck's wild cards are the ones it holds
    wild = [card for card in deck if card.code in codes]
    play = WildPlay(codes, draw(st.booleans()), draw(st.booleans()))
    (hole_low, hole_high), (board_low, board_high) = game.hole_cards, (3, 5) if game.has_board else (0, 0)
    holes, boards = draw(st.integers(hole_low, hole_high)), draw(st.integers(board_low, board_high))
    badugi = (game.high is not None and game.high.is_badugi) or any(low.is_badugi for low in game.lows)
    most = 2 if badugi else 4  # the badugi reference tries each wild card as every card
    wilds = draw(st.sampled_from([0, 1, 1, 2, 2, 3, 4]))
    wilds = min(wilds, len(wild), most)
    jokers = draw(st.integers(0, min(2, most - wilds)))
    chosen = draw(st.lists(st.sampled_from(wild), min_size=wilds, max_size=wilds, unique=True)) if wilds else []
    naturals = [card for card in deck if card.code not in codes]
    size = holes + boards - wilds - jokers
    others = draw(st.lists(st.sampled_from(naturals), min_size=size, max_size=size, unique=True))
    cards = draw(st.permutations([*chosen, *[JOKER] * jokers, *others]))
    low = draw(st.sampled_from(game.lows)) if game.lows else None
    return Deal(cards[:holes], cards[holes:], frozenset(wild), play, low)


def agrees(deal: Deal, game: Game) -> None:
    values = wild_hand_values(deal.hole, deal.board, game, deal.low, deal.play)
    for second, (value, ranking) in enumerate(zip(values, (game.high, deal.low), strict=True)):
        if ranking is None:
            assert value is None
            continue
        assert value is not None
        hole, board, made = half_cards(deal.hole, deal.board, game, bool(second))  # drawmaha's second: the hole
        code, natural = reference(hole, board, made, ranking, deal.wild, deal.play.jokers_wild)
        assert value.code == code, (ranking, value.name)
        if deal.play.natural_first:
            assert isinstance(value, NaturalValue) and value.natural == natural, ranking
        else:
            assert not isinstance(value, NaturalValue)


@SETTINGS
@given(deals(Game.DRAW))
def test_draw_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.DRAW)


@SETTINGS
@given(deals(Game.STUD))
def test_stud_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.STUD)


@SETTINGS
@given(deals(Game.HOLDEM))
def test_holdem_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.HOLDEM)


@settings(SETTINGS, max_examples=25)
@given(deals(Game.OMAHA))
def test_omaha_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.OMAHA)


@SETTINGS
@given(deals(Game.SHORT_DECK))
def test_short_deck_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.SHORT_DECK)


@SETTINGS
@given(deals(Game.BADUGI))
def test_badugi_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.BADUGI)


@SETTINGS
@given(deals(Game.BADEUCY))
def test_badeucy_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.BADEUCY)  # deuce-to-seven of five, and a badugi of the five, the ace high


@settings(SETTINGS, max_examples=20)
@given(deals(Game.RAZZDUGI))
def test_razzdugi_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.RAZZDUGI)  # razz of seven, and a badugi of the seven, the ace low


@SETTINGS
@given(deals(Game.HIDUGI))
def test_hidugi_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.HIDUGI)


@SETTINGS
@given(deals(Game.CHICAGO))
def test_chicago_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.CHICAGO)


@SETTINGS
@given(deals(Game.LOW_CHICAGO))
def test_low_chicago_hands_agree_with_the_reference(deal: Deal) -> None:
    agrees(deal, Game.LOW_CHICAGO)


@settings(SETTINGS, max_examples=20)
@given(st.sampled_from([Game.DRAWMAHA, Game.DRAWMAHA_2_7, Game.DRAWMAHA_BADUGI]).flatmap(
    lambda game: st.tuples(st.just(game), deals(game))))
def test_drawmaha_hands_agree_with_the_reference(dealt: tuple[Game, Deal]) -> None:
    agrees(*reversed(dealt))  # Omaha high, and the five hole cards alone


@st.composite
def fives(draw: st.DrawFn) -> tuple[tuple[Card, ...], int, int, HandKind]:
    wilds = draw(st.integers(0, 2))
    bugs = draw(st.integers(0 if wilds else 1, 2 - wilds))
    naturals = draw(st.lists(st.sampled_from(DECK), min_size=5 - wilds - bugs, max_size=5 - wilds - bugs,
                             unique=True))
    if draw(st.booleans()):  # often all of one suit: where suits matter
        suit = naturals[0].suit
        naturals = [card for card in DECK if card.suit == suit and card.rank in {c.rank for c in naturals}]
        naturals = naturals[: 5 - wilds - bugs]
    return tuple(sorted(naturals)), wilds, bugs, draw(st.sampled_from(list(HandKind)))


@settings(SETTINGS, max_examples=60)
@given(fives())
def test_the_26_card_search_is_the_52_card_one(five: tuple[tuple[Card, ...], int, int, HandKind]) -> None:
    naturals, wilds, bugs, ranking = five
    if len(naturals) + wilds + bugs < 5:  # the suit had fewer cards of those ranks: one more wild card
        wilds += 5 - len(naturals) - wilds - bugs
    assert best_five(naturals, wilds, bugs, ranking, full=True) == best_five(naturals, wilds, bugs, ranking)


def test_the_26_card_search_is_the_52_card_one_with_three_wild_cards() -> None:
    for naturals, wilds, bugs, ranking in [
        (parse_cards("Ah Qh"), 3, 0, HandKind.HIGH), (parse_cards("9s 2s"), 1, 2, HandKind.HIGH),
        (parse_cards("Kc Kd"), 2, 1, HandKind.HIGH), (parse_cards("4d 5d"), 3, 0, HandKind.DEUCE_TO_SEVEN),
        (parse_cards("Ac 2c"), 3, 0, HandKind.ACE_TO_SIX),
    ]:
        five = tuple(sorted(naturals))
        assert best_five(five, wilds, bugs, ranking, full=True) == best_five(five, wilds, bugs, ranking)


@settings(SETTINGS, max_examples=150)
@given(st.sampled_from(list(Game)).flatmap(lambda game: st.tuples(st.just(game), deals(game))))
def test_the_five_shown_are_the_players_cards_and_play_as_their_value(dealt: tuple[Game, Deal]) -> None:
    game, deal = dealt  # every game, the named ones too
    values = wild_hand_values(deal.hole, deal.board, game, deal.low, deal.play)
    for second, (value, ranking) in enumerate(zip(values, (game.high, deal.low), strict=True)):
        if ranking is None or value is None:
            assert ranking is None and value is None
            continue
        dealt_hole, dealt_board, made = half_cards(deal.hole, deal.board, game, bool(second))
        hand = best_wild_hand(dealt_hole, dealt_board, made, ranking, value, play=deal.play)
        five = list(hand.cards)
        if made.cards_as is Game.OMAHA:  # two of the hole and three of the board (a joker may be in both)
            hole, board = Counter(deal.hole), Counter(deal.board)
            assert any(not Counter(pair) - hole and not Counter(five) - Counter(pair) - board
                       for pair in itertools.combinations(five, 2))
        assert not Counter(five) - Counter([*dealt_hole, *dealt_board])  # five of his cards (a joker as often)
        wild_cards = [dealt_card for dealt_card, _ in hand.wild]
        assert wild_cards == [card for card in five if card == JOKER or card in deal.wild]
        played = [*(card for card in five if card != JOKER and card not in deal.wild), *(as_ for _, as_ in hand.wild)]
        if ranking.is_badugi:  # a set of different ranks and suits, worth the value
            assert len({card.rank for card in played}) == len(played) == len({card.suit for card in played}) <= 4
            assert badugi_code([card.rank for card in played], ranking) == value.code
            continue
        if ranking.is_spade:  # one card in the hole (the first two and the seventh), playing as the spade
            assert not Counter(five) - Counter([deal.hole[0], deal.hole[1], deal.hole[6]])
            assert [(card.rank, card.suit) for card in played] == [(rank, 3) for rank in value.ranks]
            continue
        suited = hand.value.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
        if suited:
            assert len({card.suit for card in played}) == 1 and len(set(played)) == 5
        ranks = [int(card.rank) for card in played]
        assert five_card_value(ranks, suited, ranking) == value.code
        if not ranking.is_low and not deal.play.jokers_wild and hand.value.category not in SHAPES:
            assert all(as_.rank == 14 for dealt_card, as_ in hand.wild if dealt_card == JOKER)  # the bug: aces
        if deal.play.natural_first and isinstance(value, NaturalValue) and value.natural:
            assert not hand.wild  # a natural five as good as the best is the one shown
        assert len(shown_cards(hand)) == 5


@st.composite
def wild_showdowns(draw: st.DrawFn) -> Showdown:
    game = draw(st.sampled_from([Game.DRAW, Game.STUD, Game.HOLDEM, Game.OMAHA8, Game.CALIFORNIA]))
    spec, jokers = draw(st.sampled_from(WILD_SPECS)), draw(st.integers(0, 2))
    fewest, most = game.hole_cards
    players = draw(st.integers(2, 5))
    holes = [draw(st.integers(fewest, most)) for _ in range(players)]
    board = draw(st.integers(3, 5)) if game.has_board else 0
    deck = [*DECK, *[JOKER] * jokers]
    cards = draw(st.permutations(deck))[: sum(holes) + board]
    dealt, start = [], 0
    for count in holes:
        dealt.append(cards[start:start + count])
        start += count
    declares = st.sampled_from(["high", "low", "swing"])
    return Showdown(
        [Player(f"P{number}", hole, draw(declares), bet=draw(st.integers(1, 5))) for number, hole in enumerate(dealt)],
        cards[start:], game, wild=spec, jokers=jokers if jokers or game is not Game.CALIFORNIA else None,
        chip=draw(st.sampled_from([None, 1])),
        rules=Rules(method=draw(st.sampled_from(["declare", "cards-speak", "high", "low"])),
                    joker=draw(st.sampled_from(["bug", "wild"])), natural_beats_wild=draw(st.booleans())),
    )


@settings(SETTINGS, max_examples=150)
@given(wild_showdowns())
def test_a_showdown_with_wild_cards_resolves_and_pays_out_the_pot(showdown: Showdown) -> None:
    resolution = resolve(showdown)
    assert sum(resolution.payouts.values()) + resolution.carried_over == resolution.showdown.pot
    for hand in resolution.hands:
        for placed in (hand.high, hand.low):
            assert len(placed.hand.cards) == 5 and placed.hand.value == placed.value
