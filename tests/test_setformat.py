"""riftc.sources.setformat / riftc.sources.cardjson / riftc.atomic: writing set files and JSONL, and round trips."""

from __future__ import annotations

import dataclasses
import json
import os
import stat
from pathlib import Path

import pytest

from corpus_paths import REFERENCE_CARDS, corpus_jsonl
from riftc.sources import setformat
from riftc.atomic import write_text_atomic
from riftc.sources.cardjson import JSON_KEYS, card_from_json, card_to_json, write_jsonl
from riftc.sources import CardSource, ErrataNotice, TextBlock, read_jsonl, read_sources
from test_sources import GOOD

def _read(tmp_path: Path, name: str, text: str) -> tuple[CardSource, ...]:
    """Cards of a set file with ``text``, which must read without diagnostics."""
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="")
    result = read_sources([path])
    assert result.diagnostics == ()
    return result.cards


def _unit(**changes: object) -> CardSource:
    """A one-domain unit with power pips, changed by ``changes``."""
    card = CardSource(
        path="x.rift", line=1, id="OGN-900", set="OGN", set_name="Origins", name="Test, Unit",
        type="Unit", supertype=None, tags=("Ionia",), domains=("Calm",), energy=3, power=("G",),
        might=2, might_bonus=None, rarity="Common", text=TextBlock("Draw 1.", 1, 3), effect_text=None)
    return dataclasses.replace(card, **changes)  # type: ignore[arg-type]


# ---------------------------------------------------------------- set files


def test_writer_output_is_canonical_and_round_trips_byte_for_byte(tmp_path: Path) -> None:
    files = setformat.write_set_files(_read(tmp_path, "in/sfd.rift", GOOD))
    assert list(files) == ["sfd.rift"]
    canonical = files["sfd.rift"]
    assert canonical.startswith("set SFD Spiritforged\n\ncard SFD-003 Blood Rush\ntype: Spell\n")
    assert "card SFD-172 Sacred Shears\ntype: Gear\ntags: Equipment\ndomains: Order\ncost: 2 [Y]\n" \
           "might bonus: +1\nrarity: Rare\ntext:\n" in canonical  # fields in the canonical order
    assert "| • Ready 2 runes.\n|\n| • Buff" in canonical  # an empty text line is a lone "|"
    assert "\n\n\n" not in canonical and canonical.endswith("\n") and not canonical.endswith("\n\n")
    again = setformat.write_set_files(_read(tmp_path, "out/sfd.rift", canonical))
    assert again == files


def test_same_cards_give_same_text_whatever_their_order(tmp_path: Path) -> None:
    cards = _read(tmp_path, "sfd.rift", GOOD)
    assert setformat.write_set_files(reversed(cards)) == setformat.write_set_files(cards)


def test_writer_splits_sets_into_files() -> None:
    cards = [_unit(), _unit(id="SFD-001", set="SFD", set_name="Spiritforged")]
    assert list(setformat.write_set_files(cards)) == ["ogn.rift", "sfd.rift"]


@pytest.mark.parametrize("changes", [
    {"name": "Two\nLines"}, {"name": ""}, {"tags": ("A, B",)}, {"energy": None},
    {"text": TextBlock("a\rb", 1, 3)},
])
def test_writer_refuses_what_a_set_file_cannot_hold(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        setformat.write_set_files([_unit(**changes)])


def test_hostile_names_and_texts_round_trip(tmp_path: Path) -> None:
    tricky = _unit(
        name='"); import os #', tags=("Piltover & Zaun",),
        text=TextBlock('He said "no" \\ then \\n left.\n| not a field\n#not a comment\n\\', 1, 3),
        effect_text=TextBlock("'''\"\"\" {{ }} ${x} —•", 1, 3),
        errata=(ErrataNotice("2025-10-28", "Doc <with> brackets", "https://e.org/a?b=<c>"),),
    )
    cards = _read(tmp_path, "ogn.rift", setformat.write_set_files([tricky])["ogn.rift"])
    assert card_to_json(cards[0]) == card_to_json(tricky)
    assert cards[0].errata == tricky.errata
    (jsonl_card,) = _read(tmp_path, "c.jsonl", write_jsonl([tricky]))
    assert card_to_json(jsonl_card) == card_to_json(tricky)


@pytest.mark.parametrize("folder", [REFERENCE_CARDS, REFERENCE_CARDS.parent / "tests" / "reference-pending"])
def test_reference_files_are_exactly_the_writers_output(folder: Path) -> None:
    paths = sorted(folder.glob("*.rift"))
    assert paths
    comment = paths[0].read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
    cards = read_sources([folder]).cards
    written = setformat.write_set_files(cards, comment)
    assert written == {p.name: p.read_text(encoding="utf-8") for p in paths}


# ---------------------------------------------------------------- JSON


def test_card_to_json_keys_and_order() -> None:
    record = card_to_json(_unit(errata=(ErrataNotice("2025-10-28", "Doc", "https://e.org"),)))
    assert list(record) == list(JSON_KEYS) + ["errata"]
    assert record["power"] == 1 and record["subtitle"] == "Unit" and record["tags"] == ["Ionia"]
    assert record["errata"] == [{"document": "Doc", "announced_on": "2025-10-28", "url": "https://e.org"}]
    assert "errata" not in card_to_json(_unit())


def test_card_from_json_makes_pips_from_the_domain() -> None:
    record = card_to_json(_unit(power=("G", "G")))
    assert card_from_json(record, "c.jsonl", 4).power == ("G", "G")
    record["domains"] = ["Calm", "Fury"]
    assert card_from_json(record, "c.jsonl", 4).power == ("A", "A")
    record["domains"] = []
    assert card_from_json(record, "c.jsonl", 4).power == ("A", "A")


def test_write_jsonl_sorts_by_id_and_keeps_non_ascii() -> None:
    text = write_jsonl([_unit(id="OGN-902", name="Zed — Kayn"), _unit(id="OGN-901")])
    lines = text.splitlines()
    assert [json.loads(line)["id"] for line in lines] == ["OGN-901", "OGN-902"]
    assert "Zed — Kayn" in lines[1] and text.endswith("\n")


def test_whole_corpus_round_trips_through_set_files(tmp_path: Path) -> None:
    corpus = corpus_jsonl()
    imported = read_jsonl(corpus)
    assert imported.diagnostics == ()
    files = setformat.write_set_files(imported.cards)
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8", newline="")
    back = read_sources([tmp_path])
    assert back.diagnostics == ()
    originals = [json.loads(line) for line in corpus.read_text(encoding="utf-8").splitlines()]
    keys = set(JSON_KEYS) | {"errata"}
    expected = {record["id"]: {k: v for k, v in record.items() if k in keys} for record in originals}
    got = {card.id: card_to_json(card) for card in back.cards}
    assert len(got) == len(expected) == 942
    assert got == expected
    assert setformat.write_set_files(back.cards) == files  # a second pass changes nothing


# ---------------------------------------------------------------- atomic writes


def test_write_text_atomic_replaces_keeps_mode_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "new" / "dir" / "f.rift"
    write_text_atomic(target, "a\nb\n")
    assert target.read_bytes() == b"a\nb\n"
    os.chmod(target, 0o640)
    write_text_atomic(str(target), "é\n")
    assert target.read_text(encoding="utf-8") == "é\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in target.parent.iterdir()) == ["f.rift"]
