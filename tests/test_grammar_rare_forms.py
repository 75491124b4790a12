"""Grammar: forms printed on only one or two cards of the pool.

Conditions on a single object ("if it is the only unit you control there", "if it is empty", "if at
least one of them has [Temporary]", "if it's not there already", "twice this turn with spells or unit
abilities"), "play it here", "your hand and trash", "put each in its trash, …, and draw 1", the
take-control reminder "(Start a combat if other enemies are there. Otherwise, conquer.)", "in Brush"
and "It can be swapped back when scored.", the doubled full stop of Seat of Power, and the lines of
the XP Tracker token (rule 729.1.a).
"""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import parse_tree

from grammar_support import assert_accepted, assert_rejected, nodes_of, round_trip

# Each text, and a node that its AST must hold: the construct is read as what it says.
ACCEPT: list[tuple[str, type[nodes.Node]]] = [
    ("Give a friendly unit +1 [M] this turn, then an additional +1 [M] this turn if it is the only unit you "
     "control there.", nodes.IsOnly),
    ("When you hold here, you may return your Chosen Champion from your trash to your Champion Zone if it is "
     "empty.", nodes.IsEmpty),
    ("If at least one of them has [Temporary], move each to the other's location.", nodes.OneOfThemHas),
    ("As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I "
     "enter there. (It has \"Units can move here from anywhere.\")", nodes.NotThereAlready),
    ("As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I "
     "enter there.", nodes.EntersThere),
    ("[E]: [Reaction] — Draw 1. Use only if you've chosen enemy units and/or gear twice this turn with spells or "
     "unit abilities.", nodes.DoneTwiceThisTurn),
    ("If the played card is a unit, you may play it here.", nodes.PlayHere),
    ("When you play this, banish your hand and trash, then [Burn 7].", nodes.ZonePair),
    ("Then, if there are four spells banished with me, put each in its trash, channel 4 runes, and draw 1.",
     nodes.Series),
    ("Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are there. "
     "Otherwise, conquer.)", nodes.StartCombat),
    ("Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are there. "
     "Otherwise, conquer.)", nodes.Conquer),
    ("Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are there. "
     "Otherwise, conquer.)", nodes.EnemiesAt),
    ("When you conquer or hold, you may exhaust me to replace that battlefield with a Brush battlefield token. "
     "(Bird, Cat, Dog, Poro, and Ivern units have +1 [M] in Brush. It can be swapped back when scored.)",
     nodes.InNamedPlace),
    ("When you conquer or hold, you may exhaust me to replace that battlefield with a Brush battlefield token. "
     "(Bird, Cat, Dog, Poro, and Ivern units have +1 [M] in Brush. It can be swapped back when scored.)",
     nodes.SwappedBack),
    ("When you conquer here, draw 1 for each other battlefield you or allies control..", nodes.DoubledStopSentence),
    ("Track gained XP here.", nodes.TracksXp),
    ("Some cards get bonuses based on your [Level].", nodes.BonusesByKeyword),
    ("Some cards can spend XP for powerful effects.", nodes.XpSpendingNote),
    # the same constructs in other sentences than the cards'
    ("Draw 1 if it is the only unit there.", nodes.IsOnly),
    ("Play it here.", nodes.PlayHere),
    ("Banish their hand and trash.", nodes.ZonePair),
    ("Deal 2 to a unit..", nodes.DoubledStopSentence),
]

# Near misses: each must be rejected (at the word that is wrong), not read as something else.
REJECT: list[str] = [
    "Give a friendly unit +1 [M] this turn if it is only unit you control there.",   # no "the"
    "Draw 1 if it is the only units there.",                                         # plural after "the only"
    "If at least one of them has Temporary, draw 1.",                                # a keyword is bracketed
    "Banish your hand and deck.",                                                    # not a zone
    "Start combat if other enemies are there.",                                      # "a combat"
    "Track gained Might here.",                                                      # only XP is tracked
    "Some cards get bonuses.",                                                       # based on what
    "Deal 2 to a unit...",                                                           # an ellipsis is not a stop
    "Use only if you've chosen a unit twice this turn.",                             # with what
]


@pytest.mark.parametrize(("text", "kind"), ACCEPT, ids=lambda value: value if isinstance(value, str) else None)
def test_accepts_and_prints_back(text: str, kind: type[nodes.Node]) -> None:
    assert_accepted(text, kind)


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    assert_rejected(text)


def test_the_only_unit_keeps_its_controller_and_place() -> None:
    (only,) = nodes_of("Draw 1 if it is the only unit you control there.", nodes.IsOnly)
    assert only.subject == "it is"
    assert only.noun == nodes.ObjectNoun(span=only.noun.span, word="unit")
    assert isinstance(only.controlled_by, nodes.ControlledBy)
    assert isinstance(only.location, nodes.There)


def test_at_least_one_of_them_refers_back() -> None:
    (test,) = nodes_of("If at least one of them has [Temporary], draw 1.", nodes.OneOfThemHas)
    assert isinstance(test.objects, nodes.BackRef)
    assert test.keyword.name == "Temporary"


def test_zone_pair_names_both_zones_of_one_player() -> None:
    (pair,) = nodes_of("Banish your hand and trash.", nodes.ZonePair)
    assert (pair.owner, pair.first, pair.second) == ("your", "hand", "trash")


def test_take_control_reminder_is_an_instruction_with_its_otherwise() -> None:
    text = ("Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are there. "
            "Otherwise, conquer.)")
    (condition,) = nodes_of(text, nodes.TrailingCondition)
    assert isinstance(condition.instruction, nodes.StartCombat)
    (otherwise,) = nodes_of(text, nodes.Otherwise)
    assert isinstance(otherwise.instruction, nodes.Conquer)


def test_xp_tracker_lines_are_lines_of_their_own() -> None:
    text = ("Track gained XP here.\nSome cards get bonuses based on your [Level].\n"
            "Some cards can spend XP for powerful effects.")
    lines = build_ast(parse_tree(text)).lines
    assert [type(line) for line in lines] == [nodes.TracksXp, nodes.BonusesByKeyword, nodes.XpSpendingNote]
    assert round_trip(text) == text

