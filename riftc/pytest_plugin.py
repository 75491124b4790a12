"""pytest plugin (entry point ``pytest11: riftc``): every ``*.scn`` scenario file is collected as tests.

Installed with riftc, it makes ``pytest`` in any project run that project's scenarios
(docs/scenarios.md): one test item per scenario, plus one for the problems of a file outside any
scenario. A pending scenario (a ``pending: REASON`` header, or a file in a ``pending/`` folder)
is an expected failure with its reason, and fails once it passes, so that its ``pending:`` line
gets removed.

Where the cards and the rules come from, first found wins: the command line (``--riftc-cards PATH``,
repeatable, and ``--riftc-rules DIR``), the ini options ``riftc_cards`` / ``riftc_rules`` (relative
to the ini file), the environment (``RIFTC_CARDS``, ``RIFTC_RULES``), ``[tool.riftc]`` of the
nearest ``pyproject.toml`` (relative to it), and a riftc source checkout's own ``cards/`` and
``../shared/rules`` (riftc.scenarios.paths). The header of the run says which were used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from riftc.config import ConfigError, Settings, load_settings

if TYPE_CHECKING:
    from riftc.scenarios import CardLibrary, References, ScenarioResult
    from riftc.scenarios.paths import ScenarioPaths

SUFFIX = ".scn"  # riftc.scenarios.reader.SUFFIX; the compiler is imported only once a scenario file is found
_SETUP = pytest.StashKey["_Setup"]()


class _Setup:
    """The located paths, the card library and the references of one pytest run (built on first use)."""

    def __init__(self, cards: tuple[Path, ...], rules: Path | None, settings: Settings) -> None:
        self._cards, self._rules, self._settings = cards, rules, settings
        self._library: CardLibrary | None = None
        self._references: References | None = None
        self.reported_cards = False  # the card sets' read errors are one failing item, not one per file
        self.used = False

    @cached_property
    def paths(self) -> ScenarioPaths:
        from riftc.scenarios.paths import locate

        self.used = True
        return locate(self._cards, self._rules, self._settings)

    @property
    def library(self) -> CardLibrary:
        from riftc.scenarios import CardLibrary

        if self._library is None:
            self._library = CardLibrary.from_paths(self.paths.cards) if self.paths.cards else CardLibrary()
        return self._library

    @property
    def references(self) -> References:
        from riftc.scenarios import References, load_references

        if self._references is None:
            usable = self.paths.rules is not None and self.paths.rules_problem is None
            self._references = load_references(rules=self.paths.rules) if usable else References()
        return self._references


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("riftc", "riftc scenarios (*.scn)")
    group.addoption("--riftc-cards", action="append", default=[], metavar="PATH",
                    help="card sets the scenarios find cards in (repeatable)")
    group.addoption("--riftc-rules", default=None, metavar="DIR",
                    help="folder with core-rules.md and rulings.jsonl to check 'rule:'/'ruling:' lines against")
    parser.addini("riftc_cards", type="paths", default=[],
                  help="card sets for *.scn scenarios, relative to the ini file")
    parser.addini("riftc_rules", type="paths", default=[],
                  help="rules folder (core-rules.md, rulings.jsonl) for *.scn scenarios, relative to the ini file")


def pytest_configure(config: pytest.Config) -> None:
    cards = tuple(Path(p).resolve() for p in config.getoption("riftc_cards")) or \
        tuple(Path(p) for p in config.getini("riftc_cards"))
    rules_option = config.getoption("riftc_rules")
    ini_rules = config.getini("riftc_rules")
    rules = Path(rules_option).resolve() if rules_option else Path(ini_rules[0]) if ini_rules else None
    try:
        settings = load_settings(config.rootpath)
    except ConfigError as error:
        raise pytest.UsageError(f"riftc: {error}") from None
    config.stash[_SETUP] = _Setup(cards, rules, settings)


def pytest_report_collectionfinish(config: pytest.Config, items: list[pytest.Item]) -> list[str]:
    """After collection, when scenarios were found: which card sets and rules folder they use."""
    setup = config.stash[_SETUP]
    if not setup.used:
        return []
    paths = setup.paths
    cards = (f"riftc cards: {', '.join(map(str, paths.cards))} (from {paths.cards_origin})" if paths.cards
             else f"riftc cards: {paths.no_cards_message}")
    if paths.rules_problem:
        rules = f"riftc rules: not checked: {paths.rules_problem}"
    elif paths.rules is not None:
        rules = f"riftc rules: {paths.rules} (from {paths.rules_origin})"
    else:
        rules = f"riftc rules: not checked: {paths.no_rules_message}"
    return [cards, rules]


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    if file_path.suffix == SUFFIX:
        return ScenarioFileCollector.from_parent(parent, path=file_path)
    return None


class ScenarioFailed(Exception):
    """A scenario that failed; carries the runner's result for the report."""


class ScenarioFileCollector(pytest.File):
    """One .scn file: an item per scenario (plus one for problems outside any scenario)."""

    def collect(self) -> Iterator[pytest.Item]:
        from riftc.scenarios import ScenarioResult, read_scenario_file, run_file
        from riftc.scenarios.runner import run_scenario

        setup = self.config.stash[_SETUP]
        if setup.library.diagnostics and not setup.reported_cards:
            setup.reported_cards = True
            problems = "\n".join(d.message for d in setup.library.diagnostics[:20])
            yield ScenarioItem.from_parent(self, name="(card sets)", line=1, run=lambda: ScenarioResult(
                str(self.path), 1, "(card sets)", "failed",
                f"the card sets ({setup.paths.cards_origin}) could not be read completely:\n{problems}",
                str(self.path)))
        source = read_scenario_file(self.path, setup.references)
        if source.diagnostics:  # lines outside any scenario: one failing item reports them
            file_only = replace(source, scenarios=())
            yield ScenarioItem.from_parent(self, name="(file)", line=1,
                                           run=lambda: run_file(file_only, setup.library)[0])
        for scenario in source.scenarios:
            yield ScenarioItem.from_parent(self, name=f"{scenario.name} (line {scenario.line})", line=scenario.line,
                                           run=lambda s=scenario: run_scenario(s, setup.library))


class ScenarioItem(pytest.Item):
    """One scenario, run against the located card sets."""

    def __init__(self, *, run: Callable[[], ScenarioResult], line: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._run, self._line = run, line

    def runtest(self) -> None:
        result = self._run()
        if result.status == "pending":
            pytest.xfail(result.message)
        if result.status == "failed":
            raise ScenarioFailed(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailed):
            result = excinfo.value.args[0]
            log = "\n".join(f"    {line}" for line in result.log) or "    (empty)"
            return f"{result.where}: {result.message}\n  event log:\n{log}"
        return str(super().repr_failure(excinfo, style=style))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self._line - 1, f"scenario: {self.name}"
