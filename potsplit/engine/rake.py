"""The house's rake (docs/rules.md: "Rake"): how a schedule is written, and what it takes from each pot, and why.

A schedule takes a percentage of the pot (``percent``) or a fixed amount for every whole step of it (``per``),
rounded down to a unit, at most a cap (one for the hand, or one by how many players were dealt in), and
perhaps a fixed jackpot drop beside it. It is taken before a pot is split, from the pots that more than one
player put money into (a pot holding one player's money alone is his uncalled bet, and pays nothing),
cumulatively from the main pot outward: the main pot pays the rake of its own amount, each later pot the rake
of all the raked pots up to it less what those before it paid, so that a cap is reached in the earlier pots
and the later ones pay nothing more.

>>> schedule = RakeSchedule.of("5% cap 3")
>>> taken = take_rake(schedule, [Fraction(150), Fraction(80)], [True, True], dealt=3)
>>> taken.rake, taken.jackpot
((Fraction(3, 1), Fraction(0, 1)), (Fraction(0, 1), Fraction(0, 1)))
>>> print(taken.note)
rake: 5% of 230 is 11.5, capped at 3
>>> RakeSchedule.of({"percent": 5, "per": [1, 20]})
Traceback (most recent call last):
...
potsplit.errors.InvalidShowdown: rake: percent and per are two ways of giving the rake: give one
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, NamedTuple

from potsplit.engine.amounts import amount
from potsplit.engine.rules import yes_no
from potsplit.errors import InvalidShowdown, quoted, unknown_word
from potsplit.said import Figure, Said

_ZERO = Fraction(0)
RAKE_KEYS = ("percent", "per", "cap", "cap-by-players", "no-flop-no-drop", "jackpot", "unit")
"""The keys of a schedule (``rake:`` in a showdown file), in the order messages list them."""
_CAPS_SHAPE = Said("is a mapping of players dealt to caps, such as {example}", example="{2: 1, 3: 2, 5: 3}")
RAKE_SHAPE = Said("write the rake as 5% cap 3, or 0.25 per 5 cap 2:1,3:2,5:3")
"""How the command line's ``--rake`` is written."""


def _where(key: str, message: str) -> InvalidShowdown:
    """An error of one key of a schedule, said and located there."""
    return InvalidShowdown(Said("rake: {key}: {message}", key=key, message=message), path=(key,))


def _money(value: object, key: str) -> Fraction:
    """An amount of a schedule: exact (see :func:`~potsplit.engine.amounts.amount`), not negative."""
    try:
        found = amount(value)
    except InvalidShowdown as error:
        raise _where(key, error.message) from None
    if found < 0:
        raise _where(key, Said("cannot be negative: {value}", value=str(found)))
    return found


def _players_count(value: object) -> int:
    """A number of players dealt in, as ``cap-by-players`` keys its caps: a whole number from 1."""
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= 3:
        text = int(text)
    if isinstance(text, int) and not isinstance(text, bool) and text >= 1:
        return text
    raise _where("cap-by-players", Said(
        "a cap is keyed by a number of players dealt in (2, 3, ...), not {value}", value=quoted(value)
    ))


