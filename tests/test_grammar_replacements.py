"""Grammar of replacements: replacement effects, prevention, restrictions, control changes,
copies and durations (Core Rules 188, 367-372, 418, 437, 454, 477.1); player restrictions ("Its
controller can't play spells this turn."), moving something as something forbidden, "from anywhere
other than", and a player's optional instruction as the replacement (Core Rules 359.3.e, 363, 420)."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text

from grammar_support import round_trip


def first_instruction(text: str, sentence: int = 0) -> nodes.Node:
    """The instruction of the given sentence of the first line's effect."""
    ability = build_ast(parse_tree(text)).lines[0]
    return ability.effect.sentences[sentence].instruction


ACCEPT: dict[str, list[str]] = {
    "replacement effects": [
        "If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me.",
        "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead.",
        "The next time a friendly unit would die, kill this instead. Recall that unit exhausted. "
        "(Send it to base. This isn't a move.)",
        "Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it "
        "instead. (Send it to base. This isn't a move.)",
        "Choose a friendly unit. The next time it dies this turn, recall it exhausted instead. "
        "(Send it to base. This isn't a move.)",
        "Discard 1, [E]: Choose a friendly unit. The next time it dies this turn, you may pay [R] to recall "
        "it exhausted instead. (Send it to base. This isn't a move.)",
        "If a card would go to your trash, banish it instead.",
        "If a unit here would die during combat, you may pay [A][A][A] to heal it, exhaust it, and recall "
        "it instead.",
        "[Legion] — Kill it now instead. (Get the effect if you've played another card this turn.)",
        "Counter a spell. Return it to its owner's hand instead of putting it in their trash.",
        "Channel 1 rune exhausted. If you can't, draw 1.",
        "Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead.",
        "When a buffed unit you control would die, you may pay [A] and exhaust me to spend its buff and recall "
        "it exhausted instead. (Send it to base. This isn't a move.)",
        "If another unit you control here would die, if you do, instead heal it, exhaust it, and recall it.",
        "Choose a unit. Kill it the next time it dies this turn.",
    ],
    "prevention": [
        "Choose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1.",
        "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn.",
        "While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal "
        "to me.",
        "I don't take damage.",
        "Prevent all spell and ability damage this turn.",
    ],
    "restrictions": [
        "I can't be readied.",
        "This can't be countered.",
        "I can't move to base.",
        "Units can't move to base.",
        "Units can't move from here to base.",
        "Units can't be played here.",
        "I can't be moved by enemy spells and abilities.",
        "I can't be chosen by enemy spells and abilities.",
        "I can't be played on your first, second, or third turns.",
        "Your spells and abilities can't be countered.",
        "Spells and abilities can't ready it.",
        "They can't score here until I die.",
        "They can't score here until their third turn.",
        "Your units can't be revealed here.",
        "While I'm at a battlefield, they can only play units to their base.",
        "I can be [Empowered] up to three times.",
        "A unit may have no more than one buff at a time.",
        "You ignore [Tank] while assigning combat damage here.",
    ],
    "durations": [
        "Give a friendly unit +1 [M] this turn. It can't be chosen by enemy spells and abilities this turn.",
        "When you play me, they can't play cards this turn.",
        "When you defend here, choose a unit. It gains [Shield 2] this combat. (+2 [M] while it's a defender.)",
        "When you conquer here, if you do, you may pay [1] to draw 1.",
        "[Stun] a unit. (It doesn't deal combat damage this turn.)",
        "[Stun] a unit. (While you have 6+ XP, get the effect. A stunned unit doesn't deal combat damage "
        "this turn.)",
        "When you play me, if you paid the additional cost, move an enemy gear to your base. "
        "You control it until I die. If it's an Equipment, attach it to me.",
    ],
    "control changes": [
        "Gain control of a spell. You may make new choices for it.",
        "Choose a spell. You may pay [A]. If you do, gain control of it and you may make new choices for it. "
        "Otherwise, counter it.",
        "Choose an enemy unit at a battlefield. Take control of it and recall it. "
        "(Send it to your base. This isn't a move.)",
        "Lose control of that unit and recall it at end of turn. (Send it to base. This isn't a move.)",
    ],
    "copies": [
        "Choose a unit. Play a ready Reflection unit token to your base. It becomes a copy of that unit. "
        "Give it [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
        "As this is attached to a unit, choose another friendly unit. It becomes a copy of that unit for "
        "as long as this is attached to it.",
        "(I am a copy of a unit.)",
        "As this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as "
        "this is attached to it.",
    ],
    "delayed abilities": [
        "When I hold, the next time you play a unit this turn, ready it and [Buff] it.",
        "Choose a unit. Kill it the next time it dies this turn.",
    ],
    "player restrictions and a player's replacement": [
        "Counter a spell. Its controller can't play spells this turn.",
        "When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn. "
        "(It doesn't deal combat damage this turn.)",
        "If a card would go to your trash from anywhere other than your hand, banish it instead.",
        "If a unit here would die during combat, its controller may pay [A][A][A] to heal it, exhaust it, "
        "and recall it instead.",
    ],
}


@pytest.mark.parametrize("text", [text for family in ACCEPT.values() for text in family])
def test_accepted_texts_round_trip(text: str) -> None:
    assert round_trip(text) == text


