"""Reminder rules: reminder text must say what its keyword does, with the keyword's own number."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from riftc import nodes
from riftc.syntax.keywords import KEYWORDS
from riftc.lint import buffs
from riftc.lint.base import Example, Finding, LintContext, Rule, kind, shifted, span_of, walk


def _might_bonus(reminder: nodes.Node) -> int | None:
    """``(+2 [M] while I'm an attacker.)`` → 2: the Might modifier the reminder grants."""
    return next((node.amount for node in walk(reminder) if kind(node) == "MightMod"
                 and isinstance(getattr(node, "amount", None), int)), None)


def _deflect_tax(reminder: nodes.Node) -> int | None:
    """``(Opponents must pay [A][A] …)`` → 2: how many power symbols the tax asks for."""
    for node in walk(reminder):
        if kind(node) == "DeflectTax":
            return len(getattr(getattr(node, "cost", None), "symbols", None) or ())
    return None


def _xp_gained(reminder: nodes.Node) -> int | None:
    """``(When I conquer or hold, gain 2 XP.)`` → 2."""
    return next((node.amount for node in walk(reminder) if kind(node) == "GainXp"
                 and isinstance(getattr(node, "amount", None), int)), None)


# The number a keyword's reminder spells out, per keyword (rules 807.1.c, 809.1.c, 814.1.c, 823).
REMINDER_NUMBER: dict[str, Callable[[nodes.Node], int | None]] = {
    "Assault": _might_bonus,
    "Shield": _might_bonus,
    "Deflect": _deflect_tax,
    "Hunt": _xp_gained,
}


def reminder_number(ctx: LintContext) -> Iterator[Finding]:
    """A keyword's value (1 when omitted) must equal the number its reminder states."""
    for parsed, offset, node in ctx.nodes("KeywordAbility"):
        keyword, reminder = getattr(node, "keyword", None), getattr(node, "reminder", None)
        read = REMINDER_NUMBER.get(getattr(keyword, "name", ""))
        if read is None or span_of(reminder) is None or span_of(keyword) is None:
            continue
        said = read(reminder)
        value = getattr(keyword, "value", None)
        value = value if isinstance(value, int) else 1
        if said is not None and said != value:
            rule = KEYWORDS[keyword.name].rule if keyword.name in KEYWORDS else "800"
            shown = parsed.block.text[keyword.span.start + offset:keyword.span.end + offset]
            # No automatic fix: either the keyword or the reminder may be the misprint.
            yield Finding(parsed.block, shifted(reminder.span, offset),
                          f"the reminder says {said} but {shown} means {value} (rule {rule}.1.b: an omitted "
                          "number is 1); fix the keyword or the reminder")


REMINDER_NUMBER_RULE = Rule(
    code="RL101",
    name="reminder-number",
    rationale="A keyword's reminder restates its value (rules 807, 809, 814, 823): Assault X gives "
              "+X [M] (807.1.c), Shield X +X [M] (814.1.c), Deflect X costs X power (809.1.c), Hunt X gains X XP (823).",
    check=reminder_number,
    good=(Example("[Assault 2] (+2 [M] while I'm an attacker.)"),
          Example("[Deflect] (Opponents must pay [A] to choose me with a spell or ability.)"),
          Example("[Shield] (+1 [M] while I'm a defender.)")),
    bad=(Example("[Assault 3] (+2 [M] while I'm an attacker.)"),
         Example("[Deflect 2] (Opponents must pay [A] to choose me with a spell or ability.)"),
         Example("[Hunt 2] (When I conquer or hold, gain 1 XP.)")),
)

def buff_reminder_without_buff(ctx: LintContext) -> Iterator[Finding]:
    """A reminder explaining a buff on an ability with no buff action: it explains nothing there."""
    for sentence in buffs.buff_sentences(ctx):
        if sentence.forms:
            continue
        # No fix: the reminder may belong to another line, or the action may have lost its "buff".
        yield Finding(sentence.block.block, sentence.span,
                      "this reminder explains a buff (rule 426.1.b), but its ability buffs nothing; "
                      "remove it or buff in the ability")


BUFF_REMINDER_WITHOUT_BUFF = Rule(
    code="RL102",
    name="buff-reminder-without-buff",
    rationale="Reminder text explains the ability it is attached to and has no effect of its own (rule 135.2.d); "
              "a buff reminder (rule 426.1.b) belongs to an ability that buffs.",
    check=buff_reminder_without_buff,
    good=(Example("When you play me, buff me. (If I don't have a buff, I get a +1 [M] buff.)"),
          Example("[E]: Buff me. (I get a +1 [M] buff.)\nI can have any number of buffs.")),
    bad=(Example("When you play me, ready me. (If I don't have a buff, I get a +1 [M] buff.)"),
         Example("Ready a friendly unit. (If it doesn't have a buff, it gets a +1 [M] buff.)", type="Spell")),
)

RULES = (REMINDER_NUMBER_RULE, BUFF_REMINDER_WITHOUT_BUFF)
