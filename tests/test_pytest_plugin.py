"""The pytest plugin (riftc/pytest_plugin.py, entry point pytest11): another project's *.scn files are
collected and run, with card and rules paths from [tool.riftc] or the ini options, relative to the file
that names them; a pending scenario is an expected failure, and one that passes fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import GOOD_SET
from riftc.syntax.cache import cache_dir

pytest_plugins = ["pytester"]
# pytester gives each run a fresh HOME; the runs keep the user's parser snapshot (a cold parser build
# costs minutes of CPU). Each run is a subprocess: an installed project's pytest, with riftc imported anew.
USER_CACHE = str(cache_dir())

# TST-001 Kinkou Monk (might 2) comes from the project's card sets, not from the scenario file.
SCENARIOS = """\
unit Ahri might 2

scenario: Monk buffs Ahri
rule: 426.1.b.1
P1 base: Ahri
P1 hand: Kinkou Monk
play Kinkou Monk choosing Ahri
expect Ahri might 3

scenario: Monk is printed with might 2
rule: 426.1.b.1
P1 base: Kinkou Monk
expect Kinkou Monk might 2

scenario: a pending scenario
rule: 426.1.b.1
pending: the runtime cannot do this yet
P1 base: Kinkou Monk
expect Kinkou Monk might 7
"""

RULES = "# Core rules\n\n- **426.1.b.1.** To buff a unit is to give it a +1 [M] buff if it has none.\n"


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RIFTC_CACHE_DIR", USER_CACHE)
    for name in ("RIFTC_CARDS", "RIFTC_RULES"):
        monkeypatch.delenv(name, raising=False)


def _project(pytester: pytest.Pytester, config: str) -> None:
    (pytester.path / "sets").mkdir()
    (pytester.path / "sets" / "tst.rift").write_text(GOOD_SET, encoding="utf-8")
    (pytester.path / "rules").mkdir()
    (pytester.path / "rules" / "core-rules.md").write_text(RULES, encoding="utf-8")
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "monk.scn").write_text(SCENARIOS, encoding="utf-8")
    pytester.makepyprojecttoml(config)


def test_a_project_scn_file_is_collected_with_paths_from_tool_riftc(pytester: pytest.Pytester) -> None:
    _project(pytester, '[tool.riftc]\ncards = ["sets"]\nrules = "rules"\n')
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-rx")
    result.assert_outcomes(passed=2, xfailed=1)
    result.stdout.fnmatch_lines([f"riftc cards: {pytester.path / 'sets'} (from *pyproject.toml [[]tool.riftc[]] cards)",
                                 f"riftc rules: {pytester.path / 'rules'} (from *)",
                                 "*the runtime cannot do this yet*"])


def test_ini_options_win_and_rule_numbers_are_checked(pytester: pytest.Pytester) -> None:
    _project(pytester, '[tool.pytest.ini_options]\nriftc_cards = ["sets"]\nriftc_rules = ["rules"]\n'
                       '[tool.riftc]\ncards = ["nowhere"]\n')
    (pytester.path / "scenarios" / "unknown.scn").write_text(
        "unit Ahri might 2\n\nscenario: cites a rule that does not exist\nrule: 999.9\nP1 base: Ahri\n"
        "expect Ahri might 2\n", encoding="utf-8")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, xfailed=1, failed=1)
    result.stdout.fnmatch_lines(["*999.9*"])


def test_a_pending_scenario_that_passes_fails(pytester: pytest.Pytester) -> None:
    _project(pytester, '[tool.riftc]\ncards = ["sets"]\nrules = "rules"\n')
    path = pytester.path / "scenarios" / "monk.scn"
    path.write_text(SCENARIOS.replace("might 7", "might 2"), encoding="utf-8")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*this pending scenario passes now: remove its 'pending:' line*"])


def test_card_sets_that_cannot_be_read_fail_one_item(pytester: pytest.Pytester) -> None:
    _project(pytester, '[tool.riftc]\ncards = ["missing-sets"]\nrules = "rules"\n')
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.stdout.fnmatch_lines(["*(card sets)*", "*could not be read completely:",
                                 "cannot read */missing-sets: no such file or directory"])
    assert result.ret == pytest.ExitCode.TESTS_FAILED


def test_riftc_collects_its_own_scenarios_with_the_plugin() -> None:
    """Guard against the old conftest hook coming back beside the plugin (each item would run twice)."""
    conftest = (Path(__file__).parent / "conftest.py").read_text(encoding="utf-8")
    assert "def pytest_collect_file" not in conftest
    assert 'riftc = "riftc.pytest_plugin"' in (Path(__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8")
