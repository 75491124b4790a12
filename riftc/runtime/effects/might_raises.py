"""Raising a unit's Might to another's (477.3): "This turn, increase its Might to the Might of another
friendly unit" (Convergent Mutation), "Increase my Might to its Might this turn".

An instruction's arithmetic change is snapshotted as it is applied (477.3.b): the unit gets +N Might
for the duration, N being how far its Might is below the other unit's Might then, never a decrease
(477.3.c: an increase "to" a value lower than the Might it has does nothing). Later changes to either
unit's Might don't change N.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.events import Outcome
from ..model.objects import DURATIONS, THIS_TURN
from ..model.targets import ObjectRef, Self
from ..rules import actions
from .instructions import for_each_object
from .resolution import Instruction, Resolution


@dataclass(frozen=True)
class RaiseMightTo(Instruction):
    """Give each unit of ``target`` +N Might for ``duration``, N = max(0, the Might of ``to`` minus its
    own), both read as this executes (477.3.b). ``to`` gone or illegal: nothing to compare with, and the
    instruction is ignored (359.3.e.12, 359.3.e.14.a)."""

    to: ObjectRef
    target: ObjectRef = Self()
    duration: str = THIS_TURN
    action = "give_might"

    def __post_init__(self) -> None:
        if self.duration not in DURATIONS:
            raise ValueError(f"duration must be one of {DURATIONS}")

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "to")
        others = [o for o in map(ctx.state.get, refs.objects) if o is not None and o.on_board]
        if refs.ignored or len(others) != 1:
            return ctx.ignored(self, refs.rule or "359.3.e.12")
        view = ctx.view
        goal = max(0, view.might(others[0]))  # negative Might counts as 0 when referenced (143.2.b)

        def raise_one(oid: int) -> Outcome:
            obj = ctx.state.get(oid)
            current = view.might(obj) if obj is not None else 0
            return actions.give_might(ctx.state, oid, max(0, goal - current), by=ctx.controller,
                                      source=ctx.source, duration=self.duration)

        return for_each_object(ctx, self, "target", raise_one)
