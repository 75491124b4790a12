"""Printer stage: AST → canonical card text, one ``print_<rule>`` function per node class.

The print functions live in one module per grammar section, named as the node modules are
(``riftc.printer.statements`` prints the classes of ``riftc.nodes.statements``), with the shared
machinery in ``riftc.printer.base``. No registration is needed: at import, every module-level
function ``print_<snake>`` of a section module is entered in ``PRINTERS`` under the node class whose
name it spells (``print_cost_change`` ↔ ``CostChange``), the same name that ties the class to its
grammar rule. A function that names no node class, or a class printed by two sections, fails the
import; ``tests/test_grammar.py`` checks that every node class has exactly one.
"""

from __future__ import annotations

import inspect
from types import ModuleType

from riftc import nodes
from riftc.printer import (abilities, amounts, conditions, costs, effects, instructions, keywords, lines, players,
                           replacements, selectors, statements, targets, triggers)
from riftc.printer.base import NO_CAPITAL, Printer, PrintFunction, capitalize_sentences

# The section modules, in the order of ``riftc.nodes.SECTIONS``.
SECTIONS: tuple[ModuleType, ...] = (
    lines, abilities, triggers, statements, conditions, effects, instructions, players, replacements, costs, targets,
    selectors, amounts, keywords)

_PREFIX = "print_"


def print_functions(module: ModuleType) -> dict[str, PrintFunction]:
    """The ``print_<snake>`` functions a section module defines itself, by function name."""
    return {name: function for name, function in inspect.getmembers(module, inspect.isfunction)
            if name.startswith(_PREFIX) and function.__module__ == module.__name__}


def _collect() -> dict[type[nodes.Node], PrintFunction]:
    classes = {nodes.rule_name(name): cls for name, cls in vars(nodes).items()
               if isinstance(cls, type) and issubclass(cls, nodes.Node) and cls is not nodes.Node}
    table: dict[type[nodes.Node], PrintFunction] = {}
    for module in SECTIONS:
        for name, function in print_functions(module).items():
            cls = classes.get(name[len(_PREFIX):])
            if cls is None:
                raise ImportError(f"{module.__name__}.{name} prints no node class of riftc.nodes")
            if cls in table:
                raise ImportError(f"node class {cls.__name__} is printed by both "
                                  f"{table[cls].__module__} and {module.__name__}")
            table[cls] = function
    return table


PRINTERS: dict[type[nodes.Node], PrintFunction] = _collect()
_PRINTER = Printer(PRINTERS)


def print_text(node: nodes.Node) -> str:
    """Canonical text of a parsed card text (or any node)."""
    return _PRINTER(node).replace(NO_CAPITAL, "")


__all__ = ["PRINTERS", "SECTIONS", "Printer", "PrintFunction", "capitalize_sentences", "print_functions", "print_text"]
