"""More amounts computed on execution: "equal to my [Assault]" (807.2: valueless instances count 1),
"for each battlefield you or allies control" (the battlefields under your control now),
and an instruction dealing each target the damage already marked on it ("deal damage to a unit
equal to the damage marked on it", 417, 142.4)."""

from __future__ import annotations

from dataclasses import dataclass

from . import actions
from .amounts import Amount
from .effects import Instruction, Resolution
from .events import Outcome
from .instructions import for_each_object
from .targets import ObjectRef, Scope, Self


@dataclass(frozen=True)
class KeywordValueOf(Amount):
    """"equal to my [Assault]": the summed value of keyword ``name`` on the object now (807.2); 0
    without it, null (None) when the object is gone (359.3.e.12)."""

    name: str
    of: ObjectRef = Self()

    def value(self, scope: Scope) -> int | None:
        refs = self.of.resolve(scope)
        objs = [scope.state.get(o) for o in refs.objects]
        if refs.ignored or not objs or any(o is None or not o.on_board for o in objs):
            return None
        return sum(scope.view.keyword_value(o, self.name) or 0 for o in objs)


@dataclass(frozen=True)
class BattlefieldsControlled(Amount):
    """"for each battlefield you or allies control", "for each other battlefield you control": how
    many battlefields the ability's controller controls now, times ``per``; ``other`` leaves out the
    battlefield the source is at. Allies exist only with teammates; this runtime plays one player
    against another (no teams), so "you or allies" is you."""

    per: int = 1
    other: bool = False

    def value(self, scope: Scope) -> int | None:
        src = scope.source_object()
        where = src.location() if src is not None and src.on_board else None
        mine = [b for b in scope.state.battlefields if b.controller == scope.controller
                and not (self.other and where == ("battlefield", b.index))]
        return self.per * len(mine)


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
