"""Reference rules: how a card names itself (rule 053) and whether "it"/"that unit" has something to name."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.lint.base import Example, Finding, LintContext, ParsedBlock, Rule, shifted

FIRST_PERSON = frozenset({"i", "me", "my", "i'm", "myself", "we", "us", "our"})
THIS = frozenset({"this"})

# Which self-reference words fit a text, by card type (rule 053.1-053.2); effect text is granted
# to the equipped unit (rule 136), so it speaks as a unit.
SELF_WORDS: dict[str, frozenset[str]] = {
    "Unit": FIRST_PERSON, "Legend": FIRST_PERSON, "Gear": THIS, "Spell": THIS, "effect": FIRST_PERSON,
}
WHAT_FITS: dict[frozenset[str], str] = {FIRST_PERSON: '"I"/"me"', THIS: '"this"'}


def _quoted(text: str, offset: int) -> bool:
    """Whether ``offset`` lies inside quotes on its line: a quoted ability belongs to another object."""
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count('"', line_start, offset) % 2 == 1


def self_reference(ctx: LintContext) -> Iterator[Finding]:
    """A SelfRef word that does not fit the card type (battlefields and others are not checked)."""
    for parsed, offset, node in ctx.nodes("SelfRef"):
        fits = SELF_WORDS.get("effect" if parsed.kind == "effect" else ctx.card.type or "")
        word = str(getattr(node, "word", "")).lower()
        span = shifted(node.span, offset)
        if fits is None or word in fits or _quoted(parsed.block.text, span.start):
            continue
        where = "effect text" if parsed.kind == "effect" else f"a {ctx.card.type.lower()}"
        yield Finding(parsed.block, span,
                      f'"{node.word}" on {where}: it should refer to itself as {WHAT_FITS[fits]} (rule 053)')


# Nodes that name objects which a later "it", "them" or "that unit" can refer back to.
# A self-reference counts: "This has [Reaction]. When you play it, …" (Quick-Draw reminder).
REFERENTS = frozenset({"Choice", "Token", "TopCards", "Place", "Choose", "ThatRef", "SelfRef"})
BACK_REFERENCES = frozenset({"BackRef", "ThatRef"})


def _fully_parsed_before(parsed: ParsedBlock, offset: int) -> bool:
    """Whether every piece of the block up to ``offset`` has an AST (else a referent may be hidden)."""
    return all(piece.ast is not None for piece in parsed.pieces if piece.offset <= offset)


def dangling_reference(ctx: LintContext) -> Iterator[Finding]:
    """A back-reference with no object named before it in the same text block."""
    named: dict[int, list[int]] = {}  # id(block) -> ends of referents, in block offsets
    found = list(ctx.nodes(*REFERENTS, *BACK_REFERENCES))
    for parsed, offset, node in found:
        if type(node).__name__ in REFERENTS:
            named.setdefault(id(parsed), []).append(node.span.end + offset)
    for parsed, offset, node in found:
        if type(node).__name__ not in BACK_REFERENCES:
            continue
        span = shifted(node.span, offset)
        before = [end for end in named.get(id(parsed), []) if end <= span.start]
        if not before and _fully_parsed_before(parsed, span.start):
            yield Finding(parsed.block, span, f'"{parsed.block.text[span.start:span.end]}" refers back, '
                          "but nothing before it names an object (rule 355.5)")


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
    rationale='"it", "them" and "that unit" refer to an object chosen or named earlier in the text '
              "(rule 355.5); with nothing before them they mean nothing.",
    check=dangling_reference,
    good=(Example("Kill a unit. Draw 1 for it.", type="Spell"),),
    bad=(Example("Give it +2 [M] this turn.", type="Spell"),),
)

RULES = (SELF_REFERENCE, DANGLING_REFERENCE)
