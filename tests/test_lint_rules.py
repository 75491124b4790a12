"""Every lint rule against its own good and bad examples (the data the rules doc shows)."""

from __future__ import annotations

import pytest

from riftc.lint.base import Example, Rule
from riftc.lint.engine import apply_fixes, lint_example
from riftc.lint.registry import RULES, select_rules, unknown_codes

GOOD = [pytest.param(rule, ex, id=f"{code}-good-{n}") for code, rule in RULES.items() for n, ex in enumerate(rule.good)]
BAD = [pytest.param(rule, ex, id=f"{code}-bad-{n}") for code, rule in RULES.items() for n, ex in enumerate(rule.bad)]
FIXED = [pytest.param(rule, ex, id=f"{code}-fix-{n}") for code, rule in RULES.items()
         for n, ex in enumerate(rule.bad) if ex.fixed is not None]


def _findings(rule: Rule, example: Example) -> list:
    return lint_example(example, [rule])


@pytest.mark.parametrize("rule, example", GOOD)
def test_good_example_has_no_finding(rule: Rule, example: Example) -> None:
    assert [f.diagnostic.message for f in _findings(rule, example)] == []


@pytest.mark.parametrize("rule, example", BAD)
def test_bad_example_is_found(rule: Rule, example: Example) -> None:
    found = _findings(rule, example)
    assert found, f"{rule.code} found nothing in {example.text!r}"
    assert {f.diagnostic.code for f in found} == {rule.code}
    assert all(f.diagnostic.severity.value == "warning" for f in found)


@pytest.mark.parametrize("rule, example", FIXED)
def test_bad_example_fixes_to_its_fixed_text(rule: Rule, example: Example) -> None:
    found = _findings(rule, example)
    fixes = [(f.finding.span, f.finding.fix) for f in found if f.finding.fix is not None]
    assert apply_fixes(example.text, fixes) == example.fixed
    assert _findings(rule, Example(**{**example.__dict__, "text": example.fixed})) == []


def test_every_rule_has_examples_a_rationale_and_a_family_module() -> None:
    for code, rule in RULES.items():
        assert rule.good and rule.bad, code
        assert "rule" in rule.rationale.lower() or "errata" in rule.rationale.lower(), code
        assert rule.family in {"syntax", "reminders", "templates", "selfref", "style", "traits", "errata"}
        assert rule.fixable == any(ex.fixed is not None for ex in rule.bad), code


def test_positions_point_into_the_text() -> None:
    rule = RULES["RL402"]
    [found] = _findings(rule, Example("Draw 1.\nGive a unit +1 Might this turn.", type="Spell"))
    d = found.diagnostic
    assert (d.location.line, d.location.column, d.length, d.fix) == (2, 16, 5, "[M]")


def test_select_and_ignore_take_prefixes() -> None:
    assert {r.code for r in select_rules(("RL4",))} == {"RL401", "RL402", "RL403", "RL404", "RL405"}
    assert "RL001" not in {r.code for r in select_rules((), ("RL0",))}
    assert unknown_codes(("RL4", "XX9")) == ["XX9"]


def test_apply_fixes_skips_overlaps() -> None:
    from riftc.errors import Span
    assert apply_fixes("abcdef", [(Span(0, 3), "X"), (Span(2, 4), "Y"), (Span(5, 6), "Z")]) == "abYeZ"
