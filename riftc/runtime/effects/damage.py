"""Runtime instructions dealing damage other than ``DealDamage`` (417). Same conventions as
instructions.py.

* Units dealing damage: "They deal damage equal to their Mights to each other." (``MutualDamage``)
  and "Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield."
  (``UnitDeals``): the unit, not the spell, is the source of the damage (417.6).
* "Deal damage to a unit equal to the damage marked on it" (``DealMarkedDamage``, 142.4).
* "Deal 2 to an enemy unit here and 1 to all other enemy units here" (``DealAndOthers``, 417).
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.amounts import Number
from ..model.events import Outcome
from ..model.targets import ObjectRef
from ..rules import actions
from .instructions import _number, for_each_object
from .resolution import Instruction, Resolution


@dataclass(frozen=True)
class MutualDamage(Instruction):
    """"We / They deal damage equal to our / their Mights to each other" (417): the two units of
    ``first`` and ``second`` (or the two of ``first`` alone) each deal damage equal to its Might to
    the other. Both Mights are read before either is dealt (the damage is dealt at the same time,
    370.1.a.2), and each unit is the source of its own damage (417.6)."""

    first: ObjectRef
    second: ObjectRef | None = None
    action = "damage"

    def execute(self, ctx: Resolution) -> Outcome:
        found: list[int] = []
        for name in ("first", "second"):
            if getattr(self, name) is None:
                continue
            refs = ctx.referents(self, name)
            if refs.ignored:
                return ctx.ignored(self, refs.rule)
            found += [o for o in refs.objects if o not in found]
        units = [ctx.state.get(o) for o in found]
        if len(found) != 2 or any(u is None or not u.on_board for u in units):
            return ctx.ignored(self, "359.3.e.12")  # one of them is gone: no damage to exchange
        view = ctx.view
        (a, b), (might_a, might_b) = found, (max(0, view.might(units[0])), max(0, view.might(units[1])))
        outcome = actions.deal_damage(ctx.state, b, might_a, by=ctx.controller, source=a)
        return outcome.merge(actions.deal_damage(ctx.state, a, might_b, by=ctx.controller, source=b))


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


@dataclass(frozen=True)
class DealMarkedDamage(Instruction):
    """"Deal damage to a unit equal to the damage marked on it" (417, 142.4): each object of
    ``target`` is dealt as much damage as it has marked when this executes."""

    target: ObjectRef
    action = "damage"

    def execute(self, ctx: Resolution) -> Outcome:
        def deal(oid: int) -> Outcome:
            obj = ctx.state.get(oid)
            return actions.deal_damage(ctx.state, oid, obj.damage if obj is not None else 0,
                                       by=ctx.controller, source=ctx.source, bonus=True)  # 417.6.a, 712
        return for_each_object(ctx, self, "target", deal)


@dataclass(frozen=True)
class DealAndOthers(Instruction):
    """"Deal 2 to an enemy unit here and 1 to all other enemy units here" (417): one deal of two
    amounts, ``amount`` to the objects of ``target`` and ``others_amount`` to those of ``others``
    that are not among them ("other"), dealt at the same time by the ability's source (417.6.a)."""

    amount: int
    target: ObjectRef
    others_amount: int
    others: ObjectRef
    action = "damage"

    def execute(self, ctx: Resolution) -> Outcome:
        first = ctx.referents(self, "target")
        if first.ignored:
            return ctx.ignored(self, first.rule)
        rest = ctx.referents(self, "others")
        outcome = Outcome(self.action)
        parts = [(o, self.amount) for o in first.objects]
        parts += [(o, self.others_amount) for o in rest.objects if o not in first.objects]
        for oid, amount in parts:
            outcome = outcome.merge(actions.deal_damage(ctx.state, oid, amount, by=ctx.controller,
                                                        source=ctx.source, bonus=True))
        return outcome
