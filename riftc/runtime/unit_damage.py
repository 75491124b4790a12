"""A unit dealing damage by an instruction: "Ready a friendly unit. It deals damage equal to its
Might to an enemy unit at a battlefield." (417): the unit, not the spell, is the source of the
damage (417.6, as in ``fight.MutualDamage``)."""

from __future__ import annotations

from dataclasses import dataclass

from . import actions
from .amounts import Number
from .effects import Instruction, Resolution
from .events import Outcome
from .instructions import _number, for_each_object
from .targets import ObjectRef


@dataclass(frozen=True)
class UnitDeals(Instruction):
    """``dealer`` deals ``amount`` damage to each object of ``target`` (417.6: it is the source).
    A dealer no longer on the board deals nothing (359.3.e.12: its information is null)."""

    dealer: ObjectRef
    amount: Number
    target: ObjectRef
    action = "damage"

    def execute(self, ctx: Resolution) -> Outcome:
        dealers = ctx.referents(self, "dealer")
        live = [o for o in dealers.objects if (u := ctx.state.get(o)) is not None and u.on_board]
        if dealers.ignored or len(live) != 1:
            return ctx.ignored(self, dealers.rule or "359.3.e.12")
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        return for_each_object(ctx, self, "target", lambda oid: actions.deal_damage(
            ctx.state, oid, amount, by=ctx.controller, source=live[0]))
