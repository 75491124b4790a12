"""AST: costs (Core Rules 201, 204, 356, 376); the nodes of grammar/costs.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.targets import SelfRef


@dataclass(frozen=True)
class Costs(Node, AsList):
    """Costs separated by commas (rules 201, 376.1)."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class ManaCost(Node, AsList):
    """Energy and power symbols: ``[1][R]`` is ``("1", "R")`` (rule 134.2)."""

    symbols: tuple[str, ...]


@dataclass(frozen=True)
class ExhaustSymbol(Node):
    """``[E]``: exhaust this object as a cost."""


@dataclass(frozen=True)
class PayTheCost(Node):
    """``Pay the cost`` / ``Pay either cost``: the keyword's printed cost, in its reminder."""

    which: str


@dataclass(frozen=True)
class SpendBuff(Node):
    """``Spend my buff`` as a cost, ``spend a buff to …`` inside an instruction (rule 426)."""

    whose: str


@dataclass(frozen=True)
class SpendBuffs(Node):
    """``spend any number of buffs`` as an additional cost (rule 426)."""

    words: str


@dataclass(frozen=True)
class SpendXp(Node):
    """``Spend 2 XP`` as a cost (rule 728)."""

    amount: int
    unit: str


@dataclass(frozen=True)
class KillCost(Node):
    """``Kill this`` / ``Kill a friendly unit`` as a cost."""

    target: Node


@dataclass(frozen=True)
class DiscardCost(Node):
    """``Discard 1`` as a cost."""

    amount: int


@dataclass(frozen=True)
class RecycleCost(Node):
    """``Recycle 1 from your trash``, ``Recycle 2 cards from your trash`` as a cost (rule 416)."""

    target: Node


@dataclass(frozen=True)
class DiscardCardCost(Node):
    """``Discard a gear`` as a cost (rule 422)."""

    quantity: Node
    noun: Node


@dataclass(frozen=True)
class BanishCost(Node):
    """``Banish this`` as a cost (rule 427)."""

    target: SelfRef


@dataclass(frozen=True)
class CostOptions(Node, AsList):
    """``[1] or [O]``: pay one of these costs."""

    options: tuple[ManaCost, ...]


@dataclass(frozen=True)
class SlashedCostOptions(Node, AsList):
    """``[1] / [A] / [1][A]``: one cost for each time it is paid (Repeat 820)."""

    options: tuple[ManaCost, ...]


@dataclass(frozen=True)
class DisempowerCost(Node):
    """``Disempower me`` as a cost (rule 442)."""

    target: SelfRef
