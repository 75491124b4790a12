"""The registry is the same bytes whatever the current folder or the spelling of the input path: files
are recorded as the input folder's name and the path inside it (issue 16, "paths leak into the registry")."""

from __future__ import annotations

from pathlib import Path

import pytest

from corpus_paths import REPO
from riftc.sources import read_sources
from robustness_support import GOOD_SET, riftc, write

BROKEN = "card TST-002 Misspelt\ntype: Spell\ncost: 1\ntext:\n| Drew 2.\n"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """``project/sets/tst.rift`` (and a nested ``more/tsx.rift``) and an empty ``project/elsewhere``."""
    write(tmp_path / "project" / "sets" / "tst.rift", GOOD_SET + "\n" + BROKEN)
    write(tmp_path / "project" / "sets" / "more" / "tsx.rift", GOOD_SET.replace("TST", "TSX"))
    (tmp_path / "project" / "elsewhere").mkdir()
    return tmp_path / "project"


def _registry(cwd: Path, given: str, out: Path, monkeypatch: pytest.MonkeyPatch) -> bytes:
    monkeypatch.chdir(cwd)
    outcome = riftc("build", given, "--out", str(out), "--partial", "--quiet")
    assert outcome.code == 0, outcome.err  # --partial: written, and TST-002, which does not compile, is in NOT_COMPILED
    return (out / "registry.py").read_bytes()


@pytest.mark.parametrize("cwd, given", [
    ("", "sets/"), ("", "./sets"), ("", "{abs}/sets"), ("elsewhere", "../sets"), ("elsewhere", "{abs}/sets"),
    ("sets", "."), ("sets/more", ".."),
], ids=["sets/", "./sets", "absolute", "../sets", "absolute-from-elsewhere", "dot-inside", "dot-dot-inside"])
def test_every_spelling_of_the_input_gives_the_same_registry(cwd: str, given: str, project: Path, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    reference = _registry(project, "sets", tmp_path / "ref", monkeypatch)
    assert b"# TST-001 Quick Study (sets/tst.rift:3)" in reference
    assert b"'TST-002': 'sets/tst.rift:" in reference  # the failure's place too
    assert b"#   sets/more/tsx.rift" in reference
    built = _registry(project / cwd, given.format(abs=project), tmp_path / "reg", monkeypatch)
    assert built == reference


def test_check_passes_from_another_folder(project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _registry(project, "sets", project / "generated", monkeypatch)
    monkeypatch.chdir(project / "elsewhere")
    outcome = riftc("build", str(project / "sets"), "--out", str(project / "generated"), "--check")
    assert "is up to date" in outcome.out, outcome.err


def test_the_checked_in_registry_checks_from_another_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    outcome = riftc("build", str(REPO / "cards"), "--out", str(REPO / "generated"), "--check")
    assert outcome.code == 0, outcome.err


def test_diagnostics_keep_the_path_as_the_user_gave_it(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(project / "elsewhere")
    outcome = riftc("build", "../sets", "--out", str(project / "reg"))
    assert "../sets/tst.rift:13:3: error[syntax] TST-002 Misspelt" in outcome.err  # a path the user can open


def test_stable_path_names_the_input_folder_and_the_path_inside(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from riftc.sources.reader import stable_path

    monkeypatch.chdir(project / "sets" / "more")
    assert stable_path("..", "../tst.rift") == "sets/tst.rift"
    assert stable_path("..", "../more/tsx.rift") == "sets/more/tsx.rift"
    assert stable_path("tsx.rift", "tsx.rift") == "more/tsx.rift"  # a file named directly: its folder and name
    assert stable_path(".", "./tsx.rift") == "more/tsx.rift"
    found = read_sources([project / "sets"]).stable_paths
    assert sorted(found.values()) == ["sets/more/tsx.rift", "sets/tst.rift"]
