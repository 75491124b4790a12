"""Lowering of cards and tokens played by an effect (419.3, 179-187) and of costs chosen as a card is played."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import amounts, conditions, costs, deck, effects, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Zones a card can be played from by an effect → the runtime's zone names.
PLAY_ZONES = {"trash": "trash", "hand": "hand"}


@lowers(nodes.Play)
def play(cx: LoweringContext, node: nodes.Play) -> runtime.PlayCard:
    cx.require_none(node, "as_")
    to = _play_place(cx, node.destination)
    if to == "where_it_was" and not (isinstance(node.card, nodes.BackRef) and node.card.word == "it"):
        raise cx.error(node.destination, "playing a card to the same location as another cannot run yet")
    return runtime.PlayCard(target=_played_card(cx, node), ignore=_ignored_cost(cx, node.cost_waiver),
                            reduce=_reduction(cx, node.cost_waiver), to=to,
                            origin=_own_origin(cx, node), base_cost=_base_cost(cx, node.for_))


def play_for_payment(cx: LoweringContext, payment: nodes.Pay, node: nodes.Play) -> runtime.PlayCard:
    """"you may pay [1][R] to play me from your trash" (Immortal Phoenix), "… pay [R] to play me"
    (Flame Chompers): paying that cost is how the card is played, so it is played for that cost
    (356.1.a replaces its base costs with it; discounts and increases still apply), not paid for
    twice."""
    if node.for_ is not None or node.cost_waiver is not None or not isinstance(payment.cost, nodes.ManaCost):
        raise cx.error(payment, "paying to play a card for a cost of its own cannot run yet")
    return play(cx, replace(node, for_=nodes.PlayForCost(span=payment.span, cost=payment.cost)))


def _base_cost(cx: LoweringContext, node: nodes.Node | None) -> tuple[int, tuple[str, ...]] | None:
    """"for [A]" (356.1.a): the base costs the card is played for."""
    if node is None:
        return None
    if not isinstance(node, nodes.PlayForCost):
        raise cx.error(node, "playing a card for this cost cannot run yet")
    return costs.mana(node.cost)


def _own_origin(cx: LoweringContext, node: nodes.Play) -> str | None:
    """"play me from your trash": the zone this card must still be in when it is played (419.3.c)."""
    if not isinstance(node.card, nodes.SelfRef):
        return None
    origin = node.source.origin if isinstance(node.source, nodes.PlaySource) else None
    if origin is None:
        return None
    zone = PLAY_ZONES.get(origin.zone) if isinstance(origin, nodes.Zone) else None
    if zone is None or origin.owner not in (None, "your"):
        raise cx.error(node.source, "playing a card from there cannot run yet")
    return zone


def _played_card(cx: LoweringContext, node: nodes.Play) -> runtime.ObjectRef:
    """The card played: "me" (this card, wherever the ability works from: "When you discard me,
    you may pay [R] to play me", "play me from your trash"), "it" (a card an earlier instruction
    moved, followed to its new zone, 359.3.e.14.c), "a unit from your trash" (a card in a public
    zone is a target, 355.10.a) or "a unit from hand" (the hand is private: picked on resolution,
    not targeted, 355.10.a; the player may decline since the text names a card type, 128.6)."""
    card = node.card
    if isinstance(card, nodes.SelfRef):
        targets.check_self_word(cx, card)
        if cx.card.type not in ("Unit", "Gear") and not (cx.card.type == "Spell" and _own_origin(cx, node) == "trash"):
            # A spell plays itself "from your trash" (Death from Below): it must be there by then, so
            # only once it has resolved (a reflexive "do this:", 387.1); still on the chain, it can't be
            # played (419.3.c).
            raise cx.error(card, f"a {cx.card.type} playing itself cannot run yet")
        return runtime.Self()
    if isinstance(card, nodes.BackRef) and card.word == "it":
        if node.source is not None:
            raise cx.error(node.source, "playing it from there cannot run yet")
        return targets.antecedent(cx, card)
    looked = _looked_card(cx, node)
    if looked is not None:
        return looked
    if not (isinstance(card, nodes.Choice) and isinstance(card.quantity, nodes.One)):
        raise cx.error(card, "playing these cards cannot run yet")
    origin = node.source.origin if isinstance(node.source, nodes.PlaySource) else None
    if origin is None and isinstance(card.location, nodes.FromZone):
        origin = card.location.zone  # "Play a unit from your hand": the zone is part of the choice
    if origin is None and node.source is None and card.location is None:
        # "you may play an Equipment with Energy cost no more than [2]": by default a card is played
        # from its player's hand (419.1.a)
        origin = nodes.Zone(span=card.span, owner="your", zone="hand")
    zone = PLAY_ZONES.get(origin.zone) if isinstance(origin, nodes.Zone) else None
    if zone is None or origin.owner not in (None, "your"):
        raise cx.error(node.source or card, "playing a card from there cannot run yet")
    if card.location is None and node.source is not None:
        # "a card with [Hidden] from your hand": the zone the text names is where it is chosen from
        card = replace(card, location=nodes.FromZone(span=node.source.span, zone=origin))
    selector = selectors.selector(card)
    if not selector.types and runtime.HasTag(tag="Equipment") in selector.properties:
        selector = replace(selector, types=("gear",))  # Equipment are gear (150.1, 150.4)
    if selector.types not in (("unit",), ("gear",), ("spell",), ()) or selector.location is not None \
            or selector.controller == "enemy":
        raise cx.error(card, "only a unit, gear or spell card can be played by an effect yet")
    where = replace(selector, zone=zone, controller="friendly")  # your own trash or hand (127)
    if zone == "hand":
        return runtime.Pick(selector=where, up_to=True)
    return runtime.Choose(selector=where)


def _looked_card(cx: LoweringContext, node: nodes.Play) -> runtime.Among | None:
    """"Reveal the top 2 cards of your Main Deck. You may play one (of them)": one of the cards the
    effect looked at or revealed, picked as the instruction executes (a deck is a hidden zone: not a
    target, 355.10.a), wherever it is among them; None when the card played is not one of them."""
    card = node.card
    one = (isinstance(card, nodes.OneOfThem) and card.word.lower() == "one") or (
        isinstance(card, nodes.Partitive) and card.word == "one" and isinstance(card.group, nodes.BackRef)
        and card.group.word == "them")
    looks = [index for index, action in cx.links.actions.items() if action in deck.LOOK_ACTIONS]
    if not one or not looks:
        return None
    if node.source is not None:
        raise cx.error(node.source, "playing one of them from there cannot run yet")
    return runtime.Among(link=max(looks))


def _ignored_cost(cx: LoweringContext, waiver: nodes.Node | None) -> str | None:
    """", ignoring its cost" (356.1.b.1) / ", ignoring its Energy cost" (356.1.b.2); "without paying
    its Energy cost" says the same (356.1.b.2)."""
    if not isinstance(waiver, (nodes.IgnoringCost, nodes.WithoutPaying)):
        return None
    kind = (waiver.cost.kind or "").lower()
    if waiver.cost.owner.lower() != "its" or kind not in ("", "energy"):
        raise cx.error(waiver, "ignoring this cost cannot run yet")
    return "energy" if kind == "energy" else "cost"


