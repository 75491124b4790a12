"""Where a ``Move`` may go when the text narrows it, and "to a single location" (420, 449.1): the
helpers of ``instructions.Move`` for "to a battlefield where you have units", "to a location where
there's a unit with the same controller" and "Move any number of enemy units … to a single
location"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import zone_actions
from .events import Outcome

if TYPE_CHECKING:  # pragma: no cover
    from .effects import Instruction, Resolution
    from .objects import GameObject


def allowed(ctx: Resolution, where: str | None, obj: GameObject | None, place: tuple[str, int | None]) -> bool:
    """Whether ``place`` is allowed by ``where``: "a battlefield where you have units" (``"yours"``: a
    unit of the ability's controller is there), "a location where there's a unit with the same
    controller" (``"same controller"``: another unit of the moved unit's controller is there; a base
    is that controller's own)."""
    if where is None:
        return True
    who = ctx.controller if where == "yours" else (obj.controller if obj is not None else None)
    spot = ("base", who) if place[0] == "base" else place
    return any(o.controller == who and (o.card.type or "").lower() == "unit" and o.location() == spot
               and (obj is None or o.oid != obj.oid) for o in ctx.state.board_objects())


def move_together(ctx: Resolution, instr: Instruction) -> Outcome:
    """"to a single location": one location is picked for all the units of ``instr.target`` (a base
    is their controller's, so it is offered only when they share one); a unit already there is not
    moved (447.2)."""
    from .instructions import location_code  # instructions imports this module
    refs = ctx.referents(instr, "target")
    if refs.ignored:
        return ctx.ignored(instr, refs.rule)
    units = [o for o in (ctx.state.get(oid) for oid in refs.objects) if o is not None and o.on_board]
    if not units:
        return Outcome(instr.action)
    bases = [("base", None)] if len({u.controller for u in units}) == 1 else []
    places = bases + [("battlefield", i) for i in range(len(ctx.state.battlefields))]
    (code,) = ctx.pick(tuple(location_code(d) for d in places), 1, 1, "move them to which single location")
    dest: zone_actions.Destination = ("base", None) if code == -1 else ("battlefield", -code - 2)
    outcome = Outcome(instr.action)
    for unit in units:
        outcome = outcome.merge(zone_actions.move(ctx.state, unit.oid, dest, by=ctx.controller, source=ctx.source))
    return outcome
