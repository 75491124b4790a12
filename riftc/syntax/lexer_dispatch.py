"""First-character dispatch for lark's contextual lexer: at each position, a parser state tries only
the terminals that can start with the character found there.

lark's contextual lexer gives every parser state a scanner: one regular expression, the alternation
of every terminal that state accepts, in priority order, tried at each position. In the card grammar
a state accepts up to a few hundred terminals, and Python's regex engine tries the alternatives one by
one, so matching was about half of a whole parse. Most terminals can start with only a few characters
(``"draw"i`` with "d" or "D"), so ``FirstCharScanner`` keeps, for each character some terminal can start
with, the alternation of only the terminals that can start with it, in the same order: the first
terminal that matches, and so the token, is the one the full alternation would give. A terminal whose
first character cannot be worked out (a category such as ``\\s``, a negated set, ``.``) is kept in every
alternation, and in the one used for characters no terminal names.

The first characters come from the regex parser of CPython (``re._parser``), as ``parser_cache`` uses its
compiler; where it is missing, the lexer is left as lark built it. ``tests/test_lexer_dispatch.py``
checks that both lexers give the same tokens on every corpus text.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Lark
from lark.lexer import Scanner, _create_unless

try:
    from re import _constants as _sre_constants, _parser as _re_parser
except ImportError:  # another Python: no dispatch
    _re_parser = None

# A character range wider than this is not worth listing: its terminal goes in every alternation.
_WIDEST_RANGE = 256


def first_characters(regexp: str) -> frozenset[str] | None:
    """Every character a match of ``regexp`` can start with, or None when that cannot be worked out
    (or the pattern can match the empty string)."""
    if _re_parser is None:
        return None
    try:
        parsed = _re_parser.parse(regexp, 0)
    except Exception:  # noqa: BLE001 - a pattern re itself compiles but we cannot read: no dispatch
        return None
    found, nullable = _sequence(list(parsed), bool(parsed.state.flags & re.IGNORECASE))
    return None if found is None or nullable else frozenset(found)


def _sequence(items: list[tuple[Any, Any]], ignore_case: bool) -> tuple[set[str] | None, bool]:
    """First characters of a sequence of regex items, and whether the whole sequence may match nothing."""
    found: set[str] = set()
    for opcode, argument in items:
        first, nullable = _item(opcode, argument, ignore_case)
        if first is None:
            return None, False
        found |= first
        if not nullable:
            return found, False
    return found, True


def _cased(code: int, ignore_case: bool) -> set[str]:
    char = chr(code)
    return {char, char.lower(), char.upper()} if ignore_case else {char}


def _item(opcode: Any, argument: Any, ignore_case: bool) -> tuple[set[str] | None, bool]:
    """First characters of one regex item (None: unknown), and whether it may match nothing."""
    c = _sre_constants
    if opcode is c.LITERAL:
        return _cased(argument, ignore_case), False
    if opcode in (c.AT, c.ASSERT, c.ASSERT_NOT):  # zero width: "\b", lookarounds; what follows decides
        return set(), True
    if opcode is c.SUBPATTERN:
        _group, add_flags, del_flags, items = argument
        inner_case = (ignore_case or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
        return _sequence(list(items), inner_case)
    if opcode is c.BRANCH:
        found: set[str] = set()
        any_nullable = False
        for branch in argument[1]:
            first, nullable = _sequence(list(branch), ignore_case)
            if first is None:
                return None, False
            found |= first
            any_nullable = any_nullable or nullable
        return found, any_nullable
    if opcode in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        minimum, _maximum, items = argument
        first, nullable = _sequence(list(items), ignore_case)
        return (None, False) if first is None else (first, minimum == 0 or nullable)
    if opcode is c.IN:
        return _character_set(argument, ignore_case), False
    return None, False  # ".", a category, a back-reference …: could be anything


def _character_set(members: list[tuple[Any, Any]], ignore_case: bool) -> set[str] | None:
    c = _sre_constants
    found: set[str] = set()
    for opcode, argument in members:
        if opcode is c.LITERAL:
            found |= _cased(argument, ignore_case)
        elif opcode is c.RANGE and argument[1] - argument[0] <= _WIDEST_RANGE:
            for code in range(argument[0], argument[1] + 1):
                found |= _cased(code, ignore_case)
        else:  # a negated set, a category such as \s or \w, a very wide range
            return None
    return found


class FirstCharScanner:
    """A state's scanner that tries, at each position, only the terminals that can start there.

    It answers what lark asks of a scanner (``match``, ``allowed_types``); ``by_char`` and ``other``
    are lark ``Scanner``s over subsets of the terminals, shared between states that need the same subset.
    """

    __slots__ = ("allowed_types", "by_char", "other")

    def __init__(self, allowed_types: set[str], by_char: dict[str, Scanner], other: Scanner | None) -> None:
        self.allowed_types = allowed_types
        self.by_char = by_char
        self.other = other

    def __getstate__(self) -> tuple[Any, ...]:
        return self.allowed_types, self.by_char, self.other

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.allowed_types, self.by_char, self.other = state

    def match(self, text: Any, pos: int) -> tuple[str, str] | None:
        scanner = self.by_char.get(text.text[pos], self.other)
        return None if scanner is None else scanner.match(text, pos)


def install_first_char_dispatch(parser: Lark) -> Lark:
    """Give every state lexer of ``parser`` a ``FirstCharScanner``; return the parser.

    Nothing changes for a parser without a contextual lexer, on a Python without ``re._parser``, or for
    states already dispatched (a parser loaded from a snapshot). A state lexer lark has not built yet
    gets its callbacks as lark would make them, but lark's own scanner (the alternation of all its
    terminals, which the dispatch replaces) is never compiled: that was half of preparing a new parser.
    """
    lexers = getattr(getattr(parser.parser, "lexer", None), "lexers", None)
    if lexers is None or _re_parser is None:
        return parser
    firsts: dict[str, frozenset[str] | None] = {}
    shared: dict[tuple[str, ...], Scanner] = {}
    for lexer in {id(lexer): lexer for lexer in lexers.values()}.values():
        if isinstance(lexer._scanner, FirstCharScanner):
            continue
        if lexer._scanner is None and not lexer.user_callbacks:
            # What BasicLexer._build_scanner does before it compiles the scanner: the terminals, and the
            # callbacks that turn a keyword matched by a wider pattern into its own token.
            terminals, lexer.callback = _create_unless(lexer.terminals, lexer.g_regex_flags, lexer.re,
                                                       lexer.use_bytes)
        else:
            terminals = lexer.scanner.terminals  # builds lark's scanner (and its callbacks) if not built yet
        lexer._scanner = _dispatching(terminals, lexer.g_regex_flags, lexer.re, lexer.use_bytes, firsts, shared)
    return parser


def _dispatching(terminals: list[Any], flags: int, re_module: Any, use_bytes: bool,
                 firsts: dict[str, frozenset[str] | None], shared: dict[tuple[str, ...], Scanner]) -> FirstCharScanner:
    for terminal in terminals:
        if terminal.name not in firsts:
            firsts[terminal.name] = first_characters(terminal.pattern.to_regexp())

    def subset(keep: Any) -> Scanner | None:
        chosen = [terminal for terminal in terminals if keep(firsts[terminal.name])]
        if not chosen:
            return None
        names = tuple(terminal.name for terminal in chosen)
        if names not in shared:
            shared[names] = Scanner(chosen, flags, re_module, use_bytes)
        return shared[names]

    characters = set().union(*(first for first in map(firsts.get, (t.name for t in terminals)) if first))
    by_char = {char: subset(lambda first, char=char: first is None or char in first) for char in sorted(characters)}
    return FirstCharScanner({terminal.name for terminal in terminals}, by_char, subset(lambda first: first is None))