def _reduction(cx: LoweringContext, waiver: nodes.Node | None) -> int:
    """", reducing its cost by [3]" (356.4): Energy off the card's cost; ", reducing its Energy cost by
    [5]" says the same of its Energy cost by name."""
    if waiver is None or isinstance(waiver, (nodes.IgnoringCost, nodes.WithoutPaying)):
        return 0
    if not isinstance(waiver, nodes.ReducingCost) or (waiver.cost.kind or "energy").lower() != "energy" \
            or waiver.cost.owner.lower() != "its" \
            or not all(symbol.isdigit() for symbol in waiver.amount.symbols):
        raise cx.error(waiver, "this change to the cost of a played card cannot run yet")
    return sum(int(symbol) for symbol in waiver.amount.symbols)


def _play_place(cx: LoweringContext, node: nodes.Node | None) -> str:
    """Where the played permanent enters: base, here, "a battlefield you control", or where its
    player chooses when the text says nothing (355.2.a)."""
    place = node.place if isinstance(node, nodes.PlayDestination) else node
    if place is None:
        return "choose"  # played like a unit from hand: base or a battlefield its player controls (355.2.a)
    if isinstance(place, nodes.Here):
        return "here"
    if isinstance(place, nodes.Zone) and place.zone == "base" and place.owner in (None, "your", "its"):
        return "base"
    if isinstance(place, nodes.Choice) and getattr(place.noun, "word", "") == "battlefield" \
            and isinstance(place.quantity, nodes.One) and place.controlled_by is not None \
            and not (place.other or place.state or place.controller or place.location):
        return "controlled_battlefield"
    if isinstance(place, nodes.Choice) and getattr(place.noun, "word", "") == "battlefield" \
            and isinstance(place.quantity, nodes.AnyOne) and not (place.controlled_by or place.other or place.state
                                                                  or place.controller or place.location):
        return "any_battlefield"  # "its owner plays it to any battlefield" (355.2.b: the effect allows it)
    if isinstance(place, nodes.SamePlace) and getattr(place.noun, "word", "") == "location":
        return "where_it_was"  # "Banish a unit, then its owner plays it to the same location"
    raise cx.error(place, "playing a card to there cannot run yet")


