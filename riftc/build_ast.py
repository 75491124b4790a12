"""Build the typed AST (riftc.nodes) from lark's parse tree, converting tokens to plain values."""

from __future__ import annotations

import inspect
import re
from typing import Any, Callable

from lark import Token, Transformer, Tree
from lark.tree import Meta

from riftc import nodes
from riftc.errors import Span


def _snake(name: str) -> str:
    """``KeywordAbility`` → ``keyword_ability``: the grammar rule that builds a node class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _span(meta: Meta) -> Span:
    if getattr(meta, "empty", True):
        return Span(0, 0)
    return Span(meta.start_pos, meta.end_pos)


def _node_builder(cls: type[nodes.Node]) -> Callable[[list[Any], Meta], nodes.Node]:
    """A callback that builds ``cls`` from a rule's children (all as one tuple for AsList nodes)."""
    as_list = issubclass(cls, nodes.AsList)

    def build(children: list[Any], meta: Meta) -> nodes.Node:
        if as_list:
            return cls(_span(meta), tuple(children))
        return cls(_span(meta), *children)

    build.__name__ = f"build_{cls.__name__}"
    return build


NODE_CLASSES: dict[str, type[nodes.Node]] = {
    _snake(name): cls
    for name, cls in inspect.getmembers(nodes, inspect.isclass)
    if issubclass(cls, nodes.Node) and cls is not nodes.Node and cls.__module__ == nodes.__name__
}


def _word(token: Token) -> str:
    """A keyword-like word kept in the AST: normalised to lower case (the printer restores case)."""
    return str(token).lower()


# Token converters, named after the grammar's terminals.
TOKEN_CONVERTERS: dict[str, Callable[[Token], Any]] = {
    "INT": lambda token: int(token),
    "KEYWORD_NAME": lambda token: str(token)[1:],
    "SELF_WORD": _word,
    "OTHER": _word,
    "CONTROLLER": _word,
    "ARTICLE": _word,
    "UP_TO": _word,
    "NUMBER_WORD": _word,
    "UNIT_NOUN": _word,
}


class AstBuilder(Transformer):
    """Turns a parse tree into nodes: one node class per rule, one converter per terminal."""

    def __default__(self, data: str, children: list[Any], meta: Meta) -> Any:
        cls = NODE_CLASSES.get(data)
        if cls is None:
            raise TypeError(f"grammar rule {data!r} has no AST node class in riftc.nodes")
        return _node_builder(cls)(children, meta)

    def __default_token__(self, token: Token) -> Any:
        converter = TOKEN_CONVERTERS.get(token.type)
        if converter is None:
            raise TypeError(f"terminal {token.type!r} has no converter in riftc.build_ast")
        return converter(token)


def build_ast(tree: Tree) -> nodes.Start:
    """Transform a parse tree of a whole card text into its ``Start`` node."""
    return AstBuilder().transform(tree)
