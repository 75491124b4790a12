"""Lowering of static abilities: layer effects (477), how a card enters (369.3), "while" passives (364.3.a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import (abilities, amounts, conditions, costs, effects, permissions, restrictions, rule_changes,
                         selectors, targets)
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Statuses a unit may have or not (708, 441.2): "(including me)" after "your units that are [Empowered]"
# names the card while it has the status.
STATUSES = (runtime.Empowered, runtime.Buffed, runtime.Mighty, runtime.Exhausted, runtime.IsReady, runtime.Stunned)

# "for conquering here" → the kind of effects it names
DOING = {"conquering": "conquer", "holding": "hold"}


@lowers(nodes.StaticAbility)
def static_ability(cx: LoweringContext, node: nodes.StaticAbility) -> Any:
    if isinstance(node.statement, nodes.CostChange):  # a cost change, not a layer effect (356.4)
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.Instead) and isinstance(node.statement.instruction, nodes.CostChange):
        # "[Level 6][>] I cost [4][G][G] less instead.": replaces the discounts printed before it.
        discount = cx.lower(node.statement.instruction)
        if not isinstance(discount, runtime.CostReduction):
            raise cx.error(node.statement, "only \"I cost … less instead\" can run yet")
        return replace(discount, instead=True)
    if isinstance(node.statement, nodes.Enters):  # a replacement as it enters (369.3), not a layer effect
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.BonusDamageStatement):  # changes deal actions (712), not a layer
        return cx.lower(node.statement)
    forbidden = getattr(node.statement, "forbidden", None)
    if isinstance(node.statement, nodes.Restriction) and isinstance(forbidden, nodes.BeActedOn) \
            and forbidden.action.lower() == "played" and forbidden.turns is not None:
        return cx.lower(node.statement)  # "I can't be played on your first … turns": read as it is played
    if isinstance(node.statement, nodes.Ignores):  # changes how combat damage is assigned, not a layer
        return cx.lower(node.statement)
    if isinstance(node.statement, (nodes.TriggerAgain, nodes.ExtraKeywordTriggers)):  # how triggers go on the chain
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.DeckAnyNumber):  # a deck-construction permission (103.2.b), nothing in play
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.AnyDamageLethal):  # changes what lethal damage is (142.4), not a layer
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.IgnoresWhilePaying):  # changes what playing costs (809.1.c), not a layer
        return cx.lower(node.statement)
    if rule_changes.is_cant_be_countered(node.statement):  # changes what countering does (425.1), not a layer
        return rule_changes.cant_be_countered(cx, node.statement)
    if isinstance(node.statement, nodes.Restriction) and node.statement.unless is not None:
        # "I can't be chosen by enemy spells and abilities unless I'm in combat": the "can't" holds
        # while the "unless" condition doesn't (054.1, 364.3.a).
        unless = node.statement.unless
        cannot = cx.lower(replace(node.statement, unless=None))
        return runtime.StaticAbility(effect=cannot, condition=runtime.Negate(inner=conditions.condition(cx, unless.test)))
    if isinstance(node.statement, nodes.NoCombatDamage):  # a static ability with its own "unless"
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.CostReduced):  # a discount on cards played (356.4.a)
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.AndEnters):  # a statement and the way I enter (369.3)
        return cx.lower(node.statement)
    if isinstance(node.statement, (nodes.CanBePlayed, nodes.PlayableTo, nodes.PlayOnlyTo, nodes.PlayerRestriction)):  # where units may be played (355.2.b)
        return cx.lower(node.statement)
    if isinstance(node.statement, nodes.Aside):
        permission = permissions.permission_aside(cx, node.statement)
        if permission is not None:
            return permission
        statement = _including_me(cx, node.statement)
        if statement is not None:
            abilities = _statics(cx, statement)
            return abilities[0] if len(abilities) == 1 else abilities
    if isinstance(node.statement, nodes.ConditionedQuoted):
        # 'While you control this battlefield, friendly legends have "[E]: …"': the grant holds while the
        # condition does (364.3.a)
        condition = conditions.condition(cx, node.statement.condition)
        abilities = tuple(replace(a, condition=condition if a.condition is None else runtime.AllOf((a.condition, condition)))
                          for a in _statics(cx, node.statement.statement))
        return abilities[0] if len(abilities) == 1 else abilities
    abilities = _statics(cx, node.statement)
    return abilities[0] if len(abilities) == 1 else abilities


def _including_me(cx: LoweringContext, aside: nodes.Aside) -> nodes.Has | None:
    """"Your Mechs have +1 [M] (including me).": the note only says that the card is among the
    objects the statement names, which it is when its printed type and tags fit them and "other"
    doesn't leave it out, and, for a status they must have ("your units that are [Empowered]"), while
    it has it (a note in parentheses adds nothing, 135.2.d.3). The statement, or None
    for another note; a card the statement could not name makes the card not compile."""
    note, statement = aside.note, aside.statement
    if not (isinstance(note, nodes.Including) and isinstance(note.ref, nodes.SelfRef)):
        return None
    targets.check_self_word(cx, note.ref)
    subject = getattr(statement, "subject", None)
    if not (isinstance(statement, nodes.Has) and isinstance(subject, nodes.Choice)):
        raise cx.error(note, "\"(including me)\" after this statement cannot run yet")
    selector = selectors.selector(subject)
    tags = {t.tag for t in selector.properties if isinstance(t, runtime.HasTag)}
    fits = not selector.other and selector.controller in (None, "friendly", "yours") \
        and (not selector.types or (cx.card.type or "").lower() in selector.types) \
        and tags <= set(cx.card.tags) \
        and all(isinstance(p, (runtime.HasTag, *STATUSES)) for p in selector.properties)
    if not fits:
        raise cx.error(note, "\"(including me)\" for a card the statement doesn't name cannot run yet")
    return statement


def _statics(cx: LoweringContext, statement: nodes.Node) -> tuple[runtime.StaticAbility, ...]:
    """One static ability per layer effect of the statement, each with the statement's condition."""
    lowered = cx.lower(statement)
    effects = lowered if isinstance(lowered, tuple) else (lowered,)
    condition = conditions.condition(cx, statement.condition) if getattr(statement, "condition", None) else None
    return tuple(runtime.StaticAbility(effect=effect, condition=condition) for effect in effects)


