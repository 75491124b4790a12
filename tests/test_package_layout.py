"""The package's shape (docs/architecture.md): a small top level of stage packages, imports between the
stages pointing one way, modules of a readable size, and names that say the domain."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[1]
PACKAGE = PROJECT / "riftc"

# What the top of the package holds: the stage packages, the module that wires them, and shared basics.
TOP_LEVEL_PACKAGES = {"syntax", "sources", "nodes", "check", "lower", "printer", "lint", "scenarios", "exercise", "runtime",
                      "selfplay",
                      "cli", "templates"}
TOP_LEVEL_MODULES = {"__init__.py", "__main__.py", "pipeline.py", "errors.py", "codegen.py", "atomic.py",
                     "config.py", "library.py", "pytest_plugin.py", "py.typed"}

# Which other parts of riftc each part may import (top-level or inside a function). Data flows one way:
# sources and syntax feed nodes, check and lower read nodes, and only the pipeline (and the commands
# built on it) wires the stages together. "riftc" is the package's own __init__ (its version).
ALLOWED_IMPORTS: dict[str, set[str]] = {
    "errors": set(),
    "atomic": set(),
    "config": set(),  # [tool.riftc] and the environment: standard library only
    "runtime": set(),  # tests/test_runtime_import_direction.py checks the layers inside it
    "nodes": {"errors", "runtime"},  # runtime: riftc.runtime.model.frozen, how node classes are made
    "sources": {"errors"},
    "syntax": {"errors", "nodes", "atomic"},
    "check": {"errors", "nodes", "syntax"},
    "printer": {"nodes"},
    "lower": {"check", "errors", "nodes", "runtime", "sources"},  # check: the antecedents of back-references
    "codegen": {"runtime"},
    "pipeline": {"check", "codegen", "errors", "lower", "nodes", "printer", "sources", "syntax"},
    "lint": {"atomic", "errors", "nodes", "printer", "sources", "syntax"},
    "scenarios": {"config", "errors", "pipeline", "runtime", "sources"},
    "exercise": {"library", "pipeline", "runtime", "selfplay"},  # selfplay: the invariants
    "cli": {"riftc", "atomic", "codegen", "config", "errors", "exercise", "lint", "pipeline", "scenarios", "selfplay",
            "sources"},
    "selfplay": {"runtime", "sources"},  # self-play games (riftc simulate)
    "__main__": {"cli"},
    "__init__": {"library"},  # lazily, in __getattr__: `import riftc` stays cheap
    "library": {"errors", "pipeline", "runtime", "sources"},  # riftc.load_registry, riftc.compile_text
    "pytest_plugin": {"config", "scenarios"},  # collects *.scn files as tests
}

MAX_MODULE_LINES = 800
# Names of a batch of work rather than of a domain: "more_amounts", "new_choices", "wave4", "costs3".
BATCH_NAME = re.compile(r"^(more|new|misc|extra)_|(^|_)(wave|theme)(_|\d|$)|\d+$")


def _part_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0].removesuffix(".py")


def _riftc_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, imported riftc part) for every import in the module, inside functions too."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = node.module.split(".")
            if names[0] != "riftc":
                continue
            if len(names) > 1:
                found.append((node.lineno, names[1]))
            else:  # from riftc import pipeline, __version__
                found += [(node.lineno, alias.name if (PACKAGE / alias.name).exists()
                           or (PACKAGE / f"{alias.name}.py").exists() else "riftc") for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[1]) for alias in node.names
                      if alias.name.startswith("riftc.")]
    return found


def _modules() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def test_the_top_of_the_package_holds_the_stages_and_little_else() -> None:
    entries = {path.name for path in PACKAGE.iterdir() if path.name != "__pycache__"}
    unexpected = entries - TOP_LEVEL_PACKAGES - TOP_LEVEL_MODULES
    assert not unexpected, f"riftc/ should hold stage packages only; move {sorted(unexpected)} into one"
    missing = (TOP_LEVEL_PACKAGES | TOP_LEVEL_MODULES) - entries
    assert not missing, f"expected in riftc/: {sorted(missing)}"


@pytest.mark.parametrize("module", _modules(), ids=lambda path: str(path.relative_to(PROJECT)))
def test_imports_between_stages_point_one_way(module: Path) -> None:
    part = _part_of(module)
    allowed = ALLOWED_IMPORTS[part] | {part}
    wrong = [f"{module.relative_to(PROJECT)}:{line} imports riftc.{target}"
             for line, target in _riftc_imports(ast.parse(module.read_text()))
             if target not in allowed]
    assert not wrong, f"{part} may import only {sorted(allowed - {part})}:\n" + "\n".join(wrong)


def test_every_part_of_the_package_has_an_import_rule() -> None:
    parts = {_part_of(path) for path in _modules()}
    assert parts <= set(ALLOWED_IMPORTS), f"add {sorted(parts - set(ALLOWED_IMPORTS))} to ALLOWED_IMPORTS"


def test_modules_stay_readable() -> None:
    long = [f"{path.relative_to(PROJECT)}: {lines} lines" for path in _modules()
            if (lines := len(path.read_text().splitlines())) > MAX_MODULE_LINES]
    assert not long, f"split these modules by domain (at most {MAX_MODULE_LINES} lines):\n" + "\n".join(long)


def test_names_say_the_domain_not_the_batch_of_work() -> None:
    named = [*_modules(), *(PROJECT / "tests").rglob("test_*.py"), *(PROJECT / "tests" / "scenarios").glob("*.scn"),
             *(PROJECT / "grammar").glob("*.lark"), *(path for path in PACKAGE.rglob("*") if path.is_dir())]
    batch = [str(path.relative_to(PROJECT)) for path in named
             if "__pycache__" not in path.parts and BATCH_NAME.search(path.stem.removeprefix("test_"))]
    assert not batch, "rename for what they hold:\n" + "\n".join(batch)
