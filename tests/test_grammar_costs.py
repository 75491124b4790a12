"""Grammar of costs: additional costs, cost changes, ignoring costs, play sources, use and spend
restrictions, cost lists, and keyword forms (bare keywords, keyword lists, reminder variants, keyword
grants in a comma series such as "[Deflect], [Ganking], and [Shield]")."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree

from grammar_support import round_trip


def ast(text: str) -> nodes.Start:
    return build_ast(parse_tree(text))


def first(node: nodes.Node, cls: type) -> nodes.Node:
    """The first node of that class in text order."""
    return next(item for item in node.walk() if isinstance(item, cls))


ACCEPT: dict[str, list[str]] = {
    "additional costs": [
        "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by [2].",
        "As you play me, you may spend any number of buffs as an additional cost. "
        "Reduce my cost by [O] for each buff you spend.",
        "As you play me, you may kill any number of friendly units as an additional cost. "
        "Reduce my cost by [Y] for each killed this way.",
        "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1.",
        "As an additional cost to play this, you may discard 1.",
        "You may kill a friendly gear as an additional cost to play me.",
        "You may spend 5 XP as an additional cost to play this.",
        "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost.",
        "You may spend 3 XP as an additional cost to play me. If you do, I cost [3] less.",
        "If you've played a spell this turn, you may pay [P] as an additional cost to play me. "
        "If you do, I enter ready.",
    ],
    "cost changes": [
        "When you play me, the next spell you play this turn costs [5] less.",
        "I cost [2] less to play from anywhere other than your hand.",
        "[Empowered][>] Your spells cost [1][A] less, to a minimum of [1].",
        "Optional additional costs you pay cost [1] or [A] less.",
        "[Empower] costs of your units here cost [1] or [A] less.",
        "Friendly spells cost [1][A] more.",
        "[Empower] [12]. This ability costs [1] less for each rune you control. "
        "(Pay the cost: Empower me. Use only if not Empowered.)",
        "[Empower] [5]. This ability costs [3] less if you control 4 or fewer runes. "
        "(Pay the cost: Empower me. Use only if not Empowered.)",
        "[4], [E]: Play a ready 3 [M] Sprite unit token with [Temporary]. "
        "This ability costs [1] less for each friendly unit with [Temporary].",
        "This spell's Energy cost is reduced by [2], to a minimum of [1].",
        "Your Dragons' Energy costs are reduced by [2], to a minimum of [1].",
        "You may kill a friendly unit as an additional cost to play me. "
        "If you do, I cost [1] less for each Energy it costs and [Y] less for each Power it costs.",
        "[E]: [Legion] — The next unit you play this turn enters ready. "
        "(Get the effect if you've played another card this turn.)",
    ],
    "ignoring and reducing costs": [
        "Banish a friendly unit, then play it to base, ignoring its cost.",
        "When I attack, you may pay [B] to play a card with [Hidden] from your hand here, ignoring its cost.",
        "When I attack, you may pay [C] to play a card with [Hidden] from your hand, ignoring its cost.",
        "Play a unit from your trash, ignoring its Energy cost. (You must still pay its Power cost.)",
        "[Deathknell][>] Play a unit from your hand to your base, ignoring its Energy cost. "
        "(When I die, get the effect. You must still pay its Power cost.)",
        "You may play a unit from hand to a battlefield you control, reducing its cost by [3].",
        "Play it to your base, ignoring any and all costs.",
        "When I conquer or hold, you may play a unit from your trash. (You still pay its costs.)",
        "Return up to two cards with [Hidden] from your trash to your hand. "
        "You can hide cards ignoring costs this turn.",
    ],
    "play sources and prices": [
        "Friendly units may be played to open battlefields.",
        "You may play me to an occupied enemy battlefield.",
        "Play four 1 [M] Recruit unit tokens. (They can be played to your base or to battlefields you control.)",
        "You may pay [1] to hide a card with [Hidden] instead of [A].",
        "You may hide an additional card here.",
        "When you play a card from [Hidden], give me +2 [M] this turn.",
        "When you play a card from face down, play a Gold gear token exhausted.",
        "When you play this from face down, attach it to a unit you control here.",
        "When you play a card from anywhere other than your hand, empower me.",
        "[Legion][>] You may play me from your trash for [3][R]. "
        "(Get the effect if you've played another card this turn.)",
    ],
    "restrictions": [
        "[R], [E]: Deal 3 to a unit. Use this ability only while I'm at a battlefield.",
        "[E]: Draw 1. Use only once per turn.",
        "[E]: Draw 1. Use only if not Empowered and only once each turn.",
        "[Level 6][>] [>>][Reaction][>] [E]: [Add] [1][A]. (Use this ability only while you have 6+ XP.)",
        "[E]: [Reaction] — [Add] [2]. Spend this Energy only to play spells.",
        "[Reaction][>] [E]: [Add] [1]. Spend this Energy only during showdowns. "
        "(Abilities that add resources can't be reacted to.)",
        "[E]: [Reaction] — [Add] [A]. Use only to play spells. (Abilities that add resources can't be reacted to.)",
        "[E]: [Reaction] — [Add] [A]. Use only to play gear or use gear abilities. "
        "(Abilities that add resources can't be reacted to.)",
    ],
    "cost lists": [
        "Recycle 1 from your trash: Give me +1 [M] this turn.",
        "Recycle 3 from your trash, [1], [E]: Draw 1.",
        "[Equip] — [P], Recycle 2 cards from your trash (Pay the cost: Attach this to a unit you control.)",
        "Discard a gear, [1], [E]: Deal 4 to a unit at a battlefield.",
        "Exhaust a friendly unit, [1]: Draw 1.",
        "[Empower] — Discard a spell (Pay the cost: Empower me. Use only if not Empowered.)",
        "[Empower] — [1] or [O] (Pay either cost: Empower me. Use only if not Empowered.)",
        "[Repeat] — [1] / [A] / [1][A] (You may pay each additional cost to repeat this spell's effect.)",
        "[Deathknell] — Recycle me to ready your runes. (When I die, get the effect.)",
        "When you conquer, you may discard 1 to return this from your trash to your hand.",
        "At the start of your Beginning Phase, recycle 3 from your trash.",
        "[E]: [Reaction], [Legion] — [Add] [1]. "
        "(Abilities that add resources can't be reacted to. Get the effect if you've played a card this turn.)",
    ],
    "keyword forms": [
        "Ganking (I can move from battlefield to battlefield.)",
        "Hidden (Hide now for [A] to react with later for [0].)",
        "Equip [O] ([O]: Attach this to a unit you control.)",
        "[Assault 2], [Shield 2] (+2 [M] while I'm an attacker or defender.)",
        "[Temporary] (Kill me at the start of my controller's Beginning Phase, before scoring.)",
        "[Temporary] (If this is unattached, kill it at the start of its controller's Beginning Phase, "
        "before scoring.)",
        "When I hold, play a ready 3 [M] Sprite unit token with [Temporary] here. "
        "(Kill it at the start of its controller's next Beginning Phase, before scoring.)",
        "[Deathknell] — Play three 1 [M] Recruit unit tokens into your base. (When I die, get the effect.)",
        "[Empowered][>][>>][Deathknell][>] Channel 2 runes exhausted. (When I die while Empowered, get the effect.)",
        "Your [Deathknell] effects trigger an additional time.",
        "[Reaction][>] [E]: [Add] [1]. If this is [Empowered], [Add] [2] instead.",
        "[Deathknell][>] Repeat this gear's play effect. (When this dies, get the effect.)",
    ],
    "keyword series": [
        "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]. (I'm Mighty while I have 5+ [M].)",
        "I have [Deflect], [Ganking], and [Shield].",
        "[Assault 2], [Shield 2], [Tank]",
        "[Assault 2], [Shield 2]",
    ],
}


@pytest.mark.parametrize("text", [text for family in ACCEPT.values() for text in family])
def test_costs_texts_round_trip(text: str) -> None:
    assert round_trip(text) == text


REJECT = [
    "I cost [2] fewer.",                                   # only "less" or "more"
    "Reduce my cost by 2.",                                # the amount is a cost symbol
    "Your Dragons Energy costs are reduced by [2].",       # the plural possessive needs its apostrophe
    "Play a unit from your trash, ignoring its Might.",    # only costs can be ignored
    "Play a unit from your trash ignoring its cost.",      # the comma is part of the template
    "[E]: Draw 1. Use only twice per turn.",               # "once per turn" / "once each turn"
    "[E]: Draw 1. Spend this Energy to play spells.",      # "Spend this Energy only …"
    "When you play a card from face up, draw 1.",          # face down only
    "[Assault 2] [Shield 2] (+2 [M] while I'm an attacker or defender.)",  # keywords in a list need commas
    "Ganking",                                             # a keyword without brackets needs its reminder
    "As you play me, you may discard 1 as additional cost.",
    "I have [Deflect], and [Shield].",                     # two grants take no comma
    "I have [Deflect], [Ganking] [Shield].",               # a series takes commas between all its grants
    "I have [Deflect], [Ganking], [Shield].",              # … and "and" before the last
]


@pytest.mark.parametrize("text", REJECT)
def test_costs_near_misses_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        round_trip(text)


def test_additional_cost_and_discount_are_in_the_tree() -> None:
    tree = ast("As you play me, you may spend any number of buffs as an additional cost. "
               "Reduce my cost by [O] for each buff you spend.")
    additional = first(tree, nodes.AdditionalCost)
    assert isinstance(additional.payment, nodes.SpendBuffs)
    reduce = first(tree, nodes.ReduceCost)
    assert reduce.cost == nodes.CostRef(reduce.cost.span, "my", None, "cost")
    assert reduce.amount.symbols == ("O",)
    assert isinstance(reduce.scale.counted, nodes.EachSpentBuff)


def test_optional_additional_cost_first_keeps_may() -> None:
    tree = ast("As an additional cost to play this, you may discard 1.")
    node = first(tree, nodes.AdditionalCostFirst)
    assert node.may == "you may"
    assert isinstance(node.instruction, nodes.Discard)


def test_ignoring_cost_says_which_part() -> None:
    play = first(ast("Play a unit from your trash, ignoring its Energy cost."), nodes.Play)
    assert isinstance(play.card.location, nodes.FromZone) and play.card.location.zone.zone == "trash"
    assert isinstance(play.cost_waiver, nodes.IgnoringCost)
    assert (play.cost_waiver.cost.owner, play.cost_waiver.cost.kind) == ("its", "Energy")
    reducing = first(ast("Play it, reducing its cost by [5]."), nodes.Play).cost_waiver
    assert isinstance(reducing, nodes.ReducingCost) and reducing.amount.symbols == ("5",)


def test_cost_change_fields() -> None:
    change = first(ast("I cost [2] less to play from anywhere other than your hand."), nodes.CostChange)
    assert change.direction == "less"
    assert isinstance(change.purpose.source.origin, nodes.AnywhereBut)
    change = first(ast("[Empowered][>] Your spells cost [1][A] less, to a minimum of [1]."), nodes.CostChange)
    assert change.minimum.floor.symbols == ("1",)
    change = first(ast("Optional additional costs you pay cost [1] or [A] less."), nodes.CostChange)
    assert isinstance(change.subject, nodes.OptionalCosts)
    assert [option.symbols for option in change.amount.options] == [("1",), ("A",)]
    change = first(ast("When you play me, the next spell you play this turn costs [5] less."), nodes.CostChange)
    assert change.subject.noun.word == "spell" and change.subject.played.duration == "this turn"


def test_play_event_source_and_price() -> None:
    event = first(ast("When you play a card from face down, play a Gold gear token exhausted."), nodes.PlayEvent)
    assert isinstance(event.source.origin, nodes.FaceDown)
    event = first(ast("When you play a card from [Hidden], give me +2 [M] this turn."), nodes.PlayEvent)
    assert event.source.origin.name == "Hidden"
    play = first(ast("You may play me from your trash for [3][R]."), nodes.Play)
    assert play.for_.cost.symbols == ("3", "R")


def test_use_restrictions_keep_both_limits() -> None:
    ability = first(ast("[E]: Draw 1. Use only if not Empowered and only once each turn."), nodes.ActivatedAbility)
    restriction = ability.restriction
    assert restriction.subject is None
    assert isinstance(restriction.limit, nodes.IfCondition)
    assert restriction.also.words == "once each turn"
    ability = first(ast("[E]: [Reaction] — [Add] [2]. Spend this Energy only to play spells."), nodes.ActivatedAbility)
    assert isinstance(ability.restriction, nodes.SpendRestriction)
    assert isinstance(ability.restriction.purpose, nodes.UseToPlay)


def test_cost_lists_and_keyword_forms() -> None:
    costs = first(ast("Recycle 3 from your trash, [1], [E]: Draw 1."), nodes.Costs).items
    assert isinstance(costs[0], nodes.RecycleCost) and costs[0].target.count == 3
    options = first(ast("[Repeat] — [1] / [A] / [1][A]"), nodes.SlashedCostOptions)
    assert [option.symbols for option in options.options] == [("1",), ("A",), ("1", "A")]
    bare = first(ast("Ganking (I can move from battlefield to battlefield.)"), nodes.BareKeywordAbility)
    assert bare.name == "Ganking"
    keywords = first(ast("[Assault 2], [Shield 2]"), nodes.KeywordList).keywords
    assert [(keyword.name, keyword.value) for keyword in keywords] == [("Assault", 2), ("Shield", 2)]
    repriced = first(ast("[Empower] [5]. This ability costs [3] less if you control 4 or fewer runes."),
                     nodes.RepricedKeywordAbility)
    assert repriced.cost.symbols == ("5",) and isinstance(repriced.change.subject, nodes.ThisAbility)


def test_second_cost_change_counts_each_part_of_a_cost() -> None:
    change = first(ast("I cost [1] less for each Energy it costs and [Y] less for each Power it costs."),
                   nodes.CostChange)
    assert change.scale.counted.kind == "Energy"
    assert change.second.amount.symbols == ("Y",) and change.second.scale.counted.kind == "Power"
    reduced = first(ast("Your Dragons' Energy costs are reduced by [2], to a minimum of [1]."), nodes.CostReduced)
    assert reduced.cost.objects.noun.name == "Dragons" and reduced.cost.kind == "Energy"


def test_grant_series_keeps_every_keyword() -> None:
    (series,) = [node for node in ast("I have [Deflect], [Ganking], and [Shield].").walk()
                 if isinstance(node, nodes.GrantSeries)]
    assert len(series.items) == 3
    assert all(isinstance(item, nodes.Keyword) for item in series.items)
