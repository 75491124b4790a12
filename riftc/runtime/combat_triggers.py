"""Battlefield triggers on a player's combat designation there: "When you defend here, …",
"When you attack here, …" (383.4.e-f).

A player attacks or defends at a battlefield when their units there gain the designation; the
trigger fires the first time it happens in a combat (383.4.e.2.a, 383.4.f.2.a), not once per
unit: an earlier unit of that player still designated at that battlefield means this player already
attacked (defended) in this combat. Designations end with the combat (466.7), so the next combat
triggers it again.
"""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import Trigger
from .events import Event
from .objects import GameObject
from .selectors import BoardView, Selector

#: The designation flag each event kind sets on a unit.
DESIGNATIONS = {"attack": "attacking", "defend": "defending"}


@dataclass(frozen=True)
class WhenPlayerHere(Trigger):
    """"When you defend here" (``action="defend"``) / "When you attack here" on a battlefield card:
    the ability's controller (190.6: the battlefield's controller) gains the designation at this
    battlefield for the first time in the combat."""

    action: str = "defend"

    def __post_init__(self) -> None:
        if self.action not in DESIGNATIONS:
            raise ValueError(f"WhenPlayerHere.action must be one of {tuple(DESIGNATIONS)}")

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != self.action or not event.performed or event.player != controller \
                or me.battlefield is None or not self._here(event.objects, me, view):
            return False
        state, flag = view.state, DESIGNATIONS[self.action]
        earlier = (e for e in state.log.events if e.seq < event.seq and e.kind == self.action and e.performed
                   and e.player == controller)
        return not any(self._here(e.objects, me, view, flag) for e in earlier)

    @staticmethod
    def _here(ids: tuple[int, ...], me: GameObject, view: BoardView, flag: str | None = None) -> bool:
        """Whether a unit of ``ids`` is at my battlefield (and still has the designation ``flag``)."""
        for oid in ids:
            unit = view.state.get(oid)
            if unit is not None and unit.battlefield == me.battlefield and (flag is None or getattr(unit, flag)):
                return True
        return False


@dataclass(frozen=True)
class WhenMyCombatEnds(Trigger):
    """"When a combat that I was in ends" (466.7): the end of a combat at my battlefield in which I
    had the Attacker or Defender designation (740.2.c: a unit in combat has one). The designations
    are gone when the combat has ended, so whether I had one is read from this combat's events:
    an attack or defend event of mine after the previous end of a combat I was at."""

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != "combat_end" or not event.performed or me.oid not in event.objects:
            return False
        for earlier in reversed([e for e in view.state.log.events if e.seq < event.seq]):
            if earlier.kind == "combat_end" and me.oid in earlier.objects:
                return False  # a previous combat of mine ended without a designation since
            if earlier.kind in DESIGNATIONS and earlier.performed and me.oid in earlier.objects:
                return True
        return False


@dataclass(frozen=True)
class WithUnits(Trigger):
    """"When you conquer here with one or more [Mighty] units": ``trigger``, when at least ``n`` of the
    event's objects (a scoring event lists the scoring player's units there, 383.4.c.2) match
    ``selector`` as it happens (383.2.a.1)."""

    trigger: Trigger
    selector: Selector
    n: int = 1

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if not self.trigger.matches(event, me, controller, view):
            return False
        found = [view.state.get(o) for o in event.objects]
        return sum(1 for o in found if o is not None and self.selector.matches(o, me, controller, view)) >= self.n
