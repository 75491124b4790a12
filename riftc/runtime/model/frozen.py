"""``dataclass``: frozen data classes made without compiling methods for each class, for the AST's
node classes (``riftc.nodes``) and the runtime's data (``riftc.runtime``).

``dataclasses.dataclass(frozen=True)`` writes and compiles six methods per class (``__init__``,
``__repr__``, ``__eq__``, ``__hash__`` and the frozen ``__setattr__`` and ``__delattr__``): ~0.3-0.4 ms
a class, ~0.3 s for the ~740 node classes and ~270 runtime classes in every process that imports
them (a registry, a ``riftc coverage``). For ``@dataclass(frozen=True)`` on a class whose fields are
plain (a default or none; no factory, keyword-only, non-init or InitVar field) and that has no
``__post_init__``, the class gets the same fields, ``fields()``, ``replace()``, ``__match_args__``
and frozen flag from ``dataclasses``, shared methods that give the stock results (equality and hash
over the compared fields, the stock repr, assignment refused with ``FrozenInstanceError``), and an
``__init__`` made on its first call from a template's code with the field names put in (nothing
compiled per class), which stores the fields straight into the instance (cheaper than the stock
frozen ``__init__``, which goes through ``object.__setattr__`` for each field). A method the class
defines itself is kept, as the stock decorator does. Any other use is ``dataclasses.dataclass``
itself. ``tests/test_runtime_frozen.py`` and ``tests/test_node_classes.py`` compare every class made
here with the stock decorator's.

It lives in the runtime, which imports only the standard library and itself, so that both may use
it: the node classes take it from here (``riftc.nodes.base``).
"""

from __future__ import annotations

import dataclasses
import types
from dataclasses import MISSING, FrozenInstanceError, fields
from operator import attrgetter
from typing import Any, Callable


def dataclass(cls: Any = None, /, **options: Any) -> Any:
    """``dataclasses.dataclass``, made cheaply for plain frozen classes (module docstring)."""
    if cls is None:
        return lambda found: dataclass(found, **options)
    if options != {"frozen": True} or not _plain(cls):
        return dataclasses.dataclass(cls, **options)
    own = dict(cls.__dict__)
    # dataclasses refuses a non-frozen dataclass over frozen bases: the bases are shown as not frozen
    # while this class is processed (as not frozen, so that no method is compiled), then all are frozen.
    bases = [b.__dict__["__dataclass_params__"] for b in cls.__mro__[1:] if "__dataclass_params__" in b.__dict__]
    for params in bases:
        params.frozen = False
    try:
        dataclasses.dataclass(cls, init=False, repr=False, eq=False)
    finally:
        for params in bases:
            params.frozen = True
    cls.__dataclass_params__.frozen = True
    defaulted = False
    for f in fields(cls):
        if f.default is not MISSING:
            defaulted = True
        elif defaulted:
            raise TypeError(f"{cls.__name__}: field {f.name!r} without a default follows one with a default")
    _add_methods(cls, own)
    MADE.append(cls)
    return cls


#: Every class made here, in the order made (the tests compare each with the stock decorator's).
MADE: list[type] = []


def _plain(cls: type) -> bool:
    """Whether the class and its dataclass bases have plain fields only, and no ``__post_init__``."""
    if hasattr(cls, "__post_init__") or "__setattr__" in cls.__dict__ or "__delattr__" in cls.__dict__:
        return False
    if any(isinstance(value, dataclasses.Field) for value in cls.__dict__.values()):
        return False  # field(...): a factory, keyword-only or not in __init__, which the template does not do
    notes = cls.__dict__.get("__annotations__", {})
    if any(isinstance(note, str) and ("InitVar" in note or "KW_ONLY" in note) for note in notes.values()):
        return False
    if {"self", "_values"} & set(notes):
        return False  # the names the made __init__ uses itself
    for base in cls.__mro__[1:]:
        params = base.__dict__.get("__dataclass_params__")
        if params is None:
            continue
        found = fields(base)
        if not params.frozen or len(found) != len(base.__dict__["__dataclass_fields__"]) or any(
                f.default_factory is not MISSING or not f.init or f.kw_only or f.name in ("self", "_values")
                for f in found):
            return False  # a stock base (the stock decorator raises), or a field the template does not make
    return True