def leading_while(cx: LoweringContext, node: nodes.SpellAbility) -> tuple[Any, ...] | None:
    """"While I'm [Mighty], I have [Shield].", "If you've gained XP this turn, I have +1 [M]",
    "If an opponent controls a battlefield, I enter ready." read like instructions but are
    conditional passive abilities (363, 364.3.a: recognised by "if" or "while"): a static
    ability, or the way I enter (369.3), active only while the condition holds."""
    sentences = node.effect.sentences
    if len(sentences) != 1:
        return None
    inner = getattr(sentences[0], "instruction", None)
    if isinstance(inner, nodes.Conditional) and isinstance(inner.condition, nodes.WhileCondition) \
            and isinstance(inner.instruction, nodes.TimedAction):
        return (_while_at_point(cx, inner.condition, inner.instruction),)
    if not (isinstance(inner, nodes.Conditional)
            and isinstance(inner.condition, (nodes.WhileCondition, nodes.IfCondition))
            and isinstance(inner.instruction, (nodes.Has, nodes.HasCostedKeyword, nodes.Enters, nodes.CostChange, nodes.AndEnters,
                                               nodes.CostReduced, nodes.PlayerRestriction, nodes.ChannelLimit,
                                               nodes.OnlyPermission, nodes.Restriction, nodes.JoinedStatements,
                                               nodes.NoDamageTaken, nodes.Prevent))):
        return None
    if isinstance(inner.condition.test, nodes.AloneEvent) and isinstance(inner.instruction, nodes.Has):
        return _while_alone(cx, inner.condition.test, inner.instruction)
    if isinstance(inner.condition.test, nodes.IsState) and isinstance(inner.condition.test.subject, nodes.Choice) \
            and isinstance(inner.instruction, nodes.Has):
        return _while_a_unit_is(cx, inner.condition.test, inner.instruction)
    if isinstance(inner.condition, nodes.IfCondition) \
            and isinstance(inner.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant)):
        return None  # "if you do" links to an instruction: not a passive condition
    if isinstance(inner.condition.test, nodes.PlayToEvent) and isinstance(inner.instruction, nodes.Enters):
        # "If you play me to a battlefield, I enter ready": checked as I enter, where my play put me (355.2).
        enters = cx.lower(inner.instruction)
        return (replace(enters, condition=_played_to_battlefield(cx, inner.condition.test)),)
    return _under_condition(cx, inner, conditions.condition(cx, inner.condition))


