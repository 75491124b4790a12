"""Lowering of trigger conditions (383) and of the delayed triggers an instruction creates (390.2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.check import references
from riftc.lower import conditions, effects, players, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# Event verbs of trigger conditions → the runtime's event kinds (428 kill, 420 move).
EVENT_ACTIONS = {"die": "kill", "dies": "kill", "move": "move", "moves": "move", "attack": "attack",
                 "attacks": "attack", "defend": "defend", "defends": "defend", "conquer": "conquer", "hold": "hold",
                 "takes damage": "damage", "take damage": "damage",  # 417.1.b: damage actually dealt
                 "win a combat": "win_combat", "wins a combat": "win_combat"}  # 466.3.a, 466.3.c


# "When you <verb> …" (an action the ability's controller performs) → the runtime's event kinds.
# Only performed actions trigger (a negated buff does not, 426.1.c).
ACTION_EVENTS = {"buff": "buff", "ready": "ready", "stun": "stun", "kill": "kill", "empower": "empower",
                 "banish": "banish", "discard": "discard", "move": "move",  # 420: a move you make
                 "recycle": "recycle",  # 416: "When you recycle one or more cards"
                 "hide": "hide",  # 811.1.b: "When you hide a card"
                 "choose": "choose"}  # 355.7: a spell or ability you put on the chain chose it


# The game actions that take a permanent from the board to another zone ("leaves the board").
LEAVING_ACTIONS = ("kill", "banish", "return")


# "The first/second/third time …" (383.1): the ordinal → N. "next" is a delayed trigger, not N.
ORDINALS = {"first": 1, "second": 2, "third": 3}


@lowers(nodes.Trigger)
def trigger(cx: LoweringContext, node: nodes.Trigger) -> Any:
    return cx.lower(node.event)


@lowers(nodes.PhaseTrigger)
def phase_trigger(cx: LoweringContext, node: nodes.PhaseTrigger) -> runtime.AtTurnStep:
    """"At the start of your Beginning Phase" / "At the end of your turn" (315, 317, 383.1)."""
    point = node.point
    owner = point.owner
    if isinstance(owner, nodes.PlayerPossessive) and isinstance(owner.player, nodes.Player) \
            and owner.player.quantity.lower() == "each" and owner.player.noun.lower() == "player" \
            and not owner.player.other:
        owner = "each player's"  # "At the start of each player's Beginning Phase": every turn
    nth = ORDINALS.get((point.ordinal or "").lower()) if owner == "each player's" else None
    if not isinstance(owner, str) or (point.ordinal is not None and nth is None):
        raise cx.error(node, "a phase of another player, or a numbered phase, cannot run yet")
    whose = {"your": "you", "each": None, "each player's": None}.get(owner.lower(), "?")
    step = _turn_step(point)
    if whose == "?" or step is None:
        raise cx.error(node, _no_phase_reason(point, owner))
    # "each player's first Beginning Phase": that player's first turn (115.1.c).
    return runtime.AtTurnStep(step=step, whose=whose, nth=nth)


def _turn_step(point: nodes.PhasePoint) -> str | None:
    """The point of the turn the runtime's turn procedure logs (``runtime.AtTurnStep.step``): the start
    of the turn or of its Beginning Phase (315.2.a.1), the start of the Main Phase (316.4), the end of
    the turn or of its Ending Phase (317.1.a); None for a point it does not stage."""
    phase = point.phase.lower()
    if point.boundary == "start" and phase in ("turn", "beginning phase"):
        return "start"
    if point.boundary == "start" and phase == "main phase":
        return "main"
    if point.boundary == "end" and phase in ("turn", "ending phase"):
        return "end"
    return None


def _no_phase_reason(point: nodes.PhasePoint, owner: object) -> str:
    if point.phase.lower() in ("channel phase", "draw phase", "beginning phase", "main phase", "awaken phase"):
        # The runtime's turn procedure has these phases, but no effects take place at this point of them.
        return f'the runtime does not stage "the {point.boundary} of {owner} {point.phase}" yet'
    return f'"at the {point.boundary} of {owner} {point.phase}" cannot run yet'


#: The phases "during your … Phase" names (314-317) → ``GameState.phase``.
PHASES = {"awaken phase": "awaken", "beginning phase": "beginning", "channel phase": "channel",
          "draw phase": "draw", "main phase": "main", "ending phase": "ending"}


@lowers(nodes.NthTimeTrigger)
def nth_time_trigger(cx: LoweringContext, node: nodes.NthTimeTrigger) -> runtime.NthTime:
    """"The first time a friendly unit dies each turn" (383.1, 383.1.b): the Nth match this turn."""
    n = ORDINALS.get(node.ordinal.lower())
    if n is None:
        raise cx.error(node, f'"the {node.ordinal} time" cannot run yet')
    return runtime.NthTime(trigger=cx.lower(node.event), n=n)


@lowers(nodes.ActionEvent)
def action_event(cx: LoweringContext, node: nodes.ActionEvent) -> runtime.WhenAction:
    """"When you buff me", "When you stun an enemy unit": an action you performed (426.1.c)."""
    action = ACTION_EVENTS.get(node.verb.lower().strip("[]"))  # "When you [Stun] …" is the verb too
    if action is None:
        raise cx.error(node, f'the runtime has no "{node.verb}" events to trigger on yet')
    if isinstance(node.target, nodes.SelfRef):
        targets.check_self_word(cx, node.target)
        return runtime.WhenAction(action=action, by="you")
    if isinstance(node.target, nodes.Choice) and isinstance(node.target.quantity, (nodes.One, nodes.Another)):
        return runtime.WhenAction(action=action, subject=_event_subject(cx, node.target), by="you")
    if isinstance(node.target, nodes.Choice) and _one_or_more(node.target.quantity):
        return runtime.OneOrMore(runtime.WhenAction(action=action, subject=_event_subject(cx, node.target), by="you"))
    target = node.target
    if isinstance(target, nodes.Something) and target.other is not None \
            and not (target.controlled_by or target.location or target.besides):
        # "When you empower something else": any object but this one.
        return runtime.WhenAction(action=action, subject=runtime.Selector(other=True), by="you")
    raise cx.error(node.target, "this trigger subject cannot run yet")


def _event_subject(cx: LoweringContext, choice: nodes.Choice) -> runtime.Selector:
    """What an action event must be about: "an enemy unit", or "a card" / "one or more cards" /
    "a card you own" ("When you discard one or more cards", "When you banish a card you own"):
    a Main Deck card that is not a token (052, 185), wherever the action took it (a discarded
    card is judged as it was in the hand, 359.3.e.13)."""
    if getattr(choice.noun, "word", "") not in ("card", "cards"):
        return selectors.selector(choice)
    if choice.other or choice.state or choice.controller or choice.qualifier or choice.location \
            or choice.might_filter or choice.keyword_filter or choice.clause \
            or not (choice.controlled_by is None or isinstance(choice.controlled_by, nodes.OwnedByYou)):
        raise cx.error(choice, "these cards cannot be checked yet")
    owned = (runtime.OwnedByYou(),) if choice.controlled_by is not None else ()
    return runtime.Selector(zone=runtime.ANYWHERE, properties=(runtime.IsCard(),) + owned)


@lowers(nodes.ChosenWithEvent)
def chosen_with_event(cx: LoweringContext, node: nodes.ChosenWithEvent) -> runtime.Trigger:
    """"When you choose me with a spell", "When you kill a unit with a spell" (355.5): the action,
    done by a spell you control (not by an ability)."""
    if node.words.lower() != "with a spell":
        raise cx.error(node, f'"{node.words}" cannot be checked yet')
    trigger = action_event(cx, nodes.ActionEvent(span=node.span, verb=node.verb, target=node.target))
    return _narrowed(trigger, with_spell=True)


@lowers(nodes.AfterAttackEvent)
def after_attack_event(cx: LoweringContext, node: nodes.AfterAttackEvent) -> runtime.WhenConquerAfterAttack:
    """"When I conquer after an attack" (466.5): the conquest that follows a combat I attacked in."""
    if not isinstance(node.subject, nodes.SelfRef) or tuple(v.lower() for v in node.verbs.verbs) != ("conquer",):
        raise cx.error(node, "only \"When I conquer after an attack\" can run yet")
    targets.check_self_word(cx, node.subject)
    return runtime.WhenConquerAfterAttack()


@lowers(nodes.ActionToEvent)
def action_to_event(cx: LoweringContext, node: nodes.ActionToEvent) -> runtime.Trigger:
    """"When you attach an Equipment to me" (434, 818.2.a); "When you recycle one or more cards to your
    Main Deck" (416.1.a: a Main Deck card is recycled to its owner's Main Deck, and each player recycles
    their own cards, 416.1.c, so it is a recycle of your own cards, whoever's effect said so)."""
    if node.verb.lower() == "recycle" and _your_main_deck(node.destination):
        return action_event(cx, nodes.ActionEvent(span=node.span, verb=node.verb, target=node.target))
    if node.verb.lower() != "attach" or not isinstance(node.destination, nodes.SelfRef):
        raise cx.error(node, f'"when you {node.verb} … to …" cannot run yet')
    targets.check_self_word(cx, node.destination)
    if not (isinstance(node.target, nodes.Choice) and isinstance(node.target.quantity, nodes.One)):
        raise cx.error(node.target, "this attached card cannot be checked yet")
    gear = selectors.selector(node.target)
    if not gear.types:  # "an Equipment": a gear with that tag (136.2)
        gear = replace(gear, types=("gear",))
    return runtime.WhenAttached(gear=gear)