@dataclass(frozen=True)
class RakeSchedule:
    """How the house rakes a hand (docs/rules.md: "Rake").

    ``percent`` (P% of the amount) or ``per`` (``(R, S)``: R for every whole S of it), exactly one of them;
    then rounded down to whole ``unit`` (``None``: the showdown's chip, else exact). At most ``cap`` for the
    hand, or the cap of ``cap_by_players`` (``((N, C), ...)``) for the largest N not above the number of players
    dealt in (the cap of the fewest players posted, when fewer were dealt in). ``no_flop_no_drop``: a hand that
    ended before the flop pays nothing. ``jackpot``: a fixed drop taken after the rake, the same way, when the
    hand pays any rake.

    Each field may be given as a file writes it; :meth:`of` reads a file's mapping or the command line's text.
    """

    percent: Fraction | None = None
    per: tuple[Fraction, Fraction] | None = None
    cap: Fraction | None = None
    cap_by_players: tuple[tuple[int, Fraction], ...] = ()
    no_flop_no_drop: bool = False
    jackpot: Fraction | None = None
    unit: Fraction | None = None
    recorded: bool = field(default=False, repr=False)
    """The rake a hand history records (its amount the ``cap`` of 100%, taken from the main pot outward), not a
    house's schedule: said so (``3 recorded``), and never read from a file."""

    def __post_init__(self) -> None:
        if self.percent is not None:
            percent = _money(self.percent, "percent")
            if percent > 100:
                raise _where("percent", Said("is at most 100, not {value}", value=str(percent)))
            object.__setattr__(self, "percent", percent)
        if self.per is not None:
            object.__setattr__(self, "per", _per(self.per))
        if self.percent is not None and self.per is not None:
            raise InvalidShowdown(Said("rake: percent and per are two ways of giving the rake: give one"),
                                  path=("per",))
        if self.percent is None and self.per is None:
            raise InvalidShowdown(Said("rake: give how much is taken: percent: P, or per: [R, S]"))
        if self.cap is not None:
            object.__setattr__(self, "cap", _money(self.cap, "cap"))
        caps = self.cap_by_players
        if isinstance(caps, Mapping):
            caps = tuple(caps.items())
        if not (isinstance(caps, tuple) and all(type(n) is int and type(c) is Fraction for n, c in caps)):
            caps = _caps(caps)
        object.__setattr__(self, "cap_by_players", tuple(sorted(caps)))
        if self.cap is not None and self.cap_by_players:
            raise InvalidShowdown(Said("rake: cap and cap-by-players are two caps: give one"),
                                  path=("cap-by-players",))
        if type(self.no_flop_no_drop) is not bool:
            try:
                object.__setattr__(self, "no_flop_no_drop", yes_no(self.no_flop_no_drop, "no-flop-no-drop"))
            except InvalidShowdown as error:
                raise _where("no-flop-no-drop", error.message) from None
        if self.jackpot is not None:
            object.__setattr__(self, "jackpot", _money(self.jackpot, "jackpot"))
        if self.unit is not None:
            unit = _money(self.unit, "unit")
            if unit == 0:
                raise _where("unit", Said("must be a positive amount, not 0"))
            object.__setattr__(self, "unit", unit)

    @classmethod
    def of(cls, value: RakeSchedule | Mapping[str, object] | str) -> RakeSchedule:
        """*value* as a schedule: itself, a mapping of a file's keys (:data:`RAKE_KEYS`) or the command line's text
        (:func:`rake_from_text`)."""
        if isinstance(value, RakeSchedule):
            return value
        if isinstance(value, str):
            return rake_from_text(value)
        if not isinstance(value, Mapping):
            raise InvalidShowdown(Said(
                "rake must be a mapping of its keys ({keys}) or text such as 5% cap 3, not {value}",
                keys=", ".join(RAKE_KEYS), value=quoted(value),
            ))
        given: dict[str, Any] = {}
        for key, item in value.items():
            name = str(key).replace("_", "-")
            if name not in RAKE_KEYS:
                raise InvalidShowdown(unknown_word(Said("rake key"), key, list(RAKE_KEYS)), path=(str(key),))
            if item is not None:
                given[name.replace("-", "_")] = item
        return cls(**given)

    @classmethod
    def recorded_as(cls, rake: Fraction, jackpot: Fraction | None = None) -> RakeSchedule:
        """The rake and jackpot drop a hand history records, taken from the main pot outward as a schedule's."""
        return cls(percent=Fraction(100), cap=rake, jackpot=jackpot or None, recorded=True)

    def cap_for(self, dealt: int) -> Fraction | None:
        """The hand's cap when *dealt* players were dealt in (``None``: no cap).

        >>> RakeSchedule(percent=5, cap_by_players={2: 1, 3: 2, 5: 3}).cap_for(4)
        Fraction(2, 1)
        """
        if not self.cap_by_players:
            return self.cap
        fitting = [cap for players, cap in self.cap_by_players if players <= dealt]
        return fitting[-1] if fitting else self.cap_by_players[0][1]

    def text(self) -> str:
        """The schedule as the command line writes it: ``5% cap 3``, ``0.25 per 5 cap 2:1,3:2`` (a hand history's
        recorded rake: ``3 recorded``).

        >>> RakeSchedule.recorded_as(Fraction(3), Fraction(1, 2)).text()
        '3 recorded jackpot 0.5'
        """
        if self.recorded:
            return " ".join([figure(self.cap or _ZERO), "recorded"] + (
                ["jackpot", figure(self.jackpot)] if self.jackpot is not None else []))
        words = [f"{figure(self.percent)}%"] if self.percent is not None else []
        if self.per is not None:
            words += [figure(self.per[0]), "per", figure(self.per[1])]
        if self.cap is not None:
            words += ["cap", figure(self.cap)]
        if self.cap_by_players:
            words += ["cap", ",".join(f"{players}:{figure(cap)}" for players, cap in self.cap_by_players)]
        if self.jackpot is not None:
            words += ["jackpot", figure(self.jackpot)]
        if self.unit is not None:
            words += ["unit", figure(self.unit)]
        if self.no_flop_no_drop:
            words.append("no-flop-no-drop")
        return " ".join(words)


