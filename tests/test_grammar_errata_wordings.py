"""Grammar: the constructs of the official errata wordings (issue 13 point 5), each also in other wordings.

"do this:" before an optional instruction or a copy effect, and before an instruction in lower case;
"If you do, then do this: …"; "up to two of them"; "any you didn't banish"; "you must …"; "can't gain
points". Each text must parse, hold the node it is read as, and print back exactly.
"""

from __future__ import annotations

import pytest

from riftc import nodes

from grammar_support import assert_accepted, assert_rejected, nodes_of, round_trip

ACCEPT: list[tuple[str, type[nodes.Node]]] = [
    # "do this:" before an optional instruction (rule 359)
    ("Play a 2 [M] Sand Soldier unit token. Then do this: You may pay [Y] to ready it.", nodes.DoThis),
    ("Kill a unit at a battlefield. Then, if it had 3 [M] or less, do this: You may play this from your trash for "
     "[A].", nodes.May),
    # "do this:" before a copy effect (rule 477.1.b)
    ("Choose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit. "
     "Give it [Temporary].", nodes.BecomesCopy),
    ("When you play me, play two Reflection unit tokens here. Then do this: They become copies of me.",
     nodes.BecomeCopies),
    # the instruction after "do this:" in lower case, as printed
    ("Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1.", nodes.LowerCaseInstruction),
    ("Kill a unit. Then do this: draw 1.", nodes.LowerCaseInstruction),
    # "If you do, then do this: …" (rule 393)
    ("When I attack, you may play an Equipment with Energy cost no more than [2], ignoring its cost. If you do, "
     "then do this: Attach it to me.", nodes.ConditionalThen),
    ("You may discard 1. If you do, then do this: Draw 2.", nodes.ConditionalThen),
    ("Choose a battlefield. An opponent reveals their hand. You may choose a unit from it. They play that unit to "
     "that battlefield, ignoring any and all costs. If they do, then do this: [Stun] it.", nodes.ConditionalThen),
    # "up to two of them" (rule 355.7)
    ("Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then do this: Ready up to two of them.",
     nodes.UpToPartitive),
    ("Play two Reflection unit tokens here. Then ready up to 2 of them.", nodes.UpToPartitive),
    # "any you didn't banish" (rule 424)
    ("Reveal the top 2 cards of your Main Deck. You may banish one, then play it, reducing its cost by [2]. Draw "
     "any you didn't banish.", nodes.AnyNotDone),
    ("Look at the top 3 cards of your Main Deck. You may recycle one. Draw any you didn't recycle.",
     nodes.AnyNotDone),
    # "you must …" (not optional)
    ("When you conquer here, you must recycle one of your runes.", nodes.PlayerMust),
    ("When you hold here, you must discard 1.", nodes.PlayerMust),
    # "that was uncontrolled" (rule 190.6)
    ("When I conquer a battlefield that was uncontrolled, deal damage equal to my Might to an enemy unit in a base.",
     nodes.ThatWasUncontrolled),
    ("When a friendly unit conquers a battlefield that was uncontrolled, draw 1.", nodes.ThatWasUncontrolled),
    # "banishes" among the -s steps of one player
    ("Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest.",
     nodes.Banish),
    # "the revealed cards" (rule 424)
    ("Reveal the top 5 cards of your Main Deck. Deal 1 to an enemy unit for each card with [Hidden] revealed this "
     "way, then recycle the revealed cards.", nodes.TheActedOn),
    # a later kind of a union in a state of its own (rule 811)
    ("[E]: Return another friendly gear, unit, or facedown card to its owner's hand.", nodes.StateKind),
    ("Return a unit or facedown card to its owner's hand.", nodes.StateKind),
    # "everywhere" (every zone)
    ("Your Equipment everywhere have [Quick-Draw].", nodes.Everywhere),
    # two payments, the second a return (rule 444)
    ("When you conquer here, you may pay [1] and return a unit you control here to its owner's hand to play a 2 [M] "
     "Sand Soldier unit token here.", nodes.PaidInstruction),
    # Bonus Damage to some receivers (rule 712)
    ("Spells and abilities deal 1 Bonus Damage to units here.", nodes.BonusDamageTo),
    # "[Ambush]" as a verb (rule 822.1.d)
    ("I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there.",
     nodes.CanAmbush),
    ("You may [Ambush] me to its battlefield, even if you don't have other units there.", nodes.MayAmbush),
    ("[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)", nodes.KeywordAbility),
    # "can't gain points" (rule 194.1)
    ("While I'm at a battlefield, opponents can't gain points.", nodes.GainingPoints),
    ("When you play me, choose an opponent. They can't gain points this turn.", nodes.GainingPoints),
]

# Near misses: each must be rejected, not read as something else.
REJECT: list[str] = [
    "Do this: draw 1.",                                   # never at the start of a sentence
    "If you do, then draw 1 do this.",                    # "do this:" comes first
    "Then ready up to two of units.",                     # of whom
    "Then ready up to one units.",                        # the number agrees with the noun
    "Draw any you didn't.",                               # which action
    "When I conquer a battlefield that is uncontrolled, draw 1.",  # "was": before the conquest
    "Opponents can't gain.",                              # gain what
    "You may [Ambush] a unit to its battlefield.",       # only the card itself
    "Return a unit or facedown to its owner's hand.",     # a state needs its noun
]


@pytest.mark.parametrize(("text", "kind"), ACCEPT, ids=lambda value: value if isinstance(value, str) else None)
def test_accepts_and_prints_back(text: str, kind: type[nodes.Node]) -> None:
    assert_accepted(text, kind)


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    assert_rejected(text)


def test_a_capitalised_instruction_after_do_this_has_no_lower_case_mark() -> None:
    assert not nodes_of("Kill a unit. Then do this: Draw 1.", nodes.LowerCaseInstruction)
    assert round_trip("Kill a unit. Then do this: Draw 1.") == "Kill a unit. Then do this: Draw 1."


def test_up_to_two_of_them_keeps_its_number_and_group() -> None:
    (part,) = nodes_of("Play two Reflection unit tokens here. Then ready up to two of them.", nodes.UpToPartitive)
    assert (part.up_to, part.count) == ("up to", "two")
    assert isinstance(part.group, nodes.BackRef)
