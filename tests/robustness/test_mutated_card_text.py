"""Property tests (hypothesis, bounded) on card text: real texts with words deleted, doubled, swapped,
replaced by other words of the pool or by numbers either parse or give a syntax problem inside the text;
a text that parses and prints back prints and re-parses to the same AST; and compile_card reports
every mutated card with diagnostics, never an exception or an internal error (issue 16, "what must hold" 6).

The texts are those of the reference set (``cards/``) and, when it is beside the checkout, of the
official pool (``../shared/corpus/cards.jsonl``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus_paths import CORPUS_JSONL, REFERENCE_CARDS
from riftc.nodes.base import dump
from riftc.pipeline import compile_card, normalize_whitespace
from riftc.printer import print_text
from riftc.sources import CardSource, read_sources
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree

BOUNDED = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

CARDS: list[CardSource] = [card for card in read_sources(
    [REFERENCE_CARDS, *([CORPUS_JSONL] if CORPUS_JSONL.exists() else [])]).cards if card.text]
WORDS = sorted({word for card in CARDS for word in card.text.text.split()})
_PIECES = re.compile(r"( +|\n)")  # words and the spaces and line breaks between them


@st.composite
def mutated_card(draw: st.DrawFn) -> CardSource:
    """A card of the pool whose text had one to three words deleted, doubled, swapped or replaced."""
    card = draw(st.sampled_from(CARDS))
    pieces = _PIECES.split(card.text.text)
    for _ in range(draw(st.integers(1, 3))):
        words = [index for index, piece in enumerate(pieces) if piece.strip()]
        if not words:  # a one-word text whose word was deleted: nothing left to change
            break
        at = draw(st.sampled_from(words))
        change = draw(st.sampled_from(["delete", "double", "swap", "replace", "number"]))
        if change == "delete":
            pieces[at] = ""
        elif change == "double":
            pieces[at] = f"{pieces[at]} {pieces[at]}"
        elif change == "swap":
            other = draw(st.sampled_from(words))
            pieces[at], pieces[other] = pieces[other], pieces[at]
        elif change == "replace":
            pieces[at] = draw(st.sampled_from(WORDS))
        else:
            pieces[at] = str(draw(st.integers(0, 999)))
    return replace(card, text=replace(card.text, text="".join(pieces)))


def _parse(text: str):
    return build_ast(parse_tree(text))


@BOUNDED
@given(mutated_card())
def test_a_mutated_text_parses_or_has_a_located_syntax_problem(card: CardSource) -> None:
    text = card.text.text
    try:
        ast = _parse(text)
    except CardSyntaxError as error:
        assert 0 <= error.problem.offset <= len(text) and error.problem.message
        return
    printed = print_text(ast)
    if printed == normalize_whitespace(text):  # otherwise the pipeline reports a round-trip difference
        assert dump(_parse(printed)) == dump(ast), printed


@BOUNDED
@given(mutated_card())
def test_compile_card_reports_a_mutated_card_without_raising(card: CardSource) -> None:
    result = compile_card(card)
    first, last = card.text.line, card.text.line + card.text.text.count("\n")
    for diagnostic in result.diagnostics:
        assert diagnostic.code != "internal-error", diagnostic.message
        assert first <= diagnostic.location.line <= last, diagnostic
    assert result.compiled or result.failure is not None
