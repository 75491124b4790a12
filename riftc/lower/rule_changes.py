"""Lowering of passives that change a number the rules fix (194.3.a, 811.1.b, 315.3.b, 142.4) or what
a game action does: countering (425.1) and a spell's "give -[M]" (370.1)."""

from __future__ import annotations

from typing import Any

from riftc import nodes, runtime
from riftc.lower import selectors, targets
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


def is_cant_be_countered(node: nodes.Node) -> bool:
    """"This can't be countered.", "Your spells and abilities can't be countered."."""
    return isinstance(node, nodes.Restriction) and isinstance(node.forbidden, nodes.BeActedOn) \
        and node.forbidden.action.lower() == "countered"


def cant_be_countered(cx: LoweringContext, node: nodes.Restriction) -> runtime.CantBeCountered:
    """"This can't be countered." on a spell (its own text, working on the chain, 366.1) or "Your spells
    and abilities can't be countered." on a permanent (425.1, 054.1)."""
    cx.require_none(node, "unless")
    cx.require_none(node.forbidden, "damage", "by", "location", "turns")
    subject = node.subject
    if isinstance(subject, nodes.SelfRef) and cx.card.type == "Spell":
        targets.check_self_word(cx, subject)
        return runtime.CantBeCountered()
    if isinstance(subject, nodes.Sources) and subject.owner == "your":
        return runtime.CantBeCountered(yours=True)
    raise cx.error(subject, f'"{cx.words(subject)} can\'t be countered" cannot run yet')


@lowers(nodes.StaticReplacement)
def static_replacement(cx: LoweringContext, node: nodes.StaticReplacement) -> tuple[Any, ...]:
    """"Your spells and abilities can't be countered. If a spell or ability you control would give -[M]
    to a unit it chooses, it gives an additional -1 [M].": a passive sentence and a standing
    replacement in one ability (363, 369), each lowered on its own."""
    if not is_cant_be_countered(node.statement):
        raise cx.error(node.statement, f"{cx.words(node.statement)} before a replacement cannot run yet")
    return (cant_be_countered(cx, node.statement), _additional_loss(cx, node.replacement))


def _additional_loss(cx: LoweringContext, node: nodes.Node) -> runtime.AdditionalMightLoss:
    """"If a spell or ability you control would give -[M] to a unit it chooses, it gives an additional
    -1 [M]." (370.1): the loss grows for the units the spell or ability chose (355.7)."""
    event = node.event.event if isinstance(node, nodes.Replacement) and isinstance(node.event, nodes.IfWould) else None
    happening = getattr(event, "happening", None)
    subject = getattr(event, "subject", None)
    instead = getattr(node, "instruction", None)
    noun = getattr(subject, "noun", None)
    sources = getattr(noun, "last", None)
    spells = tuple(getattr(n, "word", "") for n in getattr(getattr(noun, "nouns", None), "items", ()))
    if not (isinstance(happening, nodes.GiveLossTo) and isinstance(instead, nodes.GivesAdditional)
            and node.event.duration is None  # type: ignore[union-attr]
            and isinstance(subject, nodes.Choice) and subject.controlled_by is not None
            and isinstance(subject.quantity, nodes.One)  # "a spell or ability": any one of them
            and isinstance(happening.loss, nodes.MightLoss)  # "-[M]": a loss of any size
            and isinstance(instead.subject, nodes.BackRef) and instead.subject.word.lower() == "it"  # that spell
            and isinstance(sources, nodes.AbilityNoun) and spells == ("spell",)
            and isinstance(happening.target, nodes.Choice) and isinstance(happening.target.clause, nodes.ChosenByIt)
            and isinstance(happening.target.quantity, nodes.One)  # "a unit it chooses": each such unit
            and getattr(happening.target.noun, "word", "") == "unit"
            and isinstance(instead.amount, nodes.AdditionalMight) and instead.amount.might.amount < 0):
        raise cx.error(node, "only \"If a spell or ability you control would give -[M] to a unit it chooses, it "
                             "gives an additional -N [M]\" can run yet")
    return runtime.AdditionalMightLoss(extra=instead.amount.might.amount)


@lowers(nodes.IgnoresWhilePaying)
def ignores_while_paying(cx: LoweringContext, node: nodes.IgnoresWhilePaying) -> runtime.IgnoreDeflect:
    """"Ignore [Deflect] while paying this spell's cost." (the spell's own text) and a battlefield's
    "Players ignore [Deflect] while paying for spells and abilities choosing something here."
    (809.1.c: Deflect's extra cost is not paid; vendetta-faq-032)."""
    if node.keyword.name != "Deflect" or node.keyword.value is not None:
        raise cx.error(node.keyword, f"ignoring [{node.keyword.name}] while paying cannot run yet")
    paid = node.paid
    if node.players is None and isinstance(paid, nodes.CostRef) and paid.owner.lower() == "this spell's" \
            and paid.kind is None and cx.card.type == "Spell":
        return runtime.IgnoreDeflect()
    doing = getattr(paid, "sources", None)
    thing = getattr(doing, "target", None)
    if isinstance(node.players, nodes.EveryPlayer) and node.players.noun.lower() == "players" \
            and isinstance(paid, nodes.PayingFor) and isinstance(doing, nodes.SourcesDoing) \
            and isinstance(doing.sources, nodes.Sources) and doing.sources.owner is None \
            and doing.verb.lower() == "choosing" and isinstance(thing, nodes.Something) \
            and isinstance(thing.location, nodes.Here) and cx.card.type == "Battlefield" \
            and not (thing.other or thing.controlled_by or thing.besides or thing.clause):
        return runtime.IgnoreDeflect(here=True)
    raise cx.error(node, f"{cx.words(node)} cannot run yet")
