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
from ..model.selectors import Selector
from .bonus_damage import bind_next_spell
from .costs import Cost, EnergyCost, PowerCost
from .layers import StaticScope, compute

if TYPE_CHECKING:  # pragma: no cover
    from ..model.selectors import BoardView
    from ..model.state import GameState
    from ..model.targets import Scope
    from ..effects.resolution import Resolution


@dataclass(frozen=True)
class ChosenBySpell:
    """What the spell being played must choose (its targets, 355.5, 355.7) for a ``Discount`` to apply to it:
    the discount's own permanent ("Your spells that choose me cost [1] less", ``source``), or a unit at
    that permanent's battlefield (``here``) controlled by the spell's player ("Each spell that chooses
    one or more units here that are friendly to it costs [A] less", ``friendly``). The targets are
    chosen before the cost is determined (355.5-355.7, then 356), so the discount sees them as
    ``Game.play`` pays. ``Game.legal_actions`` prices a play before its targets are chosen, so it
    doesn't count such a discount: a play only these make affordable is not listed yet."""

    source: bool = False
    here: bool = False
    friendly: bool = False

    def holds(self, scope: Scope, permanent: GameObject) -> bool:
        chosen = {oid for (_, name), picked in getattr(scope, "choices", {}).items()
                  if not (name == "destination" or name.endswith("@")) for oid in picked if oid >= 0}
        if self.source:
            return permanent.oid in chosen
        where = permanent.location()
        for oid in chosen:
            obj = scope.state.objects.get(oid) if oid >= 0 else None
            if obj is None or not obj.on_board or (obj.card.type or "").lower() != "unit":
                continue
            if (not self.here or (where is not None and obj.location() == where)) \
                    and (not self.friendly or obj.controller == scope.controller):
                return True
        return False


@dataclass(frozen=True)
class ChoosesMatching(Condition):
    """"This costs [2] less if you choose a Bird, Cat, Dog, or Poro.": the card being played chose, as
    it was played, an object that fits ``selector`` (a target, wherever it is: a unit in a trash too).
    Targets are chosen before the cost is determined (355.5-355.7, then 356), so the discount sees
    them as ``Game.play`` pays; like ``ChosenBySpell``, a play only priced sees none."""

    selector: Selector

    def holds(self, scope: Scope) -> bool:
        choices = getattr(scope, "choices", None)
        if not isinstance(choices, dict):
            return False
        chosen = {oid for (_, name), picked in choices.items()
                  if not (name == "destination" or name.endswith("@")) for oid in picked if oid >= 0}
        source = scope.source_object()
        return any(self.selector.matches(scope.state.objects[oid], source, scope.controller, scope.view)
                   for oid in sorted(chosen) if oid in scope.state.objects)


@dataclass(frozen=True)
class Discount:
    """A permanent's passive discount on the cards its controller plays (356.4.a): "Your Dragons'
    Energy costs are reduced by [2], to a minimum of [1]" (``tags=("Dragon",)``), "While I'm at a
    battlefield, the Energy costs for spells you play is reduced by [1], to a minimum of [1]"
    (``types=("spell",)``, its condition judged with the permanent as source). A card it applies to
    has one of ``types`` (any, if empty) and every tag in ``tags``, and is played by its controller
    (``whose="friendly"``), by an opponent (``"enemy"``: "enemy spells cost [1][A] more") or by any
    player (``"any"``: "Each spell that chooses …"). With ``more`` it is a cost increase, applied
    before the discounts (356.3). With ``chosen`` it applies only to a spell that chooses those
    targets (``ChosenBySpell``)."""

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
    chosen: ChosenBySpell | None = None  # "Your spells that choose me …": only a spell choosing these
    either: bool = False  # "[1] or [A] less": its player takes the Energy or the Power part (``taken``)

    def __post_init__(self) -> None:
        if self.whose not in ("friendly", "enemy", "any"):
            raise ValueError("Discount.whose must be 'friendly', 'enemy' or 'any'")
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
    less": one [G] pip less; "[A] less": one pip of any domain, 356.4; "[Y] less for each killed this
    way": that many times), never fewer than none (356.6). Discounts of a domain are applied first; "[A]" then takes any pip left."""
    board = _board_discounts(scope)
    left = list(power) + [p for a in board if a.more for p in a.power]  # increases first (356.3)
    pips = [p for a in own_discounts(card, scope) for p in a.power * max(0, evaluate(a.power_times, scope) or 0)]
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
                    and _whose(ability, permanent.controller == scope.controller) and (
                    ability.condition is None or ability.condition.holds(StaticScope(view, permanent))) \
                    and (ability.chosen is None or ability.chosen.holds(scope, permanent)):
                found.append(taken(scope, ability, permanent) if ability.either else ability)
    for entry in scope.state.lasting:  # "your non-token units cost [1] more to play this turn" (317.2.c)
        ability = entry.ability
        if isinstance(ability, Discount) and ability.applies_to(played, view) \
                and _whose(ability, entry.controller == scope.controller):
            found.append(ability)
    return found


