"""`riftc lint` behaves like the linters its users know: --statistics, --exit-zero, --diff, settings in
[tool.riftc.lint] of pyproject.toml, and '# riftc: ignore[CODES]' comments above a card (reported when
they silence nothing)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli_support import invoke
from riftc.cli.lint import lint
from test_lint_cli import MESSY_SET, TEXT_RULES


def run(*args: str) -> tuple[int, str, str]:
    return invoke(*args, command=lint)


@pytest.fixture
def messy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # no pyproject.toml of riftc's own above
    path = tmp_path / "tst.rift"
    path.write_text(MESSY_SET, encoding="utf-8")
    return path


def test_statistics_count_findings_per_rule(messy: Path) -> None:
    code, out, _ = run(str(messy), "--select", "RL4", "--statistics")
    assert code == 1
    rows = [line.split() for line in out.splitlines()]
    assert ["1", "RL401", "number-word", "[*]"] in rows and ["1", "RL402", "might-word", "[*]"] in rows
    data = json.loads(run(str(messy), "--select", "RL4", "--json")[1])
    assert data["statistics"] == {"RL401": 1, "RL402": 1, "RL403": 1, "RL404": 1}


def test_exit_zero_reports_but_passes(messy: Path, tmp_path: Path) -> None:
    code, out, _ = run(str(messy), "--select", "RL401", "--exit-zero")
    assert code == 0 and "RL401" in out
    assert run(str(tmp_path / "missing.rift"), "--exit-zero")[0] == 2  # unreadable input still fails


def test_diff_shows_what_fix_would_write_and_writes_nothing(messy: Path) -> None:
    code, out, _ = run(str(messy), "--select", TEXT_RULES, "--diff")
    assert code == 1 and messy.read_text(encoding="utf-8") == MESSY_SET
    assert f"--- {messy}" in out and "-| Draw one." in out and "+| Draw 1." in out
    run(str(messy), "--select", TEXT_RULES, "--fix")
    assert run(str(messy), "--select", TEXT_RULES, "--diff")[:2] == (0, "")  # nothing left that --fix would change
    assert run(str(messy), "--fix", "--diff")[0] == 2


def test_pyproject_settings_select_and_ignore_per_file(messy: Path, tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.riftc]\ncards = ["tst.rift"]\n[tool.riftc.lint]\nselect = ["RL4"]\n'
        '[tool.riftc.lint.per-file-ignores]\n"tst.rift" = ["RL404"]\n', encoding="utf-8")
    data = json.loads(run("--json")[1])  # no PATH: [tool.riftc] cards
    assert data["statistics"] == {"RL401": 1, "RL402": 1, "RL403": 1}
    data = json.loads(run(str(messy), "--json", "--select", "RL401")[1])  # the command line wins
    assert data["statistics"] == {"RL401": 1}
    (tmp_path / "pyproject.toml").write_text('[tool.riftc.lint]\nselect = ["XX9"]\n', encoding="utf-8")
    code, _, err = run(str(messy))
    assert code == 2 and "unknown rule code(s)" in err and "pyproject.toml" in err


def test_an_ignore_comment_silences_its_codes_on_the_card_below(messy: Path) -> None:
    text = MESSY_SET.replace("card TST-001 Quick Study", "# riftc: ignore[RL401, RL402]\ncard TST-001 Quick Study")
    messy.write_text(text, encoding="utf-8")
    data = json.loads(run(str(messy), "--select", "RL401,RL402", "--json")[1])
    assert data["findings"] == [] and data["exit_status"] == 0


def test_an_unused_ignore_comment_is_reported(messy: Path) -> None:
    text = MESSY_SET.replace("card TST-003 Blood Rush", "# a note\n# riftc: ignore[RL401]\ncard TST-003 Blood Rush")
    messy.write_text(text, encoding="utf-8")
    code, out, _ = run(str(messy), "--select", "RL401")
    assert code == 1
    assert f"{messy}:19:1: warning[unused-suppression]" in out
    assert "silences no RL401 on the card below it" in out
    code, out, _ = run(str(messy), "--select", "RL402")  # RL401 did not run: the comment could not be used
    assert "unused-suppression" not in out


DANGLING = "set TST Test\n\ncard TST-001 Ready Up\ntype: Unit\ncost: 1\nmight: 1\ntext:\n| When you play me, ready it.\n"


def test_lint_reports_what_build_rejects_with_builds_code_and_position(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from riftc.cli import main

    monkeypatch.chdir(tmp_path)
    path = tmp_path / "tst.rift"
    path.write_text(DANGLING, encoding="utf-8")
    built = CliRunner().invoke(main, ["build", str(path), "--out", str(tmp_path / "reg"), "--json"])
    [rejected] = json.loads(built.stdout)["diagnostics"]
    code, out, _ = run(str(path), "--json")
    [found] = json.loads(out)["findings"]
    assert code == 1
    assert {k: found[k] for k in ("code", "line", "column", "message")} == {
        k: rejected[k] for k in ("code", "line", "column", "message")}  # "it" has nothing to refer to (359.3.e.14)
    assert json.loads(run(str(path), "--json", "--ignore", "BUILD")[1])["findings"] == []
    assert json.loads(run(str(path), "--json", "--select", "RL4")[1])["findings"] == []
    assert [f["code"] for f in json.loads(run(str(path), "--json", "--select", "BUILD")[1])["findings"]] == [
        rejected["code"]]


def test_a_build_syntax_error_is_reported_once_with_the_grammars_fix(messy: Path) -> None:
    messy.write_text("set TST Test\n\ncard TST-001 Study\ntype: Spell\ncost: 1\ntext:\n| Drew 2.\n", encoding="utf-8")
    data = json.loads(run(str(messy), "--json")[1])
    assert [(f["code"], f["line"], f["column"], f["fix"]) for f in data["findings"]] == [("RL001", 7, 3, "Draw")]
    assert run(str(messy), "--fix")[0] == 0
    assert "| Draw 2." in messy.read_text(encoding="utf-8")


def test_fix_applies_the_set_readers_certain_fixes_and_leaves_its_guesses(messy: Path) -> None:
    text = "set TST Test\n\ncard TST-001 Study\ntype: spell\ncost: 1\ntext:\n| Draw one.\n"
    messy.write_text(text, encoding="utf-8")
    code, out, _ = run(str(messy), "--diff")
    assert code == 2 and messy.read_text(encoding="utf-8") == text  # the file does not read yet: status 2
    assert "-type: spell\n+type: Spell\n" in out and "+| Draw 1.\n" in out  # both, as --fix would do them
    assert run(str(messy), "--fix")[0] == 0
    assert messy.read_text(encoding="utf-8") == text.replace("spell", "Spell").replace("one", "1")
    guess = text.replace("type: spell", "type: Spel")  # "did you mean 'Spell'?" is a guess, not a fix
    messy.write_text(guess, encoding="utf-8")
    assert run(str(messy), "--fix")[0] == 2 and messy.read_text(encoding="utf-8") == guess
