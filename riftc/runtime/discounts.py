"""The Energy a card costs to play after its own discounts (356.4-356.6), and the condition of a
discount that applies only when the card is played from somewhere other than its owner's hand.

Used both when a player plays a card (``Game.play``) and when an effect plays one paying its cost
(``PlayCard``, 419.3): a card's passive discounts work wherever it is played from (366.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import CardDef, CostReduction
from .amounts import evaluate
from .conditions import Condition
from .objects import Zone

if TYPE_CHECKING:  # pragma: no cover
    from .targets import Scope


@dataclass(frozen=True)
class NotFromHand(Condition):
    """"I cost [2] less to play from anywhere other than your hand": the card being played (the
    ability's source) is in a zone other than a hand as its cost is determined (366.1)."""

    def holds(self, scope: Scope) -> bool:
        card = scope.source_object()
        return card is not None and card.zone is not Zone.HAND


def discounted_energy(card: CardDef, scope: Scope, energy: int, more: int = 0) -> int:
    """``energy`` less the active ``CostReduction`` discounts of ``card`` (judged in ``scope``, whose
    source is the card being played) and ``more`` (an effect's "for [2] less"), never below 0
    (356.6). A discount "to a minimum of [1]" stops at that minimum, which applies to it alone
    (356.4.e); the player orders the discounts (356.4.d.1), and applying those with a minimum first,
    the highest minimum first, leaves the least to pay."""
    active = [a for a in card.abilities if isinstance(a, CostReduction)
              and (a.condition is None or a.condition.holds(scope))]
    active.sort(key=lambda a: (a.minimum is None, -(a.minimum or 0)))
    for discount in active:
        amount = max(0, evaluate(discount.energy, scope) or 0)
        if discount.minimum is not None:
            amount = min(amount, max(0, energy - discount.minimum))
        energy -= amount
    return max(0, energy - more)
