"""Runtime control changes: "Take control of it and recall it", "Gain control of a spell" (188-192).

The controller of a permanent is a field of its object (set as it enters, 191.3); a control change
sets it for as long as the object stays where it is (a zone change to a non-board zone returns it to
its owner and makes a new object, 124). Everything relative to a controller is read afresh, so after
the change:

* "friendly" and "enemy" are judged against the new controller (359.3.f.4, 740.1), and static
  abilities of other objects that counted it as friendly stop applying;
* the object's abilities are controlled by the new controller (191.4.a): its triggers are theirs,
  its "you" is them; an ability already on the chain keeps its controller (191.4.b);
* in base it sits in its new controller's base (107.1.c), and "recall it" sends it there (455);
* cards attached to it keep their own controller and stay attached (718.5.e-f), and keep adding
  their Might bonus and effect text (718.5.g); likewise a gear changing controller stays attached.

A spell on the chain changes controller with its chain item: it resolves for the new controller
("you" in its text), but it was played and finalized by the original player (vendetta-faq-018:
"played" counts such as [Legion] stay theirs) and gaining control of it is not countering it
(vendetta-faq-006).

Control as a layer-1 trait with timestamps (477.1.a) and control for a while ("until I leave the
board", "lose control … at end of turn") are not modelled yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import done, negate
from .effects import Instruction, Resolution
from .events import Outcome
from .instructions import for_each_object
from .objects import Zone
from .state import GameState
from .targets import ObjectRef, PlayerRef, You

Source = int | None


def gain_control(state: GameState, oid: int, player: int, *, by: int | None, source: Source = None) -> Outcome:
    """``player`` takes control of the permanent ``oid`` on the board, or of the spell ``oid`` on the
    chain. Already theirs: negated (nothing changes)."""
    obj = state.get(oid)
    if obj is None or not (obj.on_board or obj.zone is Zone.CHAIN):
        return negate(state, "control", oid, "is no longer on the board or the chain", "189", by=by, source=source)
    if obj.zone is Zone.FACEDOWN:  # a hidden card is no permanent yet (811)
        return negate(state, "control", oid, "is facedown", "811", by=by, source=source)
    name = state.player(player).name
    if obj.controller == player:
        return negate(state, "control", oid, f"is already controlled by {name}", "189", by=by, source=source)
    if obj.zone is Zone.CHAIN:
        item = next((i for i in state.chain if getattr(i, "kind", "") == "card" and i.source == oid), None)
        if item is None:
            return negate(state, "control", oid, "is not a spell on the chain", "189", by=by, source=source)
        item.controller = player  # its "you" and choices are the new controller's (191.2)
        obj.controller = player
        return done(state, "control", oid, f"{name} gains control of {obj.name}", "191.2", by=by, source=source)
    if obj.zone in (Zone.BASE, Zone.LEGEND):
        # A permanent in base sits in its controller's base (107.1.c); so does an attached card here
        # (its location is then not its top-most card's base, a simplification of 719.3).
        state.zone_list(obj.zone, obj.controller).remove(oid)
        state.zone_list(obj.zone, player).append(oid)
    obj.controller = player
    state.extra_version += 1
    return done(state, "control", oid, f"{name} gains control of {obj.name}", "192.1", by=by, source=source)


@dataclass(frozen=True)
class GainControl(Instruction):
    """"Take control of it", "Gain control of a spell" (189-192): ``player`` (default: the ability's
    controller) becomes the controller of each object of ``target``. A spell is chosen on the chain
    (``Selector(zone="chain")``, 355.9.a.2)."""

    target: ObjectRef
    player: PlayerRef = You()
    action = "control"

    def execute(self, ctx: Resolution) -> Outcome:
        players = ctx.players(self.player)
        if not players:
            return ctx.ignored(self, "359.3.e.14.a")
        return for_each_object(ctx, self, "target", lambda oid: gain_control(
            ctx.state, oid, players[0], by=ctx.controller, source=ctx.source))
