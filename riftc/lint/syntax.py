"""Syntax rules: text the grammar does not accept, reported with what the parser expected, and the
typos that the grammar rejects by design, found on the raw text with their fix."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import Example, Finding, LintContext, Rule
from riftc.lint.tokens import lines


def unparsed(ctx: LintContext) -> Iterator[Finding]:
    """One finding per rejected line, at the token the parser stopped on; the grammar's "did you
    mean" (the one word it would accept there, as `riftc build` shows it) is the fix."""
    for parsed in ctx.blocks:
        for piece in parsed.pieces:
            problem = piece.problem
            if problem is None:
                continue
            start = piece.offset + min(getattr(problem, "offset", 0), len(piece.text))
            length = max(1, getattr(problem, "length", 1))
            message = f"unparsed: {getattr(problem, 'message', 'the grammar rejects this text')}"
            found = parsed.block.text[start:start + length]
            yield Finding(parsed.block, Span(start, start + length), message,
                          fix=_same_case(found, getattr(problem, "suggestion", None)))


def _same_case(found: str, suggestion: str | None) -> str | None:
    """The suggestion with the capital of the word it replaces ("Drew" → "Draw", not "draw"): a
    sentence keeps its capital letter (rule 135.2.b)."""
    if not suggestion:
        return None
    if found[:1].isupper() and suggestion[:1].islower():
        return suggestion[0].upper() + suggestion[1:]
    return suggestion


UNPARSED = Rule(
    code="RL001",
    name="unparsed",
    rationale="Card text must follow the card-text grammar (Core Rules 135) for riftc to read it; "
              "this is also reported where the grammar does not cover a construct yet. When the grammar "
              "names the one word it would accept instead (its \"did you mean\"), that is the fix.",
    check=unparsed, fixable=True,
    good=(Example("Draw 2.", type="Spell"),),
    bad=(Example("Drew 2.", type="Spell", fixed="Draw 2."),),
)

# Rules nouns that card text writes in lower case inside a sentence (rule 135.2: "a spell or ability",
# "a friendly unit"). Card-vocabulary names keep their capitals (Might, Energy, Power, Main Deck, Bonus
# Damage), and so do the options a player names ("chooses Cards or Runes", OGN-071): they are not here.
LOWER_CASE_NOUNS = frozenset({"Ability", "Abilities", "Spell", "Spells", "Unit", "Units", "Gear",
                              "Battlefield", "Battlefields"})
# A capitalised rules noun after a lower-case word or a comma: inside a sentence, not at its start.
_MID_SENTENCE_CAPITAL = re.compile(r"(?<=[a-z,] )(" + "|".join(sorted(LOWER_CASE_NOUNS)) + r")\b")
# A full stop glued to what follows ("ability.+3 [M]"), or doubled ("control..").
# (A digit may end the sentence, "Draw 1.Deal 2."; none may start the next, so "1.5" is never split.)
_GLUED_STOP = re.compile(r"(?<=[A-Za-z0-9)\]])\.(?=[A-Za-z+\-\[(])")
_DOUBLED_STOP = re.compile(r"(?<=[A-Za-z0-9)\]])\.\.(?!\.)")


def _quoted_name(line: str, index: int) -> bool:
    """Inside double quotes: a quoted ability starts its own sentences, so leave it to the grammar."""
    return line.count('"', 0, index) % 2 == 1


def typo(ctx: LintContext) -> Iterator[Finding]:
    """A rules noun capitalised mid-sentence, a full stop with no space after it, a doubled full stop."""
    for parsed in ctx.blocks:
        for offset, line in lines(parsed.block.text):
            for match in _MID_SENTENCE_CAPITAL.finditer(line):
                if _quoted_name(line, match.start()):
                    continue
                word = match.group(1)
                yield Finding(parsed.block, Span(offset + match.start(1), offset + match.end(1)),
                              f'"{word}" inside a sentence is written in lower case: "{word.lower()}" (rule 135.2)',
                              fix=word.lower())
            for match in _GLUED_STOP.finditer(line):
                yield Finding(parsed.block, Span(offset + match.start(), offset + match.end()),
                              "a full stop is followed by a space before the next sentence (rule 135.2.b)",
                              fix=". ")
            for match in _DOUBLED_STOP.finditer(line):
                yield Finding(parsed.block, Span(offset + match.start(), offset + match.end()),
                              "a sentence ends with one full stop (rule 135.2.b)", fix=".")


TYPO = Rule(
    code="RL002",
    name="typo",
    rationale="Card text follows the templates of rule 135: rules nouns in lower case inside a sentence, one "
              "full stop and a space between sentences (135.2.b). The grammar reads the few such misprints of "
              "the printed pool exactly as printed, so that every card prints back; this rule names them with "
              "their fix.",
    check=typo, fixable=True,
    good=(Example("[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or ability.)"),
          Example("Each other player chooses Cards or Runes.", type="Spell"),
          Example("Deal 1 to a unit. Units here have +1 [M].", type="Spell")),
    bad=(Example("[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or Ability.)",
                 fixed="[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or ability.)"),
         Example("[Empowered][>] I have [Deflect] and [Shield 3]. (Opponents must pay [A] to choose me with a "
                 "spell or ability.+3 [M] while I'm a defender.)",
                 fixed="[Empowered][>] I have [Deflect] and [Shield 3]. (Opponents must pay [A] to choose me "
                       "with a spell or ability. +3 [M] while I'm a defender.)"),
         Example("When you conquer here, draw 1 for each other battlefield you or allies control..",
                 type="Battlefield",
                 fixed="When you conquer here, draw 1 for each other battlefield you or allies control.")),
)

RULES = (UNPARSED, TYPO)
