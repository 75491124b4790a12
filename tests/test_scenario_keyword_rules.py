"""`riftc scenario coverage --keywords`: keyword by keyword (Core Rules 805 onwards), the sub-rules a
passing scenario cites (riftc/scenarios/keyword_rules.py, issue 18 point 3)."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import invoke
from riftc.scenarios.keyword_rules import KeywordRules, keyword_coverage, read_keyword_rules

CORE_RULES = """\
## 426. Buff

- **426.1.** Buffing a unit.
  - **426.1.b.1.** To buff a unit is to give it a +1 [M] buff.

## 805. Accelerate

  - **805.1.** Accelerate is a Unit ability.
    - **805.1.a.** Accelerate is functionally short for an additional cost.
      - **805.1.a.1.** Its Power matches the unit's domains.
  - **805.2.** Accelerate is an Optional Additional Cost.

## 806. Action

  - **806.1.** Action is a Permissive keyword.
"""

SCENARIO = """\
card T-001 Sprinter
type: Unit
domains: Fury
might: 2
text:
| [Accelerate] (You may pay [1][R] as an additional cost to have me enter ready.)

scenario: {name}
rule: {rule}
P1 hand: Sprinter
play Sprinter
expect Sprinter in base
"""


def test_the_keyword_sections_and_their_sub_rules_are_read_in_file_order(tmp_path: Path) -> None:
    core = tmp_path / "core-rules.md"
    core.write_text(CORE_RULES, encoding="utf-8")
    assert read_keyword_rules(core) == [
        KeywordRules("805", "Accelerate", ("805.1", "805.1.a", "805.1.a.1", "805.2")),
        KeywordRules("806", "Action", ("806.1",)),
    ]  # 426 is not a keyword section


def test_a_citation_covers_the_rules_it_refines_and_nothing_beside_them() -> None:
    section = KeywordRules("805", "Accelerate", ("805.1", "805.1.a", "805.1.a.1", "805.1.b", "805.2"))
    (coverage,) = keyword_coverage([section], ["805.1.a.1", "426.1"])
    assert coverage.covered == ("805.1", "805.1.a", "805.1.a.1")
    assert coverage.uncovered == ("805.1.b", "805.2")


def test_only_passing_scenarios_count_and_the_report_lists_what_none_cites(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "core-rules.md").write_text(CORE_RULES, encoding="utf-8")
    (rules / "rulings.jsonl").write_text('{"id": "r-1"}\n', encoding="utf-8")
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "passing.scn").write_text(SCENARIO.format(name="played", rule="805.1.a.1"), encoding="utf-8")
    failing = SCENARIO.format(name="wrong", rule="805.2").replace("in base", "in trash")
    (scenarios / "failing.scn").write_text(failing, encoding="utf-8")
    code, out, _ = invoke("scenario", "coverage", str(scenarios), "--rules", str(rules), "--keywords", "--json")
    data = json.loads(out)["keywords"]
    assert code == 0  # the failing scenario cites no ruling: failing is `scenario run`'s report
    assert (data["rules"], data["covered"]) == (5, 3)
    assert data["sections"][0] == {"section": "805", "keyword": "Accelerate", "rules": 4, "covered": 3,
                                   "uncovered": ["805.2"]}
    code, out, _ = invoke("scenario", "coverage", str(scenarios), "--rules", str(rules), "--keywords")
    assert "805 Accelerate: 3 of 4 sub-rules cited; not cited: 805.2" in out
    assert "keyword sub-rules: 3 of 5 cited by a passing scenario" in out


def test_keywords_without_the_core_rules_is_a_usage_error(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "rulings.jsonl").write_text('{"id": "r-1"}\n', encoding="utf-8")
    scenario = tmp_path / "one.scn"
    scenario.write_text(SCENARIO.format(name="played", rule="805.1"), encoding="utf-8")
    code, _, err = invoke("scenario", "coverage", str(scenario), "--rules", str(rules), "--keywords",
                          "--no-rules-check")
    assert code == 2 and "--keywords needs the Core Rules" in err
