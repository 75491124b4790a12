"""Printing amounts: numbers read from the game and comparisons with them (Core Rules 143.2, 206, 355.11, 417, 712): one ``print_<rule>`` function per node class of
``riftc.nodes.amounts``, in the order of grammar/amounts.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, receiver, resource


def print_equal_to(p: Printer, node: nodes.EqualTo) -> str:
    return f"equal to {p(node.amount)}"


def print_might_of(p: Printer, node: nodes.MightOf) -> str:
    return node.words


def print_might_of_target(p: Printer, node: nodes.MightOfTarget) -> str:
    return f"the {node.word} of {p(node.target)}"


def print_might_of_choice(p: Printer, node: nodes.MightOfChoice) -> str:
    return f"{p(node.owner)}'s {node.word}"


def print_might_of_chosen(p: Printer, node: nodes.MightOfChosen) -> str:
    return f"{p(node.chosen)}'s {node.word}"


def print_number_of(p: Printer, node: nodes.NumberOf) -> str:
    return f"the number of {p(node.counted)}"


def print_total_might(p: Printer, node: nodes.TotalMight) -> str:
    return f"the total {node.word} of {p(node.counted)}"


def print_highest_might(p: Printer, node: nodes.HighestMight) -> str:
    return f"the highest {node.word} among {p(node.among)}"


def print_damage_marked(p: Printer, node: nodes.DamageMarked) -> str:
    return f"the damage marked on {p(node.on)}"


def print_keyword_value(p: Printer, node: nodes.KeywordValue) -> str:
    return f"{node.owner} {p(node.keyword)}"


def print_cost_bounds(p: Printer, node: nodes.CostBounds) -> str:
    return " and ".join(p(item) for item in node.items)


def print_kinded_bound(p: Printer, node: nodes.KindedBound) -> str:
    return f"{node.kind} cost {p(node.bound)}"


def print_cost_at_most(p: Printer, node: nodes.CostAtMost) -> str:
    return f"{node.bound} {p(node.limit)}"


def print_cost_bounded(p: Printer, node: nodes.CostBounded) -> str:
    return f"{p(node.limit)} or {node.comparative}"


def print_cost_than(p: Printer, node: nodes.CostThan) -> str:
    return f"{node.comparative} than {p(node.amount)}"


def print_kind_limits(p: Printer, node: nodes.KindLimits) -> str:
    return " and ".join(p(limit) for limit in node.limits)


def print_kind_limit(p: Printer, node: nodes.KindLimit) -> str:
    return f"{node.bound} {node.kind}"


def print_points_of(p: Printer, node: nodes.PointsOf) -> str:
    return f"{node.owner} {node.word}"


def print_that_much(p: Printer, node: nodes.ThatMuch) -> str:
    return "that much"


def print_split_among(p: Printer, node: nodes.SplitAmong) -> str:
    return f"split among {p(node.targets)}"


def print_doubled_bonus(p: Printer, node: nodes.DoubledBonus) -> str:
    return f"{p(node.subject)} gives double {node.bonus} bonus"


def print_any_damage_lethal(p: Printer, node: nodes.AnyDamageLethal) -> str:
    return f"any amount of {node.owner} {node.damage} is enough to kill {p(node.target)}"


def print_deal_equal(p: Printer, node: nodes.DealEqual) -> str:
    return f"deal {node.damage} {p(node.amount)} {receiver(p, node.target)}"


def print_deal_to_equal(p: Printer, node: nodes.DealToEqual) -> str:
    return f"deal {node.damage} to {p(node.target)} {p(node.amount)}"


def print_deal_as(p: Printer, node: nodes.DealAs) -> str:
    return f"deal {p(node.amount)} as {node.damage} {receiver(p, node.target)}"


def print_cost_of(p: Printer, node: nodes.CostOf) -> str:
    return p.join([node.owner, node.kind, "cost"])


def print_cost_of_that(p: Printer, node: nodes.CostOfThat) -> str:
    return p.join([f"{p(node.owner)}'s", node.kind, "cost"])


def print_source_deals(p: Printer, node: nodes.SourceDeals) -> str:
    return f"{node.source} deals {node.damage} {p(node.amount)} {receiver(p, node.target)}"


def print_mutual_damage(p: Printer, node: nodes.MutualDamage) -> str:
    return f"{node.sources} deal {node.damage} {p(node.amount)} to each other"


def print_has_equal(p: Printer, node: nodes.HasEqual) -> str:
    return p.join([node.subject, node.verb, node.grant, node.condition])


def print_might_equal(p: Printer, node: nodes.MightEqual) -> str:
    return f"+[M] {p(node.amount)}"


def print_keyword_equal(p: Printer, node: nodes.KeywordEqual) -> str:
    return f"{p(node.keyword)} {p(node.amount)}"


def print_give_to(p: Printer, node: nodes.GiveTo) -> str:
    return p.join(["give", node.grants, "to", node.target, node.duration])


def print_double_might(p: Printer, node: nodes.DoubleMight) -> str:
    return p.join(["double", node.might, node.duration])


def print_swap_might(p: Printer, node: nodes.SwapMight) -> str:
    return p.join(["swap", node.might, node.duration])


def print_increase_might(p: Printer, node: nodes.IncreaseMight) -> str:
    return p.join(["increase", node.might, "to", node.to, node.duration])


def print_set_might(p: Printer, node: nodes.SetMight) -> str:
    return p.join([node.might, "becomes", node.value, node.duration])


def print_might_increased(p: Printer, node: nodes.MightIncreased) -> str:
    return f"{node.might} is increased by {p(node.by)}"


def print_might_reaches(p: Printer, node: nodes.MightReaches) -> str:
    return f"{p(node.might)} becomes {node.amount} or {node.comparative}"


def print_total_might_test(p: Printer, node: nodes.TotalMightTest) -> str:
    return f"{p(node.subject)} {node.verb} total {node.word} {node.amount} or {node.comparative}"


def print_might_compare_test(p: Printer, node: nodes.MightCompareTest) -> str:
    return f"{p(node.might)} is greater than {p(node.than)}"


def print_assigned_excess(p: Printer, node: nodes.AssignedExcess) -> str:
    head = f"you assigned {node.amount} or {node.comparative} excess damage"
    return f"{head} to {p(node.target)}" if node.target else head


def print_has_might_test(p: Printer, node: nodes.HasMightTest) -> str:
    return f"{p(node.subject)} {node.verb} {p(node.might)} or {node.comparative}"


def print_has_might_at_least(p: Printer, node: nodes.HasMightAtLeast) -> str:
    return f"{p(node.subject)} {node.verb} {node.amount}+ [M]"


def print_status_meaning(p: Printer, node: nodes.StatusMeaning) -> str:
    subject = node.subject if isinstance(node.subject, str) else f"{p(node.subject)} is"
    return f"{subject} {node.status} {p(node.condition)}"


def print_spent_test(p: Printer, node: nodes.SpentTest) -> str:
    purpose = f"to play {p(node.purpose)}" if node.purpose else None
    return p.join([node.words, node.amount, purpose, node.duration])


def print_at_least(p: Printer, node: nodes.AtLeast) -> str:
    return f"at least {p(node.limit)}"


def print_keywords_of(p: Printer, node: nodes.KeywordsOf) -> str:
    return f"{node.owner} keywords"


def print_timed_instruction(p: Printer, node: nodes.TimedInstruction) -> str:
    return f"{node.duration}, {p(node.instruction)}"


def print_for_each_first(p: Printer, node: nodes.ForEachFirst) -> str:
    return f"{p(node.scale)}, {p(node.instruction)}"


def print_tag_names(p: Printer, node: nodes.TagNames) -> str:
    return ", ".join(node.items[:-1]) + f", and {node.items[-1]}"


def print_deck_any_number(p: Printer, node: nodes.DeckAnyNumber) -> str:
    return f"your deck can have {node.words} cards named {node.name}"


def print_bonus_damage(p: Printer, node: nodes.BonusDamage) -> str:
    return p.join([f"{node.source} deals {node.amount} Bonus Damage", node.scale])


def print_additional_bonus_damage(p: Printer, node: nodes.AdditionalBonusDamage) -> str:
    return p.join([f"{node.source} deals {node.amount} additional Bonus Damage", node.scale])


def print_next_spell_bonus_damage(p: Printer, node: nodes.NextSpellBonusDamage) -> str:
    return p.join([node.source, node.verb, f"{node.amount} Bonus Damage", node.scale])


def print_bonus_damage_statement(p: Printer, node: nodes.BonusDamageStatement) -> str:
    return p.join([node.subject, node.verb, f"{node.amount} Bonus Damage", node.scale])


def print_bonus_damage_to(p: Printer, node: nodes.BonusDamageTo) -> str:
    return f"{p(node.subject)} {node.verb} {node.amount} Bonus Damage to {p(node.receiver)}"


def print_damage_increase(p: Printer, node: nodes.DamageIncrease) -> str:
    return f"{node.each} instance of {node.damage} the spell deals is increased by {node.amount}"


def print_pay_any_amount(p: Printer, node: nodes.PayAnyAmount) -> str:
    return f"pay any amount of {resource(p, node.resource)}"


def print_add_that_much(p: Printer, node: nodes.AddThatMuch) -> str:
    return f"{node.verb} that much {resource(p, node.resource)}"


def print_for_each(p: Printer, node: nodes.ForEach) -> str:
    return f"for {p(node.counted)}"


def print_for_each_time(p: Printer, node: nodes.ForEachTime) -> str:
    return f"for {node.each} time {p(node.test)}"


def print_for_each_instance(p: Printer, node: nodes.ForEachInstance) -> str:
    return f"for {node.each} instance of {node.keyword}"


def print_for_each_buff_spent(p: Printer, node: nodes.ForEachBuffSpent) -> str:
    return f"for {node.each} buff spent"


def print_for_each_tag(p: Printer, node: nodes.ForEachTag) -> str:
    return f"for {node.each} of the following tags among {p(node.among)} {node.link} {p(node.tags)}"


def print_each_cost_unit(p: Printer, node: nodes.EachCostUnit) -> str:
    return f"{node.each} {node.kind} {node.ref} {node.verb}"


def print_each_spent_buff(p: Printer, node: nodes.EachSpentBuff) -> str:
    return f"{node.each} buff you spend"


def print_each_done_this_way(p: Printer, node: nodes.EachDoneThisWay) -> str:
    return f"{node.each} {node.action} this way"
