"""Delayed triggers (390.2): "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token
exhausted." An instruction sets up a triggered ability that is active for a window of time ("this
turn"); it is not on any permanent and triggers whether or not its source is still on the board
(392). ``CreateDelayedTrigger`` records it on the state (``state.delayed_triggers``); the
interpreter asks ``matching`` for the ones a new event triggers and puts them on the chain like any
triggered ability, controlled by the player who set them up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import TriggeredAbility
from ..model.events import Event, Outcome, log
from ..model.objects import GameObject
from ..model.targets import ObjectRef
from ..model.triggers import Trigger
from ..rules.triggering import as_controlled
from .resolution import Effect, Instruction, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.state import GameState
    from ..rules.layers import View

#: Windows a delayed trigger may have: the rest of this turn (390.2), or only the cleanup right after
#: the resolving spell ("If this kills it, draw 1": units dealt lethal damage by a spell die in the
#: cleanup after it resolves, 323.5, so the check is a reflexive trigger, riftbound-origins-faq-056), or
#: until it first triggers, whichever turn that is ("[Add] [A] at the start of your next Main Phase": a
#: one-shot delayed trigger, 390.2, 316.4), or (a reflexive trigger, 388.1: reflexive_triggers.py) the
#: next look for triggers, whatever the events: it is put on the chain once its parent has resolved; or
#: "once this turn" ("the next time you play a unit this turn, ready it": the first time this turn only).
WINDOWS = ("this turn", "this cleanup", "next", "reflexive", "once this turn")
ONCE = ("next", "once this turn")  # windows of a delayed trigger that triggers one time


@dataclass(frozen=True)
class Waiting:
    """A delayed trigger set up by a resolving ability: its trigger and effect, who controls it,
    its source (the spell or ability's card), the objects it watches ("When it dies": ``trigger``
    is then about each of them as "me"), and the turn it lasts for."""

    ability: TriggeredAbility
    controller: int
    source: int | None
    watched: tuple[int, ...]
    turn: int
    window: str = "this turn"
    # the place its creator's "there" named, noted then (359.3.f.3.a): a reflexive trigger's parent's
    where: tuple[str, int | None] | None = None


@dataclass(frozen=True)
class CreateDelayedTrigger(Instruction):
    """"When it dies this turn, …" (``about`` = "it", the trigger about each such object as "me") or
    "When a friendly unit is played this turn, …" (``about`` None: the trigger names its objects)."""

    trigger: Trigger
    effect: Effect
    about: ObjectRef | None = None
    window: str = "this turn"
    action = "delay"

    def __post_init__(self) -> None:
        if self.window not in WINDOWS:
            raise ValueError(f"CreateDelayedTrigger.window must be one of {WINDOWS}")

    def nested(self) -> tuple[Effect, ...]:
        return ()  # its effect is an ability of its own, numbered from 0 when it triggers

    def execute(self, ctx: Resolution) -> Outcome:
        watched: tuple[int, ...] = ()
        if self.about is not None:
            refs = ctx.referents(self, "about")
            if refs.ignored or not refs.objects:
                return ctx.ignored(self, refs.rule or "359.3.e.14.a")
            watched = refs.objects
        state = ctx.state
        state.delayed_triggers.append(Waiting(TriggeredAbility(trigger=self.trigger, effect=self.effect),
                                              ctx.controller, ctx.source, watched, state.turn, self.window))
        log(state, self.action, watched, True, f"a delayed trigger is set up {self.window}", "390.2",
            by=ctx.controller, source=ctx.source)
        return Outcome(self.action, targets=watched, done=True)


Place = tuple[str, int | None]


def _reflexive(state: GameState) -> list[tuple[GameObject, TriggeredAbility, tuple[int, ...], Place | None]]:
    """The reflexive triggers created since the last look, in the order they were created (388.2),
    each with its parent's event objects and place; they are taken off the waiting list."""
    created = [w for w in state.delayed_triggers if w.window == "reflexive"]
    state.delayed_triggers[:] = [w for w in state.delayed_triggers if w.window != "reflexive"]
    return [(as_controlled(source, w.controller), w.ability, w.watched, w.where) for w in created
            if w.source is not None and (source := state.lookup(w.source)) is not None]


def matching(state: GameState, events: list[Event],
             view: View) -> list[tuple[GameObject, TriggeredAbility, tuple[int, ...], Place | None]]:
    """The delayed triggers the events trigger, as (source, ability, event objects, the place its
    "there" names); those whose window has passed are dropped first."""
    state.delayed_triggers[:] = [w for w in state.delayed_triggers if w.turn == state.turn or w.window == "next"]
    found = _reflexive(state)
    fired: set[int] = set()  # by identity: two equal delayed triggers are two (383.4.c-d "an additional time")
    for event in events:
        for waiting in state.delayed_triggers:
            if id(waiting) in fired:
                continue  # "next", "once this turn": it triggered once and is done (390.2)
            source = state.lookup(waiting.source) if waiting.source is not None else None
            if source is None:
                continue
            subjects = [state.lookup(o) for o in waiting.watched] or [source]
            if any(me is not None and waiting.ability.trigger.matches(event, me, waiting.controller, view)
                   for me in subjects):
                # a delayed instruction about "it" at a point of the turn (390.2): the watched objects
                found.append((as_controlled(source, waiting.controller), waiting.ability,
                              waiting.ability.trigger.event_objects(event) or waiting.watched,
                              waiting.ability.trigger.event_location(event, view) or waiting.where))
                if waiting.window in ONCE:
                    fired.add(id(waiting))
    # "this cleanup": the events seen here include the cleanup after the spell that set it up; done.
    state.delayed_triggers[:] = [w for w in state.delayed_triggers if w.window != "this cleanup" and id(w) not in fired]
    return found
