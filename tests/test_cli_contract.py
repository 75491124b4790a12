"""The output contract every reporting command shares (docs/cli.md): --format text|json|github (--json
the same as --format json), the JSON object holding the reader errors, --quiet / --verbose, colour only
on a terminal and never with NO_COLOR, and exit status 0 clean / 1 findings / 2 usage or unreadable input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli_support import invoke
from riftc.cli import main

SCENARIO = """\
card T-001 Monk
type: Unit
might: 4
text:
| When you play me, buff up to two other friendly units.

unit Ahri might 2

scenario: Monk buffs
rule: 426.1.b.1
P1 base: Ahri
P1 hand: Monk
play Monk choosing Ahri
expect Ahri might {might}
"""

# A JSONL line the reader refuses (no name): import and export report it.
BAD_JSONL = '{"id": "TST-001", "set": "TST", "type": "Spell"}\n'




@pytest.fixture(autouse=True)
def rules_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The rule the scenarios cite, so that these tests need no ../shared/rules (RIFTC_RULES, docs/cli.md)."""
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "core-rules.md").write_text("- **426.1.b.1.** To buff a unit is to give it a +1 [M] buff.\n",
                                          encoding="utf-8")
    monkeypatch.setenv("RIFTC_RULES", str(folder))
    return folder


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    path = tmp_path / "monk.scn"
    path.write_text(SCENARIO.format(might=3), encoding="utf-8")
    return path


@pytest.fixture
def failing_scenario(tmp_path: Path) -> Path:
    path = tmp_path / "wrong.scn"
    path.write_text(SCENARIO.format(might=9), encoding="utf-8")
    return path


def _clean_commands(good_set: Path, scenario_file: Path, tmp_path: Path) -> dict[str, list[str]]:
    jsonl = tmp_path / "good.jsonl"
    assert invoke("export", str(good_set), "--out", str(jsonl))[0] == 0
    return {
        "build": ["build", str(good_set), "--out", str(tmp_path / "reg")],
        "coverage": ["coverage", str(good_set)],
        "lint": ["lint", str(good_set), "--select", "RL4"],
        "scenario run": ["scenario", "run", str(scenario_file), "--cards", str(good_set)],
        "import": ["import", str(jsonl), "--out", str(tmp_path / "sets")],
        "export": ["export", str(good_set), "--out", str(tmp_path / "again.jsonl")],
    }


@pytest.mark.parametrize("command", ["build", "coverage", "lint", "scenario run", "import", "export"])
def test_json_is_one_object_with_read_errors_messages_and_status(command: str, good_set: Path,
                                                                   scenario_file: Path, tmp_path: Path) -> None:
    args = _clean_commands(good_set, scenario_file, tmp_path)[command]
    code, out, err = invoke(*args, "--format", "json")
    data = json.loads(out)
    assert code == 0, (out, err)
    assert (data["read_errors"], data["exit_status"]) == ([], 0)
    assert isinstance(data["messages"], list)
    assert err == ""  # nothing but the object: standard error stays empty on a clean run
    again = invoke(*args, "--json")  # the alias
    assert again[0] == 0 and set(json.loads(again[1])) == set(data)


@pytest.mark.parametrize("command", ["build", "coverage", "lint", "import", "export"])
def test_unreadable_input_exits_2_and_the_json_holds_the_reader_error(command: str, tmp_path: Path) -> None:
    missing = tmp_path / "missing.jsonl"
    missing.write_text("", encoding="utf-8")  # exists (import checks that), but holds no card
    args = {"build": ["build", str(missing), "--out", str(tmp_path / "reg")], "coverage": ["coverage", str(missing)],
            "lint": ["lint", str(missing)], "import": ["import", str(missing), "--out", str(tmp_path / "sets")],
            "export": ["export", str(missing), "--out", str(tmp_path / "x.jsonl")]}[command]
    code, out, _ = invoke(*args, "--format", "json")
    data = json.loads(out)
    assert code == 2 and data["exit_status"] == 2
    assert [(e["file"], e["code"]) for e in data["read_errors"]] == [(str(missing), "no-cards")]


