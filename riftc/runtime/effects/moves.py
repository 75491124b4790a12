"""Runtime moves (420, 445-449): "Move a unit to base", "move me here", "Move an enemy unit", "to a
battlefield where you have units", "to a location where there's a unit with the same controller",
"Move any number of enemy units … to a single location" (``Move``, with the places it may go when
the text narrows them, 449.1), and swaps of locations: "Move me to its location and it to my
original location", "Move me and a Shadow Clone you control to each other's locations"
(``SwapLocations``: both destinations are read before either unit moves, so each ends where the
other was). Same conventions as instructions.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.choosers import location_code
from ..model.events import Outcome
from ..model.choices import Choose, ChosenPart
from ..model.targets import It, ObjectRef, Self
from ..rules import zone_actions
from .instructions import for_each_object
from .resolution import Instruction, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.objects import GameObject


@dataclass(frozen=True)
class Move(Instruction):
    """"Move a unit to base" / "move me here" / "Move an enemy unit" (420, 445-449). ``to`` is
    "base", "here" (the source's battlefield), "chosen" (the controller picks any other location
    for each unit when the instruction executes, 449.1: the text sets no restriction) or
    "battlefield" ("move it to a battlefield": a battlefield picked then), "beside" (where the
    object ``beside`` is) or "single" ("to a single location": one location picked for all). A
    location is not a target; its choice is ``LOCATION_CODES``-encoded (base -1, battlefield i -(i+2))."""

    target: ObjectRef = Self()
    to: str = "base"
    beside: ObjectRef | None = None  # to="beside": "to that enemy unit's battlefield"
    where: str | None = None  # to="chosen"/"battlefield": only places holding such units (MOVE_FILTERS)
    action = "move"

    def __post_init__(self) -> None:
        if self.to not in MOVE_DESTINATIONS:
            raise ValueError(f"Move.to must be one of {MOVE_DESTINATIONS}, not {self.to!r}")
        if self.where not in MOVE_FILTERS or (self.where is not None and self.to not in ("chosen", "battlefield", "single")):
            raise ValueError(f"Move.where must be one of {MOVE_FILTERS}, with to='chosen', 'battlefield' or 'single'")
        if (self.to == "beside") != (self.beside is not None):
            raise ValueError("Move.beside names the object whose battlefield to=\"beside\" moves to")

    def choose_on_play(self, ctx: Resolution, index: int) -> None:
        """355.4: the destination of each move a spell or ability will perform is chosen as it is put
        on the chain, for the units its targets (or the targets "it" names) are: stored as (unit,
        location code) pairs. Units not known yet (picked on resolution) get theirs as they move."""
        if self.to not in ("chosen", "battlefield"):
            return
        if isinstance(self.target, Choose):
            units = ctx.choices.get((index, "target"), ())
        elif isinstance(self.target, ChosenPart):  # "that unit" of "Choose a battlefield and a unit …"
            units = tuple(o for o in ctx.choices.get(self.target.slot, ()) if o >= 0)
        elif isinstance(self.target, It):
            units = tuple(o for (i, name), ids in ctx.choices.items() if i == self.target.link
                          and name not in ("modes", "destination") for o in ids if o >= 0)
        else:
            return
        pairs: tuple[int, ...] = ()
        for oid in units:
            code = self._destination(ctx, oid)
            if code is not None:  # no valid destination now: nothing to choose (355.4.a)
                pairs += (oid, code)
        ctx.choices[(index, "destination")] = pairs

    def execute(self, ctx: Resolution) -> Outcome:
        if self.to in ("chosen", "battlefield"):
            return for_each_object(ctx, self, "target", lambda o: self._chosen(ctx, o))
        if self.to == "single":
            return move_together(ctx, self)
        if self.to == "base":
            dest: zone_actions.Destination = ("base", None)
        elif self.to == "beside":
            # "to that enemy unit's battlefield": where that object is as this executes; gone, or not at a
            # battlefield, there is no such battlefield (359.3.e.12)
            refs = ctx.referents(self, "beside")
            # an object's location, or a battlefield chosen as such (a location code, 355.10.b)
            places = {o.location() for oid in refs.objects if (o := ctx.state.get(oid)) is not None and o.on_board}
            places |= {("battlefield", -c - 2) for c in refs.objects if -1000 < c <= -2}
            if refs.ignored or len(places) != 1 or next(iter(places))[0] != "battlefield":  # type: ignore[index]
                return ctx.ignored(self, refs.rule if refs.ignored else "359.3.e.12")
            dest = next(iter(places))  # type: ignore[assignment]
        else:
            src = ctx.source_object()
            where = src.location() if src is not None and src.on_board else None
            if where is None or where[0] != "battlefield":
                return ctx.ignored(self, "359.3.f.2")
            dest = where
        return for_each_object(ctx, self, "target", lambda o: zone_actions.move(
            ctx.state, o, dest, by=ctx.controller, source=ctx.source))

    def _chosen(self, ctx: Resolution, oid: int) -> Outcome:
        pairs = ctx.choices.get((ctx.step, "destination"), ())
        chosen = dict(zip(pairs[::2], pairs[1::2]))  # chosen as it was played (355.4)
        code = chosen[oid] if oid in chosen else self._destination(ctx, oid)
        dest: zone_actions.Destination = ("base", None) if code in (None, -1) else ("battlefield", -code - 2)
        return zone_actions.move(ctx.state, oid, dest, by=ctx.controller, source=ctx.source)

    def _destination(self, ctx: Resolution, oid: int) -> int | None:
        """Ask for a valid destination of the unit ``oid`` (355.4.a: a location other than its own where
        it may be), as a location code; None when there is none."""
        obj = ctx.state.get(oid)
        here = obj.location() if obj is not None else None
        # "to a battlefield": any battlefield but its own; "Move an enemy unit": base too (449.1).
        bases = [] if self.to == "battlefield" else [("base", None)]
        options = tuple(location_code(d) for d in bases + [("battlefield", i) for i in
                        range(len(ctx.state.battlefields))] if not (here and (d[0] == here[0] == "base"
                                                                               or d == here))
                        and allowed(ctx, self.where, obj, d))
        (code,) = ctx.pick(options, 1, 1, f"move {obj.name if obj else 'it'} to which location") or (None,)
        return code


#: Where a Move goes: see ``Move``.
MOVE_DESTINATIONS = ("base", "here", "chosen", "battlefield", "beside", "single")
#: Which chosen places a Move allows: any, where you have units, where its controller has another unit,
#: a battlefield you control, one end of the move its base ("to or from its base"), an open battlefield.
MOVE_FILTERS = (None, "yours", "same controller", "controlled", "to or from base", "open")


def allowed(ctx: Resolution, where: str | None, obj: GameObject | None, place: tuple[str, int | None]) -> bool:
    """Whether ``place`` is allowed by ``where``: "a battlefield where you have units" (``"yours"``: a
    unit of the ability's controller is there), "a location where there's a unit with the same
    controller" (``"same controller"``: another unit of the moved unit's controller is there; a base
    is that controller's own), "a battlefield you control" (``"controlled"``, 190), "to or from its base"
    (``"to or from base"``: from its base to a battlefield, or from a battlefield to its base)."""
    if where is None:
        return True
    if where == "to or from base":  # "Move a friendly unit to or from its base": from a base or to it
        here = obj.location() if obj is not None else None
        return here is not None and (here[0] == "base") != (place[0] == "base")
    if where == "open":  # "to an open battlefield": unoccupied and uncontrolled (170.11.c)
        return place[0] == "battlefield" and ctx.state.battlefields[int(place[1])].controller is None \
            and not any(o.location() == place and (o.card.type or "").lower() == "unit" for o in ctx.state.board_objects())  # type: ignore[arg-type]
    if where == "controlled":  # "to a battlefield you control" (190)
        return place[0] == "battlefield" and ctx.state.battlefields[int(place[1])].controller == ctx.controller  # type: ignore[arg-type]
    who = ctx.controller if where == "yours" else (obj.controller if obj is not None else None)
    spot = ("base", who) if place[0] == "base" else place
    return any(o.controller == who and (o.card.type or "").lower() == "unit" and o.location() == spot
               and (obj is None or o.oid != obj.oid) for o in ctx.state.board_objects())


def move_together(ctx: Resolution, instr: Move) -> Outcome:
    """"to a single location", "to an open battlefield": one location (that ``instr.where`` allows) is
    picked for all the units of ``instr.target`` (a base is their controller's, so it is offered only
    when they share one); a unit already there is not moved (447.2)."""
    refs = ctx.referents(instr, "target")
    if refs.ignored:
        return ctx.ignored(instr, refs.rule)
    units = [o for o in (ctx.state.get(oid) for oid in refs.objects) if o is not None and o.on_board]
    if not units:
        return Outcome(instr.action)
    bases = [("base", None)] if len({u.controller for u in units}) == 1 else []
    places = [d for d in bases + [("battlefield", i) for i in range(len(ctx.state.battlefields))]
              if allowed(ctx, instr.where, None, d)]  # "to an open battlefield": one of those, for all
    if not places:
        return ctx.ignored(instr, "359.3.e.6")  # no such place: the move can't be followed
    (code,) = ctx.pick(tuple(location_code(d) for d in places), 1, 1, "move them to which single location")
    dest: zone_actions.Destination = ("base", None) if code == -1 else ("battlefield", -code - 2)
    outcome = Outcome(instr.action)
    for unit in units:
        outcome = outcome.merge(zone_actions.move(ctx.state, unit.oid, dest, by=ctx.controller, source=ctx.source))
    return outcome


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
