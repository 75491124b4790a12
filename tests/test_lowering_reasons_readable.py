"""A card that does not compile says why in words a person reads: the card's own words and plain
English, never an AST or runtime class name ("riftc cannot run IgnoresWhilePaying yet") or a
Python value ("lasting "None"")."""

from __future__ import annotations

import re

from riftc import nodes, pipeline, runtime
from riftc.sources import read_sources

from corpus_paths import corpus_jsonl, REFERENCE_CARDS

QUOTED = re.compile(r'"[^"]*"')  # the card's words a reason quotes (a card name may be CamelCase)
CAMEL_CASE = re.compile(r"\b[A-Z][a-z]+[A-Z]\w*")
CARD_TYPES = {"Unit", "Gear", "Spell", "Legend", "Battlefield", "Rune", "Token"}  # printed words (rule 130)
CLASS_NAMES = ({name for name, value in vars(nodes).items() if isinstance(value, type)}
               | {name for name in runtime.__all__ if isinstance(getattr(runtime, name), type)}) - CARD_TYPES

def internal_words(reason: str) -> list[str]:
    """The words of ``reason`` outside its quotations that are a class name, CamelCase, or None."""
    outside = QUOTED.sub(" ", reason)
    if '"None"' in reason:
        return ["None"]
    words = {word for word in re.findall(r"[A-Za-z]+", outside) if word in CLASS_NAMES or word == "None"}
    return sorted(words | set(CAMEL_CASE.findall(outside)))


def reasons(path: object) -> dict[str, str]:
    """Card id → the reason it does not compile."""
    found = {}
    for card in read_sources([path]).cards:
        result = pipeline.compile_card(card)
        failure = result.failure
        if failure is not None and failure.code == "not-compiled":
            found[card.id] = failure.message
    return found


def test_internal_words_are_found() -> None:
    assert internal_words("riftc cannot run IgnoresWhilePaying yet") == ["IgnoresWhilePaying"]
    assert internal_words('"minimum" on Has cannot run yet') == ["Has"]
    assert internal_words('a delayed trigger lasting "None" cannot run yet') == ["None"]
    assert internal_words('riftc cannot run "win the game" yet') == []
    assert internal_words('"Called by LeBlanc" cannot be selected yet') == []


def test_corpus_reasons_are_plain_words() -> None:
    found = reasons(corpus_jsonl())
    bad = {card: reason for card, reason in found.items() if internal_words(reason)}
    assert not bad, "\n".join(f"{card}: {reason}" for card, reason in sorted(bad.items()))


def test_reference_set_compiles() -> None:
    """The reference set has no reasons to word: every card of cards/ compiles."""
    assert reasons(REFERENCE_CARDS) == {}
