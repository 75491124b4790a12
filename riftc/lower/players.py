"""Lowering of instructions done by other players than "you" (135.2.b.4), in turn order, or by the acting player."""

from __future__ import annotations

import copy
from dataclasses import fields, replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import conditions, selectors, targets
from riftc.lower.context import Links, LoweringContext, LoweringError
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
    if _each_opponent_on_their_own(node):
        # "each opponent must kill one of their units": the same picks, made by the opponents only
        with cx.scoped(each_player_picks=True):
            lowered = cx.lower(node.instruction)
        picks = getattr(lowered, "target", None)
        if not isinstance(picks, runtime.EachPlayerPicks):
            raise cx.error(node.instruction, f"{cx.words(node.instruction)} done by each opponent cannot run yet")
        return replace(lowered, target=replace(picks, opponents_only=True))
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
    "They discard 1" after "choose a player": done by the chosen player; "the attacker and defender
    each [Add] [1]", "you and that player each draw 1": done by each of those players (``_done_by``)."""
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
    if isinstance(node.players, nodes.You) and node.each is None:
        return cx.lower(node.instruction)
    if isinstance(node.players, nodes.You):
        raise cx.error(node.players, "instructions done by other players cannot run yet")
    # "the attacker and defender each [Add] [1]", "you and that player each draw 1": each of them does it,
    # one player at a time in turn order (303.2: game actions are never performed simultaneously,
    # 303.2.a), so "each" (``node.each``) says nothing more than a group as the subject does.
    assert node.each is None or node.each.lower() == "each"
    return _done_by(cx, node.instruction, player_ref(cx, node.players))


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
    ``player`` as the player who does it: an instruction about a player ("draw 1", "gain control of
    this") names them; any other is done by them as its "you" (``_acted_by``)."""
    saved = _bookkeeping(cx)
    try:
        lowered = cx.lower(instruction)
    except LoweringError:
        lowered = None
    if lowered is not None and any(f.name == "player" for f in fields(lowered)):
        return replace(lowered, player=player)
    _restore(cx, saved)  # lowered again, from the acting player's side
    return _acted_by(cx, instruction, player)


def _bookkeeping(cx: LoweringContext) -> tuple[Links, dict[int, int], Any, Any]:
    """A copy of what lowering an instruction changes in ``cx``: its links, the dealers, the pending
    "Otherwise" and the sentences of a "do this:"."""
    return copy.deepcopy(cx.links), dict(cx.dealers), cx.pending_otherwise, cx.reflexive_rest


def _restore(cx: LoweringContext, saved: tuple[Links, dict[int, int], Any, Any]) -> None:
    """Undo what lowering an instruction changed in ``cx`` since ``_bookkeeping``."""
    links, cx.dealers, cx.pending_otherwise, cx.reflexive_rest = saved
    for f in fields(links):
        setattr(cx.links, f.name, getattr(links, f.name))


def _acted_by(cx: LoweringContext, instruction: nodes.Node, players: runtime.PlayerRef) -> runtime.DoneBy:
    """"They move a unit they control to the same battlefield", "they … recall it", "the attacker and
    defender each [Add] [1]": the instruction done by each of those players as their "you" (411.1: the
    player who performs a game action is responsible for it), read from their side ("they control" is
    "you control"). What they pick is picked by them as it executes (355.10.e: not targets), so no
    target of it is chosen as the spell is played. Words of the ability's controller ("you", "your",
    "friendly", "enemy") would change meaning from their side, so they are refused."""
    from riftc.lower import effects  # effects lowers player instructions through this module
    mine = _controllers_words(instruction)
    if mine is not None:
        raise cx.error(mine, f"{cx.words(mine)} in an instruction done by another player cannot run yet")
    with cx.scoped(each_player_acts=True):  # "their Main Deck" is the acting player's own
        lowered = effects.instruction(cx, _as_you(instruction))
    return runtime.DoneBy(players=players, then=runtime.Effect((_picked_now(cx, instruction, lowered),)))


def _controllers_words(node: nodes.Node) -> nodes.Node | None:
    """The first phrase of ``node`` said from the ability's controller's side ("you", "your units",
    "friendly", "enemy"), if any."""
    for inner in node.walk():
        if isinstance(inner, (nodes.You, nodes.ControlledBy, nodes.NotControlledBy, nodes.YouAnd)):
            return inner
        if getattr(inner, "controller", None) in ("friendly", "enemy") \
                or str(getattr(inner, "owner", "") or "").lower() in ("your", "my"):
            return inner
    return None


def _picked_now(cx: LoweringContext, node: nodes.Node, value: Any) -> Any:
    """``value`` (a lowered instruction, or a part of one) with every object it would choose as a target
    picked as it executes instead (355.10.e: objects chosen by other players are not targets)."""
    if isinstance(value, runtime.Effect):
        return runtime.Effect(tuple(_picked_now(cx, node, i) for i in value.instructions))
    if isinstance(value, tuple):
        return tuple(_picked_now(cx, node, item) for item in value)
    if isinstance(value, runtime.Joined) or (isinstance(value, runtime.Choose) and type(value) is not runtime.Choose):
        raise cx.error(node, f"{cx.words(node)} chosen by another player cannot run yet")
    if isinstance(value, runtime.Choose):
        if value.excluding or value.not_event_object or value.group is not None or value.relative is not None:
            raise cx.error(node, f"{cx.words(node)} chosen by another player cannot run yet")
        return runtime.Pick(selector=value.selector, count=value.count, up_to=value.up_to)
    if isinstance(value, (runtime.Instruction, runtime.ObjectRef)) and hasattr(value, "__dataclass_fields__"):
        own = value.nested() if isinstance(value, runtime.Instruction) else ()
        for f in fields(value):
            inner = getattr(value, f.name)
            if isinstance(inner, runtime.Effect) and not any(inner is e for e in own):
                # an ability of its own (a delayed trigger's): its targets are chosen when it triggers
                raise cx.error(node, f"{cx.words(node)} done by another player cannot run yet")
        changes = {f.name: _picked_now(cx, node, getattr(value, f.name)) for f in fields(value)}
        return replace(value, **{k: v for k, v in changes.items() if v is not getattr(value, k)})
    return value


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
    if isinstance(node, nodes.ThatPlayer) and node.noun.lower() == "player" and cx.each_player is not None:
        # "For each player that chooses Cards, you and that player each draw 1": the player of the moment
        return runtime.ChosenPlayer(link=cx.each_player)
    if isinstance(node, nodes.ThatPlayer) and node.noun.lower() == "player" \
            and isinstance(cx.current_trigger, runtime.AtTurnStep) and cx.current_trigger.whose is None:
        # "At the start of each player's first Beginning Phase, that player …": the turn player.
        return runtime.TurnPlayer()
    if isinstance(node, nodes.Combatants) and {node.first.lower(), node.second.lower()} == {"attacker", "defender"}:
        return runtime.Combatants()  # "the attacker and defender" of the combat here (464.2.c)
    if isinstance(node, nodes.YouAnd):  # "you and that player", "you and each opponent"
        return runtime.Together(parts=(player_ref(cx, node.you), player_ref(cx, node.other)))
    if isinstance(node, nodes.They):
        return _chosen_player(cx, node)
    if isinstance(node, nodes.Player) and node.quantity.lower() == "each":
        if node.noun.lower() == "player":
            # "each other player" is every opponent (no teams, 740.1.b).
            return runtime.Opponents() if node.other else runtime.EachPlayer()
        if node.noun.lower() == "opponent" and not node.other:
            return runtime.Opponents()
    if is_one_player(node):  # "An opponent reveals their hand": no rule says who picks which one
        raise cx.error(node, f'an instruction done by {cx.words(node)} cannot run yet (the text does not say who picks which one)')
    raise cx.error(node, "this player cannot do instructions yet")


def _each_player_on_their_own(node: nodes.PlayerDoes) -> bool:
    """"Each player <verb>s one of their <objects>": an instruction on objects each player picks."""
    player = node.player
    return (isinstance(player, nodes.Player) and player.quantity.lower() == "each" and not player.other
            and player.noun.lower() == "player" and _one_of_theirs(node.instruction))


def _each_opponent_on_their_own(node: nodes.PlayerDoes) -> bool:
    """"Each opponent (must) <verb> one of their <objects>" ("each other player" is each opponent
    without teams, 740.1.b)."""
    player = node.player
    return isinstance(player, nodes.Player) and player.quantity.lower() == "each" \
        and (player.noun.lower(), bool(player.other)) in (("opponent", False), ("player", True)) \
        and _one_of_theirs(node.instruction)


def _one_of_theirs(instruction: nodes.Node) -> bool:
    """"kill one of their units": the instruction acts on one of the acting player's objects."""
    target = getattr(instruction, "target", None)
    return isinstance(target, nodes.Partitive) and isinstance(target.group, nodes.Choice) \
        and isinstance(target.group.quantity, nodes.Owned) and target.group.quantity.owner == "their"


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


# What may be done to "the rest" after each player chose ("Kill the rest.", "Recycle the rest."): the
# runtime instruction acting on those objects.
REST_VERBS: dict[type[nodes.Node], type] = {nodes.Kill: runtime.Kill, nodes.Recycle: runtime.Recycle}


def rest_of_choices(first: nodes.Node, second: nodes.Node) -> bool:
    """"Each player chooses a unit they control." then "Kill the rest.": "the rest" is what the players
    could have chosen and did not (not the cards of a look, which ``deck`` lowers)."""
    return isinstance(first, nodes.PlayerDoes) and isinstance(first.instruction, nodes.Choose) \
        and not isinstance(first.player, nodes.You) and type(second) in REST_VERBS \
        and isinstance(getattr(second, "target", None), nodes.TheRest)


def choices_and_rest(cx: LoweringContext, first: nodes.Node, second: nodes.Node) -> list[Any]:
    """The players' choices, then the verb on every object of the kinds chosen from that those players
    could have chosen and did not (355.10.e: not targets either; "kill the rest" kills them at once)."""
    from riftc.lower import effects  # effects lowers player instructions through this module
    chosen = effects.instruction(cx, first)
    picks = chosen.then.instructions[0].target if isinstance(chosen, runtime.DoneBy) \
        and len(chosen.then.instructions) == 1 and chosen.then.instructions[0].action == "choose" else None
    parts = picks.parts if isinstance(picks, runtime.PickParts) else (picks,) if isinstance(picks, runtime.Pick) else ()
    if not parts:
        raise cx.error(second.target, f'"the rest" after {cx.words(first)} cannot be selected yet')
    rest = runtime.Unchosen(link=cx.links.next_index - 1, selectors=tuple(p.selector for p in parts),
                            players=chosen.players)
    index = cx.links.next_index  # the verb's reading-order number (effects.instruction's bookkeeping)
    cx.links.next_index += 1
    cx.links.number(second, index)
    lowered = REST_VERBS[type(second)](target=rest)
    cx.links.actions[index] = lowered.action
    cx.links.last_action = index
    return [chosen, lowered]


@lowers(nodes.PlaceOnDeck)
def place_on_deck(cx: LoweringContext, node: nodes.PlaceOnDeck) -> runtime.PlaceOnDeck:
    """"places it on the top or bottom of their Main Deck": the player doing it picks the end; the card
    goes to its owner's Main Deck whatever deck the text names (056.2)."""
    if node.owner.lower() not in ("their", "your"):
        raise cx.error(node, f"{cx.words(node)} cannot run yet")
    return runtime.PlaceOnDeck(target=targets.target(cx, node.card))


@lowers(nodes.PlayerMay)
def player_may(cx: LoweringContext, node: nodes.PlayerMay) -> runtime.DoneBy:
    """"you and each opponent may play a Gold gear token exhausted": each of those players decides on
    their own, as it executes, whether to do it (their "you may", 383.3.a.3), and does it as their "you"."""
    may = nodes.May(span=node.span, words="you may", instruction=node.instruction)
    return _acted_by(cx, may, player_ref(cx, node.player))


@lowers(nodes.ChooseOption)
def choose_option(cx: LoweringContext, node: nodes.ChooseOption) -> runtime.ChooseOption:
    """"chooses Cards or Runes": the player doing it picks one of the named options as it executes."""
    options = (node.first.name, node.second.name)
    if len({name.lower() for name in options}) != len(options):
        raise cx.error(node, "choosing between options of the same name cannot run yet")
    cx.links.options[cx.links.next_index - 1] = options  # this instruction's number ("that chooses Cards")
    return runtime.ChooseOption(options=options)


@lowers(nodes.ForEachChooser)
def for_each_chooser(cx: LoweringContext, node: nodes.ForEachChooser) -> runtime.ForEachPlayerWho:
    """"For each player that chooses Cards, you and that player each draw 1.": the instruction once for
    each player who picked that option of the latest "chooses Cards or Runes", in turn order (303.2.a),
    with "that player" the player of the moment."""
    wanted = node.option.name.lower()
    found = [(index, names) for index, names in cx.links.options.items()
             if wanted in (name.lower() for name in names)]
    if not found:
        raise cx.error(node.option, f'no earlier choice offers "{node.option.name}"')
    link, names = max(found)
    option = [name.lower() for name in names].index(wanted)
    return _for_each_player_who(cx, node, link, "chose", option)


@lowers(nodes.ForEachWhoDid)
def for_each_who_did(cx: LoweringContext, node: nodes.ForEachWhoDid) -> runtime.ForEachPlayerWho:
    """"For each opponent who did, you play a Gold gear token exhausted." after "you and each opponent
    may play …": the instruction once for each of those players who did what they might do (the action
    itself, not the "may", 359.3.e.14), with "that player" the player of the moment."""
    acted = [index for index, action in cx.links.actions.items() if action == "done_by"]
    done = [index for index, action in cx.links.actions.items()
            if acted and index > max(acted) and action not in ("may", "done_by")]
    if not done:
        raise cx.error(node, f"{cx.words(node)} follows nothing other players did")
    return _for_each_player_who(cx, node, max(done), "did", 0)


def _for_each_player_who(cx: LoweringContext, node: nodes.ForEachChooser | nodes.ForEachWhoDid, link: int,
                         test: str, option: int) -> runtime.ForEachPlayerWho:
    from riftc.lower import effects  # effects lowers player instructions through this module
    players = player_ref(cx, node.player)
    index = cx.links.next_index - 1  # its own number: "that player" is the player of the moment
    with cx.scoped(each_player=index):
        then = effects.block(cx, node.instruction)
    return runtime.ForEachPlayerWho(link=link, players=players, then=then, test=test, option=option)