def _your_main_deck(node: nodes.Node) -> bool:
    """"your Main Deck" as the place cards are recycled to."""
    return isinstance(node, nodes.Choice) and isinstance(node.quantity, nodes.Owned) and node.quantity.owner == "your" \
        and isinstance(node.noun, nodes.Tag) and " ".join(node.noun.name.lower().split()) == "main deck" \
        and not (node.other or node.state or node.controller or node.qualifier or node.controlled_by
                 or node.location or node.might_filter or node.keyword_filter or node.clause)


@lowers(nodes.PlayEvent)
def play_event(cx: LoweringContext, node: nodes.PlayEvent) -> Any:
    """"When you play me" (383.4.a) or "When you play a spell / another unit" (419.4.a)."""
    from_hidden = _from_hidden(cx, node.source)
    card = node.card
    if isinstance(card, nodes.SelfRef):
        targets.check_self_word(cx, card)
        return runtime.WhenPlayed(from_hidden=from_hidden)
    if isinstance(card, nodes.Choice) and not card.location:
        return replace(_trigger_played_card(cx, card), from_hidden=from_hidden)
    if isinstance(card, nodes.EitherTarget) and len(card.items) == 2 and isinstance(card.items[0], nodes.SelfRef) \
            and isinstance(card.items[1], nodes.Choice) and isinstance(card.items[1].quantity, nodes.Another):
        # "When you play me or another Dragon": either play (383.2); "another" leaves me out.
        targets.check_self_word(cx, card.items[0])
        return runtime.AnyTrigger(triggers=(runtime.WhenPlayed(from_hidden=from_hidden),
                                            replace(_trigger_played_card(cx, card.items[1]), from_hidden=from_hidden)))
    raise cx.error(card, 'only "when you play me / a spell / a unit / a gear / a card" play triggers can run yet')


@lowers(nodes.PlayToEvent)
def play_to_event(cx: LoweringContext, node: nodes.PlayToEvent) -> runtime.WhenPlayed:
    """"When you play me to a battlefield" (355.2: the location chosen as I was played, 383.4.a)."""
    where = getattr(node.destination, "place", None)  # "to a battlefield"
    to_battlefield = isinstance(where, nodes.Choice) and isinstance(where.quantity, nodes.One) \
        and getattr(where.noun, "word", "") == "battlefield" and not (
            where.other or where.state or where.controller or where.controlled_by or where.location)
    if not (isinstance(node.card, nodes.SelfRef) and to_battlefield):
        raise cx.error(node, 'only "when you play me to a battlefield" can run yet')
    targets.check_self_word(cx, node.card)
    return runtime.WhenPlayed(to_battlefield=True)


