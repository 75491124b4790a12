"""riftc as a library (docs/library.md): compile one card's text, and load a generated registry safely.

``riftc.compile_text`` and ``riftc.load_registry`` are this module's functions, reached lazily from
``riftc/__init__.py`` so that ``import riftc`` loads nothing.

A registry (``riftc build`` → ``registry.py``) is Python, and importing Python runs it. So
``load_registry`` never imports a file as it is: it first reads it as a syntax tree and refuses
(``RegistryError``, before running any of it) anything but what riftc's template writes: the
docstring, one ``from riftc.runtime import …``, and the two assignments ``CARDS = {…}`` and
``NOT_COMPILED = {…}`` built only from literals and calls of the imported names (keyword arguments,
tuples, an enum member such as ``Zone.BASE``). No other import, name, attribute, function,
comprehension or statement gets through, so a file that passes can do nothing but build
``riftc.runtime`` data; then it runs that tree with the imported names as its only globals.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from riftc.errors import Diagnostic, format_diagnostic

if TYPE_CHECKING:
    from riftc.runtime import CardDef

RUNTIME_MODULE = "riftc.runtime"
REGISTRY_HEADER = '"""Ability registry: '  # the first words of every registry riftc writes (templates/)
REGISTRY_NAMES = ("CARDS", "NOT_COMPILED")
MAX_REGISTRY_BYTES = 64 * 1024 * 1024  # a registry of the whole pool is under 2 MB
# Expression nodes a registry's values may hold (Name, Call and Attribute are checked further).
_DATA_NODES = (ast.Dict, ast.Tuple, ast.List, ast.Constant, ast.Call, ast.keyword, ast.Name, ast.Load,
               ast.Attribute, ast.UnaryOp, ast.USub)


class RegistryError(ValueError):
    """A file that ``load_registry`` refuses: not a riftc registry, or code a registry never holds."""


