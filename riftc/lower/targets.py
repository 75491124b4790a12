"""Lowering of what an instruction acts on: "me" (053), "it", "that unit", choices, joined and related targets."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.check import references
from riftc.lower import players, selectors
from riftc.lower.context import EVENT, LoweringContext
from riftc.lower.dispatch import Ladder


# Which self-reference a card type uses (rule 053): "me"/"I" on units and legends, "this" on gear and spells.
# Two printed Spiritforged gear say "exhaust me" (SFD-063, SFD-169) and a printed spell says "I cost [2]
# less to play from anywhere other than your hand" (SFD-164): on a gear or a spell "me"/"I" can only mean
# the card itself, so it compiles as that; the linter still reports the wording (RL301).
SELF_WORDS = {"Unit": ("me", "i"), "Legend": ("me", "i"), "Gear": ("this", "me"), "Spell": ("this", "i")}


# Target node type → the object(s) it names; None: a narrower phrase of that type that cannot be selected yet.
TARGETS = Ladder("the target", "the target {} cannot be selected yet")
target_of = TARGETS.register


def target(cx: LoweringContext, node: nodes.Node) -> runtime.ObjectRef:
    """The object(s) an instruction acts on."""
    return TARGETS(cx, node)


@target_of(nodes.SelfRef)
def _self_ref(cx: LoweringContext, node: nodes.SelfRef) -> runtime.ObjectRef:
    check_self_word(cx, node)
    if cx.in_effect_text and node.word.lower() == "this":
        return runtime.AttachedCard(name=cx.card.name)  # 136.2.d: the attached card
    return runtime.Self()


@target_of(nodes.NamedSelf)
def _named_self(cx: LoweringContext, node: nodes.NamedSelf) -> runtime.ObjectRef:
    """A card naming itself (136.2.d)."""
    if node.name != cx.card.name:
        raise cx.error(node, f'"{node.name}" is not this card\'s name')
    return runtime.AttachedCard(name=node.name) if cx.in_effect_text else runtime.Self()


@target_of(nodes.BackRef)
def _back_ref(cx: LoweringContext, node: nodes.BackRef) -> runtime.ObjectRef | None:
    answer = cx.references.answer(node) if cx.references.resolves(node) else None
    if node.word.lower() == "they" and isinstance(answer, nodes.Node) and references.key(answer) in cx.links.counted:
        # "If you have exactly two units there, they each get +1 [M]": the units counted, there as this
        # executes (not targets, 355.10.d)
        return cx.links.counted[references.key(answer)]
    if node.word == "them":
        # "Choose up to one enemy unit at each location. Deal 1 to them.": the objects chosen before
        link = cx.antecedent(node)
        if isinstance(link, int) and cx.links.actions.get(link) == "choose":
            return runtime.ThoseTargets(link=link)
        return None
    return antecedent(cx, node) if node.word == "it" else None


@target_of(nodes.TheEquipped)
def _the_equipped(cx: LoweringContext, node: nodes.TheEquipped) -> runtime.ObjectRef | None:
    # "As this is attached to a unit, …, the equipped unit …": the unit of the attach event
    # being replaced (370.1.b.1), the one this Equipment is attached to (818.2).
    return runtime.EventObjects() if cx.as_attached else None


@target_of(nodes.Choice)
def _choice(cx: LoweringContext, node: nodes.Choice) -> runtime.ObjectRef:
    if cx.turn_order is not None:
        return players.turn_order_picks(cx, node)  # "Starting with the next player, …"
    node = resolve_there(cx, node)  # "there" after "if I am at a battlefield"
    ref = units_there(cx, node) or all_at_a_battlefield(node) or one_at_each_location(node) \
        or relative_to_antecedent(cx, node) or chosen_there(cx, node) or moved_to_or_from(cx, node) \
        or selectors.object_ref(node)
    note_place(cx, ref)
    if cx.acting_player and isinstance(ref, runtime.Choose) and ref.selector.other:
        # "they may move another unit they control here": another than the one they just played.
        ref = replace(ref, not_event_object=True)
    return ref


@target_of(nodes.Distributed)
def _distributed(cx: LoweringContext, node: nodes.Distributed) -> runtime.ObjectRef:
    """"they each get +1 [M] this turn": the same instruction for each of the objects on its own."""
    if node.word.lower() != "each":
        raise cx.error(node, f"{cx.words(node)} cannot be selected yet")
    return target(cx, node.group)


@target_of(nodes.Partitive)
def _partitive(cx: LoweringContext, node: nodes.Partitive) -> runtime.ObjectRef:
    if cx.each_player_picks:
        return selectors.each_players_own(node)
    return partitive(cx, node)  # "one of your other units here", "two of them"


def check_self_word(cx: LoweringContext, node: nodes.SelfRef) -> None:
    expected = SELF_WORDS.get(cx.card.type or "")
    if expected and node.word.lower() not in expected and not cx.in_effect_text:
        raise cx.error(node, f'a {cx.card.type} calls itself "{expected[0]}", not "{node.word}" (rule 053)')


def antecedent(cx: LoweringContext, node: nodes.Node) -> runtime.ObjectRef:
    """What "it" / "its" refers to (riftc.check.references): the objects of an earlier instruction,
    or the object of the event a triggered ability or a replacement is about (383.2.c, 370.1.b)."""
    link = cx.antecedent(node)
    if link == EVENT and cx.event_subject:
        return runtime.EventObjects()
    if not isinstance(link, int):
        raise cx.error(node, '"it" has nothing earlier in the effect to refer to')
    part = joined_part(cx, node)
    return part if part is not None and part.link == link else runtime.It(link=link)


def joined_part(cx: LoweringContext, node: nodes.Node) -> runtime.ChosenPart | None:
    """What a back-reference names when its antecedent is one phrase of a joined target ("that unit"
    after "Choose a battlefield and an enemy unit there"): that part's choice (355.7), not every
    object the instruction chose. None for any other antecedent."""
    answer = cx.references.answer(node) if cx.references.resolves(node) else None
    while isinstance(answer, nodes.Node):
        found = cx.links.parts.get(references.key(answer))
        if found is not None and found[0] not in cx.links.lowering:
            return runtime.ChosenPart(link=found[0], part=found[1])
        answer = cx.references.answer(answer) if cx.references.resolves(answer) else None
    return None


def the_chosen(cx: LoweringContext, node: nodes.TheChosen) -> runtime.ObjectRef:
    """"the chosen unit": the unit the latest "Choose …" of this effect chose (355.5); after a joined
    choice, the one part with that noun."""
    noun = getattr(node.noun, "word", "")
    chosen = [i for i, action in cx.links.actions.items() if action == "choose" and i not in cx.links.lowering]
    if node.word.lower() != "chosen" or not chosen:
        raise cx.error(node, f"{cx.words(node)} has nothing chosen earlier in the effect to refer to")
    link = max(chosen)
    nouns = cx.links.part_nouns.get(link)
    if nouns is None:
        return runtime.It(link=link)
    if nouns.count(noun) != 1:
        raise cx.error(node, f"which of the objects chosen {cx.words(node)} is cannot be told yet")
    return runtime.ChosenPart(link=link, part=nouns.index(noun))


@target_of(nodes.TheDescribed)
def the_described(cx: LoweringContext, node: nodes.TheDescribed) -> runtime.ObjectRef:
    """"the friendly unit" after "Choose a friendly unit and an enemy unit": the one part of the latest
    joined choice with that controller and noun (355.5, 355.7)."""
    wanted = (node.controller, getattr(node.noun, "word", ""))
    joined = [i for i in cx.links.part_descriptions if i not in cx.links.lowering]
    descriptions = cx.links.part_descriptions[max(joined)] if joined else ()
    if descriptions.count(wanted) != 1:
        raise cx.error(node, f"{cx.words(node)} names no one object chosen earlier in the effect")
    return runtime.ChosenPart(link=max(joined), part=descriptions.index(wanted))


@target_of(nodes.ThatRef)
def that_ref(cx: LoweringContext, node: nodes.ThatRef) -> runtime.ObjectRef:
    """"that unit" in a replacement's instructions is the replaced event's object (369.1)."""
    link = cx.antecedent(node)
    if not isinstance(node.noun, nodes.ObjectNoun):  # "that Equipment": a tag
        raise cx.error(node, f"{cx.words(node)} cannot be referred to yet")
    part = None if cx.in_replacement else joined_part(cx, node)
    if part is not None and node.word.lower() == "that" and isinstance(link, int):
        # "Choose a friendly unit and a spell. Counter that spell …" (355.7); a later "that spell"
        # names the same object
        return part
    if cx.in_replacement and node.noun.word in ("unit", "gear") and link == EVENT:
        return runtime.EventObjects()
    if not cx.in_replacement and node.noun.word in ("unit", "gear") and node.word.lower() == "that" \
            and isinstance(link, int) and (cx.in_reflexive or not _token_played_since(cx, link)):
        # "Give a unit +2 [M] this turn. If this is [Empowered], give that unit +4 [M] this turn
        # instead.": the object of that instruction. After a token played since ("Choose a unit. Play
        # a Reflection token. It becomes a copy of that unit.") a copy of it cannot run yet.
        return runtime.It(link=link)
    if not cx.in_replacement and node.word.lower() == "those" and node.noun.word == "units" \
            and node.controller is None and isinstance(link, int) and cx.links.actions.get(link) == "choose":
        # "… each other player chooses a unit …. Kill those units.": the objects chosen before.
        return runtime.ThoseTargets(link=link)
    raise cx.error(node, f'"{node.word} {node.noun.word}" cannot be referred to yet')


def _token_played_since(cx: LoweringContext, link: int) -> bool:
    return any(cx.links.actions.get(index) == "play_token" for index in range(link, cx.links.next_index))


@target_of(nodes.JoinedTargets)
def joined_targets(cx: LoweringContext, node: nodes.JoinedTargets) -> runtime.Joined:
    """"a friendly unit and an enemy unit": one Choose per phrase, each a single object chosen as
    the spell or ability is put on the chain (355.5, 355.7); the runtime keeps them distinct."""
    parts: list[runtime.Choose] = []
    shared = [item for item in node.items if isinstance(item, nodes.Choice) and selectors.same_place(item)]
    items, same_controller = _same_controller(cx, node.items)
    place: int | None = None  # the part that chooses a battlefield (355.10.b)
    for item in items:
        if not isinstance(item, nodes.Choice) or not isinstance(item.quantity, (nodes.One, nodes.Another)):
            raise cx.error(item, "only single objects can be joined as targets yet")
        battlefield = choose_battlefield(cx, item)  # "Choose a battlefield and …"
        if battlefield is not None:
            if place is not None or shared:
                raise cx.error(item, "this battlefield joined with other targets cannot be chosen yet")
            place = len(parts)
            parts.append(battlefield)
            continue
        item, at = _at_chosen_place(cx, item, place, len(parts))
        ref = selectors.object_ref(item)
        if not isinstance(ref, runtime.Choose) or "spell" in ref.selector.types and not any_spell(ref):
            raise cx.error(item, "this spell cannot be joined with other targets yet")
        parts.append(replace(on_the_chain(ref) if any_spell(ref) else ref, at_part=at))
    index = cx.links.next_index - 1  # the instruction being lowered: what "that unit" refers to
    cx.links.parts.update((references.key(item), (index, k)) for k, item in enumerate(items))
    cx.links.part_nouns[index] = tuple(getattr(item.noun, "word", "") for item in items)
    cx.links.part_descriptions[index] = tuple((getattr(item, "controller", None), getattr(item.noun, "word", ""))
                                              for item in items)
    if place is not None:
        cx.links.chosen_battlefield = index  # "… there", "that battlefield"
    if not shared:
        group = runtime.GroupRule(same_controller=True) if same_controller else None
        return runtime.Joined(parts=tuple(parts), group=group)
    # "a friendly unit and an enemy unit at the same battlefield": every part is at that place
    # (each at a battlefield), and they share one (355.11).
    where = selectors.selector(shared[-1]).location
    if any(p.selector.location not in (None, where) for p in parts):
        raise cx.error(node, "these joined targets cannot share a place yet")
    parts = [replace(p, selector=replace(p.selector, location=where)) for p in parts]
    return runtime.Joined(parts=tuple(parts), group=runtime.GroupRule(same_location=True,
                                                                      same_controller=same_controller))


def _at_chosen_place(cx: LoweringContext, item: nodes.Choice, place: int | None,
                     before: int) -> tuple[nodes.Choice, runtime.AtPart | None]:
    """"… and an enemy unit there", "… and a unit you control at a different location" after a
    battlefield chosen in the same phrase (part ``place``), "a unit you control and another unit you
    control at a different location" (the part before, 811.1.d.2.a's example): a targeting
    restriction relative to that part's place (355.9.b), not to where the source is. The phrase
    without its place, and the restriction (``before``: how many parts precede it)."""
    if place is not None and isinstance(item.location, nodes.There):
        return replace(item, location=None), runtime.AtPart(part=place)
    if before and selectors.different_location(item.location):
        anchor = place if place is not None else before - 1
        return replace(item, location=None), runtime.AtPart(part=anchor, elsewhere=True)
    return item, None


def any_spell(target: runtime.ObjectRef) -> bool:
    """"a spell", said nowhere in particular: the selector looks on the board, where no spell is."""
    return isinstance(target, runtime.Choose) and target.selector.types == ("spell",) \
        and target.selector.zone == "board" and target.selector.location is None


def on_the_chain(target: runtime.Choose) -> runtime.Choose:
    """The spell chosen on the chain (355.9.a.2)."""
    return replace(target, selector=replace(target.selector, zone="chain"))


def _same_controller(cx: LoweringContext, items: tuple[nodes.Node, ...]) -> tuple[tuple[nodes.Node, ...], bool]:
    """"Choose a unit and an Equipment with the same controller": the clause after the last phrase
    is a requirement of all the targets together (355.11), not of that phrase's object; the phrases
    without it, and whether it was said. On any other phrase it cannot be read yet."""
    *rest, last = items
    for item in rest:
        if isinstance(item, nodes.Choice) and isinstance(item.clause, nodes.SameController):
            raise cx.error(item.clause, f'"with the same controller" as what cannot be selected yet: {cx.words(item)}')
    if not (isinstance(last, nodes.Choice) and isinstance(last.clause, nodes.SameController)):
        return items, False
    if last.clause.total is not None:
        raise cx.error(last.clause.total, f"this total of joined targets cannot be checked yet: {cx.words(last.clause.total)}")
    return (*rest, replace(last, clause=None)), True


def relative_to_antecedent(cx: LoweringContext, choice: nodes.Choice) -> runtime.Choose | None:
    """"[Stun] an enemy unit at its location" after "Give a friendly unit +1 [M]", "Kill an enemy unit
    with less Might than it" after "Choose a friendly unit": a target related to the object the
    instruction before chose (355.9.b), checked again on resolution (359.3.e.2). None if the choice
    names no such relation."""
    place = choice.location.place if isinstance(choice.location, nodes.At) else None
    if isinstance(place, nodes.Possessed) and place.owner == "its" and place.original is None \
            and getattr(place.noun, "word", "") == "location":
        kind, rest, its = "same location", replace(choice, location=None), place
    elif isinstance(place, nodes.Possessed) and place.owner == "its" and place.original is None \
            and getattr(place.noun, "word", "") == "destination":
        # "Then do this: Choose another enemy unit at its destination" (riftbound-origins-faq-055): in a
        # reflexive trigger the move has happened, so its destination is where the unit moved is now.
        if not cx.in_reflexive:
            raise cx.error(place, f"{cx.words(place)} before the move has happened cannot be selected yet")
        kind, rest, its = "same location", replace(choice, location=None), place
    elif isinstance(choice.might_filter, nodes.MightThan) and isinstance(choice.might_filter.than, nodes.BackRef) \
            and choice.might_filter.than.word == "it" and choice.might_filter.comparative in ("less", "more"):
        kind, rest, its = f"{choice.might_filter.comparative} might", replace(choice, might_filter=None), \
            choice.might_filter.than
    else:
        return None
    link = cx.antecedent(its)
    if not isinstance(link, int):
        raise cx.error(choice, '"it" has nothing earlier in the effect to refer to')
    ref = selectors.object_ref(rest)
    if not isinstance(ref, runtime.Choose):
        raise cx.error(choice, "only a choice can be related to an earlier one yet")
    if isinstance(choice.quantity, nodes.Another):
        ref = replace(ref, excluding=(link,))  # "another" than the unit it is related to (355.9.b)
    return replace(ref, relative=runtime.Relative(link=link, kind=kind))


@target_of(nodes.Something)
def something(cx: LoweringContext, node: nodes.Something) -> runtime.Choose:
    """"ready something else that's exhausted", "something besides me that's exhausted": one game
    object of any type on the board (a unit, gear, rune or legend), chosen (355.7); "else" /
    "besides me" leave out the source (355.9.b). Only a state clause narrows it yet: an object of
    any type in a place ("something here") could be a battlefield too, which is not modelled."""
    if node.location is not None:
        raise cx.error(node.location, "something at a place cannot be selected yet")
    if node.clause is None or not isinstance(node.clause.state, str) \
            or node.clause.state not in selectors.STATE_PROPERTIES:
        raise cx.error(node, "something without a state cannot be selected yet")
    besides = node.besides
    if besides is not None and not isinstance(besides.target, nodes.SelfRef):
        raise cx.error(besides, "something besides that cannot be selected yet")
    selector = runtime.Selector(
        controller="yours" if node.controlled_by is not None else None,
        other=node.other is not None or besides is not None,
        properties=(selectors.STATE_PROPERTIES[node.clause.state](),))
    return runtime.Choose(selector=selector)


def partitive(cx: LoweringContext, node: nodes.Partitive) -> runtime.ObjectRef:
    """"give one of your other units here +3 [M]": one object chosen among that group (a target,
    355.7); "ready two of them" after playing tokens: picked among those as it executes (355.17)."""
    group = node.group
    if node.word not in selectors.NUMBER_WORDS:
        raise cx.error(node, f'"{node.word} of" cannot be selected yet')
    count = selectors.count_value(node.word)
    link = cx.antecedent(group)
    if isinstance(group, nodes.BackRef) and group.word == "them" and isinstance(link, int) \
            and cx.links.actions.get(link) == "play_token":
        return runtime.PickAmong(among=runtime.It(link=link), count=count)
    if isinstance(group, nodes.Choice) and isinstance(group.quantity, nodes.Owned) and group.quantity.owner == "your":
        # "your units": the ones you control (189), now counted
        ref = selectors.object_ref(replace(group, quantity=nodes.Exactly(span=group.quantity.span, count=count),
                                               controller="yours"))
        if isinstance(ref, runtime.Choose):
            return ref
    raise cx.error(node, "picking these objects cannot run yet")


@target_of(nodes.UpToPartitive)
def up_to_partitive(cx: LoweringContext, node: nodes.UpToPartitive) -> runtime.Choose:
    """"Then do this: Ready up to two of them." (riftbound-spiritforged-faq-003): in a reflexive
    trigger, up to that many of the objects its parent acted on, chosen as it goes on the chain (388.1,
    355.13) and still among them on resolution (359.3.e.2)."""
    link = cx.antecedent(node.group)
    if not (isinstance(node.group, nodes.BackRef) and node.group.word == "them" and isinstance(link, int)):
        raise cx.error(node, f"{cx.words(node)} of these objects cannot be chosen yet")
    if not cx.in_reflexive:
        raise cx.error(node, f"{cx.words(node)} before those objects exist cannot be chosen yet")
    return runtime.Choose(selector=runtime.Selector(), count=selectors.count_value(node.count), up_to=True,
                          relative=runtime.Relative(link=link, kind="one of"))


@target_of(nodes.Possessed)
def possessed(cx: LoweringContext, node: nodes.Possessed) -> runtime.ObjectRef:
    """"ready your legend": the one legend you control (355.9.a.4), named, not chosen (355.10.d)."""
    if node.owner == "your" and node.original is None and getattr(node.noun, "word", "") == "legend":
        return runtime.All(runtime.Selector(types=("legend",), controller="yours"))
    chosen = [i for i in cx.links.yours_chosen if i not in cx.links.lowering]
    if node.owner == "your" and node.original is None and getattr(node.noun, "word", "") == "unit" \
            and len(chosen) == 1:
        # "Choose a friendly unit in your base. … then move your unit there": the one unit of yours
        # this effect chose before
        return runtime.It(link=chosen[0])
    raise cx.error(node, f'"{node.owner} {getattr(node.noun, "word", "")}" cannot be selected yet')


@target_of(nodes.EitherTarget)
def either_target(cx: LoweringContext, node: nodes.EitherTarget) -> runtime.Choose:
    """"a unit at a battlefield or a gear": one object that fits any of the descriptions, chosen
    (355.7): each description becomes a ``Fits`` property; who controls it must be said alike."""
    described = []
    for item in node.items:
        if not isinstance(item, nodes.Choice) or not isinstance(item.quantity, (nodes.One, nodes.Another)):
            raise cx.error(item, "only single objects can be alternatives yet")
        described.append(selectors.selector(item))
    controllers = {s.controller for s in described}
    others = {s.other for s in described}
    if len(controllers) != 1 or len(others) != 1 or any(s.zone != "board" for s in described):
        raise cx.error(node, "these alternatives cannot be selected together yet")
    fits = tuple(runtime.Fits(replace(s, controller=None, other=False)) for s in described)
    kinds = tuple(dict.fromkeys(t for s in described for t in s.types)) if all(s.types for s in described) else ()
    return runtime.Choose(selector=runtime.Selector(types=kinds, controller=controllers.pop(), other=others.pop(),
                                                    properties=(runtime.AnyOf(fits),)))


def chosen_there(cx: LoweringContext, choice: nodes.Choice) -> runtime.Choose | None:
    """"… It becomes a copy of another unit there": an object chosen (355.7) at the place named before
    (``place_there``), there as it is chosen and again on resolution (359.3.e.2); None unless the
    choice says "there"."""
    if not isinstance(choice.location, nodes.There):
        return None
    if not cx.in_reflexive and any(action == "play_token" for action in cx.links.actions.values()):
        # "Play a … token there. It becomes a copy of another unit there.": that copy is chosen once the
        # token exists, by a reflexive trigger (unleashed-faq-014, the errata's "Then do this:")
        raise cx.error(choice, f"choosing {cx.words(choice)} before the token played earlier exists cannot run yet")
    ref = selectors.object_ref(replace(choice, location=None))
    if not isinstance(ref, runtime.Choose):
        raise cx.error(choice, f"all of {cx.words(choice)} cannot be selected yet")
    return replace(ref, at=place_there(cx, choice.location))


def moved_to_or_from(cx: LoweringContext, choice: nodes.Choice) -> runtime.Choose | None:
    """"When I move, you may deal 1 to a unit at a battlefield I moved to or from": a unit chosen
    (355.7) at the battlefield that move started or ended at, as noted when it triggered (359.3.f.3);
    None unless the choice says so."""
    place = choice.location.place if isinstance(choice.location, nodes.At) else None
    if not (isinstance(place, nodes.Place) and isinstance(place.controlled_by, nodes.SelfMoved)):
        return None
    trigger = cx.current_trigger
    moved = isinstance(trigger, runtime.WhenAction) and trigger.action == "move" and trigger.subject is None \
        and trigger.to is None and trigger.origin is None
    if not (moved and place.controlled_by.word.lower() == "i" and getattr(place.noun, "word", "") == "battlefield"
            and isinstance(place.quantity, nodes.One) and not (place.other or place.state or place.controller)):
        raise cx.error(place, f"a place {cx.words(place)} cannot be selected yet")
    ref = selectors.object_ref(replace(choice, location=None))
    if not isinstance(ref, runtime.Choose):
        raise cx.error(choice, f"all of {cx.words(choice)} cannot be selected yet")
    return replace(ref, at=runtime.MovedToOrFrom())


def note_place(cx: LoweringContext, ref: runtime.ObjectRef) -> None:
    """Note the place a target of the instruction being lowered names, for a "there" after it: "a
    friendly unit at a battlefield" (where that unit is), "all enemy units at a battlefield" (the
    battlefield chosen, 355.10.b); and a unit of yours chosen, for "your unit"."""
    if not cx.links.lowering:
        return
    index = max(cx.links.lowering)  # the innermost instruction being lowered
    if isinstance(ref, runtime.AllAtABattlefield):
        cx.links.places.append(("battlefield", index, "chosen"))
    elif isinstance(ref, runtime.Choose) and not ref.up_to and ref.count == 1:
        if ref.selector.location == "battlefield":
            cx.links.places.append(("battlefield", index, "objects"))
        if ref.selector.types == ("unit",) and ref.selector.controller in ("friendly", "yours"):
            cx.links.yours_chosen.append(index)


def note_move(cx: LoweringContext, move: runtime.Move, origin: bool) -> None:
    """Note the places a move being lowered names: where it starts, "from a battlefield" (``origin``),
    and where it goes when that is a battlefield ("to a battlefield where you have units")."""
    if not cx.links.lowering:
        return
    index = max(cx.links.lowering)
    if origin:
        cx.links.places.append(("battlefield", index, "moved from"))
    if move.to in ("battlefield", "beside") or move.where == "yours":
        cx.links.places.append(("battlefield", index, "objects"))


def place_there(cx: LoweringContext, node: nodes.Node) -> runtime.PlaceRef:
    """"there" / "at that battlefield": the latest place named before it in this effect (``note_place``,
    ``note_move``): where the objects of that instruction are now (the one being lowered: where its
    target is as it executes), where its move started (420.1), or the battlefield it chose (355.10.b);
    in a triggered ability naming none, the place its trigger condition named (359.3.f.3)."""
    battlefield = isinstance(node, nodes.ThatRef) and getattr(node.noun, "word", "") == "battlefield"
    trigger = cx.current_trigger
    if (isinstance(node, nodes.There) or battlefield) and not cx.links.places and trigger is not None \
            and trigger.names_location():
        # "When you defend at a battlefield, … there", "When you [Stun] an enemy unit at a battlefield,
        # … that battlefield" (359.3.f.3)
        return runtime.WhereIs(of=runtime.EventPlace())
    if not (isinstance(node, nodes.There) or battlefield) or not cx.links.places:
        raise cx.error(node, f"a place {cx.words(node)} cannot be selected yet")
    _noun, index, kind = cx.links.places[-1]
    if kind == "moved from":
        return runtime.MovedFrom(link=index)
    if kind == "chosen":
        return runtime.WhereIs(of=runtime.ChosenPlace(link=index))
    return runtime.WhereIs(of=runtime.ThisTarget() if index in cx.links.lowering else runtime.It(link=index))


def there_of(test: nodes.Node | None) -> nodes.Node | None:
    """"If I am at a battlefield, buff all other friendly units there": inside that condition's
    instruction "there" is the battlefield I am at (checked as it executes, 359.3.f.2); None for
    any other condition."""
    if isinstance(test, nodes.IsAt) and " ".join(test.subject.lower().split()) in ("i am", "i'm") \
            and isinstance(test.location, nodes.At) and isinstance(test.location.place, nodes.Place) \
            and selectors.is_any_battlefield(test.location.place):
        place = test.location.place
        return nodes.At(span=test.location.span, preposition="at",
                        place=nodes.Possessed(span=place.span, owner="my", original=None, noun=place.noun))
    return None


def resolve_there(cx: LoweringContext, choice: nodes.Choice) -> nodes.Choice:
    """The choice with "there" replaced by what it means here (``there_of``), when it is known."""
    if isinstance(choice.location, nodes.There) and cx.there is not None:
        return replace(choice, location=cx.there)
    return choice


def choose_battlefield(cx: LoweringContext, node: nodes.Node) -> runtime.ChooseBattlefield | None:
    """"Choose a battlefield", "Choose a battlefield where you have units": a battlefield as a
    target (355.10.b); None when the choice is not of a battlefield."""
    if not (isinstance(node, nodes.Choice) and getattr(node.noun, "word", "") == "battlefield"):
        return None
    plain = not (node.other or node.state or node.controller or node.qualifier
                 or node.might_filter or node.keyword_filter or node.clause)
    yours = isinstance(node.controlled_by, nodes.ControlledBy)  # "a battlefield you control" (190)
    if not (plain and isinstance(node.quantity, nodes.One) and (node.controlled_by is None or yours)
            and (node.location is None or isinstance(node.location, nodes.WhereYouHaveUnits))):
        raise cx.error(node, "choosing this battlefield cannot run yet")
    if cx.links.lowering:  # "… there" after it: that battlefield
        cx.links.places.append(("battlefield", max(cx.links.lowering), "chosen"))
    return runtime.ChooseBattlefield(selector=runtime.Selector(),
                                     where_you_have_units=node.location is not None, yours=yours)


def all_at_a_battlefield(choice: nodes.Choice) -> runtime.AllAtABattlefield | None:
    """"all enemy units at a battlefield": one battlefield is the target and every such unit
    there is affected, none of them targeted (355.10.b, 355.10.d); "at battlefields" stays all of
    them at every battlefield (355.10.d). None for any other choice."""
    place = choice.location.place if isinstance(choice.location, nodes.At) else None
    if not (isinstance(choice.quantity, nodes.Every) and isinstance(place, nodes.Place)
            and selectors.is_any_battlefield(place) and isinstance(place.quantity, nodes.One)):
        return None
    there = selectors.selector(replace(choice, location=None))
    return runtime.AllAtABattlefield(selector=runtime.Selector(), there=there)


def one_at_each_location(choice: nodes.Choice) -> runtime.Choose | None:
    """"up to one enemy unit at each location" (Elder Dragon): one targeting restriction per location,
    each fulfilled on its own (unleashed-faq-016): at most one target at each location, and a target
    moved away from the location it was chosen at no longer fulfils its restriction. None for any
    other choice."""
    place = choice.location.place if isinstance(choice.location, nodes.At) else None
    if not (isinstance(choice.quantity, nodes.UpTo) and choice.quantity.count == "one"
            and isinstance(place, nodes.Place) and isinstance(place.quantity, nodes.Every)
            and getattr(place.noun, "word", "") == "location"
            and not (place.other or place.state or place.controller or place.controlled_by)):
        return None
    selector = selectors.selector(replace(choice, location=None, quantity=None))
    return runtime.Choose(selector=selector, count=runtime.ANY_NUMBER, up_to=True,
                          group=runtime.GroupRule(one_per_location=True))


def units_there(cx: LoweringContext, choice: nodes.Choice) -> runtime.AllThere | None:
    """"enemy units there" after "Choose a battlefield": all of them at the chosen battlefield when
    the instruction executes (not targets, 355.10.b). None unless "there" names a chosen battlefield."""
    place = choice.location.place if isinstance(choice.location, nodes.At) else None
    that = isinstance(place, nodes.ThatRef) and getattr(place.noun, "word", "") == "battlefield"
    if not (isinstance(choice.location, nodes.There) or that) or cx.links.chosen_battlefield is None:
        return None  # "… there", "… at that battlefield" (the one chosen)
    if choice.quantity is not None and not isinstance(choice.quantity, nodes.Every):
        raise cx.error(choice, "choosing objects there cannot run yet")
    than, compared = None, choice.might_filter
    if isinstance(compared, nodes.MightThan) and isinstance(compared.than, nodes.TheChosen) \
            and compared.comparative in ("less", "more"):
        # "with less Might than the chosen unit": compared with it as this executes
        than, choice = the_chosen(cx, compared.than), replace(choice, might_filter=None)
    selector = selectors.selector(replace(choice, location=None))
    return runtime.AllThere(selector=selector, link=cx.links.chosen_battlefield, than=than,
                            less=not isinstance(compared, nodes.MightThan) or compared.comparative == "less")


def chosen_battlefield(cx: LoweringContext) -> runtime.ObjectRef | None:
    """"that battlefield": the battlefield the latest "Choose a battlefield …" chose (355.10.b), one
    part of a joined target or the whole choice; None when none was chosen."""
    link = cx.links.chosen_battlefield
    if link is None:
        return None
    nouns = cx.links.part_nouns.get(link)
    return runtime.It(link=link) if nouns is None else runtime.ChosenPart(link=link, part=nouns.index("battlefield"))


def champion_zone_return(cx: LoweringContext, node: nodes.ReturnTo) -> runtime.ReturnToChampionZone:
    """"return your Chosen Champion from your trash to your Champion Zone" (108.3.c.1): a card of yours
    there named as your Chosen Champion (103.2.a.3), back to your Champion Zone while it holds no card."""
    card, origin, zone = node.target, node.origin, node.zone
    from_zone = origin.zone.lower() if isinstance(origin, nodes.Zone) and origin.owner == "your" else None
    if not (isinstance(card, nodes.ChosenChampion) and card.owner == "your" and zone.owner == "your"
            and " ".join(card.words.lower().split()) == "chosen champion"
            and from_zone in runtime.CHAMPION_ORIGINS):
        raise cx.error(node, "only returning your Chosen Champion from your trash or hand to your Champion Zone "
                             "can run yet")
    return runtime.ReturnToChampionZone(target=runtime.ChosenChampionCard(zone=from_zone))
