"""Back-reference resolution: which earlier phrase each "it", "them" or "that unit" stands for.

Card text names an object once ("choose an enemy unit", "a friendly unit dies") and then refers to
it with a pronoun or "that unit" (rule 355.5: what an instruction chose is what later instructions
of the same ability act on). This pass pairs every back-reference with the nearest phrase before it
in the same ability that names objects (its antecedent), and reports the ones with nothing to name.

Scope is one ability, i.e. one line with its mode lines: abilities are independent (rule 135.2.a).
One exception: a dependent keyword line whose effect happens "instead" (rules 727, 824: "[Level 6][>]
Give it +3 [M] this turn instead.") replaces an instruction of the line above it, so it sees the
names of that line too.
Reminder text explains the keyword or instruction it follows, so it sees the names of its ability;
the reminder of a keyword ability may also speak of the object that has the keyword ("[Temporary]
(Kill it at the start of …)"), which needs no antecedent in the text.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from riftc import nodes

# Phrases that name objects a later back-reference can stand for. A self-reference counts
# ("This has [Reaction]. When you play it, …"), and "that unit" both refers back and names.
# A trigger names what its event involves ("When you conquer, … that battlefield"); what is revealed
# is named too ("They reveal their hand and you choose a card from it").
NAMING_NODES: tuple[type[nodes.Node], ...] = (
    nodes.Trigger, nodes.Choice, nodes.Token, nodes.TopCards, nodes.Place, nodes.ThatRef, nodes.SelfRef,
    nodes.EachOne, nodes.TheRest, nodes.RevealTarget,
    # events, wave 4: cards looked at or revealed from a deck
    nodes.DeckTopCards, nodes.LookFirst, nodes.RevealFromDeck,
)

# Phrases that only make sense with an antecedent.
BACK_REFERENCE_NODES: tuple[type[nodes.Node], ...] = (nodes.BackRef, nodes.ThatRef, nodes.AnyOf)


@dataclass(frozen=True)
class Reference:
    """One resolved back-reference; ``antecedent`` is None for the object that has the keyword."""

    reference: nodes.Node
    antecedent: nodes.Node | None


@dataclass(frozen=True)
class DanglingReference:
    """A back-reference with nothing before it to refer to."""

    reference: nodes.Node


def _replaces_line_above(line: nodes.Node) -> bool:
    """A dependent keyword line that does something "instead" of an instruction above it."""
    return isinstance(line, nodes.DependentAbility) and any(isinstance(node, nodes.Instead) for node in line.walk())


def _scopes(ast: nodes.Start) -> Iterator[tuple[tuple[nodes.Node, ...], bool]]:
    """The lines whose names each ability sees (itself last), and whether it may speak of its
    holder without naming it: in a reminder-only line and in a keyword ability, whose reminder
    explains what the keyword does to the object that has it.
    """
    for index, line in enumerate(ast.lines):
        seen = ast.lines[index - 1 : index + 1] if index and _replaces_line_above(line) else (line,)
        if isinstance(line, nodes.SpellAbility):
            seen = ast.lines[_first_spell_line(ast.lines, index) : index + 1]
        yield seen, isinstance(line, (nodes.ReminderLine, nodes.KeywordAbility))


def _first_spell_line(lines: tuple[nodes.Node, ...], index: int) -> int:
    """Where the run of instruction lines ending at ``index`` starts: a spell's instruction lines are
    one set of instructions (rule 135.2.b.1), so "Lose control of that unit" on a later line of Hostile
    Takeover (SFD-202) names the unit its first line took."""
    while index and isinstance(lines[index - 1], nodes.SpellAbility):
        index -= 1
    return index


def _noun_word(node: nodes.Node) -> str | None:
    """The kind of object a phrase names, singular ("unit" for "units"), when it names one plainly."""
    noun = getattr(node, "noun", None)
    return noun.word.lower().removesuffix("s") if isinstance(noun, nodes.ObjectNoun) else None


def _same_kind(reference: nodes.Node, candidates: list[nodes.Node]) -> list[nodes.Node]:
    """The candidates a reference that names its kind ("that unit") can stand for: those naming that
    kind of object, or all of them when none does (a trigger, a token, "it")."""
    kind = _noun_word(reference)
    matching = [name for name in candidates if _noun_word(name) == kind] if kind else []
    return matching or candidates


def resolve(ast: nodes.Start) -> tuple[list[Reference], list[DanglingReference]]:
    """Pair every back-reference of a card text with its antecedent, in text order."""
    resolved: list[Reference] = []
    dangling: list[DanglingReference] = []
    for lines, holder_implicit in _scopes(ast):
        named = [node for line in lines[:-1] for node in line.walk() if isinstance(node, NAMING_NODES)]
        for node in lines[-1].walk():
            if isinstance(node, BACK_REFERENCE_NODES):
                before = _same_kind(node, [name for name in named if name.span.end <= node.span.start])
                if before:
                    # The nearest: latest end; among phrases ending together the innermost (walked last).
                    nearest = max(range(len(before)), key=lambda index: (before[index].span.end, index))
                    resolved.append(Reference(node, before[nearest]))
                elif holder_implicit:
                    resolved.append(Reference(node, None))
                else:
                    dangling.append(DanglingReference(node))
            if isinstance(node, NAMING_NODES):
                named.append(node)
    return resolved, dangling
