"""Template rules: wordings that a later printing replaced, with the current wording as the fix."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import Example, Finding, LintContext, Rule, shifted


def dash_link(ctx: LintContext) -> Iterator[Finding]:
    """``[Legion] — ability`` → ``[Legion][>] ability`` (the arrow of rule 135.2.e.7)."""
    for parsed, offset, node in ctx.nodes("DependentAbility"):
        if getattr(node, "link", None) != "—":
            continue
        keyword, ability = shifted(node.keyword.span, offset), shifted(node.ability.span, offset)
        gap = Span(keyword.end, ability.start)
        certain = node.nested is None and parsed.block.text[gap.start:gap.end].strip() == "—"
        yield Finding(parsed.block, gap, "outdated template: a keyword now joins its ability with "
                      "\"[>]\", not \" — \" (rule 135.2.e.7)", fix="[>] " if certain else None)


def timing_dash(ctx: LintContext) -> Iterator[Finding]:
    """``[E]: [Reaction] — [Add] [R].`` → ``[Reaction][>] [E]: [Add] [R].`` (the Gold token's reprint)."""
    for parsed, offset, node in ctx.nodes("ActivatedAbility"):
        timing = getattr(node, "timing", None)
        if timing is None or getattr(timing, "link", None) != "—":
            continue
        text = parsed.block.text
        whole, at = shifted(node.span, offset), shifted(timing.span, offset)
        keyword = shifted(timing.keyword.span, offset)
        fixed = f"{text[keyword.start:keyword.end]}[>] {text[whole.start:at.start]}{text[at.end:whole.end].lstrip()}"
        yield Finding(parsed.block, whole, "outdated template: a timing keyword now opens the ability "
                      "as \"[Keyword][>] costs: effect\" (rule 135.2.e.7; Gold, UNL-T05)", fix=fixed, at=at)


# Older buff reminders and the wording Unleashed prints (rule 426: a unit has at most one buff).
BUFF_REMINDERS: dict[str, str] = {
    "If it doesn't have a buff, it gets a +1 [M] buff.": "Give it a +1 [M] buff if it doesn't have one.",
    "If I don't have a buff, I get a +1 [M] buff.": "Give me a +1 [M] buff if I don't have one.",
    "Each one that doesn't have a buff gets a +1 [M] buff.": "Give each a +1 [M] buff if it doesn't have one.",
    "Give me a +1 [M] buff if I don't already have one.": "Give me a +1 [M] buff if I don't have one.",
}


def buff_reminder(ctx: LintContext) -> Iterator[Finding]:
    """Each outdated buff reminder sentence, replaced by its current form."""
    for parsed in ctx.blocks:
        text = parsed.block.text
        for old, new in BUFF_REMINDERS.items():
            start = text.find(old)
            while start >= 0:
                yield Finding(parsed.block, Span(start, start + len(old)),
                              f"outdated buff reminder: current cards say \"{new}\" (rule 426)", fix=new)
                start = text.find(old, start + len(old))


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
    rationale="Unleashed rewrote the buff reminder as \"Give it a +1 [M] buff if it doesn't have one.\" "
              "(rule 426).",
    check=buff_reminder, fixable=True,
    good=(Example("When you play me, buff me. (Give me a +1 [M] buff if I don't have one.)"),),
    bad=(Example("When you play me, buff me. (If I don't have a buff, I get a +1 [M] buff.)",
                 fixed="When you play me, buff me. (Give me a +1 [M] buff if I don't have one.)"),),
)

RULES = (DASH_LINK, TIMING_DASH, BUFF_REMINDER)
