"""`riftc lint`: the three output formats, exit codes 0/1/2, --select/--ignore, --fix and its idempotence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli_support import invoke
from riftc.cli import main
from riftc.cli.lint import lint

# Wording problems with certain fixes: the style and errata rules read the raw text; RL203 reads the AST of
# the buff line (which the grammar parses), and its fixed reminder is the current template.
MESSY_SET = """\
set TST Test Set

card TST-001 Quick Study
type: Spell
cost: 2
text:
| Draw one.
| Give a unit +1 Might this turn

card TST-002 Kinkou Monk
type: Unit
cost: 3
might: 2
text:
| [accelerate]
| When you play me, buff me. (If I don't have a buff, I get a +1 [M] buff.)

card TST-003 Blood Rush
type: Spell
cost: 1
text:
| Give a unit [Assault 2].
errata text:
| Give a unit [Assault 2] this turn.

card TST-004 Typo
type: Spell
cost: 1
text:
| Deal 1 to a Unit.Draw 1..
"""

FIXED_TEXTS = ["| Draw 1.", "| Give a unit +1 [M] this turn.", "| [Accelerate]",
               "| When you play me, buff me. (Give me a +1 [M] buff if I don't have one.)",
               "| Give a unit [Assault 2] this turn.", "| Deal 1 to a unit. Draw 1."]

CLEAN_SET = """\
set TST Test Set

card TST-001 Quick Study
type: Spell
cost: 2
text:
| Draw 2.
"""

TEXT_RULES = "RL002,RL2,RL4,RL5,RL6"  # the rules with certain fixes, and the trait rules


def run(*args: str) -> tuple[int, str, str]:
    return invoke(*args, command=lint)


@pytest.fixture
def messy(tmp_path: Path) -> Path:
    path = tmp_path / "tst.rift"
    path.write_text(MESSY_SET, encoding="utf-8")
    return path


def test_text_format_shows_location_source_caret_and_fix(messy: Path) -> None:
    code, out, err = run(str(messy), "--select", "RL402")
    assert code == 1
    assert out.splitlines() == [
        f"{messy}:8:18: warning[RL402] TST-001 Quick Study: Might after a number is the symbol: \"+1 [M]\" "
        "(rule 135.2.e.3)",
        "8 | | Give a unit +1 Might this turn",
        "                     ^^^^^",
        "    fix: '[M]'",
    ]
    assert "1 finding(s) in 1 card(s), 1 fixable with --fix" in err


def test_json_format_is_one_object_with_the_findings(messy: Path) -> None:
    code, out, _ = run(str(messy), "--format", "json", "--select", TEXT_RULES)
    assert code == 1
    data = json.loads(out)
    assert (data["read_errors"], data["exit_status"], data["statistics"]["RL401"]) == ([], 1, 1)
    records = data["findings"]
    assert {r["code"] for r in records} == {"RL002", "RL401", "RL402", "RL403", "RL404", "RL203", "RL601"}
    first = records[0]
    assert set(first) == {"file", "id", "name", "code", "severity", "line", "column", "message", "fix"}
    where = (first["file"], first["id"], first["line"], first["column"], first["fix"])
    assert where == (str(messy), "TST-001", 7, 8, "1")
    assert first["severity"] == "warning"


def test_github_format_is_one_annotation_per_finding(messy: Path) -> None:
    code, out, _ = run(str(messy), "--format", "github", "--select", "RL401")
    assert code == 1
    assert out == (f"::warning file={messy},line=7,col=8,title=RL401::TST-001 Quick Study: amounts are written "
                   'as digits: "Draw 1" (rule 135.2.b)\n')


def test_exit_0_when_clean(tmp_path: Path) -> None:
    path = tmp_path / "clean.rift"
    path.write_text(CLEAN_SET, encoding="utf-8")
    code, out, _ = run(str(path), "--select", TEXT_RULES)
    assert (code, out) == (0, "")


def test_exit_1_with_findings_and_2_for_usage_or_unreadable_input(messy: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(str(messy))[0] == 1
    assert run(str(tmp_path / "missing.rift"))[0] == 2
    assert run(str(messy), "--select", "XX1")[0] == 2
    monkeypatch.chdir(tmp_path)  # no pyproject.toml with [tool.riftc] cards above: no PATH is a usage error
    assert run()[0] == 2
    broken = tmp_path / "broken.rift"
    broken.write_text("set TST Test\n\ncard TST-001 Nameless\ncost: 1\n", encoding="utf-8")
    assert run(str(broken))[0] == 2


def test_ignore_removes_codes(messy: Path) -> None:
    _, out, _ = run(str(messy), "--format", "json", "--select", TEXT_RULES, "--ignore", "RL4")
    assert {r["code"] for r in json.loads(out)["findings"]} == {"RL002", "RL203", "RL601"}


def test_fix_rewrites_the_set_file_and_a_second_run_finds_nothing_to_fix(messy: Path) -> None:
    code, _, err = run(str(messy), "--fix", "--select", TEXT_RULES)
    assert code == 0, err
    text = messy.read_text(encoding="utf-8")
    for line in FIXED_TEXTS:
        assert line in text.splitlines()
    assert text.count("\n") == MESSY_SET.count("\n")  # nothing else moved
    assert run(str(messy), "--select", TEXT_RULES) == (0, "", "0 finding(s) in 0 card(s)\n")
    code, _, _ = run(str(messy), "--fix", "--select", TEXT_RULES)
    assert code == 0 and messy.read_text(encoding="utf-8") == text
    leftover = json.loads(run(str(messy), "--format", "json")[1])["findings"]
    assert all(record["fix"] is None for record in leftover)  # nothing more to fix, whatever the grammar reads


def test_fix_leaves_jsonl_alone(tmp_path: Path) -> None:
    from riftc.sources.cardjson import write_jsonl
    from riftc.sources import read_sources
    path = tmp_path / "cards.rift"
    path.write_text(MESSY_SET, encoding="utf-8")
    jsonl = tmp_path / "cards.jsonl"
    jsonl.write_text(write_jsonl(read_sources([path]).cards), encoding="utf-8")
    before = jsonl.read_text(encoding="utf-8")
    code, _, _ = run(str(jsonl), "--fix", "--select", TEXT_RULES)
    assert code == 1 and jsonl.read_text(encoding="utf-8") == before


def test_rules_doc_option_prints_the_catalogue() -> None:
    code, out, _ = run("--rules-doc")
    assert code == 0 and out.startswith("# riftc lint rules")


ERRATA_SET = """\
set TST Test Set

card TST-001 Salvage
type: Spell
cost: 1
errata: 2025-10-28 Riftbound: Origins Card Errata <https://example.org/origins-errata>
text:
| [Action] (Play on your turn or in showdowns.)
| You may kill a gear. Draw 1.
"""
ERRATA_RECORD = {"card": "Salvage", "announced_on": "2025-10-28", "errata_document": "Riftbound: Origins Card Errata",
                 "old_text": "You may kill a gear. Draw 1.", "new_text": "You may kill up to one gear. Draw 1."}


def test_errata_file_finds_the_old_passage_and_fix_writes_the_errata_words(tmp_path: Path) -> None:
    path, errata = tmp_path / "tst.rift", tmp_path / "errata.jsonl"
    path.write_text(ERRATA_SET, encoding="utf-8")
    errata.write_text(json.dumps(ERRATA_RECORD) + "\n", encoding="utf-8")
    code, out, _ = run(str(path), "--errata", str(errata), "--format", "json", "--select", "RL602")
    [record] = json.loads(out)["findings"]
    assert (code, record["line"], record["column"], record["fix"]) == (1, 9, 11, "kill up to one gear")
    assert "errata of 2025-10-28 (Riftbound: Origins Card Errata, https://example.org/origins-errata)" in record["message"]
    assert run(str(path), "--select", "RL602")[0] == 0  # without an errata file there is nothing to compare
    assert run(str(path), "--errata", str(errata), "--fix", "--select", "RL602")[0] == 0
    assert "| You may kill up to one gear. Draw 1." in path.read_text(encoding="utf-8").splitlines()
    assert run(str(path), "--errata", str(errata), "--select", "RL602") == (0, "", "0 finding(s) in 0 card(s)\n")


def test_unreadable_errata_file_is_a_usage_error(tmp_path: Path) -> None:
    path, errata = tmp_path / "tst.rift", tmp_path / "errata.jsonl"
    path.write_text(ERRATA_SET, encoding="utf-8")
    assert run(str(path), "--errata", str(errata))[0] == 2
    errata.write_text("not json\n", encoding="utf-8")
    code, _, err = run(str(path), "--errata", str(errata))
    assert code == 2 and "errata.jsonl:1: not an errata record" in err


def test_build_and_lint_say_the_same_of_an_amount_written_as_a_word(tmp_path: Path) -> None:
    # Build rejects "Draw two." saying to write "Draw 2" (a syntax error at the word, with the digit as its
    # fix); lint says it once, by its word-level rule, not a second time as the syntax error.
    path = tmp_path / "tst.rift"
    path.write_text("set TST Test\n\ncard TST-001 Trial\ntype: Spell\ncost: 1\ntext:\n| Draw two.\n")
    lint = CliRunner().invoke(main, ["lint", str(path), "--format", "json"])
    build = CliRunner().invoke(main, ["build", str(path), "--out", str(tmp_path / "out"), "--format", "json"])
    findings = json.loads(lint.stdout)["findings"]
    assert [(f["code"], f["line"], f["column"], f["fix"]) for f in findings] == [("RL401", 7, 8, "2")]
    failure = json.loads(build.stdout)["failures"][0]
    assert (failure["line"], failure["column"]) == (7, 8)
    assert failure["message"] == findings[0]["message"] == 'amounts are written as digits: "Draw 2" (rule 135.2.b)'
