"""Codegen stage: render compiled cards into the registry module with jinja2, deterministically.

Card data (names, text, ids, paths) reaches the generated file only through ``python_literal``
(``repr`` of plain values) or ``comment_text`` (control characters escaped), so it is always data,
never code.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # jinja2 is imported when a registry is rendered: commands that render none skip it
    import jinja2

REGISTRY_FILE = "registry.py"
_INDENT = "    "


@dataclass(frozen=True)
class RegistryEntry:
    """One card as the registry lists it: compiled definition, or the reason it did not compile."""

    card_id: str
    name: str
    origin: str              # "path:line" of the card in its source file
    definition: object | None
    failure: str | None


def python_literal(value: object, depth: int = 0) -> str:
    """Python source that rebuilds ``value``: plain values, tuples, enums and runtime dataclasses.

    ``depth`` is the indentation level of the line the value starts on; long values break into one
    item per line, one level deeper.
    """
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        return _sequence("(", [python_literal(item, depth + 1) for item in value], ")", depth, tuple_=True)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        args = [f"{field.name}={python_literal(getattr(value, field.name), depth + 1)}"
                for field in dataclasses.fields(value) if _differs_from_default(value, field)]
        return _sequence(f"{type(value).__name__}(", args, ")", depth)
    raise TypeError(f"cannot write {type(value).__name__} into the registry")


def _differs_from_default(value: object, field: dataclasses.Field) -> bool:
    """Leave out fields at their default, so the registry reads like hand-written data."""
    current = getattr(value, field.name)
    if field.default is not dataclasses.MISSING:
        return current != field.default
    if field.default_factory is not dataclasses.MISSING:
        return current != field.default_factory()
    return True


def _sequence(open_: str, items: list[str], close: str, depth: int, tuple_: bool = False) -> str:
    """One line when short, else one item per line (stable, so diffs stay small)."""
    if not items:
        return "()" if tuple_ else f"{open_}{close}"
    trailing = "," if tuple_ and len(items) == 1 else ""
    one_line = f"{open_}{', '.join(items)}{trailing}{close}"
    if len(one_line) + len(_INDENT) * depth <= 100 and "\n" not in one_line:
        return one_line
    inner = _INDENT * (depth + 1)
    body = "".join(f"\n{inner}{item}," for item in items)
    return f"{open_}{body}\n{_INDENT * depth}{close}"


def comment_text(value: str) -> str:
    """Text safe inside a ``#`` comment: no line breaks or other control characters survive."""
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in value)


def runtime_names(entries: Iterable[RegistryEntry]) -> list[str]:
    """The riftc.runtime names the generated module needs, sorted (the registry imports only these)."""
    names: set[str] = set()

    def visit(value: object) -> None:
        if isinstance(value, tuple):
            for item in value:
                visit(item)
        elif isinstance(value, enum.Enum):
            names.add(type(value).__name__)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            names.add(type(value).__name__)
            for field in dataclasses.fields(value):
                visit(getattr(value, field.name))

    for entry in entries:
        visit(entry.definition)
    return sorted(names)


def _environment() -> jinja2.Environment:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("riftc", "templates"),
        autoescape=False,  # Python source, not HTML: every value goes through the filters below.
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["py"] = python_literal
    env.filters["comment"] = comment_text
    return env


def render_registry(entries: Iterable[RegistryEntry], sources: Iterable[str]) -> str:
    """The whole registry module as text: same input, same bytes."""
    ordered = sorted(entries, key=lambda entry: entry.card_id)
    template = _environment().get_template("registry.py.j2")
    return template.render(
        compiled=[entry for entry in ordered if entry.definition is not None],
        failed=[entry for entry in ordered if entry.definition is None],
        runtime_names=runtime_names(ordered),
        sources=sorted(set(sources)),
    )
