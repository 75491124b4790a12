"""riftc: a compiler for Riftbound card text (grammar → AST → runtime abilities → registry)."""

__version__ = "0.1.0"