def _under_condition(cx: LoweringContext, inner: nodes.Conditional, condition: Any) -> tuple[Any, ...]:
    """The passives of the statement after a leading "while" / "if", each active only while
    ``condition`` holds (364.3.a)."""
    if isinstance(inner.instruction, nodes.JoinedStatements):
        # "While I'm in combat, friendly spells cost [1][A] less …, and enemy spells cost [1][A]
        # more.": two passives under the same condition (364.3.a).
        joined = inner.instruction
        if not all(isinstance(part, (nodes.CostChange, nodes.CostReduced)) for part in (joined.first, joined.second)):
            raise cx.error(joined, "only two cost changes joined in one sentence can run yet")
        return tuple(abilities.with_condition(cx, cx.lower(part), condition, part) for part in (joined.first, joined.second))
    if isinstance(inner.instruction, nodes.Prevent):  # a static prevention, not the instruction (437)
        return (runtime.StaticAbility(effect=restrictions.static_prevention(cx, inner.instruction), condition=condition),)
    if isinstance(inner.instruction, nodes.AndEnters):
        # "If an opponent controls a stunned unit, I cost [2] less and enter ready.": both passives
        # hold while the condition does (364.3.a).
        return tuple(abilities.with_condition(cx, ability, condition, inner) for ability in cx.lower(inner.instruction))
    if isinstance(inner.instruction, (nodes.Enters, nodes.CostChange, nodes.CostReduced, nodes.PlayerRestriction,
                                      nodes.ChannelLimit, nodes.OnlyPermission)):
        enters = cx.lower(inner.instruction)
        both = condition if enters.condition is None else runtime.AllOf(conditions=(condition, enters.condition))
        return (replace(enters, condition=both),)
    return tuple(replace(ability, condition=condition) for ability in _statics(cx, inner.instruction))


def leading_cost_change(node: nodes.SpellAbility) -> bool:
    """"If an opponent's score is within 3 points of the Victory Score, this costs [2] less.": a
    conditional passive that changes the card's cost (364.3.a, 366.2.a), also on a spell."""
    sentences = node.effect.sentences
    inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
    return isinstance(inner, nodes.Conditional) and isinstance(inner.instruction, nodes.CostChange) \
        and isinstance(inner.condition, (nodes.IfCondition, nodes.WhileCondition))


def _played_to_battlefield(cx: LoweringContext, test: nodes.PlayToEvent) -> runtime.CountAtLeast:
    """"if you play me to a battlefield", as I enter: I am entering at a battlefield (369.3)."""
    where = getattr(test.destination, "place", None)
    if not (isinstance(test.card, nodes.SelfRef) and isinstance(where, nodes.Choice)
            and getattr(where.noun, "word", "") == "battlefield" and isinstance(where.quantity, nodes.One)
            and not (where.other or where.state or where.controller or where.controlled_by or where.location)):
        raise cx.error(test, 'only "if you play me to a battlefield" can be checked as I enter yet')
    targets.check_self_word(cx, test.card)
    return runtime.CountAtLeast(selector=runtime.Selector(self_only=True, location="battlefield"))


def _while_at_point(cx: LoweringContext, condition: nodes.WhileCondition, timed: nodes.TimedAction) -> runtime.TriggeredAbility:
    """"While I'm at a battlefield, ready 4 friendly runes at the end of your turn": a triggered
    ability at that point of the turn whose condition is part of its trigger condition
    (383.2.a.1, whose example is this ability of Sona, Harmonious)."""
    point = getattr(timed.point, "point", None)
    if not (isinstance(point, nodes.PhasePoint) and isinstance(point.owner, str) and point.ordinal is None
            and point.owner.lower() == "your" and point.phase.lower() == "turn" and point.boundary == "end"):
        raise cx.error(timed.point, "an instruction done at this point cannot run yet")
    checked = conditions.condition(cx, condition)
    return runtime.TriggeredAbility(trigger=runtime.AtTurnStep(step="end", whose="you"),
                                    effect=effects.effect(cx, nodes.Effect(span=timed.span, sentences=(
                                        nodes.Sentence(span=timed.span, instruction=timed.instruction),))),
                                    condition=checked)


def _while_a_unit_is(cx: LoweringContext, test: nodes.IsState, has: nodes.Has) -> tuple[runtime.StaticAbility, ...]:
    """"While a unit here is defending alone, it has -2 [M]": every such unit has it while it is
    in that state (364.3.a; alone, 740.2.a)."""
    subject = test.subject
    if not (isinstance(subject.quantity, nodes.One) and isinstance(has.subject, nodes.BackRef)
            and has.subject.word == "it") or test.already is not None:
        raise cx.error(test, "this statement about units in a state cannot run yet")
    props = []
    for word in test.states.states:
        if word.lower() not in conditions.STATE_WORDS:
            raise cx.error(test.states, f'the state "{word}" cannot be checked yet')
        props.append(conditions.STATE_WORDS[word.lower()])
    state = props[0] if len(props) == 1 else runtime.AnyOf(tuple(props))
    alone = (runtime.Alone(),) if test.alone is not None else ()
    selector = selectors.selector(subject)
    target = runtime.All(replace(selector, properties=selector.properties + (state,) + alone))
    cx.require_none(has, "minimum", "scope")
    return tuple(runtime.StaticAbility(effect=replace(_grant(cx, g), target=target)) for g in has.grants.items)


