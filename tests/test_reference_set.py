"""The reference set: cards/ compiles completely; the reference cards that do not compile yet wait in
tests/reference-pending/ until the grammar and runtime reach them (then they move to cards/)."""

from __future__ import annotations

from corpus_paths import REPO
from riftc import pipeline

CARDS = REPO / "cards"
PENDING = REPO / "tests" / "reference-pending"


def test_every_reference_card_compiles() -> None:
    run = pipeline.compile_paths([CARDS])
    assert run.read_diagnostics == ()
    assert run.results, "cards/ is empty"
    failures = {r.card.id: r.failure.message for r in run.results if not r.compiled and r.failure}
    assert failures == {}


def test_pending_reference_cards_are_valid_and_really_pending() -> None:
    run = pipeline.compile_paths([PENDING])
    assert run.read_diagnostics == ()
    compiled = sorted(r.card.id for r in run.results if r.compiled)
    assert compiled == [], f"these now compile: move them from {PENDING.name}/ to cards/"
    reference_ids = {r.card.id for r in pipeline.compile_paths([CARDS]).results}
    assert reference_ids.isdisjoint(r.card.id for r in run.results)
