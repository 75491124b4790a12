"""Where `riftc scenario` and `riftc lint` find the project's files when riftc is installed rather than
run from its checkout: --cards / --rules, then RIFTC_CARDS / RIFTC_RULES, then [tool.riftc] in the
nearest pyproject.toml (relative to it); a missing default is a clear error, never an unchecked pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import GOOD_SET
from cli_support import invoke
from riftc.config import ConfigError, find_config, load_settings, read_settings
from riftc.scenarios import paths as scenario_paths

SCENARIO = """\
scenario: the Monk from the project's sets
rule: 426.1.b.1
P1 base: Kinkou Monk
expect Kinkou Monk might 2
"""
RULES = "- **426.1.b.1.** To buff a unit is to give it a +1 [M] buff if it has none.\n"


@pytest.fixture
def installed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """As installed from a wheel: no checkout to fall back on, no environment, the cwd a bare project."""
    monkeypatch.setattr(scenario_paths, "_in_checkout", lambda: False)
    for name in ("RIFTC_CARDS", "RIFTC_RULES"):
        monkeypatch.delenv(name, raising=False)
    project = tmp_path / "project"
    (project / "sets").mkdir(parents=True)
    (project / "sets" / "tst.rift").write_text(GOOD_SET, encoding="utf-8")
    (project / "rules").mkdir()
    (project / "rules" / "core-rules.md").write_text(RULES, encoding="utf-8")
    (project / "monk.scn").write_text(SCENARIO, encoding="utf-8")
    monkeypatch.chdir(project)
    return project


def scenario_run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    return invoke("scenario", "run", *args, env=env)


def test_without_any_setting_the_run_stops_with_what_to_pass(installed: Path) -> None:
    code, out, err = scenario_run("monk.scn")
    assert code == 2 and out == ""
    assert "no card sets given (--cards PATH, RIFTC_CARDS or [tool.riftc] cards" in err
    assert "cite rules or rulings" in err and "--rules DIR, RIFTC_RULES or [tool.riftc] rules" in err


def test_options_name_the_cards_and_rules(installed: Path) -> None:
    code, out, err = scenario_run("monk.scn", "--cards", "sets", "--rules", "rules")
    assert (code, out, err) == (0, "1 passed, 0 failed, 0 pending\n", "")


def test_a_rule_number_the_rules_do_not_have_is_an_error(installed: Path) -> None:
    (installed / "monk.scn").write_text(SCENARIO.replace("426.1.b.1", "999.9"), encoding="utf-8")
    code, out, _ = scenario_run("monk.scn", "--cards", "sets", "--rules", "rules")
    assert code == 1 and "999.9" in out
    code, out, _ = scenario_run("monk.scn", "--cards", "sets", "--no-rules-check")  # asked for: unchecked
    assert code == 0


def test_environment_variables_name_them(installed: Path) -> None:
    env = {"RIFTC_CARDS": str(installed / "sets"), "RIFTC_RULES": str(installed / "rules")}
    code, out, _ = scenario_run("monk.scn", "--json", env=env)
    data = json.loads(out)
    assert (code, data["passed"], data["cards"], data["rules"]) == (0, 1, [str(installed / "sets")],
                                                                     str(installed / "rules"))


def test_tool_riftc_names_them_relative_to_the_pyproject(installed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (installed / "pyproject.toml").write_text('[tool.riftc]\ncards = ["sets"]\nrules = "rules"\n', encoding="utf-8")
    (installed / "deeper").mkdir()
    monkeypatch.chdir(installed / "deeper")  # found by walking up, like ruff's configuration
    assert scenario_run("../monk.scn") == (0, "1 passed, 0 failed, 0 pending\n", "")


def test_a_rules_folder_that_is_not_there_is_an_error(installed: Path) -> None:
    code, _, err = scenario_run("monk.scn", "--cards", "sets", "--rules", "nowhere")
    assert code == 2 and "the rules folder named by --rules: nowhere is not a folder" in err


def test_config_is_the_first_pyproject_with_a_tool_riftc_table(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.riftc]\ncards = "a"\n[tool.riftc.lint]\nignore = ["rl4"]\n'
                                             '[tool.riftc.lint.per-file-ignores]\n"old/*.rift" = ["RL2"]\n',
                                             encoding="utf-8")
    inner = tmp_path / "inner"
    inner.mkdir()
    (inner / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")  # no [tool.riftc]: skipped
    assert find_config(inner) == tmp_path / "pyproject.toml"
    settings = load_settings(inner)
    assert settings.cards == (tmp_path / "a",) and settings.lint.ignore == ("RL4",)
    assert settings.lint.ignored_in(tmp_path / "old" / "x.rift", settings.root) == ("RL2",)
    assert settings.lint.ignored_in(tmp_path / "new" / "x.rift", settings.root) == ()


@pytest.mark.parametrize("table, said", [
    ("[tool.riftc]\ncard = ['a']\n", "unknown key(s) card"),
    ("[tool.riftc]\nrules = 3\n", "'rules' must be a path"),
    ("[tool.riftc.lint]\nselect = 1\n", "'select' must be a string or a list of strings"),
    ("[tool.riftc\n", "cannot be read as TOML"),
])
def test_a_bad_table_says_what_is_wrong(tmp_path: Path, table: str, said: str) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text(table, encoding="utf-8")
    with pytest.raises(ConfigError, match=None) as raised:
        read_settings(path)
    assert said in str(raised.value) and str(path) in str(raised.value)