# --- "As you play me, you may <cost> as an additional cost. If you do, <discount>." (356.2.b.1)
def as_you_play(cx: LoweringContext, node: nodes.TriggeredAbility) -> tuple[Any, ...]:
    """Not a triggered ability: while the card is being played, its controller may pay an
    optional additional cost (356.2.b.1), and if they do, its cost is reduced (356.4) or ignored
    (356.1.b.1). Both are decided before the cost is paid, as 356.2.b.1's example (Brazen
    Buccaneer) describes."""
    targets.check_self_word(cx, node.trigger.card)
    sentences = [s.instruction if isinstance(s, nodes.Sentence) else s for s in node.effect.sentences]
    if len(sentences) not in (1, 2):
        raise cx.error(node.effect, "this \"As you play\" text cannot run yet")
    first = sentences[0]
    if not (isinstance(first, nodes.May) and isinstance(first.instruction, nodes.AdditionalCost)
            and first.instruction.purpose is None):
        raise cx.error(first, "only \"you may … as an additional cost\" can run as you play a card yet")
    payment = costs.payment_cost(cx, first.instruction.payment)
    if len(sentences) == 1:
        # "As you play this, you may pay [O] as an additional cost." (Rampage): the cost alone; the
        # card's other text asks "If you paid the additional cost, …" (356.2.b.1, 356.4.f.1).
        return (runtime.AdditionalCost(costs=payment, optional=True),)
    second = sentences[1]
    if isinstance(second, nodes.ReduceCost) and isinstance(second.scale, nodes.ForEach) \
            and isinstance(second.scale.counted, (nodes.EachDoneThisWay, nodes.EachSpentBuff)):
        return (runtime.AdditionalCost(costs=payment, optional=True), _per_declared(cx, second, payment))
    if not (isinstance(second, nodes.Conditional) and isinstance(second.condition, nodes.IfCondition)
            and isinstance(second.condition.test, nodes.YouDid)):
        raise cx.error(second, "only \"If you do, …\" can follow an additional cost yet")
    return (runtime.AdditionalCost(costs=payment, optional=True), _if_paid(cx, second))


def _per_declared(cx: LoweringContext, node: nodes.ReduceCost, payment: tuple[Any, ...]) -> runtime.CostReduction:
    """"Reduce my cost by [Y] for each killed this way" / "by [O] for each buff you spend" after "you
    may kill / spend any number of … as an additional cost": a discount counting the objects declared
    for that cost (356.2.b.1: declared before the cost is determined; 356.4)."""
    counted = node.scale.counted
    declared = [c for c in payment if isinstance(c, runtime.DeclaredCost)]
    action = "killed" if isinstance(declared[0].each if declared else None, runtime.KillCost) else "spent"
    said = counted.action.lower() if isinstance(counted, nodes.EachDoneThisWay) else "spent"
    if len(declared) != 1 or said != action or counted.each.lower() != "each" or node.cost.kind is not None or not _own(node.cost):
        raise cx.error(node, "this discount for what an additional cost acted on cannot run yet")
    energy, power = costs.mana(node.amount)
    return runtime.CostReduction(energy=runtime.DeclaredCount(per=energy) if energy else 0, power=power,
                                 power_times=runtime.DeclaredCount() if power else 1)


