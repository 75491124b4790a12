"""Ruling coverage: which official rulings (``shared/rules/rulings.jsonl``) the scenarios encode.

A ruling is **encoded** when a passing scenario cites it, **pending** when only pending scenarios
cite it (each has a reason: its ``pending:`` line or the diagnostic of a card that does not
compile), **out of scope** when the out-of-scope list names it with a reason (tournament
procedure, deck building ...: nothing the game model plays), and **not handled** otherwise.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from riftc.scenarios.model import Scenario
from riftc.scenarios.reader import References, default_shared, find_scenario_files, load_references, read_scenario_file
from riftc.scenarios.runner import CardLibrary, ScenarioResult, default_library, run_file

#: ``- ruling-id: reason`` lines of the out-of-scope list (any other line is prose).
OUT_OF_SCOPE_LINE = re.compile(r"^- `?([A-Za-z0-9-]+)`?: (.*\S)\s*$")
PROJECT_SCENARIOS = Path(__file__).resolve().parents[2] / "tests" / "scenarios"
OUT_OF_SCOPE = PROJECT_SCENARIOS / "out_of_scope.md"


@dataclass(frozen=True)
class Coverage:
    """Ruling ids by status (each id in exactly one of the four), plus what doesn't add up."""

    rulings: tuple[str, ...]  # every official ruling id, in file order
    encoded: tuple[str, ...]
    pending: tuple[str, ...]
    out_of_scope: tuple[str, ...]
    not_handled: tuple[str, ...]
    reasons: dict[str, str] = field(default_factory=dict)  # out of scope / pending id -> why
    unknown: tuple[str, ...] = ()  # cited or listed ids that are not in rulings.jsonl
    failed: tuple[str, ...] = ()  # ids cited by a failing scenario (neither encoded nor pending)
    rules_cited: tuple[str, ...] = ()  # rule numbers cited by passing scenarios, sorted

    def counts(self) -> dict[str, int]:
        return {"rulings": len(self.rulings), "encoded": len(self.encoded), "pending": len(self.pending),
                "out_of_scope": len(self.out_of_scope), "not_handled": len(self.not_handled)}


def read_rulings(path: Path | None = None) -> list[str]:
    """The ruling ids of ``rulings.jsonl`` (default: ``../shared/rules/rulings.jsonl``), in order."""
    path = path or default_shared() / "rules" / "rulings.jsonl"
    with open(path, encoding="utf-8") as stream:
        return [json.loads(line)["id"] for line in stream if line.strip()]


def read_out_of_scope(path: Path = OUT_OF_SCOPE) -> dict[str, str]:
    """Ruling id -> reason, from the ``- id: reason`` lines of the out-of-scope list."""
    if not path.is_file():
        return {}
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = OUT_OF_SCOPE_LINE.match(line)
        if match:
            found[match.group(1)] = match.group(2)
    return found


def ruling_coverage(paths: Iterable[str | Path] = (PROJECT_SCENARIOS,), *, rulings: Path | None = None,
                    out_of_scope: Path = OUT_OF_SCOPE, library: CardLibrary | None = None,
                    references: References | None = None) -> Coverage:
    """Run the scenarios under ``paths`` and sort every ruling id into encoded / pending / out of
    scope / not handled (ruling ids and rule numbers checked against ``references``, by default
    those of ``load_references()``)."""
    library = library or default_library()
    references = references or load_references()
    results: list[tuple[Scenario, ScenarioResult]] = []
    for path in find_scenario_files(paths):
        source = read_scenario_file(path, references)
        ran = run_file(source, library)
        ran = ran[1:] if source.diagnostics else ran  # the "(file)" result cites nothing
        results += list(zip(source.scenarios, ran))
    ids = read_rulings(rulings)
    known = set(ids)
    listed = read_out_of_scope(out_of_scope)
    by_status: dict[str, set[str]] = {"passed": set(), "pending": set(), "failed": set()}
    reasons: dict[str, str] = {}
    for scenario, result in results:
        by_status[result.status].update(scenario.rulings)
        if result.status == "pending":
            for ruling in scenario.rulings:
                reasons.setdefault(ruling, result.message)
    encoded = [i for i in ids if i in by_status["passed"]]
    pending = [i for i in ids if i in by_status["pending"] and i not in by_status["passed"]]
    outside = [i for i in ids if i in listed and i not in by_status["passed"] and i not in by_status["pending"]]
    handled = set(encoded) | set(pending) | set(outside)
    for ruling in outside:
        reasons[ruling] = listed[ruling]
    cited_anywhere = set().union(*by_status.values()) | set(listed)
    return Coverage(tuple(ids), tuple(encoded), tuple(pending), tuple(outside),
                    tuple(i for i in ids if i not in handled),
                    {i: reasons[i] for i in ids if i in reasons and i not in by_status["passed"]},
                    tuple(sorted(cited_anywhere - known)),
                    tuple(i for i in ids if i in by_status["failed"] and i not in handled),
                    tuple(sorted({rule for scenario, result in results if result.status == "passed"
                                  for rule in scenario.rules})))
