"""Syntax rules: text the grammar does not accept, reported with what the parser expected."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import Example, Finding, LintContext, Rule


def unparsed(ctx: LintContext) -> Iterator[Finding]:
    """One finding per rejected line, at the token the parser stopped on."""
    for parsed in ctx.blocks:
        for piece in parsed.pieces:
            problem = piece.problem
            if problem is None:
                continue
            start = piece.offset + min(getattr(problem, "offset", 0), len(piece.text))
            length = max(1, getattr(problem, "length", 1))
            message = f"unparsed: {getattr(problem, 'message', 'the grammar rejects this text')}"
            yield Finding(parsed.block, Span(start, start + length), message)


UNPARSED = Rule(
    code="RL001",
    name="unparsed",
    rationale="Card text must follow the card-text grammar (Core Rules 135) for riftc to read it; "
              "this is also reported where the grammar does not cover a construct yet.",
    check=unparsed,
    good=(Example("Draw 2.", type="Spell"),),
    bad=(Example("Drew 2.", type="Spell"),),
)

RULES = (UNPARSED,)
