"""Grammar (statics): passive abilities and their subjects, permissions and restrictions, and
keyword reminder variants (the notes after an effect, asides in parentheses, misprints kept as printed)."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import parse_tree

from grammar_support import assert_rejected, round_trip


def find(text: str, cls: type) -> list[nodes.Node]:
    return [node for node in build_ast(parse_tree(text)).walk() if isinstance(node, cls)]


ACCEPT = [
    # cost changes and their subjects
    "This spell's Energy cost is reduced by the highest Might among units you control.",
    "Your opponents' [Hidden] cards can't be revealed here.",
    "Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A] more instead.",
    "I cost [1] less for each card you've played this turn, to a minimum of [1].",
    "Your spells that choose me cost [1] or [A] less.",
    "While I'm in combat, friendly spells cost [1][A] less to a minimum of [1], and enemy spells cost [1][A] more.",
    "While you control this battlefield, the first friendly non-token gear played each turn costs [1] less.",
    "While you control this battlefield, the first friendly gear activated ability played each turn costs [1] less.",
    "Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1].",
    "Each spell that chooses one or more units here that are friendly to it costs [A] less.",
    "While I'm at a battlefield, the Energy costs for spells you play is reduced by [1], to a minimum of [1].",
    "[Equip] [3][A]. This ability's Energy cost is reduced by the Might of the unit you choose. (Pay the cost: Attach this to a unit you control.)",
    "When I conquer, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled.",
    "This costs [2] less if you choose a Bird, Cat, Dog, or Poro.",
    "During showdowns here, cards with [Reaction] cost [A] more to play. (Hidden cards have [Reaction].)",
    # what objects have, give and do
    "Friendly buffed units have [Deflect] if they didn't already. (Opponents must pay [A] to choose those units with a spell or ability.)",
    "I have all [E] abilities of all friendly legends, units, and gear.",
    "Friendly units played from anywhere other than a player's hand have [Accelerate].",
    "Each Equipment attached to me gives double its base Might bonus.",
    "Your Equipment each give [Assault]. (+1 [M] while equipped unit is an attacker.)",
    "Sand Soldiers you play have [Weaponmaster]. (When they're played, you may [Equip] one of your Equipment to them for [A] less.)",
    "I am a Mech.",
    "[Level 3][>] I have +1 [M] and enter ready. (While you have 3+ XP, get the effect.)",
    "If an opponent controls a stunned unit, I cost [2] less and enter ready.",
    "[Empowered][>] I have +3 [M] and can't be dealt damage unless I'm in combat.",
    "While your score is within 3 points of the Victory Score, your Gold [Add] an additional [1].",
    "While I'm in a showdown, your spells have [Repeat] [2][P]. (You may pay the additional cost to repeat the spell's effect.)",
    "Your [Temporary] effects at my battlefield don't trigger.",
    "Spells and abilities affecting units here each deal 1 Bonus Damage. (Each instance of damage the spell deals is increased by 1.)",
    "Units you play this turn enter ready. Draw 1.",
    "Buff a friendly unit. Buffs give an additional +1 [M] to friendly units this turn. (To buff a unit, give it a +1 [M] buff if it doesn't already have one.)",
    # permissions and restrictions
    "While I'm at a battlefield, opponents can only play units to their base.",
    "While I'm at a battlefield, opponents can't play spells with that name.",
    "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase.",
    "Use my abilities only while I'm at a battlefield.",
    "Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)",
    "I can be played to a battlefield you're attacking.",
    "I can be played to a battlefield where there are enemy units (even if you don't have units there).",
    "Ignore [Deflect] while paying this spell's cost.",
    "Players ignore [Deflect] while paying for spells and abilities choosing something here.",
    "Opponents must pay [A] for each unit beyond the first to move multiple units to my battlefield at the same time.",
    "[Reaction][>] [A][A], [E]: [Add] [2]. Spend this Energy only to play units or activated abilities of units.",
    "(You can't start the game with a token battlefield.)",
    "Units can move here from anywhere.",
    "(Units with 0 [M] can conquer and hold.)",
    # reminder variants and notes
    "Units here have +1 [M]. (This includes attackers.)",
    "Your Mechs have +1 [M] (including me).",
    "[Empowered][>] Your units that are [Empowered] have +2 [M] (including me).",
    "Your spells and abilities deal 3 Bonus Damage (while this is attached).",
    "[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or Ability.)",
    "[Legion] — When you play me, ready me. (Get the effect if you've played another card this turn)",
    "[Empowered][>] I have [Deflect] and [Shield 3]. (Opponents must pay [A] to choose me with a spell or ability.+3 [M] while I'm a defender.)",
    "When you recycle one or more cards, buff a friendly unit. (If it doesn't have a buff, it gets a +1 [M] buff. Runes aren't cards.)",
    "[Level 3][>] I have +1 [M] and [Deflect]. (While you have 3+ XP, get the effect. Opponents must pay [A] to choose a [Deflect] unit with a spell or ability.)",
    "[Level 3][>] I have +1 [M] and [Ganking]. (While you have 3+ XP, get the effect. A [Ganking] unit can move from battlefield to battlefield.)",
    "[Level 6][>] I have [Deflect] and [Ganking]. (While you have 6+ XP, opponents must pay [A] to choose me with a spell or ability and I can move from battlefield to battlefield.)",
    "Your token units have [Tank]. (They must be assigned combat damage first.)",
    "As you play this, name a tag. (For example, Miss Fortune, Demacia, and Poro are tags.)",
    "(I become a copy of something when played. I don't get that card's play effects.)",
    "As an additional cost to play me, kill a Bird, Cat, Dog, or Poro you control. You may play me to its battlefield (even if you don't have other units there).",
]

REJECT = [
    "I am a mech.",                                              # a tag is capitalised
    "Your Mechs have +1 [M] (including).",                       # "including" needs what it includes
    "I cost [2] less and enter.",                                # entering needs a state
    "Friendly units ready have [Deflect].",                      # the state comes before the noun
    "Opponents must pay [A] to choose me with a spell or ability.+3 [M].",  # the run-on part is a conditional bonus
    "Players ignore [Deflect] while assigning for spells and abilities.",
    "Sand Soldiers have [Weaponmaster].",                        # a bare tag starts no sentence
]


@pytest.mark.parametrize("text", ACCEPT)
def test_accepts_and_round_trips(text: str) -> None:
    assert round_trip(text) == text


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    assert_rejected(text)


def test_a_computed_discount_keeps_its_measure() -> None:
    (reduced,) = find("This spell's Energy cost is reduced by the highest Might among units you control.",
                      nodes.CostReduced)
    assert isinstance(reduced.amount, nodes.HighestMight)
    (by,) = find("When I conquer, you may recycle another friendly unit to play a Mech from your trash. "
                 "Reduce its Energy cost by the Might of the unit you recycled.", nodes.ReduceCostBy)
    the_one = by.amount.target
    assert isinstance(the_one, nodes.TheOneByYou) and the_one.clause.verb == "recycled"


def test_opponents_possessive_is_an_owner() -> None:
    (choice,) = [c for c in find("Opponents' spells cost [1] more.", nodes.Choice)]
    assert isinstance(choice.quantity, nodes.Owned) and choice.quantity.owner == "opponents'"


def test_second_predicate_keeps_the_state() -> None:
    (both,) = find("If an opponent controls a stunned unit, I cost [2] less and enter ready.", nodes.AndEnters)
    assert isinstance(both.statement, nodes.CostChange) and both.state == "ready"


def test_aside_and_misprints_are_in_the_tree() -> None:
    (aside,) = find("Your Mechs have +1 [M] (including me).", nodes.Aside)
    assert isinstance(aside.note, nodes.Including) and isinstance(aside.statement, nodes.Has)
    (run_on,) = find("[Empowered][>] I have [Deflect] and [Shield 3]. (Opponents must pay [A] to choose me with a "
                     "spell or ability.+3 [M] while I'm a defender.)", nodes.RunOnStatements)
    assert isinstance(run_on.first, nodes.DeflectTax) and isinstance(run_on.second, nodes.ConditionalBonus)
    (tax,) = find("[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or Ability.)", nodes.DeflectTax)
    assert tax.words.endswith("Ability") and tax.cost.symbols == ("A", "A")
    assert find("[Legion] — When you play me, ready me. (Get the effect if you've played another card this turn)",
                nodes.UnstoppedSentence)


def test_subjects_of_statics() -> None:
    (first,) = find("While you control this battlefield, the first friendly non-token gear played each turn costs [1] less.",
                    nodes.FirstPlayed)
    assert first.ordinal == "first" and first.controller == "friendly" and isinstance(first.qualifier, nodes.NonKind)
    (state,) = find("Friendly buffed units have [Deflect] if they didn't already.", nodes.StateAfterController)
    assert state.state == "buffed"
    (tag,) = find("Sand Soldiers you play have [Weaponmaster].", nodes.PlayedTag)
    assert tag.name == "Sand Soldiers"
    (limit,) = find("While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase.",
                    nodes.ChannelLimit)
    assert limit.count == 1 and isinstance(limit.players, nodes.EveryPlayer)


def test_units_you_play_this_turn_is_an_effect() -> None:
    tree = build_ast(parse_tree("Units you play this turn enter ready. Draw 1."))
    (line,) = tree.lines
    assert isinstance(line, nodes.SpellAbility)
    assert find("Units you play this turn enter ready. Draw 1.", nodes.PlayedThisTurnEnter)


def test_a_cost_list_after_energy_stays_a_cost_list() -> None:
    # A keyword with its cost is a statement of its own, so ", [E]," after "[1][G]" stays a cost list.
    text = "When you play this, draw 1.\n[1][G], [E], Kill this: Draw 1."
    assert round_trip(text) == text
