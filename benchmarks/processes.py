"""Timing whole processes for the benchmarks: commands run in turn (A B A B ...), the median quoted.

Taking turns keeps a burst of load from another process on this shared machine from landing on one
side only; the median of several runs is what the benchmarks print, with the min-max spread.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable


@dataclass(frozen=True)
class Command:
    """One process to time: its arguments, what to add to the environment, and what to do before each run
    (outside the timed region, e.g. empty a cache folder)."""

    argv: Sequence[str]
    env: Mapping[str, str] = field(default_factory=dict)
    before: Callable[[], None] | None = None
    cwd: Path = PROJECT


def run_once(command: Command) -> float:
    """Wall seconds of one run; fails loudly if the command fails (a benchmark of an error is no benchmark)."""
    if command.before is not None:
        command.before()
    environment = dict(os.environ, **command.env)
    started = time.perf_counter()
    done = subprocess.run(list(command.argv), env=environment, cwd=command.cwd, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if done.returncode not in (0, 1):  # 1: e.g. coverage reports cards that do not compile
        raise SystemExit(f"{' '.join(command.argv)} exited {done.returncode}:\n{done.stderr}")
    return elapsed


def alternate(commands: Mapping[str, Command], runs: int, warmup: int = 1) -> dict[str, list[float]]:
    """Each command run ``warmup`` times uncounted, then ``runs`` times, the commands taking turns."""
    for _ in range(warmup):
        for command in commands.values():
            run_once(command)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            times[name].append(run_once(command))
    return times


def spread(seconds: list[float]) -> str:
    """``median s (min-max)``."""
    return f"{statistics.median(seconds):7.3f} s  ({min(seconds):.3f}-{max(seconds):.3f})"
