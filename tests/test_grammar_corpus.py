"""The corpus round trip: every card of ../shared/corpus/cards.jsonl that parses prints back exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards.jsonl"

# Raise as coverage grows: the number of the 942 corpus cards whose every text parses.
MIN_PARSED_CARDS = 942


def _normalize_whitespace(text: str) -> str:
    """What the round trip compares: each line with runs of spaces folded and its ends trimmed."""
    return "\n".join(" ".join(line.split()) for line in text.split("\n"))


def _card_texts() -> list[tuple[str, list[str]]]:
    if not CORPUS.exists():
        pytest.skip(f"the corpus is not present at {CORPUS}")
    cards = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(card["id"], [card[key] for key in ("text", "effect_text") if card.get(key)]) for card in cards]


def _parses(text: str) -> bool:
    try:
        parse_tree(text)
    except CardSyntaxError:
        return False
    return True


def test_every_parsed_card_prints_back_exactly() -> None:
    parsed, mismatches = 0, []
    for card_id, texts in _card_texts():
        if not all(_parses(text) for text in texts):
            continue
        parsed += 1
        for text in texts:
            printed = print_text(build_ast(parse_tree(text)))
            if printed != _normalize_whitespace(text):
                mismatches.append(f"{card_id}: {text!r} printed as {printed!r}")
    assert not mismatches, "\n".join(mismatches[:20])
    assert parsed >= MIN_PARSED_CARDS, f"only {parsed} cards parse; the floor is {MIN_PARSED_CARDS}"
