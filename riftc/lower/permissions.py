"""Lowering of where cards may be played (355.2.b), played from (419.1.a), and what players can't do (054)."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.lower import conditions, replacements, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# The battlefield states a permission may name (170.11).
BATTLEFIELD_STATES = ("open", "occupied")


def play_permission(cx: LoweringContext, node: nodes.SpellAbility) -> runtime.PlayPermission | runtime.PlayFrom | runtime.PlayFor | None:
    """"You may play me to an open battlefield." on a unit: a permission (355.2.b), or None if the
    line is not a bare "you may play me to <battlefields>". It reads like a spell's instruction, but a
    permanent's line of bare instructions is a passive ability (363); a permission about playing the
    card itself works from wherever the card is played (366.1)."""
    sentences = node.effect.sentences
    inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
    if isinstance(inner, nodes.Conditional) and isinstance(inner.condition, nodes.IfCondition) \
            and isinstance(inner.instruction, nodes.May) and isinstance(inner.instruction.instruction, nodes.Play) \
            and not isinstance(inner.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant)):
        return _play_for(cx, inner.instruction.instruction, inner.condition)
    if not (isinstance(inner, nodes.May) and isinstance(inner.instruction, nodes.Play)):
        return None
    play = inner.instruction
    if isinstance(play.card, nodes.SelfRef) and play.destination is None and play.source is not None:
        return _play_from(cx, play)
    if not isinstance(play.card, nodes.SelfRef) or not isinstance(play.destination, nodes.PlayDestination):
        return None
    cx.require_none(play, "as_", "source", "for_", "cost_waiver")
    if cx.card.type != "Unit":
        raise cx.error(node, f"a permission to play a {cx.card.type} to a battlefield cannot run yet")
    targets.check_self_word(cx, play.card)
    return runtime.PlayPermission(where=_battlefields(cx, play.destination.place))


def _play_for(cx: LoweringContext, play: nodes.Play, condition: nodes.IfCondition) -> runtime.PlayFor:
    """"If you've spent [4] or more to play a spell this turn, you may play me for [B].": an alternative
    cost (356.1.a) available while the condition holds (364.3.a), chosen as the card is played."""
    cx.require_none(play, "as_", "source", "destination", "cost_waiver")
    targets.check_self_word(cx, play.card)
    cost = getattr(play.for_, "cost", None)
    if not isinstance(play.card, nodes.SelfRef) or not isinstance(play.for_, nodes.PlayForCost) \
            or not isinstance(cost, nodes.ManaCost):
        raise cx.error(play, "only \"you may play me for [cost]\" can follow a condition yet")
    if cx.card.type not in ("Unit", "Gear", "Spell"):
        raise cx.error(play, f"a {cx.card.type} played for another cost cannot run yet")
    return runtime.PlayFor(energy=sum(int(s) for s in cost.symbols if s.isdigit()),
                           power=tuple(s for s in cost.symbols if not s.isdigit()),
                           condition=conditions.condition(cx, condition))


def _play_from(cx: LoweringContext, play: nodes.Play) -> runtime.PlayFrom:
    """"You may play me from your trash for [3][R]." (419.1.a, 356.1.a): a permission to play the
    card from its owner's trash for that cost; a dependent keyword before it adds its condition."""
    cx.require_none(play, "as_", "cost_waiver")
    targets.check_self_word(cx, play.card)
    origin = getattr(play.source, "origin", None)
    if not (isinstance(origin, nodes.Zone) and origin.zone == "trash" and origin.owner == "your"):
        raise cx.error(play.source, "playing the card from there cannot run yet")
    cost = getattr(play.for_, "cost", None)
    if not isinstance(play.for_, nodes.PlayForCost) or not isinstance(cost, nodes.ManaCost):
        raise cx.error(play.for_ or play, "playing the card from the trash without a cost of its own cannot run yet")
    if cx.card.type not in ("Unit", "Gear"):
        raise cx.error(play, f"a {cx.card.type} played from the trash cannot run yet")
    return runtime.PlayFrom(zone="trash", energy=sum(int(s) for s in cost.symbols if s.isdigit()),
                            power=tuple(s for s in cost.symbols if not s.isdigit()))


