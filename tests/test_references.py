"""Back-reference resolution (rule 355.5): each "it"/"them"/"that unit" names an earlier phrase."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from corpus_paths import corpus_jsonl

from riftc import nodes, pipeline
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.check.references import resolve


def _resolved(text: str) -> list[tuple[str, str | None]]:
    """(reference text, antecedent text or None for the holder) for every back-reference."""
    found, dangling = resolve(build_ast(parse_tree(text)))
    assert not dangling
    return [(text[r.reference.span.start:r.reference.span.end],
             None if r.antecedent is None else text[r.antecedent.span.start:r.antecedent.span.end])
            for r in found]


def test_it_names_the_nearest_object_before_it() -> None:
    assert _resolved("Choose an enemy unit. Stun it.") == [("it", "an enemy unit")]


def test_what_is_revealed_can_be_referred_to() -> None:
    # VEN-085: "it" is the hand just revealed, where the card is chosen from.
    assert _resolved("Choose an opponent. They reveal their hand and you choose a card from it.") == [
        ("it", "reveal their hand")]


def test_a_trigger_event_names_objects_for_its_effect() -> None:
    assert _resolved("When you buff a friendly unit, ready it.")[0] == ("it", "a friendly unit")


def test_reminder_text_sees_the_names_of_its_ability() -> None:
    text = "[Stun] an enemy unit. (It doesn't deal combat damage this turn.)"
    assert _resolved(text) == [("It", "an enemy unit")]


def test_a_keyword_reminder_may_speak_of_the_holder() -> None:
    text = "[Temporary] (Kill it at the start of its controller's Beginning Phase, before scoring.)"
    found, dangling = resolve(build_ast(parse_tree(text)))
    assert not dangling and found and all(reference.antecedent is None for reference in found)


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
    _, dangling = resolve(build_ast(parse_tree(text)))
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
                dangling += [f"{card['id']}: {text!r}" for _ in resolve(ast)[1]]
    assert not dangling, "\n".join(dangling)
