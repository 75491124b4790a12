"""Grammar (targets): the selector algebra — joined and alternative targets, unions of nouns, qualifiers
before the noun (domain, non-, token), filters and clauses after it, places named by reference, and
"the equipped unit" (the unit an Equipment is attached to)."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree

from grammar_support import round_trip


def first_instruction(text: str) -> nodes.Node:
    """The instruction of the first sentence of the first line (a spell line or a triggered ability)."""
    line = build_ast(parse_tree(text)).lines[0]
    return line.effect.sentences[0].instruction


ACCEPT = [
    # joined and alternative targets (rule 355.7)
    "Stun a friendly unit and an enemy unit at the same battlefield.",
    "Return a friendly unit and an enemy unit to their owners' hands.",
    "Choose a unit and an Equipment with the same controller.",
    "Choose a battlefield you control and a unit you control at a different location.",
    "Choose a friendly unit anywhere and an enemy unit at a battlefield.",
    "Give a unit at a battlefield or a gear [Temporary].",
    "When you play me or another Dragon, ready up to 2 runes.",
    # unions of nouns and tags (rule 759)
    "Kill an enemy Chaos ([P]) unit or gear.",
    "Ready up to 4 units, gear, and/or runes.",
    "Return all units and gear to their owners' hands.",
    "Counter an enemy spell or ability that chooses a friendly unit or gear.",
    "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand.",
    # qualifiers: domains (rule 134), non-, tokens (rule 179)
    "Deal 4 to an enemy Calm ([G]) unit.",
    "Give an enemy Body ([O]) unit -5 [M] this turn.",
    "Your token units have +1 [M].",
    "Your tokens enter ready.",
    "When you hold here, draw 1 for each non-token unit you control.",
    # states, filters and clauses
    "When I attack, kill all damaged enemy units here.",
    "Choose an equipped friendly unit.",
    "Choose a friendly unit without [Temporary].",
    "You may play me to an open battlefield.",
    "You may play me to an occupied enemy battlefield.",
    "When one or more enemy units die, ready me.",
    # locations and places
    "Deal 2 to all enemy units in combat.",
    "Deal 1 to up to three units at the same location.",
    "Deal 4 to all units at my battlefield.",
    "Choose a battlefield. Give friendly units there +1 [M] this turn.",
    "Give a friendly unit +1 [M] this turn and [Stun] an enemy unit at its location.",
    "Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield.",
    "Move an enemy unit to a location where there's a unit with the same controller.",
    "Move an enemy unit to a battlefield where you have units.",
    "I have +2 [M] while I'm at a battlefield with exactly one other unit you control.",
    # zones (rule 355.9.a)
    "Kill this: Recycle up to 4 cards from trashes.",
    "Return up to 2 units from trashes to their owners' hands.",
    "When you hold, you may return a unit or gear from your trash to your hand.",
    # one object of a kind, partitives, something
    "Ready your legend.",
    "Deal 6 to each of up to two units.",
    "Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then ready two of them.",
    "Choose a unit. Ready the chosen unit.",
    "Ready something you control.",
    "[E]: Return another friendly gear, unit, or [Hidden] card to its owner's hand.",
    "Draw 1 for each of your [Mighty] units.",
    "When one of your units dies, draw 1.",
    "[Deathknell] — Play three 1 [M] Recruit unit tokens into your base. (When I die, get the effect.)",
    "When you play me, move any number of your units to an open battlefield.",
    # relative clauses, tag lists, zones named by reference
    "Counter an enemy spell or ability that chooses it and no other friendly unit.",
    "Choose a friendly unit that's in combat with an enemy Fury ([R]) unit or that's being chosen by an enemy Fury spell.",
    "Bird, Cat, Dog, Poro, and Ivern units here have +1 [M].",
    "Units you play this turn enter ready.",
    "You may choose a unit from it.",
    "When I hold, play a 3 [M] Sprite unit token with [Temporary] there.",
    "Choose a unit. Give the killed unit +1 [M] this turn.",
    "Otherwise, draw 1.",                        # a capitalised word before a comma is not a listed tag
    "This costs [2] less if you control something that's [Empowered].",
    "[E]: Give a unit with the named tag -2 [M] this turn.",
    "[1], [E]: Attach a detached Equipment you control to a unit you control.",
    "I have +1 [M] for each other unit you control here with my name.",
    "[Action][>] [1][P]: Move me and a Shadow Clone you control to each other's locations.",
    "[Action][>] [1][A], [E]: [Stun] an enemy unit attacking here.",
    "At the start of your Beginning Phase, recycle 3 from your trash.",
    "Your Mechs each have [Assault]. (+1 [M] while we're attackers.)",
    "I have +1 [M] for each of your units with [Temporary] at my battlefield.",
    "Look at the top 2 cards of your Main Deck. Draw one and recycle the other.",
    "When you defend at a battlefield, you may move me there.",
    "At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1.",
    # one verb, several targets with their own amounts
    "Give a unit +2 [M] this turn and another unit -2 [M] this turn.",
    "Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit there.",
    "When you play me, you may choose a friendly unit. Move me to its location and it to my original location.",
    # the unit an Equipment is attached to
    "The equipped unit becomes a copy of that unit for as long as this is attached to it.",
    "The equipped unit has +2 [M].",
    "Give the equipped unit +2 [M] this turn.",
]


@pytest.mark.parametrize("text", ACCEPT)
def test_accepted_texts_round_trip(text: str) -> None:
    assert round_trip(text) == text


REJECT = [
    "Buff a friendly units or gear.",            # a singular quantity takes singular kinds
    "Ready all unit, gear, and/or runes.",       # … and a plural quantity plural ones
    "Ready up to 4 units, gear and/or runes.",   # three kinds take a comma before the conjunction
    "Ready up to 4 units, and runes.",           # two kinds take none
    "Deal 4 to an enemy Calm ([G] unit.",        # the domain symbol is closed
    "Stun a friendly unit and at the same battlefield.",
    "Deal 1 to up to three units at the same.",
    "Bird units here have +1 [M].",              # a tag starts a sentence only in a list
    "Bird, Cat units here have +1 [M].",         # … that ends with a conjunction
    "The equipped gear has +2 [M].",             # an Equipment is attached to a unit
    "The equipped unit unit has +2 [M].",
]


@pytest.mark.parametrize("text", REJECT)
def test_rejected_texts_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


# --- the meaning is in the tree ----------------------------------------------------------------


def test_joined_targets_keep_each_choice() -> None:
    stun = first_instruction("Stun a friendly unit and an enemy unit at the same battlefield.")
    joined = stun.target
    assert isinstance(joined, nodes.JoinedTargets)
    friendly, enemy = joined.items
    assert (friendly.controller, enemy.controller) == ("friendly", "enemy")
    assert isinstance(enemy.location, nodes.At) and isinstance(enemy.location.place, nodes.SamePlace)


def test_noun_union_records_kinds_and_conjunction() -> None:
    ready = first_instruction("Ready up to 4 units, gear, and/or runes.")
    union = ready.target.noun
    assert isinstance(union, nodes.NounUnion)
    assert [noun.word for noun in union.nouns.items] + [union.last.word] == ["units", "gear", "runes"]
    assert union.conjunction == "and/or"
    assert isinstance(ready.target.quantity, nodes.UpTo) and ready.target.quantity.count == 4


def test_domain_and_token_qualifiers() -> None:
    deal = first_instruction("Deal 4 to an enemy Calm ([G]) unit.")
    assert deal.target.qualifier == nodes.Domain(deal.target.qualifier.span, "Calm", "G")
    statement = build_ast(parse_tree("Your token units have +1 [M].")).lines[0].statement
    assert isinstance(statement.subject.qualifier, nodes.TokenKind)
    assert isinstance(statement.subject.quantity, nodes.Owned)


def test_relative_clause_holds_the_chosen_object() -> None:
    counter = first_instruction("Counter an enemy spell or ability that chooses a friendly unit or gear.")
    clause = counter.target.clause
    assert isinstance(clause, nodes.ThatChooses)
    assert clause.target.controller == "friendly" and isinstance(clause.target.noun, nodes.NounUnion)


def test_zone_and_place_references() -> None:
    recycle = first_instruction("Recycle up to 4 cards from trashes.")
    assert isinstance(recycle.target.location, nodes.FromZone)
    assert recycle.target.location.zone.zone == "trashes"
    ready = first_instruction("Ready your legend.")
    assert isinstance(ready.target, nodes.Possessed) and ready.target.owner == "your"
    assert ready.target.noun.word == "legend"


def test_split_give_keeps_each_target_with_its_grant() -> None:
    give = first_instruction("Give a unit +2 [M] this turn and another unit -2 [M] this turn.")
    assert isinstance(give, nodes.SplitGive)
    first, second = give.parts.items
    assert isinstance(second.target.quantity, nodes.Another)
    assert [part.grants.items[0].amount for part in give.parts.items] == [2, -2]


def test_tag_list_narrows_a_plural_noun() -> None:
    statement = build_ast(parse_tree("Bird, Cat, Dog, Poro, and Ivern units here have +1 [M].")).lines[0].statement
    tags = statement.subject.qualifier
    assert isinstance(tags, nodes.NounUnion) and tags.conjunction == "and"
    assert [tag.name for tag in tags.nouns.items] + [tags.last.name] == ["Bird", "Cat", "Dog", "Poro", "Ivern"]
    assert statement.subject.noun.word == "units"


def test_the_equipped_unit_is_its_own_node() -> None:
    tree = build_ast(parse_tree("The equipped unit has +2 [M]."))
    assert any(isinstance(node, nodes.TheEquipped) for node in tree.walk())
