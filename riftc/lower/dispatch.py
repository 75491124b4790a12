"""The table from node types to the functions that lower them, filled by ``@lowers`` as the family modules load."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from riftc import nodes

Function = TypeVar("Function", bound=Callable[..., Any])
Table = dict[type[nodes.Node], Callable[..., Any]]

# Node type → the function that lowers it (``LoweringContext.lower``). Looked up by exact type: a
# node class is one grammar rule, lowered or refused on its own, never as its base class would be
# (a DoubledStopSentence is registered beside Sentence, not found through it).
DISPATCH: Table = {}


def registrar(table: Table, what: str) -> Callable[..., Callable[[Function], Function]]:
    """A decorator factory that registers a function in ``table`` for node types, refusing (on
    import, as riftc.nodes refuses a class defined twice) a type that already has one: two
    functions for one type would silently take one over the other by import order."""

    def register(*types: type[nodes.Node]) -> Callable[[Function], Function]:
        def decorate(function: Function) -> Function:
            for node_type in types:
                if node_type in table:
                    found = table[node_type]
                    raise ImportError(f"{what} of {node_type.__name__} is defined by both "
                                      f"{found.__module__}.{found.__qualname__} and "
                                      f"{function.__module__}.{function.__qualname__}")
                table[node_type] = function
            return function
        return decorate
    return register


def lookup(table: Table, node_type: type) -> Callable[..., Any] | None:
    """The function of ``node_type`` or of its nearest base class in ``table``: the order of an
    ``isinstance`` ladder, for tables that replace one."""
    for cls in node_type.__mro__:
        if cls in table:
            return table[cls]
    return None


def apply(table: Table, cx: Any, node: nodes.Node) -> Any:
    """What the function of ``node``'s type in ``table`` makes of it, or None when there is no such
    function or it declines the node (a narrower phrase of that type the runtime cannot run yet)."""
    function = lookup(table, type(node))
    return function(cx, node) if function is not None else None


lowers = registrar(DISPATCH, "the lowering")
