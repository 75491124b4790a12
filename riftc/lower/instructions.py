"""Lowering of plain instructions: object verbs, choose, counter, return, kill, draw, channel, points, control."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import amounts, costs, deck, hands, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Object verbs whose only argument is the object acted on.
OBJECT_VERBS: dict[type[nodes.Node], type] = {
    nodes.Buff: runtime.Buff, nodes.Ready: runtime.Ready, nodes.Exhaust: runtime.Exhaust,
    nodes.Stun: runtime.Stun, nodes.Banish: runtime.Banish, nodes.Empower: runtime.Empower,
    nodes.Disempower: runtime.Disempower,  # 441.2: one empowered status is removed (vendetta-faq-015)
    nodes.ReadyOrExhaust: runtime.ReadyOrExhaust,  # "ready or exhaust a legend": chosen as it executes
}


# Instructions whose only argument is an amount → the runtime instruction.
AMOUNT_VERBS: dict[type[nodes.Node], type] = {
    nodes.Discard: runtime.Discard,
    nodes.Score: runtime.ScorePoints,  # "you score 1 point" (471.1.a.1: points from other sources than conquer)
    # "gain 1 point": points an effect gives (194.1.c), the same action as "you score 1 point"
    nodes.GainPoints: runtime.ScorePoints,
    nodes.Burn: runtime.Burn,  # "[Burn 2]" (440): the top cards of your Main Deck into your trash
    # "spend 3 XP to …" inside an instruction (730.2; a cost within an instruction, 740.4.a)
    nodes.SpendXp: runtime.SpendXp,
    nodes.PayXp: runtime.SpendXp,  # "pay 2 XP to …": XP spent as a payment (202, 203.1)
}


@lowers(*AMOUNT_VERBS)
def amount_verb(cx: LoweringContext, node: Any) -> Any:
    return AMOUNT_VERBS[type(node)](amount=node.amount)


@lowers(nodes.WinGame)
def win_game(cx: LoweringContext, node: nodes.WinGame) -> runtime.WinGame:
    """"you win the game" (195); its subject "you" is read by ``players_do``."""
    return runtime.WinGame()


@lowers(nodes.TakeTurn)
def take_turn(cx: LoweringContext, node: nodes.TakeTurn) -> runtime.TakeAdditionalTurn:
    """"Take a turn after this one" (735); the player taking it is the subject ``players_do`` reads."""
    return runtime.TakeAdditionalTurn()


@lowers(nodes.GainXp)
def gain_xp(cx: LoweringContext, node: nodes.GainXp) -> runtime.GainXp:
    """"Gain 2 XP" (730.1); "gain 1 XP for each friendly unit": that many for each one counted as
    the instruction executes (477.3.b)."""
    return runtime.GainXp(amount=amounts.scaled(cx, node.amount, node.scale))


@lowers(*OBJECT_VERBS)
def object_verb(cx: LoweringContext, node: Any) -> Any:
    """"Buff me", "Stun an enemy unit", "Banish a unit from among them": a verb whose only argument
    is the object acted on."""
    among = deck.among_verb(cx, node)  # "banish a unit from among them"
    if among is not None:
        return among
    target = targets.target(cx, node.target)
    if isinstance(target, runtime.Self) and cx.card.type == "Spell" and not isinstance(node, nodes.Banish):
        # "Banish this" works (its card leaves the chain, 427.2, and the spell stops, 359.3.e.15); other
        # verbs on the spell itself as it resolves are not modelled, so they must not silently do nothing.
        raise cx.error(node.target, "a spell acting on itself cannot run yet")
    return OBJECT_VERBS[type(node)](target=target)


@lowers(nodes.Choose)
def choose(cx: LoweringContext, node: nodes.Choose) -> runtime.ChooseTargets:
    """"Choose a friendly unit." (355.5): a target chosen with the others, that later
    instructions refer to as "it"."""
    among = deck.among_verb(cx, node)  # "choose a card from among them"
    if among is not None:
        return among
    from_hand = hands.pick_from_hand(cx, node.target)  # "Choose a card from it" (a revealed hand)
    if from_hand is not None:
        return from_hand
    battlefield = targets.choose_battlefield(cx, node.target)  # "Choose a battlefield …"
    if battlefield is not None:
        cx.links.chosen_battlefield = cx.links.next_index - 1  # this instruction's reading-order number
        return runtime.ChooseTargets(target=battlefield)
    target = targets.target(cx, node.target)
    if isinstance(target, runtime.Joined):  # "Choose a friendly unit and an enemy unit." (355.7)
        return runtime.ChooseTargets(target=target)
    if not isinstance(target, runtime.Choose):
        raise cx.error(node.target, "only a choice of objects can be chosen")
    if cx.in_replacement and target.selector.other:
        # "As this is attached to a unit, choose another friendly unit": another than that unit.
        target = replace(target, not_event_object=True)
    if targets.any_spell(target):  # "Choose a spell": a spell is on the chain (355.9.a.2)
        target = targets.on_the_chain(target)
    return runtime.ChooseTargets(target=target)


@lowers(nodes.Counter)
def counter(cx: LoweringContext, node: nodes.Counter) -> runtime.CounterSpell:
    """"Counter a spell." (425): the target is a spell on the chain (355.9.a.2)."""
    target = targets.target(cx, node.target)
    if isinstance(target, runtime.It):  # "Otherwise, counter it": the spell chosen before
        return runtime.CounterSpell(target=target)
    if not targets.any_spell(target):
        raise cx.error(node.target, "only \"counter a spell\" can run yet")
    return runtime.CounterSpell(target=targets.on_the_chain(target))


def counter_instead(first: nodes.Node, second: nodes.Node) -> bool:
    """"Counter a spell. Return it to its owner's hand instead of putting it in their trash.": a counter,
    then where the countered card goes in place of its owner's trash (425.1.a.1, 370.1.b)."""
    if not (isinstance(first, nodes.Counter) and isinstance(second, nodes.InsteadOf)):
        return False
    back, putting = second.instruction, second.replaced
    return isinstance(back, nodes.ReturnTo) and isinstance(back.target, nodes.BackRef) \
        and isinstance(putting.card, nodes.BackRef) and back.origin is None


