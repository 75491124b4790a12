"""A word-level tokeniser for wording checks on raw card text (no grammar: it only splits words)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

# A bracketed symbol or keyword, a word (with apostrophes and hyphens), a signed number, or one other character.
_TOKEN = re.compile(r"\[[^\]\n]*\]|[A-Za-z][A-Za-z'-]*|[+-]?\d+|\S")


@dataclass(frozen=True)
class Tok:
    """One token of a text line: its text and its offset in the whole text block."""

    text: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.text)

    @property
    def is_word(self) -> bool:
        return self.text[0].isalpha()

    @property
    def is_bracketed(self) -> bool:
        return self.text.startswith("[") and self.text.endswith("]")


def lines(text: str) -> Iterator[tuple[int, str]]:
    """``(offset, line)`` for each line of a text block."""
    offset = 0
    for line in text.split("\n"):
        yield offset, line
        offset += len(line) + 1


def tokens(text: str, offset: int = 0) -> list[Tok]:
    """The tokens of one line, with offsets shifted by ``offset``."""
    return [Tok(match.group(), offset + match.start()) for match in _TOKEN.finditer(text)]


def line_tokens(text: str) -> Iterator[list[Tok]]:
    """The tokens of each line of a text block (block offsets)."""
    for offset, line in lines(text):
        yield tokens(line, offset)
