"""Benchmark: parse the whole card corpus with riftc's grammar and, in the same run, with a flat
tokenising LALR grammar (words, symbols, punctuation) as the baseline; print both and the ratio.

    .venv/bin/python benchmarks/parse_corpus.py [path/to/cards.jsonl] [--repeat N]

The ratio is measured on the texts the grammar parses completely (a text that fails stops early and
would flatter the grammar); the time over every text is printed too.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from lark import Lark
from lark.exceptions import UnexpectedInput

from riftc.grammar import parser

# The baseline: a flat sequence of tokens, the least any LALR parser of this text must do.
TOKENISER = r"""
start: _item*
_item: WORD | SYMBOL | NUMBER | PUNCT | _NL
WORD: /[A-Za-z][A-Za-z'\-]*/
SYMBOL: /\[[^\]]*\]/
NUMBER: /[+-]?[0-9]+\+?/
PUNCT: /[.,:;()"•—+\-]/
_NL: /\n/
%ignore " "
"""

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards.jsonl"


def corpus_texts(path: Path) -> list[str]:
    texts = []
    for line in path.read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        texts.extend(text for text in (card.get("text"), card.get("effect_text")) if text)
    return texts


def time_parses(parse, texts: list[str], repeat: int) -> float:
    """Best-of-``repeat`` seconds to parse every text once."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for text in texts:
            try:
                parse(text)
            except UnexpectedInput:
                pass
        runs.append(time.perf_counter() - start)
    return min(runs)


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    arguments.add_argument("--repeat", type=int, default=5)
    options = arguments.parse_args()
    texts = corpus_texts(options.corpus)
    baseline = Lark(TOKENISER, parser="lalr")
    riftc_parser = parser()
    parsed = [text for text in texts if _parses(riftc_parser, text)]
    all_seconds = time_parses(riftc_parser.parse, texts, options.repeat)
    riftc_seconds = time_parses(riftc_parser.parse, parsed, options.repeat)
    baseline_seconds = time_parses(baseline.parse, parsed, options.repeat)
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
