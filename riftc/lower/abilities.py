"""Lowering of a card's abilities: keyword, triggered, activated, spell and dependent ones (727), and the card."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from riftc import nodes, runtime
from riftc.check import references
from riftc.lower import (conditions, costs, damage, discounts, effects, permissions, play, players, replacements, rule_changes,
                         statics, triggers)
from riftc.lower.context import Links, LoweringContext, LoweringError
from riftc.sources import CardSource
from riftc.lower.dispatch import lowers


# Lines that explain and have no effect: reminder-only lines (rule 135.2.d) and the lines of a card
# that marks XP (rule 729.1.a: XP may be tracked with a card, such as the XP Tracker token).
EXPLANATORY_LINES: tuple[type[nodes.Node], ...] = (
    nodes.ReminderLine, nodes.TracksXp, nodes.BonusesByKeyword, nodes.XpSpendingNote,
)


# Dependent keywords (727) → the condition they are short for: [Legion] "if you have played another
# card this turn" (812.1.b.1), [Empowered] "while I have the Empowered status" (828.1.b.1).
DEPENDENT_CONDITIONS = {"Legion": runtime.PlayedThisTurn(), "Empowered": runtime.Is(prop=runtime.Empowered())}


# Whether a card has these keywords is a characteristic others can check (812.3): keep a marker.
MARKED_KEYWORDS = ("Legion",)


def lower_card(card: CardSource, text: nodes.Start | None, effect_text: nodes.Start | None) -> runtime.CardDef:
    """The runtime definition of a card whose texts parsed and checked cleanly.

    Equipment effect text (rule 136) becomes ``effect_abilities``, which the runtime appends to the
    abilities of the unit the card is attached to (136.2.c); "I"/"me" there is that unit.
    """
    text, effect_text = own_domain_power(card, text), own_domain_power(card, effect_text)
    abilities = text_abilities(LoweringContext(card, references=references.resolve(text)), text) if text else ()
    effect = text_abilities(LoweringContext(card, in_effect_text=True, references=references.resolve(effect_text)),
                            effect_text) if effect_text else ()
    return runtime.CardDef(
        id=card.id, name=card.name, type=card.type or "", supertype=card.supertype,
        tags=card.tags, domains=card.domains, energy=card.energy, power=card.power or (),
        might=card.might, abilities=abilities, might_bonus=card.might_bonus or None,
        effect_abilities=effect,
    )


def own_domain_power(card: CardSource, text: nodes.Start | None) -> nodes.Start | None:
    """The text with each [C] read as one Power of the card's Domain (135.2.e.6): that domain's symbol,
    [A] on a card with no Domain (135.2.e.6.b). On a card of several Domains it is any Power of them
    (135.2.e.6.c), which no cost can say yet: refused."""
    if text is None or not any(isinstance(n, nodes.ManaCost) and "C" in n.symbols for n in text.walk()):
        return text
    letters = tuple(runtime.DOMAIN_LETTER[domain] for domain in card.domains if domain in runtime.DOMAIN_LETTER)
    if len(letters) > 1:
        found = next(n for n in text.walk() if isinstance(n, nodes.ManaCost) and "C" in n.symbols)
        raise LoweringError(found.span, "[C] on a card of several domains (any Power of those domains, 135.2.e.6.c) "
                                        "cannot be paid yet")
    return _with_power(text, letters[0] if letters else "A")


def _with_power(node: Any, letter: str) -> Any:
    """``node`` with the [C] of its mana costs replaced by ``letter`` (a new node where one changed)."""
    if isinstance(node, tuple):
        items = tuple(_with_power(item, letter) for item in node)
        return node if all(a is b for a, b in zip(items, node)) else items
    if isinstance(node, nodes.ManaCost):
        return replace(node, symbols=tuple(letter if s == "C" else s for s in node.symbols)) if "C" in node.symbols else node
    if not isinstance(node, nodes.Node):
        return node
    changes = {f.name: _with_power(getattr(node, f.name), letter) for f in fields(node) if f.name != "span"}
    changed = {name: value for name, value in changes.items() if value is not getattr(node, name)}
    return replace(node, **changed) if changed else node


def text_abilities(cx: LoweringContext, start: nodes.Start) -> tuple[Any, ...]:
    """Every ability of the text; reminder-only lines (rule 135.2.d) and the lines of an XP tracker
    (rule 729.1.a) have no effect. A line may
    stand for several runtime abilities ("I have +1 [M] and [Ganking]" is two layer effects)."""
    found: list[Any] = []
    restrictions: list[Any] = []
    for line in start.lines:
        if isinstance(line, EXPLANATORY_LINES):
            continue
        cx.links = Links()  # each ability's effect numbers its instructions from 0 (links are per effect)
        if isinstance(line, nodes.StaticAbility) and isinstance(line.statement, nodes.OwnUseRestriction):
            restrictions.append(_own_use_condition(cx, line.statement))
            continue
        lowered = cx.lower(line)
        found += lowered if isinstance(lowered, tuple) else [lowered]
    if restrictions:
        found = _restricted_uses(cx, start, found, restrictions)
    return _one_spell_ability(found) if cx.card.type == "Spell" else tuple(found)


def _own_use_condition(cx: LoweringContext, node: nodes.OwnUseRestriction) -> Any:
    """"Use my abilities only while I'm at a battlefield." (377.2.b): when the card's activated
    abilities may be used."""
    if node.owner.lower() != "my" or not isinstance(node.limit, nodes.WhileCondition):
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    return conditions.condition(cx, node.limit)


def _restricted_uses(cx: LoweringContext, start: nodes.Start, found: list[Any], restrictions: list[Any]) -> list[Any]:
    """The card's activated abilities, each usable only while the restrictions hold as well (377.2.b)."""
    if any(isinstance(a, runtime.Keyword) and runtime.keyword_ability(a) is not None for a in found):
        raise cx.error(start, "a restriction on using this card's abilities with a keyword's ability cannot run yet")
    return [with_condition(cx, a, _all_of(tuple(restrictions)), start) if isinstance(a, runtime.ActivatedAbility) else a
            for a in found]


