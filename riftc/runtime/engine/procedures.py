"""Structured procedures of the game (the turn's phases, 314-317; a combat's steps, 465-466) that wait
for the chain between their steps: HOT FEPR (334-340).

A procedure is a generator: each ``yield`` ends a step, after which Outstanding Tasks are handled (a
cleanup, then the triggered abilities of what happened go on the chain, 323, 383) and, when something
went on the chain, the FEPR process runs before the next step begins (334.2, 336). The value sent back
into the generator at a ``yield`` tells it whether items went through the FEPR process after that step
(317.2.f: the Expiration Step starts again if they did).

Outside a whole game the chain resolves at once, every player taken to pass (``Game.run``). In a whole
game the procedure is suspended instead (kept on ``TurnFlow.procedures``, newest last): the controller
of the newest chain item gains Priority (337.4), players take their actions and pass (338-340), and
``resume`` continues the procedure when the chain is empty again, so a [Reaction] can answer a trigger
in any phase (ruling riftbound-origins-faq-027).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generator

from ..rules.victory import check_winner

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Game

Steps = Generator[None, bool, Any]


@dataclass
class Suspended:
    """A procedure waiting for the chain to empty (kept in ``TurnFlow.procedures``)."""

    steps: Steps
    label: str
    chooser: Any = None  # who answers what its steps trigger (None: the game's chooser)


def perform(game: Game, steps: Steps, label: str, chooser: Any = None) -> Any:
    """Run a procedure from its first step; returns its result when it finished (None when a whole game
    suspended it for the players' Priority). ``chooser`` answers what its steps trigger."""
    result = _drive(game, Suspended(steps, label, chooser), None)
    return None if result is _WAITING else result


def open_window(game: Game) -> None:
    """After a player's action outside a procedure (a standard move, a showdown begun): its Outstanding
    Tasks, then, in a whole game, what it triggered waits on the chain for the players' Priority, its
    newest item's controller first (337.4); outside a whole game the chain resolves at once."""
    state = game.state
    game._after(game.chooser)  # noqa: SLF001 - the action's Outstanding Tasks (334, 323, 383)
    if not state.chain:
        return
    if not state.flow.whole_game:
        game.run()
        return
    state.flow.priority, state.flow.passes = state.chain[-1].controller, 0
    state.flow.chain_by_player = False  # opened by triggered abilities (340.2.a, 346.1)


def resume(game: Game) -> None:
    """Continue the suspended procedures, newest first, while the chain is empty and nobody has won."""
    flow = game.state.flow
    while flow.procedures and not game.state.chain and flow.winner is None:
        if _drive(game, flow.procedures.pop(), True) is _WAITING:
            return


def waiting(game: Game) -> tuple[str, ...]:
    """The labels of the suspended procedures, oldest first ("the Ending Phase", "combat at …")."""
    return tuple(s.label for s in game.state.flow.procedures)


_WAITING = object()


def _drive(game: Game, procedure: Suspended, sent: bool | None) -> Any:
    """Run steps until the procedure ends (its result) or a whole game waits for the chain (_WAITING)."""
    state = game.state
    while True:
        try:
            procedure.steps.send(sent)  # type: ignore[arg-type]  # None starts a fresh generator
        except StopIteration as done:
            return done.value
        # The step's Outstanding Tasks (334, 323), then its triggers on the chain (383).
        game._after(game.chooser if procedure.chooser is None else procedure.chooser)  # noqa: SLF001
        sent = bool(state.chain)
        if state.flow.whole_game and check_winner(state) is not None:
            procedure.steps.close()  # 323.1: the game is over (196)
            return _WAITING
        if not sent:
            continue
        if not state.flow.whole_game:
            game.run()  # every player passes at once
            continue
        state.flow.procedures.append(procedure)
        state.flow.priority, state.flow.passes = state.chain[-1].controller, 0  # 337.4
        state.flow.chain_by_player = False  # a triggered ability opened this chain (340.2.a)
        return _WAITING
