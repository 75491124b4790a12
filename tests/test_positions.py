"""riftc.syntax.positions gives every parse-tree node the same span as lark's own ``propagate_positions``."""

from __future__ import annotations

import json
from contextlib import contextmanager
from typing import Callable, Iterator

import pytest
from lark import Tree
from lark.exceptions import UnexpectedInput
from lark.parse_tree_builder import ParseTreeBuilder

from corpus_paths import corpus_jsonl
from riftc.syntax.grammar import parser


@contextmanager
def _lark_propagating() -> Iterator[Callable[[str], Tree]]:
    """Parse with the same tables but lark's own position propagation (swapped in, then restored)."""
    lark = parser()
    ours = dict(lark._callbacks)
    builder = ParseTreeBuilder(lark.rules, Tree, propagate_positions=True, maybe_placeholders=True)
    lark._callbacks.update(builder.create_callback(None))
    try:
        yield lark.parse
    finally:
        lark._callbacks.update(ours)


def _spans(tree: Tree) -> list[tuple[str, int, int] | tuple[str]]:
    """Each node's rule and offsets, depth first (empty nodes by rule alone)."""
    found: list[tuple[str, int, int] | tuple[str]] = []
    for node in tree.iter_subtrees_topdown():
        meta = node.meta
        found.append((str(node.data),) if meta.empty else (str(node.data), meta.start_pos, meta.end_pos))
    return found


def _spans_both_ways(texts: list[str]) -> list[tuple[list, list]]:
    """For each text that parses: its spans from riftc.syntax.positions and from lark's propagation."""
    ours = {}
    for text in texts:
        try:
            ours[text] = _spans(parser().parse(text))
        except UnexpectedInput:
            continue
    with _lark_propagating() as parse:
        return [(spans, _spans(parse(text))) for text, spans in ours.items()]


SAMPLES = [
    "When you play me, buff up to two other friendly units. (Each one that doesn't have a buff gets a +1 [M] buff.)",
    "[Accelerate] (You may pay [1][R] as an additional cost to have me enter ready.)",
    "Choose one —\n• Deal 2 to a unit.\n• Draw 1.",
    "[E]: Give a unit +2 [M] this turn.",
]


@pytest.mark.parametrize("text", SAMPLES)
def test_spans_match_lark_propagation(text: str) -> None:
    [(ours, theirs)] = _spans_both_ways([text])
    assert ours == theirs
    assert ours[0] == ("start", 0, len(text))


def test_spans_match_lark_propagation_on_the_corpus() -> None:
    texts = []
    for line in corpus_jsonl().read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        texts.extend(text for text in (card.get("text"), card.get("effect_text")) if text)
    compared = _spans_both_ways(texts)
    assert len(compared) > 700
    mismatched = [ours[0] for ours, theirs in compared if ours != theirs]
    assert not mismatched
