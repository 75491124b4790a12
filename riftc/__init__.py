"""riftc: a compiler for Riftbound card text (grammar → AST → runtime abilities → registry).

The library API (docs/library.md): ``riftc.compile_text(text, …)`` compiles one card's text into a
``riftc.runtime.CardDef``; ``riftc.load_registry(path)`` loads a ``registry.py`` written by
``riftc build``, after checking it holds nothing but riftc.runtime data. Both live in
``riftc.library`` and are imported on first use, so ``import riftc`` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["CompileError", "Registry", "RegistryError", "__version__", "compile_text", "load_registry"]

_LAZY = {"CompileError", "Registry", "RegistryError", "compile_text", "load_registry"}

if TYPE_CHECKING:
    from riftc.library import CompileError, Registry, RegistryError, compile_text, load_registry


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from riftc import library

        return getattr(library, name)
    raise AttributeError(f"module 'riftc' has no attribute {name!r}")