def cost_then_discount(cx: LoweringContext, node: nodes.SpellAbility) -> tuple[Any, ...] | None:
    """"You may spend 3 XP as an additional cost to play me. If you do, I cost [3] less." (356.2.b.1,
    356.4): the same as "As you play me, …", printed without it. None for other two-sentence lines."""
    first, second = (s.instruction if isinstance(s, nodes.Sentence) else s for s in node.effect.sentences)
    available = None
    if isinstance(first, nodes.Conditional) and isinstance(first.condition, nodes.IfCondition) \
            and not isinstance(first.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant)) \
            and isinstance(first.instruction, nodes.May):
        # "If you've played a spell this turn, you may pay [P] as an additional cost to play me.": the
        # option exists only while the condition holds (364.3.a), checked as the card is played.
        available, first = conditions.condition(cx, first.condition), first.instruction
    if not (isinstance(first, nodes.May) and isinstance(first.instruction, nodes.AdditionalCost)
            and isinstance(first.instruction.purpose, nodes.ToPlay)
            and isinstance(first.instruction.purpose.target, nodes.SelfRef)
            and isinstance(second, nodes.Conditional) and isinstance(second.condition, nodes.IfCondition)
            and isinstance(second.condition.test, nodes.YouDid)):
        return None
    targets.check_self_word(cx, first.instruction.purpose.target)
    payment = costs.payment_cost(cx, first.instruction.payment)
    then = second.instruction
    if isinstance(then, nodes.Enters):
        # "If you do, I enter ready." (369.3): how the card enters when the cost was paid (356.2.b.1).
        enters = cx.lower(then)
        if enters.subject is not None or enters.condition is not None:
            raise cx.error(then, "only \"If you do, I enter ready\" can follow an additional cost yet")
        paid: Any = replace(enters, condition=runtime.PaidAdditionalCost())
    elif _counts_paid_object(then):
        payment, paid = _per_paid_object(cx, then, payment)
    else:
        paid = _if_paid(cx, second)
    return (runtime.AdditionalCost(costs=payment, optional=True, condition=available), paid)


def _counts_paid_object(node: nodes.Node) -> bool:
    """Whether "If you do, …" is "I cost [1] less for each Energy it costs …": sized by the object that
    paid the additional cost."""
    return isinstance(node, nodes.CostChange) and isinstance(node.scale, nodes.ForEach) \
        and isinstance(node.scale.counted, nodes.EachCostUnit)


# The parts of a cost "for each Energy / Power it costs" counts (206).
COST_PARTS = {"energy": "energy", "power": "power"}


def _per_paid_object(cx: LoweringContext, node: nodes.CostChange,
                     payment: tuple[Any, ...]) -> tuple[tuple[Any, ...], runtime.CostReduction]:
    """"You may kill a friendly unit as an additional cost to play me. If you do, I cost [1] less for
    each Energy it costs and [Y] less for each Power it costs." (Atakhan): the unit is declared with
    the cost, before the cost is determined (356.2.b.1), so the discount (356.4) reads its printed
    cost (206); it is killed as the costs are paid (357.2). The payment made a declared one, and the
    discount."""
    if not (len(payment) == 1 and isinstance(payment[0], runtime.KillCost) and isinstance(node.subject, nodes.SelfRef)
            and node.direction == "less" and node.condition is None and node.purpose is None and node.minimum is None):
        raise cx.error(node, "this discount sized by what paid an additional cost cannot run yet")
    targets.check_self_word(cx, node.subject)
    energy, power = 0, ()
    power_times: Any = 1
    for amount, direction, scale in ((node.amount, node.direction, node.scale),) + (
            ((node.second.amount, node.second.direction, node.second.scale),) if node.second is not None else ()):
        counted = scale.counted
        part = COST_PARTS.get(counted.kind.lower()) if isinstance(counted, nodes.EachCostUnit) else None
        each_energy, each_power = costs.mana(amount)
        if part is None or direction != "less" or counted.ref != "it" or counted.each.lower() != "each" \
                or counted.verb != "costs" or bool(each_energy) == bool(each_power) or each_energy > 1:
            raise cx.error(scale, "this discount sized by what paid an additional cost cannot run yet")
        size = runtime.DeclaredCostSize(part=part)
        if each_energy:
            energy = size
        else:
            power, power_times = each_power, size
    declared = (runtime.DeclaredCost(each=payment[0], any_number=False),)
    return declared, runtime.CostReduction(energy=energy, power=power, power_times=power_times,
                                           condition=runtime.PaidAdditionalCost())


