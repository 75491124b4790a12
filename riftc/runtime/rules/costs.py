"""Runtime costs of activated abilities ("[1], [E]: ...") and additional costs of playing a card
("Discard a gear", "return a friendly gear to its owner's hand", "you may exhaust a friendly unit",
356.2): data plus can_pay/pay (201-206, 357).

A cost must be completable to be paid (414.4, 416.3, 422.3): ``can_pay`` is checked for all costs
before any is paid, so an ability is never half-paid. Costs are not targets (355.10.c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.amounts import Amount
from ..model.events import log
from ..model.objects import Zone
from ..model.selectors import Buffed, IsReady, Selector
from . import actions
from .deck_actions import recycle
from .zone_actions import discard, kill, return_to_hand

if TYPE_CHECKING:  # pragma: no cover
    from ..effects.resolution import Resolution
    from ..model.targets import Scope


class Cost:
    """Base class of costs."""

    def can_pay(self, ctx: Resolution) -> bool:
        """Whether the controller can pay this now."""
        raise NotImplementedError

    def pay(self, ctx: Resolution) -> None:
        """Pay it (only called after ``can_pay`` said yes for every cost)."""
        raise NotImplementedError


@dataclass(frozen=True)
class ExhaustMe(Cost):
    """[E]: "exhaust me/this" (414.5); an exhausted object can't pay it again (414.4)."""

    def can_pay(self, ctx: Resolution) -> bool:
        me = ctx.source_object()
        return me is not None and me.ready

    def pay(self, ctx: Resolution) -> None:
        assert ctx.source is not None
        actions.exhaust(ctx.state, ctx.source, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class EnergyCost(Cost):
    """[N]: N Energy from your rune pool (131.2)."""

    amount: int

    def can_pay(self, ctx: Resolution) -> bool:
        return ctx.state.player(ctx.controller).pool.can_pay(self.amount, (), ctx.paying_for)

    def pay(self, ctx: Resolution) -> None:
        ctx.state.player(ctx.controller).pool.pay(self.amount, (), ctx.paying_for)


@dataclass(frozen=True)
class PowerCost(Cost):
    """[R], [G][G], [A]: one Power of each listed domain ("A" = any domain, 131.3)."""

    domains: tuple[str, ...]

    def can_pay(self, ctx: Resolution) -> bool:
        return ctx.state.player(ctx.controller).pool.can_pay(0, self.domains, ctx.paying_for)

    def pay(self, ctx: Resolution) -> None:
        ctx.state.player(ctx.controller).pool.pay(0, self.domains, ctx.paying_for)


@dataclass(frozen=True)
class SpendXpCost(Cost):
    """"Spend 3 XP:" (730.2): only with that much XP (203.1)."""

    amount: int

    def can_pay(self, ctx: Resolution) -> bool:
        return ctx.state.player(ctx.controller).xp >= self.amount

    def pay(self, ctx: Resolution) -> None:
        me = ctx.state.player(ctx.controller)
        me.xp -= self.amount
        log(ctx.state, "spend_xp", (), True, f"{me.name} spends {self.amount} XP", "730.2",
            by=ctx.controller, source=ctx.source, amount=self.amount)


@dataclass(frozen=True)
class DiscardCost(Cost):
    """"Discard 1" as a cost (422.3): the cards are picked from your hand on payment."""

    amount: int = 1

    def can_pay(self, ctx: Resolution) -> bool:
        return len(self._hand(ctx)) >= self.amount

    def _hand(self, ctx: Resolution) -> tuple[int, ...]:
        return tuple(o for o in ctx.state.player(ctx.controller).zone(Zone.HAND) if o != ctx.source)

    def pay(self, ctx: Resolution) -> None:
        for oid in ctx.pick(self._hand(ctx), self.amount, self.amount, f"discard {self.amount} to pay the cost"):
            discard(ctx.state, oid, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class RecycleCost(Cost):
    """"Recycle 1 from your trash:", "Recycle a unit from your trash," as a cost (416): ``amount``
    cards of ``types`` (any card when empty) picked from your trash on payment, put on the bottom of
    their owner's deck (416.5). Only with that many there (416.3)."""

    amount: int = 1
    types: tuple[str, ...] = ()

    def _trash(self, ctx: Resolution) -> tuple[int, ...]:
        found = (ctx.state.objects[o] for o in ctx.state.player(ctx.controller).zone(Zone.TRASH))
        return tuple(o.oid for o in found if not self.types or (o.card.type or "").lower() in self.types)

    def can_pay(self, ctx: Resolution) -> bool:
        return len(self._trash(ctx)) >= self.amount

    def pay(self, ctx: Resolution) -> None:
        picked = ctx.pick(self._trash(ctx), self.amount, self.amount, f"recycle {self.amount} from your trash")
        recycle(ctx.state, picked, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class DisempowerMe(Cost):
    """"Disempower this:" as a cost (442): only while it is empowered (203.1)."""

    def can_pay(self, ctx: Resolution) -> bool:
        me = ctx.source_object()
        return me is not None and me.on_board and me.empowered > 0

    def pay(self, ctx: Resolution) -> None:
        assert ctx.source is not None
        actions.disempower(ctx.state, ctx.source, by=ctx.controller, source=ctx.source)


class PickedCost(Cost):
    """A cost that acts on one object picked on payment, not targeted (355.10.c): there must be one
    to pick (a cost must be completable, 414.4). Subclasses set ``selector``, ``prompt`` and ``act``."""

    selector: Selector
    prompt = "pick to pay the cost"

    def _options(self, ctx: Resolution) -> tuple[int, ...]:
        return self.selector.select(ctx.source_object(), ctx.controller, ctx.view)

    def can_pay(self, ctx: Resolution) -> bool:
        return bool(self._options(ctx))

    def pay(self, ctx: Resolution) -> None:
        (oid,) = ctx.pick(self._options(ctx), 1, 1, self.prompt)
        self.act(ctx, oid)

    def act(self, ctx: Resolution, oid: int) -> None:
        """Do the cost's action to the picked object."""
        raise NotImplementedError


@dataclass(frozen=True)
class KillCost(PickedCost):
    """"Kill this:" / "Kill a friendly unit:" as a cost (428)."""

    selector: Selector = Selector(self_only=True)
    prompt = "kill to pay the cost"

    def act(self, ctx: Resolution, oid: int) -> None:
        kill(ctx.state, oid, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class SpendBuffCost(PickedCost):
    """"Spend a buff: ..." (702.2.b): from any unit you control that has one (745.1.b, 745.2)."""

    selector: Selector = Selector(types=("unit",), controller="yours", properties=(Buffed(),))
    prompt = "spend a buff from"

    def act(self, ctx: Resolution, oid: int) -> None:
        actions.spend_buff(ctx.state, oid, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class DiscardCardCost(PickedCost):
    """"Discard a gear" as a cost: one card of that kind from your hand (``selector`` with
    ``zone="hand"``, ``controller="friendly"``: your hand holds your cards, 127)."""

    selector: Selector = Selector(zone="hand", controller="friendly")
    prompt = "discard to pay the cost"

    def act(self, ctx: Resolution, oid: int) -> None:
        discard(ctx.state, oid, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class ReturnToHandCost(PickedCost):
    """"As an additional cost to play me, return a friendly gear to its owner's hand" (356.2): the
    object is picked on payment (not a target, 355.10.c) and returned (124.1)."""

    selector: Selector = Selector(types=("gear",), controller="friendly")
    prompt = "return to its owner's hand to pay the cost"

    def act(self, ctx: Resolution, oid: int) -> None:
        return_to_hand(ctx.state, oid, by=ctx.controller, source=ctx.source)


@dataclass(frozen=True)
class ExhaustCost(PickedCost):
    """"As an additional cost to play this, you may exhaust a friendly unit" (356.2): a ready object
    picked on payment (not a target, 355.10.c; an exhausted one can't pay it, 414.4)."""

    selector: Selector = Selector(types=("unit",), controller="friendly", properties=(IsReady(),))
    prompt = "exhaust to pay the cost"

    def act(self, ctx: Resolution, oid: int) -> None:
        actions.exhaust(ctx.state, oid, by=ctx.controller, source=ctx.source)


#: Where the objects picked for an "any number of" additional cost are noted among the choices of
#: the play (a note, not a target: "@", 355.10.c).
DECLARED = (-1, "declared for the additional cost@")


@dataclass(frozen=True)
class DeclaredCost(Cost):
    """An additional cost whose objects are declared as the cost is (step 2 of playing a card), before
    the cost is determined, so a discount can read them (356.2.b.1, 356.4): "you may kill any number of
    friendly units / spend any number of buffs as an additional cost. Reduce my cost by [Y] for each
    killed this way" (``any_number``: none is a legal number too, but the cost is offered only with
    something to pick; ``DeclaredCount``), "You may kill a friendly unit as an additional cost to play
    me. If you do, I cost [1] less for each Energy it costs" (one object; ``DeclaredCostSize``). Each
    object then gets ``each``'s action as the costs are paid (357.2)."""

    each: Cost  # a PickedCost: what one object does to pay its share
    any_number: bool = True

    def _each(self) -> PickedCost:
        assert isinstance(self.each, PickedCost), self.each
        return self.each

    def declare(self, ctx: Resolution) -> tuple[int, ...]:
        """Ask which objects pay it and note them with the play's choices."""
        options = self._each()._options(ctx)
        least, most = (0, len(options)) if self.any_number else (1, 1)
        words = "any number to " if self.any_number else ""
        picked = tuple(ctx.pick(options, least, most, f"{words}{self._each().prompt}"))
        ctx.choices[DECLARED] = picked
        return picked

    def can_pay(self, ctx: Resolution) -> bool:
        options = self._each()._options(ctx)
        if DECLARED in ctx.choices:
            return all(oid in options for oid in ctx.choices[DECLARED])
        return bool(options)

    def pay(self, ctx: Resolution) -> None:
        for oid in ctx.choices.get(DECLARED, ()):
            if oid in self._each()._options(ctx):
                self._each().act(ctx, oid)


@dataclass(frozen=True)
class DeclaredCount(Amount):
    """"Reduce my cost by [Y] for each killed this way", "… for each buff you spend": how many objects
    were declared for the card's "any number of" additional cost (``DeclaredCost``), times ``per``;
    0 before it is declared (when a play is only priced)."""

    per: int = 1

    def value(self, scope: Scope) -> int | None:
        choices = getattr(scope, "choices", None)
        return self.per * len(choices.get(DECLARED, ())) if isinstance(choices, dict) else 0


@dataclass(frozen=True)
class DeclaredCostSize(Amount):
    """"I cost [1] less for each Energy it costs and [Y] less for each Power it costs": the size of that
    part (``part``: "energy" or "power") of the printed cost of the objects declared for the card's
    additional cost (``DeclaredCost``; 206), 0 before it is declared."""

    part: str = "energy"

    def value(self, scope: Scope) -> int | None:
        choices = getattr(scope, "choices", None)
        objects = [scope.state.objects.get(oid) for oid in choices.get(DECLARED, ())] if isinstance(choices, dict) else []
        cards = [o.card for o in objects if o is not None]
        return sum((c.energy or 0) if self.part == "energy" else len(c.power or ()) for c in cards)


#: Domain names → the letters of their power (134.2).
DOMAIN_LETTER = {"Fury": "R", "Calm": "G", "Mind": "B", "Body": "O", "Chaos": "P", "Order": "Y"}


def accelerate_pip(domains: tuple[str, ...], available: dict[str, int]) -> str:
    """The power pip of "[1][C]": one of the unit's domains (805.1.a.1), any domain without one
    (805.1.a.2); among several domains, the first one the pool has."""
    letters = [DOMAIN_LETTER[d] for d in domains if d in DOMAIN_LETTER]
    if not letters:
        return "A"
    return next((x for x in letters if available.get(x, 0) > 0), letters[0])
