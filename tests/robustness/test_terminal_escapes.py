"""Untrusted text reaching a terminal is escaped: card names, card text, scenario names and file names
with ANSI/OSC sequences are shown as ``\\x1b…``, never sent raw (issue 16, "terminal escapes")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftc.errors import Diagnostic, Location, format_diagnostic
from robustness_support import riftc, write

COLOUR, TITLE, CSI_8BIT, RTL = "\x1b[31m", "\x1b]0;pwned\x07", "\x9b2J", "\u202e"
HOSTILE_NAME = f"Poro{COLOUR}Red{TITLE}{RTL}"
SET = (f"set TST Test\n\ncard TST-001 {HOSTILE_NAME}\ntype: Spell\ncost: 1\ntext:\n"
       f"| Drew {CSI_8BIT} 2 {COLOUR}cards.\n")
RAW = ("\x1b", "\x07", "\x9b", "\u202e")


def _no_raw_controls(text: str) -> None:
    found = [char for char in RAW if char in text]
    assert not found, f"raw {found!r} in output: {text[:300]!r}"


@pytest.fixture
def hostile_set(tmp_path: Path) -> Path:
    return write(tmp_path / "tst.rift", SET)


def test_build_diagnostics_show_control_characters_escaped(hostile_set: Path, tmp_path: Path) -> None:
    outcome = riftc("build", str(hostile_set), "--out", str(tmp_path / "reg"))
    assert outcome.code == 1
    _no_raw_controls(outcome.err + outcome.out)
    assert "TST-001 Poro\\x1b[31mRed\\x1b]0;pwned\\x07\\u202e: unexpected \"Drew\"" in outcome.err
    assert "7 | | Drew \\x9b2J 2 \\x1b[31mcards." in outcome.err


@pytest.mark.parametrize("fmt", ["text", "json", "github"])
def test_lint_output_shows_control_characters_escaped(fmt: str, hostile_set: Path) -> None:
    outcome = riftc("lint", str(hostile_set), "--format", fmt)
    assert outcome.code == 1
    _no_raw_controls(outcome.err + outcome.out)
    if fmt == "json":
        assert {record["name"] for record in json.loads(outcome.out)["findings"]} == {HOSTILE_NAME}  # the same JSON data


def test_coverage_json_is_the_same_data_with_nothing_raw(tmp_path: Path) -> None:
    record = {"id": "OGN-009", "set": "OGN", "set_name": "Origins", "name": HOSTILE_NAME, "type": "Spell",
              "supertype": None, "tags": [], "domains": [], "energy": 1, "power": None, "might": None,
              "text": "Drew 2.", "effect_text": None, "rarity": "Common"}
    path = write(tmp_path / "cards.jsonl", json.dumps(record, ensure_ascii=False) + "\n")
    outcome = riftc("coverage", str(path), "--json")
    _no_raw_controls(outcome.out)
    assert json.loads(outcome.out)["failures"][0]["name"] == HOSTILE_NAME
    exported = riftc("export", str(path))
    _no_raw_controls(exported.out)
    assert json.loads(exported.out)["name"] == HOSTILE_NAME


def test_scenario_output_shows_control_characters_escaped(tmp_path: Path) -> None:
    path = write(tmp_path / "s.scn", f"scenario: evil{TITLE}\nrule: 703\nunit Po{COLOUR}ro might 1\n"
                                      f"P1 base: Po{COLOUR}ro\nexpect Po{COLOUR}ro might 2\n")
    outcome = riftc("scenario", "run", str(path))
    assert outcome.code == 1
    _no_raw_controls(outcome.out + outcome.err)
    assert "FAILED evil\\x1b]0;pwned\\x07" in outcome.out
    json_outcome = riftc("scenario", "run", str(path), "--json")
    assert json.loads(json_outcome.out)["results"][0]["name"] == f"evil{TITLE}"


def test_a_file_name_with_control_characters_is_escaped(tmp_path: Path) -> None:
    path = write(tmp_path / f"evil{COLOUR}.rift", "set TST Test\n\ncard TST-001 X\ntype: Foo\n")
    outcome = riftc("build", str(path), "--out", str(tmp_path / "reg"))
    _no_raw_controls(outcome.err + outcome.out)
    assert "evil\\x1b[31m.rift:4:7: error[bad-value]" in outcome.err


def test_the_caret_stays_under_the_word_after_escaped_characters() -> None:
    diagnostic = Diagnostic(Location("t.rift", 8, 9), "syntax", "unexpected", source_line="| a\x1b[2J Drew 2.",
                            length=4)
    _, source, caret = format_diagnostic(diagnostic).split("\n")
    assert source == "8 | | a\\x1b[2J Drew 2."
    assert source[caret.index("^"):caret.rindex("^") + 1] == "Drew"


def test_terminal_text_keeps_printable_text_as_it_is() -> None:
    from riftc.errors import terminal_text

    assert terminal_text("Fiora, Victorious — [M] ⏎ café") == "Fiora, Victorious — [M] ⏎ café"
    assert terminal_text("a\tb\rc\x00d\u2028e\udcff") == "a\\tb\\rc\\x00d\\u2028e\\udcff"


@pytest.mark.parametrize("args", [
    ("import", "{jsonl}", "extra\x1b[31m", "--out", "{out}"),  # click printed "extra argument" raw
    ("import", "{jsonl}", "\x1b]0;pwned\x07", "more\x9b", "--out", "{out}"),
    ("coverage", "--bogus\x1b[31m"),  # an unknown option of a subcommand
    ("no-such-command\x1b[2J",),  # an unknown command
    ("--nope\x9b31m",),  # an unknown option of riftc itself
    ("scenario", "run", "missing\u202e.scn"),  # a nested group's command
], ids=["extra-argument", "extra-arguments", "option", "command", "top-option", "nested"])
def test_click_usage_errors_show_the_argument_escaped(args: tuple[str, ...], tmp_path: Path) -> None:
    jsonl = write(tmp_path / "cards.jsonl", "")
    outcome = riftc(*(arg.format(jsonl=jsonl, out=tmp_path / "out") for arg in args))
    assert outcome.code == 2 and outcome.crash is None
    assert "Error:" in outcome.err
    for raw in ("\x1b", "\x07", "\x9b", "\u202e"):
        assert raw not in outcome.err + outcome.out
    assert any(shown in outcome.err for shown in ("\\x1b", "\\x9b", "\\u202e"))