def _add_methods(cls: type, own: dict[str, Any]) -> None:
    """The stock decorator's methods, shared, where the class body defines none of its own."""
    if "__init__" not in own:
        cls.__init__ = _first_init(cls)  # type: ignore[misc]
    if "__repr__" not in own:
        cls.__repr__ = _repr  # type: ignore[assignment]
    if "__eq__" not in own:
        cls.__eq__ = _eq  # type: ignore[assignment]
    # As the stock decorator: a __hash__ the body defines is kept, unless it is the None that defining
    # __eq__ alone leaves.
    body_hash = own.get("__hash__", MISSING)
    if body_hash is MISSING or (body_hash is None and "__eq__" in own):
        cls.__hash__ = _hash  # type: ignore[assignment]
    cls.__setattr__ = _setattr  # type: ignore[assignment]
    cls.__delattr__ = _delattr  # type: ignore[assignment]


# -- the shared methods ------------------------------------------------------------------------
_COMPARED: dict[type, Callable[[Any], Any]] = {}
_SHOWN: dict[type, tuple[str, ...]] = {}


def _compared(cls: type) -> Callable[[Any], Any]:
    names = [f.name for f in fields(cls) if f.compare]
    getter: Callable[[Any], Any] = attrgetter(*names) if len(names) > 1 else \
        (lambda obj: tuple(getattr(obj, name) for name in names))
    _COMPARED[cls] = getter
    return getter


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is not self.__class__:
        return NotImplemented
    values = _COMPARED.get(self.__class__) or _compared(self.__class__)
    return values(self) == values(other)


def _hash(self: Any) -> int:
    return hash((_COMPARED.get(self.__class__) or _compared(self.__class__))(self))  # a tuple, as the stock hash


def _repr(self: Any) -> str:
    cls = self.__class__
    names = _SHOWN.get(cls)
    if names is None:
        names = _SHOWN[cls] = tuple(f.name for f in fields(cls) if f.repr)
    return f"{cls.__qualname__}({', '.join(f'{name}={getattr(self, name)!r}' for name in names)})"


def _setattr(self: Any, name: str, value: Any) -> None:
    cls = type(self)
    if "__dataclass_fields__" in cls.__dict__ or name in cls.__dataclass_fields__:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")
    object.__setattr__(self, name, value)  # a subclass that is no dataclass may add attributes of its own


def _delattr(self: Any, name: str) -> None:
    cls = type(self)
    if "__dataclass_fields__" in cls.__dict__ or name in cls.__dataclass_fields__:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
    object.__delattr__(self, name)


# -- __init__ from a template ------------------------------------------------------------------
def _first_init(cls: type) -> Callable[..., None]:
    """An ``__init__`` that makes the class's own on its first call, puts it in place and runs it."""
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init = _make_init(cls)
        cls.__init__ = init  # type: ignore[misc]
        init(self, *args, **kwargs)
    return __init__


def _make_init(cls: type) -> Callable[..., None]:
    """``def __init__(self, a, b=default): values = self.__dict__; values['a'] = a; …``: the code of a
    template with as many fields, given the field names (no compiling per class)."""
    found = fields(cls)
    names = tuple(f.name for f in found)
    template = _init_template(len(names))
    placeholders = {f"_field{i}": name for i, name in enumerate(names)}
    code = template.replace(co_varnames=("self", *names, "_values"), co_name="__init__",
                            co_qualname=f"{cls.__qualname__}.__init__",
                            co_consts=tuple(placeholders.get(c, c) if isinstance(c, str) else c for c in template.co_consts))
    defaults = tuple(f.default for f in found if f.default is not MISSING)
    return types.FunctionType(code, {}, "__init__", defaults or None)  # type: ignore[return-value]


_TEMPLATES: dict[int, types.CodeType] = {}


def _init_template(count: int) -> types.CodeType:
    template = _TEMPLATES.get(count)
    if template is None:
        parameters = "".join(f", _field{i}" for i in range(count))
        stores = "".join(f"\n    _values['_field{i}'] = _field{i}" for i in range(count))
        namespace: dict[str, Any] = {}
        exec(compile(f"def __init__(self{parameters}):\n    _values = self.__dict__{stores}\n",  # noqa: S102
                     "<frozen data class __init__>", "exec"), {}, namespace)
        template = _TEMPLATES[count] = namespace["__init__"].__code__
    return template
