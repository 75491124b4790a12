"""Nothing already written is lost: an input with no cards is an error, and build, export and import
replace their outputs only when they succeed (issue 16, "silent data loss")."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from riftc import atomic
from riftc.atomic import write_text_atomic
from riftc.sources import read_sources
from robustness_support import GOOD_SET, riftc, write


@pytest.fixture
def registry(tmp_path: Path) -> Path:
    """A registry built from one good set: what a bad build must leave alone."""
    good = write(tmp_path / "good" / "tst.rift", GOOD_SET)
    outcome = riftc("build", str(good), "--out", str(tmp_path / "reg"))
    assert outcome.code == 0, outcome.err
    return tmp_path / "reg" / "registry.py"


def _empty_folder(tmp_path: Path) -> Path:
    (tmp_path / "empty").mkdir()
    return tmp_path / "empty"


def _empty_jsonl(tmp_path: Path) -> Path:
    return write(tmp_path / "cards.jsonl", "\n\n")


def _folder_named_like_a_set_file(tmp_path: Path) -> Path:
    (tmp_path / "x.rift").mkdir()
    return tmp_path / "x.rift"


def _header_only_set_file(tmp_path: Path) -> Path:
    return write(tmp_path / "new.rift", "set NEW New Set\n")


NO_CARD_INPUTS = [_empty_folder, _empty_jsonl, _folder_named_like_a_set_file, _header_only_set_file]


@pytest.mark.parametrize("make_input", NO_CARD_INPUTS, ids=lambda f: f.__name__.strip("_"))
def test_build_of_an_input_with_no_cards_exits_2_and_keeps_the_registry(make_input, registry: Path,
                                                                       tmp_path: Path) -> None:
    before = registry.read_bytes()
    given = make_input(tmp_path)
    outcome = riftc("build", str(given), "--out", str(registry.parent))
    assert outcome.crash is None
    assert outcome.code == 2
    assert f"{given}:1:1: error[no-cards] no cards in {given}" in outcome.err
    assert "left unchanged" in outcome.err
    assert registry.read_bytes() == before


def test_an_input_with_no_cards_beside_good_ones_still_writes_nothing(registry: Path, tmp_path: Path) -> None:
    before = registry.read_bytes()
    good = write(tmp_path / "more" / "tst.rift", GOOD_SET.replace("Quick Study", "Slow Study"))
    outcome = riftc("build", str(good), str(_empty_folder(tmp_path)), "--out", str(registry.parent), "--quiet")
    assert (outcome.code, registry.read_bytes()) == (2, before)
    assert "error[no-cards]" in outcome.err  # printed even with --quiet: it is why nothing was written


def test_an_empty_path_is_a_usage_error_not_the_current_folder(registry: Path, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    before = registry.read_bytes()
    write(tmp_path / "here" / "other.rift", GOOD_SET.replace("TST", "OTH"))
    monkeypatch.chdir(tmp_path / "here")  # `riftc build ""` used to read this whole folder
    outcome = riftc("build", "", "--out", str(registry.parent))
    assert outcome.code == 2 and "the path is empty" in outcome.err
    assert registry.read_bytes() == before
    assert riftc("build", str(tmp_path / "good"), "--out", "").code == 2


def test_check_of_an_input_with_no_cards_is_an_error_too(registry: Path, tmp_path: Path) -> None:
    outcome = riftc("build", str(_empty_folder(tmp_path)), "--out", str(registry.parent), "--check")
    assert outcome.code == 2 and "error[no-cards]" in outcome.err


def test_read_sources_reports_each_input_that_holds_no_card(tmp_path: Path) -> None:
    good = write(tmp_path / "good.rift", GOOD_SET)
    empty = _empty_folder(tmp_path)
    result = read_sources([good, empty, ""])
    assert [card.id for card in result.cards] == ["TST-001"]
    assert [(d.location.path, d.code) for d in result.diagnostics] == [
        (str(empty), "no-cards"), ("", "unreadable-input")]


# ---------------------------------------------------------------- export


@pytest.fixture
def exported(tmp_path: Path) -> Path:
    """An existing JSONL file that a failed export must not replace."""
    target = write(tmp_path / "existing.jsonl", "precious\n")
    return target


@pytest.mark.parametrize("content, status", [
    ("set TST Test\n\ncard TST-001 Good\ntype: Spell\n\ncard TST-002 Bad\ntype: Foo\n", 1),  # one broken card
    (None, 2),  # missing: nothing to work on
    ("\x00\xff garbage", 1),  # not a set file
    ("", 1),  # empty set file: no header
], ids=["broken-card", "missing", "garbage", "empty-file"])
def test_export_leaves_the_existing_file_when_an_input_has_errors(content: str | None, status: int,
                                                                  exported: Path, tmp_path: Path) -> None:
    source = tmp_path / "in.rift"
    if content is not None:
        source.write_bytes(content.encode("utf-8", "surrogateescape"))
    outcome = riftc("export", str(source), "--out", str(exported))
    assert outcome.crash is None
    assert outcome.code == status
    assert f"{exported} left unchanged" in outcome.err
    assert exported.read_text(encoding="utf-8") == "precious\n"


def test_export_of_a_folder_with_no_cards_exits_2_and_keeps_the_file(exported: Path, tmp_path: Path) -> None:
    outcome = riftc("export", str(_empty_folder(tmp_path)), "--out", str(exported))
    assert outcome.code == 2 and exported.read_text(encoding="utf-8") == "precious\n"


def test_export_replaces_the_file_when_every_input_reads(exported: Path, tmp_path: Path) -> None:
    outcome = riftc("export", str(write(tmp_path / "tst.rift", GOOD_SET)), "--out", str(exported))
    assert outcome.code == 0, outcome.err
    assert json.loads(exported.read_text(encoding="utf-8"))["id"] == "TST-001"


# ---------------------------------------------------------------- import


def _record(**changes: object) -> str:
    record = {"id": "OGN-009", "set": "OGN", "set_name": "Origins", "name": "Test Unit", "type": "Unit",
              "supertype": None, "tags": [], "domains": ["Calm"], "energy": 3, "power": 1, "might": 2,
              "text": None, "effect_text": None, "rarity": "Common"}
    return json.dumps({**record, **changes}) + "\n"


def test_import_writes_no_set_file_when_a_line_is_broken(tmp_path: Path) -> None:
    out = tmp_path / "sets"
    write(out / "ogn.rift", "precious\n")
    jsonl = write(tmp_path / "cards.jsonl", _record(name="Changed") + "{not json\n")
    outcome = riftc("import", str(jsonl), "--out", str(out))
    assert outcome.code == 1 and "nothing written" in outcome.err
    assert (out / "ogn.rift").read_text(encoding="utf-8") == "precious\n"


@pytest.mark.parametrize("changes, said", [
    ({"id": "OGN-0 11"}, "its id"),  # a set file would read the id as OGN-0 and the name as "11 Test Unit"
    ({"name": "Two\rLines"}, "card name"),
], ids=["id-with-a-space", "carriage-return-in-a-name"])
def test_import_refuses_cards_a_set_file_cannot_hold(changes: dict[str, object], said: str, tmp_path: Path) -> None:
    jsonl = write(tmp_path / "cards.jsonl", _record(**changes))
    outcome = riftc("import", str(jsonl), "--out", str(tmp_path / "sets"))
    assert outcome.crash is None
    assert outcome.code == 1
    assert f"{jsonl}: cannot be written as set files" in outcome.err and said in outcome.err
    assert not (tmp_path / "sets").exists()


def test_import_writes_all_set_files_or_none(tmp_path: Path) -> None:
    out = tmp_path / "sets"
    write(out / "ogn.rift", "precious ogn\n")
    blocker = write(tmp_path / "blocker", "a file where a folder should be\n")
    (out / "sfd.rift").symlink_to(blocker / "sfd.rift")  # its temporary file cannot be created
    jsonl = write(tmp_path / "cards.jsonl", _record() + _record(id="SFD-001", set="SFD", set_name="Spiritforged"))
    outcome = riftc("import", str(jsonl), "--out", str(out))
    assert outcome.crash is None and outcome.code == 2
    assert f"riftc import: cannot write {out / 'sfd.rift'}" in outcome.err and "no file was changed" in outcome.err
    assert (out / "ogn.rift").read_text(encoding="utf-8") == "precious ogn\n"  # used to be written first
    assert sorted(p.name for p in out.iterdir()) == ["ogn.rift", "sfd.rift"]  # no temporary file left
    (out / "sfd.rift").unlink()
    outcome = riftc("import", str(jsonl), "--out", str(out))
    assert outcome.code == 0, outcome.err
    assert "card OGN-009" in (out / "ogn.rift").read_text(encoding="utf-8")
    assert "card SFD-001" in (out / "sfd.rift").read_text(encoding="utf-8")
    assert sorted(p.name for p in out.iterdir()) == ["ogn.rift", "sfd.rift"]


def test_write_texts_atomic_removes_its_temporary_files_when_a_rename_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = write(tmp_path / "a.rift", "old a\n"), tmp_path / "b.rift"
    real_replace = os.replace

    def failing_replace(source: object, target: object) -> None:
        if str(target).endswith("b.rift"):
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(atomic.WriteError) as raised:
        atomic.write_texts_atomic({first: "new a\n", second: "new b\n"})
    assert raised.value.target == second
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.rift"]  # no temporary file left


def test_import_of_a_jsonl_with_no_cards_exits_2(tmp_path: Path) -> None:
    outcome = riftc("import", str(_empty_jsonl(tmp_path)), "--out", str(tmp_path / "sets"))
    assert outcome.code == 2 and not (tmp_path / "sets").exists()


# ---------------------------------------------------------------- writing


def test_an_output_that_cannot_be_written_is_a_message(tmp_path: Path) -> None:
    good = write(tmp_path / "tst.rift", GOOD_SET)
    blocker = write(tmp_path / "blocker", "a file where a folder should be\n")
    outcome = riftc("build", str(good), "--out", str(blocker / "reg"))
    assert outcome.crash is None
    assert outcome.code == 2 and f"cannot write {blocker / 'reg' / 'registry.py'}" in outcome.err
    outcome = riftc("export", str(good), "--out", str(blocker / "cards.jsonl"))
    assert outcome.code == 2 and "cannot write" in outcome.err
    assert blocker.read_text(encoding="utf-8") == "a file where a folder should be\n"


def test_an_atomic_write_replaces_the_file_a_link_points_to(tmp_path: Path) -> None:
    real = write(tmp_path / "real.rift", "old\n")
    link = tmp_path / "link.rift"
    link.symlink_to(real)
    write_text_atomic(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == "new\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
