"""Runtime "Pay any amount of [A] to deal that much damage …" (204.3.b, 444): a cost within an
instruction whose size the controller picks as it resolves, and the amount paid, which "that much"
reads.

The pick is a ``ChoiceRequest`` whose options are amounts coded as ``amount_code(n)`` (never an
object id, location, mode or player code), from 0 to the most the rune pool can pay now; a scenario
answers ``amount N``.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.amounts import Amount, Number, evaluate
from ..model.choosers import amount_code, amount_of_code
from ..model.events import Outcome
from ..model.targets import Scope
from ..rules import zone_actions
from .resolution import Instruction, Resolution


def _resources(power: bool, n: int) -> tuple[int, tuple[str, ...]]:
    """``n`` Energy, or ``n`` Power of any domain ("A", 131.3) when ``power``."""
    return (0, ("A",) * n) if power else (n, ())


@dataclass(frozen=True)
class PayAnyAmount(Instruction):
    """"Pay any amount of [A]" / "Pay any amount of Energy": as the instruction resolves its
    controller picks how much, from 0 up to what the rune pool can pay, and pays it (204.3.b: the
    cost is paid during resolution to get the effect). Its outcome's ``amount`` is what was paid."""

    power: bool = False
    action = "pay"

    def execute(self, ctx: Resolution) -> Outcome:
        pool = ctx.state.player(ctx.controller).pool
        most = 0
        while pool.can_pay(*_resources(self.power, most + 1)):
            most += 1
        what = "[A]" if self.power else "Energy"
        src = ctx.source_object()
        prompt = f"{src.name if src is not None else 'effect'}: pay any amount of {what} (0 to {most})"
        picked = ctx.pick(tuple(amount_code(n) for n in range(most + 1)), 1, 1, prompt)
        n = (amount_of_code(picked[0]) if picked else 0) or 0
        energy, power = _resources(self.power, n)
        return zone_actions.pay(ctx.state, ctx.controller, energy, power, source=ctx.source)


@dataclass(frozen=True)
class PaidAmount(Amount):
    """"that much" after "Pay any amount of …": what instruction ``link`` paid (204.3.b); null if it
    never ran (359.3.e.12)."""

    link: int

    def value(self, scope: Scope) -> int | None:
        outcome = scope.outcome(self.link)
        return None if outcome is None else outcome.amount


@dataclass(frozen=True)
class AddAmount(Instruction):
    """"[Add] that much Energy" / "[Add] that much [A]" (429): a computed amount of Energy, or of
    Power of any domain, into the controller's rune pool."""

    amount: Number
    power: bool = False
    action = "add"

    def execute(self, ctx: Resolution) -> Outcome:
        n = evaluate(self.amount, ctx)
        if n is None:
            return ctx.ignored(self, "359.3.e.12")
        energy, power = _resources(self.power, n)
        return zone_actions.add_resources(ctx.state, ctx.controller, energy, power, source=ctx.source)
