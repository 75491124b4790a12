"""Lowering of passives that change a number the rules fix (194.3.a, 811.1.b, 315.3.b, 142.4)."""

from __future__ import annotations

from typing import Any

from riftc import nodes, runtime
from riftc.lower import selectors
from riftc.lower.context import LoweringContext
from riftc.lower.dispatch import lowers


def rule_change(cx: LoweringContext, node: nodes.SpellAbility) -> Any:
    """The passive a permanent's bare line states, or None if it is not one of these: "Increase the
    points needed to win the game by 1." and "You may hide an additional card here." read like a
    spell's instructions, but on a permanent or a battlefield they state a passive ability (363)."""
    sentences = node.effect.sentences
    inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
    if isinstance(inner, nodes.RaiseVictoryScore):
        return runtime.RaiseVictoryScore(amount=inner.amount)
    if isinstance(inner, nodes.May) and isinstance(inner.instruction, nodes.HideAdditional):
        return _hide_additional(cx, inner.instruction)
    return None


def _hide_additional(cx: LoweringContext, node: nodes.HideAdditional) -> runtime.HideAdditional:
    """"You may hide an additional card here." on a battlefield: "you" is its controller (190.6.d),
    and a card may be hidden only at a battlefield its player controls (811.1.b)."""
    if cx.card.type != "Battlefield" or not isinstance(node.location, nodes.Here) \
            or getattr(node.noun, "word", "") != "card" or node.article.lower() != "an":
        raise cx.error(node, "only a battlefield's \"You may hide an additional card here\" can run yet")
    return runtime.HideAdditional()


@lowers(nodes.ChannelLimit)
def channel_limit(cx: LoweringContext, node: nodes.ChannelLimit) -> runtime.ChannelLimit:
    """"players only channel 1 rune at the start of their Channel Phase" (315.3.b): every player's
    Channel Phase channels at most that many. A "While …" around it is added by the caller."""
    point = getattr(node.time, "point", None)
    if not (isinstance(node.players, nodes.EveryPlayer) and node.players.noun == "players"
            and isinstance(node.time, nodes.AtPhase) and isinstance(point, nodes.PhasePoint)
            and point.boundary == "start" and point.owner == "their" and point.ordinal is None
            and point.phase.lower() == "channel phase"
            and getattr(node.noun, "word", "") in ("rune", "runes")):
        raise cx.error(node, "only \"players only channel N runes at the start of their Channel Phase\" can run yet")
    return runtime.ChannelLimit(count=node.count)


@lowers(nodes.AnyDamageLethal)
def any_damage_lethal(cx: LoweringContext, node: nodes.AnyDamageLethal) -> runtime.AnyDamageLethal:
    """"Any amount of your damage is enough to kill enemy units." (142.4, unleashed-faq-004): any
    damage this permanent's controller marked on such a unit is lethal."""
    if node.owner.lower() != "your" or node.damage.lower() != "damage":
        raise cx.error(node, f'"any amount of {node.owner} {node.damage}" cannot run yet')
    if not (isinstance(node.target, nodes.Choice) and node.target.quantity is None):
        raise cx.error(node.target, "only a kind of unit can be named here yet")
    return runtime.AnyDamageLethal(subject=selectors.selector(node.target))
