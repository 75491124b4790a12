"""Template rules: wordings that a later printing replaced, with the current wording as the fix."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint import buffs
from riftc.lint.base import Example, Finding, LintContext, Rule, shifted, span_of


def dash_link(ctx: LintContext) -> Iterator[Finding]:
    """``[Legion] — ability`` → ``[Legion][>] ability`` (the arrow of rule 135.2.e.7)."""
    for parsed, offset, node in ctx.nodes("DependentAbility"):
        keyword_span, ability_span = span_of(getattr(node, "keyword", None)), span_of(getattr(node, "ability", None))
        if getattr(node, "link", None) != "—" or keyword_span is None or ability_span is None:
            continue
        keyword, ability = shifted(keyword_span, offset), shifted(ability_span, offset)
        gap = Span(keyword.end, ability.start)
        certain = getattr(node, "nested", None) is None and parsed.block.text[gap.start:gap.end].strip() == "—"
        yield Finding(parsed.block, gap, "outdated template: a keyword now joins its ability with "
                      "\"[>]\", not \" — \" (rule 135.2.e.7)", fix="[>] " if certain else None)


def timing_dash(ctx: LintContext) -> Iterator[Finding]:
    """``[E]: [Reaction] — [Add] [R].`` → ``[Reaction][>] [E]: [Add] [R].`` (the Gold token's reprint)."""
    for parsed, offset, node in ctx.nodes("ActivatedAbility"):
        timing = getattr(node, "timing", None)
        keyword_span = span_of(getattr(timing, "keyword", None))
        if span_of(timing) is None or getattr(timing, "link", None) != "—" or keyword_span is None:
            continue
        text = parsed.block.text
        whole, at = shifted(node.span, offset), shifted(timing.span, offset)
        keyword = shifted(keyword_span, offset)
        fixed = f"{text[keyword.start:keyword.end]}[>] {text[whole.start:at.start]}{text[at.end:whole.end].lstrip()}"
        yield Finding(parsed.block, whole, "outdated template: a timing keyword now opens the ability "
                      "as \"[Keyword][>] costs: effect\" (rule 135.2.e.7; Gold, UNL-T05)", fix=fixed, at=at)


def buff_reminder(ctx: LintContext) -> Iterator[Finding]:
    """A buff reminder whose wording is not the current one for what its ability buffs.

    The reminder is read from the AST (rule 135.2.d: reminders are rules text) and compared with the
    ability's ``Buff`` actions: a reminder that speaks of another object, gives another amount or leaves out
    the one-buff limit contradicts the action; one that means the same in an older wording is outdated.
    Either way the fix is the current template for the action's target.
    """
    many = buffs.allows_many_buffs(ctx)
    for sentence in buffs.buff_sentences(ctx):
        if not sentence.forms:
            continue  # a buff reminder on an ability that does not buff: RL102
        current = buffs.expected(sentence.forms)
        if sentence.text == current:
            continue
        if not sentence.has_condition and many:
            continue  # "I get a +1 [M] buff." on a unit that can have any number of buffs (rule 426.1.b.2)
        certain = len(sentence.forms) == 1  # several kinds of target: no printed card shows the wording
        if sentence.might not in (None, 1):
            why = f"a buff is +1 [M] (rule 426), the reminder says +{sentence.might} [M]"
        elif sentence.says is not None and len(sentence.forms) == 1 and sentence.says not in sentence.forms:
            why = (f"the reminder speaks of \"{sentence.says}\" but the ability buffs "
                   f"\"{next(iter(sentence.forms))}\"")
        elif not sentence.has_condition:
            why = "the reminder leaves out that a unit with a buff gets no other (rule 426.1.b)"
        else:
            why = "outdated buff reminder"
        if certain:
            yield Finding(sentence.block.block, sentence.span,
                          f"{why}: current cards say \"{current}\" (rule 426.1.b)", fix=current)
        else:
            yield Finding(sentence.block.block, sentence.span,
                          f"{why}: the ability buffs {' and '.join(sorted(sentence.forms))}, and no current card "
                          f"shows one reminder for both; the rule's own wording fits: \"{current}\" (rule 426.1.b)")


DASH_LINK = Rule(
    code="RL201", name="dash-link",
    rationale="A keyword associated with an ability is indicated by the [>] symbol (rule 135.2.e.7); "
              "\" — \" is the older printing (Lonely Poro SFD-036 → UNL-221).",
    check=dash_link, fixable=True,
    good=(Example("[Deathknell][>] Draw 1. (When I die, get the effect.)"),),
    bad=(Example("[Deathknell] — Draw 1. (When I die, get the effect.)",
                 fixed="[Deathknell][>] Draw 1. (When I die, get the effect.)"),),
)

TIMING_DASH = Rule(
    code="RL202", name="timing-dash",
    rationale="Newer printings put a timing keyword first, \"[Reaction][>] Kill this, [E]: [Add] [A].\" "
              "(rule 135.2.e.7; Gold SFD-T03 → UNL-T05).",
    check=timing_dash, fixable=True,
    good=(Example("[Reaction][>] [E]: [Add] [R]. (Abilities that add resources can't be reacted to.)", type="Gear"),),
    bad=(Example("[E]: [Reaction] — [Add] [R]. (Abilities that add resources can't be reacted to.)", type="Gear",
                 fixed="[Reaction][>] [E]: [Add] [R]. (Abilities that add resources can't be reacted to.)"),),
)

BUFF_REMINDER = Rule(
    code="RL203", name="buff-reminder",
    rationale="To buff a unit is to give it a +1 [M] buff if it has none (rule 426.1.b); Unleashed words the "
              "reminder \"Give it a +1 [M] buff if it doesn't have one.\" (me/it/each after the action's "
              "target), and the reminder must explain the buff its ability gives.",
    check=buff_reminder, fixable=True,
    good=(Example("When you play me, buff me. (Give me a +1 [M] buff if I don't have one.)"),
          Example("[E]: Buff me. (I get a +1 [M] buff.)\nI can have any number of buffs.")),
    bad=(Example("When you play me, buff me. (If I don't have a buff, I get a +1 [M] buff.)",
                 fixed="When you play me, buff me. (Give me a +1 [M] buff if I don't have one.)"),
         Example("Buff a friendly unit. (If I don't have a buff, I get a +1 [M] buff.)", type="Spell",
                 fixed="Buff a friendly unit. (Give it a +1 [M] buff if it doesn't have one.)"),
         Example("When you play me, buff up to two other friendly units. "
                 "(Each one that doesn't have a buff gets a +1 [M] buff.)",
                 fixed="When you play me, buff up to two other friendly units. "
                       "(Give each a +1 [M] buff if it doesn't have one.)"),
         Example("[E]: Buff me. (I get a +1 [M] buff.)", fixed="[E]: Buff me. (Give me a +1 [M] buff if I don't have one.)"),
         Example("When you play me, buff me. Then buff another friendly unit. "
                 "(If it doesn't have a buff, it gets a +1 [M] buff.)"),
         Example("[Legion][>] When you play me, buff me. (If I don't have a buff, I get a +1 [M] buff. "
                 "Get the effect if you've played another card this turn.)",
                 fixed="[Legion][>] When you play me, buff me. (Give me a +1 [M] buff if I don't have one. "
                       "Get the effect if you've played another card this turn.)")),
)

RULES = (DASH_LINK, TIMING_DASH, BUFF_REMINDER)