def _while_alone(cx: LoweringContext, test: nodes.AloneEvent, has: nodes.Has) -> tuple[runtime.StaticAbility, ...]:
    """"While a friendly unit defends alone, it gets +2 [M]": every such unit has it while it is
    defending alone (364.3.a, 740.2.a)."""
    selector, kinds = conditions.alone_selector(cx, test)
    if len(kinds) != 1 or not (isinstance(has.subject, nodes.BackRef) and has.subject.word == "it"):
        raise cx.error(test, "this statement about units alone cannot run yet")
    role = runtime.Attacking() if kinds[0] == "attack" else runtime.Defending()
    target = runtime.All(replace(selector, properties=selector.properties + (role,)))
    cx.require_none(has, "minimum", "scope")
    return tuple(runtime.StaticAbility(effect=replace(_grant(cx, g), target=target)) for g in has.grants.items)


# --- static statements
@lowers(nodes.Has)
def has(cx: LoweringContext, node: nodes.Has) -> tuple[Any, ...]:
    """"I have +1 [M] and [Ganking]", "Other friendly units here have [Assault]": one layer effect
    per grant (Might in layer 3, keywords in layer 2, 477) for me or for every object the subject
    describes (not a choice, 355.5.a). The statement's condition is added by the static ability."""
    floor = _might_floor(cx, node)
    scale = node.scope if isinstance(node.scope, (nodes.ForEach, nodes.ForEachTime)) else None
    if scale is not None:
        # "I have +2 [M] for each time I'm [Empowered]": a Might change computed each time the
        # layers are (477.3); only Might can be multiplied.
        if not all(isinstance(grant, nodes.MightMod) for grant in node.grants.items):
            raise cx.error(node.grants, "only Might can be had \"for each\" yet")
    elif node.scope is not None and not isinstance(node.scope, nodes.Here):
        raise cx.error(node.scope, "this scope of a statement cannot run yet")
    subject = node.subject
    if isinstance(subject, nodes.Distributed) and subject.word.lower() == "each":
        # "Your Mechs each have [Assault]": the same statement about each of them (355.5.a).
        subject = subject.group
    if isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
        target: runtime.ObjectRef = runtime.Self()
    elif isinstance(subject, nodes.Choice) and (subject.quantity is None or _every(subject.quantity)):
        where = _group(subject)
        # "Other friendly units have +1 [M] here": the ones at my location (359.3.f.2).
        target = runtime.All(replace(where, location="here") if isinstance(node.scope, nodes.Here) else where)
    elif isinstance(subject, nodes.PlayedTag):
        target = runtime.All(_played_group(cx, subject))
    else:
        raise cx.error(subject, "only statements about this card or about every object of a kind can run yet")
    if scale is not None:
        return tuple(runtime.ModifyMight(amount=amounts.scaled(cx, grant.amount, scale), target=target, minimum=floor)
                     for grant in node.grants.items)
    granted = tuple(replace(_grant(cx, grant), target=target) for grant in node.grants.items)
    return tuple(replace(g, minimum=floor) for g in granted) if floor is not None else granted


def _might_floor(cx: LoweringContext, node: nodes.Has) -> int | None:
    """"Stunned enemy units here have -8 [M], to a minimum of 1 [M]": the Might the decrease stops at
    (477.3.b); only a statement of Might decreases alone can have one."""
    if node.minimum is None:
        return None
    decreases = all(isinstance(g, nodes.MightMod) and isinstance(g.amount, int) and g.amount < 0
                    for g in node.grants.items)
    if not decreases or not isinstance(node.minimum.floor, nodes.MightAmount):
        raise cx.error(node.minimum, f'"{cx.words(node.minimum)}" after this statement cannot run yet')
    return node.minimum.floor.amount


def _group(subject: nodes.Choice) -> runtime.Selector:
    """The objects a statement's group names: "Your Equipment everywhere" are your Equipment in every
    zone, on the board and off it (the hand, the deck, the trash, the chain: 104); a card off the
    board is its owner's (faq-061), so "your" there is the cards you own."""
    if not isinstance(subject.location, nodes.Everywhere):
        return selectors.selector(subject)
    return replace(selectors.selector(replace(subject, location=None)), zone=runtime.ANYWHERE)