@lowers(nodes.CanBePlayed)
def can_be_played(cx: LoweringContext, node: nodes.CanBePlayed) -> runtime.PlayPermission:
    """"I can be played to a battlefield you're attacking.", "Friendly units can be played to an
    occupied battlefield if an enemy unit is alone there." (355.2.b)."""
    cx.require_none(node, "alternative")
    if not isinstance(node.destination, nodes.PlayDestination):
        raise cx.error(node.destination, "this place to play to cannot run yet")
    where = _battlefields(cx, node.destination.place)
    if node.condition is not None:
        where = _alone_there(cx, node.condition, where)
    return runtime.PlayPermission(where=where, friendly_units=_permission_subject(cx, node.subject))


@lowers(nodes.PlayableTo)
def playable_to(cx: LoweringContext, node: nodes.PlayableTo) -> runtime.PlayPermission:
    """"Friendly units may be played to open battlefields." (355.2.b)."""
    return runtime.PlayPermission(where=_battlefields(cx, node.place),
                                  friendly_units=_permission_subject(cx, node.subject))


@lowers(nodes.PlayOnlyTo)
def play_only_to(cx: LoweringContext, node: nodes.PlayOnlyTo) -> runtime.PlayOnlyTo:
    """"Play me only to a battlefield you conquered this turn." (355.2, 366.1): a limit on where
    the card may be played; its reminder "(You can't play me anywhere else.)" says the same."""
    if not isinstance(node.card, nodes.SelfRef) or not isinstance(node.destination, nodes.PlayDestination):
        raise cx.error(node, "only \"Play me only to …\" can run yet")
    targets.check_self_word(cx, node.card)
    if cx.card.type != "Unit":
        raise cx.error(node, f"a {cx.card.type} played only to a battlefield cannot run yet")
    return runtime.PlayOnlyTo(where=_battlefields(cx, node.destination.place))


@lowers(nodes.OnlyPermission)
def only_permission(cx: LoweringContext, node: nodes.OnlyPermission) -> runtime.PlayOnlyTo:
    """"opponents can only play units to their base" (054.2): a limit on where the units its
    controller's opponents play may go; a "While …" around it is added by the caller."""
    subject, permitted = node.subject, node.permitted
    if not (isinstance(subject, nodes.EveryPlayer) and subject.noun == "opponents"):
        raise cx.error(subject, "only what opponents can only do can run yet")
    target = getattr(permitted, "target", None)
    place = getattr(getattr(permitted, "destination", None), "place", None)
    if not (isinstance(permitted, nodes.Playing) and isinstance(target, nodes.Choice)
            and getattr(target.noun, "word", "") == "units" and target.quantity is None
            and isinstance(place, nodes.Zone) and place.zone == "base" and place.owner == "their"
            and not any(getattr(target, f) for f in ("other", "state", "controller", "qualifier",
                                                     "controlled_by", "location", "might_filter",
                                                     "keyword_filter", "clause"))):
        raise cx.error(permitted, "only \"can only play units to their base\" can run yet")
    return runtime.PlayOnlyTo(where=None, opponents=True)


@lowers(nodes.PlayerRestriction)
def player_restriction(cx: LoweringContext, node: nodes.PlayerRestriction) -> runtime.PlayersCannot:
    """"opponents can't score points" (only the points: riftbound-spiritforged-faq-012) and a
    battlefield's "Players can't score here until their third turn" (no scoring of it at all:
    riftbound-spiritforged-faq-013); a "While …" around it is added by the caller (364.3.a)."""
    cx.require_none(node, "unless")
    player, forbidden = node.player, node.forbidden
    if isinstance(player, nodes.RelatedPlayer) and isinstance(forbidden, nodes.Playing):
        # "Its controller can't play spells this turn": the player is named by ``MakeTrue.player``.
        return runtime.PlayersCannot(action="play", players="players", types=_played_kinds(cx, forbidden))
    if not (isinstance(player, nodes.EveryPlayer) and player.noun in ("opponents", "players")):
        raise cx.error(player, "restrictions on these players cannot run yet")
    if isinstance(forbidden, nodes.Playing):
        return runtime.PlayersCannot(action="play", players=player.noun, types=_played_kinds(cx, forbidden))
    if not isinstance(forbidden, nodes.Scoring):
        raise cx.error(forbidden, f"the restriction {cx.words(forbidden)} on players cannot run yet")
    if forbidden.points is not None and forbidden.location is None and forbidden.until is None:
        return runtime.PlayersCannot(action="gain_points", players=player.noun)
    if forbidden.points is None and isinstance(forbidden.location, nodes.Here):
        if cx.card.type != "Battlefield":
            raise cx.error(forbidden.location, "\"can't score here\" on a card other than a battlefield cannot run yet")
        return runtime.PlayersCannot(action="score_here", players=player.noun,
                                     before_turn=_before_turn(cx, forbidden.until))
    raise cx.error(forbidden, "this restriction on scoring cannot run yet")