def _one_spell_ability(found: list[Any]) -> tuple[Any, ...]:
    """A spell's lines of instructions ("Deal 3 to a unit." twice on Falling Star) are one set of
    instructions, executed top to bottom (135.2.b.1): one SpellAbility where the first line was."""
    spells = [ability for ability in found if isinstance(ability, runtime.SpellAbility)]
    if len(spells) < 2:
        return tuple(found)
    merged = runtime.SpellAbility(effect=runtime.joined(tuple(spell.effect for spell in spells)))
    first = found.index(spells[0])
    rest = [ability for ability in found if not isinstance(ability, runtime.SpellAbility)]
    return tuple(rest[:first] + [merged] + rest[first:])


@lowers(nodes.KeywordAbility)
def keyword_ability(cx: LoweringContext, node: nodes.KeywordAbility) -> runtime.Keyword | tuple[runtime.Keyword, ...]:
    if node.cost is not None and not isinstance(node.cost.costs, nodes.Costs):
        # "[Empower] — [1] or [O]", "[Repeat] — [1] / [A] / [1][A]": one instance per cost (costs.py)
        return tuple(runtime.Keyword(name=node.keyword.name, value=node.keyword.value, cost=option)
                     for option in costs.keyword_cost_options(cx, node.keyword.name, node.cost.costs))
    cost = _keyword_cost(cx, node)
    return runtime.Keyword(name=node.keyword.name, value=node.keyword.value, cost=cost)


def _keyword_cost(cx: LoweringContext, node: nodes.KeywordAbility | nodes.BareKeywordAbility) -> tuple[Any, ...]:
    if node.cost is not None and not isinstance(node.cost.costs, nodes.Costs):
        raise cx.error(node.cost, "a choice between keyword costs cannot be paid yet")
    return costs.costs(cx, node.cost.costs) if node.cost is not None else ()