def _per(value: object) -> tuple[Fraction, Fraction]:
    if isinstance(value, str) or not isinstance(value, Sequence) or len(value) != 2:
        raise _where("per", Said("is [R, S]: R for every whole S in the pot, such as [0.25, 5]"))
    taken, step = _money(value[0], "per"), _money(value[1], "per")
    if step == 0:
        raise _where("per", Said("the step S of [R, S] must be a positive amount, not 0"))
    if taken > step:
        raise _where("per", Said(
            "takes {taken} for every {step}: more than the pot holds", taken=str(taken), step=str(step)
        ))
    return taken, step


def _caps(value: object) -> tuple[tuple[int, Fraction], ...]:
    if isinstance(value, Mapping):
        value = tuple(value.items())
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise _where("cap-by-players", _CAPS_SHAPE)
    caps: dict[int, Fraction] = {}
    for item in value:
        if isinstance(item, str) or not isinstance(item, Sequence) or len(item) != 2:
            raise _where("cap-by-players", _CAPS_SHAPE)
        players = _players_count(item[0])
        if players in caps:
            raise _where("cap-by-players", Said("gives the cap of {players} players twice", players=players))
        caps[players] = _money(item[1], "cap-by-players")
    if not caps:
        raise _where("cap-by-players", Said("gives no cap"))
    return tuple(caps.items())


