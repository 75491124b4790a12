"""Lint building blocks: a rule (code, rationale, examples, check), what it finds, what it sees."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, fields, is_dataclass

from riftc import nodes
from riftc.errors import Span
from riftc.sources import CardSource, TextBlock
from riftc.sources.errata import ErrataRecord


@dataclass(frozen=True)
class Example:
    """A small card to show (and test) a rule: its text and the traits that matter to the rule.

    ``fixed`` is the text after ``riftc lint --fix`` for a bad example with a certain fix.
    """

    text: str
    type: str = "Unit"
    fixed: str | None = None
    tags: tuple[str, ...] = ()
    supertype: str | None = None
    might: int | None = None
    name: str = "Example Card"
    errata_text: str | None = None
    errata: tuple[ErrataRecord, ...] = ()  # errata notices for the card (an errata file's records)


@dataclass(frozen=True)
class Finding:
    """One problem a rule found: the span of a text block it concerns, and a certain fix if any.

    ``block`` None means the card as a whole (its traits); ``fix`` replaces ``span`` of the block's
    text; ``at`` is where the caret goes when it differs from ``span`` (errata: the first change).
    """

    block: TextBlock | None
    span: Span
    message: str
    fix: str | None = None
    at: Span | None = None

    @property
    def caret(self) -> Span:
        return self.at or self.span


@dataclass(frozen=True)
class ParsedLine:
    """A piece of a text block and its AST (None if the grammar rejects it).

    ``offset`` is where the piece starts in the block text: node spans are relative to it.
    ``problem`` is the grammar's SyntaxProblem for a rejected piece (offset relative too).
    """

    offset: int
    text: str
    ast: nodes.Start | None
    problem: object | None = None


@dataclass(frozen=True)
class ParsedBlock:
    """One text block of a card (rules text or effect text), parsed whole or line by line."""

    kind: str  # "text" or "effect"
    block: TextBlock
    pieces: tuple[ParsedLine, ...]

    @property
    def fully_parsed(self) -> bool:
        return all(piece.ast is not None for piece in self.pieces)


@dataclass(frozen=True)
class LintContext:
    """Everything a rule may look at for one card: its traits, its parsed text blocks, and the
    errata notices known for it (oldest first; from ``riftc lint --errata FILE``)."""

    card: CardSource
    blocks: tuple[ParsedBlock, ...] = field(default=())
    errata: tuple[ErrataRecord, ...] = ()

    def block(self, kind: str) -> ParsedBlock | None:
        return next((parsed for parsed in self.blocks if parsed.kind == kind), None)

    def nodes(self, *type_names: str) -> Iterator[tuple[ParsedBlock, int, nodes.Node]]:
        """``(block, offset, node)`` for every AST node whose class name is in ``type_names``.

        Matching by name keeps rules working while the AST grows (unknown classes never match).
        """
        for parsed in self.blocks:
            for piece in parsed.pieces:
                if piece.ast is None:
                    continue
                for node in walk(piece.ast):
                    if kind(node) in type_names and span_of(node) is not None:
                        yield parsed, piece.offset, node

    def all_nodes(self) -> Iterator[tuple[ParsedBlock, int, nodes.Node]]:
        """``(block, offset, node)`` for every AST node with a span, whatever its kind."""
        for parsed in self.blocks:
            for piece in parsed.pieces:
                if piece.ast is not None:
                    for node in walk(piece.ast):
                        if span_of(node) is not None:
                            yield parsed, piece.offset, node


def kind(node: object) -> str:
    """A node's class name: rules match node kinds by name so that unknown classes never match."""
    return type(node).__name__


def node_fields(node: object) -> Iterator[tuple[str, object]]:
    """``(name, value)`` of each dataclass field of a node (nothing for a value that is not one)."""
    if is_dataclass(node) and not isinstance(node, type):
        for item in fields(node):
            yield item.name, getattr(node, item.name, None)


def walk(node: object) -> Iterator[nodes.Node]:
    """Every node at or below ``node``, depth first, read from dataclass fields of any node class.

    It does not rely on a node's own ``walk``/``children``, so a node kind added to the AST later
    (or a field holding a list instead of a tuple) is still visited.
    """
    if isinstance(node, nodes.Node):
        yield node
    for _, value in node_fields(node):
        for item in value if isinstance(value, (tuple, list)) else (value,):
            if isinstance(item, nodes.Node):
                yield from walk(item)


def walk_outside(node: object, skip: object) -> Iterator[nodes.Node]:
    """Every node at or below ``node`` except ``skip`` and the nodes below it."""
    if node is skip:
        return
    if isinstance(node, nodes.Node):
        yield node
    for _, value in node_fields(node):
        for item in value if isinstance(value, (tuple, list)) else (value,):
            if isinstance(item, nodes.Node):
                yield from walk_outside(item, skip)


def span_of(node: object) -> Span | None:
    """A node's span, or None for an object without a usable one."""
    span = getattr(node, "span", None)
    return span if isinstance(span, Span) else None


def shifted(span: Span, offset: int) -> Span:
    """A node span moved from its parsed piece into its block's text."""
    return Span(span.start + offset, span.end + offset)


Check = Callable[[LintContext], Iterable[Finding]]


@dataclass(frozen=True)
class Rule:
    """A wording rule: its code, a one-line rationale (citing the Core Rules), examples, a check."""

    code: str
    name: str
    rationale: str
    check: Check
    good: tuple[Example, ...]
    bad: tuple[Example, ...]
    fixable: bool = False  # whether its findings carry certain fixes

    @property
    def family(self) -> str:
        return self.check.__module__.rsplit(".", 1)[-1]