@lowers(nodes.EventOn)
def event_on(cx: LoweringContext, node: nodes.EventOn) -> runtime.Trigger:
    """"When an enemy unit attacks a battlefield you control" (459, 190): the attack, at a battlefield
    the ability's controller controls as the attack happens."""
    where = node.object
    yours = isinstance(where, nodes.Choice) and isinstance(where.quantity, nodes.One) \
        and getattr(where.noun, "word", "") == "battlefield" and isinstance(where.controlled_by, nodes.ControlledBy) \
        and not (where.other or where.state or where.controller or where.location)
    verbs = [verb.lower() for verb in node.verbs.verbs]
    if _uncontrolled_battlefield(where) and verbs in (["conquer"], ["conquers"]):
        # "When I conquer a battlefield that was uncontrolled" (190.6): no one controlled it before
        return _narrowed(_unit_event(cx, node, verbs[0]), to="uncontrolled battlefield")
    if not (yours and verbs in (["attack"], ["attacks"])):
        raise cx.error(node, 'only "… attacks a battlefield you control" can run yet')
    return _narrowed(_unit_event(cx, node, verbs[0]), to="your battlefield")


def _uncontrolled_battlefield(where: nodes.Node) -> bool:
    """"a battlefield that was uncontrolled"."""
    return isinstance(where, nodes.Choice) and isinstance(where.quantity, nodes.One) \
        and getattr(where.noun, "word", "") == "battlefield" and isinstance(where.clause, nodes.ThatWasUncontrolled) \
        and where.clause.that.lower() == "that" and not (where.other or where.state or where.controller or where.location or where.controlled_by
                 or where.qualifier or where.might_filter or where.keyword_filter)


@lowers(nodes.YouOrPlayerEvent)
def you_or_player_event(cx: LoweringContext, node: nodes.YouOrPlayerEvent) -> runtime.WhenPlayer:
    """"When you or an ally hold" (489: allies are teammates). The runtime plays games without
    teams, where every other player is an opponent (740.1.b) and no ally exists, so this is "When
    you hold"; a runtime with team modes must add the allies here."""
    player = node.player
    if not (isinstance(player, nodes.Player) and player.quantity.lower() in ("a", "an")
            and player.noun.lower() == "ally" and not player.other) or node.location is not None:
        raise cx.error(node, 'only "when you or an ally hold" can run yet')
    return runtime.WhenPlayer(action="hold")


@lowers(nodes.PlayerPlayEvent)
def player_play_event(cx: LoweringContext, node: nodes.PlayerPlayEvent) -> runtime.WhenYouPlay:
    """"When an opponent plays a gear", "When a player plays a unit here" (419.4.a): a card someone
    else plays (or anyone, you included: "a player" is any player); "here" on a battlefield is
    played to this battlefield."""
    player = node.player
    if not players.is_one_player(player, "player", "opponent"):
        raise cx.error(player, "a play by this player cannot be checked yet")
    by = "opponent" if player.noun.lower() == "opponent" else None
    card = node.card
    if not isinstance(card, nodes.Choice):
        raise cx.error(card, "this played card cannot be checked yet")
    here = isinstance(card.location, nodes.Here)
    if card.location is not None and not (here and cx.card.type == "Battlefield"):
        raise cx.error(card.location, "a card played there cannot be checked yet")
    return replace(_trigger_played_card(cx, card), by=by, here=here)


def _trigger_played_card(cx: LoweringContext, card: nodes.Choice) -> runtime.WhenYouPlay:
    """The played card of a play trigger, "a spell", "another unit", "a non-token unit" (its
    location, if any, is the caller's)."""
    if isinstance(card.quantity, (nodes.One, nodes.Another)) \
            and not (card.controller or card.controlled_by or card.keyword_filter):
        word = getattr(card.noun, "word", "")
        tagged = isinstance(card.noun, nodes.Tag)
        # "a card" is any Main Deck card (052): units, gear and spells, never a token (a token is
        # not a card, 185); "another Dragon" is a card of any kind with that tag (133.3).
        kinds = ("unit", "gear", "spell") if word == "card" or tagged else (selectors.OBJECT_TYPES.get(word),)
        not_token = (runtime.Not(runtime.IsToken()),) if word == "card" else ()
        if all(kind in ("unit", "gear", "spell") for kind in kinds):
            other = card.other is not None or isinstance(card.quantity, nodes.Another)
            plain = replace(card, location=None)
            # "a non-token unit", "a Dragon": the selector reads every narrowing word, or refuses it.
            found = selectors.properties(plain) + selectors.qualifier_properties(plain.qualifier) \
                if word == "card" else selectors.selector(plain).properties
            return runtime.WhenYouPlay(types=kinds, other=other, properties=found + not_token)
    raise cx.error(card, 'only "a spell / a unit / a gear / a card" can be checked as a played card yet')


@lowers(nodes.EitherEvent)
def either_event(cx: LoweringContext, node: nodes.EitherEvent) -> runtime.AnyTrigger:
    """"When you play me or I attack", "When I'm played and when I conquer", "When you play me
    or at the start of your Beginning Phase": one ability that triggers on either event
    (383.1, 383.2); an event matching both triggers it once."""
    parts = []
    for event in (node.first, node.second):
        lowered = cx.lower(event)
        parts += list(lowered.triggers) if isinstance(lowered, runtime.AnyTrigger) else [lowered]
    return runtime.AnyTrigger(triggers=tuple(parts))


