"""What playing a card costs (356): its cost determined (base cost, discounts, 356.1-356.6), its
additional costs (356.2) and [Accelerate] (805), as ``Game.play`` pays them; and paying an activated
ability's costs with its [Deflect] tax (402.3, 809.1.c), as ``Game.activate`` does."""

from __future__ import annotations

from typing import Protocol

from ..model.abilities import ActivatedAbility, AdditionalCost, Keyword
from ..model.events import log
from ..model.objects import GameObject
from ..model.state import GameState, IllegalAction
from ..rules import play_locations
from ..rules.costs import DeclaredCost, Cost, EnergyCost, PowerCost, accelerate_pip
from ..rules.discounts import ReducedEnergyCost, discounted_energy, discounted_keyword_costs, discounted_power
from ..rules.layers import compute
from ..effects.keyword_abilities import CanBeEmpowered
from ..effects.resolution import Resolution, deflect_cost
from . import legal_actions



class Payer(Protocol):
    """Uses rune abilities so that the pool holds Energy and Power (one letter per pip) for a cost's
    purpose (the automatic rune payer of a whole game, 357, 444.2.c)."""

    def can_pay(self, energy: int, power: tuple[str, ...], purpose: str | None) -> bool:
        """Whether the pool and the player's runes can pay that together."""

    def __call__(self, energy: int, power: tuple[str, ...], purpose: str | None) -> None:
        """Fill the pool for that (IllegalAction when the runes can't)."""


def card_cost(state: GameState, obj: GameObject, res: Resolution) -> tuple[int, tuple[str, ...]]:
    """The Energy and Power to pay for the card itself: its base cost ("for [3][R]", 356.1.a), less
    active discounts (356.4), never below 0 (356.6)."""
    energy, power = play_locations.base_cost(state, obj, res.controller)
    return discounted_energy(obj.card, res, energy), tuple(discounted_power(obj.card, res, power))


def additional_costs(state: GameState, obj: GameObject, res: Resolution, pay: bool = True) -> list[Cost]:
    """The additional costs to pay for playing ``obj`` (356.2): a mandatory one must be payable
    (else IllegalAction); an optional one is asked when payable. With ``pay``, one in Energy or
    Power is payable only if the pool can pay it on top of the card's cost (356.7). First come the
    costs other than resources of the alternate cost it is played for ("[Flow] — [1], Discard 1",
    829.1.c.2): part of its cost, so they must be paid like a mandatory one."""
    found: list[Cost] = list(play_locations.alternate_cost_others(state, obj, res.controller)) if pay else []
    if not all(c.can_pay(res) for c in found):
        raise IllegalAction(f"{obj.name}: its cost can't be paid (356.1.a, 829.1.c.2)")
    for ability in obj.card.abilities:
        if not isinstance(ability, AdditionalCost) or (ability.condition is not None
                                                       and not ability.condition.holds(res)):
            continue  # a conditional additional cost exists only while its condition holds (364.3.a)
        # "Optional additional costs you pay cost [1] or [A] less" lowers this component as it is
        # added (356.4.c), so it is payable if its discounted cost is (356.7).
        costs = discounted_keyword_costs(res, None, ability.costs) if ability.optional and pay else ability.costs
        payable = _payable_with_card(state, obj, res, costs) if pay else all(c.can_pay(res) for c in costs)
        if not ability.optional and not payable:
            raise IllegalAction(f"{obj.name}: its additional cost can't be paid (356.2, 356.7)")
        if ability.optional and not (payable and res.confirm(f"{obj.name}: pay the additional cost?")):
            continue
        for declared in costs:
            if isinstance(declared, DeclaredCost):
                declared.declare(res)  # the objects are chosen now, before the cost is determined (356.2.b.1)
        found += costs
        # Known before the cost is determined, so "If you do, reduce my cost" applies (356.2.b.1, 356.4).
        obj.paid_additional = obj.paid_additional or ability.optional
    return found


def _payable_with_card(state: GameState, obj: GameObject, res: Resolution, costs: list[Cost] | tuple[Cost, ...]) -> bool:
    """Whether an additional cost can be paid on top of the card's own cost (356.7: every cost is paid
    in full): its other costs each by itself, its Energy and Power with the card's from the pool or,
    in a whole game, the runes too (``Resolution.can_afford``)."""
    if not all(c.can_pay(res) for c in costs if not isinstance(c, RESOURCE_COSTS)):
        return False
    energy, power = legal_actions.ability_resources(state, obj, res.controller, tuple(costs))
    if not (energy or power):
        return True
    card_energy, card_power = card_cost(state, obj, res)
    return res.can_afford(card_energy + energy, card_power + power)