def _played_group(cx: LoweringContext, subject: nodes.PlayedTag) -> runtime.Selector:
    """"Sand Soldiers you play": your objects of that tag that came to the board by being played
    (419; a token is played as it is made, 186), not the ones put there otherwise."""
    played = subject.played
    if not (isinstance(played, nodes.YouPlay) and played.duration is None):
        raise cx.error(subject, f"{cx.words(subject)} cannot be selected yet")
    group = nodes.Choice(span=subject.span, quantity=nodes.Owned(span=subject.span, owner="your"), other=None,
                         state=None, controller=None, qualifier=None, noun=nodes.Tag(span=subject.span, name=subject.name),
                         controlled_by=None, location=None, might_filter=None, keyword_filter=None, clause=None)
    where = selectors.selector(group)
    return replace(where, properties=where.properties + (runtime.WasPlayed(),))


def _every(quantity: nodes.Node) -> bool:
    """"your Mechs", "each Equipment in your hand", "all units": a group, every object that fits it,
    not a choice (355.5.a)."""
    return isinstance(quantity, (nodes.Owned, nodes.Every))


def _grant(cx: LoweringContext, grant: nodes.Node) -> Any:
    if isinstance(grant, nodes.MightMod):
        return runtime.ModifyMight(amount=grant.amount)
    if isinstance(grant, nodes.Keyword):
        return runtime.GrantKeywords(keywords=(runtime.Keyword(grant.name, grant.value),))
    if isinstance(grant, nodes.AdditionalMight):
        # "I have an additional +1 [M]": one more Might change of its own, added in layer 3 (477.3).
        return runtime.ModifyMight(amount=grant.might.amount)
    if isinstance(grant, nodes.QuotedAbility) and isinstance(grant.ability, nodes.ActivatedAbility):
        # 'Units here have "[E]: Gain 1 XP."' (477.2.a): an ability of each object it is given to, whose
        # "me" and [E] are that object (rules text appended to it in layer 2, 477.2.a)
        ability = cx.lower(grant.ability)
        return runtime.GrantAbilities(abilities=ability if isinstance(ability, tuple) else (ability,))
    raise cx.error(grant, f"granting {cx.words(grant)} cannot run yet")


@lowers(nodes.HasCostedKeyword)
def has_costed_keyword(cx: LoweringContext, node: nodes.HasCostedKeyword) -> runtime.GrantKeywords:
    """"Your spells have [Repeat] [2][P]": the keyword, with its cost, for every object of the group
    (a layer-2 effect, 477.2). Spells are cards, never on the board: "your spells" are the spell cards
    you own wherever they are, the hand they are played from included (a passive reaching a card
    there, 813.4). The statement's condition is added by the static ability."""
    subject = node.subject
    if not (isinstance(subject, nodes.Choice) and _every(subject.quantity)) or node.condition is not None \
            or node.verb.lower() not in ("have", "has"):
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    where = _group(subject)
    if where.types == ("spell",) and where.zone == "board":
        where = replace(where, zone=runtime.ANYWHERE)
    elif where.zone == "board" and "spell" in where.types:
        raise cx.error(subject, f"{cx.words(subject)} cannot be selected yet")
    keyword = node.keyword
    cost = costs.cost(cx, keyword.cost)
    return runtime.GrantKeywords(keywords=(runtime.Keyword(keyword.keyword.name, keyword.keyword.value, cost=cost),),
                                 target=runtime.All(where))


@lowers(nodes.HasAbilities)
def has_abilities(cx: LoweringContext, node: nodes.HasAbilities) -> runtime.ShareExhaustAbilities:
    """"I have all [E] abilities of all friendly legends, units, and gear": every ability with [E] in
    its cost (414.5) that those objects have is mine too (a layer-2 effect, 477.2.a), read each time
    the layers are computed. The static ability adds the statement's condition."""
    if not isinstance(node.subject, nodes.SelfRef) or node.verb.lower() not in ("have", "has"):
        raise cx.error(node, "only \"I have all [E] abilities of …\" can run yet")
    targets.check_self_word(cx, node.subject)
    group = node.abilities.target
    if node.abilities.all.lower() != "all" or not (isinstance(group, nodes.Choice) and _every_or_all(group.quantity)):
        raise cx.error(node.abilities, f"{cx.words(node.abilities)} cannot run yet")
    return runtime.ShareExhaustAbilities(of=runtime.All(_group(group)))


