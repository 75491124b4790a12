"""``BoardView``: read access to objects' current characteristics (Might after layers, keywords,
tags), which selectors, conditions and amounts are judged against. ``rules/layers.View`` implements
it; the model layer only needs its shape."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState


class BoardView(Protocol):
    """Read access to current characteristics; layers.View implements it."""

    @property
    def state(self) -> GameState:
        """The game state the characteristics belong to."""

    def might(self, obj: GameObject) -> int:
        """Current Might (710) on the board, printed Might elsewhere (711)."""

    def keyword_value(self, obj: GameObject, name: str) -> int | None:
        """Summed value of keyword ``name`` (807.2, 814.2), 0 for valueless ones, None if absent."""

    def tags(self, obj: GameObject) -> tuple[str, ...]:
        """Current tags (477.1.a)."""