@lowers(nodes.PassiveEvent)
def passive_event(cx: LoweringContext, node: nodes.PassiveEvent) -> Any:
    """"When I'm played" / "… played from [Hidden]" (383.4.a, 811.1.d), "When this is killed"
    (428): something done to me, told in the passive voice."""
    subject = node.subject
    words = " ".join(subject.lower().replace("’", "'").split()) if isinstance(subject, str) else ""
    if isinstance(subject, nodes.Choice) and [v.lower() for v in node.actions.verbs] == ["played"] \
            and subject.controller == "friendly" and node.source is None:
        # "When a friendly unit is played": played by you, since the player who plays a card
        # controls it (191.1).
        return _trigger_played_card(cx, replace(subject, controller=None))
    if isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
    elif words not in ("i'm", "i am"):
        raise cx.error(node, "only \"I'm …\" / \"this is …\" events can run yet")
    triggers = []
    for verb in node.actions.verbs:
        if verb.lower() == "played":
            triggers.append(runtime.WhenPlayed(from_hidden=_from_hidden(cx, node.source)))
        elif verb.lower() == "killed" and node.source is None:
            triggers.append(runtime.WhenAction(action="kill"))
        elif verb.lower() == "discarded" and node.source is None:
            # "When this is discarded" (422): seen from the trash by last-known information, as
            # "when I die" is (428.1.a.1.b).
            triggers.append(runtime.WhenAction(action="discard"))
        else:
            raise cx.error(node.actions, f'the runtime has no "{verb}" events about me to trigger on yet')
    return triggers[0] if len(triggers) == 1 else runtime.AnyTrigger(triggers=tuple(triggers))


@lowers(nodes.AloneEvent)
def alone_event(cx: LoweringContext, node: nodes.AloneEvent) -> Any:
    """"When a friendly unit attacks or defends alone" (740.2.a: no other friendly unit at its
    location as it gains the designation, 383.4.e-f)."""
    selector, kinds = conditions.alone_selector(cx, node)
    found = tuple(runtime.WhenAction(action=kind, subject=selector) for kind in kinds)
    return found[0] if len(found) == 1 else runtime.AnyTrigger(triggers=found)


@lowers(nodes.PlayerEventWith)
def player_event_with(cx: LoweringContext, node: nodes.PlayerEventWith) -> runtime.WithUnits:
    """"When you conquer here with one or more [Mighty] units" (a battlefield's score trigger,
    471.2, whose scoring units must include such units, 383.2.a.1)."""
    trigger = cx.lower(nodes.PlayerEvent(span=node.span, verb=node.verb, location=node.location))
    units = node.units
    quantity = units.quantity if isinstance(units, nodes.Choice) else None
    if not (isinstance(quantity, nodes.Bounded) and quantity.comparative == "more"):
        raise cx.error(node, "this count of units cannot trigger yet")
    selector = replace(selectors.selector(units), controller="yours")
    return runtime.WithUnits(trigger=trigger, selector=selector, n=selectors.count_value(quantity.count))


@lowers(nodes.SpendEvent)
def spend_event(cx: LoweringContext, node: nodes.SpendEvent) -> runtime.WhenAction:
    """"When you spend a buff" (702.2.b): a buff you spend from any unit (745.2), as a cost or not."""
    spent = node.spent
    if not (isinstance(spent, nodes.SpendBuff) and spent.whose.lower() in ("a", "an")):
        raise cx.error(node, "only \"when you spend a buff\" can trigger yet")
    return runtime.WhenAction(action="spend_buff", subject=runtime.Selector(types=("unit",)), by="you")


@lowers(nodes.NthCardPlayed)
def nth_card_played(cx: LoweringContext, node: nodes.NthCardPlayed) -> runtime.NthTime:
    """"When you play your second card in a turn" (383.1: the Nth matching event of the turn,
    also counting cards played before this was on the board, riftbound-origins-faq-083; a card
    is a Main Deck card, never a token, 052, 185)."""
    n = ORDINALS.get(node.ordinal.lower())
    if n is None or node.owner.lower() != "your" or node.period.lower() not in ("in a turn", "each turn"):
        raise cx.error(node, f'"your {node.ordinal} card {node.period}" cannot run yet')
    card = runtime.WhenYouPlay(types=("unit", "gear", "spell"), properties=(runtime.Not(runtime.IsToken()),))
    return runtime.NthTime(trigger=card, n=n)


@lowers(nodes.FightEvent)
def fight_event(cx: LoweringContext, node: nodes.FightEvent) -> runtime.Trigger:
    """"When a showdown begins here", "When combat starts here" (464.2.b: the start of combat or
    showdown effects), and "When a combat that I was in ends" (466.7, 740.2.c)."""
    fight, boundary = node.fight.lower(), node.boundary.lower()
    if boundary in ("starts", "begins"):
        if node.with_me is not None:
            raise cx.error(node.with_me, f'"a {node.fight} that I was in {boundary}" cannot run yet')
        if node.location is not None and not isinstance(node.location, nodes.Here):
            raise cx.error(node.location, f'"when a {node.fight} {boundary}" there cannot run yet')
        return runtime.WhenFightStarts(fight=fight, here=node.location is not None)
    if not (fight == "combat" and node.with_me is not None and node.location is None):
        raise cx.error(node, f'"when a {node.fight} {node.boundary}" cannot run yet')
    targets.check_self_word(cx, node.with_me.me)
    return runtime.WhenMyCombatEnds()


@lowers(nodes.TimedAction)
def timed_action(cx: LoweringContext, node: nodes.TimedAction) -> runtime.CreateDelayedTrigger:
    """"ready 2 runes at the end of this turn": an instruction done later (390.2: a delayed
    trigger at that point of this turn); its targets are chosen when it triggers. "Disempower it at
    end of turn" is the end of the turn it is done in (317) too."""
    point = node.point if isinstance(node.point, nodes.EndOfTurn) else node.point.point
    at_end_of_this_turn = isinstance(point, nodes.EndOfTurn) or (
        isinstance(point, nodes.ThisTurnPoint) and point.boundary == "end" and point.duration.lower() == "this turn")
    if at_end_of_this_turn:
        about, effect = _watching(cx, node.instruction)
        return runtime.CreateDelayedTrigger(trigger=runtime.AtTurnStep(step="end", whose=None),
                                            effect=effect, about=about)
    step = _next_step(point)
    if step is not None:
        return runtime.CreateDelayedTrigger(trigger=runtime.AtTurnStep(step=step, whose="you"),
                                            effect=effects.separate_effect(cx, node.instruction), window="next")
    raise cx.error(node.point, "an instruction done at this point cannot run yet")


