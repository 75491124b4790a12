"""AST: typed, frozen nodes for card text, one class per grammar rule (``buff`` ↔ ``Buff``)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Iterator

from riftc.errors import Span


@dataclass(frozen=True)
class Node:
    """Base of every AST node: where it sits in the card text."""

    span: Span

    def children(self) -> Iterator[Node]:
        """Yield the direct child nodes, in field order."""
        for field in fields(self):
            value = getattr(self, field.name)
            if isinstance(value, Node):
                yield value
            elif isinstance(value, tuple):
                yield from (item for item in value if isinstance(item, Node))

    def walk(self) -> Iterator[Node]:
        """Yield this node and every node below it, depth first, in text order."""
        yield self
        for child in self.children():
            yield from child.walk()


class AsList:
    """Marker: the node takes all its parse-tree children as one tuple field."""


# --- card text and lines ---------------------------------------------------------------------


@dataclass(frozen=True)
class Start(Node, AsList):
    """A whole card text: one ability (or reminder) per line."""

    lines: tuple[Node, ...]


@dataclass(frozen=True)
class ReminderLine(Node):
    """A line that is only reminder text, such as a token battlefield's note."""

    reminder: Reminder


@dataclass(frozen=True)
class Reminder(Node):
    """Reminder text in parentheses (rule 135.2.d): rules text that explains, with no effect."""

    effect: Effect


# --- abilities -------------------------------------------------------------------------------


@dataclass(frozen=True)
class KeywordAbility(Node):
    """A keyword such as ``[Accelerate]`` with its optional reminder text (rule 135.2.c)."""

    keyword: Keyword
    reminder: Reminder | None


@dataclass(frozen=True)
class TriggeredAbility(Node):
    """``When …, …`` (rule 383.1)."""

    trigger: Trigger
    effect: Effect
    reminder: Reminder | None


@dataclass(frozen=True)
class SpellAbility(Node):
    """Instructions that stand alone on a line, as on spells (rule 158.1)."""

    effect: Effect
    reminder: Reminder | None


# --- triggers --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Trigger(Node):
    """The trigger condition of a triggered ability (rule 383.1)."""

    event: Node


@dataclass(frozen=True)
class PlayEvent(Node):
    """``you play me`` (rule 419.4.a)."""

    card: SelfRef


# --- effects and instructions ----------------------------------------------------------------


@dataclass(frozen=True)
class Effect(Node, AsList):
    """One or more sentences of instructions, executed in order (rule 158.1)."""

    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class Sentence(Node):
    """One sentence: an instruction ended by a period."""

    instruction: Node


@dataclass(frozen=True)
class Buff(Node):
    """Buff a unit (rule 426): give it a buff counter if it has none."""

    target: Node


@dataclass(frozen=True)
class Draw(Node):
    """Draw N cards (rule 413)."""

    amount: int


@dataclass(frozen=True)
class Ready(Node):
    """Ready a game object (rule 415)."""

    target: Node


# --- targets ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SelfRef(Node):
    """``me`` (units, legends) or ``this`` (gear, spells): the object the text is on (rule 053)."""

    word: str


@dataclass(frozen=True)
class Choice(Node):
    """Objects the controller chooses: ``up to two other friendly units`` (rule 355.5)."""

    quantity: Node
    other: str | None
    controller: str | None
    noun: ObjectNoun


@dataclass(frozen=True)
class One(Node):
    """Exactly one, written with an article: ``a`` / ``an``."""

    article: str


@dataclass(frozen=True)
class UpTo(Node):
    """``up to N``: any number from zero to N (rule 355.13)."""

    words: str
    count: int | str


@dataclass(frozen=True)
class Exactly(Node):
    """Exactly N, written as a digit or a word."""

    count: int | str


@dataclass(frozen=True)
class ObjectNoun(Node):
    """The kind of object chosen: ``unit`` / ``units``."""

    word: str


# --- keywords --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Keyword(Node):
    """A bracketed keyword, ``[Assault 2]``: its name and optional number (rule 135.2.c)."""

    name: str
    value: int | None
