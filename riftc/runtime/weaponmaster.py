"""[Weaponmaster] (821): "When you play me, you may choose a card you control with the Equipment
tag. … Pay the cost of its Equip ability, reduced by [A], to attach it to this unit" (821.1.c).

The Equipment is picked as the ability resolves (a "you may" later in the effect, not a target:
821.1.c.6 says the unit isn't chosen; the Equipment is chosen by the ability, here on resolution).
Its Equip cost is that of its [Equip] keyword, one [A] less if it has one (821.1.c.3); without an
Equip cost it can't be paid (821.1.c.4), and if the cost can't be paid it stays where it is
(821.1.c.5). Equip is not activated (821.1.c.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .attachments import attach
from .costs import Cost, PowerCost
from .effects import Instruction, Resolution
from .events import Outcome
from .selectors import HasTag, Selector

#: "a card you control with the Equipment tag" (821.1.c; it may be attached elsewhere already).
EQUIPMENT = Selector(types=("gear",), controller="friendly", properties=(HasTag("Equipment"),))


def reduced_equip_cost(keywords: tuple[Any, ...]) -> tuple[Cost, ...] | None:
    """The Equip cost less one [A] (821.1.c.3), or None without an Equip cost (821.1.c.4)."""
    found = [k for k in keywords if k.name == "Equip" and k.cost]
    if not found:
        return None
    costs: list[Cost] = []
    reduced = False
    for cost in found[0].cost:
        if isinstance(cost, PowerCost) and not reduced and "A" in cost.domains:
            domains = list(cost.domains)
            domains.remove("A")
            reduced = True
            if domains:
                costs.append(PowerCost(domains=tuple(domains)))
            continue
        costs.append(cost)
    return tuple(costs)


@dataclass(frozen=True)
class WeaponmasterAttach(Instruction):
    """The effect [Weaponmaster] stands for: may pick an Equipment you control, pay its Equip cost
    reduced by [A], and attach it to the source unit (821.1.c)."""

    action = "weaponmaster"

    def execute(self, ctx: Resolution) -> Outcome:
        me = ctx.source_object()
        if me is None or not me.on_board:
            return ctx.ignored(self, "359.3.e.12")
        view = ctx.view
        options = tuple(o for o in EQUIPMENT.select(me, ctx.controller, view) if ctx.state.objects[o].attached_to != me.oid)
        if not options or not ctx.confirm(f"{me.name}: [Weaponmaster] an Equipment to it?"):
            return Outcome(self.action)
        (gear,) = ctx.pick(options, 1, 1, "an Equipment to attach")
        chosen = ctx.state.objects[gear]
        # Its Equip ability counts even while its text is inactive, attached to another unit (821.1.c).
        costs = reduced_equip_cost((chosen.copy_of or chosen.card).keywords())
        if costs is None or not all(c.can_pay(ctx) for c in costs):
            return Outcome(self.action, targets=(gear,))  # it stays where it is (821.1.c.4-5)
        for cost in costs:
            cost.pay(ctx)
        return attach(ctx.state, gear, me.oid, by=ctx.controller, source=ctx.source, chooser=ctx.chooser)
