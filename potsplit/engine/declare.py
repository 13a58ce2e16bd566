"""High-low with declarations (method ``declare``: docs/rules.md, "Declare, step by step"), step by step.

1. H: the contestants who declared high or swing (and whose high qualifies, where
   it has a qualifier: Archie's pair of nines); L: those who declared low or
   swing and whose low qualifies. In a split game with two kinds of hand, high is
   the first half and low the second.
2. A swing player succeeds when his high is best in H and his low best in L
   (a tie counts as best, except under ``swing-ties: lose``), judged against
   everyone in H and L, other swing players included. Otherwise he fails: he
   wins nothing from this pot and cannot receive another player's share.
3. The directions in play are those whose set is not empty: two split the pot
   in halves, one takes all of it, none is the no-winner rule (6).
4. In each direction the best hands in its set share its money; under
   ``clear-half`` a successful swing player keeps only the halves he wins alone.
5. A failed swing player's share is passed on by ``forfeit`` (next-best or defeater).
6. Nobody can receive the pot: ``no-winner`` cards-speak or carry-over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from potsplit.engine.contest import Contestant, best, names
from potsplit.engine.declarations import Declaration
from potsplit.engine.methods import cards_speak
from potsplit.engine.model import Direction, EffectiveRules
from potsplit.engine.records import Half, Outcome, Step
from potsplit.engine.rules import RULES, Forfeit, Method, NoWinner, SwingTies
from potsplit.engine.wording import Halves, Share, half_name, halves_named, several, tie_text, win_text
from potsplit.hands.ranking import HandValue
from potsplit.said import Names, Said

_DIRECTIONS = tuple(Direction)
"""The directions, high first."""
_DECLARE = RULES["method"].label(Method.DECLARE)
_CLEAR_HALF = RULES["swing-ties"].label(SwingTies.CLEAR_HALF)


def declared_sets(players: Sequence[Contestant]) -> dict[Direction, list[Contestant]]:
    """Step 1: H (declared high or swing, with a qualifying high) and L (declared low or swing, with a qualifying
    low)."""
    high, low, swing = Declaration.HIGH, Declaration.LOW, Declaration.SWING
    return {
        Direction.HIGH: [
            player for player in players
            if (player.declare is high or player.declare is swing) and player.high is not None
        ],
        Direction.LOW: [
            player for player in players
            if (player.declare is low or player.declare is swing) and player.low is not None
        ],
    }


class _Against(NamedTuple):
    """How a swing player's hand in one direction stands against the others in that set."""

    hand: HandValue | None  # None: no qualifying low
    better: list[str]
    tied: list[str]

    def holds(self, ties_ok: bool) -> bool:
        """Whether it passes the swing test there: best, or (where ties count as best) tied for best."""
        return self.hand is not None and not self.better and (ties_ok or not self.tied)


def _against(player: Contestant, others: Sequence[Contestant], direction: Direction) -> _Against:
    hand = player.hand(direction)
    better: list[str] = []
    tied: list[str] = []
    if hand is not None:
        for other in others:
            theirs = other.hand(direction)
            if other is player or theirs is None:
                continue
            if theirs > hand:
                better.append(other.name)
            elif theirs == hand:
                tied.append(other.name)
    return _Against(hand, better, tied)


def _swing_step(player: Contestant, standings: Sequence[_Against], rules: EffectiveRules, succeeded: bool) -> Step:
    rule = RULES["swing-ties"].label(rules.swing_ties)
    halves = halves_named(rules)
    parts = [_standing(direction, against, halves) for direction, against in zip(_DIRECTIONS, standings, strict=True)]
    high, low = parts
    if succeeded:
        text = Said(
            "{player} declared swing: {high} and {low}; {rule}, so the swing succeeds",
            player=player.name, high=high, low=low, rule=rule,
        )
        return Step("swing-succeeds", rule, (player.name,), None, text)
    if rules.swing_ties is SwingTies.LOSE:
        text = Said(
            "{player} declared swing: {high} and {low}; {rule}: a swing must win both ways outright, so {player} "
            "fails and wins nothing from this pot", player=player.name, high=high, low=low, rule=rule,
        )
    else:
        text = Said(
            "{player} declared swing: {high} and {low}; {rule}: a swing must win or tie both ways, so {player} "
            "fails and wins nothing from this pot", player=player.name, high=high, low=low, rule=rule,
        )
    return Step("swing-fails", rule, (player.name,), None, text)