@lowers(nodes.BareKeywordAbility)
def bare_keyword_ability(cx: LoweringContext, node: nodes.BareKeywordAbility) -> runtime.Keyword:
    """"Ganking (I can move …)", "Equip [O] (…)": a keyword printed without brackets is the same
    keyword (its reminder explains it, 135.2.c.2)."""
    cost = _keyword_cost(cx, node)
    name, _, value = node.name.partition(" ")
    if value and not value.isdigit():
        raise cx.error(node, f'the keyword "{node.name}" cannot run yet')
    return runtime.Keyword(name=name, value=int(value) if value else None, cost=cost)


@lowers(nodes.KeywordListAbility)
def keyword_list_ability(cx: LoweringContext, node: nodes.KeywordListAbility) -> tuple[runtime.Keyword, ...]:
    """"[Assault 2], [Shield 2]": each keyword is an ability of its own (135.2.c)."""
    return tuple(runtime.Keyword(k.name, k.value) for k in node.keywords.keywords)


@lowers(nodes.TriggeredAbility)
def triggered_ability(cx: LoweringContext, node: nodes.TriggeredAbility) -> Any:
    if isinstance(node.trigger, nodes.AsYouPlay):
        return play.as_you_play(cx, node)  # costs and discounts as the card is played
    if isinstance(node.trigger, (nodes.AsRevealed, nodes.AsLookedAt)):
        return replacements.as_seen(cx, node)  # a replacement of the reveal or look (370.1.b.1)
    trigger_node, per_turn, while_condition = _unwrapped_trigger(cx, node.trigger)
    trigger = cx.lower(trigger_node)
    # "When a player plays a spell, they may …" on a battlefield: that player's ability (190.6.c).
    acting = players.acting_player_effect(cx.card.type, getattr(trigger_node, "event", None), node.effect)
    # The trigger is what "at that battlefield" after "When you conquer" reads; "it" before any
    # instruction names the object the event was about (383.2.c).
    with cx.scoped(current_trigger=trigger, event_subject=triggers.has_subject(trigger),
                   acting_player=acting is not None):
        effect, condition = _leading_condition(cx, acting or node.effect)
        if while_condition is not None:
            condition = while_condition if condition is None else runtime.AllOf(conditions=(while_condition, condition))
        lowered = effects.effect(cx, effect)
        return runtime.TriggeredAbility(trigger=trigger, effect=lowered, condition=condition,
                                        per_turn=per_turn, event_player_controls=acting is not None,
                                        zone=_working_zone(lowered))


def _working_zone(effect: Any) -> str:
    """Where a triggered ability works: from the trash when it plays this very card from there
    ("When you kill a unit with a spell, you may pay [1][R] to play me from your trash": the card
    describes its own context, 366.1, and triggers while in the trash, 383.2.c.1), else the board."""
    for _, instruction in effect.walk():
        if isinstance(instruction, runtime.PlayCard) and instruction.origin == "trash" \
                and isinstance(instruction.target, runtime.Self):
            return "trash"
        if isinstance(instruction, runtime.ReturnToHand) and instruction.from_trash:
            return "trash"  # "… to return this from your trash to your hand" (385.2)
    return "board"


