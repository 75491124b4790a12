"""Inline suppression in set files: a ``# riftc: ignore[CODES]`` comment above a card.

A comment line ``# riftc: ignore[RL401, RL404]`` (or ``# riftc: ignore`` for every rule) among the
comment lines directly above a ``card`` line silences those findings on that card, and only there. A
suppression that silences nothing is itself reported (code ``unused-suppression``), so none outlives
the wording it excused. Set-file comments are never read as card data (docs/card-format.md), so a
suppression changes nothing but lint's report.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from riftc.errors import Diagnostic, Location, Severity
from riftc.lint.engine import LintFinding
from riftc.sources import SET_FILE_SUFFIX

UNUSED_SUPPRESSION = "unused-suppression"
_COMMENT = re.compile(r"^#\s*riftc:\s*ignore(?:\[([A-Za-z0-9_,\s]*)\])?\s*$")
ALL = "*"


@dataclass(frozen=True)
class Suppression:
    """One ``# riftc: ignore`` comment: where it is, the card line it applies to, its codes (ALL for any)."""

    path: str
    line: int
    card_line: int
    codes: tuple[str, ...]
    source_line: str

    def covers(self, code: str) -> bool:
        return ALL in self.codes or any(code.startswith(prefix) for prefix in self.codes)


@lru_cache(maxsize=256)
def suppressions_in(path: str) -> tuple[Suppression, ...]:
    """Every suppression comment of a set file, tied to the ``card`` line below it (() for JSONL or a
    file that cannot be read: its read errors are reported elsewhere)."""
    if not path.endswith(SET_FILE_SUFFIX):
        return ()
    try:
        with open(path, encoding="utf-8-sig") as stream:
            lines = stream.read().splitlines()
    except (OSError, UnicodeDecodeError):
        return ()
    found: list[Suppression] = []
    waiting: list[tuple[int, tuple[str, ...], str]] = []  # comments above the next card line
    for number, line in enumerate(lines, start=1):
        match = _COMMENT.match(line.strip())
        if match:
            codes = tuple(c.strip().upper() for c in (match.group(1) or "").split(",") if c.strip()) or (ALL,)
            waiting.append((number, codes, line))
        elif line.startswith("card "):
            found += [Suppression(path, at, number, codes, text) for at, codes, text in waiting]
            waiting = []
        elif not line.startswith("#"):
            waiting = []  # only comment lines may stand between a suppression and its card
    return tuple(found)


def apply_in(findings: Iterable[LintFinding], paths: Iterable[str],
             active: Iterable[str]) -> tuple[list[LintFinding], list[Diagnostic]]:
    """The findings that no suppression of the files ``paths`` covers, and a warning for each
    suppression (each code of one) that covered nothing; a code of a rule that did not run
    (``active`` are the codes that did) is not reported, since it could not have been used."""
    return _apply(list(findings), [s for path in sorted(set(paths)) for s in suppressions_in(path)], tuple(active))


def _apply(findings: list[LintFinding], suppressions: list[Suppression],
           active: tuple[str, ...]) -> tuple[list[LintFinding], list[Diagnostic]]:
    by_card: dict[tuple[str, int], list[Suppression]] = {}
    for suppression in suppressions:
        by_card.setdefault((suppression.path, suppression.card_line), []).append(suppression)
    used: set[tuple[int, str, str]] = set()  # (comment line, path, code of the comment that was used)
    kept = []
    for found in findings:
        covering = [s for s in by_card.get((found.card.path, found.card.line), []) if s.covers(found.rule.code)]
        if not covering:
            kept.append(found)
        for suppression in covering:
            for code in suppression.codes:
                if code == ALL or found.rule.code.startswith(code):
                    used.add((suppression.line, suppression.path, code))
    unused = []
    for suppression in suppressions:
        for code in suppression.codes:
            ran = code == ALL or any(rule.startswith(code) for rule in active)
            if ran and (suppression.line, suppression.path, code) not in used:
                what = "any finding" if code == ALL else code
                unused.append(Diagnostic(
                    Location(suppression.path, suppression.line, 1), UNUSED_SUPPRESSION,
                    f"this '# riftc: ignore' comment silences no {what} on the card below it: remove it",
                    severity=Severity.WARNING, source_line=suppression.source_line,
                    length=max(1, len(suppression.source_line))))
    return kept, unused
