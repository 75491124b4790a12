"""Lowering of instructions done by other players than "you" (135.2.b.4), in turn order, or by the acting player."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import conditions, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Events of a battlefield's trigger that name one acting player ("a player plays a spell").
ACTING_PLAYER_EVENTS = (nodes.PlayerPlayEvent,)


@lowers(nodes.PlayerDoes)
def player_does(cx: LoweringContext, node: nodes.PlayerDoes) -> Any:
    """"Its controller draws 2" (Hidden Blade): the instruction, done by that player. "Each
    player kills one of their units": each player picks one of theirs, then all die together."""
    if _each_player_on_their_own(node):
        with cx.scoped(each_player_picks=True):
            return cx.lower(node.instruction)
    if _every_player(node.player) and isinstance(node.instruction, (nodes.ListedSequence, nodes.Sequence)):
        return _each_player_steps(cx, node.instruction)
    return _done_by(cx, node.instruction, player_ref(cx, node.player))


def _every_player(player: nodes.Node) -> bool:
    """"each player" (not "each other player")."""
    return isinstance(player, nodes.Player) and player.quantity.lower() == "each" and not player.other \
        and player.noun.lower() == "player"


def _each_player_steps(cx: LoweringContext, steps: nodes.ListedSequence | nodes.Sequence) -> runtime.EachPlayerDoes:
    """"Each player looks at the top 5 cards of their Main Deck, banishes one, then recycles the rest."
    (303.2.a, origins-faq-036): the steps, done by each player in turn order from the turn player, each
    with their own cards ("their" is that player's "your")."""
    from riftc.lower import effects  # effects lowers player instructions through this module
    with cx.scoped(each_player_acts=True):
        lowered = tuple(effects.instruction(cx, step) for step in steps.steps)
    return runtime.EachPlayerDoes(then=runtime.Effect(lowered))


def _players_play_theirs(cx: LoweringContext, play: nodes.Play) -> runtime.EachPlayerDoes:
    """"Starting with the next player, each player plays those cards, ignoring Energy costs." after
    each player banished one (origins-faq-036): each player, from the one after the turn player,
    plays the card they banished, paying its Power cost (356.1.b.2); a card that can't be played
    stays banished (419.3.c)."""
    actions = cx.links.actions
    banished = [i for i, action in actions.items() if action == "take"]
    each = [i for i, action in actions.items() if action == "each_player"]
    waiver = play.cost_waiver
    energy_only = isinstance(waiver, nodes.IgnoringCost) and isinstance(waiver.cost, nodes.KindCosts) \
        and waiver.cost.kind.lower() == "energy" and waiver.cost.noun.lower() == "costs"
    if not (banished and each and min(each) < max(banished)) or not energy_only \
            or play.as_ or play.source or play.destination or play.for_:
        raise cx.error(play, "only each player playing the cards they banished, ignoring Energy costs, can run yet")
    cx.links.next_index += 1  # the play, numbered inside the instruction that holds it
    played = runtime.PlayCard(target=runtime.It(link=max(banished)), ignore="energy", to="choose")
    return runtime.EachPlayerDoes(then=runtime.Effect((played,)), start="next", mine=True)


@lowers(nodes.PlayerMust)
def player_must(cx: LoweringContext, node: nodes.PlayerMust) -> Any:
    """"each player must kill one of their units": "must" only says the instruction is not
    optional, so it is the same as "each player kills one of their units". "you must recycle one of
    your runes": what you must do is chosen as the ability resolves, and is no target
    (riftbound-origins-faq-052)."""
    if isinstance(node.player, nodes.You):
        return _picked_on_resolution(cx, node.instruction, cx.lower(node.instruction))
    return player_does(cx, nodes.PlayerDoes(span=node.span, player=node.player, instruction=node.instruction))


def _picked_on_resolution(cx: LoweringContext, instruction: nodes.Node, lowered: Any) -> Any:
    """``lowered`` with the objects it would choose as targets picked as it executes instead (355.10:
    a "must" instruction chooses nothing as the ability is put on the chain)."""
    chosen = getattr(lowered, "target", None)
    if not isinstance(chosen, runtime.Choose):
        return lowered
    if chosen.excluding or chosen.not_event_object or chosen.group is not None or chosen.relative is not None:
        raise cx.error(instruction, f"{cx.words(instruction)} picked as it resolves cannot run yet")
    return replace(lowered, target=runtime.Pick(selector=chosen.selector, count=chosen.count, up_to=chosen.up_to))


