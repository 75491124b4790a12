"""The rule table: every lint rule, by code, gathered from one module per family."""

from __future__ import annotations

from riftc.lint import errata, reminders, selfref, style, syntax, templates, traits
from riftc.lint.base import Rule

FAMILIES = (syntax, reminders, templates, selfref, style, traits, errata)

RULES: dict[str, Rule] = {rule.code: rule for family in FAMILIES for rule in family.RULES}

# Codes whose findings say that the grammar does not read a text, not that its wording is off.
PARSER_CODES = frozenset({"RL001"})


def select_rules(select: tuple[str, ...] = (), ignore: tuple[str, ...] = ()) -> tuple[Rule, ...]:
    """Rules whose code starts with a selected prefix (all if none) and with no ignored prefix."""
    return tuple(rule for code, rule in RULES.items()
                 if (not select or code.startswith(select)) and not code.startswith(tuple(ignore) or ("\0",)))


def unknown_codes(codes: tuple[str, ...]) -> list[str]:
    """Prefixes that match no rule code (a usage error)."""
    return [code for code in codes if not any(known.startswith(code) for known in RULES)]
