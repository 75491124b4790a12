"""Lowering of replacement effects (367-375) and of the delayed replacements of "the next time" (390.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import effects, players, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Event verbs a replacement can watch → the runtime's replaceable event kinds (428 "die" is the kill).
REPLACED_VERBS = {"die": "kill", "dies": "kill"}


# "from conquering or holding" → the scoring events (469).
SCORING_WAYS = {"conquering": "conquer", "holding": "hold"}


# "during their first or second turn" → the player's turn numbers (115.1.c).
TURN_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


def static_replacement(cx: LoweringContext, node: nodes.SpellAbility) -> Any:
    """A permanent's line that starts with a replacement ("If I would die, …", "The next time a
    friendly unit would die, … instead.") is a static replacement ability (368.1); the
    sentences after the first belong to what happens instead (369.1's Zhonya example)."""
    sentences = node.effect.sentences
    first = sentences[0].instruction if sentences else None
    if not isinstance(first, nodes.Replacement):
        return None
    event = first.event
    if isinstance(event, nodes.AsEvent):
        return _as_attached(cx, event, first.instruction, *(s.instruction for s in sentences[1:]))
    if isinstance(event, nodes.NextTime):
        cx.require_none(event, "duration")
        _next_ordinal(cx, event, event.ordinal)
        once, would = True, event.event
    elif isinstance(event, nodes.IfWould) and isinstance(event.event.happening, nodes.WouldActs):
        cx.require_none(event, "duration")
        return _chosen_acts(cx, event.event, first.instruction, *(s.instruction for s in sentences[1:]))
    elif isinstance(event, nodes.IfWould):
        cx.require_none(event, "duration")
        once, would = False, event.event
    elif isinstance(event, nodes.IfPlayerWould) and isinstance(event.event.action, nodes.ScoreFrom):
        return _score_replacement(cx, event, first.instruction, *(s.instruction for s in sentences[1:]))
    else:
        raise cx.error(event, f"replacing {cx.words(event)} cannot run yet")
    kind = _replaced_kind(cx, would)
    subject = _replaced_subject(cx, would.subject)
    instruction = first.instruction
    if isinstance(instruction, nodes.Conditional) and subject is not None:
        # "…, if it has less Might than me, instead heal it …": a condition on the replaced object,
        # checked as the event would happen (370.1), is part of which events it replaces.
        subject = replace(subject, properties=subject.properties + (_replaced_condition(cx, instruction.condition),))
        instruction = instruction.instruction
    instead = _instead_effect(cx, instruction, *(s.instruction for s in sentences[1:]))
    return runtime.ReplacementAbility(event=kind, instead=instead, subject=subject, once=once)


# What "would stun me, give me -[M], or return me to hand" names → the replaced event kinds (369.1).
def _act_kind(act: nodes.Node) -> str | None:
    if isinstance(act, nodes.Stun) and act.verb.lower() == "stun":
        return "stun"
    if isinstance(act, nodes.GiveLoss) and isinstance(act.loss, nodes.MightLoss):
        return "might_loss"
    if isinstance(act, nodes.ReturnTo) and act.origin is None and isinstance(act.zone, nodes.Zone) \
            and act.zone.zone == "hand" and act.zone.owner is None:
        return "return"
    return None


def _chosen_acts(cx: LoweringContext, would: nodes.WouldEvent, *parts: nodes.Node) -> tuple[Any, ...]:
    """"If a spell or ability that chooses me would stun me, give me -[M], or return me to hand, give me
    +3 [M] this turn instead." (369.1, 355.6): one replacement of each of those events, done to me by a
    spell or ability that chose me; what happens instead is the same for all of them."""
    subject, acts = would.subject, would.happening.acts
    clause = getattr(subject, "clause", None)
    sources = getattr(subject, "noun", None)
    words = [getattr(n, "word", "") for n in (*sources.nouns.items, sources.last)] \
        if isinstance(sources, nodes.NounUnion) and sources.conjunction == "or" else []
    if not (isinstance(clause, nodes.ThatChooses) and clause.word.lower() == "that" and isinstance(clause.target, nodes.SelfRef)
            and words == ["spell", "ability"] and isinstance(subject.quantity, nodes.One)):
        raise cx.error(subject, "only \"a spell or ability that chooses me\" can do these replaced events yet")
    targets.check_self_word(cx, clause.target)
    kinds = []
    for act in acts:
        kind = _act_kind(act)
        if kind is None or not isinstance(act.target, nodes.SelfRef):
            raise cx.error(act, f"replacing {cx.words(act)} cannot run yet")
        targets.check_self_word(cx, act.target)
        kinds.append(kind)
    instead = _instead_effect(cx, *parts)
    return tuple(runtime.ReplacementAbility(event=kind, instead=instead, chosen_by_source=True) for kind in kinds)


def _replaced_condition(cx: LoweringContext, condition: nodes.Node) -> Any:
    """"if it has less Might than me" about the object of the replaced event: a property it must have."""
    test = condition.test if isinstance(condition, nodes.IfCondition) else None
    if not (isinstance(test, nodes.LessMightThan) and isinstance(test.subject, nodes.BackRef)
            and test.subject.word.lower() == "it" and isinstance(test.other, nodes.SelfRef)
            and test.comparative.lower() in ("less", "more") and test.might_word.lower() == "might"
            and test.have.lower() in ("has", "have")):
        raise cx.error(condition, f"the condition {cx.words(condition)} on a replaced event cannot be checked yet")
    targets.check_self_word(cx, test.other)
    return runtime.MightThanSource(less=test.comparative.lower() == "less")


def _score_replacement(cx: LoweringContext, event: nodes.IfPlayerWould, *parts: nodes.Node) -> runtime.ScoreReplacement:
    """"If a player would score 1 point from conquering or holding during their first or second
    turn, they draw 1 instead." (368.1, 370.1.b): the point of any player's conquer or hold (469)
    on those turns of theirs (115.1.c), replaced; "they" is that player."""
    cx.require_none(event, "duration")
    would, score = event.event, event.event.action
    player = would.player
    any_player = players.is_one_player(player, "player")
    ways = tuple(SCORING_WAYS.get(w.lower(), "") for w in score.ways.ways)
    if not any_player or would.condition is not None or score.noun.lower() not in ("point", "points") or "" in ways:
        raise cx.error(would, "replacing this scoring cannot run yet")
    turns: tuple[int, ...] = ()
    if score.turns is not None:
        during = score.turns
        ordinals = getattr(during.ordinals, "ordinals", ())
        turns = tuple(TURN_ORDINALS.get(o.lower(), 0) for o in ordinals)
        if during.owner.lower() != "their" or during.phase.lower() != "turn" or 0 in turns or not turns:
            raise cx.error(during, "these turns of a player cannot be checked yet")
    with cx.scoped(scoring_player=True):
        instead = _instead_effect(cx, *parts)
    return runtime.ScoreReplacement(instead=instead, ways=ways, amount=score.amount, turns=turns)


def _as_attached(cx: LoweringContext, event: nodes.AsEvent, *parts: nodes.Node) -> runtime.AsAttached:
    """"As this is attached to a unit, choose another friendly unit. …" (370.1.b.1): the attach
    event plus these instructions, where "that unit" is the unit it is attached to."""
    attached = event.event
    unit = attached.unit
    if attached.subject.lower() != "this" or cx.card.type != "Gear":
        raise cx.error(attached, '"as … is attached" on something other than this gear cannot run yet')
    if not (isinstance(unit, nodes.Choice) and isinstance(unit.quantity, nodes.One)
            and selectors.selector(unit) == runtime.Selector(types=("unit",))):
        raise cx.error(unit, "only \"as this is attached to a unit\" can run yet")
    with cx.scoped(in_replacement=True, event_subject=True, as_attached=True):
        return runtime.AsAttached(effect=effects.separate_effect(cx, *parts))


def as_seen(cx: LoweringContext, node: nodes.TriggeredAbility) -> runtime.AsSeen:
    """"As I'm revealed from your deck, [Add] [2]." / "As you look at or reveal me from the top of your
    deck, you may banish me. …" (369.1, 370.1.b.1): the reveal (or look) of this card from its owner's
    Main Deck plus the effect, which "me" names the card in."""
    seen = node.trigger
    if isinstance(seen, nodes.AsRevealed):
        if seen.subject.lower() not in ("i'm", "i’m"):
            raise cx.error(seen, f'"as {seen.subject} revealed" about something other than this card cannot run yet')
        looks = False
    else:
        targets.check_self_word(cx, seen.card)
        looks = True
    return runtime.AsSeen(effect=effects.effect(cx, node.effect), looks=looks, by_owner=looks)


@lowers(nodes.BecomesCopy)
def becomes_copy(cx: LoweringContext, node: nodes.BecomesCopy) -> runtime.BecomeCopy:
    """"That unit becomes a copy of it for as long as this is attached to it", "The equipped unit
    becomes a copy of that unit for as long as …" (477.1.b). Once the text names the equipped
    unit, "that unit" is the one chosen before, not the attach event's unit."""
    target = targets.target(cx, node.subject)
    if isinstance(node.subject, nodes.TheEquipped) and isinstance(node.original, nodes.ThatRef):
        original = targets.antecedent(cx, node.original)
    else:
        original = targets.target(cx, node.original)
    while_attached = False
    if node.duration is not None:
        # "for as long as this is attached to it": this gear can be attached to one unit only,
        # the one the replaced attach event is about, which must be the copier.
        attached = node.duration.event
        if not (cx.in_replacement and isinstance(target, runtime.EventObjects)
                and attached.subject.lower() == "this" and cx.card.type == "Gear"
                and isinstance(attached.unit, nodes.BackRef)):
            raise cx.error(node.duration, "this duration of a copy cannot run yet")
        while_attached = True
    return runtime.BecomeCopy(of=original, target=target, while_attached=while_attached)


@lowers(nodes.BecomeCopies)
def become_copies(cx: LoweringContext, node: nodes.BecomeCopies) -> runtime.BecomeCopy:
    """"Then do this: They become copies of me." (477.1.b): each token the instruction before played
    becomes a copy of the original."""
    subject = node.subject
    link = cx.antecedent(subject)
    if not (isinstance(subject, nodes.BackRef) and subject.word.lower() in ("they", "them")
            and isinstance(link, int) and cx.links.actions.get(link) == "play_token"):
        raise cx.error(subject, f"{cx.words(subject)} becoming copies cannot run yet")
    return runtime.BecomeCopy(of=targets.target(cx, node.original), target=runtime.ThoseTargets(link=link))


@lowers(nodes.Replacement)
def replacement(cx: LoweringContext, node: nodes.Replacement) -> runtime.NextTimeInstead:
    """Inside an effect, "The next time it would die this turn, heal it, … instead" creates a
    delayed replacement (390.3) watching the objects "it" refers to."""
    event = node.event
    if isinstance(event, nodes.IfWould):
        return _for_this_turn(cx, event, node.instruction)
    if not isinstance(event, nodes.NextTime):
        raise cx.error(event, "a replacement created by an instruction must say \"the next time\" or \"this turn\" to run yet")
    _next_ordinal(cx, event, event.ordinal)
    kind = _replaced_kind(cx, event.event)
    if isinstance(node.instruction, nodes.Prevent) and kind == "damage":
        return _prevent_next(cx, event, node.instruction)
    return _delayed(cx, kind, event.event.subject, event.duration, node.instruction)


def _for_this_turn(cx: LoweringContext, event: nodes.IfWould, instruction: nodes.Node) -> runtime.NextTimeInstead:
    """"Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead." (Smite):
    a delayed replacement whose window is the rest of this turn (390.3), applied to every such event
    in it, not only the next one."""
    if event.duration != "this turn":
        raise cx.error(event, "a replacement created by an instruction must last \"this turn\" to run yet")
    kind = _replaced_kind(cx, event.event)
    return replace(_delayed(cx, kind, event.event.subject, event.duration, instruction), used_up=False)


def _prevent_next(cx: LoweringContext, event: nodes.NextTime, prevent: nodes.Prevent) -> runtime.NextTimeInstead:
    """"The next time that unit would be dealt damage this turn, prevent it." (Counter Strike): all of
    the next damage to it is prevented, whatever its amount: that damage event is replaced by dealing
    none (437.2, 437.2.a: damage reduced to 0 is not dealt), and the replacement is used up (390.3)."""
    subject = event.event.subject
    if not (isinstance(prevent.damage, nodes.BackRef) and prevent.damage.word.lower() == "it"):
        raise cx.error(prevent, "only \"prevent it\" can follow \"the next time … would be dealt damage\" yet")
    if event.duration not in (None, "this turn"):
        raise cx.error(event, f'a delayed replacement lasting "{event.duration}" cannot run yet')
    if isinstance(subject, nodes.ThatRef):
        watched = targets.that_ref(cx, subject)
    elif isinstance(subject, nodes.BackRef) and subject.word.lower() == "it":
        watched = targets.antecedent(cx, subject)
    else:
        raise cx.error(subject, "this subject of a prevented event cannot run yet")
    return runtime.NextTimeInstead(event="damage", instead=runtime.Effect(), target=watched,
                                   this_turn=event.duration == "this turn")


@lowers(nodes.NextTimeEffect)
def next_time_effect(cx: LoweringContext, node: nodes.NextTimeEffect) -> runtime.NextTimeInstead | runtime.CreateDelayedTrigger:
    """"The next time it dies this turn, recall it exhausted instead." (390.3): with "instead", a
    delayed replacement of that event; without it, a delayed trigger (``_next_time_trigger``)."""
    _next_ordinal(cx, node, node.ordinal)
    if not isinstance(node.instruction, (nodes.Instead, nodes.LeadingInstead)):
        return _next_time_trigger(cx, node)
    event = node.event
    if not isinstance(event, nodes.UnitEvent) or len(event.verbs.verbs) != 1:
        raise cx.error(event, "this event of a delayed replacement cannot run yet")
    cx.require_none(event, "destination")
    kind = REPLACED_VERBS.get(event.verbs.verbs[0].lower())
    if kind is None:
        raise cx.error(event.verbs, f'replacing "{event.verbs.verbs[0]}" cannot run yet')
    return _delayed(cx, kind, event.subject, node.duration, node.instruction)


def _next_time_trigger(cx: LoweringContext, node: nodes.NextTimeEffect) -> runtime.CreateDelayedTrigger:
    """"When I hold, the next time you play a unit this turn, ready it and [Buff] it." (390.2): without
    "instead", a delayed trigger that triggers the first time the event happens this turn; "it" is the
    event's object."""
    if node.duration != "this turn" or not isinstance(node.event, nodes.PlayEvent):
        raise cx.error(node, "a delayed trigger (\"the next time …\" without \"instead\") on this event cannot run yet")
    trigger = cx.lower(node.event)
    with cx.scoped(event_subject=True):
        effect = effects.separate_effect(cx, node.instruction)
    return runtime.CreateDelayedTrigger(trigger=trigger, effect=effect, window="once this turn")


def _delayed(cx: LoweringContext, kind: str, subject: nodes.Node, duration: str | None,
             instruction: nodes.Node) -> runtime.NextTimeInstead:
    if duration not in (None, "this turn"):
        raise cx.error(subject, f'a delayed replacement lasting "{duration}" cannot run yet')
    instead = _instead_effect(cx, instruction)
    this_turn = duration == "this turn"
    if isinstance(subject, nodes.BackRef) and subject.word.lower() == "it":
        return runtime.NextTimeInstead(event=kind, instead=instead, target=targets.antecedent(cx, subject),
                                       this_turn=this_turn)
    return runtime.NextTimeInstead(event=kind, instead=instead, subject=_replaced_subject(cx, subject),
                                   this_turn=this_turn)


def _next_ordinal(cx: LoweringContext, node: nodes.Node, ordinal: str) -> None:
    if ordinal.lower() != "next":
        raise cx.error(node, f'"the {ordinal} time" replacements cannot run yet')


def _replaced_kind(cx: LoweringContext, would: nodes.WouldEvent) -> str:
    happening = would.happening
    if isinstance(happening, nodes.BeActedOn) and happening.action.lower() == "dealt" \
            and (happening.damage or "").lower() == "damage":
        cx.require_none(happening, "by", "location", "turns")
        return "damage"  # "would be dealt damage" (417)
    if isinstance(happening, nodes.EventVerbs) and len(happening.verbs) == 1:
        kind = REPLACED_VERBS.get(happening.verbs[0].lower())
        if kind is not None:
            return kind
    raise cx.error(happening, "replacing this event cannot run yet")


def _replaced_subject(cx: LoweringContext, subject: nodes.Node) -> runtime.Selector | None:
    """"I would die" → None (the source itself); "a friendly unit would die" → its selector."""
    if isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
        return None
    if isinstance(subject, nodes.Choice) and isinstance(subject.quantity, (nodes.One, nodes.Another)):
        return selectors.selector(subject)
    raise cx.error(subject, "this subject of a replaced event cannot run yet")


def _instead_effect(cx: LoweringContext, instruction: nodes.Node, *more: nodes.Node) -> runtime.Effect:
    """What happens instead: its own effect (370.1.b), where "that unit" and a leading "it" are
    the object of the replaced event."""
    if isinstance(instruction, (nodes.Instead, nodes.LeadingInstead)):
        instruction = instruction.instruction
    else:
        raise cx.error(instruction, 'a replacement without "instead" cannot run yet')
    if isinstance(instruction, nodes.May):
        # "you may pay [R] to recall it instead": whether it applies is the player's choice
        # (371.2), which must include whether the cost can be paid; not modelled yet.
        raise cx.error(instruction, "a replacement the player may choose to apply cannot run yet")
    with cx.scoped(in_replacement=True, event_subject=True):
        return effects.separate_effect(cx, instruction, *more)
