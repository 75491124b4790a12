"""Grammar of triggers: trigger events and forms, conditions, deck handling and modal variants;
"you or an ally hold", "any unit" in an event, "at end of turn" after a delayed instruction, and a
reminder note that starts with "I" ("I wasn't alone if …") after an effect.

Each accepted text parses and prints back exactly; each rejected text is a near miss that must not
parse; the AST tests check that the meaning (verbs, subjects, joins, counts) is in the tree.
"""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text


def _ast(text: str) -> nodes.Start:
    return build_ast(parse_tree(text))


def _first(text: str) -> nodes.Node:
    """The first ability of a one-line text."""
    return _ast(text).lines[0]


ACCEPT: dict[str, list[str]] = {
    "compound triggers": [
        "When you play me or I attack, draw 1.",
        "When you play me or when I conquer, buff me.",
        "When I'm played and when I conquer, buff me.",
        "When you play me or the first time you play a gear each turn, draw 1.",
    ],
    "passive events": [
        "When this is played, discarded, or killed, draw 1.",
        "When I'm played, draw 1.",
        "When a friendly unit is played this turn, buff it.",
        "When a unit here is returned to its owner's hand, draw 1.",
    ],
    "unit events": [
        "When a friendly unit attacks or defends alone, give it +1 [M] this turn.",
        "When an enemy unit attacks a battlefield you control, give it -1 [M] this turn, to a minimum of 1 [M].",
        "When a unit moves from here, give it +1 [M] this turn.",
        "When I move from a battlefield, give me +2 [M] this turn.",
        "When this leaves the board, draw 1 and channel 1 rune exhausted.",
        "When I become ready, give me +2 [M] this turn.",
        "When a unit you control becomes [Mighty], you may pay [Y] to ready it.",
        "When one or more enemy units die, ready me.",
        "When a showdown begins here, draw 1.",
        "When combat starts here, draw 1.",
        "When my Might becomes 10 or more, empower me.",
        "When I attack or defend one on one, draw 1.",
        "[Empowered][>][>>][Deathknell][>] Channel 2 runes exhausted. (When I die while Empowered, get the effect.)",
        "When a combat that I was in ends, empower me. (I become Empowered if I'm not already.)",
    ],
    "your actions": [
        "When you choose or ready me, give me +1 [M] this turn.",
        "When you attach an Equipment to me, you may pay [1] to draw 1.",
        "When you choose me with a spell, draw 1.",
        "When you spend a buff, play a Gold gear token exhausted.",
        "When you use an activated ability of a gear, give me +1 [M] this turn.",
        "When you play your second card in a turn, give me +2 [M] this turn and ready me.",
        "When you draw your second card each turn, give a friendly unit +2 [M] this turn.",
        "When you play me to a battlefield, deal 2 to an enemy unit here.",
        "When you play a unit during a showdown, you may exhaust this to draw 1.",
        "When you hide a card, ready me.",
        "When you [Stun] an enemy unit at a battlefield, draw 1.",
        "When you discard one or more cards, ready me and give me +1 [M] this turn.",
        "When you kill a unit with a spell, you may pay [1][R] to play me from your trash.",
        "When you play a card from [Hidden], give me +2 [M] this turn.",
        "When you play this from face down, attach it to a unit you control here.",
        "When you play me or at the start of your Beginning Phase, draw 1.",
        "When I defend or I'm played from [Hidden], draw 1.",
        "When I conquer after an attack, draw 1.",
        "When you play me from face down on your turn, draw 1.",
        "[Burn 1]. When you burn a unit this way, do this: Draw 1.",
        "When you conquer here with one or more units, you may pay [1] to draw 1.",
        "When you conquer or hold, you may discard 1 and exhaust me to draw 1.",
    ],
    "trigger forms": [
        "Once each turn, when an enemy unit here dies, channel 1 rune exhausted.",
        "As I'm revealed from your deck, [Add] [2].",
        "As you look at or reveal me from the top of your deck, you may banish me. If you do, you may play me for [A].",
        "As this is attached to a unit, choose another friendly unit.",
        "While you control this battlefield, when you play a spell, if you spent [4] or more, [Predict].",
        "When you choose a friendly unit here with a spell for the first time each turn, draw 1.",
        "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.",
        "When I hold, the next time you play a unit this turn, ready it and [Buff] it.",
        "When I hold, at the start of your next Main Phase, you may draw 1.",
        "At the start of your first Beginning Phase, draw 1.",
    ],
    "conditions": [
        "While I'm attacking or defending alone, I have +2 [M].",
        "While I'm buffed, I have an additional +1 [M].",
        "If this was attached to me this turn, I have an additional +2 [M].",
        "While a friendly unit defends alone, it gets +2 [M].",
        "While a unit here is defending alone, it has -2 [M].",
        "When I attack, give me +2 [M] this turn if there is a ready enemy unit here.",
        "While there's a stunned enemy unit here, I have +2 [M].",
        "If you have two or fewer cards in your hand, I enter ready.",
        "While you have 8+ runes, I have +4 [M].",
        "While you have another unit here, I have +1 [M].",
        "If you've spent [4] or more to play a spell this turn, I have +4 [M].",
        "When you play a spell, if you spent [4] or more, ready me.",
        "If a unit died this turn, I enter ready.",
        "If a friendly unit died during your Beginning Phase this turn, I enter ready.",
        "If you played this from your hand, draw 1.",
        "If you play me to a battlefield, I enter ready.",
        "When you play me, choose an enemy unit. If it is stunned, kill it. Otherwise, stun it.",
        "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1.",
        "When I attack or defend, if an enemy unit is alone here, give me +2 [M] this turn and gain 2 XP.",
        "If you've discarded a card this turn, I have [Assault] and [Ganking].",
        "If you've gained XP this turn, I have +1 [M] and [Ganking].",
        "If you've spent at least [A][A] this turn, I have +2 [M] and [Ganking].",
        "If an enemy unit has died this turn, this costs [2] less.",
        "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1.",
        "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. "
        "Then if you revealed a unit, do this: [Buff] a friendly unit.",
        "Channel 1 rune exhausted. If you can't, draw 1.",
        "[Deathknell] — If I died alone, draw 1. (When I die, get the effect. "
        "I'm alone if there are no other friendly units here.)",
        "Kill a unit at a battlefield with 2 [M] or less. If it was an enemy unit, play a Gold gear token exhausted.",
        "[Deathknell] — If I was [Mighty], draw 2. (When I die, get the effect. I'm Mighty while I have 5+ [M].)",
        "[Temporary] (If this is unattached, kill it at the start of its controller's Beginning Phase, before scoring.)",
        "[Reaction][>] [E]: [Add] [1]. If this is [Empowered], [Add] [2] instead.",
        "[Stun] an attacking enemy unit. If it's already stunned, return it to its owner's hand instead.",
        "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, "
        "draw 1.",
        "I have +2 [M] while I'm attacking with another unit.",
        "When I hold, if there is exactly one other unit you control here, draw 1.",
        "I have +2 [M] while I'm at a battlefield with exactly one other unit you control.",
        # Not yet: "(When I die, get the effect. I wasn't alone if …)", a note starting with "I"
        # after an effect, is read as one more sentence of that effect (see _lastable).
    ],
    "instructions": [
        "When I conquer, draw 1 or channel 1 rune exhausted.",
        "When you play me, you may draw 1 or buff me.",
        "When you buff a friendly unit, you may pay [O] and exhaust this to ready it.",
        "When you choose a friendly unit, you may exhaust me and pay [A] to ready it.",
        "When you conquer, you may discard 1 to return this from your trash to your hand.",
        "Counter a spell if you control a Mech.",
        "At the end of your turn, if I didn't conquer this turn, unattach this and deal 4 to me.",
        "When you conquer here, you may ready a friendly gear. If it's an Equipment, you may detach it.",
        "Kill a unit at a battlefield if it is stunned.",
        "When you conquer here, ready 2 runes at the end of this turn.",
        "While I'm at a battlefield, ready 4 friendly runes at the end of your turn.",
        "When I hold, [Add] [A] at the start of your next Main Phase.",
        "[2], [E]: Move a friendly unit to or from its base.",
        "Choose a unit. Kill it the next time it takes damage this turn.",
        "Draw 1. Then you may do this: Empower it.",
        # Errata wording (riftbound-origins card errata, Dragon's Rage): "Then do this:" before one step.
        "Move an enemy unit. Then do this: Choose another enemy unit at its destination.",
    ],
    "deck handling": [
        "Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest.",
        "Look at the top 2 cards of your Main Deck. Draw one and recycle the other.",
        "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. "
        "Recycle the rest.",
        "When you conquer here, put the top 2 cards of your Main Deck into your trash.",
        "When you defend here, reveal the top card of your Main Deck. If it's a spell, put it in your hand. "
        "Otherwise, recycle it.",
        "When you conquer, you may exhaust me to reveal the top 2 cards of your Main Deck. You may banish one, "
        "then play it. Recycle the rest.",
        "When you conquer here, look at the top two cards of your Main Deck. You may recycle one or both of "
        "them. Put those you don't back in any order.",
        "[Burn 3]. (Put the top 3 cards of your Main Deck into your trash.)",
        "Look at the top 5 cards of your Main Deck. You may play one. If the played card is a unit, draw 1. "
        "Recycle the remaining cards.",
        "When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based on "
        "its domain:\n• [R] — Deal 2 to an enemy unit here and 1 to all other enemy units here.\n• [B] — Draw 1."
        "\n• [Y] — Stun an enemy unit.",
        "When I move, you may [Burn 1] to give me +1 [M] this turn. "
        "(To Burn 1, put the top card of your Main Deck into your trash.)",
    ],
    "modes": [
        "Choose one you haven't already chosen —\n• Draw 1.\n• Deal 2 to a unit at a battlefield.",
        "When you attach an Equipment to me, choose one that hasn't been chosen this turn —\n"
        "• Ready 2 runes.\n• Channel 1 rune exhausted.",
        "When I become ready, choose one to give me this turn —\n• [Assault 2]\n• [Tank]",
        "Spend my buff: Choose one you've not chosen this turn —\n• Ready me.\n• Give me [Ganking] this turn.",
        "When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type:\n"
        "• Spell — Draw 1.\n• Gear — Ready up to 2 runes.\n• Unit — Give me +3 [M] this turn.",
    ],
    "trigger effects": [
        "When you hold here, activate the conquer effects of units here.",
        "My hold effects are also conquer effects, and vice versa.",
        "Your conquer effects for conquering here trigger an additional time.",
    ],
    "reminders": [
        "When you play me, buff me. (To buff a unit, give it a +1 [M] buff if it doesn't already have one.)",
        "When I hold, [Buff] all units here. (Give each a +1 [M] buff if it doesn't have one.)",
        "Play two ready 3 [M] Sprite unit tokens with [Temporary]. "
        "(Kill each at the start of its controller's Beginning Phase, before scoring.)",
        "When I win a combat, draw 1. (I win if I remain after combat.)",
        "When you recycle one or more cards, draw 1. (Runes aren't cards.)",
        "At the start of your Beginning Phase, you may kill a unit you control here to draw 1. "
        "(This happens before scoring.)",
        "When you play a unit, draw 1. (A unit is Mighty while it has 5+ [M].)",
    ],
    "allies, any unit, end of turn, notes starting with I": [
        "When you or an ally hold, you may exhaust me to draw 1.",
        "When you or an ally hold, you may exhaust me to play a Gold gear token exhausted.",
        "When any unit takes damage this turn, kill it.",
        "Ready a unit at end of turn.",
        "Choose one —\n• Empower a unit. Disempower it at end of turn.\n• Disempower a unit that's [Empowered]. Empower it at end of turn.",
        "[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there were other friendly units here.)",
        "I wasn't alone if there were other friendly units here.",
        "When an opponent moves to a battlefield, draw 1.",
    ],
}


