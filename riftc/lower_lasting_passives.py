"""Lowering of passives an instruction makes true for the rest of the turn (``runtime.MakeTrue``,
317.2.c): "Friendly units enter ready this turn.", "opponents can't play cards this turn", "Its
controller can't play spells this turn.", "your non-token units cost [1] more to play this turn". A
mixin of ``lower.Lowerer``: the methods use its ``error`` and the passives' own lowering.
"""

from __future__ import annotations

from riftc import nodes, runtime


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
        if isinstance(statement, nodes.CostChange) and isinstance(statement.subject, nodes.Choice) \
                and isinstance(statement.amount, nodes.ManaCost):
            return runtime.MakeTrue(ability=self.cards_discount(statement))  # 356.3-356.4
        return None