def accelerate(state: GameState, obj: GameObject, res: Resolution, energy: int, power: tuple[str, ...],
               payer: Payer | None = None) -> bool:
    """[Accelerate]: "As you play me, you may pay [1][C] as an additional cost. If you do, I enter
    ready." (805.1.a). Asked only when the pool (with ``payer``'s runes) can pay it on top of the
    card's ``energy`` and ``power``; paid now."""
    found = [k for k in compute(state).abilities(obj) if isinstance(k, Keyword) and k.name == "Accelerate"]  # a passive's too (813.4)
    if not found:
        return False
    pool = state.player(res.controller).pool
    extra = found[0].cost or (EnergyCost(1), PowerCost((accelerate_pip(obj.card.domains, pool.power),)))
    extra = discounted_keyword_costs(res, "Accelerate", extra)  # an optional additional cost's discounts (356.4.c)
    more_energy = sum(c.amount for c in extra if isinstance(c, EnergyCost))
    more_power = tuple(d for c in extra if isinstance(c, PowerCost) for d in c.domains)
    total = (energy + more_energy, power + more_power)
    if not res.can_afford(*total):
        return False
    if not res.confirm(f"{obj.name}: pay [Accelerate] to enter ready?"):
        return False
    if payer is not None:
        payer(*total, "unit")
    pool.pay(more_energy, more_power, "unit")
    log(state, "accelerate", (obj.oid,), True, f"{obj.name}'s Accelerate is paid", "805.2",
        by=res.controller, source=obj.oid)
    return True


def pay_card(state: GameState, obj: GameObject, res: Resolution, extras: list[Cost], payer: Payer | None,
             repeats: tuple[Cost, ...] = ()) -> bool:
    """Pay for playing ``obj``: its cost is determined now that its additional costs are chosen (356,
    356.2.b.1), the [Deflect] tax of its targets included (a mandatory additional cost, 809.1.d); then
    ``payer`` uses rune abilities for it and for the additional costs in Energy and Power, the
    accepted ``repeats`` included (357,
    444.2.c: a unit whose Might counts runes doesn't change the cost by the runes spent); then the
    pool pays the card's cost. Returns whether [Accelerate] was paid."""
    energy, power = card_cost(state, obj, res)
    power = power + deflect_cost(res)
    more = legal_actions.ability_resources(state, obj, res.controller, (*extras, *repeats))
    ready = accelerate(state, obj, res, energy + more[0], power + more[1], payer)
    if payer is not None:
        payer(energy + more[0], power + more[1], res.paying_for)
    # The additional costs are paid from the pool next: a [Deflect] tax's "any" pip must not take the
    # Power one of them needs (a [Repeat] [R] after a tax of [A], 356.2, 809.1.d).
    state.player(res.controller).pool.pay(energy, power, res.paying_for, keep=more[1])
    return ready


RESOURCE_COSTS = (EnergyCost, PowerCost, ReducedEnergyCost)


def ability_costs(state: GameState, obj: GameObject, res: Resolution, ability: ActivatedAbility) -> tuple[Cost, ...]:
    """An activated ability's costs as they are determined to be paid: an [Empower] ability's ("[Cost]:
    Empower this. Play only if not Empowered.", 827.1.c.1) less the discounts on [Empower] costs that
    apply to ``obj`` (827.1.c.3, 356.4.c)."""
    if isinstance(ability.condition, CanBeEmpowered):
        return discounted_keyword_costs(res, "Empower", ability.costs, optional=False, subject=obj)
    return ability.costs


def payable(state: GameState, obj: GameObject, res: Resolution, costs: tuple[Cost, ...], payer: Payer | None) -> bool:
    """Whether an ability's costs can be paid (402.3, 414.4): each one by itself, its Energy and Power
    by the pool or, with ``payer``, by the pool and the player's runes together."""
    if payer is None:
        return all(c.can_pay(res) for c in costs)
    energy, power = legal_actions.ability_resources(state, obj, res.controller, costs, res)
    return all(c.can_pay(res) for c in costs if not isinstance(c, RESOURCE_COSTS)) and (
        payer.can_pay(energy, power, res.paying_for))


def pay_ability(state: GameState, obj: GameObject, res: Resolution, costs: tuple[Cost, ...],
                payer: Payer | None) -> None:
    """Pay an ability's costs once its targets are chosen: the [Deflect] tax of those targets with its
    Energy and Power, all of which the pool (filled by ``payer``'s runes) must cover together (809.1.c,
    357.1); then the tax and each cost in order. IllegalAction, with nothing paid, when they can't."""
    energy, power = legal_actions.ability_resources(state, obj, res.controller, costs, res)
    tax, pool = deflect_cost(res), state.player(res.controller).pool
    if payer is not None and payer.can_pay(energy, power + tax, res.paying_for):
        payer(energy, power + tax, res.paying_for)
    if not pool.can_pay(energy, power + tax, res.paying_for):
        raise IllegalAction(f"{obj.name}: can't pay its cost and [Deflect] for its targets (402.3, 809.1.c)")
    pool.pay(0, tax, res.paying_for)
    for cost in costs:
        cost.pay(res)
