"""`riftc lint` on the official pool: no crash, and the wording counts are those of docs/lint-official-pool.md."""

from __future__ import annotations

from corpus_paths import REPO, corpus_jsonl
from riftc.lint.pool import POOL_DOC, parse_counts, pool_findings, wording_counts
from riftc.lint.registry import PARSER_CODES, RULES


def test_pool_counts_match_the_checked_in_report() -> None:
    findings = pool_findings(corpus_jsonl())  # completes: a crash in any rule fails here
    expected = parse_counts(POOL_DOC.read_text(encoding="utf-8"))
    assert set(expected) == set(RULES) - PARSER_CODES, "the report lists every wording code"
    assert wording_counts(findings) == expected, (
        "docs/lint-official-pool.md is stale (the rules or the grammar changed): check the new findings, "
        f"then run `python -m riftc.lint.pool ../shared/corpus/cards.jsonl > {POOL_DOC.relative_to(REPO)}`")


def test_pool_findings_point_at_the_card_lines() -> None:
    for found in pool_findings(corpus_jsonl()):
        assert found.diagnostic.location.line == found.card.line
        assert found.diagnostic.location.column >= 1