def _watching(cx: LoweringContext, instruction: nodes.Node) -> tuple[runtime.ObjectRef | None, runtime.Effect]:
    """A delayed instruction's own effect, and what it watches: "Empower a unit. Disempower it at end
    of turn." (390.2) remembers the unit as the instruction executes; "it" in the delayed effect is
    that object (383.2.c), however the board changes until then. None when it names nothing earlier."""
    pronouns = [ref for ref in instruction.walk() if isinstance(ref, nodes.BackRef) and ref.word in ("it", "them")]
    links = {cx.antecedent(ref) for ref in pronouns}
    if len(links) != 1 or not isinstance(next(iter(links)), int):
        return None, effects.separate_effect(cx, instruction)
    about = targets.antecedent(cx, pronouns[0])
    watched = frozenset(references.key(cx.references.answer(ref)) for ref in pronouns)
    with cx.scoped(event_subject=True):
        return about, effects.separate_effect(cx, instruction, watched=watched)


def _next_step(point: nodes.Node) -> str | None:
    """"at the start of your next Main Phase": a one-shot delayed trigger (390.2) at the next such point
    of a turn of yours, this turn's if it is still to come (316.4); its ``AtTurnStep.step``, else None."""
    if isinstance(point, nodes.PhasePoint) and isinstance(point.owner, str) and point.owner.lower() == "your" \
            and (point.ordinal or "").lower() == "next":
        return _turn_step(point)
    return None


@lowers(nodes.DelayedTrigger)
def delayed_trigger(cx: LoweringContext, node: nodes.DelayedTrigger) -> runtime.CreateDelayedTrigger:
    """"When it dies this turn, play a Gold gear token exhausted." (390.2): a triggered ability set
    up as the instruction executes, for the rest of the turn. "it" in the trigger is the object
    of the instruction before (watched as "me"); the effect is an ability of its own, where "it"
    is the event's object (383.2.c)."""
    if node.duration is None and isinstance(node.trigger, nodes.PhaseTrigger) and _next_step(node.trigger.point):
        # "When I hold, at the start of your next Main Phase, you may move an enemy unit here" (390.2).
        return runtime.CreateDelayedTrigger(trigger=runtime.AtTurnStep(step=_next_step(node.trigger.point) or "",
                                                                       whose="you"),
                                            effect=effects.separate_effect(cx, node.instruction), window="next")
    if (node.duration or "").lower() != "this turn":
        lasting = f'lasting "{node.duration}"' if node.duration else "with no duration (the rest of the game)"
        raise cx.error(node, f"a delayed trigger {lasting} cannot run yet: {cx.words(node)}")
    event = node.trigger.event if isinstance(node.trigger, nodes.Trigger) else node.trigger
    about = None
    if isinstance(event, nodes.UnitEvent) and isinstance(event.subject, nodes.BackRef) \
            and event.subject.word == "it":
        about = targets.antecedent(cx, event.subject)
        actions = [EVENT_ACTIONS.get(verb.lower()) for verb in event.verbs.verbs]
        if None in actions:
            raise cx.error(event.verbs, "the runtime has no such events about it yet")
        to = _event_destination(cx, event.destination)
        found = tuple(runtime.WhenAction(action=a, to=to) for a in actions)  # about the watched object
        trigger = found[0] if len(found) == 1 else runtime.AnyTrigger(triggers=found)
    else:
        trigger = cx.lower(event)
    with cx.scoped(event_subject=True):
        effect = effects.separate_effect(cx, node.instruction)
    return runtime.CreateDelayedTrigger(trigger=trigger, effect=effect, about=about)


def this_kills(cx: LoweringContext, test: nodes.ThisKills, instruction: nodes.Node) -> runtime.CreateDelayedTrigger:
    """"Deal 3 to a unit at a battlefield. If this kills it, draw 1." (riftbound-origins-faq-056): the
    unit dealt lethal damage dies in the cleanup after the spell resolves (323.5), so this is a
    reflexive trigger on the units the damage was dealt to (AffectedBy: prevented damage was not
    dealt, 437.4), dying in that cleanup (the window "this cleanup")."""
    subject, victim = test.subject, test.victim
    if not (isinstance(subject, nodes.SelfRef) and subject.word.lower() == "this" and cx.card.type == "Spell"):
        raise cx.error(subject, '"if this kills it" on something other than a spell cannot run yet')
    link = cx.antecedent(victim)
    if not (isinstance(victim, nodes.BackRef) and victim.word == "it") or not isinstance(link, int) \
            or cx.links.actions.get(link) != "damage":
        raise cx.error(test, '"if this kills it" must follow damage dealt by this spell')
    effect = effects.separate_effect(cx, instruction)
    return runtime.CreateDelayedTrigger(trigger=runtime.WhenAction(action="kill"), effect=effect,
                                        about=runtime.AffectedBy(link=link), window="this cleanup")


def _from_hidden(cx: LoweringContext, node: nodes.Node | None) -> bool:
    """"from [Hidden]" / "from face down": played from a facedown card (811.1.d)."""
    if node is None:
        return False
    origin = node.origin if isinstance(node, nodes.PlaySource) else node
    if isinstance(origin, nodes.PlayedFromHiding):  # "I'm played from [Hidden]"
        origin = origin.source
    if isinstance(origin, str) and " ".join(origin.lower().split()) == "face down":
        return True
    if isinstance(origin, nodes.FaceDown) or (isinstance(origin, nodes.Keyword) and origin.name == "Hidden"):
        return True
    raise cx.error(node, "playing from there cannot be checked by a trigger yet")


