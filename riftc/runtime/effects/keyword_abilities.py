"""Keywords that are short for abilities: "[Empower] [3]" (827.1.c.1) and "[Equip] [1][G]"
(818.1.c.2) for activated abilities, "[Hunt]" (823.1.c.1), "[Vision]" (817.1.b) and "[Quick-Draw]"
(819.1.d), "[Weaponmaster]" (821.1.c) for triggered ones, and "[Repeat]" (820) for an optional
additional cost of a spell.

The registry keeps such a keyword as a ``Keyword`` with its cost (whether an object has [Empower] is
a characteristic others can check, 827.4); ``activated_abilities`` spells out the ability it stands
for, in the order of the object's abilities, so ``Game.activate(obj, n)`` counts both kinds.

[Weaponmaster] (821): "When you play me, you may [Equip] one of your Equipment to me for [A] less,
even if it's already attached." The keyword stands for a play effect (821.1.c) that is always optional
(riftbound-spiritforged-faq-030): it chooses an Equipment you control as it goes on the chain, and on
resolution pays that card's Equip cost reduced by one [A] (821.1.c.2-3; a cost without [A] is paid in
full) to attach it to the unit, leaving any unit it was attached to (434.1.f). The Equip ability is
not activated (821.1.c.6). Without an Equip cost, or if the cost can't be paid, nothing happens and
the Equipment stays where it is (821.1.c.4-5).

[Repeat] (820): "You may pay [Cost] as an additional cost as you play this. If you do, execute
the instructions of this chain item one additional time during resolution" (820.1.d).

``Game.play`` asks whether to pay each Repeat cost of a spell (820.1.c.2: each is paid or not on
its own, once, 820.1.c.3) before choosing targets; the spell's effect becomes its instructions
followed by one more copy of them per paid Repeat (820.1.d.1, 820.3). The copies' targets are
chosen with the others, at the usual time, and may differ (820.2, 820.2.a). Each copy's links
point into its own copy: the numbers of its instructions are shifted by the size of the effect
(``resolution.repeated``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import Ability, ActivatedAbility, Keyword, TriggeredAbility
from ..model.choices import Choose
from ..model.choosers import FirstLegalChooser, IllegalChoice
from ..model.conditions import Condition
from ..model.events import Outcome, log
from ..model.selectors import HasTag, Selector
from ..model.targets import ChosenTarget, ObjectRef, Scope, Self
from ..model.triggers import AnyTrigger, WhenAction, WhenPlayed
from ..rules import attachments
from ..rules.actions import negate
from ..rules.costs import Cost, EnergyCost, PowerCost
from ..rules.discounts import discounted_keyword_costs
from ..rules.layers import View, compute
from ..rules.static_effects import EMPOWERED_THREE_TIMES
from .instructions import Empower, for_each_object
from .lasting import Attach
from .player_instructions import GainXp, Predict
from .resolution import Effect, Instruction, Resolution, repeated

if TYPE_CHECKING:  # pragma: no cover
    from ..model.abilities import CardDef


@dataclass(frozen=True)
class CanBeEmpowered(Condition):
    """"Use only if not Empowered" (827.1.c.1), except for an object that may be empowered several
    times, whose Empower can always be activated (vendetta-faq-016; it does nothing at the limit)."""

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        if me is None:
            return False
        view = scope.view
        return not me.empowered or (isinstance(view, View) and view.has_permission(me, EMPOWERED_THREE_TIMES))


#: [Equip]'s choice: "a unit you control", a target (818.1.b.1, 818.1.c.2).
EQUIP_TARGET = Choose(Selector(types=("unit",), controller="yours"))
#: That choice as its own cost reads it: "reduced by the Might of the unit you choose" (818.1.c.4).
EQUIP_CHOICE = ChosenTarget(link=0, field="unit")


def keyword_ability(keyword: Keyword) -> ActivatedAbility | None:
    """The activated ability a keyword with a cost stands for, or None for other keywords."""
    if keyword.name == "Empower" and keyword.cost:
        return ActivatedAbility(costs=keyword.cost, effect=Effect((Empower(target=Self()),)),
                                condition=CanBeEmpowered(), timing=keyword.timing)
    if keyword.name == "Equip" and keyword.cost:
        return ActivatedAbility(costs=keyword.cost, effect=Effect((Attach(unit=EQUIP_TARGET),)),
                                timing=keyword.timing)
    return None


def keyword_trigger(keyword: Keyword) -> TriggeredAbility | None:
    """The triggered ability a keyword stands for: [Hunt X] is "When I conquer or hold, my controller
    gains X XP" (823.1.c.1; X presumed 1, 823.1.c.2); [Vision] "When this is played, predict"
    (817.1.b); [Quick-Draw] "When you play this, attach it to a unit you control" (819.1.d);
    [Weaponmaster] is an optional play effect that equips one of your Equipment to the unit for [A]
    less (821.1.c, ``weaponmaster_trigger``)."""
    if keyword.name == "Hunt":
        return TriggeredAbility(trigger=AnyTrigger((WhenAction("conquer"), WhenAction("hold"))),
                                effect=Effect((GainXp(keyword.value or 1),)))
    if keyword.name == "Vision":
        return TriggeredAbility(trigger=WhenPlayed(), effect=Effect((Predict(1),)))
    if keyword.name == "Quick-Draw":
        return TriggeredAbility(trigger=WhenPlayed(), effect=Effect((Attach(unit=EQUIP_TARGET),)))
    if keyword.name == "Weaponmaster":  # 821.1.c
        return weaponmaster_trigger()
    return None


def triggered_abilities(abilities: list[Ability]) -> list[TriggeredAbility]:
    """Every triggered ability of an object, keyword ones spelled out, in printed order."""
    return [ability for ability, _ in triggered_instances([(ability, ()) for ability in abilities])]


def activated_abilities(abilities: list[Ability]) -> list[ActivatedAbility]:
    """Every activated ability of an object, keyword ones spelled out, in printed order."""
    found: list[ActivatedAbility] = []
    for ability in abilities:
        if isinstance(ability, ActivatedAbility):
            found.append(ability)
        elif isinstance(ability, Keyword):
            spelled = keyword_ability(ability)
            if spelled is not None:
                found.append(spelled)
    return found


Instance = tuple[object, ...]


#: Keywords whose instances make one triggered ability between them: a second [Quick-Draw] does
#: not trigger separately (819.2), and several [Hunt] trigger once for the sum of their values (823.2).
ONE_TRIGGER_KEYWORDS = ("Quick-Draw", "Hunt")


def triggered_instances(instances: list[tuple[Ability, Instance]]) -> list[tuple[TriggeredAbility, Instance]]:
    """``triggered_abilities`` with each ability's instance key (``View.instances``); a keyword's
    spelled-out ability is an instance of that keyword (of its first instance, for ONE_TRIGGER_KEYWORDS)."""
    combined = _combined_keywords([ability for ability, _ in instances if isinstance(ability, Keyword)])
    found: list[tuple[TriggeredAbility, Instance]] = []
    for ability, key in instances:
        if isinstance(ability, TriggeredAbility):
            found.append((ability, key))
            continue
        if not isinstance(ability, Keyword):
            continue
        if ability.name in ONE_TRIGGER_KEYWORDS:
            ability = combined.pop(ability.name, None)  # spelled out at its first instance only
        spelled = keyword_trigger(ability) if ability is not None else None
        if spelled is not None:
            found.append((spelled, key))
    return found


def _combined_keywords(keywords: list[Keyword]) -> dict[str, Keyword]:
    """For each of ONE_TRIGGER_KEYWORDS the object has, the one keyword standing for all its
    instances: Hunt with the summed value (a Hunt printed without one counts 1, 823.1.c.2)."""
    combined: dict[str, Keyword] = {}
    for keyword in keywords:
        if keyword.name == "Hunt":
            before = combined["Hunt"].value if "Hunt" in combined else 0
            combined["Hunt"] = Keyword("Hunt", (before or 0) + (keyword.value or 1))
        elif keyword.name in ONE_TRIGGER_KEYWORDS:
            combined.setdefault(keyword.name, keyword)
    return combined


def activated_instances(instances: list[tuple[Ability, Instance]]) -> list[tuple[ActivatedAbility, Instance]]:
    """``activated_abilities`` with each ability's instance key (``View.instances``)."""
    found: list[tuple[ActivatedAbility, Instance]] = []
    for ability, key in instances:
        if isinstance(ability, ActivatedAbility):
            found.append((ability, key))
        elif isinstance(ability, Keyword):
            spelled = keyword_ability(ability)
            if spelled is not None:
                found.append((spelled, key))
    return found


