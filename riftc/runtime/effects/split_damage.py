"""Damage split among several targets (355.14): "deal 5 damage split among any number of enemy units
here", "It deals damage equal to its Might split among enemy units at battlefields".

Every unit chosen is a target (355.14.a), chosen as the spell or ability is finalized (355.14.b), and
no more of them than the damage there is to split then (355.14.c; Bonus Damage counts, 715.3). How the
damage is divided is decided on resolution (355.14.e), each target getting 1 or more (355.14.f-g); with
more legal targets than damage, the controller drops targets until there are as many as the damage,
no more (355.14.h-h.1). The Bonus Damage of a split is the one that applies to every target (715.3: it
adds to the amount split, not to each part).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.amounts import Number, evaluate
from ..model.choices import Choose
from ..model.choosers import ChoiceRequest, amount_code, amount_of_code
from ..model.events import Outcome
from ..model.targets import ObjectRef
from ..rules import actions
from ..rules.bonus_damage import bonus_damage
from .resolution import Instruction, Resolution


@dataclass(frozen=True)
class SplitDamage(Instruction):
    """``amount`` damage divided among the targets of ``target`` (a Choose of up to any number), dealt
    by the ability's source, or by ``dealer`` ("It deals damage …", 417.6: the unit is the source, and
    Bonus Damage of spells and abilities does not apply)."""

    amount: Number
    target: Choose
    dealer: ObjectRef | None = None
    action = "damage"

    def target_limit(self, ctx: Resolution, index: int) -> int:
        """The most targets that may be chosen: the damage to split as the ability is finalized
        (355.14.c), read with the targets chosen before it as what "it" names (its Might)."""
        earlier = {i: Outcome("choose", targets=ids, affected=ids)
                   for (i, name), ids in ctx.choices.items() if i < index and i not in ctx.outcomes
                   and not name.endswith("@") and name not in ("modes", "destination")}
        ctx.outcomes.update(earlier)
        try:
            amount = max(0, evaluate(self.amount, ctx) or 0)
        finally:
            for i in earlier:
                ctx.outcomes.pop(i, None)
        if self.dealer is None and amount:
            options = ctx.target_options(self.target)
            amount += min((self._bonus(ctx, o) for o in options), default=0)
        return amount

    def execute(self, ctx: Resolution) -> Outcome:
        source = ctx.source
        if self.dealer is not None:
            dealers = ctx.referents(self, "dealer")
            live = [o for o in dealers.objects if (u := ctx.state.get(o)) is not None and u.on_board]
            if dealers.ignored or len(live) != 1:
                return ctx.ignored(self, dealers.rule or "359.3.e.12")
            source = live[0]
        refs = ctx.referents(self, "target")
        if refs.ignored or not refs.objects:
            return ctx.ignored(self, refs.rule)
        amount = max(0, evaluate(self.amount, ctx) or 0)
        if self.dealer is None and amount:
            amount += min(self._bonus(ctx, o) for o in refs.objects)  # 715.3
        kept = self._kept(ctx, refs.objects, amount)
        outcome = Outcome(self.action)
        for oid, part in zip(kept, self._division(ctx, kept, amount)):
            outcome = outcome.merge(actions.deal_damage(ctx.state, oid, part, by=ctx.controller, source=source))
        return outcome

    def _bonus(self, ctx: Resolution, oid: int) -> int:
        obj = ctx.state.get(oid)
        return 0 if obj is None else bonus_damage(ctx.state, ctx.view, obj, ctx.controller, ctx.source)

    def _kept(self, ctx: Resolution, legal: tuple[int, ...], amount: int) -> tuple[int, ...]:
        """The targets dealt damage: all of them, or as many as the damage if there are more (355.14.h.1)."""
        if len(legal) <= amount:
            return legal
        return ctx.pick(legal, amount, amount, f"keep {amount} of the targets to split {amount} damage among (355.14.h)")

    def _division(self, ctx: Resolution, kept: tuple[int, ...], amount: int) -> list[int]:
        """How much each kept target is dealt, 1 or more each (355.14.e-g): the controller says it for
        each but the last, which gets the rest."""
        parts: list[int] = []
        left = amount
        for k, oid in enumerate(kept[:-1]):
            most = left - (len(kept) - k - 1)
            name = ctx.state.objects[oid].name if oid in ctx.state.objects else "it"
            req = ChoiceRequest(ctx.controller, ctx.source, f"split damage: how much to {name} (355.14.e)",
                                tuple(amount_code(n) for n in range(1, most + 1)), 1, 1)
            part = 1 if most == 1 else amount_of_code(ctx.ask(req)[0]) or 1  # 1 each: nothing to decide
            parts.append(part)
            left -= part
        return parts + [left] if kept else []
