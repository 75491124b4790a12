"""Lowering of passives that change a number the rules fix (``runtime.rule_changes``): "Increase the
points needed to win the game by 1." (194.3.a), a battlefield's "You may hide an additional card
here." (811.1.b), "players only channel 1 rune at the start of their Channel Phase" (315.3.b). A
mixin of ``lower.Lowerer``: the methods use its ``error``.

The first two read like a spell's instructions; on a permanent or battlefield they state a passive
ability (363).
"""

from __future__ import annotations

from typing import Any

from riftc import nodes, runtime


class RuleChangeLowering:
    """Passives changing rules numbers; mixed into ``lower.Lowerer``."""

    def rule_change(self, node: nodes.SpellAbility) -> Any:
        """The passive a permanent's bare line states, or None if it is not one of these."""
        sentences = node.effect.sentences
        inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
        if isinstance(inner, nodes.RaiseVictoryScore):
            return runtime.RaiseVictoryScore(amount=inner.amount)
        if isinstance(inner, nodes.May) and isinstance(inner.instruction, nodes.HideAdditional):
            return self._hide_additional(inner.instruction)
        return None

    def _hide_additional(self, node: nodes.HideAdditional) -> runtime.HideAdditional:
        """"You may hide an additional card here." on a battlefield: "you" is its controller (190.6.d),
        and a card may be hidden only at a battlefield its player controls (811.1.b)."""
        if self.card.type != "Battlefield" or not isinstance(node.location, nodes.Here) \
                or getattr(node.noun, "word", "") != "card" or node.article.lower() != "an":
            raise self.error(node, "only a battlefield's \"You may hide an additional card here\" can run yet")
        return runtime.HideAdditional()

    def lower_channel_limit(self, node: nodes.ChannelLimit) -> runtime.ChannelLimit:
        """"players only channel 1 rune at the start of their Channel Phase" (315.3.b): every player's
        Channel Phase channels at most that many. A "While …" around it is added by the caller."""
        point = getattr(node.time, "point", None)
        if not (isinstance(node.players, nodes.EveryPlayer) and node.players.noun == "players"
                and isinstance(node.time, nodes.AtPhase) and isinstance(point, nodes.PhasePoint)
                and point.boundary == "start" and point.owner == "their" and point.ordinal is None
                and point.phase.lower() == "channel phase"
                and getattr(node.noun, "word", "") in ("rune", "runes")):
            raise self.error(node, "only \"players only channel N runes at the start of their Channel Phase\" can run yet")
        return runtime.ChannelLimit(count=node.count)
