"""Replacing a player's scoring: "If a player would score 1 point from conquering or holding during
their first or second turn, they draw 1 instead." (a static replacement ability, 368.1, of a player's
action rather than of an object's).

``combat`` asks ``replace_score`` before a conquer or hold gives its point (469, 471.1): if a
replacement applies, the point is not gained and the replacement's instructions run instead (370.1.b),
with ``ScoringPlayer()`` the player who would have scored. Conquering or holding still happens (the
battlefield is controlled, "When you conquer" triggers): only the point is replaced.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import log
from .effects import Effect
from .targets import PlayerRef, Scope

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState


@dataclass(frozen=True)
class ScoreReplacement:
    """A static replacement of scoring ``amount`` point(s) from one of ``ways`` ("conquer", "hold")
    during the scoring player's ``turns`` (their 1st, 2nd … turn; empty: any turn) with ``instead``."""

    instead: Effect
    ways: tuple[str, ...] = ("conquer", "hold")
    amount: int = 1
    turns: tuple[int, ...] = ()


@dataclass(frozen=True)
class ScoringPlayer(PlayerRef):
    """"they" in a scoring replacement: the player who would have scored (370.1.b)."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        player = getattr(scope, "event_player", None)
        return None if player is None else (player,)


def turn_number(state: GameState, player: int) -> int:
    """How many turns ``player`` has had, this one included: turns go around in turn order (115.1.c)
    from turn 1, so turn t belongs to the player ``t - 1`` seats after turn 1's player."""
    seats = len(state.players)
    first = (state.current - (state.turn - 1)) % seats
    return sum(1 for t in range(1, state.turn + 1) if (first + t - 1) % seats == player)


def replace_score(state: GameState, way: str, player: int, amount: int = 1) -> bool:
    """Apply the oldest scoring replacement on the board to ``player`` scoring ``amount`` from
    ``way``; True if one applied (the point is not gained)."""
    from .effects import Resolution  # instructions call combat, which calls this
    from .layers import compute
    view = compute(state)
    found = [(src, ability) for src in state.board_objects() for ability, _ in view.instances(src)
             if isinstance(ability, ScoreReplacement) and way in ability.ways and ability.amount == amount
             and (not ability.turns or turn_number(state, player) in ability.turns)]
    if not found:
        return False
    src, ability = min(found, key=lambda f: f[0].timestamp)
    log(state, "score", (), False, f"score replaced: {state.player(player).name} would score {amount} point(s), "
        f"{src.name} applies instead", "370.1.b", by=player, source=src.oid, reason="replaced")
    res = Resolution(state, source=src.oid, controller=src.controller, chooser=state.chooser)
    res.event_player = player  # read by ScoringPlayer
    if res.choose_targets(ability.instead):
        res.run(ability.instead)
    return True
