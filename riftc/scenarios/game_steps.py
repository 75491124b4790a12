"""Running a whole game's scenario lines: the mode's setup, a player's actions through ``Game.take``,
and the checks of ``GameExpect`` (docs/scenarios.md, "A whole game")."""

from __future__ import annotations

from typing import Callable

from riftc.runtime import (MODES, ActivateAction, EndTurnAction, Game, GameObject, HideAction, IllegalAction,
                           InviteAction, PassAction, PlayCardAction, RuneAction, StandardMoveAction)
from riftc.runtime.engine.legal_actions import refusal
from riftc.runtime.engine.player_actions import Action
from riftc.scenarios.checks import ScenarioFailure
from riftc.scenarios.model import GameExpect, Pos, Scenario, Take

Lookup = Callable[[str, Pos], GameObject]


def players_of(scenario: Scenario) -> int:
    """How many players the scenario's game has: its mode's (483.1), else two, or as many as it names."""
    if scenario.mode is not None:
        return MODES[scenario.mode].players
    named = [p.player for p in scenario.placements] + [s.player for s in scenario.scores]
    named += [c.player for c in scenario.controls] + [scenario.turn]
    named += [i.player for i in scenario.items if isinstance(i, Take)]
    return max(2, max(named) + 1)


def set_up(game: Game, scenario: Scenario) -> None:
    """A ``mode:`` makes the game a whole game of that mode (Victory Score, teams, timing); ``phase:``
    sets the phase of the turn (the Main Phase by default in a whole game)."""
    state = game.state
    if scenario.mode is not None:
        mode = MODES[scenario.mode]
        state.flow.whole_game, state.victory_score, state.teams = True, mode.victory_score, mode.teams
        state.phase = "main"
    if scenario.phase is not None:
        state.phase = scenario.phase
    state.flow.priority = state.current


def action_of(game: Game, lookup: Lookup, take: Take) -> Action:
    """The action a ``Take`` line names: the one ``Game.legal_actions`` lists when it does, else the same
    action built here (taking it then raises the rules' refusal)."""
    listed = game.legal_actions(take.player)
    objects = tuple(lookup(name, take.pos) for name in take.objects)
    ids = tuple(o.oid for o in objects)
    for action in listed:
        if _matches(action, take, ids):
            return action
    return _built(take, objects)


def _matches(action: Action, take: Take, ids: tuple[int, ...]) -> bool:
    if take.kind == "play":
        return isinstance(action, PlayCardAction) and action.card == ids[0] and action.to == take.to
    if take.kind == "activate":
        return isinstance(action, ActivateAction) and action.source == ids[0] and action.index == take.index
    if take.kind == "move":
        return isinstance(action, StandardMoveAction) and set(action.units) == set(ids) and action.to == take.to
    if take.kind == "hide":
        return isinstance(action, HideAction) and action.card == ids[0] and action.battlefield == take.to
    if take.kind == "rune":
        return isinstance(action, RuneAction) and action.rune == ids[0] and action.ability == _rune(take)
    if take.kind == "pass":
        return isinstance(action, PassAction)
    if take.kind == "invite":
        return isinstance(action, InviteAction) and action.teammate == take.index
    return isinstance(action, EndTurnAction)


def _rune(take: Take) -> str:
    return ("exhaust", "recycle")[take.index]


def _built(take: Take, objects: tuple[GameObject, ...]) -> Action:
    who, text = take.player, f"P{take.player + 1} {take.kind}"
    if take.kind == "play":
        return PlayCardAction(player=who, description=text, card=objects[0].oid, zone=objects[0].zone.value, to=take.to)
    if take.kind == "activate":
        return ActivateAction(player=who, description=text, source=objects[0].oid, index=take.index)
    if take.kind == "move":
        return StandardMoveAction(player=who, description=text, units=tuple(o.oid for o in objects), to=take.to)
    if take.kind == "hide":
        return HideAction(player=who, description=text, card=objects[0].oid, battlefield=take.to or 0)
    if take.kind == "rune":
        return RuneAction(player=who, description=text, rune=objects[0].oid, ability=_rune(take))
    if take.kind == "pass":
        return PassAction(player=who, description=text)
    if take.kind == "invite":
        return InviteAction(player=who, description=text, teammate=take.index)
    return EndTurnAction(player=who, description=text)


def run_take(game: Game, lookup: Lookup, take: Take, chooser: object) -> None:
    """Take the action (IllegalAction, with the rule, when the rules refuse it); ``chooser`` answers
    what it asks (its "choosing" answers)."""
    action = action_of(game, lookup, take)
    before = game.chooser
    game.chooser = game.state.chooser = chooser  # type: ignore[assignment]
    try:
        game.take(action)
    finally:
        game.chooser = game.state.chooser = before


def check_game(game: Game, lookup: Lookup, expect: GameExpect) -> None:
    """Raise ScenarioFailure unless ``expect`` holds."""
    state, flow = game.state, game.state.flow
    value = expect.value
    if expect.what == "may":
        assert expect.take is not None
        action = action_of(game, lookup, expect.take)
        listed = action in game.legal_actions(expect.take.player)
        if listed == expect.negated:
            reason = "it is listed" if listed else f"it is not listed: {_refusal(game, action)}"
            raise ScenarioFailure(expect.pos, f"expected P{expect.take.player + 1} "
                                  f"{'not ' if expect.negated else ''}to be able to {expect.take.kind} that, but {reason}")
        return
    found: object = {"winner": flow.winner, "turn": state.current, "focus": flow.focus, "priority": flow.priority,
                     "phase": state.phase, "showdown": flow.showdown}.get(expect.what)
    if expect.what in ("controls", "contests"):
        assert expect.take is not None and isinstance(value, int)
        owner = state.battlefields[value].controller if expect.what == "controls" else flow.contested.get(value)
        holds = owner == expect.take.player
        if not holds:
            raise ScenarioFailure(expect.pos, f"expected P{expect.take.player + 1} to {expect.what[:-1]} battlefield "
                                  f"{value + 1}, but {_player(owner)} does")
        return
    holds = found is not None if value is None else found == value
    if holds == expect.negated:
        shown = _player(found) if expect.what in ("winner", "turn", "focus", "priority") else (
            f"battlefield {found + 1}" if isinstance(found, int) else repr(found))
        raise ScenarioFailure(expect.pos, f"expected {'no ' if expect.negated else ''}{expect.what} "
                              f"{'' if value is None else _player(value) if expect.what != 'phase' and expect.what != 'showdown' else value}"
                              f", but it is {shown}")


def _refusal(game: Game, action: Action) -> str:
    try:
        return refusal(game, action) or "listed by no rule"
    except IllegalAction as error:
        return str(error)


def _player(pid: object) -> str:
    return "nobody" if pid is None else f"P{int(pid) + 1}" if isinstance(pid, int) else str(pid)
