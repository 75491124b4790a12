"""Lowering of Bonus Damage statements (712): "Your spells and abilities deal 1 Bonus Damage." and a
battlefield's "Spells and abilities affecting units here each deal 1 Bonus Damage." (only to units
here, riftbound-origins-faq-081) into ``runtime.BonusDamage``. A mixin of ``lower.Lowerer`` (it uses
the Lowerer's ``error`` and ``card``).
"""

from __future__ import annotations

from riftc import nodes, runtime


class BonusDamageLowering:
    """``lower_bonus_damage_statement``; mixed into ``lower.Lowerer``."""

    def lower_bonus_damage_statement(self, node: nodes.BonusDamageStatement) -> runtime.BonusDamage:
        if node.verb.lower() != "deal" or node.scale is not None or not isinstance(node.amount, int):
            raise self.error(node, "this Bonus Damage cannot run yet")  # type: ignore[attr-defined]
        subject = node.subject
        if isinstance(subject, nodes.Sources) and subject.owner is not None and subject.owner.lower() == "your":
            return runtime.BonusDamage(amount=node.amount, yours=True)  # "Your spells and abilities"
        if self._units_here(subject):
            return runtime.BonusDamage(amount=node.amount, here=True)
        raise self.error(subject, "Bonus Damage of these sources cannot run yet")  # type: ignore[attr-defined]

    def _units_here(self, subject: nodes.Node) -> bool:
        """"Spells and abilities affecting units here each", on a battlefield (its own units)."""
        group = subject.group if isinstance(subject, nodes.Distributed) and subject.word.lower() == "each" else None
        if not (isinstance(group, nodes.SourcesDoing) and isinstance(group.sources, nodes.Sources)
                and group.sources.owner is None and group.verb.lower() == "affecting"):
            return False
        units = group.target
        return (self.card.type == "Battlefield"  # type: ignore[attr-defined]
                and isinstance(units, nodes.Choice) and units.quantity is None
                and getattr(units.noun, "word", "") == "units" and isinstance(units.location, nodes.Here)
                and not (units.other or units.state or units.controller or units.qualifier or units.controlled_by
                         or units.might_filter or units.keyword_filter or units.clause))
