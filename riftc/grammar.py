"""Parsing stage: the one Lark LALR parser for card text, and syntax errors in words."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import PatternStr

GRAMMAR_NAME = "riftbound.lark"

# How named terminals read in an error message ("expected a number"); string literals speak for themselves.
TERMINAL_WORDS: dict[str, str] = {
    "INT": "a number",
    "KEYWORD_NAME": "a keyword such as [Accelerate]",
    "SELF_WORD": '"me" or "this"',
    "OTHER": '"other" or "another"',
    "CONTROLLER": '"friendly" or "enemy"',
    "ARTICLE": '"a" or "an"',
    "UP_TO": '"up to"',
    "NUMBER_WORD": "a number word",
    "UNIT_NOUN": '"unit" or "units"',
    "_NL": "a new line",
    "$END": "the end of the text",
}


def grammar_path() -> Path:
    """Where the grammar file is: inside the installed package, else in the source checkout."""
    packaged = resources.files("riftc").joinpath("grammar").joinpath(GRAMMAR_NAME)
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / "grammar" / GRAMMAR_NAME


def _cache_path() -> str | bool:
    """Lark caches the built LALR tables keyed by grammar and options; ``True`` = lark's temp dir."""
    return True


@lru_cache(maxsize=None)
def parser(strict: bool = False) -> Lark:
    """The card-text parser, built once per process (and cached on disk by lark across runs)."""
    return Lark(
        grammar_path().read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
        maybe_placeholders=True,
        strict=strict,
        cache=False if strict else _cache_path(),
    )


@dataclass(frozen=True)
class SyntaxProblem:
    """Why a card text does not parse: where (character offset), a code, and what was expected."""

    offset: int
    length: int
    code: str
    message: str
    suggestion: str | None = None


def parse_tree(text: str) -> Tree:
    """Parse one card text (lines joined by newlines). Raises ``CardSyntaxError``."""
    try:
        return parser().parse(text)
    except UnexpectedInput as error:
        raise CardSyntaxError(describe_syntax_error(text, error)) from None


class CardSyntaxError(Exception):
    """A card text that the grammar does not accept."""

    def __init__(self, problem: SyntaxProblem) -> None:
        super().__init__(problem.message)
        self.problem = problem


def _literal(name: str) -> str | None:
    """The literal text of a string terminal (``BUFF`` → ``buff``), or None for a pattern."""
    try:
        pattern = parser().get_terminal(name).pattern
    except KeyError:
        return None
    return pattern.value if isinstance(pattern, PatternStr) else None


def expected_words(names: set[str] | frozenset[str]) -> list[str]:
    """Human words for a set of terminal names, sorted, without duplicates."""
    words = set()
    for name in names:
        literal = _literal(name)
        words.add(f'"{literal}"' if literal is not None else TERMINAL_WORDS.get(name, name.lower()))
    return sorted(words)


def _suggest(found: str, names: set[str] | frozenset[str]) -> str | None:
    literals = [lit for lit in (_literal(name) for name in names) if lit]
    close = difflib.get_close_matches(found.lower(), literals, n=1, cutoff=0.6)
    return close[0] if close else None


def _word_at(text: str, offset: int) -> str:
    end = offset
    while end < len(text) and not text[end].isspace() and text[end] not in ".,:;()":
        end += 1
    return text[offset:end] or text[offset : offset + 1]


def describe_syntax_error(text: str, error: UnexpectedInput) -> SyntaxProblem:
    """Turn lark's exception into an offset, a code and a message that names what was expected."""
    if isinstance(error, UnexpectedEOF):
        expected = ", ".join(expected_words(set(error.expected)))
        return SyntaxProblem(len(text), 1, "unexpected-end", f"the text ends too early; expected {expected}")
    if isinstance(error, UnexpectedToken):
        offset = error.token.start_pos if error.token.start_pos is not None else len(text)
        names = error.accepts or error.expected
        found = str(error.token) if error.token.type != "$END" else ""
    else:
        assert isinstance(error, UnexpectedCharacters)
        offset, names = error.pos_in_stream, error.allowed or set()
        found = _word_at(text, offset)
    if not found:
        expected = ", ".join(expected_words(set(names)))
        return SyntaxProblem(offset, 1, "unexpected-end", f"the text ends too early; expected {expected}")
    expected = ", ".join(expected_words(set(names)))
    suggestion = _suggest(found, set(names))
    message = f'unexpected "{found}"; expected {expected}'
    if suggestion:
        message += f'; did you mean "{suggestion}"?'
    return SyntaxProblem(offset, max(1, len(found)), "syntax", message, suggestion)
