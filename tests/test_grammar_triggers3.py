"""Triggers, wave 3: "you or an ally hold", "any unit" in an event, "at end of turn" after a delayed
instruction, and a reminder note that starts with "I" ("I wasn't alone if …") after an effect."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.build_ast import build_ast
from riftc.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text

ACCEPT = [
    "When you or an ally hold, you may exhaust me to draw 1.",
    "When you or an ally hold, you may exhaust me to play a Gold gear token exhausted.",
    "When any unit takes damage this turn, kill it.",
    "Ready a unit at end of turn.",
    "Choose one —\n• Empower a unit. Disempower it at end of turn.\n• Disempower a unit that's [Empowered]. Empower it at end of turn.",
    "[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there were other friendly units here.)",
    "I wasn't alone if there were other friendly units here.",
    "When an opponent moves to a battlefield, draw 1.",
]

REJECT = [
    "When you or an ally holds, draw 1.",
    "When you or an allies hold, draw 1.",
    "Ready a unit at end of the turn.",
    "(When I die, get the effect. I weren't alone if there were other friendly units here.)",
]


def _fold(text: str) -> str:
    return "\n".join(" ".join(line.split()) for line in text.split("\n"))


@pytest.mark.parametrize("text", ACCEPT)
def test_trigger3_texts_round_trip(text: str) -> None:
    assert print_text(build_ast(parse_tree(text))) == _fold(text)


@pytest.mark.parametrize("text", REJECT)
def test_trigger3_near_misses_are_rejected(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


def _find(node: nodes.Node, kind: type) -> list:
    """Every node of that class in the tree, in text order."""
    return [found for found in node.walk() if isinstance(found, kind)]


def test_ally_hold_names_the_other_player() -> None:
    tree = build_ast(parse_tree("When you or an ally hold, you may exhaust me to draw 1."))
    (event,) = _find(tree, nodes.YouOrPlayerEvent)
    assert isinstance(event.player, nodes.Player)
    assert event.player.noun == "ally"


def test_any_unit_is_its_own_quantity() -> None:
    tree = build_ast(parse_tree("When any unit takes damage this turn, kill it."))
    assert _find(tree, nodes.AnyOne)


def test_end_of_turn_is_a_point_of_the_delayed_instruction() -> None:
    tree = build_ast(parse_tree("Ready a unit at end of turn."))
    (timed,) = _find(tree, nodes.TimedAction)
    assert isinstance(timed.point, nodes.EndOfTurn)


def test_reminder_note_starting_with_i_is_a_note() -> None:
    text = "[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there were other friendly units here.)"
    tree = build_ast(parse_tree(text))
    (note,) = _find(tree, nodes.NotAloneDefinition)
    assert isinstance(note.subject, nodes.SelfRef) and note.subject.word == "I"


def test_a_status_held_several_times_keeps_its_count() -> None:
    # Kayle, Justified (VEN-134); 441.1.c.1: a permission to be empowered up to three times.
    text = "While I'm [Empowered] three times, I have [Deflect 3] and [Ganking]."
    tree = build_ast(parse_tree(text))
    assert print_text(tree) == text
    (status,) = _find(tree, nodes.IsStatus)
    assert status.status.name == "Empowered" and status.times.count == "three"
    with pytest.raises(CardSyntaxError):
        parse_tree("While I'm [Empowered] three, I have [Ganking].")
