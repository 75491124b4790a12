"""The runtime's layers import one way: model → rules → effects → engine (docs/runtime.md).

Every module under riftc/runtime is read with ``ast``, without importing it. An import, at the top of
a module or inside a function, may name a module of its own layer or of a lower one; imports under
``if TYPE_CHECKING:`` (types only, never run) are exempt. The modules' imports that run, those inside
functions included, form no cycle. A failure names the module, the line and the import.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

RUNTIME_DIR = Path(__file__).resolve().parents[1] / "riftc" / "runtime"
PACKAGE = "riftc.runtime"
#: The layers, lowest first: each may import itself and those before it.
LAYERS = ("model", "rules", "effects", "engine")
TOP = len(LAYERS)  # riftc/runtime/__init__.py: imports every layer


@dataclass(frozen=True)
class Import:
    """One import statement of a runtime module and the runtime modules it loads."""

    module: str  # the importing module, dotted below riftc.runtime ("" is the package itself)
    line: int
    text: str
    targets: tuple[str, ...]
    typing_only: bool  # under ``if TYPE_CHECKING:``
    in_function: bool

    def where(self) -> str:
        place = " (inside a function)" if self.in_function else ""
        return f"{path_of(self.module)}:{self.line} `{self.text}`{place}"


def path_of(module: str) -> str:
    """The file of a module, as the failure messages show it."""
    parts = module.split(".") if module else []
    if (RUNTIME_DIR.joinpath(*parts) / "__init__.py").exists():
        return "/".join(["riftc/runtime", *parts, "__init__.py"])
    return "/".join(["riftc/runtime", *parts]) + ".py"


def runtime_modules() -> dict[str, Path]:
    """Every module under riftc/runtime by dotted name ("" for riftc/runtime/__init__.py)."""
    found = {}
    for path in sorted(RUNTIME_DIR.rglob("*.py")):
        parts = list(path.relative_to(RUNTIME_DIR).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(node: ast.AST, typing_only: bool = False, in_function: bool = False):
    """(import node, under TYPE_CHECKING, inside a function) for every import below ``node``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child, typing_only, in_function
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for stmt in child.body:
                yield from _walk(ast.Module(body=[stmt], type_ignores=[]), True, in_function)
            for stmt in child.orelse:
                yield from _walk(ast.Module(body=[stmt], type_ignores=[]), typing_only, in_function)
        else:
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            yield from _walk(child, typing_only, inner)


def imports_of(module: str, source: str, known: set[str], is_package: bool = False) -> list[Import]:
    """The imports of ``module`` (its ``source``) that load runtime modules; ``known``: every runtime
    module, to tell ``from . import name`` of a submodule from that of a name the package defines."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    if not module:
        package = []
    found = []
    for node, typing_only, in_function in _walk(ast.parse(source)):
        targets: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)] if node.level > 1 else package
                name = ".".join(base + ([node.module] if node.module else []))
            elif node.module == PACKAGE or (node.module or "").startswith(PACKAGE + "."):
                name = node.module[len(PACKAGE) + 1:]
            else:
                continue
            for alias in node.names:
                sub = f"{name}.{alias.name}" if name else alias.name
                targets.append(sub if sub in known else name)
        else:
            targets = [a.name[len(PACKAGE) + 1:] for a in node.names
                       if a.name == PACKAGE or a.name.startswith(PACKAGE + ".")]
        if targets:
            found.append(Import(module, node.lineno, ast.unparse(node), tuple(dict.fromkeys(targets)),
                                typing_only, in_function))
    return found


def layer_of(module: str) -> int:
    """The rank of the module's layer; the package itself is above them all."""
    return LAYERS.index(module.split(".")[0]) if module else TOP


def _layer_name(rank: int) -> str:
    return LAYERS[rank] if rank < TOP else "riftc.runtime package"


def upward_imports(imports: list[Import]) -> list[str]:
    """A message for each import that runs and names a higher layer than its module's."""
    problems = []
    for imp in imports:
        if imp.typing_only:
            continue
        own = layer_of(imp.module)
        for target in imp.targets:
            if layer_of(target) > own:
                allowed = ", ".join(reversed(LAYERS[:own + 1]))
                problems.append(f"{imp.where()}: the {_layer_name(own)} layer imports {target or PACKAGE} "
                                f"({_layer_name(layer_of(target))} layer); {_layer_name(own)} may import only "
                                f"{allowed}")
    return problems


