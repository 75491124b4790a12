"""Lowering takes every back-reference's antecedent from riftc.check.references.

Lowering no longer works out what "it", "its controller", "that unit" or "They" refer to: it reads
the check stage's answer (``LoweringContext.antecedent``) and links to the instruction that answer is
in. So every phrase lowering reads as a back-reference must be one references.py resolves: a phrase it
does not know (a pronoun lowering learned to read before references.py did) would fail to compile as
"nothing earlier to refer to". Before the switch, the corpus test of commit dfad665
(tests/test_reference_agreement.py) showed that both answered every back-reference alike.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest import mock

from corpus_paths import corpus_jsonl

from riftc import nodes, pipeline, runtime
from riftc.lower import LoweringContext, targets
from riftc.sources import read_sources


def _reads(cards: list[Any]) -> list[tuple[nodes.Node, bool]]:
    """Compile the cards, recording each phrase lowering reads as a back-reference and whether the
    references of its text know it (with lowering's own restated "it", branches.conditional_instead)."""
    reads: list[tuple[nodes.Node, bool]] = []
    one, two = targets.antecedent, LoweringContext.antecedents

    def antecedent(cx: LoweringContext, node: nodes.Node) -> Any:
        reads.append((node, cx.references.resolves(node)))
        return one(cx, node)

    def antecedents(cx: LoweringContext, node: nodes.Node) -> Any:
        reads.append((node, cx.references.resolves(node)))
        return two(cx, node)

    with mock.patch.object(targets, "antecedent", antecedent), \
            mock.patch.object(LoweringContext, "antecedents", antecedents):
        for card in cards:
            pipeline.compile_card(card)
    return reads


def test_every_back_reference_lowering_reads_in_the_corpus_is_resolved_by_references() -> None:
    reads = _reads(list(read_sources([corpus_jsonl()]).cards))
    assert len(reads) > 100, "lowering read fewer back-references than the corpus has: is the recorder stale?"
    unknown = [f"{type(node).__name__} at {node.span}" for node, known in reads if not known]
    assert not unknown, "lowering reads back-references references.py does not resolve:\n" + "\n".join(unknown)


def _spell(tmp_path: Path, text: str) -> tuple[Any, ...]:
    """The instructions of a spell with this text."""
    path = tmp_path / "tst.rift"
    path.write_text(f"set TST Test\n\ncard TST-001 Test Spell\ntype: Spell\ncost: 1\ntext:\n| {text}\n",
                    encoding="utf-8")
    (result,) = pipeline.compile_paths([path]).results
    assert result.compiled, result.diagnostics
    (ability,) = [a for a in result.definition.abilities if isinstance(a, runtime.SpellAbility)]
    return ability.effect.instructions


def test_it_links_to_the_instruction_its_antecedent_is_in(tmp_path: Path) -> None:
    """The second "it" is the first (the unit taken): a link to the take, which acted on it."""
    _, take, recall = _spell(tmp_path, "Choose an enemy unit at a battlefield. Take control of it and recall it.")
    assert (take.target, recall.target) == (runtime.It(link=0), runtime.It(link=1))


def test_a_reference_in_the_instruction_being_lowered_links_to_what_it_refers_to(tmp_path: Path) -> None:
    """"its controller" after "Deal 6 to it" (Shakedown, OGN-033): that "it" is in the instruction
    being lowered, so the link is to what it refers to, the unit chosen first."""
    _, unless = _spell(tmp_path, "Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.")
    assert unless.player == runtime.ControllerOf(runtime.It(link=0))


def test_it_after_a_branch_is_what_came_before_it(tmp_path: Path) -> None:
    """The branch may not have happened: "Ready it" is the unit chosen, not the enemy unit stunned."""
    *_, ready = _spell(tmp_path, "Choose a unit. If you control a gear, stun an enemy unit. Ready it.")
    assert ready.target == runtime.It(link=0)
