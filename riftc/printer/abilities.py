"""Printing keyword, triggered, activated, passive and spell abilities, and reminder text (Core Rules 135.2.c-d, 360-393, 726): one ``print_<rule>`` function per node class of
``riftc.nodes.abilities``, in the order of grammar/abilities.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, capitalize_sentences, ends_with_quoted_ability


def print_keyword_ability(p: Printer, node: nodes.KeywordAbility) -> str:
    return p.with_reminder(p.join([node.keyword, node.cost]), node.reminder)


def print_keyword_cost(p: Printer, node: nodes.KeywordCost) -> str:
    return p.join([node.link, node.costs])


def print_repriced_keyword_ability(p: Printer, node: nodes.RepricedKeywordAbility) -> str:
    head = f"{p(node.keyword)} {p(node.cost)}. {capitalize_sentences(p(node.change))}."
    return p.with_reminder(head, node.reminder)


def print_bare_keyword_ability(p: Printer, node: nodes.BareKeywordAbility) -> str:
    return p.with_reminder(p.join([node.name, node.cost]), node.reminder)


def print_keyword_list_ability(p: Printer, node: nodes.KeywordListAbility) -> str:
    return p.with_reminder(p(node.keywords), node.reminder)


def print_keyword_list(p: Printer, node: nodes.KeywordList) -> str:
    return ", ".join(p(keyword) for keyword in node.keywords)


def print_dependent_ability(p: Printer, node: nodes.DependentAbility) -> str:
    head = f"{p(node.keyword)} — " if node.link == "—" else f"{p(node.keyword)}{node.link}"
    if node.nested:
        return f"{head}{node.nested}{p(node.ability)}"
    return f"{head.rstrip()} {p(node.ability)}"


def print_triggered_ability(p: Printer, node: nodes.TriggeredAbility) -> str:
    return p.with_reminder(f"{p(node.trigger)}, {p(node.effect)}", node.reminder)


def print_activated_ability(p: Printer, node: nodes.ActivatedAbility) -> str:
    body = p.join([node.timing, node.effect, node.restriction])
    return p.with_reminder(f"{p(node.costs)}: {body}", node.reminder)


def print_activated_modal(p: Printer, node: nodes.ActivatedModal) -> str:
    return f"{p(node.costs)}: {p.join([node.timing, node.effect])}"


def print_timing_keyword(p: Printer, node: nodes.TimingKeyword) -> str:
    return f"{p(node.keyword)} {node.link}" if node.link == "—" else f"{p(node.keyword)}{node.link}"


def print_use_restriction(p: Printer, node: nodes.UseRestriction) -> str:
    also = f"and only {p(node.also)}" if node.also else None
    return p.join(["use", node.subject, "only", node.limit, also]) + "."


def print_use_to_play(p: Printer, node: nodes.UseToPlay) -> str:
    also = f"or use {p(node.abilities_of)} abilities" if node.abilities_of else None
    if isinstance(node.abilities_of, nodes.ActivatedOf):
        also = p(node.abilities_of)
    return p.join(["to play", node.target, also])


def print_activated_of(p: Printer, node: nodes.ActivatedOf) -> str:
    return f"or activated abilities of {p(node.target)}"


def print_once_per_turn(p: Printer, node: nodes.OncePerTurn) -> str:
    return node.words


def print_spend_restriction(p: Printer, node: nodes.SpendRestriction) -> str:
    return f"spend this Energy only {p(node.purpose)}."


def print_during_showdowns(p: Printer, node: nodes.DuringShowdowns) -> str:
    return "during showdowns"


def print_static_ability(p: Printer, node: nodes.StaticAbility) -> str:
    text = p(node.statement)
    if not ends_with_quoted_ability(node.statement):  # the quoted ability's full stop ends it
        text += "."
    return p.with_reminder(text, node.reminder)


def print_conditioned_quoted(p: Printer, node: nodes.ConditionedQuoted) -> str:
    return f"{p(node.condition)}, {p(node.statement)}"


def print_static_replacement(p: Printer, node: nodes.StaticReplacement) -> str:
    return p.with_reminder(f"{p(node.statement)}. {p(node.replacement)}.", node.reminder)


def print_spell_ability(p: Printer, node: nodes.SpellAbility) -> str:
    return p.with_reminder(p(node.effect), node.reminder)


def print_reminder(p: Printer, node: nodes.Reminder) -> str:
    return f"({p.join(node.abilities)})"


def print_unstopped_sentence(p: Printer, node: nodes.UnstoppedSentence) -> str:
    return p(node.instruction)


def print_one(p: Printer, node: nodes.One) -> str:
    return node.article


def print_ties_after_damage(p: Printer, node: nodes.TiesAfterDamage) -> str:
    return "ties are calculated after combat damage is dealt"


def print_keyword_definition(p: Printer, node: nodes.KeywordDefinition) -> str:
    return f"to {p(node.defined)}, {p(node.effect)}"


def print_defined_keyword(p: Printer, node: nodes.DefinedKeyword) -> str:
    return p.join([node.word, node.amount])


def print_defined_buff(p: Printer, node: nodes.DefinedBuff) -> str:
    return f"{node.verb} {p(node.target)}"
