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
  In base, though, such a card is in a base other than its controller's, and the cleanup recalls it
  to its own, detaching it (323.7, 719.3): ``corrective_recalls``.

A spell on the chain changes controller with its chain item: it resolves for the new controller
("you" in its text), but it was played and finalized by the original player (vendetta-faq-018:
"played" counts such as [Legion] stay theirs) and gaining control of it is not countering it
(vendetta-faq-006).

Control for as long as the source stays on the board ("You control it until I leave the board") is a
``Lease``, ended by the interpreter after each action once the source has left (390.5.b). Control as a
layer-1 trait with timestamps (477.1.a) and losing control ("lose control … at end of turn") are not
modelled yet.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.events import Outcome
from ..model.objects import Zone
from ..model.state import GameState
from ..model.targets import ObjectRef, PlayerRef, You
from ..rules.actions import done, negate
from ..rules.attachments import detach
from .instructions import for_each_object
from .resolution import Instruction, Resolution

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
    until_source_leaves: bool = False  # "You control it until I leave the board" (390.5.b)
    action = "control"

    def execute(self, ctx: Resolution) -> Outcome:
        players = ctx.players(self.player)
        if not players:
            return ctx.ignored(self, "359.3.e.14.a")
        return for_each_object(ctx, self, "target", lambda oid: self._take(ctx, oid, players[0]))

    def _take(self, ctx: Resolution, oid: int, player: int) -> Outcome:
        obj = ctx.state.get(oid)
        before = obj.controller if obj is not None else None
        outcome = gain_control(ctx.state, oid, player, by=ctx.controller, source=ctx.source)
        if self.until_source_leaves and outcome.performed and before is not None:
            source = ctx.source_object()
            if source is None or not source.on_board:  # the duration is already over (359.3.e.16)
                end_control(ctx.state, Lease(oid, -1, before))
            else:
                ctx.state.control_leases.append(Lease(oid, source.oid, before))
        return outcome


@dataclass(frozen=True)
class Lease:
    """Control of ``oid`` for as long as the object ``source`` stays on the board; then it returns to
    ``previous`` ("You control it until I leave the board", 390.5.b)."""

    oid: int
    source: int
    previous: int


def end_control(state: GameState, lease: Lease) -> None:
    """Control for a while is over: the previous controller gets the object back."""
    gain_control(state, lease.oid, lease.previous, by=None, source=lease.source)


def expire_leases(state: GameState) -> None:
    """End every control lease whose source has left the board (a new object, 124); a lease on an
    object that itself left the board is simply gone (it is a new object, its owner's)."""
    for lease in list(state.control_leases):
        obj, source = state.get(lease.oid), state.get(lease.source)
        if obj is not None and obj.on_board and source is not None and source.on_board:
            continue
        state.control_leases.remove(lease)
        if obj is not None and obj.on_board:
            end_control(state, lease)


def corrective_recalls(state: GameState) -> bool:
    """Cleanup step 5 (323.7): an unattached gear at a battlefield is recalled to its controller's base
    (149.3), and a permanent in a base other than its controller's is recalled there. Only an attached card can be in that position here (its unit changed controller, or it did,
    in base: the two share a location, 719.3), so it is detached and stays in its controller's base,
    where the runtime files it. True if anything was recalled."""
    found = False
    for obj in state.board_objects():
        if obj.zone is Zone.BATTLEFIELD and obj.attached_to is None and (obj.card.type or "").lower() == "gear":
            # An unattached gear at a battlefield (its unit left, 435.4.b) goes to its base (149.3, 323.7).
            state.relocate(obj, Zone.BASE)
            done(state, "recall", obj.oid, f"{obj.name} is recalled to its controller's base", "149.3", by=None)
            found = True
            continue
        top = state.get(obj.attached_to) if obj.attached_to is not None else None
        if top is None or obj.zone is not Zone.BASE or top.zone is not Zone.BASE or top.controller == obj.controller:
            continue
        detach(state, obj.oid, by=None)
        done(state, "recall", obj.oid, f"{obj.name} is recalled to its controller's base", "323.7", by=None)
        found = True
    return found
