"""Printing conditions: what "if" and "while" test (Core Rules 363, 364.3, 393): one ``print_<rule>`` function per node class of
``riftc.nodes.conditions``, in the order of grammar/conditions.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, subject_is


def print_while_condition(p: Printer, node: nodes.WhileCondition) -> str:
    return f"while {p(node.test)}"


def print_if_condition(p: Printer, node: nodes.IfCondition) -> str:
    return f"if {p(node.test)}"


def print_is_only(p: Printer, node: nodes.IsOnly) -> str:
    subject = subject_is(p, node.subject)
    return p.join([subject, "the only", node.controller, node.noun, node.controlled_by, node.location])


def print_is_empty(p: Printer, node: nodes.IsEmpty) -> str:
    return f"{node.subject} empty"


def print_one_of_them_has(p: Printer, node: nodes.OneOfThemHas) -> str:
    return f"at least {node.count} of {p(node.objects)} {node.have} {p(node.keyword)}"


def print_not_there_already(p: Printer, node: nodes.NotThereAlready) -> str:
    return f"{node.subject} not {node.there} {node.already}"


def print_enemies_at(p: Printer, node: nodes.EnemiesAt) -> str:
    return p.join([node.other, "enemies are", node.location])


def print_is_role(p: Printer, node: nodes.IsRole) -> str:
    alternative = f"or {node.alternative}" if node.alternative else None
    return p.join([node.subject, node.article, node.role, alternative])


def print_is_status(p: Printer, node: nodes.IsStatus) -> str:
    return p.join([node.subject, node.status, node.times])


def print_status_times(p: Printer, node: nodes.StatusTimes) -> str:
    return f"{node.count} times"


def print_done_this_way(p: Printer, node: nodes.DoneThisWay) -> str:
    return f"{node.subject} was {node.state} this way"


def print_is_a(p: Printer, node: nodes.IsA) -> str:
    return f"{node.subject} {node.article} {p(node.noun)}"


def print_is_at(p: Printer, node: nodes.IsAt) -> str:
    return f"{node.subject} {p(node.location)}"


def print_lacks_buff(p: Printer, node: nodes.LacksBuff) -> str:
    return f"{p(node.subject)} {node.verb} have {node.article} buff"


def print_played_this_turn(p: Printer, node: nodes.PlayedThisTurn) -> str:
    return f"you've played {p(node.card)} {node.duration}"


def print_controls(p: Printer, node: nodes.Controls) -> str:
    return f"you control {p(node.objects)}"


def print_not_status(p: Printer, node: nodes.NotStatus) -> str:
    return f"not {node.status}"


def print_you_did(p: Printer, node: nodes.YouDid) -> str:
    return "you do"


def print_paid_additional_cost(p: Printer, node: nodes.PaidAdditionalCost) -> str:
    return f"you paid {node.which}"


def print_has_status(p: Printer, node: nodes.HasStatus) -> str:
    return node.status


def print_is_unattached(p: Printer, node: nodes.IsUnattached) -> str:
    return p.join([node.subject, "unattached"])


def print_has_xp(p: Printer, node: nodes.HasXp) -> str:
    return f"you have {node.threshold}+ {node.unit}"


def print_is_state(p: Printer, node: nodes.IsState) -> str:
    return p.join([subject_is(p, node.subject), node.already, node.states, node.alone])


def print_is_keyword(p: Printer, node: nodes.IsKeyword) -> str:
    return f"{p(node.subject)} is {p(node.status)}"


def print_unit_states(p: Printer, node: nodes.UnitStates) -> str:
    return " or ".join(node.states)


def print_is_alone(p: Printer, node: nodes.IsAlone) -> str:
    return p.join([subject_is(p, node.subject), node.alone, node.location])


def print_is_attachment(p: Printer, node: nodes.IsAttachment) -> str:
    return f"{subject_is(p, node.subject)} {node.state}"


def print_there_is(p: Printer, node: nodes.ThereIs) -> str:
    return f"{node.words} {p(node.objects)}"


def print_controls_this(p: Printer, node: nodes.ControlsThis) -> str:
    return f"you control {node.word} {node.noun}"


def print_being_played_to(p: Printer, node: nodes.BeingPlayedTo) -> str:
    return f"{node.subject} being played to {p(node.place)}"


def print_there_is_alone(p: Printer, node: nodes.ThereIsAlone) -> str:
    return p.join([node.words, node.objects, node.alone, node.location])


def print_is_state_with(p: Printer, node: nodes.IsStateWith) -> str:
    return f"{subject_is(p, node.subject)} {p(node.states)} with {p(node.other)}"


def print_there_is_none(p: Printer, node: nodes.ThereIsNone) -> str:
    return f"{node.words} no {p(node.objects)}"


def print_card_is_a(p: Printer, node: nodes.CardIsA) -> str:
    return f"the {node.action} {p(node.card)} is {node.article} {p(node.noun)}"


def print_was_a(p: Printer, node: nodes.WasA) -> str:
    return p.join([node.subject, "was", node.article, node.controller, node.noun])


def print_was_status(p: Printer, node: nodes.WasStatus) -> str:
    return f"{p(node.subject)} was {p(node.status)}"


def print_you_have(p: Printer, node: nodes.YouHave) -> str:
    return f"you have {p(node.objects)}"


def print_happened(p: Printer, node: nodes.Happened) -> str:
    return p.join([node.event, node.during, node.duration])


def print_has_happened(p: Printer, node: nodes.HasHappened) -> str:
    return f"{p(node.subject)} {node.have} {node.verb} {node.duration}"


def print_done_this_turn(p: Printer, node: nodes.DoneThisTurn) -> str:
    return f"you've {node.verb} {p(node.target)} {node.duration}"


def print_done_twice_this_turn(p: Printer, node: nodes.DoneTwiceThisTurn) -> str:
    return f"you've {node.verb} {p(node.target)} twice {node.duration} {node.means}"


def print_gained_xp_this_turn(p: Printer, node: nodes.GainedXpThisTurn) -> str:
    return f"you've gained {node.unit} {node.duration}"


def print_you_revealed(p: Printer, node: nodes.YouRevealed) -> str:
    return f"you revealed {p(node.cards)}"


def print_could_not_this_way(p: Printer, node: nodes.CouldNotThisWay) -> str:
    return f"you couldn't {p(node.instruction)} this way"


def print_during_phase(p: Printer, node: nodes.DuringPhase) -> str:
    return f"during {node.owner} {node.phase}"


def print_did_not_happen(p: Printer, node: nodes.DidNotHappen) -> str:
    return f"{p(node.subject)} {node.negation} {node.verb} {node.duration}"


def print_did_not_happen_alone(p: Printer, node: nodes.DidNotHappenAlone) -> str:
    return f"{p(node.subject)} {node.negation} {node.verb} {node.alone}"


def print_is_turn(p: Printer, node: nodes.IsTurn) -> str:
    return f"{node.subject} {node.owner} {node.phase}"


def print_was_done_to(p: Printer, node: nodes.WasDoneTo) -> str:
    return f"{p(node.subject)} was {node.action} to {p(node.target)} {node.duration}"


def print_played_from(p: Printer, node: nodes.PlayedFrom) -> str:
    return f"you played {p(node.card)} {p(node.source)}"


def print_lacks_one(p: Printer, node: nodes.LacksOne) -> str:
    return p.join([node.subject, node.verb, node.already, "have one"])


def print_not_already(p: Printer, node: nodes.NotAlready) -> str:
    return f"{node.subject} not {node.already}"


def print_not_dealt_damage(p: Printer, node: nodes.NotDealtDamage) -> str:
    return f"{p(node.subject)} haven't been dealt damage {node.duration}"


def print_didnt_already(p: Printer, node: nodes.DidntAlready) -> str:
    return f"{p(node.subject)} {node.verb} {node.already}"


def print_equipped_is_role(p: Printer, node: nodes.EquippedIsRole) -> str:
    return f"equipped unit is {node.article} {node.role}"


def print_you_chose(p: Printer, node: nodes.YouChose) -> str:
    return f"you choose {p(node.target)}"


def print_you_lack(p: Printer, node: nodes.YouLack) -> str:
    return f"you {node.verb} have {p(node.objects)}"


def print_this_kills(p: Printer, node: nodes.ThisKills) -> str:
    return f"{p(node.subject)} kills {p(node.victim)}"


def print_done_twice(p: Printer, node: nodes.DoneTwice) -> str:
    return f"{p(node.subject)} {node.have} {node.action} twice {node.duration}"


def print_less_might_than(p: Printer, node: nodes.LessMightThan) -> str:
    return f"{p(node.subject)} {node.have} {node.comparative} {node.might_word} than {p(node.other)}"


def print_controls_fewer(p: Printer, node: nodes.ControlsFewer) -> str:
    return f"you control {node.comparative} {p(node.kinds)} than {p(node.player)}"


def print_has_all_tags(p: Printer, node: nodes.HasAllTags) -> str:
    return (f"{p(node.subject)} {node.have} {node.all} of the following tags among "
            f"{p(node.among)} {node.link} {p(node.tags)}")


def print_has_tag_count(p: Printer, node: nodes.HasTagCount) -> str:
    return f"{p(node.subject)} {node.have} {node.all} {node.count} tags"


def print_fight_tie(p: Printer, node: nodes.FightTie) -> str:
    return f"{node.article} {node.fight} {p(node.where)} {node.boundary} in a tie"


def print_where_you_are(p: Printer, node: nodes.WhereYouAre) -> str:
    return f"where you are the {node.role}"


def print_both_moved(p: Printer, node: nodes.BothMoved) -> str:
    destination = f"to {p(node.destination)}" if node.destination else None
    return p.join([node.subjects, "both", node.verb, destination])


def print_has_dealt_damage(p: Printer, node: nodes.HasDealtDamage) -> str:
    return f"{p(node.card)} {node.verb} dealt {node.damage} {node.duration}"
