"""The Energy a card costs to play after its discounts (356.4-356.6): its own (``CostReduction``,
working wherever it is played from, 366.1) and those of the permanents its player controls
(``Discount``, 356.4.a); and the condition of a discount that applies only when the card is played
from somewhere other than its owner's hand.

Used both when a player plays a card (``Game.play``) and when an effect plays one paying its cost
(``PlayCard``, 419.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import CardDef, CostReduction
from ..model.amounts import Amount, Number, evaluate
from ..model.events import FINALIZE
from ..model.conditions import Condition
from ..model.objects import GameObject, Zone
from .bonus_damage import bind_next_spell
from .costs import Cost
from .layers import StaticScope, compute

if TYPE_CHECKING:  # pragma: no cover
    from ..model.selectors import BoardView
    from ..model.state import GameState
    from ..model.targets import Scope
    from ..effects.resolution import Resolution


@dataclass(frozen=True)
class Discount:
    """A permanent's passive discount on the cards its controller plays (356.4.a): "Your Dragons'
    Energy costs are reduced by [2], to a minimum of [1]" (``tags=("Dragon",)``), "While I'm at a
    battlefield, the Energy costs for spells you play is reduced by [1], to a minimum of [1]"
    (``types=("spell",)``, its condition judged with the permanent as source). A card it applies to
    has one of ``types`` (any, if empty) and every tag in ``tags``, and is played by its controller
    (``whose="friendly"``) or by an opponent (``"enemy"``: "enemy spells cost [1][A] more"). With
    ``more`` it is a cost increase, applied before the discounts (356.3)."""

    energy: int
    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    condition: Condition | None = None
    minimum: int | None = None
    power: tuple[str, ...] = ()  # "[1][A] less": Power pips off too ("A": any domain)
    whose: str = "friendly"
    more: bool = False
    non_token: bool = False  # "your non-token units"
    keywords: tuple[str, ...] = ()  # "Spells with [Flow] …": cards with each of these keywords
    from_zone: str | None = None  # "… you play from your trash": only a card played from that zone

    def __post_init__(self) -> None:
        if self.whose not in ("friendly", "enemy"):
            raise ValueError("Discount.whose must be 'friendly' or 'enemy'")
        if self.from_zone is not None and self.from_zone not in {z.value for z in Zone}:
            raise ValueError(f"Discount.from_zone must be a zone, not {self.from_zone!r}")

    def applies_to(self, card: GameObject, view: BoardView) -> bool:
        kind = (card.card.type or "").lower()
        token = (card.card.supertype or "").lower() == "token"
        printed = {k.name for k in card.card.keywords()}  # off the board a card has its printed keywords
        return (not self.types or kind in self.types) and all(t in view.tags(card) for t in self.tags) \
            and not (self.non_token and token) and all(k in printed for k in self.keywords) \
            and (self.from_zone is None or card.zone.value == self.from_zone)


@dataclass(frozen=True)
class CardsPlayedThisTurn(Amount):
    """"I cost [1] less for each card you've played this turn": how many cards (of ``types``, any if
    empty) the ability's controller has played this turn, times ``per``. A play counts once finalized
    (419.4.b), so the card whose cost is being determined is not one of them."""

    per: int = 1
    types: tuple[str, ...] = ()

    def value(self, scope: Scope) -> int | None:
        state = scope.state
        count = 0
        for event in state.log.events:
            if event.kind == FINALIZE and event.performed and event.turn == state.turn and event.player == scope.controller:
                cards = [state.lookup(o) for o in event.objects]
                count += sum(1 for c in cards if c is not None and (not self.types or (c.card.type or "").lower() in self.types))
        return self.per * count


@dataclass(frozen=True)
class NotFromHand(Condition):
    """"I cost [2] less to play from anywhere other than your hand": the card being played (the
    ability's source) is in a zone other than a hand as its cost is determined (366.1)."""

    def holds(self, scope: Scope) -> bool:
        card = scope.source_object()
        return card is not None and card.zone is not Zone.HAND


def discounted_energy(card: CardDef, scope: Scope, energy: int, more: int = 0) -> int:
    """``energy``, plus the cost increases on the board (356.3), less the active ``CostReduction``
    discounts of ``card`` (judged in ``scope``, whose source is the card being played and whose
    controller plays it), the ``Discount``s that apply to it, and ``more`` (an effect's "for [2]
    less"), never below 0 (356.6). A discount "to a minimum of [1]" stops at that minimum, which applies to it alone
    (356.4.e); the player orders the discounts (356.4.d.1), and applying those with a minimum first,
    the highest minimum first, leaves the least to pay."""
    board = _board_discounts(scope)
    energy += sum(a.energy for a in board if a.more)  # cost increases come first (356.3)
    active = [(max(0, evaluate(a.energy, scope) or 0), a.minimum) for a in own_discounts(card, scope)]
    active += [(a.energy, a.minimum) for a in board if not a.more]
    active.sort(key=lambda found: (found[1] is None, -(found[1] or 0)))
    for amount, minimum in active:
        if minimum is not None:
            amount = min(amount, max(0, energy - minimum))
        energy -= amount
    return max(0, energy - more)


def discounted_power(card: CardDef, scope: Scope, power: tuple[str, ...]) -> tuple[str, ...]:
    """The Power pips of ``power``, plus those of cost increases (356.3), left after the active
    discounts' Power parts ("I cost [2][G]
    less": one [G] pip less; "[A] less": one pip of any domain, 356.4), never fewer than none
    (356.6). Discounts of a domain are applied first; "[A]" then takes any pip left."""
    board = _board_discounts(scope)
    left = list(power) + [p for a in board if a.more for p in a.power]  # increases first (356.3)
    pips = [p for a in own_discounts(card, scope) for p in a.power]
    pips += [p for a in board if not a.more for p in a.power]
    for pip in sorted(pips, key=lambda p: p == "A"):
        if pip == "A" and left:
            left.pop()
        elif pip in left:
            left.remove(pip)
    return tuple(left)


def own_discounts(card: CardDef, scope: Scope) -> list[CostReduction]:
    """The card's own active discounts, in printed order; an active "… less instead" replaces the
    ones printed before it ("[Level 6][>] I cost [4][G][G] less instead.")."""
    found: list[CostReduction] = []
    for ability in card.abilities:
        if isinstance(ability, CostReduction) and (ability.condition is None or ability.condition.holds(scope)):
            found = [ability] if ability.instead else found + [ability]
    return found


def _board_discounts(scope: Scope) -> list[Discount]:
    """Each active ``Discount`` (or increase) of a permanent on the board that applies to the card
    being played (``scope.source_object()``) by its player (356.3, 356.4.a)."""
    played = scope.source_object()
    if played is None:
        return []
    view = scope.view
    found: list[Discount] = []
    for permanent in scope.state.board_objects():
        for ability in view.abilities(permanent):
            if isinstance(ability, Discount) and ability.applies_to(played, view) \
                    and (permanent.controller == scope.controller) == (ability.whose == "friendly") and (
                    ability.condition is None or ability.condition.holds(StaticScope(view, permanent))):
                found.append(ability)
    for entry in scope.state.lasting:  # "your non-token units cost [1] more to play this turn" (317.2.c)
        ability = entry.ability
        if isinstance(ability, Discount) and ability.applies_to(played, view) \
                and (entry.controller == scope.controller) == (ability.whose == "friendly"):
            found.append(ability)
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
        return ctx.state.player(ctx.controller).pool.can_pay(self.energy(ctx), (), ctx.paying_for)

    def pay(self, ctx: Resolution) -> None:
        ctx.state.player(ctx.controller).pool.pay(self.energy(ctx), (), ctx.paying_for)


def use_up(state: GameState, card: GameObject, player: int) -> None:
    """A card ``player`` plays uses up the "next card" discounts made true for them that apply to it
    ("the next spell you play this turn costs [5] less": that spell only, whatever it saved)."""
    bind_next_spell(state, card, player)  # "The next spell you play this turn deals 1 Bonus Damage"
    view = compute(state)
    state.lasting[:] = [e for e in state.lasting if not (
        getattr(e, "once", False) and isinstance(e.ability, Discount) and e.controller == player
        and (e.ability.whose == "friendly") and e.ability.applies_to(card, view))]
