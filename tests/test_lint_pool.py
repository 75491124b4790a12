"""`riftc lint` on the official pool: no crash, and docs/lint-official-pool.md is what a fresh run writes."""

from __future__ import annotations

from functools import lru_cache

from corpus_paths import REPO, corpus_jsonl, shared_file
from riftc.lint.engine import LintFinding
from riftc.lint.pool import POOL_DOC, errata_beside, errata_states, parse_counts, pool_doc, pool_findings, wording_counts
from riftc.lint.registry import PARSER_CODES, RULES

REGENERATE = f"python -m riftc.lint.pool ../shared/corpus/cards.jsonl > {POOL_DOC.relative_to(REPO)}"


@lru_cache(maxsize=1)
def _findings() -> tuple[LintFinding, ...]:
    return tuple(pool_findings(corpus_jsonl()))  # completes: a crash in any rule fails here


def _without_unparsed_count(doc: str) -> str:
    """The doc without its RL001 line: grammar coverage grows in other branches, wording must not drift."""
    return "\n".join(line for line in doc.splitlines() if not line.startswith("RL001 unparsed:"))


def test_pool_counts_match_the_checked_in_report() -> None:
    expected = parse_counts(POOL_DOC.read_text(encoding="utf-8"))
    assert set(expected) == set(RULES) - PARSER_CODES, "the report lists every wording code"
    assert wording_counts(list(_findings())) == expected, (
        f"docs/lint-official-pool.md is stale (the rules or the grammar changed): check the new findings, then run "
        f"`{REGENERATE}`")


def test_pool_report_is_the_generated_one() -> None:
    fresh = pool_doc(corpus_jsonl(), list(_findings()))
    assert _without_unparsed_count(POOL_DOC.read_text(encoding="utf-8")) == _without_unparsed_count(fresh), (
        f"docs/lint-official-pool.md differs from a fresh run: `{REGENERATE}`")


def test_pool_findings_point_at_the_card_lines() -> None:
    for found in _findings():
        assert found.diagnostic.location.line == found.card.line
        assert found.diagnostic.location.column >= 1


def test_every_errata_record_is_checked_and_the_outdated_ones_are_findings() -> None:
    shared_file(errata_beside(corpus_jsonl()))  # skips when ../shared/rules is absent
    states = errata_states(corpus_jsonl())
    outdated = {f"{f.card.id} {f.card.name}" for f in _findings() if f.rule.code == "RL602"}
    assert set(states["outdated"]) == outdated
    assert len(states["current"]) >= 10 and len(states["unlocated"]) <= 2, states
