"""AST base: the ``Node`` class every node derives from, the ``AsList`` marker, and ``dump``."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Iterator

from riftc.errors import Span


@dataclass(frozen=True)
class Node:
    """Base of every AST node: where it sits in the card text."""

    span: Span

    def children(self) -> Iterator[Node]:
        """Yield the direct child nodes, in field order."""
        for name in _field_names(type(self)):
            value = getattr(self, name)
            if isinstance(value, Node):
                yield value
            elif isinstance(value, tuple):
                yield from (item for item in value if isinstance(item, Node))

    def walk(self) -> Iterator[Node]:
        """Yield this node and every node below it, depth first, in text order."""
        # An explicit stack: nested generators would pass each node up through every level above it.
        stack: list[Node] = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(tuple(node.children())))


# Field names per node class: ``dataclasses.fields`` rebuilds its answer on every call, and the
# checks walk every node of every card.
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def rule_name(class_name: str) -> str:
    """``KeywordAbility`` → ``keyword_ability``: the grammar rule that builds a node class, which also
    names the function that prints it (``print_keyword_ability``)."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", class_name).lower()


def _field_names(cls: type[Node]) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(field.name for field in fields(cls))
    return names


class AsList:
    """Marker: the node takes all its parse-tree children as one tuple field."""


def _is_leaf(node: Node) -> bool:
    """A node whose fields are all plain values (or tuples of them): dumped on one line."""
    values = [getattr(node, field.name) for field in fields(node)[1:]]
    return not any(isinstance(value, Node) or (isinstance(value, tuple) and any(isinstance(item, Node) for item in value))
                   for value in values)


def _leaf_text(node: Node) -> str:
    parts = []
    for field in fields(node)[1:]:
        value = getattr(node, field.name)
        if value is not None:
            parts.append(f"{field.name}={list(value) if isinstance(value, tuple) else value!r}")
    return f"{type(node).__name__}({', '.join(parts)})"


def dump(node: Node, indent: int = 0) -> str:
    """A readable, deterministic, indentation-based dump of a node (spans and absent fields left out).

    Nodes holding only plain values print on one line: ``SelfRef(word='me')``.
    """
    pad = "  " * indent
    if _is_leaf(node):
        return pad + _leaf_text(node)
    lines = [pad + type(node).__name__]
    for field in fields(node)[1:]:
        value = getattr(node, field.name)
        if value is None:
            continue
        if isinstance(value, Node):
            if _is_leaf(value):
                lines.append(f"{pad}  {field.name}: {_leaf_text(value)}")
            else:
                lines.append(f"{pad}  {field.name}:")
                lines.append(dump(value, indent + 2))
        elif isinstance(value, tuple):
            lines.append(f"{pad}  {field.name}:")
            lines.extend(dump(item, indent + 2) if isinstance(item, Node) else f"{pad}    {item!r}" for item in value)
        else:
            lines.append(f"{pad}  {field.name}: {value!r}")
    return "\n".join(lines)