def kill_except_you(cx: LoweringContext, must: nodes.Node, then: nodes.Conditional) -> runtime.IfCondition:
    """"Each player must kill one of their units. If you paid my additional cost, you don't kill a
    unit this way.": one conditional (356.2: the cost was paid) whose branches are the kill
    without you picking (359.3.e.14: the exception is linked to the kill before it) and the kill by everyone."""
    exception = then.instruction
    unit = exception.target
    plain_unit = isinstance(unit, nodes.Choice) and isinstance(unit.quantity, nodes.One) \
        and getattr(unit.noun, "word", "") == "unit" and not (unit.other or unit.state or unit.controller)
    if not (isinstance(exception.players, nodes.You) and plain_unit):
        raise cx.error(exception, "this exception to a kill cannot run yet")
    if_at = cx.links.next_index
    cx.links.next_index += 1
    condition = conditions.condition(cx, then.condition)
    cx.links.next_index += 1
    everyone = cx.lower(must)
    picks = getattr(everyone, "target", None)
    if not (isinstance(everyone, runtime.Kill) and isinstance(picks, runtime.EachPlayerPicks)
            and picks.selector.types == ("unit",)):
        raise cx.error(must, "only \"each player kills one of their units\" can have this exception yet")
    cx.links.next_index += 1
    others = replace(everyone, target=replace(picks, others_only=True))
    cx.links.actions.update({if_at: "if", if_at + 1: "kill", if_at + 2: "kill"})
    cx.links.last_action = if_at
    return runtime.IfCondition(condition=condition, then=runtime.Effect((others,)),
                               otherwise=runtime.Effect((everyone,)))


@lowers(nodes.TurnOrder)
def turn_order(cx: LoweringContext, node: nodes.TurnOrder) -> Any:
    """"Starting with the next player, each player may return a unit to its owner's hand",
    "Starting with the next player, each other player chooses a unit you don't control that
    hasn't been chosen for this spell": the objects are picked by each player in turn order from
    the one after you (115.1.c), then the instruction acts on all of them."""
    inner = node.instruction
    player = getattr(inner, "player", None)
    played = getattr(inner, "instruction", None)
    if isinstance(inner, nodes.PlayerDoes) and _every_player(player) and isinstance(played, nodes.Play) \
            and isinstance(played.card, nodes.ThatRef) and played.card.word.lower() == "those" \
            and getattr(played.card.noun, "word", "") == "cards" and played.card.controller is None:
        return _players_play_theirs(cx, played)
    each = isinstance(player, nodes.Player) and player.quantity.lower() == "each" \
        and player.noun.lower() == "player"
    if not (isinstance(inner, (nodes.PlayerMay, nodes.PlayerDoes)) and each):
        raise cx.error(inner, "this instruction in turn order cannot run yet")
    with cx.scoped(turn_order=(isinstance(inner, nodes.PlayerMay), bool(player.other))):
        if isinstance(inner.instruction, nodes.Choose):  # "each other player chooses a unit …"
            return runtime.ChooseTargets(target=targets.target(cx, inner.instruction.target))
        lowered = cx.lower(inner.instruction)
    if not isinstance(getattr(lowered, "target", None), runtime.InTurnOrderPicks):
        raise cx.error(inner.instruction, "this instruction in turn order cannot run yet")
    return lowered


