"""Lowering of costs: before the colon (376.1), of playing a card (356.2), within an instruction (355.10.c.1)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import effects, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import Ladder, lowers


# --- costs (rule 376.1: everything before the colon; 134.2 energy and power symbols)
def costs(cx: LoweringContext, node: nodes.Costs) -> tuple[Any, ...]:
    return tuple(lowered for item in node.items for lowered in cost(cx, item))


# Keywords whose "[1] or [O]" is a choice of instances: an activated keyword ability can be
# activated for either cost (827.1.c.1 "[Cost]: Empower this", 818.1.c.2), and a spell with several
# [Flow] costs is played from the trash for the one its player chooses (829.1.c.3).
EITHER_COST_KEYWORDS = ("Empower", "Equip", "Flow")


def keyword_cost_options(cx: LoweringContext, keyword: str, options: nodes.Node) -> tuple[tuple[Any, ...], ...]:
    """The costs of each instance a keyword's choice of costs stands for: "[Empower] — [1] or [O]"
    (pay either cost) is two Empower abilities, one per cost; "[Repeat] — [1] / [A] / [1][A]" is
    three Repeats, each paid or not on its own, once (820.1.c.2-3)."""
    either = isinstance(options, nodes.CostOptions) and keyword in EITHER_COST_KEYWORDS
    each = isinstance(options, nodes.SlashedCostOptions) and keyword == "Repeat"
    if not (either or each):
        raise cx.error(options, "a choice between keyword costs cannot be paid yet")
    assert isinstance(options, (nodes.CostOptions, nodes.SlashedCostOptions))
    return tuple(cost(cx, option) for option in options.options)


# Cost node type → its runtime costs (one node may stand for an Energy and a Power cost).
COSTS = Ladder("the cost", "the cost {} cannot be paid yet")
cost_of = COSTS.register


def cost(cx: LoweringContext, node: nodes.Node) -> tuple[Any, ...]:
    return COSTS(cx, node)


# Payment node type → its costs as a cost of playing a card ("discard 1", "spend a buff", "spend 3
# XP", "pay [G]", "kill a friendly unit", 356.2; costs are not targets, 355.10.c); None: not this one.
PAYMENTS = Ladder("the payment", "the additional cost {} cannot be paid yet")
payment_of = PAYMENTS.register


def payment_cost(cx: LoweringContext, payment: nodes.Node) -> tuple[Any, ...]:
    """The costs of playing a card that ``payment`` says (356.2)."""
    return PAYMENTS(cx, payment)


@cost_of(nodes.ExhaustSymbol)
def _exhaust_symbol(cx: LoweringContext, node: nodes.ExhaustSymbol) -> tuple[Any, ...]:
    return (runtime.ExhaustMe(),)


@cost_of(nodes.DisempowerCost)
def _disempower_cost(cx: LoweringContext, node: nodes.DisempowerCost) -> tuple[Any, ...]:
    targets.check_self_word(cx, node.target)
    return (runtime.DisempowerMe(),)


@cost_of(nodes.DiscardCost)
@payment_of(nodes.Discard)  # "As an additional cost to play me, discard 1" (356.2)
def _discard_cost(cx: LoweringContext, node: nodes.DiscardCost | nodes.Discard) -> tuple[Any, ...]:
    return (runtime.DiscardCost(amount=node.amount),)


@cost_of(nodes.DiscardCardCost)
def _discard_card_cost(cx: LoweringContext, node: nodes.DiscardCardCost) -> tuple[Any, ...]:
    """"Discard a gear" (422.3), picked on payment."""
    kind = selectors.OBJECT_TYPES.get(getattr(node.noun, "word", ""))
    if kind is None or not isinstance(node.quantity, nodes.One):
        raise cx.error(node, "discarding these cards as a cost cannot be paid yet")
    return (runtime.DiscardCardCost(selector=runtime.Selector(types=(kind,), zone="hand", controller="friendly")),)


@cost_of(nodes.SpendXp)
@payment_of(nodes.SpendXp)
def _spend_xp_cost(cx: LoweringContext, node: nodes.SpendXp) -> tuple[Any, ...]:
    return (runtime.SpendXpCost(amount=node.amount),)


@cost_of(nodes.KillCost)
def _kill_cost(cx: LoweringContext, node: nodes.KillCost) -> tuple[Any, ...]:
    return (runtime.KillCost(selector=_cost_selector(cx, node.target)),)


@cost_of(nodes.SpendBuff)
@payment_of(nodes.SpendBuff)
def _spend_buff_cost(cx: LoweringContext, node: nodes.SpendBuff) -> tuple[Any, ...]:
    if node.whose.lower() not in ("my", "a"):
        raise cx.error(node, f'spending "{node.whose}" buff cannot be paid yet')
    mine = node.whose.lower() == "my"  # "Spend my buff:" vs "Spend a buff:" (any friendly unit, 745.2)
    return (runtime.SpendBuffCost(selector=runtime.Selector(
        types=("unit",), self_only=mine, controller=None if mine else "yours",
        properties=(runtime.Buffed(),))),)


@cost_of(nodes.ManaCost)
def _mana_cost(cx: LoweringContext, node: nodes.ManaCost) -> tuple[Any, ...]:
    energy, power = mana(node)
    return ((runtime.EnergyCost(amount=energy),) if energy or not power else ()) + \
        ((runtime.PowerCost(domains=power),) if power else ())


@cost_of(nodes.RecycleCost)
def _recycle_cost(cx: LoweringContext, node: nodes.RecycleCost) -> tuple[Any, ...]:
    """"Recycle 1 from your trash", "Recycle a unit / 2 cards from your trash" (416) as a cost."""
    target = node.target
    source = target.source if isinstance(target, nodes.CountedFrom) else getattr(target, "location", None)
    zone = source.zone if isinstance(source, nodes.FromZone) else None
    if not (isinstance(zone, nodes.Zone) and zone.zone == "trash" and zone.owner == "your"):
        raise cx.error(source or target, "recycling from there as a cost cannot be paid yet")
    if isinstance(target, nodes.CountedFrom):
        return (runtime.RecycleCost(amount=selectors.count_value(target.count)),)
    if not isinstance(target, nodes.Choice):
        raise cx.error(target, "recycling these cards as a cost cannot be paid yet")
    word = getattr(target.noun, "word", "")
    kind = selectors.OBJECT_TYPES.get(word)
    plain = not any(getattr(target, field, None) for field in (
        "other", "state", "controller", "controlled_by", "might_filter", "keyword_filter", "qualifier", "clause"))
    quantity = target.quantity
    if plain and isinstance(quantity, (nodes.One, nodes.Exactly)) and (word in ("card", "cards") or kind):
        count = 1 if isinstance(quantity, nodes.One) else selectors.count_value(quantity.count)
        return (runtime.RecycleCost(amount=count, types=(kind,) if kind else ()),)
    raise cx.error(target, "recycling these cards as a cost cannot be paid yet")


def _cost_selector(cx: LoweringContext, node: nodes.Node) -> runtime.Selector:
    """What a "Kill this" / "Kill a friendly unit" cost may pick (a cost, not a target, 355.10.c)."""
    if isinstance(node, nodes.SelfRef):
        targets.check_self_word(cx, node)
        return runtime.Selector(self_only=True)
    if isinstance(node, nodes.Choice) and isinstance(node.quantity, (nodes.One, nodes.Another)):
        return selectors.selector(node)
    raise cx.error(node, "this cost cannot be paid yet")


def _cost_ref(cx: LoweringContext, node: nodes.Node) -> runtime.ObjectRef:
    selector = _cost_selector(cx, node)
    return runtime.Self() if selector.self_only else runtime.Pick(selector=selector)


# A power symbol's domain (rule 134.2): "[B]" is Mind.
DOMAIN_OF_SYMBOL = {"R": "Fury", "G": "Calm", "B": "Mind", "O": "Body", "P": "Chaos", "Y": "Order"}


def mana(node: nodes.ManaCost) -> tuple[int, tuple[str, ...]]:
    energy = sum(int(symbol) for symbol in node.symbols if symbol.isdigit())
    return energy, tuple(symbol for symbol in node.symbols if not symbol.isdigit())


def _spend_buff_ref(cx: LoweringContext, node: nodes.SpendBuff) -> runtime.ObjectRef:
    whose = node.whose.lower()
    if whose == "my":
        return runtime.Self()
    if whose == "its" and cx.each_object is not None:
        # "For each friendly unit, you may spend its buff to ready it": the unit of the moment
        return runtime.It(link=cx.each_object)
    if whose != "a":
        raise cx.error(node, f'spending "{node.whose}" buff cannot run yet')
    # Costs are not targets (355.10.c): the unit is picked when the buff is spent.
    return runtime.Pick(selector=runtime.Selector(types=("unit",), controller="yours",
                                                  properties=(runtime.Buffed(),)))


@payment_of(nodes.Pay)
def _pay_payment(cx: LoweringContext, payment: nodes.Pay) -> tuple[Any, ...]:
    return cost(cx, payment.cost)


@payment_of(nodes.Kill)
def _kill_payment(cx: LoweringContext, payment: nodes.Kill) -> tuple[Any, ...]:
    cx.require_none(payment, "when")
    target = payment.target
    if isinstance(target, nodes.Choice) and isinstance(target.quantity, nodes.AnyNumber):
        # "kill any number of friendly units as an additional cost" (356.2.b.1): declared as the card
        # is played, so a discount can count them (356.4)
        each = _cost_selector(cx, replace(target, quantity=nodes.One(span=target.quantity.span, article="a")))
        return (runtime.DeclaredCost(each=runtime.KillCost(selector=each)),)
    return (runtime.KillCost(selector=_cost_selector(cx, target)),)


@payment_of(nodes.SpendBuffs)
def _spend_buffs_payment(cx: LoweringContext, payment: nodes.SpendBuffs) -> tuple[Any, ...]:
    """"spend any number of buffs as an additional cost" (356.2.b.1): from units you control that have
    one (a unit has at most one buff, 426.1.b.1), declared as the card is played."""
    if " ".join(payment.words.lower().split()) != "any number of":
        raise cx.error(payment, f'spending "{payment.words}" buffs as a cost cannot be paid yet')
    return (runtime.DeclaredCost(each=runtime.SpendBuffCost()),)


@payment_of(nodes.Exhaust)
def _exhaust_payment(cx: LoweringContext, payment: nodes.Exhaust) -> tuple[Any, ...] | None:
    target = payment.target
    if isinstance(target, nodes.Possessed) and target.owner == "your" and target.original is None \
            and getattr(target.noun, "word", "") == "legend":
        # "You may exhaust your legend as an additional cost to play me": the one legend its player
        # controls (355.9.a.4), which must be ready to pay it (414.4).
        return (runtime.ExhaustCost(selector=runtime.Selector(types=("legend",), controller="yours",
                                                              properties=(runtime.IsReady(),))),)
    if not (isinstance(target, nodes.Choice) and isinstance(target.quantity, nodes.One)):
        return None
    selector = selectors.selector(payment.target)
    return (runtime.ExhaustCost(selector=replace(selector, properties=selector.properties + (runtime.IsReady(),))),)


@payment_of(nodes.ReturnTo)
def _return_payment(cx: LoweringContext, payment: nodes.ReturnTo) -> tuple[Any, ...] | None:
    if not (payment.origin is None and (payment.zone.zone, payment.zone.owner) == ("hand", "its owner's")
            and isinstance(payment.target, nodes.Choice) and isinstance(payment.target.quantity, nodes.One)):
        return None
    return (runtime.ReturnToHandCost(selector=selectors.selector(payment.target)),)


@lowers(nodes.KillCost)
def kill_cost(cx: LoweringContext, node: nodes.KillCost) -> runtime.Kill:
    """"you may kill me to …", "kill a unit you control here to draw 1": a cost within an
    instruction, picked when paid, never targeted (355.10.c)."""
    return runtime.Kill(target=_cost_ref(cx, node.target))


@lowers(nodes.SpendBuff)
def spend_buff(cx: LoweringContext, node: nodes.SpendBuff) -> runtime.SpendBuff:
    """"spend a buff" (from a friendly unit, picked on payment, 702.2.b) / "spend my buff"."""
    return runtime.SpendBuff(target=_spend_buff_ref(cx, node))


@lowers(nodes.Pay)
def pay(cx: LoweringContext, node: nodes.Pay) -> runtime.PayCost:
    """"pay [1][R]" inside an instruction (355.10.c.1): Energy and Power from the rune pool."""
    energy, power = mana(node.cost)
    return runtime.PayCost(energy=energy, power=power)


@lowers(nodes.PaidInstruction)
def paid_instruction(cx: LoweringContext, node: nodes.PaidInstruction) -> runtime.CostWithin | runtime.PlayCard:
    """"spend a buff to buff me", "pay [A] to ready it": a cost inside an instruction
    (355.10.c.1, 740.4.a): paid on resolution, never targeted; the rest happens only if paid."""
    if isinstance(node.payment, nodes.Pay) and isinstance(node.instruction, nodes.Play) \
            and node.instruction.cost_waiver is None:
        from riftc.lower import play  # play imports this module
        return play.play_for_payment(cx, node.payment, node.instruction)
    paid = paid_any_amount(cx, node.payment)  # "Pay any amount of [A] to …"
    payment = effects.block(cx, node.payment)
    with cx.scoped(paid_amount=paid):
        then = effects.block(cx, node.instruction)
    return runtime.CostWithin(cost=payment, then=then)


# "Pay any amount of [A] to deal that much damage …" (204.3.b, 444), "[Add] that much Energy" (429):
# the payment is a cost within the instruction, paid as it resolves, and "that much" in the rest is
# the amount paid.
def _is_power(resource: nodes.Node | str) -> bool | None:
    """[A] → True (Power of any domain, 131.3), "Energy" → False; None for anything else."""
    if isinstance(resource, nodes.ManaCost) and resource.symbols == ("A",):
        return True
    if isinstance(resource, str) and resource.lower() == "energy":
        return False
    return None


def paid_any_amount(cx: LoweringContext, payment: nodes.Node) -> int | None:
    """The reading-order number the payment of "Pay any amount of … to …" will get (it is lowered
    next), or None for any other payment."""
    return cx.links.next_index if isinstance(payment, nodes.PayAnyAmount) else None


@lowers(nodes.PayAnyAmount)
def pay_any_amount(cx: LoweringContext, node: nodes.PayAnyAmount) -> runtime.PayAnyAmount:
    """"Pay any amount of [A]", "Pay any amount of Energy" (204.3.b)."""
    power = _is_power(node.resource)
    if power is None:
        raise cx.error(node.resource, "paying any amount of this cannot run yet")
    return runtime.PayAnyAmount(power=power)


def that_much(cx: LoweringContext, node: nodes.ThatMuch) -> runtime.PaidAmount:
    """"that much" right after "Pay any amount of … to": the amount paid (204.3.b)."""
    link = cx.paid_amount
    if link is None:
        raise cx.error(node, '"that much" cannot run yet here')
    return runtime.PaidAmount(link=link)


@lowers(nodes.AddThatMuch)
def add_that_much(cx: LoweringContext, node: nodes.AddThatMuch) -> runtime.AddAmount:
    """"[Add] that much Energy", "[Add] that much [A]" (429)."""
    power = _is_power(node.resource)
    if power is None:
        raise cx.error(node.resource, "adding that much of this cannot run yet")
    return runtime.AddAmount(amount=that_much(cx, node.amount), power=power)
