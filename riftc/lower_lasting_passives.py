"""Lowering of passives an instruction makes true for the rest of the turn (``runtime.MakeTrue``,
317.2.c): "Friendly units enter ready this turn.", "opponents can't play cards this turn", "Its
controller can't play spells this turn.", "your non-token units cost [1] more to play this turn". A
mixin of ``lower.Lowerer``: the methods use its ``error`` and the passives' own lowering.
"""

from __future__ import annotations

from riftc import lower_targets, nodes, runtime


class LastingPassiveLowering:
    """``lasting_passive`` for ``lower_lasting``; mixed into ``lower.Lowerer``."""

    def lasting_passive(self, node: nodes.Lasting) -> runtime.MakeTrue | None:
        """The ``MakeTrue`` for a passive statement made true "this turn", or None for other
        statements (a statement about one object is a grant, ``lower_give``)."""
        statement = node.statement
        if node.duration.lower() != "this turn":
            return None
        if isinstance(statement, nodes.Enters) and isinstance(statement.subject, nodes.Choice):
            return runtime.MakeTrue(ability=self.lower_enters(statement))  # "Friendly units enter ready" (369.3)
        if isinstance(statement, nodes.PlayerRestriction):
            player = self.player_ref(statement.player) if isinstance(statement.player, nodes.RelatedPlayer) else None
            return runtime.MakeTrue(ability=self.lower_player_restriction(statement), player=player)
        if isinstance(statement, nodes.Restriction) and isinstance(statement.subject, nodes.BackRef) \
                and statement.subject.word.lower() == "it":
            # "It can't be chosen by enemy spells and abilities this turn" (054.1): bound to what "it"
            # names as the instruction executes.
            self._require_none(statement, "unless")
            cannot = self.restriction_effect(statement, self.antecedent(statement.subject))
            return runtime.MakeTrue(ability=runtime.StaticAbility(effect=cannot))
        if isinstance(statement, nodes.BuffBonus):
            return runtime.MakeTrue(ability=runtime.StaticAbility(effect=self._buff_bonus(statement)))
        if isinstance(statement, nodes.CostChange) and isinstance(statement.subject, nodes.Choice) \
                and isinstance(statement.amount, nodes.ManaCost):
            return runtime.MakeTrue(ability=self.cards_discount(statement))  # 356.3-356.4
        return None

    def _buff_bonus(self, node: nodes.BuffBonus) -> runtime.BuffBonus:
        """"Buffs give an additional +1 [M] to friendly units this turn" (703: each buff is +1; this
        adds to it on every such unit, whenever it is buffed or enters this turn)."""
        bonus, target = node.bonus, node.target
        if not (isinstance(bonus, nodes.AdditionalMight) and isinstance(target, nodes.Choice)
                and target.quantity is None):
            raise self.error(node, "only \"Buffs give an additional +N [M] to <units>\" can run yet")
        return runtime.BuffBonus(extra=bonus.might.amount, target=runtime.All(lower_targets.selector(target)))

    def next_card_discount(self, node: nodes.CostChange) -> runtime.MakeTrue:
        """"the next spell you play this turn costs [5] less" (356.4.a): a discount made true for the
        rest of the turn and used up by the next such card its controller plays."""
        self._require_none(node, "purpose", "scale", "minimum", "second", "condition")
        subject = node.subject
        kind = lower_targets.OBJECT_TYPES.get(getattr(subject.noun, "word", ""))
        played = subject.played
        if subject.ordinal.lower() != "next" or kind is None or node.direction != "less" \
                or not isinstance(node.amount, nodes.ManaCost) \
                or not (isinstance(played, nodes.YouPlay) and (played.duration or "").lower() == "this turn"):
            raise self.error(node, "only \"the next spell you play this turn costs [N] less\" can run yet")
        energy = sum(int(s) for s in node.amount.symbols if s.isdigit())
        power = tuple(s for s in node.amount.symbols if not s.isdigit())
        return runtime.MakeTrue(ability=runtime.Discount(energy=energy, types=(kind,), power=power), once=True)
