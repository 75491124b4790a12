"""AST: keywords and symbols (Core Rules 134.2, 135.2.c, 800-829); the nodes of grammar/keywords.lark, in its order."""

from __future__ import annotations

from riftc.nodes.base import Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply


@dataclass(frozen=True)
class Keyword(Node):
    """A bracketed keyword, ``[Assault 2]``: its name and optional number (rule 135.2.c)."""

    name: str
    value: int | None
