"""Grammar (players): player phrases, third-person verb agreement, points, winning, turns and phases.

Player phrases name who acts ("Its controller draws 2."), who is chosen ("Choose an opponent.") and
whose thing is meant ("an opponent's score"). One player takes the -s form of a verb and several
players (or "you") the plain form; the grammar enforces the agreement, the AST stores the action
once, and the printer restores the form from the kind of player instruction. Steps listed with
commas ("looks at …, chooses one, then recycles the rest"), "places … on the top or bottom",
"opponents' trashes" and a second instruction another player does ("…, and they discard that card")
are here too.
"""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text


def _ast(text: str) -> nodes.Start:
    return build_ast(parse_tree(text))


def _first_instruction(text: str) -> nodes.Node:
    """The instruction of the first sentence of the first line's effect."""
    line = _ast(text).lines[0]
    effect = line.effect
    return effect.sentences[0].instruction


ACCEPT: dict[str, list[str]] = {
    "one player acts (-s forms)": [
        "Kill a gear. Its controller draws 2.",
        "Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted.",
        "Each player discards their hand, then draws 4.",
        "When you hold here, each player channels 1 rune exhausted.",
        "An opponent reveals their hand.",
        "Each opponent reveals the top card of their Main Deck.",
        "Each player chooses a unit they control. Kill the rest.",
        "Each player looks at the top 5 cards of their Main Deck.",
        "That player kills a friendly unit and draws 1.",
        "When I move to a battlefield, choose one —\n• Each player discards 1.\n• Each player draws 1.",
    ],
    "several players act (plain forms)": [
        "When you play me, choose a player. They discard 1.",
        "Choose an opponent. They reveal their hand.",
        "When you play me, choose an opponent. They play a 1 [M] Bird unit token with [Deflect].",
        "When I conquer, you score 1 point.",
        "Choose an opponent. They discard that card and draw 1.",
        "You and that player each draw 1.",
        "Their owners recycle them.",
    ],
    "may and must": [
        "Starting with the next player, each player may return a unit to its owner's hand.",
        "When a player plays a spell, they may give a unit they control here +1 [M] this turn.",
        "When you play me, you and each opponent may play a Gold gear token exhausted. "
        "For each opponent who did, you play a Gold gear token exhausted.",
        "Each opponent must discard 1.",
        "Its controller may draw 1. If they do, you draw 1.",
    ],
    "a later step with its own subject": [
        "Banish a friendly unit, then its owner plays it.",
        "Discard 1, then each player draws 1.",
        "Kill a unit, then you draw 1.",
    ],
    "more player phrases": [
        "Any player may draw 1.",
        "Return a unit to a player's hand.",
        "If an opponent has played another spell this turn, draw 1.",
        "When I conquer, the attacker and defender each [Add] [1].",
        "I cost [2][G] less for each point you scored from holding this turn.",
    ],
    "named options": [
        "Each other player chooses Cards or Runes. For each player that chooses Cards, you and that player "
        "each draw 1. For each player that chooses Runes, you and that player each channel 1 rune exhausted.",
    ],
    "points and winning": [
        "When I hold, score 1 point.",
        "[4][B][B][B][B], [E]: Score 1 point.",
        "When you hold here, you may pay [A][A][A][A] to score 1 point.",
        "At the start of each player's first Beginning Phase, that player gains 1 point.",
        "Increase the points needed to win the game by 1.",
        "When you hold here, you win the game.",
        "When an opponent scores, draw 1.",
        "If an opponent's score is within 3 points of the Victory Score, I enter ready.",
        "If your score is not within 3 points of the Victory Score, I enter ready.",
    ],
    "player conditions and events": [
        "If an opponent controls a battlefield, I enter ready.",
        "When an opponent plays a gear, draw 1.",
        "Choose an opponent. When they hold, draw 1.",
        "Choose an opponent. They move a unit to a battlefield.",
        "Its controller scores 1 point.",
        "When an opponent scores here, draw 1.",
        "When an opponent moves to a battlefield, draw 1.",
        "When you play a card on an opponent's turn, play a 1 [M] Recruit unit token in your base.",
        "When you play a spell on an opponent's turn, you may exhaust me to play a Gold gear token exhausted.",
    ],
    "turns and phases": [
        "Skip your Draw Phase.",
        "At the start of each player's first Beginning Phase, that player channels 1 rune.",
        "At the start of each player's Beginning Phase, deal 1 to each unit here. (This happens before scoring.)",
        "At the start of your Main Phase, draw 1.",
        "Take a turn after this one. Banish this.",
        "When I hold, return me to my owner's hand.",
    ],
    "listed steps, deck ends, opponents' zones, another player's instruction": [
        "Its owner places it on the top or bottom of their Main Deck.",
        "Choose a card from it, and they discard that card.",
        "They reveal their hand and you choose a card from it.",
        "Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles the rest.",
        "Choose up to 3 cards from opponents' trashes. Their owners recycle them.",
    ],
}


