"""Style rules: numbers, symbols, keyword brackets and capitals, sentence ends (word-level, no grammar)."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.syntax.keywords import AMOUNT_VERBS, KEYWORDS, NUMBER_WORDS
from riftc.lint.base import Example, Finding, LintContext, Rule
from riftc.lint.tokens import Tok, line_tokens, lines
from riftc.printer import capitalize_sentences



def _pairs(ctx: LintContext) -> Iterator[tuple[object, Tok, Tok]]:
    """``(block, token, next token)`` for every adjacent pair of tokens on a line of every block."""
    for parsed in ctx.blocks:
        for toks in line_tokens(parsed.block.text):
            for first, second in zip(toks, toks[1:]):
                yield parsed.block, first, second


# What may follow an amount: the end of the instruction. "Draw one and recycle the other" or
# "discard one or more cards" use "one" as a pronoun or in a count, which stay words.
AMOUNT_ENDS = frozenset({".", ",", ")"})


def _triples(ctx: LintContext) -> Iterator[tuple[object, Tok, Tok, Tok | None]]:
    """``(block, token, next, the one after or None)`` for every token pair on every line."""
    for parsed in ctx.blocks:
        for toks in line_tokens(parsed.block.text):
            for index, (first, second) in enumerate(zip(toks, toks[1:])):
                yield parsed.block, first, second, toks[index + 2] if index + 2 < len(toks) else None


def number_word(ctx: LintContext) -> Iterator[Finding]:
    """``draw one.`` → ``draw 1.``."""
    for block, verb, amount, after in _triples(ctx):
        ends = after is None or after.text in AMOUNT_ENDS
        if verb.text.lower() in AMOUNT_VERBS and amount.text.lower() in NUMBER_WORDS and ends:
            digit = str(NUMBER_WORDS[amount.text.lower()])
            yield Finding(block, Span(amount.start, amount.end),
                          f'amounts are written as digits: "{verb.text} {digit}" (rule 135.2.b)', fix=digit)


def might_word(ctx: LintContext) -> Iterator[Finding]:
    """``+1 Might`` → ``+1 [M]``."""
    for block, number, word in _pairs(ctx):
        if word.text in ("Might", "might") and number.text.lstrip("+-").isdigit():
            yield Finding(block, Span(word.start, word.end),
                          f'Might after a number is the symbol: "{number.text} [M]" (rule 135.2.e.3)', fix="[M]")


def _canonical_keyword(token: Tok) -> str | None:
    """``[assault 2]`` → ``[Assault 2]`` when the case differs from the keyword's; else None."""
    name, _, number = token.text[1:-1].partition(" ")
    match = next((known for known in KEYWORDS if known.lower() == name.lower()), None)
    if match is None or match == name:
        return None
    return f"[{match}{' ' + number if number else ''}]"


def _bare_keyword(toks: list[Tok]) -> tuple[Tok, str] | None:
    """A line opening with an unbracketed keyword, ``Tank (…)`` or ``Assault 2``: (last token, fix)."""
    if not toks or toks[0].text not in KEYWORDS:
        return None
    rest = toks[1:]
    number = rest[0] if rest and rest[0].text.isdigit() else None
    after = rest[1:] if number else rest
    if after and after[0].text != "(":
        return None  # "Buff a unit.": an action word starting a sentence, not a keyword
    last = number or toks[0]
    return last, f"[{toks[0].text}{' ' + number.text if number else ''}]"


def keyword_case(ctx: LintContext) -> Iterator[Finding]:
    """Keywords are bracketed and capitalised as the rules spell them: ``[Assault 2]``."""
    for parsed in ctx.blocks:
        for toks in line_tokens(parsed.block.text):
            for token in toks:
                fixed = _canonical_keyword(token) if token.is_bracketed else None
                if fixed:
                    yield Finding(parsed.block, Span(token.start, token.end),
                                  f'keywords are spelt "{fixed}" (rule 135.2.c)', fix=fixed)
            bare = _bare_keyword(toks)
            if bare:
                last, fixed = bare
                yield Finding(parsed.block, Span(toks[0].start, last.end),
                              f'keywords are written in brackets: "{fixed}" (rule 135.2.c)', fix=fixed)


