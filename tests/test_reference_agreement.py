"""Lowering and riftc.check.references give every back-reference of the corpus the same antecedent.

Lowering links "it", "its controller", "that unit", "They" to the instruction whose objects they
mean (runtime ``It(link=…)``) or to the event's object (``EventObjects``). Here every such link it
makes, in every corpus card (up to where lowering stops on a card it cannot compile), is compared with
the answer of references.py, mapped to lowering's numbering: an antecedent phrase is the instruction
it is in, once that instruction is lowered; a phrase in an instruction still being lowered ("Move me
to its location and it to …") stands for what that phrase itself refers to.
"""

from __future__ import annotations

import contextlib
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

from corpus_paths import corpus_jsonl

from riftc import nodes, pipeline, runtime
from riftc.check import references
from riftc.lower import branches, effects, targets, triggers
from riftc.lower.dispatch import DISPATCH
from riftc.errors import Span
from riftc.sources import read_sources

EVENT = "the event's object"


@dataclass
class Effect:
    """What lowering numbered so far in one effect (one ``Links``)."""

    numbered: dict[tuple[str, int, int], int] = field(default_factory=dict)  # phrase → innermost instruction
    open: set[int] = field(default_factory=set)  # instructions being lowered
    restated: dict[Span, int] = field(default_factory=dict)  # "X a unit. If …, Y it instead." → the choice
    unless: list[tuple[int, nodes.UnlessInstruction]] = field(default_factory=list)


@dataclass(frozen=True)
class Read:
    """One back-reference lowering resolved, with what it made of it and what was numbered then."""

    in_effect_text: bool
    node: nodes.Node
    links: tuple[Any, ...]  # instruction numbers, or EVENT
    numbered: dict[tuple[str, int, int], int]
    open: frozenset[int]
    restated: int | None


class Recorder:
    """Wraps the lowering functions that number instructions and resolve back-references."""

    def __init__(self) -> None:
        self.effects: dict[int, Effect] = defaultdict(Effect)
        self.reads: list[Read] = []
        self.kept: list[Any] = []  # the Links objects, alive so that their ids stay theirs

    def effect(self, cx: Any) -> Effect:
        self.kept.append(cx.links)
        return self.effects[id(cx.links)]

    def read(self, cx: Any, node: nodes.Node, *refs: Any) -> None:
        effect = self.effect(cx)
        opened = set(effect.open)
        for index, unless in effect.unless:  # "Counter a spell unless its controller pays [2]": chosen already
            if _within(node, unless.unless) and isinstance(getattr(unless.instruction, "target", None), nodes.Choice):
                opened.discard(index)
        links = tuple(EVENT if isinstance(ref, runtime.EventObjects) else ref.link
                      for ref in refs if isinstance(ref, (runtime.It, runtime.EventObjects)))
        restated = effect.restated.get(node.span) if isinstance(node, nodes.BackRef) else None
        self.reads.append(Read(cx.in_effect_text, node, links, dict(effect.numbered), frozenset(opened), restated))

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        instruction, instead, antecedent = effects.instruction, branches.conditional_instead, targets.antecedent
        relative, kills = targets.relative_to_antecedent, triggers.this_kills
        that, mutual, unless = targets.TARGETS.functions[nodes.ThatRef], DISPATCH[nodes.MutualDamage], \
            DISPATCH[nodes.UnlessInstruction]

        def numbered(cx: Any, node: nodes.Node) -> Any:
            effect, index = self.effect(cx), cx.links.next_index
            effect.numbered.update((references.key(inner), index) for inner in node.walk())
            effect.open.add(index)
            try:
                return instruction(cx, node)
            finally:
                effect.open.discard(index)

        def conditional_instead(cx: Any, first: nodes.Node, second: nodes.Conditional) -> Any:
            chosen = getattr(first, "target", None)
            if chosen is not None:
                effect = self.effect(cx)
                effect.numbered.update((references.key(inner), cx.links.next_index) for inner in chosen.walk())
                effect.restated[chosen.span] = cx.links.next_index
            return instead(cx, first, second)

        def read(cx: Any, node: nodes.Node) -> Any:
            found = antecedent(cx, node)
            self.read(cx, node, found)
            return found

        def related(cx: Any, choice: nodes.Choice) -> Any:
            found = relative(cx, choice)
            if found is not None:  # "at its location", "with less Might than it"
                place = choice.location.place if isinstance(choice.location, nodes.At) else None
                phrase = place if isinstance(place, nodes.Possessed) else choice.might_filter.than
                self.read(cx, phrase, runtime.It(found.relative.link))
            return found

        def this_kills(cx: Any, test: nodes.ThisKills, then: nodes.Node) -> Any:
            found = kills(cx, test, then)
            self.read(cx, test.victim, runtime.It(found.about.link))
            return found

        def those(cx: Any, node: nodes.ThatRef) -> Any:
            found = that(cx, node)
            if isinstance(found, runtime.ThoseTargets):
                self.read(cx, node, runtime.It(found.link))
            return found

        def each_other(cx: Any, node: nodes.MutualDamage) -> Any:
            found = mutual(cx, node)
            self.read(cx, node, found.first, found.second)
            return found

        def unless_instruction(cx: Any, node: nodes.UnlessInstruction) -> Any:
            self.effect(cx).unless.append((cx.links.next_index - 1, node))
            return unless(cx, node)

        with contextlib.ExitStack() as stack:
            for owner, name, wrapper in ((effects, "instruction", numbered),
                                         (branches, "conditional_instead", conditional_instead),
                                         (targets, "antecedent", read), (targets, "relative_to_antecedent", related),
                                         (triggers, "this_kills", this_kills)):
                stack.enter_context(mock.patch.object(owner, name, wrapper))
            stack.enter_context(mock.patch.dict(targets.TARGETS.functions, {nodes.ThatRef: those}))
            stack.enter_context(mock.patch.dict(DISPATCH, {nodes.MutualDamage: each_other,
                                                           nodes.UnlessInstruction: unless_instruction}))
            yield


