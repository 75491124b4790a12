"""Winning the game (193-196, 323.1, 472) and the Final Point (471.1.b).

Points are kept per player; in a mode with teams a team's points are the sum of its players' (489.8.d:
both players of a team have the team's points, and what one gains the team gains), so every rule here
reads ``team_points``. A player wins in a cleanup when their team has at least the Victory Score and
more points than every other team (194.2, 323.1); with a tie at the top play goes on (194.2.b).
"""

from __future__ import annotations

from ..model.events import Outcome, log
from ..model.state import GameState
from .rule_changes import victory_score


def team_points(state: GameState, player: int) -> int:
    """The points of ``player``'s team (489.8.d.1; a player alone is a team of one)."""
    return sum(p.points for p in state.players if state.teams[p.pid] == state.teams[player])


def check_winner(state: GameState) -> int | None:
    """Cleanup step 1 (323.1, 194.2): the player whose team has the Victory Score or more and more
    points than any opposing team wins, and the game ends (196). Returns the winner (already set
    ones stay); logs a "win" event the first time."""
    if state.flow.winner is not None:
        return state.flow.winner
    needed = victory_score(state)
    best: dict[int, int] = {}
    for player in state.players:
        best.setdefault(state.teams[player.pid], team_points(state, player.pid))
    ranked = sorted(best.items(), key=lambda item: -item[1])
    top_team, top = ranked[0]
    if top < needed or (len(ranked) > 1 and ranked[1][1] == top):
        return None  # 194.2.b: equal points at the top, play continues
    state.flow.winner = next(p.pid for p in state.players if state.teams[p.pid] == top_team)
    team = [p.name for p in state.players if state.teams[p.pid] == top_team]
    log(state, "win", (), True, f"{' and '.join(team)} win{'s' if len(team) == 1 else ''} the game with {top} "
        f"points (Victory Score {needed})", "323.1", by=state.flow.winner, amount=top)
    return state.flow.winner


def win_by_effect(state: GameState, player: int, *, source: int | None = None) -> Outcome:
    """An effect makes ``player`` win the game (195), whatever the points: the game ends with them
    (and their team, 489.6.a) as the winner at the next cleanup (323.1 sees the winner set). A game
    already won stays won: nothing after the end of the game changes who won (196)."""
    me = state.player(player)
    if state.flow.winner is not None:
        log(state, "win", (), False, "win negated: the game was already won", "196", by=player, source=source)
        return Outcome("win", players=(player,))
    state.flow.winner = player
    log(state, "win", (), True, f"{me.name} wins the game", "195", by=player, source=source)
    return Outcome("win", players=(player,), done=True)


def scored_this_turn(state: GameState, player: int) -> set[int]:
    """The battlefields ``player``'s team scored (conquered or held) this turn (470)."""
    team = state.teams[player]
    return {e.amount - 1 for e in state.log.events if e.kind in ("conquer", "hold") and e.performed
            and e.turn == state.turn and e.player is not None and state.teams[e.player] == team
            and e.amount is not None and e.amount > 0}


def final_point_denied(state: GameState, player: int, battlefield: int) -> bool:
    """471.1.b: a conquer that would bring the team to the Victory Score gives the Final Point only if
    the player has scored every battlefield this turn, this one included; otherwise they draw a card
    instead (471.1.b.1). In 2v2 the battlefields an ally occupied in this turn's Scoring Step are not
    required (489.8.g.1). Points from anything but a conquer are not bound by this (471.1.a.1)."""
    if team_points(state, player) < victory_score(state) - 1:
        return False
    needed = set(range(len(state.battlefields))) - state.flow.held_by_ally
    return not needed <= scored_this_turn(state, player) | {battlefield}
