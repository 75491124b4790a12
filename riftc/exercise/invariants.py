"""The runtime's invariants checked after every event of an exercised game: an event log that asks
``riftc.selfplay.invariants`` (the checks self-play makes after every action) each time it records one."""

from __future__ import annotations

from riftc.runtime import Event, EventLog, Game
from riftc.selfplay.invariants import Invariants


class InvariantBroken(AssertionError):
    """A runtime invariant does not hold after an event."""


class CheckedLog(EventLog):
    """An event log that checks the invariants after every event it records."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game, self.invariants = game, Invariants()

    def append(self, event: Event) -> Event:
        stored = super().append(event)
        problems = self.invariants.broken(self.game, settled=False)  # an action may be under way
        if problems:
            raise InvariantBroken(f"after \"{stored.sentence()}\": {'; '.join(problems)}")
        return stored


def checked_log(game: Game) -> CheckedLog:
    """The checking log of a game set up by the exercise (``boards.board``)."""
    log = game.state.log
    if not isinstance(log, CheckedLog):
        raise TypeError("not an exercise game: its event log does not check the invariants")
    return log