def taken(scope: Scope, ability: Discount, permanent: GameObject) -> Discount:
    """The part of a "[1] or [A] less" discount its player takes as the card's cost is determined
    (356.4: the player applies the discounts): asked once per play and kept with the play's choices;
    the Energy part when nobody can be asked."""
    choices = getattr(scope, "choices", None)
    key = (-1, f"discount of {permanent.oid}@")  # a note, not a target ("@"); -1: Energy, -2: Power
    if isinstance(choices, dict) and key not in choices and hasattr(scope, "confirm"):
        energy = f"[{ability.energy}]"
        power = "".join(f"[{p}]" for p in ability.power)
        asked = scope.confirm(f"{permanent.name}: take {energy} off the cost (else {power})? (356.4)")
        choices[key] = (-1,) if asked else (-2,)
    takes_energy = not isinstance(choices, dict) or choices.get(key, (-1,)) == (-1,)
    return Discount(energy=ability.energy if takes_energy else 0, power=() if takes_energy else ability.power,
                    types=ability.types, tags=ability.tags, minimum=ability.minimum, whose=ability.whose,
                    non_token=ability.non_token, keywords=ability.keywords, from_zone=ability.from_zone)


def _whose(ability: Discount, friendly: bool) -> bool:
    """Whether ``ability`` applies to a card played by its controller (``friendly``) or an opponent."""
    return ability.whose == "any" or friendly == (ability.whose == "friendly")


@dataclass(frozen=True)
class KeywordCostDiscount:
    """A permanent's passive discount on one component of the cost of its controller's cards: a
    keyword's cost ("While you control this battlefield, friendly [Repeat] costs cost [1] less.") or,
    with ``optional``, every optional additional cost they pay ("Optional additional costs you pay cost
    [1] or [A] less.": [Accelerate], [Repeat] and "you may … as an additional cost", 356.2.b.1;
    spiritforged-faq-026). 356.4.c: applied to that component as it is added to the cost, before any
    other discount; 356.4.f: it may reduce an additional cost to 0. With ``either`` ("[1] or [A]
    less") its player takes the Energy or the Power part. ``condition`` is judged with the permanent
    as source."""

    keyword: str | None = None
    energy: int = 0
    power: tuple[str, ...] = ()  # "[A] less": one pip of any domain
    condition: Condition | None = None
    optional: bool = False
    either: bool = False
    here: bool = False  # "[Empower] costs of your units here": only an object at the permanent's location


def discounted_keyword_costs(scope: Scope, keyword: str | None, costs: tuple[Cost, ...],
                             optional: bool = True, subject: GameObject | None = None) -> tuple[Cost, ...]:
    """``costs``, one component of the cost of a card its player (``scope.controller``) plays (the cost
    of one instance of ``keyword``, or with no keyword an optional additional cost), less the active
    ``KeywordCostDiscount``s of the permanents that player controls that apply to it (356.4.c; those
    on ``optional`` costs when it is one; those on objects ``here`` when ``subject``, whose cost it
    is, is at their location), never below 0 (356.6)."""
    view = scope.view
    found = [(permanent, a) for permanent in scope.state.board_objects() if permanent.controller == scope.controller
             for a in view.abilities(permanent) if isinstance(a, KeywordCostDiscount)
             and ((keyword is not None and a.keyword == keyword) or (optional and a.optional))
             and (a.condition is None or a.condition.holds(StaticScope(view, permanent)))
             and (not a.here or (subject is not None and subject.location() is not None
                                 and subject.location() == permanent.location()))]
    if not found:
        return costs
    parts = [_taken_part(scope, permanent, a, costs) for permanent, a in found]
    energy_off = sum(energy for energy, _ in parts)
    pips = sorted((p for _, power in parts for p in power), key=lambda p: p == "A")
    reduced: list[Cost] = []
    for cost in costs:
        if isinstance(cost, EnergyCost):
            less = min(cost.amount, energy_off)
            energy_off -= less
            cost = EnergyCost(cost.amount - less)
        elif isinstance(cost, PowerCost):
            left = list(cost.domains)
            for pip in list(pips):
                if left and (pip == "A" or pip in left):
                    left.remove(left[-1] if pip == "A" else pip)
                    pips.remove(pip)
            cost = PowerCost(tuple(left))
        reduced.append(cost)
    return tuple(c for c in reduced if not (isinstance(c, EnergyCost) and c.amount == 0 and len(costs) > 1))


def _taken_part(scope: Scope, permanent: GameObject, ability: KeywordCostDiscount,
                costs: tuple[Cost, ...]) -> tuple[int, tuple[str, ...]]:
    """The Energy and Power a component discount takes off: both parts, or for "[1] or [A] less" the
    one its player takes (356.4: the player applies the discounts). The player is asked only when the
    component has both Energy and Power to take off; else the part that lowers it is taken."""
    if not ability.either:
        return ability.energy, ability.power
    has_energy = any(isinstance(c, EnergyCost) and c.amount > 0 for c in costs)
    has_power = any(isinstance(c, PowerCost) and c.domains for c in costs)
    if has_energy and has_power and hasattr(scope, "confirm"):
        power = "".join(f"[{p}]" for p in ability.power)
        takes_energy = scope.confirm(f"{permanent.name}: take [{ability.energy}] off the additional cost "
                                     f"(else {power})? (356.4.c)")
    else:
        takes_energy = has_energy
    return (ability.energy, ()) if takes_energy else (0, ability.power)


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
