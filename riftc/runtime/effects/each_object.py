"""An instruction done once for each counted object: "For each friendly unit, you may spend its buff to
ready it." (355.5.a: the objects are counted, not chosen, as the instruction executes). While the
effect runs for one object, this instruction's Outcome is that object, so "it" and "its" in the
effect (links to this instruction) are it."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.events import Outcome
from ..model.selectors import Selector
from .resolution import Effect, Instruction, Resolution


@dataclass(frozen=True)
class ForEachObject(Instruction):
    """``effect`` once for each object that matches ``selector`` as this executes, in board order; an
    object gone by its turn (the effect for an earlier one moved it) is skipped."""

    selector: Selector
    effect: Effect
    action = "for_each"

    def nested(self) -> tuple[Effect, ...]:
        return (self.effect,)

    def execute(self, ctx: Resolution) -> Outcome:
        objects = self.selector.select(ctx.source_object(), ctx.controller, ctx.view)
        for oid in objects:
            if ctx.state.get(oid) is None:
                continue
            ctx.outcomes[ctx.step] = Outcome(self.action, targets=(oid,), affected=(oid,))  # "it": this one
            ctx.run_nested(self, 0)
        return Outcome(self.action, targets=objects, affected=objects, done=bool(objects))
