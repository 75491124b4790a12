"""Benchmark: the first `riftc build cards/` on a new machine against a warm one, in the same run.

    .venv/bin/python benchmarks/first_build.py [--runs N]

"First" means an empty cache folder (``RIFTC_CACHE_DIR`` pointed at a new, empty folder before each
run): no parser snapshot and no lark table cache, as after ``pip install .`` on a fresh machine. The
parser then comes from the LALR tables shipped in the package (riftc/syntax/parse_tables.json), and
the run also writes the snapshot the next run loads. "Warm" is the same command with that snapshot
in place. Both write the registry to a scratch folder. Prints both medians and the ratio (goal:
within 5x, issue 15).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
from pathlib import Path

from processes import PROJECT, PYTHON, Command, alternate, spread


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--runs", type=int, default=5)
    options = arguments.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="riftc-first-build-"))
    cold_cache, warm_cache = scratch / "cold-cache", scratch / "warm-cache"

    def empty_cold_cache() -> None:
        shutil.rmtree(cold_cache, ignore_errors=True)

    build = [PYTHON, "-m", "riftc", "build", "cards/", "--out", str(scratch / "registry"), "--quiet"]
    commands = {
        "first": Command(build, env={"RIFTC_CACHE_DIR": str(cold_cache)}, before=empty_cold_cache),
        "warm": Command(build, env={"RIFTC_CACHE_DIR": str(warm_cache)}),
    }
    try:
        times = alternate(commands, options.runs)  # the warm-up run fills the warm cache
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    first, warm = statistics.median(times["first"]), statistics.median(times["warm"])
    print(f"riftc build cards/ ({PROJECT.name}), {options.runs} runs each, taking turns; wall time, median (min-max)")
    print(f"first run (empty cache folder): {spread(times['first'])}")
    print(f"warm run (parser snapshot):     {spread(times['warm'])}")
    print(f"ratio first / warm:             {first / warm:7.2f}x  (goal: within 5x)")


if __name__ == "__main__":
    main()
