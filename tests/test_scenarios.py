"""Scenario files (docs/scenarios.md): the reader's dataclasses and diagnostics, the runner, the CLI."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftc.cli.scenario import scenario as scenario_command
from riftc.scenarios import (CardLibrary, References, read_scenario_file, read_scenario_text, run_paths,
                             run_scenario)
from riftc.scenarios.model import Act, Activate, EndTurn, Expect, Placement, Play

REFS = References(rulings=frozenset({"riftbound-origins-faq-051"}), rules=frozenset({"703", "426.1.b.1"}))

MONK = """\
card T-001 Monk
type: Unit
might: 4
text:
| When you play me, buff up to two other friendly units.
"""

GOOD = MONK + """
unit Ahri might 2
unit Lee Sin, Ascetic might 5

scenario: Monk buffs
ruling: riftbound-origins-faq-051
rule: 703, 426.1.b.1
P1 base: Ahri
P1 base: Lee Sin, Ascetic as Lee (buffed, exhausted, might +1)
P1 hand: Monk
play Monk choosing Ahri and Lee
expect Ahri might 3
expect Lee buffs 1
expect log "buff negated: Lee Sin, Ascetic already has a buff"
"""


def read(text: str, path: str = "t.scn"):
    return read_scenario_text(text, path, REFS)


def only(text: str, path: str = "t.scn"):
    source = read(text, path)
    assert len(source.scenarios) == 1 and not source.diagnostics
    return source.scenarios[0]


def messages(scenario) -> list[str]:
    return [f"{d.location.line}:{d.location.column}: {d.message}" for d in scenario.diagnostics]


# ---------------------------------------------------------------- reader


def test_reader_builds_frozen_dataclasses():
    scn = only(GOOD)
    assert (scn.name, scn.rulings, scn.rules, scn.line) == ("Monk buffs", ("riftbound-origins-faq-051",),
                                                            ("703", "426.1.b.1"), 10)
    assert [c.name for c in scn.cards] == ["Monk", "Ahri", "Lee Sin, Ascetic"]
    lee = scn.placements[1]
    assert lee == Placement(lee.pos, 0, "base", None, "Lee Sin, Ascetic", "Lee", exhausted=True, buffs=1, might=1)
    assert scn.items[0] == Play(scn.items[0].pos, "Monk", None, (("Ahri", "Lee"),))
    assert scn.items[-1] == Expect(scn.items[-1].pos, "log", "", "buff negated: Lee Sin, Ascetic already has a buff")
    with pytest.raises(AttributeError):
        scn.name = "x"  # type: ignore[misc]


@pytest.mark.parametrize("line, expected", [
    ("play Monk to battlefield 2 choosing nothing; Ahri", Play(None, "Monk", 1, ((), ("Ahri",)))),
    ("play Monk choosing yes; Ahri and Lee", Play(None, "Monk", None, (("yes",), ("Ahri", "Lee")))),
    ("activate Lee ability 2", Activate(None, "Lee", 1, None)),
    ("end turn without draw", EndTurn(None, draw=False)),
    ("spend buff Lee by P2", Act(None, "spend_buff", "Lee", by=1)),
    ("deal 3 to Lee Sin, Ascetic", Act(None, "deal", "Lee Sin, Ascetic", amount=3)),
    ("give Ahri -2 might", Act(None, "give", "Ahri", amount=-2)),
    ("move Ahri to battlefield 1", Act(None, "move", "Ahri", to=0)),
    ("draw 2 for P2", Act(None, "draw", amount=2, player=1)),
    ("expect Ahri not in battlefield 2", Expect(None, "zone", "Ahri", "battlefield", True, 1)),
    ("expect Ahri has Assault 2", Expect(None, "keyword", "Ahri", "Assault", False, 2)),
    ("expect P2 hand size 3", Expect(None, "count", "P2", "hand", extra=3)),
    ("expect Ahri controlled by P2", Expect(None, "controller", "Ahri", 1)),
])
def test_reader_step_and_expect_lines(line, expected):
    scn = only(f"scenario: s\nrule: 703\nunit Ahri might 2\nP1 base: Ahri\nbuff Ahri\n{line}\nexpect Ahri buffed\n")
    item = scn.items[1]
    assert item == replace(expected, pos=item.pos)


def test_reader_errors_have_positions_and_other_scenarios_still_read():
    text = """\
