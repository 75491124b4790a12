"""[Repeat] (820): "You may pay [Cost] as an additional cost as you play this. If you do, execute
the instructions of this chain item one additional time during resolution" (820.1.d).

``Game.play`` asks whether to pay each Repeat cost of a spell (820.1.c.2: each is paid or not on
its own, once, 820.1.c.3) before choosing targets; the spell's effect becomes its instructions
followed by one more copy of them per paid Repeat (820.1.d.1, 820.3). The copies' targets are
chosen with the others, at the usual time, and may differ (820.2, 820.2.a). Each copy's links
point into its own copy: the numbers of its instructions are shifted by the size of the effect.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from .actions import log
from .effects import Effect

if TYPE_CHECKING:  # pragma: no cover
    from .abilities import CardDef
    from .costs import Cost
    from .effects import Resolution

#: Fields that hold the reading-order number of an earlier instruction (a link) or several.
LINK_FIELDS = ("link",)
LINK_TUPLE_FIELDS = ("excluding",)


def repeat_costs(card: CardDef) -> tuple[tuple[Cost, ...], ...]:
    """The cost of each [Repeat] of the card (820.1.c), in printed order."""
    return tuple(k.cost for k in card.keywords() if k.name == "Repeat")


def offer_repeats(card: CardDef, res: Resolution, energy: int, power: tuple[str, ...]) -> list[tuple[Cost, ...]]:
    """Ask about each Repeat the controller can pay on top of the card's own ``energy`` and
    ``power`` and the Repeats accepted before (an optional additional cost, 820.1, 356.2.b.1); the
    costs of those accepted, to be paid with the card's other costs."""
    from .costs import EnergyCost, PowerCost  # costs imports actions only; kept local to stay small

    pool = res.state.player(res.controller).pool
    accepted: list[tuple[Cost, ...]] = []
    for costs in repeat_costs(card):
        more_energy = energy + sum(c.amount for c in costs if isinstance(c, EnergyCost))
        more_power = power + tuple(d for c in costs if isinstance(c, PowerCost) for d in c.domains)
        others = [c for c in costs if not isinstance(c, (EnergyCost, PowerCost))]
        if not costs or not pool.can_pay(more_energy, more_power, res.paying_for) \
                or not all(c.can_pay(res) for c in others):
            continue
        if res.confirm(f"{card.name}: pay its [Repeat] cost?"):
            accepted.append(costs)
            energy, power = more_energy, more_power
    return accepted


def prepare(card: CardDef, spell: Effect | None, res: Resolution, energy: int,
            paying: bool) -> tuple[Effect | None, list[tuple[Cost, ...]]]:
    """For ``Game.play``: ask about the spell's Repeats as it is played (before its targets, so the
    repeated instructions' targets are chosen with the others, 820.2), on top of its own cost when
    it is paid for; the effect to put on the chain and the Repeat costs to pay."""
    if spell is None:
        return None, []
    repeats = offer_repeats(card, res, energy if paying else 0, card.power if paying else ())
    return (repeated(spell, len(repeats)) if repeats else spell), repeats


def pay_with(res: Resolution, card: CardDef, extras: list[Cost], repeats: list[tuple[Cost, ...]]) -> None:
    """Pay the card's other additional costs (356.2), then the accepted Repeat costs, and log the
    Repeats (820.1.d)."""
    for cost in [*extras, *(c for costs in repeats for c in costs)]:
        cost.pay(res)
    if repeats:
        times = len(repeats)
        log(res.state, "repeat", (), True, f"{card.name}'s [Repeat] is paid{f' {times} times' if times > 1 else ''}",
            "820.1.d", by=res.controller, source=res.source, amount=times)


def repeated(effect: Effect, times: int) -> Effect:
    """``effect`` followed by ``times`` more copies of its instructions, each copy's links shifted so
    they refer to instructions of the same copy (820.1.d.1)."""
    size = effect.size()
    instructions = list(effect.instructions)
    for copy in range(1, times + 1):
        instructions += [_shift(i, copy * size) for i in effect.instructions]
    return Effect(tuple(instructions))


def joined(effects: tuple[Effect, ...]) -> Effect:
    """The effects one after another as one effect, each one's links moved past the instructions of
    those before it (a spell's lines of instructions are one set, executed in order, 135.2.b.1)."""
    instructions: list[Any] = []
    offset = 0
    for effect in effects:
        instructions += [_shift(i, offset) for i in effect.instructions]
        offset += effect.size()
    return Effect(tuple(instructions))


def _shift(value: Any, offset: int) -> Any:
    """A copy of registry data with every link moved by ``offset``."""
    if isinstance(value, Effect):
        return Effect(tuple(_shift(i, offset) for i in value.instructions))
    if isinstance(value, tuple):
        return tuple(_shift(v, offset) for v in value)
    if not is_dataclass(value) or isinstance(value, type):
        return value
    changes = {}
    own = value.nested() if hasattr(value, "nested") else ()
    for f in fields(value):
        item = getattr(value, f.name)
        if isinstance(item, Effect) and hasattr(value, "nested") and not any(item is e for e in own):
            continue  # an ability of its own (a delayed trigger's effect) is numbered from 0
        if f.name in LINK_FIELDS and isinstance(item, int):
            changes[f.name] = item + offset
        elif f.name in LINK_TUPLE_FIELDS and isinstance(item, tuple):
            changes[f.name] = tuple(i + offset for i in item)
        elif is_dataclass(item) or isinstance(item, tuple):
            changes[f.name] = _shift(item, offset)
    return replace(value, **changes) if changes else value