def _every_or_all(quantity: nodes.Node | None) -> bool:
    """"all friendly legends", "your gear": every object of the group."""
    return quantity is not None and _every(quantity)


@lowers(nodes.HasEqual)
def has_equal(cx: LoweringContext, node: nodes.HasEqual) -> runtime.GrantKeywordEqual:
    """"I have [Assault] equal to the number of gear you control" (477.2.b): a keyword whose
    value is counted each time the layers are computed. The static ability adds the condition."""
    if not isinstance(node.subject, nodes.SelfRef) or not isinstance(node.grant, nodes.KeywordEqual) \
            or node.grant.keyword.value is not None:
        raise cx.error(node, "only \"I have [Keyword] equal to …\" can run yet")
    targets.check_self_word(cx, node.subject)
    return runtime.GrantKeywordEqual(name=node.grant.keyword.name, amount=amounts.equal_to(cx, node.grant.amount))


@lowers(nodes.Enters)
def enters(cx: LoweringContext, node: nodes.Enters) -> runtime.EntersAbility:
    """"I enter ready", "This enters exhausted", "Other friendly units enter ready" (369.3)."""
    if node.state not in ("ready", "exhausted"):
        raise cx.error(node, f'entering "{node.state}" cannot run yet')
    condition = conditions.condition(cx, node.condition) if node.condition is not None else None
    subject = node.subject
    if isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
        return runtime.EntersAbility(exhausted=node.state == "exhausted", condition=condition)
    if isinstance(subject, nodes.Choice) and (subject.quantity is None or isinstance(subject.quantity, nodes.Owned)):
        return runtime.EntersAbility(exhausted=node.state == "exhausted",
                                     subject=selectors.selector(subject), condition=condition)
    if isinstance(subject, nodes.NextYouPlay) and condition is None:
        return _next_enters(cx, subject, node.state)
    raise cx.error(subject, "this subject of \"enter\" cannot run yet")


def _next_enters(cx: LoweringContext, subject: nodes.NextYouPlay, state: str) -> runtime.MakeTrue:
    """"The next unit you play this turn enters ready." (an instruction, 369.3): the way it enters,
    made true for the rest of the turn and used up by the next such card its controller plays."""
    kind = selectors.OBJECT_TYPES.get(getattr(subject.noun, "word", ""))
    played = subject.played
    if subject.ordinal.lower() != "next" or kind not in ("unit", "gear") \
            or not (isinstance(played, nodes.YouPlay) and (played.duration or "").lower() == "this turn"):
        raise cx.error(subject, "only \"the next unit you play this turn enters …\" can run yet")
    return runtime.MakeTrue(ability=_played_enters(kind, state), once=True)


def _played_enters(kind: str, state: str) -> runtime.EntersAbility:
    """How the ``kind`` cards a player plays enter: they are friendly as they enter (the player who
    plays a card controls it, 191.1), so the subject is that player's cards of that type."""
    return runtime.EntersAbility(exhausted=state == "exhausted",
                                 subject=runtime.Selector(types=(kind,), controller="yours"))


@lowers(nodes.PlayedThisTurnEnter)
def played_this_turn_enter(cx: LoweringContext, node: nodes.PlayedThisTurnEnter) -> runtime.MakeTrue:
    """"Units you play this turn enter ready." (135.2.b.3, 369.3): an effect on the cards played later
    this turn, made true until its end (317.2.c)."""
    kind = selectors.OBJECT_TYPES.get(getattr(node.noun, "word", ""))
    if kind not in ("unit", "gear") or " ".join(node.played.lower().split()) != "you play this turn" \
            or node.verb.lower() != "enter" or node.state not in ("ready", "exhausted"):
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    return runtime.MakeTrue(ability=_played_enters(kind, node.state))


@lowers(nodes.AndEnters)
def and_enters(cx: LoweringContext, node: nodes.AndEnters) -> tuple[Any, ...]:
    """"I have +1 [M] and enter ready.", "I cost [2] less and enter ready.": two passive abilities
    of the card itself, the statement (a layer effect, or a discount, 356.4) and the way it enters
    (369.3). A condition around the line is added to both by the caller."""
    statement = node.statement
    if node.verb.lower() != "enter" or node.state not in ("ready", "exhausted"):
        raise cx.error(node, f'"{node.verb} {node.state}" cannot run yet')
    subject = getattr(statement, "subject", None)
    if not isinstance(subject, nodes.SelfRef):
        raise cx.error(statement, "only \"I … and enter ready\" about this card can run yet")
    if isinstance(statement, nodes.CostChange):
        first: tuple[Any, ...] = (cx.lower(statement),)
    elif isinstance(statement, nodes.Has):
        first = _statics(cx, statement)
    else:
        raise cx.error(statement, f"{cx.words(statement)} before \"and enter\" cannot run yet")
    return first + (runtime.EntersAbility(exhausted=node.state == "exhausted"),)