def counter_returning(cx: LoweringContext, first: nodes.Counter, second: nodes.InsteadOf) -> runtime.CounterSpell:
    """The counter of ``counter_instead``, sending the countered card to its owner's hand (a replacement
    of its going to the trash, 370.1.b; a [Flow] spell is banished all the same, vendetta-faq-001)."""
    back, putting = second.instruction, second.replaced
    zone, dest = back.zone, putting.destination
    if not (isinstance(zone, nodes.Zone) and zone.zone == "hand" and zone.owner == "its owner's"
            and isinstance(dest, nodes.Zone) and dest.zone == "trash" and dest.owner in ("their", "its owner's")
            and putting.prep.lower() in ("in", "into")
            and back.target.word.lower() == "it" and putting.card.word.lower() == "it"):
        raise cx.error(second, "only \"Return it to its owner's hand instead of putting it in their trash\" "
                               "can follow a counter yet")
    return replace(counter(cx, first), to="hand")


@lowers(nodes.Add)
def add(cx: LoweringContext, node: nodes.Add) -> runtime.AddResources:
    """"[Add] [1][R]" (429): Energy and Power into your rune pool."""
    energy, power = costs.mana(node.resources)
    return runtime.AddResources(energy=energy, power=power)


@lowers(nodes.ReturnTo)
def return_to(cx: LoweringContext, node: nodes.ReturnTo) -> runtime.ReturnToHand:
    """"Return a unit at a battlefield to its owner's hand", "return a unit from your trash to your
    hand": to its owner's hand (a new object there, 124.1)."""
    if isinstance(node.zone, nodes.Zone) and node.zone.zone.lower() == "champion zone":
        return targets.champion_zone_return(cx, node)  # 108.3.c.1
    origin = node.origin
    if origin is None and isinstance(getattr(node.target, "location", None), nodes.FromZone):
        origin = node.target.location.zone  # "a unit from your trash": the zone is part of the choice
    owner_hand = (node.zone.zone, node.zone.owner) in (("hand", "its owner's"), ("hand", "my owner's"),
                                                       ("hands", "their owners'"))
    your_trash = node.zone.zone == "hand" and node.zone.owner == "your" and origin is not None
    if not (owner_hand or your_trash):  # a card always returns to its owner's hand (124.1)
        raise cx.error(node.zone, "returning to somewhere other than its owner's hand cannot run yet")
    if origin is None:
        target = targets.target(cx, node.target)
        if isinstance(target, runtime.Choose) and "spell" in target.selector.types:
            raise cx.error(node.target, "a spell on the chain cannot be chosen yet")
        return runtime.ReturnToHand(target=target)
    any_trash = origin.zone == "trashes" and origin.owner is None  # "from trashes": anyone's
    if isinstance(node.target, nodes.SelfRef) and origin.zone == "trash" and origin.owner == "your":
        # "When you conquer, you may discard 1 to return this from your trash to your hand." (385.2):
        # the card in its owner's trash; its ability works there
        targets.check_self_word(cx, node.target)
        return runtime.ReturnToHand(target=runtime.Self(), from_trash=True)
    if not (origin.zone == "trash" and origin.owner == "your" or any_trash) \
            or not isinstance(node.target, nodes.Choice):
        raise cx.error(origin, "returning from there cannot run yet")
    choice = node.target
    if choice.location is None:  # "Return up to two cards with [Hidden] from your trash": the
        choice = replace(choice, location=nodes.FromZone(span=origin.span, zone=origin))  # zone is the choice's
    ref = selectors.object_ref(choice)
    if not isinstance(ref, runtime.Choose):
        raise cx.error(node.target, "returning all cards from a trash cannot run yet")
    # "from your trash": a card in its owner's trash is a legal choice there (355.9.a); "from
    # trashes": a card in any player's trash, back to its owner's hand (124.1).
    where = replace(ref.selector, zone="trash", controller=None if any_trash else "friendly")
    return runtime.ReturnToHand(target=replace(ref, selector=where))


