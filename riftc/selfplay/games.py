"""One self-play game, the unit of work: ``play_game(seed, decks) -> GameRecord``."""

from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass

from riftc.runtime import MODES, CardDef, Game, GameState, acting_player, new_match
from riftc.runtime.engine.setup import DeckCards, new_game
from riftc.runtime.rules.victory import team_points
from .invariants import Invariants
from .policy import RandomPolicy

MAX_TURNS = 150  # a game still going after this many turns is reported as not completed
MAX_ACTIONS = 4000


@dataclass(frozen=True)
class GameRecord:
    """What happened in one game: ``completed`` when someone won; ``crash`` (an exception's last line and
    place) or ``invariant`` (the first invariant broken) with the ``seed`` that reproduces it."""

    seed: int
    mode: str
    completed: bool
    winner: int | None
    turns: int
    actions: int
    points: tuple[int, ...]
    cards_played: tuple[str, ...]
    seconds: float
    crash: str | None = None
    invariant: str | None = None


def actor(game: Game) -> int | None:
    """The player who may act now: Priority while a chain exists, Focus in a showdown, an invited
    teammate, else the turn player (312.2, 489.8.a)."""
    return acting_player(game.state)


def play_game(seed: int, decks: tuple[DeckCards, ...], mode: str = "duel",
              tokens: tuple[CardDef, ...] = ()) -> GameRecord:
    """Play one game between ``decks`` with the random policy seeded by ``seed``, checking the invariants
    after every action; in a mode of several games (the 1v1 Match, 486.6) the whole match, whose winner
    is the record's. Never raises: a crash is recorded with the seed that reproduces it."""
    started = time.perf_counter()
    policy = RandomPolicy(random.Random(seed))
    run = _Run(policy)
    state = None
    try:
        if MODES[mode].games_to_win > 1:
            match = new_match(decks, mode, seed=seed, chooser=policy, token_cards=tokens)
            game: Game | None = match.game
            while game is not None and run.play(game):
                game = match.next_game()
            state, winner = match.game.state, match.winner
        else:
            game = new_game(decks, mode, seed=seed, chooser=policy, token_cards=tokens)
            run.play(game)
            state, winner = game.state, game.state.flow.winner
    except Exception as error:  # noqa: BLE001 - a crash is what self-play is there to find
        where = traceback.extract_tb(error.__traceback__)[-1]
        run.crash = f"{type(error).__name__}: {str(error)[:300]} ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"
        state, winner = (run.last.state if run.last is not None else None), None
        if run.last is not None:
            run.turns += run.last.state.turn
            run.played |= _cards_played(run.last)
    return _record(seed, mode, run, state, winner, time.perf_counter() - started)


class _Run:
    """The actions taken so far across the games of one record, and what went wrong."""

    def __init__(self, policy: RandomPolicy) -> None:
        self.policy, self.invariants = policy, Invariants()
        self.actions, self.turns, self.played = 0, 0, set[str]()
        self.invariant: str | None = None
        self.crash: str | None = None
        self.last: Game | None = None

    def play(self, game: Game) -> bool:
        """Play ``game`` to its end or the caps; True when it has a winner."""
        self.last, self.invariants = game, Invariants()
        before = self.actions
        while game.state.flow.winner is None and game.state.turn <= MAX_TURNS and self.actions - before < MAX_ACTIONS:
            player = actor(game)
            choices = game.legal_actions(player) if player is not None else []
            if not choices:
                self.invariant = f"turn {game.state.turn}: the player who may act ({player}) has no legal action (305, 312)"
                break
            game.take(self.policy.pick(choices))
            self.actions += 1
            problems = self.invariants.broken(game)
            if problems:
                self.invariant = f"turn {game.state.turn}, action {self.actions}: {problems[0]}"
                break
        self.turns += game.state.turn
        self.played |= _cards_played(game)
        return game.state.flow.winner is not None and self.invariant is None


def _cards_played(game: Game) -> set[str]:
    state = game.state
    return {state.lookup(e.source).card.id for e in state.log.events  # type: ignore[union-attr]
            if e.kind == "play" and e.performed and e.source is not None and state.lookup(e.source)}


def _record(seed: int, mode: str, run: _Run, state: GameState | None, winner: int | None,
            seconds: float) -> GameRecord:
    completed = winner is not None and run.crash is None and run.invariant is None
    return GameRecord(seed, mode, completed, winner, run.turns, run.actions,
                      tuple(team_points(state, p.pid) for p in state.players) if state else (),
                      tuple(sorted(run.played)), seconds, run.crash, run.invariant)
