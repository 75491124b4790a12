"""Lowering of effects: sentences flattened into instructions, numbered in reading order so links point back."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import branches, instructions, players, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


@dataclass(frozen=True)
class _OtherThanBefore:
    """A step of a split give whose target says "another": it must differ from the one chosen by
    the step before (not an AST node: only ``block`` sees it)."""

    give: nodes.Give


@lowers(nodes.Effect)
def effect(cx: LoweringContext, node: nodes.Effect) -> runtime.Effect:
    """A whole effect: sentences in order, links checked to point backwards."""
    # "Choose one —" and its modes (355.3) stand in the effect as an instruction of their own.
    bodies = [sentence_body(sentence) for sentence in node.sentences]
    found = next((k for k, body in enumerate(bodies) if _has_do_this(body)), None)
    if found is not None and found + 1 < len(bodies):
        # "Then do this: Choose another enemy unit at its destination. They deal damage …": what
        # follows "do this:" to the end of the ability is the reflexive trigger's (387.1, 388.1).
        with cx.scoped(reflexive_rest=tuple(bodies[found + 1:])):
            return _checked_block(cx, *bodies[:found + 1])
    return _checked_block(cx, *bodies)


def _has_do_this(node: nodes.Node) -> bool:
    """Whether a sentence holds a "do this:" (not one inside a quoted ability, which is an ability of
    its own)."""
    return any(isinstance(inner, nodes.DoThis) for inner in node.walk()) and not isinstance(node, nodes.QuotedSentence)


def separate_effect(cx: LoweringContext, *parts: nodes.Node,
                    watched: frozenset[tuple[str, int, int]] = frozenset()) -> runtime.Effect:
    """An effect that runs on its own (a replacement's instructions, 370.1.b): numbered from 0,
    and the numbering of the effect around it continues afterwards. ``watched``: phrases of the
    effect around whose objects are its event's (a delayed instruction about "it", 390.2)."""
    cx.dealers = {}  # emptied, and left so afterwards: the effect around it reads no dealer from before
    with cx.fresh_effect(watched):
        return _checked_block(cx, *parts)


def _checked_block(cx: LoweringContext, *parts: nodes.Node) -> runtime.Effect:
    lowered = block(cx, *parts)
    runtime.check_links(lowered)  # every link points backwards (docs/runtime.md)
    return lowered


def block(cx: LoweringContext, *parts: nodes.Node) -> runtime.Effect:
    """Instructions done in order, each numbered as it is lowered (links need reading order).
    "If …, X. Otherwise, Y." is one conditional instruction with two branches."""
    from riftc.lower import play  # play imports this module
    steps = [step for part in parts for step in _steps(part)]
    lowered: list[Any] = []
    absorbed: set[int] = set()
    for index, step in enumerate(steps):
        if isinstance(step, nodes.Otherwise) and index and isinstance(steps[index - 1], nodes.Conditional):
            continue  # lowered with the conditional before it
        if index and _instead_of(steps[index - 1], step):
            continue  # lowered with the instruction it replaces
        if index + 1 < len(steps) and _instead_of(step, steps[index + 1]):
            lowered += branches.conditional_instead(cx, step, steps[index + 1])
            continue
        if index and instructions.counter_instead(steps[index - 1], step):
            continue  # lowered with the counter before it
        if index + 1 < len(steps) and instructions.counter_instead(step, steps[index + 1]):
            lowered.append(instructions.counter_returning(cx, step, steps[index + 1]))
            continue
        if index and players.rest_of_choices(steps[index - 1], step):
            continue  # lowered with the players' choices before it
        if index + 1 < len(steps) and players.rest_of_choices(step, steps[index + 1]):
            lowered += players.choices_and_rest(cx, step, steps[index + 1])
            continue
        if index and players.kill_exception(steps[index - 1], step):
            continue  # lowered with the kill before it
        if index + 1 < len(steps) and players.kill_exception(step, steps[index + 1]):
            lowered.append(players.kill_except_you(cx, step, steps[index + 1]))
            continue
        if isinstance(step, nodes.Conditional) and index + 1 < len(steps) \
                and isinstance(steps[index + 1], nodes.Otherwise):
            cx.pending_otherwise = steps[index + 1].instruction
        if index in absorbed:
            continue  # lowered with the play before it ("If it's a unit, play it here.")
        later = play.where_unit_played(steps, index)
        if later is not None:
            absorbed.add(later)
            lowered.append(play.played_here_if_unit(cx, step, steps[later]))
            continue
        if isinstance(step, _OtherThanBefore):
            lowered.append(_other_than_before(cx, step))
            continue
        if _reflexive_this_way(step):
            lowered.append(_when_done_this_way(cx, step))
            continue
        lowered.append(instruction(cx, step))
    return runtime.Effect(instructions=tuple(lowered))


def _other_than_before(cx: LoweringContext, step: _OtherThanBefore) -> Any:
    """The give of "… and another unit -2 [M] this turn": its target may not be the object the
    instruction just before chose (``Choose.excluding``, 355.9.b)."""
    before = cx.links.next_index - 1
    lowered = instruction(cx, step.give)
    target = getattr(lowered, "target", None)
    if before < 0 or not isinstance(target, runtime.Choose):
        raise cx.error(step.give, '"another" after that cannot be selected yet')
    return replace(lowered, target=replace(target, excluding=(before,)))


def for_each_object(cx: LoweringContext, node: nodes.ForEachFirst) -> runtime.ForEachObject:
    """"For each friendly unit, you may spend its buff to ready it." (355.5.a): the instruction once
    for each such object as it executes; "it"/"its" in it link to this instruction, whose Outcome is
    the object of the moment (effects/each_object.py)."""
    counted = node.scale.counted if isinstance(node.scale, nodes.ForEach) else None
    if not (isinstance(counted, nodes.Choice) and isinstance(counted.quantity, nodes.Every)):
        raise cx.error(node.scale, f"doing this {cx.words(node.scale)} cannot run yet")
    ref = targets.target(cx, counted)
    if not isinstance(ref, runtime.All):
        raise cx.error(node.scale, f"doing this {cx.words(node.scale)} cannot run yet")
    index = cx.links.next_index - 1  # its own number: "it" is the object of the moment
    cx.links.lowering.discard(index)
    with cx.scoped(each_object=index):
        return runtime.ForEachObject(selector=ref.selector, effect=block(cx, node.instruction))


def _reflexive_this_way(node: nodes.Node) -> bool:
    """"When you burn a unit this way, do this: …": a reflexive trigger whose condition is written like
    a trigger's (387.3), about what the instruction before did, not a delayed trigger."""
    return isinstance(node, nodes.DelayedTrigger) and node.duration is None \
        and isinstance(node.trigger, nodes.Trigger) and isinstance(node.trigger.event, nodes.ActionThisWayEvent) \
        and isinstance(node.instruction, nodes.DoThis)


def _when_done_this_way(cx: LoweringContext, node: nodes.DelayedTrigger) -> runtime.IfCondition:
    """The reflexive trigger of "When you burn a unit this way, do this: …" is created only if the
    latest instruction of that action acted on such a card (387.2-387.3)."""
    trigger = node.trigger
    assert isinstance(trigger, nodes.Trigger) and isinstance(trigger.event, nodes.ActionThisWayEvent)
    event = trigger.event
    found = [i for i, action in cx.links.actions.items() if action == event.verb.lower()]
    if not found:
        raise cx.error(node.trigger, f"{cx.words(node.trigger)} follows no such instruction of this effect")
    ref = targets.target(cx, event.target)
    if not isinstance(ref, runtime.Choose) or ref.selector.controller or ref.selector.location:
        raise cx.error(event.target, f"{cx.words(event.target)} done this way cannot be checked yet")
    if_at = cx.links.next_index
    cx.links.next_index += 1
    cx.links.actions[if_at] = "if"
    with cx.links.kept("last_action"):
        then = block(cx, node.instruction)
    return runtime.IfCondition(condition=runtime.ActedOnMatches(link=max(found), selector=ref.selector), then=then)


def _steps(node: nodes.Node) -> tuple[nodes.Node, ...]:
    """"Discard 1, then draw 1.", "buff me and ready me", "Then draw 1." are instructions done in
    order (158.1): "then" adds nothing but the order, which sentences already have."""
    if isinstance(node, nodes.Sequence):
        return tuple(step for inner in node.steps for step in _steps(inner))
    if isinstance(node, nodes.Both):
        return _steps(node.first) + _steps(node.second)
    if isinstance(node, nodes.Series):  # "heal it, exhaust it, and recall it": in order
        return tuple(step for inner in node.steps for step in _steps(inner))
    if isinstance(node, nodes.SplitGive):
        # "Give friendly units there +1 [M] this turn and enemy units there -1 [M] this turn, to a
        # minimum of 1 [M]": one give per part, in order; the minimum is the whole phrase's. "Give
        # a unit +2 [M] this turn and another unit -2 [M] this turn": the second part chooses a unit
        # other than the first part's (_OtherThanBefore).
        gives = [nodes.Give(span=part.span, target=part.target, each=None, grants=part.grants,
                            duration=part.duration, minimum=node.minimum, scale=None)
                 for part in node.parts.items]
        return tuple(_OtherThanBefore(give) if k and isinstance(getattr(give.target, "quantity", None), nodes.Another)
                     else give for k, give in enumerate(gives))
    if isinstance(node, (nodes.CommaBoth, nodes.SubjectChange)):
        # "Choose a card from it, and recycle that card", "…, and they discard that card": two
        # instructions in order, the second linked to the first (359.3.e.14)
        return _steps(node.first) + _steps(node.second)
    if isinstance(node, (nodes.Then, nodes.LowerCaseInstruction)):  # "do this: draw 1" as "Draw 1"
        return _steps(node.instruction)
    if isinstance(node, (nodes.PlayerDoes, nodes.PlayersDo)) and isinstance(node.instruction, (nodes.Sequence, nodes.Both)):
        # "Each player discards their hand, then draws 4", "they discard that card and draw 1": each
        # step done by those players, in order
        return tuple(replace(node, instruction=step) for step in _steps(node.instruction))
    return (node,)


def instruction(cx: LoweringContext, node: nodes.Node) -> Any:
    """Lower one instruction, giving it the next reading-order number first (links need it)."""
    if isinstance(node, (nodes.Sequence, nodes.Both, nodes.Then, nodes.Series)):
        raise cx.error(node, "a sequence must be flattened by its effect")
    index = cx.links.next_index
    cx.links.next_index += 1
    cx.links.number(node, index)  # "it" after it links here when it means an object named in it
    cx.links.lowering.add(index)
    lowered = cx.lower(node)
    cx.links.lowering.discard(index)
    cx.links.actions[index] = getattr(lowered, "action", "")
    if not isinstance(node, nodes.May):  # "you may X. If you do" links to X itself (rule 205)
        cx.links.last_action = index
    chooses = [getattr(lowered, f) for f in getattr(lowered, "__dataclass_fields__", ())
               if isinstance(getattr(lowered, f), runtime.Choose)]
    if len(chooses) == 1 and not chooses[0].up_to:
        cx.links.chosen_count[index] = chooses[0].count
    joined = [getattr(lowered, f) for f in getattr(lowered, "__dataclass_fields__", ())
              if isinstance(getattr(lowered, f), runtime.Joined)]
    if not chooses and len(joined) == 1 and not any(part.up_to for part in joined[0].parts):
        cx.links.chosen_count[index] = sum(part.count for part in joined[0].parts)  # "They" = all of them
    return lowered


# The misprinted second full stop of a DoubledStopSentence changes nothing (RL002 reports it).
@lowers(nodes.Sentence, nodes.DoubledStopSentence)
def sentence(cx: LoweringContext, node: nodes.Sentence) -> Any:
    return instruction(cx, node.instruction)


@lowers(nodes.May)
def may(cx: LoweringContext, node: nodes.May) -> runtime.MayDo:
    return runtime.MayDo(then=block(cx, node.instruction))


@lowers(nodes.DoThis)
def do_this(cx: LoweringContext, node: nodes.DoThis) -> runtime.ReflexiveTrigger:
    """"Then do this: Ready up to two of them." (387.1, 388.1): a reflexive trigger, a new ability
    put on the chain as this one resolves; its instructions are numbered within this effect, so
    "them" and "its destination" link to what this effect did."""
    rest, cx.reflexive_rest = cx.reflexive_rest, ()
    with cx.scoped(in_reflexive=True):
        return runtime.ReflexiveTrigger(effect=block(cx, node.instruction, *rest))


@lowers(nodes.ConditionalThen)
def conditional_then(cx: LoweringContext, node: nodes.ConditionalThen) -> Any:
    """"If you do, then do this: Attach it to me." (387.2): the reflexive trigger is created only if
    its condition holds as this ability resolves; "then" adds only the order."""
    return cx.lower(nodes.Conditional(span=node.span, condition=node.condition, instruction=node.instruction))


def sentence_body(node: nodes.Node) -> nodes.Node:
    """What a sentence of an effect does: a Sentence's instruction; other sentence-level nodes ("When
    it dies this turn, …" delayed triggers, "Choose one —") stand for themselves and must be lowered
    whole, never reduced to the instruction they contain."""
    return node.instruction if isinstance(node, nodes.Sentence) else node


def _instead_of(first: nodes.Node, second: nodes.Node) -> bool:
    """"Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead.", "[Add] [1]. If
    this is [Empowered], [Add] [2] instead.": an instruction (on one chosen object, or on none),
    then a condition that replaces it with another instruction."""
    target = getattr(first, "target", None)
    return (target is None or isinstance(target, nodes.Choice)) and not isinstance(first, nodes.Conditional) \
        and isinstance(second, nodes.Conditional) \
        and isinstance(second.condition, nodes.IfCondition) and isinstance(second.instruction, nodes.Instead) \
        and not isinstance(second.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant))