scenario: broken
rule: 703
P1 base: Ahri (bufed)
P5 hand: Ahri
frobnicate Ahri
play Ahri choosing
expect Ahri mite 3
expect log "unclosed

scenario: fine
rule: 703
unit Ahri might 2
P1 base: Ahri
expect Ahri might 2
"""
    source = read(text)
    broken, fine = source.scenarios
    assert messages(broken) == [
        "3:16: expected a modifier: buffed, buffs N, exhausted, stunned, attacking, defending, empowered [N], "
        "damage N, might +N, copies N",
        "4:1: expected a player, P1 to P4",
        "5:1: expected a step: play, activate, end turn, end combat, spend buff, deal, give, move, attach, detach, "
        "draw, conquer, "
        "hold, hide or buff, ready, exhaust, stun, empower, disempower, heal, kill, recall, banish, discard, attack, "
        "defend (or 'expect ...')",
        "6:20: expected what to choose after 'choosing' (or 'nothing')",
        "7:19: expected an object then: might N, buffs N, damage N, [not] buffed/exhausted/ready/stunned/empowered/"
        "attacking/defending/attached/token, [not] in ZONE, "
        "controlled by P1/P2, has [no] KEYWORD, [not] named \"NAME\"; or log/no log/error \"phrase\", chain N, "
        "or P1 hand N",
        "8:12: expected a closing quote '\"' for this phrase",
        "1:1: expected at least one 'expect' line in this scenario",
    ]
    assert not fine.diagnostics
    result = run_scenario(broken)
    assert result.status == "failed" and result.where == "t.scn:3" and "t.scn:3:16: error[scenario-syntax]" in result.message
    assert run_scenario(fine).ok


def test_reader_header_is_required_and_checked():
    source = read("scenario: a\nruling: riftbound-origins-faq-05\nrule: 703.\nexpect log \"x\"\n"
                  "scenario: b\nexpect log \"x\"\nscenario: c\nrule: 703\n")
    a, b, c = source.scenarios
    assert messages(a) == ["2:9: unknown ruling id 'riftbound-origins-faq-05': expected one found in "
                           "shared/rules/rulings.jsonl; did you mean 'riftbound-origins-faq-051'?"]
    assert a.rules == ("703",)
    assert messages(b) == ["5:1: expected a 'ruling: ID' or 'rule: NUMBER' line after 'scenario:' naming what "
                           "this scenario encodes"]
    assert messages(c) == ["7:1: expected at least one 'expect' line in this scenario"]


def test_reader_order_rules():
    scn = read("scenario: s\nrule: 703\nunit A might 1\nP1 base: A\nexpect A not buffed\nexpect error \"x\"\n"
               "buff A\nP1 base: A\nrule: 703\n").scenarios[0]
    assert messages(scn) == [
        "6:1: 'expect error' must directly follow the step that fails",
        "8:1: expected a step or 'expect': cards and the starting board come before the first step",
        "9:1: expected 'rule:' right after the 'scenario:' line, before the cards, board and steps",
    ]


def test_reader_lines_outside_a_scenario_and_inline_card_errors():
    source = read("play A\ncard T-1 Bad\ntype: Unitt\nmight: 2\n\nscenario: s\nrule: 703\nexpect log \"x\"\n")
    assert [(d.location.line, d.location.column, d.code) for d in source.diagnostics] == [
        (1, 1, "scenario-syntax"), (3, 7, "bad-value")]
    assert source.diagnostics[1].message.endswith("did you mean 'Unit'?")
    assert source.diagnostics[1].card_id == "T-1"


def test_reader_reads_files_and_marks_pending_folders(tmp_path: Path):
    path = tmp_path / "pending" / "p.scn"
    path.parent.mkdir()
    path.write_text(GOOD, encoding="utf-8")
    assert read_scenario_file(path, REFS).scenarios[0].pending
    missing = read_scenario_file(tmp_path / "nope.scn", REFS)
    assert missing.diagnostics[0].code == "unreadable-input"


# ---------------------------------------------------------------- runner


def test_runner_passes_with_compiled_card_text():
    result = run_scenario(only(GOOD))
    assert result.ok and result.status == "passed", result.message
    assert "Monk is played (419.4.a)" in result.log


def test_runner_failure_names_the_expectation_line():
    result = run_scenario(only(GOOD.replace("expect Ahri might 3", "expect Ahri might 4")))
    assert (result.status, result.where) == ("failed", "t.scn:17")
    assert result.message == "expected Ahri might 4, but its Might is 3"
    assert result.log and result.log[:2] == ("Monk's play is finalized (419.4.b)", "Monk is played (419.4.a)")


@pytest.mark.parametrize("steps, message", [
    ("play Monk choosing Monk", "the step failed: Monk is not a legal choice"),
    ("buff Ahri\nexpect error \"nope\"", "expected the step to fail with an error containing 'nope', but it succeeded"),
    ("play Monk choosing Ahri; Ahri", "1 of the 'choosing' answers were not asked for (the step asked 1 choices)"),
    ("buff Yasuo", "no object called 'Yasuo' in this scenario"),
    ("play Monk choosing Ahri\nexpect error \"legal\"", "expected the step to fail"),
])
def test_runner_step_problems(steps, message):
    text = MONK + f"\nscenario: s\nrule: 703\nunit Ahri might 2\nP1 base: Ahri\nP1 hand: Monk\n{steps}\nexpect Ahri buffed\n"
    result = run_scenario(only(text))
    assert result.status == "failed" and message in result.message


def test_runner_expected_error_passes():
    text = MONK + "\nscenario: s\nrule: 703\nunit Ahri might 2\nP1 base: Ahri\nP1 hand: Monk\n" \
                  "play Monk choosing Monk\nexpect error \"not a legal choice\"\nexpect Ahri not buffed\n"
    assert run_scenario(only(text)).ok


def test_runner_direct_actions_without_card_text():
    text = """\