@lowers(nodes.Kill)
def kill(cx: LoweringContext, node: nodes.Kill) -> runtime.Kill:
    cx.require_none(node, "when")
    return runtime.Kill(target=targets.target(cx, node.target))


@lowers(nodes.Draw)
def draw(cx: LoweringContext, node: nodes.Draw) -> runtime.Draw:
    """"Draw 2", "Draw 1 for each of your [Mighty] units" (413)."""
    return runtime.Draw(amount=amounts.scaled(cx, node.amount, node.scale))


@lowers(nodes.Channel)
def channel(cx: LoweringContext, node: nodes.Channel) -> runtime.Channel:
    if node.state not in (None, "exhausted"):
        raise cx.error(node, f'channelling runes "{node.state}" cannot run yet')
    return runtime.Channel(amount=node.amount, exhausted=node.state == "exhausted")


@lowers(nodes.Predict)
def predict(cx: LoweringContext, node: nodes.Predict) -> runtime.Predict:
    """"[Predict]" / "[Predict 2]" (436; X presumed 1, 436.3.a)."""
    return runtime.Predict(amount=node.amount or 1)


@lowers(nodes.Recall)
def recall(cx: LoweringContext, node: nodes.Recall) -> runtime.Recall:
    """"Recall it exhausted" (455): to its base, not a move."""
    cx.require_none(node, "later")
    if node.state not in (None, "exhausted"):
        raise cx.error(node, f'recalling "{node.state}" cannot run yet')
    return runtime.Recall(target=targets.target(cx, node.target), exhausted=node.state == "exhausted")


@lowers(nodes.Heal)
def heal(cx: LoweringContext, node: nodes.Heal) -> runtime.Heal:
    """"Heal it" (418)."""
    return runtime.Heal(target=targets.target(cx, node.target))


@lowers(nodes.ControlChange)
def control_change(cx: LoweringContext, node: nodes.ControlChange) -> runtime.GainControl:
    """"Take control of it", "Gain control of a spell" (189-192): the ability's controller becomes
    the object's controller; a spell is chosen on the chain (355.9.a.2). Losing control cannot
    run yet."""
    if node.change.lower() not in ("take control", "gain control"):
        raise cx.error(node, f'"{node.change}" cannot run yet')
    target = targets.target(cx, node.target)
    if isinstance(target, runtime.Choose) and target.selector.types == ("spell",):
        if not targets.any_spell(target):
            raise cx.error(node.target, "only \"a spell\" on the chain can be controlled yet")
        target = targets.on_the_chain(target)
    return runtime.GainControl(target=target)


@lowers(nodes.ControlUntil)
def control_until(cx: LoweringContext, node: nodes.ControlUntil) -> runtime.GainControl:
    """"You control it until I leave the board" (189, 390.5.b): control for as long as the source
    stays on the board."""
    event = node.until.event
    if not (isinstance(event, nodes.UnitEvent) and isinstance(event.subject, nodes.SelfRef)
            and event.destination is None and tuple(v.lower() for v in event.verbs.verbs) == ("leave the board",)):
        raise cx.error(node.until, "control until this event cannot run yet")
    targets.check_self_word(cx, event.subject)
    return runtime.GainControl(target=targets.target(cx, node.target), until_source_leaves=True)


@lowers(nodes.MakeNewChoices)
def make_new_choices(cx: LoweringContext, node: nodes.MakeNewChoices) -> runtime.MakeNewChoices:
    """"You may make new choices for it" (751): remake the targets of that spell on the chain."""
    return runtime.MakeNewChoices(target=targets.target(cx, node.target))
