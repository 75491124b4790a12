"""Lowering of "Your conquer effects for conquering here trigger an additional time." and "Your hold
effects for holding here …" (383.4.c, 383.4.d) into ``runtime.TriggerAgain``. A mixin of
``lower.Lowerer`` (it uses the Lowerer's ``error`` and ``card``).
"""

from __future__ import annotations

from riftc import nodes, runtime

# "for conquering here" → the kind of effects it names
DOING = {"conquering": "conquer", "holding": "hold"}


class TriggerAgainLowering:
    """``lower_trigger_again``; mixed into ``lower.Lowerer``."""

    def lower_trigger_again(self, node: nodes.TriggerAgain) -> runtime.TriggerAgain:
        """Only "your" conquer / hold effects "for conquering / holding here", on a unit (its
        battlefield is "here"), once more ("an additional time")."""
        effects, scope = node.effects, node.scope
        kind = effects.kind.lower()
        if effects.owner.lower() != "your" or kind not in DOING.values() or effects.word.lower() != "effects":
            raise self.error(effects, "these effects triggering again cannot run yet")  # type: ignore[attr-defined]
        if scope is None or DOING.get(scope.action.lower()) != kind:
            raise self.error(node, 'effects triggering again outside "for … here" cannot run yet')  # type: ignore[attr-defined]
        if node.article.lower() != "an" or self.card.type != "Unit":  # type: ignore[attr-defined]
            raise self.error(node, "this additional triggering cannot run yet")  # type: ignore[attr-defined]
        return runtime.TriggerAgain(kind=kind)
