"""Back-reference resolution (rule 355.5): each "it"/"them"/"that unit" names an earlier phrase."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from corpus_paths import corpus_jsonl

from riftc import nodes, pipeline
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.check.references import Antecedent, Both, ReplacedObject, TriggeringObject, resolve


def _text_of(text: str, antecedent: Antecedent) -> str | None:
    """An antecedent as text: the phrase; "trigger: …", "replaced: …" for the object of an event;
    None for the holder of a keyword."""
    if isinstance(antecedent, TriggeringObject):
        return "trigger: " + str(_text_of(text, antecedent.trigger))
    if isinstance(antecedent, ReplacedObject):
        return "replaced: " + str(_text_of(text, antecedent.event))
    if isinstance(antecedent, Both):
        return f"{_text_of(text, antecedent.first)} + {_text_of(text, antecedent.second)}"
    return None if antecedent is None else text[antecedent.span.start:antecedent.span.end]


def _resolved(text: str) -> list[tuple[str, str | None]]:
    """(reference text, antecedent text) for every back-reference, in text order."""
    found = resolve(build_ast(parse_tree(text)))
    assert not found.dangling
    return [(text[r.reference.span.start:r.reference.span.end], _text_of(text, r.antecedent)) for r in found.resolved]


def test_it_names_the_nearest_object_before_it() -> None:
    assert _resolved("Choose an enemy unit. Stun it.") == [("it", "an enemy unit")]


def test_what_is_revealed_can_be_referred_to() -> None:
    # VEN-085: "it" is the hand just revealed, where the card is chosen from.
    assert _resolved("Choose an opponent. They reveal their hand and you choose a card from it.") == [
        ("it", "reveal their hand")]


def test_a_trigger_event_names_objects_for_its_effect() -> None:
    # 383.2.c: "it" is the object the triggering event was about.
    assert _resolved("When you buff a friendly unit, ready it.") == [("it", "trigger: When you buff a friendly unit")]


def test_reminder_text_sees_the_names_of_its_ability() -> None:
    text = "[Stun] an enemy unit. (It doesn't deal combat damage this turn.)"
    assert _resolved(text) == [("It", "an enemy unit")]


def test_a_keyword_reminder_may_speak_of_the_holder() -> None:
    text = "[Temporary] (Kill it at the start of its controller's Beginning Phase, before scoring.)"
    found = resolve(build_ast(parse_tree(text)))
    assert not found.dangling and found.resolved and all(reference.antecedent is None for reference in found.resolved)


def test_a_dependent_instead_line_sees_the_line_above() -> None:
    """Rules 727, 824: "[Level 6][>] Give it +3 [M] this turn instead." replaces the line above."""
    text = "Give a unit +1 [M] this turn.\n[Level 6][>] Give it +3 [M] this turn instead."
    assert _resolved(text) == [("it", "a unit")]


def test_a_spell_line_sees_the_instruction_lines_above() -> None:
    """Rule 135.2.b.1: a spell's instruction lines are one set of instructions (Hostile Takeover, SFD-202)."""
    text = "Take control of an enemy unit at a battlefield.\nLose control of that unit and recall it at end of turn."
    assert _resolved(text)[0] == ("that unit", "an enemy unit at a battlefield")


@pytest.mark.parametrize("text", ["Give it +2 [M] this turn.", "Draw 1. Ready it.",
                                  "When you play me, choose a unit.\nKill it."])
def test_nothing_to_refer_to_is_dangling(text: str) -> None:
    dangling = resolve(build_ast(parse_tree(text))).dangling
    assert [text[d.reference.span.start:d.reference.span.end] for d in dangling] == ["it"]


def test_the_check_stage_reports_a_dangling_reference_at_its_word(tmp_path: Path) -> None:
    path = tmp_path / "tst.rift"
    path.write_text("set TST Test\n\ncard TST-001 Lost Pronoun\ntype: Spell\ncost: 1\ntext:\n"
                    "| Draw 1. Give it +2 [M] this turn.\n", encoding="utf-8")
    (result,) = pipeline.compile_paths([path]).results
    assert not result.compiled
    (diagnostic,) = [d for d in result.diagnostics if d.code == "dangling-reference"]
    assert (diagnostic.location.line, diagnostic.location.column) == (7, 16)
    assert "355.5" in diagnostic.message


