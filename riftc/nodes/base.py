"""AST base: the ``Node`` class every node derives from, ``node_dataclass`` that makes node classes,
the ``AsList`` marker, and ``dump``."""

from __future__ import annotations

import dataclasses
import re
import types
from dataclasses import FrozenInstanceError, fields
from operator import attrgetter
from typing import Any, Callable, Iterator, TypeVar

from riftc.errors import Span

C = TypeVar("C", bound=type)


def node_dataclass(cls: C | None = None, /, **options: Any) -> Any:
    """``dataclasses.dataclass`` for the frozen node classes (``@dataclass(frozen=True)`` in the section
    modules), made without compiling methods for each class.

    The stock decorator writes and compiles six methods per class (``__init__``, ``__repr__``,
    ``__eq__``, ``__hash__``, and the frozen ``__setattr__`` and ``__delattr__``): ~0.3 ms a class,
    ~0.2 s for the ~740 node classes of every process that imports riftc. A node class made here has
    the same fields, ``fields()``, ``replace()``, ``__match_args__`` and frozen flag; it takes equality,
    hashing, repr and the refusal to change from ``Node`` (the same results as the stock methods:
    ``tests/test_node_classes.py``), and its ``__init__`` is compiled the first time the class is
    built, from a template's code with the field names put in (nothing compiled per class), storing
    the fields straight into the instance (cheaper than the stock frozen ``__init__``, which goes
    through ``object.__setattr__`` for each field). Anything else (another option, a class
    that is not a Node, fields with factories, ``__post_init__``) is left to ``dataclasses.dataclass``.
    """
    if cls is None:
        return lambda found: node_dataclass(found, **options)
    node = globals().get("Node")  # None while Node itself is being made
    if options != {"frozen": True} or (node is not None and not issubclass(cls, node)) or "__post_init__" in vars(cls):
        return dataclasses.dataclass(cls, **options)
    # dataclasses refuses a non-frozen dataclass over frozen bases; a node class is frozen by Node's
    # own __setattr__, so its bases are shown as not frozen while it is processed, and it is marked frozen after.
    bases = [b.__dict__["__dataclass_params__"] for b in cls.__mro__[1:] if "__dataclass_params__" in b.__dict__]
    for params in bases:
        params.frozen = False
    try:
        dataclasses.dataclass(cls, init=False, repr=False, eq=False)
    finally:
        for params in bases:
            params.frozen = True
    cls.__dataclass_params__.frozen = True  # type: ignore[attr-defined]
    found = fields(cls)
    if any(f.default_factory is not dataclasses.MISSING or not f.init or f.kw_only for f in found):
        raise TypeError(f"{cls.__name__}: a node field has a plain default or none (no factory, keyword-only or non-init field)")
    if {"self", "_values"} & {f.name for f in found}:
        raise TypeError(f"{cls.__name__}: a node field may not be named self or _values (its __init__'s names)")
    defaulted = [f.name for f in found if f.default is not dataclasses.MISSING]
    if any(f.default is dataclasses.MISSING for f in found[len(found) - len(defaulted):]):
        raise TypeError(f"{cls.__name__}: a field without a default follows one with a default")
    cls.__init__ = _first_init(cls)  # type: ignore[misc]
    return cls


def _first_init(cls: type) -> Callable[..., None]:
    """An ``__init__`` that makes the class's own on its first call, puts it in place and runs it."""
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init = _make_init(cls)
        cls.__init__ = init  # type: ignore[misc]
        init(self, *args, **kwargs)
    return __init__


def _make_init(cls: type) -> Callable[..., None]:
    """``def __init__(self, span, a, b=default): values = self.__dict__; values['span'] = span; …``: the
    code of a template with as many fields, given the field names (no compiling per class)."""
    found = fields(cls)
    names = tuple(f.name for f in found)
    template = _init_template(len(names))
    placeholders = {f"_field{i}": name for i, name in enumerate(names)}
    code = template.replace(co_varnames=("self", *names, "_values"), co_name="__init__",
                            co_qualname=f"{cls.__qualname__}.__init__",
                            co_consts=tuple(placeholders.get(c, c) if isinstance(c, str) else c for c in template.co_consts))
    defaults = tuple(f.default for f in found if f.default is not dataclasses.MISSING)
    return types.FunctionType(code, {}, "__init__", defaults or None)  # type: ignore[return-value]


_TEMPLATES: dict[int, types.CodeType] = {}


def _init_template(count: int) -> types.CodeType:
    template = _TEMPLATES.get(count)
    if template is None:
        parameters = "".join(f", _field{i}" for i in range(count))
        stores = "".join(f"\n    _values['_field{i}'] = _field{i}" for i in range(count))
        namespace: dict[str, Any] = {}
        exec(compile(f"def __init__(self{parameters}):\n    _values = self.__dict__{stores}\n",  # noqa: S102
                     "<node class __init__>", "exec"), {}, namespace)
        template = _TEMPLATES[count] = namespace["__init__"].__code__
    return template


# Per node class, what its equality, hash and repr read (the stock dataclass methods read the same).
_COMPARED: dict[type, Callable[[Any], tuple[Any, ...]]] = {}
_SHOWN: dict[type, tuple[str, ...]] = {}


def _compared(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    names = [f.name for f in fields(cls) if f.compare]
    getter = attrgetter(*names) if len(names) > 1 else (lambda node: tuple(getattr(node, name) for name in names))
    _COMPARED[cls] = getter  # type: ignore[assignment]
    return getter  # type: ignore[return-value]


@node_dataclass(frozen=True)
class Node:
    """Base of every AST node: where it sits in the card text."""

    span: Span

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        values = _COMPARED.get(self.__class__) or _compared(self.__class__)
        return values(self) == values(other)

    def __hash__(self) -> int:
        return hash((_COMPARED.get(self.__class__) or _compared(self.__class__))(self))

    def __repr__(self) -> str:
        cls = self.__class__
        names = _SHOWN.get(cls)
        if names is None:
            names = _SHOWN[cls] = tuple(f.name for f in fields(cls) if f.repr)
        return f"{cls.__qualname__}({', '.join(f'{name}={getattr(self, name)!r}' for name in names)})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

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