# -- [Weaponmaster] (821) ---------------------------------------------------------------------------
#: "one of your Equipment": a gear you control with the Equipment tag (821.1.b).
YOUR_EQUIPMENT = Choose(Selector(types=("gear",), controller="yours", properties=(HasTag("Equipment"),)))


@dataclass(frozen=True)
class WeaponmasterEquip(Instruction):
    """Pay the chosen Equipment's Equip cost less [A] and attach it to the source (821.1.c)."""

    gear: ObjectRef
    action = "attach"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "gear", lambda oid: _equip(ctx, oid))


def weaponmaster_trigger() -> TriggeredAbility:
    """The play effect [Weaponmaster] stands for (821.1.c), optional (riftbound-spiritforged-faq-030)."""
    return TriggeredAbility(trigger=WhenPlayed(), effect=Effect((WeaponmasterEquip(gear=YOUR_EQUIPMENT),)),
                            optional=True)


def _equip(ctx: Resolution, oid: int) -> Outcome:
    state, me = ctx.state, ctx.source_object()
    gear = state.get(oid)
    if gear is None or me is None or not me.on_board:
        return negate(state, "attach", oid, "can't be attached: the unit is gone", "821.1.c.5", by=ctx.controller,
                      source=ctx.source)
    # Its rules text counts even while attached (821.1.c: "no longer Inactive").
    equip = [k for k in (gear.copy_of or gear.card).abilities if isinstance(k, Keyword) and k.name == "Equip"]
    if not equip or not equip[0].cost:
        return negate(state, "attach", oid, "has no Equip cost to pay", "821.1.c.4", by=ctx.controller,
                      source=ctx.source)
    costs = _less_any(equip[0].cost)
    if not all(c.can_pay(ctx) for c in costs):
        return negate(state, "attach", oid, "stays: its Equip cost can't be paid", "821.1.c.5", by=ctx.controller,
                      source=ctx.source)
    for cost in costs:
        cost.pay(ctx)
    return attachments.attach(state, oid, me.oid, by=ctx.controller, source=ctx.source, chooser=ctx.chooser)