@lowers(nodes.MightIncreased)
def might_increased(cx: LoweringContext, node: nodes.MightIncreased) -> runtime.ModifyMight:
    """"My Might is increased by your points." (a layer-3 change, 477.3), computed each time the
    layers are."""
    if " ".join(node.might.lower().split()) != "my might":
        raise cx.error(node, f'"{node.might}" cannot be increased yet')
    by = node.by
    if isinstance(by, nodes.PointsOf) and by.owner.lower() == "your":
        return runtime.ModifyMight(amount=runtime.Points(player=runtime.You()))
    if isinstance(by, nodes.NumberOf) and amounts.cards_in_your_trash(by.counted):
        # "the number of cards in your trash": counted each time the layers are (477.3)
        return runtime.ModifyMight(amount=runtime.CountOf(selector=runtime.Selector(zone="trash",
                                                                                  controller="friendly")))
    raise cx.error(by, f"increasing Might by {cx.words(by)} cannot run yet")


def _about_me(cx: LoweringContext, subject: nodes.Node) -> None:
    """Refuse a statement about anything but this card itself ("I can …"), named as its type names it (053)."""
    if not isinstance(subject, nodes.SelfRef):
        raise cx.error(subject, "only statements about this card itself can run yet")
    targets.check_self_word(cx, subject)


@lowers(nodes.AnyNumberOfBuffs)
def any_number_of_buffs(cx: LoweringContext, node: nodes.AnyNumberOfBuffs) -> runtime.GrantPermission:
    """"I can have any number of buffs" (426.1.b.2): a permission, so extra buffs aren't negated."""
    _about_me(cx, node.subject)
    return runtime.GrantPermission(permission=runtime.ANY_NUMBER_OF_BUFFS)


@lowers(nodes.CanBeTimes)
def can_be_times(cx: LoweringContext, node: nodes.CanBeTimes) -> runtime.GrantPermission:
    """"I can be [Empowered] up to three times." (441.1.c.1): a permission that lifts the limit of
    one empowered status (vendetta-faq-015/016)."""
    _about_me(cx, node.subject)
    if node.status.name != "Empowered" or node.up_to.lower() != "up to" \
            or selectors.count_value(node.count) != 3:
        raise cx.error(node, "only \"I can be [Empowered] up to three times\" can run yet")
    return runtime.GrantPermission(permission=runtime.EMPOWERED_THREE_TIMES)


@lowers(nodes.DamageOrder)
def damage_order(cx: LoweringContext, node: nodes.DamageOrder) -> runtime.GrantPermission:
    """"I must be assigned combat damage last" (826.3; first: 815.1.b): what [Backline] / [Tank]
    stand for, printed as text (it is not the keyword, 815.1.b)."""
    if not isinstance(node.subject, nodes.SelfRef) or node.order not in ("first", "last"):
        raise cx.error(node, "this combat damage order cannot run yet")
    targets.check_self_word(cx, node.subject)
    return runtime.GrantPermission(runtime.ASSIGNED_FIRST if node.order == "first" else runtime.ASSIGNED_LAST)


@lowers(nodes.TriggerAgain)
def trigger_again(cx: LoweringContext, node: nodes.TriggerAgain) -> runtime.TriggerAgain:
    """"Your conquer effects for conquering here trigger an additional time." (383.4.c, 383.4.d):
    only "your" conquer / hold effects "for conquering / holding here", on a unit (its battlefield is
    "here"), once more ("an additional time")."""
    effects, scope = node.effects, node.scope
    kind = effects.kind.lower()
    if effects.owner.lower() != "your" or kind not in DOING.values() or effects.word.lower() != "effects":
        raise cx.error(effects, "these effects triggering again cannot run yet")
    if scope is None or DOING.get(scope.action.lower()) != kind:
        raise cx.error(node, 'effects triggering again outside "for … here" cannot run yet')
    if node.article.lower() != "an" or cx.card.type != "Unit":
        raise cx.error(node, "this additional triggering cannot run yet")
    return runtime.TriggerAgain(kind=kind)


