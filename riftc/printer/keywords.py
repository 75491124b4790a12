"""Printing keywords and symbols (Core Rules 134.2, 135.2.c, 800-829): one ``print_<rule>`` function per node class of
``riftc.nodes.keywords``, in the order of grammar/keywords.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer


def print_keyword(p: Printer, node: nodes.Keyword) -> str:
    return f"[{node.name}]" if node.value is None else f"[{node.name} {node.value}]"
