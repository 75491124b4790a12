"""Benchmark: self-play games per second and time per game action, against a baseline measured in the
same run: the same games with every card's text removed (the same costs, Might and types; no
abilities), so the ratio is what compiled card text costs on top of the rules engine (turns, runes,
legal actions, showdowns, combat, invariants).

    .venv/bin/python benchmarks/selfplay.py [PATH …] [--games N] [--seed S]

PATH defaults to ../shared/corpus/cards.jsonl (else the project's cards/). Both runs play the same
seeds one after the other in this process; each game checks the invariants after every action, as
`riftc simulate` does.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from pathlib import Path

from riftc import pipeline
from riftc.selfplay.batch import jobs, run_job
from riftc.selfplay.decks import Pool

PROJECT = Path(__file__).resolve().parents[1]
DEFAULT = PROJECT.parent / "shared" / "corpus" / "cards.jsonl"


def measure(pool: Pool, games: int, seed: int) -> tuple[float, int, int]:
    """(seconds, games completed, actions) for ``games`` games of ``pool``."""
    started, completed, actions = time.perf_counter(), 0, 0
    for job in jobs(pool, games, seed):
        record = run_job(job)
        completed += record.completed
        actions += record.actions
    return time.perf_counter() - started, completed, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    paths = args.paths or [DEFAULT if DEFAULT.exists() else PROJECT / "cards"]
    run = pipeline.compile_paths(paths)
    cards = tuple(r.definition for r in run.results if r.compiled)
    pool = Pool(cards)  # type: ignore[arg-type]
    vanilla = Pool(tuple(dataclasses.replace(c, abilities=(), effect_abilities=()) for c in cards))  # type: ignore[arg-type]
    rows = []
    for name, which in (("vanilla (baseline)", vanilla), ("compiled cards", pool)):
        seconds, completed, actions = measure(which, args.games, args.seed)
        rows.append((name, seconds, completed, actions))
        print(f"{name:20s} {args.games} games ({completed} completed) in {seconds:.2f} s: "
              f"{args.games / seconds:.2f} games/s, {actions} actions, {1000 * seconds / max(actions, 1):.3f} ms/action")
    base, real = rows
    per_action = (real[1] / max(real[3], 1)) / (base[1] / max(base[3], 1))
    print(f"ratio to the baseline: {real[1] / base[1]:.2f}x the time per game, {per_action:.2f}x the time per action")


if __name__ == "__main__":
    main()
