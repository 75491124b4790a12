"""Amounts read from a card's printed cost (206: whatever was paid for it): "Deal its Energy cost as
damage to a unit at a battlefield" after "Discard 1"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model.amounts import Amount
from ..model.targets import ObjectRef

if TYPE_CHECKING:  # pragma: no cover
    from ..model.targets import Scope


@dataclass(frozen=True)
class EnergyCostOf(Amount):
    """The printed Energy cost of what ``of`` refers to (206), summed; a card that moved since (the
    card discarded) is read by its last-known information (359.3.e.13). None when it refers to nothing."""

    of: ObjectRef

    def value(self, scope: Scope) -> int | None:
        refs = self.of.resolve(scope)
        if refs.ignored or not refs.objects:
            return None
        cards = [found.card for oid in refs.objects if (found := scope.state.lookup(oid)) is not None]
        return sum(card.energy or 0 for card in cards) if cards else None
