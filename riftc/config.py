"""Project settings: the ``[tool.riftc]`` table of the nearest ``pyproject.toml``, the environment, defaults.

A project says where its card sets, its rules folder and its scenarios are, and which lint rules to
run, once, in ``pyproject.toml``::

    [tool.riftc]
    cards = ["cards"]                 # set folders, set files or card JSONL
    rules = "../shared/rules"         # the folder holding core-rules.md and rulings.jsonl
    scenarios = ["tests/scenarios"]   # what `riftc scenario coverage` runs by default
    [tool.riftc.lint]
    select = ["RL1"]
    ignore = ["RL301"]
    per-file-ignores = { "cards/old/*.rift" = ["RL2"] }

The file is found like ruff finds its own: the first ``pyproject.toml`` holding a ``[tool.riftc]``
table, walking up from the current folder. Paths in it are relative to the file. Command-line
options win over the environment (``RIFTC_CARDS``, ``RIFTC_RULES``), which wins over the file.
This module reads only the standard library, so the pytest plugin and the commands share it.
"""

from __future__ import annotations

import fnmatch
import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePath

CONFIG_FILE = "pyproject.toml"
ENV_CARDS = "RIFTC_CARDS"  # card set paths, separated like PATH (os.pathsep)
ENV_RULES = "RIFTC_RULES"  # the rules folder
RULES_FILE, RULINGS_FILE = "core-rules.md", "rulings.jsonl"
_KNOWN_KEYS = {"cards", "rules", "scenarios", "lint"}
_KNOWN_LINT_KEYS = {"select", "ignore", "per-file-ignores"}


class ConfigError(ValueError):
    """A ``[tool.riftc]`` table that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class LintSettings:
    """Which lint rules run: codes or prefixes, and per file pattern the codes to skip there."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (glob relative to the file, codes)

    def ignored_in(self, path: str | Path, root: Path | None) -> tuple[str, ...]:
        """The codes ``per-file-ignores`` skips in ``path`` (patterns match the path relative to ``root``,
        or its name alone, like ruff)."""
        resolved = Path(path).resolve()
        relative = resolved.relative_to(root) if root is not None and resolved.is_relative_to(root) else resolved
        found: list[str] = []
        for pattern, codes in self.per_file_ignores:
            if fnmatch.fnmatch(PurePath(relative).as_posix(), pattern) or fnmatch.fnmatch(resolved.name, pattern):
                found += codes
        return tuple(found)


@dataclass(frozen=True)
class Settings:
    """What the project's ``[tool.riftc]`` says, its paths made absolute (all empty without one)."""

    file: Path | None = None  # the pyproject.toml read
    cards: tuple[Path, ...] = ()
    rules: Path | None = None
    scenarios: tuple[Path, ...] = ()
    lint: LintSettings = field(default_factory=LintSettings)

    @property
    def root(self) -> Path | None:
        """The folder of the pyproject.toml: what the paths in it are relative to."""
        return self.file.parent if self.file is not None else None


def find_config(start: Path | None = None) -> Path | None:
    """The first ``pyproject.toml`` with a ``[tool.riftc]`` table in ``start`` (default: the current
    folder) or a folder above it; None when there is none."""
    folder = (start or Path.cwd()).resolve()
    for candidate in (folder, *folder.parents):
        path = candidate / CONFIG_FILE
        if path.is_file() and _riftc_table(path) is not None:
            return path
    return None


def load_settings(start: Path | None = None) -> Settings:
    """The settings of the project around ``start`` (see ``find_config``); empty ones without a file."""
    path = find_config(start)
    return read_settings(path) if path is not None else Settings()


