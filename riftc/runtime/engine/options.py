"""Choices with readable options: each option of a ``ChoiceRequest`` described in words (an object by
name and place, a location, a mode, a player, an amount), and a chooser wrapper that puts those
descriptions on every request before passing it on (``ChoiceRequest.described()``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ..model.choosers import AMOUNT_BASE, ChoiceRequest, Chooser, ConfirmRequest, OrderRequest, order_of
from ..model.objects import GameObject, Zone
from ..model.state import GameState


def describe(state: GameState, value: int) -> str:
    """One option in words: "Ahri (P1, Battlefield 1)", "base", "Battlefield 2", "mode 1", "P2", "3"."""
    if value >= 0:
        obj = state.lookup(value)
        if obj is None:
            return f"object {value}"
        where = state.battlefields[obj.battlefield].name if obj.zone is Zone.BATTLEFIELD and obj.battlefield is not None \
            else obj.zone.value
        return f"{obj.name} ({state.player(obj.controller).name}, {where})"
    if value <= -AMOUNT_BASE:
        return str(-value - AMOUNT_BASE)
    if value <= -2000:
        return state.player(-value - 2000).name
    if value <= -1000:
        return f"mode {-value - 1000 + 1}"
    return "base" if value == -1 else state.battlefields[-value - 2].name


class DescribingChooser:
    """Passes every request to ``inner`` with its options described (``ChoiceRequest.descriptions``)."""

    def __init__(self, inner: Chooser, state: GameState) -> None:
        self.inner, self.state = inner, state

    def choose(self, request: ChoiceRequest) -> Sequence[int | GameObject]:
        return self.inner.choose(self._described(request))

    def mulligan(self, request: ChoiceRequest) -> Sequence[int | GameObject]:
        """The cards to set aside (117.1): the inner chooser's ``mulligan`` answer; none without one."""
        ask = getattr(self.inner, "mulligan", None)
        return ask(self._described(request)) if ask is not None else ()

    def _described(self, request: ChoiceRequest) -> ChoiceRequest:
        if request.descriptions:
            return request
        return replace(request, descriptions=tuple(describe(self.state, o) for o in request.options))

    def confirm(self, request: ConfirmRequest) -> bool:
        return self.inner.confirm(request)

    def order(self, request: OrderRequest) -> tuple[int, ...]:
        return order_of(self.inner, request)

    def __getattr__(self, name: str) -> object:  # the inner chooser's other answers ("mulligan")
        return getattr(self.inner, name)
