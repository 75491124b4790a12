"""Printer stage: AST → canonical card text (one ``print_<rule>`` function per node type)."""

from __future__ import annotations

from typing import Callable

from riftc import nodes
from riftc.build_ast import _snake

# Where a new sentence starts, so the next letter is capitalised (card text capitalises these).
_SENTENCE_OPENERS = (". ", "(", ": ", "— ", "• ", '"', "\n")


def capitalize_sentences(text: str) -> str:
    """Upper-case the first letter of the text and of every sentence inside it.

    A sentence starts the text and follows any of ``_SENTENCE_OPENERS``; symbols such as ``[1]`` or
    ``+2`` before the first word close that chance, as in ``+2 [M] while I'm an attacker``.
    """
    chars = list(text)
    capitalize_next = True
    for index, char in enumerate(chars):
        if capitalize_next and char.isalpha():
            chars[index] = char.upper()
        if capitalize_next and not char.isspace() and char != "[":
            capitalize_next = False
        if text.endswith(_SENTENCE_OPENERS, 0, index + 1):
            capitalize_next = True
    return "".join(chars)


class Printer:
    """Renders nodes to text. Add a construct by adding ``print_<rule_name>``."""

    def __init__(self) -> None:
        self._dispatch: dict[type, Callable[[nodes.Node], str]] = {}

    def __call__(self, node: nodes.Node | None) -> str:
        if node is None:
            return ""
        method = self._dispatch.get(type(node))
        if method is None:
            method = getattr(self, f"print_{_snake(type(node).__name__)}")
            self._dispatch[type(node)] = method
        return method(node)

    def _with_reminder(self, head: str, reminder: nodes.Reminder | None) -> str:
        return f"{head} {self(reminder)}" if reminder else head

    # --- card text and lines
    def print_start(self, node: nodes.Start) -> str:
        return "\n".join(capitalize_sentences(self(line)) for line in node.lines)

    def print_reminder_line(self, node: nodes.ReminderLine) -> str:
        return self(node.reminder)

    def print_reminder(self, node: nodes.Reminder) -> str:
        return f"({self(node.effect)})"

    # --- abilities
    def print_keyword_ability(self, node: nodes.KeywordAbility) -> str:
        return self._with_reminder(self(node.keyword), node.reminder)

    def print_triggered_ability(self, node: nodes.TriggeredAbility) -> str:
        return self._with_reminder(f"{self(node.trigger)}, {self(node.effect)}", node.reminder)

    def print_spell_ability(self, node: nodes.SpellAbility) -> str:
        return self._with_reminder(self(node.effect), node.reminder)

    # --- triggers
    def print_trigger(self, node: nodes.Trigger) -> str:
        return f"when {self(node.event)}"

    def print_play_event(self, node: nodes.PlayEvent) -> str:
        return f"you play {self(node.card)}"

    # --- effects and instructions
    def print_effect(self, node: nodes.Effect) -> str:
        return " ".join(self(sentence) for sentence in node.sentences)

    def print_sentence(self, node: nodes.Sentence) -> str:
        return f"{self(node.instruction)}."

    def print_buff(self, node: nodes.Buff) -> str:
        return f"buff {self(node.target)}"

    def print_draw(self, node: nodes.Draw) -> str:
        return f"draw {node.amount}"

    def print_ready(self, node: nodes.Ready) -> str:
        return f"ready {self(node.target)}"

    # --- targets
    def print_self_ref(self, node: nodes.SelfRef) -> str:
        return node.word

    def print_choice(self, node: nodes.Choice) -> str:
        words = [self(node.quantity), node.other, node.controller, self(node.noun)]
        return " ".join(word for word in words if word)

    def print_one(self, node: nodes.One) -> str:
        return node.article

    def print_up_to(self, node: nodes.UpTo) -> str:
        return f"{node.words} {node.count}"

    def print_exactly(self, node: nodes.Exactly) -> str:
        return str(node.count)

    def print_object_noun(self, node: nodes.ObjectNoun) -> str:
        return node.word

    # --- keywords
    def print_keyword(self, node: nodes.Keyword) -> str:
        return f"[{node.name}]" if node.value is None else f"[{node.name} {node.value}]"


def print_text(node: nodes.Node) -> str:
    """Canonical text of a parsed card text (or any node)."""
    return Printer()(node)