@lowers(nodes.UnitEvent)
def unit_event(cx: LoweringContext, node: nodes.UnitEvent) -> runtime.Trigger:
    """"When I die", "When a friendly unit moves", "When I conquer or hold": a trigger on a
    performed game action (383.4.c-e); several verbs trigger on any of them."""
    to = _event_destination(cx, node.destination)
    if [v.lower() for v in node.verbs.verbs] == ["leaves the board"] and isinstance(node.subject, nodes.SelfRef) \
            and to is None:
        # "When this leaves the board": the game actions that take a permanent off the board, seen
        # through its last-known information (428.1.a.1.b): killed (428.2), banished (427.2),
        # returned to a hand (124.1).
        targets.check_self_word(cx, node.subject)
        return runtime.AnyTrigger(triggers=tuple(runtime.WhenAction(action=a) for a in LEAVING_ACTIONS))
    triggers = tuple(_narrowed(_unit_event(cx, node, verb), to=to) for verb in _scoring_verbs(node.verbs.verbs))
    return triggers[0] if len(triggers) == 1 else runtime.AnyTrigger(triggers=triggers)


def _scoring_verbs(verbs: tuple[str, ...]) -> tuple[str, ...]:
    """"When I score": a player scores by conquering or holding (468, 469), so "score" is "conquer or
    hold" (the conquer / hold events list the units there, 383.4.c.2.a, 383.4.d.2.a; they trigger even
    when the point is replaced or not gained, 383.4.c.2.c)."""
    return tuple(v for verb in verbs for v in (("conquer", "hold") if verb.lower() in ("score", "scores") else (verb,)))


@lowers(nodes.PlayerScoresEvent)
def player_scores_event(cx: LoweringContext, node: nodes.PlayerScoresEvent) -> runtime.AnyTrigger:
    """"When an opponent scores" (468-469): another player conquers or holds (a battlefield's "… scores
    here": at this battlefield, 471.2), whether or not the point is gained (383.4.c.2.c, 383.4.d.2.c)."""
    player = node.player
    if not players.is_one_player(player, "player", "opponent"):
        raise cx.error(player, "scoring by this player cannot be checked yet")
    whose = "opponent" if player.noun.lower() == "opponent" else None
    here = node.location is not None
    if here and not (isinstance(node.location, nodes.Here) and cx.card.type == "Battlefield"):
        raise cx.error(node.location, "scoring there cannot be checked yet")
    return runtime.AnyTrigger(triggers=tuple(runtime.WhenPlayer(action=action, whose=whose, here=here)
                                             for action in ("conquer", "hold")))


@lowers(nodes.PlayerMovesEvent)
def player_moves_event(cx: LoweringContext, node: nodes.PlayerMovesEvent) -> runtime.OneOrMore:
    """"When an opponent moves to a battlefield other than mine" (420): one or more enemy units move to a
    battlefield, whoever moves them (rq-vegas-2026-007: as "whenever one or more enemy units move to a
    battlefield", also when you move them); "other than mine": not the battlefield this is at (a base is
    no battlefield, 197)."""
    if not players.is_one_player(node.player, "opponent"):
        raise cx.error(node.player, "a move by this player cannot be checked yet")
    where = node.destination
    if not (isinstance(where, nodes.Choice) and isinstance(where.quantity, nodes.One)
            and getattr(where.noun, "word", "") == "battlefield" and not (
                where.other or where.state or where.controller or where.controlled_by or where.location
                or where.qualifier or where.might_filter or where.keyword_filter)
            and (where.clause is None or isinstance(where.clause, nodes.OtherThanMine))):
        raise cx.error(where, "this destination of a move cannot be checked yet")
    to = "battlefield" if where.clause is None else "not my battlefield"
    return runtime.OneOrMore(runtime.WhenAction(action="move", subject=runtime.Selector(types=("unit",), controller="enemy"),
                                                to=to))


@lowers(nodes.EitherActionEvent)
def either_action_event(cx: LoweringContext, node: nodes.EitherActionEvent) -> runtime.AnyTrigger:
    """"When you choose or ready me": any of the actions you perform (383.2), one trigger per event."""
    return runtime.AnyTrigger(triggers=tuple(
        action_event(cx, nodes.ActionEvent(span=node.span, verb=verb, target=node.target)) for verb in node.verbs.verbs))


@lowers(nodes.NthCardDrawn)
def nth_card_drawn(cx: LoweringContext, node: nodes.NthCardDrawn) -> runtime.NthCardDrawn:
    """"When you draw your second card each turn" (413.1, 383.1): the draw in which your count of cards
    drawn this turn reaches N."""
    n = ORDINALS.get(node.ordinal.lower())
    if n is None or node.owner.lower() != "your" or node.period.lower() not in ("in a turn", "each turn"):
        raise cx.error(node, f'"your {node.ordinal} card {node.period}" cannot run yet')
    return runtime.NthCardDrawn(n=n)


@lowers(nodes.MightReaches)
def might_reaches(cx: LoweringContext, node: nodes.MightReaches) -> runtime.MightBecomes:
    """"When my Might becomes 10 or more" (710): my Might goes from under N to N or more
    (vendetta-faq-031)."""
    if not (isinstance(node.might, nodes.MightOf) and node.might.words.lower() == "my might"):
        raise cx.error(node.might, "only \"my Might\" can be watched by a trigger yet")
    if node.comparative.lower() != "more":
        raise cx.error(node, f'"becomes {node.amount} or {node.comparative}" cannot trigger yet')
    return runtime.MightBecomes(n=node.amount)


@lowers(nodes.UseAbilityEvent)
def use_ability_event(cx: LoweringContext, node: nodes.UseAbilityEvent) -> runtime.WhenAction:
    """"When you use an activated ability of a gear" (377.2: "use" is activating it): an ability you
    activate, of an object matching the selector."""
    source = node.source
    if node.article.lower() not in ("a", "an"):  # "the activated ability of …" would be one ability
        raise cx.error(node, f"using this ability cannot be checked yet: {cx.words(node)}")
    if not (isinstance(source, nodes.Choice) and isinstance(source.quantity, nodes.One)):
        raise cx.error(source, "abilities of these objects cannot be checked yet")
    return runtime.WhenAction(action="activate", subject=selectors.selector(source), by="you")


