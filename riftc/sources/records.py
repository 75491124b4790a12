"""The records the sources stage produces: a card as read (traits, texts, where each came from) and a
set of them with the problems found."""

from __future__ import annotations

from dataclasses import dataclass, field

from riftc.errors import Diagnostic
from riftc.sources import setformat as fmt


@dataclass(frozen=True)
class TextBlock:
    """Card text (rules text, effect text or errata text) with where it sits in its source file."""

    text: str  # lines joined by "\n", exactly as the card has them
    line: int  # 1-based file line of the first text line
    column: int  # 1-based file column where each text line starts (after "| " in set files)
    one_line: bool = False  # JSONL: the whole text sits on one file line

    def position(self, offset: int) -> tuple[int, int]:
        """File (line, column) of character ``offset`` of ``text``.

        For JSONL the column counts characters of the text string (not of its escaped form).
        """
        if self.one_line:
            return self.line, self.column + offset
        before = self.text[:offset]
        return self.line + before.count("\n"), self.column + offset - (before.rfind("\n") + 1)

    def source_line(self, offset: int) -> str:
        """The text line containing ``offset``, laid out so that ``position``'s column points into it.

        Set files: the file line, i.e. ``"| "`` + the text line (``"|"`` for an empty line).
        JSONL: the whole text on one line, each line break shown as ``⏎``.
        """
        if self.one_line:
            return " " * (self.column - 1) + self.text.replace("\n", "\u23ce")
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", start)
        line = self.text[start:] if end < 0 else self.text[start:end]
        prefix = fmt.TEXT_PREFIX if self.column == fmt.TEXT_COLUMN else " " * (self.column - 1)
        return prefix + line if line else prefix.rstrip()


@dataclass(frozen=True)
class ErrataNotice:
    """One official errata notice naming a card (the corrected wording is ``errata_text``)."""

    announced_on: str  # "2025-10-28"
    document: str  # "Riftbound: Origins Card Errata"
    url: str


@dataclass(frozen=True)
class CardSource:
    """One card as read from a set file or JSONL line: traits, texts and where it came from."""

    path: str  # file as given by the user
    line: int  # 1-based line where the card starts (its "card" line / its JSONL line)
    id: str  # "OGN-012"
    set: str  # "OGN"
    set_name: str  # "Origins"
    name: str  # "Fiora, Victorious"
    type: str | None  # Unit Spell Gear Rune Battlefield Legend; None for reference cards
    supertype: str | None  # Champion Signature Token Basic or None
    tags: tuple[str, ...]
    domains: tuple[str, ...]  # Fury Calm Mind Body Chaos Order
    energy: int | None
    power: tuple[str, ...] | None  # power pips as rune letters, ("R", "R"); "A" = any / unknown
    might: int | None
    might_bonus: int | None
    rarity: str | None
    text: TextBlock | None
    effect_text: TextBlock | None
    errata: tuple[ErrataNotice, ...] = ()
    errata_text: TextBlock | None = None  # latest official wording, when known

    @property
    def subtitle(self) -> str | None:
        """The part of the name after the first ", " (Core Rules 132.4), else None."""
        _, comma, rest = self.name.partition(", ")
        return rest if comma else None


@dataclass(frozen=True)
class SourceSet:
    """Cards read from some inputs, and the problems found (broken cards are not in ``cards``).

    ``stable_paths`` maps each file read (``CardSource.path``, as the user spelled it) to the name
    generated files record for it (see ``stable_path``): the same whatever the current folder.
    """

    cards: tuple[CardSource, ...]
    diagnostics: tuple[Diagnostic, ...]
    stable_paths: dict[str, str] = field(default_factory=dict, compare=False)
