"""Lowering of "can't" statements (054.1) on objects, and of passive prevention of damage (437)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import nodes, runtime
from riftc.lower import conditions, replacements, selectors, targets
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


# "can't be <past action>" (054.1) → the game action's Event kind the "can't" negates; "chosen" is
# being chosen as a target (355.9).
RESTRICTED_ACTIONS = {"readied": "ready", "exhausted": "exhaust", "stunned": "stun", "killed": "kill",
                      "moved": "move", "buffed": "buff", "chosen": "choose"}


@lowers(nodes.Restriction)
def restriction(cx: LoweringContext, node: nodes.Restriction) -> runtime.Cannot:
    """"I can't be chosen by enemy spells and abilities", "I can't be readied", "Units can't move
    to base": a "can't" (054.1) that negates the action on the subject (or removes it from the
    options of a choice, 355.9). Restrictions with "unless", on where or when, and on playing or
    scoring do not run yet."""
    cx.require_none(node, "unless")
    if isinstance(node.subject, nodes.Sources):
        return _sources_restriction(cx, node)
    if isinstance(node.forbidden, nodes.BeActedOn) and node.forbidden.action.lower() == "revealed":
        return _reveal_restriction(cx, node.subject, node.forbidden)
    return restriction_effect(cx, node, _restricted_subject(cx, node.subject))


def restriction_effect(cx: LoweringContext, node: nodes.Restriction, target: Any) -> runtime.Cannot:
    """The "can't" of ``node`` on ``target`` (the objects its subject names)."""
    forbidden = node.forbidden
    if isinstance(forbidden, nodes.Moving):
        cx.require_none(forbidden, "moved")
        where = forbidden.destination
        if not (isinstance(where, nodes.Zone) and where.zone == "base" and where.owner is None):
            raise cx.error(where, "forbidding moves to there cannot run yet")
        if forbidden.origin is not None:  # "Units can't move from here to base": the units here only
            target = _moving_from_here(cx, forbidden.origin, target)
        return runtime.Cannot(action="move_to_base", target=target)  # a recall is not a move (455)
    if not isinstance(forbidden, nodes.BeActedOn):
        raise cx.error(forbidden, f"the restriction {cx.words(forbidden)} cannot run yet")
    if forbidden.action.lower() == "played" and isinstance(forbidden.location, nodes.Here):
        return _unplayable_here(cx, node, forbidden)
    if forbidden.action.lower() == "played" and forbidden.turns is not None:
        return _unplayable_on_turns(cx, node, forbidden)
    cx.require_none(forbidden, "location", "turns")
    by = None
    if forbidden.by is not None:
        if forbidden.by.sources.owner != "enemy":
            raise cx.error(forbidden.by, "this source of a forbidden action cannot run yet")
        by = "enemy"
    action = RESTRICTED_ACTIONS.get(forbidden.action.lower())
    if forbidden.damage is not None:
        action = "damage" if forbidden.action.lower() == "dealt" else None
    if action is None or (action == "choose" and by is None):
        raise cx.error(forbidden, f'"can\'t be {forbidden.action}" cannot run yet')
    return runtime.Cannot(action=action, target=target, by=by)


def _unplayable_here(cx: LoweringContext, node: nodes.Restriction, forbidden: nodes.BeActedOn) -> runtime.Cannot:
    """"Units can't be played here." on a battlefield (054.1): no unit, card or token, is played to it;
    moves there stay possible. Refused on anything but a battlefield ("here" would be wherever it is)."""
    cx.require_none(forbidden, "turns", "by", "damage")
    subject = node.subject
    units = isinstance(subject, nodes.Choice) and subject.quantity is None and getattr(subject.noun, "word", "") == "units" \
        and not any(getattr(subject, f) for f in ("other", "state", "controller", "qualifier", "controlled_by",
                                                   "location", "might_filter", "keyword_filter", "clause"))
    if not units or cx.card.type != "Battlefield":
        raise cx.error(node, "only \"Units can't be played here.\" on a battlefield can run yet")
    return runtime.Cannot(action="play_here", target=runtime.Self())


def _unplayable_on_turns(cx: LoweringContext, node: nodes.Restriction, forbidden: nodes.BeActedOn) -> runtime.NotPlayableOnTurns:
    """"I can't be played on your first, second, or third turns." (054.1): the card's own play, during
    those turns of its player (a rule of the card as it is played, 366.1)."""
    cx.require_none(forbidden, "location", "by", "damage")
    turns = forbidden.turns
    numbers = tuple(replacements.TURN_ORDINALS.get(o.lower(), 0) for o in getattr(turns.ordinals, "ordinals", ()))
    if not isinstance(node.subject, nodes.SelfRef) or turns.owner.lower() != "your" or not numbers or 0 in numbers:
        raise cx.error(forbidden, f"{cx.words(forbidden)} cannot run yet")
    targets.check_self_word(cx, node.subject)
    return runtime.NotPlayableOnTurns(turns=numbers)


def _moving_from_here(cx: LoweringContext, origin: nodes.MovingFrom, target: Any) -> Any:
    """"… can't move from here to base" (420.1, 054.1): a move from here is a move of a unit that is here,
    so the restriction is on the subject's objects at this permanent's location."""
    if not (isinstance(origin.place, nodes.Here) and isinstance(target, runtime.All)
            and target.selector.location is None):
        raise cx.error(origin, "forbidding moves from there cannot run yet")
    return runtime.All(replace(target.selector, location="here"))


def _reveal_restriction(cx: LoweringContext, subject: nodes.Node, forbidden: nodes.BeActedOn) -> runtime.CantBeRevealed:
    """"Your opponents' [Hidden] cards can't be revealed here." (054.1): the cards an opponent hid at
    this permanent's battlefield (a card with [Hidden] there is a facedown card, 107.3.a) can't be
    revealed, so they can't be played from facedown (421.4)."""
    cx.require_none(forbidden, "damage", "by", "turns")
    hidden = isinstance(subject, nodes.Choice) and isinstance(subject.qualifier, nodes.Keyword) \
        and subject.qualifier.name == "Hidden" and subject.qualifier.value is None \
        and getattr(subject.noun, "word", "") in ("card", "cards")
    owner = subject.quantity.owner if isinstance(getattr(subject, "quantity", None), nodes.Owned) else None
    if not (hidden and owner == "your opponents'" and isinstance(forbidden.location, nodes.Here)) \
            or subject.other or subject.state or subject.controller or subject.controlled_by or subject.location \
            or subject.might_filter or subject.keyword_filter or subject.clause:
        raise cx.error(subject, "only \"Your opponents' [Hidden] cards can't be revealed here\" can run yet")
    return runtime.CantBeRevealed(selector=runtime.Selector(controller="enemy", zone="facedown",
                                                            properties=(runtime.FacedownHere(),)))