@lowers(nodes.InFightEvent)
def in_fight_event(cx: LoweringContext, node: nodes.InFightEvent) -> runtime.Trigger:
    """"When I die in combat" (740.2.c: in combat while it has a combat designation): the event, of an
    object that had the Attacker or Defender designation as it happened (its last-known information)."""
    if node.fight.lower() != "combat":
        raise cx.error(node, f'"in {node.fight}" cannot be checked yet')
    lowered = unit_event(cx, nodes.UnitEvent(span=node.span, subject=node.subject, verbs=node.verbs, destination=None))
    return _narrowed(lowered, was=(runtime.InCombat(),)) if not isinstance(lowered, runtime.AnyTrigger) else \
        runtime.AnyTrigger(triggers=tuple(_narrowed(t, was=(runtime.InCombat(),)) for t in lowered.triggers))


@lowers(nodes.OneOnOneEvent)
def one_on_one_event(cx: LoweringContext, node: nodes.OneOnOneEvent) -> runtime.Trigger:
    """"When I attack or defend one on one" (740.2.b: I and the enemy unit there are both alone), judged
    as I gain the designation (383.4.e.2.b, 383.4.f.2.b)."""
    if " ".join(node.words.lower().split()) != "one on one":
        raise cx.error(node, f'"{node.words}" cannot be checked yet')
    lowered = unit_event(cx, nodes.UnitEvent(span=node.span, subject=node.subject, verbs=node.verbs, destination=None))
    found = lowered.triggers if isinstance(lowered, runtime.AnyTrigger) else (lowered,)
    if not all(isinstance(t, runtime.WhenAction) and t.action in ("attack", "defend") for t in found):
        raise cx.error(node.verbs, "only attacking or defending one on one can run yet")
    narrowed = tuple(_narrowed(t, was=(runtime.OneOnOne(),)) for t in found)
    return narrowed[0] if len(narrowed) == 1 else runtime.AnyTrigger(triggers=narrowed)


@lowers(nodes.PlayDuringEvent)
def play_during_event(cx: LoweringContext, node: nodes.PlayDuringEvent) -> runtime.Trigger:
    """"When you play a unit during a showdown" (343.1: while a showdown or a combat is in progress):
    the play trigger of "When you play a unit", for plays made in a showdown state. "during a combat"
    is the same test narrowed to combats, which nothing checks yet."""
    if node.fight.lower() != "showdown" or node.article.lower() not in ("a", "any"):  # any showdown, not "this one"
        raise cx.error(node, f'a play "during {node.article} {node.fight}" cannot be told apart yet')
    return runtime.DuringShowdown(trigger=cx.lower(nodes.PlayEvent(span=node.span, card=node.card)))


@lowers(nodes.LookEvent)
def look_event(cx: LoweringContext, node: nodes.LookEvent) -> runtime.Trigger:
    """"When you look at cards from the top of your deck (and don't draw them) and see me" (424):
    refused. Worded as a trigger, it could only resolve once the cards are no longer looked at, and a
    card played from the deck has nowhere to go back to if it can't be played (origins-faq-038); the
    errata's "As you look at or reveal me from the top of your deck, …" (``AsSeen``, 370.1.b.1) runs."""
    raise cx.error(node, 'a trigger on seeing a card while looking at the top of a deck cannot work as a trigger '
                         '(the card would no longer be looked at when it resolves): the errata wording "As you '
                         'look at or reveal me from the top of your deck, …" can run')


@lowers(nodes.DuringEvent)
def during_event(cx: LoweringContext, node: nodes.DuringEvent) -> runtime.InPhase:
    """"When a friendly unit dies during your Beginning Phase" (315.2): the event, while the game is in
    that phase of your turn (the turn procedure stamps each event with its phase)."""
    during = node.during
    phase = PHASES.get(during.phase.lower()) if isinstance(during, nodes.DuringPhase) else None
    if phase is None or during.owner.lower() != "your":
        raise cx.error(during, "this phase of an event cannot be checked yet")
    return runtime.InPhase(trigger=cx.lower(node.event), phase=phase, whose="you")


@lowers(nodes.MoveFromEvent)
def move_from_event(cx: LoweringContext, node: nodes.MoveFromEvent) -> runtime.Trigger:
    """"When I move from a battlefield", "When a unit moves from here" (420): a move that starts
    there. "from a location" is every move (a move always starts at a location, 420.1)."""
    origin = _move_origin(cx, node.origin)
    triggers = tuple(_narrowed(_unit_event(cx, node, verb), origin=origin) for verb in node.verbs.verbs)
    return triggers[0] if len(triggers) == 1 else runtime.AnyTrigger(triggers=triggers)


def _move_origin(cx: LoweringContext, node: nodes.Node) -> str | None:
    if isinstance(node, nodes.Here):
        return "here"
    if isinstance(node, nodes.Place) and isinstance(node.quantity, nodes.One) and not (
            node.other or node.state or node.controller or node.controlled_by):
        word = node.noun.word if isinstance(node.noun, nodes.ObjectNoun) else ""
        if word in ("battlefield", "location"):
            return "battlefield" if word == "battlefield" else None
    raise cx.error(node, "a move from there cannot be checked yet")


def _event_destination(cx: LoweringContext, node: nodes.Node | None) -> str | None:
    """"to a battlefield" / "to base" after a move verb (420)."""
    if node is None:
        return None
    if isinstance(node, nodes.Choice) and isinstance(node.quantity, nodes.One) \
            and getattr(node.noun, "word", None) == "battlefield":
        return "battlefield"
    if isinstance(node, nodes.Zone) and node.zone == "base":
        return "base"
    raise cx.error(node, "this destination of a move cannot be checked yet")


