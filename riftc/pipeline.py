"""The one place that wires the stages together: sources → parse → AST → check → lower → registry."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from riftc import check, codegen, lower
from riftc.syntax.build_ast import build_ast
from riftc.errors import Diagnostic, Location, Span
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.nodes import Start
from riftc.printer import print_text
from riftc.sources import CardSource, TextBlock, limits, read_sources
from riftc.sources.arguments import check_card, check_paths


class Stage(enum.IntEnum):
    """How far a card got through the pipeline; each stage needs the ones before it."""

    READ = 0
    PARSED = 1
    ROUND_TRIP = 2
    CHECKED = 3
    COMPILED = 4


@dataclass(frozen=True)
class CardResult:
    """What the pipeline made of one card: its ASTs, its runtime definition, its diagnostics."""

    card: CardSource
    stage: Stage
    text_ast: Start | None = None
    effect_ast: Start | None = None
    definition: object | None = None
    diagnostics: tuple[Diagnostic, ...] = ()

    @property
    def compiled(self) -> bool:
        return self.stage is Stage.COMPILED

    @property
    def failure(self) -> Diagnostic | None:
        """The first error that stopped this card, if any."""
        return next((d for d in self.diagnostics if d.is_error), None)


@dataclass(frozen=True)
class ParsedText:
    """One text block of a card after parsing and the round-trip check."""

    ast: Start | None
    stage: Stage
    diagnostics: tuple[Diagnostic, ...]


def diagnostic_at(card: CardSource, block: TextBlock, span: Span, code: str, message: str,
                  fix: str | None = None) -> Diagnostic:
    """A diagnostic pointing at ``span`` of a card's text block, with file line, column and source line."""
    line, column = block.position(span.start)
    return Diagnostic(
        location=Location(card.path, line, column),
        code=code,
        message=message,
        card_id=card.id,
        card_name=card.name,
        source_line=block.source_line(span.start),
        length=max(1, span.end - span.start),
        fix=fix,
    )


def normalize_whitespace(text: str) -> str:
    """Each line with runs of spaces folded and its ends trimmed: what the round trip compares."""
    return "\n".join(" ".join(line.split()) for line in text.split("\n"))


def _first_difference(left: str, right: str) -> int:
    for index, (a, b) in enumerate(zip(left, right)):
        if a != b:
            return index
    return min(len(left), len(right))


def _source_offset(text: str, normalized_offset: int) -> int:
    """Map an offset in ``normalize_whitespace(text)`` back to ``text`` (where to put the caret)."""
    line_start = 0
    for line in text.split("\n"):
        normalized_line = " ".join(line.split())
        if normalized_offset <= len(normalized_line):
            return line_start + _offset_in_line(line, normalized_offset)
        normalized_offset -= len(normalized_line) + 1
        line_start += len(line) + 1
    return len(text)


def _offset_in_line(line: str, normalized_offset: int) -> int:
    seen = 0  # characters of the normalised line passed so far
    index = len(line) - len(line.lstrip())
    while index < len(line) and seen < normalized_offset:
        if line[index].isspace():
            while index < len(line) and line[index].isspace():
                index += 1
        else:
            index += 1
        seen += 1
    return index


def parse_block(card: CardSource, block: TextBlock) -> ParsedText:
    """Parse one text block and check that the printer gives back the same text."""
    try:
        ast = build_ast(parse_tree(block.text))
    except CardSyntaxError as error:
        problem = error.problem
        span = Span(problem.offset, problem.offset + problem.length)
        diagnostic = diagnostic_at(card, block, span, problem.code, problem.message, problem.suggestion)
        return ParsedText(None, Stage.READ, (diagnostic,))
    expected, printed = normalize_whitespace(block.text), print_text(ast)
    if printed != expected:
        at = _first_difference(expected, printed)
        offset = _source_offset(block.text, at)
        message = f"the printer gives back {printed[at:at + 40]!r} where the card has {expected[at:at + 40]!r}"
        diagnostic = diagnostic_at(card, block, Span(offset, offset + 1), "round-trip", message)
        return ParsedText(ast, Stage.PARSED, (diagnostic,))
    return ParsedText(ast, Stage.ROUND_TRIP, ())


