"""Limits on sizes and numbers (docs/robustness.md): past one, a located diagnostic, never a hang, a
traceback or memory without end (issue 16, "unbounded numbers" and "tracebacks")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftc.scenarios import read_scenario_text
from riftc.sources import read_sources
from robustness_support import GOOD_SET, riftc, write

HUGE = "9" * 5000  # past Python's 4,300-digit limit for int("…")
LARGE = "1000"  # just past riftc's own limit of 999

UNIT = "set TST Test\n\ncard TST-001 Poro\ntype: Unit\ncost: 1\nmight: 1\n"


def _where(diagnostics) -> list[tuple[int, int, str]]:
    return [(d.location.line, d.location.column, d.code) for d in diagnostics]


# ---------------------------------------------------------------- set files


@pytest.mark.parametrize("number", [HUGE, LARGE], ids=["5000-digits", "1000"])
@pytest.mark.parametrize("field, line, column, attribute", [
    ("might: {n}", 5, 8, "might"), ("cost: {n}", 5, 7, "energy"), ("cost: 1\nmight bonus: +{n}", 6, 15, "might_bonus"),
], ids=["might", "cost", "might-bonus"])
def test_a_set_file_number_over_the_limit_is_a_located_diagnostic(number: str, field: str, line: int, column: int,
                                                                  attribute: str, tmp_path: Path) -> None:
    text = UNIT.replace("cost: 1\n", "").replace("might: 1\n", "") + field.format(n=number) + "\n"
    result = read_sources([write(tmp_path / "tst.rift", text)])
    (card,) = result.cards  # read without the value, so that its text is still checked
    assert getattr(card, attribute) is None
    assert _where(result.diagnostics) == [(line, column, "bad-value")]
    assert "larger than 999" in result.diagnostics[0].message


def test_too_many_power_pips_is_a_diagnostic(tmp_path: Path) -> None:
    result = read_sources([write(tmp_path / "tst.rift", UNIT.replace("cost: 1", "cost: 1 " + "[R]" * 1000))])
    assert _where(result.diagnostics) == [(5, 3006, "bad-value")]
    assert "number of power pips is larger than 999" in result.diagnostics[0].message


@pytest.mark.parametrize("number", [HUGE, "100000000"], ids=["5000-digits", "100000000"])
def test_a_number_over_the_limit_in_card_text_is_a_located_diagnostic(number: str, tmp_path: Path) -> None:
    path = write(tmp_path / "tst.rift", UNIT + f"text:\n| When you play me,\n| draw {number}.\n")
    result = read_sources([path])
    assert _where(result.diagnostics) == [(9, 8, "bad-value")]
    outcome = riftc("build", str(path), "--out", str(tmp_path / "reg"))
    assert outcome.crash is None and outcome.code == 1
    assert f"{path}:9:8: error[bad-value] TST-001 Poro: a number in the text is larger than 999" in outcome.err


# ---------------------------------------------------------------- JSONL


def _record(**changes: object) -> dict[str, object]:
    record = {"id": "OGN-009", "set": "OGN", "set_name": "Origins", "name": "T", "type": "Unit",
              "supertype": None, "tags": [], "domains": ["Calm"], "energy": 3, "power": 1, "might": 2,
              "text": None, "effect_text": None, "rarity": "Common"}
    return {**record, **changes}


def test_a_json_integer_of_over_4300_digits_is_a_located_diagnostic(tmp_path: Path) -> None:
    line = json.dumps(_record(energy=0)).replace('"energy": 0', f'"energy": {HUGE}')
    result = read_sources([write(tmp_path / "c.jsonl", line + "\n")])
    assert _where(result.diagnostics) == [(1, line.index(HUGE) + 1, "bad-json")]
    assert "5000 digits" in result.diagnostics[0].message


@pytest.mark.parametrize("key, value", [
    ("energy", 1000), ("might", 10 ** 4000), ("power", 1000), ("might_bonus", -1000),
    ("text", "Draw 1000."),
])
def test_a_json_value_over_the_limit_is_a_bad_value(key: str, value: object, tmp_path: Path) -> None:
    line = json.dumps(_record(**{key: value}))
    result = read_sources([write(tmp_path / "c.jsonl", line + "\n")])
    assert _where(result.diagnostics) == [(1, line.index(f'"{key}"') + 1, "bad-value")]
    assert len(result.diagnostics[0].message) < 200  # a 4,000-digit value is not repeated in full


def test_a_lone_surrogate_in_json_is_a_bad_value(tmp_path: Path) -> None:
    line = json.dumps(_record(text="Draw \ud800 1."))
    result = read_sources([write(tmp_path / "c.jsonl", line + "\n")])
    assert _where(result.diagnostics) == [(1, line.index('"text"') + 1, "bad-value")]
    assert "lone surrogate" in result.diagnostics[0].message


# ---------------------------------------------------------------- files


def test_a_file_over_the_size_limit_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from riftc.sources import limits

    path = write(tmp_path / "tst.rift", GOOD_SET)
    monkeypatch.setattr(limits, "MAX_INPUT_BYTES", len(GOOD_SET) - 1)
    result = read_sources([path])
    assert _where(result.diagnostics) == [(1, 1, "unreadable-input")]
    assert "larger than" in result.diagnostics[0].message


def test_a_set_file_name_that_is_not_a_regular_file_is_not_read(tmp_path: Path) -> None:
    link = tmp_path / "device.rift"
    link.symlink_to("/dev/null")  # a FIFO or /dev/zero here would block or never end
    result = read_sources([link])
    assert [d.message for d in result.diagnostics] == [f"cannot read {link}: not a regular file"]


def test_a_file_that_is_not_utf8_names_the_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "tst.rift"
    path.write_bytes(b"set TST Test\n\ncard TST-001 Caf\xe9\n")
    result = read_sources([path])
    assert _where(result.diagnostics) == [(3, 17, "unreadable-input")]
    assert "not UTF-8 text: byte 0xe9" in result.diagnostics[0].message


# ---------------------------------------------------------------- scenarios


def _scenario(*lines: str) -> str:
    return "\n".join(["scenario: limits", "rule: 703", "unit Poro might 1", *lines, "expect Poro might 1", ""])


@pytest.mark.parametrize("line, column, expected", [
    ("P1 deck: Poro (copies 100000000)", 23, "a number from -999 to 999"),
    ("P1 deck: Poro (copies 101)", 23, "a number of copies from 1 to 100"),
    ("P1 battlefield 100000000: Poro", 16, "a number from -999 to 999"),
    ("P1 battlefield 17: Poro", 16, "a battlefield number from 1 to 16"),
    ("P1 battlefield 0: Poro", 16, "a battlefield number from 1 to 16"),
    ("P1 controls: battlefield 100", 26, "a battlefield number from 1 to 16"),
    ("draw 100000000", 6, "a number from -999 to 999"),
    (f"deal {HUGE} to Poro", 6, "a number from -999 to 999"),
    ("move Poro to battlefield 0", 26, "a battlefield number from 1 to 16"),
    ("activate Poro ability 0", 23, "an ability number from 1"),
], ids=["copies-huge", "copies-101", "battlefield-huge", "battlefield-17", "battlefield-0", "controls",
        "draw-huge", "deal-5000-digits", "move-to-0", "ability-0"])
def test_a_scenario_number_over_the_limit_is_a_located_diagnostic(line: str, column: int, expected: str) -> None:
    source = read_scenario_text(_scenario("P1 base: Poro", line), "limits.scn")
    (scenario,) = source.scenarios
    assert [(d.location.line, d.location.column) for d in scenario.diagnostics] == [(5, column)]
    assert f"expected {expected}" in scenario.diagnostics[0].message
    assert sum(p.copies for p in scenario.placements) == 1  # the line that asked too much added nothing


def test_numbers_in_scenario_names_ids_and_paths_are_not_limited(tmp_path: Path) -> None:
    (tmp_path / "2026").mkdir()
    write(tmp_path / "2026" / "tst.rift", UNIT)
    text = "sets: 2026/tst.rift\n" + _scenario("P1 base: Poro").replace("scenario: limits", "scenario: 10000 damage")
    source = read_scenario_text(text, str(tmp_path / "names.scn"))
    assert source.diagnostics == () and [s.diagnostics for s in source.scenarios] == [()]


def test_a_scenario_may_not_place_more_than_1000_objects() -> None:
    lines = ["P1 deck: Poro (copies 100)" for _ in range(11)]
    (scenario,) = read_scenario_text(_scenario(*lines), "many.scn").scenarios
    assert [(d.location.line, d.message) for d in scenario.diagnostics] == [
        (14, "expected at most 1000 objects in one scenario (copies included)")]


def test_scenario_run_reports_a_huge_number_and_exits_1(tmp_path: Path) -> None:
    path = write(tmp_path / "huge.scn", _scenario(f"P1 base: Poro (might +{HUGE})"))
    outcome = riftc("scenario", "run", str(path))
    assert outcome.crash is None and outcome.code == 1
    assert f"{path}:4:22: error[scenario-syntax] expected a number from -999 to 999" in outcome.out


@pytest.mark.parametrize("line, column, expected", [
    ("draw -5", 6, "a number of cards to draw, 0 or more, found '-5'"),
    ("draw -1 for P2", 6, "a number of cards to draw, 0 or more, found '-1'"),
    ("deal -3 to Poro", 6, "an amount of damage, 0 or more, found '-3'"),
    ("P1 deck: Poro (damage -2)", 23, "a number after 'damage', 0 or more, found '-2'"),
    ("P1 deck: Poro (buffs -1)", 22, "a number after 'buffs', 0 or more, found '-1'"),
    ("P1 deck: Poro (empowered -1)", 26, "a number after 'empowered', 0 or more, found '-1'"),
    ("P1 points: -4", 12, "a number of points, 0 or more, found '-4'"),
    ("expect P1 hand -2", 16, "a number of cards, 0 or more, found '-2'"),
    ("expect chain -1", 14, "a number of chain items, 0 or more, found '-1'"),
    ("expect Poro damage -1", 20, "a number of damage, 0 or more, found '-1'"),
], ids=["draw", "draw-for", "deal", "damage", "buffs", "empowered", "points", "hand", "chain", "expect-damage"])
def test_a_negative_count_in_a_scenario_is_a_located_diagnostic(line: str, column: int, expected: str) -> None:
    (scenario,) = read_scenario_text(_scenario("P1 base: Poro", line), "counts.scn").scenarios
    assert [(d.location.line, d.location.column, d.message) for d in scenario.diagnostics] == [
        (5, column, f"expected {expected}")]  # "draw -5" used to be accepted and do nothing


def test_a_signed_might_in_a_scenario_is_still_accepted() -> None:
    (scenario,) = read_scenario_text(_scenario("P1 base: Poro", "give Poro -1 might", "expect Poro might 0"),
                                     "might.scn").scenarios
    assert scenario.diagnostics == ()


def test_a_step_to_a_battlefield_the_game_lacks_names_the_line_and_the_battlefields(tmp_path: Path) -> None:
    for step in ("move Poro to battlefield 9", "play Poro to battlefield 3", "hide Poro at battlefield 5",
                 "conquer battlefield 4"):
        path = write(tmp_path / "far.scn", _scenario("P1 hand: Poro", step))
        outcome = riftc("scenario", "run", str(path))
        assert outcome.code == 1 and outcome.crash is None
        number = step.split()[-1]
        assert f"{path}:5: FAILED limits" in outcome.out, outcome.out
        assert (f"there is no battlefield {number}: this game has battlefields 1 to 2 (a placement or "
                "'controls:' line on battlefield N gives the game N battlefields)") in outcome.out, outcome.out
        assert "IndexError" not in outcome.out
