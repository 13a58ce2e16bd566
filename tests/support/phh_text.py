"""Writing hand histories (PHH) for tests: one hand as TOML text, from its fields."""

from __future__ import annotations

from collections.abc import Sequence

BETTING = {
    "FT": {"small_bet": 2, "big_bet": 4}, "NT": {"min_bet": 2}, "NS": {"min_bet": 2}, "PO": {"min_bet": 2},
    "FO/8": {"small_bet": 2, "big_bet": 4}, "F7S": {"bring_in": 1, "small_bet": 2, "big_bet": 4},
    "F7S/8": {"bring_in": 1, "small_bet": 2, "big_bet": 4}, "FR": {"bring_in": 1, "small_bet": 2, "big_bet": 4},
    "N2L1D": {"min_bet": 2}, "F2L3D": {"small_bet": 2, "big_bet": 4}, "FB": {"small_bet": 2, "big_bet": 4},
}
STUD = ("F7S", "F7S/8", "FR")


def toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    return str(value)


def hand(
    actions: Sequence[str],
    stacks: Sequence[object] = (100, 100),
    variant: str = "NT",
    antes: Sequence[object] | None = None,
    blinds: Sequence[object] | None = None,
    **fields: object,
) -> str:
    """One hand's TOML: *variant*'s betting fields, no antes and blinds of 1 and 2 unless given."""
    count = len(stacks)
    lines = [f"variant = {toml_value(variant)}", f"antes = {toml_value(antes or [0] * count)}"]
    if variant not in STUD:
        lines.append(f"blinds_or_straddles = {toml_value(blinds or [1, 2] + [0] * (count - 2))}")
    lines += [f"{key} = {value}" for key, value in BETTING.get(variant, {"min_bet": 2}).items()]
    lines.append(f"starting_stacks = {toml_value(list(stacks))}")
    lines.append("actions = [")
    lines += [f"  {toml_value(action)}," for action in actions]
    lines.append("]")
    lines += [f"{key} = {toml_value(value)}" for key, value in fields.items()]
    return "\n".join(lines) + "\n"


def hands(*texts: str) -> str:
    """Several hands as a .phhs: tables [1], [2]..."""
    return "\n".join(f"[{number}]\n{text}" for number, text in enumerate(texts, 1))