def _if_paid(cx: LoweringContext, node: nodes.Conditional) -> Any:
    """What "If you do, …" after an optional additional cost gives when it was paid (356.2.b.1,
    356.4.f.1: paid means chosen to be paid, whatever discounts took off it): a discount on the card
    ("reduce my cost by [2]", 356.4) or, on a permanent, an effect ("If you do, draw 1.", Clockwork
    Keeper in 356.4.f.1's example). The card is played once its costs are paid (357), so the effect
    happens as a play effect: a "When you play me" ability conditioned on the cost paid (383.4.a),
    like "When you play me, if you paid the additional cost, …"."""
    then = node.instruction
    if _is_discount(then) or cx.card.type not in ("Unit", "Gear"):
        return runtime.CostReduction(energy=_discount(cx, then), condition=runtime.PaidAdditionalCost())
    trigger = runtime.WhenPlayed()
    with cx.scoped(current_trigger=trigger, event_subject=False):
        effect = effects.effect(cx, nodes.Effect(span=then.span, sentences=(nodes.Sentence(span=then.span,
                                                                                           instruction=then),)))
    return runtime.TriggeredAbility(trigger=trigger, effect=effect, condition=runtime.PaidAdditionalCost())


def _is_discount(node: nodes.Node) -> bool:
    """Whether "If you do, …" changes or ignores the card's cost (``_discount`` says if it can run)."""
    return isinstance(node, (nodes.ReduceCost, nodes.CostChange, nodes.IgnoreCost))


def _own(cost: nodes.Node) -> bool:
    """"my cost", "this spell's cost": the cost of the card being played, not another's."""
    return isinstance(cost, nodes.CostRef) and cost.owner.lower() in ("my", "this spell's")


def _discount(cx: LoweringContext, node: nodes.Node) -> int:
    """"reduce my cost by [2]" (356.4), "ignore this spell's cost" (356.1.b.1: a card without Power
    in its cost then costs nothing, so the discount is its whole Energy cost)."""
    if isinstance(node, nodes.ReduceCost) and node.scale is None and node.cost.kind is None and _own(node.cost) \
            and all(symbol.isdigit() for symbol in node.amount.symbols):
        return sum(int(symbol) for symbol in node.amount.symbols)
    if isinstance(node, nodes.CostChange) and isinstance(node.subject, nodes.SelfRef) and node.direction == "less" \
            and node.condition is None and node.scale is None and node.purpose is None and node.minimum is None \
            and node.second is None and all(symbol.isdigit() for symbol in node.amount.symbols):
        targets.check_self_word(cx, node.subject)  # "If you do, I cost [3] less."
        return sum(int(symbol) for symbol in node.amount.symbols)
    if isinstance(node, nodes.IgnoreCost) and isinstance(node.cost, nodes.CostRef) and node.cost.kind is None \
            and _own(node.cost) \
            and not cx.card.power:
        return cx.card.energy or 0
    raise cx.error(node, "only an Energy discount can follow an additional cost as you play a card yet")


