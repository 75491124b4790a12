"""Printing effects: sentences of instructions and how they combine (Core Rules 135.2.b, 355.3, 359, 389): one ``print_<rule>`` function per node class of
``riftc.nodes.effects``, in the order of grammar/effects.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import NO_CAPITAL, Printer


def print_effect(p: Printer, node: nodes.Effect) -> str:
    return " ".join(p(sentence) for sentence in node.sentences)


def print_quoted_sentence(p: Printer, node: nodes.QuotedSentence) -> str:
    head = f"{node.duration}, " if node.duration else ""
    return head + p(node.instruction)  # the quoted ability's full stop ends the sentence


def print_give_quoted(p: Printer, node: nodes.GiveQuoted) -> str:
    return f"give {p(node.target)} {p(node.ability)}"


def print_delayed_trigger(p: Printer, node: nodes.DelayedTrigger) -> str:
    return f"{p.join([node.trigger, node.duration])}, {p(node.instruction)}."


def print_based_on_modes(p: Printer, node: nodes.BasedOnModes) -> str:
    head = p.join([node.then, "do", node.one_of, "the following based on", node.basis])
    return f"{head}:{p(node.modes)}"


def print_card_type_basis(p: Printer, node: nodes.CardTypeBasis) -> str:
    return f"the {node.action} card's type"


def print_domain_basis(p: Printer, node: nodes.DomainBasis) -> str:
    return "its domain"


def print_keyed_modes(p: Printer, node: nodes.KeyedModes) -> str:
    return "".join(f"\n• {p(mode)}" for mode in node.modes)


def print_keyed_mode(p: Printer, node: nodes.KeyedMode) -> str:
    key = node.key if isinstance(node.key, str) else p(node.key)
    return p.with_reminder(f"{key} {node.link} {p(node.effect)}", node.reminder)


def print_choose_modes(p: Printer, node: nodes.ChooseModes) -> str:
    return f"{node.words} {node.link}{p(node.modes)}"


def print_choose_new_mode(p: Printer, node: nodes.ChooseNewMode) -> str:
    return f"{node.words} {p(node.limit)} {node.link}{p(node.modes)}"


def print_not_chosen_yet(p: Printer, node: nodes.NotChosenYet) -> str:
    return "you haven't already chosen"


def print_not_chosen_by_you_this_turn(p: Printer, node: nodes.NotChosenByYouThisTurn) -> str:
    return f"you've not chosen {node.duration}"


def print_to_give(p: Printer, node: nodes.ToGive) -> str:
    return f"to give {p(node.target)} {node.duration}"


def print_not_chosen_this_turn(p: Printer, node: nodes.NotChosenThisTurn) -> str:
    return f"{node.that} hasn't been chosen {node.duration}"


def print_modes(p: Printer, node: nodes.Modes) -> str:
    return "".join(f"\n• {p(mode)}" for mode in node.modes)


def print_mode(p: Printer, node: nodes.Mode) -> str:
    return p.with_reminder(p(node.effect), node.reminder)


def print_keyword_mode(p: Printer, node: nodes.KeywordMode) -> str:
    return p(node.ability)


def print_paid_mode(p: Printer, node: nodes.PaidMode) -> str:
    return p.with_reminder(f"{p(node.cost)} {node.link} {p(node.effect)}", node.reminder)


def print_sentence(p: Printer, node: nodes.Sentence) -> str:
    return f"{p(node.instruction)}."


def print_doubled_stop_sentence(p: Printer, node: nodes.DoubledStopSentence) -> str:
    return f"{p(node.instruction)}.."


def print_timed_action(p: Printer, node: nodes.TimedAction) -> str:
    return f"{p(node.instruction)} {p(node.point)}"


def print_at_phase(p: Printer, node: nodes.AtPhase) -> str:
    return f"at {p(node.point)}"


def print_end_of_turn(p: Printer, node: nodes.EndOfTurn) -> str:
    return node.words


def print_this_turn_point(p: Printer, node: nodes.ThisTurnPoint) -> str:
    return f"the {node.boundary} of {node.duration}"


def print_after_event(p: Printer, node: nodes.AfterEvent) -> str:
    return f"{p(node.instruction)} after {p(node.event)}"


def print_trailing_condition(p: Printer, node: nodes.TrailingCondition) -> str:
    return f"{p(node.instruction)} {p(node.condition)}"


def print_additional_cost_first(p: Printer, node: nodes.AdditionalCostFirst) -> str:
    return f"as an additional cost to play {p(node.card)}, {p.join([node.may, node.instruction])}"


def print_conditional(p: Printer, node: nodes.Conditional) -> str:
    return f"{p(node.condition)}, {p(node.instruction)}"


def print_instead(p: Printer, node: nodes.Instead) -> str:
    return f"{p(node.instruction)} instead"


def print_deal_only(p: Printer, node: nodes.DealOnly) -> str:
    return f"deal {node.amount}"


def print_sequence(p: Printer, node: nodes.Sequence) -> str:
    return ", then ".join(p(step) for step in node.steps)


def print_then(p: Printer, node: nodes.Then) -> str:
    return f"{node.word} {p(node.instruction)}"


def print_may(p: Printer, node: nodes.May) -> str:
    return f"{node.words} {p(node.instruction)}"


def print_do_this(p: Printer, node: nodes.DoThis) -> str:
    return f"do this: {p(node.instruction)}"


def print_lower_case_instruction(p: Printer, node: nodes.LowerCaseInstruction) -> str:
    return NO_CAPITAL + p(node.instruction)  # after "do this: ", which otherwise starts a sentence


def print_conditional_then(p: Printer, node: nodes.ConditionalThen) -> str:
    return f"{p(node.condition)}, then {p(node.instruction)}"


def print_either(p: Printer, node: nodes.Either) -> str:
    return f"{p(node.first)} {node.word} {p(node.second)}"


def print_both(p: Printer, node: nodes.Both) -> str:
    return f"{p(node.first)} and {p(node.second)}"


def print_comma_both(p: Printer, node: nodes.CommaBoth) -> str:
    return f"{p(node.first)}, and {p(node.second)}"


def print_paid_instruction(p: Printer, node: nodes.PaidInstruction) -> str:
    return f"{p(node.payment)} to {p(node.instruction)}"