@pytest.mark.parametrize("text", [text for texts in ACCEPT.values() for text in texts])
def test_player_texts_round_trip(text: str) -> None:
    assert print_text(_ast(text)) == text


REJECT = [
    "Each player draw 1.",               # one player takes the -s form
    "Its controller draw 2.",
    "They draws 1.",                     # several players take the plain form
    "You draws 1.",
    "Each player may draws 1.",          # after "may" the plain form
    "Choose an opponents.",              # the article agrees with the noun
    "Kill an opponent.",                 # players are not objects to kill
    "If an opponent control a battlefield, I enter ready.",
    "It reveal their hand.",             # "it" is never a player
    "Each player choose Cards or Runes.",  # one player takes the -s form, options too
    "Banish a unit, then its owner plays it, then draw 1.",  # only the last step has a subject
    "Its owner place it on the top or bottom of their Main Deck.",
    "Each player looks at the top 5 cards of their Main Deck, choose one, then recycles the rest.",
]


@pytest.mark.parametrize("text", REJECT)
def test_player_near_misses_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


def test_one_player_instruction_keeps_player_and_action() -> None:
    text = "Kill a gear. Its controller draws 2."
    instruction = _ast(text).lines[0].effect.sentences[1].instruction
    assert isinstance(instruction, nodes.PlayerDoes)
    assert instruction.player == nodes.RelatedPlayer(instruction.player.span, "its controller")
    assert isinstance(instruction.instruction, nodes.Draw) and instruction.instruction.amount == 2


def test_each_other_player_is_quantity_other_and_noun() -> None:
    instruction = _first_instruction("Each other player chooses Cards or Runes.")
    assert isinstance(instruction, nodes.PlayerDoes)
    player = instruction.player
    assert (player.quantity, player.other, player.noun) == ("each", "other", "player")
    assert isinstance(instruction.instruction, nodes.ChooseOption)
    assert (instruction.instruction.first.name, instruction.instruction.second.name) == ("Cards", "Runes")


def test_several_players_each_act_separately() -> None:
    instruction = _first_instruction("You and that player each draw 1.")
    assert isinstance(instruction, nodes.PlayersDo)
    assert isinstance(instruction.players, nodes.YouAnd)
    assert isinstance(instruction.players.other, nodes.ThatPlayer)
    assert instruction.each == "each"


def test_you_score_is_you_doing_score() -> None:
    line = _ast("When I conquer, you score 1 point.").lines[0]
    instruction = line.effect.sentences[0].instruction
    assert isinstance(instruction, nodes.PlayersDo) and isinstance(instruction.players, nodes.You)
    assert instruction.instruction == nodes.Score(instruction.instruction.span, 1, "point")


def test_victory_score_condition_records_owner_and_negation() -> None:
    line = _ast("If your score is not within 3 points of the Victory Score, I enter ready.").lines[0]
    test = line.statement.condition.test if isinstance(line, nodes.StaticAbility) else None
    if test is None:  # a conditional effect "If …, I enter ready."
        test = line.effect.sentences[0].instruction.condition.test
    assert isinstance(test, nodes.ScoreWithin)
    assert (test.owner, test.negated, test.amount) == ("your", "not", 3)


def test_phase_point_of_each_players_first_beginning_phase() -> None:
    trigger = _ast("At the start of each player's first Beginning Phase, that player gains 1 point.").lines[0].trigger
    point = trigger.point
    assert isinstance(point.owner, nodes.PlayerPossessive)
    assert point.owner.player.quantity == "each" and point.ordinal == "first" and point.phase == "Beginning Phase"


def test_they_before_a_statement_verb_is_an_object_reference() -> None:
    """"they have" is a statement about objects; "they reveal" is players acting."""
    line = _ast("If I'm [Empowered], they have +2 [M] instead.").lines[0]
    assert "PlayersDo" not in nodes.dump(line)
    assert isinstance(_ast("Choose an opponent. They reveal their hand.").lines[0].effect.sentences[1].instruction,
                      nodes.PlayersDo)


def test_subject_change_keeps_the_second_player() -> None:
    tree = _ast("Choose a card from it, and they discard that card.")
    found = [n for n in nodes.dump(tree).splitlines() if "SubjectChange" in n]
    assert found