def _played_kinds(cx: LoweringContext, playing: nodes.Playing) -> tuple[str, ...]:
    """"play cards" (any kind: ()) or "play spells" (("spell",)), forbidden (054.1)."""
    target = playing.target
    word = getattr(getattr(target, "noun", None), "word", "")
    if playing.destination is not None or not isinstance(target, nodes.Choice) or target.quantity is not None \
            or any(getattr(target, f) for f in ("other", "state", "controller", "qualifier", "controlled_by",
                                                "location", "might_filter", "keyword_filter", "clause")):
        raise cx.error(playing, "forbidding playing these cards cannot run yet")
    if word == "cards":
        return ()
    if word == "spells":
        return ("spell",)
    raise cx.error(target, f'forbidding playing "{word}" cannot run yet')


def _before_turn(cx: LoweringContext, until: nodes.Until | None) -> int | None:
    """"until their third turn": the restriction holds during each player's turns before their
    third (115.1.c); None without "until"."""
    if until is None:
        return None
    event = until.event
    if not (isinstance(event, nodes.NthTurn) and event.owner.lower() == "their" and event.turn.lower() == "turn"
            and event.ordinal.lower() in replacements.TURN_ORDINALS):
        raise cx.error(until, "this end of a restriction cannot run yet")
    return replacements.TURN_ORDINALS[event.ordinal.lower()]


def permission_aside(cx: LoweringContext, node: nodes.Aside) -> runtime.PlayPermission | None:
    """"I can be played to a battlefield where there are enemy units (even if you don't have units
    there)." The note says that the permission does not need units of yours there, which a
    permission beyond the default valid locations (355.2.b) never does; None for other asides."""
    if not (isinstance(node.statement, nodes.CanBePlayed) and isinstance(node.note, nodes.EvenIf)
            and isinstance(node.note.test, nodes.YouLack)):
        return None
    lacking = node.note.test.objects
    if not (isinstance(lacking, nodes.Choice) and getattr(lacking.noun, "word", "") == "units"
            and isinstance(lacking.location, nodes.There) and lacking.other is None):
        raise cx.error(node.note, "this note on a permission cannot be read yet")
    return can_be_played(cx, node.statement)


def _permission_subject(cx: LoweringContext, subject: nodes.Node) -> bool:
    """"I" (False: the card itself) or "Friendly units" (True: the units its controller plays)."""
    if isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
        if cx.card.type != "Unit":
            raise cx.error(subject, f"a permission to play a {cx.card.type} to a battlefield cannot run yet")
        return False
    if isinstance(subject, nodes.Choice) and subject.controller == "friendly" and subject.quantity is None \
            and getattr(subject.noun, "word", "") == "units" and not any(
                getattr(subject, f) for f in ("other", "state", "qualifier", "controlled_by", "location",
                                              "might_filter", "keyword_filter", "clause")):
        return True
    raise cx.error(subject, "only permissions for this card or for friendly units can run yet")


