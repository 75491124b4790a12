"""The Energy a card costs to play after its discounts (356.4-356.6): its own (``CostReduction``,
working wherever it is played from, 366.1) and those of the permanents its player controls
(``Discount``, 356.4.a); and the condition of a discount that applies only when the card is played
from somewhere other than its owner's hand.

Used both when a player plays a card (``Game.play``) and when an effect plays one paying its cost
(``PlayCard``, 419.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import CardDef, CostReduction
from .amounts import Number, evaluate
from .conditions import Condition
from .costs import Cost
from .layers import StaticScope
from .objects import GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from .effects import Resolution
    from .selectors import BoardView
    from .targets import Scope


@dataclass(frozen=True)
class Discount:
    """A permanent's passive discount on the cards its controller plays (356.4.a): "Your Dragons'
    Energy costs are reduced by [2], to a minimum of [1]" (``tags=("Dragon",)``), "While I'm at a
    battlefield, the Energy costs for spells you play is reduced by [1], to a minimum of [1]"
    (``types=("spell",)``, its condition judged with the permanent as source). A card it applies to
    has one of ``types`` (any, if empty) and every tag in ``tags``."""

    energy: int
    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    condition: Condition | None = None
    minimum: int | None = None

    def applies_to(self, card: GameObject, view: BoardView) -> bool:
        kind = (card.card.type or "").lower()
        return (not self.types or kind in self.types) and all(t in view.tags(card) for t in self.tags)


@dataclass(frozen=True)
class NotFromHand(Condition):
    """"I cost [2] less to play from anywhere other than your hand": the card being played (the
    ability's source) is in a zone other than a hand as its cost is determined (366.1)."""

    def holds(self, scope: Scope) -> bool:
        card = scope.source_object()
        return card is not None and card.zone is not Zone.HAND


def discounted_energy(card: CardDef, scope: Scope, energy: int, more: int = 0) -> int:
    """``energy`` less the active ``CostReduction`` discounts of ``card`` (judged in ``scope``, whose
    source is the card being played and whose controller plays it), the ``Discount``s of that
    player's permanents, and ``more`` (an effect's "for [2] less"), never below 0 (356.6). A discount "to a minimum of [1]" stops at that minimum, which applies to it alone
    (356.4.e); the player orders the discounts (356.4.d.1), and applying those with a minimum first,
    the highest minimum first, leaves the least to pay."""
    active = [(max(0, evaluate(a.energy, scope) or 0), a.minimum) for a in card.abilities
              if isinstance(a, CostReduction) and (a.condition is None or a.condition.holds(scope))]
    active += _board_discounts(scope)
    active.sort(key=lambda found: (found[1] is None, -(found[1] or 0)))
    for amount, minimum in active:
        if minimum is not None:
            amount = min(amount, max(0, energy - minimum))
        energy -= amount
    return max(0, energy - more)


def _board_discounts(scope: Scope) -> list[tuple[int, int | None]]:
    """(Energy, minimum) of each active ``Discount`` of a permanent controlled by the player of the
    card being played (``scope.source_object()``) that applies to that card (356.4.a)."""
    played = scope.source_object()
    if played is None:
        return []
    view = scope.view
    found = []
    for permanent in scope.state.board_objects():
        if permanent.controller != scope.controller:
            continue
        for ability in view.abilities(permanent):
            if isinstance(ability, Discount) and ability.applies_to(played, view) and (
                    ability.condition is None or ability.condition.holds(StaticScope(view, permanent))):
                found.append((ability.energy, ability.minimum))
    return found


@dataclass(frozen=True)
class ReducedEnergyCost(Cost):
    """"[Empower] [12]. This ability costs [1] less for each rune you control." / "[Empower] [5]. This
    ability costs [3] less if you control 4 or fewer runes.": an ability's Energy cost ``amount``,
    less ``less`` (an Amount computed as it is paid) while ``condition`` holds, never below 0 (356.6;
    the discount is part of the cost paid, 206.1)."""

    amount: int
    less: Number
    condition: Condition | None = None

    def energy(self, ctx: Resolution) -> int:
        if self.condition is not None and not self.condition.holds(ctx):
            return self.amount
        return max(0, self.amount - max(0, evaluate(self.less, ctx) or 0))

    def can_pay(self, ctx: Resolution) -> bool:
        return ctx.state.player(ctx.controller).pool.can_pay(self.energy(ctx), ())

    def pay(self, ctx: Resolution) -> None:
        ctx.state.player(ctx.controller).pool.pay(self.energy(ctx), ())
