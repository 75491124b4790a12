"""Card properties that compare a printed cost with a number of the game: "a spell from your trash
with Energy cost less than your points" (Kai'Sa, Evolutionary; 206 costs, 467 points), "a gear with
Energy cost no more than my Might" (143.2.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .selectors import Property

if TYPE_CHECKING:  # pragma: no cover
    from .board_view import BoardView
    from .objects import GameObject


@dataclass(frozen=True)
class CostBelowPoints(Property):
    """The card's Energy cost is less than the points of the player controlling the ability's source
    ("your points", judged as the choice is made): a copy costs what it copies (477.1.b.1.a)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        if source is None:
            return False
        card = obj.copy_of or obj.card
        return (card.energy or 0) < view.state.player(source.controller).points

    def describe(self) -> str:
        return "with Energy cost less than your points"


@dataclass(frozen=True)
class CostAtMostSourceMight(Property):
    """"a gear with Energy cost no more than my Might" (206, 143.2.b): the object's Energy cost is at most
    the Might of the ability's source now (negative counts as 0); with no source on the board, nothing is."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        if source is None or not source.on_board:
            return False
        return ((obj.copy_of or obj.card).energy or 0) <= max(0, view.might(source))

    def describe(self) -> str:
        return "with Energy cost no more than my Might"
