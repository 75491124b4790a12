"""Double (432): "Double a friendly unit's Might this turn", "Double my Might this turn": each object
gets a Might change equal to its current Might (432.1), which lasts as the effect says (432.1.a;
Shield that applied then stays counted in the change when it stops applying)."""

from __future__ import annotations

from dataclasses import dataclass

from . import actions
from .effects import Instruction, Resolution
from .events import Outcome
from .instructions import for_each_object
from .layers import compute
from .objects import DURATIONS, THIS_TURN
from .targets import ObjectRef, Self


@dataclass(frozen=True)
class DoubleMight(Instruction):
    """Give each referenced unit +N Might for ``duration``, N its current Might (432.1; a negative
    Might counts as 0 when referenced, 143.2.b, so it is never lowered)."""

    target: ObjectRef = Self()
    duration: str = THIS_TURN
    action = "double"

    def __post_init__(self) -> None:
        if self.duration not in DURATIONS:
            raise ValueError(f"duration must be one of {DURATIONS}")

    def execute(self, ctx: Resolution) -> Outcome:
        def double(oid: int) -> Outcome:
            obj = ctx.state.get(oid)
            current = max(0, compute(ctx.state).might(obj)) if obj is not None and obj.on_board else 0
            return actions.give_might(ctx.state, oid, current, by=ctx.controller, source=ctx.source,
                                      duration=self.duration)
        return for_each_object(ctx, self, "target", double)