def compile_card(card: CardSource) -> CardResult:
    """Run one card through every stage, collecting all diagnostics; never raises for bad text.

    A card with an ``errata text:`` block (its current official wording, riftc.sources.errata) is
    compiled from that text; its printed text must still parse and print back exactly.

    Raises TypeError or ValueError, naming the field, for a ``card`` that is not a CardSource or
    whose fields do not have the types and values the readers give (``riftc.sources.arguments``).
    """
    check_card(card, "compile_card")
    blocks = [card.text, card.effect_text, card.errata_text]
    too_large = _number_over_the_limit(card, blocks)
    if too_large is not None:
        return CardResult(card, Stage.READ, diagnostics=(too_large,))
    parsed = [parse_block(card, block) if block else ParsedText(None, Stage.ROUND_TRIP, ()) for block in blocks]
    diagnostics = [d for p in parsed for d in p.diagnostics]
    rules_block = card.errata_text or card.text  # the wording the card has now
    text_ast, effect_ast = (parsed[2] if card.errata_text else parsed[0]).ast, parsed[1].ast
    stage = min(p.stage for p in parsed)
    if stage < Stage.ROUND_TRIP:
        return CardResult(card, stage, text_ast, effect_ast, None, tuple(diagnostics))
    for block, ast in zip((rules_block, card.effect_text), (text_ast, effect_ast)):
        if block and ast:
            diagnostics += [diagnostic_at(card, block, p.span, p.code, p.message) for p in check.check(ast, card)]
    if any(d.is_error for d in diagnostics):
        return CardResult(card, Stage.ROUND_TRIP, text_ast, effect_ast, None, tuple(diagnostics))
    try:
        definition = lower.lower_card(card, text_ast, effect_ast)
    except lower.LoweringError as error:
        block = card.effect_text if error.in_effect_text else rules_block
        assert block is not None
        diagnostics.append(diagnostic_at(card, block, error.span, "not-compiled", str(error)))
        return CardResult(card, Stage.CHECKED, text_ast, effect_ast, None, tuple(diagnostics))
    except (AttributeError, TypeError, ValueError, KeyError) as error:
        # A lowering bug must not take the other cards down with it: report it on this card.
        block = rules_block or card.effect_text
        assert block is not None
        message = f"internal error while compiling ({type(error).__name__}: {error}); please report it"
        diagnostics.append(diagnostic_at(card, block, Span(0, 1), "internal-error", message))
        return CardResult(card, Stage.CHECKED, text_ast, effect_ast, None, tuple(diagnostics))
    return CardResult(card, Stage.COMPILED, text_ast, effect_ast, definition, tuple(diagnostics))


def _number_over_the_limit(card: CardSource, blocks: list[TextBlock | None]) -> Diagnostic | None:
    """The readers refuse a number over ``limits.MAX_CARD_NUMBER`` in card text; a CardSource made by
    hand gets the same diagnostic here (the parser would need Python to convert it)."""
    for block in blocks:
        found = limits.first_large_number(block.text) if block else None
        if block and found:
            return diagnostic_at(card, block, Span(found.start(), found.end()), "bad-value",
                                 limits.large_number_message("a number in the text"))
    return None


@dataclass(frozen=True)
class CompileRun:
    """Every card read from the inputs, each through the pipeline, plus problems reading the inputs."""

    results: tuple[CardResult, ...]
    read_diagnostics: tuple[Diagnostic, ...] = field(default=())

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [*self.read_diagnostics, *(d for r in self.results for d in r.diagnostics)]

    @property
    def ok(self) -> bool:
        return not self.read_diagnostics and all(r.compiled for r in self.results)


def compile_paths(paths: Sequence[str | Path],
                  progress: Callable[[Iterable[CardSource]], Iterable[CardSource]] = iter) -> CompileRun:
    """Read every input (set files, folders, JSONL) and compile each card."""
    source_set = read_sources(check_paths(paths, "compile_paths"))
    results = tuple(compile_card(card) for card in progress(source_set.cards))
    return CompileRun(results, tuple(source_set.diagnostics))


def registry_text(run: CompileRun) -> str:
    """The registry module for a compile run."""
    if not isinstance(run, CompileRun):
        raise TypeError(f"registry_text: run must be a riftc.pipeline.CompileRun, got {type(run).__name__}")
    entries = [
        codegen.RegistryEntry(
            card_id=result.card.id,
            name=result.card.name,
            origin=f"{result.card.path}:{result.card.line}",
            definition=result.definition,
            failure=None if result.compiled else _failure_text(result),
        )
        for result in run.results
    ]
    return codegen.render_registry(entries, sources=[result.card.path for result in run.results])


def _failure_text(result: CardResult) -> str:
    failure = result.failure
    if failure is None:
        return "not compiled"
    loc = failure.location
    return f"{loc.path}:{loc.line}:{loc.column}: {failure.code}: {failure.message}"