def _battlefields(cx: LoweringContext, place: nodes.Node) -> runtime.Battlefields:
    """"an open battlefield", "an occupied enemy battlefield", "a battlefield where you have units",
    "a battlefield you're attacking", "a battlefield where there are enemy units" (170.11)."""
    if not isinstance(place, (nodes.Choice, nodes.Place)) or \
            getattr(place.noun, "word", "") not in ("battlefield", "battlefields"):
        raise cx.error(place, "only battlefields can be named as places to play to yet")
    quantity = place.quantity
    if quantity is not None and not isinstance(quantity, nodes.One):
        raise cx.error(quantity, "this quantity of battlefields cannot run yet")
    unused = ("other", "controlled_by") + (("qualifier", "might_filter", "keyword_filter")
                                          if isinstance(place, nodes.Choice) else ())
    for name in unused:
        if getattr(place, name) is not None:
            raise cx.error(place, f"battlefields named with {name.replace('_', ' ')} cannot run yet")
    if place.state is not None and place.state not in BATTLEFIELD_STATES:
        raise cx.error(place, f'"{place.state}" battlefields cannot be recognised yet')
    if place.controller not in (None, "enemy"):
        raise cx.error(place, f'"{place.controller}" battlefields cannot be recognised yet')
    units, attacking = None, False
    location = getattr(place, "location", None)
    if isinstance(location, nodes.WhereYouHaveUnits):
        units = "friendly"
    elif location is not None:
        raise cx.error(location, "battlefields named by this location cannot run yet")
    clause = getattr(place, "clause", None)
    if isinstance(clause, nodes.YouAreActing) and clause.state == "attacking":
        attacking = True  # "a battlefield you're attacking": you are its combat's attacker (464.2.c)
    elif isinstance(clause, nodes.WhereThereIs) and _enemy_units(clause.objects):
        units = "enemy"
    elif isinstance(clause, nodes.DoneByYou) and clause.verb == "conquered" and clause.duration == "this turn":
        return runtime.Battlefields(state=place.state, controller=place.controller, units=units, conquered=True)
    elif clause is not None:
        raise cx.error(clause, "battlefields named by this clause cannot run yet")
    return runtime.Battlefields(state=place.state, controller=place.controller, units=units, attacking=attacking)


@conditions.condition_of(nodes.BeingPlayedTo)
def _being_played_to(cx: LoweringContext, test: nodes.BeingPlayedTo) -> runtime.BeingPlayedTo:
    """"while I'm being played to a battlefield where you have units" (806.4.a, 813.4.a, [Ambush]'s own
    wording 822.1.b): the card itself, as it is played to such a battlefield."""
    place = test.place
    if test.subject != "I'm" or not (isinstance(place, nodes.FilteredPlace)
                                     and isinstance(place.filter, nodes.WhereYouHaveUnits)):
        raise cx.error(test, "only \"while I'm being played to a battlefield where you have units\" can be checked yet")
    where = _battlefields(cx, place.place)
    return runtime.BeingPlayedTo(where=replace(where, units="friendly"))


def _enemy_units(objects: nodes.Node) -> bool:
    """"enemy units" in "where there are enemy units"."""
    return isinstance(objects, nodes.Choice) and objects.controller == "enemy" and objects.quantity is None \
        and getattr(objects.noun, "word", "") == "units" and not any(
            getattr(objects, f) for f in ("other", "state", "qualifier", "controlled_by", "location",
                                          "might_filter", "keyword_filter", "clause"))


def _alone_there(cx: LoweringContext, condition: nodes.Node, where: runtime.Battlefields) -> runtime.Battlefields:
    """"… to an occupied battlefield if an enemy unit is alone there": the condition is about the
    battlefield played to ("there"), so it narrows the battlefields (740.2.a)."""
    test = condition.test if isinstance(condition, nodes.IfCondition) else None
    if isinstance(test, nodes.IsAlone) and isinstance(test.location, nodes.There) \
            and isinstance(test.subject, nodes.Choice) and isinstance(test.subject.quantity, nodes.One) \
            and test.subject.controller == "enemy" and getattr(test.subject.noun, "word", "") == "unit" \
            and test.alone == "alone" and not any(getattr(test.subject, f) for f in (
                "other", "state", "qualifier", "controlled_by", "location", "might_filter", "keyword_filter",
                "clause")):
        return runtime.Battlefields(state=where.state, controller=where.controller, units=where.units,
                                    attacking=where.attacking, enemy_alone=True)
    raise cx.error(condition, "this condition on a permission to play cannot run yet")