# --- "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2.
# Otherwise, draw 1." (356.2.b.1): the cost is paid as the spell is played; "If you do" asks
# whether it was (its condition is PaidAdditionalCost).
def spell_with_additional_cost(cx: LoweringContext, node: nodes.SpellAbility) -> tuple[Any, ...] | None:
    """The additional cost and the spell's effect, when the effect starts with "As an additional
    cost to play this, …" followed by more sentences; None otherwise."""
    sentences = node.effect.sentences
    first = sentences[0].instruction if sentences and isinstance(sentences[0], nodes.Sentence) else None
    if len(sentences) < 2 or not isinstance(first, nodes.AdditionalCostFirst):
        return None
    targets.check_self_word(cx, first.card)
    cost = runtime.AdditionalCost(costs=costs.payment_cost(cx, first.instruction), optional=first.may is not None)
    with cx.scoped(you_did_means_paid=True):
        effect = effects.effect(cx, replace(node.effect, sentences=tuple(sentences[1:])))
    return (cost, runtime.SpellAbility(effect=effect))


@lowers(nodes.PlayToken)
def play_token(cx: LoweringContext, node: nodes.PlayToken) -> runtime.PlayToken:
    """"Play a ready 3 [M] Sprite unit token with [Temporary] here", "Play a Gold gear token
    exhausted" (179-187): the token's card defines it; what the text specifies is added (187);
    "for each …" multiplies how many."""
    token = node.token
    kind = "Unit" if token.noun.startswith("unit") else "Gear" if token.noun.startswith("gear") else None
    if kind is None:
        raise cx.error(token, f'"{token.noun}" tokens cannot be played yet')
    count = selectors.count_value(token.quantity.count) if isinstance(token.quantity, nodes.Exactly) else 1
    keywords = (runtime.Keyword(token.keyword.keyword.name, token.keyword.keyword.value),) if token.keyword else ()
    states = (token.state, token.after_state)
    place = _token_place(cx, node.destination)
    if place == "choose" and kind == "Gear":
        place = "base"  # a gear is played to its controller's base (149.2)
    return runtime.PlayToken(name=token.name, might=token.might.amount if token.might else None,
                             count=amounts.scaled(cx, count, node.scale),
                             ready="ready" in states, keywords=keywords, to=place,
                             kind=kind, exhausted="exhausted" in states,
                             tags=(token.origin.name,) if isinstance(token.origin, nodes.TokenOrigin) else ())  # "from Bilgewater" (187.10)


def _token_place(cx: LoweringContext, node: nodes.Node | None) -> str:
    if isinstance(node, nodes.PlayDestination):
        node = node.place
    if isinstance(node, nodes.At) and node.preposition.lower() in ("in", "into", "at"):
        node = node.place  # "in your base", "into your base", "at your base"
    if isinstance(node, nodes.IntoZone):
        node = node.zone  # "Play three 1 [M] Recruit unit tokens into your base"
    if node is None:
        return "choose"  # no location stated: played like a unit, where its controller chooses (355.2.a)
    if isinstance(node, nodes.Here):
        return "here"
    if isinstance(node, nodes.There) and cx.current_trigger is not None and cx.current_trigger.names_location() \
            and cx.there is None and cx.links.chosen_battlefield is None:
        return "there"  # "When I move from a location, play … there": where the move started (359.3.f.3)
    if isinstance(node, nodes.Zone) and node.zone == "base" and node.owner in (None, "your"):
        return "base"
    raise cx.error(node, f"tokens cannot be played {cx.words(node)} yet")


# --- "… play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here."
# (Ava Achiever's errata, origins-faq-068), "You may play one. … If the played card is a unit, you
# may play it here." (Rek'Sai, Swarm Queen): the later sentence is not an instruction of its own; it
# says where the card the earlier sentence plays enters when that card is a unit (355.2.b: an effect
# may name the location; with "you may", here is one more choice beside the usual ones, 355.2.a). A
# gear is played to base (149.2), a spell goes on the chain (419.3).
def where_unit_played(steps: list[nodes.Node], index: int) -> int | None:
    """The index of the later sentence that says where the card ``steps[index]`` plays enters if
    it's a unit (up to the next sentence that plays a card), or None."""
    if not _plays(steps[index]):
        return None
    for later in range(index + 1, len(steps)):
        if sets_where_unit_played(steps[index], steps[later]):
            return later
        if _plays(steps[later]):
            return None
    return None


