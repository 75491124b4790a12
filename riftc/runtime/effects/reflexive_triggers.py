"""Reflexive triggers (386-388): "Then do this: …", "If you do, then do this: …", "Do one of the
following based on its domain: • …". The part after "do this:" is not done by the resolving ability:
as that ability resolves, it creates a new triggered ability, which goes on the chain as a pending
item (388.1) once the ability has finished resolving, with its own targets chosen then (402.2) and
its own chance to be responded to; an item whose targets cannot be chosen is removed (402.4).

The new ability still refers to objects of its parent ("its destination", "them", "the discarded
card"): its instructions keep their reading-order numbers in the parent's effect, and every earlier
step of the parent is a ``Recalled`` step carrying the Outcome that step had, so links read what the
parent actually did (359.3.e.14). It is recorded as a ``Waiting`` delayed trigger of the window
"reflexive", which the interpreter puts on the chain at its next look for triggers (delayed_triggers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import TriggeredAbility
from ..model.choosers import ChoiceRequest, mode_code
from ..model.events import Event, Outcome, log
from ..model.objects import GameObject
from ..model.selectors import Property
from ..model.triggers import Trigger
from .delayed_triggers import Waiting
from .recalled import recalling
from .resolution import Effect, Instruction, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.selectors import BoardView


class Reflexive(Trigger):
    """The trigger condition of a reflexive trigger: met by its parent's resolution (387.2), never by
    an event seen later."""

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return False


def create(ctx: Resolution, effect: Effect, start: int) -> None:
    """Create the reflexive trigger whose instructions are ``effect``, numbered from ``start`` in the
    resolving ability (388.1): it waits to be put on the chain when that ability is done."""
    ability = TriggeredAbility(trigger=Reflexive(), effect=recalling(ctx, effect, start))
    state = ctx.state
    state.delayed_triggers.append(Waiting(ability, ctx.controller, ctx.source, ctx.event_objects,
                                          state.turn, "reflexive", where=ctx.event_location))  # 359.3.f.3
    log(state, "reflexive", (), True, "a reflexive trigger is created; it goes on the chain next",
        "388.1", by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class ReflexiveTrigger(Instruction):
    """"do this: …" (387.1): ``effect`` becomes a new triggered ability as this instruction executes;
    ``times`` copies of it ("do this 2 times", 387.1.a). Its targets are chosen when it goes on the
    chain, not with its parent's (``chosen_later``, 388.1)."""

    effect: Effect
    times: int = 1
    action = "reflexive"
    chosen_later = True

    def nested(self) -> tuple[Effect, ...]:
        return (self.effect,)

    def execute(self, ctx: Resolution) -> Outcome:
        for _ in range(self.times):
            create(ctx, self.effect, ctx.step + 1)
        return Outcome(self.action, done=True)


@dataclass(frozen=True)
class ReflexiveByKey(Instruction):
    """"Then, do the following based on the discarded card's type: • Spell — Draw 1. • Gear — …"
    (387.1.b): one reflexive trigger for each mode whose key (``keys[k]``, a property such as a card
    type or a domain) the object of instruction ``link`` has (vendetta-faq-012: a card of two types
    gets both); "Do one of the following based on its domain" (``one_of``) makes one, the controller
    picking if several keys match (riftbound-origins-faq-058). No key matches, or no such object: none."""

    link: int
    keys: tuple[Property, ...]
    modes: tuple[Effect, ...]
    one_of: bool = False
    action = "reflexive"
    chosen_later = True

    def __post_init__(self) -> None:
        if len(self.keys) != len(self.modes) or not self.modes:
            raise ValueError("ReflexiveByKey needs one key per mode")

    def nested(self) -> tuple[Effect, ...]:
        return self.modes

    def execute(self, ctx: Resolution) -> Outcome:
        earlier = ctx.outcome(self.link)
        if earlier is None or earlier.ignored:
            return ctx.ignored(self, "359.3.e.14.a")
        cards = [c for o in earlier.affected if (c := ctx.state.lookup(o)) is not None]
        view = ctx.view
        matching = [k for k, key in enumerate(self.keys) if any(key.test(card, view) for card in cards)]
        if self.one_of and len(matching) > 1:
            matching = [_pick_mode(ctx, matching)]
        start = ctx.step + 1
        for k, mode in enumerate(self.modes):
            if k in matching:
                create(ctx, mode, start)
            start += mode.size()
        return Outcome(self.action, done=bool(matching), amount=len(matching))


def _pick_mode(ctx: Resolution, matching: list[int]) -> int:
    """The one mode of "do one of the following" the controller picks among those that apply."""
    req = ChoiceRequest(ctx.controller, ctx.source, "do one of the following: choose a mode",
                        tuple(mode_code(k) for k in matching), 1, 1)
    return -ctx.ask(req)[0] - 1000