def _sources_restriction(cx: LoweringContext, node: nodes.Restriction) -> runtime.Cannot:
    """"spells and abilities can't ready enemy units and gear" (054.1): the action is negated when
    a spell or ability does it, not when a rule does (the Awaken step's ready, 315.1.b)."""
    if node.subject.owner is not None:
        raise cx.error(node.subject, f"a restriction on {node.subject.owner} spells and abilities cannot run yet")
    forbidden = node.forbidden
    if not isinstance(forbidden, nodes.Readying):
        raise cx.error(forbidden, f"the restriction {cx.words(forbidden)} on spells and abilities cannot run yet")
    return runtime.Cannot(action="ready", target=_restricted_subject(cx, forbidden.target), by="effects")


def _restricted_subject(cx: LoweringContext, subject: nodes.Node) -> Any:
    """"I" or "Enemy units here …": the objects a statement about them applies to."""
    if isinstance(subject, nodes.SelfRef):
        targets.check_self_word(cx, subject)
        return runtime.Self()
    if isinstance(subject, nodes.Choice) and (subject.quantity is None or isinstance(subject.quantity, nodes.Owned)):
        return runtime.All(selectors.selector(subject))
    raise cx.error(subject, "this subject of a restriction cannot run yet")


@lowers(nodes.NoDamageTaken)
def no_damage_taken(cx: LoweringContext, node: nodes.NoDamageTaken) -> runtime.Cannot:
    """"I don't take damage.": the unit can't be dealt damage (054.1), so it is left out when combat
    damage is assigned (465.2.c.10; Kayn, riftbound-origins-faq-009, riftbound-origins-faq-089)."""
    if node.verb.lower() not in ("don't", "doesn't") or node.damage.lower() != "damage":
        raise cx.error(node, f'"{node.verb} take {node.damage}" cannot run yet')
    return runtime.Cannot(action="damage", target=_restricted_subject(cx, node.subject))


