"""docs/lint-rules.md is generated from the rule definitions and must not go stale."""

from __future__ import annotations

from riftc.lint.docs import RULES_DOC, rules_doc, shown
from riftc.lint.registry import RULES


def test_checked_in_rules_doc_is_the_generated_one() -> None:
    assert RULES_DOC.read_text(encoding="utf-8") == rules_doc(), (
        "docs/lint-rules.md is stale: run `riftc lint --rules-doc > docs/lint-rules.md`")


def test_rules_doc_has_a_section_per_rule_with_its_examples() -> None:
    doc = rules_doc()
    for code, rule in RULES.items():
        assert f"## {code} {rule.name}" in doc
        for example in rule.good + rule.bad:
            assert f"`{shown(example.text)}`" in doc
