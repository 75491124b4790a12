"""riftc.sources: reading set files and card JSONL into CardSource records and Diagnostics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from corpus_paths import REFERENCE_CARDS, REPO
from riftc.errors import format_diagnostic
from riftc.sources import (
    CardSource, ErrataNotice, SourceSet, TextBlock, read_jsonl, read_set_file, read_sources,
)

ERRATA_URL = "https://playriftbound.com/en-us/news/rules-and-releases/riftbound-spiritforged-errata/"

GOOD = """\
# riftc set file: a comment
set SFD Spiritforged

card SFD-049 Aphelios, Exalted
type: Unit
supertype: Champion
tags: Aphelios, Mount Targon
domains: Calm
cost: 4 [G]
might: 4
rarity: Rare
text:
| When you attach an Equipment to me, choose one that hasn't been chosen this turn —
| • Ready 2 runes.
|
| • Buff a friendly unit.

# comments may sit between cards
card SFD-172 Sacred Shears
rarity: Rare
type: Gear
tags: Equipment
domains: Order
cost: 2 [Y]
might bonus: +1
text:
| [Equip] [Y] ([Y]: Attach this to a unit you control.)
effect:
| [Deathknell] — Draw 1. (When I die, get the effect.)

card SFD-003 Blood Rush
type: Spell
domains: Fury
cost: 1
text:
| Give a unit [Assault 2]. (+2 [M] while it's an attacker.)
errata: 2026-01-14 Riftbound Spiritforged Errata <https://playriftbound.com/en-us/news/rules-and-releases/riftbound-spiritforged-errata/>
errata text:
| Give a unit [Assault 2] this turn. (+2 [M] while it's an attacker.)

card SFD-205 Fiora, Grand Duelist
type: Legend
tags: Fiora
domains: Body, Order
rarity: Rare

card SFD-T99 Buff
type: none
text:
| A unit may have no more than one buff at a time.
"""


def _card(path: str, line: int, card_id: str, name: str, **values: object) -> CardSource:
    """A CardSource of set SFD with every absent trait defaulted."""
    defaults: dict[str, object] = dict(
        type=None, supertype=None, tags=(), domains=(), energy=None, power=None, might=None,
        might_bonus=None, rarity=None, text=None, effect_text=None)
    return CardSource(path=path, line=line, id=card_id, set="SFD", set_name="Spiritforged",
                      name=name, **{**defaults, **values})  # type: ignore[arg-type]


def _write(tmp_path: Path, name: str, text: str) -> str:
    """Write ``text`` to ``tmp_path/name``; return the path as a string."""
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="")
    return str(path)


def _where(result: SourceSet) -> list[tuple[int, int, str, str]]:
    """(line, column, code, card id) of each diagnostic."""
    return [(d.location.line, d.location.column, d.code, d.card_id) for d in result.diagnostics]


# ---------------------------------------------------------------- good files


def test_good_file_gives_exact_records(tmp_path: Path) -> None:
    path = _write(tmp_path, "sfd.rift", GOOD)
    result = read_set_file(path)
    assert result.diagnostics == ()
    assert list(result.cards) == [
        _card(path, 4, "SFD-049", "Aphelios, Exalted", type="Unit", supertype="Champion",
              tags=("Aphelios", "Mount Targon"), domains=("Calm",), energy=4, power=("G",), might=4,
              rarity="Rare", text=TextBlock(
                  "When you attach an Equipment to me, choose one that hasn't been chosen this turn —\n"
                  "• Ready 2 runes.\n\n• Buff a friendly unit.", 13, 3)),
        _card(path, 19, "SFD-172", "Sacred Shears", type="Gear", tags=("Equipment",), domains=("Order",),
              energy=2, power=("Y",), might_bonus=1, rarity="Rare",
              text=TextBlock("[Equip] [Y] ([Y]: Attach this to a unit you control.)", 27, 3),
              effect_text=TextBlock("[Deathknell] — Draw 1. (When I die, get the effect.)", 29, 3)),
        _card(path, 31, "SFD-003", "Blood Rush", type="Spell", domains=("Fury",), energy=1,
              text=TextBlock("Give a unit [Assault 2]. (+2 [M] while it's an attacker.)", 36, 3),
              errata=(ErrataNotice("2026-01-14", "Riftbound Spiritforged Errata", ERRATA_URL),),
              errata_text=TextBlock("Give a unit [Assault 2] this turn. (+2 [M] while it's an attacker.)", 39, 3)),
        _card(path, 41, "SFD-205", "Fiora, Grand Duelist", type="Legend", tags=("Fiora",),
              domains=("Body", "Order"), rarity="Rare"),
        _card(path, 47, "SFD-T99", "Buff", text=TextBlock("A unit may have no more than one buff at a time.", 50, 3)),
    ]


def test_subtitle_is_the_part_after_the_first_comma(tmp_path: Path) -> None:
    cards = read_set_file(_write(tmp_path, "sfd.rift", GOOD)).cards
    assert [card.subtitle for card in cards] == ["Exalted", None, None, "Grand Duelist", None]


def test_crlf_line_endings_are_read_like_lf(tmp_path: Path) -> None:
    lf = read_set_file(_write(tmp_path, "a/sfd.rift", GOOD)).cards
    crlf = read_set_file(_write(tmp_path, "b/sfd.rift", GOOD.replace("\n", "\r\n")))
    assert crlf.diagnostics == ()
    assert [card.text for card in crlf.cards] == [card.text for card in lf]


def test_text_block_positions_in_a_set_file(tmp_path: Path) -> None:
    path = _write(tmp_path, "sfd.rift", GOOD)
    block = read_set_file(path).cards[0].text
    assert block is not None
    file_lines = Path(path).read_text(encoding="utf-8").split("\n")
    offset = block.text.index("Buff a friendly")
    line, column = block.position(offset)
    assert (line, column) == (16, 5)
    assert file_lines[line - 1][column - 1:].startswith("Buff a friendly")
    assert block.source_line(offset) == file_lines[line - 1] == "| • Buff a friendly unit."
    assert block.source_line(block.text.index("\n\n") + 1) == "|"  # the empty text line
    assert block.position(0) == (13, 3)


def test_text_block_positions_on_a_jsonl_line() -> None:
    block = TextBlock("Draw 1.\nChannel 1 rune.", 7, 1, one_line=True)
    assert block.position(0) == (7, 1)
    assert block.position(8) == (7, 9)
    assert block.source_line(8) == "Draw 1.\u23ceChannel 1 rune."


# ---------------------------------------------------------------- broken files

BROKEN = """\
set OGN Origins

card OGN-001 Good Unit
type: Unit
domains: Fury
cost: 2 [R]
might: 2

card OGN-002 Misspelt Field
type: Unit
domain: Fury

card OGN-003 Misspelt Type
type: Unti

card OGN-004 Bad Pip
type: Spell
cost: 3 [R][X]

card OGN-005 No Type
might: 3

card SFD-006 Wrong Set
type: Unit

card OGN-007 Twice
type: Unit
might: 1
might: 2

card OGN-008 Good Spell
type: Spell
text:
| Draw 1.

card OGN-009 Bad Domain
type: Unit
domains: Fury, Clam

card OGN-010 Stray After Blank
type: Unit

might: 4
card OGN-011 Bad Text Line
type: Spell
text:
|Draw 1.
card OGN-012 Bad Date
type: Spell
errata: 2025-13-01 Some Errata <https://example.org/x>
card OGN-013 Empty Text
type: Spell
text:
card OGN-014 Bad Rarity
type: Gear
rarity: common
card OGN-001 Duplicate Of The First
type: Unit
"""


def test_each_broken_card_gives_one_diagnostic_and_good_cards_load(tmp_path: Path) -> None:
    result = read_set_file(_write(tmp_path, "ogn.rift", BROKEN))
    # A bad trait value, a misspelt key or a field given twice loses that value, not the card (its text
    # is still checked); a card that cannot be read as a card (no type, a bad line, a wrong set) is left out.
    assert [card.id for card in result.cards] == ["OGN-001", "OGN-002", "OGN-003", "OGN-004", "OGN-007", "OGN-008",
                                                  "OGN-009", "OGN-012", "OGN-014"]
    by_id = {card.id: card for card in result.cards}
    assert by_id["OGN-002"].domains == () and by_id["OGN-003"].type is None and by_id["OGN-007"].might == 1
    assert _where(result) == [
        (11, 1, "unknown-field", "OGN-002"),
        (14, 7, "bad-value", "OGN-003"),
        (18, 13, "bad-value", "OGN-004"),
        (20, 6, "missing-field", "OGN-005"),
        (23, 6, "bad-id", "SFD-006"),
        (29, 1, "duplicate-field", "OGN-007"),
        (38, 16, "bad-value", "OGN-009"),
        (43, 1, "stray-line", "OGN-010"),
        (47, 2, "bad-line", "OGN-011"),
        (50, 9, "bad-value", "OGN-012"),
        (53, 1, "missing-field", "OGN-013"),
        (56, 9, "bad-value", "OGN-014"),
        (57, 6, "duplicate-card", "OGN-001"),
    ]
    for diagnostic in result.diagnostics:
        assert diagnostic.card_name and diagnostic.source_line
        assert diagnostic.location.path.endswith("ogn.rift")


def test_did_you_mean_for_a_misspelt_field_type_domain_and_pip(tmp_path: Path) -> None:
    messages = [d.message for d in read_set_file(_write(tmp_path, "ogn.rift", BROKEN)).diagnostics]
    assert "did you mean 'domains'?" in messages[0]
    assert "expected one of: Unit, Spell, Gear, Rune, Battlefield, Legend" in messages[1]
    assert "did you mean 'Unit'?" in messages[1]
    assert "unknown rune letter 'X'" in messages[2]
    assert "did you mean 'Calm'?" in messages[6]
    assert "already given on line 28" in messages[5]
    assert "already used by 'Good Unit'" in messages[-1]


def test_case_slips_get_a_certain_fix(tmp_path: Path) -> None:
    diagnostic = read_set_file(_write(tmp_path, "ogn.rift", BROKEN)).diagnostics[11]
    assert (diagnostic.fix, diagnostic.length) == ("Common", 6)
    assert format_diagnostic(diagnostic).splitlines() == [
        f"{diagnostic.location.path}:56:9: error[bad-value] OGN-014 Bad Rarity: rarity: unknown rarity "
        "'common': expected one of: Common, Uncommon, Rare, Epic, Showcase; did you mean 'Common'?",
        "56 | rarity: common",
        "             ^^^^^^",
        "     fix: 'Common'",
    ]


@pytest.mark.parametrize(("text", "expected"), [
    ("card OGN-001 X\ntype: Unit\n", [(1, 1, "missing-header", "")]),
    ("", [(1, 1, "missing-header", "")]),
    ("set ogn Origins\n", [(1, 5, "bad-header", "")]),
    ("set OGN Origins\ncard OGN-001\ntype: Unit\n", [(2, 13, "missing-field", "OGN-001")]),
    ("set OGN Origins\ncard OGN-001 X\ntype: Unit\n| stray\n", [(4, 1, "bad-line", "OGN-001")]),
    ("set OGN Origins\ncard OGN-001 X\ntype: Unit\nmight bonus: 2\n", [(4, 14, "bad-value", "OGN-001")]),
    ("set OGN Origins\ncard OGN-001 X\ntype: Unit\ncost: [R]\n", [(4, 7, "bad-value", "OGN-001")]),
    ("set OGN Origins\ncard OGN-001 X\ntype: Unit\ntags: A,,B\n", [(4, 9, "bad-value", "OGN-001")]),
    ("set OGN Origins\ncard OGN-001 X\ntype: Unit\nmight: -1\n", [(4, 8, "bad-value", "OGN-001")]),
    ("set OGN Origins\ncard OGN-001 X\ntype: Unit\n  might: 1\n", [(4, 1, "bad-line", "OGN-001")]),
])
def test_file_level_and_field_errors(tmp_path: Path, text: str, expected: list[tuple[int, int, str, str]]) -> None:
    result = read_set_file(_write(tmp_path, "ogn.rift", text))
    assert _where(result) == expected
    # A card whose only problem is a bad trait value is still read, without that value.
    value_only = all(code == "bad-value" and card for _, _, code, card in expected)
    assert [card.id for card in result.cards] == (["OGN-001"] if value_only else [])


def test_a_stray_line_before_the_first_card_belongs_to_no_card(tmp_path: Path) -> None:
    result = read_set_file(_write(tmp_path, "ogn.rift", "set OGN Origins\nhello\n\ncard OGN-001 X\ntype: Unit\n"))
    assert _where(result) == [(2, 1, "stray-line", "")]
    assert [card.id for card in result.cards] == ["OGN-001"]


# ---------------------------------------------------------------- inputs


def test_read_sources_reads_directories_recursively_and_sorted(tmp_path: Path) -> None:
    _write(tmp_path, "sets/b/ogn.rift", "set OGN Origins\n\ncard OGN-002 Two\ntype: Spell\n")
    _write(tmp_path, "sets/a.rift", "set OGS Proving Grounds\n\ncard OGS-001 One\ntype: Unit\n")
    _write(tmp_path, "sets/notes.txt", "not a card file")
    result = read_sources([tmp_path / "sets"])
    assert result.diagnostics == ()
    assert [(card.id, card.path) for card in result.cards] == [
        ("OGS-001", str(tmp_path / "sets" / "a.rift")),
        ("OGN-002", str(tmp_path / "sets" / "b" / "ogn.rift")),
    ]


def test_unreadable_inputs_are_diagnostics(tmp_path: Path) -> None:
    other = _write(tmp_path, "cards.txt", "x")
    missing = str(tmp_path / "nope.rift")
    result = read_sources([missing, other])
    assert [(d.location.path, d.code) for d in result.diagnostics] == [
        (missing, "unreadable-input"), (other, "unreadable-input")]
    assert "expected a .rift set file" in result.diagnostics[1].message


def test_duplicate_ids_across_inputs_are_reported_at_the_second(tmp_path: Path) -> None:
    first = _write(tmp_path, "a.rift", "set OGN Origins\n\ncard OGN-001 One\ntype: Unit\n")
    record = {"id": "OGN-001", "set": "OGN", "name": "Again", "type": "Spell", "supertype": None,
              "tags": [], "domains": [], "energy": 1, "power": None, "might": None, "text": None,
              "effect_text": None, "rarity": "Common"}
    second = _write(tmp_path, "b.jsonl", json.dumps(record) + "\n")
    result = read_sources([first, second])
    assert [card.name for card in result.cards] == ["One"]
    assert [(d.location.path, d.location.line, d.code) for d in result.diagnostics] == [
        (second, 1, "duplicate-card")]
    assert f"{first}:3" in result.diagnostics[0].message


# ---------------------------------------------------------------- JSONL


def _record(**changes: object) -> str:
    """A valid JSONL line for a one-domain unit with two power pips, with ``changes`` applied."""
    record: dict[str, object] = {
        "id": "OGN-009", "set": "OGN", "set_name": "Origins", "name": "Test Unit, Subtitled",
        "subtitle": "Subtitled", "type": "Unit", "supertype": None, "tags": ["Ionia"],
        "domains": ["Calm"], "energy": 3, "power": 2, "might": 2, "text": "Draw 1.\nDraw 2.",
        "effect_text": None, "rarity": "Common", "might_bonus": None}
    record.update(changes)
    return json.dumps({k: v for k, v in record.items() if v != "<drop>"})


def test_jsonl_records_become_cards(tmp_path: Path) -> None:
    path = _write(tmp_path, "c.jsonl", _record() + "\n\n" + _record(id="OGN-010", domains=["Calm", "Mind"]) + "\n")
    result = read_jsonl(path)
    assert result.diagnostics == ()
    first, second = result.cards
    assert (first.line, first.power, first.set_name) == (1, ("G", "G"), "Origins")
    assert first.text == TextBlock("Draw 1.\nDraw 2.", 1, 1, one_line=True)
    assert (second.line, second.power) == (3, ("A", "A"))


def test_bad_jsonl_lines_give_diagnostics_and_reading_continues(tmp_path: Path) -> None:
    lines = [
        _record(id="OGN-001"),
        '{"id": "OGN-002", oops}',
        _record(id="OGN-003", rarity="<drop>"),
        _record(id="OGN-004", might="2"),
        _record(id="OGN-005", domains=["Clam"]),
        "[1, 2]",
        _record(id="OGN-007", errata=[{"document": "D", "announced_on": "soon", "url": "u"}]),
        _record(id="OGN-008"),
    ]
    result = read_jsonl(_write(tmp_path, "c.jsonl", "\n".join(lines) + "\n"))
    assert [card.id for card in result.cards] == ["OGN-001", "OGN-008"]
    where = [(d.location.line, d.code, d.card_id) for d in result.diagnostics]
    assert where == [(2, "bad-json", ""), (3, "missing-field", "OGN-003"), (4, "bad-value", "OGN-004"),
                     (5, "bad-value", "OGN-005"), (6, "bad-value", ""), (7, "bad-value", "OGN-007")]
    might = result.diagnostics[2]
    assert might.source_line[might.location.column - 1:].startswith('"might"')
    assert "'rarity'" in result.diagnostics[1].message


# ---------------------------------------------------------------- checked-in files


def test_reference_cards_read_back_without_diagnostics() -> None:
    # cards/ holds those that compile; the others wait in tests/reference-pending/ (test_reference_set.py)
    result = read_sources([REFERENCE_CARDS, REPO / "tests" / "reference-pending"])
    assert result.diagnostics == ()
    names = {card.name for card in result.cards}
    for name in ("Kinkou Monk", "Fae Dragon", "Simian Ancestor", "Wildclaw Shaman", "Lee Sin, Ascetic",
                 "Spirit's Refuge", "Stand United", "Fiora, Victorious", "Shady Spectacles",
                 "Mel, Newly Awakened", "Gangplank, Naval", "Kayle, Justified", "Zhonya's Hourglass",
                 "Stupefy"):
        assert name in names
    assert sum(card.name == "Sett, Brawler" for card in result.cards) == 2


def test_the_documented_example_reads_cleanly(tmp_path: Path) -> None:
    doc = (REPO / "docs" / "card-format.md").read_text(encoding="utf-8")
    examples = [block.split("```", 1)[0] for block in doc.split("```rift\n")[1:]]
    assert len(examples) == 2
    result = read_set_file(_write(tmp_path, "sfd.rift", examples[0]))
    assert result.diagnostics == ()
    assert {card.type for card in result.cards} == {"Unit", "Spell", "Gear", "Legend"}
    reference = read_set_file(_write(tmp_path, "unl.rift", examples[1]))
    assert reference.diagnostics == () and reference.cards[0].type is None
    assert any(card.errata_text for card in result.cards)
    assert any(card.effect_text and card.might_bonus is not None for card in result.cards)
