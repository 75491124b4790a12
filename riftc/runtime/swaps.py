"""Runtime swaps of locations (420): "Move me to its location and it to my original location",
"Move me and a Shadow Clone you control to each other's locations". Both destinations are read
before either unit moves, so each ends where the other was."""

from __future__ import annotations

from dataclasses import dataclass

from . import zone_actions
from .effects import Instruction, Resolution
from .events import Outcome
from .targets import ObjectRef, Self


@dataclass(frozen=True)
class SwapLocations(Instruction):
    """``first`` moves to where ``second`` is and ``second`` to where ``first`` was (420.1). Each must
    be one unit on the board: with either gone its location is unknown and nothing moves
    (359.3.e.12); an ignored reference ignores the instruction (359.3.e.14.a). At the same location
    already, both moves are negated (447.2)."""

    first: ObjectRef = Self()
    second: ObjectRef = Self()
    action = "move"

    def execute(self, ctx: Resolution) -> Outcome:
        found = []
        for name in ("first", "second"):
            refs = ctx.referents(self, name)
            if refs.ignored:
                return ctx.ignored(self, refs.rule)
            objs = [ctx.state.get(o) for o in refs.objects]
            if len(objs) != 1 or objs[0] is None or not objs[0].on_board:
                return ctx.ignored(self, "359.3.e.12")
            found.append(objs[0])
        a, b = found
        if a.oid == b.oid:
            return ctx.ignored(self, "359.3.e.12")
        where_a, where_b = a.location(), b.location()
        outcome = zone_actions.move(ctx.state, a.oid, where_b, by=ctx.controller, source=ctx.source)  # type: ignore[arg-type]
        return outcome.merge(zone_actions.move(ctx.state, b.oid, where_a, by=ctx.controller, source=ctx.source))  # type: ignore[arg-type]
