"""Errata records: reading the file, naming cards, finding abridged quotes in printed text, the errata's edit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftc.lint.base import ErrataRecord, Example
from riftc.lint.engine import example_card
from riftc.lint.errata import (ErrataTable, errata_status, locate, normalise_symbols, read_errata, tokens,
                               transplant)


def _record(card: str = "Salvage", old: str = "You may kill a gear. Draw 1.",
            new: str = "You may kill up to one gear. Draw 1.", date: str = "2025-10-28") -> ErrataRecord:
    return ErrataRecord(card, date, "Riftbound: Origins Card Errata", old, new)


def test_read_errata_keeps_records_by_card_oldest_first(tmp_path: Path) -> None:
    path = tmp_path / "errata.jsonl"
    rows = [{"card": "Salvage", "announced_on": "2026-01-14", "errata_document": "B", "old_text": "o2", "new_text": "n2"},
            {"card": "Salvage", "announced_on": "2025-10-28", "errata_document": "A", "old_text": "o1", "new_text": "n1"}]
    path.write_text("\n".join(json.dumps(row) for row in rows) + "\n\n", encoding="utf-8")
    table = read_errata(path)
    assert [r.document for r in table.for_card(example_card(Example("x", name="Salvage")))] == ["A", "B"]


def test_read_errata_rejects_a_bad_record_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "errata.jsonl"
    path.write_text('{"card": "Salvage"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"errata.jsonl:1: not an errata record"):
        read_errata(path)


def test_cards_are_named_by_full_name_or_by_subtitle() -> None:
    table = ErrataTable.of([_record("The Boss"), _record("Dark Child, Starter"), _record("Leblanc, Deceiver")])
    def names(name: str) -> list[str]:
        return [r.card for r in table.for_card(example_card(Example("x", name=name)))]
    assert names("Sett, The Boss") == ["The Boss"]
    assert names("Annie, Dark Child") == ["Dark Child, Starter"]
    assert names("LeBlanc, Deceiver") == ["Leblanc, Deceiver"]
    assert names("Boss Fight") == []


def test_locate_allows_left_out_fillers_in_the_printed_text_only() -> None:
    printed = tokens("Each opponent reveals the top card of their Main Deck. Then recycle the rest.")
    found = locate(tokens("reveals top card of Main Deck. Then recycle rest."), printed)
    assert found is not None and found.skipped == 3
    # The quote's own possessive must be printed: "its base" is not "your base".
    assert locate(tokens("to its base"), tokens("Move a unit to your base.")) is None
    assert locate(tokens("to your base"), tokens("Move a unit to your base.")) is not None


def test_locate_reads_lossy_power_symbols_and_elided_reminders() -> None:
    printed = tokens(normalise_symbols("[Empower] [O][O] ([O][O]: Empower me.)\n[Empowered][>] Give me +3 [M]."))
    assert locate(tokens(normalise_symbols("[Empower] [C][C] (...) [Empowered][>] Give me +3 [S].")), printed)
    assert locate(tokens("[Empower] [R][R]"), printed) is None


def test_transplant_applies_the_edit_in_the_errata_words() -> None:
    edit = transplant("You may kill a gear. Draw 1.", "You may kill a gear. Draw 1.",
                      "You may kill up to one gear. Draw 1.")
    assert edit is not None
    span, words = edit
    assert "You may kill a gear. Draw 1."[span.start:span.end] == "kill a gear" and words == "kill up to one gear"


def test_transplant_refuses_a_passage_the_quote_abridged_or_writes_lossily() -> None:
    # "ignoring its cost" is quoted as "ignoring cost": an edit there could put abridged words in the card.
    assert transplant("Play it, ignoring its cost.", "Play it, ignoring cost.", "Play it, ignoring all cost.") is None
    # ... while an edit away from the abridged words is the errata's own.
    assert transplant("Play it, ignoring its cost. Draw 1.", "Play it, ignoring cost. Draw 1.",
                      "Play it, ignoring cost. Draw 2.") is not None
    # "[C]" stands for the card's own power symbol, which the quote does not say.
    assert transplant("As you play me, you may pay [G] as an additional cost.",
                      "As you play me, you may pay [C] as additional cost.",
                      "You may pay [C] as additional cost to play me.") is None
    # The changed passage spans two printed lines: replacing it would join them.
    assert transplant("Draw 1.\nDraw 1.", "Draw 1. Draw 1.", "Draw 1. Draw 2.") is not None
    assert transplant("Draw 1.\nDraw 1.", "Draw 1. Draw 1.", "Draw 1, then draw 1.") is None


def test_errata_status_prefers_the_new_wording() -> None:
    record = _record()
    assert errata_status("[Action]\nYou may kill up to one gear. Draw 1.", [record]).state == "current"
    assert errata_status("You may kill a gear. Draw 1.", [record]).state == "outdated"
    assert errata_status("Kill a unit.", [record]).state == "unlocated"
    assert errata_status("Kill a unit.", []) is None