def turn_order_picks(cx: LoweringContext, choice: nodes.Choice) -> runtime.InTurnOrderPicks:
    """"a unit" / "a unit you don't control that hasn't been chosen for this spell", picked by each
    player in turn order; judged from you (189: "you don't control")."""
    assert cx.turn_order is not None
    may, others = cx.turn_order
    if not isinstance(choice.quantity, nodes.One):
        raise cx.error(choice, "picking this many in turn order cannot run yet")
    plain = replace(choice, controlled_by=None, clause=None)
    selector = selectors.selector(plain)
    if isinstance(choice.controlled_by, nodes.NotControlledBy):
        if selector.controller is not None:
            raise cx.error(choice, "these objects cannot be picked in turn order yet")
        selector = replace(selector, controller="enemy")  # not yours: an opponent's (no teams, 740.1.b)
    elif choice.controlled_by is not None:
        raise cx.error(choice.controlled_by, "these objects cannot be picked in turn order yet")
    # Each player acts on what the players before left: an object picked earlier is never picked
    # again ("that hasn't been chosen for this spell" says so; "each player may return a unit"
    # can't return a unit already returned).
    distinct = True
    if isinstance(choice.clause, nodes.NotYetChosen):
        if choice.clause.self_word.lower() != "this" or choice.clause.noun.lower() != "spell":
            raise cx.error(choice.clause, "this clause cannot be checked yet")
    elif choice.clause is not None:
        raise cx.error(choice.clause, "this clause cannot be checked yet")
    return runtime.InTurnOrderPicks(selector=selector, up_to=may, others_only=others, distinct=distinct)


@lowers(nodes.PlayersDo)
def players_do(cx: LoweringContext, node: nodes.PlayersDo) -> Any:
    """"you score 1 point": an instruction whose subject is you is your instruction (135.2.b.4);
    "They discard 1" after "choose a player": done by the chosen player. Other groups of players
    ("you and that player each draw 1") do not run yet."""
    if isinstance(node.players, nodes.They) and node.each is None and cx.scoring_player:
        # "… they draw 1 instead": the player who would have scored (370.1.b).
        return _done_by(cx, node.instruction, runtime.ScoringPlayer())
    if isinstance(node.players, nodes.They) and node.each is None and isinstance(node.instruction, nodes.Recycle) \
            and isinstance(node.instruction.target, nodes.ThatRef):
        # "They reveal their hand and you choose a Mind card from it. They recycle that card.": the
        # card's owner, the chosen player, recycles it (416.1)
        _chosen_player(cx, node.players)
        return replace(cx.lower(node.instruction), by_owners=True)
    if isinstance(node.players, nodes.They) and node.each is None:
        return _done_by(cx, node.instruction, _chosen_player(cx, node.players))
    if isinstance(node.players, nodes.RelatedPlayers) and " ".join(node.players.words.lower().split()) == "their owners" \
            and node.each is None and isinstance(node.instruction, nodes.Recycle):
        # "Their owners recycle them": each card goes to the bottom of its owner's deck (416.1),
        # recycled by that owner
        lowered = cx.lower(node.instruction)
        return replace(lowered, by_owners=True)
    if not isinstance(node.players, nodes.You) or node.each is not None:
        raise cx.error(node.players, "instructions done by other players cannot run yet")
    return cx.lower(node.instruction)


@lowers(nodes.ChoosePlayer)
def choose_player(cx: LoweringContext, node: nodes.ChoosePlayer) -> runtime.ChoosePlayer:
    """"choose a player" / "choose an opponent" (picked as the instruction executes, 355.5)."""
    player = node.player
    if not is_one_player(player):
        raise cx.error(player, "choosing this player cannot run yet")
    try:
        return runtime.ChoosePlayer(who=player.noun.lower())
    except ValueError:  # the runtime says who may be chosen: a player or an opponent (740.1.b)
        raise cx.error(player, "choosing this player cannot run yet") from None


def is_one_player(node: nodes.Node, *nouns: str) -> bool:
    """"a player", "an opponent": one player, not "another" (of the nouns given, if any)."""
    return isinstance(node, nodes.Player) and node.quantity.lower() in ("a", "an") and not node.other \
        and (not nouns or node.noun.lower() in nouns)


def _chosen_player(cx: LoweringContext, node: nodes.Node) -> runtime.PlayerRef:
    """"they": the player chosen by the latest "choose a player" of the effect."""
    chosen = [index for index, action in cx.links.actions.items() if action == "choose_player"]
    if not chosen:
        raise cx.error(node, '"they" has no chosen player to refer to')
    return runtime.ChosenPlayer(link=max(chosen))


def _done_by(cx: LoweringContext, instruction: nodes.Node, player: runtime.PlayerRef) -> Any:
    """Lower ``instruction`` (no new reading-order number: it is this node's instruction) with
    ``player`` as the player who does it; only instructions with a player can take one."""
    lowered = cx.lower(instruction)
    if not any(f.name == "player" for f in fields(lowered)):
        raise cx.error(instruction, f"{cx.words(instruction)} done by another player cannot run yet")
    return replace(lowered, player=player)


