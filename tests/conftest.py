"""Shared fixtures: small set files written on the fly."""

from __future__ import annotations

from pathlib import Path

import pytest

GOOD_SET = """\
set TST Test Set

card TST-001 Kinkou Monk
type: Unit
domains: Calm
cost: 3 [G]
might: 2
text:
| When you play me, buff up to two other friendly units.

card TST-002 Quick Study
type: Spell
domains: Mind
cost: 2
text:
| Draw 2.

card TST-003 "); import os #
type: Unit
domains: Body
cost: 1
might: 1
"""

# Three broken cards, each with one mistake, and one good card between them.
BROKEN_SET = """\
set BRK Broken Set

card BRK-001 Misspelt
type: Spell
cost: 1
text:
| Drew 2.

card BRK-002 Stutter
type: Spell
cost: 1
text:
| Buff up to to two units.

card BRK-003 Fine
type: Spell
cost: 1
text:
| Draw 1.

card BRK-004 Unknown Keyword
type: Unit
cost: 1
might: 1
text:
| [Acelerate]
"""


@pytest.fixture
def good_set(tmp_path: Path) -> Path:
    path = tmp_path / "sets" / "tst.rift"
    path.parent.mkdir()
    path.write_text(GOOD_SET, encoding="utf-8")
    return path


@pytest.fixture
def broken_set(tmp_path: Path) -> Path:
    path = tmp_path / "broken" / "brk.rift"
    path.parent.mkdir()
    path.write_text(BROKEN_SET, encoding="utf-8")
    return path


# ---------------------------------------------------------------- scenario files
# Each scenario in tests/scenarios/**/*.scn is its own test item (docs/scenarios.md). A pending
# scenario (its card does not compile yet, or the runtime lacks what it needs) is an expected failure
# with its reason; one that passes fails, so that its "pending:" line is removed.

SCENARIO_DIR = Path(__file__).parent / "scenarios"


class ScenarioFailed(Exception):
    """A scenario that failed; carries the runner's result for the report."""


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    if file_path.suffix == ".scn" and SCENARIO_DIR in file_path.parents:
        return ScenarioFileCollector.from_parent(parent, path=file_path)
    return None


class ScenarioFileCollector(pytest.File):
    """One .scn file: an item per scenario (plus one for problems outside any scenario)."""

    def collect(self):
        from dataclasses import replace

        from riftc.scenarios import default_library, load_references, read_scenario_file, run_file

        # Rule numbers and ruling ids are checked against ../shared/rules when it is present, as
        # `riftc scenario run` does.
        source = read_scenario_file(self.path, load_references())
        if source.diagnostics:  # lines outside any scenario: one failing item reports them
            file_only = replace(source, scenarios=())
            yield ScenarioItem.from_parent(self, name="(file)", line=1,
                                           run=lambda: run_file(file_only, default_library())[0])
        for scenario in source.scenarios:
            yield ScenarioItem.from_parent(self, name=f"{scenario.name} (line {scenario.line})",
                                           run=lambda s=scenario: _run_one(s), line=scenario.line)


def _run_one(scenario):
    from riftc.scenarios import run_scenario

    return run_scenario(scenario)


class ScenarioItem(pytest.Item):
    """One scenario, run against the project's cards/."""

    def __init__(self, *, run, line: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self._run, self._line = run, line

    def runtest(self) -> None:
        result = self._run()
        if result.status == "pending":
            pytest.xfail(result.message)
        if result.status == "failed":
            raise ScenarioFailed(result)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailed):
            result = excinfo.value.args[0]
            log = "\n".join(f"    {line}" for line in result.log) or "    (empty)"
            return f"{result.where}: {result.message}\n  event log:\n{log}"
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return self.path, self._line - 1, f"scenario: {self.name}"