def _standing(direction: Direction, against: _Against, halves: Halves) -> Said:
    """How a swing player's hand stands one way: best, tied, lost, or none that qualifies (the half by its name,
    in a split game with two kinds of hand)."""
    hand = against.hand
    if halves is not None:
        half = half_name(halves, direction)
        if hand is None:
            return Said("no qualifying {half.value} hand", half=half)
        if against.better:
            return Said("lost {half.value} ({hand.name}) to {players}", half=half, hand=hand,
                        players=Names(against.better))
        if against.tied:
            return Said("tied {players} for {half.value} ({hand.name})", half=half, hand=hand,
                        players=Names(against.tied))
        return Said("best {half.value} ({hand.name})", half=half, hand=hand)
    if hand is None:
        return Said("no qualifying {direction.value}", direction=direction)
    if against.better:
        return Said(
            "lost {direction.value} ({hand.name}) to {players}",
            direction=direction, hand=hand, players=Names(against.better),
        )
    if against.tied:
        return Said(
            "tied {players} for {direction.value} ({hand.name})",
            direction=direction, hand=hand, players=Names(against.tied),
        )
    return Said("best {direction.value} ({hand.name})", direction=direction, hand=hand)


def _without_swing(players: list[Contestant], rules: EffectiveRules) -> list[Contestant]:
    """Under clear-half, only the players who did not declare swing, where there are any."""
    if rules.swing_ties is not SwingTies.CLEAR_HALF:
        return players
    plain = [player for player in players if player.declare is not Declaration.SWING]
    return plain or players


def _defeater_beat(rival: Contestant, failed: Contestant, direction: Direction, rules: EffectiveRules) -> bool:
    """Whether *rival*'s hand in *direction* beat *failed*'s there (tied, under lose)."""
    theirs, his = rival.hand(direction), failed.hand(direction)
    if theirs is None:
        return False
    if his is None:  # a qualifying low beats a hand with no qualifying low
        return True
    return theirs > his or (theirs == his and rules.swing_ties is SwingTies.LOSE)


def _forfeit_to(
    failed: Contestant,
    direction: Direction,
    sets: dict[Direction, list[Contestant]],
    standing: set[str],
    rules: EffectiveRules,
) -> tuple[list[Contestant], Said]:
    """Step 5: who gets a failed swing player's share of *direction*, and why."""
    rule = RULES["forfeit"].label(rules.forfeit)
    eligible = {d: [p for p in sets[d] if p.name in standing] for d in _DIRECTIONS}
    other = direction.other
    halves = halves_named(rules)
    if rules.forfeit is Forfeit.DEFEATER:
        defeaters = best(eligible[other], other)
        if defeaters and _defeater_beat(defeaters[0], failed, other, rules):
            if halves is not None:
                why = Said("{rule}: the best {half.value} among the others beat his {half.value}", rule=rule,
                           half=half_name(halves, other))
            else:
                why = Said("{rule}: the best {other.value} among the others beat his {other.value}", rule=rule,
                           other=other)
            return _without_swing(defeaters, rules), why
    if eligible[direction]:
        if halves is not None:
            why = Said("{rule}: the next best {half.value}", rule=rule, half=half_name(halves, direction))
        else:
            why = Said("{rule}: the next best {direction.value}", rule=rule, direction=direction)
        return _without_swing(best(eligible[direction], direction), rules), why
    if halves is not None:
        why = Said(
            "{rule}: nobody else is in for {half.value}, so the best {other.value}",
            rule=rule, half=half_name(halves, direction), other=half_name(halves, other),
        )
    else:
        why = Said(
            "{rule}: nobody else is in for {direction.value}, so the best {other.value}",
            rule=rule, direction=direction, other=other,
        )
    return _without_swing(best(eligible[other], other), rules), why


def declare(players: Sequence[Contestant], rules: EffectiveRules) -> Outcome:
    """Resolve one pot among *players* by their declarations (steps 1 to 6)."""
    sets = declared_sets(players)
    steps = [_sets_step(sets, rules)]
    failed: set[str] = set()
    ties_ok = rules.swing_ties is not SwingTies.LOSE
    for player in players:
        if player.declare is Declaration.SWING:
            standings = [_against(player, sets[direction], direction) for direction in _DIRECTIONS]
            succeeded = all(against.holds(ties_ok) for against in standings)
            if not succeeded:
                failed.add(player.name)
            steps.append(_swing_step(player, standings, rules, succeeded))
    standing = {player.name for d in _DIRECTIONS for player in sets[d] if player.name not in failed}
    in_play = [direction for direction in _DIRECTIONS if sets[direction]]
    if not standing:
        return _no_winner(players, rules, steps, bool(in_play))
    halves = []
    for direction in in_play:
        share = Share.POT if len(in_play) == 1 else Share.half(direction)
        half, shared = _share_out(direction, share, sets, failed, standing, rules)
        halves.append(half)
        steps += shared
    return Outcome(tuple(halves), tuple(steps))


