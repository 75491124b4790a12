"""Runtime limits per turn: "Use only once per turn" (377.2.b) and "Once each turn, when …" (383.3.e).

A limit counts the uses of one *instance* of an ability this turn. An instance is named by the
object's id and where the ability comes from (``View.instances``): its printed text, a copy effect
(with the moment the copy began), an attached card's effect text (with the moment it was attached),
or a static ability granting it. So:

* two objects with the same ability each have their own count;
* an object that changes zones is a new object (124) with fresh abilities;
* a copied ability is a new instance each time the copy is made, even on the same object and of
  the same card (vendetta-faq-010), as is the effect text of an Equipment attached again.

The counts live in ``GameState.ability_uses`` under (turn, instance), so a new turn starts at zero.
"""

from __future__ import annotations

from ..model.state import GameState

Instance = tuple[object, ...]


def uses(state: GameState, instance: Instance) -> int:
    """How many times this instance has been used (activated, or performed as a trigger) this turn."""
    return state.ability_uses.get((state.turn, instance), 0)


def allows(state: GameState, instance: Instance, per_turn: int | None) -> bool:
    """Whether an ability limited to ``per_turn`` uses each turn may be used again now."""
    return per_turn is None or uses(state, instance) < per_turn


def record(state: GameState, instance: Instance) -> None:
    """Count one use of the instance this turn."""
    key = (state.turn, instance)
    state.ability_uses[key] = state.ability_uses.get(key, 0) + 1


def times(per_turn: int) -> str:
    """"once", "twice", "3 times" for log sentences."""
    return {1: "once", 2: "twice"}.get(per_turn, f"{per_turn} times")
