"""Keyword rule coverage: which sub-rules of the Core Rules' keyword glossary (805 onwards) the
passing scenarios cite.

The glossary gives each keyword a section (``## 805. Accelerate``) of numbered sub-rules
(``805.1``, ``805.1.a``, ``805.1.a.1`` ...). A sub-rule counts as covered when a passing scenario
cites it or one of the rules nested under it: a scenario citing ``805.1.a.1`` exercises the rule
``805.1.a`` it refines. Issue 18 asks for a scenario per keyword sub-rule, read from the rules
text; this is how far the scenarios are from that.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

#: ``## 805. Accelerate``: a section heading of the rules file.
SECTION_HEADING = re.compile(r"^## (\d+)\. (.+?)\s*$")
#: ``  - **805.1.a.** text``: a numbered rule line.
RULE_LINE = re.compile(r"^\s*- \*\*(\d+(?:\.[0-9a-z]+)+)\.?\*\*")
#: The keyword glossary's first keyword section (804 is the glossary's own heading).
FIRST_KEYWORD_SECTION = 805


@dataclass(frozen=True)
class KeywordRules:
    """One keyword's section: its number, its name and its sub-rule numbers in file order."""

    section: str
    keyword: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class KeywordCoverage:
    """Of one keyword's sub-rules, those a passing scenario covers and those none does."""

    section: str
    keyword: str
    covered: tuple[str, ...]
    uncovered: tuple[str, ...]

    def as_json(self) -> dict[str, object]:
        return {"section": self.section, "keyword": self.keyword, "rules": len(self.covered) + len(self.uncovered),
                "covered": len(self.covered), "uncovered": list(self.uncovered)}


def read_keyword_rules(core_rules: Path) -> list[KeywordRules]:
    """The keyword sections of ``core-rules.md`` (section 805 and every later section)."""
    sections: list[KeywordRules] = []
    current: tuple[str, str] | None = None
    rules: list[str] = []
    for line in core_rules.read_text(encoding="utf-8").splitlines():
        heading = SECTION_HEADING.match(line)
        if heading:
            if current is not None:
                sections.append(KeywordRules(*current, tuple(rules)))
            number, name = heading.groups()
            current = (number, name) if int(number) >= FIRST_KEYWORD_SECTION else None
            rules = []
            continue
        rule = RULE_LINE.match(line)
        if current is not None and rule and rule.group(1).split(".")[0] == current[0]:
            rules.append(rule.group(1))
    if current is not None:
        sections.append(KeywordRules(*current, tuple(rules)))
    return sections


def keyword_coverage(sections: Iterable[KeywordRules], cited: Iterable[str]) -> list[KeywordCoverage]:
    """For each keyword section, which sub-rules the rule numbers ``cited`` cover (a rule, or one
    nested under it, is cited)."""
    cited = set(cited)
    # Every prefix of a cited number counts as covered: 805.1.a.1 covers 805.1.a and 805.1.
    covering = {".".join(number.split(".")[:depth]) for number in cited
                for depth in range(2, number.count(".") + 2)}
    return [KeywordCoverage(s.section, s.keyword,
                            tuple(r for r in s.rules if r in covering),
                            tuple(r for r in s.rules if r not in covering))
            for s in sections]
