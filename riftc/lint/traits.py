"""Trait rules: a card's type, tags and Might must agree with what its text says."""

from __future__ import annotations

from collections.abc import Iterator

from riftc.errors import Span
from riftc.lint.base import Example, Finding, LintContext, Rule
from riftc.lint.tokens import line_tokens

# Keywords that only Equipment have (rules 150.3, 818.1.a, 819).
EQUIPMENT_KEYWORDS = ("[Equip]", "[Quick-Draw]")


def equip_without_tag(ctx: LintContext) -> Iterator[Finding]:
    """A line opening with ``[Equip]``/``[Quick-Draw]`` on a card without the Equipment tag."""
    if "Equipment" in ctx.card.tags:
        return
    for parsed in ctx.blocks:
        for toks in line_tokens(parsed.block.text):
            if toks and toks[0].text in EQUIPMENT_KEYWORDS:
                yield Finding(parsed.block, Span(toks[0].start, toks[0].end),
                              f"{toks[0].text} is present on gear with the tag Equipment (rule 818.1.a), "
                              f"but the card's tags are {', '.join(ctx.card.tags) or 'none'}")


def might_on_non_unit(ctx: LintContext) -> Iterator[Finding]:
    """Might is a property of units (rule 143.2)."""
    card = ctx.card
    if card.might is not None and card.type not in ("Unit", None):
        yield Finding(None, Span(0, 0), f"a {card.type.lower()} has Might {card.might}: only units have "
                      "Might (rule 143.2; gear give a Might bonus instead, rule 137)")


def champion_tag(ctx: LintContext) -> Iterator[Finding]:
    """A Champion unit carries its champion's name as a tag (rules 103.2.a.2, 143.1)."""
    card = ctx.card
    if card.supertype != "Champion" or card.type != "Unit":
        return
    short_name = card.name.partition(", ")[0]
    # "Yi, Honed" is tagged "Master Yi": the short name may be part of the champion tag.
    if not any(short_name in tag.split() or short_name == tag for tag in card.tags):
        yield Finding(None, Span(0, 0), f'a Champion unit named "{card.name}" lacks the tag '
                      f'"{short_name}" (its tags: {", ".join(card.tags) or "none"}; rule 103.2.a.2)')


EQUIP_WITHOUT_TAG = Rule(
    code="RL501", name="equip-without-equipment",
    rationale="Equip is present on gear with the tag Equipment (rules 818.1.a, 150.3).",
    check=equip_without_tag,
    good=(Example("[Equip] [1] (Pay the cost: Attach this to a unit you control.)", type="Gear", tags=("Equipment",)),),
    bad=(Example("[Equip] [1] (Pay the cost: Attach this to a unit you control.)", type="Gear"),),
)
MIGHT_ON_NON_UNIT = Rule(
    code="RL502", name="might-on-non-unit",
    rationale="Might is a unit's combat statistic (rule 143.2); other cards have none.",
    check=might_on_non_unit,
    good=(Example("Draw 2.", type="Spell"),), bad=(Example("Draw 2.", type="Spell", might=3),),
)
CHAMPION_TAG = Rule(
    code="RL503", name="champion-tag",
    rationale="A champion unit has a champion tag matching its legend (rule 103.2.a.2), i.e. its short name.",
    check=champion_tag,
    good=(Example("[Tank]", supertype="Champion", name="Garen, Rugged", tags=("Garen", "Demacia")),),
    bad=(Example("[Tank]", supertype="Champion", name="Garen, Rugged", tags=("Demacia",)),),
)

RULES = (EQUIP_WITHOUT_TAG, MIGHT_ON_NON_UNIT, CHAMPION_TAG)
