"""Reads that fail are said, with the file (issue 16, "reads that fail quietly"): scenario --cards, coverage
in text and JSON, lint --fix (which never rewrites a file it could not read completely), build --partial."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftc.lint import engine, fixes, registry
from riftc.sources import read_sources
from robustness_support import riftc, write

FIXABLE = "card TST-001 Quick Study\ntype: Spell\ncost: 2\ntext:\n| Draw one.\n"
BROKEN = "card TST-002 Wrong Type\ntype: Foo\ncost: 1\n"
SET_WITH_A_BROKEN_CARD = f"set TST Test Set\n\n{FIXABLE}\n{BROKEN}"
TINY = "set TST Test\n\ncard TST-009 Tiny\ntype: Unit\nmight: 1\n\ncard TST-010 Oops\ntype: Unti\n"
SCENARIO = "scenario: tiny\nrule: 703\nP1 base: Tiny\nexpect Tiny might 1\n"


def test_scenario_cards_with_read_errors_are_reported_and_exit_2(tmp_path: Path) -> None:
    cards = write(tmp_path / "tiny.rift", TINY)
    scenario = write(tmp_path / "tiny.scn", SCENARIO)
    outcome = riftc("scenario", "run", str(scenario), "--cards", str(cards))
    assert outcome.code == 2
    assert f"{cards}:8:7: error[bad-value] TST-010 Oops: type: unknown card type 'Unti'" in outcome.err
    assert "1 passed, 0 failed, 0 pending" in outcome.out  # the scenarios still run
    data = json.loads(riftc("scenario", "run", str(scenario), "--cards", str(cards), "--json").out)
    assert [(e["file"], e["line"], e["column"], e["code"]) for e in data["read_errors"]] == [
        (str(cards), 8, 7, "bad-value")]


def test_scenario_cards_that_are_missing_say_so(tmp_path: Path) -> None:
    scenario = write(tmp_path / "tiny.scn", SCENARIO)
    empty = tmp_path / "empty"
    empty.mkdir()
    outcome = riftc("scenario", "run", str(scenario), "--cards", str(empty))
    assert outcome.code == 2 and f"no cards in {empty}" in outcome.err


def test_scenario_run_of_a_folder_with_no_scenario_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "scenarios").mkdir()
    write(tmp_path / "scenarios" / "notes.txt", "not a scenario\n")
    outcome = riftc("scenario", "run", str(tmp_path / "scenarios"))
    assert outcome.code == 2  # "0 passed, 0 failed" used to exit 0: a mistyped folder passed CI
    assert f"no scenario files (*.scn) in {tmp_path / 'scenarios'}" in outcome.err


def test_coverage_names_a_missing_input_in_text_and_json(tmp_path: Path) -> None:
    good = write(tmp_path / "tiny.rift", TINY.split("\n\ncard TST-010")[0] + "\n")
    missing = tmp_path / "MISSING.rift"
    outcome = riftc("coverage", str(good), str(missing))
    assert outcome.code == 2  # the counts of what was read are printed; a missing input is still status 2
    assert f"{missing}:1:1: error[unreadable-input] cannot read {missing}: no such file or directory" in outcome.err
    assert f"1 problem(s) reading the inputs: {missing}" in outcome.err
    data = json.loads(riftc("coverage", str(good), str(missing), "--json").out)
    [error] = data["read_errors"]
    assert {key: error[key] for key in ("file", "line", "column", "code", "message")} == {
        "file": str(missing), "line": 1, "column": 1, "code": "unreadable-input",
        "message": f"cannot read {missing}: no such file or directory"}
    assert data["compiled"] == 1


def test_lint_fix_leaves_a_file_with_read_errors_as_it_was(tmp_path: Path) -> None:
    path = write(tmp_path / "tst.rift", SET_WITH_A_BROKEN_CARD)
    outcome = riftc("lint", str(path), "--fix", "--select", "RL401")
    assert outcome.code == 2
    assert f"riftc lint: not fixing {path}: it could not be read completely" in outcome.err
    assert path.read_text(encoding="utf-8") == SET_WITH_A_BROKEN_CARD
    other = write(tmp_path / "other.rift", f"set OTH Other\n\n{FIXABLE.replace('TST', 'OTH')}")
    outcome = riftc("lint", str(path), str(other), "--fix", "--select", "RL401")
    assert "| Draw 1." in other.read_text(encoding="utf-8")  # a file that reads cleanly is still fixed
    assert path.read_text(encoding="utf-8") == SET_WITH_A_BROKEN_CARD


def _findings(path: Path) -> list[engine.LintFinding]:
    return engine.lint_cards(read_sources([path]).cards, registry.select_rules(("RL401",), ()), None)


def test_fix_file_refuses_a_file_that_changed_since_it_was_linted(tmp_path: Path) -> None:
    path = write(tmp_path / "tst.rift", f"set TST Test Set\n\n{FIXABLE}")
    found = _findings(path)
    changed = path.read_text(encoding="utf-8").replace("| Draw one.", "| Draw one card, then draw one.")
    path.write_text(changed, encoding="utf-8")
    with pytest.raises(fixes.FixRefused, match="line 7 is not the text that was linted"):
        fixes.fix_file(str(path), fixes.fixable(found))
    assert path.read_text(encoding="utf-8") == changed


def test_lint_fix_that_cannot_write_is_a_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path / "tst.rift", f"set TST Test Set\n\n{FIXABLE}")

    def no_space(target, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fixes, "write_text_atomic", no_space)
    outcome = riftc("lint", str(path), "--fix", "--select", "RL401")
    assert outcome.crash is None and outcome.code == 2
    assert f"not fixing {path}: it cannot be written (No space left on device)" in outcome.err


def test_lint_of_an_empty_path_is_a_usage_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path / "tst.rift", f"set TST Test Set\n\n{FIXABLE}")
    monkeypatch.chdir(tmp_path)  # `riftc lint "" --fix` used to rewrite every set file here
    outcome = riftc("lint", "", "--fix", "--select", "RL401")
    assert outcome.code == 2 and "the path is empty" in outcome.err
    assert "Draw one." in path.read_text(encoding="utf-8")


def test_build_partial_with_read_errors_says_why_nothing_was_written(tmp_path: Path) -> None:
    path = write(tmp_path / "tiny.rift", TINY)
    outcome = riftc("build", str(path), "--out", str(tmp_path / "reg"), "--partial")
    assert outcome.code == 1
    assert "(or use --partial)" not in outcome.err
    assert f"left unchanged: {path} could not be read completely" in outcome.err
    assert not (tmp_path / "reg").exists()


def test_scenario_sets_line_naming_a_broken_set_fails_with_its_diagnostics(tmp_path: Path) -> None:
    write(tmp_path / "more" / "tiny.rift", TINY)
    scenario = write(tmp_path / "tiny.scn", f"sets: more\n{SCENARIO}")
    outcome = riftc("scenario", "run", str(scenario))
    assert outcome.code == 1, outcome.out  # it used to pass: the read error was dropped
    assert "0 passed, 1 failed, 0 pending" in outcome.out
    assert "not run: the set files named by this file's 'sets:' lines could not be read" in outcome.out
    assert f"{tmp_path / 'more' / 'tiny.rift'}:8:7: error[bad-value] TST-010 Oops" in outcome.out
    pending_text = SCENARIO.replace("rule: 703", "rule: 703\npending: x")
    pending = write(tmp_path / "pending.scn", f"sets: more\n{pending_text}")
    outcome = riftc("scenario", "run", str(pending))
    assert "0 passed, 1 failed, 0 pending" in outcome.out  # an unreadable set is never "pending"


def test_scenario_sets_line_naming_a_missing_or_empty_set_fails_every_scenario(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    tiny = write(tmp_path / "tiny.rift", TINY.split("\n\ncard TST-010")[0] + "\n")
    for sets, said in (("missing.rift", "expected a set file or folder that exists"),
                       ("empty", f"no cards in {tmp_path / 'empty'}")):
        scenario = write(tmp_path / "tiny.scn", f"sets: {sets}\n{SCENARIO}")
        outcome = riftc("scenario", "run", str(scenario), "--cards", str(tiny))
        assert outcome.code == 1 and "0 passed" in outcome.out, outcome.out  # not run without the cards
        assert said in outcome.out
        assert "unknown card" not in outcome.out
