"""Check stage: semantic checks on the AST (unknown keywords, bad numbers …) before lowering."""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from dataclasses import dataclass

from riftc import nodes
from riftc.check import references
from riftc.errors import Span
from riftc.syntax.keywords import KEYWORDS


@dataclass(frozen=True)
class Problem:
    """A semantic error at a span of the card text."""

    span: Span
    code: str
    message: str


# Nodes that speak about a keyword by name rather than give it ("Some cards get bonuses based on your
# [Level]."): the name stands alone, so its number is not asked for.
KEYWORD_MENTIONS: tuple[type[nodes.Node], ...] = (nodes.BonusesByKeyword,)


def check_keyword(node: nodes.Keyword, card: object, mentioned: bool = False) -> Iterator[Problem]:
    """A keyword must be one the rules define, with a number only where it takes one (800-829)."""
    info = KEYWORDS.get(node.name)
    if info is None:
        close = difflib.get_close_matches(node.name, KEYWORDS, n=1, cutoff=0.6)
        hint = f'; did you mean "[{close[0]}]"?' if close else ""
        yield Problem(node.span, "unknown-keyword", f'unknown keyword "[{node.name}]"{hint}')
    elif mentioned:
        return
    elif node.value is not None and not info.takes_number:
        yield Problem(node.span, "keyword-number", f'"[{node.name}]" takes no number (rule {info.rule})')
    elif node.value is None and info.needs_number:
        yield Problem(node.span, "keyword-number", f'"[{node.name}]" needs a number, as in "[{node.name} 3]" (rule {info.rule})')




def check_references(ast: nodes.Start) -> Iterator[Problem]:
    """Every "it", "them", "that unit" must have something named before it (rule 355.5)."""
    for reference in references.resolve(ast).dangling:
        yield Problem(reference.reference.span, "dangling-reference",
                      "this refers back to an object, but nothing before it in the ability names one (rule 355.5)")


def check(ast: nodes.Start, card: object) -> list[Problem]:
    """All semantic problems of one card text, in text order."""
    problems: list[Problem] = list(check_references(ast))
    every_node = list(ast.walk())
    mentioned = {id(mention.keyword) for mention in every_node if isinstance(mention, KEYWORD_MENTIONS)}
    for node in every_node:
        if isinstance(node, nodes.Keyword):
            problems.extend(check_keyword(node, card, mentioned=id(node) in mentioned))
    return sorted(problems, key=lambda problem: problem.span.start)
