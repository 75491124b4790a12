"""Lint rules never crash, whatever the AST looks like: every rule over every corpus card, and over node kinds
and shapes the rules have never seen (the grammar grows in parallel; its new nodes must not break lint)."""

from __future__ import annotations

from dataclasses import fields, make_dataclass

import pytest

from corpus_paths import corpus_jsonl
from riftc import nodes
from riftc.errors import Span
from riftc.lint.base import Finding, LintContext, ParsedBlock, ParsedLine, Rule, walk
from riftc.lint.base import Example
from riftc.lint.engine import example_card, to_diagnostic
from riftc.lint.parse import lint_context
from riftc.lint.pool import pool_errata
from riftc.lint.registry import RULES
from riftc.sources import TextBlock, read_sources

RULE_PARAMS = [pytest.param(rule, id=code) for code, rule in RULES.items()]


@pytest.fixture(scope="module")
def corpus_contexts() -> list[LintContext]:
    """Every corpus card parsed for linting, with its errata records."""
    path = corpus_jsonl()
    table = pool_errata(path)
    return [lint_context(card, table.for_card(card) if table else ()) for card in read_sources([path]).cards]


def _check_findings(rule: Rule, ctx: LintContext, found: list[Finding]) -> None:
    """Each finding points into its block's text and renders as a diagnostic."""
    for finding in found:
        assert isinstance(finding, Finding), (rule.code, ctx.card.id)
        if finding.block is not None:
            text = finding.block.text
            assert 0 <= finding.span.start <= finding.span.end <= len(text), (rule.code, ctx.card.id, finding)
            assert 0 <= finding.caret.start <= len(text), (rule.code, ctx.card.id, finding)
        assert finding.fix is None or isinstance(finding.fix, str)
        assert to_diagnostic(rule, ctx.card, finding).code == rule.code


@pytest.mark.parametrize("rule", RULE_PARAMS)
def test_every_rule_runs_on_every_corpus_card(rule: Rule, corpus_contexts: list[LintContext]) -> None:
    parsed = sum(1 for ctx in corpus_contexts for block in ctx.blocks for piece in block.pieces if piece.ast)
    assert parsed > 300, "the corpus parses (in whole or line by line) for most cards"
    for ctx in corpus_contexts:
        _check_findings(rule, ctx, list(rule.check(ctx)))


# --- node kinds and shapes no rule has seen ------------------------------------------------------------

SPAN = Span(0, 40)
TEXT = "When you play me, buff me. (Some reminder.)"


def _hollow(name: str) -> nodes.Node:
    """A node of kind ``name`` with no fields but its span (a later AST may drop or rename fields)."""
    return make_dataclass(name, [], bases=(nodes.Node,), frozen=True)(SPAN)


def _garbled(cls: type) -> nodes.Node:
    """A node of ``cls``'s kind whose fields hold values of unexpected types (strings, numbers, lists,
    nodes of other kinds, None): a later AST may change a field's type."""
    junk = [_hollow("Keyword"), "word", None, (_hollow("ObjectNoun"), "x"), 3, [_hollow("Reminder")]]
    names = [item.name for item in fields(cls)[1:]]
    twin = make_dataclass(cls.__name__, [(name, object) for name in names], bases=(nodes.Node,), frozen=True)
    return twin(SPAN, *(junk[index % len(junk)] for index in range(len(names))))


def _mystery_context(ast: nodes.Node) -> LintContext:
    card = example_card(Example(TEXT))
    block = TextBlock(TEXT, 1, 1)
    return LintContext(card, (ParsedBlock("text", block, (ParsedLine(0, TEXT, ast),)),))


NODE_CLASSES = [getattr(nodes, name) for name in nodes.__all__
                if isinstance(getattr(nodes, name), type) and issubclass(getattr(nodes, name), nodes.Node)]
Mystery = make_dataclass("Mystery", [("items", object), ("extra", object)], bases=(nodes.Node,), frozen=True)


@pytest.fixture(scope="module")
def mystery_context() -> LintContext:
    """One AST holding a hollow and a garbled twin of every node kind (built once: classes are slow to make)."""
    hollow = tuple(_hollow(cls.__name__) for cls in NODE_CLASSES)
    garbled = tuple(_garbled(cls) for cls in NODE_CLASSES)
    ast = Mystery(SPAN, hollow + garbled, list(garbled))
    assert sum(1 for _ in walk(ast)) > 2 * len(NODE_CLASSES), "the generic walk reaches every node"
    return _mystery_context(ast)


@pytest.mark.parametrize("rule", RULE_PARAMS)
def test_rules_survive_hollow_and_garbled_nodes_of_every_kind(rule: Rule, mystery_context: LintContext) -> None:
    _check_findings(rule, mystery_context, list(rule.check(mystery_context)))


def test_generic_walk_reaches_nodes_in_unknown_fields_and_lists() -> None:
    inner = _hollow("SelfRef")
    ast = Mystery(SPAN, [inner], (None, "text", _hollow("Buff")))
    assert [type(node).__name__ for node in walk(ast)] == ["Mystery", "SelfRef", "Buff"]