def _less_any(costs: tuple[Cost, ...]) -> tuple[Cost, ...]:
    """The cost reduced by one [A] (821.1.c.3: unchanged without one)."""
    found, reduced = False, []
    for cost in costs:
        if not found and isinstance(cost, PowerCost) and "A" in cost.domains:
            domains = list(cost.domains)
            domains.remove("A")
            found = True
            if domains:
                reduced.append(PowerCost(tuple(domains)))
            continue
        reduced.append(cost)
    return tuple(reduced)


# -- [Repeat] (820) --------------------------------------------------------------------------------
def repeat_costs(card: CardDef, res: Resolution | None = None) -> tuple[tuple[Cost, ...], ...]:
    """The cost of each [Repeat] of the card (820.1.c), in printed order; played (``res``, whose source
    is the card), each [Repeat] it has where it is played from, a passive's too ("Your spells have
    [Repeat] [2][P]", 813.4: the layers reach it there)."""
    obj = res.state.objects.get(res.source) if res is not None and res.source is not None else None
    keywords = card.keywords() if obj is None or obj.card is not card else \
        [a for a in compute(res.state).abilities(obj) if isinstance(a, Keyword)]
    return tuple(k.cost for k in keywords if k.name == "Repeat")


@dataclass(frozen=True)
class NextSpellRepeat:
    """"Give the next spell you play this turn [Repeat] equal to its cost." (Temporal Portal; "your next
    spell this turn … equal to its base cost", The Academy): made true for the turn (``MakeTrue(once=
    True)``), the next spell its controller plays has one more [Repeat] whose cost is that spell's
    printed cost (206.1, riftbound-spiritforged-faq-029: not what it costs after discounts); used up
    when that spell is played (``pay_with_repeats``), paid or not."""