@pytest.mark.parametrize(
    "text", [text for family in ACCEPT.values() for text in family], ids=lambda text: text[:60]
)
def test_accepted_texts_round_trip(text: str) -> None:
    assert print_text(_ast(text)) == text


REJECT = [
    "When you play me or, draw 1.",  # a join needs a second event
    "When this is played, discarded or, draw 1.",
    "When a showdown begin here, draw 1.",
    "Once each turn when I attack, draw 1.",  # the comma after "Once each turn"
    "If you have two or fewer card in your hand, I enter ready.",  # agreement
    "Draw 1 or.",
    "[Burn].",  # Burn needs its number
    "Put 1 onto your hand.",
    "When a showdown stops here, draw 1.",  # fights begin, start and end
    "Choose one you have already chosen —\n• Draw 1.\n• Draw 2.",
    "Do this: Draw 1.",  # "do this:" follows a condition, a choice or an event
    "When you or an ally holds, draw 1.",  # "you or an ally" take the plain form
    "When you or an allies hold, draw 1.",
    "Ready a unit at end of the turn.",
    "(When I die, get the effect. I weren't alone if there were other friendly units here.)",
]


@pytest.mark.parametrize("text", REJECT)
def test_rejected_texts_do_not_parse(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


# --- the meaning is in the tree ------------------------------------------------------------------


def test_compound_trigger_keeps_both_events_and_the_join() -> None:
    ability = _first("When you play me or when I hold, draw 1.")
    assert isinstance(ability, nodes.TriggeredAbility)
    event = ability.trigger.event
    assert isinstance(event, nodes.EitherEvent)
    assert event.join == "or when"
    assert isinstance(event.first, nodes.PlayEvent)
    assert isinstance(event.second, nodes.UnitEvent)
    assert event.second.verbs.verbs == ("hold",)


def test_passive_event_lists_each_past_participle() -> None:
    ability = _first("When this is played, discarded, or killed, draw 1.")
    event = ability.trigger.event
    assert isinstance(event, nodes.PassiveEvent)
    assert isinstance(event.subject, nodes.SelfRef)
    assert event.actions.verbs == ("played", "discarded", "killed")


def test_once_each_turn_wraps_the_trigger() -> None:
    ability = _first("Once each turn, when an enemy unit here dies, channel 1 rune exhausted.")
    trigger = ability.trigger
    assert isinstance(trigger, nodes.OnceEachTurn)
    assert trigger.period == "each turn"
    assert isinstance(trigger.trigger, nodes.Trigger)


def test_one_or_more_is_a_bounded_quantity() -> None:
    ability = _first("When one or more enemy units die, ready me.")
    subject = ability.trigger.event.subject
    assert isinstance(subject.quantity, nodes.Bounded)
    assert (subject.quantity.count, subject.quantity.comparative) == ("one", "more")
    assert subject.controller == "enemy"


def test_hand_size_condition_records_count_and_zone() -> None:
    ability = _first("If you have two or fewer cards in your hand, I enter ready.")
    conditional = ability.effect.sentences[0].instruction
    test = conditional.condition.test
    assert isinstance(test, nodes.YouHave)
    assert (test.objects.quantity.count, test.objects.quantity.comparative) == ("two", "fewer")
    assert test.objects.location.place.zone == "hand"


def test_spent_condition_keeps_amount_and_purpose() -> None:
    ability = _first("If you've spent [4] or more to play a spell this turn, I have +4 [M].")
    test = ability.effect.sentences[0].instruction.condition.test
    assert isinstance(test, nodes.SpentTest)
    assert test.duration == "this turn" and test.purpose is not None
    assert test.purpose.noun.word == "spell"


def test_trailing_condition_and_either() -> None:
    ability = _first("When I attack, give me +2 [M] this turn if there is a ready enemy unit here.")
    step = ability.effect.sentences[0].instruction
    assert isinstance(step, nodes.TrailingCondition)
    assert isinstance(step.instruction, nodes.Give)
    assert isinstance(step.condition.test, nodes.ThereIs)
    either = _first("When I conquer, draw 1 or channel 1 rune exhausted.").effect.sentences[0].instruction
    assert isinstance(either, nodes.Either)
    assert isinstance(either.first, nodes.Draw) and isinstance(either.second, nodes.Channel)


def test_burn_and_put_into_keep_counts_and_zones() -> None:
    burn = _first("[Burn 3]. (Put the top 3 cards of your Main Deck into your trash.)")
    assert isinstance(burn, nodes.SpellAbility)
    assert burn.effect.sentences[0].instruction.amount == 3
    put = burn.reminder.abilities[0].effect.sentences[0].instruction
    assert isinstance(put, nodes.PutInto)
    assert put.preposition == "into" and put.zone.zone == "trash"
    assert put.cards.count == 3


def test_from_among_names_the_chosen_card() -> None:
    text = "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it."
    may = _first(text).effect.sentences[1].instruction
    reveal = may.instruction.first
    assert isinstance(reveal, nodes.RevealTarget)
    assert isinstance(reveal.target, nodes.FromAmong)
    assert reveal.target.objects.noun.word == "unit"


def test_keyed_modes_keep_their_keys() -> None:
    text = ("When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type:\n"
            "• Spell — Draw 1.\n• Gear — Ready up to 2 runes.")
    modes = _first(text).effect.sentences[-1]
    assert isinstance(modes, nodes.BasedOnModes)
    assert isinstance(modes.basis, nodes.CardTypeBasis) and modes.basis.action == "discarded"
    assert [mode.key for mode in modes.modes.modes] == ["Spell", "Gear"]


def test_either_event_after_a_unit_event_keeps_the_verbs_apart() -> None:
    event = _first("When I defend or I'm played from [Hidden], draw 1.").trigger.event
    assert isinstance(event, nodes.EitherEvent) and event.join == "or"
    assert event.first.verbs.verbs == ("defend",)
    assert isinstance(event.second, nodes.PassiveEvent)
    assert event.second.source.source.name == "Hidden"
    both_verbs = _first("When I attack or defend, draw 1.").trigger.event
    assert both_verbs.verbs.verbs == ("attack", "defend")


def test_do_is_a_whole_word_in_error_messages() -> None:
    """"do this:" and "Do one of the following" must not make "Dodge" read as "Do" + "dge"."""
    with pytest.raises(CardSyntaxError) as caught:
        parse_tree("[2][R]: Dodge my Might this turn.")
    assert caught.value.problem.message.startswith('unexpected "Dodge"')


def _find(node: nodes.Node, kind: type) -> list:
    """Every node of that class in the tree, in text order."""
    return [found for found in node.walk() if isinstance(found, kind)]


def test_ally_hold_names_the_other_player() -> None:
    (event,) = _find(_ast("When you or an ally hold, you may exhaust me to draw 1."), nodes.YouOrPlayerEvent)
    assert isinstance(event.player, nodes.Player)
    assert event.player.noun == "ally"


def test_any_unit_is_its_own_quantity() -> None:
    assert _find(_ast("When any unit takes damage this turn, kill it."), nodes.AnyOne)


def test_end_of_turn_is_a_point_of_the_delayed_instruction() -> None:
    (timed,) = _find(_ast("Ready a unit at end of turn."), nodes.TimedAction)
    assert isinstance(timed.point, nodes.EndOfTurn)


def test_reminder_note_starting_with_i_is_a_note() -> None:
    text = ("[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there "
            "were other friendly units here.)")
    (note,) = _find(_ast(text), nodes.NotAloneDefinition)
    assert isinstance(note.subject, nodes.SelfRef) and note.subject.word == "I"


def test_a_status_held_several_times_keeps_its_count() -> None:
    # Kayle, Justified (VEN-134); 441.1.c.1: a permission to be empowered up to three times.
    text = "While I'm [Empowered] three times, I have [Deflect 3] and [Ganking]."
    tree = _ast(text)
    assert print_text(tree) == text
    (status,) = _find(tree, nodes.IsStatus)
    assert status.status.name == "Empowered" and status.times.count == "three"
    with pytest.raises(CardSyntaxError):
        parse_tree("While I'm [Empowered] three, I have [Ganking].")