def rake_from_text(text: str) -> RakeSchedule:
    """A schedule as the command line writes it: ``5% cap 3``, ``0.25 per 5 cap 2:1,3:2,5:3``, and after it, in any
    order, ``jackpot J``, ``unit U``, ``no-flop-no-drop``.

    >>> rake_from_text("0.25 per 5 cap 2:1,3:2,5:3 unit 0.05")
    RakeSchedule(percent=None, per=(Fraction(1, 4), Fraction(5, 1)), cap=None, \
cap_by_players=((2, Fraction(1, 1)), (3, Fraction(2, 1)), (5, Fraction(3, 1))), no_flop_no_drop=False, \
jackpot=None, unit=Fraction(1, 20))
    >>> rake_from_text("5 percent")
    Traceback (most recent call last):
    ...
    potsplit.errors.InvalidShowdown: rake: cannot read '5 percent': write the rake as 5% cap 3, or 0.25 per 5 cap \
2:1,3:2,5:3
    """
    words = text.replace("%", " % ").split()
    given: dict[str, Any] = {}

    def wrong() -> InvalidShowdown:
        return InvalidShowdown(Said("rake: cannot read {text}: {shape}", text=quoted(text), shape=RAKE_SHAPE))

    if len(words) >= 2 and words[1] == "%":
        given["percent"], words = words[0], words[2:]
    elif len(words) >= 3 and words[1].lower() == "per":
        given["per"], words = (words[0], words[2]), words[3:]
    else:
        raise wrong()
    while words:
        word = words.pop(0).lower()
        if word == "no-flop-no-drop":
            given["no_flop_no_drop"] = True
        elif word in ("cap", "jackpot", "unit") and words and word not in given and not (
            word == "cap" and "cap_by_players" in given
        ):
            value = words.pop(0)
            if word == "cap" and ":" in value:
                pairs = [pair.partition(":") for pair in value.split(",")]
                if any(not sep for _, sep, _ in pairs):
                    raise wrong()
                given["cap_by_players"] = tuple((players, cap) for players, _, cap in pairs)
            else:
                given[word] = value
        else:
            raise wrong()
    return RakeSchedule(**given)


