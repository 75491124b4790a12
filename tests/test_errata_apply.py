"""Official errata applied to cards (issue 13, "errata"): the notices are recorded, the current wording
becomes the card's ``errata text`` where the edit is certain, and a build compiles that wording."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from corpus_paths import SHARED, corpus_jsonl, shared_file
from grammar_support import round_trip
from riftc.cli import main
from riftc.pipeline import compile_card
from riftc.runtime import Game, Zone
from riftc.sources import read_set_file, read_sources
from riftc.sources.cardjson import card_to_json
from riftc.sources.errata import ErrataRecord, apply_errata, errata_status, read_errata

SALVAGE = ErrataRecord("Trial", "2025-10-28", "Riftbound: Origins Card Errata", "You may kill a gear. Draw 1.",
                       "You may kill up to one gear. Draw 1.", "https://example.org/errata")


def _card(tmp_path: Path, text: str, extra: str = ""):
    lines = "\n".join(f"| {line}" for line in text.splitlines())
    path = tmp_path / "trial.rift"
    path.write_text(f"set TST Test\n\ncard TST-001 Trial\ntype: Spell\ndomains: Fury\ncost: 1\ntext:\n{lines}\n{extra}")
    found = read_set_file(path)
    assert not found.diagnostics, found.diagnostics
    return found.cards[0]


def test_a_certain_edit_becomes_the_errata_text_and_the_printed_text_stays(tmp_path: Path) -> None:
    card = _card(tmp_path, "You may kill a gear. Draw 1.")
    applied = apply_errata(card, [SALVAGE])
    assert applied.not_applied == ()
    assert applied.card.text == card.text
    assert applied.card.errata_text is not None
    assert applied.card.errata_text.text == "You may kill up to one gear. Draw 1."
    assert [(n.announced_on, n.url) for n in applied.card.errata] == [("2025-10-28", "https://example.org/errata")]
    assert errata_status(applied.card.errata_text.text, [SALVAGE]).state == "current"


def test_a_card_already_printed_with_its_current_wording_gets_no_text(tmp_path: Path) -> None:
    applied = apply_errata(_card(tmp_path, "You may kill up to one gear. Draw 1."), [SALVAGE])
    assert applied.card.errata_text is None and applied.not_applied == ()
    assert len(applied.card.errata) == 1


def test_an_abridged_quote_is_not_put_into_the_card(tmp_path: Path) -> None:
    # The quote leaves out the "your" of "ready your 2 runes", right where the words change.
    abridged = ErrataRecord("Trial", "2025-10-28", "Origins", "Ready 2 runes.", "Ready up to 2 runes.")
    card = _card(tmp_path, "Ready your 2 runes.")
    applied = apply_errata(card, [abridged])
    assert applied.card.errata_text is None
    assert applied.not_applied and "abridged" in applied.not_applied[0]


def test_a_passage_the_card_does_not_have_is_reported(tmp_path: Path) -> None:
    applied = apply_errata(_card(tmp_path, "Draw 2."), [SALVAGE])
    assert applied.card.errata_text is None
    assert applied.not_applied == ("the errata of 2025-10-28 quotes a passage the printed text does not have",)


def test_a_build_compiles_the_current_wording(tmp_path: Path) -> None:
    card = _card(tmp_path, "Draw 1.", extra="errata text:\n| Draw 2.\n")
    result = compile_card(card)
    assert result.compiled, result.diagnostics
    game = Game()
    for _ in range(3):
        game.add(replace(result.definition, id="T-0", name="Filler"), 0, Zone.MAIN_DECK)
    game.play(game.add(result.definition, 0, Zone.HAND), player=0, pay=False)
    assert len(game.state.player(0).zone(Zone.HAND)) == 2  # "Draw 2.", not the printed "Draw 1."


def test_an_errata_text_that_does_not_parse_is_reported_at_its_line(tmp_path: Path) -> None:
    card = _card(tmp_path, "Draw 1.", extra="errata text:\n| Frobnicate 2.\n")
    result = compile_card(card)
    assert not result.compiled
    assert result.failure is not None and result.failure.location.line == card.errata_text.line


def test_the_pool_errata_that_apply_give_texts_that_read_as_current() -> None:
    pool = read_sources([corpus_jsonl()]).cards
    table = read_errata(shared_file(SHARED / "rules" / "errata.jsonl"))
    applied = [apply_errata(card, table.for_card(card)) for card in pool]
    with_text = [a.card for a in applied if a.card.errata_text is not None]
    assert with_text, "no errata of the pool could be applied"
    for card in with_text:
        latest = table.for_card(card)[-1]
        assert errata_status(card.errata_text.text, [latest]).state == "current", card.id
        assert card.text == next(c.text for c in pool if c.id == card.id)


def test_every_errata_text_of_the_pool_parses_and_prints_back() -> None:
    pool = read_sources([corpus_jsonl()]).cards
    table = read_errata(shared_file(SHARED / "rules" / "errata.jsonl"))
    texts = {card.id: card.errata_text.text for card in (apply_errata(c, table.for_card(c)).card for c in pool)
             if card.errata_text is not None}
    assert len(texts) == 47
    for card_id, text in texts.items():
        assert round_trip(text) == text, card_id


def test_import_with_errata_writes_the_current_wording_and_reports_the_rest(tmp_path: Path) -> None:
    card = _card(tmp_path, "You may kill a gear. Draw 1.")
    jsonl = tmp_path / "cards.jsonl"
    jsonl.write_text(json.dumps(card_to_json(card)) + "\n")
    errata = tmp_path / "errata.jsonl"
    errata.write_text(json.dumps({"card": "Trial", "announced_on": "2025-10-28", "errata_document": "Origins",
                                  "url": "https://example.org/e", "old_text": "You may kill a gear.",
                                  "new_text": "You may kill up to one gear."}) + "\n")
    result = CliRunner().invoke(main, ["import", str(jsonl), "--out", str(tmp_path / "sets"),
                                       "--errata", str(errata), "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["errata"] == {"applied": 1, "not_applied": []}
    written = read_set_file(tmp_path / "sets" / "tst.rift").cards[0]
    assert written.text.text == "You may kill a gear. Draw 1."
    assert written.errata_text.text == "You may kill up to one gear. Draw 1."
    assert [n.url for n in written.errata] == ["https://example.org/e"]

    errata.write_text("{not json\n")
    broken = CliRunner().invoke(main, ["import", str(jsonl), "--out", str(tmp_path / "other"), "--errata", str(errata)])
    assert broken.exit_code == 2 and "cannot read the errata file" in broken.stderr
    assert not (tmp_path / "other").exists()


def test_a_reason_quotes_the_words_of_the_errata_text(tmp_path: Path) -> None:
    # The card is lowered from its errata text, so a reason quotes that text's words, not the printed
    # words at the same offsets.
    card = _card(tmp_path, "Play two 1 [M] Bird unit tokens. Then ready one of them.",
                 extra="errata text:\n| Play two 1 [M] Bird unit tokens. Then name a spell.\n")
    result = compile_card(card)
    assert not result.compiled and result.failure is not None
    assert result.failure.location.line == card.errata_text.line
    assert "name a spell" in result.failure.message, result.failure.message
