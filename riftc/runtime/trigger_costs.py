"""Costs within the first part of a triggered ability (204.3.a, 383.3.b, 740.4.a.2): "When you play
me, you may spend a buff to buff me" — the cost is the ability's base cost and is paid when the
ability is put on the chain; if it isn't paid (declined, or impossible) the ability is not put on
the chain (383.3.b.1). The resolving ability then skips the payment and the "you may" question.
"""

from __future__ import annotations

from .effects import Effect, Resolution
from .instructions import CostWithin, MayDo


def leading_cost(effect: Effect) -> tuple[int | None, int | None]:
    """(index of a leading "you may", index of the cost-within) when the effect starts with one."""
    first = effect.instructions[0] if effect.instructions else None
    if isinstance(first, CostWithin):
        return None, 0
    if isinstance(first, MayDo) and first.then.instructions and isinstance(first.then.instructions[0], CostWithin):
        return 0, 1
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
    cost = effect.instructions[0] if may is None else effect.instructions[0].then.instructions[0]  # type: ignore[attr-defined]
    assert isinstance(cost, CostWithin)
    res.step = index
    res.run(cost.cost, index + 1)
    res.step = -1
    paid = [res.outcome(i) for i, _ in cost.cost.walk(index + 1)]
    if not all(o is not None and o.performed and not o.negated for o in paid):
        return False
    res.prepaid.add(index)
    return True