unit Ahri might 2
unit Darius might 4
scenario: s
rule: 703
P1 base: Ahri (buffed, damage 1)
P2 battlefield 1: Darius (stunned)
P1 deck: Ahri as Spare (copies 2)
P1 runes: 2 [R]
expect Darius stunned
expect Darius in battlefield 1
expect Darius controlled by P2
expect Ahri might 3
expect P1 energy 2
move Ahri to battlefield 1
expect Ahri in battlefield 1
give Ahri +1 might
deal 2 to Ahri
expect Ahri in battlefield 1
deal 1 to Ahri
expect Ahri in trash
draw 1
expect P1 hand 1
expect P1 deck 1
"""
    result = run_scenario(only(text))
    assert result.ok, (result.message, result.log)


def test_runner_unknown_card_and_card_library(tmp_path: Path):
    sets = tmp_path / "s.rift"
    sets.write_text("set TST Test\n\ncard TST-009 Tiny\ntype: Unit\nmight: 1\n", encoding="utf-8")
    text = "scenario: s\nrule: 703\nP1 base: TST-009\nP1 base: Nobody\nexpect Tiny might 1\n"
    result = run_scenario(only(text), CardLibrary.from_paths([sets]))
    assert result.status == "failed" and result.where == "t.scn:4" and "unknown card 'Nobody'" in result.message
    ok = run_scenario(only(text.replace("P1 base: Nobody\n", "")), CardLibrary.from_paths([sets]))
    assert ok.ok, ok.message


NOT_COMPILING = """\
card T-9 Mentor
type: Unit
might: 2
text:
| When you play me, frobnicate a unit.

