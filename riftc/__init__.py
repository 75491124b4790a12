"""riftc: a compiler for Riftbound card text (grammar → AST → runtime abilities → registry)."""

from riftc.cache import install_dataclass_code_cache

__version__ = "0.1.0"

# Before any riftc module defines its dataclasses: their generated methods come from the cache.
install_dataclass_code_cache()
