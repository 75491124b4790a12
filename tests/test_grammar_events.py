"""Grammar (events): triggers, conditions, replacements and players as actors.

"If you would …" / "If a player would …" (a player's own action replaced, rules 369-370), "… unless
its controller pays [2]" (rule 359.3.e), "the defender must …" (rule 460), richer conditions ("if this
kills it", "if you control fewer runes than an opponent", "if your units have all of the following
tags …"), lists of three or more objects, and reminders about combat ("You win if only your units
remain after combat.").
"""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import parse_tree

from grammar_support import assert_rejected, round_trip


def only(text: str, kind: type[nodes.Node]) -> nodes.Node:
    """The one node of that kind in the text's AST."""
    (found,) = [node for node in build_ast(parse_tree(text)).walk() if isinstance(node, kind)]
    return found


ACCEPT: list[str] = [
    # replacements of a player's action, and of what a spell or ability would do
    "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those cards.",
    "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an "
    "additional copy of it instead.",
    "If a player would score 1 point from conquering or holding during their first or second turn, they draw 1 instead.",
    "[Empowered][>] Your spells and abilities can't be countered. If a spell or ability you control would give -[M] "
    "to a unit it chooses, it gives an additional -1 [M].",
    "[Empowered][>] If a spell or ability that chooses me would stun me, give me -[M], or return me to hand, give me "
    "+3 [M] instead.",
    "If a card would go to your trash from anywhere other than your Main Deck, banish it instead.",
    "If another unit you control here would die, if it has less Might than me, instead heal it, exhaust it, and "
    "recall it. (Send it to base. This isn't a move.)",
    "Choose a unit. Double all damage that would be dealt to it this turn.",
    "If a combat where you are the attacker ends in a tie, recall ALL units instead. (Send them to base. This isn't a "
    "move. Ties are calculated after combat damage is dealt.)",
    # unless a player does something
    "Counter a spell unless its controller pays [2].",
    "Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.",
    # players as actors
    "When I attack, the defender must kill one of their units here.",
    "When you play me, each player must kill one of their units. If you paid my additional cost, you don't kill a "
    "unit this way.",
    "[Deathknell][>] Choose an opponent. They reveal their hand. You can look at their facedown cards this turn. Gain "
    "1 XP. (When I die, get the effects.)",
    "When you play me, choose an opponent. They reveal their hand. You may pay 2 XP to choose a card from their hand. "
    "If you do, they discard that card and draw 1.",
    "Starting with the next player, each other player chooses a unit you don't control that hasn't been chosen for "
    "this spell. Kill those units.",
    "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest.",
    "Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles the rest. Starting with the "
    "next player, each player plays those cards, ignoring Energy costs. (They must still pay Power costs.)",
    "When a friendly unit moves from my location, I may be moved with it.",
    # triggers
    "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.",
    "When you look at cards from the top of your deck (and don't draw them) and see me, you may play me for [A].",
    "When an opponent moves to a battlefield other than mine, draw 1. (Bases are not battlefield.)",
    "When you play a unit, gear, or activated ability with Energy cost [7] or more, you may exhaust me to ready up "
    "to 2 runes.",
    "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do this: "
    "Give a friendly unit +[M] equal to the burned card's Might this turn. (To Burn 1, put the top card of your Main "
    "Deck into your trash.)",
    "When you play me, choose an opponent. They reveal their hand. Choose a card revealed this way and banish it. "
    "When they hold, return it to their hand (even if I'm no longer on the board).",
    "Choose a battlefield. An opponent reveals their hand. You may choose a unit from it. They play that unit to that "
    "battlefield, ignoring any and all costs. When they do, [Stun] it. (It doesn't deal combat damage this turn.)",
    # conditions
    "Deal 3 to a unit at a battlefield. If this kills it, draw 1.",
    "If I have moved twice this turn, I don't take damage.",
    "If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 [M] this turn.",
    "At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly 4 units at battlefields, "
    "you win the game.",
    "When I conquer or hold, score 1 point if your units have all of the following tags among them — Bird, Cat, "
    "Dog, and Poro.",
    "When I attack while your units have all 4 tags, [Stun] an enemy unit here. (It doesn't deal combat damage this "
    "turn.)",
    "When I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, you score 1 point.",
    "Choose a friendly unit. It deals damage equal to its Might split among enemy units at battlefields. Then for "
    "each unit this kills, do this: Gain 1 XP.",
    # deck handling
    "[1][Y], [E]: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit from among "
    "them that has Might up to 1 more than the killed unit and play it, ignoring its cost. Then recycle the rest.",
    "Reveal the top 2 cards of your Main Deck. You may play one of them, reducing its cost by [2]. Draw any you did "
    "not play this way.",
    # reminders about combat
    "When you win a combat, draw 1. (You win if only your units remain after combat.)",
    "Move a friendly unit, then move an enemy unit. (If they both move to a battlefield you don't control, you're "
    "the attacker.)",
    "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn. (Opponents can assign it extra "
    "combat damage to kill it.)",
]

