"""Runtime references to a place named earlier in the text ("there", "that battlefield"): where the
objects an instruction acts on are ("Give a friendly unit at a battlefield +2 [M] this turn for each
enemy unit there"), where a moved unit went or came from ("Move an enemy unit from a battlefield to its
base. Then, if there's an enemy unit alone at that battlefield, …"). A ``PlaceRef`` gives the
locations (as ``GameObject.location()``) it means as it is read; None when it means none any more (the
objects gone: the check returns "null", 359.3.e.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .selectors import Selector
from .targets import ObjectRef, Referents

if TYPE_CHECKING:  # pragma: no cover
    from .targets import Scope

Place = tuple[str, int]


def battlefield_of(code: int) -> int | None:
    """The battlefield index a location code stands for (None for base or an object id)."""
    return -code - 2 if -1000 < code <= -2 else None


@dataclass(frozen=True)
class PlaceRef:
    """Base of references to places named earlier (registry data, like the object references)."""

    def places(self, scope: Scope) -> frozenset[Place] | None:
        """The locations meant now; None when the text's place no longer exists (359.3.e.12)."""
        raise NotImplementedError


@dataclass(frozen=True)
class WhereIs(PlaceRef):
    """"there" after "a friendly unit at a battlefield", "a battlefield where you have units" as a
    move's destination: where the objects ``of`` names are now (a battlefield chosen as such, a
    location code, is that battlefield). Objects off the board are nowhere."""

    of: ObjectRef

    def places(self, scope: Scope) -> frozenset[Place] | None:
        refs = self.of.resolve(scope)
        if refs.ignored:
            return None
        found = {o.location() for oid in refs.objects if (o := scope.state.get(oid)) is not None and o.on_board}
        found |= {("battlefield", b) for c in refs.objects if (b := battlefield_of(c)) is not None}
        return frozenset(p for p in found if p is not None) or None  # type: ignore[misc]


@dataclass(frozen=True)
class MovedFrom(PlaceRef):
    """"that battlefield" after "Move an enemy unit from a battlefield to its base": where the objects
    instruction ``link`` moved were before that move (420.1: a move is between two locations; the
    move event keeps its origin). None if that instruction moved nothing."""

    link: int

    def places(self, scope: Scope) -> frozenset[Place] | None:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored or not outcome.affected:
            return None
        moved = set(outcome.affected)
        found: dict[int, Place] = {}
        for event in reversed(scope.state.log.events):  # each object's latest move: this instruction's
            for oid in event.objects:
                if event.kind == "move" and event.performed and oid in moved and oid not in found \
                        and event.origin is not None:
                    found[oid] = event.origin  # type: ignore[assignment]
            if len(found) == len(moved):
                break
        return frozenset(found.values()) or None


@dataclass(frozen=True)
class MovedToOrFrom(PlaceRef):
    """"a unit at a battlefield I moved to or from" in "When I move, …": the battlefields where the
    move that triggered the ability started (its noted place, 359.3.f.3) and ended, read from that move
    event (a move event carries its destination battlefield as amount, zone_actions.move); still known
    after I have left the board (vendetta-faq-023). A base is no battlefield. With no place noted (the
    effect resolved without its trigger condition being met), the mover's latest move."""

    def places(self, scope: Scope) -> frozenset[Place] | None:
        origin = getattr(scope, "event_location", None)
        movers = set(getattr(scope, "event_objects", ()))
        for event in reversed(scope.state.log.events):
            if event.kind == "move" and event.performed and origin in (None, event.origin) \
                    and movers & set(event.objects):
                ends = {event.origin} | ({("battlefield", event.amount - 1)} if event.amount > 0 else set())
                return frozenset(p for p in ends if p is not None and p[0] == "battlefield") or None  # type: ignore[misc]
        return None


@dataclass(frozen=True)
class ThisTarget(ObjectRef):
    """The objects chosen for field ``field`` of the instruction executing now, still on the board:
    "there" in "Give a friendly unit at a battlefield +2 [M] this turn for each enemy unit there" is
    where that unit is as the instruction executes (359.3.e.2)."""

    field: str = "target"

    def resolve(self, scope: Scope) -> Referents:
        step = getattr(scope, "step", None)
        chosen = getattr(scope, "choices", {}).get((step, self.field), ())
        return Referents(tuple(o for o in chosen if (found := scope.state.get(o)) is not None and found.on_board))


@dataclass(frozen=True)
class ChosenPlace(ObjectRef):
    """"there" after "Deal … to all enemy units at a battlefield": the battlefield instruction ``link``
    chose as its target (355.10.b), as a location code; ignored if that instruction was
    (359.3.e.14.a)."""

    link: int
    field: str = "target"

    def resolve(self, scope: Scope) -> Referents:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored:
            return Referents(ignored=True, rule="359.3.e.14.a")
        # its own target, or a part of its joined target ("target.0", 355.7)
        chosen = [c for (i, name), ids in getattr(scope, "choices", {}).items()
                  if i == self.link and name.partition(".")[0] == self.field for c in ids]
        return Referents(tuple(c for c in chosen if battlefield_of(c) is not None))


@dataclass(frozen=True)
class EventPlace(ObjectRef):
    """"there" in "When you defend at a battlefield, you may move me there": the battlefield the trigger
    condition named, noted as it was met (359.3.f.3), as a location code; nothing for a base or
    without one."""

    def resolve(self, scope: Scope) -> Referents:
        where = getattr(scope, "event_location", None)
        if where is None or where[0] != "battlefield" or where[1] is None:
            return Referents(())
        return Referents((-(int(where[1]) + 2),))


@dataclass(frozen=True)
class AllAt(ObjectRef):
    """"they each get +1 [M] this turn" after "If you have exactly two units there": every object
    matching ``selector`` at the place ``at`` means, as this executes; not targets (355.10.d)."""

    selector: Selector
    at: PlaceRef | None = None

    def resolve(self, scope: Scope) -> Referents:
        found = self.selector.select(scope.source_object(), scope.controller, scope.view)
        return Referents(at_places(scope, found, self.at))


def at_places(scope: Scope, ids: tuple[int, ...], at: PlaceRef | None) -> tuple[int, ...]:
    """``ids`` less those not at the places ``at`` means (all of them without ``at``; none if it
    means no place any more, 359.3.e.12)."""
    if at is None:
        return ids
    places = at.places(scope)
    if places is None:
        return ()
    return tuple(o for o in ids if (found := scope.state.get(o)) is not None and found.location() in places)
