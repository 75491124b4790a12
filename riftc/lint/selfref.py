"""Reference rules: how a card names itself (rule 053) and whether "it"/"that unit" has something to name."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import Example, Finding, LintContext, ParsedBlock, ParsedLine, Rule, kind, node_fields, shifted

FIRST_PERSON = frozenset({"i", "me", "my", "i'm", "myself", "we", "us", "our"})
THIS = frozenset({"this"})

# Which self-reference words fit a text, by card type (rule 053.1-053.2). Effect text is granted
# to the equipped unit (rule 136): "I"/"me" is that unit, and "this" is the Equipment that grants it
# ("If this was attached to me this turn, …"), so both fit there.
SELF_WORDS: dict[str, frozenset[str]] = {
    "Unit": FIRST_PERSON, "Legend": FIRST_PERSON, "Gear": THIS, "Spell": THIS, "effect": FIRST_PERSON | THIS,
}
WHAT_FITS: dict[frozenset[str], str] = {FIRST_PERSON: '"I"/"me"', THIS: '"this"', FIRST_PERSON | THIS: '"I"/"me" or "this"'}


def _quoted(text: str, offset: int) -> bool:
    """Whether ``offset`` lies inside quotes on its line: a quoted ability belongs to another object."""
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count('"', line_start, offset) % 2 == 1


def self_reference(ctx: LintContext) -> Iterator[Finding]:
    """A SelfRef word that does not fit the card type (battlefields and others are not checked)."""
    for parsed, offset, node in ctx.nodes("SelfRef"):
        fits = SELF_WORDS.get("effect" if parsed.kind == "effect" else ctx.card.type or "")
        word = str(getattr(node, "word", "") or "")
        span = shifted(node.span, offset)
        if fits is None or not word or word.lower() in fits or _quoted(parsed.block.text, span.start):
            continue
        where = "effect text" if parsed.kind == "effect" else f"a {(ctx.card.type or '').lower()}"
        yield Finding(parsed.block, span,
                      f'"{word}" on {where}: it should refer to itself as {WHAT_FITS[fits]} (rule 053)')


BACK_REFERENCES = frozenset({"BackRef", "ThatRef"})


def names_an_object(node: object) -> bool:
    """Whether a node is a phrase a later "it", "them" or "that unit" can refer back to.

    Every selector of the AST says what kind of object it names in a field called ``noun`` ("a friendly
    unit", "a Gold gear token", "the top card of your Main Deck", "that battlefield"), so this holds for
    selector kinds added to the grammar later too. A self-reference counts as well: "This has [Reaction].
    When you play it, …" (the Quick-Draw reminder); so does a trigger, whose event is about an object even
    when it names none: "When you conquer, if you have 4+ units at that battlefield, …" (OGS-023).
    """
    if kind(node) in ("SelfRef", "Trigger"):
        return True
    return any(name == "noun" for name, _ in node_fields(node))


def _fully_parsed_before(parsed: ParsedBlock, offset: int) -> bool:
    """Whether every piece of the block up to ``offset`` has an AST (else a referent may be hidden)."""
    return all(piece.ast is not None for piece in parsed.pieces if piece.offset <= offset)


# "this way" refers back to an action done earlier in the text ("Draw 1 for each unit killed this way").
THIS_WAY = re.compile(r"\bthis way\b", re.IGNORECASE)
# Node modules whose nodes are actions or whole abilities: any of them finished before "this way" did something
# it can refer to. Read by module, so instruction kinds added to the grammar later count too.
_ACTION_MODULES = tuple(f"riftc.nodes.{section}" for section in ("lines", "abilities", "triggers", "effects", "instructions"))


def does_an_action(node: object) -> bool:
    """Whether a node is an instruction or ability (or a keyword, which stands for its ability)."""
    return type(node).__module__ in _ACTION_MODULES or kind(node) == "Keyword"


def _piece_at(parsed: ParsedBlock, offset: int) -> ParsedLine | None:
    """The parsed piece of the block that holds ``offset``, if it has an AST."""
    for piece in parsed.pieces:
        if piece.offset <= offset < piece.offset + len(piece.text):
            return piece if piece.ast is not None else None
    return None


def _dangling_this_way(ctx: LintContext, found: list) -> Iterator[Finding]:
    """"this way" on a parsed line with no action finished before it in the block."""
    done: dict[int, list[int]] = {}
    for parsed, offset, node in found:
        if does_an_action(node):
            done.setdefault(id(parsed), []).append(node.span.end + offset)
    for parsed in ctx.blocks:
        for match in THIS_WAY.finditer(parsed.block.text):
            if _piece_at(parsed, match.start()) is None or not _fully_parsed_before(parsed, match.start()):
                continue
            if not any(end <= match.start() for end in done.get(id(parsed), [])):
                yield Finding(parsed.block, Span(match.start(), match.end()), f'"{match.group()}" refers back '
                              "to an action, but nothing before it does one (linked instructions, rule 359.3.e.14)")


def dangling_reference(ctx: LintContext) -> Iterator[Finding]:
    """A back-reference with no object named (or, for "this way", no action done) before it in the same block."""
    named: dict[int, list[int]] = {}  # id(block) -> ends of referents, in block offsets
    found = list(ctx.all_nodes())
    for parsed, offset, node in found:
        if names_an_object(node):
            named.setdefault(id(parsed), []).append(node.span.end + offset)
    for parsed, offset, node in found:
        if kind(node) not in BACK_REFERENCES:
            continue
        span = shifted(node.span, offset)
        before = [end for end in named.get(id(parsed), []) if end <= span.start]
        if not before and _fully_parsed_before(parsed, span.start):
            yield Finding(parsed.block, span, f'"{parsed.block.text[span.start:span.end]}" refers back, '
                          "but nothing before it names an object (linked instructions, rule 359.3.e.14)")
    yield from _dangling_this_way(ctx, found)


SELF_REFERENCE = Rule(
    code="RL301", name="self-reference",
    rationale='Units and legends say "I"/"me", gear and spells say "this" (rules 053.1-053.2); '
              "effect text is granted to a unit (rule 136).",
    check=self_reference,
    good=(Example("When you play me, draw 1."), Example("Kill this: Draw 1.", type="Gear")),
    bad=(Example("Kill me: Draw 1.", type="Gear"), Example("Kill this: Draw 1.")),
)

DANGLING_REFERENCE = Rule(
    code="RL302", name="dangling-reference",
    rationale='"it", "that unit" and "this way" are linked instructions: they refer to an object named or an '
              "action done earlier in the card's text (rule 359.3.e.14; choices, rule 355.5); with nothing "
              "before them they mean nothing.",
    check=dangling_reference,
    good=(Example("Kill a unit. Draw 1 for it.", type="Spell"),
          Example("When you hold, buff a unit at that battlefield.", type="Legend"),
          Example("Buff a friendly unit. Then, if it was buffed this way, draw 1.", type="Spell")),
    bad=(Example("Give it +2 [M] this turn.", type="Spell"),
         Example("If it was buffed this way, draw 1.", type="Spell")),
)

RULES = (SELF_REFERENCE, DANGLING_REFERENCE)
