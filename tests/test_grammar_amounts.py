"""Amounts: numbers read from the game and comparisons with them (grammar section "Amounts")."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree

from grammar_support import round_trip


def first_instruction(text: str) -> nodes.Node:
    """The instruction of the first sentence of a spell or triggered ability."""
    line = build_ast(parse_tree(text)).lines[0]
    return line.effect.sentences[0].instruction


ACCEPT = [
    # computed damage (rule 417)
    "When I attack, deal damage equal to my Might to an enemy unit here.",
    "When I attack, deal damage equal to my [Assault] to an enemy unit here.",
    "When I attack, deal 5 damage split among any number of enemy units here.",
    "Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.",
    "Choose a friendly unit. It deals damage equal to its Might split among enemy units at battlefields.",
    "Choose two units. They deal damage equal to their Mights to each other.",
    "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other.",
    "Pay any amount of [A] to deal that much damage to all enemy units at a battlefield.",
    "[E]: [Reaction] — Pay any amount of Energy to [Add] that much [A]. "
    "(Abilities that add resources can't be reacted to.)",
    "Choose an enemy unit. Deal 2 to it for each friendly unit.",
    # computed grants and Might changes (rules 143.2, 432, 433)
    "I have [Assault] equal to the number of enemy units here.",
    "I have [Assault] equal to the number of gear you control.",
    "My Might is increased by the number of cards in your trash.",
    "My Might is increased by your points.",
    "[2][R]: Double my Might this turn.",
    "Double a friendly unit's Might this turn.",
    "Choose a unit. Its base Might becomes 5 this turn.",
    "Choose a unit. Increase my Might to its Might this turn.",
    "Choose a unit. Increase its Might to the Might of another friendly unit.",
    "When you play me, give +[M] equal to my Might to another friendly unit this turn.",
    "When you play me, gain 1 XP for each friendly unit.",
    "I have +2 [M] for each time I'm [Empowered].",
    "Give a unit +1 [M] this turn for each friendly unit.",
    # comparisons (rules 143.2, 355.11, 465)
    "When my Might becomes 10 or more, empower me.",
    "[Empowered][>] When I attack, kill an enemy unit here with less Might than me.",
    "Choose a friendly unit. Kill an enemy unit with less Might than it.",
    "When I conquer, you may kill a gear with Energy cost no more than my Might.",
    "Kill a unit with Energy cost no more than [4].",
    "Kill any number of units at a battlefield with total Might 4 or less.",
    "When I conquer, if you assigned 3 or more excess damage, draw 1.",
    "When I conquer, if your other units have total Might 5 or more, draw 1.",
    "When I conquer, if my Might is greater than the total Might of enemy units here, draw 1.",
    "Choose a unit at a battlefield. If it has 3 [M] or less, banish it.",
    "When you play a card with Power cost [A][A] or more, draw 1.",
    "Play a unit with cost no more than [2] and no more than [A] from your trash.",
    # more amounts: costs, reminders, keyword copies, prefixes
    "Discard 1. Deal its Energy cost as damage to a unit at a battlefield.",
    "When you play me, deal damage to a unit equal to the damage marked on it.",
    "When I conquer, give a spell in your trash [Flow] equal to its cost this turn.",
    "I have [Assault] equal to the number of gear you control. "
    "(+1 [M] while I'm an attacker for each instance of Assault.)",
    "[Level 3][>] I have an additional +1 [M]. (While you have 3+ XP, get the effect.)",
    "When I move to a battlefield, give a friendly unit my keywords and +[M] equal to my Might this turn.",
    "Choose a friendly unit. This turn, increase its Might to the Might of another friendly unit.",
    "For each friendly unit, you may spend its buff to ready it.",
    "Choose a unit. Give it +1 [M] this turn for each of the following tags among your units — "
    "Bird, Cat, Dog, and Poro.",
    "Kill a friendly unit to give +[M] equal to its Might to another friendly unit this turn. Draw 1.",
    "When I attack, you may spend 3 XP to deal damage equal to my Might to an enemy unit here.",
    "When I conquer, if you assigned 3 or more excess damage, you may exhaust me to ready a unit.",
    "Your deck can have any number of cards named Spiderling.",
    "Counter a spell that costs no more than [4] and no more than [A].",
    "When you play a spell that costs [5] or more, draw 1.",
    "You may play a unit costing no more than [3] and no more than [A] from your trash.",
    "Choose a unit in your trash with Energy cost no more than [3] and Power cost no more than [A].",
    "Kill a unit. Then, if it had 3 [M] or less, draw 1.",
    "If you've spent [4] or more to play a spell this turn, I have +4 [M].",
    "When you play a spell, if you spent [4] or more, ready me.",
    "If you've spent at least [A][A] this turn, I have +2 [M] and [Ganking].",
    # Bonus Damage (rule 712)
    "[E]: The next spell you play this turn deals 1 Bonus Damage. "
    "(Each instance of damage the spell deals is increased by 1.)",
    "Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card in your trash.",
    "Friendly units each deal 1 Bonus Damage.",
    "[A], [E]: Give the next spell you play this turn [Repeat] equal to its cost.",
    "When you hold here, give your next spell this turn [Repeat] equal to its base cost.",
    "Deal 6 to each of up to two units.",
    "When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted.",
    "Any amount of your damage is enough to kill enemy units.",
    "Each Equipment gives double its base Might bonus.",
    "Draw 1. (A unit is Mighty while it has 5+ [M].)",
    "While I'm [Mighty], I have [Deflect]. (I'm Mighty while I have 5+ [M].)",
    "Draw 1 for each of your [Mighty] units. (A unit is Mighty while it has 5+ [M].)",
    "When you play a [Mighty] unit, draw 1.",
    "Choose exactly one friendly unit.",
    "Kill exactly two enemy units here.",
    "Stunned enemy units here have -8 [M], to a minimum of 1 [M].",
    "Move any number of enemy units with the same controller and a total Might of 8 or less to their base.",
]


@pytest.mark.parametrize("text", ACCEPT)
def test_amount_texts_round_trip(text: str) -> None:
    assert round_trip(text) == text


REJECT = [
    "Deal damage equal to to a unit.",               # no amount after "equal to"
    "Deal 3 damage equal to my Might to a unit.",    # a number and a computed amount at once
    "Double my Might for each unit.",                # doubling is not multiplied
    "Kill a unit with less Might than.",             # nothing to compare with
    "Kill a unit with total Might 4.",               # a total needs "or less"/"or more"
    "They deal damage equal to their Mights to a unit.",  # "each other" is the mutual form
    "Kill a unit with cost no more than [2] and [A].",  # the second bound needs "no more than"
    "If you've spent at least [4] or more this turn, I have +4 [M].",  # one bound only
    "The next spell you play deals 1 Bonus Damage.",  # a delayed effect says how long it waits
    "Draw 1. (A unit is Mighty while it has 5 [M].)",  # the threshold is "5+"
    "Give it +1 [M] this turn for each of the following tags among your units — Bird.",  # a list
]


@pytest.mark.parametrize("text", REJECT)
def test_amount_near_misses_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        round_trip(text)


def test_damage_equal_to_might_keeps_whose_might() -> None:
    deal = first_instruction("When I attack, deal damage equal to my Might to an enemy unit here.")
    assert isinstance(deal, nodes.DealEqual)
    assert isinstance(deal.amount.amount, nodes.MightOf)
    assert deal.amount.amount.owner == "my" and not deal.amount.amount.base
    assert deal.target.controller == "enemy"


def test_split_damage_and_that_much() -> None:
    split = first_instruction("When I attack, deal 5 damage split among any number of enemy units here.")
    assert isinstance(split, nodes.Deal) and split.amount == 5
    assert isinstance(split.target, nodes.SplitAmong)
    paid = first_instruction("Pay any amount of [A] to deal that much damage to all enemy units at a battlefield.")
    assert isinstance(paid.payment, nodes.PayAnyAmount)
    assert isinstance(paid.instruction.amount, nodes.ThatMuch)


def test_count_and_comparisons_are_in_the_tree() -> None:
    has = build_ast(parse_tree("I have [Assault] equal to the number of enemy units here.")).lines[0].statement
    assert isinstance(has, nodes.HasEqual)
    count = has.grant.amount.amount
    assert isinstance(count, nodes.NumberOf) and isinstance(count.counted.location, nodes.Here)
    kill = first_instruction("Kill any number of units at a battlefield with total Might 4 or less.")
    bound = kill.target.might_filter
    assert isinstance(bound, nodes.TotalMightFilter) and (bound.amount, bound.comparative) == (4, "less")
    line = build_ast(parse_tree("Choose a friendly unit. Kill an enemy unit with less Might than it.")).lines[0]
    than = line.effect.sentences[1].instruction
    assert isinstance(than.target.might_filter, nodes.MightThan) and than.target.might_filter.comparative == "less"
    base = build_ast(parse_tree("Choose a unit. Its base Might becomes 5 this turn.")).lines[0]
    set_might = base.effect.sentences[1].instruction
    assert isinstance(set_might, nodes.SetMight) and set_might.might.base and set_might.value == 5


def test_cost_filter_keeps_every_bound() -> None:
    play = first_instruction("Play a unit with cost no more than [2] and no more than [A] from your trash.")
    cost = play.card.might_filter
    assert isinstance(cost, nodes.CostFilter) and cost.kind is None
    assert [bound.limit.symbols for bound in cost.bounds.items] == [("2",), ("A",)]


def test_tag_counting_keeps_the_tags() -> None:
    line = build_ast(parse_tree("Choose a unit. Give it +1 [M] this turn for each of the following tags among "
                                "your units — Bird, Cat, Dog, and Poro.")).lines[0]
    give = line.effect.sentences[1].instruction
    assert isinstance(give.scale, nodes.ForEachTag)
    assert give.scale.tags.items == ("Bird", "Cat", "Dog", "Poro")


def test_spent_test_keeps_amount_and_purpose() -> None:
    static = build_ast(parse_tree("If you've spent [4] or more to play a spell this turn, I have +4 [M].")).lines[0]
    spent = static.effect.sentences[0].instruction.condition.test
    assert isinstance(spent, nodes.SpentTest) and spent.words == "you've spent"
    assert isinstance(spent.amount, nodes.CostBounded) and spent.amount.comparative == "more"
    assert spent.purpose.noun.word == "spell" and spent.duration == "this turn"


def test_bonus_damage_keeps_source_and_amount() -> None:
    line = build_ast(parse_tree("[E]: The next spell you play this turn deals 1 Bonus Damage.")).lines[0]
    bonus = line.effect.sentences[0].instruction
    assert isinstance(bonus, nodes.NextSpellBonusDamage) and bonus.amount == 1
    assert isinstance(bonus.source, nodes.NextYouPlay) and bonus.source.played.duration == "this turn"


def test_mighty_is_a_state_and_its_meaning_a_threshold() -> None:
    text = "Draw 1 for each of your [Mighty] units. (A unit is Mighty while it has 5+ [M].)"
    spell = build_ast(parse_tree(text)).lines[0]
    draw = spell.effect.sentences[0].instruction
    each_of = draw.scale.counted
    assert isinstance(draw.scale, nodes.ForEach) and isinstance(each_of, nodes.Partitive)
    assert each_of.word == "each" and each_of.group.state == "[Mighty]"
    meaning = spell.reminder.abilities[0].statement
    assert isinstance(meaning, nodes.StatusMeaning) and meaning.status == "Mighty"
    assert isinstance(meaning.condition.test, nodes.HasMightAtLeast) and meaning.condition.test.amount == 5
