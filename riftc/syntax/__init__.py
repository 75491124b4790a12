"""Syntax stage: the grammar loader, the Lark parser and its on-disk snapshot, and the typed AST built from
parse trees."""
