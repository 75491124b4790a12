"""Lowering stage: the checked AST of a card → riftc.runtime data (CardDef and its abilities).

One function per AST node type that has a runtime meaning, registered for it in ``DISPATCH`` by
``@lowers`` in the module of its family; a node type without one is a construct the runtime cannot
run yet: the card is reported as not compiled, with the exact place, never approximated. Every
function takes the ``LoweringContext`` of the card first.

Instructions are numbered in reading order, nested branches right after the instruction that
holds them (the runtime's link convention, docs/runtime.md), so "it" and "if you do" become
explicit links to an earlier instruction's outcome instead of shared mutable state.
"""

from __future__ import annotations

# Every family module, so that DISPATCH is complete once this package is imported.
from riftc.lower import (abilities, amounts, attachments, branches, conditions, costs, damage, deck, discounts,
                         effects, grants, hands, instructions, moves, permissions, play, players, replacements,
                         restrictions, rule_changes, selectors, statics, targets, triggers)
from riftc.lower.abilities import lower_card
from riftc.lower.context import LoweringContext, LoweringError
from riftc.lower.dispatch import DISPATCH, lowers

FAMILIES = (abilities, amounts, attachments, branches, conditions, costs, damage, deck, discounts, effects, grants,
            hands, instructions, moves, permissions, play, players, replacements, restrictions, rule_changes,
            selectors, statics, targets, triggers)

__all__ = ["DISPATCH", "FAMILIES", "LoweringContext", "LoweringError", "lower_card", "lowers"]
