"""More costs: "Discard a gear" / "Discard a spell" (422.3; the card is picked from your hand on
payment, not targeted, 355.10.c) and "return a friendly gear to its owner's hand" as an additional
cost. Same protocol as ``costs.py`` (``can_pay`` before any is paid)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .costs import PickedCost
from .actions import exhaust
from .selectors import IsReady, Selector
from .zone_actions import discard, return_to_hand

if TYPE_CHECKING:  # pragma: no cover
    from .effects import Resolution


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
        exhaust(ctx.state, oid, by=ctx.controller, source=ctx.source)