scenario: s
rule: 703
P1 hand: Mentor
play Mentor
expect Mentor in base
"""


def test_runner_card_that_does_not_compile_fails_or_is_pending():
    failed = run_scenario(only(NOT_COMPILING))
    assert failed.status == "failed" and failed.message.startswith("card does not compile: t.scn:5:")
    pending = run_scenario(only(NOT_COMPILING, "tests/pending/x.scn"))
    assert pending.status == "pending" and not pending.ok
    assert pending.message.startswith("pending: card does not compile: tests/pending/x.scn:5:")


# ---------------------------------------------------------------- CLI


@pytest.fixture
def scenario_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "scn"
    (folder / "pending").mkdir(parents=True)
    (folder / "good.scn").write_text(GOOD.replace("ruling: riftbound-origins-faq-051\n", ""), encoding="utf-8")
    (folder / "pending" / "p.scn").write_text(NOT_COMPILING, encoding="utf-8")
    return folder


def test_cli_runs_folders(scenario_dir: Path):
    result = CliRunner().invoke(scenario_command, ["run", str(scenario_dir)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "1 passed, 0 failed, 1 pending"
    assert "PENDING s" in result.output and "pending: card does not compile" in result.output


def test_cli_failure_prints_place_and_log_and_exits_1(scenario_dir: Path):
    bad = scenario_dir / "bad.scn"
    bad.write_text(GOOD.replace("ruling: riftbound-origins-faq-051\n", "").replace("might 3", "might 9"),
                   encoding="utf-8")
    result = CliRunner().invoke(scenario_command, ["run", str(bad)])
    assert result.exit_code == 1
    assert f"{bad}:16: FAILED Monk buffs" in result.output
    assert "expected Ahri might 9, but its Might is 3" in result.output
    assert "event log:\n    Monk's play is finalized (419.4.b)\n    Monk is played (419.4.a)" in result.output


def test_cli_json_and_cards_option(scenario_dir: Path, tmp_path: Path):
    sets = tmp_path / "s.rift"
    sets.write_text("set TST Test\n\ncard TST-009 Tiny\ntype: Unit\nmight: 1\n", encoding="utf-8")
    (scenario_dir / "tiny.scn").write_text("scenario: tiny\nrule: 703\nP1 base: Tiny\nexpect Tiny might 2\n",
                                           encoding="utf-8")
    result = CliRunner().invoke(scenario_command, ["run", str(scenario_dir), "--cards", str(sets), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert (data["passed"], data["failed"], data["pending"]) == (1, 1, 1)
    by_name = {r["name"]: r for r in data["results"]}
    assert by_name["tiny"] == {"file": str(scenario_dir / "tiny.scn"), "line": 1, "name": "tiny", "ok": False,
                               "status": "failed", "message": "expected Tiny might 2, but its Might is 1"}
    assert by_name["s"]["ok"] is None and by_name["Monk buffs"]["ok"] is True


def test_project_scenario_files_read_cleanly():
    """Each scenario runs as its own pytest item (tests/conftest.py); here: they all read without errors."""
    folder = Path(__file__).parent / "scenarios"
    files = [read_scenario_file(p) for p in sorted(folder.rglob("*.scn"))]
    scenarios = [s for f in files for s in f.scenarios]
    assert [d for f in files for d in f.diagnostics] == [] and [s.where for s in scenarios if s.diagnostics] == []
    assert len([s for s in scenarios if not s.pending]) >= 15
    assert all(s.rulings or s.rules for s in scenarios)


def test_run_paths_on_a_folder(scenario_dir: Path):
    results = run_paths([scenario_dir], references=REFS)
    assert sorted(r.status for r in results) == ["passed", "pending"]


def test_sets_line_adds_set_files_for_the_file(tmp_path: Path):
    (tmp_path / "more").mkdir()
    (tmp_path / "more" / "s.rift").write_text("set TST Test\n\ncard TST-009 Tiny\ntype: Unit\nmight: 1\n",
                                              encoding="utf-8")
    path = tmp_path / "a.scn"
    path.write_text("sets: more\nscenario: s\nrule: 703\nP1 base: Tiny\nexpect Tiny might 1\n", encoding="utf-8")
    source = read_scenario_file(path, REFS)
    assert source.scenarios[0].sets == (str(tmp_path / "more"),)
    assert run_scenario(source.scenarios[0], CardLibrary()).ok
    bad = read_scenario_text("sets: nowhere\nscenario: s\nrule: 703\nsets: x\nexpect log \"x\"\n",
                             str(path), REFS)
    assert [(d.location.line, d.location.column) for d in bad.diagnostics] == [(1, 7)]
    assert messages(bad.scenarios[0]) == ["4:1: expected 'sets:' before the first scenario (it applies to the "
                                          "whole file)", "2:1: not run: the 'sets:' on line 1 names no set file or "
                                          "folder that can be read, so this scenario's cards may be missing"]


def test_controls_line_sets_battlefield_control_and_reports_bad_values():
    """``P1 controls: battlefield 1, battlefield 3`` (190): the player controls those battlefields at
    the start (the game gets enough battlefields); anything else is an error at its column."""
    text = """\
