"""Lowering of cost changes (356.3-356.4) and of what added resources may be spent on (429)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import amounts, conditions, grants, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Choice fields a discount's cards may not use (only a kind of card, or a tag, is recognised).
OTHER_FILTERS = ("other", "state", "controller", "qualifier", "controlled_by", "location", "might_filter",
                 "keyword_filter")


# Zones a discount's cards may be played from ("Spells … you play from your trash") → the runtime's zone.
PLAYED_FROM = {"trash": "trash"}


# What added resources may pay for: playing such a card, or activating such an object's abilities (429).
SPEND_KINDS = {"spells": "spell", "units": "unit", "gear": "gear"}


@lowers(nodes.CostChange)
def cost_change(cx: LoweringContext, node: nodes.CostChange) -> runtime.CostReduction | runtime.Discount | runtime.MakeTrue | runtime.KeywordCostDiscount:
    """"I cost [2] less" (356.4), "I cost [1] less for each gear you control": an Energy discount
    on playing this card, computed as its cost is determined."""
    cx.require_none(node, "second")
    if isinstance(node.subject, nodes.NextYouPlay):  # an instruction: "the next spell you play …"
        return grants.next_card_discount(cx, node)  # made true for the rest of the turn
    if isinstance(node.subject, nodes.YourNext) and node.subject.duration is None:
        return _your_next_discount(cx, node, node.subject)  # "your next card costs [2][A][A] less"
    if isinstance(node.subject, nodes.OptionalCosts):
        return _optional_costs_discount(cx, node)  # "Optional additional costs you pay cost [1] or [A] less"
    if isinstance(node.subject, nodes.KeywordCosts):
        return _keyword_costs_discount(cx, node, node.subject)  # "friendly [Repeat] costs cost [1] less"
    if isinstance(node.subject, nodes.FirstPlayed) and isinstance(node.amount, nodes.ManaCost):
        return _first_played_discount(cx, node, node.subject)  # "the first friendly gear played each turn"
    if not isinstance(node.subject, nodes.SelfRef) and isinstance(node.amount, (nodes.ManaCost, nodes.CostOptions)):
        return cards_discount(cx, node)  # "Your spells cost [1][A] less" (356.4.a), "… [1] or [A] less"
    if node.direction != "less" or not isinstance(node.amount, nodes.ManaCost):
        raise cx.error(node, "only \"I cost [N] less\" can run yet")
    targets.check_self_word(cx, node.subject)
    energy = sum(int(x) for x in node.amount.symbols if x.isdigit())
    power = tuple(x for x in node.amount.symbols if not x.isdigit())
    condition = _own_condition(cx, node.condition) if node.condition is not None else None
    if node.purpose is not None:
        where = _not_from_hand(cx, node.purpose)
        condition = where if condition is None else runtime.AllOf(conditions=(condition, where))
    # "I cost [2][G] less for each …": the Power pips come off as many times as it counts (356.4)
    times = amounts.scaled(cx, 1, node.scale) if power and node.scale is not None else 1
    return runtime.CostReduction(energy=amounts.scaled(cx, energy, node.scale) if energy or not power else 0,
                                 condition=condition,
                                 minimum=_energy_floor(cx, node.minimum) if node.minimum is not None else None,
                                 power=power, power_times=times)


def _own_condition(cx: LoweringContext, condition: nodes.Node) -> Any:
    """When the card's own discount applies: "if you choose a Bird, Cat, Dog, or Poro" (what the spell
    chooses as it is played, its targets, known before its cost is determined: 355.5-355.7, 356), or
    any other condition."""
    test = condition.test if isinstance(condition, nodes.IfCondition) else None
    if not isinstance(test, nodes.YouChose):
        return conditions.condition(cx, condition)
    if cx.card.type != "Spell" or not (isinstance(test.target, nodes.Choice) and isinstance(test.target.quantity, nodes.One)):
        raise cx.error(test, f"the condition {cx.words(test)} cannot be checked yet")
    # The chosen object may be anywhere ("a unit … from your trash", 355.10.a), not only on the board.
    return runtime.ChoosesMatching(selector=replace(selectors.selector(test.target), zone="anywhere"))


def _your_next_discount(cx: LoweringContext, node: nodes.CostChange, subject: nodes.YourNext) -> runtime.MakeTrue:
    """"your next card costs [2][A][A] less" (356.4.a): a discount made true and used up by the next such
    card its controller plays; said without "this turn", it waits past the end of the turn."""
    cx.require_none(node, "purpose", "scale", "minimum", "second", "condition")
    word = getattr(subject.noun, "word", "")
    kind = selectors.OBJECT_TYPES.get(word)
    if " ".join(subject.words.lower().split()) != "your next" or node.direction != "less" \
            or (kind is None and word != "card") or not isinstance(node.amount, nodes.ManaCost):
        raise cx.error(node, "discounts on these cards cannot run yet")
    symbols = node.amount.symbols
    discount = runtime.Discount(energy=sum(int(s) for s in symbols if s.isdigit()), types=(kind,) if kind else (),
                                power=tuple(s for s in symbols if not s.isdigit()))
    return runtime.MakeTrue(ability=discount, once=True, until_used=True)


# Keywords whose costs a discount can lower (356.4.c): [Repeat] (820) as it is added to a card's cost,
# [Empower] (827.1.c.3: text that alters the Empower cost counts whenever it is determined).
DISCOUNTED_KEYWORDS = ("Repeat", "Empower")


def _keyword_costs_discount(cx: LoweringContext, node: nodes.CostChange,
                            subject: nodes.KeywordCosts) -> runtime.KeywordCostDiscount:
    """"friendly [Repeat] costs cost [1] less" (356.4.c): a discount on that component of the cost of
    the cards its controller plays, applied to it before any other discount."""
    cx.require_none(node, "purpose", "scale", "minimum", "second", "condition")
    keyword = subject.keyword
    here = keyword.name == "Empower" and _your_units_here(cx, subject.owner)  # a unit's ability cost
    friendly = subject.controller == "friendly" and subject.owner is None
    if keyword.name not in DISCOUNTED_KEYWORDS or keyword.value is not None or not (friendly or here) \
            or subject.noun.lower() != "costs" or node.direction != "less":
        raise cx.error(subject, "discounts on these keyword costs cannot run yet")
    energy, power, either = _discount_amount(cx, node)
    return runtime.KeywordCostDiscount(keyword=keyword.name, energy=energy, power=power, either=either, here=here)


def _your_units_here(cx: LoweringContext, owner: nodes.Node | None) -> bool:
    """Whether a keyword cost's owner is "your units here" (a battlefield's: those its controller
    controls there, 190.6.d)."""
    return isinstance(owner, nodes.Choice) and isinstance(owner.quantity, nodes.Owned) \
        and owner.quantity.owner.lower() == "your" and getattr(owner.noun, "word", "") == "units" \
        and isinstance(owner.location, nodes.Here) and cx.card.type == "Battlefield" \
        and not any(getattr(owner, f) for f in OTHER_FILTERS if f != "location") and owner.clause is None


def _optional_costs_discount(cx: LoweringContext, node: nodes.CostChange) -> runtime.KeywordCostDiscount:
    """"Optional additional costs you pay cost [1] or [A] less." (356.4.c): a discount on each optional
    additional cost its controller pays as they play a card ([Accelerate], [Repeat], "you may … as an
    additional cost", 356.2.b.1; spiritforged-faq-026), applied to that component as it is added;
    never on a mandatory one such as [Deflect]'s (356.2.a.2; spiritforged-faq-027)."""
    cx.require_none(node, "purpose", "scale", "minimum", "second", "condition")
    if node.direction != "less":
        raise cx.error(node, "increases of optional additional costs cannot run yet")
    energy, power, either = _discount_amount(cx, node)
    return runtime.KeywordCostDiscount(optional=True, energy=energy, power=power, either=either)


def _first_played_discount(cx: LoweringContext, node: nodes.CostChange, subject: nodes.FirstPlayed) -> runtime.Discount:
    """"the first friendly non-token gear played each turn costs [1] less" (356.4.a): a discount on that
    kind of card while its controller has played none this turn; a card counts as played once its play
    is finalized (419.4.b), so the card being paid for is not one yet."""
    cx.require_none(node, "purpose", "scale", "minimum", "second", "condition")
    kind = selectors.OBJECT_TYPES.get(getattr(subject.noun, "word", ""))
    qualifier = subject.qualifier
    non_token = isinstance(qualifier, nodes.NonKind) and qualifier.excluded == "token"
    if kind is None or node.direction != "less" or subject.ordinal.lower() != "first" \
            or " ".join(subject.period.lower().split()) != "each turn" or subject.controller != "friendly" \
            or (qualifier is not None and not non_token):
        raise cx.error(subject, "discounts on these cards cannot run yet")
    amount = node.amount
    assert isinstance(amount, nodes.ManaCost)
    none_yet = runtime.Negate(inner=runtime.PlayedKindThisTurn(types=(kind,), non_token=non_token))
    return runtime.Discount(energy=sum(int(s) for s in amount.symbols if s.isdigit()), types=(kind,),
                            power=tuple(s for s in amount.symbols if not s.isdigit()), non_token=non_token,
                            condition=none_yet)


def _not_from_hand(cx: LoweringContext, purpose: nodes.ToPlayFrom) -> runtime.NotFromHand:
    """"… to play from anywhere other than your hand": the discount applies only while the card is
    played from another zone (366.1: a passive ability of a card outside the board says where it
    works)."""
    origin = getattr(purpose.source, "origin", None)
    zone = getattr(origin, "zone", None)
    if not (isinstance(origin, nodes.AnywhereBut) and isinstance(zone, nodes.Zone) and zone.zone == "hand"
            and zone.owner == "your"):
        raise cx.error(purpose, "a discount that applies only when played from there cannot run yet")
    return runtime.NotFromHand()


def _energy_floor(cx: LoweringContext, minimum: nodes.Node) -> int:
    """"to a minimum of [1]": the Energy this discount stops at (356.4.e)."""
    floor = getattr(minimum, "floor", None) or getattr(minimum, "amount", None)  # ", to a minimum" / "to a minimum"
    symbols = getattr(floor, "symbols", None)
    if not symbols or not all(symbol.isdigit() for symbol in symbols):
        raise cx.error(minimum, "only an Energy minimum on a discount can run yet")
    return sum(int(x) for x in symbols)


@lowers(nodes.RepricedKeywordAbility)
def repriced_keyword_ability(cx: LoweringContext, node: nodes.RepricedKeywordAbility) -> runtime.Keyword:
    """"[Empower] [12]. This ability costs [1] less for each rune you control." (206.1): the
    keyword's activated ability (827.1.c.1) with an Energy cost lowered as it is paid; the
    reminder after it restates the keyword (135.2.d.3)."""
    change = node.change
    if node.keyword.name == "Equip" and node.keyword.value is None and isinstance(change, nodes.CostReduced):
        return _equip_reduced_by_choice(cx, node, change)
    if node.keyword.name != "Empower" or node.keyword.value is not None:
        raise cx.error(node.keyword, f"a repriced [{node.keyword.name}] cannot run yet")
    if not (isinstance(change, nodes.CostChange) and isinstance(change.subject, nodes.ThisAbility)
            and change.direction == "less" and change.verb == "costs"):
        raise cx.error(change, "only \"This ability costs [N] less …\" can reprice a keyword yet")
    cx.require_none(change, "purpose", "minimum", "second")
    energy = [s for s in node.cost.symbols if s.isdigit()]
    less = change.amount.symbols if isinstance(change.amount, nodes.ManaCost) else ()
    if not energy or not less or not all(s.isdigit() for s in less):
        raise cx.error(change.amount, "only an Energy discount on an Energy cost can run yet")
    condition = conditions.condition(cx, change.condition) if change.condition is not None else None
    reduced = runtime.ReducedEnergyCost(amount=sum(int(s) for s in energy),
                                        less=amounts.scaled(cx, sum(int(s) for s in less), change.scale),
                                        condition=condition)
    power = tuple(s for s in node.cost.symbols if not s.isdigit())
    return runtime.Keyword(name=node.keyword.name, cost=(reduced,) + (
        (runtime.PowerCost(domains=power),) if power else ()))


def _equip_reduced_by_choice(cx: LoweringContext, node: nodes.RepricedKeywordAbility,
                             change: nodes.CostReduced) -> runtime.Keyword:
    """"[Equip] [3][A]. This ability's Energy cost is reduced by the Might of the unit you choose."
    (818.1.c.4: text in an Equip ability that alters its cost counts as it is paid): the Energy part
    lowered by the Might of the unit chosen to attach to, known by then (402.2-402.3), never below 0
    (356.6)."""
    cx.require_none(change, "minimum")
    cost, amount = change.cost, change.amount
    chosen = getattr(amount, "target", None)
    if not (isinstance(cost, nodes.CostRef) and cost.owner.lower() == "this ability's" and cost.kind == "Energy"
            and isinstance(amount, nodes.MightOfTarget) and amount.word.lower() == "might"
            and isinstance(chosen, nodes.TheOneByYou) and chosen.noun.word.lower() == "unit"
            and isinstance(chosen.clause, nodes.ChosenByYou)):
        raise cx.error(change, "only an [Equip] cost reduced by the Might of the unit it attaches to can run yet")
    energy = sum(int(s) for s in node.cost.symbols if s.isdigit())
    power = tuple(s for s in node.cost.symbols if not s.isdigit())
    reduced = runtime.ReducedEnergyCost(amount=energy, less=runtime.MightOf(of=runtime.EQUIP_CHOICE))
    return runtime.Keyword(name="Equip", cost=(reduced,) + ((runtime.PowerCost(domains=power),) if power else ()))


def ability_discount(node: nodes.Effect) -> tuple[nodes.Effect, nodes.CostChange | None]:
    """An activated ability's effect without a last sentence "This ability costs [1] less for each
    friendly unit with [Temporary]." (206.1: a change to the ability's own cost, not an instruction),
    and that sentence (None when there is none)."""
    last = node.sentences[-1] if node.sentences else None
    change = last.instruction if isinstance(last, nodes.Sentence) else None
    if isinstance(change, nodes.CostChange) and isinstance(change.subject, nodes.ThisAbility) and len(node.sentences) > 1:
        return replace(node, sentences=node.sentences[:-1]), change
    return node, None


def reduced_ability_costs(cx: LoweringContext, change: nodes.CostChange, paid: tuple[Any, ...]) -> tuple[Any, ...]:
    """The ability's costs with its Energy cost lowered by ``change`` as it is paid (206.1, never
    below 0, 356.6): "[4], [E]: … This ability costs [1] less for each friendly unit with [Temporary]."."""
    cx.require_none(change, "purpose", "minimum", "second")
    less = change.amount.symbols if isinstance(change.amount, nodes.ManaCost) else ()
    energy = [cost for cost in paid if isinstance(cost, runtime.EnergyCost)]
    if change.direction != "less" or not less or not all(s.isdigit() for s in less) or len(energy) != 1:
        raise cx.error(change, "only an Energy discount on an ability's Energy cost can run yet")
    condition = conditions.condition(cx, change.condition) if change.condition is not None else None
    reduced = runtime.ReducedEnergyCost(amount=energy[0].amount, condition=condition,
                                        less=amounts.scaled(cx, sum(int(s) for s in less), change.scale))
    return tuple(reduced if cost is energy[0] else cost for cost in paid)


@lowers(nodes.CostReduced)
def cost_reduced(cx: LoweringContext, node: nodes.CostReduced) -> runtime.Discount | runtime.CostReduction:
    """"… Energy costs are reduced by [2], to a minimum of [1]": a ``Discount`` on the cards its
    controller plays (356.4.a, 356.4.b), with its own floor (356.4.e). The condition of a
    "While …" around it is added by the caller."""
    amount = node.amount
    if _own(node.cost):  # "This spell's Energy cost is reduced by the highest Might among units you control."
        return _own_reduction(cx, node)
    symbols = getattr(amount, "symbols", None)
    if not isinstance(amount, nodes.ManaCost) or not symbols or not all(s.isdigit() for s in symbols):
        raise cx.error(amount, "only a reduction by a fixed Energy amount can run yet")
    types, tags = _discounted_cards(cx, node.cost)
    minimum = _energy_floor(cx, node.minimum) if node.minimum is not None else None
    return runtime.Discount(energy=sum(int(s) for s in symbols), types=types, tags=tags, minimum=minimum)


def _own(cost: nodes.Node) -> bool:
    """"This spell's Energy cost", "My Energy cost": the card's own cost, not another's."""
    return isinstance(cost, nodes.CostRef) and cost.owner.lower() in ("this spell's", "my", "this's") \
        and (cost.kind or "energy").lower() == "energy"


def _own_reduction(cx: LoweringContext, node: nodes.CostReduced) -> runtime.CostReduction:
    """"This spell's Energy cost is reduced by the highest Might among units you control." (356.4): the
    card's own discount, an amount computed as its cost is determined; the card's printed cost is what
    other effects read (206)."""
    amount = node.amount
    if not (isinstance(amount, nodes.HighestMight) and amount.word.lower() == "might"
            and isinstance(amount.among, nodes.Choice)):
        raise cx.error(amount, "only a reduction by a fixed Energy amount or the highest Might of some units can run yet")
    minimum = _energy_floor(cx, node.minimum) if node.minimum is not None else None
    return runtime.CostReduction(energy=runtime.HighestMight(selector=selectors.selector(amount.among)), minimum=minimum)


def cards_discount(cx: LoweringContext, node: nodes.CostChange) -> runtime.Discount:
    """"Your spells cost [1][A] less, to a minimum of [1]." (356.4.a): a ``Discount`` on the cards of
    that kind its controller plays; the minimum is an Energy floor for this discount (356.4.e)."""
    cx.require_none(node, "scale", "second", "condition")
    if node.purpose is not None and node.purpose.source is not None:
        raise cx.error(node.purpose, "a discount on cards played from there cannot run yet")
    subject = node.subject  # "… cost [1] more to play": "to play" is what a cost is for (356)
    kind = selectors.OBJECT_TYPES.get(getattr(subject.noun, "word", "")) \
        if isinstance(subject, nodes.Choice) else None
    from_zone = _played_from(subject)  # "Spells with [Flow] you play from your trash"
    chosen = _chosen_by_spell(cx, subject) if kind == "spell" else None  # "Your spells that choose me"
    whose = _whose(subject, from_zone, chosen)
    qualifier = getattr(subject, "qualifier", None)
    non_token = isinstance(qualifier, nodes.NonKind) and qualifier.excluded == "token"  # "your non-token units"
    keywords = _with_keyword(getattr(subject, "keyword_filter", None))
    if kind is None or whose is None or (subject.clause is not None and from_zone is None and chosen is None) \
            or any(getattr(subject, f) for f in OTHER_FILTERS if f not in ("controller", "qualifier", "keyword_filter")) \
            or (qualifier is not None and not non_token) or keywords is None:
        raise cx.error(subject, "discounts on these cards cannot run yet")
    more = node.direction == "more"  # "enemy spells cost [1][A] more": an increase (356.3)
    if more and node.minimum is not None:
        raise cx.error(node.minimum, "a minimum on a cost increase cannot run yet")
    energy, power, either = _discount_amount(cx, node)
    minimum = _energy_floor(cx, node.minimum) if node.minimum is not None else None
    return runtime.Discount(energy=energy, types=(kind,), minimum=minimum, power=power,
                            whose=whose, more=more, non_token=non_token,
                            keywords=keywords, from_zone=from_zone, chosen=chosen, either=either)


def _discount_amount(cx: LoweringContext, node: nodes.CostChange) -> tuple[int, tuple[str, ...], bool]:
    """The Energy and Power pips of "[1][A] less"; for "[1] or [A] less" an Energy and a Power option,
    one of which its player takes (``either``)."""
    amount = node.amount
    if isinstance(amount, nodes.ManaCost):
        return sum(int(s) for s in amount.symbols if s.isdigit()), tuple(s for s in amount.symbols if not s.isdigit()), False
    options = amount.options if isinstance(amount, nodes.CostOptions) else ()
    if len(options) != 2 or node.direction != "less" or not all(s.isdigit() for s in options[0].symbols) \
            or any(s.isdigit() for s in options[1].symbols):
        raise cx.error(amount, "only a discount of [N] or of Power pips can be a choice yet")
    return sum(int(s) for s in options[0].symbols), tuple(options[1].symbols), True


def _whose(subject: nodes.Node, from_zone: str | None, chosen: runtime.ChosenBySpell | None) -> str | None:
    """Whose cards a discount is about: "your spells" / "friendly [Repeat] costs" ("friendly"), "enemy
    spells" ("enemy"), "Each spell that chooses …" (any player's, "any"); None for other words."""
    if not isinstance(subject, nodes.Choice):
        return None
    if (isinstance(subject.quantity, nodes.Owned) and subject.quantity.owner.lower() == "your") \
            or (subject.quantity is None and subject.controller == "friendly") \
            or (subject.quantity is None and subject.controller is None and from_zone is not None):
        return "friendly"
    if (subject.quantity is None and subject.controller == "enemy") \
            or (isinstance(subject.quantity, nodes.Owned) and subject.quantity.owner.lower() in ("opponents'", "opponents’")):
        return "enemy"
    if chosen is not None and isinstance(subject.quantity, nodes.Every) and subject.controller is None:
        return "any"
    return None


def _chosen_by_spell(cx: LoweringContext, subject: nodes.Node) -> runtime.ChosenBySpell | None:
    """"that choose me" (the discount's own permanent as a target, 355.7), "that chooses one or more
    units here that are friendly to it" (a unit at its battlefield controlled by the spell's player);
    None when the cards are not described by what they choose."""
    clause = getattr(subject, "clause", None)
    if not isinstance(clause, (nodes.ThoseChoose, nodes.ThatChooses)):
        return None
    if clause.word.lower() != "that":
        raise cx.error(clause, "a discount on spells that choose these cannot run yet")
    target = clause.target
    if isinstance(target, nodes.SelfRef):
        targets.check_self_word(cx, target)
        return runtime.ChosenBySpell(source=True)
    friendly = isinstance(getattr(target, "clause", None), nodes.ThatAre) and target.clause.word.lower() == "that" \
        and isinstance(target.clause.state, nodes.FriendlyTo) and target.clause.state.controller == "friendly"
    if isinstance(target, nodes.Choice) and getattr(target.noun, "word", "") in ("unit", "units") \
            and isinstance(target.quantity, (nodes.One, nodes.Bounded)) and _one_or_more(target.quantity) \
            and isinstance(target.location, nodes.Here) and (friendly or target.clause is None) \
            and not any(getattr(target, f) for f in OTHER_FILTERS if f != "location"):
        return runtime.ChosenBySpell(here=True, friendly=friendly)
    raise cx.error(clause, "a discount on spells that choose these cannot run yet")


def _one_or_more(quantity: nodes.Node) -> bool:
    """"a unit" or "one or more units": any one chosen is enough."""
    return isinstance(quantity, nodes.One) or (
        isinstance(quantity, nodes.Bounded) and str(quantity.count) in ("one", "1") and quantity.comparative == "more")


def _played_from(subject: nodes.Node) -> str | None:
    """"… you play from your trash": the zone the discounted cards are played from; None otherwise."""
    clause = getattr(subject, "clause", None)
    origin = getattr(getattr(clause, "source", None), "origin", None)
    if isinstance(clause, nodes.YouPlayFrom) and isinstance(origin, nodes.Zone) and origin.owner == "your":
        return PLAYED_FROM.get(origin.zone)
    return None


def _with_keyword(found: nodes.Node | None) -> tuple[str, ...] | None:
    """"with [Flow]": the keywords the discounted cards have (none said: ()); None for another filter."""
    if found is None:
        return ()
    if isinstance(found, nodes.WithKeyword) and found.keyword.value is None:
        return (found.keyword.name,)
    return None


def _discounted_cards(cx: LoweringContext, cost: nodes.Node) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(types, tags) of the cards whose Energy cost is reduced: "Your Dragons' Energy costs"
    (cards with that tag you play) or "the Energy costs for spells you play"."""
    if isinstance(cost, nodes.ObjectsCostRef) and (cost.kind or "").lower() == "energy":
        objects = cost.objects
        if isinstance(objects, nodes.Choice) and isinstance(objects.quantity, nodes.Owned) \
                and objects.quantity.owner.lower() == "your" and isinstance(objects.noun, nodes.Tag) \
                and objects.clause is None and not any(getattr(objects, f) for f in OTHER_FILTERS):
            return (), (selectors.selector(objects).properties[0].tag,)
    if isinstance(cost, nodes.CostsFor) and cost.words.lower().startswith("the energy costs"):
        objects = cost.objects
        kind = selectors.OBJECT_TYPES.get(getattr(objects.noun, "word", "")) \
            if isinstance(objects, nodes.Choice) else None
        if kind is not None and objects.quantity is None and isinstance(objects.clause, nodes.YouPlay) \
                and objects.clause.duration is None and not any(getattr(objects, f) for f in OTHER_FILTERS):
            return (kind,), ()
    raise cx.error(cost, "a reduction of these costs cannot run yet")


def spend_limit(cx: LoweringContext, restriction: nodes.Node | None) -> tuple[str, ...]:
    """"Spend this Energy only to play units or activated abilities of units.", "Use only to play
    spells." (429): the purposes the ability's added resources may pay for, or () for another
    restriction (or none). Spending "only during showdowns" cannot run (showdowns are not
    modelled)."""
    purpose = None
    if isinstance(restriction, nodes.SpendRestriction):
        purpose = restriction.purpose
        if not isinstance(purpose, nodes.UseToPlay):
            raise cx.error(purpose, "this limit on spending added resources cannot run yet")
    elif isinstance(restriction, nodes.UseRestriction) and isinstance(restriction.limit, nodes.UseToPlay) \
            and restriction.also is None:
        purpose = restriction.limit
    if purpose is None:
        return ()
    target = purpose.target
    kind = SPEND_KINDS.get(getattr(getattr(target, "noun", None), "word", "")) \
        if isinstance(target, nodes.Choice) and target.quantity is None else None
    if kind is None or any(getattr(target, f) for f in OTHER_FILTERS + ("clause",)):
        raise cx.error(target, "added resources spent only on these cannot run yet")
    extra = purpose.abilities_of
    if extra is None:
        return (kind,)
    of = extra.target if isinstance(extra, nodes.ActivatedOf) else extra
    of_kind = SPEND_KINDS.get(getattr(getattr(of, "noun", of), "word", ""))
    if of_kind is None:
        raise cx.error(extra, "added resources spent on these abilities cannot run yet")
    return (kind, f"{of_kind} ability")


def reserved_adds(cx: LoweringContext, effect: runtime.Effect, restriction: nodes.Node, only: tuple[str, ...]) -> runtime.Effect:
    """The ability's "[Add] …" instructions with their resources reserved for ``only`` (429)."""
    if not effect.instructions or not all(isinstance(i, runtime.AddResources) for i in effect.instructions):
        raise cx.error(restriction, "a limit on spending for an ability that does more than add cannot run yet")
    return runtime.Effect(instructions=tuple(replace(i, only=only) for i in effect.instructions))


@lowers(nodes.StaticOverride)
def cost_change_override(cx: LoweringContext, node: nodes.StaticOverride) -> tuple[Any, ...]:
    """"Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A] more instead."
    (364.3.a): two passive cost changes of the same cards, the second replacing the first while
    its condition holds; so the first applies only while the condition does not."""
    statement, replacement = node.statement, node.replacement
    again = replacement.instruction if isinstance(replacement, nodes.Instead) else None
    if not (isinstance(statement, nodes.CostChange) and isinstance(again, nodes.CostChange)
            and isinstance(again.subject, nodes.BackRef) and again.subject.word.lower() == "they"
            and again.direction == statement.direction and again.verb == statement.verb):
        raise cx.error(node, "only a cost change replaced by another while a condition holds can run yet")
    first, second = cx.lower(statement), cx.lower(replace(again, subject=statement.subject))
    if not (isinstance(first, runtime.Discount) and isinstance(second, runtime.Discount)) \
            or first.condition is not None or second.condition is not None:
        raise cx.error(node, "only a cost change replaced by another while a condition holds can run yet")
    condition = conditions.condition(cx, node.condition)
    return (replace(first, condition=runtime.Negate(inner=condition)), replace(second, condition=condition))
