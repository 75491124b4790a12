"""Lowering of damage (417): dealt, dealt by a unit, exchanged, prevented (437), and Bonus Damage (712)."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.lower import amounts, costs, effects, restrictions, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


@lowers(nodes.Deal)
def deal(cx: LoweringContext, node: nodes.Deal) -> runtime.DealDamage:
    if isinstance(node.amount, nodes.ThatMuch) and node.scale is None:
        # "Pay any amount of [A] to deal that much damage to …" (204.3.b): the amount paid
        return runtime.DealDamage(amount=costs.that_much(cx, node.amount), target=targets.target(cx, node.target))
    if not isinstance(node.amount, int):
        raise cx.error(node, "damage of a computed amount cannot run yet")
    target = node.target
    if isinstance(target, nodes.Partitive) and target.word == "each":  # "to each of up to two units": each gets it all (417)
        target = target.group
    if isinstance(target, nodes.SplitAmong):  # "deal 5 damage split among any number of enemy units here"
        if node.scale is not None:
            raise cx.error(node.scale, "split damage of a counted amount cannot run yet")
        return runtime.SplitDamage(amount=node.amount, target=_split_targets(cx, target))
    return runtime.DealDamage(amount=amounts.scaled(cx, node.amount, node.scale), target=targets.target(cx, target))


@lowers(nodes.DealEqual)
def deal_equal(cx: LoweringContext, node: nodes.DealEqual) -> runtime.DealDamage:
    """"deal damage equal to my Might to an enemy unit here" (417): the Might when it is dealt."""
    return runtime.DealDamage(amount=amounts.equal_to(cx, node.amount), target=targets.target(cx, node.target))


@lowers(nodes.SourceDeals)
def source_deals(cx: LoweringContext, node: nodes.SourceDeals) -> runtime.UnitDeals:
    """"It deals damage equal to its Might to an enemy unit at a battlefield." (417, 417.6: the
    unit is the damage's source)."""
    if node.source.lower() != "it":
        raise cx.error(node, f'"{node.source} deals" cannot run yet')
    dealer = targets.antecedent(cx, node)
    if isinstance(dealer, runtime.It):  # numbered just before lowering (see ``instruction``)
        cx.dealers[cx.links.next_index - 1] = dealer.link
    if isinstance(node.target, nodes.SplitAmong):  # "It deals damage equal to its Might split among …"
        return runtime.SplitDamage(amount=amounts.equal_to(cx, node.amount), target=_split_targets(cx, node.target),
                                   dealer=dealer)
    return runtime.UnitDeals(dealer=dealer, amount=amounts.equal_to(cx, node.amount), target=targets.target(cx, node.target))


@lowers(nodes.SplitDeal)
def split_deal(cx: LoweringContext, node: nodes.SplitDeal) -> runtime.DealAndOthers:
    """"Deal 2 to an enemy unit here and 1 to all other enemy units here" (417): one deal of two
    amounts; "other" leaves out the object the first part names."""
    parts = node.parts.items
    if len(parts) != 2:
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    first, rest = parts
    group = rest.target
    if not (isinstance(group, nodes.Choice) and isinstance(group.quantity, nodes.Every) and group.other):
        raise cx.error(rest.target, f"dealing damage to {cx.words(rest.target)} as well cannot run yet")
    others = targets.target(cx, replace(group, other=None))
    if not isinstance(others, (runtime.All, runtime.AllThere)):  # "… and 1 to each other enemy unit there"
        raise cx.error(rest.target, f"dealing damage to {cx.words(rest.target)} as well cannot run yet")
    return runtime.DealAndOthers(amount=first.amount, target=targets.target(cx, first.target),
                                 others_amount=rest.amount, others=others)


@lowers(nodes.DealAs)
def deal_as(cx: LoweringContext, node: nodes.DealAs) -> runtime.DealDamage:
    """"Discard 1. Deal its Energy cost as damage to a unit at a battlefield." (417, 206): the printed
    Energy cost of the card the instruction before acted on."""
    amount = node.amount
    if not (isinstance(amount, nodes.CostOf) and amount.owner.lower() == "its" and (amount.kind or "").lower() == "energy"):
        raise cx.error(amount, f"damage of {cx.words(amount)} cannot run yet")
    link = cx.links.last_action
    if link is None or cx.links.actions.get(link) not in ("discard", "kill", "banish", "recycle", "burn"):
        raise cx.error(amount, f'"its" in {cx.words(amount)} must name a card an instruction before moved')
    return runtime.DealDamage(amount=runtime.EnergyCostOf(of=runtime.AffectedBy(link=link)),
                              target=targets.target(cx, node.target))


def _split_targets(cx: LoweringContext, split: nodes.SplitAmong) -> runtime.Choose:
    """"split among any number of enemy units here", "split among enemy units at battlefields": targets
    (355.14.a), as many as the damage allows (355.14.c, ``SplitDamage.target_limit``), maybe none."""
    group = split.targets
    if not (isinstance(group, nodes.Choice) and isinstance(group.quantity, (nodes.AnyNumber, type(None)))
            and getattr(group.noun, "word", "") == "units"):
        raise cx.error(group, f"splitting damage among {cx.words(group)} cannot run yet")
    ref = targets.target(cx, replace(group, quantity=None))
    selector = ref.selector if isinstance(ref, (runtime.All, runtime.Choose)) else None
    if selector is None:
        raise cx.error(group, f"splitting damage among {cx.words(group)} cannot run yet")
    return runtime.Choose(selector=selector, count=runtime.ANY_NUMBER, up_to=True)


@lowers(nodes.ForEachFirst)
def for_each_killed(cx: LoweringContext, node: nodes.ForEachFirst) -> runtime.CreateDelayedTrigger | runtime.ForEachObject:
    """"Then for each unit this kills, do this: Gain 1 XP." (387.1.a): one reflexive trigger for each
    unit this spell's damage kills. Units dealt lethal damage by a spell die in the cleanup after it
    resolves (323.5), so each death in that cleanup of a unit the damage was dealt to triggers it (as
    "If this kills it, …" does, riftbound-origins-faq-056)."""
    counted = node.scale.counted if isinstance(node.scale, nodes.ForEach) else None
    clause = getattr(counted, "clause", None)
    if not isinstance(clause, nodes.KilledBySelf):
        return effects.for_each_object(cx, node)  # "For each friendly unit, you may …"
    if not (isinstance(counted, nodes.Choice) and isinstance(counted.quantity, nodes.Every)
            and getattr(counted.noun, "word", "") == "unit" and isinstance(node.instruction, nodes.DoThis)):
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    targets.check_self_word(cx, clause.subject)
    dealt = [i for i, action in cx.links.actions.items() if action == "damage"]
    if cx.card.type != "Spell" or not dealt:
        raise cx.error(clause, f'"{cx.words(clause)}" must follow damage dealt by this spell')
    effect = effects.separate_effect(cx, node.instruction.instruction)
    return runtime.CreateDelayedTrigger(trigger=runtime.WhenAction(action="kill"), effect=effect,
                                        about=runtime.AffectedBy(link=max(dealt)), window="this cleanup")


@lowers(nodes.DealToEqual)
def deal_to_equal(cx: LoweringContext, node: nodes.DealToEqual) -> runtime.DealMarkedDamage:
    """"deal damage to a unit equal to the damage marked on it" (417, 142.4)."""
    amount = node.amount.amount
    if not (isinstance(amount, nodes.DamageMarked) and isinstance(amount.on, nodes.BackRef)
            and amount.on.word == "it"):
        raise cx.error(node.amount, "this amount of damage cannot run yet")
    return runtime.DealMarkedDamage(target=targets.target(cx, node.target))


@lowers(nodes.MutualDamage)
def mutual_damage(cx: LoweringContext, node: nodes.MutualDamage) -> runtime.MutualDamage:
    """"We deal damage equal to our Mights to each other" (me and the object named before), "They
    deal …" (the two objects just chosen, or the objects of the two instructions before)."""
    words = (node.sources.lower(), " ".join(node.amount.amount.words.lower().split())
             if isinstance(node.amount.amount, nodes.MightOf) else "")
    links = [link for link in cx.antecedents(node) if isinstance(link, int)]
    if not links:
        raise cx.error(node, f'"{node.sources}" has nothing earlier in the effect to refer to')
    last = runtime.It(link=links[-1])
    if words == ("we", "our mights"):
        return runtime.MutualDamage(first=runtime.Self(), second=last)
    if words != ("they", "their mights"):
        raise cx.error(node, "this exchange of damage cannot run yet")
    chose = [cx.links.chosen_count.get(link) for link in links]
    if chose == [2]:  # "Choose two units. They …", "Choose a friendly unit and an enemy unit. They …"
        return runtime.MutualDamage(first=last)
    if chose == [1, 1]:  # "Give a friendly unit … choose an enemy unit. They …"
        return runtime.MutualDamage(first=runtime.It(link=links[0]), second=last)
    raise cx.error(node, '"They" must name two units chosen before')


@lowers(nodes.Prevent)
def prevent(cx: LoweringContext, node: nodes.Prevent) -> runtime.PreventDamage:
    """"Prevent the next 7 damage that would be dealt to it this turn", "Prevent all damage that
    would be dealt to it this turn" (437.1.b): a prevention shield on those units, used up by the
    damage it prevents and gone at the end of the turn. Prevention by kind of source ("all spell
    and ability damage") is not modelled yet."""
    damage = node.damage
    if restrictions.prevents_spell_damage(damage):  # "Prevent all spell and ability damage this turn"
        return restrictions.spell_damage_prevention(cx, damage)
    if not isinstance(damage, nodes.PreventedDamage) or damage.source is not None \
            or not isinstance(damage.dealt, nodes.DealtTo) or damage.damage.lower() != "damage":
        raise cx.error(node, "only preventing the damage dealt to a unit can run yet")
    # The shields are cleared at the end of the turn (interpreter, 437.1.b); a longer one isn't modelled.
    if damage.duration is None or damage.duration.lower() != "this turn":
        raise cx.error(damage, f'prevention lasting "{damage.duration or "until used"}" cannot run yet')
    value = damage.value
    if isinstance(value, nodes.NextAmount) and value.ordinal.lower() == "next":
        amount: int | None = value.amount  # 437.1.b.1.a: a prevent value
    elif isinstance(value, str) and value.lower() == "all":
        amount = None  # 437.1.b.1.b: all of it
    else:
        raise cx.error(damage, "this amount of prevented damage cannot run yet")
    return runtime.PreventDamage(amount=amount, target=targets.target(cx, damage.dealt.target))


@lowers(nodes.BonusDamageStatement)
def bonus_damage_statement(cx: LoweringContext, node: nodes.BonusDamageStatement) -> runtime.BonusDamage:
    """"Your spells and abilities deal 1 Bonus Damage." and a battlefield's "Spells and abilities
    affecting units here each deal 1 Bonus Damage." (only to units here, riftbound-origins-faq-081)."""
    if node.verb.lower() != "deal" or node.scale is not None or not isinstance(node.amount, int):
        raise cx.error(node, "this Bonus Damage cannot run yet")
    subject = node.subject
    if isinstance(subject, nodes.Sources) and subject.owner is not None and subject.owner.lower() == "your":
        return runtime.BonusDamage(amount=node.amount, yours=True)  # "Your spells and abilities"
    if _units_here(cx, subject):
        return runtime.BonusDamage(amount=node.amount, here=True)
    raise cx.error(subject, "Bonus Damage of these sources cannot run yet")


def _units_here(cx: LoweringContext, subject: nodes.Node) -> bool:
    """"Spells and abilities affecting units here each", on a battlefield (its own units)."""
    group = subject.group if isinstance(subject, nodes.Distributed) and subject.word.lower() == "each" else None
    if not (isinstance(group, nodes.SourcesDoing) and isinstance(group.sources, nodes.Sources)
            and group.sources.owner is None and group.verb.lower() == "affecting"):
        return False
    units = group.target
    return (cx.card.type == "Battlefield"
            and isinstance(units, nodes.Choice) and units.quantity is None
            and getattr(units.noun, "word", "") == "units" and isinstance(units.location, nodes.Here)
            and not (units.other or units.state or units.controller or units.qualifier or units.controlled_by
                     or units.might_filter or units.keyword_filter or units.clause))


@lowers(nodes.NextSpellBonusDamage)
def next_spell_bonus_damage(cx: LoweringContext, node: nodes.NextSpellBonusDamage) -> runtime.MakeTrue:
    """"The next spell you play this turn deals 1 Bonus Damage." (391, 712): made true for the turn and
    taken by the next spell its controller plays; each deal action of that spell gets it (713)."""
    source = node.source
    played = getattr(source, "played", None)
    if not (isinstance(source, nodes.NextYouPlay) and source.ordinal.lower() == "next"
            and getattr(source.noun, "word", "") == "spell"
            and isinstance(played, nodes.YouPlay) and (played.duration or "").lower() == "this turn"
            and node.verb.lower() == "deals" and node.scale is None):
        raise cx.error(node, "only \"The next spell you play this turn deals N Bonus Damage\" can run yet")
    return runtime.MakeTrue(ability=runtime.NextSpellBonus(amount=node.amount), once=True)


def with_own_bonus(cx: LoweringContext, effect: nodes.Effect) -> runtime.Effect:
    """A spell's effect whose last sentence grants its own deal actions Bonus Damage ("Deal 2 to a unit at a
    battlefield. This deals 1 Bonus Damage for each card with this name in your trash.", 713): the deal
    instructions with that Bonus Damage, counted as they deal it; without such a sentence, the effect."""
    last = getattr(effect.sentences[-1], "instruction", None) if effect.sentences else None
    if not (isinstance(last, nodes.BonusDamage) and len(effect.sentences) > 1):
        return effects.effect(cx, effect)
    if last.source.lower() != "this":
        raise cx.error(last, f"{cx.words(last)} cannot run yet")
    lowered = effects.effect(cx, replace(effect, sentences=effect.sentences[:-1]))
    if not any(isinstance(i, runtime.DealDamage) for i in lowered.instructions):
        raise cx.error(last, "Bonus Damage for a spell that deals no damage itself cannot run yet")
    bonus = amounts.scaled(cx, last.amount, last.scale)
    return replace(lowered, instructions=tuple(replace(i, bonus=bonus) if isinstance(i, runtime.DealDamage) else i
                                               for i in lowered.instructions))