def _granted_repeats(card: CardDef, res: Resolution) -> tuple[tuple[Cost, ...], ...]:
    """The [Repeat] costs a waiting ``NextSpellRepeat`` of the player gives this spell."""
    if (card.type or "").lower() != "spell" or not any(_waiting_repeat(res)):
        return ()
    printed: tuple[Cost, ...] = ((EnergyCost(card.energy),) if card.energy else ()) \
        + ((PowerCost(tuple(card.power)),) if card.power else ())
    return (printed,) if printed else ()


def _waiting_repeat(res: Resolution) -> list[object]:
    return [e for e in getattr(res.state, "lasting", ()) if isinstance(e.ability, NextSpellRepeat)
            and e.controller == res.controller]


def offer_repeats(card: CardDef, res: Resolution, energy: int, power: tuple[str, ...],
                  spell: Effect | None = None) -> list[tuple[Cost, ...]]:
    """Ask about each Repeat the controller can pay (with the pool, or the runes too in a whole game:
    ``Resolution.can_afford``) on top of the card's own ``energy`` and ``power`` and the Repeats
    accepted before (an optional additional cost, 820.1, 356.2.b.1); the costs of those accepted, to
    be paid with the card's other costs. With ``spell``, a Repeat after which its copies could not
    all make their choices is not offered (355.16: "Choose one you haven't already chosen" with too
    few modes left)."""
    accepted: list[tuple[Cost, ...]] = []
    for costs in repeat_costs(card, res) + _granted_repeats(card, res):
        costs = discounted_keyword_costs(res, "Repeat", costs)  # "friendly [Repeat] costs cost [1] less" (356.4.c)
        more_energy = energy + sum(c.amount for c in costs if isinstance(c, EnergyCost))
        more_power = power + tuple(d for c in costs if isinstance(c, PowerCost) for d in c.domains)
        others = [c for c in costs if not isinstance(c, (EnergyCost, PowerCost))]
        if not costs or not res.can_afford(more_energy, more_power) or not all(c.can_pay(res) for c in others):
            continue
        if spell is not None and not _choosable(spell, res, len(accepted) + 1):
            continue
        if res.confirm(f"{card.name}: pay its [Repeat] cost?"):
            accepted.append(costs)
            energy, power = more_energy, more_power
    return accepted


def prepare_repeats(card: CardDef, spell: Effect | None, res: Resolution, energy: int,
            paying: bool) -> tuple[Effect | None, list[tuple[Cost, ...]]]:
    """For ``Game.play``: ask about the spell's Repeats as it is played (before its targets, so the
    repeated instructions' targets are chosen with the others, 820.2), on top of its own cost when
    it is paid for; the effect to put on the chain and the Repeat costs to pay."""
    if spell is None:
        return None, []
    repeats = offer_repeats(card, res, energy if paying else 0, card.power if paying else (), spell)
    return (repeated(spell, len(repeats)) if repeats else spell), repeats


def _choosable(spell: Effect, res: Resolution, times: int) -> bool:
    """Whether ``spell`` repeated ``times`` more could make all its choices now (a probe with the first
    legal choices, undone: the modes it picks are not recorded)."""
    probe = Resolution(res.state, source=res.source, controller=res.controller, chooser=FirstLegalChooser())
    probe.hidden_at, probe.paying_for = res.hidden_at, res.paying_for
    chosen = set(res.state.modes_chosen)
    try:
        return probe.choose_targets(repeated(spell, times))
    except IllegalChoice:
        return False
    finally:
        res.state.modes_chosen = chosen


def pay_with_repeats(res: Resolution, card: CardDef, extras: list[Cost], repeats: list[tuple[Cost, ...]]) -> None:
    """Pay the card's other additional costs (356.2), then the accepted Repeat costs, and log the
    Repeats (820.1.d)."""
    for cost in [*extras, *(c for costs in repeats for c in costs)]:
        cost.pay(res)
    waiting = _waiting_repeat(res) if (card.type or "").lower() == "spell" else []
    if waiting:  # this spell was the next one: the granted [Repeat] is used up
        res.state.lasting[:] = [e for e in res.state.lasting if e is not waiting[0]]
    if repeats:
        times = len(repeats)
        log(res.state, "repeat", (), True, f"{card.name}'s [Repeat] is paid{f' {times} times' if times > 1 else ''}",
            "820.1.d", by=res.controller, source=res.source, amount=times)
