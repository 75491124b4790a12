"""Benchmark: importing the official pool's generated registry in a new process, against the
interpreter's own start (``python -c pass``), in the same run.

    .venv/bin/python benchmarks/registry_import.py [path/to/cards.jsonl] [--runs N]

The registry is built first (``riftc build CORPUS --partial`` into a scratch folder; its size is
printed). Then three commands take turns: ``python -c pass``, and ``python -c "import registry"`` in
that folder twice: with Python's bytecode cache, as an installed package has it (pip compiles every
module at install; the scratch cache is filled by the uncounted warm-up run), and without any
(``PYTHONDONTWRITEBYTECODE=1`` and an empty cache, so every module is compiled from source on each
start, as in a checkout on a machine that sets that variable). Prints the medians and what the import
adds to the interpreter's start (goal: at most 0.2 s, issue 15).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

from processes import PROJECT, PYTHON, Command, alternate, spread

DEFAULT_CORPUS = PROJECT.parent / "shared" / "corpus" / "cards.jsonl"


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    arguments.add_argument("--runs", type=int, default=9)
    options = arguments.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="riftc-registry-import-"))
    try:
        # --partial writes the cards that compile (and exits 1 for those that do not yet).
        subprocess.run([PYTHON, "-m", "riftc", "build", str(options.corpus), "--out", str(scratch / "registry"),
                        "--partial", "--quiet"], cwd=PROJECT, stdout=subprocess.DEVNULL)
        registry = scratch / "registry"
        if not (registry / "registry.py").is_file():
            raise SystemExit(f"riftc build {options.corpus} wrote no registry")
        size = (registry / "registry.py").stat().st_size
        compiled = {"PYTHONPYCACHEPREFIX": str(scratch / "bytecode"), "PYTHONDONTWRITEBYTECODE": ""}
        source = {"PYTHONPYCACHEPREFIX": str(scratch / "no-bytecode"), "PYTHONDONTWRITEBYTECODE": "1"}
        commands = {
            "pass": Command([PYTHON, "-c", "pass"], env=compiled, cwd=registry),
            "import": Command([PYTHON, "-c", "import registry"], env=compiled, cwd=registry),
            "import, no bytecode": Command([PYTHON, "-c", "import registry"], env=source, cwd=registry),
        }
        times = alternate(commands, options.runs)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    base = statistics.median(times["pass"])
    print(f"registry of {options.corpus.name}: {size // 1024} KB; {options.runs} runs each, taking turns; "
          "wall time, median (min-max)")
    for name, seconds in times.items():
        extra = "" if name == "pass" else f"   +{statistics.median(seconds) - base:.3f} s over pass, " \
                                          f"{statistics.median(seconds) / base:.1f}x"
        print(f"python -c {'pass' if name == 'pass' else repr(name):24} {spread(seconds)}{extra}")
    print(f"import adds {statistics.median(times['import']) - base:.3f} s to the interpreter's start "
          "(bytecode cached, as installed; goal: at most 0.2 s)")


if __name__ == "__main__":
    main()
