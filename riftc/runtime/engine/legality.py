"""Check legality (358) once a card's costs are paid, and undo a play that fails it (358.5, 806.4.b,
813.4.b): the game as it was before the costs were paid, the card back where it was played from.

A ``Snapshot`` is a deep copy of the ``GameState`` taken before anything is paid, only when an
additional cost can change what the check reads (``snapshot_before_costs``). Restoring it puts every
object's saved fields back into the same Python instance (code holding a reference, such as a
scenario's labels, keeps following its card, as after a zone change, 124) and the rest of the state
back as it was: the pool, the runes used to fill it, a unit killed as a cost, the log. Card
definitions, the chooser and the procedures under way are shared, not copied: paying a cost doesn't
change them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..effects.resolution import Effect
from ..model.objects import CLOCK, GameObject
from ..model.state import GameState, IllegalAction
from ..rules import play_locations
from ..rules.costs import Cost
from . import legal_actions
from .play_costs import RESOURCE_COSTS

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Game


@dataclass(frozen=True)
class Snapshot:
    """The saved state and, for each object then in it, its saved copy."""

    state: GameState
    objects: tuple[tuple[GameObject, GameObject], ...]  # (the live instance, its saved copy)


def snapshot_before_costs(game: Game, spell: Effect | None, to: int | None, from_hidden: int | None,
                          extras: list[Cost]) -> Snapshot | None:
    """The game to go back to if paying these costs makes the play illegal: an additional cost that
    changes the board (kills the unit that made a battlefield valid, or the one giving the card its
    timing) is followed by a legality check (358). None when nothing it pays can change what the check
    reads (timing is enforced in a whole game only)."""
    checked = spell is None and to is not None or game.state.flow.whole_game
    if not checked or from_hidden is not None or all(isinstance(c, RESOURCE_COSTS) for c in extras):
        return None
    return snapshot(game.state)


def illegal_after_costs(game: Game, obj: GameObject, who: int, to: int | None) -> str | None:
    """Check legality (358) of a card played to ``to``, its costs paid: a unit still has a valid
    location (355.2; an [Ambush] battlefield with no units of its player left, 822.3), and in a whole
    game the card still has the timing it was played at (358.4): a granted [Action] or [Reaction]
    whose circumstances the costs ended (806.4.b, 813.4.b). None when it is legal."""
    state = game.state
    if to is not None and (obj.card.type or "").lower() == "unit":
        try:
            play_locations.check_location(state, game.view(), obj, who, to)
        except IllegalAction as error:
            return f"{error} once its costs were paid: the play is undone (358.5, 822.3)"
    if state.flow.whole_game:
        timing = legal_actions.play_timing(game, obj, who, to)
        no = legal_actions.timing_refusal(state, who, timing, obj.name)
        if no is not None:
            return f"{no}, once its costs were paid: the play is undone (358.4; 806.4.b, 813.4.b)"
    return None


def snapshot(state: GameState) -> Snapshot:
    """A copy of ``state`` to undo to; the live objects are remembered with their copies."""
    # Shared, not copied: the chooser and the token definitions, and the procedures waiting on the chain
    # (running generators, which paying a cost doesn't advance).
    shared = (state.chooser, state.token_cards, state.flow.procedures)
    memo: dict[int, object] = {id(thing): thing for thing in shared}
    for obj in (*state.objects.values(), *state.lki.values()):
        memo[id(obj.card)] = obj.card  # definitions are immutable data
    live = list(state.objects.values())
    saved = copy.deepcopy(state, memo)
    return Snapshot(saved, tuple((obj, memo[id(obj)]) for obj in live))  # type: ignore[misc]


def restore(state: GameState, saved: Snapshot) -> None:
    """Put ``state`` back as it was when ``saved`` was taken, in place."""
    table = saved.state.objects
    for live, kept in saved.objects:
        for name, value in kept.__dict__.items():
            if name not in ("changed", "on_board"):  # set again by the assignment itself
                setattr(live, name, value)
        table[live.oid] = live  # the saved table holds the live instances again, not copies
    state.__dict__.update(saved.state.__dict__)
    state.view_cache = None
    CLOCK[0] += 1  # every cache keyed by the change clock is stale
