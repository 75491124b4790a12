"""AST base: the ``Node`` class every node derives from, ``node_dataclass`` that makes node classes,
the ``AsList`` marker, and ``dump``."""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Iterator

from riftc.errors import Span
from riftc.runtime.model.frozen import dataclass

#: How the node classes are made (``@dataclass(frozen=True)`` in the section modules): the runtime's,
#: without compiling methods for each of the ~740 classes (equality, hash, repr and the refusal to
#: change are shared; tests/test_node_classes.py compares each class with the stock decorator's).
node_dataclass = dataclass


@node_dataclass(frozen=True)
class Node:
    """Base of every AST node: where it sits in the card text."""

    span: Span

    def children(self) -> list[Node]:
        """The direct child nodes, in field order."""
        values = self.__dict__
        found: list[Node] = []
        names = _NODE_FIELDS.get(self.__class__)
        for name in _node_fields(self.__class__) if names is None else names:
            value = values[name]
            if isinstance(value, Node):
                found.append(value)
            elif isinstance(value, tuple):
                found += [item for item in value if isinstance(item, Node)]
        return found

    def walk(self) -> Iterator[Node]:
        """Yield this node and every node below it, depth first, in text order."""
        # An explicit stack: nested generators would pass each node up through every level above it.
        stack: list[Node] = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children()))


# Per node class, the names of its fields after the span (which holds a Span, never a node).
_NODE_FIELDS: dict[type, tuple[str, ...]] = {}


def _node_fields(cls: type) -> tuple[str, ...]:
    names = _NODE_FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name != "span")
    return names


def rule_name(class_name: str) -> str:
    """``KeywordAbility`` → ``keyword_ability``: the grammar rule that builds a node class, which also
    names the function that prints it (``print_keyword_ability``)."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", class_name).lower()


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