def _is_keyword_line(line: str) -> bool:
    """``[Equip] — [1], Discard 1``: a keyword with its cost is not a sentence and has no period."""
    head = line.split("]", 1)[0].lstrip("[").split(" ")[0]
    return line.startswith("[") and head in KEYWORDS and "[>]" not in line


def final_period(ctx: LintContext) -> Iterator[Finding]:
    """A sentence line must end with a period (or a reminder, a symbol, a dash)."""
    for parsed in ctx.blocks:
        for offset, line in lines(parsed.block.text):
            body = line.rstrip()
            if body and body[-1].isalnum() and not _is_keyword_line(body):
                end = offset + len(body)
                yield Finding(parsed.block, Span(end - 1, end), "the sentence has no final period "
                              "(instructions are sentences, rule 135.2.b)", fix=body[-1] + ".")


def _in_aside(line: str, index: int) -> bool:
    """Whether ``index`` opens a parenthetical aside such as "(including me)": not a sentence.

    Reminders are sentences and end with a period before ")"; asides do not.
    """
    opening = line.rfind("(", 0, index + 1)
    if opening < 0 or line[opening + 1:index].strip():
        return False
    closing = line.find(")", index)
    return closing >= 0 and not line[:closing].rstrip().endswith((".", "!", "?"))


def _in_brackets(line: str, index: int) -> bool:
    """Inside ``[…]``: a keyword's spelling is RL403's business, not a sentence's."""
    return line.rfind("[", 0, index) > line.rfind("]", 0, index)


def sentence_case(ctx: LintContext) -> Iterator[Finding]:
    """A sentence (and a reminder, a cost list) starts with a capital letter."""
    for parsed in ctx.blocks:
        for offset, line in lines(parsed.block.text):
            capitalised = capitalize_sentences(line)
            for index, (was, should) in enumerate(zip(line, capitalised)):
                if was != should and not _in_aside(line, index) and not _in_brackets(line, index):
                    yield Finding(parsed.block, Span(offset + index, offset + index + 1),
                                  f'a sentence starts with a capital: "{should}"', fix=should)


NUMBER_WORD = Rule(
    code="RL401", name="number-word",
    rationale="Amounts in instructions are digits: \"Draw 1\", \"Deal 3\" (rule 135.2.b; every current card).",
    check=number_word, fixable=True,
    good=(Example("Draw 1.", type="Spell"),), bad=(Example("Draw one.", type="Spell", fixed="Draw 1."),),
)
MIGHT_WORD = Rule(
    code="RL402", name="might-word",
    rationale="Might is written with its symbol, [M] (rule 135.2.e.3).",
    check=might_word, fixable=True,
    good=(Example("Give a unit +1 [M] this turn.", type="Spell"),),
    bad=(Example("Give a unit +1 Might this turn.", type="Spell", fixed="Give a unit +1 [M] this turn."),),
)
KEYWORD_CASE = Rule(
    code="RL403", name="keyword-case",
    rationale="Keywords are bracketed and capitalised as the rules name them (rules 135.2.c, 800).",
    check=keyword_case, fixable=True,
    good=(Example("[Assault 2] (+2 [M] while I'm an attacker.)"), Example("Buff a friendly unit.", type="Spell")),
    bad=(Example("[assault 2] (+2 [M] while I'm an attacker.)", fixed="[Assault 2] (+2 [M] while I'm an attacker.)"),
         Example("Tank (I must be assigned combat damage first.)",
                 fixed="[Tank] (I must be assigned combat damage first.)")),
)
FINAL_PERIOD = Rule(
    code="RL404", name="final-period",
    rationale="Instructions and abilities are sentences ending with a period (rule 135.2.b).",
    check=final_period, fixable=True,
    good=(Example("Draw 2.", type="Spell"), Example("[Equip] [1]", type="Gear", tags=("Equipment",))),
    bad=(Example("Draw 2", type="Spell", fixed="Draw 2."),),
)
SENTENCE_CASE = Rule(
    code="RL405", name="sentence-case",
    rationale="Each sentence, reminder and cost starts with a capital letter, as printed cards do (rule 135).",
    check=sentence_case, fixable=True,
    good=(Example("Discard 1, then draw 1.", type="Spell"),),
    bad=(Example("discard 1. draw 1.", type="Spell", fixed="Discard 1. Draw 1."),),
)

RULES = (NUMBER_WORD, MIGHT_WORD, KEYWORD_CASE, FINAL_PERIOD, SENTENCE_CASE)
