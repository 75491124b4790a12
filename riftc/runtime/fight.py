"""Runtime instruction for two units damaging each other: "They deal damage equal to their Mights to
each other." (417). Same conventions as instructions.py."""

from __future__ import annotations

from dataclasses import dataclass

from . import actions
from .effects import Instruction, Resolution
from .events import Outcome
from .targets import ObjectRef


@dataclass(frozen=True)
class MutualDamage(Instruction):
    """"We / They deal damage equal to our / their Mights to each other" (417): the two units of
    ``first`` and ``second`` (or the two of ``first`` alone) each deal damage equal to its Might to
    the other. Both Mights are read before either is dealt (the damage is dealt at the same time,
    370.1.a.2), and each unit is the source of its own damage (417.6)."""

    first: ObjectRef
    second: ObjectRef | None = None
    action = "damage"

    def execute(self, ctx: Resolution) -> Outcome:
        found: list[int] = []
        for name in ("first", "second"):
            if getattr(self, name) is None:
                continue
            refs = ctx.referents(self, name)
            if refs.ignored:
                return ctx.ignored(self, refs.rule)
            found += [o for o in refs.objects if o not in found]
        units = [ctx.state.get(o) for o in found]
        if len(found) != 2 or any(u is None or not u.on_board for u in units):
            return ctx.ignored(self, "359.3.e.12")  # one of them is gone: no damage to exchange
        view = ctx.view
        (a, b), (might_a, might_b) = found, (max(0, view.might(units[0])), max(0, view.might(units[1])))
        outcome = actions.deal_damage(ctx.state, b, might_a, by=ctx.controller, source=a)
        return outcome.merge(actions.deal_damage(ctx.state, a, might_b, by=ctx.controller, source=b))