def figure(value: Fraction, unit: Fraction | None = None) -> Figure:
    """An amount as a note writes it: a whole number, a decimal when it ends, else a fraction; a decimal with at
    least as many decimals as a decimal *unit* has (``11.50`` for a unit of 0.01).

    >>> figure(Fraction(23, 2)), figure(Fraction(23, 2), Fraction(1, 100)), figure(Fraction(3), Fraction(1, 100))
    ('11.5', '11.50', '3')
    >>> figure(Fraction(1, 3))
    '1/3'
    """
    places = _places(value)
    if places is None:
        return Figure(str(value))
    wanted = _places(unit) if unit is not None else None
    if places and wanted is not None and wanted > places:
        places = wanted
    if places == 0:
        return Figure(str(value.numerator // value.denominator) if value >= 0 else str(value))
    scaled = abs(value) * 10**places
    whole, part = divmod(int(scaled), 10**places)
    return Figure(f"{'-' if value < 0 else ''}{whole}.{part:0{places}d}")


def _places(value: Fraction) -> int | None:
    """How many decimals *value* takes to be written exactly; ``None`` when no number of them does."""
    for places in range(13):
        if (value * 10**places).denominator == 1:
            return places
    return None


class RakeTaken(NamedTuple):
    """What a schedule takes from a hand: each pot's rake and jackpot drop, in the order of the pots, and the
    note that says why (``None``: no schedule)."""

    rake: tuple[Fraction, ...]
    jackpot: tuple[Fraction, ...]
    note: Said | None


def no_rake(pots: int) -> RakeTaken:
    """Nothing taken from *pots* pots: a hand without a schedule."""
    return RakeTaken((_ZERO,) * pots, (_ZERO,) * pots, None)


def _hand_rake(schedule: RakeSchedule, total: Fraction, unit: Fraction | None, cap: Fraction | None) -> Fraction:
    """The rake of an amount *total*: the percentage or the steps, rounded down to *unit*, at most *cap*."""
    if schedule.percent is not None:
        raw = schedule.percent * total / 100
    else:
        assert schedule.per is not None  # one of the two is given
        taken, step = schedule.per
        raw = (total // step) * taken
    rounded = raw if unit is None else (raw // unit) * unit
    return rounded if cap is None else min(rounded, cap)


def take_rake(
    schedule: RakeSchedule, amounts: Sequence[Fraction], raked: Sequence[bool], dealt: int, preflop: bool = False,
    chip: Fraction | None = None,
) -> RakeTaken:
    """What *schedule* takes from each of the pots of *amounts* (main pot first), of which those *raked* pay: the
    rake cumulatively from the main pot outward, then the jackpot the same way. *dealt*: how many players were
    dealt in (for the caps by players); *preflop*: the hand ended before the flop; *chip*: the unit when the
    schedule gives none.

    A pot never pays more than it holds: what it cannot pay is asked of the next.
    """
    count = len(amounts)
    unit = schedule.unit if schedule.unit is not None else chip
    raked_total = sum((pot for pot, paying in zip(amounts, raked, strict=True) if paying), _ZERO)
    if schedule.no_flop_no_drop and preflop:
        return RakeTaken((_ZERO,) * count, (_ZERO,) * count, Said(
            "no rake: the hand ended before the flop (no-flop-no-drop)"
        ))
    if not raked_total:
        return RakeTaken((_ZERO,) * count, (_ZERO,) * count, Said(
            "no rake: no pot holds more than one player's money"
        ))
    cap = schedule.cap_for(dealt)
    rakes: list[Fraction] = []
    paid = running = _ZERO
    for pot, paying in zip(amounts, raked, strict=True):
        if not paying:
            rakes.append(_ZERO)
            continue
        running += pot
        share = min(pot, max(_ZERO, _hand_rake(schedule, running, unit, cap) - paid))
        rakes.append(share)
        paid += share
    jackpots = [_ZERO] * count
    drop = schedule.jackpot or _ZERO
    if (paid or schedule.recorded) and drop:
        left = drop
        for index, (pot, paying) in enumerate(zip(amounts, raked, strict=True)):
            if paying and left:
                jackpots[index] = min(left, pot - rakes[index])
                left -= jackpots[index]
    return RakeTaken(tuple(rakes), tuple(jackpots), _note(schedule, raked_total, unit, cap, dealt, paid,
                                                          sum(jackpots, _ZERO)))


def _note(
    schedule: RakeSchedule, total: Fraction, unit: Fraction | None, cap: Fraction | None, dealt: int,
    paid: Fraction, jackpot: Fraction,
) -> Said:
    """Why the hand pays what it pays: ``rake: 5% of 230 is 11.50, capped at 3``."""
    if schedule.recorded:
        said = Said("rake: {paid}, as the hand records it", paid=figure(paid, unit))
        if jackpot:
            said = Said("{said}; jackpot drop: {jackpot}", said=said, jackpot=figure(jackpot, unit))
        return said
    if schedule.percent is not None:
        raw = schedule.percent * total / 100
        how = Said("{percent}% of {total} is {raw}", percent=figure(schedule.percent), total=figure(total, unit),
                   raw=figure(raw, unit))
    else:
        assert schedule.per is not None
        taken, step = schedule.per
        raw = (total // step) * taken
        how = Said("{taken} for every whole {step} of {total} is {raw}", taken=figure(taken, unit),
                   step=figure(step, unit), total=figure(total, unit), raw=figure(raw, unit))
    rounded = raw if unit is None else (raw // unit) * unit
    parts: list[Said] = []
    capped = cap is not None and rounded > cap
    if rounded != raw and not capped:
        assert unit is not None
        parts.append(Said("rounded down to {rounded} (whole units of {unit})", rounded=figure(rounded, unit),
                          unit=figure(unit)))
    if capped:
        assert cap is not None
        if schedule.cap_by_players:
            parts.append(Said.counted(
                "capped at {cap} (the cap with {count} player dealt in)",
                "capped at {cap} (the cap with {count} players dealt in)", dealt, cap=figure(cap, unit),
            ))
        else:
            parts.append(Said("capped at {cap}", cap=figure(cap, unit)))
    if paid != min(rounded, cap if cap is not None else rounded):
        parts.append(Said("the pots hold only {paid} of it", paid=figure(paid, unit)))
    for part in parts:
        how = Said("{said}, {more}", said=how, more=part)
    said = Said("rake: {how}", how=how)
    if jackpot:
        said = Said("{said}; jackpot drop: {jackpot}", said=said, jackpot=figure(jackpot, unit))
    return said