class CompileError(ValueError):
    """Card text that does not compile; ``diagnostics`` say where and why (riftc.errors.Diagnostic)."""

    def __init__(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.diagnostics = tuple(diagnostics)
        super().__init__("\n".join(format_diagnostic(d) for d in self.diagnostics) or "the card does not compile")


@dataclass(frozen=True)
class Registry:
    """A loaded registry: compiled cards by id (``riftc.runtime.CardDef``), and the reasons of those
    that do not compile yet (from ``riftc build --partial``)."""

    path: Path
    cards: Mapping[str, CardDef]
    not_compiled: Mapping[str, str]


def load_registry(path: str | Path) -> Registry:
    """Load a ``registry.py`` written by ``riftc build``, after checking that it is one (see the module
    docstring); ``RegistryError`` otherwise, ``OSError`` when it cannot be read."""
    path = Path(path)
    with open(path, "rb") as stream:
        data = stream.read(MAX_REGISTRY_BYTES + 1)
    if len(data) > MAX_REGISTRY_BYTES:
        raise RegistryError(f"{path}: larger than {MAX_REGISTRY_BYTES} bytes, not a registry riftc writes")
    try:
        source = data.decode("utf-8")
        tree = ast.parse(source, filename=str(path))
    except (UnicodeDecodeError, SyntaxError, ValueError, RecursionError, MemoryError) as error:
        raise RegistryError(f"{path}: not a registry riftc wrote ({type(error).__name__}: {error})") from None
    if not source.startswith(REGISTRY_HEADER):
        raise RegistryError(f"{path}: not a registry riftc wrote (it does not start with {REGISTRY_HEADER!r}); "
                            "run `riftc build` to write one")
    names = _checked(tree, path)
    import riftc.runtime as runtime

    namespace: dict[str, object] = {"__builtins__": {}}
    namespace.update({name: getattr(runtime, name) for name in names})
    # Only the two checked assignments run; the import is done above, by name, from riftc.runtime itself.
    data_only = ast.Module(body=[s for s in tree.body if isinstance(s, ast.Assign)], type_ignores=[])
    exec(compile(data_only, str(path), "exec"), namespace)  # noqa: S102 - checked to be data only
    cards, failed = namespace.get("CARDS"), namespace.get("NOT_COMPILED")
    if not isinstance(cards, dict) or not isinstance(failed, dict):
        raise RegistryError(f"{path}: CARDS and NOT_COMPILED must both be dictionaries")
    return Registry(path, MappingProxyType(cards), MappingProxyType(failed))


def _checked(tree: ast.Module, path: Path) -> set[str]:
    """The runtime names a registry imports, after checking every statement and node (RegistryError)."""
    def refuse(node: ast.AST, what: str) -> RegistryError:
        return RegistryError(f"{path}:{getattr(node, 'lineno', 1)}: {what}: a registry riftc writes holds only "
                             "riftc.runtime data, so this file is not loaded")  # noqa: E501

    body = list(tree.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]  # the docstring
    names: set[str] = set()
    assigned: list[str] = []
    for statement in body:
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            if isinstance(statement, ast.Import) or statement.module != RUNTIME_MODULE or statement.level != 0 \
                    or names or assigned:
                raise refuse(statement, f"an import other than the one 'from {RUNTIME_MODULE} import …'")
            for alias in statement.names:
                if alias.asname is not None or alias.name.startswith("_") or alias.name == "*":
                    raise refuse(statement, f"the import of {alias.name!r}{' as ' + alias.asname if alias.asname else ''}")
                names.add(alias.name)
        elif isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(statement.targets[0], ast.Name) and statement.targets[0].id in REGISTRY_NAMES \
                and statement.targets[0].id not in assigned and isinstance(statement.value, ast.Dict):
            assigned.append(statement.targets[0].id)
            _check_data(statement.value, names, refuse)
        else:
            raise refuse(statement, f"a statement of kind {type(statement).__name__}")
    if sorted(assigned) != sorted(REGISTRY_NAMES):
        raise RegistryError(f"{path}: a registry assigns both {' and '.join(REGISTRY_NAMES)}")
    return names


def _check_data(value: ast.expr, names: set[str], refuse) -> None:  # type: ignore[no-untyped-def]
    for node in ast.walk(value):
        if not isinstance(node, _DATA_NODES):
            raise refuse(node, f"an expression of kind {type(node).__name__}")
        if isinstance(node, ast.Name) and node.id not in names:
            raise refuse(node, f"the name {node.id!r}, which the registry did not import from {RUNTIME_MODULE}")
        if isinstance(node, ast.Call) and (not isinstance(node.func, (ast.Name, ast.Attribute))
                                           or any(isinstance(a, ast.Starred) for a in node.args)
                                           or any(k.arg is None for k in node.keywords)):
            raise refuse(node, "a call that is not of an imported riftc.runtime name with plain arguments")
        if isinstance(node, ast.Attribute) and (node.attr.startswith("_") or not isinstance(node.value, ast.Name)):
            raise refuse(node, f"the attribute {node.attr!r} (only enum members, such as Zone.BASE)")
        if isinstance(node, ast.Dict) and any(key is None for key in node.keys):
            raise refuse(node, "a '**' inside a dictionary")


def compile_text(text: str, *, type: str = "Spell", name: str = "Card", id: str = "TXT-001",  # noqa: A002
                 might: int | None = None, energy: int | None = None, power: Sequence[str] | None = None,
                 domains: Sequence[str] = (), tags: Sequence[str] = (), supertype: str | None = None) -> CardDef:
    """Compile one card's rules ``text`` (lines joined by "\\n") into a ``riftc.runtime.CardDef``.

    The traits are those of a set file (docs/card-format.md); diagnostics point into ``text``
    (line 1, column 1 is its first character). Raises ``CompileError`` with the diagnostics when the
    text does not parse, check or compile, so a card is never faked.
    """
    from riftc.pipeline import compile_card
    from riftc.sources import CardSource, TextBlock

    code = id.split("-", 1)[0] if "-" in id else "TXT"
    card = CardSource(path="<text>", line=1, id=id, set=code, set_name=code, name=name, type=type,
                      supertype=supertype, tags=tuple(tags), domains=tuple(domains), energy=energy,
                      power=tuple(power) if power is not None else None, might=might, might_bonus=None,
                      rarity=None, text=TextBlock(text, 1, 1) if text else None, effect_text=None)
    result = compile_card(card)
    if not result.compiled or result.definition is None:
        raise CompileError(result.diagnostics)
    return result.definition
