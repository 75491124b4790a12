"""The tables from node types to the functions that lower them, filled by their decorators as the family modules load."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypeVar

from riftc import nodes

if TYPE_CHECKING:
    from riftc.lower.context import LoweringContext

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


lowers = registrar(DISPATCH, "the lowering")


class Ladder:
    """A table in place of an ``isinstance`` ladder over the node types one phrase may be (a cost,
    a target, a condition): the function of the node's type, or of its nearest base class as the
    ladder's ``isinstance`` would find it. A function returns None to decline a node (a narrower
    phrase of its type), which is refused as a node of a type without a function is."""

    def __init__(self, what: str, refusal: str) -> None:
        self.functions: Table = {}
        self.register = registrar(self.functions, what)
        self.refusal = refusal  # the error message; "{}" is the card's words for the node

    def __call__(self, cx: LoweringContext, node: nodes.Node) -> Any:
        found = None
        for cls in type(node).__mro__:
            if cls in self.functions:
                found = self.functions[cls](cx, node)
                break
        if found is None:
            raise cx.error(node, self.refusal.format(cx.words(node)))
        return found
