"""Trigger conditions about the turn (304, 314-317): "At the start of your Main Phase" (383.1), "…
on an opponent's turn", "… during your Beginning Phase". The turn procedure (engine/turns.py) logs
the points of the turn and stamps every event with the phase it happens in (``Event.phase``)."""

from __future__ import annotations

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .events import Event
from .objects import GameObject
from .selectors import BoardView
from .state import turn_number
from .triggers import BY_CHOICES, YOU, Trigger, by_ok


@dataclass(frozen=True)
class OnTurn(Trigger):
    """"When you play a card on an opponent's turn" (304): ``trigger``, counted only during the turn of
    ``whose`` ("you" or "opponent", relative to the ability's controller)."""

    trigger: Trigger
    whose: str = "you"

    def __post_init__(self) -> None:
        if self.whose not in ("you", "opponent"):
            raise ValueError("OnTurn.whose must be 'you' or 'opponent'")

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def event_objects(self, event: Event) -> tuple[int, ...]:
        return self.trigger.event_objects(event)

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        mine = view.state.current == controller
        return (mine if self.whose == "you" else not mine) and self.trigger.matches(event, me, controller, view)


#: The points of a turn "at the …" triggers name (383.1) → the event the turn procedure logs there.
TURN_STEPS = {"start": "turn_start",  # the start of the turn / of the Beginning Phase (315.2.a.1)
              "main": "main_start",  # the start of the Main Phase (316.4)
              "end": "turn_end"}  # the end of the turn / the Ending Phase (317.1.a)


@dataclass(frozen=True)
class AtTurnStep(Trigger):
    """"At the start of your turn" / "At the start of your Main Phase" / "At the end of your turn"
    ("at" + a point in time, 383.1).

    ``step`` is "start", "main" or "end" (``TURN_STEPS``); ``whose`` is "you", "opponent" or None
    (each turn); ``nth``: only that player's Nth turn ("At the start of each player's first Beginning
    Phase", 115.1.c).
    """

    step: str
    whose: str | None = YOU
    nth: int | None = None

    def __post_init__(self) -> None:
        if self.step not in TURN_STEPS or self.whose not in BY_CHOICES or (self.nth is not None and self.nth < 1):
            raise ValueError(f"AtTurnStep(step={self.step!r}, whose={self.whose!r}, nth={self.nth!r}) is not known")

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != TURN_STEPS[self.step] or not by_ok(self.whose, event, controller):
            return False
        if self.nth is None or event.player is None:
            return self.nth is None
        return turn_number(view.state, event.player) == self.nth


#: The phases of a turn (314-317), as ``GameState.phase`` names them.
PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")


@dataclass(frozen=True)
class InPhase(Trigger):
    """"When a friendly unit dies during your Beginning Phase" (314, 315.2): ``trigger``, only for events
    that happen during that phase of the turn of ``whose`` ("you", "opponent", None: anyone's)."""

    trigger: Trigger
    phase: str
    whose: str | None = YOU

    def __post_init__(self) -> None:
        if self.phase not in PHASES or self.whose not in BY_CHOICES:
            raise ValueError(f"InPhase(phase={self.phase!r}, whose={self.whose!r}) is not known")

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def once_per_batch(self) -> bool:
        return self.trigger.once_per_batch()

    def event_objects(self, event: Event) -> tuple[int, ...]:
        return self.trigger.event_objects(event)

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        turn_player = view.state.current
        whose_ok = (self.whose is None or (turn_player == controller) == (self.whose == YOU))
        return event.phase == self.phase and whose_ok and self.trigger.matches(event, me, controller, view)
