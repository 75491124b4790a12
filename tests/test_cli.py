"""The command line: exit codes, messages, atomic and deterministic output (click's CliRunner)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from cli_support import invoke
from corpus_paths import REPO, corpus_jsonl
from riftc import pipeline


run = invoke


def test_help_lists_the_commands() -> None:
    code, out, _ = run("--help")
    assert code == 0
    for command in ("build", "import", "export", "coverage"):
        assert command in out


def test_build_writes_a_registry_and_check_passes(good_set: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "reg"
    code, out, err = run("build", str(good_set), "--out", str(out_dir))
    assert code == 0, err
    assert "3 of 3 cards compiled" in out
    registry = (out_dir / "registry.py").read_text(encoding="utf-8")
    assert "'TST-001': CardDef(" in registry
    assert "sets/tst.rift:3" in registry  # a comment points at the card's source line (its folder and file)
    code, out, _ = run("build", str(good_set), "--out", str(out_dir), "--check")
    assert code == 0 and "up to date" in out


def test_build_is_deterministic(good_set: Path, tmp_path: Path) -> None:
    run("build", str(good_set), "--out", str(tmp_path / "a"))
    run("build", str(good_set), "--out", str(tmp_path / "b"))
    assert (tmp_path / "a" / "registry.py").read_bytes() == (tmp_path / "b" / "registry.py").read_bytes()


def test_registry_imports_without_lark_or_jinja(good_set: Path, tmp_path: Path) -> None:
    run("build", str(good_set), "--out", str(tmp_path / "reg"))
    script = (
        "import runpy, sys\n"
        f"ns = runpy.run_path({str(tmp_path / 'reg' / 'registry.py')!r})\n"
        "assert 'lark' not in sys.modules and 'jinja2' not in sys.modules, sorted(sys.modules)\n"
        "assert 'os' not in ns\n"
        "print(ns['CARDS']['TST-003'].name)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == '"); import os #'


def test_check_fails_when_stale(good_set: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "reg"
    run("build", str(good_set), "--out", str(out_dir))
    (out_dir / "registry.py").write_text("# edited by hand\n", encoding="utf-8")
    code, _, err = run("build", str(good_set), "--out", str(out_dir), "--check")
    assert code == 1 and "stale" in err


def test_broken_cards_are_all_reported_and_nothing_is_written(broken_set: Path, good_set: Path,
                                                              tmp_path: Path) -> None:
    out_dir = tmp_path / "reg"
    run("build", str(good_set), "--out", str(out_dir))
    before = (out_dir / "registry.py").read_bytes()
    code, out, err = run("build", str(broken_set), "--out", str(out_dir))
    assert code == 1
    assert f"{broken_set}:7:3: error[syntax] BRK-001 Misspelt:" in err
    assert 'did you mean "draw"' in err
    assert f"{broken_set}:13:14: error[syntax] BRK-002 Stutter:" in err
    assert f"{broken_set}:26:3: error[unknown-keyword] BRK-004 Unknown Keyword:" in err
    assert 'did you mean "[Accelerate]"' in err
    assert "1 of 4 cards compiled" in out
    assert (out_dir / "registry.py").read_bytes() == before  # the failed build left it intact


def test_partial_build_lists_failures_in_the_registry(broken_set: Path, tmp_path: Path) -> None:
    code, out, _ = run("build", str(broken_set), "--out", str(tmp_path / "reg"), "--partial", "--quiet")
    assert code == 0  # --partial asked for a registry with the cards that compile: written, so a success
    assert out.splitlines() == ["1 of 4 cards compiled (2 parsed, 2 round-trip)", f"wrote {tmp_path / 'reg' / 'registry.py'}"]
    registry = (tmp_path / "reg" / "registry.py").read_text(encoding="utf-8")
    assert "'BRK-003': CardDef(" in registry
    assert "'BRK-001': " in registry.split("NOT_COMPILED = {", 1)[1]


def test_unreadable_input_is_reported(tmp_path: Path) -> None:
    code, _, err = run("build", str(tmp_path / "missing.rift"), "--out", str(tmp_path / "reg"))
    assert code == 2  # an input that cannot be read: nothing to work on (docs/robustness.md)
    assert "missing.rift" in err
    assert not (tmp_path / "reg").exists()


def test_import_then_export_round_trips(good_set: Path, tmp_path: Path) -> None:
    jsonl = tmp_path / "cards.jsonl"
    assert run("export", str(good_set), "--out", str(jsonl))[0] == 0
    assert run("import", str(jsonl), "--out", str(tmp_path / "sets2"))[0] == 0
    assert (tmp_path / "sets2" / "tst.rift").is_file()
    code, out, _ = run("export", str(tmp_path / "sets2"))
    assert code == 0
    assert out == jsonl.read_text(encoding="utf-8")


def test_coverage_json_fields(good_set: Path) -> None:
    code, out, _ = run("coverage", str(good_set), "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["cards"], data["parsed"], data["round_trip"], data["compiled"]) == (3, 3, 3, 3)
    assert data["sets"]["TST"]["compiled"] == 3
    assert data["failures"] == []


def test_coverage_reports_failures_with_positions(broken_set: Path) -> None:
    code, out, _ = run("coverage", str(broken_set), "--json")
    data = json.loads(out)
    assert code == 0  # a report: failing cards fail it only under --fail-under
    failures = {f["id"]: f for f in data["failures"]}
    assert set(failures) == {"BRK-001", "BRK-002", "BRK-004"}
    assert (failures["BRK-002"]["stage"], failures["BRK-002"]["line"], failures["BRK-002"]["column"]) == ("parse", 13, 14)
    assert failures["BRK-004"]["stage"] == "check"


def test_build_over_the_whole_corpus_does_not_crash(tmp_path: Path) -> None:
    corpus = corpus_jsonl()
    assert run("import", str(corpus), "--out", str(tmp_path / "pool"))[0] == 0
    code, out, _ = run("build", str(tmp_path / "pool"), "--out", str(tmp_path / "reg"), "--quiet")
    assert "of 942 cards compiled" in out
    assert code in (0, 1)


def test_no_corpus_card_hits_an_internal_error() -> None:
    """A card the compiler cannot handle is reported as not compiled, never as a lowering crash."""
    crashes = [f"{result.card.id}: {diagnostic.message}"
               for result in pipeline.compile_paths([corpus_jsonl()]).results
               for diagnostic in result.diagnostics if diagnostic.code == "internal-error"]
    assert not crashes, "\n".join(crashes)