unit Ahri might 2

scenario: control
rule: 703
P2 controls: battlefield 1, battlefield 3
P1 hand: Ahri
play Ahri to battlefield 1
expect error "Ahri can't be played to Battlefield 1: P1 doesn't control it"

scenario: bad
rule: 703
P1 controls: base
expect P1 hand 0
"""
    control, bad = read(text).scenarios
    assert [(c.player, c.battlefield) for c in control.controls] == [(1, 0), (1, 2)]
    assert run_scenario(control).ok
    assert messages(bad) == ["12:14: expected 'battlefield N' (several joined by ',')"]


# ---------------------------------------------------------------- setup, expectations and steps for rulings

RECRUITER = """\
card T-20 Recruiter
type: Unit
might: 2
text:
| When you play me, play a 1 [M] Recruit unit token.

card T-21 Zap
type: Spell
cost: 0
text:
| [Reaction] (Play any time, even before spells and abilities resolve.)
| Deal 1 to a unit.

card T-22 Lookout
type: Unit
might: 1
text:
| When you conquer, draw 1.

unit Ahri might 3
"""


def run_text(body: str, path: str = "t.scn"):
    result = run_scenario(only(RECRUITER + "\n" + body, path))
    return result


def passes(*lines: str) -> None:
    """The scenario made of ``lines`` (after the shared cards and a header) passes."""
    result = run_text("scenario: s\nrule: 703\n" + "".join(f"{line}\n" for line in lines))
    assert result.ok, (result.message, result.log)


def fails_with(phrase: str, *lines: str) -> None:
    """The scenario made of ``lines`` fails with a message containing ``phrase``."""
    result = run_text("scenario: s\nrule: 703\n" + "".join(f"{line}\n" for line in lines))
    assert result.status == "failed" and phrase in result.message, result.message


def test_pending_line_reports_pending_while_failing_and_fails_once_it_passes():
    """``pending: REASON``: a scenario whose expectation the runtime doesn't meet yet is pending with
    the reason and the line that did not hold; once it holds, the scenario fails so it gets promoted."""
    failing = "scenario: s\nrule: 703\npending: the runtime lacks X\nP1 base: Ahri\nexpect Ahri might 4\n"
    result = run_text(failing)
    assert result.status == "pending" and result.ok is False
    assert result.message == "pending: the runtime lacks X (now: t.scn:26: expected Ahri might 4, but its Might is 3)"
    passing = run_text(failing.replace("might 4", "might 3"))
    assert passing.status == "failed"
    assert passing.message == "this pending scenario passes now: remove its 'pending:' line (it said: the runtime lacks X)"
    compile_failure = run_scenario(only(NOT_COMPILING.replace("rule: 703\n", "rule: 703\npending: frobnicate\n")))
    assert compile_failure.status == "pending" and "card does not compile" in compile_failure.message
    assert messages(read("scenario: s\nrule: 703\npending:\nexpect log \"x\"\n").scenarios[0]) == [
        "3:9: expected the reason after 'pending:' (what is missing)"]
    assert messages(read("scenario: s\nrule: 703\nunit A might 1\npending: x\nexpect log \"x\"\n").scenarios[0]) == [
        "4:1: expected one 'pending:' line in the header, right after 'scenario:'"]


def test_turn_points_and_xp_setup():
    """``turn: P2`` makes P2 the turn player (draw's default player); ``P1 points: 6``, ``P2 xp: 2``."""
    result = run_text("scenario: s\nrule: 703\nturn: P2\nP1 points: 6\nP2 xp: 2\nP2 deck: Ahri\n"
                      "draw 1\nexpect P2 hand 1\nexpect P1 points 6\nexpect P2 xp 2\nexpect P2 points 0\n")
    assert result.ok, result.message
    assert messages(read("scenario: s\nrule: 703\nturn: P5\nP1 points: x\nexpect log \"x\"\n").scenarios[0]) == [
        "3:7: expected a player, P1 to P4", "4:12: expected a number of points, found 'x'"]


def test_banishment_legend_and_rune_deck_zones():
    text = ("scenario: s\nrule: 703\nP1 banishment: Ahri as Gone\nP1 legend: Ahri as Leg\nP1 rune deck: Ahri as Rune\n"
            "expect Gone in banishment\nexpect Leg in legend\nexpect Rune in rune deck\nexpect P1 banishment 1\n"
            "expect P1 legend 1\nexpect P1 rune deck 1\nexpect Gone not in trash\n")
    result = run_text(text)
    assert result.ok, result.message
    scn = only(RECRUITER + "\n" + text)
    assert [(p.zone, p.label) for p in scn.placements] == [("banishment", "Gone"), ("legend", "Leg"),
                                                           ("rune deck", "Rune")]


def test_tokens_created_during_the_scenario_are_referred_to_by_name():
    """A token played by an effect is found by its name once it exists; ``token`` is a status,
    ``P1 tokens N`` counts the tokens a player controls, ``named "NAME"`` checks the name."""
    passes("P1 hand: Recruiter", "play Recruiter", "expect Recruit in base", "expect Recruit token",
           "expect Recruiter not token", "expect Recruit might 1", "expect P1 tokens 1",
           'expect Recruit named "Recruit"', 'expect Recruiter not named "Recruit"', "kill Recruit",
           "expect P1 tokens 0")
    fails_with("no object called 'Recruit'", "P1 base: Ahri", "expect Recruit in base")


def test_damage_power_and_runes_expectations():
    passes("P1 base: Ahri", "P1 runes: 1 [R][R]", "P2 base: Ahri as Rune", "deal 2 to Ahri", "expect Ahri damage 2",
           "expect P1 power 2", "expect P1 energy 1", "expect P1 runes 0")
    fails_with("expected Ahri damage 2, but it has 1 damage marked", "P1 base: Ahri", "deal 1 to Ahri",
               "expect Ahri damage 2")


def test_chain_resolves_one_item_at_a_time():
    """``play X … without resolving`` twice leaves two items; ``expect chain N`` / ``chain top "…"``
    check the chain, ``resolve top`` resolves the newest only, ``resolve chain`` the rest."""
    passes("P1 base: Ahri", "P1 hand: Zap as Z1", "P1 hand: Zap as Z2", "play Z1 choosing Ahri without resolving",
           "play Z2 choosing Ahri without resolving", "expect chain 2", 'expect chain top "Zap"', "expect Ahri damage 0",
           "resolve top", "expect chain 1", "expect Ahri damage 1", "resolve chain", "expect chain empty",
           "expect Ahri damage 2")
    fails_with("'resolve top': the chain is empty", "P1 base: Ahri", "resolve top", "expect chain empty")


def test_resolve_choosing_answers_what_the_waiting_items_ask():
    """``resolve top|chain choosing …`` answers the questions the waiting items ask as they resolve,
    instead of the chooser of the step that put them there (whose answers were used up)."""
    passes("P1 base: Ahri", "P1 hand: Zap", "play Zap choosing Ahri without resolving", "resolve chain",
           "expect Ahri damage 1")
    scn = only(RECRUITER + "\nscenario: s\nrule: 703\nresolve top choosing Ahri\nresolve chain choosing yes; nothing\n"
               "expect chain 0\n")
    assert scn.items[0] == Act(scn.items[0].pos, "resolve_top", choices=(("Ahri",),))
    assert scn.items[1] == Act(scn.items[1].pos, "resolve_chain", choices=(("yes",), ()))
    fails_with("1 of the 'choosing' answers were not asked for", "P1 base: Ahri", "P1 hand: Zap",
               "play Zap choosing Ahri without resolving", "resolve chain choosing yes", "expect Ahri damage 1")


def test_log_order_expectation():
    """``expect log "A" before "B"``: the first line containing A comes before the first containing B."""
    passes("P1 base: Ahri", "deal 1 to Ahri", "deal 2 to Ahri", 'expect log "dealt 1" before "dealt 2"')
    fails_with("expected a log line containing 'dealt 2' before the first containing 'dealt 1', but "
               "'Ahri is dealt 1 damage (417.1.b)' (line 1) comes before", "P1 base: Ahri", "deal 1 to Ahri",
               "deal 2 to Ahri", 'expect log "dealt 2" before "dealt 1"')
    fails_with("no log line contains 'healed'", "P1 base: Ahri", "deal 1 to Ahri", 'expect log "dealt 1" before "healed"')
    scn = only(RECRUITER + '\nscenario: s\nrule: 703\nexpect log "a" before "b"\n')
    assert scn.items[0] == Expect(scn.items[0].pos, "log", "", "a", later="b")
    bad = read('scenario: s\nrule: 703\nexpect log a before "b"\n').scenarios[0]
    assert messages(bad)[0] == '3:12: expected two phrases in double quotes: expect log "A" before "B"'


def test_conquer_without_resolving_leaves_the_trigger_on_the_chain():
    passes("P1 battlefield 1: Lookout", "P1 deck: Ahri", "conquer battlefield 1 without resolving", "expect chain 1",
           'expect chain top "Lookout"', "expect P1 hand 0", "resolve chain", "expect P1 hand 1")
    scn = only(RECRUITER + "\nscenario: s\nrule: 703\nkill Ahri without resolving choosing no\nexpect chain 0\n")
    assert scn.items[0] == Act(scn.items[0].pos, "kill", "Ahri", choices=(("no",),), resolve=False)
    bad = read("scenario: s\nrule: 703\nresolve top without resolving\nexpect chain 0\n").scenarios[0]
    assert messages(bad) == ["3:13: 'without resolving' goes with play, activate or a direct action"]


def test_ruling_coverage_adds_up_and_cites_only_known_rulings():
    """Every official ruling is encoded, pending, out of scope or not handled, exactly one of them; every
    id a scenario cites or the out-of-scope list names is a real ruling; none is both listed and cited."""
    from riftc.scenarios.coverage import OUT_OF_SCOPE, read_out_of_scope, read_rulings, ruling_coverage

    shared = Path(__file__).resolve().parents[1].parent / "shared" / "rules" / "rulings.jsonl"
    if not shared.is_file():
        pytest.skip("../shared/rules/rulings.jsonl is not available")
    found = ruling_coverage()
    counts = found.counts()
    assert counts["rulings"] == len(read_rulings()) == 193
    assert counts["encoded"] + counts["pending"] + counts["out_of_scope"] + counts["not_handled"] == 193
    assert len(set(found.encoded + found.pending + found.out_of_scope + found.not_handled)) == 193
    assert found.unknown == () and found.failed == ()
    assert all(found.reasons[r] for r in found.pending + found.out_of_scope)
    listed = read_out_of_scope(OUT_OF_SCOPE)
    assert set(listed) == set(found.out_of_scope), "an out-of-scope ruling is also cited by a scenario"
    print(f"ruling coverage: {counts}")
    assert counts["encoded"] >= 93


def test_cli_coverage(tmp_path: Path):
    rulings = tmp_path / "r.jsonl"
    rulings.write_text('{"id": "riftbound-origins-faq-051"}\n{"id": "x-1"}\n{"id": "x-2"}\n', encoding="utf-8")
    scope = tmp_path / "scope.md"
    scope.write_text("# Out of scope\n- x-2: tournament procedure\n", encoding="utf-8")
    folder = tmp_path / "scn"
    folder.mkdir()
    (folder / "a.scn").write_text(GOOD, encoding="utf-8")
    result = CliRunner().invoke(scenario_command, ["coverage", str(folder), "--rulings", str(rulings),
                                                   "--out-of-scope", str(scope), "--list"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == ["out of scope x-2  tournament procedure", "not handled  x-1",
                                          "3 rulings: 1 encoded, 0 pending, 1 out of scope, 1 not handled"]
    data = json.loads(CliRunner().invoke(scenario_command, ["coverage", str(folder), "--rulings", str(rulings),
                                                            "--out-of-scope", str(scope), "--json"]).output)
    assert data["ids"]["encoded"] == ["riftbound-origins-faq-051"] and data["reasons"] == {"x-2": "tournament procedure"}


def test_ability_timing_keyword_expectation():
    """``expect X ability N has [no] Action|Reaction`` checks a characteristic of the N-th activated
    ability (806.5.c, 813.5.c), not of the card it is on."""
    totems = ("card T-30 Quick Totem\ntype: Gear\ncost: 0\ntext:\n| [E]: [Reaction] — Draw 1.\n\n"
              "card T-31 Still Totem\ntype: Gear\ncost: 0\ntext:\n| [E]: Draw 1.\n\n")
    scenario = "scenario: s\nrule: 703\nP1 base: Quick Totem as Quick\nP1 base: Still Totem as Still\n"
    held = run_scenario(only(totems + scenario + "expect Quick ability 1 has Reaction\nexpect Still ability 1 has no Reaction\n"))
    assert held.ok, held.message
    wrong = run_scenario(only(totems + scenario + "expect Still ability 1 has Reaction\n"))
    assert wrong.message == "expected Still's ability 1 to have [Reaction], but its ability 1 has no timing keyword"
    missing = run_scenario(only(totems + scenario + "expect Quick ability 2 has Reaction\n"))
    assert missing.message == "expected Quick's ability 2 to have [Reaction], but Quick Totem has 1 activated ability"
    unknown = read(totems + scenario + "expect Quick ability 1 has Shield\n", "t.scn")
    assert "expected Action or Reaction: the timing keywords an ability has" in [
        m.split(": ", 1)[1] for m in messages(unknown.scenarios[0])]


def test_deck_problem_expectation():
    """``expect P1 [no] deck problem "PHRASE"`` reads the player's legend zone, Champion Zone, Main Deck
    and rune deck as a deck and checks Deck Construction's problems (103, 825.3)."""
    cape = ("card T-40 Cape\ntype: Gear\nsupertype: Signature\ncost: 1\ntext:\n"
            "| [Unique] (Your deck can have only 1 card with this name.)\n\n")
    two = "scenario: s\nrule: 703\nP1 deck: Cape (copies 2)\n"
    held = run_scenario(only(cape + two + 'expect P1 deck problem "which is [Unique]"\n'))
    assert held.ok, held.message
    wrong = run_scenario(only(cape + two + 'expect P1 no deck problem "825.3.a"\n'))
    assert wrong.message == ("expected P1's deck not to break Deck Construction with '825.3.a', but its problems "
                             "are: 2 copies of Cape, which is [Unique]: at most 1 (825.3.a)")
    one = run_scenario(only(cape + "scenario: s\nrule: 703\nP1 deck: Cape\n" + 'expect P1 deck problem "825.3"\n'))
    assert not one.ok and "825.3" in one.message and one.message.startswith("expected P1's deck to break")
    unquoted = read(cape + two + "expect P1 deck problem Unique\n", "t.scn")
    assert "expected a phrase in double quotes, e.g. expect P1 deck problem \"825.3.a\"" in [
        m.split(": ", 1)[1] for m in messages(unquoted.scenarios[0])]