def _parents(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def import_graph(imports: list[Import]) -> dict[str, dict[str, Import]]:
    """module → {module it loads: the import that does} for the imports that run. Loading a submodule
    also runs the packages above it (those that are not the importer's own)."""
    graph: dict[str, dict[str, Import]] = {}
    for imp in imports:
        if imp.typing_only:
            continue
        edges = graph.setdefault(imp.module, {})
        own = set(_parents(imp.module)) | {imp.module, ""}
        for target in imp.targets:
            for needed in [*(p for p in _parents(target) if p not in own), target]:
                if needed != imp.module:
                    edges.setdefault(needed, imp)
    return graph


def cycles(graph: dict[str, dict[str, Import]]) -> list[tuple[list[str], list[Import]]]:
    """Each strongly connected group of modules (sorted), with one cycle through it (the imports
    along it)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's algorithm
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph.get(node, {}):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [(sorted(group), _one_cycle(graph, sorted(group))) for group in groups]


def _one_cycle(graph: dict[str, dict[str, Import]], group: list[str]) -> list[Import]:
    """A path from the group's first module back to it, inside the group."""
    members, start = set(group), group[0]
    paths = {start: []}
    todo = [start]
    while todo:
        node = todo.pop(0)
        for nxt, imp in sorted(graph.get(node, {}).items()):
            if nxt == start:
                return [*paths[node], imp]
            if nxt in members and nxt not in paths:
                paths[nxt] = [*paths[node], imp]
                todo.append(nxt)
    raise AssertionError(f"no cycle found in {group}")  # pragma: no cover


def _all_imports() -> list[Import]:
    modules = runtime_modules()
    known = set(modules)
    return [imp for name, path in modules.items()
            for imp in imports_of(name, path.read_text(), known, path.name == "__init__.py")]


# -- the runtime ---------------------------------------------------------------------------------
def test_every_runtime_module_belongs_to_a_layer():
    stray = [path_of(m) for m in runtime_modules() if m and m.split(".")[0] not in LAYERS]
    assert not stray, f"modules outside the layers {LAYERS}: {stray}"
    for layer in LAYERS:
        assert any(m.startswith(layer + ".") for m in runtime_modules()), f"the {layer} layer has no modules"


def test_no_runtime_module_imports_a_higher_layer():
    problems = upward_imports(_all_imports())
    if problems:
        pytest.fail("imports against the layer order model → rules → effects → engine:\n" + "\n".join(problems),
                    pytrace=False)


def test_runtime_imports_form_no_cycle():
    found = cycles(import_graph(_all_imports()))
    if found:
        pytest.fail("import cycles among runtime modules:\n" + "\n".join(
            f"{len(group)} modules ({', '.join(group)}), for instance:\n  "
            + "\n  → ".join(imp.where() for imp in cycle) for group, cycle in found), pytrace=False)


def test_the_graph_holds_the_runtime_imports():
    graph = import_graph(_all_imports())
    assert "rules.layers" in graph["rules.actions"]
    assert "effects.resolution" in graph["engine.interpreter"]
    assert not graph.get("")  # riftc/runtime/__init__.py imports no layer: its names load on first use


# -- the checks themselves -----------------------------------------------------------------------
KNOWN = {"", "model", "model.state", "rules", "rules.costs", "rules.actions", "effects", "effects.resolution"}


def test_an_upward_import_inside_a_function_is_reported_with_its_line():
    source = "from ..model.state import GameState\n\n\ndef pay():\n    from ..effects.resolution import Resolution\n"
    problems = upward_imports(imports_of("rules.costs", source, KNOWN))
    assert len(problems) == 1
    assert problems[0].startswith("riftc/runtime/rules/costs.py:5 `from ..effects.resolution import Resolution` "
                                  "(inside a function): the rules layer imports effects.resolution")


def test_type_checking_imports_are_exempt_and_package_imports_count():
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..effects import Resolution\n"
              "from riftc.runtime import Game\n")
    problems = upward_imports(imports_of("model.state", source, KNOWN))
    assert problems == ["riftc/runtime/model/state.py:4 `from riftc.runtime import Game`: the model layer imports "
                        "riftc.runtime (riftc.runtime package layer); model may import only model"]


def test_a_cycle_is_reported_through_its_imports():
    imports = (imports_of("rules.costs", "from . import actions\n", KNOWN)
               + imports_of("rules.actions", "def f():\n    from .costs import Cost\n", KNOWN))
    ((group, cycle),) = cycles(import_graph(imports))
    assert group == ["rules.actions", "rules.costs"]
    assert [imp.where() for imp in cycle] == [
        "riftc/runtime/rules/actions.py:2 `from .costs import Cost` (inside a function)",
        "riftc/runtime/rules/costs.py:1 `from . import actions`"]


@pytest.mark.parametrize("module, source", [
    ("effects.resolution", "from . import resolution\n"),  # a package's own submodule: not a cycle
    ("rules.actions", "from ..model.state import GameState\n"),
])
def test_downward_and_own_package_imports_are_fine(module, source):
    imports = imports_of(module, source, KNOWN) + imports_of("effects", "from .resolution import Effect\n", KNOWN, True)
    assert not upward_imports(imports)
    assert not cycles(import_graph(imports))
