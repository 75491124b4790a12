"""Summaries of a compile run: counts per stage and set, failures grouped by where they stop."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

from riftc.errors import Diagnostic
from riftc.pipeline import CardResult, CompileRun, Stage

STAGE_FIELDS = {"parsed": Stage.PARSED, "round_trip": Stage.ROUND_TRIP, "compiled": Stage.COMPILED}


@dataclass(frozen=True)
class Counts:
    """How many cards reached each stage."""

    cards: int
    parsed: int
    round_trip: int
    compiled: int

    @classmethod
    def of(cls, results: list[CardResult] | tuple[CardResult, ...]) -> Counts:
        return cls(len(results), *(sum(r.stage >= stage for r in results) for stage in STAGE_FIELDS.values()))

    def as_dict(self) -> dict[str, int]:
        return {"cards": self.cards, "parsed": self.parsed, "round_trip": self.round_trip, "compiled": self.compiled}


def failed_stage(result: CardResult) -> str:
    """The name of the stage a card failed at: parse, round_trip, check or compile."""
    return {Stage.READ: "parse", Stage.PARSED: "round_trip", Stage.ROUND_TRIP: "check",
            Stage.CHECKED: "compile"}[result.stage]


def failure_reason(diagnostic: Diagnostic) -> str:
    """A grouping key: the code and the message without the word found (``unexpected "x"; ``)."""
    message = diagnostic.message
    if message.startswith("unexpected ") and "; " in message:
        message = message.split("; ", 1)[1]
    return f"{diagnostic.code}: {message}"


def group_failures(run: CompileRun) -> list[tuple[str, list[CardResult]]]:
    """Failed cards grouped by reason, the largest group first."""
    groups: dict[str, list[CardResult]] = defaultdict(list)
    for result in run.results:
        failure = result.failure
        if failure is not None and not result.compiled:
            groups[failure_reason(failure)].append(result)
    return sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))


def coverage(run: CompileRun) -> dict[str, object]:
    """The coverage report as one JSON-ready object (see ``riftc coverage --help``); the command adds
    "read_errors", "messages" and "exit_status" (riftc.cli.reporting)."""
    by_set: dict[str, list[CardResult]] = defaultdict(list)
    for result in run.results:
        by_set[result.card.set].append(result)
    failures = []
    for result in run.results:
        failure = result.failure
        if failure is None or result.compiled:
            continue
        failures.append({
            "id": result.card.id, "name": result.card.name, "stage": failed_stage(result),
            "code": failure.code, "message": failure.message,
            "file": failure.location.path, "line": failure.location.line, "column": failure.location.column,
        })
    return {
        **Counts.of(run.results).as_dict(),
        "sets": {code: Counts.of(results).as_dict() for code, results in sorted(by_set.items())},
        "failures": failures,
        "reasons": dict(Counter(failure_reason(r.failure) for r in run.results if r.failure and not r.compiled)),
    }