@lowers(nodes.NoCombatDamage)
def no_combat_damage(cx: LoweringContext, node: nodes.NoCombatDamage) -> runtime.StaticAbility:
    """"I don't deal combat damage." (465.2.a): the unit adds nothing to its side's combat damage;
    "… unless <condition>": only while the condition doesn't hold."""
    if node.verb.lower() not in ("don't", "doesn't"):
        raise cx.error(node, f'"{node.verb} deal combat damage" cannot run yet')
    target = _restricted_subject(cx, node.subject)
    condition = runtime.Negate(inner=conditions.condition(cx, node.unless.test)) if node.unless is not None else None
    return runtime.StaticAbility(effect=runtime.Cannot(action="combat_damage", target=target), condition=condition)


def prevents_spell_damage(damage: nodes.Node) -> bool:
    """"all spell and ability damage this turn" (printed) / "all damage that would be dealt this turn by
    spells and abilities" (errata): prevention by the kind of source, not of one unit's damage."""
    if not isinstance(damage, nodes.PreventedDamage):
        return False
    return damage.source is not None or isinstance(damage.dealt, nodes.DealtDuringBy)


def spell_damage_prevention(cx: LoweringContext, damage: nodes.PreventedDamage) -> runtime.MakeTrue:
    """"Prevent all damage that would be dealt this turn by spells and abilities" (437, 417.6.a): until
    the end of the turn, damage a spell or ability is the source of is prevented, to any unit; damage
    a unit deals because a spell says so is the unit's (417.6.b.3: Challenge), and combat damage is the
    units' (417.6.c) (origins-faq-077, 078)."""
    dealt = damage.dealt
    errata = isinstance(dealt, nodes.DealtDuringBy)
    duration = dealt.duration if errata else damage.duration
    printed_source = " ".join((damage.source or "").lower().split())
    if not (isinstance(damage.value, str) and damage.value.lower() == "all") or damage.damage.lower() != "damage" \
            or (errata and (dealt.sources.owner is not None or damage.duration is not None or damage.source)) \
            or (not errata and (printed_source != "spell and ability" or dealt is not None)):
        raise cx.error(damage, "only preventing all damage of every spell and ability can run yet")
    if (duration or "").lower() != "this turn":
        raise cx.error(damage, f'prevention lasting "{duration or "until used"}" cannot run yet')
    every_unit = runtime.All(selector=runtime.Selector(types=("unit",)))
    effect = runtime.Cannot(action="prevent_damage", target=every_unit, by="effects")
    return runtime.MakeTrue(ability=runtime.StaticAbility(effect=effect))


def static_prevention(cx: LoweringContext, node: nodes.Prevent) -> runtime.Cannot:
    """"prevent all damage that enemy spells and abilities would deal to me" as a passive (437,
    364.3.a): all damage an opponent's spell or ability would deal to the subject is prevented
    (combat damage is not a spell's or ability's)."""
    damage = node.damage
    dealt = getattr(damage, "dealt", None)
    if not (isinstance(damage, nodes.PreventedDamage) and damage.value == "all" and damage.source is None
            and damage.duration is None and isinstance(dealt, nodes.DealtBy)
            and dealt.sources.owner == "enemy"):
        raise cx.error(node, "only \"prevent all damage that enemy spells and abilities would deal to me\" "
                               "can be a passive yet")
    return runtime.Cannot(action="prevent_damage", target=_restricted_subject(cx, dealt.target),
                          by="enemy effects")
