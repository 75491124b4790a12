"""Object properties about the showdown in progress (341-348)."""

from __future__ import annotations

from typing import ClassVar

from .board_view import BoardView
from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .objects import GameObject, Zone
from .selectors import Property


@dataclass(frozen=True)
class InShowdown(Property):
    """"While I'm in a showdown": at the battlefield where a showdown, or a combat, is under way (341,
    343.1: a combat is in a showdown state too)."""

    phrase: ClassVar[str] = "in a showdown"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        where = view.state.flow.showdown
        return where is not None and obj.zone is Zone.BATTLEFIELD and obj.battlefield == where