def read_settings(path: Path) -> Settings:
    """The ``[tool.riftc]`` table of ``path``; ConfigError for a key riftc does not know or a wrong type."""
    table = _riftc_table(path) or {}
    where = f"{path}: [tool.riftc]"
    unknown = sorted(set(table) - _KNOWN_KEYS)
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {', '.join(unknown)}; known: {', '.join(sorted(_KNOWN_KEYS))}")
    root = path.parent.resolve()
    rules = table.get("rules")
    if rules is not None and not isinstance(rules, str):
        raise ConfigError(f"{where}: 'rules' must be a path (a string), got {type(rules).__name__}")
    return Settings(file=path.resolve(), cards=_paths(table, "cards", root, where),
                    rules=(root / rules).resolve() if rules else None,
                    scenarios=_paths(table, "scenarios", root, where), lint=_lint(table.get("lint", {}), where))


def cards_from(option: tuple[Path, ...], settings: Settings) -> tuple[tuple[Path, ...], str]:
    """The card sets to use and where that choice came from: ``--cards``, then ``RIFTC_CARDS``, then
    ``[tool.riftc] cards``; () when none of them names any."""
    if option:
        return option, "--cards"
    env = [part for part in os.environ.get(ENV_CARDS, "").split(os.pathsep) if part]
    if env:
        return tuple(Path(part) for part in env), ENV_CARDS
    if settings.cards:
        return settings.cards, f"{settings.file} [tool.riftc] cards"
    return (), ""


def rules_from(option: Path | None, settings: Settings) -> tuple[Path | None, str]:
    """The rules folder to use and where that choice came from: ``--rules``, then ``RIFTC_RULES``, then
    ``[tool.riftc] rules``; (None, "") when none of them names one."""
    if option is not None:
        return option, "--rules"
    env = os.environ.get(ENV_RULES, "")
    if env:
        return Path(env), ENV_RULES
    if settings.rules is not None:
        return settings.rules, f"{settings.file} [tool.riftc] rules"
    return None, ""


def rules_problem(folder: Path) -> str | None:
    """Why ``folder`` cannot serve as the rules folder (missing, or without either file), or None."""
    if not folder.is_dir():
        return f"{folder} is not a folder"
    if not (folder / RULES_FILE).is_file() and not (folder / RULINGS_FILE).is_file():
        return f"{folder} holds neither {RULES_FILE} nor {RULINGS_FILE}"
    return None


def _riftc_table(path: Path) -> dict[str, object] | None:
    try:
        with open(path, "rb") as stream:
            data = tomllib.load(stream)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path}: cannot be read as TOML: {error}") from None
    table = data.get("tool", {}).get("riftc") if isinstance(data.get("tool"), dict) else None
    if table is not None and not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.riftc] must be a table")
    return table


def _strings(value: object, what: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    raise ConfigError(f"{what} must be a string or a list of strings")


def _paths(table: dict[str, object], key: str, root: Path, where: str) -> tuple[Path, ...]:
    if key not in table:
        return ()
    return tuple((root / part).resolve() for part in _strings(table[key], f"{where}: '{key}'"))


def _lint(table: object, where: str) -> LintSettings:
    if not isinstance(table, dict):
        raise ConfigError(f"{where}: 'lint' must be a table ([tool.riftc.lint])")
    unknown = sorted(set(table) - _KNOWN_LINT_KEYS)
    if unknown:
        raise ConfigError(f"{where}.lint: unknown key(s) {', '.join(unknown)}; "
                          f"known: {', '.join(sorted(_KNOWN_LINT_KEYS))}")
    ignores = table.get("per-file-ignores", {})
    if not isinstance(ignores, dict):
        raise ConfigError(f"{where}.lint: 'per-file-ignores' must be a table of pattern = [codes]")
    upper = lambda codes: tuple(code.strip().upper() for code in codes)  # noqa: E731
    return LintSettings(
        select=upper(_strings(table.get("select", []), f"{where}.lint: 'select'")),
        ignore=upper(_strings(table.get("ignore", []), f"{where}.lint: 'ignore'")),
        per_file_ignores=tuple((pattern, upper(_strings(codes, f"{where}.lint: per-file-ignores {pattern!r}")))
                               for pattern, codes in ignores.items()))