def _unwrapped_trigger(cx: LoweringContext, trigger_node: nodes.Node) -> tuple[nodes.Node, int | None, Any]:
    """The trigger event of a trigger condition, how often it may trigger each turn, and the
    condition it is checked with, if any."""
    per_turn, while_condition = None, None
    if isinstance(trigger_node, nodes.ConditionedPhaseTrigger):
        # "If you control fewer runes than an opponent at the start of your Beginning Phase, …":
        # a phase trigger whose condition is checked when that point of the turn comes (383.2.a.1).
        while_condition = conditions.condition(cx, trigger_node.condition)
        trigger_node = nodes.PhaseTrigger(span=trigger_node.at.span, point=trigger_node.at.point)
    if isinstance(trigger_node, nodes.OnceEachTurn):
        # "Once each turn, when …" (383.3.e): performed at most once each turn.
        if trigger_node.period.lower() != "each turn":
            raise cx.error(trigger_node, f'"once {trigger_node.period}" cannot run yet')
        trigger_node, per_turn = trigger_node.trigger, 1
    if isinstance(trigger_node, nodes.ConditionedTrigger):
        # "While you control this battlefield, when you play a spell, …": the ability exists only while
        # the condition holds (364.3.a), so it triggers only then.
        while_condition = conditions.condition(cx, trigger_node.condition)
        trigger_node = trigger_node.event
    if isinstance(trigger_node, nodes.TriggerWhile):
        # "When an enemy unit dies while I'm at a battlefield": the "while" is part of the trigger
        # condition (383.2.a), checked when the event happens.
        while_condition = conditions.condition(cx, trigger_node.condition)
        trigger_node = trigger_node.event
    return trigger_node, per_turn, while_condition


def _leading_condition(cx: LoweringContext, effect: nodes.Effect) -> tuple[nodes.Effect, Any]:
    """"When you play me, if you control two gear, ready me", "…, if you control 7 or more runes,
    choose an enemy gear. If it's …": the "if" right after the trigger is part of the trigger
    condition (383.2.a.1), for the whole ability. The effect without it, and that condition (or None)."""
    first = references.leading_condition(effect)  # the check stage reads the same "if" as part of the trigger
    if first is None:
        return effect, None
    condition = conditions.condition(cx, first.condition)
    rest = (replace(effect.sentences[0], instruction=first.instruction),) + tuple(effect.sentences[1:])
    return replace(effect, sentences=rest), condition


@lowers(nodes.DependentAbility)
def dependent_ability(cx: LoweringContext, node: nodes.DependentAbility) -> tuple[Any, ...]:
    """"[Legion] — …", "[Empowered][>] …", "[Deathknell] — …" (727): the ability, active only
    while the keyword's condition holds (727.1.b); nested keywords all must hold (727.1.b.3)."""
    return _dependent(cx, node, ())


def _dependent(cx: LoweringContext, node: nodes.DependentAbility, outer: tuple[Any, ...]) -> tuple[Any, ...]:
    name = node.keyword.name
    body = node.ability
    if name == "Deathknell":  # a triggered keyword: "When I die, [effect]" (808.1.c)
        if not isinstance(body, nodes.SpellAbility):
            raise cx.error(body, "[Deathknell] is followed by an effect")
        trigger = runtime.WhenAction(action="kill")
        with cx.scoped(current_trigger=trigger):  # "Recycle me" is the card that died (deck.recycle)
            effect = effects.effect(cx, body.effect)
        ability = runtime.TriggeredAbility(trigger=trigger, effect=effect, condition=_all_of(outer), keyword=name)
        return (runtime.Keyword(name), ability)  # 808.3: having Deathknell can be checked
    if name in ("Action", "Reaction") and isinstance(body, nodes.KeywordAbility):
        return _timed_keyword(cx, node, body, outer)
    if name in ("Action", "Reaction"):  # a permissive keyword on an activated ability (135.2.e.7.a)
        if not isinstance(body, nodes.ActivatedAbility):
            raise cx.error(body, f"[{name}][>] before something other than an activated ability cannot run yet")
        return (replace(cx.lower(body), timing=name, condition=_all_of(outer)),)
    condition = DEPENDENT_CONDITIONS.get(name)
    if name == "Level" and node.keyword.value is not None:  # "while you have N or more XP" (824.1.b.1)
        condition = runtime.HasXp(n=node.keyword.value)
    if condition is None:
        raise cx.error(node.keyword, f"the dependent keyword [{name}] cannot run yet")
    required = outer + (condition,)
    if isinstance(body, nodes.DependentAbility):
        return _dependent(cx, body, required)
    lowered = cx.lower(body)
    items = lowered if isinstance(lowered, tuple) else (lowered,)
    marker = (runtime.Keyword(name),) if name in MARKED_KEYWORDS else ()
    return marker + tuple(with_condition(cx, item, _all_of(required), body) for item in items)


