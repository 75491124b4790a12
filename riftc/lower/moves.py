"""Lowering of moves (420, 445-449): where a move goes and comes from, and swaps of two units' locations."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.lower import selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


@lowers(nodes.Move)
def move(cx: LoweringContext, node: nodes.Move) -> runtime.Move | runtime.SwapLocations:
    """"Move a friendly unit to base", "Move an enemy unit" (to a location chosen then, 420, 449.1),
    "Move a unit from a battlefield to its base" (the unit must be at a battlefield). The places it
    names are noted for a "there" or "that battlefield" after it (``targets.place_there``)."""
    swap = swap_move(cx, node)  # "Move me and … to each other's locations"
    if swap is not None:
        return swap
    lowered = _move(cx, node)
    targets.note_move(cx, lowered, origin=node.origin is not None and not isinstance(node.origin, nodes.Here))
    return lowered


@lowers(nodes.MoveThere)
def move_there(cx: LoweringContext, node: nodes.MoveThere) -> runtime.Move:
    """"…, then move your unit there" (420): to the place named before (``targets.place_there``), where
    that is as this executes; a place only known as where a move started cannot be moved to yet."""
    place = targets.place_there(cx, node.there)
    if not isinstance(place, runtime.WhereIs):
        raise cx.error(node.there, f"moving to {cx.words(node.there)} cannot run yet")
    return runtime.Move(target=targets.target(cx, node.target), to="beside", beside=place.of)


def _move(cx: LoweringContext, node: nodes.Move) -> runtime.Move:
    """The move of ``move``, by its destination."""
    target = _moved(cx, node)
    where = node.destination
    if where is None:  # "Move an enemy unit": its destination is chosen as it moves (449.1)
        return runtime.Move(target=target, to="chosen")
    if isinstance(where, nodes.Place) and selectors.is_any_battlefield(where) \
            and isinstance(where.quantity, nodes.One):
        return runtime.Move(target=target, to="battlefield")  # "to a battlefield", picked as it moves
    if isinstance(where, nodes.Place) and getattr(where.noun, "word", "") == "battlefield" \
            and isinstance(where.quantity, nodes.One) and isinstance(where.controlled_by, nodes.ControlledBy) \
            and not (where.other or where.state or where.controller):
        # "to a battlefield you control" (190): one of those, picked as it moves
        return runtime.Move(target=target, to="battlefield", where="controlled")
    if isinstance(where, nodes.Place) and where.state == "open" and getattr(where.noun, "word", "") == "battlefield" \
            and isinstance(where.quantity, nodes.One) and not (where.other or where.controller or where.controlled_by):
        # "move any number of your units to an open battlefield": one, unoccupied and uncontrolled
        # (170.11.c), for all of them, picked as they move
        return runtime.Move(target=target, to="single", where="open")
    if isinstance(where, nodes.Here):  # "move an enemy unit to here": where I am (359.3.f.2)
        return runtime.Move(target=target, to="here")
    same = _same_battlefield(cx, where)
    if same is not None:
        return runtime.Move(target=target, to="beside", beside=same)
    if isinstance(where, nodes.Place) and where.other == "different" and isinstance(where.quantity, nodes.One) \
            and getattr(where.noun, "word", "") == "battlefield" \
            and not (where.state or where.controller or where.controlled_by):
        # "to a different battlefield": any battlefield but the one it is at (355.4.a), picked as it moves
        return runtime.Move(target=target, to="battlefield")
    chosen = targets.chosen_battlefield(cx)
    if isinstance(where, nodes.ThatRef) and getattr(where.noun, "word", "") == "battlefield" and chosen is not None:
        # "to that battlefield" after "Choose a battlefield": the one chosen (355.10.b)
        return runtime.Move(target=target, to="beside", beside=chosen)
    if isinstance(where, nodes.FilteredPlace):
        return filtered_move(cx, target, where)  # "to a battlefield where you have units"
    if isinstance(where, nodes.SinglePlace) and getattr(where.noun, "word", "") == "location":
        # "to a single location": one location, picked as they move, for all of them
        return runtime.Move(target=target, to="single")
    if isinstance(where, nodes.PlaceOf) and getattr(where.noun, "word", "") == "battlefield" \
            and isinstance(where.owner, nodes.ThatRef):
        # "to that enemy unit's battlefield": where the object named before is as the move executes
        return runtime.Move(target=target, to="beside", beside=targets.that_ref(cx, where.owner))
    if _to_where_i_am(cx, where):
        return runtime.Move(target=target, to="here")
    trigger = cx.current_trigger
    if isinstance(where, nodes.ThatRef) and getattr(where.noun, "word", "") == "battlefield" \
            and (cx.links.places or trigger is not None and trigger.names_location()):
        # "you may move me to that battlefield": the one named before (``targets.place_there``)
        place = targets.place_there(cx, where)
        if isinstance(place, runtime.WhereIs):
            return runtime.Move(target=target, to="beside", beside=place.of)
    # "to base" / "to its base" / "to their base": the unit's own base (144.4.b). "to your base" is
    # its controller's base too: something you don't control goes to its controller's base
    # (riftbound-origins-faq-063).
    if not (isinstance(where, nodes.Zone) and where.zone == "base" and where.owner in (None, "its", "their", "your")):
        raise cx.error(where, "moves to this destination cannot run yet")
    return runtime.Move(target=target, to="base")


@lowers(nodes.MoveToOrFrom)
def move_to_or_from(cx: LoweringContext, node: nodes.MoveToOrFrom) -> runtime.Move:
    """"Move a friendly unit to or from its base." (420): a unit in its base moves to a battlefield, one
    at a battlefield to its base; the destination is chosen with the target (355.4)."""
    place = node.place
    if not (isinstance(place, nodes.Zone) and place.zone == "base" and place.owner in ("its", "their")):
        raise cx.error(place, f"moving to or from {cx.words(place)} cannot run yet")
    return runtime.Move(target=targets.target(cx, node.target), to="chosen", where="to or from base")


def _same_battlefield(cx: LoweringContext, where: nodes.Node) -> runtime.ObjectRef | None:
    """"They move a unit they control to the same battlefield" after "Move a unit you control to a
    battlefield you control": where the unit the move before moved is as this executes (359.3.e.14);
    None for any other destination (a trigger's "the same battlefield" is where I moved)."""
    if not (isinstance(where, nodes.SamePlace) and getattr(where.noun, "word", "") == "battlefield"):
        return None
    moves = [i for i, action in cx.links.actions.items() if action == "move"]
    if not moves or cx.current_trigger is not None:
        return None
    return runtime.It(link=max(moves))


def _moved(cx: LoweringContext, node: nodes.Move) -> runtime.ObjectRef:
    """What moves: the target, at the place the move starts from if it says one."""
    target = targets.target(cx, node.target)
    if isinstance(node.origin, nodes.Here) and isinstance(target, runtime.Choose) and target.selector.location is None:
        # "move an enemy unit from here to its base": only a unit here can be chosen (355.9)
        return replace(target, selector=replace(target.selector, location="here"))
    if node.origin is not None:
        if not (isinstance(node.origin, nodes.Place) and selectors.is_any_battlefield(node.origin)
                and isinstance(target, (runtime.Choose, runtime.All)) and target.selector.location is None):
            raise cx.error(node.origin, "moves from there cannot run yet")
        # "from a battlefield": only units at a battlefield can be chosen (355.9).
        return replace(target, selector=replace(target.selector, location="battlefield"))
    return target


def _to_where_i_am(cx: LoweringContext, where: nodes.Node) -> bool:
    """"to my battlefield", and "to this battlefield" on a unit (Azir's "When I attack, … to this
    battlefield"): the battlefield I am at as this executes; in a base I have none (359.3.f.2). And
    "When I move to a battlefield, you may move an enemy unit to that (the same) battlefield": where
    I moved, my location as the ability resolves (359.3.f.2)."""
    battlefield = getattr(getattr(where, "noun", None), "word", "") == "battlefield"
    if isinstance(where, nodes.ThisCard) and where.word == "this" and battlefield and cx.card.type != "Battlefield":
        return True
    if isinstance(where, nodes.Possessed) and where.owner == "my" and where.original is None and battlefield:
        return True
    trigger = cx.current_trigger
    return isinstance(where, (nodes.SamePlace, nodes.ThatRef)) and battlefield \
        and isinstance(trigger, runtime.WhenAction) and trigger.action == "move" \
        and trigger.subject is None and trigger.to == "battlefield"


@lowers(nodes.SplitMove)
def split_move(cx: LoweringContext, node: nodes.SplitMove) -> runtime.SwapLocations:
    """"Move me to its location and it to my original location" (Tideturner): a swap of the two
    units' locations, read before either moves (420.1)."""
    parts = node.parts.items
    if len(parts) == 2:
        (me, there), (other, back) = ((p.target, p.destination) for p in parts)
        its = isinstance(there, nodes.Possessed) and there.owner == "its" and there.original is None \
            and getattr(there.noun, "word", "") == "location"
        mine = isinstance(back, nodes.Possessed) and back.owner == "my" and back.original == "original" \
            and getattr(back.noun, "word", "") == "location"
        if isinstance(me, nodes.SelfRef) and isinstance(other, nodes.BackRef) and other.word == "it" and its and mine:
            return runtime.SwapLocations(first=runtime.Self(), second=targets.antecedent(cx, other))
    raise cx.error(node, "this move of several units cannot run yet")


def swap_move(cx: LoweringContext, node: nodes.Move) -> runtime.SwapLocations | None:
    """"Move me and a Shadow Clone you control to each other's locations": a swap (420.1); the
    other unit is a target (355.7). None for any other move."""
    target = node.target
    if not (isinstance(node.destination, nodes.EachOthers) and isinstance(target, nodes.JoinedTargets)):
        return None
    items = target.items
    if len(items) != 2 or node.origin is not None or not isinstance(items[0], nodes.SelfRef) \
            or not isinstance(items[1], nodes.Choice) or not isinstance(items[1].quantity, nodes.One):
        raise cx.error(node, "this exchange of locations cannot run yet")
    other = selectors.object_ref(items[1])
    if not isinstance(other, runtime.Choose):
        raise cx.error(items[1], "this exchange of locations cannot run yet")
    return runtime.SwapLocations(first=runtime.Self(), second=replace(other, selector=replace(other.selector, other=True)))


def filtered_move(cx: LoweringContext, target: runtime.ObjectRef, where: nodes.FilteredPlace) -> runtime.Move:
    """"to a battlefield where you have units", "to a location where there's a unit with the same
    controller": a destination picked as it moves (449.1) among the places holding such units."""
    place, test = where.place, where.filter
    word = getattr(place.noun, "word", "") if isinstance(place, nodes.Place) else ""
    plain = isinstance(place, nodes.Place) and isinstance(place.quantity, nodes.One) \
        and not (place.other or place.state or place.controller or place.controlled_by)
    to = {"battlefield": "battlefield", "location": "chosen"}.get(word)
    objects = test.objects if isinstance(test, nodes.WhereThereIs) else None
    same_controller = isinstance(objects, nodes.Choice) and isinstance(objects.quantity, nodes.One) \
        and getattr(objects.noun, "word", "") == "unit" and isinstance(objects.clause, nodes.SameController) \
        and objects.clause.total is None and not (objects.other or objects.state or objects.controller
                                                  or objects.qualifier or objects.controlled_by or objects.location
                                                  or objects.might_filter or objects.keyword_filter)
    if plain and to is not None and isinstance(test, nodes.WhereYouHaveUnits):
        return runtime.Move(target=target, to=to, where="yours")
    if plain and to is not None and same_controller:
        return runtime.Move(target=target, to=to, where="same controller")
    raise cx.error(where, "moves to this destination cannot run yet")
