"""The showdown in progress (341-348): an object property about it, and triggers on a showdown's or a
combat's start and on what happens during a showdown."""

from __future__ import annotations

from typing import ClassVar

from .board_view import BoardView
from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .events import Event
from .objects import GameObject, Zone
from .selectors import Property
from .triggers import Trigger


@dataclass(frozen=True)
class InShowdown(Property):
    """"While I'm in a showdown": at the battlefield where a showdown, or a combat, is under way (341,
    343.1: a combat is in a showdown state too)."""

    phrase: ClassVar[str] = "in a showdown"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        where = view.state.flow.showdown
        return where is not None and obj.zone is Zone.BATTLEFIELD and obj.battlefield == where


#: The events a showdown's and a combat's opening and a showdown's close are logged as (344, 464, 348);
#: each carries its battlefield as ``amount`` (index + 1), like a scoring event.
SHOWDOWN_START, COMBAT_START, SHOWDOWN_END = "showdown_start", "combat_start", "showdown_end"
FIGHT_STARTS = {"showdown": SHOWDOWN_START, "combat": COMBAT_START}


@dataclass(frozen=True)
class WhenFightStarts(Trigger):
    """"When a showdown begins here" / "When combat starts here": the start of combat or showdown
    effects (464.2.b). A showdown begins at a contested battlefield (344), with or without a combat; a
    combat starts there when the showdown opens with one or a non-combat showdown becomes one (323.14).
    ``here``: at my battlefield (a unit's, or the battlefield card itself)."""

    fight: str = "showdown"
    here: bool = True

    def __post_init__(self) -> None:
        if self.fight not in FIGHT_STARTS:
            raise ValueError(f"WhenFightStarts.fight must be one of {tuple(FIGHT_STARTS)}")

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != FIGHT_STARTS[self.fight] or not event.performed:
            return False
        return not self.here or (me.battlefield is not None and event.amount == me.battlefield + 1)


@dataclass(frozen=True)
class DuringShowdown(Trigger):
    """"When you play a unit during a showdown": ``trigger``, for an event that happened while the
    turn was in a showdown state (343.1: a showdown or a combat in progress; a combat's steps after its
    showdown closed are still part of the combat, 316.7.f). Read from the log: a showdown's start this
    turn with no close between it and the event."""

    trigger: Trigger

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def event_objects(self, event: Event) -> tuple[int, ...]:
        return self.trigger.event_objects(event)

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return self.trigger.matches(event, me, controller, view) and in_showdown_at(event, view)


def in_showdown_at(event: Event, view: BoardView) -> bool:
    """Whether ``event`` happened during a showdown or a combat (343.1), read from the log before it."""
    events = view.state.log.events
    for i in range(min(event.seq, len(events)) - 1, -1, -1):  # an event's seq is its place in the log
        earlier = events[i]
        if earlier.turn != event.turn:
            return False  # a showdown never lasts past its turn (316.8)
        if earlier.kind == SHOWDOWN_END:
            return False
        if earlier.kind == SHOWDOWN_START:
            return True
    return False
