"""Benchmark: a cold `riftc coverage` of the official pool, as a new process, against a new process that
imports lark and parses the same texts with a flat tokenising grammar, in the same run.

    .venv/bin/python benchmarks/cold_coverage.py [path/to/cards.jsonl] [--runs N]

"Cold" is a new process with riftc's caches in place (the parser snapshot, as after the first run):
it starts Python, imports riftc, loads the parser, reads the JSONL, and parses, prints back, checks and
lowers every card. The baseline process starts Python, imports lark, builds the flat grammar of
``benchmarks/parse_corpus.py`` (words, symbols, numbers, punctuation) and parses the same texts: the
least a process that reads this card text with lark must do. The two take turns; prints both medians
and the ratio (goal: within 3x, issue 15). Both run with Python's bytecode cache, as installed packages
have it (a scratch cache, filled by the uncounted warm-up run); ``--no-bytecode`` runs both with
``PYTHONDONTWRITEBYTECODE=1`` and an empty cache instead, as in an editable checkout on a machine that
sets that variable (riftc's sources are then compiled on every start; lark's installed ones are not).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
from pathlib import Path

from processes import PROJECT, PYTHON, Command, alternate, spread

DEFAULT_CORPUS = PROJECT.parent / "shared" / "corpus" / "cards.jsonl"

# The baseline process: the flat grammar (benchmarks/flat_grammar.py) over every card text of the JSONL.
FLAT = r'''
import json, sys
sys.path.insert(0, sys.argv[2])  # benchmarks/: the flat grammar, which imports nothing of riftc
from lark import Lark
from lark.exceptions import UnexpectedInput
from flat_grammar import TOKENISER as grammar
flat = Lark(grammar, parser="lalr")
parsed = 0
with open(sys.argv[1], encoding="utf-8") as stream:
    for line in stream:
        card = json.loads(line)
        for text in (card.get("text"), card.get("effect_text")):
            if text:
                try:
                    flat.parse(text)
                    parsed += 1
                except UnexpectedInput:
                    pass
print(parsed)
'''


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    arguments.add_argument("--runs", type=int, default=7)
    arguments.add_argument("--no-bytecode", action="store_true", help="compile every module from source")
    options = arguments.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="riftc-cold-coverage-"))
    env = ({"PYTHONPYCACHEPREFIX": str(scratch / "none"), "PYTHONDONTWRITEBYTECODE": "1"} if options.no_bytecode
           else {"PYTHONPYCACHEPREFIX": str(scratch / "bytecode"), "PYTHONDONTWRITEBYTECODE": ""})
    commands = {
        "riftc coverage": Command([PYTHON, "-m", "riftc", "coverage", str(options.corpus)], env=env),
        "flat grammar": Command([PYTHON, "-c", FLAT, str(options.corpus), str(Path(__file__).resolve().parent)],
                                env=env),
    }
    try:
        times = alternate(commands, options.runs)  # the warm-up run leaves the parser snapshot in place
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("bytecode: " + ("none (every module compiled from source)" if options.no_bytecode else "cached, as installed"))
    ratio = statistics.median(times["riftc coverage"]) / statistics.median(times["flat grammar"])
    print(f"{options.corpus.name}: {options.runs} runs each, new processes taking turns; wall time, median (min-max)")
    for name, seconds in times.items():
        print(f"{name + ':':24} {spread(seconds)}")
    print(f"ratio riftc / flat:      {ratio:7.2f}x  (goal: within 3x)")


if __name__ == "__main__":
    main()
