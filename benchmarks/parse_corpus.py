"""Benchmark: parse the whole card corpus with riftc's grammar and, in the same run, with a flat
tokenising LALR grammar (words, symbols, punctuation) as the baseline; print both and the ratio.

    .venv/bin/python benchmarks/parse_corpus.py [path/to/cards.jsonl] [--repeat N]

The ratio is measured on the texts the grammar parses completely (a text that fails stops early and
would flatter the grammar); the time over every text is printed too.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from lark import Lark
from lark.exceptions import UnexpectedInput

from flat_grammar import TOKENISER
from riftc.syntax.grammar import parser


DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards.jsonl"


def corpus_texts(path: Path) -> list[str]:
    texts = []
    for line in path.read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        texts.extend(text for text in (card.get("text"), card.get("effect_text")) if text)
    return texts


def time_once(parse, texts: list[str]) -> float:
    """Seconds to parse every text once."""
    start = time.perf_counter()
    for text in texts:
        try:
            parse(text)
        except UnexpectedInput:
            pass
    return time.perf_counter() - start


def time_parses(parsers: dict[str, tuple[object, list[str]]], repeat: int) -> dict[str, float]:
    """Best-of-``repeat`` seconds for each named (parse, texts), the parsers taking turns each round.

    Taking turns, rather than all rounds of one then all of the other, keeps a burst of load from
    another process on the machine from landing on one side only and skewing the ratio.
    """
    runs: dict[str, list[float]] = {name: [] for name in parsers}
    for _ in range(repeat):
        for name, (parse, texts) in parsers.items():
            runs[name].append(time_once(parse, texts))
    return {name: min(times) for name, times in runs.items()}


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    arguments.add_argument("--repeat", type=int, default=5)
    options = arguments.parse_args()
    texts = corpus_texts(options.corpus)
    baseline = Lark(TOKENISER, parser="lalr")
    riftc_parser = parser()
    parsed = [text for text in texts if _parses(riftc_parser, text)]
    best = time_parses({"all": (riftc_parser.parse, texts), "riftc": (riftc_parser.parse, parsed),
                        "baseline": (baseline.parse, parsed)}, options.repeat)
    all_seconds, riftc_seconds, baseline_seconds = best["all"], best["riftc"], best["baseline"]
    print(f"texts: {len(texts)}; {len(parsed)} parse completely with the riftc grammar")
    print(f"riftc grammar, every text:      {all_seconds * 1000:8.1f} ms")
    print(f"riftc grammar, parsed texts:    {riftc_seconds * 1000:8.1f} ms")
    print(f"tokenising baseline, same texts:{baseline_seconds * 1000:8.1f} ms")
    print(f"ratio:                          {riftc_seconds / baseline_seconds:8.2f}x  (goal: within 3x)")


def _parses(lark: Lark, text: str) -> bool:
    try:
        lark.parse(text)
    except UnexpectedInput:
        return False
    return True


if __name__ == "__main__":
    main()
