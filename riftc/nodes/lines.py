"""AST: card text and its lines (Core Rules 135.2.a, 729.1.a); the nodes of grammar/lines.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.abilities import Reminder


@dataclass(frozen=True)
class Start(Node, AsList):
    """A whole card text: one ability (or reminder) per line."""

    lines: tuple[Node, ...]


@dataclass(frozen=True)
class ReminderLine(Node):
    """A line that is only reminder text, such as a token battlefield's note."""

    reminder: Reminder


@dataclass(frozen=True)
class TracksXp(Node):
    """``Track gained XP here.``: the card is where a player marks their XP (rule 729.1.a)."""

    resource: str


@dataclass(frozen=True)
class BonusesByKeyword(Node):
    """``Some cards get bonuses based on your [Level].``: explains a dependent keyword (rule 727)."""

    keyword: Node


@dataclass(frozen=True)
class XpSpendingNote(Node):
    """``Some cards can spend XP for powerful effects.``: explains spending XP (rules 202, 730.2)."""

    resource: str