def _within(inner: nodes.Node, outer: nodes.Node) -> bool:
    return outer.span.start <= inner.span.start and inner.span.end <= outer.span.end


def _link(answer: references.Antecedent, read: Read, found: references.References) -> Any:
    """An antecedent as lowering numbers it: the instruction it is in, once lowered; else what it refers to."""
    while True:
        if isinstance(answer, (references.TriggeringObject, references.ReplacedObject)):
            return EVENT
        if not isinstance(answer, nodes.Node):
            return None
        index = read.numbered.get(references.key(answer))
        if index is not None and index not in read.open:
            return index
        if not found.resolves(answer):
            return index
        answer = found.answer(answer)


def _disagreements(card: Any, result: pipeline.CardResult, reads: list[Read]) -> Iterator[str]:
    found = {False: result.text_ast, True: result.effect_ast}
    resolved = {in_effect: references.resolve(ast) for in_effect, ast in found.items() if ast is not None}
    for read in reads:
        block = card.effect_text if read.in_effect_text else card.text
        where = f"{card.id} {block.text[read.node.span.start:read.node.span.end]!r} → {read.links}"
        if read.restated is not None:  # lowering's own "it" for the choice it moved first
            if read.links != (read.restated,):
                yield f"{where}: the restated choice is {read.restated}"
            continue
        answers = resolved[read.in_effect_text]
        if not answers.resolves(read.node):
            yield f"{where}: references.py does not resolve it"
            continue
        answer = answers.answer(read.node)
        parts = (answer.first, answer.second) if isinstance(answer, references.Both) else (answer,)
        mapped = {_link(part, read, answers) for part in parts}
        if mapped != set(read.links):
            yield f"{where}: references.py says {answer!r:.120} → {sorted(mapped, key=str)}"


def test_lowering_links_every_back_reference_where_references_resolves_it() -> None:
    recorder = Recorder()
    problems: list[str] = []
    count = 0
    with recorder.installed():
        for card in read_sources([corpus_jsonl()]).cards:
            recorder.reads = []
            result = pipeline.compile_card(card)
            count += len(recorder.reads)
            problems += _disagreements(card, result, recorder.reads)
    assert count > 100, "lowering resolved fewer back-references than the corpus has: is the recorder stale?"
    assert not problems, "\n".join(problems)