def test_every_back_reference_of_the_corpus_resolves() -> None:
    """No real card has a dangling reference: a report here is a gap in the resolver's model."""
    dangling = []
    for line in corpus_jsonl().read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        for text in (card.get("text"), card.get("effect_text")):
            try:
                ast = build_ast(parse_tree(text)) if text else None
            except CardSyntaxError:
                continue
            if isinstance(ast, nodes.Start):
                dangling += [f"{card['id']}: {text!r}" for _ in resolve(ast).dangling]
    assert not dangling, "\n".join(dangling)


@pytest.mark.parametrize(("text", "expected"), [
    # 053: the card calls itself "this"/"me"; "it" is what the trigger was about (Mistfall OGN-152, Ravenbloom Prefect VEN-102).
    ("When you buff a friendly unit, you may pay [O] and exhaust this to ready it.",
     [("it", "trigger: When you buff a friendly unit")]),
    ("When an opponent plays a gear, you may banish me to banish it.", [("it", "trigger: When an opponent plays a gear")]),
    # The card itself when nothing else is named (434: "attach it to a unit you control here").
    ("When you play this from face down, attach it to a unit you control here.", [("it", "this")]),
    # Tideturner (OGN-199): "its" and "it" are the unit chosen, not "me".
    ("When you play me, you may choose a friendly unit. Move me to its location and it to my original location.",
     [("its location", "a friendly unit"), ("it", "its location")]),
    # Zenith Blade (OGN-262): "that enemy unit" names its controller too.
    ("Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield.",
     [("that enemy unit", "an enemy unit at a battlefield")]),
    # A condition acts on nothing (Monster Harpoon UNL-014, Siphoning Strike VEN-146).
    ("Deal 2 to a unit at a battlefield. If you control a facedown card, deal 4 to it instead.",
     [("it", "a unit at a battlefield")]),
    ("Deal 4 to a unit at a battlefield. If you control 7 or more runes, deal 7 to it instead. "
     "When it dies this turn, channel 1 rune exhausted.", [("it", "a unit at a battlefield"), ("it", "a unit at a battlefield")]),
    # 370.1.b: what a replacement does instead is about the replaced event (Tactical Retreat UNL-175).
    ("Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it instead.",
     [("it", "a friendly unit"), ("it", "replaced: The next time it would die this turn"), ("it", "it"), ("it", "it")]),
    ("The next time a friendly unit would die, kill this instead. Recall that unit exhausted.",
     [("that unit", "replaced: The next time a friendly unit would die")]),
    # An earlier reference is a mention of the same object: the second "it" is the unit taken.
    ("Choose an enemy unit at a battlefield. Take control of it and recall it.",
     [("it", "an enemy unit at a battlefield"), ("it", "it")]),
    # Pronouns inside words: "it's", "its controller", "its Might", "It deals".
    ("Choose an enemy gear. If it's [Empowered], disempower it. Otherwise, kill it.",
     [("it's [Empowered]", "an enemy gear"), ("it", "an enemy gear"), ("it", "an enemy gear")]),
    ("Kill a gear. Its controller draws 2.", [("Its controller", "a gear")]),
    ("Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.",
     [("It deals damage equal to its Might to an enemy unit at a battlefield", "a friendly unit"),
      ("its Might", "a friendly unit")]),
    # "attach an Equipment … to it" attaches it to something else (Relentless Pursuit SFD-184).
    ("Move a friendly unit. You may attach an Equipment with the same controller to it.", [("it", "a friendly unit")]),
    # "They … to each other" (417): both objects named before, or the two chosen together.
    ("Give a friendly unit +3 [M] this turn. Then choose an enemy unit. They deal damage equal to their Mights to each other.",
     [("They deal damage equal to their Mights to each other", "a friendly unit + an enemy unit")]),
    ("Choose two units. They deal damage equal to their Mights to each other.",
     [("They deal damage equal to their Mights to each other", "two units")]),
])
def test_the_antecedent_is_the_last_mention_that_fits(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert _resolved(text) == expected


def test_a_branch_leaves_nothing_to_refer_to_after_it() -> None:
    """"it" after an "if" is what came before it: the branch may not have happened."""
    text = "Choose a unit. If you control a gear, stun an enemy unit. Ready it."
    assert _resolved(text)[-1] == ("it", "a unit")
