"""One self-play game, the unit of work: ``play_game(seed, decks) -> GameRecord``."""

from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass

from riftc.runtime import CardDef, Game, acting_player
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
    after every action. Never raises: a crash is recorded with the seed that reproduces it."""
    started = time.perf_counter()
    policy = RandomPolicy(random.Random(seed))
    game: Game | None = None
    actions, invariant, crash = 0, None, None
    invariants = Invariants()
    try:
        game = new_game(decks, mode, seed=seed, chooser=policy, token_cards=tokens)
        while game.state.flow.winner is None and game.state.turn <= MAX_TURNS and actions < MAX_ACTIONS:
            player = actor(game)
            choices = game.legal_actions(player) if player is not None else []
            if not choices:
                invariant = f"turn {game.state.turn}: the player who may act ({player}) has no legal action (305, 312)"
                break
            game.take(policy.pick(choices))
            actions += 1
            problems = invariants.broken(game)
            if problems:
                invariant = f"turn {game.state.turn}, action {actions}: {problems[0]}"
                break
    except Exception as error:  # noqa: BLE001 - a crash is what self-play is there to find
        where = traceback.extract_tb(error.__traceback__)[-1]
        crash = f"{type(error).__name__}: {str(error)[:300]} ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"
    state = game.state if game is not None else None
    played = sorted({state.lookup(e.source).card.id for e in state.log.events  # type: ignore[union-attr]
                     if e.kind == "play" and e.performed and e.source is not None and state.lookup(e.source)}) if state else []
    return GameRecord(seed, mode, bool(state and state.flow.winner is not None and crash is None),
                      state.flow.winner if state else None, state.turn if state else 0, actions,
                      tuple(team_points(state, p.pid) for p in state.players) if state else (),
                      tuple(played), time.perf_counter() - started, crash, invariant)

