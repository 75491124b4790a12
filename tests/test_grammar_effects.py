"""Grammar (effects): instructions and their objects. Selectors in effects ("this battlefield",
"Equipment attached to me", "units banished with this", "a card you own", "a card with my name in your
trash", "the location of …", "a single location"), "X or Y" instructions, play instructions (tokens
"from Bilgewater", the "[1] [M]" misprint, "…, ignoring its cost, and attach it to me", "from hand this
turn", "again for [A]"), quoted granted abilities, battlefield tokens ("replace …", "add … to the board"),
"become copies of me" and cost comparisons."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import parse_tree

from grammar_support import assert_rejected, round_trip


def find(text: str, cls: type[nodes.Node]) -> list[nodes.Node]:
    return [node for node in build_ast(parse_tree(text)).walk() if isinstance(node, cls)]


ACCEPT = [
    # selectors in effects
    "When I attack, you may move any number of your token units to this battlefield.",
    "When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield.",
    "When I attack, choose an enemy unit here. Deal 2 to it for each Equipment attached to me.",
    "[3][B], Banish this: Play all units banished with this, ignoring their costs. (Use only if unattached.)",
    "[E]: Play a unit banished with this. (You must pay its costs.)",
    "When you banish a card you own, empower me. (I become Empowered if I'm not already.)",
    "[1], [E]: Put a Teemo unit you own into your hand from your Champion Zone or the board.",
    "I enter ready if you have a card with my name in your trash.",
    "I cost [2] less for each card with my name in your trash.",
    "Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash.",
    "Draw 1, then draw 1 for each battlefield you or allies control.",
    "When I move to a battlefield, play a 1 [M] Recruit unit token here. (It is also at the battlefield.)",
    "Move any number of enemy units with the same controller and a total Might of 8 or less to a single location.",
    "[Action][>] Exhaust a unit you control, [E]: Move a different unit you control to the location of the unit you exhausted to pay for this ability.",
    "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield with less Might than the chosen unit to their base. Gain 1 XP.",
    "When I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm [Empowered], deal 2 instead.",
    "I cost [2][Y] less if you control a battlefield with exactly two units there.",
    "When you play me, heal your units here, then move an enemy unit from here to its base.",
    "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a battlefield, then move your unit there.",
    "Banish a unit, then its owner plays it to the same location, ignoring its cost.",
    "Choose a friendly unit and an enemy unit. If you paid the additional cost, give the friendly unit +2 [M] this turn. They deal damage equal to their Mights to each other.",
    # "X or Y" instructions and joined instructions
    "When you play me, ready or exhaust a legend.",
    "Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from that unit. Draw 1.",
    "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card.",
    "When an opponent plays a gear, you may banish me to banish it.",
    "When you play me, you may disempower something you control to empower a legend, unit, or gear.",
    "[Action][>] [E]: If it's your turn, move a friendly unit in a showdown to base and if I'm [Empowered], ready it.",
    "Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get +1 [M] this turn.",
    # play instructions
    "Play two 1 [M] Tentacle unit tokens from Bilgewater.",
    "When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater.",
    "When I attack, you may play an Equipment with Energy cost no more than [2], ignoring its cost, and attach it to me.",
    "When you play me, you may kill a friendly gear. If you do, you may play a gear with Energy cost no more than [7] from hand this turn, ignoring its Energy cost. (You must still pay its Power cost.)",
    "When you play me, you may play a spell from your trash with Energy cost no more than [3], ignoring its Energy cost. Recycle that spell after you play it. (You must still pay its Power cost.)",
    "When I conquer, you may play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it. (You must still pay its Power cost.)",
    "Play a unit from your trash that costs no more Energy and no more Power than the killed unit, ignoring its cost.",
    "Deal 2 to a unit. Its controller may play this spell again for [A].",
    "Deal 2 to a unit. Its controller may play this spell again for [A]. If they do, this deals 1 additional Bonus Damage for each time this spell has dealt damage this turn.",
    "If it's your turn, move each to the other's location. Draw 1.",
    "Give a friendly unit +1 [M] this turn, then an additional +1 [M] this turn if you control a Mech.",
    "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it, ignoring its cost. Then recycle the rest.",
    # quoted granted abilities
    'This turn, double a unit\'s Might and give it "[A][A]: Ready me."',
    'Move a friendly unit. You may attach an Equipment with the same controller to it. This turn, that unit has "When I conquer, you may move me to my base."',
    'While you control this battlefield, friendly legends have "[E]: Attach an Equipment you control to a unit you control."',
    # battlefield tokens and copies
    "When you score here, you may replace this with the battlefield it replaced.",
    "When you conquer or hold, you may exhaust me to replace that battlefield with a Brush battlefield token.",
    "As you play me, add the Baron Pit battlefield token to the board.",
    "When you play me, play two Reflection unit tokens here. They become copies of me.",
    "Choose a friendly unit and a spell. Counter that spell and give that unit +[M] equal to that spell's Energy cost this turn.",
]

REJECT = [
    "When you play me, ready or exhaust.",                       # the shared object is missing
    "Ready or draw a legend.",                                    # only ready or exhaust share an object
    "Play two [1] Tentacle unit tokens.",                         # a bracketed number is a Might only before [M]
    "Move an enemy unit to this battlefields.",                   # "this" names one card
    "Teemo units have +1 [M].",                                   # a tag before a noun needs a quantity
    "Play a unit banished with it.",                              # banished with this object's own ability
    "Put a unit you own in your hand from the board.",            # "into" a zone
    "Give it \"[A][A]: Ready me.\" this turn.",                   # the quoted ability ends the sentence
    "Give a friendly unit +1 [M] this turn, then an additional +1 [M].",  # the repeated give says how long
]


@pytest.mark.parametrize("text", ACCEPT)
def test_accepts_and_round_trips(text: str) -> None:
    assert round_trip(text) == text


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    assert_rejected(text)


def test_this_battlefield_is_the_card_itself() -> None:
    [card] = find("When I attack, you may move any number of your token units to this battlefield.", nodes.ThisCard)
    assert card.word == "this" and card.noun.word == "battlefield"


def test_attached_to_names_the_unit() -> None:
    [clause] = find("When I attack, choose an enemy unit here. Deal 2 to it for each Equipment attached to me.",
                    nodes.AttachedTo)
    assert isinstance(clause.unit, nodes.SelfRef) and clause.unit.word == "me"


def test_banished_with_names_its_source() -> None:
    [clause] = find("[E]: Play a unit banished with this. (You must pay its costs.)", nodes.BanishedWith)
    assert clause.source.word == "this"


def test_ready_or_exhaust_keeps_the_shared_object() -> None:
    [either] = find("When you play me, ready or exhaust a legend.", nodes.ReadyOrExhaust)
    assert isinstance(either.target, nodes.Choice) and either.target.noun.word == "legend"


def test_attach_or_detach_is_a_choice_of_two_instructions() -> None:
    [either] = find("Attach that Equipment to that unit or detach that Equipment from that unit.", nodes.Either)
    assert isinstance(either.first, nodes.Attach)
    assert isinstance(either.second, nodes.Detach) and isinstance(either.second.unit, nodes.ThatRef)


def test_token_origin_and_bracketed_might() -> None:
    [token] = find("When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater.", nodes.Token)
    assert token.might == nodes.BracketedMight(token.might.span, 1)
    assert token.origin.name == "Bilgewater" and token.name == "Tentacle"


def test_owned_and_tag_qualified_selector() -> None:
    [put] = find("[1], [E]: Put a Teemo unit you own into your hand from your Champion Zone or the board.", nodes.PutFrom)
    assert put.card.qualifier.name == "Teemo"
    assert isinstance(put.card.controlled_by, nodes.OwnedByYou)
    assert [type(place) for place in put.origins.places] == [nodes.Zone, nodes.TheBoard]
    assert put.origins.places[0].zone == "Champion Zone"


def test_quoted_grant_in_an_instruction() -> None:
    [give] = find('This turn, double a unit\'s Might and give it "[A][A]: Ready me."', nodes.GiveQuoted)
    [quoted] = give.ability.items
    assert isinstance(quoted, nodes.QuotedAbility) and isinstance(quoted.ability, nodes.ActivatedAbility)
    [sentence] = find('This turn, double a unit\'s Might and give it "[A][A]: Ready me."', nodes.QuotedSentence)
    assert sentence.duration == "this turn"


def test_play_window_and_again() -> None:
    text = ("When you play me, you may kill a friendly gear. If you do, you may play a gear with Energy cost no "
            "more than [7] from hand this turn, ignoring its Energy cost.")
    [window] = find(text, nodes.PlayWindow)
    assert window.duration == "this turn" and window.origin.zone == "hand"
    [again] = find("Its controller may play this spell again for [A].", nodes.PlayAgain)
    assert again.cost.symbols == ("A",)


def test_cost_compared_part_by_part() -> None:
    text = "Play a unit from your trash that costs no more Energy and no more Power than the killed unit, ignoring its cost."
    [compared] = find(text, nodes.CostCompared)
    assert [(limit.bound, limit.kind) for limit in compared.limits.limits] == [("no more", "Energy"), ("no more", "Power")]
    assert isinstance(compared.other, nodes.TheChosen)


def test_replace_with_a_token_battlefield() -> None:
    [replace] = find("When you conquer or hold, you may exhaust me to replace that battlefield with a Brush battlefield token.",
                     nodes.Replace)
    assert replace.replacement.name == "Brush" and replace.replacement.noun == "battlefield token"


def test_additional_bonus_damage_counts_times() -> None:
    text = "If they do, this deals 1 additional Bonus Damage for each time this spell has dealt damage this turn."
    [bonus] = find(text, nodes.AdditionalBonusDamage)
    assert bonus.amount == 1 and isinstance(bonus.scale, nodes.ForEachTime)
    [test] = find(text, nodes.HasDealtDamage)
    assert test.card.noun.word == "spell" and test.duration == "this turn"