def _plays(step: nodes.Node) -> bool:
    """Whether a sentence plays a card (a step that is not a node of its own plays none)."""
    return isinstance(step, nodes.Node) and any(isinstance(inner, nodes.Play) for inner in step.walk())


def sets_where_unit_played(first: nodes.Node, second: nodes.Node) -> bool:
    """Whether ``second`` is "If it's a unit, (you may) play it here." after a sentence that plays a card."""
    then = second.instruction if isinstance(second, nodes.Conditional) else None
    if isinstance(then, nodes.May):
        then = then.instruction
    return isinstance(second, nodes.Conditional) and isinstance(second.condition, nodes.IfCondition) \
        and isinstance(second.condition.test, (nodes.IsA, nodes.CardIsA)) and isinstance(then, nodes.PlayHere) \
        and _plays(first)


def played_here_if_unit(cx: LoweringContext, first: nodes.Node, second: nodes.Conditional) -> Any:
    """The first sentence lowered with its play's destination "here if it's a unit" ("unit_here"),
    or "here too if it's a unit" ("unit_may_here")."""
    test, then = second.condition.test, second.instruction
    optional = isinstance(then, nodes.May)
    if isinstance(then, nodes.May):
        then = then.instruction
    assert isinstance(then, nodes.PlayHere)
    if not (_is_unit_test(test) and isinstance(then.card, nodes.BackRef) and then.card.word == "it"
            and isinstance(then.place, nodes.Here)):
        raise cx.error(second, "changing where an earlier card is played cannot run yet")
    lowered = effects.instruction(cx, first)
    changed = _unit_here(lowered, "unit_may_here" if optional else "unit_here")
    if changed is lowered:
        raise cx.error(second, "changing where an earlier card is played cannot run yet")
    return changed


def _is_unit_test(test: nodes.Node) -> bool:
    """"it's a unit", "the played card is a unit": about the card just played."""
    if isinstance(test, nodes.IsA):
        subject = " ".join(test.subject.lower().replace("\u2019", "'").split())
        return subject in ("it's", "it is") and getattr(test.noun, "word", "") == "unit"
    return isinstance(test, nodes.CardIsA) and test.action == "played" and getattr(test.card, "word", "") == "card" \
        and test.article == "a" and getattr(test.noun, "word", "") == "unit"


def _unit_here(value: Any, to: str) -> Any:
    """``value`` with its PlayCard that plays where its player chooses set to ``to``."""
    if isinstance(value, runtime.PlayCard):
        return replace(value, to=to) if value.to == "choose" else value
    if isinstance(value, tuple):
        items = tuple(_unit_here(item, to) for item in value)
        return items if any(a is not b for a, b in zip(items, value)) else value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: new for f in dataclasses.fields(value) if f.init
                   and (new := _unit_here(getattr(value, f.name), to)) is not getattr(value, f.name)}
        return replace(value, **changes) if changes else value
    return value


@lowers(nodes.AfterEvent)
def recycle_after_playing(cx: LoweringContext, node: nodes.AfterEvent) -> runtime.RecyclePlayed:
    """"… play a spell from your trash …. Recycle that spell after you play it." (Fizz, Trickster's
    printed text; its errata says "Then recycle it."): the spell the instruction before played is
    recycled as it leaves the chain, once it has resolved (vendetta-faq-001)."""
    recycle, event = node.instruction, node.event
    if not (isinstance(recycle, nodes.Recycle) and isinstance(event, nodes.PlayEvent)
            and isinstance(event.card, nodes.BackRef) and event.card.word == "it"):
        raise cx.error(node, "doing this after a card is played cannot run yet")
    cx.require_none(event, "source")
    target = recycle.target
    if isinstance(target, nodes.ThatRef) and (target.controller is not None
                                              or getattr(target.noun, "word", "") != "spell"):
        raise cx.error(target, "recycling this after it is played cannot run yet")
    link = cx.antecedent(target)
    if not (isinstance(link, int) and link == cx.antecedent(event.card) and cx.links.actions.get(link) == "play"):
        raise cx.error(node, "recycling a card after it is played cannot run yet, unless this effect played it")
    return runtime.RecyclePlayed(target=targets.antecedent(cx, target))
