"""Runtime "Your conquer effects for conquering here trigger an additional time." (Red Brambleback)
and "Your hold effects for holding here …" (Blue Sentinel): a static ability of an object at a
battlefield. Conquer and hold effects (383.4.c, 383.4.d) are the triggered abilities a conquer or
hold event triggers; those its controller controls that a scoring of the battlefield where the
object is triggered are put on the chain once more (each such ability adds one more time).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .events import Event
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .layers import View
    from .state import GameState

SCORING_KINDS = ("conquer", "hold")


@dataclass(frozen=True)
class TriggerAgain:
    """``kind`` effects ("conquer" or "hold") for scoring the battlefield this object is at, of
    abilities its controller controls, trigger an additional time."""

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in SCORING_KINDS:
            raise ValueError(f"TriggerAgain.kind must be one of {SCORING_KINDS}")

    def applies(self, me: GameObject, event: Event, controller: int) -> bool:
        """Whether a trigger of ``controller`` by ``event`` triggers once more because of me: a
        scoring of my battlefield (its events carry the battlefield, 1-based, as amount)."""
        return (event.kind == self.kind and event.performed and me.on_board and me.battlefield is not None
                and event.amount == me.battlefield + 1 and controller == me.controller)


def extra_times(state: GameState, view: View, event: Event, controller: int) -> int:
    """How many additional times a trigger of ``controller`` by ``event`` triggers."""
    return sum(1 for obj in state.board_objects() for ability in view.abilities(obj)
               if isinstance(ability, TriggerAgain) and ability.applies(obj, event, controller))
