"""Run lint rules over cards: each finding becomes a warning Diagnostic at its exact file position."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from riftc.errors import Diagnostic, Location, Severity, Span
from riftc.lint.base import Example, Finding, Rule
from riftc.lint.errata import ErrataTable
from riftc.lint.parse import lint_context
from riftc.lint.registry import PARSER_CODES, RULES
from riftc.sources import CardSource, TextBlock


@dataclass(frozen=True)
class LintFinding:
    """A rule's finding on a card, with the diagnostic that reports it."""

    rule: Rule
    card: CardSource
    finding: Finding
    diagnostic: Diagnostic


@lru_cache(maxsize=64)
def _file_lines(path: str) -> tuple[str, ...]:
    """A file's lines, for showing a card's first line under card-level findings."""
    try:
        with open(path, encoding="utf-8-sig") as stream:
            return tuple(stream.read().splitlines())
    except (OSError, UnicodeDecodeError):
        return ()


def _card_line(card: CardSource) -> str:
    lines = _file_lines(card.path) if card.path.endswith(".rift") else ()
    return lines[card.line - 1] if 0 < card.line <= len(lines) else ""


def to_diagnostic(rule: Rule, card: CardSource, finding: Finding) -> Diagnostic:
    """The warning for a finding: at its caret in the text block, or at the card's first line."""
    common = dict(code=rule.code, message=finding.message, severity=Severity.WARNING,
                  card_id=card.id, card_name=card.name, fix=finding.fix)
    block = finding.block
    if block is None:
        return Diagnostic(Location(card.path, card.line, 1), source_line=_card_line(card),
                          length=max(1, len(_card_line(card))), **common)
    caret = finding.caret
    line, column = block.position(caret.start)
    return Diagnostic(Location(card.path, line, column), source_line=block.source_line(caret.start),
                      length=max(1, caret.end - caret.start), **common)


def lint_card(card: CardSource, rules: Iterable[Rule] = RULES.values(),
              errata: ErrataTable | None = None) -> list[LintFinding]:
    """Every finding of the given rules on one card, sorted by position then code.

    ``errata`` is the table of official errata notices to check printed texts against (RL602).
    """
    ctx = lint_context(card, errata.for_card(card) if errata is not None else ())
    found = [LintFinding(rule, card, finding, to_diagnostic(rule, card, finding))
             for rule in rules for finding in rule.check(ctx)]
    # A syntax error that says what a word-level rule says, at the same word with the same fix ("Draw
    # two." to "Draw 2"), is reported once, by that rule.
    said = {(f.diagnostic.location, f.finding.fix) for f in found if f.rule.code not in PARSER_CODES}
    found = [f for f in found if f.rule.code not in PARSER_CODES or f.finding.fix is None
             or (f.diagnostic.location, f.finding.fix) not in said]
    return sorted(found, key=lambda f: (f.diagnostic.location.line, f.diagnostic.location.column, f.rule.code))


def lint_cards(cards: Iterable[CardSource], rules: Iterable[Rule] = RULES.values(),
               errata: ErrataTable | None = None) -> list[LintFinding]:
    """Findings on many cards, in input order."""
    rules = tuple(rules)
    return [found for card in cards for found in lint_card(card, rules, errata)]


def lint_example(example: Example, rules: Iterable[Rule]) -> list[LintFinding]:
    """Findings on a rule's example card, with the example's errata notices as the errata table."""
    return lint_card(example_card(example), rules, ErrataTable.of(example.errata))


def example_card(example: Example, path: str = "<example>") -> CardSource:
    """A CardSource for a rule's example (its text starts at line 1, column 1)."""
    errata = TextBlock(example.errata_text, 1, 1) if example.errata_text is not None else None
    return CardSource(path=path, line=1, id="EX-001", set="EX", set_name="Examples", name=example.name,
                      type=example.type, supertype=example.supertype, tags=example.tags, domains=(),
                      energy=None, power=None, might=example.might, might_bonus=None, rarity=None,
                      text=TextBlock(example.text, 1, 1), effect_text=None, errata_text=errata)


def apply_fixes(text: str, fixes: Iterable[tuple[Span, str]]) -> str:
    """``text`` with each fix applied, later ones first; a fix overlapping a kept one is left out."""
    result = text
    last_start = len(text) + 1
    for span, replacement in sorted(fixes, key=lambda item: (item[0].start, item[0].end), reverse=True):
        if span.end > last_start:
            continue  # overlaps a fix already applied; the next --fix pass will see it again
        result = result[:span.start] + replacement + result[span.end:]
        last_start = span.start
    return result
