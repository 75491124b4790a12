"""What is settled as a triggered ability is put on the chain (383.3), before it resolves.

Costs within the first part of a triggered ability (204.3.a, 383.3.b, 740.4.a.2): "When you play
me, you may spend a buff to buff me" — the cost is the ability's base cost and is paid when the
ability is put on the chain; if it isn't paid (declined, or impossible) the ability is not put on
the chain (383.3.b.1). The resolving ability then skips the payment and the "you may" question.

A limited trigger's "you may" ("Once each turn, when …, you may …", ``decide_may``) is asked then
too: declined, the ability is removed and not counted this turn (383.3.e.2; the counting is
limits.py's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.events import log
from ..effects.instructions import CostWithin, MayDo
from ..effects.recalled import Recalled
from ..effects.resolution import Effect, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.abilities import TriggeredAbility
    from ..model.state import GameState


def leading_cost(effect: Effect) -> tuple[int | None, int | None]:
    """(index of a leading "you may", index of the cost-within) when the effect starts with one. A
    reflexive trigger's effect starts after the steps of its parent (``Recalled``, each numbered
    once): "Then do this: You may pay [Y] to ready it." leads with its cost (383.3.b)."""
    start = next((k for k, i in enumerate(effect.instructions) if not isinstance(i, Recalled)), len(effect.instructions))
    first = effect.instructions[start] if start < len(effect.instructions) else None
    if isinstance(first, CostWithin):
        return None, start
    if isinstance(first, MayDo) and first.then.instructions and isinstance(first.then.instructions[0], CostWithin):
        return start, start + 1
    return None, None


def pay_leading_cost(res: Resolution, effect: Effect, name: str) -> bool | None:
    """Pay the leading cost now: None if there is none, else whether it was paid. The paid steps are
    recorded in ``res.prepaid`` (and their outcomes in ``res.outcomes``) for the resolution."""
    may, index = leading_cost(effect)
    if index is None:
        return None
    if may is not None:
        if not res.confirm(f"{name}: you may pay the cost"):
            return False
        res.prepaid.add(may)
    cost = effect.instructions[index] if may is None else effect.instructions[may].then.instructions[0]  # type: ignore[attr-defined]
    assert isinstance(cost, CostWithin)
    res.step = index
    res.run(cost.cost, index + 1)
    res.step = -1
    paid = [res.outcome(i) for i, _ in cost.cost.walk(index + 1)]
    if not all(o is not None and o.performed and not o.negated for o in paid):
        return False
    res.prepaid.add(index)
    return True


def decide_may(state: GameState, res: Resolution, ability: TriggeredAbility, name: str, source: int) -> bool:
    """A limited trigger ("Once each turn, when …, you may …") asks its "you may" as it is put on the
    chain (383.3.e.2.a); declined, it is removed and not counted this turn (383.3.e.2.b). False if
    declined."""
    effect = ability.effect
    if ability.per_turn is None or not effect.instructions or not isinstance(effect.instructions[0], MayDo):
        return True
    then = effect.instructions[0].then.instructions
    if then and isinstance(then[0], CostWithin):
        return True  # a leading cost: asked and paid with it (383.3.b, pay_leading_cost)
    if res.confirm(f"{name}: perform the ability this turn?"):
        res.prepaid.add(0)  # answered now; the resolution does not ask again
        return True
    log(state, "trigger_removed", (source,), False, f"{name}'s triggered ability is declined and removed "
        "from the chain; it was not performed this turn", "383.3.e.2.b", by=res.controller, source=source)
    return False
