"""Lowering of "Pay any amount of [A] to deal that much damage …" (204.3.b, 444) and "[Add] that
much Energy" (429): the payment is a cost within the instruction, paid as it resolves, and "that
much" in the rest is the amount paid. A mixin of ``lower.Lowerer`` (it uses the Lowerer's
``error``, ``next_index`` and ``paid_amount``).
"""

from __future__ import annotations

from riftc import nodes, runtime


def _is_power(resource: nodes.Node | str) -> bool | None:
    """[A] → True (Power of any domain, 131.3), "Energy" → False; None for anything else."""
    if isinstance(resource, nodes.ManaCost) and resource.symbols == ("A",):
        return True
    if isinstance(resource, str) and resource.lower() == "energy":
        return False
    return None


class PayAnyLowering:
    """``lower_pay_any_amount``, ``lower_add_that_much`` and ``that_much``; mixed into ``lower.Lowerer``."""

    def paid_any_amount(self, payment: nodes.Node) -> int | None:
        """The reading-order number the payment of "Pay any amount of … to …" will get (it is lowered
        next), or None for any other payment."""
        return self.next_index if isinstance(payment, nodes.PayAnyAmount) else None  # type: ignore[attr-defined]

    def lower_pay_any_amount(self, node: nodes.PayAnyAmount) -> runtime.PayAnyAmount:
        """"Pay any amount of [A]", "Pay any amount of Energy" (204.3.b)."""
        power = _is_power(node.resource)
        if power is None:
            raise self.error(node.resource, "paying any amount of this cannot run yet")  # type: ignore[attr-defined]
        return runtime.PayAnyAmount(power=power)

    def that_much(self, node: nodes.ThatMuch) -> runtime.PaidAmount:
        """"that much" right after "Pay any amount of … to": the amount paid (204.3.b)."""
        link = self.paid_amount  # type: ignore[attr-defined]
        if link is None:
            raise self.error(node, '"that much" cannot run yet here')  # type: ignore[attr-defined]
        return runtime.PaidAmount(link=link)

    def lower_add_that_much(self, node: nodes.AddThatMuch) -> runtime.AddAmount:
        """"[Add] that much Energy", "[Add] that much [A]" (429)."""
        power = _is_power(node.resource)
        if power is None:
            raise self.error(node.resource, "adding that much of this cannot run yet")  # type: ignore[attr-defined]
        return runtime.AddAmount(amount=self.that_much(node.amount), power=power)
