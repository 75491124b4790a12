"""Batches of self-play games: decks for each game, local processes or a Dask cluster, the summary.

Game ``i`` of a batch with seed ``S`` uses seed ``S + i`` for its decks (when they are random) and its
policy, so ``--games 1 --seed S+i`` replays it alone.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Iterable

from riftc.runtime import CardDef
from riftc.runtime.engine.setup import DeckCards
from riftc.runtime.model.modes import MODES
from .decks import Pool, random_deck
from .games import GameRecord, play_game


@dataclass(frozen=True)
class Job:
    """One game to play: its seed, decks and mode (plain data, sent to a worker as it is)."""

    seed: int
    decks: tuple[DeckCards, ...]
    mode: str
    tokens: tuple[CardDef, ...] = ()


def run_job(job: Job) -> GameRecord:
    """The unit of work for a worker process or a cluster: ``play_game`` on a ``Job``."""
    return play_game(job.seed, job.decks, job.mode, job.tokens)


def jobs(pool: Pool, games: int, seed: int, mode: str = "duel",
         decklists: tuple[DeckCards, ...] = ()) -> Iterable[Job]:
    """The games of a batch: random decks from ``pool``, or decks drawn from ``decklists``."""
    players = MODES[mode].players
    for index in range(games):
        rng = random.Random(seed + index)
        if decklists:
            decks = tuple(rng.choice(decklists) for _ in range(players))
        else:
            decks = tuple(random_deck(pool, rng) for _ in range(players))
        yield Job(seed + index, decks, mode, pool.tokens)


@dataclass
class Summary:
    """The numbers a batch reports (``riftc simulate``)."""

    games: int = 0
    completed: int = 0
    crashes: list[tuple[int, str]] = field(default_factory=list)
    invariant_failures: list[tuple[int, str]] = field(default_factory=list)
    unfinished: list[int] = field(default_factory=list)  # seeds of games without a winner at the caps
    winners: dict[int, int] = field(default_factory=dict)
    turns: list[int] = field(default_factory=list)
    actions: int = 0
    cards_played: set[str] = field(default_factory=set)
    seconds: float = 0.0
    game_seconds: float = 0.0

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.completed += record.completed
        if record.crash is not None:
            self.crashes.append((record.seed, record.crash))
        if record.invariant is not None:
            self.invariant_failures.append((record.seed, record.invariant))
        if not record.completed and record.crash is None and record.invariant is None:
            self.unfinished.append(record.seed)
        if record.winner is not None:
            self.winners[record.winner] = self.winners.get(record.winner, 0) + 1
        self.turns.append(record.turns)
        self.actions += record.actions
        self.cards_played.update(record.cards_played)
        self.game_seconds += record.seconds

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games, "completed": self.completed, "crashes": len(self.crashes),
            "invariant_failures": len(self.invariant_failures),
            "distinct_cards_played": len(self.cards_played),
            "games_per_second": round(self.games / self.seconds, 3) if self.seconds else 0.0,
            "actions": self.actions,
            "seconds_per_action": round(self.game_seconds / self.actions, 6) if self.actions else 0.0,
            "winners": {f"P{seat + 1}": n for seat, n in sorted(self.winners.items())},
            "turns": {"min": min(self.turns, default=0), "max": max(self.turns, default=0),
                      "mean": round(sum(self.turns) / len(self.turns), 2) if self.turns else 0},
            "crash_seeds": [{"seed": s, "error": e} for s, e in self.crashes],
            "invariant_failure_seeds": [{"seed": s, "failure": e} for s, e in self.invariant_failures],
            "unfinished_seeds": self.unfinished,
        }


def run_batch(work: Iterable[Job], workers: int = 1, cluster: str | None = None,
              progress: Callable[[GameRecord], None] = lambda record: None) -> Summary:
    """Play every job: in this process, in ``workers`` processes (concurrent.futures), or on the Dask
    cluster at ``cluster`` (the ``[cluster]`` extra); the summary of their records."""
    summary, started = Summary(), time.perf_counter()
    if cluster is not None:
        records: Iterable[GameRecord] = _on_cluster(list(work), cluster)
    elif workers > 1:
        executor = ProcessPoolExecutor(max_workers=workers)
        records = executor.map(run_job, work, chunksize=4)
    else:
        records = map(run_job, work)
    for record in records:
        summary.add(record)
        progress(record)
    if cluster is None and workers > 1:
        executor.shutdown()
    summary.seconds = time.perf_counter() - started
    return summary


def _on_cluster(work: list[Job], address: str) -> list[GameRecord]:
    """Run the jobs on a Dask distributed cluster (``pip install 'riftc[cluster]'``)."""
    try:
        from distributed import Client
    except ImportError as error:  # pragma: no cover - depends on the extra
        raise RuntimeError("--cluster needs Dask distributed: pip install 'riftc[cluster]'") from error
    with Client(address) as client:
        return client.gather(client.map(run_job, work, pure=False))
