"""Object properties about how an object came to the board: by being played (419, 186)."""

from __future__ import annotations

from typing import ClassVar

from .board_view import BoardView
from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .objects import GameObject
from .selectors import Property


@dataclass(frozen=True)
class WasPlayed(Property):
    """"Sand Soldiers you play": the object came to the board by being played, a card (it keeps the zone
    it was played from, 419.1.a) or a token, played as it is made: a play that was finalized (419.4.b)."""

    phrase: ClassVar[str] = "that was played"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        if obj.played_from is not None:
            return True
        return obj.on_board and any(e.kind == "play" and e.performed and obj.oid in e.objects
                                    for e in view.state.log)
