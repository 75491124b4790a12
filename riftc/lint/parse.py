"""Parse a card's text blocks for linting: the whole block, else line by line so rules still see most of it."""

from __future__ import annotations

from functools import lru_cache

from lark.exceptions import VisitError

from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, SyntaxProblem, parse_tree
from riftc.lint.base import ErrataRecord, LintContext, ParsedBlock, ParsedLine
from riftc.sources import CardSource, TextBlock


def _parse(text: str, offset: int) -> ParsedLine:
    """One piece of text and its AST, or the grammar's problem with it."""
    try:
        return ParsedLine(offset, text, build_ast(parse_tree(text)))
    except CardSyntaxError as error:
        return ParsedLine(offset, text, None, error.problem)
    except (VisitError, TypeError, ValueError) as error:
        # The AST builder is growing with the grammar: a rule without a node class is "unparsed" too.
        cause = getattr(error, "orig_exc", error)
        return ParsedLine(offset, text, None, SyntaxProblem(0, 1, "ast", f"no AST for this text yet: {cause}"))


@lru_cache(maxsize=4096)
def parse_text_block(kind: str, block: TextBlock) -> ParsedBlock:
    """Parse a block whole; if the grammar rejects it, parse each non-empty line on its own.

    Cached: the pool report, its tests and ``--fix`` passes lint the same blocks again (the parse is
    the slow part, and a block's parse depends only on it).
    """
    whole = _parse(block.text, 0)
    if whole.ast is not None:
        return ParsedBlock(kind, block, (whole,))
    pieces = []
    offset = 0
    for line in block.text.split("\n"):
        if line.strip():
            pieces.append(_parse(line, offset))
        offset += len(line) + 1
    return ParsedBlock(kind, block, tuple(pieces))


def lint_context(card: CardSource, errata: tuple[ErrataRecord, ...] = ()) -> LintContext:
    """The card with its rules text and effect text parsed, and its errata notices."""
    blocks = [parse_text_block(kind, block)
              for kind, block in (("text", card.text), ("effect", card.effect_text)) if block is not None]
    return LintContext(card, tuple(blocks), errata)
