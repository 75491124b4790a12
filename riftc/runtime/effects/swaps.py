"""Swapping (433): "Swap the Might of two units at the same battlefield this turn" (Switcheroo).

A swap is two effects (433.1.a): the difference between the two values is computed once, then the lower
one is increased by it and the higher one decreased by it (433.1.b), each a Might change for the duration
given; equal values change nothing (433.1.c). Each change is its own event, so a replacement of one of them
("If a spell or ability that chooses me would give me -[M], …", vendetta-faq-020) leaves the other alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.events import Outcome, log
from ..model.objects import DURATIONS, THIS_TURN
from ..model.targets import ObjectRef
from ..rules import actions
from .resolution import Instruction, Resolution


@dataclass(frozen=True)
class SwapMight(Instruction):
    """"Swap the Might of two units … this turn" (433): ``target`` names the two units (chosen targets)."""

    target: ObjectRef
    duration: str = THIS_TURN
    action = "swap"

    def __post_init__(self) -> None:
        if self.duration not in DURATIONS:
            raise ValueError(f"SwapMight.duration must be one of {DURATIONS}")

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        units = [u for u in map(ctx.state.get, refs.objects) if u is not None and u.on_board]
        if refs.ignored or len(units) != 2:
            return ctx.ignored(self, refs.rule or "359.3.e.5")
        view = ctx.view
        low, high = sorted(units, key=view.might)
        difference = view.might(high) - view.might(low)  # computed once, before either change (433.1.b)
        if difference == 0:
            log(ctx.state, self.action, (low.oid, high.oid), False, "swap negated: their Might is the same",
                "433.1.c", by=ctx.controller, source=ctx.source)
            return Outcome(self.action, targets=(low.oid, high.oid))
        outcome = actions.give_might(ctx.state, low.oid, difference, by=ctx.controller, source=ctx.source,
                                     duration=self.duration, chosen=True)
        return outcome.merge(actions.give_might(ctx.state, high.oid, -difference, by=ctx.controller,
                                                source=ctx.source, duration=self.duration, chosen=True))