def player_ref(cx: LoweringContext, node: nodes.Node) -> runtime.PlayerRef:
    """A player phrase → the runtime's player reference."""
    if isinstance(node, nodes.You):
        return runtime.You()
    if isinstance(node, nodes.RelatedPlayer):
        words = " ".join(node.words.lower().split())
        # "its controller" is read with last-known information if the object left the board
        # (359.3.e.13); "its owner" never changes (127).
        if words == "its controller":
            return runtime.ControllerOf(targets.antecedent(cx, node))
        if words == "its owner":
            return runtime.OwnerOf(targets.antecedent(cx, node))
        raise cx.error(node, f'"{node.words}" cannot run yet')
    if isinstance(node, nodes.ThatPlayer) and node.noun.lower() == "player" \
            and isinstance(cx.current_trigger, runtime.AtTurnStep) and cx.current_trigger.whose is None:
        # "At the start of each player's first Beginning Phase, that player …": the turn player.
        return runtime.TurnPlayer()
    if isinstance(node, nodes.Player) and node.quantity.lower() == "each":
        if node.noun.lower() == "player":
            # "each other player" is every opponent (no teams, 740.1.b).
            return runtime.Opponents() if node.other else runtime.EachPlayer()
        if node.noun.lower() == "opponent" and not node.other:
            return runtime.Opponents()
    raise cx.error(node, "this player cannot do instructions yet")


def _each_player_on_their_own(node: nodes.PlayerDoes) -> bool:
    """"Each player <verb>s one of their <objects>": an instruction on objects each player picks."""
    player, target = node.player, getattr(node.instruction, "target", None)
    return (isinstance(player, nodes.Player) and player.quantity.lower() == "each" and not player.other
            and player.noun.lower() == "player" and isinstance(target, nodes.Partitive)
            and isinstance(target.group, nodes.Choice) and isinstance(target.group.quantity, nodes.Owned)
            and target.group.quantity.owner == "their")


def kill_exception(first: nodes.Node, second: nodes.Node) -> bool:
    """"Each player (must) kill(s) one of their units." then "If …, you don't kill a unit this way."."""
    return isinstance(first, (nodes.PlayerMust, nodes.PlayerDoes)) and isinstance(second, nodes.Conditional) \
        and isinstance(second.instruction, nodes.NoKillThisWay) and isinstance(second.condition, nodes.IfCondition)


def acting_player_effect(card_type: str | None, event: nodes.Node, effect: nodes.Effect) -> nodes.Effect | None:
    """The effect as its controller reads it when the ability is a battlefield's and the first thing it
    does is "they …" about the player of its event; else None (the ability is the battlefield's).

    "When a player plays a spell, they may give a unit they control here +1 [M] this turn.": such an
    ability is controlled by that player, whoever controls the battlefield, and they make its choices
    (190.6.c). Seen from its controller, "they" is "you": the effect is lowered as "you may give a unit
    you control here +1 [M] this turn", and the runtime puts the ability on the chain under the player
    the event names (``TriggeredAbility.event_player_controls``)."""
    if card_type != "Battlefield" or not isinstance(event, ACTING_PLAYER_EVENTS) or not effect.sentences:
        return None
    first = getattr(effect.sentences[0], "instruction", None)
    player = first.player if isinstance(first, nodes.PlayerMay) else getattr(first, "players", None)
    return _as_you(effect) if isinstance(player, nodes.They) else None


def _as_you(node: Any) -> Any:
    """``node`` with "they may X" → "you may X", "they X" → "X", "they control" → "you control"."""
    if isinstance(node, tuple):
        return tuple(_as_you(item) for item in node)
    if not isinstance(node, nodes.Node):
        return node
    if isinstance(node, nodes.PlayerMay) and isinstance(node.player, nodes.They):
        return nodes.May(span=node.span, words="you may", instruction=_as_you(node.instruction))
    if isinstance(node, nodes.PlayersDo) and isinstance(node.players, nodes.They) and node.each is None:
        return _as_you(node.instruction)
    if isinstance(node, nodes.ControlledByThem):
        return nodes.ControlledBy(span=node.span)
    changes = {f.name: _as_you(getattr(node, f.name)) for f in fields(node) if f.name != "span"}
    return replace(node, **changes)