@lowers(nodes.HasTag)
def has_tag(cx: LoweringContext, node: nodes.HasTag) -> runtime.AddTags:
    """"I am a Mech." (a trait effect, 477.1.c): the object gains the tag; on an Equipment's effect text
    "I" is the unit it is attached to (its effect text is that unit's, 477.2.c)."""
    if node.subject not in ("I am", "I'm") or node.article not in ("a", "an") or not isinstance(node.tag, nodes.Tag):
        raise cx.error(node, f"{cx.words(node)} as a passive ability cannot run yet")
    return runtime.AddTags(tags=(node.tag.name,))


@lowers(nodes.Ignores)
def ignores(cx: LoweringContext, node: nodes.Ignores) -> runtime.IgnoresTankHere:
    """"You ignore [Tank] while assigning combat damage here." (815.1.b): on a unit, its controller's
    combat damage at its battlefield is assigned as if no unit had [Tank]."""
    keyword = node.keyword
    if not (isinstance(node.who, nodes.You) and isinstance(keyword, nodes.Keyword) and keyword.name == "Tank"
            and keyword.value is None and isinstance(node.location, nodes.Here) and cx.card.type == "Unit"):
        raise cx.error(node, "only \"You ignore [Tank] while assigning combat damage here\" on a unit can run yet")
    return runtime.IgnoresTankHere()


@lowers(nodes.ExtraKeywordTriggers)
def extra_keyword_triggers(cx: LoweringContext, node: nodes.ExtraKeywordTriggers) -> runtime.KeywordTriggersAgain:
    """"Your [Deathknell] effects trigger an additional time." (808.1.b.1: the abilities that are that
    keyword's effect, 808.1.c): each one its controller controls triggers once more."""
    owner = node.owner
    if not (isinstance(owner, nodes.Owned) and owner.owner == "your") or node.effects.lower() != "effects" \
            or node.keyword.name != "Deathknell" or node.keyword.value is not None:
        raise cx.error(node, "only \"Your [Deathknell] effects trigger an additional time\" can run yet")
    return runtime.KeywordTriggersAgain(keyword=node.keyword.name)


def tie_replacement(cx: LoweringContext, node: nodes.SpellAbility) -> runtime.TieRecallsAll | None:
    """"If a combat where you are the attacker ends in a tie, recall ALL units instead." on a
    permanent: not a spell's instructions but a replacement (367, 368) of what a tie does, the
    Combat Cleanup's recall of the attackers (466.1.a.2): every unit at that battlefield is recalled
    instead (riftbound-origins-faq-089 to -091). None for any other line."""
    sentences = node.effect.sentences
    inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
    if not (isinstance(inner, nodes.Conditional) and isinstance(inner.condition, nodes.IfCondition)
            and isinstance(inner.condition.test, nodes.FightTie) and isinstance(inner.instruction, nodes.Instead)):
        return None
    tie = inner.condition.test
    if tie.fight.lower() != "combat" or tie.boundary.lower() != "ends" or tie.article.lower() != "a":
        raise cx.error(tie, f"replacing {cx.words(tie)} cannot run yet")
    recall = inner.instruction.instruction
    target = getattr(recall, "target", None)
    if not (isinstance(recall, nodes.Recall) and isinstance(target, nodes.Choice)
            and isinstance(target.quantity, nodes.Every) and getattr(target.noun, "word", "") == "units"):
        raise cx.error(inner.instruction, f"a tie that does {cx.words(inner.instruction)} cannot run yet")
    cx.require_none(recall, "state", "later")
    cx.require_none(target, "other", "state", "controller", "qualifier", "controlled_by", "location",
                    "might_filter", "keyword_filter", "clause")
    return runtime.TieRecallsAll(role=tie.where.role.lower())


def own_cost_reduction(cx: LoweringContext, node: nodes.SpellAbility) -> runtime.CostReduction | None:
    """"Reduce my cost by [1] for each of the following tags among your units — Bird, Cat, Dog, and
    Poro." on a permanent: not an instruction but the passive "I cost [1] less for each …" (356.4),
    working where the card is played from (366.1), computed as its cost is determined. None for any
    other line."""
    sentences = node.effect.sentences
    inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
    if not (isinstance(inner, nodes.ReduceCost) and isinstance(inner.cost, nodes.CostRef)
            and inner.cost.owner.lower() == "my"):
        return None
    cx.require_none(inner.cost, "kind")
    if not all(symbol.isdigit() for symbol in inner.amount.symbols):
        raise cx.error(inner.amount, f"reducing my cost by {cx.words(inner.amount)} cannot run yet")
    energy = sum(int(symbol) for symbol in inner.amount.symbols)
    return runtime.CostReduction(energy=amounts.scaled(cx, energy, inner.scale))
