"""Runtime [Weaponmaster] (821): "When you play me, you may [Equip] one of your Equipment to me for
[A] less, even if it's already attached."

The keyword stands for a play effect (821.1.c) that is always optional
(riftbound-spiritforged-faq-030): it chooses an Equipment you control as it goes on the chain, and on
resolution pays that card's Equip cost reduced by one [A] (821.1.c.2-3; a cost without [A] is paid in
full) to attach it to the unit, leaving any unit it was attached to (434.1.f). The Equip ability is
not activated (821.1.c.6). Without an Equip cost, or if the cost can't be paid, nothing happens and
the Equipment stays where it is (821.1.c.4-5).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import attachments
from .abilities import Keyword, TriggeredAbility, WhenPlayed
from .actions import negate
from .costs import Cost, PowerCost
from .effects import Effect, Instruction, Resolution
from .events import Outcome
from .choices import Choose
from .instructions import for_each_object
from .selectors import HasTag, Selector
from .targets import ObjectRef

#: "one of your Equipment": a gear you control with the Equipment tag (821.1.b).
YOUR_EQUIPMENT = Choose(Selector(types=("gear",), controller="friendly", properties=(HasTag("Equipment"),)))


@dataclass(frozen=True)
class WeaponmasterEquip(Instruction):
    """Pay the chosen Equipment's Equip cost less [A] and attach it to the source (821.1.c)."""

    gear: ObjectRef
    action = "attach"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "gear", lambda oid: _equip(ctx, oid))


def weaponmaster_trigger() -> TriggeredAbility:
    """The play effect [Weaponmaster] stands for (821.1.c), optional (riftbound-spiritforged-faq-030)."""
    return TriggeredAbility(trigger=WhenPlayed(), effect=Effect((WeaponmasterEquip(gear=YOUR_EQUIPMENT),)),
                            optional=True)


def _equip(ctx: Resolution, oid: int) -> Outcome:
    state, me = ctx.state, ctx.source_object()
    gear = state.get(oid)
    if gear is None or me is None or not me.on_board:
        return negate(state, "attach", oid, "can't be attached: the unit is gone", "821.1.c.5", by=ctx.controller,
                      source=ctx.source)
    # Its rules text counts even while attached (821.1.c: "no longer Inactive").
    equip = [k for k in (gear.copy_of or gear.card).abilities if isinstance(k, Keyword) and k.name == "Equip"]
    if not equip or not equip[0].cost:
        return negate(state, "attach", oid, "has no Equip cost to pay", "821.1.c.4", by=ctx.controller,
                      source=ctx.source)
    costs = _less_any(equip[0].cost)
    if not all(c.can_pay(ctx) for c in costs):
        return negate(state, "attach", oid, "stays: its Equip cost can't be paid", "821.1.c.5", by=ctx.controller,
                      source=ctx.source)
    for cost in costs:
        cost.pay(ctx)
    return attachments.attach(state, oid, me.oid, by=ctx.controller, source=ctx.source, chooser=ctx.chooser)


def _less_any(costs: tuple[Cost, ...]) -> tuple[Cost, ...]:
    """The cost reduced by one [A] (821.1.c.3: unchanged without one)."""
    found, reduced = False, []
    for cost in costs:
        if not found and isinstance(cost, PowerCost) and "A" in cost.domains:
            domains = list(cost.domains)
            domains.remove("A")
            found = True
            if domains:
                reduced.append(PowerCost(tuple(domains)))
            continue
        reduced.append(cost)
    return tuple(reduced)
