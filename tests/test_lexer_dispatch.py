"""riftc.syntax.lexer_dispatch: each state's lexer tries only the terminals that can start with the next
character, and gives exactly the tokens (and errors) lark's own scanners give."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from lark import Tree
from lark.exceptions import UnexpectedInput

from corpus_paths import corpus_jsonl
from riftc.syntax.grammar import parser
from riftc.syntax.lexer_dispatch import FirstCharScanner, first_characters


@pytest.mark.parametrize(("regexp", "expected"), [
    ("draw", {"d"}),
    ("(?i:draw)", {"d", "D"}),
    (r"\b(at|in)\b", {"a", "i"}),
    (r"(?:the )?end", {"t", "e"}),        # an optional prefix: what follows may start the match
    ("[0-9]+", set("0123456789")),
    (r"\.(?=[\s)]|$)", {"."}),           # a lookahead adds nothing
    ("(?i:[ab]c|d)", {"a", "A", "b", "B", "d", "D"}),
])
def test_first_characters(regexp: str, expected: set[str]) -> None:
    assert first_characters(regexp) == expected


@pytest.mark.parametrize("regexp", [r"\s?\[>>\]", r"\w+", "[^a]", ".x", "a?"])
def test_first_characters_unknown(regexp: str) -> None:
    """A category, a negated set, "." or a pattern that can match nothing: the terminal goes everywhere."""
    assert first_characters(regexp) is None


def test_every_state_lexer_dispatches() -> None:
    lexers = parser().parser.lexer.lexers.values()
    assert all(isinstance(lexer.scanner, FirstCharScanner) for lexer in lexers)


@contextmanager
def _lark_scanners() -> Iterator[Callable[[str], Tree]]:
    """Parse with the same tables but lark's own scanners (rebuilt as lark builds them, then restored)."""
    lexers = list({id(lexer): lexer for lexer in parser().parser.lexer.lexers.values()}.values())
    ours = [lexer._scanner for lexer in lexers]
    for lexer in lexers:
        lexer._scanner = None  # lark builds its scanner again on first use
    try:
        yield parser().parse
    finally:
        for lexer, scanner in zip(lexers, ours):
            lexer._scanner = scanner


def _outcome(parse: Callable[[str], Tree], text: str) -> object:
    """The tree, or where and on what the parse failed."""
    try:
        return parse(text)
    except UnexpectedInput as error:
        return type(error).__name__, error.pos_in_stream, str(getattr(error, "token", ""))


MISTAKES = ["Draw 1", "Give a friendly units +1 [M] this turn.", "Deal 3 to a unit [Q].", "Buff up to to two units.",
            "When you play me, (buff me.", "[Asault 2]", "Draw 1..."]


def test_same_tokens_and_errors_as_lark_on_the_corpus() -> None:
    texts = MISTAKES[:]
    for line in corpus_jsonl().read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        texts += [text for text in (card.get("text"), card.get("effect_text")) if text]
    ours = [_outcome(parser().parse, text) for text in texts]
    with _lark_scanners() as parse:
        theirs = [_outcome(parse, text) for text in texts]
    assert ours == theirs