def _timed_keyword(cx: LoweringContext, node: nodes.DependentAbility, body: nodes.KeywordAbility,
                   outer: tuple[Any, ...]) -> tuple[Any, ...]:
    """"[Reaction][>] [Equip] [R]", "[Action][>] [Empower] [2]": the keyword's activated ability (818.1.b,
    827.1.c.1) with that timing (818.1.c.5, 827.1.c.4: text in the ability alters its timing)."""
    lowered = cx.lower(body)
    found = lowered if isinstance(lowered, tuple) else (lowered,)
    if outer or not all(runtime.keyword_ability(k) is not None for k in found):
        raise cx.error(node, f"[{node.keyword.name}][>] before this keyword cannot run yet")
    return tuple(replace(k, timing=node.keyword.name) for k in found)


def with_condition(cx: LoweringContext, ability: Any, condition: Any, node: nodes.Node) -> Any:
    """The ability with ``condition`` added to whatever condition it already has."""
    if not isinstance(ability, (runtime.TriggeredAbility, runtime.StaticAbility, runtime.ActivatedAbility,
                                runtime.CostReduction, runtime.EntersAbility, runtime.Discount,
                                runtime.PlayersCannot, runtime.ChannelLimit, runtime.PlayFrom, runtime.PlayFor,
                                runtime.CantBeCountered, runtime.AdditionalMightLoss, runtime.AnyDamageLethal,
                                runtime.ReplacementAbility)):
        raise cx.error(node, f"{cx.words(node)} as an ability that depends on a keyword cannot run yet")
    if ability.condition is not None:
        condition = runtime.AllOf(conditions=(condition, ability.condition))
    return replace(ability, condition=condition)


def _all_of(required: tuple[Any, ...]) -> Any:
    """None, one condition, or AllOf several (727.1.b.3: every dependent keyword must hold)."""
    if not required:
        return None
    return required[0] if len(required) == 1 else runtime.AllOf(conditions=required)


@lowers(nodes.SpellAbility)
def spell_ability(cx: LoweringContext, node: nodes.SpellAbility) -> Any:
    if cx.card.type == "Spell":
        with_cost = play.spell_with_additional_cost(cx, node)  # 356.2.b.1
        if with_cost is not None:
            return with_cost
    extra = _additional_cost(cx, node)
    if extra is not None:
        return extra
    if statics.leading_cost_change(node):
        return statics.leading_while(cx, node)
    if cx.card.type != "Spell":
        replacement = replacements.static_replacement(cx, node)
        if replacement is not None:
            return replacement
        statement = statics.leading_while(cx, node)
        if statement is not None:
            return statement
        permission = permissions.play_permission(cx, node)  # "You may play me to …" (355.2.b)
        if permission is not None:
            return permission
        change = rule_changes.rule_change(cx, node)  # "Increase the points needed to win …"
        if change is not None:
            return change
        reduction = statics.own_cost_reduction(cx, node)  # "Reduce my cost by [1] for each …"
        if reduction is not None:
            return reduction
        tie = statics.tie_replacement(cx, node)  # "If a combat … ends in a tie, recall ALL units instead."
        if tie is not None:
            return tie
        # On a permanent such a line is a passive ability or a replacement (364, 367), not a spell's effect.
        raise cx.error(node, f"{cx.words(node)} on a {cx.card.type} is a passive ability or a replacement, "
                             "not a spell's effect, and this one cannot run yet")
    return runtime.SpellAbility(effect=damage.with_own_bonus(cx, node.effect))