def _share_out(
    direction: Direction,
    share: Share,
    sets: dict[Direction, list[Contestant]],
    failed: set[str],
    standing: set[str],
    rules: EffectiveRules,
) -> tuple[Half, list[Step]]:
    """Steps 4 and 5 for one direction: the best hands in its set share it (clear-half keeping a tied
    half from a successful swing player), and a failed swing player's part is passed on."""
    winners = best(sets[direction], direction)
    receivers = winners
    halves = halves_named(rules)
    swinging = [p for p in winners if p.declare is Declaration.SWING and p.name not in failed]
    if rules.swing_ties is SwingTies.CLEAR_HALF and len(winners) > 1 and swinging:
        receivers = _without_swing(winners, rules)
    if receivers == winners:
        text = win_text(winners, direction, share, halves)
        losers = [player.name for player in winners if player.name in failed]
        if losers:
            text = Said.counted(
                "{said}, but {players} failed the swing and cannot take it",
                "{said}, but {players} failed the swing and cannot take it",
                several(len(losers)), said=text, players=Names(losers),
            )
        steps = [Step("wins", _DECLARE, names(winners), None, text)]
    elif halves is not None and share is not Share.POT:
        steps = [Step(
            "clear-half", _CLEAR_HALF, names(receivers), None, Said.counted(
                "{tie}; {swinging} declared swing and keeps only the halves won alone ({rule}), so the {half.value} "
                "half goes to {players}",
                "{tie}; {swinging} declared swing and keeps only the halves won alone ({rule}), so the {half.value} "
                "half goes to {players}",
                several(len(swinging)), tie=tie_text(winners, direction, halves), swinging=Names(names(swinging)),
                rule=_CLEAR_HALF, half=half_name(halves, direction), players=Names(names(receivers)),
            ),
        )]
    else:
        steps = [Step(
            "clear-half", _CLEAR_HALF, names(receivers), None, Said.counted(
                "{tie}; {swinging} declared swing and keeps only the halves won alone ({rule}), so {share.value} "
                "goes to {players}",
                "{tie}; {swinging} declared swing and keeps only the halves won alone ({rule}), so {share.value} "
                "goes to {players}",
                several(len(swinging)), tie=tie_text(winners, direction, halves), swinging=Names(names(swinging)),
                rule=_CLEAR_HALF, share=share, players=Names(names(receivers)),
            ),
        )]
    passed = []
    for player in receivers:
        if player.name in failed:
            to, why = _forfeit_to(player, direction, sets, standing, rules)
            passed.append((player.name, names(to)))
            if halves is not None and share is not Share.POT:
                said = Said(
                    "{player}'s part of the {half.value} half goes to {players} ({why})",
                    player=player.name, half=half_name(halves, direction), players=Names(names(to)), why=why,
                )
            else:
                said = Said(
                    "{player}'s part of {share.value} goes to {players} ({why})",
                    player=player.name, share=share, players=Names(names(to)), why=why,
                )
            steps.append(Step("passed", RULES["forfeit"].label(rules.forfeit), names(to), None, said))
    return Half(direction, names(receivers), tuple(passed)), steps


def _sets_step(sets: dict[Direction, list[Contestant]], rules: EffectiveRules) -> Step:
    high, low = Names(names(sets[Direction.HIGH])), Names(names(sets[Direction.LOW]))
    halves = halves_named(rules)
    if halves is not None:
        text = Said(
            "in for {half.value} (with a qualifying hand): {high}; in for {other.value} (with a qualifying hand): "
            "{low}", half=half_name(halves, Direction.HIGH), other=half_name(halves, Direction.LOW), high=high,
            low=low,
        )
    elif rules.high_qualifier is not None:
        text = Said("in for high (with a qualifying high): {high}; in for low (with a qualifying low): {low}",
                    high=high, low=low)
    else:
        text = Said("in for high: {high}; in for low (with a qualifying low): {low}", high=high, low=low)
    return Step("declared", _DECLARE, (), None, text)


def _no_winner(players: Sequence[Contestant], rules: EffectiveRules, steps: list[Step], failed: bool) -> Outcome:
    """Step 6: nobody can receive the pot: everyone in for high or low *failed*, or nobody is in for either."""
    rule = RULES["no-winner"].label(rules.no_winner)
    halves = halves_named(rules)
    if halves is not None:
        first, second = half_name(halves, Direction.HIGH), half_name(halves, Direction.LOW)
        if failed:
            reason = Said("everyone in for {half.value} or {other.value} failed", half=first, other=second)
        else:
            reason = Said("nobody is in for {half.value} or {other.value} with a qualifying hand", half=first,
                          other=second)
    elif failed:
        reason = Said("everyone in for high or low failed")
    else:
        reason = Said("nobody is in for high or with a qualifying low")
    if rules.no_winner is NoWinner.CARRY_OVER:
        text = Said("{reason}: the pot rides to the next hand ({rule})", reason=reason, rule=rule)
        steps.append(Step("carried-over", rule, (), None, text))
        return Outcome((), tuple(steps))
    text = Said("{reason}: the pot is played as cards speak ({rule})", reason=reason, rule=rule)
    steps.append(Step("no-winner", rule, (), None, text))
    outcome = cards_speak(players, rules, rule)
    return Outcome(outcome.halves, (*steps, *outcome.steps))