def test_findings_exit_1_for_every_command(broken_set: Path, failing_scenario: Path, good_set: Path,
                                           tmp_path: Path) -> None:
    bad_jsonl = tmp_path / "bad.jsonl"
    bad_jsonl.write_text(BAD_JSONL, encoding="utf-8")
    assert invoke("build", str(broken_set), "--out", str(tmp_path / "reg"))[0] == 1
    assert invoke("lint", str(broken_set))[0] == 1
    assert invoke("scenario", "run", str(failing_scenario), "--cards", str(good_set))[0] == 1
    assert invoke("import", str(bad_jsonl), "--out", str(tmp_path / "sets"))[0] == 1
    assert invoke("export", str(bad_jsonl), "--out", str(tmp_path / "x.jsonl"))[0] == 1
    assert invoke("coverage", str(broken_set), "--fail-under", "50")[0] == 1  # 1 of 4 compiles


def test_coverage_is_a_report_unless_fail_under_is_given(broken_set: Path) -> None:
    code, out, _ = invoke("coverage", str(broken_set), "--json")
    assert code == 0 and json.loads(out)["percent"] == 25.0
    assert invoke("coverage", str(broken_set), "--fail-under", "25")[0] == 0
    code, _, err = invoke("coverage", str(broken_set), "--fail-under", "25.1")
    assert code == 1 and "coverage 25.0% is below --fail-under 25.1%" in err
    assert invoke("coverage", str(broken_set), "--fail-under", "101")[0] == 2  # a usage error


def test_build_json_reports_what_was_written(broken_set: Path, tmp_path: Path) -> None:
    code, out, _ = invoke("build", str(broken_set), "--out", str(tmp_path / "reg"), "--format", "json")
    data = json.loads(out)
    assert (code, data["written"], data["compiled"], data["cards"]) == (1, False, 1, 4)
    assert {d["id"] for d in data["diagnostics"]} == {"BRK-001", "BRK-002", "BRK-004"}
    assert data["messages"] == [f"{tmp_path / 'reg' / 'registry.py'} left unchanged: fix the errors above "
                                "(or use --partial)"]
    code, out, _ = invoke("build", str(broken_set), "--out", str(tmp_path / "reg"), "--partial", "--json")
    assert (code, json.loads(out)["written"]) == (0, True)
    code, out, _ = invoke("build", str(broken_set), "--out", str(tmp_path / "reg"), "--partial", "--check", "--json")
    assert (code, json.loads(out)["up_to_date"]) == (0, True)


def test_github_format_annotates_each_diagnostic(broken_set: Path, failing_scenario: Path, good_set: Path,
                                                 tmp_path: Path) -> None:
    code, out, err = invoke("build", str(broken_set), "--out", str(tmp_path / "reg"), "--format", "github")
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 3 and all(line.startswith(f"::error file={broken_set},line=") for line in lines)
    assert "title=syntax::BRK-001 Misspelt: unexpected" in lines[0]
    assert "1 of 4 cards compiled" in err  # the summary goes beside the annotations, not among them
    code, out, _ = invoke("scenario", "run", str(failing_scenario), "--cards", str(good_set), "--format", "github")
    assert code == 1 and out.startswith(f"::error file={failing_scenario},line=14,col=1,title=scenario-failed::")


def test_quiet_prints_the_summary_and_verbose_every_item(broken_set: Path, scenario_file: Path, good_set: Path,
                                                         tmp_path: Path) -> None:
    code, out, err = invoke("build", str(broken_set), "--out", str(tmp_path / "reg"), "-q")
    assert code == 1 and out == "1 of 4 cards compiled (2 parsed, 2 round-trip)\n"
    assert "error[" not in err and "left unchanged" in err  # why nothing was written still shows
    code, out, _ = invoke("coverage", str(broken_set), "--quiet")
    assert out == "1 of 4 cards compiled (2 parsed, 2 round-trip)\n"
    code, out, _ = invoke("scenario", "run", str(scenario_file), "--cards", str(good_set), "-v")
    assert f"{scenario_file}:9: passed Monk buffs" in out.splitlines()
    assert invoke("scenario", "run", str(scenario_file), "--cards", str(good_set), "-q")[1] == "1 passed, 0 failed, 0 pending\n"
    assert invoke("build", str(broken_set), "-q", "-v")[0] == 2  # they contradict each other