# The same constructs on texts no card prints yet: they are families, not fixed sentences.
ACCEPT_VARIANTS: list[str] = [
    "Kill a unit unless its controller pays [A].",
    "If you would play a spell, draw 1 instead.",
    "If you control more units than an opponent, draw 1.",
    "Each player chooses a unit, a gear, and a rune.",
    "When I defend, the attacker must kill one of their units here.",
    "If this kills it, gain 1 XP.",
]

REJECT: list[str] = [
    "Counter a spell unless its controller pay [2].",              # one player takes the -s form
    "If this kill it, draw 1.",
    "When I attack, the defender must kills one of their units here.",
    "If you would plays a unit, draw 1 instead.",
    "When a player choose a friendly unit here with a spell, they draw 1.",
    "Each player chooses 2 units, 2 gear, and.",
    "If you control fewer runes than at the start of your Beginning Phase, give me +1 [M] this turn.",
    "Draw any you did not play.",
]


@pytest.mark.parametrize("text", ACCEPT + ACCEPT_VARIANTS)
def test_accepts_and_round_trips(text: str) -> None:
    assert round_trip(text) == text


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    assert_rejected(text)


def test_unless_keeps_the_player_and_what_they_pay() -> None:
    node = only("Counter a spell unless its controller pays [2].", nodes.UnlessInstruction)
    assert isinstance(node.instruction, nodes.Counter)
    assert isinstance(node.unless.player, nodes.RelatedPlayer)
    assert isinstance(node.unless.action, nodes.Pay)
    assert node.unless.action.cost.symbols == ("2",)


def test_unless_a_player_lets_you_act() -> None:
    node = only("Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.", nodes.HaveDo)
    assert isinstance(node.player, nodes.You)
    assert isinstance(node.instruction, nodes.Draw)


def test_a_players_action_is_the_replaced_event() -> None:
    text = ("Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and "
            "an additional copy of it instead.")
    once = only(text, nodes.OnceIfWould)
    assert isinstance(once.event.player, nodes.You)
    assert isinstance(once.event.action, nodes.WouldPlay)
    assert isinstance(once.event.condition, nodes.WhileCondition)
    scored = only("If a player would score 1 point from conquering or holding during their first or second turn, "
                  "they draw 1 instead.", nodes.ScoreFrom)
    assert scored.ways.ways == ("conquering", "holding")
    assert scored.turns.ordinals.ordinals == ("first", "second")


def test_the_defender_is_a_player() -> None:
    node = only("When I attack, the defender must kill one of their units here.", nodes.PlayerMust)
    assert node.player == nodes.RolePlayer(node.player.span, "defender")


def test_conditions_keep_their_comparison() -> None:
    fewer = only("If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 [M] "
                 "this turn.", nodes.ControlsFewer)
    assert fewer.comparative == "fewer"
    assert isinstance(fewer.player, nodes.Player)
    trigger = only("If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 [M] "
                   "this turn.", nodes.ConditionedPhaseTrigger)
    assert isinstance(trigger.condition, nodes.IfCondition)
    kills = only("Deal 3 to a unit at a battlefield. If this kills it, draw 1.", nodes.ThisKills)
    assert isinstance(kills.subject, nodes.SelfRef) and isinstance(kills.victim, nodes.BackRef)
    tags = only("When I conquer or hold, score 1 point if your units have all of the following tags among them — "
                "Bird, Cat, Dog, and Poro.", nodes.HasAllTags)
    assert tags.tags.items == ("Bird", "Cat", "Dog", "Poro")


def test_a_list_of_three_objects_keeps_each() -> None:
    series = only("Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest.",
                  nodes.TargetSeries)
    assert len(series.targets) == 4
    assert all(isinstance(target, nodes.Choice) for target in series.targets)


def test_a_replacement_may_follow_a_passive_sentence() -> None:
    text = ("[Empowered][>] Your spells and abilities can't be countered. If a spell or ability you control would "
            "give -[M] to a unit it chooses, it gives an additional -1 [M].")
    node = only(text, nodes.StaticReplacement)
    assert isinstance(node.statement, nodes.Restriction)
    assert isinstance(node.replacement.instruction, nodes.GivesAdditional)