def _additional_cost(cx: LoweringContext, node: nodes.SpellAbility) -> runtime.AdditionalCost | None:
    """"As an additional cost to play me, kill a friendly unit." / "You may pay [B] as an
    additional cost to play me." (356.2, 356.7): costs of playing, not instructions."""
    sentences = node.effect.sentences
    if len(sentences) == 2:
        return play.cost_then_discount(cx, node)  # "… If you do, I cost [3] less."
    if len(sentences) != 1:
        return None
    inner, optional = getattr(sentences[0], "instruction", None), False
    if isinstance(inner, nodes.May) and isinstance(inner.instruction, nodes.AdditionalCost):
        inner, optional = inner.instruction, True
        if not (isinstance(inner.purpose, nodes.ToPlay) and isinstance(inner.purpose.target, nodes.SelfRef)):
            return None
        payment = inner.payment
    elif isinstance(inner, nodes.AdditionalCostFirst):
        # "As an additional cost to play this, you may discard 1.": optional with "may" (356.2.b.1).
        payment, optional = inner.instruction, inner.may is not None
    else:
        return None
    return runtime.AdditionalCost(costs=costs.payment_cost(cx, payment), optional=optional)


@lowers(nodes.ActivatedAbility)
def activated_ability(cx: LoweringContext, node: nodes.ActivatedAbility) -> runtime.ActivatedAbility:
    timing, required = _timing(cx, node.timing) if node.timing is not None else (None, ())
    per_turn = None
    only = discounts.spend_limit(cx, node.restriction)  # "Spend this Energy only to play spells"
    if node.restriction is not None and not only:
        found, per_turn = _use_restriction(cx, node.restriction)
        required += found
    body, change = discounts.ability_discount(node.effect)  # "This ability costs [1] less for each …"
    effect = effects.effect(cx, body)
    if only:
        effect = discounts.reserved_adds(cx, effect, node.restriction, only)
    paid = costs.costs(cx, node.costs)
    if change is not None:
        paid = discounts.reduced_ability_costs(cx, change, paid)
    return runtime.ActivatedAbility(costs=paid, effect=effect,
                                    condition=_all_of(required), timing=timing, per_turn=per_turn)


def _timing(cx: LoweringContext, node: nodes.TimingKeyword) -> tuple[str | None, tuple[Any, ...]]:
    """"[Reaction] —", "[Reaction], [Legion] —" after the colon: the ability's timing
    (135.2.e.7.a) and the conditions of dependent keywords (727.1.b; [Legion] 812.1.b.1)."""
    keywords = node.keyword.keywords if isinstance(node.keyword, nodes.KeywordList) else (node.keyword,)
    timing, required = None, ()
    for keyword in keywords:
        if keyword.name in ("Action", "Reaction") and timing is None:
            timing = keyword.name
        elif keyword.name == "Legion" and keyword.value is None:
            # The ability is not its card: the card itself played this turn counts (riftbound-origins-faq-088).
            required += (runtime.PlayedThisTurn(other=False),)
        elif keyword.name in DEPENDENT_CONDITIONS and keyword.value is None:
            required += (DEPENDENT_CONDITIONS[keyword.name],)
        else:
            raise cx.error(keyword, f"[{keyword.name}] before an activated ability's effect cannot run yet")
    return timing, required


def _use_restriction(cx: LoweringContext, node: nodes.Node) -> tuple[tuple[Any, ...], int | None]:
    """"Use only if not Empowered", "Use this ability only while I'm at a battlefield" (377.2.b):
    conditions for activating; "Use only once per turn" and "… and only once each turn": a limit
    of uses per turn (377.2.b, counted per instance of the ability, vendetta-faq-010). Limits on
    what the ability is used for, and on what added Energy is spent on (429), do not run yet.
    Returns (conditions, uses per turn or None)."""
    if not isinstance(node, nodes.UseRestriction):
        raise cx.error(node, f"the restriction {cx.words(node)} cannot run yet")
    found: tuple[Any, ...] = ()
    per_turn = None
    for limit in (node.limit, node.also):
        if limit is None:
            continue
        if isinstance(limit, nodes.OncePerTurn):
            per_turn = 1
        elif isinstance(limit, (nodes.IfCondition, nodes.WhileCondition)):
            found += (conditions.condition(cx, limit),)
        else:
            raise cx.error(limit, f"the limit {cx.words(limit)} on using an ability cannot run yet")
    return found, per_turn