def _unit_event(cx: LoweringContext, node: nodes.UnitEvent | nodes.MoveFromEvent, verb: str) -> runtime.WhenAction:
    action = EVENT_ACTIONS.get(verb.lower())
    if action is None:
        raise cx.error(node.verbs, f'the runtime has no "{verb}" events yet')
    if isinstance(node.subject, nodes.SelfRef):
        targets.check_self_word(cx, node.subject)
        return runtime.WhenAction(action=action)
    if isinstance(node.subject, nodes.Choice) and isinstance(node.subject.quantity, (nodes.One, nodes.Another, nodes.AnyOne)):
        # "a friendly unit", "another unit", "any unit": each such event, whichever object (383.2.c)
        return runtime.WhenAction(action=action, subject=selectors.selector(node.subject))
    if isinstance(node.subject, nodes.Choice) and _one_or_more(node.subject.quantity):
        return runtime.OneOrMore(runtime.WhenAction(action=action, subject=selectors.selector(node.subject)))
    raise cx.error(node.subject, "this trigger subject cannot run yet")


@lowers(nodes.EventDuring)
def event_during(cx: LoweringContext, node: nodes.EventDuring) -> runtime.OnTurn:
    """"When you play a card on an opponent's turn" / "… on your turn" (304): only during that turn."""
    turn = node.turn
    owner = turn.owner
    whose = None
    if isinstance(owner, str) and owner.lower() == "your":
        whose = "you"
    elif isinstance(owner, nodes.PlayerPossessive) and players.is_one_player(owner.player, "opponent"):
        whose = "opponent"  # no teams: any other player's turn is an opponent's (740.1.b)
    if whose is None or turn.phase.lower() != "turn":
        raise cx.error(turn, "this turn of an event cannot be checked yet")
    return runtime.OnTurn(trigger=cx.lower(node.event), whose=whose)


@lowers(nodes.BecomeEvent)
def become_event(cx: LoweringContext, node: nodes.BecomeEvent) -> runtime.WhenAction:
    """"When I become [Empowered]" (441.2.a, 828.1.d): the empower event of this object."""
    status = node.status.name if isinstance(node.status, nodes.Keyword) else node.status  # or a state: "ready"
    subject = node.subject
    if isinstance(subject, nodes.Partitive) and str(subject.word).lower() == "one" and isinstance(subject.group, nodes.Choice) \
            and isinstance(subject.group.quantity, nodes.Owned) and subject.group.quantity.owner.lower() == "your":
        # "When one of your units becomes [Mighty]": any one of them, as "a unit you control".
        subject = replace(subject.group, quantity=nodes.One(span=subject.span, article="a"), controller="yours")
    if status == "[Mighty]" and isinstance(subject, nodes.Choice) \
            and isinstance(subject.quantity, (nodes.One, nodes.Another)):
        # "When a unit you control becomes [Mighty]" (709: from under 5 Might to 5 or more)
        return runtime.WhenAction(action="becomes_mighty", subject=selectors.selector(subject))
    if status not in ("Empowered", "ready"):
        raise cx.error(node, f'"when I become {status}" cannot run yet')
    targets.check_self_word(cx, node.subject)
    # "When I become ready": the ready action performed on me (415), by anyone or any rule.
    return runtime.WhenAction(action="empower" if status == "Empowered" else "ready")


@lowers(nodes.EitherPlayerEvent)
def either_player_event(cx: LoweringContext, node: nodes.EitherPlayerEvent) -> runtime.AnyTrigger:
    """"When you conquer or hold" (467), "… here" on a battlefield: either scoring event."""
    return runtime.AnyTrigger(triggers=tuple(
        player_event(cx, nodes.PlayerEvent(span=node.span, verb=verb, location=node.location))
        for verb in (node.first, node.second)))


@lowers(nodes.PlayerEvent)
def player_event(cx: LoweringContext, node: nodes.PlayerEvent) -> runtime.WhenPlayer:
    """"When you conquer", "When you hold" (383.4.c.2.b); on a battlefield card, "When you hold
    here" (471.2.a-b)."""
    action = EVENT_ACTIONS.get(node.verb.lower())
    if action not in ("conquer", "hold", "attack", "defend", "win_combat"):
        raise cx.error(node, f'"when you {node.verb}" cannot run yet')
    if node.location is None:
        return runtime.WhenPlayer(action=action)
    if isinstance(node.location, nodes.Here) and cx.card.type == "Battlefield" and action in ("conquer", "hold"):
        return runtime.WhenPlayer(action=action, here=True)  # 471.2.a-b: scored at this battlefield
    if isinstance(node.location, nodes.Here) and cx.card.type == "Battlefield" and action in ("attack", "defend"):
        return runtime.WhenPlayerHere(action=action)  # the first time in a combat (383.4.e-f)
    place = node.location.place if isinstance(node.location, nodes.At) else None
    if isinstance(place, nodes.Place) and selectors.is_any_battlefield(place) and isinstance(place.quantity, nodes.One) \
            and action in ("attack", "defend"):
        # "When you defend at a battlefield": at any one, the first time in its combat (383.4.e-f); the
        # place its effect's "there" names (359.3.f.3)
        return runtime.WhenPlayerHere(action=action, anywhere=True)
    raise cx.error(node.location, f'"when you {node.verb}" there cannot run yet')


def _one_or_more(quantity: nodes.Node | None) -> bool:
    """"one or more" before the objects of a trigger event."""
    return isinstance(quantity, nodes.Bounded) and quantity.count in (1, "one") and quantity.comparative == "more"


def has_subject(trigger: Any) -> bool:
    """Whether a trigger is about an object other than the ability's source ("a friendly unit")."""
    if isinstance(trigger, (runtime.NthTime, runtime.OnTurn, runtime.OneOrMore, runtime.InPhase)):
        return has_subject(trigger.trigger)
    if isinstance(trigger, runtime.AnyTrigger):
        return any(has_subject(t) for t in trigger.triggers)
    # "When you play a unit, buff it": the played card (419.4.a).
    return isinstance(trigger, runtime.WhenYouPlay) or (isinstance(trigger, runtime.WhenAction) and trigger.subject is not None)


def _narrowed(trigger: runtime.Trigger, **changes: object) -> runtime.Trigger:
    """``trigger`` with a destination, an origin or a source kind set, inside "one or more" too (383.2.c)."""
    if all(value is None for value in changes.values()):
        return trigger
    if isinstance(trigger, runtime.OneOrMore):
        return runtime.OneOrMore(replace(trigger.trigger, **changes))
    return replace(trigger, **changes)