def test_colour_only_on_a_terminal_and_never_with_no_color(broken_set: Path, tmp_path: Path) -> None:
    args = ("build", str(broken_set), "--out", str(tmp_path / "reg"))
    assert "\x1b[" not in invoke(*args)[2]  # not a terminal: click strips the colour
    assert "\x1b[31m\x1b[1merror[syntax]\x1b[0m" in invoke(*args, color=True)[2]  # as on a terminal
    assert "\x1b[" not in invoke(*args, color=True, env={"NO_COLOR": "1"})[2]


def test_export_to_standard_output_keeps_the_report_as_text(good_set: Path) -> None:
    code, _, err = invoke("export", str(good_set), "--format", "json")
    assert code == 2 and "--format json needs --out FILE" in err
    code, out, _ = invoke("export", str(good_set))
    assert code == 0 and json.loads(out.splitlines()[0])["id"] == "TST-001"


def test_scenario_coverage_json_contract(tmp_path: Path, scenario_file: Path, good_set: Path) -> None:
    rulings = tmp_path / "rulings.jsonl"
    rulings.write_text('{"id": "r-1"}\n', encoding="utf-8")
    code, out, err = invoke("scenario", "coverage", str(scenario_file), "--rulings", str(rulings),
                            "--cards", str(good_set), "--format", "json")
    data = json.loads(out)
    assert (code, data["rulings"], data["not_handled"], data["exit_status"], data["read_errors"]) == (0, 1, 1, 0, [])


def test_shell_completion_as_docs_cli_md_shows_it() -> None:
    """docs/cli.md: `_RIFTC_COMPLETE=bash_source riftc` prints the script; it completes commands and options."""
    script = CliRunner().invoke(main, [], prog_name="riftc", env={"_RIFTC_COMPLETE": "bash_source"})
    assert script.exit_code == 0 and "_riftc_completion()" in script.stdout
    words = CliRunner().invoke(main, [], prog_name="riftc", env={
        "_RIFTC_COMPLETE": "bash_complete", "COMP_WORDS": "riftc lint --st", "COMP_CWORD": "2"})
    assert words.stdout.splitlines() == ["plain,--statistics"]
    words = CliRunner().invoke(main, [], prog_name="riftc", env={
        "_RIFTC_COMPLETE": "bash_complete", "COMP_WORDS": "riftc sc", "COMP_CWORD": "1"})
    assert words.stdout.splitlines() == ["plain,scenario"]  # a command loaded lazily is completed too


def test_a_registry_that_cannot_be_written_is_status_2_inside_the_json(good_set: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the output folder should be", encoding="utf-8")
    code, out, err = invoke("build", str(good_set), "--out", str(blocker / "reg"), "--json")
    data = json.loads(out)
    assert code == 2 and data["exit_status"] == 2 and not data["written"] and err == ""
    assert data["messages"][0].startswith(f"riftc build: cannot write {blocker / 'reg' / 'registry.py'}")
    assert invoke("build", str(good_set), "--json", "--format", "github")[0] == 2  # contradictory formats


@pytest.mark.parametrize("command", [["build", "--out", "OUT"], ["lint"], ["coverage"]])
def test_a_bad_trait_value_does_not_hide_the_cards_text(tmp_path: Path, command: list[str]) -> None:
    # "type: Unti" is reported at its value, and the card is still read without it, so the problem in its
    # text ("it" refers to nothing) is reported too, by build, lint and coverage alike.
    path = tmp_path / "tst.rift"
    path.write_text("set TST Test\n\ncard TST-001 Trial\ntype: Unti\ncost: 1\ntext:\n| When you play me, ready it.\n")
    args = [command[0], str(path), *[str(tmp_path / "out") if a == "OUT" else a for a in command[1:]],
            "--format", "json"]
    code, out, _ = invoke(*args)
    data = json.loads(out)
    assert code != 0
    assert [(e["line"], e["column"], e["code"]) for e in data["read_errors"]] == [(4, 7, "bad-value")]
    reported = json.dumps(data)
    assert "has nothing earlier in the effect to refer to" in reported, reported
