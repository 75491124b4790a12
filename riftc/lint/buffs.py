"""Buff reminders read from the AST: each reminder sentence that explains a buff, with the action it explains.

A reminder is rules text in parentheses, parsed with the card-text grammar and attached to the ability it
explains (rule 135.2.d). A *buff sentence* is a reminder sentence whose AST holds a ``BuffGrant`` ("a +1 [M]
buff"); the *actions* are the ``Buff`` instructions of the same ability outside the reminder. RL102 and RL203
compare the two; the current wording of the reminder depends only on what the action buffs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from riftc import nodes
from riftc.errors import Span
from riftc.lint.base import LintContext, ParsedBlock, kind, span_of, walk, walk_outside

# The Unleashed wording of the buff reminder, by what the action buffs (UNL-102 "[Buff] me", UNL-029
# "[Buff] a friendly unit", UNL-043 "[Buff] all units here"); rule 426.1.b: a unit gets a buff only if it
# has none.
CURRENT: dict[str, str] = {
    "me": "Give me a +1 [M] buff if I don't have one.",
    "it": "Give it a +1 [M] buff if it doesn't have one.",
    "each": "Give each a +1 [M] buff if it doesn't have one.",
}
# For an ability that buffs objects of several kinds ("buff me … buff all other friendly units"), no current
# card prints a reminder; the rule's own definition (rule 426.1.b) is the wording that fits them all.
GENERAL = "To buff a unit, give it a +1 [M] buff if it doesn't have one."

# Words that make a target plural: "units", "them", "those".
_PLURAL_WORDS = frozenset({"them", "they", "those", "these"})
# Node kinds that say "if it doesn't have a buff" (rule 426.1.b's condition) inside a reminder.
_LACKS_BUFF = frozenset({"LacksBuff", "ThatLacksBuff"})
# The same condition in words, for a grammar that parses it into a node kind not listed above
# ("if I don't already have one", "that doesn't have a buff").
_LACKS_BUFF_WORDS = re.compile(r"\b(?:doesn't|don't|does not|do not)(?: already)? have (?:a buff|one)\b")


@dataclass(frozen=True)
class BuffSentence:
    """One reminder sentence about a buff, and what its ability does.

    ``span`` is the sentence in block offsets (from its first character to its full stop); ``forms`` is
    the set of target forms of the ability's buff actions (``me``, ``it``, ``each``), empty when the ability
    has no buff action; ``says`` is the form the reminder itself speaks of, None when it cannot be told.
    """

    block: ParsedBlock
    span: Span
    text: str
    forms: frozenset[str]
    says: str | None
    has_condition: bool
    might: int | None


def target_form(target: object) -> str:
    """``me`` for the card itself, ``each`` for a plural target, else ``it`` (rule 426.3's "one or more units")."""
    if kind(target) == "SelfRef":
        return "me"
    for node in walk(target):
        word = str(getattr(node, "word", "") or "").lower()
        if word in _PLURAL_WORDS or (kind(node) == "ObjectNoun" and word.endswith("s")):
            return "each"
    return "it"


def expected(forms: frozenset[str]) -> str:
    """The current reminder for an ability whose buff actions have these target forms."""
    return CURRENT[next(iter(forms))] if len(forms) == 1 else GENERAL


def _sentence(text: str, lo: int, hi: int, at: int) -> Span:
    """The sentence of ``text[lo:hi]`` (a reminder's inside) around offset ``at``: start to full stop."""
    at = min(max(at, lo), hi)  # a node span outside its reminder (a malformed AST) stays inside it
    dot = text.rfind(". ", lo, at)
    start = dot + 2 if dot >= 0 else lo
    while start < hi and text[start] == " ":
        start += 1
    stop = text.find(".", max(at, start), hi)
    return Span(start, max(start, stop + 1 if stop >= 0 else hi))


def _says(text: str, sentence: list[nodes.Node]) -> str | None:
    """The form the reminder sentence speaks of: "I get" → me, "Each one that …" → each, "it gets" → it;
    None for the definition "To buff a unit, give it …", which speaks of any unit."""
    if text.startswith("To "):
        return None
    kinds = {kind(node) for node in sentence}
    if "EachOne" in kinds:
        return "each"
    if "SelfRef" in kinds:
        return "me"
    if "BackRef" in kinds:
        return "it"
    return None


def buff_sentences(ctx: LintContext) -> Iterator[BuffSentence]:
    """Every buff sentence of every reminder of the card, with its ability's buff actions."""
    for parsed, offset, owner in ctx.all_nodes():
        reminder = getattr(owner, "reminder", None)
        reminder_span = span_of(reminder)
        if kind(reminder) != "Reminder" or reminder_span is None:
            continue
        forms = frozenset(target_form(getattr(action, "target", None))
                          for action in walk_outside(owner, reminder) if kind(action) == "Buff")
        grants = [node for node in walk(reminder) if kind(node) == "BuffGrant" and span_of(node) is not None]
        text = parsed.block.text
        # Inside the parentheses, in block offsets.
        lo, hi = reminder_span.start + offset + 1, reminder_span.end + offset - 1
        seen: set[Span] = set()
        for grant in grants:
            span = _sentence(text, lo, hi, grant.span.start + offset)
            if span in seen:
                continue
            seen.add(span)
            sentence = [node for node in walk(reminder) if span_of(node) is not None
                        and span.start <= node.span.start + offset and node.span.end + offset <= span.end]
            might = getattr(getattr(grant, "might", None), "amount", None)
            said = text[span.start:span.end]
            yield BuffSentence(parsed, span, said, forms, _says(said, sentence),
                               any(kind(node) in _LACKS_BUFF for node in sentence)
                               or _LACKS_BUFF_WORDS.search(said) is not None,
                               might if isinstance(might, int) else None)


def allows_many_buffs(ctx: LintContext) -> bool:
    """Whether the card says "I can have any number of buffs." (rule 426.1.b.2 lifts the one-buff limit)."""
    return any(True for _ in ctx.nodes("AnyNumberOfBuffs"))