REJECT = [
    "If I would die, kill this instead",  # no full stop
    "I can't be readied by.",  # "by" needs its sources
    "I can't readied.",
    "Units can't move from here.",  # a move needs its destination
    "The next time it would die this turn kill it instead.",  # the comma before the instruction
    "Take control it.",
    "Heal me, exhaust me and, recall me.",
    "It becomes copy of that unit.",
    "Prevent the next seven damage that would be dealt to it.",
    "I can be [Empowered] up to three.",
    "Banish Guardian Angel.",  # a card names itself only after "kill"
    "If a card would go to your trash from anywhere your hand, banish it instead.",
    "Its controller can't plays spells this turn.",  # plain form after "can't"
]


@pytest.mark.parametrize("text", REJECT)
def test_rejected_texts_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


# --- the meaning is in the tree ----------------------------------------------------------------


def test_if_would_replacement_names_event_and_instead() -> None:
    replacement = first_instruction("Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead.", 1)
    assert isinstance(replacement, nodes.Replacement)
    assert isinstance(replacement.event, nodes.IfWould)
    assert replacement.event.duration == "this turn"
    would = replacement.event.event
    assert isinstance(would.subject, nodes.BackRef)
    assert would.happening.verbs == ("die",)
    assert isinstance(replacement.instruction, nodes.Instead)
    assert isinstance(replacement.instruction.instruction, nodes.Banish)


def test_next_time_replacement_with_series() -> None:
    text = ("Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it "
            "instead.")
    replacement = first_instruction(text, 1)
    assert isinstance(replacement.event, nodes.NextTime)
    assert replacement.event.ordinal == "next"
    series = replacement.instruction.instruction
    assert isinstance(series, nodes.Series)
    assert [type(step) for step in series.steps] == [nodes.Heal, nodes.Exhaust, nodes.Recall]


def test_restriction_records_action_sources_and_subject() -> None:
    ability = build_ast(parse_tree("I can't be moved by enemy spells and abilities.")).lines[0]
    restriction = ability.statement
    assert isinstance(restriction, nodes.Restriction)
    assert isinstance(restriction.subject, nodes.SelfRef)
    assert isinstance(restriction.forbidden, nodes.BeActedOn)
    assert restriction.forbidden.action == "moved"
    assert restriction.forbidden.by.sources.owner == "enemy"


def test_moving_restriction_has_origin_and_destination() -> None:
    restriction = build_ast(parse_tree("Units can't move from here to base.")).lines[0].statement
    moving = restriction.forbidden
    assert isinstance(moving, nodes.Moving)
    assert isinstance(moving.origin.place, nodes.Here)
    assert moving.destination.zone == "base"


def test_lasting_statement_keeps_its_duration() -> None:
    text = "Give a friendly unit +1 [M] this turn. It can't be chosen by enemy spells and abilities this turn."
    lasting = first_instruction(text, 1)
    assert isinstance(lasting, nodes.Lasting)
    assert lasting.duration == "this turn"
    assert isinstance(lasting.statement, nodes.Restriction)


def test_control_change_and_copy() -> None:
    change = first_instruction("Choose an enemy unit at a battlefield. Take control of it and recall it.", 1)
    assert isinstance(change, nodes.Both)
    assert change.first.change == "take control"
    copy = first_instruction("Choose a unit. It becomes a copy of that unit.", 1)
    assert isinstance(copy, nodes.BecomesCopy)
    assert isinstance(copy.original, nodes.ThatRef)


def test_prevent_value() -> None:
    prevent = first_instruction("Choose a unit. Prevent the next 7 damage that would be dealt to it this turn.", 1)
    assert isinstance(prevent, nodes.Prevent)
    assert prevent.damage.value.amount == 7
    assert prevent.damage.duration == "this turn"
    every = build_ast(parse_tree(
        "While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to me."
    )).lines[0].effect.sentences[0].instruction.instruction
    assert every.damage.value == "all"


def test_static_override_keeps_both_statements() -> None:
    override = build_ast(parse_tree("Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead.")).lines[0]
    assert isinstance(override, nodes.StaticOverride)
    assert isinstance(override.statement, nodes.Has)
    assert isinstance(override.replacement, nodes.Instead)


def test_next_time_without_would_is_a_delayed_ability() -> None:
    effect = first_instruction(
        "Choose a friendly unit. The next time it dies this turn, recall it exhausted instead.", 1)
    assert isinstance(effect, nodes.NextTimeEffect)
    assert effect.duration == "this turn"
    assert isinstance(effect.event, nodes.UnitEvent)
    assert isinstance(effect.instruction, nodes.Instead)
    assert effect.instruction.instruction.state == "exhausted"


def test_player_restriction_lasts_this_turn() -> None:
    node = first_instruction("Counter a spell. Its controller can't play spells this turn.", 1)
    assert isinstance(node, nodes.Lasting)
    assert isinstance(node.statement, nodes.PlayerRestriction)


def test_from_anywhere_but_keeps_the_excluded_zone() -> None:
    text = "If a card would go to your trash from anywhere other than your hand, banish it instead."
    node = first_instruction(text)
    assert isinstance(node, nodes.Replacement)
    going = node.event.event.happening
    assert isinstance(going, nodes.Going)
    assert isinstance(going.origin, nodes.FromAnywhereBut)


def test_every_opponent_as_the_subject_of_a_restriction() -> None:
    # OGN-026, SFD-060 (rule 102: "opponents" is every opponent).
    for text in ("When you play me, opponents can't play cards this turn.",
                 "While I'm at a battlefield, opponents can't score points."):
        tree = build_ast(parse_tree(text))
        assert print_text(tree) == text
        (restriction,) = [node for node in tree.walk() if isinstance(node, nodes.PlayerRestriction)]
        assert restriction.player == nodes.EveryPlayer(restriction.player.span, "opponents")
    with pytest.raises(CardSyntaxError):
        parse_tree("Opponents can't.")
