"""AST: typed, frozen nodes for card text, one class per grammar rule (``buff`` ↔ ``Buff``).

The classes live in submodules by grammar section; this package re-exports every node class they
define, so ``nodes.Buff`` works everywhere. A new node class needs no registration here: define it
in the fitting section module. Two sections may not define the same class name (checked on import),
since the name is what ties a class to its grammar rule.
"""

from __future__ import annotations

import inspect
from types import ModuleType

from riftc.nodes import (abilities, amounts, conditions, costs, effects, instructions, keywords, lines, players,
                         replacements, selectors, statements, targets, triggers)
from riftc.nodes.base import AsList, Node, dump, rule_name

# One module per grammar section file, in the order riftc.syntax.grammar joins them.
SECTIONS: tuple[ModuleType, ...] = (lines, abilities, triggers, statements, conditions, effects, instructions, players,
                                    replacements, costs, targets, selectors, amounts, keywords)


def _node_classes(module: ModuleType) -> dict[str, type[Node]]:
    """The node classes a section module defines itself (not the ones it imports)."""
    return {name: cls for name, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Node) and cls.__module__ == module.__name__}


def _collect() -> dict[str, type[Node]]:
    found: dict[str, type[Node]] = {}
    for module in SECTIONS:
        for name, cls in _node_classes(module).items():
            if name in found:
                raise ImportError(f"node class {name} is defined in both {found[name].__module__} and {module.__name__}")
            found[name] = cls
    return found


_CLASSES = _collect()
globals().update(_CLASSES)

__all__ = ["AsList", "Node", "SECTIONS", "dump", "rule_name", *sorted(_CLASSES)]
