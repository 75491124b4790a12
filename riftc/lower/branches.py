"""Lowering of instructions with branches: "if"/"Otherwise", "… instead" (158.2), modes (355.3), "or", "unless"."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Callable, Iterable

from riftc import nodes, runtime
from riftc.lower import amounts, conditions, costs, effects, players, targets, triggers
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# "if it was <state> this way" → the event kind the linked instruction must have (rule 393).
DONE_STATES = {"buffed": "buff", "readied": "ready", "stunned": "stun", "killed": "kill",
               "exhausted": "exhaust", "banished": "banish", "empowered": "empower", "moved": "move"}


@lowers(nodes.Conditional)
def conditional(cx: LoweringContext, node: nodes.Conditional) -> Any:
    """"If you do, …" / "if it was buffed this way, …": linked to the latest action (359.3.e.14.b, 426.1.c)."""
    condition = node.condition
    test = condition.test if isinstance(condition, nodes.IfCondition) else None
    otherwise, cx.pending_otherwise = cx.pending_otherwise, None
    if isinstance(test, nodes.ThisKills):
        if otherwise is not None:
            raise cx.error(node, '"Otherwise" after "if this kills it" cannot run yet')
        # a reflexive trigger already (riftbound-origins-faq-056): "do this:" in its errata wording
        # ("If this kills it, do this: draw 1.") names it and makes no second one
        body = node.instruction.instruction if isinstance(node.instruction, nodes.DoThis) else node.instruction
        return triggers.this_kills(cx, test, body)
    if isinstance(test, nodes.YouCant):
        if otherwise is not None:
            raise cx.error(node, '"Otherwise" after "if you can\'t" cannot run yet')
        # "Channel 1 rune exhausted. If you can't, draw 1.": only if the instruction before was not
        # performed (359.3.e.6).
        if cx.links.last_action is None:
            raise cx.error(condition, '"if you can\'t" has no earlier instruction to refer to')
        return runtime.IfPerformed(link=cx.links.last_action, then=runtime.Effect(()),
                                   otherwise=effects.block(cx, node.instruction))
    if isinstance(condition, nodes.IfCondition) and not isinstance(test, (nodes.YouDid, nodes.DoneThisWay)):
        # "If I'm [Mighty], draw 1": a condition checked when the instruction executes.
        checked = conditions.condition(cx, condition)
        with cx.scoped(there=targets.there_of(test)):  # "if I am at a battlefield, … there"
            then, other = _branches(cx, node.instruction, otherwise)
        return runtime.IfCondition(condition=checked, then=then, otherwise=other)
    if not isinstance(test, (nodes.YouDid, nodes.DoneThisWay)):
        raise cx.error(condition, "only \"if\" conditions can run yet")
    if isinstance(test, nodes.YouDid) and cx.links.last_action is None and cx.you_did_means_paid:
        # "As an additional cost to play this, you may …. If you do, …" (356.2.b.1)
        then, other = _branches(cx, node.instruction, otherwise)
        return runtime.IfCondition(condition=runtime.PaidAdditionalCost(), then=then, otherwise=other)
    if cx.links.last_action is None:
        raise cx.error(condition, '"if you do" has no earlier instruction to refer to')
    link = cx.links.last_action
    if isinstance(test, nodes.DoneThisWay):
        _check_done_this_way(cx, test, link)
    then, other = _branches(cx, node.instruction, otherwise)
    return runtime.IfPerformed(link=link, then=then, otherwise=other)


@lowers(nodes.TrailingCondition)
def trailing_condition(cx: LoweringContext, node: nodes.TrailingCondition) -> runtime.IfCondition:
    """"give me +2 [M] this turn if there is a ready enemy unit here", "draw 1 if you have one or
    fewer cards in your hand": a condition written after its instruction, checked as the
    instruction executes (not the "if" right after a trigger condition, 383.2.a.1)."""
    condition = node.condition
    if not isinstance(condition, nodes.IfCondition) or isinstance(condition.test, (nodes.YouDid, nodes.DoneThisWay)):
        raise cx.error(condition, "this trailing condition cannot run yet")
    checked = conditions.condition(cx, condition)
    return runtime.IfCondition(condition=checked, then=effects.block(cx, node.instruction))


def conditional_instead(cx: LoweringContext, first: nodes.Node, second: nodes.Conditional) -> list[Any]:
    """"X a unit. If <condition about it>, Y it instead." (158.2: a later part of a spell that
    replaces an earlier one): the unit is chosen as the spell is played (355.5); on resolution
    the condition is checked first, and either Y or X is done to that unit, never both. Lowered
    as "Choose a unit." and one conditional with two branches, so each branch's "it" is the
    chosen unit."""
    found: list[Any] = []
    restated = cx.references
    may = first if isinstance(first, nodes.May) else None  # "you may deal 1 to a unit …"
    acted = may.instruction if may is not None else first
    if getattr(acted, "target", None) is not None:
        choose_at = cx.links.next_index
        cx.links.next_index += 1
        found.append(runtime.ChooseTargets(target=targets.target(cx, acted.target)))
        cx.links.number(acted.target, choose_at)
        cx.links.actions[choose_at], cx.links.last_action = "choose", choose_at
        it = nodes.BackRef(span=acted.target.span, word="it")
        restated = cx.references.restating(it, acted.target)  # X is done to the unit chosen
        acted = replace(acted, target=it)
        first = replace(may, instruction=acted) if may is not None else acted
    instead = second.instruction.instruction
    if isinstance(instead, nodes.DealOnly):
        # "If I'm [Empowered], deal 2 instead": the same deal (and "you may") with the other amount
        if not isinstance(acted, nodes.Deal):
            raise cx.error(instead, f"{cx.words(instead)} after this instruction cannot run yet")
        dealt = replace(acted, amount=instead.amount)
        second = replace(second, instruction=replace(second.instruction,
                                                     instruction=replace(may, instruction=dealt) if may else dealt))
    if_at = cx.links.next_index
    cx.links.next_index += 1
    # "If it's already stunned": checked before the replaced instruction, so "already" holds.
    with cx.scoped(checking_before_instead=True):
        checked = conditions.condition(cx, second.condition)
    with cx.scoped(references=restated):
        then, otherwise = _branches(cx, second.instruction.instruction, first)
    cx.links.actions[if_at] = "if"
    return found + [runtime.IfCondition(condition=checked, then=then, otherwise=otherwise)]


def _branches(cx: LoweringContext, then: nodes.Node,
              otherwise: nodes.Node | None) -> tuple[runtime.Effect, runtime.Effect | None]:
    """The instructions done if a condition holds, and those of a following "Otherwise, …"
    sentence (done if it doesn't). A branch may not run, so "if you do" in the other branch and
    after the conditional refers to what came before the condition (and so does "it",
    riftc.check.references)."""
    with cx.links.kept("last_action"):  # the branch may not run
        first = effects.block(cx, then)
    if otherwise is None:
        return first, None
    with cx.links.kept("last_action"):
        second = effects.block(cx, otherwise)
    return first, second


def _check_done_this_way(cx: LoweringContext, test: nodes.DoneThisWay, link: int) -> None:
    """"if it was buffed this way" must follow a buff: else the link would be to the wrong action."""
    wanted = DONE_STATES.get(test.state.lower())
    linked = cx.links.actions.get(link)
    if wanted is None or linked != wanted:
        raise cx.error(test, f'"{test.subject} was {test.state} this way" does not follow a matching instruction')


@lowers(nodes.ChooseModes)
def choose_modes(cx: LoweringContext, node: nodes.ChooseModes) -> runtime.ChooseMode:
    """"Choose one — • … • …" (355.3): one mode chosen as the spell is played (or the ability put
    on the chain); each mode's instructions are numbered after the ones before, and "it" or "if
    you do" in a mode never reach into another mode."""
    if " ".join(node.words.lower().split()) != "choose one":
        raise cx.error(node, f'"{node.words}" cannot run yet')
    return runtime.ChooseMode(modes=_alternatives(cx, node.modes.modes, lambda mode: _mode_block(cx, mode)))


@lowers(nodes.ChooseNewMode)
def choose_new_mode(cx: LoweringContext, node: nodes.ChooseNewMode) -> runtime.ChooseMode:
    """"choose one that hasn't been chosen this turn —" (a mode not chosen this turn by this
    object's ability, 355.3) and "choose one to give me this turn —" (keyword modes)."""
    if " ".join(node.words.lower().split()) != "choose one":
        raise cx.error(node, f'"{node.words}" cannot run yet')
    limit = node.limit
    if isinstance(limit, nodes.NotChosenThisTurn) and " ".join(limit.duration.lower().split()) == "this turn":
        modes = _alternatives(cx, node.modes.modes, lambda mode: _mode_effect(cx, mode))
        return runtime.ChooseMode(modes=modes, new_this_turn=True)
    if isinstance(limit, nodes.ToGive):
        return runtime.ChooseMode(modes=_alternatives(cx, node.modes.modes, lambda mode: _keyword_given(cx, mode, limit)))
    raise cx.error(limit, "this limit on the modes cannot run yet")


def _alternatives(cx: LoweringContext, items: Iterable[nodes.Node],
                  lower_one: Callable[[nodes.Node], runtime.Effect]) -> tuple[runtime.Effect, ...]:
    """Modes of "Choose one", options of "or": each numbered after the ones before; "if you do" in
    one never reaches into another, nor past them all (nor does "it", riftc.check.references)."""
    lowered = []
    for item in items:
        with cx.links.kept("last_action"):
            lowered.append(lower_one(item))
    return tuple(lowered)


def _mode_block(cx: LoweringContext, mode: nodes.Mode) -> runtime.Effect:
    # "Choose one —" and its modes (355.3) stand in the effect as an instruction of their own.
    return effects.block(cx, *(effects.sentence_body(s) for s in mode.effect.sentences))


def _mode_effect(cx: LoweringContext, mode: nodes.Node) -> runtime.Effect:
    if not isinstance(mode, nodes.Mode):
        raise cx.error(mode, "this kind of mode cannot run yet")
    return _mode_block(cx, mode)


def _keyword_given(cx: LoweringContext, mode: nodes.Node, limit: nodes.ToGive) -> runtime.Effect:
    """"• [Assault 2]" under "choose one to give me this turn": "Give me [Assault 2] this turn"."""
    if not isinstance(mode, nodes.KeywordMode) or mode.ability.cost is not None:
        raise cx.error(mode, "only keywords can be given as modes yet")
    give = nodes.Give(span=mode.span, target=limit.target, each=None,
                      grants=nodes.Grants(span=mode.ability.keyword.span, items=(mode.ability.keyword,)),
                      duration=limit.duration, minimum=None)
    return effects.block(cx, give)


@conditions.condition_of(nodes.YouRevealed)
def you_revealed(cx: LoweringContext, test: nodes.YouRevealed) -> runtime.ActedOnMatches:
    """"Then if you revealed a Bird, Cat, Dog, or Poro, do this: …" (424): the card the latest reveal
    of this effect revealed fits the description (not a target: nothing is chosen, 355.10.a)."""
    found = [i for i, action in cx.links.actions.items() if action == "reveal"]
    if not found:
        raise cx.error(test, f"{cx.words(test)} follows no reveal of this effect")
    ref = targets.target(cx, test.cards)
    if not isinstance(ref, runtime.Choose) or ref.selector.controller or ref.selector.location:
        raise cx.error(test.cards, f"revealing {cx.words(test.cards)} cannot be checked yet")
    return runtime.ActedOnMatches(link=max(found), selector=ref.selector)


@lowers(nodes.BasedOnModes)
def based_on_modes(cx: LoweringContext, node: nodes.BasedOnModes) -> runtime.ReflexiveByKey:
    """"Then, do the following based on the discarded card's type: • Spell — … • Gear — …" (387.1.b):
    a reflexive trigger for each mode whose key the card has (vendetta-faq-012); "Do one of the
    following based on its domain" makes one (riftbound-origins-faq-058). The modes' instructions are
    numbered after this one; each is a trigger of its own, so none reaches into another."""
    link = _basis_link(cx, node.basis)
    keys = tuple(_mode_key(cx, mode) for mode in node.modes.modes)
    with cx.scoped(in_reflexive=True):
        modes = _alternatives(cx, node.modes.modes, lambda mode: _mode_block(cx, mode))
    return runtime.ReflexiveByKey(link=link, keys=keys, modes=modes, one_of=node.one_of is not None)


def _basis_link(cx: LoweringContext, basis: nodes.Node) -> int:
    """The instruction whose card the modes are keyed on: the latest one of the action "the discarded
    card" names, or (for "its domain") the latest instruction before."""
    if isinstance(basis, nodes.CardTypeBasis):
        return amounts.latest_action(cx, basis.action, basis)
    if cx.links.last_action is None:
        raise cx.error(basis, f"{cx.words(basis)} has nothing earlier in the effect to refer to")
    return cx.links.last_action


def _mode_key(cx: LoweringContext, mode: nodes.KeyedMode) -> Any:
    """"Spell" → the card type; "[B]" → the Mind domain (134.2)."""
    if isinstance(mode.key, str):
        return runtime.CardType(kind=mode.key.lower())
    symbols = mode.key.symbols
    if len(symbols) != 1 or symbols[0] not in costs.DOMAIN_OF_SYMBOL:
        raise cx.error(mode.key, f"the key {cx.words(mode.key)} cannot be matched yet")
    return runtime.HasDomain(domain=costs.DOMAIN_OF_SYMBOL[symbols[0]])


@lowers(nodes.Either)
def either(cx: LoweringContext, node: nodes.Either) -> runtime.OneOf:
    """"draw 1 or channel 1 rune exhausted": one of two instructions, picked as it executes. Each
    option is numbered after the one before and refers back only to what came before both."""
    if node.word.lower() != "or":
        raise cx.error(node, f'"{node.word}" between two instructions cannot run yet')
    return runtime.OneOf(options=_alternatives(cx, (node.first, node.second), lambda option: _option(cx, option)))


def _option(cx: LoweringContext, option: nodes.Node) -> runtime.Effect:
    effect = effects.block(cx, option)
    if _chooses_targets(effect):
        raise cx.error(option, "a choice between instructions that choose targets cannot run yet")
    return effect


def _chooses_targets(effect: runtime.Effect) -> bool:
    """Whether an instruction of ``effect`` has targets of its own: a Choose, or Joined ones (355.7)."""
    return any(isinstance(getattr(instr, f.name), (runtime.Choose, runtime.Joined))
               for _, instr in effect.walk() for f in fields(instr))


@lowers(nodes.UnlessInstruction)
def unless_instruction(cx: LoweringContext, node: nodes.UnlessInstruction) -> runtime.Unless:
    """The instruction, its own targets moved onto the Unless (chosen as the spell is played,
    355.5) so that "its controller" in the escape can name the target's controller before the
    instruction runs; the escape is what the player may do to stop it (359.3.e.6)."""
    index = cx.links.next_index - 1  # this Unless's own reading-order number (given by instruction())
    inner_index = cx.links.next_index
    cx.links.next_index += 1
    lowered = cx.lower(node.instruction)
    target = None
    chosen = [f.name for f in fields(lowered) if isinstance(getattr(lowered, f.name), runtime.Choose)]
    if len(chosen) > 1:
        raise cx.error(node.instruction, '"unless" after an instruction with several targets cannot run yet')
    if chosen:
        target = getattr(lowered, chosen[0])
        lowered = replace(lowered, **{chosen[0]: runtime.It(link=index)})
        cx.links.lowering.discard(index)  # its target is chosen: "its controller" is that object's
    cx.links.actions[inner_index] = getattr(lowered, "action", "")
    then = runtime.Effect(instructions=(lowered,))
    player = players.player_ref(cx, node.unless.player)
    escape = _escape(cx, node.unless.action, player)
    if target is not None:
        # The Unless can't link to itself: "its controller" of its own target is player None.
        if player != runtime.ControllerOf(runtime.It(link=index)):
            raise cx.error(node.unless.player, "this player stopping an instruction cannot run yet")
        return runtime.Unless(then=then, escape=escape, player=None, target=target)
    return runtime.Unless(then=then, escape=escape, player=player)


def _escape(cx: LoweringContext, action: nodes.Node, player: runtime.PlayerRef) -> runtime.Effect:
    """"has you draw 2": you do it (the player has you do it); "pays [2]": that player pays."""
    if isinstance(action, nodes.HaveDo) and isinstance(action.player, nodes.You):
        return effects.block(cx, action.instruction)
    if isinstance(action, nodes.Pay) and isinstance(action.cost, nodes.ManaCost):
        energy, power = costs.mana(action.cost)
        cx.links.next_index += 1
        return runtime.Effect(instructions=(runtime.PlayerPays(player=player, energy=energy, power=power),))
    raise cx.error(action, "this way of stopping an instruction cannot run yet")
