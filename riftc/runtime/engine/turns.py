"""The turn procedure (314-317): the Ending Phase of one turn, then the start of the next one, phase by
phase up to its Main Phase. ``GameState.phase`` names the phase the game is in, and every event is
stamped with it ("When a friendly unit dies during your Beginning Phase", 315.2); each phase's
triggers go on the chain and resolve within it, before the next phase begins (307, 315, 335).

The procedure is a generator run by ``procedures.perform``: each ``yield`` ends a step, whose triggers
go on the chain; in a whole game the players then have Priority on them (the Ending Step's "at the end
of turn" triggers may be answered with a [Reaction], 317.1, riftbound-origins-faq-027) and the
procedure goes on when the chain is empty again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.events import log
from ..model.objects import PERMANENT, THIS_TURN
from ..rules import actions, combat, zone_actions
from ..rules.rule_changes import runes_to_channel
from . import procedures
from .procedures import Steps

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Game

MAX_EXPIRATIONS = 50  # 317.2.f repeats while triggers keep resolving; no real turn comes close


def end_turn(game: Game, draw: bool = True) -> None:
    """The Ending Phase and the next turn up to its Main Phase (``ending_steps``), waiting for the chain
    between steps in a whole game (module docstring)."""
    procedures.perform(game, ending_steps(game, draw), "the turn's end and the next turn's start")


def start_turn(game: Game, draw: bool = True) -> None:
    """The start of a turn up to its Main Phase (``starting_steps``), as ``end_turn`` runs it."""
    procedures.perform(game, starting_steps(game, draw), "the start of the turn")


def ending_steps(game: Game, draw: bool = True) -> Steps:
    """Ending phase (317): the Ending Step's "at the end of turn" triggers (317.1), then the Expiration
    Step's ending cleanup (heal all, "this turn" effects expire, stuns end, rune pools empty,
    317.2.b-d, 423.1.a.2), begun again while items went through FEPR after it (317.2.f); then the
    next player's turn starts (``starting_steps``, 317.3)."""
    state = game.state
    state.phase = "ending"
    log(state, "turn_end", (), True, f"end of {state.player(state.current).name}'s turn",
        "317.1.a", by=state.current)
    yield
    for _ in range(MAX_EXPIRATIONS):
        expire(game)
        if not (yield):  # 317.2.f: nothing went through FEPR, the Expiration Step is over
            break
    state.current = next_turn_player(game)
    state.turn += 1
    for player in state.players:  # what was spent "this turn" (166.2) starts again
        player.pool.spent_energy = player.pool.spent_power = 0
    yield from starting_steps(game, draw)


def next_turn_player(game: Game) -> int:
    """Who takes the next turn (736-738): the owner of the first queued Additional Turn, else the next
    player in the Turn Order after the last regular turn (737: Additional Turns don't change it)."""
    state, flow = game.state, game.state.flow
    flow.created_this_turn = 0
    if flow.additional_turns:
        if flow.regular_turn is None:  # leaving a regular turn: the Turn Order goes on from it later
            flow.regular_turn = state.current
        return flow.additional_turns.pop(0)
    after = state.current if flow.regular_turn is None else flow.regular_turn
    flow.regular_turn = None
    return (after + 1) % len(state.players)


def expire(game: Game) -> None:
    """The ending cleanup's expiries (317.2.b-d): damage healed, stuns end, "this turn" effects and
    rune pools are gone; the Might that changes with them is noted (709, 710)."""
    state = game.state
    before = actions.unit_mights(state)
    for obj in state.board_objects():
        obj.damage = 0
        obj.stunned = False
        obj.prevention.clear()  # "this turn" prevention ends (437.1.b)
        obj.modifiers = [m for m in obj.modifiers if m.duration == PERMANENT]
        obj.grants = [g for g in obj.grants if g.duration == PERMANENT]
    for player in state.players:
        player.pool.empty()
    # passives made true "this turn" expire with the others (317.2.c); "your next card costs [2] less"
    # waits for that card (MakeTrue.until_used)
    state.lasting[:] = [entry for entry in state.lasting if getattr(entry, "until_used", False)]
    log(state, "expire", (), True, f"{THIS_TURN} effects expire", "317.2.c", by=None)
    actions.note_might_changes(state, before)


def starting_steps(game: Game, draw: bool = True) -> Steps:
    """The start of a turn (315), each phase in order: Awaken (ready the turn player's objects,
    315.1.b), Beginning ("at the start of your Beginning Phase" effects, 315.2.a.1; [Temporary] kills
    before scoring, 816.1.b; the Scoring Step's holds, 315.2.b, in a whole game only: elsewhere they are
    the caller's), Channel (2 runes, 315.3.b, maybe limited, plus a First Turn Process extra rune) and
    Draw (1, 315.4.b; skipped by a First Turn Process), both skipped when ``draw`` is False; then the Main Phase begins
    (316.1): rune pools empty (316.3) and "at the start of your Main Phase" effects take place (316.4)."""
    state, pid = game.state, game.state.current
    state.phase = "awaken"
    for obj in state.board_objects():
        if obj.controller == pid and obj.exhausted:
            actions.ready(state, obj.oid, by=pid)
    yield
    state.phase = "beginning"
    log(state, "turn_start", (), True, f"start of {state.player(pid).name}'s turn", "315.2.a.1", by=pid)
    view = game.view()
    for obj in [o for o in state.board_objects() if o.controller == pid]:
        if view.keyword_value(obj, "Temporary") is not None:  # 816.1.b: before scoring, kill it
            zone_actions.kill(state, obj.oid, by=pid, source=obj.oid)
    yield
    if state.flow.whole_game:
        yield from _scoring_step(game, pid)
    if draw:
        state.phase = "channel"
        extra = state.flow.extra_runes.pop(pid, 0)  # First Turn Process: the last player's extra rune (485.7)
        zone_actions.channel(state, pid, runes_to_channel(state) + extra)  # 315.3.b, maybe limited
        yield
        state.phase = "draw"
        if pid in state.flow.skip_draw:  # First Turn Process: the first player doesn't draw (487.7, 488.7, 489.7)
            state.flow.skip_draw.discard(pid)
        else:
            zone_actions.draw(state, pid, 1)  # burning out first if the deck is empty (315.4.b.1-2)
        yield
    state.phase = "main"
    for player in state.players:
        player.pool.empty()
    log(state, "main_start", (), True, f"{state.player(pid).name}'s Main Phase begins", "316.4", by=pid)
    yield


def _scoring_step(game: Game, pid: int) -> Steps:
    """The Scoring Step (315.2.b) of a whole game: the turn player holds every battlefield they control
    (469.2). Battlefields a teammate controls now can't be scored by the team this turn (489.8.b)."""
    state = game.state
    state.flow.held_by_ally = {f.index for f in state.battlefields if f.controller in state.teammates(pid)}
    for field in state.battlefields:
        if field.controller == pid:
            combat.hold(state, pid, field.index)
            yield
